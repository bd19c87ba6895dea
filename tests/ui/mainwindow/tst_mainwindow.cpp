// The main window opens a design and shows it: racks drawn, totals in the
// status bar, the file in the title; a bad file leaves the window as it was.
#include "document/document.h"
#include "io/designfile.h"
#include "mainwindow/mainwindow.h"
#include "views/rackelevationscene.h"
#include "views/rackelevationview.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QMessageBox>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

using namespace cs;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void loadsUnderAGuiApplication()
    {
        // QApplication sets the C locale from the environment; loading must not depend on it.
        const DesignLoadResult r =
            loadDesignFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json"));
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
    }

    void opensADesign()
    {
        ui::MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json")));
        auto* view = window.rackView();
        QVERIFY(view && view->rackScene());
        // One rack holding one full-depth DGX H100: a rack item and the server
        // seen from the front and from the rear.
        const Design& design = window.document().design();
        QVERIFY(view->rackScene()->rackItem(design.racks().front().id));
        QCOMPARE(view->rackScene()->deviceItems(design.devices().front().id).size(),
                 std::size_t(2));
        // The minimal design holds one DGX H100: 8 GPUs in 1 node, 1 rack.
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QLatin1String("8 GPUs")),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.windowTitle().startsWith(QLatin1String("minimal.cluster.json")));
    }

    void refusesABadFileAndKeepsTheOpenDesign()
    {
        ui::MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/minimal.cluster.json")));
        const QString title = window.windowTitle();
        // Close the warning box as soon as it shows.
        QTimer::singleShot(0, [] {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                if (auto* box = qobject_cast<QMessageBox*>(w)) {
                    box->accept();
                }
            }
        });
        QVERIFY(!window.openFile(QStringLiteral(CS_TEST_DATA_DIR "/bad/truncated.cluster.json")));
        QCOMPARE(window.windowTitle(), title);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
