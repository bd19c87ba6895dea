#pragma once

#include "sizing/workload.h"
#include "workload/workloadform.h"

#include <QWizardPage>

namespace cs::ui {

// What the cluster must run (core/sizing/workload.h): training, inference or
// both taking turns on the same GPUs.
class WorkloadPage : public QWizardPage
{
    Q_OBJECT

public:
    using Kind = WorkloadForm::Kind;

    WorkloadPage();

    sizing::Workload workload() const { return mForm->workload(); }
    // Fills the fields; the kind follows from which profiles are set.
    void setWorkload(const sizing::Workload& workload) { mForm->setWorkload(workload); }
    Kind kind() const { return mForm->kind(); }

private:
    WorkloadForm* mForm = nullptr;
};

} // namespace cs::ui
