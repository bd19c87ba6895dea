#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cs::commission {

// One "#  Rank  3 Group  0 Pid  1234 on dgx-01 device  3 [0000:0c:00] NVIDIA
// H100 80GB HBM3" line: which host and GPU ran a rank.
struct NcclRank
{
    int rank = 0;
    std::string host;
    int device = 0;
    std::string gpu; // the name CUDA reports
};

// One direction of a table row: nccl-tests' time (µs), algbw and busbw (GB/s).
struct NcclResult
{
    double timeUs = 0;
    double algbwGBps = 0;
    double busbwGBps = 0;
    double wrong = 0; // #wrong; 0 when nccl-tests printed N/A
};

struct NcclRow
{
    int line = 0;     // where it stands in the file
    double bytes = 0; // nccl-tests' size column
    std::string type;
    std::string redop;
    int root = -1;
    NcclResult outOfPlace;
    std::optional<NcclResult> inPlace;
};

// What all_reduce_perf and its siblings print, as read from their output.
struct NcclTestsRun
{
    std::string program; // "all_reduce_perf" when the output names it, else empty
    std::vector<NcclRank> ranks;
    std::vector<NcclRow> rows; // in the file's order
    int headerLine = 0;        // the "#  size  count  type ..." line
    int outOfBounds = 0;       // "# Out of bounds values : N"
    std::optional<double> avgBusbwGBps;

    // The hosts in rank order, each once.
    std::vector<std::string> hosts() const;
    // The row of the largest size (the last when sizes repeat).
    const NcclRow& largest() const;
};

// Reads nccl-tests output: the device lines, the result table and its
// closing summary. Throws BenchmarkError naming the line for text that is not
// such output, a table whose columns differ from nccl-tests', a row that does
// not fit them, and a table cut short.
NcclTestsRun parseNcclTests(std::string_view text);

} // namespace cs::commission
