#include "io/analysisassumptionsjson.h"
#include "labels.h"
#include "reporttr.h"
#include "sections.h"
#include "tablewriter.h"

#include <algorithm>
#include <map>

namespace cs::report {

using render::Report;

namespace {

QString bomCategoryLabel(tco::BomCategory c)
{
    using tco::BomCategory;
    switch (c) {
    case BomCategory::GpuServers:
        return Report::tr("GPU servers");
    case BomCategory::Servers:
        return Report::tr("Servers");
    case BomCategory::Gpus:
        return Report::tr("GPUs");
    case BomCategory::Cpus:
        return Report::tr("CPUs");
    case BomCategory::Nics:
        return Report::tr("Network adapters");
    case BomCategory::Switches:
        return Report::tr("Switches");
    case BomCategory::Storage:
        return Report::tr("Storage");
    case BomCategory::Pdus:
        return Report::tr("Power distribution");
    case BomCategory::Racks:
        return Report::tr("Racks");
    case BomCategory::Cables:
        return Report::tr("Cables");
    case BomCategory::Transceivers:
        return Report::tr("Transceivers");
    case BomCategory::Cooling:
        return Report::tr("Cooling");
    case BomCategory::Other:
        return Report::tr("Other");
    }
    return {};
}

QString lineFlags(const tco::BomLine& l, const std::string& currency)
{
    QStringList flags;
    if (l.reason == tco::BomReason::Extra) {
        flags << Report::tr("beyond the default configuration");
    } else if (l.reason == tco::BomReason::NotFitted) {
        flags << Report::tr("credit: default part not fitted");
    }
    if (!l.price) {
        flags << Report::tr("no price");
    } else {
        if (l.price->estimate) {
            flags << Report::tr("estimate");
        }
        if (!l.unitPrice) {
            flags << Report::tr("not priced in %1").arg(QString::fromStdString(currency));
        } else if (l.price->currency != currency) {
            flags << Report::tr("converted from %1").arg(QString::fromStdString(l.price->currency));
        }
    }
    return flags.join(QStringLiteral("; "));
}

TableRow bomRow(const ReportData& d, const tco::BomLine& l, const std::string& currency)
{
    const Part* part = d.design.part(l.partId);
    return {{QString::fromStdString(l.name.empty() ? l.partId : l.name),
             part ? QString::fromStdString(part->vendor) : QString(),
             part ? QString::fromStdString(part->partNumber) : QString(),
             d.format.count(l.quantity),
             l.unitPrice ? d.format.money(*l.unitPrice) : QStringLiteral("—"),
             l.unitPrice ? d.format.money(l.amount()) : QStringLiteral("—"),
             l.price ? QString::fromStdString(l.price->date) : QString(), lineFlags(l, currency)}};
}

std::vector<TableRow> bomRows(const ReportData& d, const tco::Bom& bom)
{
    std::vector<TableRow> rows;
    for (std::size_t i = 0; i < bom.lines.size();) {
        const tco::BomCategory c = bom.lines[i].category;
        rows.push_back({{bomCategoryLabel(c)}, RowKind::Group});
        for (; i < bom.lines.size() && bom.lines[i].category == c; ++i) {
            rows.push_back(bomRow(d, bom.lines[i], bom.currency));
        }
        rows.push_back({{Report::tr("Subtotal %1").arg(bomCategoryLabel(c)),
                         {},
                         {},
                         {},
                         {},
                         d.format.money(bom.totalOf(c))},
                        RowKind::Subtotal});
    }
    rows.push_back({{Report::tr("Grand total (%1)").arg(QString::fromStdString(bom.currency)),
                     {},
                     {},
                     {},
                     {},
                     d.format.money(bom.total)},
                    RowKind::Total});
    return rows;
}

QString kw(const ReportData& d, double v)
{
    return d.format.number(v, 1);
}

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return Report::tr("error");
    case Severity::Warning:
        return Report::tr("warning");
    case Severity::Info:
        return Report::tr("note");
    }
    return {};
}

QString jsonValue(const nlohmann::json& v)
{
    if (v.is_null()) {
        return Report::tr("default");
    }
    return QString::fromStdString(v.is_string() ? v.get<std::string>() : v.dump());
}

} // namespace

void writeBillOfMaterials(PageWriter& w, const ReportData& d)
{
    w.startPage(QPageLayout::Landscape);
    w.heading(Report::tr("Bill of materials"));
    if (!d.tco) {
        w.paragraph(d.tcoError);
        return;
    }
    const tco::Bom& bom = d.tco->bom;
    w.paragraph(
        Report::tr(
            "Prices in %1 at catalog prices as of the dates shown (%2 CNY per USD where a price is "
            "converted). A server's price covers its default configuration; parts beyond it are "
            "listed as extras and default parts left out as credits. %3 lines have no usable price "
            "and count as zero.")
            .arg(QString::fromStdString(bom.currency))
            .arg(d.format.number(d.tco->assumptions.cnyPerUsd, 2))
            .arg(bom.unpricedLines),
        true);
    const std::vector<TableColumn> columns{{Report::tr("Part"), 3.2},
                                           {Report::tr("Vendor"), 1.2},
                                           {Report::tr("Part number"), 1.7, Qt::AlignLeft, true},
                                           {Report::tr("Qty"), 0.6, Qt::AlignRight},
                                           {Report::tr("Unit price"), 1.1, Qt::AlignRight},
                                           {Report::tr("Extended"), 1.3, Qt::AlignRight},
                                           {Report::tr("Price date"), 0.9},
                                           {Report::tr("Notes"), 2.2}};
    writeTable(w, columns, bomRows(d, bom));
}

void writePowerAndCooling(PageWriter& w, const ReportData& d)
{
    w.startPage(QPageLayout::Portrait);
    w.heading(Report::tr("Power and cooling per rack"));
    const auto& pw = d.analysis.power;
    const auto& co = d.analysis.cooling;
    w.paragraph(
        Report::tr(
            "Budget: the power provisioned for the rack; usable: what one feed carries when the "
            "rack has 2N feeds (half the budget), else the budget. Load: peak against usable. "
            "Limit: "
            "the heat the rack's cooling method removes."),
        true);
    w.paragraph(
        Report::tr(
            "IT load %1 kW at peak, %2 kW typical, %3 kW idle; facility %4 kW at PUE %5. Heat %6 "
            "BTU/h (%7 tons of refrigeration), %8 kW of it to liquid. Installed cooling %9 kW, %10 "
            "kW "
            "with the largest unit out.")
            .arg(kw(d, pw.itMaxKw), kw(d, pw.itTypicalKw), kw(d, pw.itIdleKw), kw(d, pw.facilityKw),
                 d.format.number(d.design.facility.pue, 2), d.format.number(co.btuPerHour, 0),
                 d.format.number(co.tons, 1), kw(d, co.liquidKw), kw(d, co.installedKw))
            .arg(kw(d, co.installedNMinus1Kw)));
    std::map<RackId, const analysis::RackCooling*> cooling;
    for (const analysis::RackCooling& c : co.racks) {
        cooling[c.id] = &c;
    }
    std::vector<TableRow> rows;
    for (const analysis::RackPower& r : pw.racks) {
        const Rack* rack = d.design.rack(r.id);
        const analysis::RackCooling* c = cooling.count(r.id) ? cooling[r.id] : nullptr;
        const double load = r.usableBudgetKw > 0 ? r.maxKw / r.usableBudgetKw * 100 : 0;
        rows.push_back(
            {{QString::fromStdString(r.name),
              rack && rack->feeds == FeedRedundancy::Redundant2N ? Report::tr("2N")
                                                                 : Report::tr("single"),
              kw(d, r.budgetKw), kw(d, r.usableBudgetKw), kw(d, r.maxKw), kw(d, r.typicalKw),
              Report::tr("%1%").arg(d.format.number(load, 0)), c ? kw(d, c->heatKw) : QString(),
              c ? render::coolingMethodLabel(c->method) : QString(),
              c ? kw(d, c->limitKw) : QString()}});
    }
    writeTable(w,
               {{Report::tr("Rack"), 1.6},
                {Report::tr("Feeds"), 0.8},
                {Report::tr("Budget kW"), 1, Qt::AlignRight},
                {Report::tr("Usable kW"), 1, Qt::AlignRight},
                {Report::tr("Peak kW"), 1, Qt::AlignRight},
                {Report::tr("Typical kW"), 1, Qt::AlignRight},
                {Report::tr("Load"), 0.8, Qt::AlignRight},
                {Report::tr("Heat kW"), 1, Qt::AlignRight},
                {Report::tr("Cooling"), 1.2},
                {Report::tr("Limit kW"), 1, Qt::AlignRight}},
               rows);
}

void writeFindings(PageWriter& w, const ReportData& d)
{
    w.startPage(QPageLayout::Portrait);
    w.heading(Report::tr("Design-rule findings"));
    if (d.analysis.findings.empty()) {
        w.paragraph(Report::tr("No design rule found anything to report."));
        return;
    }
    std::vector<Finding> findings = d.analysis.findings;
    std::stable_sort(findings.begin(), findings.end(),
                     [](const Finding& a, const Finding& b) { return a.severity < b.severity; });
    std::vector<TableRow> rows;
    for (const Finding& f : findings) {
        rows.push_back(
            {{severityName(f.severity), breakableAtUnderscores(QString::fromStdString(f.code)),
              f.message, f.source}});
    }
    writeTable(w,
               {{Report::tr("Severity"), 1.0},
                {Report::tr("Rule"), 2.8},
                {Report::tr("Finding"), 3.8},
                {Report::tr("Source"), 2.4}},
               rows);
}

void writeAssumptions(PageWriter& w, const ReportData& d)
{
    w.startPage(QPageLayout::Portrait);
    w.heading(Report::tr("Assumptions"));
    w.subheading(Report::tr("Facility"));
    writeTable(w, {{Report::tr("Assumption"), 2}, {Report::tr("Value"), 3}},
               {{{Report::tr("PUE"), d.format.number(d.design.facility.pue, 2)}},
                {{Report::tr("Electricity price"),
                  Report::tr("%1 %2 per kWh")
                      .arg(d.format.number(d.design.facility.electricityPricePerKwh, 3),
                           QString::fromStdString(d.design.facility.currency))}}});
    w.subheading(Report::tr("Analysis"));
    std::vector<TableRow> analysisRows;
    const nlohmann::json analysisValues = analysisAssumptionsToJson(d.analysis.assumptions);
    for (const auto& [key, value] : analysisValues.items()) {
        analysisRows.push_back({{QString::fromStdString(key), jsonValue(value)}});
    }
    writeTable(w, {{Report::tr("Assumption"), 2}, {Report::tr("Value"), 3}}, analysisRows);
    if (!d.tco) {
        return;
    }
    w.subheading(Report::tr("Total cost of ownership"));
    const nlohmann::json values = tcoAssumptionsToJson(d.tco->assumptions);
    std::vector<TableRow> tcoRows;
    for (const tco::AssumptionInfo& info : tco::assumptionInfos()) {
        const QString value =
            jsonValue(values.contains(info.key) ? values[info.key] : nlohmann::json());
        tcoRows.push_back(
            {{QString::fromLatin1(info.key), value,
              tco::defaultTextOf(info) + (info.estimate ? Report::tr(" (estimate)") : QString()),
              tco::sourceOf(info)}});
    }
    writeTable(w,
               {{Report::tr("Assumption"), 2.3},
                {Report::tr("Value"), 1.1},
                {Report::tr("Default"), 1.8},
                {Report::tr("Source of the default"), 2.8}},
               tcoRows);
}

} // namespace cs::report
