#include "finishingpage.h"

#include "newclusterwizard.h"

#include <QAbstractButton>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace cs::ui {

FinishingPage::FinishingPage(NewClusterWizard& wizard) : mWizard(wizard)
{
    mStatus = new QLabel;
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mBusy = new QProgressBar;
    mBusy->setRange(0, 0); // no steps to count: a busy indicator
    mBusy->setTextVisible(false);
    mBusy->setMaximumHeight(12);
    mBusy->hide();
    connect(&mJob, &GenerationJob::finished, this, &FinishingPage::onFinished);
}

void FinishingPage::addStatusTo(QVBoxLayout* layout)
{
    layout->addWidget(mBusy);
    layout->addWidget(mStatus);
}

void FinishingPage::setForm(QWidget* form)
{
    mForm = form;
}

void FinishingPage::forgetResult()
{
    mDone = false;
    if (!isBusy()) {
        mStatus->clear();
    }
}

QString FinishingPage::errorText() const
{
    return mDone || isBusy() ? QString() : mStatus->text();
}

bool FinishingPage::isComplete() const
{
    return !isBusy();
}

bool FinishingPage::validatePage()
{
    if (mDone) {
        return true;
    }
    if (!isBusy() && mJob.start(work())) {
        setBusy(true);
    }
    return false;
}

void FinishingPage::setBusy(bool busy)
{
    mBusy->setVisible(busy);
    mStatus->setStyleSheet(QString());
    mStatus->setText(busy ? tr("Generating the cluster…") : QString());
    if (mForm) {
        mForm->setEnabled(!busy);
    }
    emit completeChanged(); // the wizard updates its buttons here; Back after that
    if (QAbstractButton* back = wizard() ? wizard()->button(QWizard::BackButton) : nullptr) {
        back->setEnabled(!busy);
    }
}

void FinishingPage::onFinished(const GenerationResult& result)
{
    setBusy(false);
    if (!result.design) {
        mStatus->setStyleSheet(QStringLiteral("color: #d03030;"));
        mStatus->setText(tr("The cluster cannot be generated: %1").arg(result.error));
        return;
    }
    mDone = true;
    mWizard.setResult(*result.design);
    mWizard.accept();
}

} // namespace cs::ui
