#pragma once

#include "table.h"

#include "model/design.h"
#include "tco/bom.h"

#include <QString>

namespace cs::exports {

// Column order of the BOM table.
enum BomColumn
{
    BomCategoryCol,
    BomPartIdCol,
    BomVendorCol,
    BomPartNumberCol,
    BomDescriptionCol,
    BomQuantityCol,
    BomUnitPriceCol,
    BomExtendedCol,
    BomCurrencyCol,
    BomPriceDateCol,
    BomEstimateCol,
    kBomColumns
};

// The design's bill of materials in its TCO currency (tco::moneyFor), the same
// bill the TCO prices. `tcoOverrides` are "key=value" TCO assumptions applied
// first, as `tco --set` takes them ("currency=CNY"). Throws FormatError for
// unusable TCO assumptions.
tco::Bom designBom(const Design& design, const std::vector<std::string>& tcoOverrides = {});

// A category's name for people ("GPU servers"), translatable.
QString bomCategoryLabel(tco::BomCategory category);

// The bill of materials laid out for buyers: for each category its lines and
// a subtotal row, then a grand total row. Extended prices are quantity ×
// unit price, subtotals SUM their category's lines and the grand total SUMs
// the subtotals, as formulas in a workbook and as values in CSV. A line
// without a unit price in the bill's currency (none given, priced per hour,
// or another currency) has empty price cells and counts in no total, as in
// the Bom itself.
// Rows: bom.lines.size() + one per category present + 1.
Table bomTable(const Design& design, const tco::Bom& bom);

} // namespace cs::exports
