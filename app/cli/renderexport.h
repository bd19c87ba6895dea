#pragma once

#include "model/design.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace cs::cli {

// What `export` is asked to draw: a PDF report, and diagrams as SVG or PNG.
struct RenderExportRequest
{
    QString pdf;             // the report's path, or empty
    QString paper = "a4";    // a4 or letter
    QString language = "en"; // en or zh_CN
    QString svgDir;          // folder for SVG diagrams, or empty
    QString pngDir;          // folder for PNG diagrams, or empty

    bool any() const { return !pdf.isEmpty() || !svgDir.isEmpty() || !pngDir.isEmpty(); }
};

// Whether this build draws (it does when built with the desktop libraries).
bool canRender();

// Writes what the request asks for and prints each file written. Throws
// UsageError with one sentence for a bad option, a file that cannot be
// written, or a build that cannot draw.
void runRenderExport(const Design& design, const RenderExportRequest& request);

// The application object for `command`: drawing needs a QGuiApplication,
// which runs on the offscreen platform unless QT_QPA_PLATFORM says otherwise;
// every other command gets a QCoreApplication.
std::unique_ptr<QCoreApplication> makeApplication(const QString& command, int& argc, char** argv);

} // namespace cs::cli
