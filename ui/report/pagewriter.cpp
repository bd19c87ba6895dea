#include "pagewriter.h"

#include "reporttr.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

namespace cs::report {

using render::Report;

PageWriter::PageWriter(QPdfWriter& writer, QPainter& painter, render::RenderStyle style,
                       PageFrame frame)
    : mWriter(writer), mPainter(painter), mStyle(std::move(style)), mFrame(std::move(frame))
{
}

void PageWriter::startPage(QPageLayout::Orientation orientation)
{
    if (mPage > 0) {
        mWriter.setPageOrientation(orientation);
        mWriter.newPage();
    }
    mOrientation = orientation;
    ++mPage;
    mY = body().top();
    paintFrame();
}

void PageWriter::ensureSpace(double height)
{
    if (mY + height > body().bottom() && mY > body().top()) {
        startPage(mOrientation);
    }
}

QRectF PageWriter::body() const
{
    const QSizeF page = mWriter.pageLayout().fullRectPoints().size();
    return QRectF(kMarginPt, kMarginPt + kHeaderPt, page.width() - 2 * kMarginPt,
                  page.height() - 2 * kMarginPt - kHeaderPt - kFooterPt);
}

void PageWriter::paintFrame()
{
    const QRectF b = body();
    QPainter& p = mPainter;
    p.save();
    p.setFont(mStyle.font(7.5));
    p.setPen(render::mutedColor());
    const QRectF head(b.left(), kMarginPt, b.width(), kHeaderPt - 8);
    render::drawCentredLabel(p, QRectF(head.left(), head.top(), head.width() * 0.7, head.height()),
                             mFrame.designName);
    render::drawCentredLabel(
        p, QRectF(head.left() + head.width() * 0.7, head.top(), head.width() * 0.3, head.height()),
        mFrame.date, Qt::AlignRight);
    p.setPen(QPen(render::lineColor(), 0.5));
    p.drawLine(QPointF(b.left(), kMarginPt + kHeaderPt - 6),
               QPointF(b.right(), kMarginPt + kHeaderPt - 6));
    p.setPen(render::mutedColor());
    const QRectF foot(b.left(), b.bottom() + 8, b.width(), kFooterPt - 8);
    render::drawCentredLabel(p, foot, Report::tr("Clustersmith design report"));
    const QString number = mFrame.totalPages > 0
                               ? Report::tr("Page %1 of %2").arg(mPage).arg(mFrame.totalPages)
                               : Report::tr("Page %1").arg(mPage);
    render::drawCentredLabel(p, foot, number, Qt::AlignRight);
    p.restore();
}

void PageWriter::heading(const QString& title)
{
    ensureSpace(60);
    mSections.emplace_back(title, mPage);
    mPainter.setPen(render::inkColor());
    mPainter.setFont(mStyle.font(14, true));
    render::drawCentredLabel(mPainter, QRectF(body().left(), mY, body().width(), 18), title);
    mY += 26;
}

void PageWriter::subheading(const QString& title)
{
    ensureSpace(40);
    mPainter.setPen(render::inkColor());
    mPainter.setFont(mStyle.font(10, true));
    render::drawCentredLabel(mPainter, QRectF(body().left(), mY, body().width(), 13), title);
    mY += 17;
}

double PageWriter::textHeight(const QString& text, const QFont& font, double width, int wrap) const
{
    const QFontMetricsF fm(font, mPainter.device());
    return fm.boundingRect(QRectF(0, 0, width, 1e6), wrap, text).height();
}

void PageWriter::paragraph(const QString& text, bool muted)
{
    const QFont font = mStyle.font(8.5);
    const double h = textHeight(text, font, body().width());
    ensureSpace(h);
    mPainter.setFont(font);
    mPainter.setPen(muted ? render::mutedColor() : render::inkColor());
    mPainter.drawText(QRectF(body().left(), mY, body().width(), h), Qt::TextWordWrap, text);
    mY += h + 5;
}

} // namespace cs::report
