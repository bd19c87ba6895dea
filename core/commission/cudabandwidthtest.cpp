// The format is the CUDA samples' bandwidthTest (github.com/NVIDIA/cuda-samples,
// Samples/1_Utilities/bandwidthTest/bandwidthTest.cu, removed in CUDA 12.9):
// "[CUDA Bandwidth Test] - Starting...", " Device %d: %s" per GPU, then per
// direction " %s Bandwidth, %i Device(s)" (Host to Device, Device to Host,
// Device to Device), " %s Memory Transfers" (PINNED or PAGEABLE), the header
// "   Transfer Size (Bytes)\tBandwidth(GB/s)", one "   %u\t\t\t%.1f" row per
// size and a blank line; "Result = PASS" at the end. Releases before CUDA 10.1
// print Bandwidth(MB/s), MB being 2^20 bytes. The device copy counts every
// byte twice, read and written (2 × size ÷ time).
#include "bandwidthrun.h"
#include "benchmarkerror.h"
#include "commissiontext.h"
#include "textlines.h"

#include <QRegularExpression>

namespace cs::commission {

namespace {

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

class Reader
{
public:
    explicit Reader(const std::vector<std::string_view>& lines) : mLines(lines)
    {
        mRun.tool = "bandwidthTest";
    }

    BandwidthRun read()
    {
        for (std::size_t i = 0; i < mLines.size() && !mDone; ++i) {
            line(int(i) + 1, mLines[i]);
        }
        if (mTable) {
            closeTable(int(mLines.size()));
        }
        if (!mDone) {
            throw BenchmarkError(int(mLines.size()),
                                 CommissionText::tr("The output stops before bandwidthTest's "
                                                    "closing \"Result = PASS\" line: the run was "
                                                    "cut short or the file is truncated."));
        }
        if (mRun.figures.empty()) {
            throw BenchmarkError(int(mLines.size()),
                                 CommissionText::tr("bandwidthTest printed no result table."));
        }
        return mRun;
    }

private:
    void line(int number, std::string_view s)
    {
        if (mTable) {
            wordsOf(s).empty() ? closeTable(number) : row(number, s);
        } else if (s.find("Transfer Size (Bytes)") != std::string_view::npos) {
            header(number, s);
        } else if (s.starts_with("Result = ")) {
            mRun.failed = s.substr(9) != "PASS";
            mDone = true;
        } else {
            preamble(s);
        }
    }

    void preamble(std::string_view s)
    {
        static const QRegularExpression device(QStringLiteral(R"(^\s*Device \d+: (.*?)\s*$)"));
        static const QRegularExpression direction(QStringLiteral(
            R"(^\s*(Host to Device|Device to Host|Device to Device) Bandwidth(?:, (\d+) Device)?)"));
        static const QRegularExpression memory(QStringLiteral(R"(^\s*(\w+) Memory Transfers)"));
        const QString t = text(s);
        if (const auto m = device.match(t); m.hasMatch()) {
            mRun.gpus.push_back(m.captured(1).toStdString());
        } else if (const auto d = direction.match(t); d.hasMatch()) {
            mDirection = d.captured(1);
            mDevices = d.captured(2).isEmpty() ? 1 : d.captured(2).toInt();
            mMemory.clear();
        } else if (const auto k = memory.match(t); k.hasMatch()) {
            mMemory = k.captured(1);
        }
    }

    void header(int number, std::string_view s)
    {
        static const QRegularExpression unit(QStringLiteral(R"(Bandwidth\(([A-Za-z]+/s)\))"));
        const QString u = unit.match(text(s)).captured(1);
        if (u != QLatin1String("GB/s") && u != QLatin1String("MB/s")) {
            throw BenchmarkError(number,
                                 CommissionText::tr("The table's header gives no bandwidth "
                                                    "unit bandwidthTest prints "
                                                    "(Bandwidth(GB/s) or Bandwidth(MB/s))."));
        }
        if (mDirection.isEmpty()) {
            throw BenchmarkError(number, CommissionText::tr("The table follows no \"Host to Device "
                                                            "Bandwidth\", \"Device to Host\" or "
                                                            "\"Device to Device\" line, so its "
                                                            "direction is unknown."));
        }
        // MB/s is 2^20 bytes per second (bandwidthTest.cu before CUDA 10.1).
        mToGBps = u == QLatin1String("GB/s") ? 1.0 : 1048576.0 / 1e9;
        mTable = BandwidthFigure{};
        mTable->line = number;
        figureOf(*mTable);
    }

    void figureOf(BandwidthFigure& f) const
    {
        const bool device = mDirection == QLatin1String("Device to Device");
        f.transfer = device                                      ? Transfer::DeviceLocal
                     : mDirection.startsWith(QLatin1String("H")) ? Transfer::HostToDevice
                                                                 : Transfer::DeviceToHost;
        f.test = (device ? mDirection : mDirection + QStringLiteral(", ") + mMemory).toStdString();
        f.devices = mDevices;
        f.readAndWrite = device;
        f.pageable = !device && mMemory == QLatin1String("PAGEABLE");
        f.device = mRun.gpus.empty() ? std::string() : mRun.gpus.front();
    }

    void row(int number, std::string_view s)
    {
        const std::vector<std::string_view> words = wordsOf(s);
        double bytes = 0;
        double rate = 0;
        if (words.size() != 2 || !readNumber(words[0], bytes) || !readNumber(words[1], rate)) {
            throw BenchmarkError(number, CommissionText::tr("This row is not a transfer size and a "
                                                            "bandwidth as bandwidthTest prints "
                                                            "them."));
        }
        if (!mTable->messageBytes || bytes >= *mTable->messageBytes) {
            mTable->messageBytes = bytes;
            mTable->gbytesPerS = rate * mToGBps;
            mTable->line = number;
        }
    }

    void closeTable(int number)
    {
        if (!mTable->messageBytes) {
            throw BenchmarkError(number, CommissionText::tr("The result table has no rows."));
        }
        mRun.figures.push_back(*mTable);
        mTable.reset();
        mDirection.clear();
    }

    const std::vector<std::string_view>& mLines;
    BandwidthRun mRun;
    QString mDirection;
    QString mMemory;
    int mDevices = 1;
    double mToGBps = 1;
    std::optional<BandwidthFigure> mTable;
    bool mDone = false;
};

} // namespace

BandwidthRun parseCudaBandwidthTest(const std::vector<std::string_view>& lines)
{
    return Reader(lines).read();
}

} // namespace cs::commission
