#pragma once

// How each entity of a design file maps to its JSON fields, described once for
// every reader and writer (jsonfields.h): the DOM reader, the fast reader of
// current-format files and the writer all instantiate these.
#include "designcodec.h"
#include "jsonfields.h"
#include "partcodec.h"

namespace cs {

namespace json_fields {

inline constexpr Range kMetres{-1.0e5, 1.0e5};

template <typename V, typename S> void describeFacility(V& v, S& s)
{
    v.field("pue", s.pue, Range{1.0, 5.0}, Need::Optional);
    v.field("electricity_price_per_kwh", s.electricityPricePerKwh, Range{0, 100}, Need::Optional);
    v.field("currency", s.currency, Need::Optional);
}

template <typename V, typename S> void describeRoom(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("width_m", s.widthM, Range{0, 1.0e4}, Need::Optional);
    v.field("depth_m", s.depthM, Range{0, 1.0e4}, Need::Optional);
}

template <typename V, typename S> void describeRow(V& v, S& s)
{
    v.field("id", s.id);
    v.field("room", s.room);
    v.field("name", s.name);
    v.field("x_m", s.xM, kMetres, Need::Optional);
    v.field("y_m", s.yM, kMetres, Need::Optional);
    v.field("slot_pitch_m", s.slotPitchM, Range{0.1, 10}, Need::Optional);
    v.field("slots", s.slotCount, Range{0, 1000}, Need::Optional);
    v.choice("cooling", s.cooling, Need::Optional);
}

template <typename V, typename S> void describeRackPosition(V& v, S& s)
{
    v.field("row", s.row);
    v.field("slot", s.slot, Range{0, 1000});
}

template <typename V, typename S> void describeRack(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("part", s.partId);
    v.object("position", s.position);
    v.field("power_budget_kw", s.powerBudgetKw, Range{0, 1000});
    v.choice("feeds", s.feeds, Need::Optional);
    v.choice("cooling", s.cooling, Need::Optional);
}

template <typename V, typename S> void describePlacement(V& v, S& s)
{
    v.field("rack", s.rack);
    v.field("u", s.bottomU, Range{0, 100});
    v.choice("face", s.face, Need::Optional);
    v.field("half_depth", s.halfDepth);
}

template <typename V, typename S> void describeConfig(V& v, S& s)
{
    v.field("gpu", s.gpuPartId);
    v.field("gpu_count", s.gpuCount, Range{0, 1024});
    v.field("cpu", s.cpuPartId);
    v.field("cpu_count", s.cpuCount, Range{0, 1024});
    v.field("ram_gb", s.ramGb, Range{0, 1.0e6});
    v.array("nics", s.nics, kMaxNicEntries);
    v.field("local_nvme_tb", s.localNvmeTb, Range{0, 1.0e5});
    v.field("feed", s.feed);
}

template <typename V, typename S> void describeDevice(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("part", s.partId);
    v.object("placement", s.placement);
    v.object("config", s.config, Need::Optional);
}

template <typename V, typename S> void describeFabricSwitch(V& v, S& s)
{
    v.field("device", s.device);
    v.field("tier", s.tier, Range{1, 3});
}

template <typename V, typename S> void describeFabric(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.choice("role", s.role);
    v.choice("topology", s.topology);
    v.field("target_oversubscription", s.targetOversubscription, Range{1, 1000}, Need::Optional);
    v.array("switches", s.switches, DesignLimits::maxSwitchesPerFabric);
}

template <typename V, typename S> void describePortRef(V& v, S& s)
{
    v.field("device", s.device);
    v.field("port", s.port, Range{0, 1.0e5});
}

template <typename V, typename S> void describeLink(V& v, S& s)
{
    v.field("id", s.id);
    v.field("fabric", s.fabric);
    v.object("a", s.a);
    v.object("b", s.b);
    v.field("cable", s.cablePartId, Need::Optional);
    v.field("transceiver_a", s.transceiverAPartId, Need::Optional);
    v.field("transceiver_b", s.transceiverBPartId, Need::Optional);
    v.field("length_m", s.lengthM, Range{0, 1.0e5}, Need::Optional);
}

template <typename V, typename S> void describeStorageSystem(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("filesystem", s.filesystem, Need::Optional);
    v.array("devices", s.devices, DesignLimits::maxDevices);
}

template <typename V, typename S> void describeCoolingUnit(V& v, S& s)
{
    v.field("id", s.id);
    v.field("name", s.name);
    v.field("part", s.partId);
    v.object("position", s.position);
    v.field("attached_rack", s.attachedRack);
}

// A storage system lists bare device ids; this wrapper gives them a describe().
template <typename V> void describe(V& v, DeviceId& s)
{
    v.field("device", s);
}
template <typename V> void describe(V& v, const DeviceId& s)
{
    v.field("device", s);
}

CS_JSON_DESCRIBE(FacilityAssumptions, describeFacility)
CS_JSON_DESCRIBE(Room, describeRoom)
CS_JSON_DESCRIBE(Row, describeRow)
CS_JSON_DESCRIBE(RackPosition, describeRackPosition)
CS_JSON_DESCRIBE(Rack, describeRack)
CS_JSON_DESCRIBE(Placement, describePlacement)
CS_JSON_DESCRIBE(DeviceConfig, describeConfig)
CS_JSON_DESCRIBE(Device, describeDevice)
CS_JSON_DESCRIBE(FabricSwitch, describeFabricSwitch)
CS_JSON_DESCRIBE(Fabric, describeFabric)
CS_JSON_DESCRIBE(PortRef, describePortRef)
CS_JSON_DESCRIBE(Link, describeLink)
CS_JSON_DESCRIBE(StorageSystem, describeStorageSystem)
CS_JSON_DESCRIBE(CoolingUnit, describeCoolingUnit)

} // namespace json_fields

} // namespace cs
