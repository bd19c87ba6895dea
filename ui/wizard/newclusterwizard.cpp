#include "newclusterwizard.h"

#include "generationpage.h"
#include "sizingpage.h"
#include "startpage.h"
#include "templatepage.h"
#include "workloadpage.h"

namespace cs::ui {

NewClusterWizard::NewClusterWizard(CatalogParts catalog, NewDesignDefaults defaults,
                                   QWidget* parent)
    : QWizard(parent), mCatalog(std::move(catalog)), mDefaults(std::move(defaults))
{
    setWindowTitle(tr("New Cluster"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    mStart = new StartPage;
    mWorkload = new WorkloadPage;
    mSizing = new SizingPage(*this);
    mTemplate = new TemplatePage(*this);
    mGeneration = new GenerationPage(*this);
    setPage(Start, mStart);
    setPage(Workload, mWorkload);
    setPage(Sizing, mSizing);
    setPage(Template, mTemplate);
    setPage(Generation, mGeneration);
    setStartId(Start);
    resize(1200, 800);
}

void NewClusterWizard::setResult(Design design)
{
    design.facility.pue = mDefaults.pue;
    design.facility.electricityPricePerKwh = mDefaults.electricityPricePerKwh;
    design.facility.currency = mDefaults.currency;
    if (mStart->route() == StartPage::Route::Workload) {
        // The design remembers what it was sized for.
        cs::Workload workload = mWorkload->workload();
        if (workload.name.empty()) {
            workload.name = design.name;
        }
        design.workloads = {std::move(workload)};
    }
    mResult = std::move(design);
    emit designReady(*mResult);
}

} // namespace cs::ui
