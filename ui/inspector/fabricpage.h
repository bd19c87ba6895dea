#pragma once

#include "inspectorpage.h"

#include "model/entities.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace cs::ui {

// A fabric's name, role, topology and target oversubscription; with several
// fabrics selected a field edits all of them in one undo step.
class FabricPage : public InspectorPage
{
    Q_OBJECT

public:
    FabricPage(Document& document, const PartChoices& parts, QWidget* parent = nullptr);

    void setFabrics(std::vector<FabricId> ids);
    void reload() override;

    QLineEdit* nameField() const { return mName; }
    QComboBox* roleField() const { return mRole; }
    QComboBox* topologyField() const { return mTopology; }
    QDoubleSpinBox* oversubscriptionField() const { return mOversubscription; }

private:
    std::vector<const Fabric*> fabrics() const;
    void editFabrics(QWidget* field, const std::function<void(Fabric&)>& edit);

    std::vector<FabricId> mIds;
    QLineEdit* mName = nullptr;
    QComboBox* mRole = nullptr;
    QComboBox* mTopology = nullptr;
    QDoubleSpinBox* mOversubscription = nullptr;
    QLabel* mSwitches = nullptr;
};

} // namespace cs::ui
