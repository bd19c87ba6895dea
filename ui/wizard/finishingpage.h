#pragma once

#include "generationjob.h"

#include <QWizardPage>

class QLabel;
class QProgressBar;
class QVBoxLayout;

namespace cs::ui {

class NewClusterWizard;

// A last page whose Finish builds the design off the GUI thread: the page
// shows that it is busy, and either the wizard closes with the design or the
// reason stays on the page in a sentence and the wizard stays open.
class FinishingPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit FinishingPage(NewClusterWizard& wizard);

    bool validatePage() override;
    bool isComplete() const override;
    int nextId() const override { return -1; }

    bool isBusy() const { return mJob.isRunning(); }
    GenerationJob& job() { return mJob; }
    // The sentence shown after a failed build; empty otherwise.
    QString errorText() const;

protected:
    // What Finish builds; the work runs on another thread and must own its data.
    virtual GenerationJob::Work work() const = 0;
    // The form: disabled while the build runs; edits forget an earlier build.
    void setForm(QWidget* form);
    void forgetResult();
    // Adds the busy indicator and the error line under the form.
    void addStatusTo(QVBoxLayout* layout);

    NewClusterWizard& mWizard;

private:
    void setBusy(bool busy);
    void onFinished(const GenerationResult& result);

    GenerationJob mJob;
    QWidget* mForm = nullptr;
    QLabel* mStatus = nullptr;
    QProgressBar* mBusy = nullptr;
    bool mDone = false;
};

} // namespace cs::ui
