#pragma once

#include <QString>
#include <QStringList>

class QMainWindow;
class QMenuBar;

namespace cs::ui {

// Help → About Clustersmith, Documentation (the design, workload, TCO and
// export formats and the design rules, as installed with the program) and
// Keyboard Shortcuts (read from the menus themselves, so it cannot drift).
void addHelpMenu(QMainWindow& window);

// "Save — Ctrl+S" for every menu action with a shortcut, menu by menu.
QStringList shortcutLines(const QMenuBar& menuBar);

// The folder with the documentation: the installed share/doc/clustersmith,
// else the source tree's docs/ beside a build; empty when neither has it.
QString documentationFolder();

} // namespace cs::ui
