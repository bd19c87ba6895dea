// Host names for the Slurm files (core/export/hostnames.h): valid RFC 1123
// labels, unique, derived from device names without losing a node.
#include "export/hostnames.h"
#include "export/slurm.h"
#include "exportfixture.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace cs;
using namespace cs::exports;

namespace {

DeviceId named(const Design& d, const std::string& name)
{
    for (const Device& dev : d.devices()) {
        if (dev.name == name) {
            return dev.id;
        }
    }
    qFatal("no device %s", name.c_str());
}

bool validLabel(const std::string& s)
{
    if (s.empty() || s.size() > 63 || !(s.front() >= 'a' && s.front() <= 'z') || s.back() == '-') {
        return false;
    }
    for (char c : s) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
            return false;
        }
    }
    return true;
}

} // namespace

class TestHostNames : public QObject
{
    Q_OBJECT

private slots:
    void validNamesStay();
    void clashesEmptiesAndScriptsGetDistinctNames();
    void aSuffixedNameThatIsTakenCountsOn();
    void slurmFilesListTheRenamedNodes();
    void traysAreNamedAfterTheirSystem();
};

void TestHostNames::traysAreNamedAfterTheirSystem()
{
    // A part that runs 3 hosts: device "sys" names them sys-t01 … sys-t03 (two
    // digits at least); "sys-t02" is another device's name already, so that
    // tray gets "-<id>". A 63-character name leaves 63 − 4 = 59 for the stem.
    Design d = test::exportDesign();
    Part system = *d.part("test-server");
    system.id = "test-three-host-server";
    system.server->hosts = 3;
    d.putPart(system);
    auto unplaced = [&](const std::string& name) {
        return d.addDevice(Device{DeviceId{}, name, system.id, std::nullopt, {}});
    };
    const DeviceId sys = unplaced("sys");
    d.addDevice(Device{DeviceId{}, "sys-t02", "test-server", std::nullopt, {}});
    const DeviceId longName = unplaced(std::string(63, 'x'));
    const HostNames names = hostNamesOf(d);
    const std::string clash = "sys-t02-" + std::to_string(sys.value);
    QCOMPARE(names.hostsOf(sys), (std::vector<std::string>{"sys-t01", clash, "sys-t03"}));
    QCOMPARE(names.of(sys, 1), clash);
    QCOMPARE(names.of(longName, 2), std::string(59, 'x') + "-t03");
    QVERIFY(validLabel(names.of(longName, 2)));
    // Trays not named "<host name>-tNN" are listed with the renamed devices.
    const auto listed = [&](const std::string& from, const std::string& to) {
        return std::find(names.renamed.begin(), names.renamed.end(), std::pair(from, to)) !=
               names.renamed.end();
    };
    QVERIFY(listed("sys tray 2", clash));
    QVERIFY(!listed("sys tray 1", "sys-t01"));
    // A device with one host is its own.
    QCOMPARE(names.hostsOf(named(d, "n1")), std::vector<std::string>{"n1"});
}

void TestHostNames::aSuffixedNameThatIsTakenCountsOn()
{
    // n1 is "a b", which cleans to "a-b"; n2 holds "a-b" and the leaf holds
    // "a-b-<n1's id>", so n1 takes the next free suffix, "a-b-<id>-2".
    Design d = test::exportDesign();
    const DeviceId n1 = named(d, "n1");
    d.renameDevice(n1, "a b");
    d.renameDevice(named(d, "n2"), "a-b");
    const std::string suffixed = "a-b-" + std::to_string(n1.value);
    d.renameDevice(named(d, "leaf"), suffixed);
    const HostNames names = hostNamesOf(d);
    QCOMPARE(names.of(n1), suffixed + "-2");
    std::set<std::string> seen;
    for (const Device& dev : d.devices()) {
        QVERIFY(seen.insert(names.of(dev.id)).second);
    }
}

void TestHostNames::validNamesStay()
{
    const Design d = test::exportDesign(); // n1, n2, a leaf, ...
    const HostNames names = hostNamesOf(d);
    QCOMPARE(names.of(named(d, "n1")), std::string("n1"));
    QCOMPARE(names.of(named(d, "n2")), std::string("n2"));
}

void TestHostNames::clashesEmptiesAndScriptsGetDistinctNames()
{
    Design d = test::exportDesign();
    const DeviceId n1 = named(d, "n1");
    const DeviceId n2 = named(d, "n2");
    // "l40s 01" cleans to "l40s-01", which n2 already is: it takes its id.
    d.renameDevice(n1, "l40s 01");
    d.renameDevice(n2, "l40s-01");
    HostNames names = hostNamesOf(d);
    QCOMPARE(names.of(n2), std::string("l40s-01"));
    QCOMPARE(names.of(n1), "l40s-01-" + std::to_string(n1.value));
    // Chinese characters leave "-03" → "03", which needs a leading letter;
    // an empty name becomes node-<id>; capitals are lowered.
    d.renameDevice(n1, "节点-03");
    d.renameDevice(n2, "DGX_A");
    names = hostNamesOf(d);
    QCOMPARE(names.of(n1), std::string("node-03"));
    QCOMPARE(names.of(n2), std::string("dgx-a"));
    d.renameDevice(n1, "");
    d.renameDevice(n2, std::string(70, 'x'));
    names = hostNamesOf(d);
    QCOMPARE(names.of(n1), "node-" + std::to_string(n1.value));
    QCOMPARE(names.of(n2), std::string(63, 'x')); // cut to the 63-character limit
    // Every device has a valid name and no two share one.
    std::set<std::string> seen;
    for (const Device& dev : d.devices()) {
        QVERIFY2(validLabel(names.of(dev.id)), names.of(dev.id).c_str());
        QVERIFY(seen.insert(names.of(dev.id)).second);
    }
}

void TestHostNames::slurmFilesListTheRenamedNodes()
{
    Design d = test::exportDesign();
    d.renameDevice(named(d, "n1"), "gpu 01");
    d.renameDevice(named(d, "n2"), "gpu-01");
    const SlurmConfig c = slurmConfig(d);
    QCOMPARE(c.renamed.size(), std::size_t(1));
    QCOMPARE(c.renamed.front().first, std::string("gpu 01"));
    const std::string expected = "gpu-01-" + std::to_string(named(d, "gpu 01").value);
    QCOMPARE(c.renamed.front().second, expected);
    // Both nodes are defined: none merged into the other.
    QVERIFY(c.nodesConf.find("\"gpu 01\" -> " + expected) != std::string::npos);
    QVERIFY(c.nodesConf.find(expected) != std::string::npos);
    QVERIFY(c.nodesConf.find("gpu-01") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestHostNames)
#include "tst_hostnames.moc"
