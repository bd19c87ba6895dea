#include "bomtable.h"

#include "exporttext.h"
#include "tco/tcoinputs.h"

namespace cs::exports {

namespace {

std::vector<Column> bomColumns()
{
    return {{text(ExportText::tr("Category")), 16},    {text(ExportText::tr("Part ID")), 30},
            {text(ExportText::tr("Vendor")), 14},      {text(ExportText::tr("Part number")), 22},
            {text(ExportText::tr("Description")), 48}, {text(ExportText::tr("Quantity")), 10},
            {text(ExportText::tr("Unit price")), 14},  {text(ExportText::tr("Extended price")), 16},
            {text(ExportText::tr("Currency")), 9},     {text(ExportText::tr("Price date")), 11},
            {text(ExportText::tr("Estimate")), 9}};
}

std::string descriptionOf(const tco::BomLine& line)
{
    switch (line.reason) {
    case tco::BomReason::Part:
        return line.name;
    case tco::BomReason::Extra:
        return text(ExportText::tr("%1 (beyond the server's default configuration)")
                        .arg(QString::fromStdString(line.name)));
    case tco::BomReason::NotFitted:
        return text(ExportText::tr("%1 (default part not fitted: a credit)")
                        .arg(QString::fromStdString(line.name)));
    }
    return line.name;
}

TableRow lineRow(const Design& design, const tco::Bom& bom, const tco::BomLine& line,
                 std::size_t rowIndex)
{
    const Part* part = design.part(line.partId);
    std::vector<Cell> c(kBomColumns);
    c[BomCategoryCol] = Cell::of(text(bomCategoryLabel(line.category)));
    c[BomPartIdCol] = Cell::of(line.partId);
    c[BomVendorCol] = Cell::of(part ? part->vendor : std::string());
    c[BomPartNumberCol] = Cell::of(part ? part->partNumber : std::string());
    c[BomDescriptionCol] = Cell::of(descriptionOf(line));
    c[BomQuantityCol] = Cell::integer(line.quantity);
    if (line.unitPrice) {
        c[BomUnitPriceCol] = Cell::money(*line.unitPrice);
        c[BomExtendedCol] = Cell::money(line.amount(), cellRef(rowIndex, BomQuantityCol) + "*" +
                                                           cellRef(rowIndex, BomUnitPriceCol));
        c[BomCurrencyCol] = Cell::of(bom.currency);
    }
    if (line.price) {
        c[BomPriceDateCol] = Cell::of(line.price->date);
        c[BomEstimateCol] = Cell::of(line.price->estimate ? text(ExportText::tr("yes"))
                                                          : text(ExportText::tr("no")));
    }
    return {std::move(c), RowStyle::Body};
}

TableRow sumRow(RowStyle style, const std::string& category, const std::string& label,
                double amount, std::string formula, const std::string& currency)
{
    std::vector<Cell> c(kBomColumns);
    c[BomCategoryCol] = Cell::of(category);
    c[BomDescriptionCol] = Cell::of(label);
    c[BomExtendedCol] = Cell::money(amount, std::move(formula));
    c[BomCurrencyCol] = Cell::of(currency);
    return {std::move(c), style};
}

} // namespace

tco::Bom designBom(const Design& design, const std::vector<std::string>& tcoOverrides)
{
    const tco::TcoAssumptions a = tco::tcoAssumptionsWithOverrides(design, tcoOverrides);
    return tco::buildBom(design, tco::moneyFor(design, a));
}

QString bomCategoryLabel(tco::BomCategory category)
{
    using C = tco::BomCategory;
    switch (category) {
    case C::GpuServers:
        return ExportText::tr("GPU servers");
    case C::Servers:
        return ExportText::tr("Servers");
    case C::Gpus:
        return ExportText::tr("GPUs");
    case C::Cpus:
        return ExportText::tr("CPUs");
    case C::Nics:
        return ExportText::tr("Network adapters");
    case C::Switches:
        return ExportText::tr("Switches");
    case C::Storage:
        return ExportText::tr("Storage");
    case C::Pdus:
        return ExportText::tr("Power distribution");
    case C::Racks:
        return ExportText::tr("Racks");
    case C::Cables:
        return ExportText::tr("Cables");
    case C::Transceivers:
        return ExportText::tr("Transceivers");
    case C::Cooling:
        return ExportText::tr("Cooling");
    case C::Other:
        return ExportText::tr("Other");
    }
    return ExportText::tr("Other");
}

Table bomTable(const Design& design, const tco::Bom& bom)
{
    Table t{text(ExportText::tr("Bill of materials")), bomColumns(), {}};
    std::vector<std::string> subtotals;
    // bom.lines are grouped by category already.
    for (std::size_t i = 0; i < bom.lines.size();) {
        const tco::BomCategory category = bom.lines[i].category;
        const std::size_t first = t.rows.size();
        for (; i < bom.lines.size() && bom.lines[i].category == category; ++i) {
            t.rows.push_back(lineRow(design, bom, bom.lines[i], t.rows.size()));
        }
        const std::string label = text(bomCategoryLabel(category));
        const std::string sum = "SUM(" + cellRef(first, BomExtendedCol) + ":" +
                                cellRef(t.rows.size() - 1, BomExtendedCol) + ")";
        subtotals.push_back(cellRef(t.rows.size(), BomExtendedCol));
        t.rows.push_back(
            sumRow(RowStyle::Subtotal, label,
                   text(ExportText::tr("Subtotal: %1").arg(QString::fromStdString(label))),
                   bom.totalOf(category), sum, bom.currency));
    }
    std::string total = "SUM(";
    for (std::size_t i = 0; i < subtotals.size(); ++i) {
        total += (i ? "," : "") + subtotals[i];
    }
    t.rows.push_back(sumRow(RowStyle::Total, {}, text(ExportText::tr("Total")), bom.total,
                            subtotals.empty() ? std::string() : total + ")", bom.currency));
    return t;
}

} // namespace cs::exports
