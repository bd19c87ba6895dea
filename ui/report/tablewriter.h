#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace cs::report {

class PageWriter;

struct TableColumn
{
    QString title;
    double weight = 1;                   // share of the table's width
    Qt::Alignment align = Qt::AlignLeft; // numbers right-aligned
    bool breakAnywhere = false;          // codes and part numbers have no spaces to wrap at
};

enum class RowKind
{
    Body,
    Group,    // a heading row across the table (the first cell)
    Subtotal, // bold
    Total,    // bold, with a rule above
};

struct TableRow
{
    QStringList cells;
    RowKind kind = RowKind::Body;
};

// Text that may wrap after each underscore (a zero-width space marks the
// place), so NETWORK_MANAGEMENT_SINGLE_POINT_OF_FAILURE breaks between words.
QString breakableAtUnderscores(QString text);

// Draws a table across the page body, cells wrapped to their column, and
// continues it on new pages with the header row repeated.
void writeTable(PageWriter& w, const std::vector<TableColumn>& columns,
                const std::vector<TableRow>& rows);

} // namespace cs::report
