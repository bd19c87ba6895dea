#include "analysisdashboard.h"

#include "analysisrunner.h"
#include "checkslist.h"
#include "keyfiguresview.h"

#include "document/document.h"

#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QVBoxLayout>

namespace cs::ui {

AnalysisDashboard::AnalysisDashboard(Document& document, QWidget* parent)
    : QWidget(parent), mDocument(document), mUnits(DisplayUnits::fromSettings())
{
    mRunner = new AnalysisRunner(document, this);
    mFigures = new KeyFiguresView(this);
    mChecks = new ChecksList(document, this);
    mStatus = new QLabel(this);
    mStatus->setWordWrap(true);
    QFont small = mStatus->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    mStatus->setFont(small);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(mFigures);
    splitter->addWidget(mChecks);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mStatus);
    layout->addWidget(splitter, 1);
    // Below this the figures' names, values and targets no longer fit side by side.
    // Measured on Latin letters: a CJK font's average width is its ideographs', twice
    // as wide, and would take the window's centre from the views.
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 56);

    connect(mRunner, &AnalysisRunner::updated, this, &AnalysisDashboard::showResult);
    connect(mRunner, &AnalysisRunner::updatingChanged, this, &AnalysisDashboard::showStatus);
    connect(mChecks, &ChecksList::showRequested, this, &AnalysisDashboard::showRequested);
    mRunner->runNow();
}

void AnalysisDashboard::reloadSettings()
{
    mUnits = DisplayUnits::fromSettings();
    showResult();
}

void AnalysisDashboard::showResult()
{
    const AnalysisResult& r = mRunner->latest();
    if (r.report) {
        mFigures->setFigures(keyFigures(*r.report, mDocument.design(), mUnits));
        mChecks->setFindings(r.report->findings);
    }
    // Without a report the last figures stay, under the reason shown above them.
    showStatus();
}

void AnalysisDashboard::showStatus()
{
    const AnalysisResult& r = mRunner->latest();
    if (!r.error.isEmpty()) {
        mStatus->setText(tr("The analysis cannot run: %1").arg(r.error));
    } else if (mRunner->isUpdating()) {
        mStatus->setText(tr("Updating…"));
    } else {
        mStatus->setText(tr("Analysed in %1 ms").arg(QLocale().toString(r.milliseconds, 'f', 1)));
    }
}

} // namespace cs::ui
