// clustersmith-cli commission: benchmark outputs from the built cluster
// judged against the design (docs/commissioning.md).
#include "commands.h"
#include "commission/benchmarkfiles.h"
#include "commission/commissionreport.h"
#include "io/designfile.h"
#include "output.h"

#include <QCommandLineParser>

namespace cs::cli {

namespace {

// The file read, or a UsageError naming the file and the line.
template <typename Read> auto readOrRefuse(const QString& path, Read read)
{
    try {
        return read(path);
    } catch (const commission::BenchmarkFileError& e) {
        throw UsageError{e.message()};
    }
}

Design loadDesign(const QString& path)
{
    DesignLoadResult loaded = loadDesignFile(path);
    if (!loaded.ok()) {
        throw UsageError{loaded.error->toString()};
    }
    return std::move(*loaded.design);
}

struct Options
{
    QCommandLineOption nccl{QStringLiteral("nccl"),
                            CliText::tr("An nccl-tests output, as the program printed it."),
                            QStringLiteral("FILE")};
    QCommandLineOption bandwidth{QStringLiteral("bandwidth"),
                                 CliText::tr("A bandwidthTest, nvbandwidth, ib_write_bw, "
                                             "ib_read_bw or ib_send_bw output, as the program "
                                             "printed it."),
                                 QStringLiteral("FILE")};
    QCommandLineOption json{QStringLiteral("json"), CliText::tr("Print JSON.")};
};

int run(const QCommandLineParser& p, const Options& o)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{CliText::tr("Name exactly one design file; see --help.")};
    }
    if (p.values(o.nccl).isEmpty() && p.values(o.bandwidth).isEmpty()) {
        throw UsageError{CliText::tr("Give at least one benchmark output with --nccl FILE or "
                                     "--bandwidth FILE.")};
    }
    const Design design = loadDesign(files.front());
    std::vector<commission::NcclFile> runs;
    for (const QString& path : p.values(o.nccl)) {
        runs.push_back(readOrRefuse(path, commission::readNcclFile));
    }
    std::vector<commission::BandwidthFile> bandwidth;
    for (const QString& path : p.values(o.bandwidth)) {
        bandwidth.push_back(readOrRefuse(path, commission::readBandwidthFile));
    }
    const commission::CommissionReport report = commission::commission(design, runs, bandwidth);
    printOut(p.isSet(o.json) ? commission::reportToJson(report).dump(1) + "\n"
                             : commission::reportToText(report));
    return Ok;
}

} // namespace

int runCommission(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "commission DESIGN [--nccl FILE ...] [--bandwidth FILE ...] [--json]: reads nccl-tests "
        "output (all_reduce_perf and its siblings) and the output of bandwidthTest, nvbandwidth "
        "and perftest's ib_write_bw from the built cluster, and judges each run against what the "
        "design predicts for the hosts that ran (docs/commissioning.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DESIGN"), CliText::tr("A design file."));
    const Options options;
    parser.addOptions({options.nccl, options.bandwidth, options.json});
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        return run(parser, options);
    } catch (const UsageError& e) {
        printError(e.message);
    }
    return UsageOrInputError;
}

} // namespace cs::cli
