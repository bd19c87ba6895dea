#include "benchmarkfiles.h"

#include "benchmarkerror.h"
#include "designundertest.h"
#include "ncclcollective.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace cs::commission {

namespace {

class BenchmarkFileText
{
    Q_DECLARE_TR_FUNCTIONS(BenchmarkFileText)
};

// Larger than any benchmark's output; a bigger file is not one.
constexpr qint64 kLargestFile = 64 * 1024 * 1024;

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        throw BenchmarkFileError(
            BenchmarkFileText::tr("%1: cannot be read (%2).").arg(path, file.errorString()));
    }
    if (file.size() > kLargestFile) {
        throw BenchmarkFileError(BenchmarkFileText::tr("%1: the file is larger than 64 MiB; it "
                                                       "is not a benchmark's output.")
                                     .arg(path));
    }
    return file.readAll();
}

// The bytes read by `parse`, or an error naming the file and the line.
template <typename Parse> auto parsed(const QString& path, const QByteArray& bytes, Parse parse)
{
    try {
        return parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    } catch (const BenchmarkError& e) {
        throw BenchmarkFileError(
            BenchmarkFileText::tr("%1: line %2: %3").arg(path).arg(e.line()).arg(e.message()));
    }
}

NcclFile ncclOf(const QString& path, const QByteArray& bytes)
{
    NcclFile f{path.toStdString(), {}, {}};
    f.run = parsed(path, bytes, parseNcclTests);
    f.test = ncclTestName(f.run, f.path);
    return f;
}

BandwidthFile bandwidthOf(const QString& path, const QByteArray& bytes)
{
    return {path.toStdString(), parsed(path, bytes, parseBandwidth)};
}

// nccl-tests' table header names these columns; no other tool prints both.
bool looksLikeNccl(const QByteArray& bytes)
{
    return bytes.contains("algbw") && bytes.contains("busbw");
}

} // namespace

NcclFile readNcclFile(const QString& path)
{
    return ncclOf(path, readBytes(path));
}

BandwidthFile readBandwidthFile(const QString& path)
{
    return bandwidthOf(path, readBytes(path));
}

std::variant<NcclFile, BandwidthFile> readBenchmarkFile(const QString& path)
{
    const QByteArray bytes = readBytes(path);
    if (looksLikeNccl(bytes)) {
        return ncclOf(path, bytes);
    }
    return bandwidthOf(path, bytes);
}

BenchmarkResult readBenchmarkResult(const QString& path, std::optional<BenchmarkKind> kind)
{
    const QByteArray bytes = readBytes(path);
    const BenchmarkKind k =
        kind.value_or(looksLikeNccl(bytes) ? BenchmarkKind::Nccl : BenchmarkKind::Bandwidth);
    if (k == BenchmarkKind::Nccl) {
        ncclOf(path, bytes);
    } else {
        bandwidthOf(path, bytes);
    }
    return {QFileInfo(path).fileName().toStdString(), k, bytes.toStdString()};
}

void attachResult(std::vector<BenchmarkResult>& results, BenchmarkResult result)
{
    for (BenchmarkResult& r : results) {
        if (r.file == result.file) {
            r = std::move(result);
            return;
        }
    }
    results.push_back(std::move(result));
}

namespace {

// The design's attached outputs read and judged against it.
CommissionReport judgeAttached(const DesignUnderTest& dut)
{
    const Design& design = dut.design();
    std::vector<NcclFile> nccl;
    std::vector<BandwidthFile> bandwidth;
    std::vector<CommissionFinding> unread;
    for (const BenchmarkResult& r : design.benchmarkResults) {
        const QString name = QString::fromStdString(r.file);
        const QByteArray bytes = QByteArray::fromStdString(r.output);
        try {
            if (r.kind == BenchmarkKind::Nccl) {
                nccl.push_back(ncclOf(name, bytes));
            } else {
                bandwidth.push_back(bandwidthOf(name, bytes));
            }
        } catch (const BenchmarkFileError& e) {
            unread.push_back({r.file, e.message()});
        }
    }
    CommissionReport report = commission(dut, nccl, bandwidth);
    report.findings.insert(report.findings.begin(), unread.begin(), unread.end());
    return report;
}

} // namespace

// With nothing attached nothing ran, so no node is "missing" either: the
// design is not even resolved.
CommissionReport commissionAttached(const Design& design)
{
    return design.benchmarkResults.empty() ? CommissionReport{}
                                           : judgeAttached(DesignUnderTest(design));
}

CommissionReport commissionAttached(const Design& design, const analysis::AnalysisReport& analysis)
{
    return design.benchmarkResults.empty() ? CommissionReport{}
                                           : judgeAttached(DesignUnderTest(design, analysis));
}

} // namespace cs::commission
