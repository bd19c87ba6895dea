// clustersmith-cli built without the desktop libraries (CLUSTERSMITH_BUILD_GUI=OFF)
// cannot draw: `export` says so for PDF, SVG and PNG.
#include "output.h"
#include "renderexport.h"

namespace cs::cli {

bool canRender()
{
    return false;
}

void runRenderExport(const Design&, const RenderExportRequest& request)
{
    if (request.any()) {
        throw UsageError{QCoreApplication::translate(
            "cli", "This clustersmith-cli was built without the desktop libraries, so it cannot "
                   "write PDF, SVG or "
                   "PNG files; use a build with CLUSTERSMITH_BUILD_GUI=ON.")};
    }
}

std::unique_ptr<QCoreApplication> makeApplication(const QString&, int& argc, char** argv)
{
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace cs::cli
