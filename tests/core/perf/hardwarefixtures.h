#pragma once

// Hand-built hardware views with round figures, so the tests' arithmetic can
// be followed in their comments.
#include "perf/hardware.h"

namespace cs::perf::fixtures {

// N nodes of 8 H100-class GPUs: 989 TFLOPS BF16, 80 GB at 3.35 TB/s, an
// NVSwitch domain of 8 at 450 GB/s each way (80% achievable, NVLS at 0.85),
// `gbitsPerGpu` into a fabric of `nodesPerLeaf` nodes per leaf.
inline HardwareView h100Nodes(int nodes, double gbitsPerGpu = 400)
{
    HardwareView v;
    v.nodeName = "test H100 node";
    v.nodes = nodes;
    v.gpusPerNode = 8;
    v.gpu.name = "test H100";
    v.gpu.bf16Tflops = 989;
    v.gpu.fp8Tflops = 1979;
    v.gpu.memoryGb = 80;
    v.gpu.memoryTBps = 3.35;
    v.scaleUp.kind = ScaleUpKind::NvSwitch;
    v.scaleUp.domainGpus = 8;
    v.scaleUp.gbytesPerSPerDirection = 450;
    v.scaleUp.achievable = 0.80;
    v.scaleUp.nvls = true;
    v.scaleUp.nvlsEfficiency = 0.85;
    v.scaleUp.link = "NVLink4";
    v.scaleOut.gbitsPerGpu = gbitsPerGpu;
    v.scaleOut.nodesPerLeaf = 0;
    v.scaleOut.tiers = 2;
    v.scaleOut.maxHops = 3;
    return v;
}

// The same GPUs with their NVLink removed: peer traffic over PCIe Gen5 x16
// (63 GB/s each way, 75% achievable).
inline HardwareView withoutNvlink(HardwareView v)
{
    v.scaleUp.kind = ScaleUpKind::Pcie;
    v.scaleUp.gbytesPerSPerDirection = 63;
    v.scaleUp.achievable = 0.75;
    v.scaleUp.nvls = false;
    v.scaleUp.nvlsEfficiency = 0;
    v.scaleUp.link = "PCIe Gen5 x16";
    return v;
}

} // namespace cs::perf::fixtures
