#include "reporttr.h"
#include "sections.h"

#include <QPainter>

namespace cs::report {

using render::Report;

namespace {

struct Figure
{
    QString label;
    QString value;
    QString detail;
};

QString gpuModels(const ReportData& d)
{
    QStringList models;
    for (const analysis::GpuModelCount& m : d.analysis.compute.byModel) {
        models << Report::tr("%1 × %2").arg(d.format.count(m.gpus), QString::fromStdString(m.name));
    }
    return models.join(QStringLiteral(", "));
}

QString breakEven(const ReportData& d)
{
    if (!d.tco) {
        return Report::tr("not costed");
    }
    if (!d.tco->cloud.offer) {
        return Report::tr("no cloud offer to compare");
    }
    return d.tco->breakEvenMonth ? Report::tr("month %1").arg(*d.tco->breakEvenMonth)
                                 : Report::tr("not within %1 years").arg(d.tco->horizonYears);
}

std::vector<Figure> figures(const ReportData& d)
{
    const auto& c = d.analysis.compute;
    const auto& pw = d.analysis.power;
    const QString cur = d.currency();
    std::vector<Figure> f{
        {Report::tr("GPUs"), d.format.count(c.gpus), gpuModels(d)},
        {Report::tr("Peak compute"),
         Report::tr("%1 PFLOPS").arg(d.format.number(c.peakDenseTflops.bf16 / 1000, 1)),
         Report::tr("dense BF16; %1 PFLOPS FP8")
             .arg(d.format.number(c.peakDenseTflops.fp8 / 1000, 1))},
        {Report::tr("IT power"), Report::tr("%1 kW").arg(d.format.number(pw.itMaxKw, 1)),
         Report::tr("peak; %1 kW typical").arg(d.format.number(pw.itTypicalKw, 1))},
        {Report::tr("Facility power"), Report::tr("%1 kW").arg(d.format.number(pw.facilityKw, 1)),
         Report::tr("at PUE %1").arg(d.format.number(d.design.facility.pue, 2))},
        {Report::tr("Racks"), d.format.count(d.summary.racks),
         Report::tr("%1, %2", "two counts")
             .arg(Report::tr("%1 nodes", nullptr, d.summary.nodes)
                      .arg(d.format.count(d.summary.nodes)),
                  Report::tr("%1 switches", nullptr, d.summary.switches)
                      .arg(d.format.count(d.summary.switches)))},
    };
    if (d.tco) {
        const tco::TcoResult& t = *d.tco;
        f.push_back({Report::tr("Capital cost"), d.format.shortMoney(t.build.capex, cur),
                     Report::tr("hardware, integration and facility")});
        f.push_back({Report::tr("Total cost of ownership"), d.format.shortMoney(t.build.total, cur),
                     Report::tr("build, over %1 years").arg(t.horizonYears)});
        f.push_back({Report::tr("Break-even against cloud"), breakEven(d),
                     t.cloud.offer ? QString::fromStdString(t.cloud.offer->name) : QString()});
    }
    return f;
}

void writeFigures(PageWriter& w, const ReportData& d)
{
    QPainter& p = w.painter();
    const QRectF b = w.body();
    const double cellW = b.width() / 2;
    const double cellH = 46;
    const std::vector<Figure> f = figures(d);
    for (std::size_t i = 0; i < f.size(); ++i) {
        const double x = b.left() + static_cast<double>(i % 2) * cellW;
        const double y = w.y() + static_cast<double>(i / 2) * cellH;
        p.setPen(render::mutedColor());
        p.setFont(w.style().font(8));
        render::drawCentredLabel(p, QRectF(x, y, cellW - 12, 11), f[i].label);
        p.setPen(render::inkColor());
        p.setFont(w.style().font(15, true));
        render::drawCentredLabel(p, QRectF(x, y + 11, cellW - 12, 20), f[i].value);
        p.setPen(render::mutedColor());
        p.setFont(w.style().font(7.5));
        render::drawCentredLabel(p, QRectF(x, y + 31, cellW - 12, 10), f[i].detail);
    }
    w.advance(static_cast<double>((f.size() + 1) / 2) * cellH + 10);
}

QString findingsSummary(const ReportData& d)
{
    int counts[3] = {0, 0, 0};
    for (const Finding& f : d.analysis.findings) {
        ++counts[static_cast<int>(f.severity)];
    }
    // One message per count, so that each takes its own singular or plural.
    return Report::tr("Design rules: %1, %2, %3.")
        .arg(Report::tr("%n errors", nullptr, counts[0]),
             Report::tr("%n warnings", nullptr, counts[1]),
             Report::tr("%n notes", nullptr, counts[2]));
}

void writeContents(PageWriter& w, const Contents& contents)
{
    w.subheading(Report::tr("Contents"));
    QPainter& p = w.painter();
    p.setFont(w.style().font(9));
    p.setPen(render::inkColor());
    const QRectF b = w.body();
    for (const auto& [title, page] : contents) {
        render::drawCentredLabel(p, QRectF(b.left(), w.y(), b.width() * 0.6, 13), title);
        render::drawCentredLabel(p, QRectF(b.left(), w.y(), b.width() * 0.7, 13),
                                 QString::number(page), Qt::AlignRight);
        w.advance(14);
    }
}

} // namespace

void writeCover(PageWriter& w, const ReportData& d, const Contents& contents)
{
    w.startPage(QPageLayout::Portrait);
    QPainter& p = w.painter();
    p.setPen(render::mutedColor());
    p.setFont(w.style().font(10));
    render::drawCentredLabel(p, QRectF(w.body().left(), w.y() + 20, w.body().width(), 14),
                             Report::tr("Cluster design report"));
    p.setPen(render::inkColor());
    p.setFont(w.style().font(22, true));
    const double titleH =
        w.textHeight(QString::fromStdString(d.design.name), p.font(), w.body().width());
    p.drawText(QRectF(w.body().left(), w.y() + 38, w.body().width(), titleH), Qt::TextWordWrap,
               QString::fromStdString(d.design.name));
    w.advance(38 + titleH + 8);
    if (!d.design.description.empty()) {
        w.paragraph(QString::fromStdString(d.design.description), true);
    }
    w.advance(10);
    w.heading(Report::tr("Design summary"));
    writeFigures(w, d);
    w.paragraph(findingsSummary(d));
    w.advance(12);
    writeContents(w, contents);
}

} // namespace cs::report
