#pragma once

#include <compare>
#include <cstdint>
#include <functional>

namespace cs {

// A typed integer id: a RackId cannot be passed where a DeviceId is expected.
template <typename Tag> struct StrongId
{
    std::uint32_t value = 0;

    constexpr StrongId() = default;
    constexpr explicit StrongId(std::uint32_t v) : value(v) {}
    constexpr bool isValid() const { return value != 0; }
    friend constexpr auto operator<=>(StrongId, StrongId) = default;
};

using RoomId = StrongId<struct RoomTag>;
using RowId = StrongId<struct RowTag>;
using RackId = StrongId<struct RackTag>;
using DeviceId = StrongId<struct DeviceTag>;
using FabricId = StrongId<struct FabricTag>;
using LinkId = StrongId<struct LinkTag>;
using StorageSystemId = StrongId<struct StorageSystemTag>;
using CoolingUnitId = StrongId<struct CoolingUnitTag>;

} // namespace cs

template <typename Tag> struct std::hash<cs::StrongId<Tag>>
{
    std::size_t operator()(cs::StrongId<Tag> id) const noexcept
    {
        return std::hash<std::uint32_t>{}(id.value);
    }
};
