#pragma once

#include "documentcommand.h"

#include "model/workload.h"

#include <vector>

namespace cs::ui {

// One edit of the design's workloads (add, change, remove): the whole list
// before and after, so undo restores names and order exactly. The new list is
// checked as a design file's "workloads" section is (names given and unique,
// every figure in the format's range), so what is accepted here saves and
// loads; a refusal names the workload and the field in one sentence.
class SetWorkloadsCommand : public DocumentCommand
{
public:
    SetWorkloadsCommand(Document& document, std::vector<Workload> workloads, const QString& text);

    // The usual edits, with their undo text.
    static std::unique_ptr<SetWorkloadsCommand> add(Document& document, Workload workload);
    static std::unique_ptr<SetWorkloadsCommand> replace(Document& document, std::size_t index,
                                                        Workload workload);
    static std::unique_ptr<SetWorkloadsCommand> remove(Document& document, std::size_t index);

protected:
    void apply() override;
    void revert() override;

private:
    void store(const std::vector<Workload>& workloads);

    std::vector<Workload> mBefore;
    std::vector<Workload> mAfter;
    bool mChecked = false;
};

} // namespace cs::ui
