#include "propertycommands.h"

#include "model/modelerror.h"

#include <QCoreApplication>

namespace cs::ui {

namespace {

// The property commands' translation context.
class PropertyCommandText
{
    Q_DECLARE_TR_FUNCTIONS(PropertyCommandText)
};

} // namespace

SetDesignInfoCommand::SetDesignInfoCommand(Document& document, DesignInfo info)
    : DocumentCommand(document, PropertyCommandText::tr("Change design name and description")),
      mAfter(std::move(info))
{
}

void SetDesignInfoCommand::store(const DesignInfo& info)
{
    design().name = info.name;
    design().description = info.description;
    DesignChange change;
    change.kinds = ChangeKind::Facility;
    notify(change);
}

void SetDesignInfoCommand::apply()
{
    if (!mBefore) {
        mBefore = DesignInfo{design().name, design().description};
    }
    store(mAfter);
}

void SetDesignInfoCommand::revert()
{
    store(*mBefore);
}

UpdateLinkCommand::UpdateLinkCommand(Document& document, Link link, std::vector<Part> parts)
    : DocumentCommand(document, PropertyCommandText::tr("Change link")), mAfter(std::move(link)),
      mParts(std::move(parts))
{
}

DesignChange UpdateLinkCommand::change() const
{
    DesignChange c;
    c.kinds = ChangeKind::Links;
    c.links = {mAfter.id};
    if (mSnapshot.changed()) {
        c.kinds |= ChangeKind::Parts;
    }
    return c;
}

void UpdateLinkCommand::apply()
{
    const Link* current = design().link(mAfter.id);
    if (!current) {
        throw ModelError("UNKNOWN_LINK",
                         PropertyCommandText::tr("Link %1 does not exist.").arg(mAfter.id.value));
    }
    if (!mBefore) {
        mBefore = *current;
    }
    // Only what the inspector edits changes; the ends and fabric stay.
    mAfter.a = mBefore->a;
    mAfter.b = mBefore->b;
    mAfter.fabric = mBefore->fabric;
    mSnapshot.put(design(), mParts);
    try {
        design().updateLink(mAfter); // the model refuses bad parts or lengths
    } catch (const ModelError&) {
        mSnapshot.takeBack(design());
        throw;
    }
    notify(change());
}

void UpdateLinkCommand::revert()
{
    design().updateLink(*mBefore);
    const DesignChange c = change();
    mSnapshot.takeBack(design());
    notify(c);
}

} // namespace cs::ui
