#include "explanation.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>

namespace cs::sizing::explain {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString activationLine(const TrainingProfile& t, const TrainingNeed& n)
{
    if (!n.activationEstimated) {
        return SizingText::tr("Activations: %1 GB per GPU, as given.")
            .arg(num(n.activationGbPerGpu, 1));
    }
    const QString how = t.recomputation
                            ? SizingText::tr("recomputation on: only each layer's input is kept")
                            : SizingText::tr("recomputation off; attention scores are not stored");
    return SizingText::tr(
               "Activations, estimated: %1 bytes × sequence %2 × micro-batch %3 × hidden %4 × "
               "%5 layers = %6 GB per GPU (%7).")
        .arg(t.recomputation ? QStringLiteral("2") : QStringLiteral("34"), num(t.sequenceLength),
             num(t.microBatchSequences), num(n.hiddenSize), num(n.layers),
             num(n.activationGbPerGpu, 2), how);
}

QString shapeLine(int layers, int hiddenSize)
{
    return SizingText::tr(
               "The model's shape was estimated from its parameter count: %1 layers, hidden size "
               "%2 (parameters ≈ 12 × layers × hidden², hidden ≈ 128 × layers).")
        .arg(num(layers), num(hiddenSize));
}

QString trainingComputeLine(const TrainingProfile& t, double share, const TrainingNeed& n)
{
    if (share < 1) {
        return SizingText::tr(
                   "Training gets %1% of %2 days, %3 s: %4 FLOPs ÷ (%5 FLOP/s × %3 s) = %6 → %7 "
                   "GPUs by compute.")
            .arg(percent(share), figure(t.targetDays), sci(n.seconds), sci(n.flops),
                 sci(n.flopsPerGpu), num(n.gpusExact, 2), num(n.gpusByCompute));
    }
    return SizingText::tr(
               "In %1 days (%2 s): %3 FLOPs ÷ (%4 FLOP/s × %2 s) = %5 → %6 GPUs by compute.")
        .arg(figure(t.targetDays), sci(n.seconds), sci(n.flops), sci(n.flopsPerGpu),
             num(n.gpusExact, 2), num(n.gpusByCompute));
}

QString inferenceRateLine(const InferenceProfile& p, const InferenceNeed& n)
{
    if (n.tokensPerSecond > p.targetTokensPerSecond) {
        return SizingText::tr(
                   "Interactive serving keeps each of %1 sequences at %2 tokens/s: %3 tokens/s in "
                   "all, more than the target of %4.")
            .arg(num(p.concurrentSequences), num(kInteractiveTokensPerSecondPerSequence),
                 num(n.tokensPerSecond), num(p.targetTokensPerSecond));
    }
    return SizingText::tr("Serving %1 tokens/s over %2 concurrent sequences.")
        .arg(num(n.tokensPerSecond), num(p.concurrentSequences));
}

QString bandwidthLine(const InferenceProfile& p, const InferenceNeed& n, const std::string& gpuName)
{
    if (!n.bandwidthTBps) {
        return SizingText::tr("Memory bandwidth not checked: the catalog gives none for %1.")
            .arg(q(gpuName));
    }
    const double steps = n.tokensPerSecond / p.concurrentSequences;
    return SizingText::tr(
               "Bandwidth: each decode step reads the weights and KV cache, %1 GB, and yields one "
               "token per sequence; %2 steps/s need %3 TB/s ÷ (%4 TB/s × %5%) = %6 → %7 GPUs by "
               "bandwidth.")
        .arg(num(n.weightsGb + n.kvCacheGb, 1), num(steps, 2), num(n.bytesPerSecond / 1e12, 2),
             num(*n.bandwidthTBps, 2), percent(p.bandwidthUtilization),
             num(n.bytesPerSecond / (*n.bandwidthTBps * 1e12 * p.bandwidthUtilization), 2),
             num(n.gpusByBandwidth));
}

QString resultLine(const SizingOption& o, double trainingShare)
{
    QStringList parts;
    if (o.trainingDays) {
        parts << (trainingShare < 1
                      ? SizingText::tr("training takes %1 days at %2% of the hours")
                            .arg(num(*o.trainingDays, 1), percent(trainingShare))
                      : SizingText::tr("training takes %1 days").arg(num(*o.trainingDays, 1)));
    }
    if (o.servedTokensPerSecond) {
        parts << SizingText::tr("serving reaches about %1 tokens/s")
                     .arg(num(*o.servedTokensPerSecond));
    }
    if (o.work) {
        parts << SizingText::tr("the work takes %1 days").arg(num(o.work->days, 1));
    }
    return SizingText::tr("With %1 GPUs, %2.").arg(num(o.gpus), parts.join(SizingText::tr("; ")));
}

} // namespace

QString sci(double v)
{
    if (v < 1e6) {
        return num(v, v < 10 ? 2 : 0);
    }
    QString s = QString::number(v, 'g', 4); // "4.2e+22", "5.184e+06"
    static const QRegularExpression exponent(QStringLiteral("e\\+0*"));
    return s.replace(exponent, QStringLiteral("e"));
}

QString num(double v, int decimals)
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale.toString(v, 'f', decimals);
}

QString figure(double v)
{
    QString s = num(v, 2);
    while (s.endsWith(QLatin1Char('0'))) {
        s.chop(1);
    }
    if (s.endsWith(QLatin1Char('.'))) {
        s.chop(1);
    }
    return s;
}

QString percent(double fraction)
{
    return figure(fraction * 100);
}

QString precisionLabel(TrainingPrecision p)
{
    return p == TrainingPrecision::Fp8 ? QStringLiteral("FP8") : QStringLiteral("BF16");
}

QString precisionLabel(InferencePrecision p)
{
    switch (p) {
    case InferencePrecision::Fp16:
        return QStringLiteral("FP16");
    case InferencePrecision::Fp8:
        return QStringLiteral("FP8");
    case InferencePrecision::Int4:
        return SizingText::tr("FP16 (INT4 weights are widened to 16 bits)");
    }
    return QStringLiteral("FP16");
}

QString constraintLabel(Constraint c)
{
    switch (c) {
    case Constraint::Compute:
        return SizingText::tr("Compute");
    case Constraint::Memory:
        return SizingText::tr("Memory");
    case Constraint::Bandwidth:
        return SizingText::tr("Memory bandwidth");
    }
    return {};
}

QStringList training(const TrainingProfile& t, double share, const TrainingNeed& n,
                     const std::string& gpuName)
{
    QStringList lines;
    lines << SizingText::tr("Training compute: 6 × %1 parameters × %2 tokens = %3 FLOPs.")
                 .arg(sci(t.parameters), sci(t.trainingTokens), sci(n.flops));
    lines << SizingText::tr("One %1 delivers %2 TFLOPS dense %3 × %4% MFU = %5 TFLOPS.")
                 .arg(q(gpuName), num(n.denseTflops), precisionLabel(t.precision),
                      percent(t.sizingMfu()), num(n.flopsPerGpu / 1e12, 1));
    lines << trainingComputeLine(t, share, n);
    lines << SizingText::tr("Model states: %1 parameters × %2 bytes = %3 GB, sharded across the "
                            "data-parallel group (ZeRO-3).")
                 .arg(sci(t.parameters), figure(t.optimizerBytesPerParameter), num(n.statesGb, 1));
    lines << activationLine(t, n);
    if (n.shapeEstimated) {
        lines << shapeLine(n.layers, n.hiddenSize);
    }
    if (n.gpusByMemory > 0) {
        lines << SizingText::tr(
                     "Each GPU has %1 GB − 10% reserve − %2 GB of activations = %3 GB for model "
                     "states: %4 GB ÷ %3 GB = %5 → %6 GPUs by memory.")
                     .arg(num(n.memoryGb), num(n.activationGbPerGpu, 1), num(n.statesGbPerGpu, 1),
                          num(n.statesGb, 1), num(n.statesGb / n.statesGbPerGpu, 2),
                          num(n.gpusByMemory));
    }
    return lines;
}

QStringList inference(const InferenceProfile& p, const InferenceNeed& n, const std::string& gpuName)
{
    QStringList lines;
    lines << inferenceRateLine(p, n);
    lines << SizingText::tr(
                 "Inference compute: 2 × %1 parameters × %2 tokens/s = %3 FLOP/s ÷ (%4 TFLOPS "
                 "dense %5 × %6% utilisation) = %7 → %8 GPUs by compute.")
                 .arg(sci(p.parameters), num(n.tokensPerSecond), sci(n.flopsPerSecond),
                      num(n.denseTflops), precisionLabel(p.precision),
                      percent(p.computeUtilization), num(n.flopsPerSecond / n.flopsPerGpu, 2),
                      num(n.gpusByCompute));
    lines << SizingText::tr(
                 "Weights: %1 parameters × %2 bytes = %3 GB; KV cache: 2 × %4 layers × %5 K/V "
                 "width × %6 bytes × %7 tokens × %8 sequences = %9 GB.")
                 .arg(sci(p.parameters), figure(n.bytesPerParameter), num(n.weightsGb, 1),
                      num(n.layers), num(n.kvWidth), figure(n.kvBytesPerValue),
                      num(p.contextLength), num(p.concurrentSequences), num(n.kvCacheGb, 1));
    if (n.shapeEstimated) {
        lines << shapeLine(n.layers, n.hiddenSize);
    }
    if (!p.shape.kvHeads) {
        lines << SizingText::tr(
            "Without kv_heads and head_dim the K/V width is the hidden size, as in "
            "attention without grouped queries.");
    }
    const double total = n.weightsGb + n.kvCacheGb;
    lines << SizingText::tr(
                 "Each %1 has %2 GB − 10% reserve = %3 GB: %4 GB ÷ %3 GB = %5 → %6 GPUs by "
                 "memory.")
                 .arg(q(gpuName), num(n.memoryGb), num(n.usableGbPerGpu, 1), num(total, 1),
                      num(total / n.usableGbPerGpu, 2), num(n.gpusByMemory));
    lines << bandwidthLine(p, n, gpuName);
    return lines;
}

QString noRoomForStates(const TrainingNeed& n)
{
    return SizingText::tr(
               "Activations of %1 GB per GPU leave no room for model states in %2 GB less the 10% "
               "reserve; turn recomputation on or give a smaller activation_gb_per_gpu.")
        .arg(num(n.activationGbPerGpu, 1), num(n.memoryGb));
}

namespace {

// The peak a simulation's share applies to, in the unit its datasheet uses.
QString peakText(const perf::WorkEstimate& one)
{
    return one.unit == "byte" ? SizingText::tr("%1 TB/s").arg(num(one.peakPerGpu / 1e12, 2))
                              : SizingText::tr("%1 TFLOP/s").arg(num(one.peakPerGpu / 1e12, 1));
}

QString hpcLine(const HpcProfile& h, const perf::WorkEstimate& one, const std::string& gpuName)
{
    const QString unit =
        h.bound == HpcBound::MemoryBandwidth ? SizingText::tr("bytes") : SizingText::tr("FLOPs");
    return SizingText::tr("Simulation: %1 %2 in %3 days at %4% of %5's %6 (%7) = %8 GPUs "
                          "exactly.")
        .arg(sci(h.work), unit, figure(h.targetDays), percent(one.sustainedShare), q(gpuName),
             peakText(one),
             one.sharedDefault ? SizingText::tr("the model's default share for %1")
                                     .arg(h.bound == HpcBound::MemoryBandwidth
                                              ? SizingText::tr("streaming kernels")
                                              : SizingText::tr("HPL"))
                               : SizingText::tr("the workload's sustained fraction"),
             num(h.work / (one.ratePerGpu * h.targetDays * kSecondsPerDay), 2));
}

QString throughputLine(const ThroughputProfile& t, const perf::WorkEstimate& one,
                       const std::string& gpuName)
{
    return SizingText::tr("Throughput: %1 %2 in %3 days at %4 %2/s per GPU measured on %5, × %6% "
                          "scaling efficiency = %7 GPUs exactly.")
        .arg(sci(t.work), q(t.unit), figure(t.targetDays),
             figure(one.ratePerGpu / one.sustainedShare), q(gpuName), percent(one.sustainedShare),
             num(t.work / (one.ratePerGpu * t.targetDays * kSecondsPerDay), 2));
}

// Which of compute, memory and bandwidth binds, with the GPUs each asks for.
QString bindingLine(const SizingOption& o)
{
    if (o.inference) {
        const QString bandwidth =
            o.gpusByBandwidth > 0 ? num(o.gpusByBandwidth) : SizingText::tr("not checked");
        return SizingText::tr("%1 binds: %2 GPUs (compute %3, memory %4, bandwidth %5).")
            .arg(constraintLabel(o.binding), num(o.gpusNeeded), num(o.gpusByCompute),
                 num(o.gpusByMemory), bandwidth);
    }
    return SizingText::tr("%1 binds: %2 GPUs (compute %3, memory %4).")
        .arg(constraintLabel(o.binding), num(o.gpusNeeded), num(o.gpusByCompute),
             num(o.gpusByMemory));
}

} // namespace

QStringList work(const Workload& w, const perf::WorkEstimate& one, const std::string& gpuName,
                 const SizingOption& o)
{
    QStringList lines;
    lines << (w.hpc ? hpcLine(*w.hpc, one, gpuName) : throughputLine(*w.throughput, one, gpuName));
    lines << SizingText::tr("%1 GPUs by the sustained rate; the model gives this work no network "
                            "term, so the estimate is final.")
                 .arg(num(o.gpusByCompute));
    return lines;
}

QStringList outcome(const SizingOption& o, double trainingShare)
{
    QStringList lines;
    if (!o.work) { // work() has said what binds: the sustained rate
        lines << bindingLine(o);
    }
    lines << SizingText::tr("Rounded up to whole nodes: %1 × %2 with %3 GPUs each = %4 GPUs.")
                 .arg(num(o.nodes), q(o.node.name), num(o.node.gpusPerNode), num(o.gpus));
    // A scale-up domain may join nodes: split beyond it, not beyond the node.
    const int domain = std::max(o.node.gpusPerNode, o.node.scaleUpDomainGpus);
    if (o.inference && o.inference->gpusByMemory > domain) {
        lines << SizingText::tr(
                     "One copy of the weights and KV cache needs %1 GPUs, more than a %2 holds: "
                     "the model is split across nodes, where tensor parallelism is slow; prefer "
                     "GPUs with more memory or a node with a larger scale-up domain.")
                     .arg(num(o.inference->gpusByMemory), q(o.node.name));
    }
    lines << resultLine(o, trainingShare);
    lines << costLine(o);
    return lines;
}

QString costLine(const SizingOption& o)
{
    if (!o.hardwareCost || !o.node.price) {
        return SizingText::tr(
                   "Hardware cost unknown: the catalog has no price for %1; add one in the user "
                   "catalog to rank it.")
            .arg(q(o.node.name));
    }
    const Price& p = *o.node.price;
    const QString kind =
        p.estimate ? SizingText::tr("an estimate") : SizingText::tr("a quoted price");
    const QString line =
        SizingText::tr("Hardware: %1 nodes × %2 %3 (%4, %5) = %6 %3.")
            .arg(num(o.nodes), num(p.amount), q(p.currency), q(p.date), kind, num(*o.hardwareCost));
    if (!p.estimate) {
        return line;
    }
    return line + QLatin1Char(' ') +
           SizingText::tr(
               "This option's place in the ranking rests on that estimated price (%1); enter a "
               "quoted price as a price override in the user catalog to rank it for real.")
               .arg(q(p.source));
}

} // namespace cs::sizing::explain
