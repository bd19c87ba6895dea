// docs/performance-model.md shows the predicted-vs-measured table; it must be
// the one perf_reference_table prints today, so the page cannot drift from
// the model.
#include "referenceruns.h"

#include <QFile>
#include <QTest>

class TestPerfDocs : public QObject
{
    Q_OBJECT

private slots:
    void referenceTableMatchesTheModel();
};

void TestPerfDocs::referenceTableMatchesTheModel()
{
    QFile file(QStringLiteral(CS_SOURCE_DIR "/docs/performance-model.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string page = file.readAll().toStdString();
    const std::string begin = "<!-- reference-table:begin -->\n";
    const std::size_t from = page.find(begin);
    const std::size_t to = page.find("<!-- reference-table:end -->");
    QVERIFY(from != std::string::npos && to != std::string::npos);
    const std::string shown = page.substr(from + begin.size(), to - from - begin.size());

    const cs::PartMap parts = cs::perf::reference::bundledCatalog();
    auto rows = cs::perf::reference::megatronRows(parts);
    const auto nccl = cs::perf::reference::ncclRows(parts);
    rows.insert(rows.end(), nccl.begin(), nccl.end());
    const std::string printed =
        cs::perf::reference::markdownTable(rows) +
        "\nHeld out (not used to set any constant):\n\n" +
        cs::perf::reference::markdownTable(cs::perf::reference::heldOutRows(parts));
    QVERIFY2(shown == printed, "docs/performance-model.md: run perf_reference_table and paste "
                               "its table between the reference-table markers.");
}

QTEST_GUILESS_MAIN(TestPerfDocs)
#include "tst_perfdocs.moc"
