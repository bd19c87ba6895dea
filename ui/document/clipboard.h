#pragma once

#include "selection.h"

#include "model/design.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace cs::ui {

// Copy and paste carry a design JSON fragment: the copied racks (with their
// devices and rear doors) and devices, the links among them, the fabrics
// those links belong to, and the parts they use.
inline constexpr const char* kFragmentMimeType = "application/x-clustersmith-fragment";

// Nothing when the selection holds no racks or devices.
std::optional<QByteArray> copyFragment(const Design& design, const SelectedIds& ids);

// A fragment's entities with fresh ids for the target design: racks take free
// slots of the row with the same id (or stand off the floor), their devices
// come along; loose devices go into targetRack (else their own rack when the
// target has it) at their old units or else the lowest free ones. Links and
// fabric memberships are kept where the target has the fabric.
struct PastePlan
{
    EntityBundle bundle;
    std::vector<Part> parts;
    QString problem; // why nothing can be pasted; empty when the bundle is good
};
PastePlan planPaste(const Design& target, const QByteArray& fragment,
                    std::optional<RackId> targetRack);

} // namespace cs::ui
