#include "plan.h"

#include <charconv>
#include <stdexcept>

namespace cs::perf {

namespace {

int* slotFor(ParallelPlan& plan, const std::string& key)
{
    if (key == "tp")
        return &plan.tp;
    if (key == "pp")
        return &plan.pp;
    if (key == "dp")
        return &plan.dp;
    if (key == "cp")
        return &plan.cp;
    if (key == "ep")
        return &plan.ep;
    if (key == "vp")
        return &plan.vp;
    if (key == "micro_batch")
        return &plan.microBatch;
    if (key == "zero")
        return &plan.zeroStage;
    return nullptr;
}

void setDegree(ParallelPlan& plan, const std::string& item)
{
    const std::size_t eq = item.find('=');
    const std::string key = item.substr(0, eq);
    int* slot = slotFor(plan, key);
    if (eq == std::string::npos || !slot) {
        throw std::invalid_argument("\"" + item +
                                    "\" is not one of tp, pp, dp, cp, ep, vp, micro_batch, zero "
                                    "given as KEY=N.");
    }
    const std::string value = item.substr(eq + 1);
    int n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    const int lowest = key == "zero" ? 0 : 1;
    if (ec != std::errc() || end != value.data() + value.size() || n < lowest || n > 1000000 ||
        (key == "zero" && n > 3)) {
        throw std::invalid_argument(key + "=" + value + ": " + key + " is a whole number" +
                                    (key == "zero" ? " from 0 to 3." : " from 1 to 1000000."));
    }
    *slot = n;
}

} // namespace

ParallelPlan parsePlan(const std::string& text)
{
    ParallelPlan plan;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::string item =
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!item.empty()) {
            setDegree(plan, item);
        }
        if (comma == std::string::npos) {
            break;
        }
        start = comma + 1;
    }
    return plan;
}

std::string planLabel(const ParallelPlan& p)
{
    return "tp " + std::to_string(p.tp) + " · pp " + std::to_string(p.pp) + " · dp " +
           std::to_string(p.dp) + " · cp " + std::to_string(p.cp) + " · ep " +
           std::to_string(p.ep) + " · vp " + std::to_string(p.vp) + " · micro-batch " +
           std::to_string(p.microBatch) + " · ZeRO " + std::to_string(p.zeroStage);
}

} // namespace cs::perf
