#pragma once

#include "displayunits.h"

#include "analysis/analysis.h"

#include <QString>

#include <vector>

namespace cs::ui {

// Green when a figure meets its threshold, amber for a warning, red for an
// error; neutral figures have no threshold.
enum class FigureStatus
{
    Neutral,
    Good,
    Warning,
    Bad
};

struct KeyFigure
{
    QString group;
    QString label;
    QString value;     // with its unit
    QString threshold; // what the figure is held to; empty when nothing
    FigureStatus status = FigureStatus::Neutral;
    QString tooltip;

    bool operator==(const KeyFigure&) const = default;
};

// The dashboard's figures for one analysis of the design, in display order.
// A figure's colour follows the findings the design rules raised about it,
// so the dashboard and the checks list never disagree.
std::vector<KeyFigure> keyFigures(const analysis::AnalysisReport& report, const Design& design,
                                  const DisplayUnits& units);

// The worst status among the findings with these codes (about this subject,
// when given); Good when none.
FigureStatus statusFromFindings(const std::vector<Finding>& findings,
                                const std::vector<const char*>& codes,
                                std::optional<std::uint32_t> subject = std::nullopt);

} // namespace cs::ui
