#include "evaluation.h"
#include "evaluationtext.h"
#include "performancetext.h"

#include <algorithm>

namespace cs {

namespace {

using evaluation_text::EvaluationText;
using evaluation_text::num;

QString computeLines(const analysis::ComputeReport& c)
{
    QString t = EvaluationText::tr("Compute   %1 GPUs in %n nodes, %2 GB of GPU memory\n", nullptr,
                                   int(c.nodes))
                    .arg(c.gpus)
                    .arg(num(c.gpuMemoryGb));
    for (const analysis::GpuModelCount& m : c.byModel) {
        t += EvaluationText::tr("          %1 × %2\n")
                 .arg(m.gpus)
                 .arg(QString::fromStdString(m.name));
    }
    t += EvaluationText::tr(
             "          peak dense %1 PFLOPS BF16, %2 FP8, %3 FP64; scale-up domain %n GPUs\n",
             nullptr, c.scaleUpDomainGpus)
             .arg(num(c.peakDenseTflops.bf16 / 1000, 1), num(c.peakDenseTflops.fp8 / 1000, 1),
                  num(c.peakDenseTflops.fp64 / 1000, 2));
    if (c.scalingWorkload.empty()) {
        t += EvaluationText::tr("          expected scaling efficiency %1% → %2 PFLOPS BF16 "
                                "effective (a generic estimate; give the design a workload for "
                                "the performance model's figure)\n")
                 .arg(num(c.scalingEfficiency * 100), num(c.effectiveTflopsBf16 / 1000, 1));
    } else {
        t += EvaluationText::tr("          scaling efficiency %1% → %2 PFLOPS BF16 achieved "
                                "(performance model for %3, MFU %4%)\n")
                 .arg(num(c.scalingEfficiency * 100), num(c.effectiveTflopsBf16 / 1000, 1),
                      QString::fromStdString(c.scalingWorkload), num(c.modelledMfu * 100));
    }
    return t;
}

QString balanceLines(const analysis::MemoryReport& m)
{
    return EvaluationText::tr("Balance   host RAM %1× GPU memory, %2 CPU cores per GPU, %3 Gb/s "
                              "per GPU into the fabric\n"
                              "Storage   %4 TB, %5 GB/s read (%6 GB/s per GPU)\n")
        .arg(num(m.hostRamToGpuMemory, 2), num(m.cpuCoresPerGpu, 1), num(m.injectionGbpsPerGpu),
             num(m.storageCapacityTb), num(m.storageReadGBps), num(m.storageReadGBpsPerGpu, 2));
}

QString networkLines(const analysis::NetworkReport& n)
{
    QString t;
    for (const analysis::FabricReport& f : n.fabrics) {
        QStringList tiers;
        double worst = 0;
        for (const analysis::TierReport& tier : f.tiers) {
            tiers << QStringLiteral("%1 %2")
                         .arg(tier.switches)
                         .arg(QString::fromStdString(tier.name));
            worst = std::max(worst, tier.oversubscription);
        }
        t += EvaluationText::tr("Network   %1 (%2, %3): %4; %5; oversubscription %6:1; "
                                "bisection %7 Gb/s; %8; %9\n")
                 .arg(QString::fromStdString(f.name), QString::fromLatin1(toName(f.role)),
                      QString::fromStdString(f.protocol))
                 .arg(EvaluationText::tr("%n endpoints", nullptr, f.endpoints))
                 .arg(tiers.join(QStringLiteral(" + ")), num(std::max(worst, 1.0), 2),
                      num(f.bisectionGbps))
                 .arg(EvaluationText::tr("%n hops", nullptr, f.maxHops))
                 .arg(EvaluationText::tr("%n links", nullptr, f.totalLinks));
    }
    const analysis::ComputeTotals& c = n.compute;
    if (c.fabrics > 1) {
        t += EvaluationText::tr("Network   compute planes together (%1): %2; bisection %3 Gb/s; "
                                "%4\n")
                 .arg(EvaluationText::tr("%n fabrics", nullptr, c.fabrics))
                 .arg(EvaluationText::tr("%n switches", nullptr, c.switches))
                 .arg(num(c.bisectionGbps))
                 .arg(EvaluationText::tr("%n links", nullptr, c.links));
    }
    return t;
}

QString facilityLines(const analysis::AnalysisReport& a)
{
    return EvaluationText::tr("Power     IT %1 kW peak, %2 kW typical; facility %3 kW at PUE %4\n"
                              "Cooling   %5 kW = %6 BTU/h = %7 tons; %8 kW to liquid\n"
                              "Space     %9, %10 U used, %11 U free, %12 m² of floor\n"
                              "Headroom  %13 more nodes before a new fabric tier; %14 kW of rack "
                              "power, %15 kW of rack cooling\n")
        .arg(num(a.power.itMaxKw, 1), num(a.power.itTypicalKw, 1), num(a.power.facilityKw, 1),
             num(a.power.itMaxKw > 0 ? a.power.facilityKw / a.power.itMaxKw : 0, 2),
             num(a.cooling.heatKw, 1), num(a.cooling.btuPerHour), num(a.cooling.tons, 1),
             num(a.cooling.liquidKw, 1))
        .arg(EvaluationText::tr("%n racks", nullptr, a.space.racks))
        .arg(a.space.usedU)
        .arg(a.space.freeU)
        .arg(num(a.space.floorAreaM2, 1))
        .arg(a.headroom.nodesAddableWithoutNewTier)
        .arg(num(a.headroom.freePowerKw, 1), num(a.headroom.freeCoolingKw, 1));
}

QString findingLines(const std::vector<Finding>& findings)
{
    if (findings.empty()) {
        return EvaluationText::tr("Findings  none\n");
    }
    QString t = EvaluationText::tr("Findings\n");
    for (const Finding& f : findings) {
        t += QStringLiteral("  [%1] %2: %3\n")
                 .arg(QString::fromLatin1(toName(f.severity)), QString::fromStdString(f.code),
                      f.message);
    }
    return t;
}

} // namespace

QString evaluationToText(const Evaluation& e)
{
    const analysis::AnalysisReport& a = e.analysis;
    return EvaluationText::tr("Design: %1\n\n").arg(QString::fromStdString(e.designName)) +
           computeLines(a.compute) + performanceLines(a.performance) + balanceLines(a.memory) +
           networkLines(a.network) + facilityLines(a) + findingLines(a.findings);
}

} // namespace cs
