#pragma once

#include "documentcommand.h"
#include "partsnapshotedit.h"

#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::ui {

// The design's name and description.
struct DesignInfo
{
    std::string name;
    std::string description;
    bool operator==(const DesignInfo&) const = default;
};

class SetDesignInfoCommand : public DocumentCommand
{
public:
    SetDesignInfoCommand(Document& document, DesignInfo info);

protected:
    void apply() override;
    void revert() override;

private:
    void store(const DesignInfo& info);

    DesignInfo mAfter;
    std::optional<DesignInfo> mBefore;
};

// A link's cable and transceiver parts and its length (the inspector's link
// page, the fabric view's cable menu); its ends and fabric stay. Parts the
// snapshot lacks (picked from the catalog) are put into it and taken out
// again on undo. The link keeps its id and place in the list.
class UpdateLinkCommand : public DocumentCommand
{
public:
    UpdateLinkCommand(Document& document, Link link, std::vector<Part> parts = {});

protected:
    void apply() override;
    void revert() override;

private:
    DesignChange change() const;

    Link mAfter;
    std::optional<Link> mBefore;
    std::vector<Part> mParts;
    PartSnapshotEdit mSnapshot;
};

} // namespace cs::ui
