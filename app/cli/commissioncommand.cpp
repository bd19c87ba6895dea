// clustersmith-cli commission: benchmark outputs from the built cluster
// judged against the design (docs/commissioning.md).
#include "commands.h"
#include "commission/benchmarkerror.h"
#include "commission/commissionreport.h"
#include "commission/ncclcollective.h"
#include "io/designfile.h"
#include "output.h"

#include <QCommandLineParser>
#include <QFile>

namespace cs::cli {

namespace {

// Larger than any nccl-tests output; a bigger file is not one.
constexpr qint64 kLargestFile = 64 * 1024 * 1024;

QByteArray readBenchmark(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        throw UsageError{CliText::tr("%1: cannot be read (%2).").arg(path, file.errorString())};
    }
    if (file.size() > kLargestFile) {
        throw UsageError{CliText::tr("%1: the file is larger than 64 MiB; it is not a "
                                     "benchmark's output.")
                             .arg(path)};
    }
    return file.readAll();
}

commission::NcclFile ncclFile(const QString& path)
{
    const QByteArray bytes = readBenchmark(path);
    try {
        commission::NcclFile f{path.toStdString(), {}, {}};
        f.run = commission::parseNcclTests(std::string_view(bytes.constData(), bytes.size()));
        f.test = commission::ncclTestName(f.run, f.path);
        return f;
    } catch (const commission::BenchmarkError& e) {
        throw UsageError{CliText::tr("%1: line %2: %3").arg(path).arg(e.line()).arg(e.message())};
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

int run(const QCommandLineParser& p, const QCommandLineOption& nccl, const QCommandLineOption& json)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) {
        throw UsageError{CliText::tr("Name exactly one design file; see --help.")};
    }
    if (p.values(nccl).isEmpty()) {
        throw UsageError{CliText::tr("Give at least one benchmark output with --nccl FILE.")};
    }
    const Design design = loadDesign(files.front());
    std::vector<commission::NcclFile> runs;
    for (const QString& path : p.values(nccl)) {
        runs.push_back(ncclFile(path));
    }
    const commission::CommissionReport report = commission::commission(design, runs);
    printOut(p.isSet(json) ? commission::reportToJson(report).dump(1) + "\n"
                           : commission::reportToText(report));
    return Ok;
}

} // namespace

int runCommission(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliText::tr(
        "commission DESIGN --nccl FILE [--nccl FILE ...] [--json]: reads nccl-tests output "
        "(all_reduce_perf and its siblings) from the built cluster and judges each run's bus "
        "bandwidth against what the design's performance model predicts for the hosts that ran "
        "(docs/commissioning.md)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DESIGN"), CliText::tr("A design file."));
    const QCommandLineOption nccl{QStringLiteral("nccl"),
                                  CliText::tr("An nccl-tests output, as the program printed it."),
                                  QStringLiteral("FILE")};
    const QCommandLineOption json{QStringLiteral("json"), CliText::tr("Print JSON.")};
    parser.addOptions({nccl, json});
    if (const std::optional<int> done = parseOrFinish(parser, args)) {
        return *done;
    }
    try {
        return run(parser, nccl, json);
    } catch (const UsageError& e) {
        printError(e.message);
    }
    return UsageOrInputError;
}

} // namespace cs::cli
