#pragma once

#include "analysis/performance.h"
#include "renderstyle.h"

#include <vector>

#include <QColor>

#include <optional>

class QPainter;

namespace cs::render {

// What a what-if chart, on screen or in the report, draws for one variant:
// days to train for a training workload, output tokens/s when serving; none
// when no plan fits.
std::optional<double> whatIfValue(const analysis::WhatIfOutcome& outcome, bool training);
// The bars' colour (the network as built; the report pales the other variants).
QColor whatIfBarColor();

// What the network buys, for the report: the workload's best plan on each
// variant of the design's network as a horizontal bar (days to train, or
// output tokens/s when serving), as built first, the figure at the bar's end.
class WhatIfChart
{
public:
    WhatIfChart(const std::vector<analysis::WhatIfOutcome>& outcomes, bool training,
                RenderStyle style = {});
    void paint(QPainter& p, const QRectF& rect) const;
    // The height that gives every variant a readable row.
    double preferredHeight() const;

private:
    const std::vector<analysis::WhatIfOutcome>& mOutcomes;
    bool mTraining;
    RenderStyle mStyle;
};

} // namespace cs::render
