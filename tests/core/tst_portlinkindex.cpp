// The port → link index behaves as a map: 200,000 random inserts, erases and
// look-ups over a small key space (so runs collide, wrap round the table's
// end and close up after erases) agree at every step with std::unordered_map,
// an independent implementation of the same contract.

// QTest first: moc cannot parse <compare> (through ids.h) before Qt's headers.
#include <QTest>

#include "model/portlinkindex.h"

#include <cstdint>
#include <unordered_map>

using namespace cs;

class TestPortLinkIndex : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithAMapUnderRandomEdits()
    {
        PortLinkIndex index;
        std::unordered_map<std::uint64_t, std::uint32_t> reference;
        // SplitMix64 (Steele, Lea and Flood, 2014): a fixed, reproducible sequence.
        std::uint64_t state = 20261204;
        auto random = [&state] {
            std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            return z ^ (z >> 31);
        };
        // Keys as Design::portKey makes them: device id in the high half, port in the low.
        auto key = [&] {
            return (std::uint64_t(random() % 64 + 1) << 32) | std::uint32_t(random() % 64);
        };
        std::uint32_t nextLink = 1;
        for (int step = 0; step < 200000; ++step) {
            const std::uint64_t k = key();
            switch (random() % 3) {
            case 0:
                index.insert(k, LinkId(nextLink));
                reference.emplace(k, nextLink); // the first link stays, as in the index
                ++nextLink;
                break;
            case 1:
                index.erase(k);
                reference.erase(k);
                break;
            default: {
                const auto found = index.find(k);
                const auto expected = reference.find(k);
                QCOMPARE(found.has_value(), expected != reference.end());
                if (found) {
                    QCOMPARE(found->value, expected->second);
                }
            }
            }
            QCOMPARE(index.size(), reference.size());
        }
        // Every key the map holds, the index finds with the same link.
        for (const auto& [k, link] : reference) {
            QCOMPARE(index.find(k).value_or(LinkId()).value, link);
        }
    }

    void reservingKeepsWhatIsThere()
    {
        PortLinkIndex index;
        index.insert(7, LinkId(3));
        index.reserve(100000);
        QCOMPARE(index.find(7).value_or(LinkId()).value, 3u);
        QVERIFY(!index.contains(8));
        QCOMPARE(index.size(), std::size_t(1));
    }

    void anEmptyIndexFindsNothing()
    {
        const PortLinkIndex index;
        QVERIFY(!index.find(0).has_value());
        PortLinkIndex erased;
        erased.erase(5); // nothing to erase, nothing breaks
        QCOMPARE(erased.size(), std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestPortLinkIndex)
#include "tst_portlinkindex.moc"
