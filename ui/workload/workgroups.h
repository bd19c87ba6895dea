#pragma once

#include "model/workload.h"

#include <QObject>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QTableWidget;

namespace cs::ui {

// The fields of a simulation and of a throughput job (docs/workload-format.md,
// "hpc" and "throughput"), as two group boxes the workload form shows by kind.
class WorkGroups : public QObject
{
    Q_OBJECT

public:
    explicit WorkGroups(QObject* parent = nullptr);

    QGroupBox* simulationGroup() const { return mSimulation; }
    QGroupBox* throughputGroup() const { return mThroughput; }

    // The profiles as the fields say, the rest kept from `base`.
    HpcProfile hpc(const std::optional<HpcProfile>& base) const;
    ThroughputProfile throughput(const std::optional<ThroughputProfile>& base) const;
    void setHpc(const HpcProfile& h);
    void setThroughput(const ThroughputProfile& t);

    static HpcProfile defaultHpc();
    static ThroughputProfile defaultThroughput();

private:
    void createSimulationGroup();
    void createThroughputGroup();
    void showWorkUnit();
    void addRate();
    void removeRate();

    QGroupBox* mSimulation = nullptr;
    QComboBox* mBound = nullptr;
    QComboBox* mHpcPrecision = nullptr;
    QDoubleSpinBox* mHpcWork = nullptr;
    QDoubleSpinBox* mHpcDays = nullptr;
    QDoubleSpinBox* mSustained = nullptr;

    QGroupBox* mThroughput = nullptr;
    QLineEdit* mUnit = nullptr;
    QDoubleSpinBox* mJobWork = nullptr;
    QDoubleSpinBox* mJobDays = nullptr;
    QTableWidget* mRates = nullptr;
    QDoubleSpinBox* mBytesPerUnit = nullptr;
    QDoubleSpinBox* mEfficiency = nullptr;
};

} // namespace cs::ui
