#include "filemenu.h"

#include <QMenu>

namespace cs::ui {

namespace {

// The groups a separator divides: file commands, then copying and settings,
// then quitting.
int groupOf(FileCommand place)
{
    switch (place) {
    case FileCommand::CopySummary:
    case FileCommand::Settings:
        return 1;
    case FileCommand::Quit:
        return 2;
    default:
        return 0;
    }
}

} // namespace

FileMenu::FileMenu(QMenu* menu) : mMenu(menu) {}

void FileMenu::put(FileCommand place, QAction* action)
{
    mActions[place] = action;
    layOut();
}

void FileMenu::put(FileCommand place, QMenu* submenu)
{
    put(place, submenu->menuAction());
}

QAction* FileMenu::action(FileCommand place) const
{
    const auto it = mActions.find(place);
    return it == mActions.end() ? nullptr : it->second;
}

void FileMenu::layOut()
{
    mMenu->clear();
    int group = -1;
    for (const auto& [place, action] : mActions) {
        if (!action) {
            continue;
        }
        if (group >= 0 && groupOf(place) != group) {
            mMenu->addSeparator();
        }
        group = groupOf(place);
        mMenu->addAction(action);
    }
}

} // namespace cs::ui
