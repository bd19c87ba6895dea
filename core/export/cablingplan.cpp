#include "cablingplan.h"

#include "exporttext.h"
#include "hostlist.h"
#include "portlabels.h"

#include "csvwriter.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <deque>
#include <memory>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace cs::exports {

namespace {

// A device as the plan names it, resolved once: views of the design's
// strings, the device's port labels, and its ranks among the plan's racks and
// devices in natural order.
struct DeviceNames
{
    std::string_view rack; // empty for a device not in a rack, or not in the design
    std::optional<int> unit;
    std::string_view device;
    const std::vector<std::string>* labels = nullptr; // shared by devices configured alike
    int rackRank = 0;
    int deviceRank = 0;
    std::uint32_t placeRank = 0; // by rack rank, higher unit first, device rank
};

// Each distinct name's place in natural order (plain order between names
// natural order cannot tell apart), so that sorting compares integers.
std::unordered_map<std::string_view, int> naturalRanks(std::vector<std::string_view> names)
{
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    std::sort(names.begin(), names.end(), [](std::string_view a, std::string_view b) {
        return naturalLess(a, b) || (!naturalLess(b, a) && a < b);
    });
    std::unordered_map<std::string_view, int> ranks;
    ranks.reserve(names.size());
    for (std::size_t i = 0; i < names.size(); ++i) {
        ranks.emplace(names[i], static_cast<int>(i));
    }
    return ranks;
}

class PlanBuilder
{
public:
    // Resolves every device at a link end once, and each link's two ends.
    explicit PlanBuilder(const Design& design) : mDesign(design)
    {
        mEnds.reserve(design.links().size());
        for (const Link& l : design.links()) {
            mEnds.emplace_back(&endOf(l.a.device), &endOf(l.b.device));
        }
        rank();
    }

    // The names at the ends of the design's i-th link.
    const std::pair<const DeviceNames*, const DeviceNames*>& ends(std::size_t link) const
    {
        return mEnds[link];
    }

    // Valid while the builder is.
    std::string_view port(const DeviceNames& d, int port)
    {
        const auto i = static_cast<std::size_t>(port);
        return d.labels && i < d.labels->size()
                   ? std::string_view((*d.labels)[i])
                   : mFallbacks.emplace_back("port " + std::to_string(port + 1));
    }

    CableEnd end(const DeviceNames& d, PortRef ref)
    {
        return {std::string(d.rack), d.unit, std::string(d.device), std::string(port(d, ref.port))};
    }

    // The part's vendor number, or its id when it has none.
    std::string_view partName(const std::string& id)
    {
        if (id.empty()) {
            return {};
        }
        if (id == mLastPart.first) { // links of a fabric mostly share their parts
            return mLastPart.second;
        }
        const auto known = mPartNames.find(id);
        if (known != mPartNames.end()) {
            mLastPart = *known;
            return known->second;
        }
        const Part* p = mDesign.part(id);
        const std::string_view name =
            p && !p->partNumber.empty() ? std::string_view(p->partNumber) : std::string_view(id);
        mLastPart = *mPartNames.emplace(id, name).first;
        return mLastPart.second;
    }

    // The fabric's name; empty for a fabric the design lacks.
    std::string_view fabricName(FabricId id)
    {
        if (!mLastFabric || mLastFabric->id != id) { // runs of links share their fabric
            mLastFabric = mDesign.fabric(id);
        }
        return mLastFabric ? std::string_view(mLastFabric->name) : std::string_view();
    }

private:
    const DeviceNames& endOf(DeviceId id)
    {
        auto [it, added] = mDevices.try_emplace(id);
        if (added) {
            it->second = resolve(id);
        }
        return it->second;
    }

    DeviceNames resolve(DeviceId id)
    {
        DeviceNames n;
        const Device* d = mDesign.device(id);
        if (!d) {
            return n;
        }
        n.device = d->name;
        if (d->placement) {
            const Rack* r = mDesign.rack(d->placement->rack);
            n.rack = r ? std::string_view(r->name) : std::string_view();
            n.unit = d->placement->bottomU;
        }
        n.labels = &labelsOf(*d);
        return n;
    }

    // A device's port labels follow from its part and its NICs alone: devices
    // configured alike (every node of a cluster) share one list.
    const std::vector<std::string>& labelsOf(const Device& d)
    {
        std::string key = d.partId;
        for (const NicConfig& nic : mDesign.nicsOf(d)) {
            key += '\n' + nic.partId + '*' + std::to_string(nic.count);
        }
        auto it = mLabels.find(key);
        if (it == mLabels.end()) {
            it = mLabels.emplace(std::move(key), portLabels(mDesign, d)).first;
        }
        return it->second;
    }

    void rank()
    {
        std::vector<std::string_view> racks;
        std::vector<std::string_view> devices;
        for (const auto& [id, n] : mDevices) {
            racks.push_back(n.rack);
            devices.push_back(n.device);
        }
        const auto rackRanks = naturalRanks(std::move(racks));
        const auto deviceRanks = naturalRanks(std::move(devices));
        std::vector<DeviceNames*> places;
        places.reserve(mDevices.size());
        for (auto& [id, n] : mDevices) {
            n.rackRank = rackRanks.at(n.rack);
            n.deviceRank = deviceRanks.at(n.device);
            places.push_back(&n);
        }
        // A device outside a rack (no unit) comes after those in it.
        auto place = [](const DeviceNames* n) {
            return std::tuple(n->rackRank, -n->unit.value_or(-1), n->deviceRank);
        };
        std::sort(places.begin(), places.end(),
                  [&](const DeviceNames* x, const DeviceNames* y) { return place(x) < place(y); });
        // Devices at one place (names need not be unique) share a rank, so
        // their links order by port and link id, as within one device.
        std::uint32_t rank = 0;
        for (std::size_t i = 0; i < places.size(); ++i) {
            if (i > 0 && place(places[i - 1]) < place(places[i])) {
                rank = static_cast<std::uint32_t>(i);
            }
            places[i]->placeRank = rank;
        }
    }

    const Design& mDesign;
    std::unordered_map<DeviceId, DeviceNames> mDevices; // nodes never move: ends point into it
    std::vector<std::pair<const DeviceNames*, const DeviceNames*>> mEnds; // by link
    std::unordered_map<std::string, std::vector<std::string>> mLabels;    // by part and NICs
    // Keyed by a view of the first link's id string; the design outlives the builder.
    std::unordered_map<std::string_view, std::string_view> mPartNames;
    std::deque<std::string> mFallbacks; // "port N" names, at stable addresses
    std::pair<std::string_view, std::string_view> mLastPart;
    const Fabric* mLastFabric = nullptr;
};

// Where a link's run sorts: by fabric (in the design's order), then the from
// end's place (rack and device in natural order, higher units first), the
// from port and the link id (the cable id's digits, padded to one width).
// Packed into two integers, a key is small and compares fast: a plan sorts
// hundreds of thousands of them.
struct SortKey
{
    std::uint64_t major = 0; // fabric order, then the from end's place
    std::uint64_t minor = 0; // from port, then link id
    std::uint32_t link = 0;  // the link's index in the design

    bool operator<(const SortKey& other) const
    {
        return major != other.major ? major < other.major : minor < other.minor;
    }
};

// The design's links in plan order.
std::vector<SortKey> sortedLinks(const Design& design, const PlanBuilder& b)
{
    std::unordered_map<FabricId, std::uint32_t> fabricOrder;
    for (const Fabric& f : design.fabrics()) {
        fabricOrder.emplace(f.id, static_cast<std::uint32_t>(fabricOrder.size()));
    }
    const auto unknownFabric = static_cast<std::uint32_t>(fabricOrder.size());
    std::vector<SortKey> keys;
    keys.reserve(design.links().size());
    for (std::size_t i = 0; i < design.links().size(); ++i) {
        const Link& l = design.links()[i];
        const auto order = fabricOrder.find(l.fabric);
        const std::uint64_t fabric = order == fabricOrder.end() ? unknownFabric : order->second;
        keys.push_back({fabric << 32 | b.ends(i).first->placeRank,
                        std::uint64_t(static_cast<std::uint32_t>(l.a.port)) << 32 | l.id.value,
                        static_cast<std::uint32_t>(i)});
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

// "C" and the link id padded to `width` digits.
void appendCableId(std::string& out, std::uint32_t id, std::size_t width)
{
    std::array<char, 16> digits{};
    const auto r = std::to_chars(digits.data(), digits.data() + digits.size(), id);
    const auto n = static_cast<std::size_t>(r.ptr - digits.data());
    out += 'C';
    out.append(width > n ? width - n : 0, '0');
    out.append(digits.data(), n);
}

// The digits of the largest link id: every cable id is padded to them.
std::size_t idDigits(const Design& design)
{
    std::uint32_t maxId = 0;
    for (const Link& l : design.links()) {
        maxId = std::max(maxId, l.id.value);
    }
    return std::to_string(maxId).size();
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
    const std::size_t width = idDigits(design);
    PlanBuilder b(design);
    std::vector<CableRun> runs;
    runs.reserve(design.links().size());
    for (const SortKey& k : sortedLinks(design, b)) {
        const Link& l = design.links()[k.link];
        const auto [from, to] = b.ends(k.link);
        std::string cableId;
        appendCableId(cableId, l.id.value, width);
        runs.push_back({std::move(cableId), std::string(b.fabricName(l.fabric)), b.end(*from, l.a),
                        b.end(*to, l.b), std::string(b.partName(l.cablePartId)),
                        std::string(b.partName(l.transceiverAPartId)),
                        std::string(b.partName(l.transceiverBPartId)), l.lengthM});
    }
    return runs;
}

namespace {

constexpr std::size_t kCablingColumns = 14;

std::vector<Column> cablingColumns()
{
    return {{text(ExportText::tr("Cable ID")), 10},
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
            {text(ExportText::tr("Length (m)")), 11}};
}

} // namespace

Table cablingTable(const std::vector<CableRun>& runs)
{
    Table t{text(ExportText::tr("Cabling plan")), cablingColumns(), {}};
    t.rows.reserve(runs.size());
    for (const CableRun& r : runs) {
        std::vector<Cell> c;
        c.reserve(t.columns.size());
        c.push_back(Cell::of(r.cableId));
        c.push_back(Cell::of(r.fabric));
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

namespace {

// What a cabling sheet's producer keeps between rows.
struct SheetState
{
    explicit SheetState(const Design& d) : design(d), builder(d), keys(sortedLinks(d, builder)) {}

    const Design& design;
    PlanBuilder builder;
    std::vector<SortKey> keys;
    std::size_t width = idDigits(design);
    std::string scratch;
};

void setText(Cell& cell, std::string_view text)
{
    cell.kind = Cell::Kind::Text;
    cell.text.assign(text);
}

void setEnd(std::vector<Cell>& cells, std::size_t at, SheetState& s, const DeviceNames& d, int port)
{
    setText(cells[at], d.rack);
    cells[at + 1] = d.unit ? Cell::integer(*d.unit) : Cell::empty();
    setText(cells[at + 2], d.device);
    setText(cells[at + 3], s.builder.port(d, port));
}

} // namespace

SheetSource cablingSheet(const Design& design)
{
    auto state = std::make_shared<SheetState>(design);
    std::vector<Column> columns = cablingColumns();
    const std::size_t rows = state->keys.size();
    return {text(ExportText::tr("Cabling plan")), std::move(columns), rows,
            [state](std::size_t i, TableRow& row) -> const TableRow& {
                const std::uint32_t link = state->keys[i].link;
                const Link& l = state->design.links()[link];
                const auto [from, to] = state->builder.ends(link);
                std::vector<Cell>& c = row.cells;
                c.resize(kCablingColumns);
                state->scratch.clear();
                appendCableId(state->scratch, l.id.value, state->width);
                setText(c[0], state->scratch);
                setText(c[1], state->builder.fabricName(l.fabric));
                setEnd(c, 2, *state, *from, l.a.port);
                setEnd(c, 6, *state, *to, l.b.port);
                setText(c[10], state->builder.partName(l.cablePartId));
                setText(c[11], state->builder.partName(l.transceiverAPartId));
                setText(c[12], state->builder.partName(l.transceiverBPartId));
                c[13] = Cell::number(l.lengthM, 2); // to the centimetre, as cablingTable()
                row.style = RowStyle::Body;
                return row;
            }};
}

std::string cablingCsv(const Design& design)
{
    return sheetToCsv(cablingSheet(design));
}

} // namespace cs::exports
