#include "sensitivity.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace cs::tco {

namespace {

using Move = std::function<void(ModelParams&, double factor)>;

struct Input
{
    const char* name;
    Move move;
};

void scaleUtilization(ModelParams& p, double f)
{
    p.utilization = std::min(1.0, p.utilization * f);
    for (double& u : p.profile) {
        u = std::min(1.0, u * f);
    }
}

const std::vector<Input>& inputs()
{
    static const std::vector<Input> list = {
        {"gpu_price", [](ModelParams& p, double f) { p.gpuPriceFactor *= f; }},
        {"electricity_price", [](ModelParams& p, double f) { p.electricityPricePerKwh *= f; }},
        // A PUE below 1 cannot happen: the low side stops at 1.
        {"pue", [](ModelParams& p, double f) { p.pue = std::max(1.0, p.pue * f); }},
        {"utilization", scaleUtilization},
        {"cloud_price", [](ModelParams& p, double f) { p.cloudPriceFactor *= f; }},
        {"discount_rate", [](ModelParams& p, double f) { p.discountRate *= f; }},
        {"horizon",
         [](ModelParams& p, double f) {
             p.months = std::max(1, static_cast<int>(std::lround(p.months * f)));
         }},
    };
    return list;
}

double difference(const TcoInputs& in, const ModelParams& p)
{
    const ModelRun run = runModel(in, p);
    return run.build.npv - run.cloud.npv;
}

} // namespace

std::vector<SensitivityRow> sensitivity(const TcoInputs& in, const ModelParams& params, double step)
{
    std::vector<SensitivityRow> rows;
    if (!in.offer) {
        return rows;
    }
    const double base = difference(in, params);
    for (const Input& input : inputs()) {
        ModelParams low = params;
        ModelParams high = params;
        input.move(low, 1 - step);
        input.move(high, 1 + step);
        rows.push_back(
            SensitivityRow{input.name, difference(in, low) - base, difference(in, high) - base});
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const SensitivityRow& a, const SensitivityRow& b) {
                         return std::abs(a.high - a.low) > std::abs(b.high - b.low);
                     });
    return rows;
}

std::optional<double> breakevenUtilization(const TcoInputs& in, const ModelParams& params)
{
    if (!in.offer) {
        return std::nullopt;
    }
    ModelParams p = params;
    p.profile.clear();
    p.utilization = 0;
    const double at0 = difference(in, p);
    p.utilization = 1;
    const double at1 = difference(in, p);
    if (std::abs(at1 - at0) < 1e-9 * (1 + std::abs(at0))) {
        return std::nullopt;
    }
    const double u = at0 / (at0 - at1);
    if (u < 0 || u > 1) {
        return std::nullopt;
    }
    return u;
}

} // namespace cs::tco
