#pragma once

#include "model/design.h"
#include "tco/tcoassumptions.h"

#include <string>

// One 8-GPU server whose every figure is chosen for easy TCO arithmetic.
namespace cs::test::tco {

Price usd(double amount, const char* per = "unit");
Part gpu();  // 25,000 USD, 700 W, 1,000 TFLOPS BF16 dense
Part node(); // 8 GPUs, 10 kW at peak, 2 kW idle, 200,000 USD
// An instance of 8 GPUs at `perHour` USD an hour.
Part offer(const std::string& id, const std::string& mode, double perHour);
// One node and an on-demand offer at 40 USD an hour (5 USD per GPU-hour);
// PUE 1.5, 0.10 USD per kWh.
Design oneNode();
// 3 years, no discounting, 80% utilisation, staff 0.5 FTE × 120,000 a year.
cs::tco::TcoAssumptions threeYears();

} // namespace cs::test::tco
