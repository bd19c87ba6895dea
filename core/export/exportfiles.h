#pragma once

#include "cablingplan.h"

#include "model/design.h"
#include "tco/bom.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

// The exports that need no drawing, written to files as the command line and
// the desktop application both offer them. Each writer returns the sentence
// saying what failed, or nothing; files are written atomically, so a failed
// export leaves an existing file as it was and no partial one.
namespace cs::exports {

// A design to export and what several exports share, worked out once.
class ExportSource
{
public:
    // `currency` ("USD" or "CNY") prices the bill of materials and the TCO in
    // that currency instead of the design's own (it becomes the design's
    // assumptions.tco.currency, so the report follows it too).
    explicit ExportSource(Design design, std::optional<std::string> currency = std::nullopt);

    const Design& design() const { return mDesign; }
    const tco::Bom& bom();

    // What an export changed or left out that its user should know (renamed
    // hosts, say), one sentence each, in the order the exports ran.
    const std::vector<QString>& warnings() const { return mWarnings; }
    void warn(QString sentence) { mWarnings.push_back(std::move(sentence)); }

private:
    Design mDesign;
    std::vector<QString> mWarnings;
    std::optional<tco::Bom> mBom;
};

// The currency the design's bill of materials is priced in when nothing else
// is asked for: its TCO currency, else its facility's when that is CNY, else USD.
std::string designCurrency(const Design& design);
// Whether the design names its currency itself: assumptions.tco.currency, or
// a facility priced in CNY (USD being every facility's default).
bool designStatesCurrency(const Design& design);

std::optional<QString> writeBomCsv(ExportSource& source, const QString& path);
std::optional<QString> writeBomWorkbook(ExportSource& source, const QString& path);
std::optional<QString> writeCablingCsv(ExportSource& source, const QString& path);
std::optional<QString> writeCablingWorkbook(ExportSource& source, const QString& path);

// The files the Slurm export writes into its folder.
const std::vector<QString>& slurmFileNames();
// topology.conf, slurm-nodes.conf and gres.conf into `dir`, created when
// missing. The error names the file that failed.
std::optional<QString> writeSlurmFiles(ExportSource& source, const QString& dir);

// The files the Kubernetes export writes into its folder.
const std::vector<QString>& kubernetesFileNames();
// nodes.yaml and kueue.yaml into `dir` (docs/exports.md, Kubernetes).
std::optional<QString> writeKubernetesFiles(ExportSource& source, const QString& dir);

// The files the Prometheus export writes into its folder.
const std::vector<QString>& prometheusFileNames();
// The design's recording rules and the alerting rules for NVIDIA's DCGM
// exporter into `dir` (docs/exports.md, Prometheus).
std::optional<QString> writePrometheusFiles(ExportSource& source, const QString& dir);

} // namespace cs::exports
