#pragma once

#include "model/design.h"

#include <string>
#include <vector>

namespace cs::ui {

// Part of a command: puts the parts the design's snapshot lacks into it and,
// on revert, takes exactly those out again.
class PartSnapshotEdit
{
public:
    void put(Design& design, const std::vector<Part>& parts);
    void takeBack(Design& design);
    bool changed() const { return !mAdded.empty(); }

private:
    std::vector<std::string> mAdded;
};

} // namespace cs::ui
