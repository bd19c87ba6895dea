#pragma once

#include "fattree.h"

#include "model/part.h"

#include <functional>
#include <string>
#include <vector>

namespace cs::generator {

// A switch model in one of its port modes: the ports its fabric group is
// counted in (natively, or a breakout mode the catalog documents).
struct SwitchMode
{
    const Part* part = nullptr;
    int breakout = -1; // index into the fabric group's breakout list; -1 native
    int count = 0;     // fabric ports in this mode: the radix k
    double gbps = 0;
    int portsPerCage = 1;
    std::string cage;
};

// The compute ports a node brings to the fabric.
struct EndpointPorts
{
    double gbps = 0;
    std::string protocol; // infiniband, ethernet, or any (VPI) / empty
};

// The port modes of a switch's fabric group (its largest non-management
// group), the native mode first.
std::vector<SwitchMode> portModesOf(const Part& part);

// Whether a switch speaking `switchProtocol` can serve ports speaking
// `portProtocol` ("any" and empty serve both).
bool protocolServes(const std::string& switchProtocol, const std::string& portProtocol);

// The switch model and mode for a compute fabric, and the fat tree it builds.
struct SwitchChoice
{
    SwitchMode mode;
    FatTreePlan plan;
};

// Picks among `candidates` (switch parts) the mode whose ports match the
// node's speed and protocol, for which `hasOptics` finds a transceiver, and
// that builds the fabric `input` asks for (its radix is set per mode). Ranking: a node whose ports
// run either protocol (VPI) keeps InfiniBand while an InfiniBand switch builds the fabric; then
// fewer tiers, fewer switches, the part id, native before breakout. Throws GeneratorError when none
// fits, naming why: field "switch", or "supply_parts" when only optics are missing.
struct SwitchQuery
{
    EndpointPorts ports;
    FatTreeInput fabric;
    std::string nodeName;
    bool named = false; // the candidates are the one switch the spec names
    std::function<bool(const SwitchMode&)> hasOptics;
};
SwitchChoice chooseSwitch(const std::vector<const Part*>& candidates, const SwitchQuery& query);

// The part a breakout mode turns the switch into: the same figures with the
// fabric group in that mode, under the id "<catalog id>.<count>x<gbps>g".
Part partInMode(const SwitchMode& mode);

// "<count>x<gbps>g", the suffix a part in a breakout mode takes ("128x400g").
std::string breakoutTag(int count, double gbps);

} // namespace cs::generator
