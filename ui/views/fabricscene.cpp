#include "fabricscene.h"

#include "fabricitems.h"

#include "analysis/analysis.h"
#include "analysis/designfacts.h"
#include "document/document.h"
#include "document/propertycommands.h"
#include "generator/linkcabling.h"
#include "shell/behindtab.h"

#include <QCoreApplication>
#include <QGraphicsLineItem>
#include <QGraphicsView>
#include <QPalette>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <unordered_set>

namespace cs::ui {

namespace {

double distanceToSegment(QPointF p, QLineF l)
{
    const QPointF d = l.p2() - l.p1();
    const double len2 = d.x() * d.x() + d.y() * d.y();
    double t = len2 > 0 ? QPointF::dotProduct(p - l.p1(), d) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return QLineF(p, l.p1() + t * d).length();
}

} // namespace

std::vector<Part> cablingSupplies(const std::vector<Part>& parts)
{
    std::vector<Part> out;
    std::copy_if(parts.begin(), parts.end(), std::back_inserter(out),
                 [](const Part& p) { return p.cable || p.transceiver; });
    return out;
}

QColor speedColor(double gbps)
{
    if (gbps >= 800) {
        return QColor(0xd9, 0x5f, 0x0e);
    }
    if (gbps >= 400) {
        return QColor(0x7b, 0x3f, 0xb8);
    }
    if (gbps >= 200) {
        return QColor(0x2f, 0x6f, 0xc4);
    }
    if (gbps >= 100) {
        return QColor(0x1f, 0x9e, 0x89);
    }
    if (gbps >= 25) {
        return QColor(0x7a, 0xa3, 0x2e);
    }
    return QColor(0x8a, 0x8a, 0x8a);
}

FabricScene::FabricScene(Document& document, QObject* parent)
    : QGraphicsScene(parent), mDocument(document)
{
    setItemIndexMethod(QGraphicsScene::NoIndex);
    connect(&mDocument, &Document::changed, this, &FabricScene::onChanged);
    setFabric(FabricId{});
}

const Design& FabricScene::design() const
{
    return mDocument.design();
}

void FabricScene::setFabric(FabricId id)
{
    chooseFabric(id);
    rebuild();
}

void FabricScene::chooseFabric(FabricId id)
{
    if (!design().fabric(id)) {
        id = FabricId{};
        for (const Fabric& f : design().fabrics()) {
            if (!id.isValid() || f.role == NetworkRole::Compute) {
                id = f.id;
                if (f.role == NetworkRole::Compute) {
                    break;
                }
            }
        }
    }
    if (id != mFabric) {
        mExpanded.clear();
    }
    mFabric = id;
}

bool FabricScene::drawnNow() const
{
    const QList<QGraphicsView*> shownIn = views();
    return std::any_of(shownIn.begin(), shownIn.end(),
                       [](const QGraphicsView* v) { return !waitsBehindAnotherTab(*v); });
}

void FabricScene::refreshIfStale()
{
    if (mStale) {
        rebuild();
    }
}

void FabricScene::setExpanded(int tier, bool expanded)
{
    if (expanded) {
        mExpanded.insert(tier);
    } else {
        mExpanded.erase(tier);
    }
    rebuild();
}

void FabricScene::onChanged(const DesignChange& change)
{
    if (change.reset) {
        mFabric = FabricId{};
    } else if (!(change.kinds & (ChangeKind::Links | ChangeKind::Fabrics | ChangeKind::Devices |
                                 ChangeKind::Parts))) {
        return;
    }
    if (change.namesOnly && !mStale && drawnNow()) {
        relabel(change.devices);
        return;
    }
    // The fabric shown is settled at once (the panel's list follows it); the
    // drawing waits until a view shows it again.
    chooseFabric(mFabric);
    if (drawnNow()) {
        rebuild();
    } else {
        mStale = true;
    }
}

void FabricScene::relabel(const std::vector<DeviceId>& devices)
{
    std::unordered_set<int> changed;
    for (DeviceId id : devices) {
        const auto it = mLayout.boxOf.find(id);
        const Device* device = design().device(id);
        if (it == mLayout.boxOf.end() || !device) {
            continue;
        }
        FabricBox& box = mLayout.boxes[static_cast<std::size_t>(it->second)];
        if (!box.aggregate) { // a folded tier is labelled by its count
            box.label = QString::fromStdString(device->name);
            changed.insert(it->second);
        }
    }
    if (changed.empty()) {
        return;
    }
    for (QGraphicsItem* item : items()) {
        if (auto* b = dynamic_cast<FabricBoxItem*>(item); b && changed.count(b->box())) {
            b->refreshText();
        }
    }
}

void FabricScene::rebuild()
{
    mStale = false;
    const std::vector<DeviceId> selected =
        mSelectedBox >= 0 ? mLayout.boxes[static_cast<std::size_t>(mSelectedBox)].devices
                          : std::vector<DeviceId>{};
    const std::vector<LinkId> selectedLinks =
        mSelectedEdge >= 0 ? mLayout.edges[static_cast<std::size_t>(mSelectedEdge)].links
                           : std::vector<LinkId>{};
    hideConnectLine();
    for (QGraphicsItem* item : items()) {
        if (item != mConnectLine) {
            removeItem(item);
            delete item;
        }
    }
    mLayout = {};
    mSelectedBox = -1;
    mSelectedEdge = -1;
    if (const Fabric* fabric = design().fabric(mFabric)) {
        // Only the ports are read, which the assumptions do not touch.
        const analysis::DesignFacts ports(design(), analysis::Assumptions{});
        mLayout = layoutFabric(ports, *fabric, mExpanded);
        showFabricReport(mLayout, fabricReport());
    }
    for (std::size_t e = 0; e < mLayout.edges.size(); ++e) {
        addItem(new FabricEdgeItem(*this, static_cast<int>(e)));
    }
    for (std::size_t b = 0; b < mLayout.boxes.size(); ++b) {
        addItem(new FabricBoxItem(*this, static_cast<int>(b)));
    }
    addItem(new FabricTiersItem(*this));
    setSceneRect(mLayout.bounds);
    if (!selected.empty()) {
        auto it = std::find_if(mLayout.boxes.begin(), mLayout.boxes.end(),
                               [&](const FabricBox& b) { return b.devices == selected; });
        mSelectedBox =
            it == mLayout.boxes.end() ? -1 : static_cast<int>(it - mLayout.boxes.begin());
    }
    if (!selectedLinks.empty()) {
        auto it = std::find_if(mLayout.edges.begin(), mLayout.edges.end(),
                               [&](const FabricEdge& e) { return e.links == selectedLinks; });
        mSelectedEdge =
            it == mLayout.edges.end() ? -1 : static_cast<int>(it - mLayout.edges.begin());
    }
    emit layoutChanged();
}

void FabricScene::showAnalysis(std::shared_ptr<const analysis::AnalysisReport> report)
{
    mReport = std::move(report);
    showFabricReport(mLayout, fabricReport());
    update();
    emit layoutChanged();
}

const analysis::FabricReport* FabricScene::fabricReport() const
{
    if (!mReport) {
        return nullptr;
    }
    const std::vector<analysis::FabricReport>& fabrics = mReport->network.fabrics;
    auto it = std::find_if(fabrics.begin(), fabrics.end(),
                           [&](const analysis::FabricReport& r) { return r.id == mFabric; });
    return it == fabrics.end() ? nullptr : &*it;
}

int FabricScene::boxAt(QPointF p) const
{
    for (std::size_t i = 0; i < mLayout.boxes.size(); ++i) {
        if (mLayout.boxes[i].rect.contains(p)) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int FabricScene::edgeAt(QPointF p, double tolerance) const
{
    int best = -1;
    double bestDistance = tolerance;
    for (std::size_t i = 0; i < mLayout.edges.size(); ++i) {
        const FabricEdge& e = mLayout.edges[i];
        const QLineF line(mLayout.boxes[static_cast<std::size_t>(e.boxA)].rect.center(),
                          mLayout.boxes[static_cast<std::size_t>(e.boxB)].rect.center());
        const double d = distanceToSegment(p, line);
        if (d < bestDistance) {
            bestDistance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

bool FabricScene::edgeHighlighted(int edge) const
{
    if (edge == mSelectedEdge) {
        return true;
    }
    if (mSelectedBox < 0) {
        return false;
    }
    const FabricEdge& e = mLayout.edges[static_cast<std::size_t>(edge)];
    return e.boxA == mSelectedBox || e.boxB == mSelectedBox;
}

std::vector<RackId> FabricScene::racksServed(int box) const
{
    // Walk down the tiers from the box to the endpoints under it.
    std::set<int> reached{box};
    std::vector<int> work{box};
    while (!work.empty()) {
        const int b = work.back();
        work.pop_back();
        for (const FabricEdge& e : mLayout.edges) {
            if (e.boxB == b && !reached.count(e.boxA)) {
                reached.insert(e.boxA);
                work.push_back(e.boxA);
            }
        }
    }
    std::set<RackId> racks;
    for (int b : reached) {
        const FabricBox& fb = mLayout.boxes[static_cast<std::size_t>(b)];
        if (fb.tier != 0) {
            continue;
        }
        for (DeviceId d : fb.devices) {
            const Device* device = design().device(d);
            if (device && device->placement) {
                racks.insert(device->placement->rack);
            }
        }
    }
    return {racks.begin(), racks.end()};
}

void FabricScene::selectEdge(int edge)
{
    mSelectedBox = -1;
    mSelectedEdge = edge;
    update();
    SelectedIds ids;
    if (edge >= 0) {
        ids.links = mLayout.edges[static_cast<std::size_t>(edge)].links;
    }
    mDocument.selection()->set(std::move(ids));
}

void FabricScene::selectBox(int box)
{
    mSelectedBox = box;
    mSelectedEdge = -1;
    update();
    SelectedIds ids;
    if (box >= 0) {
        const FabricBox& b = mLayout.boxes[static_cast<std::size_t>(box)];
        ids.devices = b.devices;
        ids.racks = racksServed(box);
        ids.fabrics = {mFabric};
    }
    mDocument.selection()->set(std::move(ids));
}

std::vector<const Part*> FabricScene::supplyPointers() const
{
    std::vector<const Part*> out;
    for (const Part& p : mSupplies) {
        out.push_back(&p);
    }
    return out;
}

std::vector<generator::LinkCabling> FabricScene::cablingChoices(int edge) const
{
    const FabricEdge& e = mLayout.edges[static_cast<std::size_t>(edge)];
    const Link* link = e.links.empty() ? nullptr : design().link(e.links.front());
    return link ? generator::cablingOptions(design(), *link, supplyPointers())
                : std::vector<generator::LinkCabling>{};
}

std::optional<QString> FabricScene::setEdgeCabling(int edge, const generator::LinkCabling& cabling)
{
    std::vector<Part> parts;
    for (const Part& p : mSupplies) {
        if (p.id == cabling.cablePartId || p.id == cabling.transceiverAPartId ||
            p.id == cabling.transceiverBPartId) {
            parts.push_back(p);
        }
    }
    std::vector<std::unique_ptr<DocumentCommand>> commands;
    for (LinkId id : mLayout.edges[static_cast<std::size_t>(edge)].links) {
        Link link = *design().link(id);
        link.cablePartId = cabling.cablePartId;
        link.transceiverAPartId = cabling.transceiverAPartId;
        link.transceiverBPartId = cabling.transceiverBPartId;
        commands.push_back(std::make_unique<UpdateLinkCommand>(mDocument, link, parts));
        parts.clear(); // the first command puts them into the snapshot
    }
    return mDocument.executeAll(tr("Change cables"), std::move(commands));
}

void FabricScene::showConnectLine(QPointF from, QPointF to)
{
    if (!mConnectLine) {
        mConnectLine = addLine(QLineF());
        mConnectLine->setZValue(20);
        QPen pen(palette().color(QPalette::Highlight), 2, Qt::DashLine);
        pen.setCosmetic(true);
        mConnectLine->setPen(pen);
    }
    mConnectLine->setLine(QLineF(from, to));
    mConnectLine->show();
}

void FabricScene::hideConnectLine()
{
    if (mConnectLine) {
        mConnectLine->hide();
    }
}

} // namespace cs::ui
