#pragma once

#include "renderstyle.h"

#include <QPageLayout>
#include <QString>

#include <utility>
#include <vector>

class QPainter;
class QPdfWriter;

namespace cs::report {

// What every page carries: the design's name and the report's date at the
// top, the page number at the bottom.
struct PageFrame
{
    QString designName;
    QString date;
    int totalPages = 0; // unknown (0) on the first of the two passes
};

// Lays the report out page by page: starts pages in the orientation a section
// needs, draws the header and footer, and keeps a cursor that headings,
// paragraphs, tables and diagrams advance. Coordinates are points from the
// page's top left corner.
class PageWriter
{
public:
    static constexpr double kMarginPt = 40.0;
    static constexpr double kHeaderPt = 22.0;
    static constexpr double kFooterPt = 22.0;

    PageWriter(QPdfWriter& writer, QPainter& painter, render::RenderStyle style, PageFrame frame);

    QPainter& painter() { return mPainter; }
    const render::RenderStyle& style() const { return mStyle; }

    // Starts a page; the first call uses the page the painter began on.
    void startPage(QPageLayout::Orientation orientation);
    // Starts a page in the current orientation unless `height` still fits.
    void ensureSpace(double height);

    QRectF body() const; // the page inside margins, header and footer
    double y() const { return mY; }
    void advance(double height) { mY += height; }
    double remaining() const { return body().bottom() - mY; }
    int page() const { return mPage; }
    QPageLayout::Orientation orientation() const { return mOrientation; }

    // A section title; the table of contents lists it with its page.
    void heading(const QString& title);
    void subheading(const QString& title);
    // Wrapped text across the body; starts a page first when it does not fit.
    void paragraph(const QString& text, bool muted = false);
    // Height of `text` wrapped to `width` in `font` on this device.
    double textHeight(const QString& text, const QFont& font, double width,
                      int wrap = Qt::TextWordWrap) const;

    const std::vector<std::pair<QString, int>>& sections() const { return mSections; }

private:
    void paintFrame();

    QPdfWriter& mWriter;
    QPainter& mPainter;
    render::RenderStyle mStyle;
    PageFrame mFrame;
    QPageLayout::Orientation mOrientation = QPageLayout::Portrait;
    int mPage = 0;
    double mY = 0;
    std::vector<std::pair<QString, int>> mSections;
};

} // namespace cs::report
