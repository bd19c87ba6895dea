#pragma once

#include <QObject>

#include <vector>

class QDockWidget;
class QMainWindow;

namespace cs::ui {

// Where the main window's docks sit and how wide they are: defaults that read
// well at 1600×1000 (the catalog's categories and the analysis figures whole,
// the central view still the widest), and the user's own arrangement kept in
// QSettings across runs. The saved state carries kStateVersion; a state saved
// by an older arrangement is ignored so that it cannot bring back its cramped
// docks.
class DockLayout : public QObject
{
    Q_OBJECT

public:
    struct Docks
    {
        QDockWidget* catalog = nullptr;   // left, tabified with the history
        QDockWidget* inspector = nullptr; // right, above the analysis
        QDockWidget* analysis = nullptr;
    };

    // Raise when docks are added, removed or their default places change.
    static constexpr int kStateVersion = 2;
    static constexpr int kCatalogWidth = 280;
    static constexpr int kRightColumnWidth = 500;
    static constexpr int kInspectorHeight = 340;

    DockLayout(QMainWindow& window, const Docks& docks);

    // Restores the saved arrangement, or applies the defaults when there is
    // none of this version. Runs by itself when the window is first shown.
    void restore();
    // Saves the arrangement as the user left it: docks set aside for a wide
    // tab count as shown.
    void save();
    void applyDefaults();
    // Sets every shown dock aside (a tab that needs the window's width, the
    // TCO charts and scenario comparison), or brings back those it set aside.
    void setDocksAside(bool aside);
    bool docksAside() const { return !mAside.empty(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow& mWindow;
    Docks mDocks;
    bool mRestored = false;
    std::vector<QDockWidget*> mAside; // hidden by setDocksAside(true)
};

} // namespace cs::ui
