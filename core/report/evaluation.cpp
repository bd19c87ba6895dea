#include "evaluation.h"

#include "io/analysisassumptionsjson.h"
#include "io/migrations.h"
#include "reportjson.h"
#include "tco/tco.h"

namespace cs {

Evaluation evaluate(const Design& design, const std::vector<Part>& catalogOffers,
                    const std::vector<Part>& catalogGpus)
{
    Evaluation e;
    e.designName = design.name;
    e.formatVersion = kDesignFormatVersion;
    e.summary = summarize(design);
    e.analysis = analysis::analyze(design, analysis::assumptionsFor(design), catalogGpus);
    e.tco = tco::tcoSummaryJson(design, catalogOffers, &e.analysis.performance);
    return e;
}

nlohmann::json evaluationToJson(const Evaluation& e)
{
    using namespace report_json;
    const DesignSummary& s = e.summary;
    const analysis::AnalysisReport& a = e.analysis;
    return {{"design", {{"name", e.designName}, {"format_version", e.formatVersion}}},
            {"counts",
             {{"rooms", s.rooms},
              {"racks", s.racks},
              {"devices", s.devices},
              {"nodes", s.nodes},
              {"gpus", s.gpus},
              {"switches", s.switches},
              {"storage_devices", s.storageDevices},
              {"fabrics", s.fabrics},
              {"links", s.links}}},
            {"compute", computeJson(a.compute)},
            {"memory", memoryJson(a.memory)},
            {"network", networkJson(a.network)},
            {"power", powerJson(a.power)},
            {"cooling", coolingJson(a.cooling)},
            {"space", spaceJson(a.space)},
            {"headroom", headroomJson(a.headroom)},
            {"performance", performanceJson(a.performance)},
            {"checks", findingsJson(a.findings)},
            {"assumptions", analysisAssumptionsToJson(a.assumptions)},
            {"tco", e.tco}};
}

} // namespace cs
