#include "partsnapshotedit.h"

namespace cs::ui {

void PartSnapshotEdit::put(Design& design, const std::vector<Part>& parts)
{
    mAdded.clear();
    for (const Part& part : parts) {
        if (!design.part(part.id)) {
            design.putPart(part);
            mAdded.push_back(part.id);
        }
    }
}

void PartSnapshotEdit::takeBack(Design& design)
{
    // Later parts may name earlier ones (a server names its GPU): newest first.
    for (auto it = mAdded.rbegin(); it != mAdded.rend(); ++it) {
        design.removePart(*it);
    }
    mAdded.clear();
}

} // namespace cs::ui
