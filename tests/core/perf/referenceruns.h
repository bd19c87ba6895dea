#pragma once

// The measured runs of tests/data/perf/reference-runs.json, predicted by the
// performance model. Shared by tst_perfreference (which asserts the agreement)
// and perf_reference_table (which prints the table docs/performance-model.md
// shows).
#include "model/part.h"

#include <string>
#include <vector>

namespace cs::perf::reference {

struct Comparison
{
    std::string what;     // "Megatron 1.7B, TP 1 PP 1 DP 32" or "nd-h100-v5, 8 GB"
    std::string quantity; // "tokens/s per GPU" or "busbw GB/s"
    double measured = 0;
    double predicted = 0;
    std::string plan; // the chosen micro-batch, vp; the NCCL algorithm
    double error() const { return predicted / measured - 1.0; }
};

PartMap bundledCatalog();
std::vector<Comparison> megatronRows(const PartMap& parts);
// Every message size of the three servers.
std::vector<Comparison> ncclRows(const PartMap& parts);
// Held-out runs (Llama 3 405B): for each, the prediction with full
// recomputation and without any, in that order.
std::vector<Comparison> heldOutRows(const PartMap& parts);
// The rows as a Markdown table.
std::string markdownTable(const std::vector<Comparison>& rows);

} // namespace cs::perf::reference
