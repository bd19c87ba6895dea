// clustersmith-cli: evaluate, validate and list without a window.
#include "commands.h"
#include "hugepages.h"
#include "i18n/translation.h"
#include "output.h"
#include "renderexport.h"
#include "version.h"

#include <QCoreApplication>

namespace {

QString usage()
{
    return QCoreApplication::translate(
        "cli",
        "Usage: clustersmith-cli COMMAND [OPTIONS]\n\n"
        "Commands:\n"
        "  catalog list [--kind KIND] [--json]   list catalog parts\n"
        "  validate FILE                         load, migrate and check a design file\n"
        "  evaluate FILE [--json]                report what a design delivers\n"
        "  generate -o OUT --spec SPEC | --node PART_ID (--nodes N | --gpus N) [...]\n"
        "                                        build a complete, cabled cluster design\n"
        "  size WORKLOAD [--json] [--top N]      GPUs, nodes and cost per accelerator for a "
        "workload\n"
        "  perf WORKLOAD (--design FILE | --node PART_ID --nodes N) [--plan PLAN] [--json]\n"
        "  perf --collective NAME --message-bytes B (--design FILE | --node ID --nodes N)\n"
        "                                        training and serving speed, collective costs\n"
        "  tco FILE [--json] [--years N] [--set KEY=VALUE ...] [--scenario NAME]\n"
        "                                        build vs cloud vs hybrid cost over the years\n"
        "  compare FILE [FILE ...] [--scenario NAME ...] [--json]\n"
        "                                        designs and scenarios side by side\n"
        "  export FILE [--pdf F] [--paper a4|letter] [--lang en|zh_CN] [--svg DIR] [--png DIR]\n"
        "              [--bom-csv F] [--bom-xlsx F] [--cabling-csv F] [--cabling-xlsx F] [--slurm "
        "DIR]\n"
        "                                        design report, diagrams, bill of materials,\n"
        "                                        cabling plan, Slurm files\n"
        "  commission FILE [--nccl F ...] [--bandwidth F ...] [--json]\n"
        "                                        nccl-tests, bandwidthTest, nvbandwidth and\n"
        "                                        ib_write_bw runs judged against the design\n\n"
        "Each command takes --help. Exit codes: 0 success, 1 the design has errors,\n"
        "2 usage error or unreadable input.\n");
}

} // namespace

int main(int argc, char** argv)
{
    cs::restartWithHugePageMalloc(argv);
    const std::unique_ptr<QCoreApplication> app = cs::cli::makeApplication(
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString(), argc, argv);
    // The same names as the desktop application's, so both find the user catalog in
    // ~/.local/share/Clustersmith/Clustersmith.
    QCoreApplication::setOrganizationName(QStringLiteral("Clustersmith"));
    QCoreApplication::setApplicationName(QStringLiteral("Clustersmith"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLUSTERSMITH_VERSION));
    cs::i18n::installTranslation(cs::i18n::commandLineLanguage());
    QStringList args = QCoreApplication::arguments();
    if (args.size() < 2 || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h")) {
        cs::cli::printOut(usage());
        return args.size() < 2 ? cs::cli::UsageOrInputError : cs::cli::Ok;
    }
    if (args[1] == QLatin1String("--version")) {
        cs::cli::printOut(
            QStringLiteral("clustersmith-cli %1\n").arg(QStringLiteral(CLUSTERSMITH_VERSION)));
        return cs::cli::Ok;
    }
    const QString command = args[1];
    args.removeAt(1); // the subcommand's parser sees "program [its arguments]"
    if (command == QLatin1String("catalog")) {
        return cs::cli::runCatalog(args);
    }
    if (command == QLatin1String("validate")) {
        return cs::cli::runValidate(args);
    }
    if (command == QLatin1String("evaluate")) {
        return cs::cli::runEvaluate(args);
    }
    if (command == QLatin1String("generate")) {
        return cs::cli::runGenerate(args);
    }
    if (command == QLatin1String("size")) {
        return cs::cli::runSize(args);
    }
    if (command == QLatin1String("perf")) {
        return cs::cli::runPerf(args);
    }
    if (command == QLatin1String("tco")) {
        return cs::cli::runTco(args);
    }
    if (command == QLatin1String("export")) {
        return cs::cli::runExport(args);
    }
    if (command == QLatin1String("compare")) {
        return cs::cli::runCompare(args);
    }
    if (command == QLatin1String("commission")) {
        return cs::cli::runCommission(args);
    }
    if (command == QLatin1String("export")) {
        return cs::cli::runExport(args);
    }
    cs::cli::printError(
        QCoreApplication::translate("cli", "\"%1\" is not a command; run clustersmith-cli --help.")
            .arg(command));
    return cs::cli::UsageOrInputError;
}
