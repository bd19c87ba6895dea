#pragma once

#include "editorview.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace cs::ui {

class Document;
class FabricConnectTool;
class FabricScene;
class FabricSelectTool;
class FabricTool;

// The network topology of one fabric as tiers, with a legend of link
// speeds. Select (click, double-click to expand) or connect (drag between
// devices); the context menu on a line lists the cables its links can take.
class FabricView : public EditorView
{
    Q_OBJECT

public:
    explicit FabricView(Document& document, QWidget* parent = nullptr);
    ~FabricView() override;

    FabricScene& fabricScene() { return *mScene; }
    FabricSelectTool& selectTool() { return *mSelect; }
    FabricConnectTool& connectTool() { return *mConnect; }
    // The connect tool takes the mouse while on, the select tool otherwise.
    void setConnecting(bool on);
    bool connecting() const;

    void fitFabric();
    // The screen column the tier captions take when zoomed out too far to
    // read them at scale: as wide as the longest line, at most 40% of the view.
    int captionColumnWidth() const;
    void showMessage(QPointF scenePos, const QString& text);

    // Asks which of several ways to link two devices to take: the index into
    // options, or -1 when the user declines. By default a menu at the cursor.
    using PortChooser = std::function<int(const QStringList& options, QPointF scenePos)>;
    void setPortChooser(PortChooser chooser) { mChoosePorts = std::move(chooser); }
    int choosePorts(const QStringList& options, QPointF scenePos);
    QString lastMessage() const { return mLastMessage; }

protected:
    ViewTool* currentTool() const override;
    void zoomChanged() override { mUserZoomed = true; }
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void drawLegend(QPainter* painter);
    void drawTierCaptions(QPainter* painter, const QTransform& toViewport);

    FabricScene* mScene = nullptr;
    std::unique_ptr<FabricSelectTool> mSelect;
    std::unique_ptr<FabricConnectTool> mConnect;
    FabricTool* mTool = nullptr;
    QString mLastMessage;
    bool mFitted = false;
    // Zoomed by the user since the last fit: a resize keeps the zoom.
    bool mUserZoomed = false;
    PortChooser mChoosePorts;
};

} // namespace cs::ui
