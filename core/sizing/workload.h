#pragma once

// The workload types under the sizing's namespace, where its code and callers
// name them (sizing::Workload); they live in model/workload.h and are read and
// written by io/workloadcodec.h.
#include "io/workloadcodec.h"
#include "model/workload.h"

namespace cs::sizing {

using cs::AttentionKernel;
using cs::InferencePrecision;
using cs::InferenceProfile;
using cs::kWorkloadFormat;
using cs::kWorkloadFormatVersion;
using cs::LatencyClass;
using cs::ModelShape;
using cs::MoeShape;
using cs::RecomputeGranularity;
using cs::toName;
using cs::TrainingPrecision;
using cs::TrainingProfile;
using cs::Workload;
using cs::workloadFromJson;
using cs::workloadToJson;

} // namespace cs::sizing
