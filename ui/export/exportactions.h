#pragma once

#include "exportprompts.h"

#include "model/part.h"

#include <QObject>

#include <map>
#include <optional>
#include <vector>

class QAction;
class QMainWindow;
class QMenu;

namespace cs::ui {

class Document;

// File → Export: the PDF report, bill of materials and cabling plan (CSV and
// Excel), diagrams (SVG, PNG) and Slurm configuration of the open design,
// through the same library functions as `clustersmith-cli export`. Asks
// through `prompts`; suggests file names from the design's name in the folder
// last exported to (QSettings). While an export runs the window shows a wait
// cursor and says so in its status bar; a failure names the file and why.
class ExportActions : public QObject
{
    Q_OBJECT

public:
    // `window` (may be null) gets the status messages and the wait cursor.
    ExportActions(Document& document, ExportPrompts prompts, QMainWindow* window);

    QMenu* menu() const { return mMenu; }
    QAction* action(ExportKind kind) const { return mActions.at(kind); }
    // Cloud offers the report's TCO compares against (usually the catalog's).
    void setCloudOffers(std::vector<Part> offers) { mCloudOffers = std::move(offers); }
    void setCatalogGpus(std::vector<Part> gpus) { mCatalogGpus = std::move(gpus); }

    // Asks where (and for the report, how), then writes. False when the user
    // cancelled or the export failed.
    bool run(ExportKind kind);
    // Writes the export to `path` (a folder for diagrams and Slurm) without
    // asking; shows the error through the prompts when it fails.
    bool write(ExportKind kind, const QString& path, const ReportChoice& report);

    // What the report dialog starts from: A4 (Letter where the system
    // measures in US units), the interface language, and the design's TCO
    // currency when it names one, else the currency in the settings, else
    // the one the design's prices come to.
    ReportChoice defaultReportChoice() const;
    // The file (or folder) offered: named after the design, in the last
    // export folder, else beside the design file, else the home folder.
    QString suggestedPath(ExportKind kind) const;

signals:
    void exported(cs::ui::ExportKind kind, const QString& path);

private:
    void createActions();
    std::optional<QString> writeExport(ExportKind kind, const QString& path,
                                       const ReportChoice& report);
    QString startFolder() const;
    void rememberFolder(ExportKind kind, const QString& path);
    void showStatus(const QString& message, int timeoutMs = 0);

    Document& mDocument;
    ExportPrompts mPrompts;
    QMainWindow* mWindow;
    QMenu* mMenu = nullptr;
    std::map<ExportKind, QAction*> mActions;
    std::vector<Part> mCloudOffers;
    std::vector<Part> mCatalogGpus;
};

} // namespace cs::ui
