// The main window's docks open at widths that read at 1600×1000, keep the
// user's arrangement across runs, and ignore one saved by an older layout.
#include "mainwindow/docklayout.h"
#include "mainwindow/mainwindow.h"
#include "settings/settingskeys.h"

#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace cs::ui;

namespace {

QDockWidget* dock(const MainWindow& window, const char* name)
{
    return window.findChild<QDockWidget*>(QLatin1String(name));
}

void showAt1600x1000(MainWindow& window)
{
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
}

} // namespace

class TestDockLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ClustersmithTests"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void defaultsGiveTheCatalogAndAnalysisTheirWidths()
    {
        MainWindow window;
        showAt1600x1000(window);
        // Qt's splitter handles take a few pixels from the asked widths, never more than ten.
        const int catalog = dock(window, "paletteDock")->width();
        const int analysis = dock(window, "analysisDock")->width();
        QVERIFY2(std::abs(catalog - DockLayout::kCatalogWidth) <= 10,
                 qPrintable(QString::number(catalog)));
        QVERIFY2(std::abs(analysis - DockLayout::kRightColumnWidth) <= 10,
                 qPrintable(QString::number(analysis)));
        // 1600 - 280 - 500 leaves about 820 for the views: still the widest part.
        QVERIFY(window.centralWidget()->width() > analysis);
        QCOMPARE(dock(window, "inspectorDock")->width(), analysis);
    }

    void aSavedArrangementComesBack()
    {
        {
            MainWindow window;
            showAt1600x1000(window);
            window.resizeDocks({dock(window, "paletteDock")}, {230}, Qt::Horizontal);
            QTRY_VERIFY(std::abs(dock(window, "paletteDock")->width() - 230) <= 10);
            DockLayout* layout = window.findChild<DockLayout*>();
            QVERIFY(layout);
            layout->save();
        }
        MainWindow window;
        showAt1600x1000(window);
        QVERIFY(std::abs(dock(window, "paletteDock")->width() - 230) <= 10);
    }

    void anOlderArrangementIsIgnored()
    {
        {
            // What a build before the versioned state wrote: version 0, a narrower catalog.
            MainWindow window;
            showAt1600x1000(window);
            window.resizeDocks({dock(window, "paletteDock")}, {200}, Qt::Horizontal);
            QTRY_VERIFY(std::abs(dock(window, "paletteDock")->width() - 200) <= 10);
            QSettings().setValue(settingskeys::mainWindowState, window.saveState());
        }
        MainWindow window;
        showAt1600x1000(window);
        QVERIFY(std::abs(dock(window, "paletteDock")->width() - DockLayout::kCatalogWidth) <= 10);
    }
};

QTEST_MAIN(TestDockLayout)
#include "tst_docklayout.moc"
