#pragma once

#include "document/selection.h"

#include "analysis/finding.h"

#include <QWidget>

#include <vector>

class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace cs::ui {

class Document;

// The design-rule findings of the last analysis: severity, code, message,
// value against threshold; sortable by any column and filtered by severity.
// Clicking a finding selects the entities it concerns in the Document and
// asks the views to show them.
class ChecksList : public QWidget
{
    Q_OBJECT

public:
    explicit ChecksList(Document& document, QWidget* parent = nullptr);

    void setFindings(const std::vector<Finding>& findings);
    // Whether findings of this severity are listed (all are, at first).
    void setSeverityShown(Severity severity, bool shown);
    QTreeWidget* tree() const { return mTree; }
    // The ids a finding is about, as a selection (a design-wide finding selects nothing).
    static SelectedIds subjectsOf(const Finding& finding);

signals:
    void showRequested(const cs::ui::SelectedIds& ids);

private:
    void layOutColumns();
    void addFilterButton(Severity severity);
    void applyFilter();
    void updateButtonTexts();
    void selectSubjects(QTreeWidgetItem* item);

    Document& mDocument;
    QTreeWidget* mTree = nullptr;
    std::vector<QToolButton*> mFilters; // by int(Severity)
    std::vector<Finding> mFindings;
    bool mFilled = false; // setFindings has run
};

// A finding's value or threshold as the list shows it.
QString findingFigure(double value);

} // namespace cs::ui
