#include "workloadform.h"

#include "forms/formwidgets.h"
#include "model/modelpresets.h"
#include "workgroups.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

// The parameter fields count in the reader's unit: "70 billion" in English,
// "700 亿" in Chinese (亿 = 10^8), never 7e10 nor "70 十亿".
constexpr double kBillion = 1e9;

QDoubleSpinBox* parameterSpin()
{
    const double unit = WorkloadForm::parameterUnit();
    // 0.1 billion to 100,000 billion parameters, one decimal of the unit.
    return form::doubleSpin(0.1 * kBillion / unit, 1e5 * kBillion / unit, 1,
                            WorkloadForm::tr(" billion"));
}

TrainingProfile defaultTraining()
{
    TrainingProfile t;
    t.parameters = 7e9;
    t.trainingTokens = 1e12;
    t.targetDays = 30;
    return t;
}

InferenceProfile defaultInference()
{
    InferenceProfile p;
    p.parameters = 70e9;
    p.precision = InferencePrecision::Fp8;
    p.contextLength = 8192;
    p.concurrentSequences = 64;
    p.targetTokensPerSecond = 10000;
    return p;
}

// The model a profile had, kept when its parameter field was left as shown;
// a new count is a different model, whose shape the performance model
// estimates.
template <typename Profile>
void modelFrom(Profile& into, const std::optional<Profile>& base, double typed, double shown,
               const ModelPreset* preset)
{
    if (preset) {
        applyModelPreset(*preset, into);
    } else if (base && typed == shown) {
        into.parameters = base->parameters;
        into.shape = base->shape;
        into.moe = base->moe;
    } else {
        into.parameters = typed;
        into.shape = {};
        into.moe.reset();
    }
}

} // namespace

double WorkloadForm::parameterUnit()
{
    // The translation chooses the unit beside the field's suffix (" billion"
    // → " 亿"); the wizard's Chinese test checks that the two agree.
    // Anything unreadable is billions.
    bool ok = false;
    const double unit = tr("1e9", "parameters per unit of the Parameters fields: 1e9 with the "
                                  "suffix billion, 1e8 with the suffix 亿")
                            .toDouble(&ok);
    return ok && unit >= 1e6 ? unit : kBillion;
}

Workload WorkloadForm::newWorkload()
{
    Workload start;
    start.name = "7B model";
    start.training = defaultTraining();
    return start;
}

WorkloadForm::WorkloadForm(QWidget* parent) : QWidget(parent)
{
    mName = new QLineEdit;
    mKind = new QComboBox;
    mKind->addItem(tr("Training"), int(Kind::Training));
    mKind->addItem(tr("Inference"), int(Kind::Inference));
    mKind->addItem(tr("Training and inference, taking turns"), int(Kind::Mixed));
    mKind->addItem(tr("Simulation (HPC)"), int(Kind::Simulation));
    mKind->addItem(tr("Throughput job (measured rates)"), int(Kind::Throughput));
    mModel = new QComboBox;
    mModel->addItem(tr("Custom: from the parameter count"), QString());
    for (const ModelPreset& p : modelPresets()) {
        mModel->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
        mModel->setItemData(mModel->count() - 1, QString::fromStdString(p.source), Qt::ToolTipRole);
    }
    mModelNote = new QLabel;
    mModelNote->setWordWrap(true);
    mTrainingShare = form::intSpin(1, 99, tr("% of the hours for training"));
    mTrainingShare->setValue(50);
    auto* top = mTop = new QFormLayout;
    top->addRow(tr("&Name:"), mName);
    top->addRow(tr("&Runs:"), mKind);
    top->addRow(tr("M&odel:"), mModel);
    top->addRow(QString(), mModelNote);
    top->addRow(tr("&Share:"), mTrainingShare);

    auto* groups = new QHBoxLayout;
    groups->addWidget(createTrainingGroup());
    groups->addWidget(createInferenceGroup());
    mWork = new WorkGroups(this);
    groups->addWidget(mWork->simulationGroup());
    groups->addWidget(mWork->throughputGroup());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(groups);
    layout->addStretch();

    connect(mKind, &QComboBox::currentIndexChanged, this, &WorkloadForm::showGroupsForKind);
    connect(mModel, &QComboBox::currentIndexChanged, this, &WorkloadForm::presetChosen);
    connect(mTrainParameters, &QDoubleSpinBox::valueChanged, this, &WorkloadForm::parametersTyped);
    connect(mServeParameters, &QDoubleSpinBox::valueChanged, this, &WorkloadForm::parametersTyped);
    setWorkload(newWorkload());
    setInference(defaultInference());
}

QGroupBox* WorkloadForm::createTrainingGroup()
{
    mTrainingGroup = new QGroupBox(tr("Training"));
    mTrainParameters = parameterSpin();
    mTokens = form::doubleSpin(0.001, 1e5, 3, tr(" trillion"));
    mTargetDays = form::doubleSpin(0.1, 3650, 1, tr(" days"));
    mTrainPrecision = new QComboBox;
    mTrainPrecision->addItem(QStringLiteral("BF16"), int(TrainingPrecision::Bf16));
    mTrainPrecision->addItem(QStringLiteral("FP8"), int(TrainingPrecision::Fp8));
    mSequence = form::intSpin(128, 10'000'000, tr(" tokens"));
    mGlobalBatch = form::intSpin(0, 100'000'000, tr(" sequences"));
    // Zero leaves the batch to the model: about 4 M tokens per step.
    mGlobalBatch->setSpecialValueText(tr("about 4 M tokens"));
    mMfu = form::doubleSpin(0, 100, 0, tr(" %"));
    mMfu->setObjectName(QStringLiteral("mfu"));
    // Zero leaves the utilisation to the performance model.
    mMfu->setSpecialValueText(tr("predicted by the model"));
    mMfu->setToolTip(tr("Model FLOPs utilisation: the share of the GPUs' dense peak the run "
                        "achieves. Leave it at zero for the performance model's prediction; "
                        "a figure here replaces it (35–45% is typical for large dense "
                        "models)."));
    mRecomputation = new QCheckBox(tr("Recompute activations in the backward pass"));
    auto* f = new QFormLayout(mTrainingGroup);
    f->addRow(tr("&Parameters:"), mTrainParameters);
    f->addRow(tr("T&okens:"), mTokens);
    f->addRow(tr("Finish &within:"), mTargetDays);
    f->addRow(tr("Pre&cision:"), mTrainPrecision);
    f->addRow(tr("Seq&uence:"), mSequence);
    f->addRow(tr("Global &batch:"), mGlobalBatch);
    f->addRow(tr("&MFU:"), mMfu);
    f->addRow(mRecomputation);
    return mTrainingGroup;
}

QGroupBox* WorkloadForm::createInferenceGroup()
{
    mInferenceGroup = new QGroupBox(tr("Inference"));
    mServeParameters = parameterSpin();
    mServePrecision = new QComboBox;
    mServePrecision->addItem(QStringLiteral("FP16"), int(InferencePrecision::Fp16));
    mServePrecision->addItem(QStringLiteral("FP8"), int(InferencePrecision::Fp8));
    mServePrecision->addItem(QStringLiteral("INT4"), int(InferencePrecision::Int4));
    mContext = form::intSpin(1, 10'000'000, tr(" tokens"));
    mSequences = form::intSpin(1, 10'000'000, QString());
    mTokensPerSecond = form::doubleSpin(1, 1e12, 0, tr(" tokens/s"));
    mLatency = new QComboBox;
    mLatency->addItem(tr("Interactive (every sequence at reading pace)"),
                      int(LatencyClass::Interactive));
    mLatency->addItem(tr("Batch (only the total rate counts)"), int(LatencyClass::Batch));
    auto* f = new QFormLayout(mInferenceGroup);
    f->addRow(tr("P&arameters:"), mServeParameters);
    f->addRow(tr("Pr&ecision:"), mServePrecision);
    f->addRow(tr("Con&text:"), mContext);
    f->addRow(tr("Concurrent se&quences:"), mSequences);
    f->addRow(tr("Tar&get output:"), mTokensPerSecond);
    f->addRow(tr("&Latency:"), mLatency);
    return mInferenceGroup;
}

WorkloadForm::Kind WorkloadForm::kind() const
{
    return Kind(mKind->currentData().toInt());
}

void WorkloadForm::showGroupsForKind()
{
    const Kind k = kind();
    const bool transformer = k == Kind::Training || k == Kind::Inference || k == Kind::Mixed;
    mTrainingGroup->setVisible(k == Kind::Training || k == Kind::Mixed);
    mInferenceGroup->setVisible(k == Kind::Inference || k == Kind::Mixed);
    mWork->simulationGroup()->setVisible(k == Kind::Simulation);
    mWork->throughputGroup()->setVisible(k == Kind::Throughput);
    mTop->setRowVisible(mTrainingShare, k == Kind::Mixed);
    mTop->setRowVisible(mModel, transformer);
    mTop->setRowVisible(mModelNote, transformer && !mModelNote->text().isEmpty());
}

const ModelPreset* WorkloadForm::chosenPreset() const
{
    return findModelPreset(mModel->currentData().toString().toStdString());
}

// A preset sets both parameter fields; the note says what the model cannot
// represent of it.
void WorkloadForm::presetChosen()
{
    const ModelPreset* preset = chosenPreset();
    mModelNote->setText(preset ? caveatText(*preset) : QString());
    mTop->setRowVisible(mModelNote, !mModelNote->text().isEmpty());
    if (!preset) {
        return;
    }
    const QSignalBlocker trainBlock(mTrainParameters);
    const QSignalBlocker serveBlock(mServeParameters);
    mTrainParameters->setValue(preset->parameters / parameterUnit());
    mServeParameters->setValue(preset->parameters / parameterUnit());
}

// A typed count is no longer the preset's model.
void WorkloadForm::parametersTyped()
{
    if (chosenPreset()) {
        mModel->setCurrentIndex(0);
    }
}

TrainingProfile WorkloadForm::training() const
{
    TrainingProfile t = mBase.training.value_or(defaultTraining());
    modelFrom(t, mBase.training, mTrainParameters->value() * parameterUnit(), mShownTrainParameters,
              chosenPreset());
    t.trainingTokens = mTokens->value() * 1e12;
    t.targetDays = mTargetDays->value();
    t.precision = TrainingPrecision(mTrainPrecision->currentData().toInt());
    t.sequenceLength = mSequence->value();
    t.globalBatchSequences =
        mGlobalBatch->value() > 0 ? std::optional(mGlobalBatch->value()) : std::nullopt;
    t.mfu = mMfu->value() > 0 ? std::optional(mMfu->value() / 100) : std::nullopt;
    t.recomputation = mRecomputation->isChecked();
    return t;
}

InferenceProfile WorkloadForm::inference() const
{
    InferenceProfile p = mBase.inference.value_or(defaultInference());
    modelFrom(p, mBase.inference, mServeParameters->value() * parameterUnit(),
              mShownServeParameters, chosenPreset());
    p.precision = InferencePrecision(mServePrecision->currentData().toInt());
    p.contextLength = mContext->value();
    p.concurrentSequences = mSequences->value();
    p.targetTokensPerSecond = mTokensPerSecond->value();
    p.latencyClass = LatencyClass(mLatency->currentData().toInt());
    return p;
}

Workload WorkloadForm::workload() const
{
    Workload w = mBase;
    w.name = mName->text().trimmed().toStdString();
    const Kind k = kind();
    w.training = k == Kind::Training || k == Kind::Mixed ? std::optional(training()) : std::nullopt;
    w.inference =
        k == Kind::Inference || k == Kind::Mixed ? std::optional(inference()) : std::nullopt;
    w.hpc = k == Kind::Simulation ? std::optional(mWork->hpc(mBase.hpc)) : std::nullopt;
    w.throughput =
        k == Kind::Throughput ? std::optional(mWork->throughput(mBase.throughput)) : std::nullopt;
    w.trainingHoursShare =
        k == Kind::Mixed ? std::optional(mTrainingShare->value() / 100.0) : std::nullopt;
    return w;
}

void WorkloadForm::setTraining(const TrainingProfile& t)
{
    const QSignalBlocker block(mTrainParameters);
    mTrainParameters->setValue(t.parameters / parameterUnit());
    mShownTrainParameters = mTrainParameters->value() * parameterUnit();
    mTokens->setValue(t.trainingTokens / 1e12);
    mTargetDays->setValue(t.targetDays);
    form::selectData(mTrainPrecision, int(t.precision));
    mSequence->setValue(t.sequenceLength);
    mGlobalBatch->setValue(t.globalBatchSequences.value_or(0));
    mMfu->setValue(t.mfu ? *t.mfu * 100 : 0);
    mRecomputation->setChecked(t.recomputation);
}

void WorkloadForm::setInference(const InferenceProfile& p)
{
    const QSignalBlocker block(mServeParameters);
    mServeParameters->setValue(p.parameters / parameterUnit());
    mShownServeParameters = mServeParameters->value() * parameterUnit();
    form::selectData(mServePrecision, int(p.precision));
    mContext->setValue(p.contextLength);
    mSequences->setValue(p.concurrentSequences);
    mTokensPerSecond->setValue(p.targetTokensPerSecond);
    form::selectData(mLatency, int(p.latencyClass));
}

// The preset every profile of the workload is, else Custom.
void WorkloadForm::showPresetOf(const Workload& w)
{
    const ModelPreset* t =
        w.training ? presetOf(w.training->parameters, w.training->shape, w.training->moe) : nullptr;
    const ModelPreset* i =
        w.inference ? presetOf(w.inference->parameters, w.inference->shape, w.inference->moe)
                    : nullptr;
    const ModelPreset* both =
        (!w.training || t) && (!w.inference || i) && (!t || !i || t == i) ? (t ? t : i) : nullptr;
    const QSignalBlocker block(mModel);
    form::selectData(mModel, both ? QString::fromStdString(both->id) : QString());
    mModelNote->setText(both ? caveatText(*both) : QString());
    mTop->setRowVisible(mModelNote, !mModelNote->text().isEmpty());
}

void WorkloadForm::setWorkload(const Workload& w)
{
    mBase = w;
    mName->setText(QString::fromStdString(w.name));
    if (w.training) {
        setTraining(*w.training);
    }
    if (w.inference) {
        setInference(*w.inference);
    }
    if (w.hpc) {
        mWork->setHpc(*w.hpc);
    }
    if (w.throughput) {
        mWork->setThroughput(*w.throughput);
    }
    const Kind k = w.hpc                       ? Kind::Simulation
                   : w.throughput              ? Kind::Throughput
                   : w.training && w.inference ? Kind::Mixed
                   : w.inference               ? Kind::Inference
                                               : Kind::Training;
    form::selectData(mKind, int(k));
    if (w.trainingHoursShare) {
        mTrainingShare->setValue(int(*w.trainingHoursShare * 100 + 0.5));
    }
    showPresetOf(w);
    showGroupsForKind();
}

} // namespace cs::ui
