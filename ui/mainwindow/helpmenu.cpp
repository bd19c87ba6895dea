#include "helpmenu.h"

#include "version.h"

#include <QAction>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QUrl>

namespace cs::ui {

namespace {

// The Help menu's translation context.
class HelpText
{
    Q_DECLARE_TR_FUNCTIONS(HelpText)
};

void showAbout(QWidget* parent)
{
    QMessageBox::about(
        parent, HelpText::tr("About Clustersmith"),
        HelpText::tr(
            "<b>Clustersmith %1</b><p>Design GPU clusters and model what they cost: racks, "
            "fabrics, power, cooling and build against rent.</p><p>Part figures come from "
            "the sources each catalog row names; estimates are flagged as such.</p>")
            .arg(QStringLiteral(CLUSTERSMITH_VERSION)));
}

void openDocumentation(QWidget* parent)
{
    const QString folder = documentationFolder();
    if (folder.isEmpty() || !QDesktopServices::openUrl(QUrl::fromLocalFile(folder))) {
        QMessageBox::information(
            parent, HelpText::tr("Documentation"),
            HelpText::tr("The documentation is not installed here. It is in the "
                         "docs folder of the Clustersmith sources."));
    }
}

void showShortcuts(QMainWindow& window)
{
    QMessageBox box(QMessageBox::NoIcon, HelpText::tr("Keyboard Shortcuts"),
                    shortcutLines(*window.menuBar()).join(QLatin1Char('\n')), QMessageBox::Close,
                    &window);
    box.exec();
}

} // namespace

QStringList shortcutLines(const QMenuBar& menuBar)
{
    QStringList lines;
    for (QAction* menuAction : menuBar.actions()) {
        const QMenu* menu = menuAction->menu();
        if (!menu) {
            continue;
        }
        for (const QAction* a : menu->actions()) {
            if (!a->shortcut().isEmpty()) {
                lines << HelpText::tr("%1 — %2").arg(
                    a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                    a->shortcut().toString(QKeySequence::NativeText));
            }
        }
    }
    return lines;
}

QString documentationFolder()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    for (const char* relative : {"../share/doc/clustersmith", "../../docs"}) {
        const QFileInfo candidate(bin.absoluteFilePath(QLatin1String(relative)));
        if (QFileInfo(
                QDir(candidate.absoluteFilePath()).filePath(QStringLiteral("design-format.md")))
                .exists()) {
            return candidate.canonicalFilePath();
        }
    }
    return {};
}

void addHelpMenu(QMainWindow& window)
{
    QMenu* help = window.menuBar()->addMenu(HelpText::tr("&Help"));
    help->addAction(HelpText::tr("&Documentation"), QKeySequence::HelpContents, &window,
                    [&window] { openDocumentation(&window); });
    help->addAction(HelpText::tr("&Keyboard Shortcuts"), &window,
                    [&window] { showShortcuts(window); });
    help->addSeparator();
    help->addAction(HelpText::tr("&About Clustersmith"), &window,
                    [&window] { showAbout(&window); });
}

} // namespace cs::ui
