#include "bandwidthrun.h"

#include "benchmarkerror.h"
#include "commissiontext.h"
#include "ncclcolumns.h"
#include "textlines.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace cs::commission {

namespace {

enum class Tool
{
    None,
    CudaBandwidthTest,
    Nvbandwidth,
    Perftest,
    NcclTests
};

bool contains(std::string_view line, std::string_view part)
{
    return line.find(part) != std::string_view::npos;
}

bool isNvbandwidthLine(std::string_view line)
{
    static const QRegularExpression running(QStringLiteral(R"(^Running \w+\.$)"));
    return line.starts_with("nvbandwidth Version:") ||
           running.match(QString::fromUtf8(line.data(), qsizetype(line.size()))).hasMatch();
}

bool isNcclTestsLine(std::string_view line)
{
    return line.starts_with("#") &&
           (isTableHeader(line) || contains(line, "Collective test starting") ||
            contains(line, "nThread") || contains(line, "Avg bus bandwidth"));
}

// Which tool a line belongs to, when it is one only that tool prints.
Tool toolOf(std::string_view line)
{
    if (contains(line, "[CUDA Bandwidth Test]") || contains(line, "Transfer Size (Bytes)")) {
        return Tool::CudaBandwidthTest;
    }
    if (isNvbandwidthLine(line)) {
        return Tool::Nvbandwidth;
    }
    if ((contains(line, "#bytes") && contains(line, "BW average[")) ||
        (contains(line, " BW ") && line.ends_with("Test"))) {
        return Tool::Perftest;
    }
    return isNcclTestsLine(line) ? Tool::NcclTests : Tool::None;
}

} // namespace

BandwidthRun parseBandwidth(std::string_view text)
{
    const std::vector<std::string_view> lines = textLines(text);
    if (const int line = jsonLine(lines)) {
        throw BenchmarkError(line, CommissionText::tr("This is a JSON document (a design?), not a "
                                                      "bandwidth benchmark's output."));
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        switch (toolOf(lines[i])) {
        case Tool::CudaBandwidthTest:
            return parseCudaBandwidthTest(lines);
        case Tool::Nvbandwidth:
            return parseNvbandwidth(lines);
        case Tool::Perftest:
            return parsePerftest(lines);
        case Tool::NcclTests:
            throw BenchmarkError(int(i) + 1,
                                 CommissionText::tr("This is nccl-tests output; give it with "
                                                    "--nccl, not --bandwidth."));
        case Tool::None:
            break;
        }
    }
    throw BenchmarkError(int(lines.size()),
                         CommissionText::tr("The file holds nothing that bandwidthTest, "
                                            "nvbandwidth or perftest's ib_write_bw, ib_read_bw and "
                                            "ib_send_bw print: it is not their output."));
}

std::string hostFromFileName(const std::string& path, const std::string& tool)
{
    const QStringList parts =
        QFileInfo(QString::fromStdString(path)).fileName().split(QLatin1Char('.'));
    if (parts.size() < 2 || parts[0].isEmpty() ||
        parts[1].compare(QString::fromStdString(tool), Qt::CaseInsensitive) != 0) {
        return {};
    }
    return parts[0].toStdString();
}

} // namespace cs::commission
