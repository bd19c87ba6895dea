#pragma once

#include "documentcommand.h"

#include "model/design.h"

#include <vector>

namespace cs::ui {

// One edit of a list the design holds as a whole (its workloads, its attached
// benchmark outputs): the list before and after, so undo restores the items
// and their order exactly. `Traits` names the list and checks a new one as the
// design file's reader would, so what is accepted here saves and loads:
//   static std::vector<T>& list(Design&);
//   static constexpr ChangeKind kind;
//   static void check(const std::vector<T>&); // throws ModelError
template <typename Traits, typename T> class SetListCommand : public DocumentCommand
{
public:
    SetListCommand(Document& document, std::vector<T> after, const QString& text)
        : DocumentCommand(document, text), mAfter(std::move(after))
    {
    }

protected:
    void apply() override
    {
        if (!mChecked) {
            Traits::check(mAfter);
            mBefore = Traits::list(design());
            mChecked = true;
        }
        store(mAfter);
    }
    void revert() override { store(mBefore); }

private:
    void store(const std::vector<T>& items)
    {
        Traits::list(design()) = items;
        DesignChange change;
        change.kinds = Traits::kind;
        notify(change);
    }

    std::vector<T> mBefore;
    std::vector<T> mAfter;
    bool mChecked = false;
};

} // namespace cs::ui
