#pragma once

#include "table.h"

namespace cs::exports {

class ZipStream;

namespace xlsx {

// Writes one sheet's XML part into the archive's current entry as its rows
// are produced: the header row frozen and filtered, the columns' widths,
// text as inline strings, numbers in their formats, formulas with their
// results. The caller has checked the sheet against Excel's limits.
void writeSheet(ZipStream& zip, const SheetSource& sheet, bool selected);

} // namespace xlsx
} // namespace cs::exports
