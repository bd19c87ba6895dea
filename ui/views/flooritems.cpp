#include "flooritems.h"

#include "floorscene.h"
#include "render/floorentitypainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace cs::ui {

namespace {

constexpr double kAisleStripM = 0.45;
constexpr double kLabelWidth = 160; // scene units left of a row
constexpr double kTextUnits = 14;   // letter height in scene units (14 cm)
// Text is drawn only when its letters reach this many pixels on screen.
constexpr double kLegiblePx = 7;
constexpr double kSmallestScreenPx = 10; // text drawn to screen pixels when zoomed far out

// The floor view's translation context.
class FloorText
{
    Q_DECLARE_TR_FUNCTIONS(FloorText)
};

double levelOfDetail(const QPainter* painter, const QStyleOptionGraphicsItem* option)
{
    return option->levelOfDetailFromTransform(painter->worldTransform());
}

bool legible(const QPainter* painter, const QStyleOptionGraphicsItem* option)
{
    return kTextUnits * levelOfDetail(painter, option) >= kLegiblePx;
}

QFont sceneFont(const QPainter* painter, double units)
{
    QFont f = painter->font();
    f.setPixelSize(static_cast<int>(units));
    return f;
}

QPen cosmetic(const QColor& color, double width)
{
    QPen pen(color, width);
    pen.setCosmetic(true);
    return pen;
}

// Racks and cooling units are drawn as the report's floor plan draws them, in
// its fonts; names that would come out under 7 pixels are left out.
const render::FloorEntityLook kScreenLook{kLegiblePx};

} // namespace

QColor aisleColor(Aisle aisle)
{
    return aisle == Aisle::Cold ? QColor(0x31, 0x7f, 0xd4, 45) : QColor(0xd6, 0x3a, 0x2a, 45);
}

QColor coolerColor()
{
    return render::floorCoolerColor();
}

FloorRowItem::FloorRowItem(FloorScene& scene, RowId id) : mScene(scene), mId(id)
{
    setZValue(-1);
}

void FloorRowItem::sync()
{
    const Row* row = mScene.design().row(mId);
    if (!row) {
        return;
    }
    prepareGeometryChange();
    mRow = mScene.geometry().rowRect(*row);
    const double strip = kAisleStripM * FloorGeometry::kUnitsPerM;
    mBounds = mRow.adjusted(-kLabelWidth, -strip, 0, strip);
    update();
}

bool FloorRowItem::holdsRacks() const
{
    const auto& racks = mScene.design().racks();
    return std::any_of(racks.begin(), racks.end(),
                       [&](const Rack& r) { return r.position && r.position->row == mId; });
}

bool FloorRowItem::isHandle(QPointF p) const
{
    return mBounds.contains(p) && !mRow.contains(p);
}

void FloorRowItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const Row* row = mScene.design().row(mId);
    if (!row) {
        return;
    }
    const QPalette pal = mScene.palette();
    const double strip = kAisleStripM * FloorGeometry::kUnitsPerM;
    const bool racks = holdsRacks();
    if (racks) {
        // Racks breathe in from the cold aisle in front and out into the hot one behind.
        painter->fillRect(QRectF(mRow.left(), mRow.top() - strip, mRow.width(), strip),
                          aisleColor(Aisle::Cold));
        painter->fillRect(QRectF(mRow.left(), mRow.bottom(), mRow.width(), strip),
                          aisleColor(Aisle::Hot));
    }
    QColor slotColor = pal.color(QPalette::Text);
    slotColor.setAlpha(70);
    painter->setPen(cosmetic(slotColor, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(mRow);
    const bool text = legible(painter, option);
    if (text && row->slotPitchM * FloorGeometry::kUnitsPerM * levelOfDetail(painter, option) > 6) {
        for (int s = 1; s < row->slotCount; ++s) {
            const double x = mRow.left() + s * row->slotPitchM * FloorGeometry::kUnitsPerM;
            painter->drawLine(QPointF(x, mRow.top()), QPointF(x, mRow.bottom()));
        }
    }
    if (!text) {
        drawNameOnScreen(painter, QString::fromStdString(row->name), pal.color(QPalette::Text));
        return;
    }
    painter->setPen(pal.color(QPalette::Text));
    painter->setFont(sceneFont(painter, kTextUnits * 1.4));
    const QRectF label(mRow.left() - kLabelWidth, mRow.top(), kLabelWidth - 12, mRow.height());
    painter->drawText(
        label, Qt::AlignRight | Qt::AlignVCenter,
        QFontMetricsF(painter->font())
            .elidedText(QString::fromStdString(row->name), Qt::ElideRight, label.width()));
    if (racks && levelOfDetail(painter, option) > 1.2) {
        painter->setFont(sceneFont(painter, kTextUnits * 0.8));
        QColor hint = pal.color(QPalette::Text);
        hint.setAlpha(150);
        painter->setPen(hint);
        painter->drawText(QRectF(mRow.left() + 6, mRow.top() - strip, mRow.width(), strip),
                          Qt::AlignLeft | Qt::AlignVCenter, FloorText::tr("cold aisle"));
        painter->drawText(QRectF(mRow.left() + 6, mRow.bottom(), mRow.width(), strip),
                          Qt::AlignLeft | Qt::AlignVCenter, FloorText::tr("hot aisle"));
    }
}

// Zoomed out to fit a large floor, the row's name is drawn left of the row at
// the smallest readable size on screen, while the label space holds it.
void FloorRowItem::drawNameOnScreen(QPainter* painter, const QString& name, const QColor& color)
{
    const QRectF label = painter->worldTransform().mapRect(
        QRectF(mRow.left() - kLabelWidth, mRow.top(), kLabelWidth - 12, mRow.height()));
    if (label.width() < 3 * kSmallestScreenPx || label.height() < kSmallestScreenPx) {
        return;
    }
    painter->save();
    painter->resetTransform();
    QFont f = painter->font();
    f.setPixelSize(static_cast<int>(kSmallestScreenPx));
    painter->setFont(f);
    painter->setPen(color);
    painter->drawText(label, Qt::AlignRight | Qt::AlignVCenter,
                      QFontMetricsF(f).elidedText(name, Qt::ElideRight, label.width()));
    painter->restore();
}

FloorRackItem::FloorRackItem(FloorScene& scene, RackId id) : mScene(scene), mId(id) {}

void FloorRackItem::sync()
{
    const Rack* rack = mScene.design().rack(mId);
    if (!rack) {
        return;
    }
    prepareGeometryChange();
    mRect = mScene.geometry().rackRect(*rack);
    const QString tip =
        QStringLiteral("%1\n%2").arg(QString::fromStdString(rack->name),
                                     formatFigure(mScene.colorMode(), mScene.rackFigure(mId)));
    setToolTip(tip);
    update();
}

void FloorRackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const Rack* rack = mScene.design().rack(mId);
    if (!rack) {
        return;
    }
    const QString name = QString::fromStdString(rack->name);
    const bool named =
        render::paintFloorRack(*painter, mRect, FloorGeometry::kUnitsPerM, name,
                               mScene.rackColor(mId), kScreenLook, render::defaultStyle());
    const QRectF body = mRect.adjusted(2, 2, -2, -2);
    if (mScene.isSelected(mId)) {
        painter->setPen(cosmetic(mScene.palette().color(QPalette::Highlight), 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(body);
    }
    if (named) {
        return;
    }
    // Zoomed out to fit a large floor, the name is drawn at the smallest
    // readable size on screen while the rack still has room for it.
    const QRectF screen = painter->worldTransform().mapRect(body);
    if (std::min(screen.width(), screen.height()) >= kSmallestScreenPx + 4 &&
        std::max(screen.width(), screen.height()) >= 4 * kSmallestScreenPx) {
        painter->save();
        painter->resetTransform();
        painter->setPen(render::textColorOn(mScene.rackColor(mId)));
        render::drawNameAlongBox(*painter, screen, name, kSmallestScreenPx, render::defaultStyle(),
                                 true);
        painter->restore();
    }
}

FloorCoolerItem::FloorCoolerItem(FloorScene& scene, CoolingUnitId id) : mScene(scene), mId(id) {}

void FloorCoolerItem::sync()
{
    const CoolingUnit* unit = mScene.design().coolingUnit(mId);
    if (!unit) {
        return;
    }
    prepareGeometryChange();
    mRect = mScene.geometry().coolerRect(*unit);
    const Part* part = mScene.design().part(unit->partId);
    setToolTip(QStringLiteral("%1\n%2").arg(QString::fromStdString(unit->name),
                                            part ? QString::fromStdString(part->name) : QString()));
    update();
}

void FloorCoolerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const CoolingUnit* unit = mScene.design().coolingUnit(mId);
    const Part* part = unit ? mScene.design().part(unit->partId) : nullptr;
    // The unit's type is what the floor plan needs to read at a glance.
    QString label;
    if (part && part->cooling && !unit->attachedRack) { // a strip is too thin for a name
        const std::string& type = part->cooling->type;
        label = type == "crah"     ? FloorText::tr("CRAH")
                : type == "cdu"    ? FloorText::tr("CDU")
                : type == "in_row" ? FloorText::tr("In-row")
                                   : QString::fromStdString(type);
    }
    render::paintFloorCooler(*painter, mRect, FloorGeometry::kUnitsPerM, label, kScreenLook,
                             render::defaultStyle());
}

} // namespace cs::ui
