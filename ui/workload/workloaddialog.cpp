#include "workloaddialog.h"

#include "workloadform.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace cs::ui {

WorkloadDialog::WorkloadDialog(const Workload& workload, Commit commit, QWidget* parent)
    : QDialog(parent), mCommit(std::move(commit))
{
    mForm = new WorkloadForm(this);
    mForm->setWorkload(workload);
    mRefusal = new QLabel(this);
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #c62828;"));
    mRefusal->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &WorkloadDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &WorkloadDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mForm);
    layout->addWidget(mRefusal);
    layout->addWidget(buttons);
    // Room for a long workload name and both profiles side by side.
    setMinimumWidth(fontMetrics().averageCharWidth() * 110);
}

void WorkloadDialog::accept()
{
    if (const std::optional<QString> why = mCommit(mForm->workload())) {
        mRefusal->setText(*why);
        mRefusal->show();
        return;
    }
    QDialog::accept();
}

} // namespace cs::ui
