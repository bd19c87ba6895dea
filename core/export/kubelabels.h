#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

// Kubernetes' rules for labels ("Labels and Selectors", Syntax and character
// set, kubernetes.io/docs/concepts/overview/working-with-objects/labels/): a
// value is empty or at most 63 characters, letters, digits, '-', '_' and '.',
// beginning and ending with a letter or digit; a key is an optional prefix, a
// DNS subdomain of at most 253 characters, and '/', then a name following the
// value's rules that is not empty.
namespace cs::exports {

bool isLabelValue(const std::string& value);
bool isLabelKey(const std::string& key);

// `name` as a label value: each run of other characters as one '-', cut to
// 63 characters and trimmed to a letter or digit at both ends ("机柜 A/1" →
// "A-1"; nothing left → "").
std::string labelValueOf(const std::string& name);

// Label values for named things of one kind (racks, rows), distinct for
// distinct entries: a name that is a label value keeps it, first come first
// served; any other is cleaned (labelValueOf), becomes "<kind>-<id>" when
// nothing is left, and gets "-<id>" when the result is taken (firstFreeName()).
using NamedIds = std::vector<std::pair<std::uint32_t, std::string>>;
std::unordered_map<std::uint32_t, std::string> uniqueLabelValues(const NamedIds& named,
                                                                 const std::string& kind);

} // namespace cs::exports
