#pragma once

#include "editorview.h"

#include "model/design.h"

#include <QPointF>
#include <QString>

#include <optional>

namespace cs::ui {

class FabricView;

// An interaction mode of the fabric view (editorview.h), working in scene positions.
class FabricTool : public ViewTool
{
public:
    explicit FabricTool(FabricView& view) : mView(view) {}

protected:
    FabricView& view() { return mView; }

private:
    FabricView& mView;
};

// Click selects a box (its links light up, the racks it serves join the
// selection) or a line (its links, for the link inspector); a double-click on a folded tier expands
// it, on an expanded tier's box folds it again.
class FabricSelectTool : public FabricTool
{
public:
    explicit FabricSelectTool(FabricView& view) : FabricTool(view) {}
    void press(const PointerEvent& event) override;
    void move(const PointerEvent&) override {}
    void release(const PointerEvent&) override {}
    void doubleClick(QPointF scenePos);
};

// Drag from one device to another to link them: the first free compatible
// port on each (of the kind the user picks when there are several) — from a
// node or other endpoint to a switch, every free port of that kind, or as
// many as the user picks — the length from their racks' places on the floor,
// the cable and optics chosen by that length as the generator does; one undo
// step that adds the links and, when a switch joins the fabric by them, gives
// the switch its tier (switchesWithLink); or the reason at the cursor.
class FabricConnectTool : public FabricTool
{
public:
    explicit FabricConnectTool(FabricView& view) : FabricTool(view) {}
    void press(const PointerEvent& event) override;
    void move(const PointerEvent& event) override;
    void release(const PointerEvent& event) override;
    void cancel() override;

    // Links two devices of the shown fabric; the refusal when it cannot (empty
    // when the user declined). When they can meet on ports of more than one
    // kind (a 100 Gb/s uplink or a 1 GbE management port), the view asks which.
    std::optional<QString> connectDevices(DeviceId a, DeviceId b, QPointF at = {});

private:
    std::optional<DeviceId> deviceAt(QPointF scenePos, QString& problem);
    // How many of `most` free port pairs to cable (0: declined), asked through
    // the view's port chooser.
    int chooseCount(int most, QPointF at);

    std::optional<DeviceId> mFrom;
    QPointF mFromPos;
};

} // namespace cs::ui
