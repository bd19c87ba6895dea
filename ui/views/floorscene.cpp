#include "floorscene.h"

#include "flooritems.h"

#include "document/document.h"

#include <QGraphicsRectItem>
#include <QPalette>
#include <QPen>

#include <algorithm>

namespace cs::ui {

FloorScene::FloorScene(Document& document, QObject* parent)
    : QGraphicsScene(parent), mDocument(document)
{
    // A few hundred to a few thousand items that move only on an edit: a
    // linear scan costs less than keeping a BSP tree up to date.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    connect(&mDocument, &Document::changed, this, &FloorScene::onChanged);
    connect(mDocument.selection(), &Selection::selectionChanged, this,
            &FloorScene::onSelectionChanged);
    rebuild();
}

const Design& FloorScene::design() const
{
    return mDocument.design();
}

void FloorScene::setColorMode(FloorColorMode mode)
{
    if (mode == mMode) {
        return;
    }
    mMode = mode;
    mTop = scaleTop(mMode, mFigures);
    for (auto& entry : mRacks) {
        entry.second->update();
    }
    emit figuresChanged();
}

double FloorScene::rackFigure(RackId id) const
{
    auto it = mFigures.find(id);
    return it == mFigures.end() ? 0 : figureFor(mMode, it->second);
}

QColor FloorScene::rackColor(RackId id) const
{
    return heatColor(mTop > 0 ? rackFigure(id) / mTop : 0);
}

bool FloorScene::isSelected(RackId id) const
{
    return mDocument.selection()->contains(id);
}

FloorScene::Hit FloorScene::hitAt(QPointF p) const
{
    Hit hit;
    for (const auto& [id, item] : mRacks) {
        if (item->boundingRect().contains(p)) {
            hit.rack = id;
            return hit;
        }
    }
    for (const auto& [id, item] : mCoolers) {
        // A rear-door cooler moves with its rack; only floor units are picked up.
        const CoolingUnit* unit = design().coolingUnit(id);
        if (unit && unit->position && item->boundingRect().contains(p)) {
            hit.cooler = id;
            return hit;
        }
    }
    for (const auto& [id, item] : mRows) {
        if (item->isHandle(p)) {
            hit.row = id;
            return hit;
        }
    }
    return hit;
}

FloorRackItem* FloorScene::rackItem(RackId id) const
{
    auto it = mRacks.find(id);
    return it == mRacks.end() ? nullptr : it->second;
}

FloorCoolerItem* FloorScene::coolerItem(CoolingUnitId id) const
{
    auto it = mCoolers.find(id);
    return it == mCoolers.end() ? nullptr : it->second;
}

FloorRowItem* FloorScene::rowItem(RowId id) const
{
    auto it = mRows.find(id);
    return it == mRows.end() ? nullptr : it->second;
}

void FloorScene::showPreview(const QRectF& rect, bool accepted)
{
    if (!mPreview) {
        mPreview = addRect(QRectF());
        mPreview->setZValue(10);
    }
    const QColor color = accepted ? palette().color(QPalette::Highlight) : QColor(0xd6, 0x3a, 0x2a);
    QPen pen(color, 2);
    pen.setCosmetic(true);
    pen.setStyle(Qt::DashLine);
    mPreview->setPen(pen);
    QColor fill = color;
    fill.setAlpha(50);
    mPreview->setBrush(fill);
    mPreview->setRect(rect);
    mPreview->show();
}

void FloorScene::clearPreview()
{
    if (mPreview) {
        mPreview->hide();
    }
}

void FloorScene::rebuild()
{
    clearPreview();
    for (auto& e : mRacks) {
        delete e.second;
    }
    for (auto& e : mCoolers) {
        delete e.second;
    }
    for (auto& e : mRows) {
        delete e.second;
    }
    mRacks.clear();
    mCoolers.clear();
    mRows.clear();
    for (const Row& row : design().rows()) {
        syncRow(row.id);
    }
    for (const Rack& rack : design().racks()) {
        syncRack(rack.id);
    }
    for (const CoolingUnit& unit : design().coolingUnits()) {
        syncCooler(unit.id);
    }
    mSelectedRacks = mDocument.selection()->racks();
    refreshFigures();
    updateSceneRect();
}

void FloorScene::onChanged(const DesignChange& change)
{
    if (change.reset) {
        rebuild();
        return;
    }
    const bool allRows = change.touches(ChangeKind::Facility) && change.rows.empty();
    if (allRows) {
        for (const Row& row : design().rows()) {
            syncRow(row.id);
        }
    }
    for (RowId id : change.rows) {
        syncRow(id);
    }
    const bool rowsMoved = allRows || !change.rows.empty();
    if (change.touches(ChangeKind::Racks) && (change.racks.empty() || rowsMoved)) {
        for (const Rack& rack : design().racks()) {
            syncRack(rack.id);
        }
    }
    for (RackId id : change.racks) {
        syncRack(id);
    }
    if (change.touches(ChangeKind::Racks)) {
        syncRearDoors(change.racks.empty() || rowsMoved ? std::vector<RackId>{} : change.racks);
    }
    if (change.touches(ChangeKind::Cooling) && (change.coolingUnits.empty() || rowsMoved)) {
        for (const CoolingUnit& unit : design().coolingUnits()) {
            syncCooler(unit.id);
        }
    }
    for (CoolingUnitId id : change.coolingUnits) {
        syncCooler(id);
    }
    // Power, heat and fill follow devices, racks and cooling.
    if (change.kinds &
        (ChangeKind::Racks | ChangeKind::Devices | ChangeKind::Cooling | ChangeKind::Parts)) {
        refreshFigures();
    }
    updateSceneRect();
}

void FloorScene::onSelectionChanged()
{
    for (RackId id : mSelectedRacks) {
        if (FloorRackItem* item = rackItem(id)) {
            item->update();
        }
    }
    mSelectedRacks = mDocument.selection()->racks();
    for (RackId id : mSelectedRacks) {
        if (FloorRackItem* item = rackItem(id)) {
            item->update();
        }
    }
}

template <typename Item, typename Id, typename Map>
static void syncItem(FloorScene& scene, Map& items, Id id, bool exists)
{
    auto it = items.find(id);
    if (!exists) {
        if (it != items.end()) {
            delete it->second;
            items.erase(it);
        }
        return;
    }
    if (it == items.end()) {
        auto* item = new Item(scene, id);
        scene.addItem(item);
        it = items.emplace(id, item).first;
    }
    it->second->sync();
}

void FloorScene::syncRack(RackId id)
{
    const Rack* rack = design().rack(id);
    syncItem<FloorRackItem>(*this, mRacks, id, rack && rack->position);
}

void FloorScene::syncCooler(CoolingUnitId id)
{
    const CoolingUnit* unit = design().coolingUnit(id);
    const bool shown = unit && (unit->position || !geometry().coolerRect(*unit).isNull());
    syncItem<FloorCoolerItem>(*this, mCoolers, id, shown);
}

void FloorScene::syncRearDoors(const std::vector<RackId>& racks)
{
    // Rear-door coolers follow their racks: those of `racks`, or all when none is named.
    for (const CoolingUnit& unit : design().coolingUnits()) {
        if (unit.attachedRack && (racks.empty() || std::find(racks.begin(), racks.end(),
                                                             *unit.attachedRack) != racks.end())) {
            syncCooler(unit.id);
        }
    }
}

void FloorScene::syncRow(RowId id)
{
    syncItem<FloorRowItem>(*this, mRows, id, design().row(id) != nullptr);
}

void FloorScene::showAnalysis(std::shared_ptr<const analysis::AnalysisReport> report)
{
    mReport = std::move(report);
    refreshFigures();
}

void FloorScene::refreshFigures()
{
    mFigures = floorRackFigures(design(), mReport.get());
    mTop = scaleTop(mMode, mFigures);
    for (auto& entry : mRacks) {
        entry.second->update();
    }
    emit figuresChanged();
}

void FloorScene::updateSceneRect()
{
    setSceneRect(geometry().floorRect());
}

} // namespace cs::ui
