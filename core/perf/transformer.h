#pragma once

#include "model/workload.h"

#include <string>
#include <vector>

namespace cs::perf {

// A decoder-only transformer's shape with every figure resolved: given in
// the workload, or estimated (named in `estimated`).
struct Transformer
{
    double parameters = 0; // as the workload states it
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int ffn = 0;
    bool gated = false;
    int vocab = 0;
    // Mixture of experts; experts == 0 for a dense model.
    int experts = 0;
    int expertsPerToken = 0;
    int sharedExperts = 0;
    int expertFfn = 0;
    int denseLayers = 0;
    std::vector<std::string> estimated;

    bool isMoe() const { return experts > 0; }
    int moeLayers() const { return isMoe() ? layers - denseLayers : 0; }
    // Parameters of one layer's attention (Q, K, V, output projections).
    double attentionParameters() const;
    // Parameters of one FFN of `width`.
    double ffnParameters(int width) const;
    // Non-embedding parameters: all experts counted.
    double nonEmbeddingParameters() const;
    // Non-embedding parameters one token passes through.
    double activeNonEmbeddingParameters() const;
    // The embedding and the output layer (untied), vocab × hidden each.
    double embeddingParameters() const;
    // Bytes of K and V per token and layer per value byte: 2 × kvHeads × headDim.
    double kvWidth() const { return 2.0 * kvHeads * headDim; }
};

Transformer transformerOf(double parameters, const ModelShape& shape,
                          const std::optional<MoeShape>& moe);

// Model FLOPs per token, PaLM's convention: 6·N + 12·layers·hidden·sequence,
// N the non-embedding parameters a token passes through.
double modelFlopsPerToken(const Transformer& m, int sequence);

} // namespace cs::perf
