#include "fabricdiagrampainter.h"

#include "fabricboxpainter.h"

#include "reporttr.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace cs::render {

namespace {

constexpr double kTitlePt = 18.0;
constexpr double kLabelColumnPt = 170.0;
constexpr double kBoxPt = 24.0;
constexpr double kRowGapPt = 44.0;
constexpr double kBoxGapPt = 4.0;
constexpr int kMaxEdgesDrawn = 600;

QString tierName(int level)
{
    switch (level) {
    case 0:
        return Report::tr("Endpoints");
    case 1:
        return Report::tr("Leaf");
    case 2:
        return Report::tr("Spine");
    default:
        return Report::tr("Core");
    }
}

QString aggregateName(int level, int count)
{
    switch (level) {
    case 1:
        return Report::tr("%n leaf switches", nullptr, int(count));
    case 2:
        return Report::tr("%n spine switches", nullptr, int(count));
    default:
        return Report::tr("%n core switches", nullptr, int(count));
    }
}

QString roleName(NetworkRole role)
{
    switch (role) {
    case NetworkRole::Compute:
        return Report::tr("compute");
    case NetworkRole::Storage:
        return Report::tr("storage");
    case NetworkRole::InBandManagement:
        return Report::tr("in-band management");
    case NetworkRole::OutOfBandManagement:
        return Report::tr("out-of-band management");
    }
    return {};
}

QString modelsText(const DiagramTier& tier)
{
    QStringList parts;
    for (const auto& [model, n] : tier.models) {
        parts << Report::tr("%1 × %2").arg(n).arg(QString::fromStdString(model));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString speedsText(const TierBundle& bundle)
{
    if (bundle.linksByGbps.size() == 1) {
        return Report::tr("%1 Gb/s").arg(bundle.linksByGbps.begin()->first);
    }
    QStringList parts;
    for (auto it = bundle.linksByGbps.rbegin(); it != bundle.linksByGbps.rend(); ++it) {
        parts << Report::tr("%1 × %2 Gb/s").arg(it->second).arg(it->first);
    }
    return parts.join(QStringLiteral(" + "));
}

QString oversubscriptionText(double ratio)
{
    return ratio > 1.005 ? Report::tr("%1:1 oversubscribed").arg(ratio, 0, 'f', 2)
                         : Report::tr("non-blocking (1:1)");
}

FabricDiagramPainter::FabricDiagramPainter(FabricDiagram diagram, RenderStyle style)
    : mD(std::move(diagram)), mStyle(std::move(style))
{
}

QSizeF FabricDiagramPainter::naturalSize() const
{
    const auto rows = static_cast<double>(mD.tiers.size());
    return {kNaturalWidthPt, kTitlePt + rows * kBoxPt + std::max(0.0, rows - 1) * kRowGapPt + 4};
}

std::vector<FabricDiagramPainter::Row> FabricDiagramPainter::layout(double width) const
{
    std::vector<Row> rows;
    const double left = kLabelColumnPt;
    const double avail = width - left;
    double top = kTitlePt;
    for (int t = static_cast<int>(mD.tiers.size()) - 1; t >= 0; --t) {
        const DiagramTier& tier = mD.tiers[static_cast<std::size_t>(t)];
        Row row{t, top, {}};
        const int n = tier.aggregated() ? 1 : static_cast<int>(tier.names.size());
        const double maxBox = tier.level == 0 || tier.aggregated() ? 220.0 : 90.0;
        const double w = std::min(maxBox, (avail - (n - 1) * kBoxGapPt) / std::max(1, n));
        const double total = n * w + (n - 1) * kBoxGapPt;
        double x = left + (avail - total) / 2;
        for (int i = 0; i < n; ++i) {
            row.boxes.emplace_back(x, top, w, kBoxPt);
            x += w + kBoxGapPt;
        }
        rows.push_back(std::move(row));
        top += kBoxPt + kRowGapPt;
    }
    return rows;
}

const FabricDiagramPainter::Row* FabricDiagramPainter::rowOfTier(const std::vector<Row>& rows,
                                                                 int tier) const
{
    for (const Row& r : rows) {
        if (r.tier == tier) {
            return &r;
        }
    }
    return nullptr;
}

void FabricDiagramPainter::paint(QPainter& p, const QRectF& rect) const
{
    const QSizeF natural = naturalSize();
    const double scale =
        std::min({1.0, rect.width() / natural.width(), rect.height() / natural.height()});
    p.save();
    p.translate(rect.topLeft());
    p.scale(scale, scale);
    const double width = std::max(natural.width(), rect.width() / scale);
    const std::vector<Row> rows = layout(width);
    paintTitle(p, width);
    paintConnections(p, rows);
    for (const Row& row : rows) {
        const DiagramTier& tier = mD.tiers[static_cast<std::size_t>(row.tier)];
        paintRowLabel(p, tier, row);
        paintBundleLabel(p, tier, row);
        paintBoxes(p, tier, row);
    }
    p.restore();
}

void FabricDiagramPainter::paintTitle(QPainter& p, double width) const
{
    p.setPen(inkColor());
    p.setFont(mStyle.title());
    QString title = Report::tr("%1 — %2, %3")
                        .arg(QString::fromStdString(mD.name), roleName(mD.role),
                             QString::fromStdString(mD.protocol));
    if (mD.tiers.size() > 1) {
        title +=
            Report::tr("; end to end %1").arg(oversubscriptionText(mD.endToEndOversubscription));
    }
    drawCentredLabel(p, QRectF(0, 0, width, kTitlePt - 4), title);
}

void FabricDiagramPainter::paintRowLabel(QPainter& p, const DiagramTier& tier, const Row& row) const
{
    const double w = kLabelColumnPt - 10;
    p.setPen(inkColor());
    p.setFont(mStyle.bold());
    QString head = Report::tr("Endpoints: %1").arg(tier.count);
    if (tier.level > 0) {
        head =
            tier.count == 1
                ? Report::tr("%1: 1 switch").arg(tierName(tier.level))
                : Report::tr("%1: %n switches", nullptr, int(tier.count)).arg(tierName(tier.level));
    }
    drawCentredLabel(p, QRectF(0, row.top - 2, w, 10), head);
    p.setFont(mStyle.small());
    p.setPen(mutedColor());
    // Two lines for the models: part names are long.
    const QRectF models(0, row.top + 8, w, 17);
    const QFontMetricsF fm(p.font(), p.device());
    QString text = modelsText(tier);
    if (fm.boundingRect(QRectF(0, 0, w, 1e4), Qt::TextWordWrap, text).height() >
        models.height() + 0.5) {
        text = fm.elidedText(text, Qt::ElideRight, w * 1.6);
    }
    p.drawText(models, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    if (tier.oversubscription > 0) {
        p.setPen(inkColor());
        drawCentredLabel(p, QRectF(0, row.top + 26, w, 9),
                         oversubscriptionText(tier.oversubscription));
    }
}

// The links from this tier down, in the gap under its row.
void FabricDiagramPainter::paintBundleLabel(QPainter& p, const DiagramTier& tier,
                                            const Row& row) const
{
    QStringList lines;
    for (const TierBundle& b : mD.bundles) {
        if (b.upper == tier.level) {
            const int n = int(b.links());
            const QString links = b.linksByGbps.size() == 1
                                      ? Report::tr("%n links × %1", nullptr, n)
                                      : Report::tr("%n links: %1", nullptr, n);
            lines << links.arg(speedsText(b)) +
                         (b.upper - b.lower > 1
                              ? Report::tr(" (from %1)").arg(tierName(b.lower).toLower())
                              : QString());
        }
    }
    p.setFont(mStyle.small());
    p.setPen(inkColor());
    double y = row.top + kBoxPt + (kRowGapPt - lines.size() * 9) / 2;
    for (const QString& line : lines) {
        drawCentredLabel(p, QRectF(12, y, kLabelColumnPt - 22, 9), line);
        y += 9;
    }
}

void FabricDiagramPainter::paintConnections(QPainter& p, const std::vector<Row>& rows) const
{
    const bool drawEdges = static_cast<int>(mD.edges.size()) <= kMaxEdgesDrawn;
    p.setPen(QPen(lineColor(), 0.5));
    if (drawEdges) {
        for (const DiagramEdge& e : mD.edges) {
            const Row* lower = rowOfTier(rows, e.lowerTier);
            const Row* upper = rowOfTier(rows, e.upperTier);
            const QRectF& a = lower->boxes[static_cast<std::size_t>(e.lowerBox)];
            const QRectF& b = upper->boxes[static_cast<std::size_t>(e.upperBox)];
            p.drawLine(fabricLinkLine(a, b));
        }
    }
    // Bundles with an aggregated end: a line from each box to each box of the
    // other tier, heavier than a single connection.
    p.setPen(QPen(lineColor(), 1.5));
    for (const TierBundle& bundle : mD.bundles) {
        const bool hasEdges =
            drawEdges && std::any_of(mD.edges.begin(), mD.edges.end(), [&](const DiagramEdge& e) {
                return mD.tiers[static_cast<std::size_t>(e.lowerTier)].level == bundle.lower &&
                       mD.tiers[static_cast<std::size_t>(e.upperTier)].level == bundle.upper;
            });
        const Row* lower = rowOfLevel(rows, bundle.lower);
        const Row* upper = rowOfLevel(rows, bundle.upper);
        if (hasEdges || !lower || !upper) {
            continue;
        }
        for (const QRectF& a : lower->boxes) {
            for (const QRectF& b : upper->boxes) {
                p.drawLine(fabricLinkLine(a, b));
            }
        }
    }
}

const FabricDiagramPainter::Row* FabricDiagramPainter::rowOfLevel(const std::vector<Row>& rows,
                                                                  int level) const
{
    for (const Row& r : rows) {
        if (mD.tiers[static_cast<std::size_t>(r.tier)].level == level) {
            return &r;
        }
    }
    return nullptr;
}

void FabricDiagramPainter::paintBoxes(QPainter& p, const DiagramTier& tier, const Row& row) const
{
    for (std::size_t i = 0; i < row.boxes.size(); ++i) {
        FabricBoxFace face;
        face.kind = i < tier.kinds.size() ? tier.kinds[i] : PartKind::Switch;
        face.aggregate = tier.aggregated();
        if (tier.aggregated()) {
            face.label = aggregateName(tier.level, tier.count);
        } else if (tier.level == 0) {
            const std::string& model = tier.names[i];
            face.label =
                Report::tr("%1 × %2").arg(tier.models.at(model)).arg(QString::fromStdString(model));
        } else {
            face.label = QString::fromStdString(tier.names[i]);
        }
        paintFabricBox(p, row.boxes[i], face, mStyle);
    }
}

} // namespace cs::render
