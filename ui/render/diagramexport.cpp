#include "diagramexport.h"

#include "fabricdiagrampainter.h"
#include "floorlayoutpainter.h"
#include "rackelevationpainter.h"
#include "reporttr.h"

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QSvgGenerator>

#include <cmath>
#include <memory>

namespace cs::render {

namespace {

constexpr double kMarginPt = 12.0;
constexpr double kDotsPerMetreAt72Dpi = 72 / 0.0254;

QSize pixelSize(QSizeF pt, double scale)
{
    return {static_cast<int>(std::ceil(pt.width() * scale)),
            static_cast<int>(std::ceil(pt.height() * scale))};
}

void paintWithMargin(QPainter& p, const Diagram& d)
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(QRectF(QPointF(0, 0), d.sizePt), Qt::white);
    d.paint(p,
            QRectF(QPointF(0, 0), d.sizePt).adjusted(kMarginPt, kMarginPt, -kMarginPt, -kMarginPt));
}

bool writeSvg(const Diagram& d, QSaveFile& file, const QString& title)
{
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(pixelSize(d.sizePt, 1));
    svg.setViewBox(QRectF(QPointF(0, 0), d.sizePt));
    svg.setResolution(72);
    svg.setTitle(title);
    QPainter p;
    if (!p.begin(&svg)) {
        return false;
    }
    paintWithMargin(p, d);
    return p.end();
}

bool writePng(const Diagram& d, QSaveFile& file)
{
    QImage image(pixelSize(d.sizePt, kPngPixelsPerPoint), QImage::Format_ARGB32_Premultiplied);
    // Fonts are sized on a 72 dpi device and the painter scales them up, so
    // the picture matches the PDF and SVG point for point.
    image.setDotsPerMeterX(static_cast<int>(kDotsPerMetreAt72Dpi));
    image.setDotsPerMeterY(static_cast<int>(kDotsPerMetreAt72Dpi));
    image.fill(Qt::white);
    {
        QPainter p(&image);
        p.scale(kPngPixelsPerPoint, kPngPixelsPerPoint);
        paintWithMargin(p, d);
    }
    image.setDotsPerMeterX(static_cast<int>(kDotsPerMetreAt72Dpi * kPngPixelsPerPoint));
    image.setDotsPerMeterY(static_cast<int>(kDotsPerMetreAt72Dpi * kPngPixelsPerPoint));
    return image.save(&file, "PNG");
}

QSizeF withMargin(QSizeF s)
{
    return {s.width() + 2 * kMarginPt, s.height() + 2 * kMarginPt};
}

// Keeps file names unique: a second rack called like the first gets its id appended.
QString uniqueName(QSet<QString>& taken, const QString& name, std::uint32_t id)
{
    QString n = name;
    if (taken.contains(n)) {
        n += QStringLiteral("-%1").arg(id);
    }
    taken.insert(n);
    return n;
}

} // namespace

QString fileNamePart(const QString& name)
{
    QString out;
    for (const QChar c : name) {
        const bool keep = c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('_') ||
                          c == QLatin1Char('-');
        out += keep ? c : QLatin1Char('-');
    }
    while (out.startsWith(QLatin1Char('.'))) {
        out.remove(0, 1); // no hidden files, no ".."
    }
    return out.isEmpty() ? QStringLiteral("unnamed") : out;
}

QString designFileStem(const std::string& designName)
{
    QString name = fileNamePart(QString::fromStdString(designName))
                       .replace(QRegularExpression(QStringLiteral("-{2,}")), QStringLiteral("-"));
    while (name.startsWith(QLatin1Char('-'))) {
        name.remove(0, 1);
    }
    while (name.endsWith(QLatin1Char('-'))) {
        name.chop(1);
    }
    return name.isEmpty() || name == QLatin1String("unnamed") ? QStringLiteral("design") : name;
}

std::vector<Diagram> designDiagrams(const Design& design, const analysis::AnalysisReport& report,
                                    const analysis::DesignFacts& facts, const RenderStyle& style)
{
    std::vector<Diagram> out;
    QSet<QString> taken;
    for (const Rack& rack : design.racks()) {
        auto painter = std::make_shared<RackElevationPainter>(design, report,
                                                              std::vector<RackId>{rack.id}, style);
        out.push_back(
            {QStringLiteral("rack-") +
                 uniqueName(taken, fileNamePart(QString::fromStdString(rack.name)), rack.id.value),
             withMargin(painter->naturalSize()),
             [painter](QPainter& p, const QRectF& r) { painter->paint(p, r); }});
    }
    auto floor = std::make_shared<FloorLayoutPainter>(design, style);
    out.push_back({QStringLiteral("floor-layout"), withMargin(floor->naturalSize()),
                   [floor](QPainter& p, const QRectF& r) { floor->paint(p, r); }});
    int n = 0;
    for (const analysis::FabricReport& fr : report.network.fabrics) {
        const Fabric* fabric = design.fabric(fr.id);
        if (!fabric) {
            continue;
        }
        auto painter =
            std::make_shared<FabricDiagramPainter>(buildFabricDiagram(facts, *fabric, fr), style);
        out.push_back({QStringLiteral("fabric-%1-%2")
                           .arg(++n)
                           .arg(fileNamePart(QString::fromStdString(fabric->name))),
                       withMargin(painter->naturalSize()),
                       [painter](QPainter& p, const QRectF& r) { painter->paint(p, r); }});
    }
    return out;
}

std::optional<QString> writeDiagram(const Diagram& diagram, const QString& path, ImageFormat format,
                                    const QString& title)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return Report::tr("Cannot write %1: %2.").arg(path, file.errorString());
    }
    const bool drawn =
        format == ImageFormat::Svg ? writeSvg(diagram, file, title) : writePng(diagram, file);
    if (!drawn || !file.commit()) {
        return Report::tr("Cannot write %1: %2.").arg(path, file.errorString());
    }
    return std::nullopt;
}

DiagramExportResult exportDiagrams(const Design& design, const QString& dir, ImageFormat format,
                                   const RenderStyle& style)
{
    DiagramExportResult result;
    if (!QDir().mkpath(dir)) {
        result.error = Report::tr("Cannot create the folder %1.").arg(dir);
        return result;
    }
    const analysis::AnalysisReport report = analysis::analyze(design);
    const analysis::DesignFacts facts(design, report.assumptions);
    const QString suffix =
        format == ImageFormat::Svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    for (const Diagram& d : designDiagrams(design, report, facts, style)) {
        const QString path = QDir(dir).filePath(d.fileName + suffix);
        if (auto error = writeDiagram(d, path, format, QString::fromStdString(design.name))) {
            result.error = error;
            return result;
        }
        result.files.push_back(path);
    }
    return result;
}

} // namespace cs::render
