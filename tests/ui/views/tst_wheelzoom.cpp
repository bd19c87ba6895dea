// Ctrl+wheel zooms the floor and fabric views in steps of 1.0015 per wheel unit, within
// 1 % and 20×; a plain wheel is left to the view's scrolling.
#include "views/wheelzoom.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QTest>
#include <QWheelEvent>

using namespace cs::ui;

namespace {

QWheelEvent wheel(int delta, Qt::KeyboardModifiers modifiers)
{
    return QWheelEvent(QPointF(10, 10), QPointF(10, 10), QPoint(), QPoint(0, delta), Qt::NoButton,
                       modifiers, Qt::NoScrollPhase, false);
}

} // namespace

class TestWheelZoom : public QObject
{
    Q_OBJECT

private slots:
    void ctrlWheelZoomsByTheNotch()
    {
        QGraphicsScene scene;
        QGraphicsView view(&scene);
        QVERIFY(zoomOnCtrlWheel(view, wheel(120, Qt::ControlModifier)));
        // One notch: 1.0015^120 = e^(120 × ln 1.0015) = e^(120 × 0.0014989) = e^0.17986 ≈ 1.1970.
        QVERIFY(qAbs(view.transform().m11() - 1.1970) < 1e-3);
        QVERIFY(zoomOnCtrlWheel(view, wheel(-120, Qt::ControlModifier)));
        QVERIFY(qAbs(view.transform().m11() - 1.0) < 1e-9);
    }

    void aPlainWheelIsLeftToScrolling()
    {
        QGraphicsScene scene;
        QGraphicsView view(&scene);
        QVERIFY(!zoomOnCtrlWheel(view, wheel(120, Qt::NoModifier)));
        QCOMPARE(view.transform().m11(), 1.0);
    }

    void zoomStopsAtTwentyTimes()
    {
        QGraphicsScene scene;
        QGraphicsView view(&scene);
        view.scale(18, 18);
        // 18 × 1.197 = 21.5 would pass 20: the step is refused, the event still taken.
        QVERIFY(zoomOnCtrlWheel(view, wheel(120, Qt::ControlModifier)));
        QCOMPARE(view.transform().m11(), 18.0);
    }
};

QTEST_MAIN(TestWheelZoom)
#include "tst_wheelzoom.moc"
