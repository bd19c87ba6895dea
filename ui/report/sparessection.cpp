// The spare parts on the report's operations page (ops/spares.h).
#include "ops/spares.h"
#include "reporttr.h"
#include "sections.h"
#include "tablewriter.h"

namespace cs::report {

using render::Report;

namespace {

QString kindLabel(ops::SpareKind kind)
{
    switch (kind) {
    case ops::SpareKind::PowerSupplies:
        return Report::tr("Power supplies");
    case ops::SpareKind::Fans:
        return Report::tr("Fans");
    case ops::SpareKind::Transceivers:
        return Report::tr("Transceivers");
    case ops::SpareKind::Cables:
        return Report::tr("Cables");
    }
    return {};
}

QString partText(const ReportData& d, const ops::SpareLine& l)
{
    if (l.kind == ops::SpareKind::Fans) {
        return Report::tr("Fans of every device: the catalog counts no part's fans");
    }
    if (l.kind == ops::SpareKind::PowerSupplies && !l.installed) {
        return Report::tr("Supplies of %n devices whose catalog entries do not count them", nullptr,
                          int(l.devices));
    }
    if (l.kind == ops::SpareKind::PowerSupplies) {
        return Report::tr("%1 W supplies in %2 × %3")
            .arg(d.format.number(l.watts), d.format.count(l.devices),
                 QString::fromStdString(l.name));
    }
    return QString::fromStdString(l.name);
}

QString countText(const ReportData& d, const std::optional<long long>& n)
{
    return n ? d.format.count(*n) : Report::tr("not known");
}

std::vector<TableRow> spareRows(const ReportData& d)
{
    std::vector<TableRow> rows;
    bool first = true;
    ops::SpareKind kind{};
    for (const ops::SpareLine& l : d.spares) {
        if (first || l.kind != kind) {
            rows.push_back({{Report::tr("%1 (%2% of those installed)")
                                 .arg(kindLabel(l.kind))
                                 .arg(ops::spareRatioOf(l.kind).percent)},
                            RowKind::Group});
            kind = l.kind;
            first = false;
        }
        rows.push_back({{partText(d, l), countText(d, l.installed), countText(d, l.spares)}});
    }
    return rows;
}

std::vector<TableRow> ratioRows()
{
    std::vector<TableRow> rows;
    for (const ops::SpareRatio& r : ops::spareRatios()) {
        const QString share = Report::tr("%1%").arg(r.percent);
        rows.push_back(
            {{kindLabel(r.kind), r.estimate ? Report::tr("%1 (estimate)").arg(share) : share,
              ops::spareSourceText(r)}});
    }
    return rows;
}

} // namespace

void writeSpares(PageWriter& w, const ReportData& d)
{
    w.subheading(Report::tr("Spare parts"));
    w.paragraph(Report::tr("Spares to hold: the installed count times the share for its kind, "
                           "rounded up, and at least one of each type installed. Transceivers "
                           "and cables are counted as the bill of materials counts them, power "
                           "supplies from the catalog's count per device."),
                true);
    writeTable(w,
               {{Report::tr("Part"), 5},
                {Report::tr("Installed"), 1, Qt::AlignRight},
                {Report::tr("Spares"), 1, Qt::AlignRight}},
               spareRows(d));
    w.subheading(Report::tr("Spare shares"));
    writeTable(w,
               {{Report::tr("Parts"), 1.3}, {Report::tr("Share"), 1.1}, {Report::tr("Source"), 5}},
               ratioRows());
}

} // namespace cs::report
