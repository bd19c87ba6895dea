// What the rack, floor and fabric editors share (views/editorview.h): Ctrl+wheel
// zooms 1.2× a notch within 1 % and the view's largest zoom, the middle button
// pans, the left button reaches the active tool with the pointer in scene and
// viewport, hovering only when the tool asks, and Escape cancels it.
#include "views/editorview.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QScrollBar>
#include <QTest>
#include <QWheelEvent>

#include <vector>

using namespace cs::ui;

namespace {

struct Call
{
    const char* what;
    PointerEvent event;
};

class RecordingTool : public ViewTool
{
public:
    void press(const PointerEvent& e) override { calls.push_back({"press", e}); }
    void move(const PointerEvent& e) override { calls.push_back({"move", e}); }
    void release(const PointerEvent& e) override { calls.push_back({"release", e}); }
    void cancel() override { calls.push_back({"cancel", {}}); }
    bool followsHover() const override { return hover; }

    std::vector<Call> calls;
    bool hover = false;
};

class TestView : public EditorView
{
public:
    TestView() : EditorView(20.0) {}
    // On `scene`, 400 × 300 pixels, shown: room to scroll a 4000 × 3000 scene.
    void showOn(QGraphicsScene& scene)
    {
        setScene(&scene);
        resize(400, 300);
        show();
    }
    RecordingTool tool;
    int zooms = 0;

protected:
    ViewTool* currentTool() const override { return const_cast<RecordingTool*>(&tool); }
    void zoomChanged() override { ++zooms; }
};

void wheel(QWidget* target, int delta, Qt::KeyboardModifiers modifiers)
{
    QWheelEvent event(QPointF(10, 10), QPointF(10, 10), QPoint(), QPoint(0, delta), Qt::NoButton,
                      modifiers, Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &event);
}

void mouse(QWidget* target, QEvent::Type type, QPoint pos, Qt::MouseButton button,
           Qt::MouseButtons held, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QMouseEvent event(type, QPointF(pos), target->mapToGlobal(QPointF(pos)), button, held,
                      modifiers);
    QApplication::sendEvent(target, &event);
}

} // namespace

class TestEditorView : public QObject
{
    Q_OBJECT

private slots:
    void ctrlWheelZoomsANotchAtATime()
    {
        QGraphicsScene scene(0, 0, 400, 300);
        TestView view;
        view.setScene(&scene);
        wheel(view.viewport(), 120, Qt::ControlModifier);
        // One notch: 1.2^(120 / 120) = 1.2.
        QVERIFY(qAbs(view.zoom() - 1.2) < 1e-12);
        QCOMPARE(view.zooms, 1);
        // Half a notch back and the other half: 1.2 × 1.2^-0.5 × 1.2^-0.5 = 1.
        wheel(view.viewport(), -60, Qt::ControlModifier);
        wheel(view.viewport(), -60, Qt::ControlModifier);
        QVERIFY(qAbs(view.zoom() - 1.0) < 1e-12);
        // A plain wheel scrolls and leaves the zoom alone.
        wheel(view.viewport(), 120, Qt::NoModifier);
        QVERIFY(qAbs(view.zoom() - 1.0) < 1e-12);
        QCOMPARE(view.zooms, 3);
    }

    void zoomStaysWithinItsLimits()
    {
        TestView view;
        view.zoomBy(18);
        // 18 × 1.2 = 21.6 would pass the view's 20: it stops at 20.
        wheel(view.viewport(), 120, Qt::ControlModifier);
        QCOMPARE(view.zoom(), 20.0);
        // And at 1 % going out: 20 × 10^-4 = 0.002 is held at 0.01.
        view.zoomBy(1e-4);
        QCOMPARE(view.zoom(), 0.01);
        // A view a fit left beyond the largest zoom is not pulled back by
        // zooming in; zooming out goes on from where it is: 30 / 1.2 = 25.
        view.setTransform(QTransform::fromScale(30, 30));
        const int zooms = view.zooms;
        wheel(view.viewport(), 120, Qt::ControlModifier);
        QCOMPARE(view.zoom(), 30.0);
        QCOMPARE(view.zooms, zooms); // nothing changed, nothing said
        wheel(view.viewport(), -120, Qt::ControlModifier);
        QVERIFY(qAbs(view.zoom() - 25.0) < 1e-9);
    }

    // The scene point under the pointer stays under it while the wheel zooms,
    // wherever the pointer is (Qt's own anchor follows only the moves it sees).
    void theWheelZoomsAboutThePointer()
    {
        QGraphicsScene scene(0, 0, 4000, 3000);
        TestView view;
        view.showOn(scene);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.horizontalScrollBar()->setValue(500);
        view.verticalScrollBar()->setValue(400);
        const QPoint at(90, 70); // well off the middle
        const QPointF under = view.mapToScene(at);
        QWheelEvent event(QPointF(at), view.viewport()->mapToGlobal(QPointF(at)), QPoint(),
                          QPoint(0, 240), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(view.viewport(), &event);
        QVERIFY(qAbs(view.zoom() - 1.44) < 1e-9); // two notches: 1.2²
        const QPointF now = view.mapFromScene(under);
        QVERIFY2(qAbs(now.x() - at.x()) <= 1 && qAbs(now.y() - at.y()) <= 1,
                 qPrintable(QStringLiteral("(%1, %2)").arg(now.x()).arg(now.y())));
    }

    void theLeftButtonReachesTheToolInSceneAndViewport()
    {
        QGraphicsScene scene(0, 0, 4000, 3000);
        TestView view;
        view.setScene(&scene);
        view.resize(400, 300);
        view.zoomBy(2);
        view.horizontalScrollBar()->setValue(300);
        QWidget* vp = view.viewport();
        mouse(vp, QEvent::MouseButtonPress, QPoint(10, 20), Qt::LeftButton, Qt::LeftButton,
              Qt::ControlModifier);
        mouse(vp, QEvent::MouseMove, QPoint(30, 40), Qt::NoButton, Qt::LeftButton);
        mouse(vp, QEvent::MouseButtonRelease, QPoint(30, 40), Qt::LeftButton, Qt::NoButton);
        const std::vector<Call>& calls = view.tool.calls;
        QCOMPARE(calls.size(), std::size_t(3));
        QCOMPARE(calls[0].what, "press");
        QCOMPARE(calls[0].event.viewPos, QPoint(10, 20));
        QCOMPARE(calls[0].event.scenePos, view.mapToScene(QPoint(10, 20)));
        // Zoomed 2× and scrolled 300 px: x = (300 + 10) / 2 = 155 in the scene.
        QCOMPARE(calls[0].event.scenePos.x(), 155.0);
        QVERIFY(calls[0].event.modifiers & Qt::ControlModifier);
        QCOMPARE(calls[1].what, "move");
        QCOMPARE(calls[2].what, "release");
        QCOMPARE(calls[2].event.viewPos, QPoint(30, 40));
    }

    void hoveringReachesOnlyAToolThatFollowsIt()
    {
        TestView view;
        mouse(view.viewport(), QEvent::MouseMove, QPoint(5, 5), Qt::NoButton, Qt::NoButton);
        QVERIFY(view.tool.calls.empty());
        view.tool.hover = true;
        mouse(view.viewport(), QEvent::MouseMove, QPoint(6, 6), Qt::NoButton, Qt::NoButton);
        QCOMPARE(view.tool.calls.size(), std::size_t(1));
        QCOMPARE(view.tool.calls[0].event.viewPos, QPoint(6, 6));
    }

    void theMiddleButtonPansAndEscapeCancels()
    {
        QGraphicsScene scene(0, 0, 4000, 3000);
        TestView view;
        view.showOn(scene);
        QWidget* vp = view.viewport();
        const int x = view.horizontalScrollBar()->value();
        const int y = view.verticalScrollBar()->value();
        mouse(vp, QEvent::MouseButtonPress, QPoint(200, 150), Qt::MiddleButton, Qt::MiddleButton);
        mouse(vp, QEvent::MouseMove, QPoint(150, 110), Qt::NoButton, Qt::MiddleButton);
        mouse(vp, QEvent::MouseButtonRelease, QPoint(150, 110), Qt::MiddleButton, Qt::NoButton);
        // Dragged 50 px left and 40 px up: the view scrolls 50 right and 40 down.
        QCOMPARE(view.horizontalScrollBar()->value(), x + 50);
        QCOMPARE(view.verticalScrollBar()->value(), y + 40);
        QVERIFY(view.tool.calls.empty());
        // The tool's cursor comes back after the pan.
        vp->setCursor(Qt::CrossCursor);
        mouse(vp, QEvent::MouseButtonPress, QPoint(150, 110), Qt::MiddleButton, Qt::MiddleButton);
        QCOMPARE(vp->cursor().shape(), Qt::ClosedHandCursor);
        mouse(vp, QEvent::MouseButtonRelease, QPoint(150, 110), Qt::MiddleButton, Qt::NoButton);
        QCOMPARE(vp->cursor().shape(), Qt::CrossCursor);
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(view.tool.calls.size(), std::size_t(1));
        QCOMPARE(view.tool.calls[0].what, "cancel");
    }
};

QTEST_MAIN(TestEditorView)
#include "tst_editorview.moc"
