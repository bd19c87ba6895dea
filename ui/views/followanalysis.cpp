#include "followanalysis.h"

#include "fabricscene.h"
#include "floorscene.h"
#include "rackelevationscene.h"

#include "dashboard/analysisrunner.h"

namespace cs::ui {

namespace {

template <typename Scene> void follow(AnalysisRunner& runner, Scene& scene)
{
    const auto show = [&runner, &scene] { scene.showAnalysis(runner.latest().report); };
    QObject::connect(&runner, &AnalysisRunner::updated, &scene, show);
    show();
}

} // namespace

void followAnalysis(AnalysisRunner& runner, RackElevationScene& scene)
{
    follow(runner, scene);
}

void followAnalysis(AnalysisRunner& runner, FloorScene& scene)
{
    follow(runner, scene);
}

void followAnalysis(AnalysisRunner& runner, FabricScene& scene)
{
    follow(runner, scene);
}

} // namespace cs::ui
