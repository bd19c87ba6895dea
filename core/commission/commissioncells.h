#pragma once

#include "commission.h"

#include <QLocale>
#include <QStringList>

// The commissioning report as tables: one row per nccl-tests run and per
// bandwidth test, in the reader's language. The Commissioning tab and the PDF
// report both show these cells, so they cannot disagree.
namespace cs::commission {

// "pass", "fail", "not judged", "not modelled".
QString verdictWord(Verdict verdict);

// File, test, ranks, hosts, size, bus GB/s, in place, predicted, ratio, verdict.
QStringList ncclHeaders();
QStringList ncclCells(const NcclJudgement& run, const QLocale& locale);
inline constexpr int kNcclNameColumns = 2; // the rest are figures (and the verdict)

// File, tool, host, test, measured GB/s, predicted, ratio, verdict.
QStringList bandwidthHeaders();
QStringList bandwidthCells(const BandwidthJudgement& test, const QLocale& locale);
inline constexpr int kBandwidthNameColumns = 4;

// "file: message", or the message alone for the design as a whole.
QString findingLine(const CommissionFinding& finding);

// The file name without its folders.
QString fileNameOf(const std::string& path);

// How many runs and tests were judged, and how many fell below the design.
int failedCount(const CommissionReport& report);

} // namespace cs::commission
