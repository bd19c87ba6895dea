#include "perfreport.h"

#include <cstdio>

namespace cs::perf {

namespace {

using nlohmann::json;

std::string printf(const char* pattern, double a, double b = 0, double c = 0)
{
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, pattern, a, b, c);
    return buffer;
}

const char* scaleUpName(ScaleUpKind k)
{
    switch (k) {
    case ScaleUpKind::NvSwitch:
        return "switched";
    case ScaleUpKind::Pcie:
        return "pcie";
    case ScaleUpKind::None:
        return "none";
    }
    return "none";
}

} // namespace

json planJson(const TrainingEstimate& e, const std::string& why)
{
    const ParallelPlan& p = e.plan;
    const StepBreakdown& b = e.breakdown;
    json j = {{"tp", p.tp},
              {"pp", p.pp},
              {"dp", p.dp},
              {"cp", p.cp},
              {"ep", p.ep},
              {"vp", p.vp},
              {"micro_batch", p.microBatch},
              {"zero_stage", p.zeroStage},
              {"gpus", p.gpus()},
              {"global_batch_sequences", e.globalBatch},
              {"fits", e.memory.fits() && e.possible},
              {"memory_gb_per_gpu", e.memory.totalGb},
              {"usable_memory_gb_per_gpu", e.memory.usableGb},
              {"step_time_s", e.stepTimeS},
              {"tokens_per_s", e.tokensPerS},
              {"tokens_per_s_per_gpu", e.tokensPerSPerGpu},
              {"mfu", e.mfu},
              {"training_days", e.trainingDays},
              {"bound", e.bound},
              {"breakdown",
               {{"compute_s", b.computeS},
                {"tp_comm_s", b.tpCommS},
                {"cp_comm_s", b.cpCommS},
                {"ep_comm_s", b.epCommS},
                {"pp_bubble_s", b.ppBubbleS},
                {"dp_comm_s", b.dpCommS},
                {"optimizer_s", b.optimizerS},
                {"exposed_comm_s", b.exposedCommS()}}}};
    if (!why.empty()) {
        j["why_not_first"] = why;
    }
    return j;
}

json inferencePlanJson(const InferenceEstimate& e)
{
    return {{"tp", e.plan.tp},
            {"pp", e.plan.pp},
            {"replicas", e.replicas},
            {"batch", e.batch},
            {"fits", e.fits},
            {"meets_latency", e.meetsLatency},
            {"output_tokens_per_s", e.outputTokensPerS},
            {"output_tokens_per_s_per_gpu", e.outputTokensPerSPerGpu},
            {"time_to_first_token_ms", e.timeToFirstTokenMs},
            {"inter_token_latency_ms", e.interTokenLatencyMs},
            {"max_batch", e.maxBatch},
            {"bound", e.bound}};
}

json hardwareToJson(const HardwareView& hw)
{
    return {{"node", hw.nodeName},
            {"nodes", hw.nodes},
            {"gpus_per_node", hw.gpusPerNode},
            {"gpu", hw.gpu.name},
            {"bf16_tflops", hw.gpu.bf16Tflops},
            {"fp8_tflops", hw.gpu.fp8Tflops},
            {"memory_gb", hw.gpu.memoryGb},
            {"memory_tbytes_per_s", hw.gpu.memoryTBps},
            {"scale_up",
             {{"kind", scaleUpName(hw.scaleUp.kind)},
              {"link", hw.scaleUp.link},
              {"domain_gpus", hw.scaleUp.domainGpus},
              {"gbytes_per_s_per_direction", hw.scaleUp.gbytesPerSPerDirection},
              {"nvls", hw.scaleUp.nvls}}},
            {"scale_out",
             {{"gbits_per_gpu", hw.scaleOut.gbitsPerGpu},
              {"oversubscription", hw.scaleOut.oversubscription},
              {"tiers", hw.scaleOut.tiers},
              {"max_hops", hw.scaleOut.maxHops},
              {"rdma", hw.scaleOut.rdma}}},
            {"notes", hw.notes}};
}

json trainingToJson(const PlanSearch& s)
{
    json plans = json::array();
    for (const RankedPlan& r : s.plans) {
        plans.push_back(planJson(r.estimate, r.whyNotFirst));
    }
    return {{"plans", plans}, {"plans_evaluated", s.evaluated}, {"plans_not_fitting", s.doNotFit}};
}

json inferenceToJson(const std::vector<InferenceEstimate>& plans)
{
    json list = json::array();
    for (const InferenceEstimate& e : plans) {
        list.push_back(inferencePlanJson(e));
    }
    json first = plans.empty() ? json(nullptr) : inferencePlanJson(plans.front());
    return {{"inference", first}, {"plans", list}};
}

json collectiveToJson(Collective c, double bytes, GroupShape g, int nodes,
                      const CollectiveCost& cost)
{
    return {{"collective",
             {{"name", toName(c)},
              {"message_bytes", bytes},
              {"gpus", g.gpus},
              {"nodes", nodes},
              {"scale_up_domains", g.nodes()},
              {"algorithm", cost.algorithm},
              {"protocol", cost.protocol},
              {"algbw_gbytes_per_s", cost.algbwGBps},
              {"busbw_gbytes_per_s", cost.busbwGBps},
              {"time_s", cost.timeS}}}};
}

std::string hardwareToText(const HardwareView& hw)
{
    std::string t = std::to_string(hw.nodes) + " × " + hw.nodeName + ": " +
                    std::to_string(hw.gpus()) + " × " + hw.gpu.name + "\n";
    t += printf("  per GPU: %.0f TFLOPS BF16 dense, %.0f GB at %.2f TB/s\n", hw.gpu.bf16Tflops,
                hw.gpu.memoryGb, hw.gpu.memoryTBps);
    t += "  scale-up: " + hw.scaleUp.link + ", " + std::to_string(hw.scaleUp.domainGpus) + " GPUs" +
         printf(", %.0f GB/s per GPU each way", hw.scaleUp.gbytesPerSPerDirection) +
         (hw.scaleUp.nvls ? ", NVLink SHARP" : "") + "\n";
    t += printf("  fabric: %.0f Gb/s per GPU cabled, %.2f : 1 oversubscribed, ",
                hw.scaleOut.gbitsPerGpu, hw.scaleOut.oversubscription) +
         std::to_string(hw.scaleOut.tiers) + " tier(s)" + (hw.scaleOut.rdma ? "" : ", no RDMA") +
         "\n";
    for (const std::string& n : hw.notes) {
        t += "  note: " + n + "\n";
    }
    return t;
}

std::string trainingToText(const PlanSearch& s)
{
    std::string t;
    for (std::size_t i = 0; i < s.plans.size(); ++i) {
        const TrainingEstimate& e = s.plans[i].estimate;
        const StepBreakdown& b = e.breakdown;
        t += std::to_string(i + 1) + ". " + planLabel(e.plan) + "\n";
        t += printf("   step %.3g s, %.4g tokens/s (%.4g per GPU), ", e.stepTimeS, e.tokensPerS,
                    e.tokensPerSPerGpu) +
             printf("MFU %.1f%%, %.1f days; ", 100 * e.mfu, e.trainingDays) +
             printf("%.1f of %.1f GB per GPU", e.memory.totalGb, e.memory.usableGb) + "\n";
        t += printf("   compute %.3g s, TP %.3g s, CP %.3g s, ", b.computeS, b.tpCommS, b.cpCommS) +
             printf("EP %.3g s, bubble %.3g s, DP %.3g s, ", b.epCommS, b.ppBubbleS, b.dpCommS) +
             printf("optimizer %.3g s; bound by ", b.optimizerS) + e.bound + "\n";
        if (!s.plans[i].whyNotFirst.empty()) {
            t += "   behind: " + s.plans[i].whyNotFirst + "\n";
        }
    }
    t += std::to_string(s.evaluated) + " plans evaluated, " + std::to_string(s.doNotFit) +
         " do not fit in memory.\n";
    return t;
}

std::string inferenceToText(const std::vector<InferenceEstimate>& plans)
{
    std::string t;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const InferenceEstimate& e = plans[i];
        t += std::to_string(i + 1) + ". tp " + std::to_string(e.plan.tp) + " · pp " +
             std::to_string(e.plan.pp) + " × " + std::to_string(e.replicas) + " replicas, batch " +
             std::to_string(e.batch) + " (at most " + std::to_string(e.maxBatch) + ")\n";
        if (!e.fits) {
            t += e.bound == "memory capacity"
                     ? "   does not fit: the weights leave no room for one sequence's K/V cache\n"
                     : "   cannot run: " + e.bound + "\n";
            continue;
        }
        t += printf("   %.4g output tokens/s (%.4g per GPU), first token %.0f ms, ",
                    e.outputTokensPerS, e.outputTokensPerSPerGpu, e.timeToFirstTokenMs) +
             printf("%.1f ms per token; bound by ", e.interTokenLatencyMs) + e.bound +
             (e.meetsLatency ? "" : "; slower than 20 tokens/s per sequence") + "\n";
    }
    return t;
}

std::string collectiveToText(Collective c, double bytes, GroupShape g, int nodes,
                             const CollectiveCost& cost)
{
    const std::string domains =
        nodes > g.nodes() ? printf(" in %.0f scale-up domain(s)", g.nodes()) : std::string();
    return std::string(toName(c)) + printf(" of %.4g bytes over %.0f GPUs", bytes, g.gpus) +
           printf(" on %.0f node(s)", nodes) + domains + printf(": %.4g s, ", cost.timeS) +
           printf("algbw %.4g GB/s, busbw %.4g GB/s (", cost.algbwGBps, cost.busbwGBps) +
           cost.algorithm + " " + cost.protocol + ")\n";
}

nlohmann::json workToJson(const WorkEstimate& e)
{
    return {{"gpus", e.gpus},
            {"peak_per_gpu", e.peakPerGpu},
            {"sustained_share", e.sustainedShare},
            {"sustained_share_is_default", e.sharedDefault},
            {"rate_per_gpu", e.ratePerGpu},
            {"cluster_rate", e.clusterRate()},
            {"days", e.days},
            {"bound", e.bound},
            {"unit", e.unit}};
}

std::string workToText(const WorkEstimate& e)
{
    if (!e.runs()) {
        return e.problem + "\n";
    }
    char line[256];
    std::snprintf(line, sizeof line,
                  "Work: %.1f days on %d GPUs at %.4g %s/s per GPU (%.0f%% %s), bound by %s\n",
                  e.days, e.gpus, e.ratePerGpu, e.unit.c_str(), e.sustainedShare * 100,
                  e.peakPerGpu > 0 ? "of peak" : "scaling efficiency", e.bound.c_str());
    return line;
}

} // namespace cs::perf
