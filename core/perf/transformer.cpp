#include "transformer.h"

#include <algorithm>
#include <cmath>

namespace cs::perf {

namespace {

// Typical transformers keep the hidden size near 128 × the layer count and the
// head dimension at 128 (GPT-3, Llama 2 and 3); the vocabulary of Llama 2.
constexpr double kHiddenPerLayer = 128;
constexpr int kHeadDim = 128;
constexpr int kDefaultVocab = 32000;

// An estimated count, kept within the workload format's shape range.
int clampedInt(double v)
{
    return int(std::lround(std::clamp(v, 1.0, 1e7)));
}

void resolveDepthAndWidth(Transformer& m, const ModelShape& s)
{
    if (s.layers && s.hiddenSize) {
        m.layers = *s.layers;
        m.hidden = *s.hiddenSize;
        return;
    }
    // Parameters ≈ 12 · layers · hidden² for a dense decoder.
    if (s.layers) {
        m.layers = *s.layers;
        m.hidden = clampedInt(std::sqrt(m.parameters / (12.0 * m.layers)));
        m.estimated.push_back("hidden_size");
    } else if (s.hiddenSize) {
        m.hidden = *s.hiddenSize;
        m.layers = clampedInt(m.parameters / (12.0 * double(m.hidden) * m.hidden));
        m.estimated.push_back("layers");
    } else {
        m.layers = clampedInt(std::cbrt(m.parameters / (12.0 * kHiddenPerLayer * kHiddenPerLayer)));
        m.hidden = int(kHiddenPerLayer) * m.layers;
        m.estimated.push_back("layers");
        m.estimated.push_back("hidden_size");
    }
    m.layers = std::max(m.layers, 1);
    m.hidden = std::max(m.hidden, 1);
}

void resolveHeads(Transformer& m, const ModelShape& s)
{
    if (s.attentionHeads) {
        m.heads = *s.attentionHeads;
    } else {
        m.heads = std::max(1, m.hidden / (s.headDim ? *s.headDim : kHeadDim));
        m.estimated.push_back("attention_heads");
    }
    m.headDim = s.headDim ? *s.headDim : std::max(1, m.hidden / m.heads);
    m.kvHeads = s.kvHeads.value_or(m.heads);
}

void resolveFfn(Transformer& m, const ModelShape& s)
{
    m.ffn = s.ffnHiddenSize.value_or(4 * m.hidden);
    m.gated = s.ffnGated.value_or(s.ffnHiddenSize && *s.ffnHiddenSize != 4 * m.hidden);
    if (s.vocabSize) {
        m.vocab = *s.vocabSize;
    } else {
        m.vocab = kDefaultVocab;
        m.estimated.push_back("vocab_size");
    }
}

} // namespace

double Transformer::attentionParameters() const
{
    const double h = hidden;
    return 2.0 * h * heads * headDim + 2.0 * h * kvHeads * headDim;
}

double Transformer::ffnParameters(int width) const
{
    return (gated ? 3.0 : 2.0) * hidden * width;
}

double Transformer::nonEmbeddingParameters() const
{
    const double dense = layers * (attentionParameters() + ffnParameters(ffn));
    if (!isMoe()) {
        return dense;
    }
    const double expertsPerLayer = (experts + sharedExperts) * ffnParameters(expertFfn);
    return dense + moeLayers() * (expertsPerLayer - ffnParameters(ffn));
}

double Transformer::activeNonEmbeddingParameters() const
{
    if (!isMoe()) {
        return nonEmbeddingParameters();
    }
    const double active = (expertsPerToken + sharedExperts) * ffnParameters(expertFfn);
    return layers * (attentionParameters() + ffnParameters(ffn)) +
           moeLayers() * (active - ffnParameters(ffn));
}

double Transformer::embeddingParameters() const
{
    return 2.0 * vocab * hidden;
}

Transformer transformerOf(double parameters, const ModelShape& shape,
                          const std::optional<MoeShape>& moe)
{
    Transformer m;
    m.parameters = parameters;
    resolveDepthAndWidth(m, shape);
    resolveHeads(m, shape);
    resolveFfn(m, shape);
    if (moe) {
        m.experts = moe->experts;
        m.expertsPerToken = moe->expertsPerToken;
        m.sharedExperts = moe->sharedExperts;
        m.expertFfn = moe->expertFfnHiddenSize.value_or(m.ffn);
        m.denseLayers = std::clamp(moe->denseLayers, 0, m.layers);
    }
    return m;
}

double modelFlopsPerToken(const Transformer& m, int sequence)
{
    return 6.0 * m.activeNonEmbeddingParameters() +
           12.0 * m.layers * double(m.heads) * m.headDim * sequence;
}

} // namespace cs::perf
