#pragma once

#include "commission.h"
#include "model/benchmarkresult.h"

#include <QString>

#include <optional>
#include <stdexcept>
#include <variant>

namespace cs::analysis {
struct AnalysisReport;
}

namespace cs::commission {

// A benchmark output file that cannot be used, in one sentence naming the
// file and, when the fault is inside it, the line.
class BenchmarkFileError : public std::runtime_error
{
public:
    explicit BenchmarkFileError(const QString& message)
        : std::runtime_error(message.toStdString()), mMessage(message)
    {
    }
    const QString& message() const { return mMessage; }

private:
    QString mMessage;
};

// Reads an nccl-tests output. Throws BenchmarkFileError.
NcclFile readNcclFile(const QString& path);
// Reads a bandwidthTest, nvbandwidth or perftest output. Throws BenchmarkFileError.
BandwidthFile readBandwidthFile(const QString& path);
// Either, told apart by nccl-tests' table header (algbw and busbw columns),
// for a user who picks files without saying which tool wrote them.
std::variant<NcclFile, BandwidthFile> readBenchmarkFile(const QString& path);

// A file to attach to a design: its name without folders, its kind (as given,
// else told apart as readBenchmarkFile does) and its text, read once by the
// tool's reader so only usable outputs are attached. Throws BenchmarkFileError.
BenchmarkResult readBenchmarkResult(const QString& path,
                                    std::optional<BenchmarkKind> kind = std::nullopt);

// Puts `result` among `results`, in place of one with the same file name.
void attachResult(std::vector<BenchmarkResult>& results, BenchmarkResult result);

// The design's attached outputs judged against it, as commission() judges
// files. An output its reader refuses (possible only for a design built in
// code: the loader refuses such a file) is a finding, not an exception.
CommissionReport commissionAttached(const Design& design);
// The same, on the network of an analysis of this design (no second analysis).
CommissionReport commissionAttached(const Design& design, const analysis::AnalysisReport& analysis);

} // namespace cs::commission
