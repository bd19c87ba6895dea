#pragma once

#include "model/design.h"

#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace cs::ui {

class Document;

// New, Open, Save and Save As for one Document, with the questions and error
// boxes they need. Saves are atomic (core/io/designfile.h): a failed save
// leaves the old file as it was and the design marked unsaved.
class DocumentFiles : public QObject
{
    Q_OBJECT

public:
    DocumentFiles(Document& document, QWidget* window);

    // An empty design with one room and one row, ready for racks.
    static Design emptyDesign();
    // What File → New puts into the empty design (the user's PUE, electricity
    // price and currency); nothing by default.
    using NewDesignSetup = std::function<void(Design&)>;
    void setNewDesignSetup(NewDesignSetup setup) { mSetup = std::move(setup); }
    // The empty design with the setup applied.
    Design newEmptyDesign() const;

    void newDesign();               // asks about unsaved changes first
    bool openWithDialog();          // asks about unsaved changes first
    bool open(const QString& path); // shows why when it cannot
    bool save();                    // Save As when the design has no file yet
    bool saveAs();
    // Where Save As starts: the design's file, or its name in the home folder.
    QString suggestedSavePath() const;
    bool saveTo(const QString& path);
    // Before the design is dropped: Save, Discard or Cancel when it has unsaved
    // changes. True when the caller may go on.
    bool maybeSave();

    // The file name for the title bar, or "Untitled".
    QString displayName() const;

private:
    Document& mDocument;
    QWidget* mWindow;
    NewDesignSetup mSetup;
};

} // namespace cs::ui
