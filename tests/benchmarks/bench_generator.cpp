// Design generation for 1,024, 16,384 and 131,072 GPUs of DGX H100: time and
// peak memory of generateCluster() alone (catalog reading excluded), and the
// analysis of the result. Targets (issue 4): 16,384 GPUs < 0.3 s; 131,072 GPUs
// < 3 s and < 2 GB.
//
// 131,072 GPUs are beyond a 3-tier fabric of 64-port QM9700 (k³/4 = 65,536
// ports), so that size uses the 144-port Quantum-X800 Q3400. The bundled
// catalog has no 1.6T twin-port optics nor 800G fibre for its 800G
// switch-to-switch links, and no 400G single-port OSFP optics beyond 100 m for
// the storage fabric's runs across a ~100 m floor; the benchmark adds
// synthetic ones (ids starting "bench-") for the timing, which does not depend
// on their figures.
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

Part syntheticOptic(const std::string& id, const std::string& media, double reachM,
                    double gbps = 1600, int ports = 2)
{
    Part p;
    p.id = id;
    p.kind = PartKind::Transceiver;
    p.name = "Synthetic OSFP optic (" + media + ")";
    p.vendor = "benchmark";
    p.source = "synthetic, for timing only";
    p.power = PowerWatts{std::nullopt, std::nullopt, 25};
    p.transceiver = TransceiverSpec{gbps, ports, "OSFP", media, reachM};
    return p;
}

Part syntheticFibre(const std::string& media, double lengthM, double reachM)
{
    Part p;
    p.id = "bench-800g-" + media + "-" + std::to_string(static_cast<int>(lengthM)) + "m";
    p.kind = PartKind::Cable;
    p.name = "Synthetic 800G fibre";
    p.vendor = "benchmark";
    p.source = "synthetic, for timing only";
    p.cable = CableSpec{media, 800, lengthM, reachM, 1, true};
    return p;
}

void addSyntheticParts(std::map<std::string, Part>& parts)
{
    std::vector<Part> extra{syntheticOptic("bench-osfp-1p6t-mmf", "mmf", 50),
                            syntheticOptic("bench-osfp-1p6t-smf", "smf", 2000),
                            syntheticOptic("bench-osfp-400g-smf-2km", "smf", 2000, 400, 1)};
    for (double m : {3.0, 5.0, 10.0, 20.0, 30.0, 50.0}) {
        extra.push_back(syntheticFibre("mmf", m, 50));
    }
    for (double m : {10.0, 30.0, 50.0, 100.0, 200.0, 500.0}) {
        extra.push_back(syntheticFibre("smf", m, 2000));
    }
    for (Part& p : extra) {
        parts.emplace(p.id, std::move(p));
    }
}

generator::ClusterSpec specFor(int gpus, const std::map<std::string, Part>& parts)
{
    generator::ClusterSpec s;
    s.nodePartId = "nvidia-dgx-h100";
    s.gpus = gpus;
    s.fabric =
        gpus >= 16384 ? generator::FabricKind::RailOptimized : generator::FabricKind::FatTree;
    s.storageTb = gpus * 2.0; // 2 TB per GPU
    if (gpus > 65536) {
        s.computeSwitchPartId = "nvidia-quantum-x800-q3400";
    }
    std::vector<Part> all;
    for (const auto& [id, p] : parts) {
        all.push_back(p);
    }
    s.supplyPartIds = generator::supplyPartIds(all);
    return s;
}

void run(int gpus, const std::map<std::string, Part>& parts)
{
    const generator::ClusterSpec spec = specFor(gpus, parts);
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
    std::printf(
        "%7d GPUs | %5zu racks %7zu devices %8zu links | generate %8.1f ms | peak RSS %7.1f MiB "
        "(+%6.1f over %5.1f) | analysis %7.1f ms, %d errors, %zu findings\n",
        gpus, design.racks().size(), design.devices().size(), design.links().size(), ms, peak,
        peak - baseline, baseline, analysisMs, errors, report.findings.size());
}

} // namespace

int main(int argc, char** argv)
{
    std::map<std::string, Part> parts = loadCatalog();
    addSyntheticParts(parts);
    if (argc > 1) {
        run(std::atoi(argv[1]), parts);
        return 0;
    }
    for (int gpus : {1024, 16384, 131072}) {
        run(gpus, parts);
    }
    return 0;
}
