#include "cablingplan.h"

#include "exporttext.h"
#include "hostlist.h"
#include "portlabels.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace cs::exports {

namespace {

class PlanBuilder
{
public:
    explicit PlanBuilder(const Design& design) : mDesign(design) {}

    CableEnd end(PortRef ref)
    {
        CableEnd e;
        const Device* d = mDesign.device(ref.device);
        if (!d) {
            return e;
        }
        e.device = d->name;
        if (d->placement) {
            const Rack* r = mDesign.rack(d->placement->rack);
            e.rack = r ? r->name : std::string();
            e.unit = d->placement->bottomU;
        }
        const std::vector<std::string>& labels = labelsOf(*d);
        const auto port = static_cast<std::size_t>(ref.port);
        e.port = port < labels.size() ? labels[port] : "port " + std::to_string(ref.port + 1);
        return e;
    }

    std::string partName(const std::string& id) const
    {
        const Part* p = id.empty() ? nullptr : mDesign.part(id);
        return p && !p->partNumber.empty() ? p->partNumber : id;
    }

private:
    const std::vector<std::string>& labelsOf(const Device& d)
    {
        auto it = mLabels.find(d.id);
        if (it == mLabels.end()) {
            it = mLabels.emplace(d.id, portLabels(mDesign, d)).first;
        }
        return it->second;
    }

    const Design& mDesign;
    std::unordered_map<DeviceId, std::vector<std::string>> mLabels;
};

// A run with what it sorts by.
struct SortedRun
{
    std::size_t fabricOrder = 0;
    int fromPort = 0;
    CableRun run;
};

bool before(const SortedRun& x, const SortedRun& y)
{
    if (x.fabricOrder != y.fabricOrder) {
        return x.fabricOrder < y.fabricOrder;
    }
    const CableEnd& a = x.run.from;
    const CableEnd& b = y.run.from;
    if (a.rack != b.rack) {
        return naturalLess(a.rack, b.rack);
    }
    if (a.unit != b.unit) {
        return a.unit.value_or(-1) > b.unit.value_or(-1);
    }
    if (a.device != b.device) {
        return naturalLess(a.device, b.device);
    }
    return std::tie(x.fromPort, x.run.cableId) < std::tie(y.fromPort, y.run.cableId);
}

std::string idWidth(std::uint32_t id, std::size_t width)
{
    std::string digits = std::to_string(id);
    return std::string(width > digits.size() ? width - digits.size() : 0, '0') + digits;
}

void addEnd(std::vector<Cell>& c, const CableEnd& e)
{
    c.push_back(Cell::of(e.rack));
    c.push_back(e.unit ? Cell::integer(*e.unit) : Cell::empty());
    c.push_back(Cell::of(e.device));
    c.push_back(Cell::of(e.port));
}

} // namespace

std::vector<CableRun> cablingPlan(const Design& design)
{
    std::unordered_map<FabricId, std::size_t> fabricOrder;
    for (const Fabric& f : design.fabrics()) {
        fabricOrder.emplace(f.id, fabricOrder.size());
    }
    std::uint32_t maxId = 0;
    for (const Link& l : design.links()) {
        maxId = std::max(maxId, l.id.value);
    }
    const std::size_t width = std::to_string(maxId).size();
    PlanBuilder b(design);
    std::vector<SortedRun> sorted;
    sorted.reserve(design.links().size());
    for (const Link& l : design.links()) {
        const Fabric* f = design.fabric(l.fabric);
        CableRun r{"C" + idWidth(l.id.value, width),
                   f ? f->name : std::string(),
                   b.end(l.a),
                   b.end(l.b),
                   b.partName(l.cablePartId),
                   b.partName(l.transceiverAPartId),
                   b.partName(l.transceiverBPartId),
                   l.lengthM};
        const auto order = fabricOrder.find(l.fabric);
        sorted.push_back({order == fabricOrder.end() ? fabricOrder.size() : order->second, l.a.port,
                          std::move(r)});
    }
    std::sort(sorted.begin(), sorted.end(), before);
    std::vector<CableRun> runs;
    runs.reserve(sorted.size());
    for (SortedRun& s : sorted) {
        runs.push_back(std::move(s.run));
    }
    return runs;
}

Table cablingTable(const std::vector<CableRun>& runs)
{
    Table t{text(ExportText::tr("Cabling plan")),
            {{text(ExportText::tr("Cable ID")), 10},
             {text(ExportText::tr("Fabric")), 26},
             {text(ExportText::tr("From rack")), 12},
             {text(ExportText::tr("From U")), 8},
             {text(ExportText::tr("From device")), 16},
             {text(ExportText::tr("From port")), 16},
             {text(ExportText::tr("To rack")), 12},
             {text(ExportText::tr("To U")), 8},
             {text(ExportText::tr("To device")), 16},
             {text(ExportText::tr("To port")), 16},
             {text(ExportText::tr("Cable")), 24},
             {text(ExportText::tr("Transceiver (from)")), 20},
             {text(ExportText::tr("Transceiver (to)")), 20},
             {text(ExportText::tr("Length (m)")), 11}},
            {}};
    t.rows.reserve(runs.size());
    for (const CableRun& r : runs) {
        std::vector<Cell> c{Cell::of(r.cableId), Cell::of(r.fabric)};
        addEnd(c, r.from);
        addEnd(c, r.to);
        c.push_back(Cell::of(r.cable));
        c.push_back(Cell::of(r.transceiverFrom));
        c.push_back(Cell::of(r.transceiverTo));
        c.push_back(Cell::number(r.lengthM, 2)); // to the centimetre, in CSV and workbook
        t.rows.push_back({std::move(c), RowStyle::Body});
    }
    return t;
}

} // namespace cs::exports
