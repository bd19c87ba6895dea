#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cs::commission {

// What a bandwidth figure moved through, which decides what the design
// predicts for it.
enum class Transfer
{
    HostToDevice,
    DeviceToHost,
    DeviceLocal, // a copy within one GPU's memory
    DevicePeer,  // one GPU to another in the node
    Network,     // RDMA between two hosts' adapters
    Other        // a test the design gives no figure for
};

// One measured figure: a test of the tool at its largest size.
struct BandwidthFigure
{
    int line = 0;     // where it stands in the file
    std::string test; // the tool's own name for it
    Transfer transfer = Transfer::Other;
    std::string device; // the GPU's name or the adapter (mlx5_0)
    std::string where;  // nvbandwidth: the slowest GPU or pair ("GPU 3", "GPU 0 -> GPU 5")
    std::optional<double> messageBytes;
    double gbytesPerS = 0;
    int devices = 1;            // GPUs the figure sums over (bandwidthTest --device=all)
    bool readAndWrite = false;  // counts every copied byte twice (bandwidthTest's device copy)
    bool pageable = false;      // host memory not pinned
    bool bidirectional = false; // both directions summed (perftest -b)
};

struct BandwidthRun
{
    std::string tool;              // bandwidthTest, nvbandwidth, ib_write_bw, ib_read_bw, ...
    std::string host;              // when the output names it
    std::vector<std::string> gpus; // the device names the output lists, in order
    std::string linkType;          // perftest: IB or Ethernet
    std::vector<BandwidthFigure> figures;
    bool failed = false; // bandwidthTest printed "Result = FAIL"
};

// Reads the output of NVIDIA's bandwidthTest (CUDA samples) or nvbandwidth, or
// of perftest's ib_write_bw, ib_read_bw or ib_send_bw, telling them apart by
// their content. Throws BenchmarkError naming the line for text that is none
// of them (JSON, nccl-tests output, anything else), a table that does not fit
// the tool's format, and output cut short.
BandwidthRun parseBandwidth(std::string_view text);

// The readers of each tool, on a text split by textLines().
BandwidthRun parseCudaBandwidthTest(const std::vector<std::string_view>& lines);
BandwidthRun parseNvbandwidth(const std::vector<std::string_view>& lines);
BandwidthRun parsePerftest(const std::vector<std::string_view>& lines);

// The host a file's name gives as HOST.TOOL.EXT ("dgx-01.bandwidthTest.txt"
// for tool "bandwidthTest"); empty for any other name.
std::string hostFromFileName(const std::string& path, const std::string& tool);

} // namespace cs::commission
