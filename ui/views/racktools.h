#pragma once

#include "model/design.h"

#include <QPoint>
#include <QPointF>

#include <optional>
#include <string>
#include <vector>

class QMouseEvent;
class QMimeData;
class QRubberBand;

namespace cs::ui {

class RackElevationView;

// An interaction mode of the rack view. The view hands mouse events to the
// active tool; a tool reads the document, previews on the scene and, when the
// user lets go, executes one command.
class RackTool
{
public:
    explicit RackTool(RackElevationView& view) : mView(view) {}
    virtual ~RackTool() = default;
    virtual void mousePress(QMouseEvent* event) = 0;
    virtual void mouseMove(QMouseEvent* event) = 0;
    virtual void mouseRelease(QMouseEvent* event) = 0;
    // Escape, or another tool takes over.
    virtual void cancel() {}

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
    void mousePress(QMouseEvent* event) override;
    void mouseMove(QMouseEvent* event) override;
    void mouseRelease(QMouseEvent* event) override;
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

    void mousePress(QMouseEvent* event) override;
    void mouseMove(QMouseEvent* event) override;
    void mouseRelease(QMouseEvent*) override {}
    void cancel() override;

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
