#include "fabricpage.h"

#include "document/document.h"
#include "document/updatecommand.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>

namespace cs::ui {

FabricPage::FabricPage(Document& document, const PartChoices& parts, QWidget* parent)
    : InspectorPage(document, parts, parent)
{
    mName = lineField(tr("Name"), [this](const QString& name) {
        if (name.isEmpty()) {
            reload();
            return;
        }
        editFabrics(mName, [&](Fabric& f) { f.name = name.toStdString(); });
    });
    mRole = choiceField(tr("Role"), [this](const QVariant& v) {
        editFabrics(mRole, [&](Fabric& f) { f.role = NetworkRole(v.toInt()); });
    });
    mRole->addItem(tr("Compute"), int(NetworkRole::Compute));
    mRole->addItem(tr("Storage"), int(NetworkRole::Storage));
    mRole->addItem(tr("In-band management"), int(NetworkRole::InBandManagement));
    mRole->addItem(tr("Out-of-band management"), int(NetworkRole::OutOfBandManagement));
    mTopology = choiceField(tr("Topology"), [this](const QVariant& v) {
        editFabrics(mTopology, [&](Fabric& f) { f.topology = Topology(v.toInt()); });
    });
    mTopology->addItem(tr("Single switch"), int(Topology::SingleSwitch));
    mTopology->addItem(tr("Fat tree"), int(Topology::FatTree));
    mTopology->addItem(tr("Rail optimised"), int(Topology::RailOptimized));
    mTopology->addItem(tr("Custom"), int(Topology::Custom));
    mOversubscription =
        doubleField(tr("Target oversubscription"), 0, 1000, 2, tr(" : 1"), [this](double ratio) {
            editFabrics(mOversubscription,
                        [ratio](Fabric& f) { f.targetOversubscription = ratio; });
        });
    mSwitches = textField(tr("Switches"));
}

void FabricPage::setFabrics(std::vector<FabricId> ids)
{
    mIds = std::move(ids);
    clearErrors();
    reload();
}

std::vector<const Fabric*> FabricPage::fabrics() const
{
    std::vector<const Fabric*> found;
    for (FabricId id : mIds) {
        if (const Fabric* f = design().fabric(id)) {
            found.push_back(f);
        }
    }
    return found;
}

void FabricPage::editFabrics(QWidget* field, const std::function<void(Fabric&)>& edit)
{
    Commands commands;
    for (const Fabric* f : fabrics()) {
        Fabric changed = *f;
        edit(changed);
        if (!(changed == *f)) {
            commands.push_back(
                std::make_unique<SetFabricCommand>(document(), changed, tr("Change fabric")));
        }
    }
    const QString text = tr("Change %n fabrics", nullptr, int(commands.size()));
    commit(field, std::move(commands), text);
}

void FabricPage::reload()
{
    const auto selected = fabrics();
    if (selected.empty()) {
        return;
    }
    const Fabric& first = *selected.front();
    const bool single = selected.size() == 1;
    mName->setText(single ? QString::fromStdString(first.name) : QString());
    mName->setPlaceholderText(single ? QString() : tr("%n fabrics", nullptr, int(selected.size())));
    mName->setEnabled(single);
    selectData(mRole, int(first.role));
    selectData(mTopology, int(first.topology));
    mOversubscription->setValue(first.targetOversubscription);
    int tiers[4] = {0, 0, 0, 0};
    for (const FabricSwitch& s : first.switches) {
        tiers[std::clamp(s.tier, 0, 3)] += 1;
    }
    mSwitches->setText(
        tr("%1 leaf · %2 spine · %3 core").arg(tiers[1]).arg(tiers[2]).arg(tiers[3]));
}

} // namespace cs::ui
