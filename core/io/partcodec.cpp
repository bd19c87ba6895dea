#include "partcodec.h"

#include <regex>

namespace cs {

namespace json_fields {

template <typename V, typename S> void describePart(V& v, S& p)
{
    v.field("id", p.id);
    v.field("name", p.name);
    v.field("vendor", p.vendor);
    v.field("part_number", p.partNumber, Need::Optional);
    v.field("source", p.source);
    v.field("estimates", p.estimates, 64);
    v.field("notes", p.notes, Need::Optional);
    v.object("power_w", p.power);
    v.field("height_u", p.heightU, Range{0, 100});
    v.field("depth_mm", p.depthMm, Range{0, 5000});
    v.field("width_mm", p.widthMm, Range{0, 5000});
    v.field("weight_kg", p.weightKg, Range{0, 1.0e5});
    v.object("price", p.price);
    v.array("ports", p.ports, 64);
    v.object("gpu", p.gpu);
    v.object("server", p.server);
    v.object("cpu", p.cpu);
    v.object("nic", p.nic);
    v.object("switch", p.networkSwitch);
    v.object("transceiver", p.transceiver);
    v.object("cable", p.cable);
    v.object("storage", p.storage);
    v.object("rack", p.rack);
    v.object("pdu", p.pdu);
    v.object("cooling", p.cooling);
    v.object("cloud_offer", p.cloud);
}

} // namespace json_fields

namespace {

// The kind-specific object each kind must carry, and only that one.
const char* specKeyFor(PartKind kind)
{
    switch (kind) {
    case PartKind::Gpu:
        return "gpu";
    case PartKind::GpuServer:
    case PartKind::Server:
        return "server";
    case PartKind::Cpu:
        return "cpu";
    case PartKind::Nic:
        return "nic";
    case PartKind::Switch:
        return "switch";
    case PartKind::Transceiver:
        return "transceiver";
    case PartKind::Cable:
        return "cable";
    case PartKind::Storage:
        return "storage";
    case PartKind::Rack:
        return "rack";
    case PartKind::Pdu:
        return "pdu";
    case PartKind::Cooling:
        return "cooling";
    case PartKind::CloudOffer:
        return "cloud_offer";
    }
    return "";
}

std::vector<const char*> presentSpecs(const Part& p)
{
    std::vector<const char*> keys;
    auto add = [&](bool present, const char* key) {
        if (present) {
            keys.push_back(key);
        }
    };
    add(p.gpu.has_value(), "gpu");
    add(p.server.has_value(), "server");
    add(p.cpu.has_value(), "cpu");
    add(p.nic.has_value(), "nic");
    add(p.networkSwitch.has_value(), "switch");
    add(p.transceiver.has_value(), "transceiver");
    add(p.cable.has_value(), "cable");
    add(p.storage.has_value(), "storage");
    add(p.rack.has_value(), "rack");
    add(p.pdu.has_value(), "pdu");
    add(p.cooling.has_value(), "cooling");
    add(p.cloud.has_value(), "cloud_offer");
    return keys;
}

} // namespace

void checkPartShape(const Part& part, const std::string& path)
{
    static const std::regex idPattern("^[a-z0-9][a-z0-9._-]{0,127}$");
    if (!std::regex_match(part.id, idPattern)) {
        throw FormatError(path + ".id", json_fields::FieldText::tr(
                                            "A part id uses lower-case letters, digits, '.', "
                                            "'-' and '_', at most 128 characters."));
    }
    if (part.source.empty()) {
        throw FormatError(path + ".source", json_fields::FieldText::tr(
                                                "Every part needs the source of its figures."));
    }
    const std::string expected = specKeyFor(part.kind);
    const std::vector<const char*> present = presentSpecs(part);
    if (present.size() != 1 || expected != present.front()) {
        throw FormatError(path + "." + expected,
                          json_fields::FieldText::tr(
                              "A part of kind \"%1\" needs the \"%2\" figures and no others.")
                              .arg(QString::fromLatin1(partKindName(part.kind)),
                                   QString::fromStdString(expected)));
    }
    if (part.price && (part.price->currency.size() != 3 || part.price->date.empty())) {
        throw FormatError(path + ".price", json_fields::FieldText::tr(
                                               "A price needs a three-letter currency code and "
                                               "the date it was seen."));
    }
    if (part.cable && !part.cable->connector.empty() && part.cable->type != "mmf" &&
        part.cable->type != "smf") {
        throw FormatError(path + ".cable.connector",
                          json_fields::FieldText::tr("Only a fibre (mmf or smf) has an optical "
                                                     "connector; a copper cable plugs into the "
                                                     "cage itself."));
    }
}

Part partFromJson(const nlohmann::json& object, const std::string& path)
{
    json_fields::JsonReader reader(object, path);
    Part part;
    std::string kind;
    reader.field("kind", kind);
    const std::optional<PartKind> parsed = partKindFromName(kind);
    if (!parsed) {
        throw FormatError(path + ".kind",
                          json_fields::FieldText::tr("\"%1\" is not a known part kind.")
                              .arg(QString::fromStdString(kind)));
    }
    part.kind = *parsed;
    json_fields::describePart(reader, part);
    reader.finish();
    checkPartShape(part, path);
    return part;
}

nlohmann::json partToJson(const Part& part)
{
    json_fields::JsonWriter writer;
    writer.field("kind", std::string(partKindName(part.kind)));
    json_fields::describePart(writer, part);
    return std::move(writer.result());
}

} // namespace cs
