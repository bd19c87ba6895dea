#pragma once

#include "commission/commission.h"

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace cs::ui {

class AnalysisRunner;
class Document;

// The Commissioning tab: benchmark outputs from the built cluster (nccl-tests,
// bandwidthTest, nvbandwidth, perftest) judged against the open design, the
// same report as `clustersmith-cli commission` (docs/commissioning.md). The
// outputs are attached to the design (saved with it, one undoable command per
// Open or Clear), and the judgement follows every edit of the design: it is
// the analysis runner's, made on the same analysis as every other view
// (follow), never one of the panel's own.
class CommissionPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CommissionPanel(Document& document, QWidget* parent = nullptr);

    // Shows the runner's judgement now and after each of its runs.
    void follow(AnalysisRunner& runner);

    // Reads the files (either kind, told apart by their content) and attaches
    // those that could be read, in one command; returns the sentences of the
    // others.
    QStringList addFiles(const QStringList& paths);
    // Removes every attached output, in one command.
    void clear();

    const commission::CommissionReport& report() const { return mReport; }
    QTableWidget* ncclTable() const { return mNccl; }
    QTableWidget* bandwidthTable() const { return mBandwidth; }
    QListWidget* findings() const { return mFindings; }
    QLabel* summary() const { return mSummary; }

private:
    void chooseFiles();
    void showJudgement();
    void showSummary();

    Document& mDocument;
    AnalysisRunner* mRunner = nullptr;
    commission::CommissionReport mReport;
    QLabel* mSummary = nullptr;
    QPushButton* mOpen = nullptr;
    QPushButton* mClear = nullptr;
    QTableWidget* mNccl = nullptr;
    QTableWidget* mBandwidth = nullptr;
    QListWidget* mFindings = nullptr;
};

} // namespace cs::ui
