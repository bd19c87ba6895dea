#include "whatifchart.h"

#include "report/boundtext.h"
#include "reporttr.h"

#include <QPainter>

#include <algorithm>

namespace cs::render {

namespace {

constexpr double kTitlePt = 16;
constexpr double kRowPt = 17;
constexpr double kLabelShare = 0.28; // of the width, for the variants' names
constexpr double kValuePt = 70;      // room after the longest bar for its figure

} // namespace

std::optional<double> whatIfValue(const analysis::WhatIfOutcome& outcome, bool training)
{
    return training ? outcome.trainingDays : outcome.tokensPerSecond;
}

QColor whatIfBarColor()
{
    return QColor(0x3b, 0x6e, 0xb4);
}

WhatIfChart::WhatIfChart(const std::vector<analysis::WhatIfOutcome>& outcomes, bool training,
                         RenderStyle style)
    : mOutcomes(outcomes), mTraining(training), mStyle(std::move(style))
{
}

double WhatIfChart::preferredHeight() const
{
    return kTitlePt + kRowPt * double(mOutcomes.size()) + 4;
}

void WhatIfChart::paint(QPainter& p, const QRectF& rect) const
{
    double longest = 0;
    for (const analysis::WhatIfOutcome& o : mOutcomes) {
        longest = std::max(longest, whatIfValue(o, mTraining).value_or(0));
    }
    p.save();
    p.setPen(inkColor());
    p.setFont(mStyle.bold());
    drawCentredLabel(p, QRectF(rect.left(), rect.top(), rect.width(), 12),
                     mTraining
                         ? Report::tr("Days to train on variants of this design's network")
                         : Report::tr("Output tokens/s on variants of this design's network"));
    const double labelWidth = rect.width() * kLabelShare;
    const double barLeft = rect.left() + labelWidth + 6;
    const double barSpan = std::max(1.0, rect.right() - kValuePt - barLeft);
    double y = rect.top() + kTitlePt;
    p.setFont(mStyle.text());
    for (const analysis::WhatIfOutcome& o : mOutcomes) {
        const QRectF row(rect.left(), y, rect.width(), kRowPt);
        p.setPen(inkColor());
        drawCentredLabel(p, QRectF(row.left(), row.top(), labelWidth, row.height()),
                         variantText(o.variant), Qt::AlignRight);
        const std::optional<double> v = whatIfValue(o, mTraining);
        const double width = v && longest > 0 ? barSpan * *v / longest : 0;
        const QRectF bar(barLeft, row.top() + 3, width, row.height() - 6);
        p.setPen(Qt::NoPen);
        p.setBrush(o.variant == perf::NetworkVariantKind::AsBuilt ? whatIfBarColor()
                                                                  : QColor(0x8f, 0xab, 0xd4));
        p.drawRect(bar);
        p.setPen(v ? inkColor() : mutedColor());
        const QString figure =
            v ? mStyle.locale.toString(*v, 'f', mTraining ? 1 : 0) : Report::tr("no plan fits");
        drawCentredLabel(p, QRectF(bar.right() + 4, row.top(), kValuePt - 4, row.height()), figure);
        y += kRowPt;
    }
    p.restore();
}

} // namespace cs::render
