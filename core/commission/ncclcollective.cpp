#include "ncclcollective.h"

#include "benchmarkerror.h"
#include "commissiontext.h"

#include <QFileInfo>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

namespace cs::commission {

namespace {

// nccl-tests' programs (src/*.cu), longer names first so "reduce" is tried
// after the names that contain it.
constexpr std::array<const char*, 10> kTests{
    "reduce_scatter", "all_reduce", "all_gather", "alltoall", "sendrecv",
    "broadcast",      "hypercube",  "gather",     "scatter",  "reduce"};

std::string squeezed(std::string s)
{
    std::erase_if(s, [](char c) { return c == '_' || c == '-' || c == ' '; });
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

std::string testIn(const std::string& name)
{
    const std::string s = squeezed(name);
    for (const char* test : kTests) {
        if (s.find(squeezed(test)) != std::string::npos) {
            return test;
        }
    }
    return {};
}

bool near(double ratio, double factor)
{
    // The table prints two decimals: 3% covers its rounding at the sizes that count.
    return std::abs(ratio - factor) <= 0.03 * factor;
}

std::string testFromTable(const NcclTestsRun& run)
{
    const NcclRow& row = run.largest();
    const double n = double(run.ranks.size());
    if (row.outOfPlace.algbwGBps <= 0 || n < 2) {
        return {};
    }
    const double ratio = row.outOfPlace.busbwGBps / row.outOfPlace.algbwGBps;
    const bool reduces = row.redop != "none" && !row.redop.empty();
    if (row.root >= 0) {
        return reduces ? "reduce" : "broadcast";
    }
    if (reduces) {
        return near(ratio, 2 * (n - 1) / n) ? "all_reduce"
               : near(ratio, (n - 1) / n)   ? "reduce_scatter"
                                            : std::string();
    }
    return near(ratio, 1.0) ? "sendrecv" : std::string();
}

} // namespace

std::string ncclTestName(const NcclTestsRun& run, const std::string& fileName)
{
    if (std::string t = testIn(run.program); !t.empty()) {
        return t;
    }
    if (std::string t =
            testIn(QFileInfo(QString::fromStdString(fileName)).fileName().toStdString());
        !t.empty()) {
        return t;
    }
    if (std::string t = testFromTable(run); !t.empty()) {
        return t;
    }
    throw BenchmarkError(run.headerLine,
                         CommissionText::tr("Cannot tell which nccl-tests program wrote this "
                                            "table; keep the program's name in the file's name "
                                            "(all_gather_perf.txt, alltoall_perf.txt, ...)."));
}

std::optional<perf::Collective> modelledCollective(const std::string& testName)
{
    if (testName == "all_reduce") {
        return perf::Collective::AllReduce;
    }
    if (testName == "all_gather") {
        return perf::Collective::AllGather;
    }
    if (testName == "reduce_scatter") {
        return perf::Collective::ReduceScatter;
    }
    if (testName == "alltoall") {
        return perf::Collective::AllToAll;
    }
    if (testName == "sendrecv") {
        return perf::Collective::SendRecv;
    }
    return std::nullopt;
}

} // namespace cs::commission
