#pragma once

#include "model/design.h"

namespace cs::test {

// Small, fully specified parts for building designs in tests. Figures are
// chosen for easy arithmetic, not taken from any datasheet.
// A catalog price of `amount` USD per unit, dated 2026-01, not an estimate.
Price usd(double amount);
Part priced(Part part, double amountUsd);

Part rack42u();     // 42U, 1200 mm deep, 1500 kg
Part gpuPart();     // 80 GB, 1000 TFLOPS BF16
Part nicPart();     // one 400G OSFP port
Part gpuServer8u(); // 8U, 900 mm deep, 1 BMC port + 8 NICs (ports 1..8), 8 GPUs
Part leafSwitch();  // 1U, 64 x 400G
Part dacCable(double lengthM);
Part storageServer();  // 2U, 100 TB, 20 GB/s read
Part rearDoorCooler(); // rear-door heat exchanger, 50 kW
Part zeroUPdu();       // 0U, 22 kW

// Every entity kind at least once: two rooms, rows, racks, servers with and
// without config overrides, a PDU, a switch, a fabric with links, a storage
// system, a floor cooler and a rear door, and assumption sections.
Design fullDesign();

// A design holding the parts above, one room, one row of 10 slots and one rack.
Design designWithOneRack();

} // namespace cs::test
