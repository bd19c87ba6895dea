// Files written atomically from pieces: a file of many megabytes (written on
// a thread of its own) arrives whole and in order; a producer that throws,
// early or after the thread has started, leaves the old file and no scratch
// file behind.
#include "io/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>
#include <string>

using namespace cs;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Piece i: its number and a run of letters, 1 to 99,991 bytes long (a prime
// modulus, so the pieces straddle the writer's 1 MiB blocks at every offset).
std::string piece(int i)
{
    const std::size_t letters = (static_cast<std::size_t>(i) * 7919u) % 99991u;
    return std::to_string(i) + ':' + std::string(letters, static_cast<char>('a' + i % 26)) + '\n';
}

} // namespace

class TestAtomicFile : public QObject
{
    Q_OBJECT

private slots:
    void manyMegabytesArriveWholeAndInOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.txt"));
        std::string expected;
        for (int i = 0; i < 300; ++i) {
            expected += piece(i);
        }
        QVERIFY(expected.size() > (10u << 20)); // over ten of the writer's blocks
        const std::optional<QString> error = writeFileAtomically(path, [](const ByteSink& sink) {
            for (int i = 0; i < 300; ++i) {
                sink(piece(i));
            }
        });
        QVERIFY(!error.has_value());
        QCOMPARE(readAll(path), QByteArray::fromStdString(expected));
    }

    void aProducerThatThrowsLeavesTheOldFile_data()
    {
        QTest::addColumn<int>("piecesFirst");
        QTest::newRow("before the writer's thread starts") << 1;
        QTest::newRow("with the thread writing") << 200; // about 7 MiB first
    }
    // A writer that gives up part-way (a workbook that would pass 4 GiB)
    // throws from its producer.
    void aProducerThatThrowsLeavesTheOldFile()
    {
        QFETCH(int, piecesFirst);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.bin"));
        QVERIFY(!writeFileAtomically(path, QByteArray("old")).has_value());
        bool thrown = false;
        try {
            (void)writeFileAtomically(path, [&](const ByteSink& sink) {
                for (int i = 0; i < piecesFirst; ++i) {
                    sink(piece(i));
                }
                throw std::length_error("too large");
            });
        } catch (const std::length_error&) {
            thrown = true;
        }
        QVERIFY(thrown);
        QCOMPARE(readAll(path), QByteArray("old"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("out.bin")});
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
