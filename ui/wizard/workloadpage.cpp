#include "workloadpage.h"

#include "forms/formwidgets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cs::ui {

using namespace sizing;

namespace {

// The parameter fields count in the reader's unit: "70 billion" in English,
// "700 亿" in Chinese (亿 = 10^8), never 7e10 nor "70 十亿".
constexpr double kBillion = 1e9;

// How many parameters one unit of a parameter field counts. The translation
// chooses it beside the field's suffix (" billion" → " 亿"); the wizard's
// Chinese test checks that the two agree. Anything unreadable is billions.
double parameterUnit()
{
    bool ok = false;
    const double unit =
        WorkloadPage::tr("1e9", "parameters per unit of the Parameters fields: 1e9 with the "
                                "suffix billion, 1e8 with the suffix 亿")
            .toDouble(&ok);
    return ok && unit >= 1e6 ? unit : kBillion;
}

QDoubleSpinBox* parameterSpin()
{
    const double unit = parameterUnit();
    // 0.1 billion to 100,000 billion parameters, one decimal of the unit.
    return form::doubleSpin(0.1 * kBillion / unit, 1e5 * kBillion / unit, 1,
                            WorkloadPage::tr(" billion"));
}

Workload defaultWorkload()
{
    Workload w;
    w.name = "7B model";
    TrainingProfile t;
    t.parameters = 7e9;
    t.trainingTokens = 1e12;
    t.targetDays = 30;
    w.training = t;
    return w;
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

} // namespace

WorkloadPage::WorkloadPage()
{
    setTitle(tr("Workload"));
    setSubTitle(tr("What the cluster must run. The sizing turns it into GPUs on every "
                   "accelerator in the catalog."));
    mName = new QLineEdit;
    mKind = new QComboBox;
    mKind->addItem(tr("Training"), int(Kind::Training));
    mKind->addItem(tr("Inference"), int(Kind::Inference));
    mKind->addItem(tr("Training and inference, taking turns"), int(Kind::Mixed));
    mTrainingShare = form::intSpin(1, 99, tr("% of the hours for training"));
    mTrainingShare->setValue(50);
    auto* top = mTop = new QFormLayout;
    top->addRow(tr("&Name:"), mName);
    top->addRow(tr("&Runs:"), mKind);
    top->addRow(tr("&Share:"), mTrainingShare);

    auto* groups = new QHBoxLayout;
    groups->addWidget(createTrainingGroup());
    groups->addWidget(createInferenceGroup());
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(groups);
    layout->addStretch();

    connect(mKind, &QComboBox::currentIndexChanged, this, &WorkloadPage::showGroupsForKind);
    setWorkload(defaultWorkload());
    setInference(defaultInference());
}

QGroupBox* WorkloadPage::createTrainingGroup()
{
    mTrainingGroup = new QGroupBox(tr("Training"));
    mTrainParameters = parameterSpin();
    mTokens = form::doubleSpin(0.001, 1e6, 3, tr(" trillion"));
    mTargetDays = form::doubleSpin(0.1, 3650, 1, tr(" days"));
    mTrainPrecision = new QComboBox;
    mTrainPrecision->addItem(QStringLiteral("BF16"), int(TrainingPrecision::Bf16));
    mTrainPrecision->addItem(QStringLiteral("FP8"), int(TrainingPrecision::Fp8));
    mMfu = form::doubleSpin(1, 100, 0, tr(" %"));
    mMfu->setToolTip(tr("Model FLOPs utilisation: the share of the GPUs' dense peak the run "
                        "achieves. 35–45% is typical for large dense models."));
    mRecomputation = new QCheckBox(tr("Recompute activations in the backward pass"));
    auto* f = new QFormLayout(mTrainingGroup);
    f->addRow(tr("&Parameters:"), mTrainParameters);
    f->addRow(tr("T&okens:"), mTokens);
    f->addRow(tr("Finish &within:"), mTargetDays);
    f->addRow(tr("Pre&cision:"), mTrainPrecision);
    f->addRow(tr("&MFU:"), mMfu);
    f->addRow(mRecomputation);
    return mTrainingGroup;
}

QGroupBox* WorkloadPage::createInferenceGroup()
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

WorkloadPage::Kind WorkloadPage::kind() const
{
    return Kind(mKind->currentData().toInt());
}

void WorkloadPage::showGroupsForKind()
{
    const Kind k = kind();
    mTrainingGroup->setVisible(k != Kind::Inference);
    mInferenceGroup->setVisible(k != Kind::Training);
    mTop->setRowVisible(mTrainingShare, k == Kind::Mixed);
}

TrainingProfile WorkloadPage::training() const
{
    TrainingProfile t;
    t.parameters = mTrainParameters->value() * parameterUnit();
    t.trainingTokens = mTokens->value() * 1e12;
    t.targetDays = mTargetDays->value();
    t.precision = TrainingPrecision(mTrainPrecision->currentData().toInt());
    t.mfu = mMfu->value() / 100;
    t.recomputation = mRecomputation->isChecked();
    return t;
}

InferenceProfile WorkloadPage::inference() const
{
    InferenceProfile p;
    p.parameters = mServeParameters->value() * parameterUnit();
    p.precision = InferencePrecision(mServePrecision->currentData().toInt());
    p.contextLength = mContext->value();
    p.concurrentSequences = mSequences->value();
    p.targetTokensPerSecond = mTokensPerSecond->value();
    p.latencyClass = LatencyClass(mLatency->currentData().toInt());
    return p;
}

Workload WorkloadPage::workload() const
{
    Workload w;
    w.name = mName->text().trimmed().toStdString();
    const Kind k = kind();
    if (k != Kind::Inference) {
        w.training = training();
    }
    if (k != Kind::Training) {
        w.inference = inference();
    }
    if (k == Kind::Mixed) {
        w.trainingHoursShare = mTrainingShare->value() / 100.0;
    }
    return w;
}

void WorkloadPage::setTraining(const TrainingProfile& t)
{
    mTrainParameters->setValue(t.parameters / parameterUnit());
    mTokens->setValue(t.trainingTokens / 1e12);
    mTargetDays->setValue(t.targetDays);
    form::selectData(mTrainPrecision, int(t.precision));
    mMfu->setValue(t.sizingMfu() * 100);
    mRecomputation->setChecked(t.recomputation);
}

void WorkloadPage::setInference(const InferenceProfile& p)
{
    mServeParameters->setValue(p.parameters / parameterUnit());
    form::selectData(mServePrecision, int(p.precision));
    mContext->setValue(p.contextLength);
    mSequences->setValue(p.concurrentSequences);
    mTokensPerSecond->setValue(p.targetTokensPerSecond);
    form::selectData(mLatency, int(p.latencyClass));
}

void WorkloadPage::setWorkload(const Workload& w)
{
    mName->setText(QString::fromStdString(w.name));
    if (w.training) {
        setTraining(*w.training);
    }
    if (w.inference) {
        setInference(*w.inference);
    }
    const Kind k = w.training && w.inference ? Kind::Mixed
                   : w.inference             ? Kind::Inference
                                             : Kind::Training;
    form::selectData(mKind, int(k));
    if (w.trainingHoursShare) {
        mTrainingShare->setValue(int(*w.trainingHoursShare * 100 + 0.5));
    }
    showGroupsForKind();
}

} // namespace cs::ui
