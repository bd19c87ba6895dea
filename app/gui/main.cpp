// clustersmith: the desktop application.
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Clustersmith"));
    QApplication::setApplicationVersion(QStringLiteral(CLUSTERSMITH_VERSION));

    cs::i18n::installTranslation(cs::i18n::systemLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Design GPU clusters and model what they cost."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("main", "A design file to open."));
    parser.process(app);

    cs::ui::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        window.openFile(files.front());
    }
    return app.exec();
}
