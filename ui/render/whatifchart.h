#pragma once

#include "analysis/performance.h"
#include "renderstyle.h"

#include <vector>

class QPainter;

namespace cs::render {

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
