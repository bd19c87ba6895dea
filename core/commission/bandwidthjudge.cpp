#include "bandwidthjudge.h"

#include "bandwidthassumptions.h"
#include "commissiontext.h"

#include <algorithm>

namespace cs::commission {

namespace {

using namespace assumptions;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString number(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

// The design's figure for one test, or why it has none.
struct Prediction
{
    std::optional<double> gbytesPerS;
    QString basis;
    QString reason;
};

Prediction none(const QString& reason)
{
    return {std::nullopt, {}, reason};
}

QString timesDevices(const BandwidthFigure& f)
{
    return f.devices > 1 ? CommissionText::tr(" × %1 GPUs").arg(f.devices) : QString();
}

Prediction hostCopy(const GpuSpec& gpu, const BandwidthFigure& f)
{
    if (f.pageable) {
        return none(CommissionText::tr("Pageable host memory is copied through a staging buffer, "
                                       "which PCIe does not bound; run with --memory=pinned."));
    }
    if (!gpu.pcieGen) {
        return none(CommissionText::tr("The design's GPU has no PCIe generation in the catalog."));
    }
    const double raw = perf::pcieX16GBps(*gpu.pcieGen);
    return {raw * kPcieTlpEfficiency * f.devices,
            CommissionText::tr("PCIe Gen%1 x16 %2 GB/s × %3%4")
                .arg(*gpu.pcieGen)
                .arg(number(raw, 1), number(kPcieTlpEfficiency, 3), timesDevices(f)),
            {}};
}

Prediction localCopy(const GpuSpec& gpu, const BandwidthFigure& f)
{
    if (!gpu.memoryBandwidthTBps) {
        return none(CommissionText::tr("The design's GPU has no memory bandwidth in the catalog."));
    }
    const double peak = *gpu.memoryBandwidthTBps * 1000;
    const double perByte = f.readAndWrite ? 1.0 : kMemoryBytesPerCopiedByte;
    return {peak * kMemoryCopyAchievable / perByte * f.devices,
            CommissionText::tr("memory %1 GB/s × %2%3%4")
                .arg(number(peak, 0), number(kMemoryCopyAchievable, 2),
                     f.readAndWrite ? QString() : CommissionText::tr(" ÷ 2 (read and write)"),
                     timesDevices(f)),
            {}};
}

Prediction peerCopy(const GpuSpec& gpu)
{
    if (gpu.scaleUpLink.empty() || gpu.scaleUpLink == "none" || gpu.scaleUpGBps.value_or(0) <= 0) {
        return none(CommissionText::tr("The design's GPU has no scale-up link; the design gives no "
                                       "figure for peer copies over PCIe."));
    }
    const double perDirection = *gpu.scaleUpGBps / 2;
    return {
        perDirection * kScaleUpCopyAchievable,
        CommissionText::tr("%1 %2 GB/s per direction × %3")
            .arg(q(gpu.scaleUpLink), number(perDirection, 0), number(kScaleUpCopyAchievable, 2)),
        {}};
}

// The fastest port of the node's compute adapters, in Gb/s; 0 when it has none.
double computePortGbps(const Design& design, const exports::GpuNode& node)
{
    double fastest = 0;
    for (const NicConfig& nic : node.part->server->nics) {
        const Part* part = design.part(nic.partId);
        if (!part || (nic.role != "compute" && nic.role != "any" && !nic.role.empty())) {
            continue;
        }
        for (const PortGroup& g : part->ports) {
            fastest = std::max(fastest, g.gbps);
        }
    }
    return fastest;
}

Prediction rdma(const Design& design, const exports::GpuNode& node, const BandwidthFigure& f)
{
    const double gbps = computePortGbps(design, node);
    if (gbps <= 0) {
        return none(CommissionText::tr("The design's GPU node has no compute network adapter."));
    }
    const int directions = f.bidirectional ? 2 : 1;
    return {gbps / 8 * kRdmaAchievable * directions,
            CommissionText::tr("%1 Gb/s port (%2 GB/s) × %3%4")
                .arg(number(gbps, 0), number(gbps / 8, 1), number(kRdmaAchievable, 2),
                     f.bidirectional ? CommissionText::tr(" × 2 directions") : QString()),
            {}};
}

Prediction predict(const Design& design, const exports::GpuNode& node, const BandwidthFigure& f)
{
    const GpuSpec& gpu = *node.gpu->gpu;
    switch (f.transfer) {
    case Transfer::HostToDevice:
    case Transfer::DeviceToHost:
        return hostCopy(gpu, f);
    case Transfer::DeviceLocal:
        return localCopy(gpu, f);
    case Transfer::DevicePeer:
        return peerCopy(gpu);
    case Transfer::Network:
        return rdma(design, node, f);
    case Transfer::Other:
        break;
    }
    return none(CommissionText::tr("The design gives no figure for this test."));
}

// The GPU node the file ran on, or why there is none.
const exports::GpuNode* nodeOf(const DesignUnderTest& design, const BandwidthFile& f,
                               QString& reason)
{
    const std::string host = hostOf(f);
    const std::vector<exports::GpuNode>& nodes = design.nodes();
    if (!host.empty()) {
        const exports::GpuNode* node = design.node(host);
        reason = node ? QString()
                      : CommissionText::tr("Host %1 is not a GPU node of the design.").arg(q(host));
        return node;
    }
    const auto differs = [&](const exports::GpuNode& n) {
        return n.part != nodes.front().part || n.gpu != nodes.front().gpu;
    };
    if (nodes.empty() || std::any_of(nodes.begin(), nodes.end(), differs)) {
        reason = CommissionText::tr("The output names no host and the design's GPU nodes are not "
                                    "all alike; name the file HOST.%1.txt.")
                     .arg(q(f.run.tool));
        return nullptr;
    }
    return &nodes.front();
}

BandwidthJudgement judged(const Design& design, const BandwidthFile& f,
                          const exports::GpuNode* node, const QString& noNode,
                          const BandwidthFigure& figure)
{
    BandwidthJudgement j;
    j.file = f.path;
    j.tool = f.run.tool;
    j.host = hostOf(f);
    j.device = figure.device;
    j.test = figure.test;
    j.where = figure.where;
    j.messageBytes = figure.messageBytes;
    j.measuredGBps = figure.gbytesPerS;
    if (figure.transfer == Transfer::Network) {
        j.measuredGbps = figure.gbytesPerS * 8;
    }
    const Prediction p = node ? predict(design, *node, figure) : none(noNode);
    j.reason = p.reason;
    if (p.gbytesPerS && *p.gbytesPerS > 0) {
        j.expectedGBps = p.gbytesPerS;
        j.basis = p.basis;
        j.ratio = j.measuredGBps / *p.gbytesPerS;
        j.verdict = *j.ratio >= kBandwidthPassRatio ? Verdict::Pass : Verdict::Fail;
    }
    return j;
}

void findings(const BandwidthFile& f, const exports::GpuNode* node,
              std::vector<CommissionFinding>& out)
{
    const std::string host = hostOf(f);
    if (!host.empty() && !node) {
        out.push_back({f.path, CommissionText::tr("Host %1 ran in this benchmark but is not a GPU "
                                                  "node of the design.")
                                   .arg(q(host))});
    }
    const std::string expected = node ? node->gpu->gpu->nvmlName : std::string();
    for (const std::string& gpu : f.run.gpus) {
        if (!expected.empty() && gpu != expected) {
            out.push_back({f.path, CommissionText::tr("The output names the GPU \"%1\" where the "
                                                      "design has \"%2\".")
                                       .arg(q(gpu), q(expected))});
            break;
        }
    }
    if (f.run.failed) {
        out.push_back({f.path, CommissionText::tr("bandwidthTest ended with \"Result = FAIL\": a "
                                                  "copy failed; check the GPU's XID errors and "
                                                  "rerun it.")});
    }
}

} // namespace

std::string hostOf(const BandwidthFile& f)
{
    return f.run.host.empty() ? hostFromFileName(f.path, f.run.tool) : f.run.host;
}

void judgeBandwidth(const DesignUnderTest& design, const BandwidthFile& f, CommissionReport& report)
{
    QString noNode;
    const exports::GpuNode* node = nodeOf(design, f, noNode);
    for (const BandwidthFigure& figure : f.run.figures) {
        report.bandwidth.push_back(judged(design.design(), f, node, noNode, figure));
    }
    findings(f, node, report.findings);
}

} // namespace cs::commission
