// The format is perftest's (github.com/linux-rdma/perftest,
// src/perftest_parameters.h and .c: ctx_print_test_info, RESULT_LINE,
// RESULT_FMT, RESULT_FMT_G, REPORT_FMT): a dashed line, the banner
// "RDMA_Write BW Test" ("Send", "RDMA_Read", "Bidirectional" with -b), the
// settings " Dual-port : OFF\t\tDevice : mlx5_0", " Link type : IB" (or
// Ethernet), the local and remote addresses, a dashed line, the header
// " #bytes #iterations BW peak[MB/sec] BW average[MB/sec] MsgRate[Mpps]"
// (MiB/sec from 2024, both 2^20 bytes; Gb/sec, 10^9 bits, with
// --report_gbits), one row per size (-a: 2 bytes to 8 MiB) and a closing
// dashed line.
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

bool isDashes(std::string_view s)
{
    return s.size() >= 10 && s.find_first_not_of('-') == std::string_view::npos;
}

// The header's columns: a column ends at a word that starts with "#" or
// holds its unit in brackets ("BW" "peak[MB/sec]" is one column).
std::vector<std::string> columnsOf(std::string_view header)
{
    std::vector<std::string> columns;
    std::string pending;
    for (const std::string_view w : wordsOf(header)) {
        pending += pending.empty() ? std::string(w) : " " + std::string(w);
        if (w.starts_with('#') || w.find(']') != std::string_view::npos) {
            columns.push_back(pending);
            pending.clear();
        }
    }
    return columns;
}

// "RDMA_Write BW Test" is ib_write_bw.
std::string programOf(const QString& verb)
{
    if (verb.startsWith(QLatin1String("RDMA_Write"))) {
        return "ib_write_bw";
    }
    if (verb.startsWith(QLatin1String("RDMA_Read"))) {
        return "ib_read_bw";
    }
    return verb.startsWith(QLatin1String("Send")) ? "ib_send_bw" : "ib_atomic_bw";
}

class Reader
{
public:
    explicit Reader(const std::vector<std::string_view>& lines) : mLines(lines)
    {
        mRun.tool = "ib_write_bw"; // until the banner names the test
    }

    BandwidthRun read()
    {
        for (std::size_t i = 0; i < mLines.size() && !mClosed; ++i) {
            line(int(i) + 1, mLines[i]);
        }
        const int last = int(mLines.size());
        if (mColumns.empty()) {
            throw BenchmarkError(last, CommissionText::tr("The file ends without perftest's result "
                                                          "table (a \"#bytes #iterations BW "
                                                          "peak[...] BW average[...]\" header)."));
        }
        if (!mBest) {
            throw BenchmarkError(last, CommissionText::tr("The result table has no rows."));
        }
        if (!mClosed) {
            throw BenchmarkError(last, CommissionText::tr("The table stops without perftest's "
                                                          "closing dashed line: the run was cut "
                                                          "short or the file is truncated."));
        }
        mRun.figures.push_back(figure());
        return mRun;
    }

private:
    void line(int number, std::string_view s)
    {
        if (!mColumns.empty()) {
            isDashes(s) ? void(mClosed = mBest.has_value()) : row(number, s);
        } else if (s.find("#bytes") != std::string_view::npos) {
            header(number, s);
        } else {
            banner(s);
        }
    }

    void banner(std::string_view s)
    {
        static const QRegularExpression test(QStringLiteral(R"(^\s*(\S+) .*\bBW .*Test\s*$)"));
        static const QRegularExpression device(QStringLiteral(R"(Device\s+:\s*(\S+))"));
        static const QRegularExpression link(QStringLiteral(R"(^\s*Link type\s+:\s*(\S+))"));
        const QString t = text(s);
        if (const auto m = test.match(t); m.hasMatch()) {
            mRun.tool = programOf(m.captured(1));
            mBidirectional = t.contains(QLatin1String("Bidirectional"));
        } else if (const auto d = device.match(t); d.hasMatch()) {
            mDevice = d.captured(1).toStdString();
        } else if (const auto l = link.match(t); l.hasMatch()) {
            mRun.linkType = l.captured(1).toStdString();
        }
    }

    void header(int number, std::string_view s)
    {
        mColumns = columnsOf(s);
        for (std::size_t c = 0; c < mColumns.size(); ++c) {
            if (mColumns[c].starts_with("BW average[")) {
                mAverage = int(c);
            }
        }
        const std::string unit = mAverage < 0 ? std::string() : mColumns[mAverage].substr(11);
        if (mColumns.front() != "#bytes" ||
            (unit != "MB/sec]" && unit != "MiB/sec]" && unit != "Gb/sec]")) {
            throw BenchmarkError(number, CommissionText::tr("The table's header is not perftest's: "
                                                            "it needs #bytes first and a BW "
                                                            "average in MB/sec, MiB/sec or "
                                                            "Gb/sec."));
        }
        mToGBps = unit == "Gb/sec]" ? 1.0 / 8 : 1048576.0 / 1e9;
    }

    void row(int number, std::string_view s)
    {
        const std::vector<std::string_view> words = wordsOf(s);
        double bytes = 0;
        double average = 0;
        if (words.size() != mColumns.size() || !readNumber(words[0], bytes) ||
            !readNumber(words[std::size_t(mAverage)], average)) {
            throw BenchmarkError(number, CommissionText::tr("This row does not fit perftest's "
                                                            "header: %1 column(s) of numbers "
                                                            "expected.")
                                             .arg(mColumns.size()));
        }
        if (!mBest || bytes >= mBest->first) {
            mBest = {bytes, average};
            mBestLine = number;
        }
    }

    BandwidthFigure figure() const
    {
        BandwidthFigure f;
        f.line = mBestLine;
        f.test = mRun.tool + (mBidirectional ? " -b" : "");
        f.transfer = Transfer::Network;
        f.device = mDevice;
        f.messageBytes = mBest->first;
        f.gbytesPerS = mBest->second * mToGBps;
        f.bidirectional = mBidirectional;
        return f;
    }

    const std::vector<std::string_view>& mLines;
    BandwidthRun mRun;
    std::string mDevice;
    bool mBidirectional = false;
    std::vector<std::string> mColumns;
    int mAverage = -1;
    double mToGBps = 1;
    std::optional<std::pair<double, double>> mBest; // the largest size and its average
    int mBestLine = 0;
    bool mClosed = false;
};

} // namespace

BandwidthRun parsePerftest(const std::vector<std::string_view>& lines)
{
    return Reader(lines).read();
}

} // namespace cs::commission
