#include "workloadediting.h"

#include "document/document.h"
#include "document/workloadcommands.h"
#include "workloaddialog.h"
#include "workloadform.h"
#include "workloadpanel.h"

#include <QComboBox>

#include <algorithm>

namespace cs::ui {

// "Workload 2", "Workload 3", …: the first number no workload is named.
std::string WorkloadEditing::freeName(const std::vector<Workload>& workloads)
{
    for (std::size_t n = workloads.size() + 1;; ++n) {
        const std::string name = tr("Workload %1").arg(qulonglong(n)).toStdString();
        const bool taken = std::any_of(workloads.begin(), workloads.end(),
                                       [&](const Workload& w) { return w.name == name; });
        if (!taken) {
            return name;
        }
    }
}

WorkloadEditing::WorkloadEditing(Document& document, WorkloadPanel& panel, QObject* parent)
    : QObject(parent), mDocument(document), mPanel(panel)
{
    connect(&panel, &WorkloadPanel::addRequested, this, &WorkloadEditing::add);
    connect(&panel, &WorkloadPanel::editRequested, this, &WorkloadEditing::edit);
    connect(&panel, &WorkloadPanel::removeRequested, this, &WorkloadEditing::remove);
}

int WorkloadEditing::designIndex(int shownIndex) const
{
    const std::string name = mPanel.workloadList()->itemText(shownIndex).toStdString();
    const std::vector<Workload>& all = mDocument.design().workloads;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].name == name) {
            return int(i);
        }
    }
    return -1;
}

void WorkloadEditing::add()
{
    Workload fresh = WorkloadForm::newWorkload();
    fresh.name = freeName(mDocument.design().workloads);
    auto* dialog = new WorkloadDialog(
        fresh,
        [this](const Workload& w) {
            mPanel.showNext(QString::fromStdString(w.name));
            return mDocument.execute(SetWorkloadsCommand::add(mDocument, w));
        },
        &mPanel);
    dialog->setWindowTitle(tr("Add workload"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void WorkloadEditing::edit(int shownIndex)
{
    const int index = designIndex(shownIndex);
    if (index < 0) {
        return;
    }
    auto* dialog = new WorkloadDialog(
        mDocument.design().workloads[std::size_t(index)],
        [this, index](const Workload& w) {
            mPanel.showNext(QString::fromStdString(w.name));
            return mDocument.execute(
                SetWorkloadsCommand::replace(mDocument, std::size_t(index), w));
        },
        &mPanel);
    dialog->setWindowTitle(tr("Edit workload"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void WorkloadEditing::remove(int shownIndex)
{
    const int index = designIndex(shownIndex);
    if (index >= 0) {
        mDocument.execute(SetWorkloadsCommand::remove(mDocument, std::size_t(index)));
    }
}

} // namespace cs::ui
