// Spare parts a design should hold (docs/exports.md, PDF report).
#include "spares.h"

#include "opstext.h"

#include <map>

namespace cs::ops {

namespace {

// Sources: Telecom Engineering, "Tip of the Week – 17 Feb 2011"
// (telecomengineering.com/tipoftheweek/tip-of-the-week-17-feb-2011): about 10%
// of each type of part that can fail, at least one; supplies and fans often
// more. Alcatel-Lucent 1850 TSS-5 sparing information (documentation.nokia.com,
// 365-372-400R7.2, "Sparing graph"): 100 optical port units in service with a
// 10-day lead time need 3 spares for 99.9% service continuity. No public figure
// for cables was found: 2% is an estimate, below optics because a passive part
// fails less often (the same tip).
const std::vector<SpareRatio> kRatios = {
    {SpareKind::PowerSupplies, 10,
     QT_TRANSLATE_NOOP("OpsText", "Telecom Engineering, Tip of the Week 17 Feb 2011: about 10% of "
                                  "each type of part, at least one (supplies and fans often more)"),
     false},
    {SpareKind::Fans, 10,
     QT_TRANSLATE_NOOP("OpsText", "Telecom Engineering, Tip of the Week 17 Feb 2011: about 10% of "
                                  "each type of part, at least one (supplies and fans often more)"),
     false},
    {SpareKind::Transceivers, 3,
     QT_TRANSLATE_NOOP("OpsText",
                       "Alcatel-Lucent 1850 TSS-5 sparing graph: 3 spares for 100 optical port "
                       "units at a 10-day lead time (99.9% service continuity)"),
     false},
    {SpareKind::Cables, 2,
     QT_TRANSLATE_NOOP("OpsText",
                       "no public source; below optics, as passive parts fail less often"),
     true},
};

bool hasPowerSupplies(PartKind kind)
{
    return kind == PartKind::GpuServer || kind == PartKind::Server || kind == PartKind::Switch ||
           kind == PartKind::Storage;
}

void countSpares(std::vector<SpareLine>& lines)
{
    for (SpareLine& line : lines) {
        if (line.installed) {
            line.spares = recommendedSpares(*line.installed, spareRatioOf(line.kind).percent);
        }
    }
}

// Per server model whose catalog entry counts its supplies; one line without
// a count for the devices whose entries do not.
std::vector<SpareLine> powerSupplyLines(const Design& design)
{
    std::map<std::string, SpareLine> byModel;
    long long uncounted = 0;
    for (const Device& device : design.devices()) {
        const Part* part = design.part(device.partId);
        if (!part || !hasPowerSupplies(part->kind)) {
            continue;
        }
        const std::optional<PsuSpec> psu = part->server ? part->server->psu : std::nullopt;
        if (!psu || psu->count <= 0) {
            ++uncounted;
            continue;
        }
        SpareLine& line = byModel[part->id];
        if (!line.installed) {
            line = {SpareKind::PowerSupplies, part->id, part->name, 0, std::nullopt, 0, psu->watts};
        }
        *line.installed += psu->count;
        ++line.devices;
    }
    std::vector<SpareLine> lines;
    for (auto& [id, line] : byModel) {
        lines.push_back(std::move(line));
    }
    if (uncounted > 0) {
        lines.push_back(
            {SpareKind::PowerSupplies, {}, {}, std::nullopt, std::nullopt, uncounted, 0});
    }
    return lines;
}

// The bill's own lines of a category, one per part (credits left out).
std::vector<SpareLine> bomLines(const tco::Bom& bom, tco::BomCategory category, SpareKind kind)
{
    std::vector<SpareLine> lines;
    std::map<std::string, std::size_t> index;
    for (const tco::BomLine& l : bom.lines) {
        if (l.category != category || l.reason != tco::BomReason::Part || l.quantity <= 0) {
            continue;
        }
        const auto [at, added] = index.emplace(l.partId, lines.size());
        if (added) {
            lines.push_back(
                {kind, l.partId, l.name.empty() ? l.partId : l.name, 0, std::nullopt, 0, 0});
        }
        *lines[at->second].installed += l.quantity;
    }
    return lines;
}

} // namespace

const std::vector<SpareRatio>& spareRatios()
{
    return kRatios;
}

const SpareRatio& spareRatioOf(SpareKind kind)
{
    for (const SpareRatio& r : kRatios) {
        if (r.kind == kind) {
            return r;
        }
    }
    return kRatios.front(); // every kind has a ratio
}

QString spareSourceText(const SpareRatio& ratio)
{
    return OpsText::tr(ratio.source);
}

long long recommendedSpares(long long installed, int percent)
{
    if (installed <= 0) {
        return 0;
    }
    // Whole numbers throughout: 3% of 100 is 3, where 0.03 × 100 rounds up to 4.
    const long long rounded = (installed * percent + 99) / 100;
    return rounded > 0 ? rounded : 1;
}

std::vector<SpareLine> spareLines(const Design& design, const tco::Bom& bom)
{
    std::vector<SpareLine> lines = powerSupplyLines(design);
    lines.push_back({SpareKind::Fans, {}, {}, std::nullopt, std::nullopt, 0, 0});
    for (const auto& [category, kind] :
         {std::pair{tco::BomCategory::Transceivers, SpareKind::Transceivers},
          std::pair{tco::BomCategory::Cables, SpareKind::Cables}}) {
        std::vector<SpareLine> more = bomLines(bom, category, kind);
        lines.insert(lines.end(), more.begin(), more.end());
    }
    countSpares(lines);
    return lines;
}

} // namespace cs::ops
