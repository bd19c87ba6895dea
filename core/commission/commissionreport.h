#pragma once

#include "commission.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cs::commission {

// {"nccl": [...], "findings": [...]} with the keys docs/commissioning.md lists.
nlohmann::json reportToJson(const CommissionReport& report);

// The same for people: one block per file, then the findings.
std::string reportToText(const CommissionReport& report);

} // namespace cs::commission
