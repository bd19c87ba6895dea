// The catalog palette: parts by category, search, the part card with price,
// source and estimate flags, drags carrying the part id, Enter to place.
#include "palette/catalogpalette.h"
#include "palette/partsource.h"
#include "testparts.h"

#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace cs;
using namespace cs::ui;

namespace {

std::vector<Part> parts()
{
    Part server = test::gpuServer8u();
    server.name = "Test GPU server";
    server.price = Price{250000, "USD", "2026-11", "unit", "list price", true};
    server.estimates = {"power_w.max"}; // as the catalog flags peak power
    Part sw = test::leafSwitch();
    sw.name = "Test leaf switch";
    return {server, sw, test::gpuPart(), test::rack42u()};
}

int visibleParts(const QTreeWidget* tree)
{
    int n = 0;
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            n += group->isHidden() || group->child(i)->isHidden() ? 0 : 1;
        }
    }
    return n;
}

} // namespace

class TestCatalogPalette : public QObject
{
    Q_OBJECT

private slots:
    void groupsSearchesAndShowsACard()
    {
        CatalogPalette palette(parts());
        // 11 categories, the 4 parts in GPU servers, Switches, GPUs and Racks.
        QCOMPARE(palette.tree()->topLevelItemCount(), 11);
        QCOMPARE(visibleParts(palette.tree()), 4);
        palette.setFilter(QStringLiteral("LEAF"));
        QCOMPARE(visibleParts(palette.tree()), 1);
        palette.setFilter(QString());
        QCOMPARE(visibleParts(palette.tree()), 4);
        palette.selectPart("test-server");
        QCOMPARE(*palette.selectedPartId(), std::string("test-server"));
        const QString card = palette.cardText();
        QVERIFY2(card.contains(QLatin1String("250,000 USD")) ||
                     card.contains(QLatin1String("250000 USD")),
                 qPrintable(card));
        QVERIFY(card.contains(QLatin1String("estimate")));
        // The estimated field by its label, not its key.
        QVERIFY2(card.contains(QLatin1String("Estimated: peak power")), qPrintable(card));
        QVERIFY(!card.contains(QLatin1String("power_w")));
        QVERIFY(card.contains(QLatin1String("per unit")));
        QVERIFY(card.contains(QLatin1String("Source")));
    }

    // With the user's currency set to yuan, a dollar price also reads in yuan.
    void pricesAlsoReadInTheUsersCurrency()
    {
        CatalogPalette palette(parts());
        palette.selectPart("test-server");
        QVERIFY(!palette.cardText().contains(QLatin1String("CNY")));
        palette.setDisplayCurrency("CNY", 7.2);
        // 250,000 USD × 7.2 CNY per USD = 1,800,000 CNY.
        const QString card = palette.cardText();
        const QString converted = QString(card).remove(QLatin1Char(','));
        QVERIFY2(converted.contains(QStringLiteral("≈ 1800000 CNY at 7.2 CNY per USD")),
                 qPrintable(card));
        // The list's tooltips say the same.
        bool tipConverted = false;
        for (int g = 0; g < palette.tree()->topLevelItemCount(); ++g) {
            const QTreeWidgetItem* group = palette.tree()->topLevelItem(g);
            for (int i = 0; i < group->childCount(); ++i) {
                tipConverted |= group->child(i)
                                    ->toolTip(0)
                                    .remove(QLatin1Char(','))
                                    .contains(QLatin1String("1800000 CNY"));
            }
        }
        QVERIFY(tipConverted);
        // In its own currency a price is not restated.
        palette.setDisplayCurrency("USD", 7.2);
        QVERIFY(!palette.cardText().contains(QLatin1String("≈")));
    }

    // A search reads categories and technologies as well as names; the
    // categories count what they show, and finding nothing says so.
    void searchesCategoriesAndTechnologies()
    {
        std::vector<Part> all = parts();
        all[1].name = "Test leaf"; // no "switch" in its name
        Part cdu = test::gpuPart();
        cdu.id = "test-cdu";
        cdu.name = "Test coolant distribution unit";
        cdu.kind = PartKind::Cooling;
        cdu.gpu.reset();
        cdu.cooling = CoolingSpec{"cdu", "liquid", 500};
        all.push_back(cdu);
        CatalogPalette palette(all);
        palette.setFilter(QStringLiteral("switch")); // the category, not the name
        QCOMPARE(visibleParts(palette.tree()), 1);
        // The leaf switch's 64 ports are InfiniBand; the server's one port is Ethernet.
        palette.setFilter(QStringLiteral("infiniband"));
        QCOMPARE(visibleParts(palette.tree()), 1);
        palette.setFilter(QStringLiteral("liquid cooling"));
        QCOMPARE(visibleParts(palette.tree()), 1);
        QCOMPARE(palette.tree()->topLevelItem(9)->text(0), QStringLiteral("Cooling (1)"));
        QCOMPARE(palette.tree()->topLevelItem(3)->text(0), QStringLiteral("Switches (0)"));
        QVERIFY(palette.noMatchLabel()->isHidden());
        palette.setFilter(QStringLiteral("zzz"));
        QCOMPARE(visibleParts(palette.tree()), 0);
        QVERIFY(!palette.noMatchLabel()->isHidden());
        QVERIFY(palette.noMatchLabel()->text().contains(QLatin1String("\"zzz\"")));
        palette.setFilter(QString());
        QVERIFY(palette.noMatchLabel()->isHidden());
        QCOMPARE(visibleParts(palette.tree()), 5);
    }

    void enterAsksToPlaceTheSelectedPart()
    {
        CatalogPalette palette(parts());
        QSignalSpy place(&palette, &CatalogPalette::placeRequested);
        palette.selectPart("test-switch");
        QTest::keyClick(palette.tree(), Qt::Key_Return);
        QCOMPARE(place.size(), 1);
        QCOMPARE(place.at(0).at(0).toString(), QStringLiteral("test-switch"));
    }

    void dragsCarryThePartId()
    {
        std::unique_ptr<QMimeData> mime(partMimeData("test-switch"));
        QVERIFY(mime->hasFormat(QString::fromLatin1(kPartMimeType)));
        QCOMPARE(*partIdFromMime(mime.get()), std::string("test-switch"));
        QMimeData text;
        text.setText(QStringLiteral("test-switch"));
        QVERIFY(!partIdFromMime(&text)); // plain text is not a part
    }
};

QTEST_MAIN(TestCatalogPalette)
#include "tst_catalogpalette.moc"
