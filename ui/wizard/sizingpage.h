#pragma once

#include "sizing/sizing.h"

#include <QWizardPage>

#include <optional>

class QLabel;
class QTextBrowser;
class QTreeWidget;

namespace cs::ui {

class NewClusterWizard;

// The workload sized on every accelerator of the catalog, cheapest first,
// with the reasoning for the selected option and the constraint that binds.
class SizingPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit SizingPage(NewClusterWizard& wizard);

    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

    const sizing::SizingReport& report() const { return mReport; }
    const sizing::SizingOption* selectedOption() const;
    QTreeWidget* optionsTable() const { return mOptions; }
    // Selects the option for that GPU part; false when there is none.
    bool selectGpu(const std::string& gpuPartId);

private:
    void fillTable();
    void showSelected();

    NewClusterWizard& mWizard;
    sizing::SizingReport mReport;
    QLabel* mHeadline = nullptr;
    QTreeWidget* mOptions = nullptr;
    QTextBrowser* mExplanation = nullptr;
};

} // namespace cs::ui
