#pragma once

#include <QProcess>

namespace cs::test {

// The id of a process that has exited (a finished child), as a crashed
// session's autosave names it; 0 when no child could be run.
inline qint64 deadPid()
{
    QProcess child;
    child.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("exit 0")});
    if (!child.waitForStarted(5000)) {
        return 0;
    }
    const qint64 pid = child.processId();
    return child.waitForFinished(5000) ? pid : 0;
}

} // namespace cs::test
