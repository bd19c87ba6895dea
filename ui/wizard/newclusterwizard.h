#pragma once

#include "generationjob.h"

#include "model/design.h"
#include "sizing/sizing.h"

#include <QWizard>

#include <optional>

namespace cs::ui {

class GenerationPage;
class SizingPage;
class StartPage;
class TemplatePage;
class WorkloadPage;

// What every design the wizard makes starts with (the user's settings).
struct NewDesignDefaults
{
    double pue = 1.5;
    double electricityPricePerKwh = 0.10;
    std::string currency = "USD";
    double cnyPerUsd = 7.2; // how node prices in the other currency read in `currency`
    double rackPowerKw = 0; // 0: the generator's choice from the cooling method
};

// New cluster: from a workload (workload → sizing → generation), from a
// template, or from a cluster spec (generation). The design is generated off
// the GUI thread; errors stay on the page in a sentence. On Finish the design
// is in result() and went out through designReady(); the caller puts it into
// its Document.
class NewClusterWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId
    {
        Start,
        Workload,
        Sizing,
        Template,
        Generation
    };

    NewClusterWizard(CatalogParts catalog, NewDesignDefaults defaults, QWidget* parent = nullptr);

    const std::optional<Design>& result() const { return mResult; }
    const CatalogParts& catalog() const { return mCatalog; }
    const NewDesignDefaults& defaults() const { return mDefaults; }

    StartPage* startPage() const { return mStart; }
    WorkloadPage* workloadPage() const { return mWorkload; }
    SizingPage* sizingPage() const { return mSizing; }
    TemplatePage* templatePage() const { return mTemplate; }
    GenerationPage* generationPage() const { return mGeneration; }

    // For the pages: the finished design, with the defaults applied.
    void setResult(Design design);

signals:
    void designReady(const cs::Design& design);

private:
    CatalogParts mCatalog;
    NewDesignDefaults mDefaults;
    std::optional<Design> mResult;
    StartPage* mStart = nullptr;
    WorkloadPage* mWorkload = nullptr;
    SizingPage* mSizing = nullptr;
    TemplatePage* mTemplate = nullptr;
    GenerationPage* mGeneration = nullptr;
};

} // namespace cs::ui
