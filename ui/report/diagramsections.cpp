#include "fabricdiagrampainter.h"
#include "floorlayoutpainter.h"
#include "rackelevationpainter.h"
#include "racklayoutgroups.h"
#include "reporttr.h"
#include "sections.h"
#include "tablewriter.h"

#include <algorithm>

namespace cs::report {

using render::Report;

namespace {

constexpr int kRacksPerPage = 3;
// Designs with up to this many racks show every rack; larger ones show each
// distinct layout once.
constexpr int kDrawEveryRackUpTo = 12;

QString rackName(const Design& design, RackId id)
{
    return QString::fromStdString(design.rack(id)->name);
}

// The racks to draw, each with the others built the same way.
std::vector<render::RackLayoutGroup> elevationGroups(const Design& design)
{
    if (static_cast<int>(design.racks().size()) <= kDrawEveryRackUpTo) {
        std::vector<render::RackLayoutGroup> each;
        for (const Rack& r : design.racks()) {
            each.push_back({{r.id}});
        }
        return each;
    }
    return render::groupIdenticalRacks(design);
}

QString sameLayoutNote(const ReportData& d, const render::RackLayoutGroup& g)
{
    if (g.racks.size() < 2) {
        return {};
    }
    return Report::tr("Same layout in %n more racks: %1 … %2", nullptr, int(g.racks.size() - 1))
        .arg(rackName(d.design, g.racks[1]), rackName(d.design, g.racks.back()));
}

void writeGroupTable(PageWriter& w, const ReportData& d,
                     const std::vector<render::RackLayoutGroup>& groups)
{
    w.subheading(Report::tr("Racks built the same way"));
    std::vector<TableRow> rows;
    for (const render::RackLayoutGroup& g : groups) {
        QStringList names;
        for (RackId id : g.racks) {
            names << rackName(d.design, id);
        }
        rows.push_back({{rackName(d.design, g.racks.front()),
                         d.format.count(static_cast<long long>(g.racks.size())),
                         names.join(QStringLiteral(", "))}});
    }
    writeTable(w,
               {{Report::tr("Drawn as"), 1.2},
                {Report::tr("Racks"), 0.6, Qt::AlignRight},
                {Report::tr("Every rack with this layout"), 6}},
               rows);
}

} // namespace

void writeElevations(PageWriter& w, const ReportData& d)
{
    const std::vector<render::RackLayoutGroup> groups = elevationGroups(d.design);
    const bool grouped = groups.size() < d.design.racks().size();
    const int pages =
        std::min(d.options.maxElevationPages,
                 (static_cast<int>(groups.size()) + kRacksPerPage - 1) / kRacksPerPage);
    for (int page = 0; page < std::max(pages, 1); ++page) {
        w.startPage(QPageLayout::Landscape);
        if (page == 0) {
            w.heading(Report::tr("Rack elevations"));
            if (grouped) {
                w.paragraph(
                    Report::tr(
                        "%1 racks in %2 distinct layouts: each layout is drawn once, for the first "
                        "rack built that way; the table at the end lists every rack.")
                        .arg(d.design.racks().size())
                        .arg(groups.size()),
                    true);
            }
        }
        std::vector<RackId> racks;
        const auto first = static_cast<std::size_t>(page * kRacksPerPage);
        for (std::size_t i = first; i < std::min(groups.size(), first + kRacksPerPage); ++i) {
            racks.push_back(groups[i].racks.front());
        }
        if (racks.empty()) {
            w.paragraph(Report::tr("The design has no racks."));
            return;
        }
        render::RackElevationPainter painter(d.design, d.analysis, racks, d.style);
        for (std::size_t i = first; i < first + racks.size(); ++i) {
            painter.setNote(groups[i].racks.front(), sameLayoutNote(d, groups[i]));
        }
        const QRectF area(w.body().left(), w.y(), w.body().width(), w.remaining());
        painter.paint(w.painter(), area);
        w.advance(std::min(area.height(), painter.naturalSize().height()));
    }
    const int drawn = pages * kRacksPerPage;
    if (static_cast<int>(groups.size()) > drawn) {
        w.startPage(QPageLayout::Portrait);
        w.paragraph(Report::tr(
            "%n further rack layouts are not drawn, to keep the report short; the power and "
            "cooling table lists every rack.",
            nullptr, int(static_cast<int>(groups.size()) - drawn)));
    }
    if (grouped) {
        if (static_cast<int>(groups.size()) <= drawn) {
            w.startPage(QPageLayout::Portrait);
        }
        writeGroupTable(w, d, groups);
    }
}

void writeFloorLayout(PageWriter& w, const ReportData& d)
{
    w.startPage(QPageLayout::Landscape);
    w.heading(Report::tr("Floor layout"));
    if (d.design.rooms().empty()) {
        w.paragraph(Report::tr("The design has no rooms, so there is no floor plan."));
        return;
    }
    render::FloorLayoutPainter painter(d.design, d.style);
    painter.paint(w.painter(), QRectF(w.body().left(), w.y(), w.body().width(), w.remaining()));
}

void writeFabrics(PageWriter& w, const ReportData& d)
{
    w.startPage(QPageLayout::Landscape);
    w.heading(Report::tr("Fabric topology"));
    if (d.analysis.network.fabrics.empty()) {
        w.paragraph(Report::tr("The design has no network fabrics."));
        return;
    }
    w.paragraph(
        Report::tr(
            "Each fabric from its top tier down to the endpoints. Oversubscription is the worst "
            "switch of a tier: its bandwidth down divided by its bandwidth up."),
        true);
    for (const analysis::FabricReport& fr : d.analysis.network.fabrics) {
        const Fabric* fabric = d.design.fabric(fr.id);
        if (!fabric) {
            continue;
        }
        render::FabricDiagramPainter painter(render::buildFabricDiagram(*d.facts, *fabric, fr),
                                             d.style);
        const double scale = std::min(1.0, w.body().width() / painter.naturalSize().width());
        const double h = painter.naturalSize().height() * scale;
        w.ensureSpace(h);
        painter.paint(w.painter(), QRectF(w.body().left(), w.y(), w.body().width(), h));
        w.advance(h + 18);
    }
}

} // namespace cs::report
