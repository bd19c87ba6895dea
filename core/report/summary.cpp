#include "summary.h"

#include <QCoreApplication>

namespace cs {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("cs::Checks", text); }
QString q(const std::string& s) { return QString::fromStdString(s); }

void checkDepths(const Design& design, std::vector<Finding>& findings)
{
    for (const Device& d : design.devices()) {
        const Part* p = design.part(d.partId);
        const Rack* r = d.placement ? design.rack(d.placement->rack) : nullptr;
        const Part* rp = r ? design.part(r->partId) : nullptr;
        if (!p || !p->depthMm || !rp || !rp->rack || rp->rack->depthMm <= 0) {
            continue;
        }
        if (*p->depthMm > rp->rack->depthMm) {
            findings.push_back({"SPACE_DEVICE_DEEPER_THAN_RACK", Severity::Error,
                                tr("\"%1\" is %2 mm deep but rack \"%3\" is only %4 mm deep; use a "
                                   "deeper rack.")
                                    .arg(q(d.name))
                                    .arg(*p->depthMm)
                                    .arg(q(r->name))
                                    .arg(rp->rack->depthMm),
                                {d.id.value, r->id.value}, *p->depthMm, rp->rack->depthMm,
                                tr("Vendor chassis depth against rack depth; the design guides warn "
                                   "that GPU servers are deeper than ordinary servers.")});
        }
    }
}

void checkCableReach(const Design& design, std::vector<Finding>& findings)
{
    for (const Link& l : design.links()) {
        const Part* cable = design.part(l.cablePartId);
        if (!cable || !cable->cable) {
            continue;
        }
        const double reach = cable->cable->maxReachM > 0 ? cable->cable->maxReachM : cable->cable->lengthM;
        if (reach > 0 && l.lengthM > reach) {
            findings.push_back({"NETWORK_CABLE_TOO_SHORT", Severity::Error,
                                tr("Link %1 needs %2 m but cable \"%3\" reaches %4 m; pick a longer "
                                   "cable or optics.")
                                    .arg(l.id.value)
                                    .arg(l.lengthM)
                                    .arg(q(cable->name))
                                    .arg(reach),
                                {l.id.value}, l.lengthM, reach,
                                tr("Cable reach from the cable's catalog figures.")});
        }
    }
}

} // namespace

const char* toName(Severity severity)
{
    switch (severity) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
    }
    return "info";
}

const Part* gpuPartOf(const Design& design, const Device& device)
{
    if (device.config.gpuPartId) {
        return design.part(*device.config.gpuPartId);
    }
    const Part* p = design.part(device.partId);
    return p && p->server ? design.part(p->server->gpuPartId) : nullptr;
}

int gpuCountOf(const Design& design, const Device& device)
{
    if (device.config.gpuCount) {
        return *device.config.gpuCount;
    }
    const Part* p = design.part(device.partId);
    return p && p->server ? p->server->gpuCount : 0;
}

DesignSummary summarize(const Design& design)
{
    DesignSummary s;
    s.rooms = static_cast<int>(design.rooms().size());
    s.racks = static_cast<int>(design.racks().size());
    s.devices = static_cast<int>(design.devices().size());
    s.fabrics = static_cast<int>(design.fabrics().size());
    s.links = static_cast<int>(design.links().size());
    for (const Device& d : design.devices()) {
        const Part* p = design.part(d.partId);
        if (!p) {
            continue;
        }
        s.switches += p->kind == PartKind::Switch;
        s.storageDevices += p->kind == PartKind::Storage;
        const int gpus = gpuCountOf(design, d);
        if (p->kind == PartKind::GpuServer || gpus > 0) {
            s.nodes += 1;
            s.gpus += gpus;
            const Part* gpu = gpuPartOf(design, d);
            s.gpuMemoryGb += gpu && gpu->gpu ? gpus * gpu->gpu->memoryGb : 0;
        }
    }
    return s;
}

std::vector<Finding> checkPhysical(const Design& design)
{
    std::vector<Finding> findings;
    checkDepths(design, findings);
    checkCableReach(design, findings);
    return findings;
}

} // namespace cs
