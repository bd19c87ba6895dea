#include "startpage.h"

#include "newclusterwizard.h"

#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

QLabel* hint(const QString& text)
{
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setContentsMargins(24, 0, 0, 12);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

StartPage::StartPage()
{
    setTitle(tr("New cluster"));
    setSubTitle(tr("Start from what the cluster must run, from a ready-made design, or from the "
                   "cluster's shape."));
    mWorkload = new QRadioButton(tr("From a &workload"));
    mTemplate = new QRadioButton(tr("From a &template"));
    mSpec = new QRadioButton(tr("From a cluster &spec"));
    mWorkload->setChecked(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mWorkload);
    layout->addWidget(hint(tr("Describe the model to train or serve; the sizing ranks the "
                              "accelerators in the catalog, explains each count and generates "
                              "the one you pick.")));
    layout->addWidget(mTemplate);
    layout->addWidget(hint(tr("A lab with four RTX 4090s, a small DGX H100 training cluster or "
                              "an L40S inference cluster.")));
    layout->addWidget(mSpec);
    layout->addWidget(hint(tr("Choose the node, how many, the fabric, racks, power, cooling and "
                              "storage yourself.")));
    layout->addStretch();
}

StartPage::Route StartPage::route() const
{
    if (mTemplate->isChecked()) {
        return Route::Template;
    }
    return mSpec->isChecked() ? Route::Spec : Route::Workload;
}

void StartPage::setRoute(Route route)
{
    (route == Route::Template ? mTemplate
     : route == Route::Spec   ? mSpec
                              : mWorkload)
        ->setChecked(true);
}

int StartPage::nextId() const
{
    switch (route()) {
    case Route::Template:
        return NewClusterWizard::Template;
    case Route::Spec:
        return NewClusterWizard::Generation;
    case Route::Workload:
        break;
    }
    return NewClusterWizard::Workload;
}

} // namespace cs::ui
