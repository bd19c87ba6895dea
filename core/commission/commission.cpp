#include "commission.h"

#include "bandwidthjudge.h"
#include "commissiontext.h"
#include "designundertest.h"
#include "ncclcollective.h"

#include <QStringList>

#include <algorithm>
#include <map>
#include <set>

namespace cs::commission {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

int distinctSizes(const std::vector<NcclRow>& rows)
{
    std::set<double> sizes;
    for (const NcclRow& r : rows) {
        sizes.insert(r.bytes);
    }
    return int(sizes.size());
}

// What the file says, before any judging.
NcclJudgement measured(const NcclFile& f)
{
    const NcclTestsRun& run = f.run;
    NcclJudgement j;
    j.file = f.path;
    j.collective = f.test;
    j.ranks = int(run.ranks.size());
    j.hosts = run.hosts();
    std::map<std::string, int> perHost;
    for (const NcclRank& r : run.ranks) {
        j.ranksPerHost = std::max(j.ranksPerHost, ++perHost[r.host]);
    }
    j.gpu = run.ranks.front().gpu;
    const NcclRow& largest = run.largest();
    j.messageBytes = largest.bytes;
    j.smallestBytes = largest.bytes;
    for (const NcclRow& r : run.rows) {
        j.smallestBytes = std::min(j.smallestBytes, r.bytes);
    }
    j.sizes = distinctSizes(run.rows);
    j.busbwGBps = largest.outOfPlace.busbwGBps;
    if (largest.inPlace) {
        j.busbwInPlaceGBps = largest.inPlace->busbwGBps;
    }
    return j;
}

// The design's nodes among the run's hosts; findings for hosts it lacks and
// GPUs other than the design's.
std::vector<DeviceId> designNodes(const DesignUnderTest& design, const NcclFile& f,
                                  std::vector<CommissionFinding>& findings)
{
    std::vector<DeviceId> ids;
    for (const std::string& host : f.run.hosts()) {
        const exports::GpuNode* node = design.node(host);
        if (!node) {
            findings.push_back({f.path, CommissionText::tr("Host %1 ran in this benchmark but is "
                                                           "not a GPU node of the design.")
                                            .arg(q(host))});
            continue;
        }
        ids.push_back(node->device->id);
        const std::string& expected = node->gpu->gpu->nvmlName;
        for (const NcclRank& r : f.run.ranks) {
            if (r.host == host && !expected.empty() && r.gpu != expected) {
                findings.push_back({f.path, CommissionText::tr("Host %1 runs \"%2\" where the "
                                                               "design has \"%3\".")
                                                .arg(q(host), q(r.gpu), q(expected))});
                break;
            }
        }
    }
    return ids;
}

void wrongValues(const NcclFile& f, std::vector<CommissionFinding>& findings)
{
    double wrong = f.run.outOfBounds;
    for (const NcclRow& r : f.run.rows) {
        wrong += r.outOfPlace.wrong + (r.inPlace ? r.inPlace->wrong : 0);
    }
    if (wrong > 0) {
        findings.push_back({f.path, CommissionText::tr("nccl-tests found wrong values in this "
                                                       "run: a GPU, link or driver corrupts "
                                                       "data; rerun it and check the GPUs' "
                                                       "XID and ECC errors.")});
    }
}

// The most ranks that ran on one node of the design. A rack-scale system's
// trays are hosts of their own but share its NVLink domain, so the model
// takes the system, not the tray, as the unit its collectives cross the
// fabric from; a host the design lacks counts as a node of its own.
int ranksPerDesignNode(const DesignUnderTest& design, const NcclFile& f)
{
    std::map<std::string, int> perNode;
    int most = 0;
    for (const NcclRank& r : f.run.ranks) {
        const exports::GpuNode* node = design.node(r.host);
        const std::string key = node ? "#" + std::to_string(node->device->id.value) : r.host;
        most = std::max(most, ++perNode[key]);
    }
    return most;
}

// The model's bus bandwidth for the run, and the verdict.
void judge(const DesignUnderTest& design, const std::vector<DeviceId>& ids, int ranksPerNode,
           NcclJudgement& j)
{
    const std::optional<perf::Collective> c = modelledCollective(j.collective);
    if (!c) {
        j.verdict = Verdict::NotModelled;
        j.reason =
            CommissionText::tr("The performance model does not cost %1.").arg(q(j.collective));
        return;
    }
    if (ids.empty()) {
        j.reason = CommissionText::tr("None of the hosts that ran is a GPU node of the design.");
        return;
    }
    const perf::HardwareView hw = design.hardwareOf(ids);
    if (const std::string problem = perf::hardwareProblem(hw); !problem.empty()) {
        j.reason = q(problem);
        return;
    }
    // Nodes whose scale-up domain joins them (a CloudMatrix's, over UB) keep
    // the run's traffic off the fabric as one node would.
    const int ranksOffFabric = std::min(j.ranks, ranksPerNode * hw.nodesOffFabric());
    const perf::CollectiveCost cost =
        perf::costCollective(hw, *c, j.messageBytes, perf::GroupShape{j.ranks, ranksOffFabric});
    if (!cost.possible) {
        j.reason = CommissionText::tr("The design cables no compute fabric between these hosts.");
        return;
    }
    j.expectedBusbwGBps = cost.busbwGBps;
    j.algorithm = cost.algorithm;
    j.ratio = cost.busbwGBps > 0 ? std::optional(j.busbwGBps / cost.busbwGBps) : std::nullopt;
    if (j.messageBytes < kSmallestJudgedBytes) {
        j.reason = CommissionText::tr("The largest size is below 128 MiB, where the model is not "
                                      "validated; run up to 8 GiB (-e 8G).");
    } else if (j.ratio) {
        j.verdict = *j.ratio >= kPassRatio ? Verdict::Pass : Verdict::Fail;
    }
}

void missingNodes(const DesignUnderTest& design, const std::vector<NcclFile>& files,
                  const std::vector<BandwidthFile>& bandwidth,
                  std::vector<CommissionFinding>& findings)
{
    std::set<std::string> ran;
    for (const NcclFile& f : files) {
        for (const std::string& host : f.run.hosts()) {
            ran.insert(hostKey(host));
        }
    }
    for (const BandwidthFile& f : bandwidth) {
        ran.insert(hostKey(hostOf(f)));
    }
    QStringList missing;
    for (const exports::GpuNode& n : design.nodes()) {
        if (!ran.contains(hostKey(n.host))) {
            missing << q(n.host);
        }
    }
    if (!missing.isEmpty()) {
        findings.push_back({{},
                            CommissionText::tr("%n GPU node(s) of the design ran in no "
                                               "benchmark: %1.",
                                               nullptr, int(missing.size()))
                                .arg(missing.join(QStringLiteral(", ")))});
    }
}

} // namespace

const char* toName(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return "pass";
    case Verdict::Fail:
        return "fail";
    case Verdict::NotJudged:
        return "not_judged";
    case Verdict::NotModelled:
        return "not_modelled";
    }
    return "";
}

CommissionReport commission(const Design& design, const std::vector<NcclFile>& files,
                            const std::vector<BandwidthFile>& bandwidth)
{
    return commission(DesignUnderTest(design), files, bandwidth);
}

CommissionReport commission(const DesignUnderTest& dut, const std::vector<NcclFile>& files,
                            const std::vector<BandwidthFile>& bandwidth)
{
    CommissionReport report;
    for (const NcclFile& f : files) {
        NcclJudgement j = measured(f);
        const std::vector<DeviceId> ids = designNodes(dut, f, report.findings);
        wrongValues(f, report.findings);
        judge(dut, ids, ranksPerDesignNode(dut, f), j);
        report.nccl.push_back(std::move(j));
    }
    for (const BandwidthFile& f : bandwidth) {
        judgeBandwidth(dut, f, report);
    }
    missingNodes(dut, files, bandwidth, report.findings);
    return report;
}

} // namespace cs::commission
