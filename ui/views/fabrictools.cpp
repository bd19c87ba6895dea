#include "fabrictools.h"

#include "fabricscene.h"
#include "fabricview.h"

#include "document/document.h"
#include "document/entitycommands.h"
#include "document/fabriccommands.h"
#include "document/updatecommand.h"
#include "generator/linkcabling.h"

#include <QCoreApplication>

namespace cs::ui {

namespace {

// The fabric view's translation context.
class FabricText
{
    Q_DECLARE_TR_FUNCTIONS(FabricText)
};

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

void FabricSelectTool::press(QPointF scenePos)
{
    view().fabricScene().selectBox(view().fabricScene().boxAt(scenePos));
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

void FabricConnectTool::press(QPointF scenePos)
{
    QString problem;
    mFrom = deviceAt(scenePos, problem);
    mFromPos = scenePos;
    if (!mFrom) {
        view().showMessage(scenePos, problem);
    }
}

void FabricConnectTool::move(QPointF scenePos)
{
    if (mFrom) {
        view().fabricScene().showConnectLine(mFromPos, scenePos);
    }
}

void FabricConnectTool::release(QPointF scenePos)
{
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
    Link link{LinkId{},
              fabric->id,
              ports->first,
              ports->second,
              cabling->cablePartId,
              cabling->transceiverAPartId,
              cabling->transceiverBPartId,
              *length};
    auto add = std::make_unique<AddLinkCommand>(doc, link,
                                                partsNamed(scene.supplyParts(), design, *cabling));
    Fabric joined = *fabric;
    joined.switches = switchesWithLink(design, *fabric, ports->first, ports->second);
    if (joined.switches == fabric->switches) {
        return doc.execute(std::move(add));
    }
    std::vector<std::unique_ptr<DocumentCommand>> steps;
    steps.push_back(
        std::make_unique<SetFabricCommand>(doc, joined, FabricText::tr("Connect ports")));
    steps.push_back(std::move(add));
    return doc.executeAll(FabricText::tr("Connect ports"), std::move(steps));
}

} // namespace cs::ui
