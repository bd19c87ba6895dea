#include "analysisrunner.h"

#include "document/document.h"

#include "io/formaterror.h"

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

void AnalysisRunner::setCatalogGpus(std::vector<Part> gpus)
{
    mCatalogGpus = std::make_shared<const std::vector<Part>>(std::move(gpus));
    schedule();
}

AnalysisResult AnalysisRunner::run(const Design& design, const std::vector<Part>& catalogGpus)
{
    AnalysisResult result;
    QElapsedTimer clock;
    clock.start();
    try {
        result.report = std::make_shared<const analysis::AnalysisReport>(
            analysis::analyze(design, analysis::assumptionsFor(design), catalogGpus));
    } catch (const FormatError& e) {
        result.error = e.message();
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
    AnalysisResult result = run(mDocument.design(), *mCatalogGpus);
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
        AnalysisResult result = run(mDocument.design(), *mCatalogGpus);
        result.generation = generation;
        finish(std::move(result));
        return;
    }
    QElapsedTimer clock;
    clock.start();
    auto copy = std::make_shared<const Design>(mDocument.design());
    mCopyMs = double(clock.nsecsElapsed()) / 1.0e6;
    mWatcher.setFuture(QtConcurrent::run([copy, generation, gpus = mCatalogGpus] {
        AnalysisResult result = run(*copy, *gpus);
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
