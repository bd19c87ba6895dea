#pragma once

#include "commission.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cs::commission {

// {"nccl": [...], "bandwidth": [...], "findings": [...]} with the keys
// docs/commissioning.md lists.
nlohmann::json reportToJson(const CommissionReport& report);

// The same for people: one block per nccl-tests file, one line per bandwidth
// test under its file's name, then the findings.
std::string reportToText(const CommissionReport& report);

} // namespace cs::commission
