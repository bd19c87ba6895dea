#include "designlookup.h"

#include "io/designfile.h"

#include <QTest>

#include <algorithm>

namespace cs::test {

Design loadDesign(const QString& path)
{
    DesignLoadResult loaded = loadDesignFile(path);
    if (!loaded.ok()) {
        QTest::qFail(qPrintable(loaded.error->toString()), __FILE__, __LINE__);
        return {};
    }
    return std::move(*loaded.design);
}

DeviceId deviceNamed(const Design& design, const std::string& name)
{
    const auto& all = design.devices();
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const Device& d) { return d.name == name; });
    return it == all.end() ? DeviceId() : it->id;
}

RackId rackNamed(const Design& design, const std::string& name)
{
    const auto& all = design.racks();
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const Rack& r) { return r.name == name; });
    return it == all.end() ? RackId() : it->id;
}

} // namespace cs::test
