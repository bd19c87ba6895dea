#pragma once

#include "tcomodel.h"

#include <optional>
#include <vector>

namespace cs::tco {

// The tornado: for each input (gpu_price, electricity_price, pue, utilization,
// cloud_price, discount_rate, horizon) the change in build NPV − cloud NPV when
// the input is 20% lower and 20% higher, largest swing |high − low| first.
// Empty when the cloud option is not costed.
std::vector<SensitivityRow> sensitivity(const TcoInputs& inputs, const ModelParams& params,
                                        double step = 0.2);

// The flat utilisation at which build and cloud have the same NPV over the
// horizon. Build and cloud are both linear in utilisation, so two runs (0 and
// 1) give the line exactly. Unset when there is no crossing in [0, 1].
std::optional<double> breakevenUtilization(const TcoInputs& inputs, const ModelParams& params);

} // namespace cs::tco
