// The report's commissioning pages: the benchmark outputs attached to the
// design, each judged against what the design predicts for the hosts that
// ran — the cells the Commissioning tab shows (commission/commissioncells.h).
#include "commission/bandwidthassumptions.h"
#include "commission/commissioncells.h"
#include "reporttr.h"
#include "sections.h"
#include "tablewriter.h"

namespace cs::report {

using render::Report;

namespace {

// The columns of `headers` weighted as given; the first `names` are text,
// the rest figures but the last, the verdict.
std::vector<TableColumn> columnsOf(const QStringList& headers, const std::vector<double>& weights,
                                   int names)
{
    std::vector<TableColumn> columns;
    for (int i = 0; i < headers.size(); ++i) {
        const bool figure = i >= names && i + 1 < headers.size();
        columns.push_back(
            {headers[i], weights[std::size_t(i)], figure ? Qt::AlignRight : Qt::AlignLeft, i == 0});
    }
    return columns;
}

// One table of judgements (nccl-tests runs or bandwidth tests), then why any
// was not judged, one line each.
template <typename Judgement, typename Cells>
void writeJudged(PageWriter& w, const ReportData& d, const QString& title,
                 const std::vector<Judgement>& judged, const std::vector<TableColumn>& columns,
                 Cells cells)
{
    if (judged.empty()) {
        return;
    }
    w.subheading(title);
    std::vector<TableRow> rows;
    QStringList reasons;
    for (const Judgement& j : judged) {
        rows.push_back({cells(j, d.format.locale())});
        if (!j.reason.isEmpty()) {
            reasons << commission::fileNameOf(j.file) + QStringLiteral(": ") + j.reason;
        }
    }
    writeTable(w, columns, rows);
    for (const QString& r : reasons) {
        w.paragraph(r, true);
    }
}

} // namespace

void writeCommissioning(PageWriter& w, const ReportData& d)
{
    if (d.design.benchmarkResults.empty()) {
        return;
    }
    w.startPage(QPageLayout::Landscape);
    w.heading(Report::tr("Commissioning"));
    const QLocale& l = d.format.locale();
    w.paragraph(
        Report::tr("%n benchmark output(s) from the built cluster are attached to the design, "
                   "each judged against what the design predicts for the hosts that ran "
                   "(clustersmith-cli commission, docs/commissioning.md). A collective passes at "
                   "%1 of the predicted bus bandwidth or more (the performance model's validated "
                   "error is 15%); a bandwidth test at %2.",
                   nullptr, int(d.design.benchmarkResults.size()))
            .arg(l.toString(commission::kPassRatio, 'f', 2),
                 l.toString(commission::assumptions::kBandwidthPassRatio, 'f', 2)));
    w.paragraph(Report::tr("%n run(s) or test(s) below the prediction.", nullptr,
                           commission::failedCount(d.commissioning)));
    writeJudged(w, d, Report::tr("Collectives (nccl-tests)"), d.commissioning.nccl,
                columnsOf(commission::ncclHeaders(), {2.6, 1.3, 0.7, 0.7, 0.9, 0.9, 0.9, 1, 0.7, 1},
                          commission::kNcclNameColumns),
                commission::ncclCells);
    writeJudged(w, d, Report::tr("Bandwidth (bandwidthTest, nvbandwidth, perftest)"),
                d.commissioning.bandwidth,
                columnsOf(commission::bandwidthHeaders(), {2.4, 1.1, 1, 2.5, 1.3, 1, 0.7, 1},
                          commission::kBandwidthNameColumns),
                commission::bandwidthCells);
    if (!d.commissioning.findings.empty()) {
        w.subheading(Report::tr("Findings"));
        for (const commission::CommissionFinding& f : d.commissioning.findings) {
            w.paragraph(QStringLiteral("• ") + commission::findingLine(f));
        }
    }
}

} // namespace cs::report
