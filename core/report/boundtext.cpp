#include "boundtext.h"

#include <QCoreApplication>

#include <optional>

#include <array>
#include <cstdio>
#include <cstring>

namespace cs {

namespace {

// Training plans (perf/plan.h).
class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(PlanText)
};

// The what-if's network variants (perf/whatif.h).
class VariantText
{
    Q_DECLARE_TR_FUNCTIONS(VariantText)
};

// The plan search's reasons (perf/plansearch.cpp, whyBehind).
class BehindText
{
    Q_DECLARE_TR_FUNCTIONS(BehindText)
};

constexpr std::array kWhole = {
    QT_TRANSLATE_NOOP("BehindText", "as fast as the first, within 0.5%"),
    QT_TRANSLATE_NOOP("BehindText", "needs a network between nodes that the cluster does not have"),
};

constexpr std::array kLarger = {
    QT_TRANSLATE_NOOP("BehindText", "more compute time per GPU"),
    QT_TRANSLATE_NOOP("BehindText", "more tensor-parallel communication"),
    QT_TRANSLATE_NOOP("BehindText", "more context-parallel communication"),
    QT_TRANSLATE_NOOP("BehindText", "more expert-parallel communication"),
    QT_TRANSLATE_NOOP("BehindText", "a larger pipeline bubble"),
    QT_TRANSLATE_NOOP("BehindText", "more exposed data-parallel communication"),
    QT_TRANSLATE_NOOP("BehindText", "a longer optimizer step"),
};

template <std::size_t N>
const char* known(const std::array<const char*, N>& list, const std::string& text)
{
    for (const char* k : list) {
        if (text == k) {
            return k;
        }
    }
    return nullptr;
}

// "does not fit: 91.2 GB per GPU of 72.0 GB usable"
std::optional<QString> doesNotFit(const std::string& why)
{
    double need = 0;
    double usable = 0;
    char tail[16] = {};
    if (std::sscanf(why.c_str(), "does not fit: %lf GB per GPU of %lf GB usabl%15s", &need, &usable,
                    tail) != 3 ||
        std::strcmp(tail, "e") != 0) {
        return std::nullopt;
    }
    return BehindText::tr("does not fit: %1 GB per GPU of %2 GB usable")
        .arg(QString::number(need, 'f', 1), QString::number(usable, 'f', 1));
}

// "more tensor-parallel communication (+0.412 s per step)"
std::optional<QString> slowerBy(const std::string& why)
{
    const std::size_t open = why.rfind(" (+");
    const std::string suffix = " s per step)";
    if (open == std::string::npos || why.size() < suffix.size() ||
        why.compare(why.size() - suffix.size(), suffix.size(), suffix) != 0) {
        return std::nullopt;
    }
    const char* phrase = known(kLarger, why.substr(0, open));
    const std::string seconds = why.substr(open + 3, why.size() - suffix.size() - open - 3);
    if (!phrase || seconds.empty()) {
        return std::nullopt;
    }
    return BehindText::tr("%1 (+%2 s per step)")
        .arg(BehindText::tr(phrase), QString::fromStdString(seconds));
}

} // namespace

QString planText(const perf::ParallelPlan& p)
{
    QString text = PlanText::tr("tp %1 · pp %2 · dp %3").arg(p.tp).arg(p.pp).arg(p.dp);
    if (p.cp > 1) {
        text += PlanText::tr(" · cp %1").arg(p.cp);
    }
    if (p.ep > 1) {
        text += PlanText::tr(" · ep %1").arg(p.ep);
    }
    text += PlanText::tr(" · ZeRO %1 · micro-batch %2").arg(p.zeroStage).arg(p.microBatch);
    return p.vp > 1 ? text + PlanText::tr(" · vp %1").arg(p.vp) : text;
}

QString networkMovesNothingText()
{
    return VariantText::tr("On every network variant the model finds a plan within 0.5% of this "
                           "design's: for this workload the network is not what limits the "
                           "cluster.");
}

QString variantText(perf::NetworkVariantKind kind)
{
    using perf::NetworkVariantKind;
    switch (kind) {
    case NetworkVariantKind::AsBuilt:
        return VariantText::tr("As built");
    case NetworkVariantKind::NoScaleUpDomain:
        return VariantText::tr("PCIe only");
    case NetworkVariantKind::HalfInjection:
        return VariantText::tr("Injection ×½");
    case NetworkVariantKind::DoubleInjection:
        return VariantText::tr("Injection ×2");
    case NetworkVariantKind::Oversubscribed2:
        return VariantText::tr("2:1 past a leaf");
    case NetworkVariantKind::Oversubscribed4:
        return VariantText::tr("4:1 past a leaf");
    case NetworkVariantKind::NextGpuGeneration:
        return VariantText::tr("Next GPU generation");
    }
    return {};
}

QString nextGenerationText(const std::string& gpu)
{
    return VariantText::tr("Next GPU generation: the same nodes with %1 and its scale-up link, on "
                           "this design's network.")
        .arg(QString::fromStdString(gpu));
}

QString behindText(const std::string& why)
{
    if (const char* whole = known(kWhole, why)) {
        return BehindText::tr(whole);
    }
    if (std::optional<QString> text = doesNotFit(why)) {
        return *text;
    }
    if (std::optional<QString> text = slowerBy(why)) {
        return *text;
    }
    return QString::fromStdString(why);
}

namespace {

// Work rates (perf/work.h).
class WorkRateText
{
    Q_DECLARE_TR_FUNCTIONS(WorkRateText)
};

} // namespace

QString workRateText(double perSecond, const std::string& unit, const QLocale& locale)
{
    if (unit == "FLOP") {
        return WorkRateText::tr("%1 TFLOP/s").arg(locale.toString(perSecond / 1e12, 'f', 1));
    }
    if (unit == "byte") {
        return WorkRateText::tr("%1 TB/s").arg(locale.toString(perSecond / 1e12, 'f', 2));
    }
    return WorkRateText::tr("%1 %2/s").arg(locale.toString(perSecond, 'f', 0),
                                           QString::fromStdString(unit));
}

} // namespace cs
