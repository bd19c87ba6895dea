// The format is nccl-tests' (github.com/NVIDIA/nccl-tests, src/util.cu:
// writeDeviceReport, writeResultHeader, writeBenchmarkLinePreamble,
// writeBenchmarkLineBody, writeResultFooter; older releases print the same
// from src/common.cu): a "#  Rank %2d Group %2d Pid %6d on %10s device %2d
// [%04x:%02x:%02x] %s" line per rank, the header "# size count type redop root
// time algbw busbw #wrong time algbw busbw #wrong" (out-of-place, then
// in-place; "cputime" for time with -C, per-iteration columns with -I), one
// row per size, then "# Out of bounds values : N OK|FAILED" and "# Avg bus
// bandwidth : X".
#include "nccltests.h"

#include "benchmarkerror.h"
#include "commissiontext.h"
#include "ncclcolumns.h"
#include "textlines.h"

#include <QRegularExpression>

#include <algorithm>

namespace cs::commission {

namespace {

QString quoted(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

bool startsWith(std::string_view line, std::string_view prefix)
{
    return line.substr(0, prefix.size()) == prefix;
}

// Lines NCCL itself writes into the output with NCCL_DEBUG set.
bool isNcclLog(std::string_view line)
{
    return line.find("NCCL INFO") != std::string_view::npos ||
           line.find("NCCL WARN") != std::string_view::npos;
}

std::optional<NcclRank> rankOf(std::string_view line)
{
    // Older releases print no Group.
    static const QRegularExpression re(QStringLiteral(
        R"(^#\s*Rank\s+(\d+)\s+(?:Group\s+-?\d+\s+)?Pid\s+\d+\s+on\s+(\S+)\s+device\s+(\d+)\s+)"
        R"(\[[^\]]*\]\s+(.*?)\s*$)"));
    const QRegularExpressionMatch m = re.match(quoted(line));
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    return NcclRank{m.captured(1).toInt(), m.captured(2).toStdString(), m.captured(3).toInt(),
                    m.captured(4).toStdString()};
}

std::optional<double> summaryValue(std::string_view line, std::string_view label)
{
    const std::size_t at = line.find(label);
    const std::size_t colon = line.find(':', at);
    if (at == std::string_view::npos || colon == std::string_view::npos) {
        return std::nullopt;
    }
    const std::vector<std::string_view> words = wordsOf(line.substr(colon + 1));
    double value = 0;
    if (words.empty() || !readNumber(words.front(), value)) {
        return std::nullopt;
    }
    return value;
}

class Reader
{
public:
    explicit Reader(std::string_view text) : mLines(textLines(text)) {}

    NcclTestsRun read()
    {
        refuseJson();
        std::size_t i = 0;
        for (; i < mLines.size() && !mColumns; ++i) {
            preamble(int(i) + 1, mLines[i]);
        }
        if (!mColumns) {
            throw BenchmarkError(int(mLines.size()),
                                 CommissionText::tr("The file ends without nccl-tests' result "
                                                    "table (a \"#  size  count  type  redop  root "
                                                    "time  algbw  busbw ...\" header): it is not "
                                                    "the output of all_reduce_perf or a sibling."));
        }
        for (; i < mLines.size() && !mClosed; ++i) {
            table(int(i) + 1, mLines[i]);
        }
        finish();
        return mRun;
    }

private:
    void refuseJson() const
    {
        if (const int line = jsonLine(mLines)) {
            throw BenchmarkError(line,
                                 CommissionText::tr("This is a JSON document (a design?), not "
                                                    "nccl-tests output."));
        }
    }

    void preamble(int line, std::string_view text)
    {
        if (startsWith(text, "# Collective test starting:")) {
            const auto words = wordsOf(text.substr(text.find(':') + 1));
            mRun.program = words.empty() ? std::string() : std::string(words.back());
        } else if (std::optional<NcclRank> rank = rankOf(text)) {
            mRun.ranks.push_back(std::move(*rank));
        } else if (startsWith(text, "#") && isTableHeader(text)) {
            mColumns = columnsOf(line, text);
            mRun.headerLine = line;
        }
    }

    void table(int line, std::string_view text)
    {
        if (startsWith(text, "#")) {
            if (const auto n = summaryValue(text, "Out of bounds values")) {
                mRun.outOfBounds = int(*n);
                mClosed = true;
            }
            return;
        }
        if (wordsOf(text).empty() || isNcclLog(text)) {
            return;
        }
        mRun.rows.push_back(rowOf(*mColumns, line, text));
    }

    void finish()
    {
        const int last = int(mLines.size());
        if (mRun.rows.empty()) {
            throw BenchmarkError(last, CommissionText::tr("The result table has no rows."));
        }
        if (!mClosed) {
            throw BenchmarkError(
                last, CommissionText::tr("The table stops without nccl-tests' closing \"# Out of "
                                         "bounds values\" line: the run was cut short or the file "
                                         "is truncated."));
        }
        if (mRun.ranks.empty()) {
            throw BenchmarkError(mRun.headerLine,
                                 CommissionText::tr("The output has no \"#  Rank N ... on HOST "
                                                    "device N [...] GPU\" lines, so the hosts and "
                                                    "GPUs that ran are unknown; keep nccl-tests' "
                                                    "whole output."));
        }
        for (const std::string_view text : mLines) {
            if (const auto avg = summaryValue(text, "Avg bus bandwidth")) {
                mRun.avgBusbwGBps = avg;
            }
        }
    }

    std::vector<std::string_view> mLines;
    std::optional<NcclColumns> mColumns;
    NcclTestsRun mRun;
    bool mClosed = false;
};

} // namespace

std::vector<std::string> NcclTestsRun::hosts() const
{
    std::vector<std::string> out;
    for (const NcclRank& r : ranks) {
        if (std::find(out.begin(), out.end(), r.host) == out.end()) {
            out.push_back(r.host);
        }
    }
    return out;
}

const NcclRow& NcclTestsRun::largest() const
{
    const auto it =
        std::max_element(rows.rbegin(), rows.rend(),
                         [](const NcclRow& a, const NcclRow& b) { return a.bytes < b.bytes; });
    return *it;
}

NcclTestsRun parseNcclTests(std::string_view text)
{
    return Reader(text).read();
}

} // namespace cs::commission
