#pragma once

#include "model/design.h"

namespace cs::test {

// Two racks on one floor for cable-run tests, built from testparts.h:
// row "A" at x = 0, y = 0 with ten 0.6 m slots and 42U racks "A01" (slot 0)
// and "A02" (slot 1); "node-1" (test-server) at U1 of A01, "leaf-1" at U42
// of A02, a switch with 64 single-port 400G OSFP cages; fabric "compute"
// with one link from node-1's port 1 (its first NIC) to leaf-1's port 0 over
// an ACC cable of 5 m, 3.52 m long (see floorRunM()).
// Also row "B" at y = 3 m with ten slots, A03 in slot 0 and a CRAH in slot 4.
// The snapshot holds test-dac-3m, test-acc-5m, test-mmf-30m and the 400G
// OSFP multimode transceiver test-osfp-sr (50 m).
Design floorDesign();

Part singlePortSwitch(); // test-switch-1p: 1U, 64 x 400G OSFP, one port per cage
Part accCable();         // test-acc-5m
Part mmfCable();         // test-mmf-30m, needs transceivers
Part mmfTransceiver();   // test-osfp-sr: OSFP, 400G, multimode, 50 m
Part crah();             // test-crah: 100 kW, air
Part cdu();              // test-cdu: 500 kW, liquid

} // namespace cs::test
