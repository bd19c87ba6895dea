#pragma once

#include "filemenu.h"

#include "catalogparts.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QDockWidget;
class QLabel;
class QTabWidget;
class QTimer;

namespace cs::ui {

class AnalysisDashboard;
class CatalogPalette;
class DockLayout;
class Document;
class DocumentFiles;
class EditActions;
class FloorPanel;
class Inspector;
class RackElevationView;
class TcoPanel;
struct DesignChange;

// The main window: a Document shown in central tabs (the rack elevations
// first) with docks around them (catalog palette, history, summary). Other
// views join through addCentralTab() and addDock().
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a design file; shows why in a message box when it cannot.
    bool openFile(const QString& path);

    Document& document() { return *mDocument; }
    DocumentFiles& files() { return *mFiles; }
    EditActions& editActions() { return *mEdit; }
    RackElevationView* rackView() const { return mRackView; }
    CatalogPalette* palette() const { return mPalette; }
    // The parts catalog the window opened (once, for every part of the
    // program); null when it could not be opened, and then why.
    const CatalogParts* catalog() const { return mParts ? &*mParts : nullptr; }
    const QString& catalogError() const { return mCatalogError; }

    // Seams for further views: a tab in the centre, a dock (listed in the View menu).
    int addCentralTab(QWidget* widget, const QString& title);
    QDockWidget* addDock(QWidget* widget, const QString& title, const QString& objectName,
                         Qt::DockWidgetArea area);
    QMenu* viewMenu() const { return mViewMenu; }
    FileMenu& fileMenu() const { return *mFileMenu; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createCatalog();
    void createTcoTab();
    void createWorkloadTab();
    void createDocks();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void onChanged(const DesignChange& change);
    void updateSummary();
    void updateTitle();

    std::optional<CatalogParts> mParts; // none when the catalog could not be opened
    QString mCatalogError;
    Document* mDocument = nullptr;
    DocumentFiles* mFiles = nullptr;
    EditActions* mEdit = nullptr;
    QTabWidget* mTabs = nullptr;
    RackElevationView* mRackView = nullptr;
    FloorPanel* mFloorPanel = nullptr;
    TcoPanel* mTcoPanel = nullptr;
    CatalogPalette* mPalette = nullptr;
    Inspector* mInspector = nullptr;
    AnalysisDashboard* mDashboard = nullptr;
    DockLayout* mDockLayout = nullptr;
    QMenu* mViewMenu = nullptr;
    std::unique_ptr<FileMenu> mFileMenu;
    QTimer* mSummaryTimer = nullptr;
    // The design's counts, under the status bar's passing messages.
    QLabel* mSummary = nullptr;
};

} // namespace cs::ui
