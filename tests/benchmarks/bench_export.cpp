// Export times on synthetic clusters: the cabling plan (one row per link) and
// the Slurm files as text, and the cabling plan as a workbook, which is the
// slowest export (every cell is written as XML and deflated; its rows are
// produced one at a time and stream into the file, so the peak memory is the
// design's). Targets (speed-at-scale issue): the workbook of 131,072 GPUs in
// ≤ 3 s and ≤ 300 MB. The CSV export (streamed into the file) is timed
// against its floor, fwrite of the same bytes: the ratio holds on a busy
// machine. Target (speed-at-scale issue): 131,072 GPUs' CSV in ≤ 0.2 s.
//   bin/bench_export [GPUS ...]   (default 1024 16384 131072)
#include "benchutil.h"
#include "designargs.h"
#include "export/cablingplan.h"
#include "export/csvwriter.h"
#include "export/exportfiles.h"
#include "export/slurm.h"
#include "export/workbookwriter.h"
#include "syntheticcluster.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace cs;

namespace {

// Writing `bytes` with one fwrite: the floor of any CSV export.
double fwriteMs(const std::string& bytes, const QString& path)
{
    return bench::bestMillisecondsOf(3, [&] {
        std::FILE* f = std::fopen(path.toLocal8Bit().constData(), "wb");
        if (f) {
            std::fwrite(bytes.data(), 1, bytes.size(), f);
            std::fclose(f);
        }
    });
}

// The cabling CSV as the export writes it (streamed from the design straight
// into an atomically replaced file) against its floor; returns the export's
// time. The text alone, built in memory, is timed beside it.
double cablingCsvMs(const Design& d, const QString& scratch)
{
    std::string csv;
    const double textMs = bench::bestMillisecondsOf(3, [&] { csv = exports::cablingCsv(d); });
    exports::ExportSource source(d);
    const QString path = scratch + QStringLiteral("/cabling.csv");
    const double exportMs =
        bench::bestMillisecondsOf(3, [&] { (void)exports::writeCablingCsv(source, path); });
    const double floorMs = fwriteMs(csv, scratch + QStringLiteral("/floor.csv"));
    std::printf("  cabling CSV %.1f MiB: export to a file %.1f ms (%.0f MB/s); the text in memory "
                "%.1f ms; fwrite %.1f ms; export = %.1f× the floor\n",
                double(csv.size()) / (1 << 20), exportMs, double(csv.size()) / 1e3 / exportMs,
                textMs, floorMs, exportMs / floorMs);
    return exportMs;
}

void benchmark(int gpus, const QString& scratch)
{
    const Design d = bench::syntheticCluster(gpus);
    const double csvMs = cablingCsvMs(d, scratch);
    const double slurmMs = bench::bestMillisecondsOf(3, [&] { (void)exports::slurmConfig(d); });
    bench::resetPeakRss();
    const double xlsxMs = bench::millisecondsOf([&] {
        (void)exports::writeWorkbook(std::vector<exports::SheetSource>{exports::cablingSheet(d)},
                                     scratch + QStringLiteral("/cabling.xlsx"));
    });
    std::printf("%7d GPUs, %7zu links: cabling CSV %8.1f ms, Slurm %7.1f ms, "
                "cabling workbook %8.1f ms, peak RSS %.0f MiB\n",
                gpus, d.links().size(), csvMs, slurmMs, xlsxMs, bench::peakRssMiB());
}

} // namespace

int main(int argc, char** argv)
{
    bench::startLikeThePrograms(argv);
    QCoreApplication app(argc, argv);
    QTemporaryDir scratch;
    for (int gpus : bench::gpuCountsOf(argc, argv, {1024, 16384, 131072})) {
        benchmark(gpus, scratch.path());
    }
    return 0;
}
