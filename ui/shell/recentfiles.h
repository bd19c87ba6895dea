#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace cs::ui {

class Settings;

// File → Open Recent: the last design files opened or saved, most recent
// first, kept in the settings (at most Settings::kMaxRecentFiles); files that
// no longer exist are dropped when the list is read.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    explicit RecentFiles(Settings& settings, QObject* parent = nullptr);

    void add(const QString& path);
    void clear();
    // The existing files, pruning the missing ones from the settings.
    QStringList files();

    // Rebuilds `menu` from files() each time it is about to show.
    void attachTo(QMenu* menu);

signals:
    void openRequested(const QString& path);

private:
    void fill(QMenu* menu);

    Settings& mSettings;
};

} // namespace cs::ui
