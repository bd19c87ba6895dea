#include "recentfiles.h"

#include "settings/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace cs::ui {

RecentFiles::RecentFiles(Settings& settings, QObject* parent) : QObject(parent), mSettings(settings)
{
}

void RecentFiles::add(const QString& path)
{
    if (path.isEmpty()) {
        return;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = mSettings.recentFiles();
    list.removeAll(absolute);
    list.prepend(absolute);
    mSettings.setRecentFiles(list);
}

void RecentFiles::clear()
{
    mSettings.setRecentFiles({});
}

QStringList RecentFiles::files()
{
    const QStringList stored = mSettings.recentFiles();
    QStringList existing;
    for (const QString& f : stored) {
        if (QFileInfo::exists(f)) {
            existing << f;
        }
    }
    if (existing != stored) {
        mSettings.setRecentFiles(existing);
    }
    return existing;
}

void RecentFiles::attachTo(QMenu* menu)
{
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { fill(menu); });
    fill(menu);
}

void RecentFiles::fill(QMenu* menu)
{
    menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString& path = list[i];
        // &1..&9 and &0 as accelerators for the first ten.
        const QString text =
            QStringLiteral("&%1 %2")
                .arg((i + 1) % 10)
                .arg(QFileInfo(path).fileName().replace(QLatin1Char('&'), QStringLiteral("&&")));
        QAction* action = menu->addAction(text, this, [this, path] { emit openRequested(path); });
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (list.isEmpty()) {
        menu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    menu->addSeparator();
    menu->addAction(tr("&Clear List"), this, &RecentFiles::clear);
}

} // namespace cs::ui
