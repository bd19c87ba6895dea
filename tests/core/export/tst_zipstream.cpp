// ZIP archives written front to back: unzip (Info-ZIP, an independent
// reader) finds every entry whole, with the CRC-32 it recomputes, and the
// same content always gives the same bytes.
#include "export/zipstream.h"
#include "io/atomicfile.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>
#include <string>

using namespace cs;
using namespace cs::exports;

namespace {

// 3 MiB that deflate cannot shrink (a linear congruential generator's high
// bytes), so the archive's output spans many of the writer's 256 KiB pieces.
std::string noise(std::size_t size)
{
    std::string bytes(size, '\0');
    std::uint32_t x = 12345;
    for (char& c : bytes) {
        x = x * 1664525u + 1013904223u; // Numerical Recipes' LCG
        c = static_cast<char>(x >> 24);
    }
    return bytes;
}

struct Member
{
    std::string name;
    std::string bytes;
};

QByteArray archive(const std::vector<Member>& members)
{
    std::string out;
    ZipStream zip([&](std::string_view piece) { out.append(piece); });
    for (const Member& m : members) {
        zip.beginEntry(m.name);
        // In uneven pieces: 7 bytes, then 64 KiB − 1, then the rest.
        const std::string_view all(m.bytes);
        zip.write(all.substr(0, 7));
        zip.write(all.substr(std::min<std::size_t>(7, all.size()), 65535));
        zip.write(all.substr(std::min<std::size_t>(7 + 65535, all.size())));
        zip.endEntry();
    }
    zip.finish();
    return QByteArray::fromStdString(out);
}

QByteArray unzip(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("unzip"), args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        qWarning("unzip %s: %s", qPrintable(args.join(u' ')), p.readAllStandardError().constData());
        return {};
    }
    return p.readAllStandardOutput();
}

std::uint32_t le32(const QByteArray& b, qsizetype at)
{
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) {
        v = (v << 8) | static_cast<unsigned char>(b[at + i]);
    }
    return v;
}

} // namespace

class TestZipStream : public QObject
{
    Q_OBJECT

private slots:
    void unzipReadsEveryEntryWhole()
    {
        const std::vector<Member> members{{"a.txt", "hello, zip\n"},
                                          {"empty", ""},
                                          {"dir/noise.bin", noise(3 << 20)},
                                          {"xml/repeated.xml", std::string(1 << 20, 'x')}};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.zip"));
        const QByteArray bytes = archive(members);
        QVERIFY(!writeFileAtomically(path, bytes).has_value());
        // unzip -t inflates every entry and checks its CRC-32 and sizes.
        const QByteArray tested = unzip({QStringLiteral("-t"), path});
        QVERIFY2(tested.contains("No errors detected"), tested.constData());
        for (const Member& m : members) {
            QCOMPARE(unzip({QStringLiteral("-p"), path, QString::fromStdString(m.name)}),
                     QByteArray::fromStdString(m.bytes));
        }
        // A megabyte of one letter deflates to a few kilobytes: the entries are compressed.
        QVERIFY(bytes.size() < (3 << 20) + 64 * 1024);
        // The end of the central directory (22 bytes, APPNOTE 4.3.16): 4 entries.
        const qsizetype end = bytes.size() - 22;
        QCOMPARE(le32(bytes, end), std::uint32_t(0x06054b50));
        QCOMPARE(static_cast<int>(static_cast<unsigned char>(bytes[end + 10])), 4);
    }

    void sameContentSameBytes()
    {
        const std::vector<Member> members{{"a", "alpha"}, {"b", noise(100000)}};
        QCOMPARE(archive(members), archive(members));
    }

    // Listed by unzip with the date every entry carries.
    void entriesAreDatedTheFirstDosDay()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.zip"));
        QVERIFY(!writeFileAtomically(path, archive({{"a", "alpha"}})).has_value());
        const QByteArray listing = unzip({QStringLiteral("-l"), path});
        QVERIFY2(listing.contains("1980-01-01 00:00") || listing.contains("01-01-1980 00:00"),
                 listing.constData());
    }
};

QTEST_GUILESS_MAIN(TestZipStream)
#include "tst_zipstream.moc"
