#pragma once

#include "model/workload.h"

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The shapes of common open models, as their publishers give them, so a
// workload can name a model instead of a bare parameter count. The
// performance model then works from the real layer count, width, heads and
// experts rather than its estimates (docs/workload-format.md).
namespace cs {

struct ModelPreset
{
    std::string id;   // stable: "llama-3.1-70b"
    std::string name; // as the publisher names it: "Llama 3.1 70B"
    double parameters = 0;
    ModelShape shape;
    std::optional<MoeShape> moe;
    std::string source; // where the figures come from
    // What the performance model cannot represent of it, in English (null:
    // nothing); the context "ModelPreset" translates it.
    const char* caveat = nullptr;
};

// The caveat in the reader's language; empty when there is none.
QString caveatText(const ModelPreset& preset);

const std::vector<ModelPreset>& modelPresets();
const ModelPreset* findModelPreset(std::string_view id);
// The preset a profile's model is: same parameters, shape and experts.
const ModelPreset* presetOf(double parameters, const ModelShape& shape,
                            const std::optional<MoeShape>& moe);

// Gives the profile the preset's model; every other field stays.
void applyModelPreset(const ModelPreset& preset, TrainingProfile& profile);
void applyModelPreset(const ModelPreset& preset, InferenceProfile& profile);

} // namespace cs
