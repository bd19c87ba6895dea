#include "linkpage.h"

#include "document/document.h"
#include "document/propertycommands.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>

namespace cs::ui {

namespace {

constexpr double kLengthRangeM = 1.0e4;

} // namespace

LinkPage::LinkPage(Document& document, const PartChoices& parts, QWidget* parent)
    : InspectorPage(document, parts, parent)
{
    mEnds = textField(tr("Ends"));
    mFabric = textField(tr("Fabric"));
    mCable = choiceField(tr("Cable"), [this](const QVariant& v) {
        const std::string id = v.toString().toStdString();
        editLinks(
            mCable, [&](Link& l) { l.cablePartId = id; }, id);
    });
    mTransceiverA = choiceField(tr("Transceiver, end A"), [this](const QVariant& v) {
        const std::string id = v.toString().toStdString();
        editLinks(
            mTransceiverA, [&](Link& l) { l.transceiverAPartId = id; }, id);
    });
    mTransceiverB = choiceField(tr("Transceiver, end B"), [this](const QVariant& v) {
        const std::string id = v.toString().toStdString();
        editLinks(
            mTransceiverB, [&](Link& l) { l.transceiverBPartId = id; }, id);
    });
    mLength =
        doubleField(tr("Length"), -kLengthRangeM, kLengthRangeM, 1, tr(" m"),
                    [this](double m) { editLinks(mLength, [m](Link& l) { l.lengthM = m; }, {}); });
}

void LinkPage::setLinks(std::vector<LinkId> ids)
{
    mIds = std::move(ids);
    clearErrors();
    reload();
}

std::vector<const Link*> LinkPage::links() const
{
    std::vector<const Link*> found;
    for (LinkId id : mIds) {
        if (const Link* l = design().link(id)) {
            found.push_back(l);
        }
    }
    return found;
}

void LinkPage::editLinks(QWidget* field, const std::function<void(Link&)>& edit,
                         const std::string& partId)
{
    Commands commands;
    for (const Link* l : links()) {
        Link changed = *l;
        edit(changed);
        if (!(changed == *l)) {
            std::vector<Part> add =
                partId.empty() ? std::vector<Part>{} : parts().partsToAdd(design(), {partId});
            commands.push_back(std::make_unique<UpdateLinkCommand>(document(), changed, add));
        }
    }
    const QString text = tr("Change %n links", nullptr, int(commands.size()));
    commit(field, std::move(commands), text);
}

void LinkPage::fillParts(QComboBox* box, PartKind kind)
{
    box->clear();
    box->addItem(tr("None"), QString());
    for (const Part* p : parts().ofKind(design(), kind)) {
        box->addItem(QString::fromStdString(p->name), QString::fromStdString(p->id));
    }
}

QString LinkPage::endText(const PortRef& end) const
{
    const Device* d = design().device(end.device);
    return tr("%1 port %2")
        .arg(d ? QString::fromStdString(d->name) : tr("(missing)"))
        .arg(end.port);
}

void LinkPage::reload()
{
    const auto selected = links();
    if (selected.empty()) {
        return;
    }
    const Link& first = *selected.front();
    mEnds->setText(selected.size() == 1 ? tr("%1 ↔ %2").arg(endText(first.a), endText(first.b))
                                        : tr("%n links", nullptr, int(selected.size())));
    const Fabric* fabric = design().fabric(first.fabric);
    mFabric->setText(fabric ? QString::fromStdString(fabric->name) : QString());
    fillParts(mCable, PartKind::Cable);
    fillParts(mTransceiverA, PartKind::Transceiver);
    fillParts(mTransceiverB, PartKind::Transceiver);
    selectData(mCable, QString::fromStdString(first.cablePartId));
    selectData(mTransceiverA, QString::fromStdString(first.transceiverAPartId));
    selectData(mTransceiverB, QString::fromStdString(first.transceiverBPartId));
    mLength->setValue(first.lengthM);
}

} // namespace cs::ui
