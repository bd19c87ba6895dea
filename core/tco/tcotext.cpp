#include "tcotext.h"
#include "tco.h"

#include <QCoreApplication>
#include <QLocale>

namespace cs::tco {

namespace {

QString amount(double v)
{
    return QLocale(QLocale::English).toString(v, 'f', 0);
}

QString amountOr(const std::optional<double>& v, int decimals = 0)
{
    return v ? QLocale(QLocale::English).toString(*v, 'f', decimals) : QStringLiteral("—");
}

QString row(const QString& label, const QString& build, const QString& cloud, const QString& hybrid)
{
    return QStringLiteral("  %1%2%3%4\n")
        .arg(label, -22)
        .arg(build, 16)
        .arg(cloud, 16)
        .arg(hybrid, 16);
}

QString header(const TcoResult& r)
{
    QString out = TcoText::tr("Total cost of ownership over %1 years, in %2 (%3 CNY per USD).\n")
                      .arg(r.horizonYears)
                      .arg(QString::fromStdString(r.currency))
                      .arg(r.assumptions.cnyPerUsd);
    out += TcoText::tr(
               "Design: %1 nodes, %2 GPUs (%3); IT %4 kW max, %5 kW idle; PUE %6; electricity %7 "
               "%9 per kWh; utilisation %8%.\n\n")
               .arg(r.nodes)
               .arg(r.gpus)
               .arg(QString::fromStdString(r.gpuPartId.empty() ? "none" : r.gpuPartId))
               .arg(r.itMaxKw, 0, 'f', 1)
               .arg(r.itIdleKw, 0, 'f', 1)
               .arg(r.pue)
               .arg(r.electricityPricePerKwh)
               .arg(r.utilization * 100, 0, 'f', 0)
               .arg(QString::fromStdString(r.currency));
    return out;
}

QString table(const TcoResult& r)
{
    const bool cloud = r.cloud.offer.has_value();
    const auto c = [&](double v) { return cloud ? amount(v) : QStringLiteral("—"); };
    QString out = row(QString(), TcoText::tr("Build"), TcoText::tr("Cloud"), TcoText::tr("Hybrid"));
    out += row(TcoText::tr("Capex"), amount(r.build.capex), c(0), amount(r.hybrid.capex));
    const bool hybrid = r.hybrid.costed();
    const auto h = [&](double v) { return hybrid ? amount(v) : QStringLiteral("—"); };
    out += row(TcoText::tr("Total"), amount(r.build.total), c(r.cloud.total), h(r.hybrid.total));
    out += row(TcoText::tr("NPV at %1%").arg(r.assumptions.discountRate * 100), amount(r.build.npv),
               c(r.cloud.npv), h(r.hybrid.npv));
    out += row(TcoText::tr("Per GPU-hour"), amountOr(r.build.costPerGpuHour(), 2),
               cloud ? amountOr(r.cloud.costPerGpuHour(), 2) : QStringLiteral("—"),
               hybrid ? amountOr(r.hybrid.costPerGpuHour(), 2) : QStringLiteral("—"));
    for (int c2 = 0; c2 < kCostCategories; ++c2) {
        const auto cat = static_cast<CostCategory>(c2);
        out += row(QStringLiteral("  ") + QString::fromLatin1(costCategoryName(cat)),
                   amount(r.build.flows.totalOf(cat)), c(r.cloud.flows.totalOf(cat)),
                   amount(r.hybrid.flows.totalOf(cat)));
    }
    const auto b = r.build.flows.perYear();
    const auto cl = r.cloud.flows.perYear();
    const auto hy = r.hybrid.flows.perYear();
    for (std::size_t y = 0; y < b.size(); ++y) {
        out += row(TcoText::tr("Year %1").arg(y + 1), amount(b[y]), c(cl[y]), h(hy[y]));
    }
    return out + QStringLiteral("\n");
}

QString priceNote(const Price& p)
{
    return TcoText::tr("%1 %2 per %3, seen %4%5")
        .arg(p.amount)
        .arg(QString::fromStdString(p.currency), QString::fromStdString(p.per),
             QString::fromStdString(p.date), p.estimate ? TcoText::tr(", estimate") : QString());
}

// Per million tokens of each workload, beside the per-GPU-hour figures.
QString unitCostText(const TcoResult& r)
{
    QString out;
    for (const UnitCost& u : r.unitCosts) {
        const QString line =
            u.kind == "training"
                ? TcoText::tr("Per million tokens trained of \"%1\" (%2 tokens per GPU-hour): "
                              "build %3, cloud %4, hybrid %5 %6; %7 kWh.\n")
                : TcoText::tr("Per million tokens served of \"%1\" (%2 tokens per GPU-hour): "
                              "build %3, cloud %4, hybrid %5 %6; %7 kWh.\n");
        out += line.arg(QString::fromStdString(u.workload), amount(u.tokensPerGpuHour),
                        amountOr(u.build, 2), amountOr(u.cloud, 2), amountOr(u.hybrid, 2),
                        QString::fromStdString(r.currency))
                   .arg(u.energyKwhPerMillionTokens, 0, 'f', 2);
    }
    for (const WorkUnitCost& c : r.workCosts) {
        out += TcoText::tr("Per %1 of \"%2\": build %3, cloud %4, hybrid %5 %6; %7 kWh.\n")
                   .arg(workQuantityText(c.unit), QString::fromStdString(c.workload),
                        amountOr(c.build, 2), amountOr(c.cloud, 2), amountOr(c.hybrid, 2),
                        QString::fromStdString(r.currency))
                   .arg(c.energyKwh, 0, 'f', 2);
    }
    return out;
}

QString findings(const TcoResult& r)
{
    QString out = unitCostText(r);
    if (r.cloud.offer) {
        out += TcoText::tr("Cloud: %1, priced %2 at %3 %4 per GPU-hour (%5).\n")
                   .arg(QString::fromStdString(r.cloud.offer->id),
                        QString::fromStdString(r.cloud.offer->mode))
                   .arg(r.cloud.offer->pricePerGpuHour, 0, 'f', 3)
                   .arg(QString::fromStdString(r.currency), priceNote(r.cloud.offer->price));
    }
    out += TcoText::tr("Hybrid: own %1 GPUs, burst %2 GPU-hours to cloud on-demand.\n")
               .arg(r.hybrid.baseGpus)
               .arg(amount(r.hybrid.burstGpuHours));
    if (!r.cloud.offer) {
        return out + TcoText::tr("Cloud: no offer fits, so there is no break-even to show.\n\n");
    }
    out += r.breakEvenMonth ? TcoText::tr("Break-even: month %1.\n").arg(*r.breakEvenMonth)
                            : TcoText::tr("Break-even: not within the horizon.\n");
    out += r.breakevenUtilization
               ? TcoText::tr("Build and cloud cost the same (NPV) at %1% utilisation.\n")
                     .arg(*r.breakevenUtilization * 100, 0, 'f', 1)
               : TcoText::tr(
                     "No utilisation between 0 and 100% makes build and cloud cost the same.\n");
    return out + QStringLiteral("\n");
}

QString tornado(const TcoResult& r)
{
    if (r.sensitivity.empty()) {
        return {};
    }
    QString out =
        TcoText::tr("Sensitivity: change in build − cloud NPV when an input moves −20% / +20%:\n");
    for (const SensitivityRow& s : r.sensitivity) {
        out += QStringLiteral("  %1%2%3\n")
                   .arg(QString::fromStdString(s.input), -22)
                   .arg(amount(s.low), 16)
                   .arg(amount(s.high), 16);
    }
    return out + QStringLiteral("\n");
}

QString bomText(const Bom& bom)
{
    QString out = TcoText::tr("Bill of materials: %1 %2 in %3 lines (%4 without a usable price).\n")
                      .arg(amount(bom.total), QString::fromStdString(bom.currency))
                      .arg(bom.lines.size())
                      .arg(bom.unpricedLines);
    for (const BomLine& l : bom.lines) {
        out += QStringLiteral("  %1 %2 %3 × %4 = %5%6\n")
                   .arg(QString::fromLatin1(bomCategoryName(l.category)), -13)
                   .arg(QString::fromStdString(l.partId) +
                            (l.reason == BomReason::Part
                                 ? QString()
                                 : QStringLiteral(" (%1)").arg(
                                       QString::fromLatin1(bomReasonName(l.reason)))),
                        -44)
                   .arg(l.quantity, 6)
                   .arg(amountOr(l.unitPrice), 10)
                   .arg(amount(l.amount()), 12)
                   .arg(l.price ? QStringLiteral("  [%1]").arg(priceNote(*l.price)) : QString());
    }
    return out;
}

} // namespace

QString tcoToText(const TcoResult& r)
{
    QString out = header(r) + table(r) + findings(r) + tornado(r) + bomText(r.bom);
    for (const QString& note : r.notes) {
        out += TcoText::tr("Note: %1\n").arg(note);
    }
    return out;
}

QString workQuantityText(const std::string& unit)
{
    return unit == "FLOP"   ? TcoText::tr("exaFLOP")
           : unit == "byte" ? TcoText::tr("petabyte moved")
                            : TcoText::tr("million %1").arg(QString::fromStdString(unit));
}

QString cloudModeText(const std::string& mode)
{
    if (mode == "on_demand") {
        return TcoText::tr("on demand");
    }
    if (mode == "reserved_1y") {
        return TcoText::tr("reserved for 1 year");
    }
    if (mode == "reserved_3y") {
        return TcoText::tr("reserved for 3 years");
    }
    if (mode == "spot") {
        return TcoText::tr("spot");
    }
    if (mode == "capacity_block") {
        return TcoText::tr("capacity block");
    }
    return QString::fromStdString(mode);
}

} // namespace cs::tco
