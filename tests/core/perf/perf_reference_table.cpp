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
    std::fputs("\nHeld out (not used to set any constant):\n\n", stdout);
    std::fputs(cs::perf::reference::markdownTable(cs::perf::reference::heldOutRows(parts)).c_str(),
               stdout);
    return 0;
}
