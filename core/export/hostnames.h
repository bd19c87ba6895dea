#pragma once

#include "model/design.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace cs::exports {

// The names the Slurm files give the design's devices: valid host names
// (RFC 1123 labels: letters, digits and hyphens, starting with a letter, at
// most 63 characters, lower case) and unique, derived deterministically from
// the device names. A device name that is one already keeps it; others are
// cleaned ("l40s 01" → "l40s-01"), given a "node-" prefix when nothing or no
// leading letter is left ("节点-03" → "node-03", "" → "node-<id>"), and get
// "-<id>" when the name is taken (and "-2", "-3", ... after that while the
// result is taken too).
//
// A device that runs several hosts (a rack-scale system's compute trays,
// core/model/hosts.h) names each of them after itself: "<host name>-t01",
// "-t02", ... (as wide as the count needs, at least two digits), each also
// unique and at most 63 characters.
struct HostNames
{
    std::unordered_map<DeviceId, std::string> byDevice;
    std::unordered_map<DeviceId, std::vector<std::string>> trays; // devices with several hosts
    // Every device whose host name differs from its name: (name, host name),
    // in device order.
    std::vector<std::pair<std::string, std::string>> renamed;

    const std::string& of(DeviceId id) const;
    // The name of host `host` (from 0) of the device: its tray's, or the
    // device's own for a device with one host.
    const std::string& of(DeviceId id, int host) const;
    // Every host the device runs: its trays, or its own name.
    std::vector<std::string> hostsOf(DeviceId id) const;
};

HostNames hostNamesOf(const Design& design);

// `name` when it is not taken, else name-<id>, else name-<id>-2, -3, ...: the
// first one free, each cut to at most 63 characters before its suffix.
std::string firstFreeName(const std::string& name, std::uint32_t id,
                          const std::unordered_set<std::string>& taken);

// The comment lines that list the renamed devices, empty when none is.
std::string renamedComment(const HostNames& names);

} // namespace cs::exports
