#pragma once

#include "model/design.h"

#include <QObject>

#include <vector>

namespace cs::ui {

// The ids a user has selected, of every kind at once.
struct SelectedIds
{
    std::vector<DeviceId> devices;
    std::vector<RackId> racks;
    std::vector<LinkId> links;
    std::vector<FabricId> fabrics;
    std::vector<CoolingUnitId> coolingUnits;

    bool empty() const
    {
        return devices.empty() && racks.empty() && links.empty() && fabrics.empty() &&
               coolingUnits.empty();
    }
    bool operator==(const SelectedIds&) const = default;
};

// The selection every view of one Document shares: a view that changes it
// emits selectionChanged, and every view (itself included) follows.
class Selection : public QObject
{
    Q_OBJECT

public:
    explicit Selection(QObject* parent = nullptr);

    const SelectedIds& ids() const { return mIds; }
    const std::vector<DeviceId>& devices() const { return mIds.devices; }
    const std::vector<RackId>& racks() const { return mIds.racks; }
    const std::vector<LinkId>& links() const { return mIds.links; }
    const std::vector<FabricId>& fabrics() const { return mIds.fabrics; }
    const std::vector<CoolingUnitId>& coolingUnits() const { return mIds.coolingUnits; }
    bool contains(DeviceId id) const;
    bool contains(RackId id) const;
    bool isEmpty() const { return mIds.empty(); }

    // Each replaces the whole selection; nothing is emitted when it stays the same.
    void set(SelectedIds ids);
    void selectDevices(std::vector<DeviceId> ids);
    void selectRacks(std::vector<RackId> ids);
    void clear();
    // Ctrl+click: adds the device, or takes it out when it is selected.
    void toggle(DeviceId id);
    void toggle(RackId id);
    // Drops ids the design no longer holds (after a removal or undo).
    void prune(const Design& design);

signals:
    void selectionChanged();

private:
    SelectedIds mIds;
};

} // namespace cs::ui
