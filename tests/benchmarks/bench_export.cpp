// Export times on synthetic clusters: the cabling plan (one row per link) and
// the Slurm files as text, and the cabling plan as a workbook, which is the
// slowest export (every cell goes through libxlsxwriter and zlib).
//   bin/bench_export [GPUS ...]   (default 1024 16384 131072)
#include "benchutil.h"
#include "export/cablingplan.h"
#include "export/csvwriter.h"
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

void benchmark(int gpus, const QString& scratch)
{
    const Design d = bench::syntheticCluster(gpus);
    std::size_t csvBytes = 0;
    const double csvMs = bench::bestMillisecondsOf(3, [&] {
        csvBytes = exports::tableToCsv(exports::cablingTable(exports::cablingPlan(d))).size();
    });
    const double slurmMs = bench::bestMillisecondsOf(3, [&] { (void)exports::slurmConfig(d); });
    bench::resetPeakRss();
    const double xlsxMs = bench::millisecondsOf([&] {
        (void)exports::writeWorkbook({exports::cablingTable(exports::cablingPlan(d))},
                                     scratch + QStringLiteral("/cabling.xlsx"));
    });
    std::printf("%7d GPUs, %7zu links: cabling CSV %8.1f ms (%.1f MiB), Slurm %7.1f ms, "
                "cabling workbook %8.1f ms, peak RSS %.0f MiB\n",
                gpus, d.links().size(), csvMs, double(csvBytes) / (1 << 20), slurmMs, xlsxMs,
                bench::peakRssMiB());
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i) {
        sizes.push_back(std::atoi(argv[i]));
    }
    if (sizes.empty()) {
        sizes = {1024, 16384, 131072};
    }
    QTemporaryDir scratch;
    for (int gpus : sizes) {
        benchmark(gpus, scratch.path());
    }
    return 0;
}
