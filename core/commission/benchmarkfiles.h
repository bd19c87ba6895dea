#pragma once

#include "commission.h"

#include <QString>

#include <stdexcept>
#include <variant>

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

} // namespace cs::commission
