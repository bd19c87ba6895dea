#include "exportfiles.h"

#include "bomtable.h"
#include "csvwriter.h"
#include "exporttext.h"
#include "kubernetes.h"
#include "prometheus.h"
#include "slurm.h"
#include "workbookwriter.h"

#include "io/atomicfile.h"

#include "tco/tcoassumptions.h"
#include "tco/tcoinputs.h"

#include <QDir>
#include <QStringList>

namespace cs::exports {

namespace {

std::optional<QString> writeText(const QString& path, const std::string& text)
{
    // The bytes as they are, not a copy: a cabling plan can be tens of MB.
    return writeFileAtomically(
        path, QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size())));
}

// The texts into `dir` under their names; the error names the file that failed.
std::optional<QString> writeFolder(const QString& dir, const std::vector<QString>& names,
                                   const std::vector<const std::string*>& texts)
{
    if (!QDir().mkpath(dir)) {
        return ExportText::tr("The folder %1 cannot be created.").arg(dir);
    }
    for (std::size_t i = 0; i < names.size(); ++i) {
        const QString path = QDir(dir).filePath(names[i]);
        if (std::optional<QString> error = writeText(path, *texts[i])) {
            return ExportText::tr("%1: %2").arg(path, *error);
        }
    }
    return std::nullopt;
}

// "\"a b\" as a-b, ..." for the renamed devices.
QString renamedList(const std::vector<std::pair<std::string, std::string>>& renamed)
{
    QStringList pairs;
    for (const auto& [from, to] : renamed) {
        pairs << ExportText::tr("\"%1\" as %2")
                     .arg(QString::fromStdString(from), QString::fromStdString(to));
    }
    return pairs.join(QStringLiteral(", "));
}

using Renamed = std::vector<std::pair<std::string, std::string>>;

// writeFolder(), then, when it worked and devices were renamed, a warning:
// `sentence` with the renamed devices for its %1.
std::optional<QString> writeRenaming(ExportSource& source, const QString& dir,
                                     const std::vector<QString>& names,
                                     const std::vector<const std::string*>& texts,
                                     const Renamed& renamed, const QString& sentence)
{
    std::optional<QString> error = writeFolder(dir, names, texts);
    if (!error && !renamed.empty()) {
        source.warn(sentence.arg(renamedList(renamed)));
    }
    return error;
}

} // namespace

ExportSource::ExportSource(Design design, std::optional<std::string> currency)
    : mDesign(std::move(design))
{
    // Only a change is written down, so that the report's assumptions still
    // say "default" when the design's own currency is asked for.
    if (currency && *currency != designCurrency(mDesign)) {
        mDesign.tcoAssumptions = withTcoKeys(mDesign.tcoAssumptions, {{"currency", *currency}});
    }
}

const tco::Bom& ExportSource::bom()
{
    if (!mBom) {
        mBom = designBom(mDesign);
    }
    return *mBom;
}

std::string designCurrency(const Design& design)
{
    return tco::moneyFor(design, design.tcoAssumptions.values).currency();
}

bool designStatesCurrency(const Design& design)
{
    return !design.tcoAssumptions.values.currency.empty() || design.facility.currency == "CNY";
}

std::optional<QString> writeBomCsv(ExportSource& source, const QString& path)
{
    return writeText(path, tableToCsv(bomTable(source.design(), source.bom())));
}

std::optional<QString> writeBomWorkbook(ExportSource& source, const QString& path)
{
    return writeWorkbook({bomTable(source.design(), source.bom())}, path);
}

std::optional<QString> writeCablingCsv(ExportSource& source, const QString& path)
{
    // Streamed: the plan of a large cluster is tens of MB.
    return writeFileAtomically(
        path, [&](const ByteSink& sink) { sheetToCsv(cablingSheet(source.design()), sink); });
}

std::optional<QString> writeCablingWorkbook(ExportSource& source, const QString& path)
{
    return writeWorkbook(std::vector<SheetSource>{cablingSheet(source.design())}, path);
}

const std::vector<QString>& slurmFileNames()
{
    static const std::vector<QString> names = {QStringLiteral("topology.conf"),
                                               QStringLiteral("slurm-nodes.conf"),
                                               QStringLiteral("gres.conf")};
    return names;
}

std::optional<QString> writeSlurmFiles(ExportSource& source, const QString& dir)
{
    const SlurmConfig config = slurmConfig(source.design());
    return writeRenaming(source, dir, slurmFileNames(),
                         {&config.topologyConf, &config.nodesConf, &config.gresConf},
                         config.renamed,
                         ExportText::tr("%n device name(s) are not valid or unique host names; "
                                        "the Slurm files call them: %1.",
                                        nullptr, int(config.renamed.size())));
}

const std::vector<QString>& kubernetesFileNames()
{
    static const std::vector<QString> names = {QStringLiteral("nodes.yaml"),
                                               QStringLiteral("kueue.yaml")};
    return names;
}

std::optional<QString> writeKubernetesFiles(ExportSource& source, const QString& dir)
{
    const KubernetesFiles files = kubernetesFiles(source.design());
    return writeRenaming(source, dir, kubernetesFileNames(), {&files.nodesYaml, &files.kueueYaml},
                         files.renamed,
                         ExportText::tr("%n device name(s) are not valid or unique host names; "
                                        "the Kubernetes manifests call them: %1.",
                                        nullptr, int(files.renamed.size())));
}

const std::vector<QString>& prometheusFileNames()
{
    static const std::vector<QString> names = {QStringLiteral("clustersmith-design.rules.yml"),
                                               QStringLiteral("clustersmith-alerts.rules.yml")};
    return names;
}

std::optional<QString> writePrometheusFiles(ExportSource& source, const QString& dir)
{
    const PrometheusRules rules = prometheusRules(source.design());
    return writeFolder(dir, prometheusFileNames(), {&rules.designRules, &rules.alertRules});
}

} // namespace cs::exports
