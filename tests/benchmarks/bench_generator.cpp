// Design generation for 1,024, 16,384 and 131,072 GPUs of DGX H100 from the
// bundled catalog alone: time and peak memory of generateCluster() (catalog
// reading excluded), and the analysis of the result, whose error findings
// must be zero (the exit status says so). Targets (issue 4): 16,384 GPUs
// < 0.3 s; 131,072 GPUs < 3 s and < 2 GB.
//
// The generator picks the switch: 64-port QM9700 up to k³/4 = 65,536 ports,
// beyond that the Spectrum-4 SN5600 in its 128 x 400G breakout (k³/4 =
// 524,288). Storage (2 TB per GPU) is asked for at every size; at 131,072
// GPUs the storage fabric's core runs pass 100 m and take 400GBASE-DR4
// optics. Should a catalog lack the optics a size needs, that size is
// generated without storage and the reason is printed.
#include "analysis/analysis.h"
#include "benchutil.h"
#include "catalogsource.h"
#include "generator/generator.h"

#include <QDir>

#include <cstdio>
#include <cstdlib>
#include <map>

using namespace cs;

namespace {

std::map<std::string, Part> loadCatalog()
{
    std::map<std::string, Part> parts;
    const QDir dir(QStringLiteral(CS_SOURCE_DIR "/catalog/data"));
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        for (Part& p : catalog::readCatalogDataFile(dir.filePath(file))) {
            parts.emplace(p.id, std::move(p));
        }
    }
    return parts;
}

generator::ClusterSpec specFor(int gpus, bool storage, const std::map<std::string, Part>& parts)
{
    generator::ClusterSpec s;
    s.nodePartId = "nvidia-dgx-h100";
    s.gpus = gpus;
    s.fabric =
        gpus >= 16384 ? generator::FabricKind::RailOptimized : generator::FabricKind::FatTree;
    s.storageTb = storage ? gpus * 2.0 : 0; // 2 TB per GPU
    std::vector<Part> all;
    for (const auto& [id, p] : parts) {
        all.push_back(p);
    }
    s.supplyPartIds = generator::supplyPartIds(all);
    return s;
}

// Returns the number of error findings.
int run(int gpus, bool storage, const std::map<std::string, Part>& parts)
{
    const generator::ClusterSpec spec = specFor(gpus, storage, parts);
    const PartLookup lookup = [&](const std::string& id) -> std::optional<Part> {
        auto it = parts.find(id);
        return it == parts.end() ? std::nullopt : std::optional<Part>(it->second);
    };
    const double baseline = bench::rssMiB();
    bench::resetPeakRss();
    Design design;
    const double ms =
        bench::millisecondsOf([&] { design = generator::generateCluster(spec, lookup); });
    const double peak = bench::peakRssMiB();
    analysis::AnalysisReport report;
    const double analysisMs = bench::millisecondsOf([&] { report = analysis::analyze(design); });
    int errors = 0;
    for (const Finding& f : report.findings) {
        errors += f.severity == Severity::Error ? 1 : 0;
    }
    const Fabric& compute = design.fabrics().front();
    const std::string switchPart = design.device(compute.switches.front().device)->partId;
    std::printf(
        "%7d GPUs%s | %5zu racks %7zu devices %8zu links | %zu x %s | generate %8.1f ms | peak "
        "RSS %7.1f MiB (+%6.1f over %5.1f) | analysis %7.1f ms, %d errors, %zu findings\n",
        gpus, storage ? "" : " (no storage)", design.racks().size(), design.devices().size(),
        design.links().size(), compute.switches.size(), switchPart.c_str(), ms, peak,
        peak - baseline, baseline, analysisMs, errors, report.findings.size());
    return errors;
}

int runWithStorageIfPossible(int gpus, const std::map<std::string, Part>& parts)
{
    try {
        return run(gpus, true, parts);
    } catch (const generator::GeneratorError& e) {
        std::printf("%7d GPUs with storage: %s\n", gpus, e.what());
    }
    return run(gpus, false, parts);
}

} // namespace

int main(int argc, char** argv)
{
    bench::startLikeThePrograms(argv);
    const std::map<std::string, Part> parts = loadCatalog();
    int errors = 0;
    if (argc > 1) {
        errors += runWithStorageIfPossible(std::atoi(argv[1]), parts);
    } else {
        for (int gpus : {1024, 16384, 131072}) {
            errors += runWithStorageIfPossible(gpus, parts);
        }
    }
    return errors == 0 ? 0 : 1;
}
