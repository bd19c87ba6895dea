// A design from another machine keeps its own part figures; on opening, the
// window lists (without a modal dialog) the parts this machine's catalog
// lacks or states differently, where they are used and what differs.
#include "document/document.h"
#include "mainwindow/catalognotice.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <nlohmann/json.hpp>

using namespace cs;

namespace {

const QString kH100 = QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json");

// The H100 example as a colleague might send it: the GPU renamed to a part
// this catalog does not have, and the DGX H100 at another price.
QString colleaguesDesign(const QTemporaryDir& dir)
{
    QFile in(kH100);
    in.open(QIODevice::ReadOnly);
    QByteArray text = in.readAll();
    text.replace("nvidia-h100-sxm5-80gb", "acme-h100-custom");
    nlohmann::json j = nlohmann::json::parse(text.toStdString());
    j["parts"]["nvidia-dgx-h100"]["price"]["amount"] = 185000;
    const QString path = dir.filePath(QStringLiteral("colleague.cluster.json"));
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    out.write(QByteArray::fromStdString(j.dump(2)));
    return path;
}

QString cellText(const QTableWidget* table, int row, int column)
{
    const QTableWidgetItem* item = table->item(row, column);
    return item ? item->text() : QString();
}

} // namespace

class TestCatalogNotice : public QObject
{
    Q_OBJECT

private slots:
    void listsMissingAndDifferentPartsOnOpen()
    {
        QTemporaryDir dir;
        ui::MainWindow window;
        window.show();
        auto* notice = window.findChild<ui::CatalogNotice*>();
        QVERIFY(notice);
        QVERIFY(!notice->isVisible()); // the empty design has nothing to say
        QVERIFY(window.openFile(colleaguesDesign(dir)));
        QVERIFY(notice->isVisible());
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QVERIFY2(notice->message()->text().contains(QLatin1String("differently: 2.")),
                 qPrintable(notice->message()->text()));
        QTableWidget* table = notice->table();
        QCOMPARE(table->rowCount(), 2);
        // Rows in part id order: the renamed GPU, then the DGX H100.
        QCOMPARE(cellText(table, 0, 0), QStringLiteral("acme-h100-custom"));
        // Only the DGX H100 part names the GPU; no device uses it directly.
        QCOMPARE(cellText(table, 0, 1), QStringLiteral("in nvidia-dgx-h100"));
        QCOMPARE(cellText(table, 0, 2), QStringLiteral("Not in your catalog"));
        QCOMPARE(cellText(table, 1, 0), QStringLiteral("nvidia-dgx-h100"));
        // 32 nodes dgx-01 … dgx-32: three named, 32 − 3 = 29 counted.
        QCOMPARE(cellText(table, 1, 1),
                 QStringLiteral("dgx-01, dgx-02, dgx-03 and 29 more devices"));
        // Two figures differ, in key order: price before server.
        QCOMPARE(cellText(table, 1, 2),
                 QStringLiteral("price.amount: 185000 in the design, 199000 in your catalog\n"
                                "server.gpu: acme-h100-custom in the design, "
                                "nvidia-h100-sxm5-80gb in your catalog"));
        // The design keeps its own figures: the price stays the colleague's.
        QCOMPARE(window.document().design().part("nvidia-dgx-h100")->price->amount, 185000.0);
    }

    void dismissesAndClearsForAMatchingDesign()
    {
        QTemporaryDir dir;
        ui::MainWindow window;
        window.show();
        auto* notice = window.findChild<ui::CatalogNotice*>();
        QVERIFY(window.openFile(colleaguesDesign(dir)));
        QVERIFY(notice->isVisible());
        notice->closeButton()->click();
        QVERIFY(!notice->isVisible());
        QVERIFY(window.openFile(colleaguesDesign(dir)));
        QVERIFY(notice->isVisible()); // shown again for the next design opened
        // The example as shipped matches the catalog it was made from.
        QVERIFY(window.openFile(kH100));
        QVERIFY(!notice->isVisible());
    }
};

QTEST_MAIN(TestCatalogNotice)
#include "tst_catalognotice.moc"
