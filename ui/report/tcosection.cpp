#include "reporttr.h"
#include "sections.h"
#include "tablewriter.h"
#include "tcocharts.h"

#include "tco/tcotext.h"

namespace cs::report {

using render::Report;

namespace {

QString intro(const ReportData& d, const tco::TcoResult& t)
{
    QString text =
        Report::tr(
            "Over %1 years in %2 at %3% utilisation, discounted at %4% a year. Build buys the "
            "design; cloud rents the same %5 GPUs; hybrid owns %6 GPUs and rents the peaks.")
            .arg(t.horizonYears)
            .arg(QString::fromStdString(t.currency))
            .arg(d.format.number(t.utilization * 100, 0))
            .arg(d.format.number(t.assumptions.discountRate * 100, 1))
            .arg(t.gpus)
            .arg(t.hybrid.baseGpus);
    if (t.cloud.offer) {
        text += QLatin1Char(' ') +
                Report::tr("Cloud offer: %1 (%2), %3 %4 per GPU-hour, price seen %5%6.")
                    .arg(QString::fromStdString(t.cloud.offer->name),
                         tco::cloudModeText(t.cloud.offer->mode),
                         d.format.number(t.cloud.offer->pricePerGpuHour, 3),
                         QString::fromStdString(t.currency),
                         QString::fromStdString(t.cloud.offer->price.date),
                         t.cloud.offer->price.estimate ? Report::tr(", an estimate") : QString());
    } else {
        text +=
            QLatin1Char(' ') + Report::tr("No cloud offer rents this GPU, so cloud is not costed.");
    }
    return text;
}

std::vector<TableRow> resultRows(const ReportData& d, const tco::TcoResult& t)
{
    // An option with no offer to cost shows none, as the charts draw none
    // (render::chartedOptions).
    const bool cloud = t.cloud.offer.has_value();
    const bool hybrid = t.hybrid.costed();
    const auto m = [&](double v) { return d.format.money(v); };
    const auto c = [&](double v) { return cloud ? m(v) : QStringLiteral("—"); };
    const auto hy = [&](double v) { return hybrid ? m(v) : QStringLiteral("—"); };
    const auto perHour = [&](const std::optional<double>& v) {
        return v ? d.format.number(*v, 2) : QStringLiteral("—");
    };
    std::vector<TableRow> rows{
        {{Report::tr("Capital cost"), m(t.build.capex), c(0), hy(t.hybrid.capex)}},
        {{Report::tr("Total cost"), m(t.build.total), c(t.cloud.total), hy(t.hybrid.total)},
         RowKind::Subtotal},
        {{Report::tr("Net present value"), m(t.build.npv), c(t.cloud.npv), hy(t.hybrid.npv)}},
        {{Report::tr("Cost per GPU-hour"), perHour(t.build.costPerGpuHour()),
          cloud ? perHour(t.cloud.costPerGpuHour()) : QStringLiteral("—"),
          hybrid ? perHour(t.hybrid.costPerGpuHour()) : QStringLiteral("—")}},
    };
    rows.push_back({{Report::tr("By category")}, RowKind::Group});
    for (int i = 0; i < tco::kCostCategories; ++i) {
        const auto cat = static_cast<tco::CostCategory>(i);
        rows.push_back({{render::costCategoryLabel(cat), m(t.build.flows.totalOf(cat)),
                         c(t.cloud.flows.totalOf(cat)), hy(t.hybrid.flows.totalOf(cat))}});
    }
    rows.push_back({{Report::tr("By year")}, RowKind::Group});
    const auto b = t.build.flows.perYear();
    const auto cl = t.cloud.flows.perYear();
    const auto h = t.hybrid.flows.perYear();
    for (std::size_t y = 0; y < b.size(); ++y) {
        rows.push_back({{Report::tr("Year %1").arg(y + 1), m(b[y]), c(cl[y]), hy(h[y])}});
    }
    return rows;
}

QString outcome(const ReportData& d, const tco::TcoResult& t)
{
    if (!t.cloud.offer) {
        return {};
    }
    QString text =
        t.breakEvenMonth
            ? Report::tr("Building costs less than renting from month %1.").arg(*t.breakEvenMonth)
            : Report::tr("Building does not catch up with renting within the horizon.");
    text += QLatin1Char(' ');
    text +=
        t.breakevenUtilization
            ? Report::tr("Build and cloud cost the same (NPV) at %1% utilisation.")
                  .arg(d.format.number(*t.breakevenUtilization * 100, 1))
            : Report::tr("No utilisation between 0 and 100% makes build and cloud cost the same.");
    return text;
}

} // namespace

void writeTco(PageWriter& w, const ReportData& d)
{
    w.startPage(QPageLayout::Portrait);
    w.heading(Report::tr("Total cost of ownership"));
    if (!d.tco) {
        w.paragraph(d.tcoError);
        return;
    }
    const tco::TcoResult& t = *d.tco;
    w.paragraph(intro(d, t));
    const QString result = outcome(d, t);
    if (!result.isEmpty()) {
        w.paragraph(result);
    }
    constexpr double kChartPt = 210;
    w.ensureSpace(2 * kChartPt + 16);
    const QRectF top(w.body().left(), w.y(), w.body().width(), kChartPt);
    render::CumulativeCostChart(t, d.style).paint(w.painter(), top);
    w.advance(kChartPt + 16);
    render::YearlyCostChart(t, d.style)
        .paint(w.painter(), QRectF(w.body().left(), w.y(), w.body().width(), kChartPt));
    w.advance(kChartPt + 16);
    w.subheading(
        Report::tr("Build, cloud and hybrid in %1").arg(QString::fromStdString(t.currency)));
    writeTable(w,
               {{QString(), 2.2},
                {Report::tr("Build"), 1.4, Qt::AlignRight},
                {Report::tr("Cloud"), 1.4, Qt::AlignRight},
                {Report::tr("Hybrid"), 1.4, Qt::AlignRight}},
               resultRows(d, t));
    for (const QString& note : t.notes) {
        w.paragraph(Report::tr("Note: %1").arg(note), true);
    }
}

} // namespace cs::report
