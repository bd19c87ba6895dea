#pragma once

#include "inspectorpage.h"

#include "analysis/assumptions.h"

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;

namespace cs::ui {

// With nothing selected: the design's name and description, the facility
// assumptions (PUE, electricity price, currency) and the analysis thresholds.
class DesignPage : public InspectorPage
{
    Q_OBJECT

public:
    DesignPage(Document& document, const PartChoices& parts, QWidget* parent = nullptr);
    void reload() override;

    QLineEdit* nameField() const { return mName; }
    QPlainTextEdit* descriptionField() const { return mDescription; }
    QDoubleSpinBox* pueField() const { return mPue; }
    QDoubleSpinBox* priceField() const { return mPrice; }
    QComboBox* currencyField() const { return mCurrency; }
    // The editor of one analysis threshold, by its JSON name ("min_cpu_cores_per_gpu").
    QDoubleSpinBox* thresholdField(const char* key) const;

    // Makes the text editor commit on focus out, as the line editors do.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Threshold
    {
        const char* key;
        double analysis::Assumptions::*field;
        QDoubleSpinBox* editor;
    };
    void addThreshold(const char* key, double analysis::Assumptions::*field, const QString& label,
                      const QString& suffix, int decimals);
    void setInfo(QWidget* field, const std::string& name, const std::string& description);
    void setFacility(QWidget* field, const std::function<void(FacilityAssumptions&)>& edit);
    void setThreshold(const Threshold& t, double value);
    void setCurrency(const std::string& currency);

    QLineEdit* mName = nullptr;
    QPlainTextEdit* mDescription = nullptr;
    QDoubleSpinBox* mPue = nullptr;
    QDoubleSpinBox* mPrice = nullptr;
    QComboBox* mCurrency = nullptr;
    std::vector<Threshold> mThresholds;
};

} // namespace cs::ui
