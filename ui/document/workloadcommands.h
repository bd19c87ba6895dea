#pragma once

#include "setlistcommand.h"

#include "model/workload.h"

#include <vector>

namespace cs::ui {

// One edit of the design's workloads (add, change, remove): the whole list
// before and after, so undo restores names and order exactly. The new list is
// checked as a design file's "workloads" section is (names given and unique,
// every figure in the format's range), so what is accepted here saves and
// loads; a refusal names the workload and the field in one sentence.
struct WorkloadList
{
    static std::vector<Workload>& list(Design& design) { return design.workloads; }
    static constexpr ChangeKind kind = ChangeKind::Workloads;
    static void check(const std::vector<Workload>& workloads);
};

class SetWorkloadsCommand : public SetListCommand<WorkloadList, Workload>
{
public:
    using SetListCommand::SetListCommand;

    // The usual edits, with their undo text.
    static std::unique_ptr<SetWorkloadsCommand> add(Document& document, Workload workload);
    static std::unique_ptr<SetWorkloadsCommand> replace(Document& document, std::size_t index,
                                                        Workload workload);
    static std::unique_ptr<SetWorkloadsCommand> remove(Document& document, std::size_t index);
};

} // namespace cs::ui
