#pragma once

#include "scenario.h"
#include "tco.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace cs::tco {

// What one design or scenario delivers and costs, for a side-by-side table.
struct ComparisonColumn
{
    std::string label;
    int gpus = 0;
    int nodes = 0;
    int racks = 0;
    std::string gpuPartId;
    double peakPflopsBf16 = 0; // dense
    double itKw = 0;           // IT load at peak
    double facilityKw = 0;     // IT at peak × the TCO's PUE
    TcoResult tco;
};

struct Comparison
{
    std::vector<ComparisonColumn> columns;
    std::vector<QString> notes; // e.g. columns in different currencies
};

// One row of the table of differences.
struct ComparisonMetric
{
    const char* key;   // JSON name
    const char* label; // translatable in the "tco" context
    int decimals;
    bool money; // in the TCO currency
    std::optional<double> (*value)(const ComparisonColumn&);
};
const std::vector<ComparisonMetric>& comparisonMetrics();

// Runs the TCO for each side. `catalogOffers` as in computeTco(). Throws
// FormatError when a side's assumptions cannot be read.
Comparison compareScenarios(const std::vector<ScenarioDesign>& sides,
                            const std::vector<Part>& catalogOffers = {});

// {currency, columns: [{name, <metric>..., cumulative: {build, cloud, hybrid}}],
//  differences: [{metric, values, delta}], notes}; delta is each value minus the first.
nlohmann::json comparisonToJson(const Comparison& comparison);
// The side-by-side table with a "− first" column for each later side.
QString comparisonToText(const Comparison& comparison);

} // namespace cs::tco
