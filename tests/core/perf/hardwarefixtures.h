#pragma once

// Hand-built hardware views with round figures, so the tests' arithmetic can
// be followed in their comments.
#include "perf/hardware.h"
#include "sizing/workload.h"

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

// Llama 2 70B: 80 layers, hidden 8192, 64 heads, 8 K/V heads, SwiGLU FFN
// 28672, vocabulary 32000, sequence 4096, 1024 sequences a step.
inline sizing::TrainingProfile llama70b()
{
    sizing::TrainingProfile t;
    t.parameters = 70e9;
    t.trainingTokens = 2e12;
    t.targetDays = 60;
    t.sequenceLength = 4096;
    t.shape.layers = 80;
    t.shape.hiddenSize = 8192;
    t.shape.attentionHeads = 64;
    t.shape.kvHeads = 8;
    t.shape.ffnHiddenSize = 28672;
    t.shape.vocabSize = 32000;
    t.globalBatchSequences = 1024;
    return t;
}

// Llama 3 405B: 126 layers, hidden 16384, 128 heads, 8 K/V heads, FFN 53248,
// vocabulary 128256, sequence 8192; the batch left to the model.
inline sizing::TrainingProfile llama405b()
{
    sizing::TrainingProfile t;
    t.parameters = 405e9;
    t.trainingTokens = 15.6e12;
    t.sequenceLength = 8192;
    t.shape.layers = 126;
    t.shape.hiddenSize = 16384;
    t.shape.attentionHeads = 128;
    t.shape.kvHeads = 8;
    t.shape.ffnHiddenSize = 53248;
    t.shape.vocabSize = 128256;
    return t;
}

} // namespace cs::perf::fixtures
