#include "benchmarkfiles.h"

#include "benchmarkerror.h"
#include "ncclcollective.h"

#include <QCoreApplication>
#include <QFile>

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
    if (bytes.contains("algbw") && bytes.contains("busbw")) {
        return ncclOf(path, bytes);
    }
    return bandwidthOf(path, bytes);
}

} // namespace cs::commission
