#include "partsnapshotedit.h"

#include <iterator>

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
    // Parts may name each other (a server names its GPU): take out those no
    // longer named until none is left.
    bool progress = true;
    while (progress && !mAdded.empty()) {
        progress = false;
        for (auto it = mAdded.rbegin(); it != mAdded.rend(); ++it) {
            if (!design.partInUse(*it)) {
                design.removePart(*it);
                mAdded.erase(std::next(it).base());
                progress = true;
                break;
            }
        }
    }
    mAdded.clear();
}

} // namespace cs::ui
