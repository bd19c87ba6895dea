#pragma once

#include "autosavestore.h"

#include "io/designfile.h"

#include <functional>
#include <vector>

namespace cs::ui {

// Whether a process with that id is running on this machine.
bool processIsRunning(qint64 pid);

// Finds the designs written aside by processes that are gone (crashed or
// killed) and restores or discards them. Asks nothing: the dialog that offers
// them is a thin layer over this.
class Recovery
{
public:
    using ProcessProbe = std::function<bool(qint64 pid)>;

    explicit Recovery(AutosaveStore store, ProcessProbe isRunning = processIsRunning);

    // Entries whose writer is no longer running, newest first. Entries of
    // running processes (another open window) are left alone.
    std::vector<AutosaveEntry> orphans() const;
    // The design as it was written aside.
    DesignLoadResult load(const AutosaveEntry& entry) const;
    void discard(const AutosaveEntry& entry) const;

private:
    AutosaveStore mStore;
    ProcessProbe mIsRunning;
};

} // namespace cs::ui
