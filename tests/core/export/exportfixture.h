#pragma once

#include "model/design.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace cs::test {

// Two 8-GPU servers (n1 at U1, n2 at U9) and a 64-port leaf at U42 in rack
// A01, the rack and a rear-door cooler. Prices in USD: server 200,000, GPU
// 25,000, leaf 30,000, rack 2,000, DAC 300, fibre 100, optic 1,000; the
// cooler has no price. n2 runs 4 of its 8 GPUs (4 default GPUs not fitted).
// 16 links in fabric "compute": n1's NIC ports 1..8 to leaf ports 0..7 and
// n2's 1..7 to leaf ports 8..14 on 3 m DAC; n2's port 8 to leaf port 15 on
// 10 m fibre with a twin-port optic at each end.
Design exportDesign();

// The records of a CSV text (RFC 4180, CRLF), each a list of fields.
std::vector<QStringList> csvRecords(const std::string& csv);

// A workbook read back by tools from Debian: xlsx2csv (the sheet's values,
// as a spreadsheet would show them) and unzip (the sheet's XML, formulas
// included). Fail the test when the tool is missing or fails.
QString xlsxToCsv(const QString& path);
QString xlsxSheetXml(const QString& path);
QString xlsxPart(const QString& path, const QString& member); // "xl/workbook.xml"

} // namespace cs::test
