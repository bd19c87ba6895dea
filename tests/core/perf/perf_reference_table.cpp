// Prints the predicted-vs-measured table of docs/performance-model.md.
#include "referenceruns.h"

#include <cstdio>

int main()
{
    const cs::PartMap parts = cs::perf::reference::bundledCatalog();
    auto rows = cs::perf::reference::megatronRows(parts);
    const auto nccl = cs::perf::reference::ncclRows(parts);
    rows.insert(rows.end(), nccl.begin(), nccl.end());
    std::fputs(cs::perf::reference::markdownTable(rows).c_str(), stdout);
    return 0;
}
