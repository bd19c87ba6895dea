// One set of mounting rules: the editor's preview (mountProblem) refuses
// exactly what the analysis reports of a design read from a file, for depth
// (the rack's spec depth, else its outer depth) and for weight (the rack's own
// weight counts against its static load rating, docs/generator-spec.md).
// Expected figures are worked out by hand in each case.
#include "analysis/analysis.h"
#include "model/mountcheck.h"
#include "model/mounting.h"
#include "testparts.h"

#include <QTest>

#include <algorithm>

using namespace cs;

namespace {

// A 42U rack rated 1500 kg that weighs 200 kg empty. `specDepthMm` 0 leaves
// the depth to the part's outer dimensions, 1070 mm.
Design rackedDesign(double specDepthMm)
{
    Design d = test::designWithOneRack();
    Part rack = test::rack42u();
    rack.rack = RackSpec{42, specDepthMm, 600, 1500};
    rack.depthMm = 1070;
    rack.weightKg = 200;
    d.putPart(rack);
    return d;
}

Part server(const std::string& id, double depthMm, double kg)
{
    Part p = test::gpuServer8u();
    p.id = id;
    p.depthMm = depthMm;
    p.weightKg = kg;
    return p;
}

bool reports(const Design& d, const std::string& code)
{
    const analysis::AnalysisReport r = analysis::analyze(d);
    return std::any_of(r.findings.begin(), r.findings.end(),
                       [&](const Finding& f) { return f.code == code; });
}

// Places `part` at `bottomU` as a file would (the model takes it) after asking
// the editor's preview; returns whether the preview refused.
bool previewRefuses(Design& d, const Part& part, int bottomU)
{
    d.putPart(part);
    const RackId rack = d.racks().front().id;
    const bool refused = mountProblem(d, part, Placement{rack, bottomU}).has_value();
    d.addDevice(Device{DeviceId{},
                       part.id + "-at-" + std::to_string(bottomU),
                       part.id,
                       Placement{rack, bottomU},
                       {}});
    return refused;
}

} // namespace

class TestMounting : public QObject
{
    Q_OBJECT

private slots:
    void theFrameFallsBackToThePartsOuterDimensions()
    {
        Part rack = test::rack42u();
        rack.rack = RackSpec{42, 0, 0, 1500};
        rack.depthMm = 1070;
        rack.widthMm = 600;
        rack.weightKg = 200;
        const RackFrame f = rackFrame(&rack);
        QCOMPARE(f.heightU, 42);
        QCOMPARE(f.depthMm, 1070.0);
        QCOMPARE(f.widthMm, 600.0);
        QCOMPARE(f.ownKg, 200.0);
        rack.rack->depthMm = 1200; // the spec wins where it says
        QCOMPARE(rackFrame(&rack).depthMm, 1200.0);
        QCOMPARE(rackFrame(nullptr).heightU, 0);
    }

    void unitsRoundUp()
    {
        Part p = test::gpuServer8u();
        p.heightU = 1.5;
        QCOMPARE(unitsOf(&p), 2);
        p.heightU = 0;
        QCOMPARE(unitsOf(&p), 0);
        p.heightU.reset();
        QCOMPARE(unitsOf(&p), 0);
    }

    void depthIsJudgedAlikeByEditorAndAnalysis_data()
    {
        QTest::addColumn<double>("specDepthMm");
        QTest::addColumn<double>("partDepthMm");
        QTest::addColumn<bool>("tooDeep");
        // The spec gives no depth: the rack's outer 1070 mm is what a server must fit.
        QTest::newRow("1100 mm in an outer 1070 mm") << 0.0 << 1100.0 << true;
        QTest::newRow("1070 mm in an outer 1070 mm") << 0.0 << 1070.0 << false;
        // The spec's 1200 mm wins over the outer dimension.
        QTest::newRow("1100 mm in a 1200 mm spec") << 1200.0 << 1100.0 << false;
        QTest::newRow("1201 mm in a 1200 mm spec") << 1200.0 << 1201.0 << true;
    }
    void depthIsJudgedAlikeByEditorAndAnalysis()
    {
        QFETCH(double, specDepthMm);
        QFETCH(double, partDepthMm);
        QFETCH(bool, tooDeep);
        Design d = rackedDesign(specDepthMm);
        QCOMPARE(previewRefuses(d, server("deep", partDepthMm, 10), 1), tooDeep);
        QCOMPARE(reports(d, "SPACE_DEVICE_DEEPER_THAN_RACK"), tooDeep);
    }

    void weightIsJudgedAlikeByEditorAndAnalysis_data()
    {
        QTest::addColumn<double>("lastKg");
        QTest::addColumn<bool>("overweight");
        // Three 400 kg servers: 1200 kg of equipment + the rack's 200 kg = 1400 kg.
        // A fourth part of 100 kg: 1500 kg, at the rating. Of 101 kg: 1501 kg, over.
        // (The equipment alone, 1301 kg, would pass: the preview used to count only that.)
        QTest::newRow("1500 kg with the rack") << 100.0 << false;
        QTest::newRow("1501 kg with the rack") << 101.0 << true;
    }
    void weightIsJudgedAlikeByEditorAndAnalysis()
    {
        QFETCH(double, lastKg);
        QFETCH(bool, overweight);
        Design d = rackedDesign(1200);
        const Part heavy = server("heavy", 900, 400);
        for (int u : {1, 9, 17}) {
            QVERIFY(!previewRefuses(d, heavy, u));
        }
        QVERIFY(!reports(d, "SPACE_RACK_OVERWEIGHT"));
        QCOMPARE(previewRefuses(d, server("last", 900, lastKg), 25), overweight);
        QCOMPARE(reports(d, "SPACE_RACK_OVERWEIGHT"), overweight);
    }
};

QTEST_GUILESS_MAIN(TestMounting)
#include "tst_mounting.moc"
