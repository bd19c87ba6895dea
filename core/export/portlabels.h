#pragma once

#include "model/design.h"

#include <string>
#include <vector>

namespace cs::exports {

// What an installer reads on the chassis for each of a device's ports, in
// the file format's port order (the part's own groups, then each NIC
// instance): the cage type and its number among the cages of that type,
// counted from 1, with the port within a multi-port cage after a slash.
// A switch's 64 ports in twin-port OSFP cages are "OSFP 1/1" … "OSFP 32/2";
// the second NIC's port of a server is "NIC2 OSFP 1". Cages without a type
// are called "port".
std::vector<std::string> portLabels(const Design& design, const Device& device);

} // namespace cs::exports
