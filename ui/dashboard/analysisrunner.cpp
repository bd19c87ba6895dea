#include "analysisrunner.h"

#include "document/document.h"

#include "commission/benchmarkfiles.h"
#include "io/formaterror.h"
#include "tco/tcoassumptions.h"
#include "tco/utilizationcurve.h"

#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace cs::ui {

AnalysisRunner::AnalysisRunner(Document& document, QObject* parent)
    : QObject(parent), mDocument(document)
{
    mTimer.setSingleShot(true);
    mTimer.setInterval(kCoalesceMs);
    connect(&mTimer, &QTimer::timeout, this, &AnalysisRunner::start);
    connect(&mWatcher, &QFutureWatcher<AnalysisResult>::finished, this,
            [this] { finish(mWatcher.result()); });
    connect(&mDocument, &Document::changed, this, &AnalysisRunner::schedule);
}

AnalysisRunner::~AnalysisRunner()
{
    mWatcher.waitForFinished();
}

void AnalysisRunner::setCatalogParts(const std::vector<Part>& parts)
{
    CatalogContext catalog;
    for (const Part& p : parts) {
        if (p.kind == PartKind::Gpu) {
            catalog.gpus.push_back(p);
        } else if (p.kind == PartKind::CloudOffer) {
            catalog.cloudOffers.push_back(p);
        }
    }
    mCatalog = std::make_shared<const CatalogContext>(std::move(catalog));
    schedule();
}

namespace {

// The TCO and its cost-per-GPU-hour curve from the analysis's own
// performance model, so that it runs once.
void cost(const Design& design, const CatalogContext& catalog, AnalysisResult& result)
{
    try {
        tco::CostedDesign costed =
            tco::costDesign(design, tco::tcoAssumptionsFor(design), catalog.cloudOffers,
                            &result.report->performance);
        result.tco = std::make_shared<const tco::TcoResult>(std::move(costed.tco));
        result.tcoCurve = std::make_shared<const tco::UtilizationCurve>(std::move(costed.curve));
    } catch (const FormatError& e) {
        result.tcoError =
            QStringLiteral("%1: %2").arg(QString::fromStdString(e.path()), e.message());
    }
}

} // namespace

AnalysisResult AnalysisRunner::run(const Design& design, const CatalogContext& catalog)
{
    AnalysisResult result;
    QElapsedTimer clock;
    clock.start();
    try {
        result.report = std::make_shared<const analysis::AnalysisReport>(
            analysis::analyze(design, analysis::assumptionsFor(design), catalog.gpus));
    } catch (const FormatError& e) {
        result.error = e.message();
    }
    if (result.report) {
        cost(design, catalog, result);
        if (!design.benchmarkResults.empty()) {
            result.commissioning = std::make_shared<const commission::CommissionReport>(
                commission::commissionAttached(design, *result.report));
        }
    }
    result.milliseconds = double(clock.nsecsElapsed()) / 1.0e6;
    return result;
}

void AnalysisRunner::schedule()
{
    setUpdating(true);
    mTimer.start();
}

void AnalysisRunner::runNow()
{
    mTimer.stop();
    mWatcher.waitForFinished();
    mRerun = false;
    AnalysisResult result = run(mDocument.design(), *mCatalog);
    result.generation = ++mStarted;
    finish(std::move(result));
}

void AnalysisRunner::start()
{
    if (mWatcher.isRunning()) {
        mRerun = true;
        return;
    }
    const std::uint64_t generation = ++mStarted;
    if (!mOffThread) {
        AnalysisResult result = run(mDocument.design(), *mCatalog);
        result.generation = generation;
        finish(std::move(result));
        return;
    }
    QElapsedTimer clock;
    clock.start();
    auto copy = std::make_shared<const Design>(mDocument.design());
    mCopyMs = double(clock.nsecsElapsed()) / 1.0e6;
    mWatcher.setFuture(QtConcurrent::run([copy, generation, catalog = mCatalog] {
        AnalysisResult result = run(*copy, *catalog);
        result.generation = generation;
        return result;
    }));
}

void AnalysisRunner::finish(AnalysisResult result)
{
    if (result.generation < mLatest.generation) {
        return; // a newer run already reported (runNow while a worker was busy)
    }
    // A slow run moves the next ones off the GUI thread, as long as the copy
    // for the worker is the cheaper of the two for the GUI thread.
    mOffThread = result.milliseconds > kGuiThreadBudgetMs && mCopyMs < result.milliseconds;
    mLatest = std::move(result);
    if (mRerun) {
        mRerun = false;
        start();
    } else if (!mTimer.isActive()) {
        setUpdating(false);
    }
    emit updated();
}

void AnalysisRunner::setUpdating(bool updating)
{
    if (updating != mUpdating) {
        mUpdating = updating;
        emit updatingChanged(updating);
    }
}

} // namespace cs::ui
