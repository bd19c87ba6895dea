#pragma once

#include "analysis/analysis.h"
#include "model/design.h"
#include "summary.h"

#include <nlohmann/json.hpp>

#include <QString>

namespace cs {

// What `evaluate` reports about a design (docs/report-format.md).
struct Evaluation
{
    std::string designName;
    int formatVersion = 0;
    DesignSummary summary;
    analysis::AnalysisReport analysis;
    nlohmann::json tco; // tco::tcoSummaryJson (docs/tco.md)

    bool hasErrors() const { return analysis.hasErrors(); }
};

// `catalogOffers` adds cloud offers to the design's own for the TCO object;
// `catalogGpus` GPU parts for the next-GPU-generation what-if.
Evaluation evaluate(const Design& design, const std::vector<Part>& catalogOffers = {},
                    const std::vector<Part>& catalogGpus = {});
nlohmann::json evaluationToJson(const Evaluation& evaluation);
// A summary a person can paste into an e-mail.
QString evaluationToText(const Evaluation& evaluation);

} // namespace cs
