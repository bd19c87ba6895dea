#include "applicationshell.h"

#include "designdrop.h"
#include "recentfiles.h"

#include "catalogparts.h"
#include "document/autosaver.h"
#include "document/document.h"
#include "mainwindow/documentfiles.h"
#include "mainwindow/mainwindow.h"
#include "palette/catalogpalette.h"
#include "recovery/recoveryprompt.h"
#include "report/evaluation.h"
#include "settings/appearance.h"
#include "settings/settingsdialog.h"
#include "wizard/newclusterwizard.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

namespace cs::ui {

ApplicationShell::ApplicationShell(MainWindow& window, Settings& settings, Appearance& appearance)
    : QObject(&window), mWindow(window), mSettings(settings), mAppearance(appearance)
{
    mAutosaver = new Autosaver(window.document(), AutosaveStore(), this);
    connect(mAutosaver, &Autosaver::saveFailed, this, [this](const QString& why) {
        mWindow.statusBar()->showMessage(tr("The recovery copy could not be written: %1").arg(why),
                                         8000);
    });
    mRecent = new RecentFiles(settings, this);
    connect(&window.document(), &Document::filePathChanged, mRecent, &RecentFiles::add);
    connect(mRecent, &RecentFiles::openRequested, &window, &MainWindow::openFile);
    mDrop = new DesignDrop(&window);
    connect(mDrop, &DesignDrop::openRequested, &window, &MainWindow::openFile);
    createActions();
    // New designs start with the user's facility defaults, the one the
    // window opened with too while nobody has touched it.
    window.files().setNewDesignSetup([this](Design& d) { applyFacilityDefaults(d); });
    Document& doc = window.document();
    if (doc.filePath().isEmpty() && !doc.isModified() && doc.undoStack()->count() == 0) {
        doc.reset(window.files().newEmptyDesign());
    }
    connect(&settings, &Settings::changed, this, &ApplicationShell::apply);
    mAutosaver->setDelay(std::chrono::seconds(std::max(1, settings.preferences().autosaveSeconds)));
    showPricesIn(settings.preferences());
}

// The catalog's prices also read in the user's currency.
void ApplicationShell::showPricesIn(const Preferences& preferences)
{
    if (CatalogPalette* palette = mWindow.palette()) {
        palette->setDisplayCurrency(preferences.currency.toStdString(), preferences.cnyPerUsd);
    }
}

ApplicationShell::~ApplicationShell() = default;

void ApplicationShell::applyFacilityDefaults(Design& design) const
{
    const Preferences p = mSettings.preferences();
    design.facility.pue = p.pue;
    design.facility.electricityPricePerKwh = p.electricityPricePerKwh;
    design.facility.currency = p.currency.toStdString();
}

void ApplicationShell::createActions()
{
    FileMenu& file = mWindow.fileMenu();
    auto* wizard = new QAction(tr("New from &Wizard…"), this);
    wizard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(wizard, &QAction::triggered, this, &ApplicationShell::newFromWizard);
    file.put(FileCommand::NewFromWizard, wizard);

    mRecentMenu = new QMenu(tr("Open &Recent"), file.menu());
    mRecent->attachTo(mRecentMenu);
    file.put(FileCommand::OpenRecent, mRecentMenu);

    auto* copy = new QAction(tr("Copy Su&mmary"), this);
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copy->setStatusTip(tr("Copy the design's figures and checks as text, for an e-mail."));
    connect(copy, &QAction::triggered, this, &ApplicationShell::copySummary);
    file.put(FileCommand::CopySummary, copy);

    auto* settings = new QAction(tr("Se&ttings…"), this);
    settings->setShortcut(QKeySequence::Preferences);
    settings->setMenuRole(QAction::PreferencesRole);
    connect(settings, &QAction::triggered, this, &ApplicationShell::showSettings);
    file.put(FileCommand::Settings, settings);
}

void ApplicationShell::apply(const Preferences& preferences)
{
    mAppearance.apply(preferences);
    mAutosaver->setDelay(std::chrono::seconds(std::max(1, preferences.autosaveSeconds)));
    showPricesIn(preferences);
}

bool ApplicationShell::offerRecovery()
{
    return ui::offerRecovery(&mWindow, mWindow.document(), Recovery(AutosaveStore()));
}

void ApplicationShell::start(const QStringList& files)
{
    if (files.isEmpty()) {
        offerRecovery();
        return;
    }
    if (mWindow.openFile(files.front())) {
        ui::offerRecovery(&mWindow, mWindow.document(), Recovery(AutosaveStore()), files.front());
    }
}

const CatalogParts* ApplicationShell::catalog()
{
    // The window's catalog, read once for the whole program.
    const CatalogParts* parts = mWindow.catalog();
    if (!parts) {
        QMessageBox::warning(
            &mWindow, tr("New Cluster"),
            tr("The parts catalog could not be opened: %1").arg(mWindow.catalogError()));
    }
    return parts;
}

std::unique_ptr<NewClusterWizard> ApplicationShell::makeWizard()
{
    const CatalogParts* parts = catalog();
    if (!parts) {
        return nullptr;
    }
    const Preferences p = mSettings.preferences();
    NewDesignDefaults defaults;
    defaults.pue = p.pue;
    defaults.electricityPricePerKwh = p.electricityPricePerKwh;
    defaults.currency = p.currency.toStdString();
    defaults.cnyPerUsd = p.cnyPerUsd;
    defaults.rackPowerKw = p.rackPowerKw;
    return std::make_unique<NewClusterWizard>(*parts, defaults, &mWindow);
}

void ApplicationShell::newFromWizard()
{
    if (!mWindow.files().maybeSave()) {
        return;
    }
    std::unique_ptr<NewClusterWizard> wizard = makeWizard();
    if (wizard && wizard->exec() == QDialog::Accepted && wizard->result()) {
        openNewDesign(*wizard->result());
    }
}

void ApplicationShell::openNewDesign(const Design& design)
{
    resetAsUnsaved(mWindow.document(), design, QString());
}

void ApplicationShell::copySummary()
{
    QApplication::clipboard()->setText(designSummaryText(mWindow.document().design()));
    mWindow.statusBar()->showMessage(tr("The design's summary is on the clipboard."), 4000);
}

void ApplicationShell::showSettings()
{
    SettingsDialog dialog(mSettings, &mWindow);
    dialog.exec();
}

QString designSummaryText(const Design& design)
{
    return evaluationToText(evaluate(design));
}

} // namespace cs::ui
