#pragma once

#include "inspectorpage.h"

#include "model/entities.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace cs::ui {

// A rack's name, usable power (what it may draw; the provisioned power over
// its feeds follows), feeds (2N/N) and cooling method; with several racks
// selected a field edits all of them in one undo step.
class RackPage : public InspectorPage
{
    Q_OBJECT

public:
    RackPage(Document& document, const PartChoices& parts, QWidget* parent = nullptr);

    void setRacks(std::vector<RackId> ids);
    void reload() override;

    QLineEdit* nameField() const { return mName; }
    QDoubleSpinBox* usablePowerField() const { return mUsable; }
    QLabel* provisionedField() const { return mProvisioned; }
    QComboBox* feedsField() const { return mFeeds; }
    QComboBox* coolingField() const { return mCooling; }

private:
    std::vector<const Rack*> racks() const;
    void editRacks(QWidget* field, const std::function<void(Rack&)>& edit);

    std::vector<RackId> mIds;
    QLineEdit* mName = nullptr;
    QLabel* mPart = nullptr;
    QDoubleSpinBox* mUsable = nullptr;
    QLabel* mProvisioned = nullptr;
    QComboBox* mFeeds = nullptr;
    QComboBox* mCooling = nullptr;
};

} // namespace cs::ui
