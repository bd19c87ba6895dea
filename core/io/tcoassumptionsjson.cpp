#include "tcoassumptionsjson.h"

#include "jsonfields.h"

namespace cs::json_fields {

namespace {

constexpr double kBig = 1.0e12;

template <typename V, typename S> void describeMoney(V& v, S& s)
{
    v.field("colocation_per_kw_month", s.colocationPerKwMonth, Range{0, kBig});
    v.field("facility_build_per_kw", s.facilityBuildPerKw, Range{0, kBig});
    v.field("facility_opex_per_kw_month", s.facilityOpexPerKwMonth, Range{0, kBig});
    v.field("electricity_price_per_kwh", s.electricityPricePerKwh, Range{0, 1000});
    v.field("staff_cost_per_fte_year", s.staffCostPerFteYear, Range{0, kBig});
    v.field("licence_per_node_year", s.licencePerNodeYear, Range{0, kBig});
    v.field("cloud_storage_per_tb_month", s.cloudStoragePerTbMonth, Range{0, kBig});
    v.field("egress_per_tb", s.egressPerTb, Range{0, kBig});
}

template <typename V, typename S> void describeBuild(V& v, S& s)
{
    v.field("integration_fraction", s.integrationFraction, Range{0, 10}, Need::Optional);
    v.choice("facility_mode", s.facilityMode, {"colocation", "owned"}, Need::Optional);
    v.field("pue", s.pue, Range{1, 5});
    v.field("support_fraction_per_year", s.supportFractionPerYear, Range{0, 10}, Need::Optional);
    v.field("nodes_per_fte", s.nodesPerFte, Range{0.001, 1.0e7}, Need::Optional);
    v.field("min_fte", s.minFte, Range{0, 1.0e6}, Need::Optional);
    v.field("residual_fraction", s.residualFraction, Range{0, 1}, Need::Optional);
    v.field("gpu_price_factor", s.gpuPriceFactor, Range{0, 100}, Need::Optional);
}

template <typename V, typename S> void describeCloud(V& v, S& s)
{
    v.field("cloud_offer", s.cloudOffer, Need::Optional);
    v.choice("cloud_mode", s.cloudMode,
             {"on_demand", "reserved_1y", "reserved_3y", "spot", "capacity_block"}, Need::Optional);
    v.field("cloud_price_factor", s.cloudPriceFactor, Range{0, 100}, Need::Optional);
    v.field("spot_discount", s.spotDiscount, Range{0, 0.99}, Need::Optional);
    v.field("spot_availability", s.spotAvailability, Range{0.01, 1}, Need::Optional);
    v.field("dataset_tb", s.datasetTb, Range{0, 1.0e9});
    v.field("egress_tb_per_month", s.egressTbPerMonth, Range{0, 1.0e9}, Need::Optional);
    v.field("hybrid_base_share", s.hybridBaseShare, Range{0, 1});
}

template <typename V, typename S> void describeTco(V& v, S& s)
{
    v.field("horizon_years", s.horizonYears, Range{1, 30}, Need::Optional);
    v.field("discount_rate", s.discountRate, Range{-0.5, 1}, Need::Optional);
    v.choice("currency", s.currency, {"USD", "CNY"}, Need::Optional);
    v.field("cny_per_usd", s.cnyPerUsd, Range{0.01, 1000}, Need::Optional);
    v.field("utilization", s.utilization, Range{0, 1}, Need::Optional);
    v.field("peak_share", s.peakShare, Range{0, 1}, Need::Optional);
    describeBuild(v, s);
    describeMoney(v, s);
    describeCloud(v, s);
}

} // namespace

CS_JSON_DESCRIBE(TcoAssumptions, describeTco)

} // namespace cs::json_fields

namespace cs {

namespace {

using json_fields::JsonReader;
using json_fields::Range;
using nlohmann::json;

std::vector<double> readProfile(const json& value, const std::string& path)
{
    JsonReader::checkArray(value, path, 12);
    if (value.size() != 12) {
        throw FormatError(
            path, json_fields::FieldText::tr("A demand profile lists 12 monthly utilisations, "
                                             "the horizon's first month first."));
    }
    std::vector<double> profile;
    for (std::size_t i = 0; i < value.size(); ++i) {
        profile.push_back(
            JsonReader::asNumber(value[i], json_fields::elementPath(path, i), Range{0, 1}));
    }
    return profile;
}

StagedPurchase readStage(const json& value, const std::string& path)
{
    JsonReader reader(value, path);
    StagedPurchase stage;
    reader.field("month", stage.month, Range{0, 360});
    reader.field("fraction", stage.fraction, Range{0, 1}, json_fields::Need::Optional);
    if (const json* ids = reader.find("devices")) {
        const std::string idsPath = reader.childPath("devices");
        JsonReader::checkArray(*ids, idsPath, 1000000);
        for (std::size_t i = 0; i < ids->size(); ++i) {
            stage.devices.push_back(
                JsonReader::asId((*ids)[i], json_fields::elementPath(idsPath, i)));
        }
    }
    reader.finish();
    if (stage.devices.empty() == (stage.fraction == 0)) {
        throw FormatError(path, json_fields::FieldText::tr(
                                    "A staged purchase names either devices or a fraction."));
    }
    return stage;
}

std::vector<StagedPurchase> readStages(const json& value, const std::string& path)
{
    JsonReader::checkArray(value, path, 120);
    std::vector<StagedPurchase> stages;
    for (std::size_t i = 0; i < value.size(); ++i) {
        stages.push_back(readStage(value[i], json_fields::elementPath(path, i)));
    }
    return stages;
}

json stageToJson(const StagedPurchase& s)
{
    json out{{"month", s.month}};
    if (s.devices.empty()) {
        out["fraction"] = s.fraction;
    } else {
        out["devices"] = s.devices;
    }
    return out;
}

} // namespace

TcoAssumptions tcoAssumptionsFromJson(const json& object, const std::string& path)
{
    TcoAssumptions a;
    JsonReader reader(object, path);
    json_fields::describe(reader, a);
    if (const json* profile = reader.find("demand_profile")) {
        a.demandProfile = readProfile(*profile, reader.childPath("demand_profile"));
    }
    if (const json* stages = reader.find("staged_purchases")) {
        a.stagedPurchases = readStages(*stages, reader.childPath("staged_purchases"));
    }
    reader.finish();
    return a;
}

json tcoAssumptionsToJson(const TcoAssumptions& a)
{
    json out = json_fields::JsonWriter::write(a);
    if (!a.demandProfile.empty()) {
        out["demand_profile"] = a.demandProfile;
    }
    if (!a.stagedPurchases.empty()) {
        json stages = json::array();
        for (const StagedPurchase& s : a.stagedPurchases) {
            stages.push_back(stageToJson(s));
        }
        out["staged_purchases"] = std::move(stages);
    }
    return out;
}

json withKeysOver(json section, const json& patch)
{
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (it.value().is_null()) {
            section.erase(it.key());
        } else {
            section[it.key()] = it.value();
        }
    }
    return section;
}

TcoSettings tcoSettingsFromJson(const json& section, const std::string& path)
{
    return TcoSettings{tcoAssumptionsFromJson(section, path), section};
}

TcoSettings withTcoKeys(const TcoSettings& settings, const json& patch)
{
    return tcoSettingsFromJson(withKeysOver(settings.writtenObject(), patch));
}

} // namespace cs
