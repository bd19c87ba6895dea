#include "workloadpage.h"

#include <QVBoxLayout>

namespace cs::ui {

WorkloadPage::WorkloadPage()
{
    setTitle(tr("Workload"));
    setSubTitle(tr("What the cluster must run. The sizing turns it into GPUs on every "
                   "accelerator in the catalog."));
    mForm = new WorkloadForm(this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mForm);
}

} // namespace cs::ui
