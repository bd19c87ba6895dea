#include "referenceruns.h"

#include "catalogsource.h"
#include "perf/collective.h"
#include "perf/hardware.h"
#include "perf/plansearch.h"
#include "perf/training.h"

#include <QDir>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>

namespace cs::perf::reference {

namespace {

nlohmann::json referenceData()
{
    std::ifstream in(CS_SOURCE_DIR "/tests/data/perf/reference-runs.json");
    return nlohmann::json::parse(in);
}

const Part& partOf(const PartMap& parts, const std::string& id)
{
    const auto it = parts.find(id);
    if (it == parts.end()) {
        throw std::runtime_error("The bundled catalog has no part " + id);
    }
    return it->second;
}

// Megatron-LM (2021) as the paper ran it: full recomputation, the score
// matrix stored, no sequence parallelism, no sharded optimizer, gradients
// all-reduced after the backward pass (its local DDP).
TrainingSetup megatronSetup(const nlohmann::json& row, int sequence, int vocab)
{
    TrainingProfile t;
    t.parameters = row["parameters"];
    t.trainingTokens = 300e9;
    t.sequenceLength = sequence;
    t.shape.layers = row["layers"].get<int>();
    t.shape.hiddenSize = row["hidden"].get<int>();
    t.shape.attentionHeads = row["heads"].get<int>();
    t.shape.vocabSize = vocab;
    t.globalBatchSequences = row["global_batch"].get<int>();
    t.recomputation = true;
    t.sequenceParallel = false;
    t.attentionKernel = AttentionKernel::Unfused;
    t.overlapGradReduce = false;
    return trainingSetupOf(t);
}

// The paper's hardware FLOPs per sequence (its equation 3, B = 1):
// 96·s·l·h²·(1 + s/(6h) + V/(16·l·h)).
double paperFlopsPerSequence(double s, double l, double h, double v)
{
    return 96.0 * s * l * h * h * (1.0 + s / (6.0 * h) + v / (16.0 * l * h));
}

std::string planText(const ParallelPlan& p)
{
    return "micro-batch " + std::to_string(p.microBatch) + ", vp " + std::to_string(p.vp);
}

std::string format(const char* pattern, double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, pattern, value);
    return buffer;
}

} // namespace

PartMap bundledCatalog()
{
    PartMap parts;
    const QDir dir(QStringLiteral(CS_SOURCE_DIR "/catalog/data"));
    for (const QString& file : dir.entryList({QStringLiteral("*.json")})) {
        for (Part& p : catalog::readCatalogDataFile(dir.filePath(file))) {
            parts.emplace(p.id, std::move(p));
        }
    }
    return parts;
}

std::vector<Comparison> megatronRows(const PartMap& parts)
{
    const nlohmann::json data = referenceData()["megatron_selene"];
    const int sequence = data["sequence_length"];
    const int vocab = data["vocab_size"];
    const Part& node = partOf(parts, data["node"]);
    std::vector<Comparison> out;
    for (const nlohmann::json& row : data["rows"]) {
        const int tp = row["tp"], pp = row["pp"], dp = row["dp"];
        const HardwareView hw = hardwareFromCatalog(node, tp * pp * dp / 8, parts);
        TrainingSetup setup = megatronSetup(row, sequence, vocab);
        SearchOptions options;
        options.fixed = ParallelPlan{tp, pp, dp, 1, 1, 1, 1, 0};
        options.searchMicroBatchAndVp = true;
        options.top = 100;
        const PlanSearch search = searchPlans(hw, setup, options);
        Comparison c;
        c.what = "Megatron " + format("%.1fB", row["parameters"].get<double>() / 1e9) + ", TP " +
                 std::to_string(tp) + " PP " + std::to_string(pp) + " DP " + std::to_string(dp);
        c.quantity = "tokens/s per GPU";
        const double flops = paperFlopsPerSequence(sequence, row["layers"], row["hidden"], vocab);
        // tokens/s/GPU = TFLOP/s/GPU × 10¹² × s ÷ F(B = 1), performance.md's rule.
        c.measured = row["tflops_per_gpu"].get<double>() * 1e12 * sequence / flops;
        // Table 2 states micro-batch 1; elsewhere the model picks the fastest.
        const int microBatch = row.value("micro_batch", 0);
        for (const RankedPlan& r : search.plans) {
            if (microBatch == 0 || r.estimate.plan.microBatch == microBatch) {
                c.predicted = r.estimate.tokensPerSPerGpu;
                c.plan = planText(r.estimate.plan);
                break;
            }
        }
        out.push_back(c);
    }
    return out;
}

std::vector<Comparison> ncclRows(const PartMap& parts)
{
    const nlohmann::json data = referenceData()["nccl_all_reduce_8gpu"];
    std::vector<Comparison> out;
    for (const nlohmann::json& row : data["rows"]) {
        const HardwareView hw = hardwareFromCatalog(partOf(parts, row["node"]), 1, parts);
        for (std::size_t i = 0; i < data["message_bytes"].size(); ++i) {
            const double bytes = data["message_bytes"][i];
            const CollectiveCost cost =
                costCollective(hw, Collective::AllReduce, bytes, groupOf(hw, 8, 1));
            Comparison c;
            c.what = row["server"].get<std::string>() + ", " + format("%.0f MiB", bytes / 1048576);
            c.quantity = "all-reduce busbw GB/s";
            c.measured = row["busbw"][i];
            c.predicted = cost.busbwGBps;
            c.plan = cost.algorithm + " " + cost.protocol;
            out.push_back(c);
        }
    }
    return out;
}

std::vector<Comparison> heldOutRows(const PartMap& parts)
{
    const nlohmann::json data = referenceData()["held_out_llama3"];
    const nlohmann::json& shape = data["shape"];
    TrainingProfile t;
    t.parameters = shape["parameters"];
    t.trainingTokens = 15.6e12;
    t.sequenceLength = shape["sequence_length"];
    t.shape.layers = shape["pipeline_layers"].get<int>();
    t.shape.hiddenSize = shape["hidden"].get<int>();
    t.shape.attentionHeads = shape["heads"].get<int>();
    t.shape.kvHeads = shape["kv_heads"].get<int>();
    t.shape.ffnHiddenSize = shape["ffn"].get<int>();
    t.shape.vocabSize = shape["vocab"].get<int>();
    t.globalBatchSequences = shape["global_batch"].get<int>();
    TrainingProfile counted = t;
    counted.shape.layers = shape["layers"].get<int>();
    const double flopsPerToken =
        modelFlopsPerToken(trainingSetupOf(counted).model, t.sequenceLength);
    const Part& node = partOf(parts, data["node"]);
    std::vector<Comparison> out;
    for (const nlohmann::json& row : data["rows"]) {
        const int gpus = row["gpus"];
        const HardwareView hw = hardwareFromCatalog(node, gpus / 8, parts);
        for (bool recompute : {true, false}) {
            t.recomputation = recompute;
            SearchOptions options;
            options.fixed = ParallelPlan{row["tp"], row["pp"], row["dp"], 1, 1, 1, 1, 1};
            options.searchMicroBatchAndVp = true;
            const PlanSearch search = searchPlans(hw, trainingSetupOf(t), options);
            Comparison c;
            c.what = "Llama 3 405B, " + std::to_string(gpus) + " H100, " +
                     (recompute ? "full recomputation" : "no recomputation");
            c.quantity = "MFU %";
            c.measured = 100.0 * row["mfu"].get<double>();
            if (!search.plans.empty()) {
                const TrainingEstimate& e = search.plans.front().estimate;
                c.predicted = 100.0 * e.tokensPerS * flopsPerToken / (gpus * 989e12);
                c.plan = planText(e.plan) + (e.memory.fits() ? "" : ", does not fit");
            }
            out.push_back(c);
        }
    }
    return out;
}

std::string markdownTable(const std::vector<Comparison>& rows)
{
    std::string t = "| case | quantity | measured | predicted | error | model's choice |\n"
                    "|---|---|---|---|---|---|\n";
    for (const Comparison& c : rows) {
        t += "| " + c.what + " | " + c.quantity + " | " + format("%.1f", c.measured) + " | " +
             format("%.1f", c.predicted) + " | " + format("%+.0f%%", 100 * c.error()) + " | " +
             c.plan + " |\n";
    }
    return t;
}

} // namespace cs::perf::reference
