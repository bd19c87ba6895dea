// The TCO model on one 8-GPU server whose every figure is chosen for easy
// arithmetic; each expected value is worked out by hand in the comments.
//
// Conventions (docs/tco.md): a month is 730 hours; day-one purchases fall on
// point t = 0, running costs at the end of their month t = 1 .. 12·years,
// the residual value at the last point; NPV discounts point t by
// (1 + rate)^(t/12).
#include "io/formaterror.h"
#include "tco/sensitivity.h"
#include "tco/tco.h"
#include "tco/tcomodel.h"

#include "tcotestdesign.h"
#include "testcompare.h"
#include <QFile>

#include <QTest>

#include <algorithm>

#include <cmath>

using namespace cs;
using namespace cs::tco;
using namespace cs::test::tco;

#define CS_COMPARE_NEAR(actual, expected)                                                          \
    CS_COMPARE_WITHIN(actual, expected, 1e-6 * (1 + std::abs(expected)))

class TestTco : public QObject
{
    Q_OBJECT

private slots:
    void oneServerByHand()
    {
        const TcoResult r = computeTco(oneNode(), threeYears());
        // Capex = 200,000 + 5% integration 10,000 = 210,000 (colocation: no build-out).
        CS_COMPARE_NEAR(r.build.capex, 210000.0);
        // Average power = idle + u (max − idle) = 2 + 0.8 × 8 = 8.4 kW.
        // Energy a month = 8.4 kW × PUE 1.5 × 730 h × 0.10 = 919.80; × 36 = 33,112.80.
        CS_COMPARE_NEAR(r.build.flows.totalOf(CostCategory::Energy), 33112.8);
        // Space = 184 × 10 kW provisioned = 1,840 a month; × 36 = 66,240.
        CS_COMPARE_NEAR(r.build.flows.totalOf(CostCategory::Space), 66240.0);
        // Support = 8% × 200,000 a year = 16,000; × 3 = 48,000.
        CS_COMPARE_NEAR(r.build.flows.totalOf(CostCategory::Support), 48000.0);
        // Staff = max(0.5, 1/100) FTE × 120,000 = 60,000 a year; × 3 = 180,000.
        CS_COMPARE_NEAR(r.build.flows.totalOf(CostCategory::Staff), 180000.0);
        // Residual = −10% × 200,000 = −20,000 at month 36.
        CS_COMPARE_NEAR(r.build.flows.of(CostCategory::Residual)[36], -20000.0);
        // Total = 210,000 + 33,112.80 + 66,240 + 48,000 + 180,000 − 20,000 = 517,352.80.
        CS_COMPARE_NEAR(r.build.total, 517352.8);
        CS_COMPARE_NEAR(r.build.npv, 517352.8); // no discounting
        // Cloud = 8 GPUs × 730 h × 0.8 × 5 USD = 23,360 a month; × 36 = 840,960.
        CS_COMPARE_NEAR(r.cloud.total, 840960.0);
        // Cumulative build 210,000 + 9,093.1333 t (opex 919.80 + 1,840 + 1,333.33
        // + 5,000) against cloud 23,360 t: month 14 builds 337,303.87 > 327,040;
        // month 15 builds 346,397.00 ≤ 350,400.
        QCOMPARE(r.breakEvenMonth, std::optional<int>(15));
        // Delivered = 8 × 730 × 0.8 × 36 = 168,192 GPU-hours.
        CS_COMPARE_NEAR(r.build.deliveredGpuHours, 168192.0);
        CS_COMPARE_NEAR(r.cloud.costPerGpuHour().value(), 5.0);
        CS_COMPARE_NEAR(r.build.costPerGpuHour().value(), 517352.8 / 168192.0);
        // Opex per year = (919.80 + 1,840 + 1,333.33 + 5,000) × 12 = 109,117.60.
        const auto opex = r.build.flows.perYear(isOpex);
        QCOMPARE(opex.size(), std::size_t(3));
        CS_COMPARE_NEAR(opex[0], 109117.6);
    }

    void breakevenUtilizationByHand()
    {
        const TcoResult r = computeTco(oneNode(), threeYears());
        // Build(u) = 210,000 + 66,240 + 48,000 + 180,000 − 20,000
        //          + (2 + 8u) × 1.5 × 730 × 0.10 × 36 = 492,124 + 31,536 u.
        // Cloud(u) = 8 × 730 × 36 × 5 × u = 1,051,200 u.
        // Equal at u = 492,124 / (1,051,200 − 31,536) = 492,124 / 1,019,664.
        QVERIFY(r.breakevenUtilization);
        CS_COMPARE_NEAR(*r.breakevenUtilization, 492124.0 / 1019664.0);
    }

    void discountingOneCashFlow()
    {
        // 1,000 at the end of month 12 at 8% a year: 1,000 / 1.08^(12/12).
        std::vector<double> flows(13, 0.0);
        flows[12] = 1000;
        CS_COMPARE_NEAR(npv(flows, 0.08), 1000 / 1.08);
        // At month 6: 1,000 / 1.08^0.5; at day one: undiscounted.
        flows[12] = 0;
        flows[6] = 1000;
        CS_COMPARE_NEAR(npv(flows, 0.08), 1000 / std::sqrt(1.08));
        flows[6] = 0;
        flows[0] = 1000;
        CS_COMPARE_NEAR(npv(flows, 0.08), 1000.0);
    }

    void onDemandScalesReservedDoesNot()
    {
        Design d = oneNode();
        d.putPart(offer("t-reserved", "reserved_1y", 24)); // 3 USD per GPU-hour
        TcoAssumptions a = threeYears();
        const double onDemandAt80 = computeTco(d, a).cloud.total;
        a.utilization = 0.4;
        const double onDemandAt40 = computeTco(d, a).cloud.total;
        // Paid for used hours only: half the utilisation, half the bill.
        CS_COMPARE_NEAR(onDemandAt40, onDemandAt80 / 2);
        a.cloudMode = "reserved_1y";
        const TcoResult reserved40 = computeTco(d, a);
        a.utilization = 0.8;
        const TcoResult reserved80 = computeTco(d, a);
        QCOMPARE(reserved80.cloud.offer->id, std::string("t-reserved"));
        // All hours: 8 × 730 × 36 × 3 = 630,720 at any utilisation.
        CS_COMPARE_NEAR(reserved40.cloud.total, 630720.0);
        CS_COMPARE_NEAR(reserved80.cloud.total, 630720.0);
    }

    void spotPricing()
    {
        TcoAssumptions a = threeYears();
        a.cloudMode = "spot";
        a.spotDiscount = 0.6;
        a.spotAvailability = 0.8;
        // 8 × 730 × 36 × 0.8 used / 0.8 available × 5 × (1 − 0.6) = 420,480.
        CS_COMPARE_NEAR(computeTco(oneNode(), a).cloud.total, 420480.0);
    }

    void hybridSplitAddsUpToDemand()
    {
        TcoAssumptions a = threeYears();
        a.utilization = 0.6;
        a.peakShare = 0.2;
        a.hybridBaseShare = 0.5;
        const TcoResult r = computeTco(oneNode(), a);
        // Peak: all 8 GPUs for 20% of hours; off-peak level (0.6 − 0.2) / 0.8 = 0.5.
        // Burst = 0.2 × (1 − 0.5) + 0.8 × max(0, 0.5 − 0.5) = 0.1 of capacity.
        QCOMPARE(r.hybrid.baseGpus, 4);
        const double capacity = 8 * 730.0 * 36;
        CS_COMPARE_NEAR(r.hybrid.burstGpuHours, capacity * 0.1);
        CS_COMPARE_NEAR(r.hybrid.ownedGpuHours, capacity * 0.5);
        CS_COMPARE_NEAR(r.hybrid.ownedGpuHours + r.hybrid.burstGpuHours, capacity * 0.6);
        CS_COMPARE_NEAR(r.hybrid.deliveredGpuHours, r.cloud.deliveredGpuHours);
        // Burst bill = 0.1 × capacity × 5 USD = 105,120.
        CS_COMPARE_NEAR(r.hybrid.flows.totalOf(CostCategory::CloudCompute), 105120.0);
        // The owned half: hardware 100,000.
        CS_COMPARE_NEAR(r.hybrid.flows.totalOf(CostCategory::Hardware), 100000.0);
    }

    void hybridWithoutAnOfferIsNotCosted()
    {
        Design d; // oneNode() without its cloud offer
        d.facility = FacilityAssumptions{1.5, 0.10, "USD"};
        d.putPart(gpu());
        d.putPart(node());
        d.addDevice(Device{DeviceId{}, "n1", "t-node", std::nullopt, {}});
        TcoAssumptions a = threeYears();
        a.hybridBaseShare = 0.5;
        // Flat demand 0.8 over an owned half: 0.8 − 0.5 = 0.3 of capacity bursts, unpriced.
        const TcoResult r = computeTco(d, a);
        QVERIFY(!r.cloud.offer);
        CS_COMPARE_NEAR(r.hybrid.burstGpuHours, 8 * 730.0 * 36 * 0.3);
        QVERIFY(!r.hybrid.costed());
        const nlohmann::json j = tcoToJson(r, false);
        QVERIFY(j["hybrid"]["total"].is_null());
        QVERIFY(j["cost_per_gpu_hour"]["hybrid"].is_null());
        // Owning every GPU needs no burst, but with nothing to rent that is the
        // build option, not a hybrid: still no hybrid line.
        a.hybridBaseShare = 1.0;
        const TcoResult owned = computeTco(d, a);
        CS_COMPARE_NEAR(owned.hybrid.burstGpuHours, 0.0);
        QVERIFY(!owned.hybrid.costed());
    }

    void fullBaseEqualsBuild()
    {
        TcoAssumptions a = threeYears();
        a.hybridBaseShare = 1.0; // flat demand: nothing bursts
        const TcoResult r = computeTco(oneNode(), a);
        CS_COMPARE_NEAR(r.hybrid.total, r.build.total);
        CS_COMPARE_NEAR(r.hybrid.burstGpuHours, 0.0);
    }

    void tornadoSymmetricWhereLinear()
    {
        TcoAssumptions a = threeYears();
        a.discountRate = 0.08;
        const TcoResult r = computeTco(oneNode(), a);
        QCOMPARE(r.sensitivity.size(), std::size_t(7));
        for (const SensitivityRow& s : r.sensitivity) {
            if (s.input == "electricity_price" || s.input == "cloud_price" ||
                s.input == "gpu_price") {
                CS_COMPARE_NEAR(s.low, -s.high);
            }
        }
        // Energy NPV moves by ±20%: the electricity row swings by 40% of it.
        for (std::size_t i = 1; i < r.sensitivity.size(); ++i) {
            const auto swing = [](const SensitivityRow& s) { return std::abs(s.high - s.low); };
            QVERIFY(swing(r.sensitivity[i - 1]) >= swing(r.sensitivity[i]));
        }
    }

    void electricitySwingByHand()
    {
        const TcoResult r = computeTco(oneNode(), threeYears());
        // Energy 33,112.80 undiscounted; ±20% → ±6,622.56 on build − cloud.
        for (const SensitivityRow& s : r.sensitivity) {
            if (s.input == "electricity_price") {
                CS_COMPARE_NEAR(s.high, 6622.56);
                CS_COMPARE_NEAR(s.low, -6622.56);
            }
        }
    }

    void yuan()
    {
        TcoAssumptions a = threeYears();
        a.currency = "CNY";
        a.cnyPerUsd = 7.0;
        const TcoResult r = computeTco(oneNode(), a);
        QCOMPARE(r.currency, std::string("CNY"));
        // Hardware 200,000 USD × 7 = 1,400,000 CNY; capex with 5% = 1,470,000.
        CS_COMPARE_NEAR(r.bom.total, 1400000.0);
        CS_COMPARE_NEAR(r.build.capex, 1470000.0);
        // The facility's 0.10 USD/kWh becomes 0.70 CNY; colocation 184 USD → 1,288 CNY.
        CS_COMPARE_NEAR(r.electricityPricePerKwh, 0.7);
        CS_COMPARE_NEAR(r.build.flows.totalOf(CostCategory::Space), 1288.0 * 10 * 36);
        // Staff was set in the TCO currency: 120,000 CNY a year × 0.5 FTE × 3.
        CS_COMPARE_NEAR(r.build.flows.totalOf(CostCategory::Staff), 180000.0);
        // Cloud 5 USD = 35 CNY per GPU-hour.
        CS_COMPARE_NEAR(r.cloud.offer->pricePerGpuHour, 35.0);
    }

    void stagedPurchase()
    {
        TcoAssumptions a = threeYears();
        a.stagedPurchases = {StagedPurchase{12, {}, 0.5}};
        const TcoResult r = computeTco(oneNode(), a);
        const auto& hw = r.build.flows.of(CostCategory::Hardware);
        // Half on day one, half at the end of month 12, running from month 13.
        CS_COMPARE_NEAR(hw[0], 100000.0);
        CS_COMPARE_NEAR(hw[12], 100000.0);
        // Space: 5 kW × 184 for months 1-12, 10 kW for months 13-36.
        CS_COMPARE_NEAR(r.build.flows.of(CostCategory::Space)[12], 920.0);
        CS_COMPARE_NEAR(r.build.flows.of(CostCategory::Space)[13], 1840.0);
        // The cloud rents what is installed: 4 GPUs then 8.
        CS_COMPARE_NEAR(r.cloud.flows.of(CostCategory::CloudCompute)[1], 23360.0 / 2);
        CS_COMPARE_NEAR(r.cloud.flows.of(CostCategory::CloudCompute)[13], 23360.0);
    }

    void assumptionsFromJsonAndOverrides()
    {
        Design d = oneNode();
        d.tcoAssumptions =
            tcoSettingsFromJson({{"horizon_years", 4}, {"cloud_mode", "reserved_3y"}});
        const TcoAssumptions a =
            tcoAssumptionsWithOverrides(d, {"discount_rate=0.05", "currency=CNY"});
        QCOMPARE(a.horizonYears, 4);
        QCOMPARE(a.cloudMode, std::string("reserved_3y"));
        QCOMPARE(a.discountRate, 0.05);
        QCOMPARE(a.currency, std::string("CNY"));
        QCOMPARE(tcoAssumptionsFromJson(tcoAssumptionsToJson(a), "$"), a);
        QVERIFY_THROWS_EXCEPTION(FormatError, tcoAssumptionsWithOverrides(d, {"no_such_key=1"}));
        QVERIFY_THROWS_EXCEPTION(FormatError, tcoAssumptionsWithOverrides(d, {"utilization=2"}));
        QVERIFY_THROWS_EXCEPTION(FormatError, tcoAssumptionsWithOverrides(d, {"cloud_mode=lease"}));
        QVERIFY_THROWS_EXCEPTION(FormatError, tcoAssumptionsWithOverrides(d, {"utilization"}));
        TcoAssumptions unknownOffer = a;
        unknownOffer.cloudOffer = "nope";
        QVERIFY_THROWS_EXCEPTION(FormatError, computeTco(d, unknownOffer));
    }

    void everyKeyDocumented()
    {
        // The writer's keys (with every optional set) are the documented keys,
        // and docs/tco.md names each of them.
        TcoAssumptions a;
        a.currency = "USD";
        a.cloudOffer = "x";
        a.colocationPerKwMonth = a.facilityBuildPerKw = a.facilityOpexPerKwMonth = 1;
        a.pue = a.electricityPricePerKwh = a.staffCostPerFteYear = a.licencePerNodeYear = 1;
        a.datasetTb = a.cloudStoragePerTbMonth = a.egressPerTb = a.hybridBaseShare = 1;
        a.demandProfile.assign(12, 0.5);
        a.stagedPurchases = {StagedPurchase{6, {}, 0.5}};
        const nlohmann::json written = tcoAssumptionsToJson(a);
        QFile doc(QStringLiteral(CS_SOURCE_DIR "/docs/tco.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QByteArray text = doc.readAll();
        QCOMPARE(written.size(), assumptionInfos().size());
        for (const AssumptionInfo& info : assumptionInfos()) {
            QVERIFY2(written.contains(info.key), info.key);
            QVERIFY2(text.contains(QByteArray("`") + info.key + "`"), info.key);
        }
    }

    void jsonShape()
    {
        const nlohmann::json j = tcoToJson(computeTco(oneNode(), threeYears()), false);
        for (const char* key :
             {"currency", "horizon_years", "build", "cloud", "hybrid", "break_even_month",
              "cost_per_gpu_hour", "breakeven_utilization", "sensitivity", "breakdown", "bom"}) {
            QVERIFY2(j.contains(key), key);
        }
        QCOMPARE(j["build"]["opex_per_year"].size(), std::size_t(3));
        QCOMPARE(j["cloud"]["offer"].get<std::string>(), std::string("t-cloud"));
        QCOMPARE(j["break_even_month"].get<int>(), 15);
        QCOMPARE(j["bom"]["lines"].size(), std::size_t(1));
        QVERIFY(j["sensitivity"][0].contains("low"));
    }

    void noOfferNoCloud()
    {
        Design d;
        d.putPart(gpu());
        d.putPart(node());
        d.addDevice(Device{DeviceId{}, "n1", "t-node", std::nullopt, {}});
        const TcoResult r = computeTco(d, threeYears());
        QVERIFY(!r.cloud.offer);
        QVERIFY(!r.breakEvenMonth);
        QVERIFY(r.sensitivity.empty());
        QVERIFY(!r.notes.empty());
        // The note names the GPU and the pricing as a user reads them, not the
        // part id or the assumption key.
        const auto found = std::find_if(r.notes.begin(), r.notes.end(), [](const QString& n) {
            return n.startsWith(QLatin1String("No cloud offer"));
        });
        QVERIFY(found != r.notes.end());
        const QString note = *found;
        QVERIFY2(note.contains(QString::fromStdString(gpu().name)) &&
                     note.contains(QLatin1String("on demand")),
                 qPrintable(note));
        QVERIFY(!note.contains(QLatin1String("t-gpu")) &&
                !note.contains(QLatin1String("cloud_offer")));
        // The catalog's offers, when given, fill in.
        const TcoResult withCatalog = computeTco(d, threeYears(), {offer("c", "on_demand", 40)});
        QCOMPARE(withCatalog.cloud.offer->id, std::string("c"));
    }
};

QTEST_GUILESS_MAIN(TestTco)
#include "tst_tco.moc"
