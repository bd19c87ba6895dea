#include "keyfigures.h"

#include "workloadfigures.h"

#include "io/formaterror.h"
#include "tco/money.h"
#include "tco/tcoassumptions.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cstring>

namespace cs::ui {

namespace {

using analysis::AnalysisReport;
using analysis::PrecisionTotals;

constexpr double kHoursPerYear = 8760;
constexpr double kSquareFeetPerSquareMetre = 10.7639;

// The key figures' translation context.
class KeyFigureText
{
    Q_DECLARE_TR_FUNCTIONS(KeyFigureText)
};

QString num(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString count(long long value)
{
    return QLocale().toString(value);
}

// PFLOPS from TFLOPS, with more digits for small clusters.
QString peta(double tflops)
{
    const double p = tflops / 1000.0;
    return num(p, p >= 100 ? 0 : p >= 10 ? 1 : 2);
}

// Shown, neutral and without a threshold, where there is nothing to judge yet.
QString nothingToJudge()
{
    return KeyFigureText::tr("–");
}

// Worst first: Bad beats Warning beats Good.
FigureStatus worse(FigureStatus a, FigureStatus b)
{
    return int(a) > int(b) ? a : b;
}

FigureStatus fromSeverity(Severity s)
{
    switch (s) {
    case Severity::Error:
        return FigureStatus::Bad;
    case Severity::Warning:
        return FigureStatus::Warning;
    case Severity::Info:
        return FigureStatus::Good;
    }
    return FigureStatus::Good;
}

struct Builder
{
    std::vector<KeyFigure> figures;
    QString group;

    KeyFigure& add(const QString& label, const QString& value, const QString& threshold = {},
                   FigureStatus status = FigureStatus::Neutral)
    {
        figures.push_back({group, label, value, threshold, status, {}});
        return figures.back();
    }
};

void addCompute(Builder& b, const AnalysisReport& r)
{
    b.group = KeyFigureText::tr("Compute");
    const auto& c = r.compute;
    b.add(KeyFigureText::tr("GPUs"),
          KeyFigureText::tr("%1 in %Ln nodes", nullptr, c.nodes).arg(count(c.gpus)));
    b.add(KeyFigureText::tr("GPU memory"),
          KeyFigureText::tr("%1 TB").arg(num(c.gpuMemoryGb / 1000.0, 1)));
    struct Precision
    {
        const char* name;
        double PrecisionTotals::*field;
        const char* unit;
    };
    static const Precision precisions[] = {
        {"FP64", &PrecisionTotals::fp64, "PFLOPS"}, {"TF32", &PrecisionTotals::tf32, "PFLOPS"},
        {"BF16", &PrecisionTotals::bf16, "PFLOPS"}, {"FP8", &PrecisionTotals::fp8, "PFLOPS"},
        {"INT8", &PrecisionTotals::int8, "POPS"},   {"FP4", &PrecisionTotals::fp4, "PFLOPS"},
    };
    for (const Precision& p : precisions) {
        const double dense = c.peakDenseTflops.*p.field;
        const double sparse = c.peakSparseTflops.*p.field;
        if (dense <= 0 && sparse <= 0) {
            continue;
        }
        const QString unit = QString::fromLatin1(p.unit);
        const QString value =
            sparse > 0
                ? KeyFigureText::tr("%1 dense · %2 sparse %3")
                      .arg(dense > 0 ? peta(dense) : KeyFigureText::tr("–"), peta(sparse), unit)
                : KeyFigureText::tr("%1 dense %2").arg(peta(dense), unit);
        b.add(KeyFigureText::tr("Peak %1").arg(QString::fromLatin1(p.name)), value);
    }
    if (c.gpus == 0) {
        b.add(KeyFigureText::tr("Scaling efficiency"), nothingToJudge());
        return;
    }
    // Say where the figure comes from: the performance model for the design's
    // training workload, or the generic curve.
    const QString scaling =
        c.scalingWorkload.empty()
            ? KeyFigureText::tr("%1 % (generic estimate)").arg(num(c.scalingEfficiency * 100, 0))
            : KeyFigureText::tr("%1 % (model, MFU %2 %)")
                  .arg(num(c.scalingEfficiency * 100, 0), num(c.modelledMfu * 100, 0));
    b.add(KeyFigureText::tr("Scaling efficiency"), scaling, KeyFigureText::tr("≥ 50 %"),
          statusFromFindings(r.findings, {"COMPUTE_LOW_SCALING_EFFICIENCY"}));
}

void addBalance(Builder& b, const AnalysisReport& r)
{
    b.group = KeyFigureText::tr("Balance");
    const auto& m = r.memory;
    const auto& a = r.assumptions;
    if (r.compute.gpus == 0) {
        // Ratios per GPU of a design without GPUs are no figures to pass or fail.
        for (const QString& label :
             {KeyFigureText::tr("Host RAM ÷ GPU memory"), KeyFigureText::tr("CPU cores per GPU"),
              KeyFigureText::tr("Injection bandwidth per GPU")}) {
            b.add(label, nothingToJudge());
        }
        return;
    }
    b.add(KeyFigureText::tr("Host RAM ÷ GPU memory"),
          KeyFigureText::tr("%1 : 1").arg(num(m.hostRamToGpuMemory, 2)),
          KeyFigureText::tr("≥ %1 : 1").arg(num(a.minHostRamToGpuMemory, 1)),
          statusFromFindings(r.findings, {"MEMORY_HOST_RAM_BELOW_GPU_MEMORY_RATIO"}))
        .tooltip = KeyFigureText::tr("%1 TB host RAM for %2 TB GPU memory")
                       .arg(num(m.hostRamGb / 1000.0, 1), num(m.gpuMemoryGb / 1000.0, 1));
    b.add(KeyFigureText::tr("CPU cores per GPU"), num(m.cpuCoresPerGpu, 1),
          KeyFigureText::tr("≥ %1").arg(num(a.minCpuCoresPerGpu, 0)),
          statusFromFindings(r.findings, {"MEMORY_CPU_CORES_PER_GPU_LOW"}));
    // A single node's GPUs talk over NVLink or PCIe; the rule checks only multi-node designs,
    // so a lone node's 0 Gb/s is not a pass.
    const bool multiNode = r.compute.nodes >= 2;
    b.add(KeyFigureText::tr("Injection bandwidth per GPU"),
          KeyFigureText::tr("%1 Gb/s").arg(num(m.injectionGbpsPerGpu, 0)),
          multiNode ? KeyFigureText::tr("≥ %1 Gb/s").arg(num(a.minInjectionGbpsPerGpu, 0))
                    : KeyFigureText::tr("single node"),
          multiNode ? statusFromFindings(r.findings, {"NETWORK_INJECTION_BANDWIDTH_LOW"})
                    : FigureStatus::Neutral);
}

void addNetwork(Builder& b, const AnalysisReport& r, const Design& design)
{
    b.group = KeyFigureText::tr("Network");
    if (r.network.fabrics.empty()) {
        // A single node or none needs no fabric: "none" is then no pass.
        b.add(KeyFigureText::tr("Fabrics"), KeyFigureText::tr("none"), {},
              r.compute.nodes > 1 ? statusFromFindings(r.findings, {"NETWORK_NO_COMPUTE_FABRIC"})
                                  : FigureStatus::Neutral);
        return;
    }
    for (const auto& f : r.network.fabrics) {
        const Fabric* fabric = design.fabric(f.id);
        const double target = fabric ? fabric->targetOversubscription : 1.0;
        const bool compute = f.role == NetworkRole::Compute;
        const double allowed =
            compute ? std::max(r.assumptions.maxComputeOversubscription, target) : target;
        const QString label =
            KeyFigureText::tr("Oversubscription, %1").arg(QString::fromStdString(f.name));
        // A fabric without a switch-to-switch or endpoint link has no ratio yet.
        KeyFigure& k =
            f.endpointLinks + f.interSwitchLinks == 0
                ? b.add(label, nothingToJudge())
                : b.add(label, KeyFigureText::tr("%1 : 1").arg(num(f.endToEndOversubscription, 2)),
                        KeyFigureText::tr("≤ %1 : 1").arg(num(allowed, 2)),
                        compute
                            ? statusFromFindings(r.findings, {"NETWORK_OVERSUBSCRIBED"}, f.id.value)
                            : FigureStatus::Neutral);
        k.tooltip =
            KeyFigureText::tr("%1 fabric, %2 switches, %3 endpoints")
                .arg(QString::fromLatin1(toName(f.role)), count(f.switches), count(f.endpoints));
    }
}

// Electricity at typical load for a year, in the chosen currency when it
// converts from the design's.
QString energyCost(const AnalysisReport& r, const Design& design, const DisplayUnits& units)
{
    const double amount = r.power.itTypicalKw * design.facility.pue * kHoursPerYear *
                          design.facility.electricityPricePerKwh;
    std::string currency = design.facility.currency;
    double shown = amount;
    if (!units.currency.isEmpty() && units.currency.toStdString() != currency) {
        const tco::Money money(units.currency.toStdString(),
                               design.tcoAssumptions.values.cnyPerUsd);
        if (auto converted = money.convert(amount, currency)) {
            shown = *converted;
            currency = money.currency();
        }
    }
    return KeyFigureText::tr("%1 %2").arg(num(shown, 0), QString::fromStdString(currency));
}

void addPower(Builder& b, const AnalysisReport& r, const Design& design, const DisplayUnits& units)
{
    b.group = KeyFigureText::tr("Power and cooling");
    const auto& p = r.power;
    // Nothing drawing power passes no budget: the figure stays neutral.
    const bool powered = p.itMaxKw > 0;
    b.add(KeyFigureText::tr("IT power (peak)"), KeyFigureText::tr("%1 kW").arg(num(p.itMaxKw, 1)),
          powered ? KeyFigureText::tr("within rack budgets") : QString(),
          powered ? statusFromFindings(r.findings,
                                       {"POWER_RACK_OVER_BUDGET", "POWER_PDU_OVER_CAPACITY",
                                        "POWER_RACK_WITHOUT_PDU", "POWER_PSU_CANNOT_CARRY_PEAK",
                                        "POWER_PSU_NOT_REDUNDANT"})
                  : FigureStatus::Neutral)
        .tooltip = KeyFigureText::tr("Idle %1 kW, typical %2 kW")
                       .arg(num(p.itIdleKw, 1), num(p.itTypicalKw, 1));
    b.add(KeyFigureText::tr("Facility power"), KeyFigureText::tr("%1 kW").arg(num(p.facilityKw, 1)),
          KeyFigureText::tr("PUE %1").arg(num(design.facility.pue, 2)));
    b.add(KeyFigureText::tr("Electricity per year"), energyCost(r, design, units)).tooltip =
        KeyFigureText::tr("Typical IT load × PUE × 8,760 h × %1 per kWh")
            .arg(num(design.facility.electricityPricePerKwh, 3));
    const auto& c = r.cooling;
    const QString kw = KeyFigureText::tr("%1 kW").arg(num(c.heatKw, 1));
    const QString btu = KeyFigureText::tr("%1 BTU/h").arg(count(std::llround(c.btuPerHour)));
    const QString tons = KeyFigureText::tr("%1 tons").arg(num(c.tons, 1));
    const QString heat = units.system == UnitSystem::Imperial
                             ? KeyFigureText::tr("%1 · %2 · %3").arg(btu, tons, kw)
                             : KeyFigureText::tr("%1 · %2 · %3").arg(kw, btu, tons);
    const bool hot = c.heatKw > 0;
    b.add(KeyFigureText::tr("Heat"), heat,
          hot ? KeyFigureText::tr("within cooling limits") : QString(),
          hot ? statusFromFindings(r.findings,
                                   {"COOLING_RACK_OVER_LIMIT", "COOLING_LIQUID_DEVICE_IN_AIR_RACK",
                                    "COOLING_CAPACITY_SHORT", "COOLING_NO_REDUNDANT_UNIT"})
              : FigureStatus::Neutral);
}

QString area(double squareMetres, const DisplayUnits& units)
{
    return units.system == UnitSystem::Imperial
               ? KeyFigureText::tr("%1 ft²").arg(
                     count(std::llround(squareMetres * kSquareFeetPerSquareMetre)))
               : KeyFigureText::tr("%1 m²").arg(num(squareMetres, 1));
}

QString coolingPower(double kw, const DisplayUnits& units)
{
    return units.system == UnitSystem::Imperial
               ? KeyFigureText::tr("%1 tons").arg(
                     num(kw * 1000 * analysis::kBtuPerHourPerWatt / analysis::kBtuPerHourPerTon, 1))
               : KeyFigureText::tr("%1 kW").arg(num(kw, 1));
}

FigureStatus headroomStatus(double value)
{
    return value > 0 ? FigureStatus::Good : FigureStatus::Warning;
}

void addSpace(Builder& b, const AnalysisReport& r, const DisplayUnits& units)
{
    b.group = KeyFigureText::tr("Space and headroom");
    const auto& s = r.space;
    b.add(KeyFigureText::tr("Racks"),
          KeyFigureText::tr("%1 · %2 U used · %3")
              .arg(count(s.racks), count(s.usedU), area(s.floorAreaM2, units)),
          KeyFigureText::tr("fits, within load"),
          statusFromFindings(r.findings, {"SPACE_DEVICE_DEEPER_THAN_RACK", "SPACE_RACK_OVERWEIGHT",
                                          "SPACE_DEVICE_NOT_PLACED"}));
    const auto& h = r.headroom;
    b.add(KeyFigureText::tr("Nodes before a new tier"), count(h.nodesAddableWithoutNewTier),
          KeyFigureText::tr("> 0"), headroomStatus(h.nodesAddableWithoutNewTier));
    b.add(KeyFigureText::tr("Free rack units"), KeyFigureText::tr("%1 U").arg(count(h.freeU)),
          KeyFigureText::tr("> 0"), headroomStatus(h.freeU));
    b.add(KeyFigureText::tr("Free power"), KeyFigureText::tr("%1 kW").arg(num(h.freePowerKw, 1)),
          KeyFigureText::tr("> 0"), headroomStatus(h.freePowerKw));
    b.add(KeyFigureText::tr("Free cooling"), coolingPower(h.freeCoolingKw, units),
          KeyFigureText::tr("> 0"), headroomStatus(h.freeCoolingKw));
}

} // namespace

FigureStatus statusFromFindings(const std::vector<Finding>& findings,
                                const std::vector<const char*>& codes,
                                std::optional<std::uint32_t> subject)
{
    FigureStatus status = FigureStatus::Good;
    for (const Finding& f : findings) {
        const bool named = std::any_of(codes.begin(), codes.end(),
                                       [&](const char* code) { return f.code == code; });
        const bool about = !subject || std::find(f.subjects.begin(), f.subjects.end(), *subject) !=
                                           f.subjects.end();
        if (named && about) {
            status = worse(status, fromSeverity(f.severity));
        }
    }
    return status;
}

std::vector<KeyFigure> keyFigures(const analysis::AnalysisReport& report, const Design& design,
                                  const DisplayUnits& units)
{
    Builder b;
    addCompute(b, report);
    addBalance(b, report);
    addNetwork(b, report, design);
    addPower(b, report, design, units);
    addSpace(b, report, units);
    for (KeyFigure& f : workloadFigures(report, design)) {
        b.figures.push_back(std::move(f));
    }
    return std::move(b.figures);
}

} // namespace cs::ui
