#pragma once

#include "model/design.h"

#include <QMainWindow>

#include <optional>

class QGraphicsView;
class QPlainTextEdit;

namespace cs::ui {

class RackElevationScene;

// The main window: rack elevations in the centre, the design's summary in a
// dock, totals in the status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    // Opens a design file; shows why in a message box when it cannot.
    bool openFile(const QString& path);

private:
    void createMenus();
    void showDesign();
    void chooseAndOpen();

    std::optional<Design> mDesign;
    QString mPath;
    RackElevationScene* mScene = nullptr;
    QGraphicsView* mView = nullptr;
    QPlainTextEdit* mSummary = nullptr;
};

} // namespace cs::ui
