#pragma once

#include "analysis/analysis.h"
#include "commission/commission.h"
#include "ops/spares.h"
#include "renderstyle.h"
#include "report/summary.h"
#include "reportoptions.h"
#include "reporttext.h"
#include "tco/tco.h"

#include <memory>
#include <optional>

namespace cs::report {

// Everything the report shows, worked out once before the first page.
struct ReportData
{
    ReportData(const Design& design, ReportOptions options);

    const Design& design;
    ReportOptions options;
    ReportFormat format;
    render::RenderStyle style;
    DesignSummary summary;
    analysis::AnalysisReport analysis;
    std::unique_ptr<analysis::DesignFacts> facts;
    std::optional<tco::TcoResult> tco;
    QString tcoError; // why there is no TCO, when there is none
    std::vector<ops::SpareLine> spares;
    commission::CommissionReport commissioning; // the outputs attached to the design

    QString currency() const;
};

} // namespace cs::report
