#pragma once

#include <functional>

namespace cs::ui {
class AnalysisRunner;
class Document;
} // namespace cs::ui

namespace cs::bench {

// Renames the design's first device (to a name made from `round`), waits for
// the runner's next report and runs `shown` on it (a view's redraw; anything
// already following the runner redraws first); returns the milliseconds from
// the edit to the end of `shown`, the runner's coalescing delay included.
double editToReportMs(ui::Document& doc, ui::AnalysisRunner& runner, int round,
                      const std::function<void()>& shown = {});

} // namespace cs::bench
