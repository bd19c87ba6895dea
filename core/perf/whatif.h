#pragma once

#include "hardware.h"

#include <string>
#include <vector>

namespace cs::perf {

// What the network buys: the same cluster with one thing about its network
// changed, for the model to run the same workload on. Nothing here changes a
// design; each variant is a HardwareView.
enum class NetworkVariantKind
{
    AsBuilt,
    NoScaleUpDomain, // peer traffic over PCIe through the host, no NVLink
    HalfInjection,   // half the Gb/s each GPU sends into the fabric
    DoubleInjection,
    Oversubscribed2, // 2:1 past a leaf
    Oversubscribed4, // 4:1 past a leaf
    // Not the network: the same nodes with the next generation of their GPU
    // (and its scale-up link), on this network; listed only when the
    // catalog names one.
    NextGpuGeneration,
};

struct NetworkVariant
{
    NetworkVariantKind kind = NetworkVariantKind::AsBuilt;
    HardwareView hardware;
};

// The variants of `built`, as built first. `pcie` is the scale-up the nodes
// would have without their domain (scaleUpOf() on a server whose domain is
// one GPU); a node without a domain keeps its own. A variant that changes
// nothing (2:1 on a fabric already 4:1, PCIe on PCIe) is still listed, so a
// chart always has the same bars.
std::vector<NetworkVariant> networkVariants(const HardwareView& built, const ScaleUp& pcie);

// The cluster as built with `next` GPUs in its nodes and `nextScaleUp`
// between them (scaleUpOf() on the same server with the new GPU): the
// network, node count and GPUs per node stay.
NetworkVariant nextGenerationVariant(const HardwareView& built, const GpuFigures& next,
                                     const ScaleUp& nextScaleUp);

// A stable key for JSON and tests: "as_built", "no_scale_up_domain", ...
const char* keyOf(NetworkVariantKind kind);

} // namespace cs::perf
