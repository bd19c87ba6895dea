#include "rackpage.h"

#include "document/document.h"
#include "document/updatecommand.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>

namespace cs::ui {

namespace {

// The editor lets any figure through; the model refuses what no rack can have.
constexpr double kBudgetRangeKw = 1.0e4;

// Provisioned power over all feeds for a usable figure: with 2N feeds each
// feed must carry the whole rack, so twice what the rack may draw is provisioned.
double provisionedKw(const Rack& rack, double usableKw)
{
    return rack.feeds == FeedRedundancy::Redundant2N ? usableKw * 2 : usableKw;
}

double usableKw(const Rack& rack)
{
    return rack.feeds == FeedRedundancy::Redundant2N ? rack.powerBudgetKw / 2 : rack.powerBudgetKw;
}

} // namespace

RackPage::RackPage(Document& document, const PartChoices& parts, QWidget* parent)
    : InspectorPage(document, parts, parent)
{
    mName = lineField(tr("Name"), [this](const QString& name) {
        if (name.isEmpty()) {
            reload();
            return;
        }
        editRacks(mName, [&](Rack& r) { r.name = name.toStdString(); });
    });
    mPart = textField(tr("Part"));
    // The figure the rack view, the power table and the findings judge the
    // rack against; the provisioned power follows from it and the feeds.
    mUsable = doubleField(
        tr("Usable power"), -kBudgetRangeKw, kBudgetRangeKw, 1, tr(" kW"), [this](double kw) {
            editRacks(mUsable, [kw](Rack& r) { r.powerBudgetKw = provisionedKw(r, kw); });
        });
    mUsable->setToolTip(tr("What the rack may draw at peak. With 2N feeds each feed must carry "
                           "the whole rack, so twice this is provisioned."));
    mProvisioned = textField(tr("Provisioned"));
    mFeeds = choiceField(tr("Feeds"), [this](const QVariant& v) {
        editRacks(mFeeds, [&](Rack& r) { r.feeds = FeedRedundancy(v.toInt()); });
    });
    mFeeds->addItem(tr("2N (two feeds, each carries the rack)"), int(FeedRedundancy::Redundant2N));
    mFeeds->addItem(tr("N (one feed)"), int(FeedRedundancy::Single));
    mCooling = choiceField(tr("Cooling"), [this](const QVariant& v) {
        editRacks(mCooling, [&](Rack& r) { r.cooling = CoolingMethod(v.toInt()); });
    });
    mCooling->addItem(tr("Air"), int(CoolingMethod::Air));
    mCooling->addItem(tr("Rear-door heat exchanger"), int(CoolingMethod::RearDoor));
    mCooling->addItem(tr("Direct liquid"), int(CoolingMethod::DirectLiquid));
}

void RackPage::setRacks(std::vector<RackId> ids)
{
    mIds = std::move(ids);
    clearErrors();
    reload();
}

std::vector<const Rack*> RackPage::racks() const
{
    std::vector<const Rack*> found;
    for (RackId id : mIds) {
        if (const Rack* r = design().rack(id)) {
            found.push_back(r);
        }
    }
    return found;
}

void RackPage::editRacks(QWidget* field, const std::function<void(Rack&)>& edit)
{
    Commands commands;
    for (const Rack* r : racks()) {
        Rack changed = *r;
        edit(changed);
        if (!(changed == *r)) {
            commands.push_back(
                std::make_unique<UpdateRackCommand>(document(), changed, tr("Change rack")));
        }
    }
    const QString text = tr("Change %n racks", nullptr, int(commands.size()));
    commit(field, std::move(commands), text);
}

void RackPage::reload()
{
    const auto selected = racks();
    if (selected.empty()) {
        return;
    }
    const Rack& first = *selected.front();
    const bool single = selected.size() == 1;
    mName->setText(single ? QString::fromStdString(first.name) : QString());
    mName->setPlaceholderText(single ? QString() : tr("%n racks", nullptr, int(selected.size())));
    mName->setEnabled(single);
    const Part* part = design().part(first.partId);
    mPart->setText(part ? QString::fromStdString(part->name)
                        : QString::fromStdString(first.partId));
    mUsable->setValue(usableKw(first));
    mProvisioned->setText(first.feeds == FeedRedundancy::Redundant2N
                              ? tr("%1 kW over two feeds (2N)").arg(first.powerBudgetKw, 0, 'f', 1)
                              : tr("%1 kW on one feed").arg(first.powerBudgetKw, 0, 'f', 1));
    selectData(mFeeds, int(first.feeds));
    selectData(mCooling, int(first.cooling));
}

} // namespace cs::ui
