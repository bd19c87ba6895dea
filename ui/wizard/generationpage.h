#pragma once

#include "finishingpage.h"

#include "generator/clusterspec.h"

namespace cs::ui {

class SpecForm;

// The cluster spec, from the sizing's pick or from scratch, editable; Finish
// generates the design (core/generator).
class GenerationPage : public FinishingPage
{
    Q_OBJECT

public:
    explicit GenerationPage(NewClusterWizard& wizard);

    void initializePage() override;
    SpecForm* form() const { return mForm; }

    // What a spec starts with when no sizing chose the node.
    static generator::ClusterSpec defaultSpec();

protected:
    GenerationJob::Work work() const override;

private:
    SpecForm* mForm = nullptr;
};

} // namespace cs::ui
