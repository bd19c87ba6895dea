#pragma once

#include "model/design.h"

#include <QString>

#include <string>

namespace cs::test {

// Loads a design file the test relies on; fails the test's QVERIFY when it
// cannot (the returned design is then empty).
Design loadDesign(const QString& path);
// The id of the device with that name; an invalid id when there is none.
DeviceId deviceNamed(const Design& design, const std::string& name);
RackId rackNamed(const Design& design, const std::string& name);

} // namespace cs::test
