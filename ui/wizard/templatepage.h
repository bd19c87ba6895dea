#pragma once

#include "clustertemplates.h"
#include "finishingpage.h"

#include <vector>

class QListWidget;

namespace cs::ui {

// Ready-made clusters: Finish opens the chosen one as a new design.
class TemplatePage : public FinishingPage
{
    Q_OBJECT

public:
    explicit TemplatePage(NewClusterWizard& wizard);

    const std::vector<ClusterTemplate>& templates() const { return mTemplates; }
    int selectedTemplate() const;
    void selectTemplate(int index);

protected:
    GenerationJob::Work work() const override;

private:
    std::vector<ClusterTemplate> mTemplates;
    QListWidget* mList = nullptr;
};

} // namespace cs::ui
