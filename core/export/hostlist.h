#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cs::exports {

// Orders names with runs of digits compared by value: "dgx-2" < "dgx-10".
bool naturalLess(std::string_view a, std::string_view b);

// A Slurm hostlist expression for the names: names that differ only in a
// trailing number of the same width form ranges, "dgx-[01-04,07]"; a lone
// name stays as it is. Names keep their natural order; duplicates are
// dropped. "dgx-01,dgx-02,dgx-03,login" → "dgx-[01-03],login".
std::string compressHostlist(std::vector<std::string> names);

// A name Slurm accepts as a node or switch name: characters other than
// letters, digits, '-', '_' and '.' become '-'.
std::string slurmName(const std::string& name);

} // namespace cs::exports
