#include "designargs.h"

#include "io/designfile.h"

#include <cstdio>
#include <cstdlib>

namespace cs::bench {

int measureDesignFiles(int argc, char** argv,
                       const std::function<void(const QString& label, Design design)>& measure)
{
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        DesignLoadResult loaded = loadDesignFile(path);
        if (!loaded.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(loaded.error->toString()));
            return 1;
        }
        measure(path.section(QLatin1Char('/'), -1), std::move(*loaded.design));
    }
    return 0;
}

std::vector<int> gpuCountsOf(int argc, char** argv, std::vector<int> byDefault)
{
    std::vector<int> counts;
    for (int i = 1; i < argc; ++i) {
        counts.push_back(std::atoi(argv[i]));
    }
    return counts.empty() ? byDefault : counts;
}

} // namespace cs::bench
