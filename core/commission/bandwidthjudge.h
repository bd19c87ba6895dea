#pragma once

#include "commission.h"
#include "designundertest.h"

#include <string>

namespace cs::commission {

// The host a bandwidth output ran on: the one it names, else the one its file
// name gives (hostFromFileName); empty when neither does.
std::string hostOf(const BandwidthFile& f);

// Judges each figure of the file against what the design predicts for it on
// the GPU node of its host (or on the design's only kind of GPU node when the
// output names no host), adding the judgements and the findings (a host the
// design lacks, a GPU other than the design's, a failed run) to the report.
void judgeBandwidth(const DesignUnderTest& design, const BandwidthFile& f,
                    CommissionReport& report);

} // namespace cs::commission
