// Diagram painters and their SVG/PNG export, on the example designs.
#include "analysis/analysis.h"
#include "diagramexport.h"
#include "fabricdiagrammodel.h"
#include "floorscale.h"
#include "io/designfile.h"
#include "racklayoutgroups.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace cs;

namespace {

Design loadExample(const QString& file)
{
    DesignLoadResult r =
        loadDesignFile(QStringLiteral(CS_SOURCE_DIR "/resources/examples/") + file);
    if (!r.ok()) {
        qFatal("%s", qPrintable(r.error->toString()));
    }
    return std::move(*r.design);
}

// The text of every <text> element, or an empty list when the file is not well-formed XML.
QStringList svgTexts(const QString& path, bool* wellFormed)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    QXmlStreamReader xml(&f);
    QStringList texts;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement &&
            xml.name() == QLatin1String("text")) {
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        }
    }
    *wellFormed = !xml.hasError();
    return texts;
}

} // namespace

class TestDiagrams : public QObject
{
    Q_OBJECT

private slots:
    // The scale bar takes the longest 1-2-5 length that fits its room.
    void scaleBarsTakeOneTwoFiveLengths()
    {
        using render::scaleBarMetres;
        // 170 px at 50 px/m hold 3.4 m: 5 m (250 px) is too long, 2 m (100 px) fits.
        QCOMPARE(scaleBarMetres(50, 170), 2.0);
        // 1,000 pt at 40 pt/m hold 25 m: 50 m (2,000) no, 20 m (800) yes.
        QCOMPARE(scaleBarMetres(40, 1000), 20.0);
        // 600 px at 12 px/m hold 50 m exactly: 50 m.
        QCOMPARE(scaleBarMetres(12, 600), 50.0);
        // Zoomed in, 1 m (100 px) is longer than 50 px: 0.5 m (50 px) fits.
        QCOMPARE(scaleBarMetres(100, 50), 0.5);
        // At the floor view's 20× zoom, 2,000 px/m into 230 px: 0.1 m (200 px).
        QCOMPARE(scaleBarMetres(2000, 230), 0.1);
        Room room;
        room.widthM = 12;
        room.depthM = 8.26;
        QCOMPARE(render::roomSizeText(room), QStringLiteral("12.0 m × 8.3 m"));
    }

    void identicalRacksShareOneDrawing()
    {
        const Design d = loadExample(QStringLiteral("h100-32-node.cluster.json"));
        const std::vector<render::RackLayoutGroup> groups = render::groupIdenticalRacks(d);
        // Eight compute racks of four DGX H100, an OOB switch and two PDUs each,
        // built alike; the network rack differs: 2 groups, 8 + 1.
        QCOMPARE(groups.size(), std::size_t(2));
        QCOMPARE(groups[0].racks.size(), std::size_t(8));
        QCOMPARE(d.rack(groups[0].racks.front())->name, std::string("rack-01"));
        QCOMPARE(d.rack(groups[1].racks.front())->name, std::string("rack-net"));
    }

    void fabricDiagramCountsTiersAndLinks()
    {
        const Design d = loadExample(QStringLiteral("h100-32-node.cluster.json"));
        const analysis::AnalysisReport report = analysis::analyze(d);
        const analysis::DesignFacts facts(d, report.assumptions);
        const render::FabricDiagram fd =
            render::buildFabricDiagram(facts, d.fabrics().front(), report.network.fabrics.front());
        // 32 DGX H100 below 8 leaves below 4 spines.
        QCOMPARE(fd.tiers.size(), std::size_t(3));
        QCOMPARE(fd.tiers[0].count, 32);
        QCOMPARE(fd.tiers[0].names.size(), std::size_t(1)); // one model: one box
        QCOMPARE(fd.tiers[1].count, 8);
        QCOMPARE(fd.tiers[2].count, 4);
        // 32 nodes × 8 compute ports = 256 links down at 400G; non-blocking
        // leaves send as many up: 8 leaves × 32 = 256, 8 to each of 4 spines.
        QCOMPARE(fd.bundles.size(), std::size_t(2));
        QCOMPARE(fd.bundles[0].links(), 256);
        QCOMPARE(fd.bundles[0].linksByGbps.begin()->first, 400.0);
        QCOMPARE(fd.bundles[1].links(), 256);
        int leafToSpine = 0;
        for (const render::DiagramEdge& e : fd.edges) {
            if (e.lowerTier == 1) {
                ++leafToSpine;
                QCOMPARE(e.links, 8);
            }
        }
        QCOMPARE(leafToSpine, 8 * 4);
        QCOMPARE(fd.tiers[1].oversubscription, 1.0);
    }

    void svgExportIsXmlWithDeviceNamesAsText()
    {
        const Design d = loadExample(QStringLiteral("h100-32-node.cluster.json"));
        QTemporaryDir dir;
        const render::DiagramExportResult r =
            render::exportDiagrams(d, dir.path(), render::ImageFormat::Svg);
        QVERIFY(!r.error);
        // 9 racks, the floor layout and 3 fabrics.
        QCOMPARE(r.files.size(), std::size_t(9 + 1 + 3));
        for (const QString& file : r.files) {
            bool ok = false;
            svgTexts(file, &ok);
            QVERIFY2(ok, qPrintable(file));
        }
        bool ok = false;
        const QStringList rack = svgTexts(dir.filePath(QStringLiteral("rack-rack-01.svg")), &ok);
        QVERIFY(rack.contains(QStringLiteral("dgx-01")));
        QVERIFY(rack.contains(QStringLiteral("oob-01")));
        const QStringList floor = svgTexts(dir.filePath(QStringLiteral("floor-layout.svg")), &ok);
        QVERIFY(floor.contains(QStringLiteral("rack-net")));
        QVERIFY(floor.contains(QStringLiteral("crah-1")));
    }

    void pngExportHasTheDrawingsSize()
    {
        const Design d = loadExample(QStringLiteral("lab-4x-rtx4090.cluster.json"));
        QTemporaryDir dir;
        const render::DiagramExportResult r =
            render::exportDiagrams(d, dir.path(), render::ImageFormat::Png);
        QVERIFY(!r.error);
        const QImage rack(dir.filePath(QStringLiteral("rack-lab-rack.png")));
        // One rack, natural size: width 2 faces × (13 pt U gutter + 104 pt) + 4 pt
        // between = 238 pt; height 13 pt name + 3 × 10 pt lines + 10 pt face
        // labels + 42U (the lab rack) × 8 pt + 14 pt 0U line = 403 pt. With 12 pt
        // margins: 262 × 427 pt, at 2 px per point 524 × 854 px.
        QCOMPARE(rack.size(), QSize(524, 854));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("floor-layout.png"))));
    }

    void fileNamesKeepLettersAndDropPaths()
    {
        QCOMPARE(render::fileNamePart(QStringLiteral("rack 01/../x")),
                 QStringLiteral("rack-01-..-x")); // no separators left: ".." alone is no path
        QCOMPARE(render::fileNamePart(QStringLiteral("..hidden")), QStringLiteral("hidden"));
        QCOMPARE(render::fileNamePart(QStringLiteral("机架-1")), QStringLiteral("机架-1"));
    }
};

QTEST_MAIN(TestDiagrams)
#include "tst_diagrams.moc"
