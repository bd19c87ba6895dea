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
    QCommandLineOption attach{QStringLiteral("attach"),
                              CliText::tr("Keep the outputs with the design (saved in the design "
                                          "file, in place of an attached output of the same file "
                                          "name) and judge everything attached.")};
    QCommandLineOption detach{QStringLiteral("detach"),
                              CliText::tr("Remove the outputs attached to the design before "
                                          "anything else.")};
    QCommandLineOption json{QStringLiteral("json"), CliText::tr("Print JSON.")};
};

// The outputs named on the command line, each read once.
std::vector<BenchmarkResult> namedOutputs(const QCommandLineParser& p, const Options& o)
{
    std::vector<BenchmarkResult> outputs;
    for (const QString& path : p.values(o.nccl)) {
        outputs.push_back(readOrRefuse(path, [](const QString& f) {
            return commission::readBenchmarkResult(f, BenchmarkKind::Nccl);
        }));
    }
    for (const QString& path : p.values(o.bandwidth)) {
        outputs.push_back(readOrRefuse(path, [](const QString& f) {
            return commission::readBenchmarkResult(f, BenchmarkKind::Bandwidth);
        }));
    }
    return outputs;
}

// --detach and --attach change the design file; what is judged is then all
// that is attached.
void attachAndSave(Design& design, const QString& path, std::vector<BenchmarkResult> outputs,
                   bool detach)
{
    if (detach) {
        design.benchmarkResults.clear();
    }
    for (BenchmarkResult& r : outputs) {
        commission::attachResult(design.benchmarkResults, std::move(r));
    }
    if (const auto error = saveDesignFile(design, path)) {
        throw UsageError{error->toString()};
    }
}

commission::CommissionReport judgeFiles(const Design& design, const QCommandLineParser& p,
                                        const Options& o)
{
    std::vector<commission::NcclFile> runs;
    for (const QString& path : p.values(o.nccl)) {
        runs.push_back(readOrRefuse(path, commission::readNcclFile));
    }
    std::vector<commission::BandwidthFile> bandwidth;
    for (const QString& path : p.values(o.bandwidth)) {
        bandwidth.push_back(readOrRefuse(path, commission::readBandwidthFile));
    }
    return commission::commission(design, runs, bandwidth);
}

int run(const QCommandLineParser& p, const Options& o)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{CliText::tr("Name exactly one design file; see --help.")};
    }
    const bool changes = p.isSet(o.attach) || p.isSet(o.detach);
    if (p.isSet(o.attach) && p.values(o.nccl).isEmpty() && p.values(o.bandwidth).isEmpty()) {
        throw UsageError{CliText::tr("--attach needs the outputs to attach: give --nccl FILE or "
                                     "--bandwidth FILE.")};
    }
    Design design = loadDesign(files.front());
    const bool named = !p.values(o.nccl).isEmpty() || !p.values(o.bandwidth).isEmpty();
    if (changes) {
        attachAndSave(design, files.front(), namedOutputs(p, o), p.isSet(o.detach));
    } else if (!named && design.benchmarkResults.empty()) {
        throw UsageError{CliText::tr("The design has no benchmark outputs attached: give at least "
                                     "one with --nccl FILE or --bandwidth FILE (and --attach to "
                                     "keep them with the design).")};
    }
    // Outputs named without --attach are judged alone, by the paths given.
    const commission::CommissionReport report =
        named && !changes ? judgeFiles(design, p, o) : commission::commissionAttached(design);
    printOut(p.isSet(o.json) ? commission::reportToJson(report).dump(1) + "\n"
                             : commission::reportToText(report));
    return Ok;
}

} // namespace

int runCommission(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "commission DESIGN [--nccl FILE ...] [--bandwidth FILE ...] [--attach] [--detach] "
        "[--json]: reads nccl-tests output (all_reduce_perf and its siblings) and the output of "
        "bandwidthTest, nvbandwidth and perftest's ib_write_bw from the built cluster, and judges "
        "each run against what the design predicts for the hosts that ran "
        "(docs/commissioning.md). Without outputs, judges those attached to the design."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DESIGN"), CliText::tr("A design file."));
    const Options options;
    parser.addOptions(
        {options.nccl, options.bandwidth, options.attach, options.detach, options.json});
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
