// The report's operations page: the alarms the Prometheus export raises with
// their thresholds, the maintenance routine, and the spare parts the design
// should hold. Each list is core's (export/alertrules.h, ops/), so the page
// and the exported rules cannot disagree.
#include "export/alertrules.h"
#include "ops/maintenance.h"
#include "ops/spares.h"
#include "reporttr.h"
#include "sections.h"
#include "tablewriter.h"

namespace cs::report {

using render::Report;

namespace {

QString minutesText(int minutes)
{
    return minutes == 0 ? Report::tr("at once") : Report::tr("%n min", nullptr, minutes);
}

// An alert's name may wrap where a word starts (a zero-width space before each
// capital), so NodePowerNearPsuCapacity breaks between its words.
QString breakableName(const char* name)
{
    QString out;
    for (const QChar c : QString::fromLatin1(name)) {
        if (c.isUpper() && !out.isEmpty()) {
            out += QChar(0x200B);
        }
        out += c;
    }
    return out;
}

void writeAlarms(PageWriter& w, const ReportData& d)
{
    w.subheading(Report::tr("Alarms"));
    w.paragraph(Report::tr("The alerting rules of the Prometheus export (clustersmith-cli export "
                           "--prometheus) on NVIDIA's DCGM exporter. An alert fires once its "
                           "condition has held for the time given."),
                true);
    std::vector<TableRow> rows;
    for (const exports::AlertRule& r : exports::alertRules()) {
        rows.push_back({{breakableName(r.name), exports::watchesText(r),
                         exports::thresholdText(r, d.format.locale()), minutesText(r.forMinutes),
                         exports::severityText(r), breakableAtUnderscores(exports::whyText(r))}});
    }
    writeTable(w,
               {{Report::tr("Alert"), 2.1},
                {Report::tr("Watches"), 1.8},
                {Report::tr("Threshold"), 2},
                {Report::tr("For"), 1.1},
                {Report::tr("Severity"), 0.9},
                {Report::tr("Why, and the source"), 2.5}},
               rows);
}

void writeMaintenance(PageWriter& w, const ReportData& d)
{
    w.subheading(Report::tr("Maintenance routine"));
    w.paragraph(ops::guidesText(), true);
    std::vector<TableRow> rows;
    for (const ops::MaintenanceTask& t : ops::maintenanceTasks()) {
        rows.push_back(
            {{ops::whatText(t, d.format.locale()), ops::whenText(t), ops::sourceText(t)}});
    }
    writeTable(
        w, {{Report::tr("Task"), 4.2}, {Report::tr("How often"), 2.2}, {Report::tr("Source"), 2}},
        rows);
}

} // namespace

void writeOperations(PageWriter& w, const ReportData& d)
{
    w.startPage(QPageLayout::Portrait);
    w.heading(Report::tr("Operations"));
    writeAlarms(w, d);
    writeMaintenance(w, d);
    writeSpares(w, d);
}

} // namespace cs::report
