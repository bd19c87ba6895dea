#include "workgroups.h"

#include "forms/formwidgets.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>

#include <algorithm>
#include <optional>

namespace cs::ui {

namespace {

// Simulation work is entered in units of 10^18 (EFLOP or EB): 10^15 to 10^30.
constexpr double kExa = 1e18;
// Throughput work is entered in millions of pieces.
constexpr double kMillion = 1e6;
// Input per piece is entered in kB (10^3 bytes).
constexpr double kKilo = 1e3;

enum RateColumn
{
    GpuColumn,
    RateColumnIndex,
    CoresColumn
};

// A positive number in the cell, in the locale's digits; unset otherwise.
std::optional<double> positiveIn(const QTableWidgetItem* item)
{
    bool ok = false;
    const double v = item ? QLocale().toDouble(item->text(), &ok) : 0;
    return ok && v > 0 ? std::optional(v) : std::nullopt;
}

} // namespace

HpcProfile WorkGroups::defaultHpc()
{
    HpcProfile h;
    h.work = 1e21;
    h.targetDays = 5;
    return h;
}

ThroughputProfile WorkGroups::defaultThroughput()
{
    ThroughputProfile t;
    t.unit = "images";
    t.work = 1e9;
    t.targetDays = 3;
    return t;
}

WorkGroups::WorkGroups(QObject* parent) : QObject(parent)
{
    createSimulationGroup();
    createThroughputGroup();
    setHpc(defaultHpc());
    setThroughput(defaultThroughput());
}

void WorkGroups::createSimulationGroup()
{
    mSimulation = new QGroupBox(tr("Simulation"));
    mBound = new QComboBox;
    mBound->addItem(tr("Compute (floating-point operations)"), int(HpcBound::Compute));
    mBound->addItem(tr("Memory bandwidth (bytes moved)"), int(HpcBound::MemoryBandwidth));
    mHpcPrecision = new QComboBox;
    mHpcPrecision->addItem(QStringLiteral("FP64"), int(HpcPrecision::Fp64));
    mHpcPrecision->addItem(QStringLiteral("FP32"), int(HpcPrecision::Fp32));
    mHpcWork = form::doubleSpin(0.001, 1e12, 3, QString());
    mHpcDays = form::doubleSpin(0.1, 3650, 1, tr(" days"));
    mSustained = form::doubleSpin(0, 100, 0, tr(" % of peak"));
    mSustained->setSpecialValueText(tr("the model's default"));
    mSustained->setToolTip(tr("The share of the GPUs' peak your code sustains. Zero takes the "
                              "model's default: 65% of the FP64 peak (HPL on the largest GPU "
                              "systems, a ceiling) or 80% of memory bandwidth (streaming "
                              "kernels)."));
    auto* f = new QFormLayout(mSimulation);
    f->addRow(tr("&Bound by:"), mBound);
    f->addRow(tr("Prec&ision:"), mHpcPrecision);
    f->addRow(tr("&Work:"), mHpcWork);
    f->addRow(tr("Finish wit&hin:"), mHpcDays);
    f->addRow(tr("&Sustained:"), mSustained);
    connect(mBound, &QComboBox::currentIndexChanged, this, &WorkGroups::showWorkUnit);
}

void WorkGroups::createThroughputGroup()
{
    mThroughput = new QGroupBox(tr("Throughput job"));
    mUnit = new QLineEdit;
    mUnit->setPlaceholderText(tr("images, frames, …"));
    mJobWork = form::doubleSpin(0.001, 1e12, 3, tr(" million"));
    mJobDays = form::doubleSpin(0.1, 3650, 1, tr(" days"));
    mRates = new QTableWidget(0, 3);
    mRates->setHorizontalHeaderLabels(
        {tr("GPU (catalog id)"), tr("Per GPU per second"), tr("CPU cores per GPU")});
    mRates->horizontalHeader()->setSectionResizeMode(GpuColumn, QHeaderView::Stretch);
    mRates->verticalHeader()->hide();
    mRates->setMinimumHeight(90);
    mRates->setToolTip(tr("Rates you measured, one row per GPU model. A GPU without a measured "
                          "rate is never assumed to run at one. CPU cores per GPU: the host "
                          "cores its input pipeline kept busy at that rate (empty: not "
                          "measured); nodes with fewer slow the job in proportion."));
    auto* add = new QPushButton(tr("Add rate"));
    auto* remove = new QPushButton(tr("Remove rate"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    mBytesPerUnit = form::doubleSpin(0, 1e9, 0, tr(" kB each"));
    mBytesPerUnit->setSpecialValueText(tr("not checked"));
    mEfficiency = form::doubleSpin(1, 100, 0, tr(" %"));
    auto* f = new QFormLayout(mThroughput);
    f->addRow(tr("&Unit:"), mUnit);
    f->addRow(tr("&Work:"), mJobWork);
    f->addRow(tr("Finish wit&hin:"), mJobDays);
    f->addRow(tr("Measured &rates:"), mRates);
    f->addRow(QString(), buttons);
    f->addRow(tr("&Input read:"), mBytesPerUnit);
    f->addRow(tr("Scaling &efficiency:"), mEfficiency);
    connect(add, &QPushButton::clicked, this, &WorkGroups::addRate);
    connect(remove, &QPushButton::clicked, this, &WorkGroups::removeRate);
}

// The work field counts FLOPs or bytes, as the bound says.
void WorkGroups::showWorkUnit()
{
    const bool bytes = HpcBound(mBound->currentData().toInt()) == HpcBound::MemoryBandwidth;
    mHpcWork->setSuffix(bytes ? tr(" EB (10¹⁸ bytes)") : tr(" EFLOP (10¹⁸)"));
    mHpcPrecision->setEnabled(!bytes);
}

void WorkGroups::addRate()
{
    const int row = mRates->rowCount();
    mRates->insertRow(row);
    mRates->setItem(row, GpuColumn, new QTableWidgetItem);
    mRates->setItem(row, RateColumnIndex, new QTableWidgetItem(QStringLiteral("1")));
    mRates->setItem(row, CoresColumn, new QTableWidgetItem);
    mRates->setCurrentCell(row, GpuColumn);
    mRates->editItem(mRates->item(row, GpuColumn));
}

void WorkGroups::removeRate()
{
    const int row = mRates->currentRow();
    if (row >= 0) {
        mRates->removeRow(row);
    }
}

HpcProfile WorkGroups::hpc(const std::optional<HpcProfile>& base) const
{
    HpcProfile h = base.value_or(defaultHpc());
    h.bound = HpcBound(mBound->currentData().toInt());
    h.precision = HpcPrecision(mHpcPrecision->currentData().toInt());
    h.work = mHpcWork->value() * kExa;
    h.targetDays = mHpcDays->value();
    h.sustainedFraction =
        mSustained->value() > 0 ? std::optional(mSustained->value() / 100) : std::nullopt;
    return h;
}

void WorkGroups::setHpc(const HpcProfile& h)
{
    form::selectData(mBound, int(h.bound));
    form::selectData(mHpcPrecision, int(h.precision));
    mHpcWork->setValue(h.work / kExa);
    mHpcDays->setValue(h.targetDays);
    mSustained->setValue(h.sustainedFraction ? *h.sustainedFraction * 100 : 0);
    showWorkUnit();
}

// Rows without a GPU or with a rate that is not a positive number are left
// out; a GPU named twice keeps its first row. With no row left, the rates
// `base` had are kept, so a job always has one.
ThroughputProfile WorkGroups::throughput(const std::optional<ThroughputProfile>& base) const
{
    ThroughputProfile t = base.value_or(defaultThroughput());
    const std::string unit = mUnit->text().trimmed().toStdString();
    t.unit = unit.empty() ? t.unit : unit;
    t.work = mJobWork->value() * kMillion;
    t.targetDays = mJobDays->value();
    std::vector<MeasuredRate> rates;
    for (int row = 0; row < mRates->rowCount(); ++row) {
        const QTableWidgetItem* gpu = mRates->item(row, GpuColumn);
        const std::optional<double> perSecond = positiveIn(mRates->item(row, RateColumnIndex));
        const std::string id = gpu ? gpu->text().trimmed().toStdString() : std::string();
        if (perSecond && !id.empty() &&
            std::none_of(rates.begin(), rates.end(),
                         [&](const MeasuredRate& m) { return m.gpuPartId == id; })) {
            rates.push_back({id, *perSecond, positiveIn(mRates->item(row, CoresColumn))});
        }
    }
    if (!rates.empty()) {
        t.rates = std::move(rates);
    }
    t.bytesPerUnit =
        mBytesPerUnit->value() > 0 ? std::optional(mBytesPerUnit->value() * kKilo) : std::nullopt;
    t.scalingEfficiency =
        mEfficiency->value() < 100 ? std::optional(mEfficiency->value() / 100) : std::nullopt;
    return t;
}

void WorkGroups::setThroughput(const ThroughputProfile& t)
{
    mUnit->setText(QString::fromStdString(t.unit));
    mJobWork->setValue(t.work / kMillion);
    mJobDays->setValue(t.targetDays);
    mRates->setRowCount(0);
    for (const MeasuredRate& r : t.rates) {
        const int row = mRates->rowCount();
        mRates->insertRow(row);
        mRates->setItem(row, GpuColumn, new QTableWidgetItem(QString::fromStdString(r.gpuPartId)));
        mRates->setItem(row, RateColumnIndex,
                        new QTableWidgetItem(QLocale().toString(r.unitsPerSecond, 'g', 12)));
        mRates->setItem(row, CoresColumn,
                        new QTableWidgetItem(r.cpuCoresPerGpu
                                                 ? QLocale().toString(*r.cpuCoresPerGpu, 'g', 12)
                                                 : QString()));
    }
    mBytesPerUnit->setValue(t.bytesPerUnit ? *t.bytesPerUnit / kKilo : 0);
    mEfficiency->setValue(t.scalingEfficiency ? *t.scalingEfficiency * 100 : 100);
}

} // namespace cs::ui
