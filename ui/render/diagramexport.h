#pragma once

#include "analysis/analysis.h"
#include "model/design.h"
#include "renderstyle.h"

#include <QSizeF>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QPainter;

namespace cs::render {

enum class ImageFormat
{
    Svg,
    Png
};

// PNG files are drawn at 144 dots per inch: two pixels per point.
inline constexpr double kPngPixelsPerPoint = 2.0;

using PaintFunction = std::function<void(QPainter&, const QRectF&)>;

// One diagram to write: its file name (without the directory) and size in points.
struct Diagram
{
    QString fileName; // without extension
    QSizeF sizePt;
    PaintFunction paint;
};

// Every diagram of a design: the front and rear elevation of each rack, the
// floor layout, and one topology per fabric. The functions refer to `design`
// and `report`, which must outlive them.
std::vector<Diagram> designDiagrams(const Design& design, const analysis::AnalysisReport& report,
                                    const analysis::DesignFacts& facts, const RenderStyle& style);

// Writes a diagram as SVG (text stays text) or PNG, replacing the file only
// once it is complete. Returns a translated sentence naming the file on failure.
std::optional<QString> writeDiagram(const Diagram& diagram, const QString& path, ImageFormat format,
                                    const QString& title = {});

struct DiagramExportResult
{
    std::vector<QString> files;
    std::optional<QString> error;
};

// Writes every diagram of the design into `dir` (created when missing).
DiagramExportResult exportDiagrams(const Design& design, const QString& dir, ImageFormat format,
                                   const RenderStyle& style = {});

// A file-name part from a design name: letters, digits, '.', '_' and '-' kept,
// anything else turned into '-'.
QString fileNamePart(const QString& name);
// A whole file stem from a design name, "design" when nothing is left:
// "32x DGX H100 (256 GPUs)" gives "32x-DGX-H100-256-GPUs".
QString designFileStem(const std::string& designName);

} // namespace cs::render
