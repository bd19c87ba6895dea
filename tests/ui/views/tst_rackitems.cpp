// The rack view's faces and devices are the report's drawing
// (render::paintRackFace, render::paintDevice): a face rendered through the
// scene's items and through the export's painter gives the same pixels, and
// device fills and labels read on both a paper and a dark face.
#include "analysis/analysis.h"
#include "document/document.h"
#include "render/rackelevationpainter.h"
#include "render/rackfacepainter.h"
#include "settings/appearance.h"
#include "testparts.h"
#include "views/rackelevationscene.h"
#include "views/racklayout.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

#include <cstdlib>

using namespace cs;
using namespace cs::ui;

namespace {

// One 42U rack: an 8U GPU server at U10 (full depth, so it shows paler on
// the rear), a 1U leaf switch at U40 and a half-depth switch at U30 on the
// rear (absent from the front).
Design mountedRack(int serverBottomU = 10)
{
    Design d = test::designWithOneRack();
    const RackId rack = d.racks().front().id;
    const auto mount = [&](const char* name, const char* part, int bottomU, RackFace face,
                           bool halfDepth) {
        Device device;
        device.name = name;
        device.partId = part;
        device.placement = Placement{rack, bottomU, face, halfDepth};
        d.addDevice(device);
    };
    mount("gpu-node-01", "test-server", serverBottomU, RackFace::Front, false);
    mount("leaf-01", "test-switch", 40, RackFace::Front, false);
    mount("mgmt-01", "test-switch", 30, RackFace::Rear, true);
    return d;
}

constexpr double kScreenUnit = RackLayout::kUnit; // 14 scene units, drawn 1:1 in pixels

QImage blankImage(QSize size, double dotsPerInch)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const int dotsPerMeter = int(std::lround(dotsPerInch / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

// The face and its U-number gutter as the rack view draws it, 1:1.
QImage screenFace(const Design& design, RackFace face)
{
    Document doc{design};
    RackElevationScene scene(doc);
    QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    scene.setPalette(fusion->standardPalette());
    delete fusion;
    const RackId rack = doc.design().racks().front().id;
    const QRectF frame = scene.layout().faceRect(rack, face);
    const QRectF source = frame.adjusted(-RackLayout::kGutter, 0, 0, 0);
    QImage image = blankImage(source.size().toSize(), 96);
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    scene.render(&p, QRectF(QPointF(0, 0), source.size()), source);
    return image;
}

// The same face from the report's elevation painter, on a 72 dpi device
// scaled so that its 8 pt unit comes out 14 pixels: 14 / 8 = 1.75.
QImage exportedFace(const Design& design, RackFace face, QSize size)
{
    const analysis::AnalysisReport report = analysis::analyze(design);
    const RackId rack = design.racks().front().id;
    const render::RackElevationPainter painter(design, report, {rack});
    const double scale = kScreenUnit / render::RackElevationPainter::kUnitPt;
    const QRectF frame = painter.faceFrame(rack, face);
    const QPointF corner(frame.left() - render::rackface::kGutterUnits * 8.0, frame.top());
    QImage image = blankImage(size, render::kPointsPerInch);
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    p.scale(scale, scale);
    p.translate(-corner);
    painter.paint(p, QRectF(QPointF(0, 0), painter.naturalSize()));
    return image;
}

int channelDistance(const QColor& a, const QColor& b)
{
    return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                     std::abs(a.blue() - b.blue())});
}

// The share of pixels whose colours differ by more than 48 of 255 in any
// channel: anti-aliased edges and glyphs rasterised at another transform
// differ by less; a device box moved or recoloured differs by more.
double differingShare(const QImage& a, const QImage& b)
{
    int differing = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QColor ca = a.pixelColor(x, y);
            const QColor cb = b.pixelColor(x, y);
            const int d =
                std::max({std::abs(ca.red() - cb.red()), std::abs(ca.green() - cb.green()),
                          std::abs(ca.blue() - cb.blue())});
            differing += d > 48;
        }
    }
    return double(differing) / (a.width() * a.height());
}

// Within `region`, how many pixels of `screen` stand out from `ground` (its
// text and lines: "ink") and how many of those region's pixels differ
// between the two images, as differingShare counts them.
struct InkCheck
{
    int ink = 0;
    int differing = 0;
};

InkCheck inkIn(const QImage& screen, const QImage& exported, const QRect& region,
               const QColor& ground)
{
    InkCheck c;
    for (int y = region.top(); y <= region.bottom(); ++y) {
        for (int x = region.left(); x <= region.right(); ++x) {
            const QColor s = screen.pixelColor(x, y);
            c.ink += channelDistance(s, ground) > 48;
            c.differing += channelDistance(s, exported.pixelColor(x, y)) > 48;
        }
    }
    return c;
}

} // namespace

class TestRackItems : public QObject
{
    Q_OBJECT

private slots:
    void theRackViewDrawsAFaceAsTheReportDoes()
    {
        for (RackFace face : {RackFace::Front, RackFace::Rear}) {
            const QImage whole = screenFace(mountedRack(), face);
            // The face is 13 units of 14 pixels wide plus a 1.625-unit gutter
            // (22.75 px), 42 units high: 204.75 × 588, rounded to 205 × 588.
            QCOMPARE(whole.size(), QSize(205, 588));
            // The view's rear gutter starts where the front face's frame ends
            // (the report leaves half a unit between them): the first two
            // columns, which hold that frame on screen, are left out.
            const QImage screen = whole.copy(2, 0, 203, 588);
            const QImage exported =
                exportedFace(mountedRack(), face, whole.size()).copy(2, 0, 203, 588);
            const double share = differingShare(screen, exported);
            if (qEnvironmentVariableIsSet("CS_SAVE_FACES")) {
                screen.save(QStringLiteral("screen-%1.png").arg(int(face)));
                exported.save(QStringLiteral("exported-%1.png").arg(int(face)));
            }
            qInfo("face %d: %.3f %% of pixels differ", int(face), share * 100);
            QVERIFY2(share < 0.001, qPrintable(QString::number(share * 100) + " % differ"));
            // Text is a small part of the image (the U numbers alone are about
            // 1 % of it), so each kind is held on its own: the U numbers in the
            // gutter (on white) and the server's two lines of text (its box from
            // y = 350 to 462, on its fill) must be drawn where the report draws
            // them: at most a fifth of their pixels may differ (a missing number
            // or label differs on all of its pixels).
            const InkCheck numbers = inkIn(screen, exported, QRect(0, 0, 20, 588), Qt::white);
            const QColor fill = screen.pixelColor(25, 455);
            const InkCheck label = inkIn(screen, exported, QRect(28, 352, 170, 108), fill);
            qInfo("numbers: %d ink, %d differ; label: %d ink, %d differ", numbers.ink,
                  numbers.differing, label.ink, label.differing);
            QVERIFY(numbers.ink > 500 && numbers.differing * 5 <= numbers.ink);
            QVERIFY(label.ink > 300 && label.differing * 5 <= label.ink);
        }
    }

    void theComparisonSeesADeviceOneUnitOff()
    {
        // The same comparison against a report whose server sits one unit
        // higher (U11): the 8U box's top and bottom edges, a unit of 14 px
        // of its 182 px width each, and its two lines of text move.
        const QImage screen = screenFace(mountedRack(10), RackFace::Front);
        const QImage exported = exportedFace(mountedRack(11), RackFace::Front, screen.size());
        // Two bands of 14 × 182 px change colour: 5,096 of 205 × 588 =
        // 120,540 pixels, 4.2 %, before the text that moves with them.
        const double share = differingShare(screen, exported);
        qInfo("one unit off: %.3f %% of pixels differ", share * 100);
        QVERIFY(share > 0.04);
    }

    void theServerShowsInItsCategoryColourOnBothFaces()
    {
        // A pixel inside the server's box away from its text: U10..U17 run from
        // 588 − 17 × 14 = 350 to 588 − 9 × 14 = 462 px; at y = 455 and 4 px
        // into the face (22.75 + 4 ≈ 27) only the fill shows.
        const QColor green(0x4c, 0x9a, 0x2a);
        QCOMPARE(screenFace(mountedRack(), RackFace::Front).pixelColor(27, 455), green);
        // From the rear, 45 % toward white: 0.55 × (76, 154, 42) + 0.45 × 255
        // = (156.55, 199.45, 137.85).
        const QColor rear = screenFace(mountedRack(), RackFace::Rear).pixelColor(27, 455);
        QVERIFY(std::abs(rear.red() - 157) <= 1 && std::abs(rear.green() - 199) <= 1 &&
                std::abs(rear.blue() - 138) <= 1);
    }

    void aDeviceSeenFromBehindReadsOnPaper()
    {
        // (156.55, 199.45, 137.85) / 255 has luminance
        // 0.2126 × 0.614 + 0.7152 × 0.782 + 0.0722 × 0.541 ≈ 0.73 > 0.55: black.
        render::DeviceFace seen{QStringLiteral("n"), {}, PartKind::GpuServer, true};
        const QColor fill = render::deviceFill(seen, render::RackFaceLook::paper());
        QCOMPARE(render::textColorOn(fill), QColor(Qt::black));
    }

    void aDeviceSeenFromBehindReadsOnADarkFace()
    {
        // Mixed 45 % toward the dark base (30, 30, 32):
        // 0.55 × (76, 154, 42) + 0.45 × (30, 30, 32) = (55.3, 98.2, 37.5);
        // luminance 0.2126 × 0.217 + 0.7152 × 0.385 + 0.0722 × 0.147 ≈ 0.33: white.
        const render::RackFaceLook look = render::RackFaceLook::screen(Appearance::darkPalette());
        QCOMPARE(look.face, QColor(30, 30, 32));
        render::DeviceFace seen{QStringLiteral("n"), {}, PartKind::GpuServer, true};
        const QColor fill = render::deviceFill(seen, look);
        QVERIFY(std::abs(fill.green() - 98) <= 1);
        QCOMPARE(render::textColorOn(fill), QColor(Qt::white));
    }

    void aDeviceSeenFromTheFrontIsItsCategoryColourOnAnyFace()
    {
        render::DeviceFace front{QStringLiteral("n"), {}, PartKind::GpuServer, false};
        QCOMPARE(
            render::deviceFill(front, render::RackFaceLook::paper()),
            render::deviceFill(front, render::RackFaceLook::screen(Appearance::darkPalette())));
    }
};

QTEST_MAIN(TestRackItems)
#include "tst_rackitems.moc"
