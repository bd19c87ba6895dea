#pragma once

#include "model/design.h"

#include <string>
#include <vector>

namespace cs::ui {

// The parts an inspector field can offer: the design's own snapshot first,
// then catalog parts the design does not hold yet. A catalog part picked
// travels with its command into the snapshot.
class PartChoices
{
public:
    PartChoices() = default;
    explicit PartChoices(std::vector<Part> catalogParts);

    // Parts of that kind, the design's first, by name within each source.
    std::vector<const Part*> ofKind(const Design& design, PartKind kind) const;
    // The part as the design holds it, else as the catalog does; nullptr when neither.
    const Part* find(const Design& design, const std::string& id) const;
    // The catalog's copy when the design lacks the part, for the command's snapshot edit.
    std::vector<Part> partsToAdd(const Design& design, const std::vector<std::string>& ids) const;

private:
    std::vector<Part> mCatalog;
};

// GPUs this chassis takes: its form factors (any when it names none).
bool chassisTakes(const Part& chassis, const Part& gpu);

} // namespace cs::ui
