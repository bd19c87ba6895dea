// Device labels in the rack elevation read in both themes: a device seen
// through the rack is translucent, so its label colour depends on the
// background under it.
#include "settings/appearance.h"
#include "views/rackitems.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

using namespace cs;
using namespace cs::ui;

class TestRackItems : public QObject
{
    Q_OBJECT

private slots:
    void aRearFaceLabelIsLightInTheDarkTheme()
    {
        // GPU-server green (76, 154, 42) lightened by 135 % is about
        // (103, 208, 57); at alpha 150/255 = 0.588 over the dark base
        // (30, 30, 32) it shows as about (73, 135, 47): luminance
        // 0.2126·0.286 + 0.7152·0.529 + 0.0722·0.184 ≈ 0.45, below the 0.55
        // at which black reads, so the label is white.
        const QColor base = Appearance::darkPalette().color(QPalette::Base);
        const QColor fill = deviceFill(PartKind::GpuServer, true);
        QCOMPARE(fill.alpha(), 150);
        QCOMPARE(deviceLabelColor(fill, base), QColor(Qt::white));
    }

    void aRearFaceLabelIsDarkInTheLightTheme()
    {
        // Over white the same fill shows as about (166, 227, 139): luminance
        // 0.2126·0.651 + 0.7152·0.890 + 0.0722·0.545 ≈ 0.81, so black.
        QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
        const QColor base = fusion->standardPalette().color(QPalette::Base);
        delete fusion;
        QCOMPARE(base, QColor(Qt::white));
        QCOMPARE(deviceLabelColor(deviceFill(PartKind::GpuServer, true), base), QColor(Qt::black));
    }

    void aFrontFaceLabelIsTheSameInBothThemes()
    {
        // An opaque fill shows the same over any background.
        const QColor fill = deviceFill(PartKind::GpuServer, false);
        QCOMPARE(fill.alpha(), 255);
        QCOMPARE(deviceLabelColor(fill, Qt::black), deviceLabelColor(fill, Qt::white));
    }
};

QTEST_MAIN(TestRackItems)
#include "tst_rackitems.moc"
