#pragma once

#include <QAction>
#include <QPointer>

#include <map>

class QMenu;

namespace cs::ui {

// The File menu's places, in the order it shows them.
enum class FileCommand
{
    New,
    NewFromWizard,
    Open,
    OpenRecent,
    Save,
    SaveAs,
    Export,
    CopySummary,
    Settings,
    Quit
};

// The File menu, laid out from its places: whoever adds a command (the main
// window, the application shell, the export actions) names the place, and
// the menu puts it there with the separators between the groups (the file
// commands; copying and settings; quitting). No part of the program looks
// for another's actions by shortcut or position.
class FileMenu
{
public:
    explicit FileMenu(QMenu* menu);

    QMenu* menu() const { return mMenu; }
    // Shows `action` at its place; one already there gives way. The action
    // must not be owned by the menu (the menu is laid out again).
    void put(FileCommand place, QAction* action);
    void put(FileCommand place, QMenu* submenu);
    QAction* action(FileCommand place) const;

private:
    void layOut();

    QMenu* mMenu;
    std::map<FileCommand, QPointer<QAction>> mActions; // a deleted one is skipped
};

} // namespace cs::ui
