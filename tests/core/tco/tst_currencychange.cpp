// Changing a design's facility currency restates its amounts; it changes no
// result beyond the exchange rate. The shipped 32-node H100 example with a
// few money keys set by hand, priced against the bundled catalog's offers.
#include "io/designfile.h"
#include "io/formaterror.h"
#include "tco/currencychange.h"
#include "tco/scenario.h"
#include "tco/tco.h"

#include "bundledcatalog.h"
#include "testcompare.h"

#include <QTest>

#include <cmath>

using namespace cs;
using namespace cs::tco;
using nlohmann::json;

namespace {

constexpr double kRate = 7.2; // the default cny_per_usd

Design example()
{
    const DesignLoadResult loaded = loadDesignFile(
        QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json"));
    if (!loaded.ok()) {
        qFatal("the H100 example does not load");
    }
    Design d = *loaded.design;
    // Amounts written in the facility's currency (no "currency" of their own).
    d.tcoAssumptions = tcoSettingsFromJson(
        json{{"staff_cost_per_fte_year", 150000}, {"colocation_per_kw_month", 200}});
    json scenarios = d.scenarios.written;
    scenarios.push_back(
        json{{"name", "cheap power"}, {"tco", {{"electricity_price_per_kwh", 0.05}}}});
    // A scenario in its own currency keeps its amounts whatever the facility's.
    scenarios.push_back(
        json{{"name", "in yuan"}, {"tco", {{"currency", "CNY"}, {"egress_per_tb", 600}}}});
    // One written as a person might, with fields the program would not write.
    scenarios.push_back(
        json{{"name", "as written"}, {"description", ""}, {"hardware", json::object()}});
    d.scenarios = scenarioSettingsFromJson(scenarios);
    return d;
}

std::vector<Part> offers()
{
    std::vector<Part> out;
    for (const auto& [id, part] : test::bundledParts()) {
        if (part.kind == PartKind::CloudOffer) {
            out.push_back(part);
        }
    }
    return out;
}

Design changed(const Design& d, const std::string& currency)
{
    const CurrencyChange c = changeFacilityCurrency(d, currency);
    Design out = d;
    out.facility = c.facility;
    if (c.tco) {
        out.tcoAssumptions = *c.tco;
    }
    if (c.scenarios) {
        out.scenarios = *c.scenarios;
    }
    return out;
}

TcoResult tcoOf(const Design& d)
{
    return computeTco(d, tcoAssumptionsFor(d), offers());
}

void compareScaled(const TcoResult& a, const TcoResult& b, double factor)
{
    for (const auto& [x, y] : {std::pair{a.build.total, b.build.total},
                               {a.cloud.total, b.cloud.total},
                               {a.hybrid.total, b.hybrid.total},
                               {a.build.npv, b.build.npv},
                               {a.build.capex, b.build.capex},
                               {a.electricityPricePerKwh, b.electricityPricePerKwh}}) {
        CS_COMPARE_WITHIN(y, x * factor, 1e-9 * std::abs(x * factor) + 1e-9);
    }
    QCOMPARE(b.breakEvenMonth, a.breakEvenMonth);
}

} // namespace

class TestCurrencyChange : public QObject
{
    Q_OBJECT

private slots:
    // USD → CNY: 0.08 USD/kWh × 7.2 = 0.576 CNY/kWh; 150,000 USD × 7.2 =
    // 1,080,000 CNY; 200 × 7.2 = 1,440 CNY per kW-month; the scenario's 0.05 ×
    // 7.2 = 0.36. The yuan scenario's 600 CNY per TB stays.
    void amountsAreRestated()
    {
        const Design d = changed(example(), "CNY");
        QCOMPARE(d.facility.currency, std::string("CNY"));
        CS_COMPARE_WITHIN(d.facility.electricityPricePerKwh, 0.576, 1e-12);
        const json& tco = d.tcoAssumptions.written;
        CS_COMPARE_WITHIN(tco["staff_cost_per_fte_year"].get<double>(), 1080000.0, 1e-6);
        CS_COMPARE_WITHIN(tco["colocation_per_kw_month"].get<double>(), 1440.0, 1e-9);
        const json& scenarios = d.scenarios.written;
        CS_COMPARE_WITHIN(scenarios[3]["tco"]["electricity_price_per_kwh"].get<double>(), 0.36,
                          1e-12);
        QCOMPARE(scenarios[4]["tco"]["egress_per_tb"].get<double>(), 600.0);
        // The example's own scenarios hold no amounts and are kept as they were.
        QVERIFY(scenarios[0] == example().scenarios.written[0]);
        // A scenario the change does not convert keeps its fields as written.
        QVERIFY(scenarios[5] == example().scenarios.written[5]);
        QVERIFY(scenarios[5].contains("description") && scenarios[5].contains("hardware"));
        // And the typed values follow the section: 0.05 USD × 7.2 = 0.36 CNY.
        CS_COMPARE_WITHIN(d.scenarios.values[3].tco["electricity_price_per_kwh"].get<double>(),
                          0.36, 1e-12);
        CS_COMPARE_WITHIN(*d.tcoAssumptions.values.staffCostPerFteYear, 1080000.0, 1e-6);
    }

    // Every result is the USD one × 7.2 in yuan, and USD again after the round trip.
    void noResultChangesBeyondTheRate()
    {
        const Design usd = example();
        const TcoResult before = tcoOf(usd);
        QCOMPARE(before.currency, std::string("USD"));
        QVERIFY(before.cloud.total > 0); // an offer was found, so break-even means something
        QVERIFY(before.breakEvenMonth.has_value());
        const Design cny = changed(usd, "CNY");
        const TcoResult inCny = tcoOf(cny);
        QCOMPARE(inCny.currency, std::string("CNY"));
        compareScaled(before, inCny, kRate);
        const TcoResult back = tcoOf(changed(cny, "USD"));
        compareScaled(before, back, 1.0);
        // And the scenarios: each one's totals scale the same way.
        for (const char* name : {"cheap power", "reserved 1 year"}) {
            const ScenarioDesign a = resolveScenario(usd, name, QString());
            const ScenarioDesign b = resolveScenario(cny, name, QString());
            compareScaled(computeTco(a.design, a.assumptions(), offers()),
                          computeTco(b.design, b.assumptions(), offers()), kRate);
        }
    }

    // An amount that leaves its range once converted refuses the change with
    // its key: 500 USD per kWh × 7.2 = 3,600 CNY, above the 1,000 accepted.
    void anAmountOutOfRangeRefusesTheChange()
    {
        Design d = example();
        d.tcoAssumptions = withTcoKeys(d.tcoAssumptions, {{"electricity_price_per_kwh", 500}});
        try {
            changeFacilityCurrency(d, "CNY");
            QFAIL("the change was accepted");
        } catch (const FormatError& e) {
            QCOMPARE(e.path(), std::string("$.assumptions.tco.electricity_price_per_kwh"));
        }
    }

    // A TCO section in its own currency is not touched: only the electricity
    // price, written in the facility's currency, converts.
    void aStatedTcoCurrencyKeepsItsAmounts()
    {
        Design d = example();
        d.tcoAssumptions = withTcoKeys(d.tcoAssumptions, {{"currency", "USD"}});
        const CurrencyChange c = changeFacilityCurrency(d, "CNY");
        QVERIFY(!c.tco.has_value());
        CS_COMPARE_WITHIN(c.facility.electricityPricePerKwh, 0.576, 1e-12);
        Design cny = changed(d, "CNY");
        compareScaled(tcoOf(d), tcoOf(cny), 1.0); // still reported in USD
    }
};

QTEST_GUILESS_MAIN(TestCurrencyChange)
#include "tst_currencychange.moc"
