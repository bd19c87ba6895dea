#pragma once

#include "generationjob.h"
#include "generator/clusterspec.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cs::ui {

// The generator's cluster spec as a form: the node and how many, the fabric,
// the racks, their power and cooling, storage and growth headroom.
class SpecForm : public QWidget
{
    Q_OBJECT

public:
    explicit SpecForm(const CatalogParts& catalog, QWidget* parent = nullptr);

    generator::ClusterSpec spec() const;
    // Fields the form does not show (supplies, OOB parts) are kept as given.
    void setSpec(const generator::ClusterSpec& spec);

signals:
    void edited();

private:
    QComboBox* partCombo(PartKind kind);
    void updateGpuCount();

    const CatalogParts& mCatalog;
    generator::ClusterSpec mBase;
    QLineEdit* mName = nullptr;
    QComboBox* mNode = nullptr;
    QSpinBox* mNodes = nullptr;
    QLabel* mGpuCount = nullptr;
    QComboBox* mFabric = nullptr;
    QComboBox* mSwitch = nullptr;
    QDoubleSpinBox* mOversubscription = nullptr;
    QDoubleSpinBox* mGrowth = nullptr;
    QSpinBox* mPlanes = nullptr;
    QComboBox* mRack = nullptr;
    QDoubleSpinBox* mRackPower = nullptr;
    QComboBox* mCooling = nullptr;
    QDoubleSpinBox* mStorage = nullptr;
};

} // namespace cs::ui
