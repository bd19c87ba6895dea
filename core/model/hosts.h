#pragma once

#include "design.h"

namespace cs {

// The hosts a device runs: a rack-scale system's compute trays
// (ServerSpec::hosts), one for anything else.
int hostCount(const Design& design, const Device& device);

// The host (from 0) a port of the device belongs to. Each NIC entry's
// instances are spread evenly over the hosts in order (instance i of n goes
// to host ⌊i × hosts ÷ n⌋: an NVL72's 72 ConnectX-7 four to a tray); the
// part's own ports belong to host 0.
int hostOfPort(const Design& design, const Device& device, int port);

// Host `host`'s share of `total` GPUs, CPUs or GB spread over `hosts`: the
// even part, and one more on each of the first hosts while a remainder lasts
// (a device configured with a count the hosts do not divide).
int shareOfHost(int total, int hosts, int host);

} // namespace cs
