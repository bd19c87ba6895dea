#include "rackelevationscene.h"

#include "rackitems.h"

#include "document/document.h"
#include "model/mountcheck.h"

#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPalette>
#include <QPen>

#include <algorithm>

namespace cs::ui {

namespace {

constexpr double kRailStrip = 6.0;
constexpr double kMargin = 40.0;

} // namespace

RackElevationScene::RackElevationScene(Document& document, QObject* parent)
    : QGraphicsScene(parent), mDocument(document)
{
    // Mostly static content: the BSP index makes drawing and hit tests cheap.
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(&mDocument, &Document::changed, this, &RackElevationScene::onChanged);
    connect(mDocument.selection(), &Selection::selectionChanged, this, [this] { update(); });
    rebuild();
}

RackElevationScene::~RackElevationScene() = default;

const Design& RackElevationScene::design() const
{
    return mDocument.design();
}

const RackFigures* RackElevationScene::figures(RackId rack) const
{
    auto it = mFigures.find(rack);
    return it == mFigures.end() ? nullptr : &it->second;
}

RackItem* RackElevationScene::rackItem(RackId rack) const
{
    auto it = mRackItems.find(rack);
    return it == mRackItems.end() ? nullptr : it->second;
}

std::vector<DeviceItem*> RackElevationScene::deviceItems(DeviceId device) const
{
    auto it = mDeviceItems.find(device);
    return it == mDeviceItems.end() ? std::vector<DeviceItem*>{} : it->second;
}

std::vector<DeviceId> RackElevationScene::devicesIn(const QRectF& rect) const
{
    std::vector<DeviceId> ids;
    for (QGraphicsItem* item : items(rect, Qt::IntersectsItemBoundingRect)) {
        if (item->type() == DeviceItem::kType) {
            const DeviceId id = static_cast<DeviceItem*>(item)->deviceId();
            if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
                ids.push_back(id);
            }
        }
    }
    return ids;
}

void RackElevationScene::onChanged(const DesignChange& change)
{
    if (change.reset || change.touches(ChangeKind::Facility) || change.touches(ChangeKind::Racks)) {
        RackLayout next;
        next.build(design());
        if (change.reset || !next.sameGeometry(mLayout)) {
            rebuild();
            return;
        }
    }
    if (change.touches(ChangeKind::Devices)) {
        for (DeviceId id : change.devices) {
            rebuildDevice(id);
        }
    }
    update();
}

void RackElevationScene::rebuild()
{
    clearGhosts();
    clear();
    mRackItems.clear();
    mDeviceItems.clear();
    mLineTitles.clear();
    mLayout.build(design());
    QFont titleFont;
    titleFont.setPixelSize(16);
    titleFont.setBold(true);
    for (const RackLayout::Line& line : mLayout.lines()) {
        auto* title = addSimpleText(line.title, titleFont);
        title->setBrush(palette().color(QPalette::Text));
        title->setPos(line.left, line.top);
        mLineTitles.push_back(title);
    }
    for (const Rack& rack : design().racks()) {
        auto* item = new RackItem(*this, rack.id);
        addItem(item);
        mRackItems[rack.id] = item;
    }
    for (const Device& device : design().devices()) {
        addDeviceItems(device);
    }
    setSceneRect(mLayout.bounds().adjusted(-kMargin, -kMargin, kMargin, kMargin));
}

void RackElevationScene::rebuildDevice(DeviceId id)
{
    for (DeviceItem* item : deviceItems(id)) {
        removeItem(item);
        delete item;
    }
    mDeviceItems.erase(id);
    if (const Device* device = design().device(id)) {
        addDeviceItems(*device);
    }
}

void RackElevationScene::addDeviceItems(const Device& device)
{
    if (!device.placement || !mLayout.contains(device.placement->rack)) {
        return;
    }
    const Placement& p = *device.placement;
    auto& list = mDeviceItems[device.id];
    const int h = design().heightU(device);
    if (h == 0) {
        // Side-rail parts: strips beside the face, one lane per 0U device.
        int lane = 0;
        for (DeviceId other : design().devicesInRack(p.rack)) {
            if (other == device.id) {
                break;
            }
            const Device* d = design().device(other);
            lane += d->placement && design().heightU(*d) == 0 && d->placement->face == p.face;
        }
        const QRectF face = mLayout.faceRect(p.rack, p.face);
        const double step = kRailStrip + 1;
        const double x = p.face == RackFace::Rear
                             ? face.right() + 2 + lane * step
                             : face.left() - RackLayout::kGutter - kRailStrip - 2 - lane * step;
        list.push_back(new DeviceItem(*this, device.id, p.face,
                                      QRectF(x, face.top(), kRailStrip, face.height())));
    } else {
        list.push_back(new DeviceItem(*this, device.id, p.face,
                                      mLayout.unitsRect(p.rack, p.face, p.bottomU, h)));
        if (!p.halfDepth) {
            const RackFace other = p.face == RackFace::Front ? RackFace::Rear : RackFace::Front;
            list.push_back(new DeviceItem(*this, device.id, other,
                                          mLayout.unitsRect(p.rack, other, p.bottomU, h)));
        }
    }
    for (DeviceItem* item : list) {
        item->setVisible(!mBlockMode);
        addItem(item);
    }
}

void RackElevationScene::setBlockMode(bool on)
{
    if (on == mBlockMode) {
        return;
    }
    mBlockMode = on;
    for (const auto& [id, items] : mDeviceItems) {
        for (DeviceItem* item : items) {
            item->setVisible(!on);
        }
    }
}

void RackElevationScene::showAnalysis(std::shared_ptr<const analysis::AnalysisReport> report)
{
    mReport = std::move(report);
    refreshFigures();
    update();
}

void RackElevationScene::refreshFigures()
{
    mFigures =
        mReport ? rackFiguresOf(design(), *mReport) : std::unordered_map<RackId, RackFigures>{};
}

void RackElevationScene::showGhosts(const std::vector<QRectF>& rects, bool ok)
{
    clearGhosts();
    const QColor color = ok ? QColor(0x2e, 0x9e, 0x4f) : QColor(0xd0, 0x3b, 0x2f);
    QColor fill = color;
    fill.setAlpha(60);
    for (const QRectF& r : rects) {
        auto* ghost = addRect(r, QPen(color, 2, Qt::DashLine), QBrush(fill));
        ghost->setZValue(10);
        mGhosts.push_back(ghost);
    }
}

void RackElevationScene::clearGhosts()
{
    for (QGraphicsRectItem* ghost : mGhosts) {
        removeItem(ghost);
        delete ghost;
    }
    mGhosts.clear();
}

} // namespace cs::ui
