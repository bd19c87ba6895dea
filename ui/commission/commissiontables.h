#pragma once

#include "commission/commission.h"

class QListWidget;
class QTableWidget;

namespace cs::ui {

// One row per nccl-tests file: what ran, the bus bandwidth measured and
// predicted at the largest size, the ratio and the verdict.
void fillNcclTable(QTableWidget& table, const std::vector<commission::NcclJudgement>& runs);
// One row per bandwidth test.
void fillBandwidthTable(QTableWidget& table,
                        const std::vector<commission::BandwidthJudgement>& tests);
void fillFindings(QListWidget& list, const std::vector<commission::CommissionFinding>& findings);
// "pass", "fail", … in the reader's language (commission::verdictWord).
QString verdictText(commission::Verdict verdict);

} // namespace cs::ui
