#include "part.h"

#include <algorithm>
#include <array>
#include <utility>

namespace cs {

namespace {

constexpr std::array<std::pair<PartKind, const char*>, 13> kKindNames{{
    {PartKind::Gpu, "gpu"},
    {PartKind::GpuServer, "gpu_server"},
    {PartKind::Server, "server"},
    {PartKind::Cpu, "cpu"},
    {PartKind::Nic, "nic"},
    {PartKind::Switch, "switch"},
    {PartKind::Transceiver, "transceiver"},
    {PartKind::Cable, "cable"},
    {PartKind::Storage, "storage"},
    {PartKind::Rack, "rack"},
    {PartKind::Pdu, "pdu"},
    {PartKind::Cooling, "cooling"},
    {PartKind::CloudOffer, "cloud_offer"},
}};

} // namespace

const char* partKindName(PartKind kind)
{
    for (const auto& [k, name] : kKindNames) {
        if (k == kind) {
            return name;
        }
    }
    return "unknown";
}

std::optional<PartKind> partKindFromName(const std::string& name)
{
    for (const auto& [k, n] : kKindNames) {
        if (name == n) {
            return k;
        }
    }
    return std::nullopt;
}

const std::vector<PartKind>& allPartKinds()
{
    static const std::vector<PartKind> kinds = [] {
        std::vector<PartKind> all;
        for (const auto& entry : kKindNames) {
            all.push_back(entry.first);
        }
        return all;
    }();
    return kinds;
}

bool Part::isEstimate(const std::string& field) const
{
    return std::any_of(estimates.begin(), estimates.end(),
                       [&](const std::string& e) { return e == "*" || e == field; });
}

int Part::portCount() const
{
    int total = 0;
    for (const PortGroup& group : ports) {
        total += group.count;
    }
    return total;
}

} // namespace cs
