#include "generationpage.h"

#include "newclusterwizard.h"
#include "sizingpage.h"
#include "specform.h"
#include "startpage.h"
#include "workloadpage.h"

#include <QVBoxLayout>

namespace cs::ui {

GenerationPage::GenerationPage(NewClusterWizard& wizard) : FinishingPage(wizard)
{
    setTitle(tr("Cluster"));
    setSubTitle(tr("The cluster the generator builds: racks filled up to their power, cooling, "
                   "space and weight, the fabric cabled, storage, management and cooling "
                   "added. Finish generates it."));
    mForm = new SpecForm(wizard.catalog());
    setForm(mForm);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mForm);
    layout->addStretch();
    addStatusTo(layout);
    connect(mForm, &SpecForm::edited, this, &GenerationPage::forgetResult);
    setFinalPage(true);
}

generator::ClusterSpec GenerationPage::defaultSpec()
{
    generator::ClusterSpec spec;
    spec.nodePartId = "nvidia-dgx-h100";
    spec.nodes = 4;
    return spec;
}

void GenerationPage::initializePage()
{
    generator::ClusterSpec spec = defaultSpec();
    const sizing::SizingOption* option = mWizard.sizingPage()->selectedOption();
    if (mWizard.startPage()->route() == StartPage::Route::Workload && option) {
        spec = sizing::clusterSpecFor(*option, mWizard.workloadPage()->workload());
    }
    if (mWizard.defaults().rackPowerKw > 0) {
        spec.rackPowerKw = mWizard.defaults().rackPowerKw;
    }
    mForm->setSpec(spec);
    forgetResult();
}

GenerationJob::Work GenerationPage::work() const
{
    return generationWork(mForm->spec(), mWizard.catalog());
}

} // namespace cs::ui
