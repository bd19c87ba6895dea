#include "migrations.h"

#include "formaterror.h"
#include "jsonfields.h"

namespace cs {

namespace {

using nlohmann::json;

// Format 1 kept devices inside their rack ("racks[].devices", placement
// without a rack id) and rack budgets in watts ("power_budget_w").
// Format 2 lists devices at the top level with a placement naming the rack,
// and budgets in kW.
void migrate1to2(json& root)
{
    json devices = json::array();
    auto racks = root.find("racks");
    if (racks != root.end() && racks->is_array()) {
        for (std::size_t i = 0; i < racks->size(); ++i) {
            json& rack = (*racks)[i];
            const std::string path = "$.racks[" + std::to_string(i) + "]";
            if (!rack.is_object()) {
                throw FormatError(
                    path, json_fields::FieldText::tr("An object { ... } is expected here."));
            }
            if (rack.contains("power_budget_kw")) {
                throw FormatError(path + ".power_budget_kw",
                                  json_fields::FieldText::tr(
                                      "Format 1 keeps rack budgets in power_budget_w only."));
            }
            if (auto w = rack.find("power_budget_w"); w != rack.end()) {
                const double watts =
                    json_fields::JsonReader::asNumber(*w, path + ".power_budget_w", {0, 1.0e6});
                rack["power_budget_kw"] = watts / 1000.0;
                rack.erase("power_budget_w");
            }
            auto mounted = rack.find("devices");
            if (mounted == rack.end()) {
                continue;
            }
            json_fields::JsonReader::checkArray(*mounted, path + ".devices", 100'000);
            for (std::size_t j = 0; j < mounted->size(); ++j) {
                json device = (*mounted)[j];
                const std::string devicePath = path + ".devices[" + std::to_string(j) + "]";
                if (!device.is_object()) {
                    throw FormatError(devicePath, json_fields::FieldText::tr(
                                                      "An object { ... } is expected here."));
                }
                if (device.contains("placement")) {
                    throw FormatError(
                        devicePath + ".placement",
                        json_fields::FieldText::tr("Format 1 devices take their place from the "
                                                   "rack that lists them; this key is not known."));
                }
                json placement = json::object();
                placement["rack"] = rack.value("id", json());
                for (const char* key : {"u", "face", "half_depth"}) {
                    if (device.contains(key)) {
                        placement[key] = device[key];
                        device.erase(key);
                    }
                }
                device["placement"] = std::move(placement);
                devices.push_back(std::move(device));
            }
            rack.erase("devices");
        }
    }
    if (auto loose = root.find("devices"); loose != root.end() && !loose->is_null()) {
        json_fields::JsonReader::checkArray(*loose, "$.devices", 1'000'000);
        for (const json& d : *loose) {
            devices.push_back(d);
        }
    }
    root["devices"] = std::move(devices);
}

// Format 3 adds the optional top-level "workloads" list. A format-2 file has
// none and means the same in format 3, so the step only raises the version;
// it refuses a format-2 file that already has the key, which no program wrote.
void migrate2to3(const json& root)
{
    if (root.contains("workloads")) {
        throw FormatError("$.workloads",
                          json_fields::FieldText::tr("Format 2 has no workloads; this key is not "
                                                     "known before format 3."));
    }
}

// Format 4 adds the optional top-level "benchmark_results" list (outputs of
// the built cluster's benchmarks, docs/commissioning.md); like the step
// before, it only raises the version of a file that has none.
void migrate3to4(const json& root)
{
    if (root.contains("benchmark_results")) {
        throw FormatError("$.benchmark_results",
                          json_fields::FieldText::tr("Format 3 has no benchmark results; this key "
                                                     "is not known before format 4."));
    }
}

// Format 5 lets a part's port group say its ports offer RDMA themselves
// ("rdma", as an accelerator's on-die RoCE ports do). A format-4 file has no
// such key and means the same in format 5, so the step only raises the
// version, refusing a format-4 file whose parts already carry the key.
void migrate4to5(const json& root)
{
    const auto parts = root.find("parts");
    if (parts == root.end() || !parts->is_object()) {
        return; // the reader names what is wrong with the parts
    }
    for (const auto& [id, part] : parts->items()) {
        if (!part.is_object() || !part.contains("ports") || !part.at("ports").is_array()) {
            continue;
        }
        const json& ports = part.at("ports");
        for (std::size_t i = 0; i < ports.size(); ++i) {
            const json& group = ports[i];
            if (group.is_object() && group.contains("rdma")) {
                throw FormatError("$.parts." + id + ".ports[" + std::to_string(i) + "].rdma",
                                  json_fields::FieldText::tr(
                                      "Format 4 has no RDMA flag on ports; this key is not known "
                                      "before format 5."));
            }
        }
    }
}

// Refuses a file whose parts carry `key` in their `section` ("gpu",
// "server"), a key its format version does not know.
void refusePartKey(const json& root, const char* section, const char* key, const QString& why)
{
    const auto parts = root.find("parts");
    if (parts == root.end() || !parts->is_object()) {
        return; // the reader names what is wrong with the parts
    }
    for (const auto& [id, part] : parts->items()) {
        if (part.is_object() && part.contains(section) && part.at(section).is_object() &&
            part.at(section).contains(key)) {
            throw FormatError("$.parts." + id + "." + section + "." + key, why);
        }
    }
}

// Format 6 lets a workload be an HPC simulation or a throughput job ("hpc",
// "throughput") and a GPU part name its next generation ("successor"). A
// format-5 file has none of them and means the same in format 6, so the step
// only raises the version, refusing a format-5 file that already carries one.
void refuseGpuSuccessor(const json& root)
{
    refusePartKey(root, "gpu", "successor",
                  json_fields::FieldText::tr("Format 5 has no next GPU generation; this key is not "
                                             "known before format 6."));
}

void migrate5to6(const json& root)
{
    refuseGpuSuccessor(root);
    const auto workloads = root.find("workloads");
    if (workloads == root.end() || !workloads->is_array()) {
        return; // the reader names what is wrong with the workloads
    }
    for (std::size_t i = 0; i < workloads->size(); ++i) {
        const json& w = (*workloads)[i];
        for (const char* key : {"hpc", "throughput"}) {
            if (w.is_object() && w.contains(key)) {
                throw FormatError("$.workloads[" + std::to_string(i) + "]." + key,
                                  json_fields::FieldText::tr(
                                      "Format 5 has no HPC or throughput workloads; this key is "
                                      "not known before format 6."));
            }
        }
    }
}

// Format 7 lets a throughput job's measured rate say how many host CPU cores
// it kept busy ("cpu_cores_per_gpu"). A format-6 file has none and means the
// same in format 7, so the step only raises the version, refusing a format-6
// file whose rates already carry one.
void migrate6to7(const json& root)
{
    const auto workloads = root.find("workloads");
    if (workloads == root.end() || !workloads->is_array()) {
        return; // the reader names what is wrong with the workloads
    }
    for (std::size_t i = 0; i < workloads->size(); ++i) {
        const json* rates = nullptr;
        const json& w = (*workloads)[i];
        if (w.is_object() && w.contains("throughput") && w["throughput"].is_object() &&
            w["throughput"].contains("rates") && w["throughput"]["rates"].is_array()) {
            rates = &w["throughput"]["rates"];
        }
        for (std::size_t r = 0; rates && r < rates->size(); ++r) {
            if ((*rates)[r].is_object() && (*rates)[r].contains("cpu_cores_per_gpu")) {
                throw FormatError("$.workloads[" + std::to_string(i) + "].throughput.rates[" +
                                      std::to_string(r) + "].cpu_cores_per_gpu",
                                  json_fields::FieldText::tr(
                                      "Format 6 measures no CPU cores with a rate; this key is "
                                      "not known before format 7."));
            }
        }
    }
}

// Format 8 lets a rack-scale system name the rack it is built into
// ("server.rack_frame"). A format-7 file has none and means the same in
// format 8, so the step only raises the version, refusing a format-7 file
// whose parts already carry the key.
void migrate7to8(const json& root)
{
    refusePartKey(root, "server", "rack_frame",
                  json_fields::FieldText::tr("Format 7 has no rack-scale systems; this key is not "
                                             "known before format 8."));
}

// Format 9 lets a port group's breakout mode name the protocol its ports run
// in that mode ("protocol", a ConnectX-8's 800G XDR cage as 2 x 400GbE) and a
// server part say how many hosts it runs ("server.hosts", an NVL72's 18
// compute trays). A format-8 file has neither and means the same in format 9,
// so the step only raises the version, refusing a format-8 file whose parts
// already carry one.
void migrate8to9(const json& root)
{
    refusePartKey(root, "server", "hosts",
                  json_fields::FieldText::tr("Format 8 has no hosts per server; this key is not "
                                             "known before format 9."));
    const auto parts = root.find("parts");
    if (parts == root.end() || !parts->is_object()) {
        return; // the reader names what is wrong with the parts
    }
    for (const auto& [id, part] : parts->items()) {
        const json* ports =
            part.is_object() && part.contains("ports") ? &part.at("ports") : nullptr;
        for (std::size_t i = 0; ports && ports->is_array() && i < ports->size(); ++i) {
            const json& group = (*ports)[i];
            const json* modes =
                group.is_object() && group.contains("breakout") ? &group.at("breakout") : nullptr;
            for (std::size_t m = 0; modes && modes->is_array() && m < modes->size(); ++m) {
                if ((*modes)[m].is_object() && (*modes)[m].contains("protocol")) {
                    throw FormatError("$.parts." + id + ".ports[" + std::to_string(i) +
                                          "].breakout[" + std::to_string(m) + "].protocol",
                                      json_fields::FieldText::tr(
                                          "Format 8 has no protocol on a breakout mode; this key "
                                          "is not known before format 9."));
                }
            }
        }
    }
}

// Format 10 lets a transceiver and a fibre cable name their optical connector
// ("connector": mpo12-apc, mpo12-upc, lc-duplex). A format-9 file has none
// and means the same in format 10, so the step only raises the version,
// refusing a format-9 file whose parts already carry one.
void migrate9to10(const json& root)
{
    const QString why = json_fields::FieldText::tr(
        "Format 9 names no optical connectors; this key is not known before format 10.");
    refusePartKey(root, "transceiver", "connector", why);
    refusePartKey(root, "cable", "connector", why);
}

} // namespace

void migrateDesign(json& root, int fromVersion)
{
    for (int version = fromVersion; version < kDesignFormatVersion; ++version) {
        switch (version) {
        case 1:
            migrate1to2(root);
            break;
        case 2:
            migrate2to3(root);
            break;
        case 3:
            migrate3to4(root);
            break;
        case 4:
            migrate4to5(root);
            break;
        case 5:
            migrate5to6(root);
            break;
        case 6:
            migrate6to7(root);
            break;
        case 7:
            migrate7to8(root);
            break;
        case 8:
            migrate8to9(root);
            break;
        case 9:
            migrate9to10(root);
            break;
        default:
            break;
        }
        root["format_version"] = version + 1;
    }
}

} // namespace cs
