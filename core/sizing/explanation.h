#pragma once

#include "sizing.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The sentences that show how an option was sized, with the numbers. Internal
// to core/sizing.
namespace cs::sizing::explain {

// The translation context of the sizing texts.
class SizingText
{
    Q_DECLARE_TR_FUNCTIONS(SizingText)
};
// 7e9 → "7e9", 4.2e22 → "4.2e22"; below a million, grouped digits.
QString sci(double v);
// Grouped digits with `decimals` places: 1194000 → "1,194,000".
QString num(double v, int decimals = 0);
// At most two decimals, trailing zeros dropped: 16 → "16", 0.5 → "0.5".
QString figure(double v);
QString percent(double fraction);

QString precisionLabel(TrainingPrecision p);
QString precisionLabel(InferencePrecision p);
QString constraintLabel(Constraint c);

QStringList training(const TrainingProfile& t, double share, const TrainingNeed& n,
                     const std::string& gpuName);
QStringList inference(const InferenceProfile& p, const InferenceNeed& n,
                      const std::string& gpuName);
// A simulation's or a throughput job's sizing from one GPU's sustained rate.
QStringList work(const Workload& w, const perf::WorkEstimate& one, const std::string& gpuName,
                 const SizingOption& o);
// Why training cannot run on the GPU at all (activations fill it).
QString noRoomForStates(const TrainingNeed& n);
// The binding constraint, the rounding to nodes, the result and the cost.
QStringList outcome(const SizingOption& o, double trainingShare);
// The hardware cost at the option's node count, with the price's provenance.
QString costLine(const SizingOption& o);

} // namespace cs::sizing::explain
