// clustersmith: the desktop application.
#include "hugepages.h"
#include "mainwindow/mainwindow.h"
#include "settings/appearance.h"
#include "settings/settings.h"
#include "shell/applicationshell.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>

int main(int argc, char** argv)
{
    cs::restartWithHugePageMalloc(argv);
    QApplication app(argc, argv);
    // Settings, the user catalog and autosaves live under ~/.config/Clustersmith and
    // ~/.local/share/Clustersmith/Clustersmith; without an organisation Qt files them under
    // "Unknown Organization".
    QApplication::setOrganizationName(QStringLiteral("Clustersmith"));
    QApplication::setApplicationName(QStringLiteral("Clustersmith"));
    // Matches the installed .desktop file, so Wayland shells show its name and icon.
    QApplication::setDesktopFileName(QStringLiteral("org.clustersmith.Clustersmith"));
    QApplication::setApplicationVersion(QStringLiteral(CLUSTERSMITH_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Design GPU clusters and model what they cost."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QApplication::translate("main", "A design file to open."));
    parser.process(app);

    cs::ui::Settings settings;
    cs::ui::Appearance appearance;
    appearance.apply(settings.preferences());
    cs::ui::MainWindow window;
    auto* shell = new cs::ui::ApplicationShell(window, settings, appearance);
    window.show();
    shell->start(parser.positionalArguments());
    return app.exec();
}
