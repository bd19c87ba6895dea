#pragma once

#include "editorview.h"

#include "model/design.h"

#include <QPoint>
#include <QPointF>

#include <optional>
#include <string>
#include <vector>

class QMimeData;
class QRubberBand;

namespace cs::ui {

class RackElevationView;

// An interaction mode of the rack view (editorview.h), working in viewport
// positions: a tool reads the document, previews on the scene and, when the
// user lets go, executes one command.
class RackTool : public ViewTool
{
public:
    explicit RackTool(RackElevationView& view) : mView(view) {}

protected:
    RackElevationView& view() { return mView; }

private:
    RackElevationView& mView;
};

// Click selects a device or rack (Ctrl adds or removes), a drag on empty
// space selects by rubber band, a drag on a device moves the selected devices
// by whole units, to another face or rack: one MoveDevices command on release.
class SelectTool : public RackTool
{
public:
    explicit SelectTool(RackElevationView& view);
    ~SelectTool() override;
    void press(const PointerEvent& event) override;
    void move(const PointerEvent& event) override;
    void release(const PointerEvent& event) override;
    void cancel() override;

private:
    enum class State
    {
        Idle,
        Pressed,
        Moving,
        Banding
    };
    using Moves = std::vector<std::pair<DeviceId, std::optional<Placement>>>;
    // Where the selected devices would go with the cursor at pos; the reason
    // when one of them cannot.
    Moves movesTo(QPoint pos, QString& problem);
    void previewMove(QPoint pos);
    void finishMove(QPoint pos);
    void finishBand(QPoint pos, bool add);
    void clickOnRack(QPoint pos, bool add);

    State mState = State::Idle;
    QPoint mPressPos;
    DeviceId mGrabbed;
    RackFace mGrabbedFace = RackFace::Front;
    int mGrabU = 0;
    bool mCtrl = false;
    QRubberBand* mBand = nullptr;
};

// Places one catalog part: follows drags of catalog parts (drag and drop) and,
// when armed with a part, clicks. Shows where the part would land and, when
// it cannot, why — at the cursor.
class PlaceTool : public RackTool
{
public:
    explicit PlaceTool(RackElevationView& view) : RackTool(view) {}
    // The part clicks place (nullopt: none).
    void setPart(std::optional<std::string> partId) { mPartId = std::move(partId); }
    const std::optional<std::string>& part() const { return mPartId; }
    bool dragging() const { return mDragPartId.has_value(); }

    void press(const PointerEvent& event) override;
    void move(const PointerEvent& event) override;
    void release(const PointerEvent&) override {}
    void cancel() override;
    // Shows where the armed part would land as the pointer moves.
    bool followsHover() const override { return true; }

    // Drag and drop of a part id (see partsource.h); each returns whether the
    // drop is acceptable at pos.
    bool dragEnter(const QMimeData* mime, QPoint pos);
    bool dragMove(QPoint pos);
    void dragLeave();
    bool drop(QPoint pos);

private:
    bool preview(const std::string& partId, QPoint pos);
    bool place(const std::string& partId, QPoint pos);

    std::optional<std::string> mPartId;
    std::optional<std::string> mDragPartId;
};

} // namespace cs::ui
