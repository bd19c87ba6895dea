#pragma once

#include "analysis/analysis.h"
#include "commission/commission.h"
#include "tco/tco.h"
#include "tco/utilizationcurve.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <memory>
#include <optional>

namespace cs::ui {

class Document;

// The catalog parts a run may use beside the design's own: GPUs for the
// next-generation what-if, cloud offers for the TCO.
struct CatalogContext
{
    std::vector<Part> gpus;
    std::vector<Part> cloudOffers;
};

// One run of the analysis: its report, the design's TCO and the judgement of
// its attached benchmark outputs from it, or why the design could not be
// analysed or costed, and how long it took.
struct AnalysisResult
{
    std::shared_ptr<const analysis::AnalysisReport> report;
    QString error;
    // The whole-life cost from the same performance model; null with `error`
    // or when the TCO assumptions cannot be used (`tcoError` says why: a cloud
    // offer or a staged device they name is missing).
    std::shared_ptr<const tco::TcoResult> tco;
    std::shared_ptr<const tco::UtilizationCurve> tcoCurve; // with `tco`
    QString tcoError;
    // The attached benchmark outputs judged on this analysis's network; null
    // with `error` or when the design carries no outputs.
    std::shared_ptr<const commission::CommissionReport> commissioning;
    double milliseconds = 0;
    std::uint64_t generation = 0; // runs are numbered in the order they start
};

// Reruns analyze() after the Document changes, without blocking editing:
// changes in quick succession (typing, a drag) are coalesced by a short
// timer, and once a run takes longer than the budget, later runs go to a
// worker thread on a copy of the design while the last result stays shown,
// unless copying the design costs the GUI thread more than the run itself.
class AnalysisRunner : public QObject
{
    Q_OBJECT

public:
    static constexpr int kCoalesceMs = 40;
    static constexpr double kGuiThreadBudgetMs = 30;

    explicit AnalysisRunner(Document& document, QObject* parent = nullptr);
    ~AnalysisRunner() override;

    // The last finished run; empty before the first.
    const AnalysisResult& latest() const { return mLatest; }
    // A change is waiting for its analysis (the shown result is older).
    bool isUpdating() const { return mUpdating; }
    bool runsOffGuiThread() const { return mOffThread; }

    // Analyses after the coalescing delay.
    void schedule();
    // Analyses now, on this thread, and reports the result before returning.
    void runNow();

    // Parts the design may not embed (usually the catalog's): GPUs for the
    // next-GPU-generation what-if, cloud offers for the TCO; takes effect
    // from the next run.
    void setCatalogParts(const std::vector<Part>& parts);

    // Runs the analysis and the TCO of one design, catching assumptions the
    // TCO cannot use.
    static AnalysisResult run(const Design& design, const CatalogContext& catalog = {});

signals:
    void updated();
    void updatingChanged(bool updating);

private:
    void start();
    void finish(AnalysisResult result);
    void setUpdating(bool updating);

    Document& mDocument;
    QTimer mTimer;
    QFutureWatcher<AnalysisResult> mWatcher;
    AnalysisResult mLatest;
    bool mUpdating = false;
    bool mOffThread = false;
    bool mRerun = false; // a change arrived while a worker was busy
    std::uint64_t mStarted = 0;
    double mCopyMs = 0; // the last copy handed to a worker
    // Shared with workers, replaced (never changed) by setCatalogParts.
    std::shared_ptr<const CatalogContext> mCatalog = std::make_shared<const CatalogContext>();
};

} // namespace cs::ui
