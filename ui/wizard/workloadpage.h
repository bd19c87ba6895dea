#pragma once

#include "sizing/workload.h"

#include <QWizardPage>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace cs::ui {

// What the cluster must run (core/sizing/workload.h): training, inference or
// both taking turns on the same GPUs.
class WorkloadPage : public QWizardPage
{
    Q_OBJECT

public:
    enum class Kind
    {
        Training,
        Inference,
        Mixed
    };

    WorkloadPage();

    sizing::Workload workload() const;
    // Fills the fields; the kind follows from which profiles are set.
    void setWorkload(const sizing::Workload& workload);
    Kind kind() const;

private:
    QGroupBox* createTrainingGroup();
    QGroupBox* createInferenceGroup();
    void showGroupsForKind();
    sizing::TrainingProfile training() const;
    sizing::InferenceProfile inference() const;
    void setTraining(const sizing::TrainingProfile& t);
    void setInference(const sizing::InferenceProfile& p);

    QFormLayout* mTop = nullptr;
    QLineEdit* mName = nullptr;
    QComboBox* mKind = nullptr;
    QSpinBox* mTrainingShare = nullptr;

    QGroupBox* mTrainingGroup = nullptr;
    QDoubleSpinBox* mTrainParameters = nullptr;
    QDoubleSpinBox* mTokens = nullptr;
    QDoubleSpinBox* mTargetDays = nullptr;
    QComboBox* mTrainPrecision = nullptr;
    QDoubleSpinBox* mMfu = nullptr;
    QCheckBox* mRecomputation = nullptr;

    QGroupBox* mInferenceGroup = nullptr;
    QDoubleSpinBox* mServeParameters = nullptr;
    QComboBox* mServePrecision = nullptr;
    QSpinBox* mContext = nullptr;
    QSpinBox* mSequences = nullptr;
    QDoubleSpinBox* mTokensPerSecond = nullptr;
    QComboBox* mLatency = nullptr;
};

} // namespace cs::ui
