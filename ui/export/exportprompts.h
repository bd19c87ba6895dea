#pragma once

#include "reportoptions.h"

#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace cs::ui {

enum class ExportKind
{
    ReportPdf,
    BomCsv,
    BomXlsx,
    CablingCsv,
    CablingXlsx,
    DiagramsSvg,
    DiagramsPng,
    Slurm,
};

// Where an export goes: a file to write, or a folder to write into.
struct ExportPathRequest
{
    ExportKind kind = ExportKind::ReportPdf;
    QString title;     // for the file dialog
    QString suggested; // a file path, or for a folder the folder itself
    QString filter;    // file dialog filter; empty for a folder
    bool folder = false;
};

// How the PDF report is written.
struct ReportChoice
{
    report::Paper paper = report::Paper::A4;
    QString language = QStringLiteral("en");  // "en" or "zh_CN"
    QString currency = QStringLiteral("USD"); // "USD" or "CNY"
    bool operator==(const ReportChoice&) const = default;
};

// The questions an export asks and how it reports a failure, as function
// objects so that tests answer them without modal dialogs.
struct ExportPrompts
{
    // The path chosen, or empty when the user cancelled.
    std::function<QString(const ExportPathRequest&)> choosePath;
    // The report's settings, or nothing when the user cancelled.
    std::function<std::optional<ReportChoice>(const ReportChoice& defaults)> chooseReport;
    std::function<void(const QString& title, const QString& message)> showError;
};

// File dialogs, the report dialog and a warning box over `parent`.
ExportPrompts dialogPrompts(QWidget* parent);

} // namespace cs::ui
