#pragma once

#include "model/design.h"
#include "reportoptions.h"

#include <QString>

#include <optional>

class QIODevice;

namespace cs::report {

// Writes the design report as a vector PDF: a cover with the design summary
// and contents, rack elevations, floor layout, fabric topology, bill of
// materials, power and cooling per rack, design-rule findings, TCO charts and
// tables, and the assumptions used. Text stays text in an embedded font.
// Needs a QGuiApplication. The file is replaced only once the report is
// complete. Returns a translated sentence naming the file on failure.
std::optional<QString> exportReportPdf(const Design& design, const ReportOptions& options,
                                       const QString& path);

// The same report into any device; returns the number of pages written.
int writeReportPdf(const Design& design, const ReportOptions& options, QIODevice& device);

} // namespace cs::report
