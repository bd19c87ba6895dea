#pragma once

#include "model/design.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

// The exports that draw: the PDF design report and the diagrams as SVG or
// PNG. They need QtGui; a build without the desktop libraries links
// renderexport_none.cpp, whose functions say so.
namespace cs::cli {

struct ReportSettings
{
    QString paper = QStringLiteral("a4");    // a4 or letter, checked by the export command
    QString language = QStringLiteral("en"); // en or zh_CN
};

// Each returns the sentence saying what failed.
std::optional<QString> writeReport(const Design& design, const QString& path,
                                   const ReportSettings& settings);
std::optional<QString> writeDiagrams(const Design& design, const QString& dir, bool png);

// The application object for `command`: an export that draws (--pdf, --svg,
// --png) needs a QGuiApplication, which runs on the offscreen platform unless
// QT_QPA_PLATFORM says otherwise; everything else gets a QCoreApplication.
std::unique_ptr<QCoreApplication> makeApplication(const QString& command, int& argc, char** argv);

} // namespace cs::cli
