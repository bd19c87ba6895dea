#pragma once

#include "fabriclayout.h"

#include "model/design.h"

#include <QGraphicsScene>

#include <memory>
#include <optional>
#include <set>
#include <vector>

class QGraphicsLineItem;

namespace cs::generator {
struct LinkCabling;
}

namespace cs::analysis {
struct AnalysisReport;
struct FabricReport;
} // namespace cs::analysis

namespace cs::ui {

class Document;
struct DesignChange;

// One fabric of the document drawn as tiers (FabricLayout): boxes for
// devices or folded tiers, one line per bundle of parallel links of a speed,
// tier titles with their oversubscription. Rebuilt when links, fabrics or
// devices change, at once while a view shows it or when a view shows it
// again (a hidden tab costs an edit nothing); other edits leave it alone.
// The oversubscription comes
// from the analysis the runner makes after each change (showAnalysis); the
// scene never analyses on its own.
class FabricScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit FabricScene(Document& document, QObject* parent = nullptr);

    Document& document() { return mDocument; }
    const Design& design() const;
    const FabricLayout& layout() const { return mLayout; }

    // The fabric shown; an invalid id picks the first (compute first).
    void setFabric(FabricId id);
    FabricId fabric() const { return mFabric; }

    // Rebuilds if edits arrived while no view showed the scene; views call
    // it when they are shown.
    void refreshIfStale();

    // The figures of the runner's last analysis (null before its first).
    void showAnalysis(std::shared_ptr<const analysis::AnalysisReport> report);

    // Draws a folded tier one device per box, or folds it again.
    void setExpanded(int tier, bool expanded);
    bool isExpanded(int tier) const { return mExpanded.count(tier) != 0; }

    // The box under a scene point, or -1; likewise for the edge nearest the
    // point within tolerance scene units.
    int boxAt(QPointF scenePos) const;
    int edgeAt(QPointF scenePos, double tolerance = 6) const;

    // Highlights the box's links and puts its devices and the racks they
    // serve into the shared selection; -1 clears.
    void selectBox(int box);
    int selectedBox() const { return mSelectedBox; }
    // Highlights the edge and selects its links (a folded bundle's, all of
    // them), which the inspector's link page then edits; -1 clears.
    void selectEdge(int edge);
    int selectedEdge() const { return mSelectedEdge; }
    bool edgeHighlighted(int edge) const;
    // Racks holding the endpoints under the box's devices.
    std::vector<RackId> racksServed(int box) const;

    // The cablings the edge's links can take instead, and giving them one
    // (one undo step for all links of the edge).
    std::vector<generator::LinkCabling> cablingChoices(int edge) const;
    std::optional<QString> setEdgeCabling(int edge, const generator::LinkCabling& cabling);

    // Cables and transceivers of the catalog to choose from.
    void setSupplyParts(std::vector<Part> parts) { mSupplies = std::move(parts); }
    const std::vector<Part>& supplyParts() const { return mSupplies; }
    std::vector<const Part*> supplyPointers() const;

    // A rubber line while connecting.
    void showConnectLine(QPointF from, QPointF to);
    void hideConnectLine();

signals:
    void layoutChanged();

private:
    void onChanged(const DesignChange& change);
    void rebuild();
    // A rename: the boxes of these devices take their new names, nothing moves.
    void relabel(const std::vector<DeviceId>& devices);
    void chooseFabric(FabricId id);
    // A view shows the scene, or none is in a window on screen (drawn at once).
    bool drawnNow() const;
    const analysis::FabricReport* fabricReport() const;

    Document& mDocument;
    std::shared_ptr<const analysis::AnalysisReport> mReport;
    FabricId mFabric;
    std::set<int> mExpanded;
    FabricLayout mLayout;
    bool mStale = false; // edits arrived while no view showed the layout
    int mSelectedBox = -1;
    int mSelectedEdge = -1;
    std::vector<Part> mSupplies;
    QGraphicsLineItem* mConnectLine = nullptr;
};

// The cables and transceivers among the parts: what links choose from.
std::vector<Part> cablingSupplies(const std::vector<Part>& parts);

// The colour of a link speed, shared by the lines and the legend.
QColor speedColor(double gbps);

} // namespace cs::ui
