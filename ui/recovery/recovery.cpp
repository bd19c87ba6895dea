#include "recovery.h"

#include <QCoreApplication>

#if defined(Q_OS_WIN)
#include <windows.h>
#else
#include <cerrno>
#include <csignal>
#endif

namespace cs::ui {

bool processIsRunning(qint64 pid)
{
    if (pid <= 0) {
        return false;
    }
    if (pid == QCoreApplication::applicationPid()) {
        return true;
    }
#if defined(Q_OS_WIN)
    HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, DWORD(pid));
    if (!process) {
        return false;
    }
    DWORD code = 0;
    const bool running = GetExitCodeProcess(process, &code) && code == STILL_ACTIVE;
    CloseHandle(process);
    return running;
#else
    // Signal 0 only checks: EPERM means it exists but belongs to someone else.
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
#endif
}

Recovery::Recovery(AutosaveStore store, ProcessProbe isRunning)
    : mStore(std::move(store)), mIsRunning(std::move(isRunning))
{
}

std::vector<AutosaveEntry> Recovery::orphans() const
{
    std::vector<AutosaveEntry> found;
    for (AutosaveEntry& e : mStore.entries()) {
        if (!mIsRunning(e.pid)) {
            found.push_back(std::move(e));
        }
    }
    return found;
}

DesignLoadResult Recovery::load(const AutosaveEntry& entry) const
{
    return loadDesignFile(entry.designFile);
}

void Recovery::discard(const AutosaveEntry& entry) const
{
    mStore.remove(entry.id);
}

} // namespace cs::ui
