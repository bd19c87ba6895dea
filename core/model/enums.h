#pragma once

#include <optional>
#include <string>

namespace cs {

enum class CoolingMethod
{
    Air,
    RearDoor,
    DirectLiquid
};
enum class FeedRedundancy
{
    Single,
    Redundant2N
};
enum class RackFace
{
    Front,
    Rear
};
enum class NetworkRole
{
    Compute,
    Storage,
    InBandManagement,
    OutOfBandManagement
};
enum class Topology
{
    SingleSwitch,
    FatTree,
    RailOptimized,
    Custom
};

// Stable names used in design files and reports.
const char* toName(CoolingMethod v);
const char* toName(FeedRedundancy v);
const char* toName(RackFace v);
const char* toName(NetworkRole v);
const char* toName(Topology v);

template <typename E> std::optional<E> fromName(const std::string& name);

} // namespace cs
