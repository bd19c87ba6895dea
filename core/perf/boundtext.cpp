#include "boundtext.h"

#include <QCoreApplication>

#include <array>

namespace cs {

namespace {

// The performance model's bound phrases (perf/training.cpp, perf/inference.cpp).
class BoundText
{
    Q_DECLARE_TR_FUNCTIONS(BoundText)
};

constexpr std::array kBounds = {
    QT_TRANSLATE_NOOP("BoundText", "compute"),
    QT_TRANSLATE_NOOP("BoundText", "tensor-parallel communication"),
    QT_TRANSLATE_NOOP("BoundText", "context-parallel communication"),
    QT_TRANSLATE_NOOP("BoundText", "expert-parallel communication"),
    QT_TRANSLATE_NOOP("BoundText", "pipeline bubble"),
    QT_TRANSLATE_NOOP("BoundText", "data-parallel communication"),
    QT_TRANSLATE_NOOP("BoundText", "optimizer step"),
    QT_TRANSLATE_NOOP("BoundText", "compute, with communication a quarter or more of the step"),
    QT_TRANSLATE_NOOP("BoundText", "memory bandwidth"),
    QT_TRANSLATE_NOOP("BoundText", "communication"),
    QT_TRANSLATE_NOOP("BoundText", "memory capacity"),
    QT_TRANSLATE_NOOP("BoundText", "no network between the nodes"),
    QT_TRANSLATE_NOOP("BoundText", "FP64 compute"),
    QT_TRANSLATE_NOOP("BoundText", "FP32 compute"),
    QT_TRANSLATE_NOOP("BoundText", "measured rate"),
    QT_TRANSLATE_NOOP("BoundText", "storage read bandwidth"),
    QT_TRANSLATE_NOOP("BoundText", "host CPU cores"),
};

} // namespace

QString boundText(const std::string& bound)
{
    for (const char* known : kBounds) {
        if (bound == known) {
            return BoundText::tr(known);
        }
    }
    return QString::fromStdString(bound);
}

} // namespace cs
