// Compiles catalog/data/*.json into the read-only SQLite catalog.
// Usage: clustersmith-catalog-compiler OUTPUT.sqlite DATA.json...
#include "catalogschema.h"
#include "catalogsource.h"
#include "io/formaterror.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: %s OUTPUT.sqlite DATA.json...\n", argv[0]);
        return 2;
    }
    std::vector<cs::Part> all;
    try {
        for (qsizetype i = 2; i < args.size(); ++i) {
            std::vector<cs::Part> parts = cs::catalog::readCatalogDataFile(args[i]);
            all.insert(all.end(), parts.begin(), parts.end());
        }
        cs::catalog::checkCatalog(all);
        cs::catalog::writeBundledCatalog(all, args[1]);
    } catch (const cs::FormatError& e) {
        std::fprintf(stderr, "catalog: %s: %s\n", e.path().c_str(), qPrintable(e.message()));
        return 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "catalog: %s\n", e.what());
        return 1;
    }
    std::printf("catalog: %zu parts written to %s\n", all.size(), qPrintable(args[1]));
    return 0;
}
