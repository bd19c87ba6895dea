#include "tablewriter.h"

#include "pagewriter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>

namespace cs::report {

namespace {

constexpr double kPadPt = 2.5;
constexpr double kFontPt = 7.5;

class Table
{
public:
    Table(PageWriter& w, const std::vector<TableColumn>& columns) : mW(w), mColumns(columns)
    {
        double weights = 0;
        for (const TableColumn& c : columns) {
            weights += c.weight;
        }
        double x = w.body().left();
        for (const TableColumn& c : columns) {
            const double width = w.body().width() * c.weight / weights;
            mX.push_back(x);
            mWidth.push_back(width);
            x += width;
        }
    }

    void header()
    {
        QStringList titles;
        for (const TableColumn& c : mColumns) {
            titles << c.title;
        }
        const QFont font = mW.style().font(kFontPt, true);
        const double h = rowHeight(titles, font);
        QPainter& p = mW.painter();
        p.fillRect(QRectF(mX.front(), mW.y(), totalWidth(), h), QColor(0xe8, 0xea, 0xee));
        drawCells(titles, font, h, true);
        mW.advance(h);
    }

    void row(const TableRow& r)
    {
        const bool strong = r.kind != RowKind::Body;
        const QFont font = mW.style().font(kFontPt, strong);
        const double h = r.kind == RowKind::Group ? spanHeight(r.cells.value(0), font)
                                                  : rowHeight(r.cells, font);
        if (mW.y() + h > mW.body().bottom()) {
            mW.startPage(mW.orientation());
            header();
        }
        QPainter& p = mW.painter();
        if (r.kind == RowKind::Group) {
            p.setFont(font);
            p.setPen(render::inkColor());
            p.drawText(QRectF(mX.front() + kPadPt, mW.y() + kPadPt + 2, totalWidth() - 2 * kPadPt,
                              h - kPadPt),
                       Qt::TextWordWrap, r.cells.value(0));
        } else {
            if (r.kind == RowKind::Subtotal) {
                p.fillRect(QRectF(mX.front(), mW.y(), totalWidth(), h), QColor(0xf4, 0xf4, 0xf4));
            }
            drawCells(r.cells, font, h, false);
        }
        p.setPen(QPen(render::lineColor(), r.kind == RowKind::Total ? 1.0 : 0.3));
        const double lineY = r.kind == RowKind::Total ? mW.y() : mW.y() + h;
        p.drawLine(QPointF(mX.front(), lineY), QPointF(mX.front() + totalWidth(), lineY));
        mW.advance(h);
    }

private:
    // Words wrap at spaces; a cell with a word wider than its column (an
    // assumption key, a long identifier) breaks anywhere rather than run into
    // the next column.
    int wrapOf(std::size_t column, const QString& text, const QFont& font) const
    {
        if (mColumns[column].breakAnywhere) {
            return Qt::TextWrapAnywhere;
        }
        const QFontMetricsF fm(font, mW.painter().device());
        const double width = mWidth[column] - 2 * kPadPt;
        // Spaces and zero-width spaces are where a line may break.
        static const QRegularExpression breaks(QStringLiteral("[\\s\\x{200B}]+"));
        for (const QString& word : text.split(breaks, Qt::SkipEmptyParts)) {
            if (fm.horizontalAdvance(word) > width) {
                return Qt::TextWrapAnywhere;
            }
        }
        return Qt::TextWordWrap;
    }

    double totalWidth() const { return mX.back() + mWidth.back() - mX.front(); }

    double rowHeight(const QStringList& cells, const QFont& font) const
    {
        double h = 0;
        for (int i = 0; i < cells.size() && i < static_cast<int>(mWidth.size()); ++i) {
            const auto c = static_cast<std::size_t>(i);
            h = std::max(h, mW.textHeight(cells[i], font, mWidth[c] - 2 * kPadPt,
                                          wrapOf(c, cells[i], font)));
        }
        return h + 2 * kPadPt;
    }

    double spanHeight(const QString& text, const QFont& font) const
    {
        return mW.textHeight(text, font, totalWidth() - 2 * kPadPt) + 2 * kPadPt + 2;
    }

    void drawCells(const QStringList& cells, const QFont& font, double h, bool header)
    {
        QPainter& p = mW.painter();
        p.setFont(font);
        p.setPen(render::inkColor());
        for (int i = 0; i < cells.size() && i < static_cast<int>(mColumns.size()); ++i) {
            const auto c = static_cast<std::size_t>(i);
            const QRectF cell(mX[c] + kPadPt, mW.y() + kPadPt, mWidth[c] - 2 * kPadPt,
                              h - 2 * kPadPt);
            const Qt::Alignment align =
                header ? (mColumns[c].align | Qt::AlignBottom) : (mColumns[c].align | Qt::AlignTop);
            p.drawText(cell, static_cast<int>(align) | wrapOf(c, cells[i], font), cells[i]);
        }
    }

    PageWriter& mW;
    const std::vector<TableColumn>& mColumns;
    std::vector<double> mX;
    std::vector<double> mWidth;
};

} // namespace

void writeTable(PageWriter& w, const std::vector<TableColumn>& columns,
                const std::vector<TableRow>& rows)
{
    Table table(w, columns);
    w.ensureSpace(40);
    table.header();
    for (const TableRow& r : rows) {
        table.row(r);
    }
    w.advance(8);
}

QString breakableAtUnderscores(QString text)
{
    return text.replace(QLatin1Char('_'), QStringLiteral("_\u200B"));
}

} // namespace cs::report
