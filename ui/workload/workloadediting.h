#pragma once

#include "model/workload.h"

#include <QObject>

#include <string>
#include <vector>

namespace cs::ui {

class Document;
class WorkloadPanel;

// The Workloads tab's edits: Add and Edit open the workload dialog, Remove
// removes the shown workload; each is one undo step through the document,
// and the tab redraws when the analysis of the edited design arrives.
class WorkloadEditing : public QObject
{
    Q_OBJECT

public:
    WorkloadEditing(Document& document, WorkloadPanel& panel, QObject* parent = nullptr);

    void add();
    void edit(int shownIndex);
    void remove(int shownIndex);

private:
    // The design's index of the workload the panel shows at `shownIndex`.
    int designIndex(int shownIndex) const;
    static std::string freeName(const std::vector<Workload>& workloads);

    Document& mDocument;
    WorkloadPanel& mPanel;
};

} // namespace cs::ui
