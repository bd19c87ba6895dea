#pragma once

#include "perf/boundtext.h"
#include "perf/plan.h"
#include "perf/whatif.h"

#include <QLocale>
#include <QString>

#include <string>

namespace cs {

// Why a plan is behind the first (the plan search's `why_not_first`, English
// in JSON), in the reader's language: the phrase translated, its figures in
// place. A sentence the search adds later reads as the search wrote it.
QString behindText(const std::string& why);

// A training plan as people read it: "tp 8 · pp 4 · dp 8 · ZeRO 1 · micro-batch 1",
// with cp, ep and vp only when above 1.
QString planText(const perf::ParallelPlan& plan);

// A network variant of the what-if ("As built", "Injection ×½", …).
QString variantText(perf::NetworkVariantKind kind);

// Said under the what-if when it runs the next GPU generation (`gpu`, the
// WhatIfOutcome's name of it).
QString nextGenerationText(const std::string& gpu);

// Said under the what-if when no network variant moves the result
// (analysis::WorkloadPerformance::networkMovesNothing).
QString networkMovesNothingText();

// A simulation's or a throughput job's rate (perf::WorkEstimate): FLOPs and
// bytes per second in tera ("43.6 TFLOP/s", "2.68 TB/s"), a job's pieces in
// its own unit ("2,700 images/s"), with `locale`'s digits.
QString workRateText(double perSecond, const std::string& unit, const QLocale& locale);

} // namespace cs
