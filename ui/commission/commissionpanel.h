#pragma once

#include "commission/commission.h"

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace cs::ui {

class Document;

// The Commissioning tab: benchmark outputs from the built cluster (nccl-tests,
// bandwidthTest, nvbandwidth, perftest) judged against the open design, the
// same report as `clustersmith-cli commission` (docs/commissioning.md). The
// outputs are read once; the judgement follows every edit of the design. They
// belong to the session, not to the design file.
class CommissionPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CommissionPanel(Document& document, QWidget* parent = nullptr);

    // Reads the files (either kind, told apart by their content) and adds
    // them; returns the sentences of those that could not be read.
    QStringList addFiles(const QStringList& paths);
    void clear();

    const commission::CommissionReport& report() const { return mReport; }
    QTableWidget* ncclTable() const { return mNccl; }
    QTableWidget* bandwidthTable() const { return mBandwidth; }
    QListWidget* findings() const { return mFindings; }
    QLabel* summary() const { return mSummary; }

private:
    void chooseFiles();
    void judge();

    Document& mDocument;
    std::vector<commission::NcclFile> mNcclFiles;
    std::vector<commission::BandwidthFile> mBandwidthFiles;
    commission::CommissionReport mReport;
    QLabel* mSummary = nullptr;
    QPushButton* mOpen = nullptr;
    QPushButton* mClear = nullptr;
    QTableWidget* mNccl = nullptr;
    QTableWidget* mBandwidth = nullptr;
    QListWidget* mFindings = nullptr;
};

} // namespace cs::ui
