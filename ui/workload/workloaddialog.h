#pragma once

#include "model/workload.h"

#include <QDialog>

#include <functional>
#include <optional>

class QLabel;

namespace cs::ui {

class WorkloadForm;

// Adds or edits one workload. OK hands the workload to `commit`, which makes
// the edit (one undo step) or returns why it cannot; the reason shows in the
// dialog, which stays open with the fields as typed.
class WorkloadDialog : public QDialog
{
    Q_OBJECT

public:
    using Commit = std::function<std::optional<QString>(const Workload&)>;

    WorkloadDialog(const Workload& workload, Commit commit, QWidget* parent = nullptr);

    WorkloadForm* form() const { return mForm; }
    QLabel* refusal() const { return mRefusal; }

    void accept() override;

private:
    WorkloadForm* mForm = nullptr;
    QLabel* mRefusal = nullptr;
    Commit mCommit;
};

} // namespace cs::ui
