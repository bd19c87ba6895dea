#pragma once

#include <QObject>
#include <QString>

class QMimeData;
class QWidget;

namespace cs::ui {

// Lets a design file (*.cluster.json) dropped on a window open: an event
// filter on the window that accepts such drags and reports the drop. Other
// drags (catalog parts on the canvas) are left to the widgets under them.
class DesignDrop : public QObject
{
    Q_OBJECT

public:
    // Installs itself on `window` and turns its drops on.
    explicit DesignDrop(QWidget* window);

    // The first local *.cluster.json file among the drag's URLs, or empty.
    static QString designFileIn(const QMimeData* mime);

signals:
    void openRequested(const QString& path);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace cs::ui
