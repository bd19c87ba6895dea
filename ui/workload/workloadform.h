#pragma once

#include "model/workload.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cs {
struct ModelPreset;
}

namespace cs::ui {

class WorkGroups;

// The fields of one workload (docs/workload-format.md): training, inference
// or both taking turns, a simulation or a throughput job (WorkGroups), with the model chosen from
// the presets or given as a bare parameter count. The new-cluster wizard and the Workloads tab's
// editor both use it. What the form does not show (expert shapes, batch details, kernels) is kept
// from the workload it was given.
class WorkloadForm : public QWidget
{
    Q_OBJECT

public:
    enum class Kind
    {
        Training,
        Inference,
        Mixed,
        Simulation,
        Throughput
    };

    explicit WorkloadForm(QWidget* parent = nullptr);

    Workload workload() const;
    // Fills the fields; the kind follows from which profiles are set.
    void setWorkload(const Workload& workload);
    Kind kind() const;
    QComboBox* modelChoice() const { return mModel; }
    // The parameters per unit of the parameter fields (1e9, or 1e8 in Chinese).
    static double parameterUnit();
    // What a new workload starts as: training a 7B model on 1 T tokens in 30 days.
    static Workload newWorkload();

private:
    QGroupBox* createTrainingGroup();
    QGroupBox* createInferenceGroup();
    void showGroupsForKind();
    void presetChosen();
    void parametersTyped();
    const ModelPreset* chosenPreset() const;
    TrainingProfile training() const;
    InferenceProfile inference() const;
    void setTraining(const TrainingProfile& t);
    void setInference(const InferenceProfile& p);
    void showPresetOf(const Workload& w);

    Workload mBase; // what the fields do not show comes from here
    double mShownTrainParameters = 0;
    double mShownServeParameters = 0;

    QFormLayout* mTop = nullptr;
    QLineEdit* mName = nullptr;
    QComboBox* mKind = nullptr;
    QComboBox* mModel = nullptr;
    QLabel* mModelNote = nullptr;
    QSpinBox* mTrainingShare = nullptr;

    WorkGroups* mWork = nullptr;
    QGroupBox* mTrainingGroup = nullptr;
    QDoubleSpinBox* mTrainParameters = nullptr;
    QDoubleSpinBox* mTokens = nullptr;
    QDoubleSpinBox* mTargetDays = nullptr;
    QComboBox* mTrainPrecision = nullptr;
    QSpinBox* mSequence = nullptr;
    QSpinBox* mGlobalBatch = nullptr;
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
