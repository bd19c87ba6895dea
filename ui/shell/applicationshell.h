#pragma once

#include "settings/settings.h"
#include "wizard/generationjob.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class QAction;
class QMenu;

namespace cs {
class Design;
}

namespace cs::ui {

class Appearance;
class Autosaver;
class DesignDrop;
class MainWindow;
class NewClusterWizard;
class RecentFiles;

// What the main window needs around editing: File → New from Wizard…, Open
// Recent, Copy Summary and Settings…; the user's theme and language;
// autosave with the recovery offer at start; design files dropped on the
// window. Mounted on a MainWindow with one line; the window keeps it.
class ApplicationShell : public QObject
{
    Q_OBJECT

public:
    // `appearance` was applied before the window was made, so that its texts
    // are in the chosen language; the shell re-applies it when settings change.
    ApplicationShell(MainWindow& window, Settings& settings, Appearance& appearance);
    ~ApplicationShell() override;

    // Offers designs left by earlier runs that did not close; true when one
    // was recovered into the window's document.
    bool offerRecovery();
    // At start: opens the first of `files` when there is one, then offers
    // only that file's unsaved changes; without a file, every kept design.
    void start(const QStringList& files);

    // The wizard with the catalog and the user's defaults for new designs.
    std::unique_ptr<NewClusterWizard> makeWizard();
    // Asks about unsaved changes, then shows the wizard and opens its design.
    void newFromWizard();
    // Replaces the document's design with one that is in no file yet.
    void openNewDesign(const Design& design);
    void copySummary();
    void showSettings();

    Autosaver& autosaver() { return *mAutosaver; }
    RecentFiles& recentFiles() { return *mRecent; }
    DesignDrop& designDrop() { return *mDrop; }
    QMenu* recentMenu() const { return mRecentMenu; }

private:
    void createActions();
    // The user's PUE, electricity price and currency for a new design.
    void applyFacilityDefaults(Design& design) const;
    void apply(const Preferences& preferences);
    void showPricesIn(const Preferences& preferences);
    const CatalogParts* catalog();

    MainWindow& mWindow;
    Settings& mSettings;
    Appearance& mAppearance;
    Autosaver* mAutosaver = nullptr;
    RecentFiles* mRecent = nullptr;
    DesignDrop* mDrop = nullptr;
    QMenu* mRecentMenu = nullptr;
};

// The design summary for the clipboard: core/report's text form.
QString designSummaryText(const Design& design);

} // namespace cs::ui
