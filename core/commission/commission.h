#pragma once

#include "bandwidthrun.h"
#include "model/design.h"
#include "nccltests.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace cs::commission {

class DesignUnderTest;

// A run passes when it measures at least this share of the bus bandwidth the
// model predicts. The model is validated to predict nccl-tests' all-reduce bus
// bandwidth within 15% of measured runs from 128 MiB up
// (docs/performance-model.md, Validation; e.g. Azure nd-h100-v5 at 1 GiB:
// 466.35 GB/s measured, 523.9 predicted, 523.9 ÷ 466.35 = 1.12): a cluster
// that runs as those did measures at least 1 ÷ 1.15 = 0.87 of the prediction.
inline constexpr double kPassRatio = 1.0 / 1.15;
// Below this size the model's error on NVLink SHARP reaches 34–44% (the same
// table), so a smaller largest size is reported but not judged.
inline constexpr double kSmallestJudgedBytes = 128.0 * 1024 * 1024;

enum class Verdict
{
    Pass,
    Fail,
    NotJudged,  // the model cannot say (hosts unknown, size too small, no network)
    NotModelled // a test the model does not cost (broadcast, reduce, ...)
};

// pass, fail, not_judged, not_modelled
const char* toName(Verdict v);

// One nccl-tests output and what was read from it.
struct NcclFile
{
    std::string path;
    NcclTestsRun run;
    std::string test; // ncclTestName()
};

struct NcclJudgement
{
    std::string file;
    std::string collective; // nccl-tests' test name
    int ranks = 0;
    int ranksPerHost = 0;
    std::vector<std::string> hosts;
    std::string gpu;
    double messageBytes = 0; // the largest size, which the figures below are of
    double smallestBytes = 0;
    int sizes = 0;
    double busbwGBps = 0; // out-of-place
    std::optional<double> busbwInPlaceGBps;
    std::optional<double> expectedBusbwGBps; // the model's, over the hosts that ran
    std::optional<double> ratio;             // measured out-of-place ÷ expected
    std::string algorithm;                   // the model's choice
    Verdict verdict = Verdict::NotJudged;
    QString reason; // why not judged; empty otherwise
};

// One bandwidth benchmark's output and what was read from it.
struct BandwidthFile
{
    std::string path;
    BandwidthRun run;
};

// One test of a bandwidth benchmark against the design's figure for it.
struct BandwidthJudgement
{
    std::string file;
    std::string tool;
    std::string host; // the output's, else the file name's (HOST.TOOL.txt); may be empty
    std::string device;
    std::string test;
    std::string where; // the slowest GPU or pair when the figure is a matrix's
    std::optional<double> messageBytes;
    double measuredGBps = 0;
    std::optional<double> measuredGbps; // perftest: the same in Gb/s
    std::optional<double> expectedGBps;
    QString basis;               // how the expected figure follows from the design
    std::optional<double> ratio; // measured ÷ expected
    Verdict verdict = Verdict::NotJudged;
    QString reason; // why not judged; empty otherwise
};

struct CommissionFinding
{
    std::string file; // empty for the design as a whole
    QString message;
};

struct CommissionReport
{
    std::vector<NcclJudgement> nccl;
    std::vector<BandwidthJudgement> bandwidth;
    std::vector<CommissionFinding> findings;
};

// Judges each run against the design: the performance model's bus bandwidth
// for that collective, at the run's largest size, over the run's ranks and
// ranks per host on the hardware view of the design nodes that ran (host
// names as the Slurm export derives them, hostnames.h). Findings: hosts the
// design does not have, GPUs other than the design's, wrong values, and the
// design's GPU nodes that ran in no file. Bandwidth figures are judged against
// the design's GPU node of their host (bandwidthassumptions.h,
// judgeBandwidth).
CommissionReport commission(const Design& design, const std::vector<NcclFile>& files,
                            const std::vector<BandwidthFile>& bandwidth = {});
// The same, against a design whose network is already analysed.
CommissionReport commission(const DesignUnderTest& design, const std::vector<NcclFile>& files,
                            const std::vector<BandwidthFile>& bandwidth = {});

} // namespace cs::commission
