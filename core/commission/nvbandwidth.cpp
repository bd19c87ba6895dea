// The format is nvbandwidth's (github.com/NVIDIA/nvbandwidth, output.cpp and
// inline_common.h): "nvbandwidth Version: v0.8", the host name (from v0.8)
// and "Device %d: NAME (domain:bus:device)" per GPU ("Process N (HOST):
// device N: NAME" when built for several nodes), then per testcase "Running
// NAME.", a description "memcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)",
// a line of column numbers, one row per source (the row number, then one
// "%10.2f" or "N/A" per column), a blank line and "SUM NAME TOTAL". Every copy
// counts its bytes once (size ÷ time).
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

Transfer transferOf(const std::string& testcase)
{
    const auto is = [&](const char* prefix) { return testcase.starts_with(prefix); };
    if (testcase.find("bidirectional") != std::string::npos) {
        return Transfer::Other;
    }
    if (is("host_to_device_memcpy")) {
        return Transfer::HostToDevice;
    }
    if (is("device_to_host_memcpy")) {
        return Transfer::DeviceToHost;
    }
    if (is("device_local_copy")) {
        return Transfer::DeviceLocal;
    }
    return is("device_to_device_memcpy") ? Transfer::DevicePeer : Transfer::Other;
}

// One matrix as read, before it becomes a figure.
struct Matrix
{
    int line = 0;
    std::string description;
    std::vector<std::string> columns;
    double lowest = -1;
    std::string lowestRow;
    std::string lowestColumn;
    bool open = true; // rows still to come
};

class Reader
{
public:
    explicit Reader(const std::vector<std::string_view>& lines) : mLines(lines)
    {
        mRun.tool = "nvbandwidth";
    }

    BandwidthRun read()
    {
        for (std::size_t i = 0; i < mLines.size(); ++i) {
            line(int(i) + 1, mLines[i]);
        }
        if (mMatrix) {
            throw BenchmarkError(int(mLines.size()),
                                 CommissionText::tr("The matrix of %1 is not closed by "
                                                    "nvbandwidth's \"SUM\" line: the run was cut "
                                                    "short or the file is truncated.")
                                     .arg(QString::fromStdString(mTestcase)));
        }
        if (mRun.figures.empty()) {
            throw BenchmarkError(int(mLines.size()),
                                 CommissionText::tr("nvbandwidth printed no bandwidth matrix."));
        }
        return mRun;
    }

private:
    void line(int number, std::string_view s)
    {
        if (mMatrix) {
            matrixLine(number, s);
        } else if (s.starts_with("Running ") && s.ends_with(".")) {
            mTestcase = std::string(s.substr(8, s.size() - 9));
        } else if (s.ends_with(" (GB/s)") || s.ends_with(" (ns)")) {
            startMatrix(number, s);
        } else {
            device(s);
        }
    }

    void device(std::string_view s)
    {
        static const QRegularExpression single(
            QStringLiteral(R"(^Device \d+: (.*?)(?: \([0-9a-fA-F:.]+\))?\s*$)"));
        static const QRegularExpression multi(QStringLiteral(
            R"(^Process \d+ \(([^)]*)\): device \d+: (.*?)(?: \([0-9a-fA-F:.]+\))?\s*$)"));
        const QString t = text(s);
        if (const auto m = single.match(t); m.hasMatch()) {
            // v0.8 prints the host name on the line before the first device.
            if (mRun.gpus.empty() && wordsOf(mPrevious).size() == 1 &&
                mPrevious.find(':') == std::string_view::npos) {
                mRun.host = std::string(wordsOf(mPrevious).front());
            }
            mRun.gpus.push_back(m.captured(1).toStdString());
        } else if (const auto p = multi.match(t); p.hasMatch()) {
            mRun.host = mRun.gpus.empty() ? p.captured(1).toStdString() : mRun.host;
            mRun.gpus.push_back(p.captured(2).toStdString());
        }
        if (!wordsOf(s).empty()) {
            mPrevious = s;
        }
    }

    void startMatrix(int number, std::string_view s)
    {
        if (mTestcase.empty()) {
            throw BenchmarkError(number, CommissionText::tr("This matrix follows no \"Running "
                                                            "TESTCASE.\" line, so its test is "
                                                            "unknown."));
        }
        mMatrix = Matrix{};
        mMatrix->line = number;
        mMatrix->description = std::string(s);
    }

    void matrixLine(int number, std::string_view s)
    {
        const std::vector<std::string_view> words = wordsOf(s);
        if (mMatrix->columns.empty()) {
            mMatrix->columns.assign(words.begin(), words.end());
            if (words.empty()) {
                throw BenchmarkError(number, CommissionText::tr("The matrix has no line of "
                                                                "column numbers."));
            }
        } else if (mMatrix->open) {
            words.empty() ? void(mMatrix->open = false) : row(number, words);
        } else if (!words.empty()) {
            sum(number, words);
        }
    }

    void row(int number, const std::vector<std::string_view>& words)
    {
        if (words.size() != mMatrix->columns.size() + 1) {
            throw BenchmarkError(number, CommissionText::tr("This row has %1 value(s) where the "
                                                            "matrix has %2 column(s).")
                                             .arg(words.size() - 1)
                                             .arg(mMatrix->columns.size()));
        }
        const bool square = mTestcase.starts_with("device_to_device");
        for (std::size_t c = 1; c < words.size(); ++c) {
            cell(number, std::string(words[0]), mMatrix->columns[c - 1], words[c], square);
        }
    }

    void cell(int number, const std::string& row, const std::string& column, std::string_view word,
              bool square)
    {
        double value = 0;
        if (word == "N/A" || (square && row == column)) {
            return;
        }
        if (!readNumber(word, value)) {
            throw BenchmarkError(number,
                                 CommissionText::tr("\"%1\" is not a bandwidth.").arg(text(word)));
        }
        if (mMatrix->lowest < 0 || value < mMatrix->lowest) {
            mMatrix->lowest = value;
            mMatrix->lowestRow = square ? row : std::string();
            mMatrix->lowestColumn = column;
        }
    }

    // "SUM NAME TOTAL", or "&&&& PERF NAME TOTALunit" with --perfFormatter.
    void sum(int number, const std::vector<std::string_view>& words)
    {
        const bool plain = words.size() == 3 && words[0] == "SUM";
        if (!plain && !(words.size() == 4 && words[0] == "&&&&" && words[1] == "PERF")) {
            throw BenchmarkError(number, CommissionText::tr("The matrix is not closed by "
                                                            "nvbandwidth's \"SUM %1 TOTAL\" line.")
                                             .arg(QString::fromStdString(mTestcase)));
        }
        if (mMatrix->description.ends_with(" (GB/s)") && mMatrix->lowest >= 0) {
            mRun.figures.push_back(figureOf(std::string(words[plain ? 1 : 2])));
        }
        mMatrix.reset();
    }

    BandwidthFigure figureOf(const std::string& key) const
    {
        const Matrix& m = *mMatrix;
        BandwidthFigure f;
        f.line = m.line;
        f.test = key;
        f.transfer = transferOf(key);
        f.gbytesPerS = m.lowest;
        const std::string& gpu = m.lowestRow.empty() ? m.lowestColumn : m.lowestRow;
        f.where = "GPU " + gpu;
        if (!m.lowestRow.empty()) {
            // "GPU(row) <- GPU(column)": the column's GPU sends.
            const bool fromColumn = m.description.find("<- ") != std::string::npos;
            f.where = fromColumn ? "GPU " + m.lowestColumn + " -> GPU " + m.lowestRow
                                 : f.where + " -> GPU " + m.lowestColumn;
        }
        double index = -1;
        if (readNumber(gpu, index) && index >= 0 && index < double(mRun.gpus.size())) {
            f.device = mRun.gpus[std::size_t(index)];
        }
        return f;
    }

    const std::vector<std::string_view>& mLines;
    BandwidthRun mRun;
    std::string mTestcase;
    std::string_view mPrevious;
    std::optional<Matrix> mMatrix;
};

} // namespace

BandwidthRun parseNvbandwidth(const std::vector<std::string_view>& lines)
{
    return Reader(lines).read();
}

} // namespace cs::commission
