#include "fabrictools.h"

#include "fabricscene.h"
#include "fabricview.h"

#include "document/document.h"
#include "document/entitycommands.h"
#include "document/fabriccommands.h"
#include "document/updatecommand.h"
#include "generator/linkcabling.h"

#include <QCoreApplication>
#include <QStringList>

namespace cs::ui {

namespace {

// The fabric view's translation context.
class FabricText
{
    Q_DECLARE_TR_FUNCTIONS(FabricText)
};

bool isSwitch(const Design& d, DeviceId id)
{
    const Device* device = d.device(id);
    const Part* part = device ? d.part(device->partId) : nullptr;
    return part && part->kind == PartKind::Switch;
}

QString nameOf(const Design& d, DeviceId id)
{
    const Device* device = d.device(id);
    return device ? QString::fromStdString(device->name) : QString();
}

std::vector<Part> partsNamed(const std::vector<Part>& supplies, const Design& design,
                             const generator::LinkCabling& c)
{
    std::vector<Part> out;
    for (const Part& p : supplies) {
        const bool named =
            p.id == c.cablePartId || p.id == c.transceiverAPartId || p.id == c.transceiverBPartId;
        if (named && !design.part(p.id)) {
            out.push_back(p);
        }
    }
    return out;
}

// "100 Gb/s: uplink of switch-01 to any of switch-24" for each pair.
QStringList pairChoices(const Design& d, const std::vector<std::pair<PortRef, PortRef>>& pairs)
{
    QStringList out;
    for (const auto& [a, b] : pairs) {
        const double gbps = generator::portGbps(d, a);
        out << FabricText::tr("%1 Gb/s: %2 port %3 (%4) to %5 port %6 (%7)")
                   .arg(gbps)
                   .arg(nameOf(d, a.device))
                   .arg(a.port)
                   .arg(QString::fromStdString(generator::portRole(d, a)))
                   .arg(nameOf(d, b.device))
                   .arg(b.port)
                   .arg(QString::fromStdString(generator::portRole(d, b)));
    }
    return out;
}

} // namespace

void FabricSelectTool::press(const PointerEvent& event)
{
    const QPointF scenePos = event.scenePos;
    // A line is hard to hit exactly: a click a few pixels beside it, at any
    // zoom, still takes it.
    constexpr double kTolerancePx = 5;
    FabricScene& scene = view().fabricScene();
    if (const int box = scene.boxAt(scenePos); box >= 0) {
        scene.selectBox(box);
    } else if (const int edge = scene.edgeAt(scenePos, kTolerancePx / view().transform().m11());
               edge >= 0) {
        scene.selectEdge(edge);
    } else {
        scene.selectBox(-1);
    }
}

void FabricSelectTool::doubleClick(QPointF scenePos)
{
    FabricScene& scene = view().fabricScene();
    const int box = scene.boxAt(scenePos);
    if (box < 0) {
        return;
    }
    const FabricBox& b = scene.layout().boxes[static_cast<std::size_t>(box)];
    if (b.aggregate) {
        scene.setExpanded(b.tier, true);
    } else if (scene.isExpanded(b.tier)) {
        scene.setExpanded(b.tier, false);
    }
}

std::optional<DeviceId> FabricConnectTool::deviceAt(QPointF scenePos, QString& problem)
{
    FabricScene& scene = view().fabricScene();
    const int box = scene.boxAt(scenePos);
    if (box < 0) {
        problem = FabricText::tr("Drag from one device to another to connect them.");
        return std::nullopt;
    }
    const FabricBox& b = scene.layout().boxes[static_cast<std::size_t>(box)];
    if (b.aggregate) {
        problem =
            FabricText::tr("Double-click \"%1\" to show its devices, then connect one of them.")
                .arg(b.label);
        return std::nullopt;
    }
    return b.devices.front();
}

void FabricConnectTool::press(const PointerEvent& event)
{
    const QPointF scenePos = event.scenePos;
    QString problem;
    mFrom = deviceAt(scenePos, problem);
    mFromPos = scenePos;
    if (!mFrom) {
        view().showMessage(scenePos, problem);
    }
}

void FabricConnectTool::move(const PointerEvent& event)
{
    const QPointF scenePos = event.scenePos;
    if (mFrom) {
        view().fabricScene().showConnectLine(mFromPos, scenePos);
    }
}

void FabricConnectTool::release(const PointerEvent& event)
{
    const QPointF scenePos = event.scenePos;
    view().fabricScene().hideConnectLine();
    if (!mFrom) {
        return;
    }
    const DeviceId from = *mFrom;
    mFrom.reset();
    QString problem;
    const auto to = deviceAt(scenePos, problem);
    if (to) {
        problem = connectDevices(from, *to, scenePos).value_or(QString());
    }
    view().showMessage(scenePos, problem);
}

void FabricConnectTool::cancel()
{
    mFrom.reset();
    view().fabricScene().hideConnectLine();
}

// "All 8 ports" first, then 1 to 7 ports: a rail-optimised node gives each
// leaf one or two of its ports.
int FabricConnectTool::chooseCount(int most, QPointF at)
{
    QStringList options{FabricText::tr("All %n ports", nullptr, most)};
    for (int n = 1; n < most; ++n) {
        options << FabricText::tr("%n ports", nullptr, n);
    }
    const int picked = view().choosePorts(options, at);
    if (picked < 0 || picked >= options.size()) {
        return 0;
    }
    return picked == 0 ? most : picked;
}

std::optional<QString> FabricConnectTool::connectDevices(DeviceId a, DeviceId b, QPointF at)
{
    FabricScene& scene = view().fabricScene();
    Document& doc = scene.document();
    const Design& design = doc.design();
    const Fabric* fabric = design.fabric(scene.fabric());
    if (!fabric || a == b) {
        return FabricText::tr("Drag from one device to another to connect them.");
    }
    const auto pairs = generator::freePortPairs(design, a, b, fabric->role);
    if (pairs.empty()) {
        return FabricText::tr(
                   "\"%1\" and \"%2\" have no free ports of the same protocol and speed for "
                   "fabric \"%3\".")
            .arg(nameOf(design, a), nameOf(design, b), QString::fromStdString(fabric->name));
    }
    std::size_t choice = 0;
    if (pairs.size() > 1) {
        const int picked = view().choosePorts(pairChoices(design, pairs), at);
        if (picked < 0 || picked >= static_cast<int>(pairs.size())) {
            return QString();
        }
        choice = static_cast<std::size_t>(picked);
    }
    const auto* ports = &pairs[choice];
    const auto length = generator::runLengthM(design, a, b);
    if (!length) {
        return FabricText::tr(
                   "Mount \"%1\" and \"%2\" in racks on the floor first, so that the cable "
                   "length can be worked out.")
            .arg(nameOf(design, a), nameOf(design, b));
    }
    const auto cabling = generator::chooseLinkCabling(design, ports->first, ports->second, *length,
                                                      scene.supplyPointers());
    if (!cabling) {
        return FabricText::tr(
                   "No cable in the catalog reaches %1 m between \"%2\" and \"%3\"; add one to "
                   "the catalog.")
            .arg(*length)
            .arg(nameOf(design, a), nameOf(design, b));
    }
    // A node dragged to a switch is cabled on its free ports of the kind
    // chosen, one link per port, all of them unless the user asks for fewer
    // (rail pairs), in the same undo step; two switches get one link per
    // drag, as uplinks are planned one by one.
    auto all = isSwitch(design, a) != isSwitch(design, b)
                   ? generator::freePortPairsLike(design, *ports, fabric->role)
                   : std::vector<std::pair<PortRef, PortRef>>{*ports};
    if (all.size() > 1) {
        const int count = chooseCount(static_cast<int>(all.size()), at);
        if (count <= 0) {
            return QString();
        }
        all.resize(static_cast<std::size_t>(count));
    }
    EntityBundle bundle;
    LinkId next = design.nextLinkId();
    for (const auto& [pa, pb] : all) {
        bundle.links.push_back(
            {Indexed<Link>::kAppend,
             Link{next, fabric->id, pa, pb, cabling->cablePartId, cabling->transceiverAPartId,
                  cabling->transceiverBPartId, *length}});
        next = LinkId{next.value + 1};
    }
    const QString text = FabricText::tr("Connect %n ports", nullptr, int(all.size()));
    std::vector<std::unique_ptr<DocumentCommand>> steps;
    Fabric joined = *fabric;
    joined.switches = switchesWithLink(design, *fabric, ports->first, ports->second);
    if (joined.switches != fabric->switches) {
        steps.push_back(std::make_unique<SetFabricCommand>(doc, joined, text));
    }
    steps.push_back(std::make_unique<InsertEntitiesCommand>(
        doc, std::move(bundle), partsNamed(scene.supplyParts(), design, *cabling), text));
    return steps.size() == 1 ? doc.execute(std::move(steps.front()))
                             : doc.executeAll(text, std::move(steps));
}

} // namespace cs::ui
