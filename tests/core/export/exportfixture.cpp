#include "exportfixture.h"

#include "testparts.h"

#include <QProcess>
#include <QTest>

namespace cs::test {

namespace {

Part fibre()
{
    Part p = dacCable(10);
    p.id = "t-fibre";
    p.partNumber = "FIB-10";
    p.cable = CableSpec{"mmf", 400, 10, 50, 1, true, {}};
    return priced(p, 100);
}

Part twinOptic()
{
    Part p;
    p.id = "t-twin-osfp";
    p.kind = PartKind::Transceiver;
    p.name = p.id;
    p.partNumber = "OPT-2X400";
    p.transceiver = TransceiverSpec{400, 2, "OSFP", "mmf", 50, {}};
    return priced(p, 1000);
}

QString run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

Design exportDesign()
{
    Design d = designWithOneRack();
    d.putPart(priced(gpuServer8u(), 200000));
    d.putPart(priced(gpuPart(), 25000));
    d.putPart(priced(leafSwitch(), 30000));
    d.putPart(priced(dacCable(3), 300));
    d.putPart(priced(rack42u(), 2000));
    d.putPart(rearDoorCooler());
    d.putPart(fibre());
    d.putPart(twinOptic());
    const RackId r = d.racks().front().id;
    const DeviceId n1 = d.addDevice(
        Device{DeviceId{}, "n1", "test-server", Placement{r, 1, RackFace::Front, false}, {}});
    Device second{DeviceId{}, "n2", "test-server", Placement{r, 9, RackFace::Front, false}, {}};
    second.config.gpuCount = 4;
    const DeviceId n2 = d.addDevice(second);
    const DeviceId leaf = d.addDevice(
        Device{DeviceId{}, "leaf", "test-switch", Placement{r, 42, RackFace::Front, false}, {}});
    const FabricId f = d.addFabric(
        Fabric{FabricId{}, "compute", NetworkRole::Compute, Topology::FatTree, 1.0, {{leaf, 1}}});
    for (int p = 1; p <= 8; ++p) {
        d.addLink(Link{LinkId{}, f, {n1, p}, {leaf, p - 1}, "test-dac-3m", "", "", 3});
    }
    for (int p = 1; p <= 7; ++p) {
        d.addLink(Link{LinkId{}, f, {n2, p}, {leaf, 7 + p}, "test-dac-3m", "", "", 3});
    }
    d.addLink(Link{LinkId{}, f, {n2, 8}, {leaf, 15}, "t-fibre", "t-twin-osfp", "t-twin-osfp", 10});
    d.addCoolingUnit(CoolingUnit{CoolingUnitId{}, "door", "test-rdhx", std::nullopt, r});
    return d;
}

std::vector<QStringList> csvRecords(const std::string& csv)
{
    std::vector<QStringList> records(1);
    QString field;
    bool quoted = false;
    const QString text = QString::fromStdString(csv);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += c;
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            records.back() << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
            records.back() << field;
            field.clear();
            records.emplace_back();
            ++i;
        } else {
            field += c;
        }
    }
    if (records.back().isEmpty() && field.isEmpty()) {
        records.pop_back(); // the line end after the last record
    }
    return records;
}

QString xlsxToCsv(const QString& path)
{
    return run(QStringLiteral("xlsx2csv"), {path});
}

QString xlsxPart(const QString& path, const QString& member)
{
    return run(QStringLiteral("unzip"), {QStringLiteral("-p"), path, member});
}

QString xlsxSheetXml(const QString& path)
{
    return xlsxPart(path, QStringLiteral("xl/worksheets/sheet1.xml"));
}

} // namespace cs::test
