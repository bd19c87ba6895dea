#pragma once

#include <string>

// A benchmark's output from the built cluster, kept with the design so the
// commissioning is judged again after every edit and printed in the report
// (docs/commissioning.md). Data only: commission/ reads the output and
// io/benchmarkcodec.h gives the file form.
namespace cs {

// Which reader the output is for, as `clustersmith-cli commission` names them.
enum class BenchmarkKind
{
    Nccl,     // nccl-tests (all_reduce_perf and its siblings)
    Bandwidth // bandwidthTest, nvbandwidth, ib_write_bw, ib_read_bw, ib_send_bw
};

struct BenchmarkResult
{
    // The output's file name without its folders; a bandwidth output that does
    // not print its host takes it from a name of the form HOST.TOOL.txt.
    std::string file;
    BenchmarkKind kind = BenchmarkKind::Nccl;
    std::string output; // as the program printed it

    bool operator==(const BenchmarkResult&) const = default;
};

} // namespace cs
