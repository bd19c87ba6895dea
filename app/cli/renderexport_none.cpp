// clustersmith-cli built without the desktop libraries (CLUSTERSMITH_BUILD_GUI=OFF)
// cannot draw: the PDF, SVG and PNG exports say so.
#include "renderexport.h"

namespace cs::cli {

namespace {

QString cannotDraw()
{
    return QCoreApplication::translate(
        "cli", "This clustersmith-cli was built without the desktop libraries, so it cannot write "
               "PDF, SVG or PNG files; use a build with CLUSTERSMITH_BUILD_GUI=ON.");
}

} // namespace

std::optional<QString> writeReport(const Design&, const QString&, const ReportSettings&)
{
    return cannotDraw();
}

std::optional<QString> writeDiagrams(const Design&, const QString&, bool)
{
    return cannotDraw();
}

std::unique_ptr<QCoreApplication> makeApplication(const QString&, int& argc, char** argv)
{
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace cs::cli
