#pragma once

#include "pagewriter.h"
#include "reportdata.h"

#include <utility>
#include <vector>

// The report's sections, in the order designreport.cpp writes them. Each
// starts its own page in the orientation its content needs.
namespace cs::report {

using Contents = std::vector<std::pair<QString, int>>; // heading, page

void writeCover(PageWriter& w, const ReportData& d, const Contents& contents);
void writeElevations(PageWriter& w, const ReportData& d);
void writeFloorLayout(PageWriter& w, const ReportData& d);
void writeFabrics(PageWriter& w, const ReportData& d);
void writeBillOfMaterials(PageWriter& w, const ReportData& d);
void writePowerAndCooling(PageWriter& w, const ReportData& d);
void writeFindings(PageWriter& w, const ReportData& d);
// One page or more for the design's workloads; nothing without workloads.
void writePerformance(PageWriter& w, const ReportData& d);
void writeTco(PageWriter& w, const ReportData& d);
// The alarms, the maintenance routine and the spare parts; writeSpares is
// its last part.
void writeOperations(PageWriter& w, const ReportData& d);
void writeSpares(PageWriter& w, const ReportData& d);
// The benchmark outputs attached to the design, judged against it; nothing
// when none are attached.
void writeCommissioning(PageWriter& w, const ReportData& d);
void writeAssumptions(PageWriter& w, const ReportData& d);

} // namespace cs::report
