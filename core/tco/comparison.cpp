#include "comparison.h"
#include "tcotext.h"

#include "analysis/analysis.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace cs::tco {

namespace {

using nlohmann::json;

std::optional<double> orNone(bool has, double v)
{
    return has ? std::optional<double>(v) : std::nullopt;
}

// A side's cost per million tokens of its first workload that the model runs.
std::optional<double> firstUnitCost(const ComparisonColumn& c,
                                    std::optional<double> UnitCost::*option)
{
    return c.tco.unitCosts.empty() ? std::nullopt : c.tco.unitCosts.front().*option;
}

ComparisonColumn columnFor(const ScenarioDesign& side, const std::vector<Part>& catalogOffers)
{
    ComparisonColumn c;
    c.label = side.label;
    // One analysis for both the peak and the TCO's cost per token.
    const analysis::AnalysisReport a = analysis::analyze(side.design);
    c.tco = computeTco(side.design, side.assumptions(), catalogOffers, &a.performance);
    c.gpus = c.tco.gpus;
    c.nodes = c.tco.nodes;
    c.racks = static_cast<int>(side.design.racks().size());
    c.gpuPartId = c.tco.gpuPartId;
    c.peakPflopsBf16 = a.compute.peakDenseTflops.bf16 / 1000.0;
    c.itKw = c.tco.itMaxKw;
    c.facilityKw = c.tco.itMaxKw * c.tco.pue;
    return c;
}

json orNull(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

json curveJson(const OptionResult& option, bool costed)
{
    return costed ? json(option.flows.cumulative()) : json(nullptr);
}

QString cell(const std::optional<double>& v, int decimals)
{
    return v ? QLocale(QLocale::English).toString(*v, 'f', decimals) : QStringLiteral("—");
}

QString signedCell(const std::optional<double>& v, int decimals)
{
    if (!v) {
        return QStringLiteral("—");
    }
    const QString text = cell(std::abs(*v), decimals);
    return *v > 0 ? QStringLiteral("+") + text : (*v < 0 ? QStringLiteral("−") + text : text);
}

std::optional<double> delta(const std::optional<double>& v, const std::optional<double>& first)
{
    return v && first ? std::optional<double>(*v - *first) : std::nullopt;
}

} // namespace

const std::vector<ComparisonMetric>& comparisonMetrics()
{
    using C = ComparisonColumn;
    static const std::vector<ComparisonMetric> metrics = {
        {"gpus", QT_TRANSLATE_NOOP("cs::tco", "GPUs"), 0, false,
         [](const C& c) { return std::optional<double>(c.gpus); }},
        {"peak_pflops_bf16", QT_TRANSLATE_NOOP("cs::tco", "Peak PFLOPS (BF16 dense)"), 1, false,
         [](const C& c) { return std::optional<double>(c.peakPflopsBf16); }},
        {"it_kw", QT_TRANSLATE_NOOP("cs::tco", "IT kW (peak)"), 1, false,
         [](const C& c) { return std::optional<double>(c.itKw); }},
        {"facility_kw", QT_TRANSLATE_NOOP("cs::tco", "Facility kW (× PUE)"), 1, false,
         [](const C& c) { return std::optional<double>(c.facilityKw); }},
        {"racks", QT_TRANSLATE_NOOP("cs::tco", "Racks"), 0, false,
         [](const C& c) { return std::optional<double>(c.racks); }},
        {"capex", QT_TRANSLATE_NOOP("cs::tco", "Capex"), 0, true,
         [](const C& c) { return std::optional<double>(c.tco.build.capex); }},
        {"build_total", QT_TRANSLATE_NOOP("cs::tco", "TCO build"), 0, true,
         [](const C& c) { return std::optional<double>(c.tco.build.total); }},
        {"cloud_total", QT_TRANSLATE_NOOP("cs::tco", "TCO cloud"), 0, true,
         [](const C& c) { return orNone(c.tco.cloud.offer.has_value(), c.tco.cloud.total); }},
        {"hybrid_total", QT_TRANSLATE_NOOP("cs::tco", "TCO hybrid"), 0, true,
         [](const C& c) { return orNone(c.tco.hybrid.costed(), c.tco.hybrid.total); }},
        {"build_npv", QT_TRANSLATE_NOOP("cs::tco", "NPV build"), 0, true,
         [](const C& c) { return std::optional<double>(c.tco.build.npv); }},
        {"cloud_npv", QT_TRANSLATE_NOOP("cs::tco", "NPV cloud"), 0, true,
         [](const C& c) { return orNone(c.tco.cloud.offer.has_value(), c.tco.cloud.npv); }},
        {"build_cost_per_gpu_hour", QT_TRANSLATE_NOOP("cs::tco", "Build per GPU-hour"), 2, true,
         [](const C& c) { return c.tco.build.costPerGpuHour(); }},
        {"cloud_cost_per_gpu_hour", QT_TRANSLATE_NOOP("cs::tco", "Cloud per GPU-hour"), 2, true,
         [](const C& c) {
             return c.tco.cloud.offer ? c.tco.cloud.costPerGpuHour() : std::nullopt;
         }},
        {"build_cost_per_million_tokens", QT_TRANSLATE_NOOP("cs::tco", "Build per million tokens"),
         2, true, [](const C& c) { return firstUnitCost(c, &UnitCost::build); }},
        {"cloud_cost_per_million_tokens", QT_TRANSLATE_NOOP("cs::tco", "Cloud per million tokens"),
         2, true, [](const C& c) { return firstUnitCost(c, &UnitCost::cloud); }},
        {"energy_kwh_per_million_tokens", QT_TRANSLATE_NOOP("cs::tco", "kWh per million tokens"), 2,
         false,
         [](const C& c) {
             return c.tco.unitCosts.empty()
                        ? std::nullopt
                        : std::optional<double>(c.tco.unitCosts.front().energyKwhPerMillionTokens);
         }},
        {"break_even_month", QT_TRANSLATE_NOOP("cs::tco", "Break-even month"), 0, false,
         [](const C& c) {
             return c.tco.breakEvenMonth ? std::optional<double>(*c.tco.breakEvenMonth)
                                         : std::nullopt;
         }},
    };
    return metrics;
}

Comparison compareScenarios(const std::vector<ScenarioDesign>& sides,
                            const std::vector<Part>& catalogOffers)
{
    Comparison out;
    for (const ScenarioDesign& side : sides) {
        out.columns.push_back(columnFor(side, catalogOffers));
    }
    const bool mixed = std::any_of(out.columns.begin(), out.columns.end(), [&](const auto& c) {
        return c.tco.currency != out.columns.front().tco.currency;
    });
    if (mixed) {
        out.notes.push_back(
            TcoText::tr("The sides are costed in different currencies; set the same "
                        "currency in each to compare amounts."));
    }
    return out;
}

json comparisonToJson(const Comparison& comparison)
{
    json columns = json::array();
    for (const ComparisonColumn& c : comparison.columns) {
        json column{{"name", c.label}, {"currency", c.tco.currency}, {"gpu", c.gpuPartId}};
        for (const ComparisonMetric& m : comparisonMetrics()) {
            column[m.key] = orNull(m.value(c));
        }
        column["cumulative"] = {{"build", curveJson(c.tco.build, true)},
                                {"cloud", curveJson(c.tco.cloud, c.tco.cloud.offer.has_value())},
                                {"hybrid", curveJson(c.tco.hybrid, c.tco.hybrid.costed())}};
        columns.push_back(std::move(column));
    }
    json differences = json::array();
    for (const ComparisonMetric& m : comparisonMetrics()) {
        json values = json::array();
        json deltas = json::array();
        for (const ComparisonColumn& c : comparison.columns) {
            values.push_back(orNull(m.value(c)));
            deltas.push_back(orNull(delta(m.value(c), m.value(comparison.columns.front()))));
        }
        differences.push_back({{"metric", m.key}, {"values", values}, {"delta", deltas}});
    }
    json notes = json::array();
    for (const QString& n : comparison.notes) {
        notes.push_back(n.toStdString());
    }
    return {{"currency",
             comparison.columns.empty() ? std::string() : comparison.columns.front().tco.currency},
            {"columns", columns},
            {"differences", differences},
            {"notes", notes}};
}

QString comparisonToText(const Comparison& comparison)
{
    if (comparison.columns.empty()) {
        return {};
    }
    const ComparisonColumn& first = comparison.columns.front();
    QStringList header{QString()};
    for (const ComparisonColumn& c : comparison.columns) {
        header << QString::fromStdString(c.label);
    }
    for (std::size_t i = 1; i < comparison.columns.size(); ++i) {
        header << TcoText::tr("%1 − %2").arg(QString::fromStdString(comparison.columns[i].label),
                                             QString::fromStdString(first.label));
    }
    std::vector<QStringList> rows{header};
    for (const ComparisonMetric& m : comparisonMetrics()) {
        QStringList row{QCoreApplication::translate("cs::tco", m.label)};
        for (const ComparisonColumn& c : comparison.columns) {
            row << cell(m.value(c), m.decimals);
        }
        for (std::size_t i = 1; i < comparison.columns.size(); ++i) {
            row << signedCell(delta(m.value(comparison.columns[i]), m.value(first)), m.decimals);
        }
        rows.push_back(row);
    }
    std::vector<int> widths(static_cast<std::size_t>(header.size()), 0);
    for (const QStringList& row : rows) {
        for (int i = 0; i < row.size(); ++i) {
            widths[static_cast<std::size_t>(i)] =
                std::max(widths[static_cast<std::size_t>(i)], static_cast<int>(row[i].size()));
        }
    }
    QString out = TcoText::tr("Comparison in %1 over the TCO horizon of each side.\n\n")
                      .arg(QString::fromStdString(first.tco.currency));
    for (const QStringList& row : rows) {
        QString line = row[0].leftJustified(widths[0]);
        for (int i = 1; i < row.size(); ++i) {
            line +=
                QStringLiteral("  ") + row[i].rightJustified(widths[static_cast<std::size_t>(i)]);
        }
        out += line + QLatin1Char('\n');
    }
    for (const QString& n : comparison.notes) {
        out += QStringLiteral("\n") + n + QLatin1Char('\n');
    }
    return out;
}

} // namespace cs::tco
