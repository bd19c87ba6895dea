#pragma once

namespace cs::ui {

class AnalysisRunner;
class FabricScene;
class FloorScene;
class RackElevationScene;

// Keeps a view's figures on the one analysis the runner makes after each
// change: the scene shows the runner's latest report now and every later one.
void followAnalysis(AnalysisRunner& runner, RackElevationScene& scene);
void followAnalysis(AnalysisRunner& runner, FloorScene& scene);
void followAnalysis(AnalysisRunner& runner, FabricScene& scene);

} // namespace cs::ui
