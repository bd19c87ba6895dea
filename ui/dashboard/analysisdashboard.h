#pragma once

#include "displayunits.h"

#include "document/selection.h"

#include <QWidget>

class QLabel;

namespace cs::ui {

class AnalysisRunner;
class ChecksList;
class Document;
class KeyFiguresView;

// The analysis dock: the key figures coloured against their thresholds and
// the checks list, rerun after every change of the Document (coalesced, off
// the GUI thread for large designs, with "updating…" while a run is due).
class AnalysisDashboard : public QWidget
{
    Q_OBJECT

public:
    explicit AnalysisDashboard(Document& document, QWidget* parent = nullptr);

    AnalysisRunner& runner() { return *mRunner; }
    KeyFiguresView* figures() const { return mFigures; }
    ChecksList* checks() const { return mChecks; }

    // Rereads the unit system and currency from the settings and redraws.
    void reloadSettings();

signals:
    // A finding was clicked: its entities are selected; views should bring them into sight.
    void showRequested(const cs::ui::SelectedIds& ids);

private:
    void showResult();
    void showStatus();

    Document& mDocument;
    AnalysisRunner* mRunner = nullptr;
    KeyFiguresView* mFigures = nullptr;
    ChecksList* mChecks = nullptr;
    QLabel* mStatus = nullptr;
    DisplayUnits mUnits;
};

} // namespace cs::ui
