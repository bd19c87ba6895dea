#pragma once

#include "cabling.h"

#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::generator {

// Cables for links of an existing design, chosen the way the generator
// chooses them (CableCatalog), from the design's floor positions: a rack in
// slot n of a row sits at x = row.xM + n * row.slotPitchM, y = row.yM.

// Where a device sits for cable runs; nullopt when it is not mounted in a
// rack that has a place on the floor.
std::optional<DeviceSpot> deviceSpot(const Design& design, DeviceId device);

// The run between two devices (runLengthM); nullopt when either has no spot.
std::optional<double> runLengthM(const Design& design, DeviceId a, DeviceId b);

struct LinkCabling
{
    std::string cablePartId;
    std::string transceiverAPartId; // empty for copper and Cat6
    std::string transceiverBPartId;
};

// The cable and optics for a link between ports a and b over lengthM, chosen
// from `supplies` (cables and transceivers; other parts are ignored): copper
// when both cages carry this link alone or port for port, else multimode or
// single-mode fibre with optics reaching the longest link of each cage.
// nullopt when no supply part serves the run.
std::optional<LinkCabling> chooseLinkCabling(const Design& design, PortRef a, PortRef b,
                                             double lengthM,
                                             const std::vector<const Part*>& supplies);

// Whether the cable of the link reaches lengthM (a link without a cable
// always does).
bool cableReaches(const Design& design, const Link& link, double lengthM);

// The links of these racks' devices after the racks moved: each link whose
// run length changed, with its new length and, when its cable no longer
// reaches, the cable and optics chosen again from the design's snapshot and
// `supplies` (kept as they were when nothing serves the new run).
std::vector<Link> relengthLinks(const Design& design, const std::vector<RackId>& racks,
                                const std::vector<const Part*>& supplies);

// Every cabling a link can be given instead, one per cable part of `supplies`
// and the design's snapshot that carries the link's speed over its length:
// Cat6 at RJ45 ports, copper and active optical cables between like cages,
// fibre with a transceiver for each end. Sorted by cable part id.
std::vector<LinkCabling> cablingOptions(const Design& design, const Link& link,
                                        const std::vector<const Part*>& supplies);

// The first free ports of devices a and b that can carry a link of a fabric
// with this role: a port role that suits (the fabric's role, "any" or
// "uplink"), the same protocol (or "any" on one end) and speed on both ends,
// neither port linked. Of such pairs the fastest wins, so that two switches
// meet on their uplinks rather than on a 1 GbE management port.
// nullopt when the two devices have no such pair.
std::optional<std::pair<PortRef, PortRef>> firstFreePorts(const Design& design, DeviceId a,
                                                          DeviceId b, NetworkRole role);

// The ways devices a and b can be linked in a fabric with this role: for each
// kind of pair (speed and the port role on each end, e.g. 100 Gb/s uplink to
// "any", or 1 GbE management to management) its first free pair, fastest
// first. firstFreePorts is the front of this list.
std::vector<std::pair<PortRef, PortRef>> freePortPairs(const Design& design, DeviceId a, DeviceId b,
                                                       NetworkRole role);

// Every free pair of the kind of `first` (one of freePortPairs): a's free
// ports of that speed and role in port order, each with the next free port of
// b that meets it, so that a node's rails are cabled one port each, first
// port first. Starts with `first` itself.
std::vector<std::pair<PortRef, PortRef>>
freePortPairsLike(const Design& design, const std::pair<PortRef, PortRef>& first, NetworkRole role);

// Those of the devices that could still join a fabric with this role, in the
// order given: a free port of the fabric's own role, or, on a device with no
// link yet, any free port that firstFreePorts accepts ("any", "uplink").
// A switch already cabled elsewhere is not offered for its "any" ports.
std::vector<DeviceId> devicesWithFreePortFor(const Design& design,
                                             const std::vector<DeviceId>& devices,
                                             NetworkRole role);

// The role of a device's port ("compute", "management", "uplink", "any" ...),
// empty when the device or port is unknown.
std::string portRole(const Design& design, PortRef port);
// The port's speed in Gb/s, 0 when the device or port is unknown.
double portGbps(const Design& design, PortRef port);

} // namespace cs::generator
