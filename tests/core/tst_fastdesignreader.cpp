// The fast reader of current-format design files returns exactly what the DOM
// reader returns, or nothing: every example and fixture reads the same both
// ways, and wherever the DOM reader would refuse, migrate or read differently
// the fast reader gives up, so that the DOM reader's result and message are
// the loader's.
#include "io/designfile.h"
#include "io/fastdesignreader.h"
#include "testparts.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace cs;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The full test design as saved, with `from` replaced by `to` once.
QByteArray savedWith(const std::string& from, const std::string& to)
{
    std::string text = designToBytes(test::fullDesign()).toStdString();
    const std::size_t at = text.find(from);
    if (at == std::string::npos) {
        qFatal("the saved design holds no %s", from.c_str());
    }
    text.replace(at, from.size(), to);
    return QByteArray::fromStdString(text);
}

void compareWithDom(const QByteArray& bytes)
{
    const std::optional<DesignLoadResult> fast = readCurrentDesignFast(bytes);
    const DesignLoadResult dom = loadDesignBytesThroughDom(bytes, QStringLiteral("f"));
    QVERIFY2(dom.ok(), qPrintable(dom.error ? dom.error->toString() : QString()));
    QVERIFY(fast.has_value());
    QVERIFY(fast->ok());
    QVERIFY(*fast->design == *dom.design);
    QCOMPARE(fast->fileFormatVersion, dom.fileFormatVersion);
    QCOMPARE(fast->writtenByAppVersion, dom.writtenByAppVersion);
    QCOMPARE(designToBytes(*fast->design), designToBytes(*dom.design));
}

} // namespace

class TestFastDesignReader : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatTheDomReaderReads_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("every entity") << designToBytes(test::fullDesign());
        const QDir examples(QStringLiteral(CS_SOURCE_DIR "/resources/examples"));
        for (const QString& name : examples.entryList({QStringLiteral("*.cluster.json")})) {
            QTest::newRow(qPrintable(name)) << readAll(examples.filePath(name));
        }
        QTest::newRow("v10 fixture")
            << readAll(QStringLiteral(CS_TEST_DATA_DIR "/migration/v10-small.cluster.json"));
        // A null value reads as an absent one in both readers.
        QTest::newRow("null description")
            << savedWith("\"description\": \"every entity kind\"", "\"description\": null");
    }

    void readsWhatTheDomReaderReads()
    {
        QFETCH(QByteArray, bytes);
        compareWithDom(bytes);
    }

    // Each case is one the DOM reader must handle: it migrates, refuses or
    // reads the file in a way the fast reader does not attempt.
    void givesUpWhereTheDomReaderMustSpeak_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("older format")
            << readAll(QStringLiteral(CS_TEST_DATA_DIR "/migration/v9-small.cluster.json"));
        QTest::newRow("unknown key")
            << savedWith("\"format_version\"", "\"colour\": \"blue\",\n \"format_version\"");
        // The DOM keeps the last of two equal keys; the fast reader sees the first.
        QTest::newRow("repeated key")
            << savedWith("\"format_version\"", "\"name\": \"first\",\n \"format_version\"");
        QTest::newRow("text after the object") << savedWith("\n}\n", "\n} x\n");
        QTest::newRow("version as a float")
            << savedWith("\"format_version\": 10", "\"format_version\": 10.0");
        QTest::newRow("number beyond double")
            << savedWith("\"assumptions\": {", "\"assumptions\": {\"x\": 1e400, ");
        QTest::newRow("integer beyond 64 bits")
            << savedWith("\"assumptions\": {", "\"assumptions\": {\"x\": 18446744073709551616, ");
        QTest::newRow("text beyond the limit")
            << savedWith("\"assumptions\": {",
                         "\"assumptions\": {\"x\": \"" + std::string(70 * 1024, 'a') + "\", ");
        QTest::newRow("nested too deep")
            << savedWith("\"assumptions\": {", "\"assumptions\": {\"x\": " + std::string(40, '[') +
                                                   std::string(40, ']') + ", ");
        QTest::newRow("link to a missing device")
            << savedWith("\"a\": {\n    \"device\": ", "\"a\": {\n    \"device\": 9999");
        QTest::newRow("byte order mark")
            << QByteArray("\xEF\xBB\xBF") + designToBytes(test::fullDesign());
    }

    void givesUpWhereTheDomReaderMustSpeak()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY(!readCurrentDesignFast(bytes).has_value());
        // And the loader answers as the DOM reader does.
        const DesignLoadResult loaded = loadDesignBytes(bytes, QStringLiteral("f"));
        const DesignLoadResult dom = loadDesignBytesThroughDom(bytes, QStringLiteral("f"));
        QCOMPARE(loaded.ok(), dom.ok());
        if (dom.ok()) {
            QVERIFY(*loaded.design == *dom.design);
        } else {
            QCOMPARE(loaded.error->toString(), dom.error->toString());
        }
    }

    // Room before the bytes (a QByteArray after remove(0, n)) is no padding
    // after them: the reader must not take it for any.
    void readsBytesWithRoomOnlyBeforeThem()
    {
        QByteArray bytes = QByteArray(4096, ' ') + designToBytes(test::fullDesign());
        bytes.squeeze();
        bytes.remove(0, 4096);
        QVERIFY(bytes.data_ptr().freeSpaceAtEnd() < 64);
        compareWithDom(bytes);
    }

    void aRepeatedKeyReadsAsTheLastOne()
    {
        const QByteArray bytes =
            savedWith("\"format_version\"", "\"name\": \"first\",\n \"format_version\"");
        const DesignLoadResult loaded = loadDesignBytes(bytes, QStringLiteral("f"));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.design->name, test::fullDesign().name); // written after "first"
    }
};

QTEST_GUILESS_MAIN(TestFastDesignReader)
#include "tst_fastdesignreader.moc"
