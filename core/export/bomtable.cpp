#include "bomtable.h"

#include "exporttext.h"
#include "tco/tcoinputs.h"

namespace cs::exports {

namespace {

std::vector<Column> bomColumns()
{
    return {
        {text(tr("Category")), 16},    {text(tr("Part ID")), 30},        {text(tr("Vendor")), 14},
        {text(tr("Part number")), 22}, {text(tr("Description")), 48},    {text(tr("Quantity")), 10},
        {text(tr("Unit price")), 14},  {text(tr("Extended price")), 16}, {text(tr("Currency")), 9},
        {text(tr("Price date")), 11},  {text(tr("Estimate")), 9}};
}

std::string descriptionOf(const tco::BomLine& line)
{
    switch (line.reason) {
    case tco::BomReason::Part:
        return line.name;
    case tco::BomReason::Extra:
        return text(tr("%1 (beyond the server's default configuration)")
                        .arg(QString::fromStdString(line.name)));
    case tco::BomReason::NotFitted:
        return text(
            tr("%1 (default part not fitted: a credit)").arg(QString::fromStdString(line.name)));
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
        c[BomEstimateCol] = Cell::of(line.price->estimate ? text(tr("yes")) : text(tr("no")));
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
        return tr("GPU servers");
    case C::Servers:
        return tr("Servers");
    case C::Gpus:
        return tr("GPUs");
    case C::Cpus:
        return tr("CPUs");
    case C::Nics:
        return tr("Network adapters");
    case C::Switches:
        return tr("Switches");
    case C::Storage:
        return tr("Storage");
    case C::Pdus:
        return tr("Power distribution");
    case C::Racks:
        return tr("Racks");
    case C::Cables:
        return tr("Cables");
    case C::Transceivers:
        return tr("Transceivers");
    case C::Cooling:
        return tr("Cooling");
    case C::Other:
        return tr("Other");
    }
    return tr("Other");
}

Table bomTable(const Design& design, const tco::Bom& bom)
{
    Table t{text(tr("Bill of materials")), bomColumns(), {}};
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
        t.rows.push_back(sumRow(RowStyle::Subtotal, label,
                                text(tr("Subtotal: %1").arg(QString::fromStdString(label))),
                                bom.totalOf(category), sum, bom.currency));
    }
    std::string total = "SUM(";
    for (std::size_t i = 0; i < subtotals.size(); ++i) {
        total += (i ? "," : "") + subtotals[i];
    }
    t.rows.push_back(sumRow(RowStyle::Total, {}, text(tr("Total")), bom.total,
                            subtotals.empty() ? std::string() : total + ")", bom.currency));
    return t;
}

} // namespace cs::exports
