#include "modelpresets.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs {

namespace {

// A dense decoder with grouped-query attention and a gated (SwiGLU) FFN.
ModelShape gqaShape(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab)
{
    ModelShape s;
    s.layers = layers;
    s.hiddenSize = hidden;
    s.attentionHeads = heads;
    s.kvHeads = kvHeads;
    s.headDim = hidden / heads;
    s.ffnHiddenSize = ffn;
    s.vocabSize = vocab;
    s.ffnGated = true;
    return s;
}

// Llama 3.1: Dubey et al., "The Llama 3 Herd of Models", arXiv:2407.21783,
// Table 3 (layers, model and FFN dimension, heads, key/value heads); the
// vocabulary of 128,256 from each model's config.json (meta-llama on
// Hugging Face); the parameter counts from the models' cards.
ModelPreset llama(const char* id, const char* name, const char* repository, double parameters,
                  ModelShape shape)
{
    return {id,
            name,
            parameters,
            std::move(shape),
            std::nullopt,
            std::string("Dubey et al., The Llama 3 Herd of Models, arXiv:2407.21783, Table 3; "
                        "config.json of meta-llama/") +
                repository};
}

ModelPreset qwen25_72b()
{
    // Qwen/Qwen2.5-72B config.json: 80 layers, hidden 8192, 64 heads, 8
    // key/value heads, intermediate 29568, vocabulary 152,064; 72.7 B
    // parameters (model card). Yang et al., Qwen2.5 Technical Report,
    // arXiv:2412.15115, Table 1.
    return {"qwen2.5-72b",
            "Qwen2.5 72B",
            72.7e9,
            gqaShape(80, 8192, 64, 8, 29568, 152064),
            std::nullopt,
            "Qwen2.5 Technical Report, arXiv:2412.15115, Table 1; config.json of Qwen/Qwen2.5-72B"};
}

ModelPreset qwen3_235b()
{
    // Qwen/Qwen3-235B-A22B config.json: 94 layers, hidden 4096, 64 heads of
    // 128, 4 key/value heads, 128 experts of intermediate 1536, 8 per token,
    // no shared expert, every layer MoE, vocabulary 151,936; 235 B total and
    // 22 B activated parameters (Qwen3 Technical Report, arXiv:2505.09388,
    // Table 2).
    ModelShape s = gqaShape(94, 4096, 64, 4, 12288, 151936);
    s.headDim = 128;
    MoeShape moe;
    moe.experts = 128;
    moe.expertsPerToken = 8;
    moe.expertFfnHiddenSize = 1536;
    moe.activeParameters = 22e9;
    return {"qwen3-235b-a22b",
            "Qwen3 235B-A22B (MoE)",
            235e9,
            s,
            moe,
            "Qwen3 Technical Report, arXiv:2505.09388, Table 2; config.json of "
            "Qwen/Qwen3-235B-A22B"};
}

ModelPreset deepseekV3()
{
    // DeepSeek-AI, DeepSeek-V3 Technical Report, arXiv:2412.19437, §4.2: 61
    // layers, hidden 7168, 128 heads of 128, the first 3 layers dense (FFN
    // 18432, config.json), then 1 shared and 256 routed experts of 2048, 8
    // routed per token; 671 B total, 37 B activated; vocabulary 129,280.
    ModelShape s = gqaShape(61, 7168, 128, 128, 18432, 129280);
    s.headDim = 128; // wider than hidden ÷ heads
    MoeShape moe;
    moe.experts = 256;
    moe.expertsPerToken = 8;
    moe.expertFfnHiddenSize = 2048;
    moe.sharedExperts = 1;
    moe.denseLayers = 3;
    moe.activeParameters = 37e9;
    return {"deepseek-v3", "DeepSeek-V3 (MoE)", 671e9, s, moe,
            "DeepSeek-V3 Technical Report, arXiv:2412.19437, section 4.2; config.json of "
            "deepseek-ai/DeepSeek-V3",
            // Multi-head latent attention caches 576 values per token and
            // layer; the model keeps full keys and values for 128 heads.
            QT_TRANSLATE_NOOP("ModelPreset",
                              "Multi-head latent attention is modelled as full multi-head "
                              "attention of 128 heads: about 2.6% more parameters and 48% more "
                              "per token than published, and a key/value cache about 57 times "
                              "larger in serving.")};
}

std::vector<ModelPreset> makePresets()
{
    return {
        llama("llama-3.1-8b", "Llama 3.1 8B", "Llama-3.1-8B", 8.03e9,
              gqaShape(32, 4096, 32, 8, 14336, 128256)),
        llama("llama-3.1-70b", "Llama 3.1 70B", "Llama-3.1-70B", 70.6e9,
              gqaShape(80, 8192, 64, 8, 28672, 128256)),
        llama("llama-3.1-405b", "Llama 3.1 405B", "Llama-3.1-405B", 405e9,
              gqaShape(126, 16384, 128, 8, 53248, 128256)),
        qwen25_72b(),
        qwen3_235b(),
        deepseekV3(),
    };
}

} // namespace

const std::vector<ModelPreset>& modelPresets()
{
    static const std::vector<ModelPreset> presets = makePresets();
    return presets;
}

QString caveatText(const ModelPreset& preset)
{
    return preset.caveat ? QCoreApplication::translate("ModelPreset", preset.caveat) : QString();
}

const ModelPreset* findModelPreset(std::string_view id)
{
    const auto& all = modelPresets();
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const ModelPreset& p) { return p.id == id; });
    return it == all.end() ? nullptr : &*it;
}

const ModelPreset* presetOf(double parameters, const ModelShape& shape,
                            const std::optional<MoeShape>& moe)
{
    for (const ModelPreset& p : modelPresets()) {
        if (p.parameters == parameters && p.shape == shape && p.moe == moe) {
            return &p;
        }
    }
    return nullptr;
}

void applyModelPreset(const ModelPreset& preset, TrainingProfile& profile)
{
    profile.parameters = preset.parameters;
    profile.shape = preset.shape;
    profile.moe = preset.moe;
}

void applyModelPreset(const ModelPreset& preset, InferenceProfile& profile)
{
    profile.parameters = preset.parameters;
    profile.shape = preset.shape;
    profile.moe = preset.moe;
}

} // namespace cs
