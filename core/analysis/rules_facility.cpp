#include "rulecontext.h"

#include <algorithm>
#include <map>

namespace cs::analysis::rules {

namespace {

std::vector<std::uint32_t> values(const std::vector<DeviceId>& ids)
{
    std::vector<std::uint32_t> out;
    out.reserve(ids.size());
    for (DeviceId id : ids) {
        out.push_back(id.value);
    }
    return out;
}

QString powerSource()
{
    return RuleText::tr(
        "Design guides: power supplies and PDUs must carry peak load, or breakers trip "
        "under full training load.");
}

void rackPowerRules(const Context& c)
{
    for (const RackPower& r : c.report.power.racks) {
        if (r.maxKw > r.usableBudgetKw + 1e-9) {
            // Said in the usable figure the inspector edits; 2N also names
            // the provisioned power it is half of.
            const QString message =
                r.twoN ? RuleText::tr("Rack \"%1\" draws up to %2 kW but may use %3 kW (2N: what "
                                      "one feed carries of the %4 kW provisioned); move devices or "
                                      "raise its usable power.")
                             .arg(q(r.name))
                             .arg(r.maxKw, 0, 'f', 1)
                             .arg(r.usableBudgetKw, 0, 'f', 1)
                             .arg(r.budgetKw, 0, 'f', 1)
                       : RuleText::tr("Rack \"%1\" draws up to %2 kW but may use %3 kW on its one "
                                      "feed; move devices or raise its usable power.")
                             .arg(q(r.name))
                             .arg(r.maxKw, 0, 'f', 1)
                             .arg(r.usableBudgetKw, 0, 'f', 1);
            c.add("POWER_RACK_OVER_BUDGET", Severity::Error, "rack", {r.id.value}, r.maxKw,
                  r.usableBudgetKw, message, powerSource());
        }
        if (r.pdus > 0 && r.maxKw > r.pduCapacityPerFeedKw + 1e-9) {
            c.add("POWER_PDU_OVER_CAPACITY", Severity::Error, "rack", {r.id.value}, r.maxKw,
                  r.pduCapacityPerFeedKw,
                  RuleText::tr("The PDUs of one feed in rack \"%1\" carry %2 kW, less than its %3 "
                               "kW peak; use "
                               "larger PDUs.")
                      .arg(q(r.name))
                      .arg(r.pduCapacityPerFeedKw, 0, 'f', 1)
                      .arg(r.maxKw, 0, 'f', 1),
                  powerSource());
        }
        if (r.ownPowerShelves) {
            continue; // a rack-scale system's power shelves take the feeds
        }
        if (r.pdus == 0 && r.maxKw > 0) {
            c.add("POWER_RACK_WITHOUT_PDU", Severity::Warning, "rack", {r.id.value}, 0, 1,
                  RuleText::tr("Rack \"%1\" holds powered devices but no PDU; add one per feed.")
                      .arg(q(r.name)),
                  powerSource());
        } else if (r.twoN && r.maxKw > 0 && (r.pdusOnFeedA == 0 || r.pdusOnFeedB == 0)) {
            c.add("POWER_RACK_WITHOUT_PDU", Severity::Warning, "rack", {r.id.value}, 1, 2,
                  RuleText::tr("Rack \"%1\" has 2N feeds but PDUs on feed %2 only; add a PDU on "
                               "feed %3, or the rack goes dark when feed %2 fails.")
                      .arg(q(r.name), QLatin1String(r.pdusOnFeedA > 0 ? "A" : "B"),
                           QLatin1String(r.pdusOnFeedA > 0 ? "B" : "A")),
                  powerSource());
        }
    }
}

// Supplies short of the peak by the vendor's figures: an error per device.
void psuShortfall(const Context& c, const PsuShortfall& s)
{
    c.add("POWER_PSU_CANNOT_CARRY_PEAK", Severity::Error, "device", {s.device.value}, s.maxW,
          s.capacityNW,
          RuleText::tr(
              "\"%1\" peaks at %2 W but its supplies give %3 W with the redundant ones failed; "
              "use larger supplies.")
              .arg(q(c.design().device(s.device)->name))
              .arg(s.maxW, 0, 'f', 0)
              .arg(s.capacityNW, 0, 'f', 0),
          powerSource());
}

// Short only by the catalog's estimates of a part's peak or supplies: two
// guesses that disagree say nothing sure about the server, so one warning
// per part (in part id order) to check the vendor's figures, with the
// largest shortfall among its devices.
void estimatedPsuShortfalls(const Context& c, const std::vector<const PsuShortfall*>& all)
{
    std::map<std::string, std::vector<const PsuShortfall*>> byPart;
    for (const PsuShortfall* s : all) {
        byPart[s->partId].push_back(s);
    }
    for (const auto& [partId, shortfalls] : byPart) {
        const Part* part = c.design().part(partId);
        std::vector<std::uint32_t> ids;
        const PsuShortfall* worst = shortfalls.front();
        for (const PsuShortfall* s : shortfalls) {
            ids.push_back(s->device.value);
            worst = s->maxW - s->capacityNW > worst->maxW - worst->capacityNW ? s : worst;
        }
        c.add("POWER_PSU_CANNOT_CARRY_PEAK", Severity::Warning, "device", ids, worst->maxW,
              worst->capacityNW,
              RuleText::tr("%n devices of \"%1\" peak at up to %2 W but their supplies give "
                           "%3 W with the redundant ones failed, by the catalog's estimates of "
                           "the peak or the supplies; check the vendor's figures.",
                           nullptr, int(ids.size()))
                  .arg(q(part ? part->name : partId))
                  .arg(worst->maxW, 0, 'f', 0)
                  .arg(worst->capacityNW, 0, 'f', 0),
              powerSource());
    }
}

void psuRules(const Context& c)
{
    const PowerReport& p = c.report.power;
    std::vector<const PsuShortfall*> estimated;
    for (const PsuShortfall& s : p.psuShortfalls) {
        if (s.fromEstimates) {
            estimated.push_back(&s);
        } else {
            psuShortfall(c, s);
        }
    }
    estimatedPsuShortfalls(c, estimated);
    if (!p.psuWithoutRedundancy.empty()) {
        c.add("POWER_PSU_NOT_REDUNDANT", Severity::Warning, "device",
              values(p.psuWithoutRedundancy), 0, 1,
              RuleText::tr("%n devices have no redundant power supply; one failure stops them.",
                           nullptr, int(p.psuWithoutRedundancy.size())),
              powerSource());
    }
}

QString coolingSource()
{
    return RuleText::tr(
        "Rack density limits: optimised air 20–40 kW, rear-door heat exchanger 40–60 kW, "
        "direct liquid 60–140 kW (Uptime Institute 2024 survey; vendor guidance).");
}

void rackCoolingRules(const Context& c)
{
    for (const RackCooling& r : c.report.cooling.racks) {
        if (r.heatKw > r.limitKw + 1e-9) {
            c.add(
                "COOLING_RACK_OVER_LIMIT", Severity::Error, "rack", {r.id.value}, r.heatKw,
                r.limitKw,
                RuleText::tr(
                    "Rack \"%1\" gives off %2 kW, more than its %3 cooling removes (%4 kW); spread "
                    "the load or change the cooling method.")
                    .arg(q(r.name))
                    .arg(r.heatKw, 0, 'f', 1)
                    .arg(QString::fromLatin1(toName(r.method)))
                    .arg(r.limitKw, 0, 'f', 0),
                coolingSource());
        }
    }
    const auto& liquid = c.report.cooling.liquidDevicesInAirRacks;
    if (!liquid.empty()) {
        c.add(
            "COOLING_LIQUID_DEVICE_IN_AIR_RACK", Severity::Error, "device", values(liquid),
            double(liquid.size()), 0,
            RuleText::tr(
                "%n liquid-cooled devices sit in air-cooled racks; give those racks direct liquid "
                "cooling.",
                nullptr, int(liquid.size())),
            coolingSource());
    }
}

// Air heat against air-side units, cold-plate heat against CDUs.
void coolingCapacityRule(const Context& c, const char* medium, double heatKw, double installedKw,
                         double nMinus1Kw)
{
    if (heatKw <= 0) {
        return;
    }
    if (installedKw < heatKw - 1e-9) {
        c.add(
            "COOLING_CAPACITY_SHORT", Severity::Error, "design", {}, heatKw, installedKw,
            RuleText::tr(
                "Cooling units remove %1 kW of %2 heat but the racks give off %3 kW; add cooling.")
                .arg(installedKw, 0, 'f', 0)
                .arg(QString::fromLatin1(medium))
                .arg(heatKw, 0, 'f', 0),
            coolingSource());
    } else if (nMinus1Kw < heatKw - 1e-9) {
        c.add(
            "COOLING_NO_REDUNDANT_UNIT", Severity::Warning, "design", {}, nMinus1Kw, heatKw,
            RuleText::tr(
                "With the largest %1 cooling unit down only %2 kW of %3 kW is removed; add a unit "
                "for N+1.")
                .arg(QString::fromLatin1(medium))
                .arg(nMinus1Kw, 0, 'f', 0)
                .arg(heatKw, 0, 'f', 0),
            RuleText::tr(
                "N+1 cooling: one unit may fail or be serviced without overheating the room."));
    }
}

void roomCoolingRules(const Context& c)
{
    const CoolingReport& r = c.report.cooling;
    if (r.coolingUnits == 0) {
        return;
    }
    coolingCapacityRule(c, "air", r.airKw, r.installedAirKw, r.installedAirNMinus1Kw);
    coolingCapacityRule(c, "liquid", r.liquidKw, r.installedLiquidKw, r.installedLiquidNMinus1Kw);
}

} // namespace

void powerRules(const Context& c)
{
    rackPowerRules(c);
    psuRules(c);
}

void coolingRules(const Context& c)
{
    rackCoolingRules(c);
    roomCoolingRules(c);
}

void spaceRules(const Context& c)
{
    const SpaceReport& s = c.report.space;
    for (const RackSpace& r : s.rackDetails) {
        for (DeviceId id : r.deeperThanRack) {
            const DeviceFacts& d = c.facts.devices()[std::size_t(c.facts.indexOf(id))];
            c.add("SPACE_DEVICE_DEEPER_THAN_RACK", Severity::Error, "device", {id.value},
                  d.part->depthMm.value_or(0), r.depthMm,
                  RuleText::tr("\"%1\" is %2 mm deep but rack \"%3\" is %4 mm; use a deeper rack.")
                      .arg(q(d.device->name))
                      .arg(d.part->depthMm.value_or(0))
                      .arg(q(r.name))
                      .arg(r.depthMm),
                  RuleText::tr(
                      "Vendor chassis depth against rack depth; the design guides warn GPU servers "
                      "are deeper than ordinary servers."));
        }
        if (r.overLoadRating) {
            c.add("SPACE_RACK_OVERWEIGHT", Severity::Error, "rack", {r.id.value}, r.weightKg,
                  r.loadLimitKg,
                  RuleText::tr(
                      "Rack \"%1\" holds %2 kg, above its %3 kg static load rating; spread the "
                      "heavy devices.")
                      .arg(q(r.name))
                      .arg(r.weightKg, 0, 'f', 0)
                      .arg(r.loadLimitKg, 0, 'f', 0),
                  RuleText::tr("The rack maker's static load rating."));
        }
    }
    if (!s.unplacedDevices.empty()) {
        c.add("SPACE_DEVICE_NOT_PLACED", Severity::Info, "device", values(s.unplacedDevices),
              double(s.unplacedDevices.size()), 0,
              RuleText::tr(
                  "%n devices are not placed in a rack yet; their power and heat count in the "
                  "totals but in no rack.",
                  nullptr, int(s.unplacedDevices.size())),
              RuleText::tr("Every device needs a rack position before installation."));
    }
}

} // namespace cs::analysis::rules
