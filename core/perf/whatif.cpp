#include "whatif.h"

#include <algorithm>

namespace cs::perf {

namespace {

HardwareView withInjection(HardwareView hw, double factor)
{
    hw.scaleOut.gbitsPerGpu *= factor;
    return hw;
}

// Oversubscription applies past a leaf's nodes; a fabric whose nodes all sit
// under one leaf has no traffic to oversubscribe, and the variant says so by
// changing nothing the model uses.
HardwareView withOversubscription(HardwareView hw, double ratio)
{
    hw.scaleOut.oversubscription = std::max(hw.scaleOut.oversubscription, ratio);
    return hw;
}

HardwareView withoutDomain(HardwareView hw, const ScaleUp& pcie)
{
    if (hw.scaleUp.kind == ScaleUpKind::NvSwitch) {
        hw.scaleUp = pcie;
    }
    return hw;
}

} // namespace

std::vector<NetworkVariant> networkVariants(const HardwareView& built, const ScaleUp& pcie)
{
    return {
        {NetworkVariantKind::AsBuilt, built},
        {NetworkVariantKind::NoScaleUpDomain, withoutDomain(built, pcie)},
        {NetworkVariantKind::HalfInjection, withInjection(built, 0.5)},
        {NetworkVariantKind::DoubleInjection, withInjection(built, 2.0)},
        {NetworkVariantKind::Oversubscribed2, withOversubscription(built, 2.0)},
        {NetworkVariantKind::Oversubscribed4, withOversubscription(built, 4.0)},
    };
}

NetworkVariant nextGenerationVariant(const HardwareView& built, const GpuFigures& next,
                                     const ScaleUp& nextScaleUp)
{
    HardwareView hw = built;
    hw.gpu = next;
    hw.scaleUp = nextScaleUp;
    return {NetworkVariantKind::NextGpuGeneration, hw};
}

const char* keyOf(NetworkVariantKind kind)
{
    switch (kind) {
    case NetworkVariantKind::AsBuilt:
        return "as_built";
    case NetworkVariantKind::NoScaleUpDomain:
        return "no_scale_up_domain";
    case NetworkVariantKind::HalfInjection:
        return "injection_half";
    case NetworkVariantKind::DoubleInjection:
        return "injection_double";
    case NetworkVariantKind::Oversubscribed2:
        return "oversubscription_2";
    case NetworkVariantKind::Oversubscribed4:
        return "oversubscription_4";
    case NetworkVariantKind::NextGpuGeneration:
        return "next_gpu_generation";
    }
    return "as_built";
}

} // namespace cs::perf
