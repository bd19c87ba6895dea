#pragma once

#include "entities.h"

#include <cstddef>
#include <limits>
#include <vector>

namespace cs {

// An entity with the position it held in its table, so that putting it back
// restores the design's order exactly (files and comparisons follow that order).
template <typename Entity> struct Indexed
{
    static constexpr std::size_t kAppend = std::numeric_limits<std::size_t>::max();
    std::size_t index = kAppend;
    Entity entity;
    bool operator==(const Indexed&) const = default;
};

// A switch's place in a fabric's switch list.
struct FabricMembership
{
    FabricId fabric;
    std::size_t index = 0;
    FabricSwitch member;
    bool operator==(const FabricMembership&) const = default;
};

// A device's place in a storage system's device list.
struct StorageMembership
{
    StorageSystemId system;
    std::size_t index = 0;
    DeviceId device;
    bool operator==(const StorageMembership&) const = default;
};

// Entities taken out of a design together with everything that depended on
// them (a rack's devices, a device's links and memberships). Design::insertBundle
// puts a bundle back with the same ids and positions; a bundle built by hand
// with fresh ids and Indexed::kAppend adds new entities (paste, duplicate).
struct EntityBundle
{
    std::vector<Indexed<Rack>> racks;
    std::vector<Indexed<Device>> devices;
    std::vector<Indexed<Link>> links;
    std::vector<Indexed<CoolingUnit>> coolingUnits;
    std::vector<FabricMembership> fabricSwitches;
    std::vector<StorageMembership> storageDevices;

    bool empty() const
    {
        return racks.empty() && devices.empty() && links.empty() && coolingUnits.empty() &&
               fabricSwitches.empty() && storageDevices.empty();
    }
    bool operator==(const EntityBundle&) const = default;
};

} // namespace cs
