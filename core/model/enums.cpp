#include "enums.h"

#include "nametable.h"

namespace cs {

namespace {

constexpr std::array<std::pair<CoolingMethod, const char*>, 3> kCooling{{
    {CoolingMethod::Air, "air"},
    {CoolingMethod::RearDoor, "rear_door"},
    {CoolingMethod::DirectLiquid, "direct_liquid"},
}};
constexpr std::array<std::pair<FeedRedundancy, const char*>, 2> kFeeds{{
    {FeedRedundancy::Single, "single"},
    {FeedRedundancy::Redundant2N, "2n"},
}};
constexpr std::array<std::pair<RackFace, const char*>, 2> kFaces{{
    {RackFace::Front, "front"},
    {RackFace::Rear, "rear"},
}};
constexpr std::array<std::pair<NetworkRole, const char*>, 4> kRoles{{
    {NetworkRole::Compute, "compute"},
    {NetworkRole::Storage, "storage"},
    {NetworkRole::InBandManagement, "inband_management"},
    {NetworkRole::OutOfBandManagement, "oob_management"},
}};
constexpr std::array<std::pair<Topology, const char*>, 4> kTopologies{{
    {Topology::SingleSwitch, "single_switch"},
    {Topology::FatTree, "fat_tree"},
    {Topology::RailOptimized, "rail_optimized"},
    {Topology::Custom, "custom"},
}};

} // namespace

const char* toName(CoolingMethod v)
{
    return nameIn(kCooling, v);
}
const char* toName(FeedRedundancy v)
{
    return nameIn(kFeeds, v);
}
const char* toName(RackFace v)
{
    return nameIn(kFaces, v);
}
const char* toName(NetworkRole v)
{
    return nameIn(kRoles, v);
}
const char* toName(Topology v)
{
    return nameIn(kTopologies, v);
}

template <> std::optional<CoolingMethod> fromName(const std::string& n)
{
    return valueIn(kCooling, n);
}
template <> std::optional<FeedRedundancy> fromName(const std::string& n)
{
    return valueIn(kFeeds, n);
}
template <> std::optional<RackFace> fromName(const std::string& n)
{
    return valueIn(kFaces, n);
}
template <> std::optional<NetworkRole> fromName(const std::string& n)
{
    return valueIn(kRoles, n);
}
template <> std::optional<Topology> fromName(const std::string& n)
{
    return valueIn(kTopologies, n);
}

} // namespace cs
