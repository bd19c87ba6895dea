#pragma once

#include <QWizardPage>

class QRadioButton;

namespace cs::ui {

// How to start: from a workload, a template or a cluster spec.
class StartPage : public QWizardPage
{
    Q_OBJECT

public:
    enum class Route
    {
        Workload,
        Template,
        Spec
    };

    StartPage();

    Route route() const;
    void setRoute(Route route);
    int nextId() const override;

private:
    QRadioButton* mWorkload = nullptr;
    QRadioButton* mTemplate = nullptr;
    QRadioButton* mSpec = nullptr;
};

} // namespace cs::ui
