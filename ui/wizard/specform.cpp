#include "specform.h"

#include "forms/formwidgets.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>

namespace cs::ui {

using generator::ClusterSpec;
using generator::FabricKind;

namespace {

QString id(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

SpecForm::SpecForm(const CatalogParts& catalog, QWidget* parent)
    : QWidget(parent), mCatalog(catalog)
{
    mName = new QLineEdit;
    mName->setPlaceholderText(tr("Named after the nodes"));
    mNode = partCombo(PartKind::GpuServer);
    mNodes = form::intSpin(1, 100'000, QString());
    mGpuCount = new QLabel;
    mFabric = new QComboBox;
    mFabric->addItem(tr("Fat tree"), int(FabricKind::FatTree));
    mFabric->addItem(tr("Rail-optimized"), int(FabricKind::RailOptimized));
    mSwitch = partCombo(PartKind::Switch);
    // As `generate` without --switch: the generator picks the switch whose
    // ports meet the node's (InfiniBand for a DGX or HGX node).
    mSwitch->insertItem(0, tr("Automatic (matches the node's ports)"), QString());
    mOversubscription = form::doubleSpin(1, 16, 2, tr(" : 1"));
    mGrowth = form::doubleSpin(0, 1000, 0, tr(" % more nodes without a new tier"));
    mPlanes = form::intSpin(1, generator::kMostPlanes, QString());
    mPlanes->setSpecialValueText(tr("One (no split)"));
    mPlanes->setToolTip(tr("Independent compute planes: each compute port is split into one port "
                           "per plane, as two-plane Spectrum-X with ConnectX-8 (2 × 400GbE)."));
    mRack = partCombo(PartKind::Rack);
    mRackPower = form::doubleSpin(0, 1000, 1, tr(" kW over both feeds"));
    mRackPower->setSpecialValueText(tr("Twice the cooling method's rack limit"));
    mCooling = new QComboBox;
    mCooling->addItem(tr("Automatic (liquid for liquid-cooled nodes, else rear door)"), -1);
    mCooling->addItem(tr("Air"), int(CoolingMethod::Air));
    mCooling->addItem(tr("Rear-door heat exchanger"), int(CoolingMethod::RearDoor));
    mCooling->addItem(tr("Direct liquid"), int(CoolingMethod::DirectLiquid));
    mStorage = form::doubleSpin(0, 1e6, 0, tr(" TB"));
    mStorage->setSpecialValueText(tr("No shared storage"));

    auto* compute = new QGroupBox(tr("Compute"));
    auto* c = new QFormLayout(compute);
    c->addRow(tr("&Name:"), mName);
    c->addRow(tr("N&ode:"), mNode);
    c->addRow(tr("&How many:"), mNodes);
    c->addRow(QString(), mGpuCount);
    auto* network = new QGroupBox(tr("Network"));
    auto* n = new QFormLayout(network);
    n->addRow(tr("&Fabric:"), mFabric);
    n->addRow(tr("S&witch:"), mSwitch);
    n->addRow(tr("O&versubscription:"), mOversubscription);
    n->addRow(tr("&Growth:"), mGrowth);
    n->addRow(tr("P&lanes:"), mPlanes);
    auto* facility = new QGroupBox(tr("Facility"));
    auto* f = new QFormLayout(facility);
    f->addRow(tr("&Rack:"), mRack);
    f->addRow(tr("Rack &power:"), mRackPower);
    f->addRow(tr("&Cooling:"), mCooling);
    f->addRow(tr("&Storage:"), mStorage);
    auto* right = new QVBoxLayout;
    right->addWidget(network);
    right->addWidget(facility);
    auto* left = new QVBoxLayout;
    left->addWidget(compute);
    left->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(left, 1);
    layout->addLayout(right, 1);

    for (QComboBox* box : {mNode, mFabric, mSwitch, mRack, mCooling}) {
        connect(box, &QComboBox::currentIndexChanged, this, &SpecForm::edited);
    }
    for (QDoubleSpinBox* box : {mOversubscription, mGrowth, mRackPower, mStorage}) {
        connect(box, &QDoubleSpinBox::valueChanged, this, &SpecForm::edited);
    }
    for (QSpinBox* box : {mNodes, mPlanes}) {
        connect(box, &QSpinBox::valueChanged, this, &SpecForm::edited);
    }
    connect(mName, &QLineEdit::textEdited, this, &SpecForm::edited);
    connect(this, &SpecForm::edited, this, &SpecForm::updateGpuCount);
}

QComboBox* SpecForm::partCombo(PartKind kind)
{
    auto* box = new QComboBox;
    for (const Part& p : mCatalog.ofKind(kind)) {
        box->addItem(id(p.name), id(p.id));
    }
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(24);
    return box;
}

void SpecForm::updateGpuCount()
{
    const Part* node = mCatalog.find(mNode->currentData().toString().toStdString());
    const int perNode = node && node->server ? node->server->gpuCount : 0;
    const QLocale locale;
    mGpuCount->setText(tr("%1 nodes × %2 GPUs = %3 GPUs")
                           .arg(locale.toString(mNodes->value()))
                           .arg(perNode)
                           .arg(locale.toString(mNodes->value() * perNode)));
}

void SpecForm::setSpec(const ClusterSpec& spec)
{
    const QSignalBlocker blocker(this);
    mBase = spec;
    mName->setText(id(spec.name));
    form::selectData(mNode, id(spec.nodePartId));
    const Part* node = mCatalog.find(spec.nodePartId);
    const int perNode = node && node->server ? std::max(1, node->server->gpuCount) : 1;
    mNodes->setValue(spec.nodes  ? *spec.nodes
                     : spec.gpus ? (*spec.gpus + perNode - 1) / perNode
                                 : 1);
    form::selectData(mFabric, int(spec.fabric));
    form::selectData(mSwitch, id(spec.computeSwitchPartId));
    mOversubscription->setValue(spec.oversubscription);
    mGrowth->setValue(spec.growthPercent);
    mPlanes->setValue(spec.planes);
    form::selectData(mRack, id(spec.rackPartId));
    mRackPower->setValue(spec.rackPowerKw.value_or(0));
    form::selectData(mCooling, spec.cooling ? int(*spec.cooling) : -1);
    mStorage->setValue(spec.storageTb);
    updateGpuCount();
}

ClusterSpec SpecForm::spec() const
{
    ClusterSpec s = mBase;
    s.name = mName->text().trimmed().toStdString();
    s.nodePartId = mNode->currentData().toString().toStdString();
    s.nodes = mNodes->value();
    s.gpus.reset();
    s.fabric = FabricKind(mFabric->currentData().toInt());
    s.computeSwitchPartId = mSwitch->currentData().toString().toStdString();
    s.oversubscription = mOversubscription->value();
    s.growthPercent = mGrowth->value();
    s.planes = mPlanes->value();
    s.rackPartId = mRack->currentData().toString().toStdString();
    s.rackPowerKw =
        mRackPower->value() > 0 ? std::optional<double>(mRackPower->value()) : std::nullopt;
    const int cooling = mCooling->currentData().toInt();
    s.cooling = cooling < 0 ? std::nullopt : std::optional<CoolingMethod>(CoolingMethod(cooling));
    s.storageTb = mStorage->value();
    return s;
}

} // namespace cs::ui
