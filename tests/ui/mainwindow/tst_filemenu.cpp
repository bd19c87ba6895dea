// The File menu is laid out from the places its commands name, whatever
// order they arrive in, with a separator between its groups.
#include "mainwindow/filemenu.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QTest>

using namespace cs::ui;

class TestFileMenu : public QObject
{
    Q_OBJECT

private slots:
    void commandsTakeTheirPlacesInAnyOrder()
    {
        QMenu menu;
        FileMenu file(&menu);
        QObject owner;
        const auto action = [&](const char* text) {
            return new QAction(QLatin1String(text), &owner);
        };
        // Arriving as the shell and the export menu add theirs after the window.
        file.put(FileCommand::Quit, action("Quit"));
        file.put(FileCommand::Settings, action("Settings"));
        file.put(FileCommand::Open, action("Open"));
        file.put(FileCommand::New, action("New"));
        file.put(FileCommand::CopySummary, action("Copy Summary"));
        file.put(FileCommand::NewFromWizard, action("Wizard"));
        QMenu exports(QStringLiteral("Export"));
        file.put(FileCommand::Export, &exports);
        QStringList shown;
        for (QAction* a : menu.actions()) {
            shown << (a->isSeparator() ? QStringLiteral("|") : a->text());
        }
        const QStringList expected{
            QStringLiteral("New"),      QStringLiteral("Wizard"), QStringLiteral("Open"),
            QStringLiteral("Export"),   QStringLiteral("|"),      QStringLiteral("Copy Summary"),
            QStringLiteral("Settings"), QStringLiteral("|"),      QStringLiteral("Quit")};
        QCOMPARE(shown, expected);
        QCOMPARE(file.action(FileCommand::Settings)->text(), QStringLiteral("Settings"));
        QVERIFY(!file.action(FileCommand::Save));
    }

    void aSecondCommandAtAPlaceReplacesTheFirst()
    {
        QMenu menu;
        FileMenu file(&menu);
        QAction first(QStringLiteral("first"));
        QAction second(QStringLiteral("second"));
        file.put(FileCommand::Save, &first);
        file.put(FileCommand::Save, &second);
        QCOMPARE(menu.actions().size(), 1);
        QCOMPARE(menu.actions().front(), &second);
    }
};

QTEST_MAIN(TestFileMenu)
#include "tst_filemenu.moc"
