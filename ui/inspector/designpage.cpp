#include "designpage.h"

#include "document/document.h"
#include "document/entitycommands.h"
#include "document/propertycommands.h"
#include "io/analysisassumptionsjson.h"
#include "io/formaterror.h"

#include "tco/currencychange.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace cs::ui {

namespace {

constexpr double kThresholdRange = 1.0e6;

} // namespace

DesignPage::DesignPage(Document& document, const PartChoices& parts, QWidget* parent)
    : InspectorPage(document, parts, parent)
{
    mName = lineField(tr("Name"), [this](const QString& name) {
        setInfo(mName, name.toStdString(), design().description);
    });
    mDescription = new QPlainTextEdit(this);
    mDescription->setTabChangesFocus(true);
    mDescription->setFixedHeight(mDescription->fontMetrics().lineSpacing() * 4 + 12);
    mDescription->installEventFilter(this);
    addField(tr("Description"), mDescription);

    mPue = doubleField(tr("Facility PUE"), 0, 10, 2, {}, [this](double pue) {
        setFacility(mPue, [pue](FacilityAssumptions& f) { f.pue = pue; });
    });
    mPrice = doubleField(tr("Electricity price"), -1000, 1000, 3, tr(" per kWh"), [this](double p) {
        setFacility(mPrice, [p](FacilityAssumptions& f) { f.electricityPricePerKwh = p; });
    });
    mCurrency = choiceField(tr("Currency"),
                            [this](const QVariant& v) { setCurrency(v.toString().toStdString()); });
    mCurrency->setToolTip(tr("The currency of the facility's prices and of the TCO. Changing it "
                             "converts the amounts at the TCO exchange rate, so nothing costs more "
                             "or less."));
    // The currencies the TCO converts between; a design in another keeps it.
    for (const char* code : {"USD", "CNY"}) {
        mCurrency->addItem(QString::fromLatin1(code), QString::fromLatin1(code));
    }

    auto* heading = new QLabel(tr("<b>Analysis thresholds</b>"), this);
    form()->addRow(heading);
    using A = analysis::Assumptions;
    addThreshold("min_host_ram_to_gpu_memory", &A::minHostRamToGpuMemory,
                 tr("Host RAM ÷ GPU memory, at least"), tr(" : 1"), 2);
    addThreshold("min_host_ram_per_gpu_gb", &A::minHostRamPerGpuGb,
                 tr("Host RAM per GPU, at least"), tr(" GB"), 0);
    addThreshold("min_cpu_cores_per_gpu", &A::minCpuCoresPerGpu, tr("CPU cores per GPU, at least"),
                 {}, 1);
    addThreshold("min_injection_gbps_per_gpu", &A::minInjectionGbpsPerGpu,
                 tr("Injection per GPU, at least"), tr(" Gb/s"), 0);
    addThreshold("min_storage_read_gbytes_per_s_per_gpu", &A::minStorageReadGBpsPerGpu,
                 tr("Storage read per GPU, at least"), tr(" GB/s"), 2);
    addThreshold("max_compute_oversubscription", &A::maxComputeOversubscription,
                 tr("Compute oversubscription, at most"), tr(" : 1"), 2);
    addThreshold("air_limit_kw", &A::airLimitKw, tr("Air-cooled rack limit"), tr(" kW"), 0);
    addThreshold("rear_door_limit_kw", &A::rearDoorLimitKw, tr("Rear-door rack limit"), tr(" kW"),
                 0);
    addThreshold("direct_liquid_limit_kw", &A::directLiquidLimitKw, tr("Direct-liquid rack limit"),
                 tr(" kW"), 0);
}

void DesignPage::addThreshold(const char* key, double analysis::Assumptions::*field,
                              const QString& label, const QString& suffix, int decimals)
{
    const std::size_t index = mThresholds.size();
    QDoubleSpinBox* editor =
        doubleField(label, -kThresholdRange, kThresholdRange, decimals, suffix,
                    [this, index](double v) { setThreshold(mThresholds[index], v); });
    mThresholds.push_back({key, field, editor});
}

QDoubleSpinBox* DesignPage::thresholdField(const char* key) const
{
    for (const Threshold& t : mThresholds) {
        if (std::string_view(t.key) == key) {
            return t.editor;
        }
    }
    return nullptr;
}

bool DesignPage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == mDescription && event->type() == QEvent::FocusOut) {
        setInfo(mDescription, design().name, mDescription->toPlainText().toStdString());
    }
    return InspectorPage::eventFilter(watched, event);
}

void DesignPage::setInfo(QWidget* field, const std::string& name, const std::string& description)
{
    if (name == design().name && description == design().description) {
        return;
    }
    Commands commands;
    commands.push_back(
        std::make_unique<SetDesignInfoCommand>(document(), DesignInfo{name, description}));
    commit(field, std::move(commands), {});
}

void DesignPage::setFacility(QWidget* field, const std::function<void(FacilityAssumptions&)>& edit)
{
    FacilityAssumptions facility = design().facility;
    edit(facility);
    if (facility == design().facility) {
        return;
    }
    Commands commands;
    commands.push_back(std::make_unique<SetFacilityAssumptionsCommand>(document(), facility));
    commit(field, std::move(commands), {});
}

// The electricity price and the TCO amounts written in the old currency are
// restated in the new one, in the same undo step, so no figure moves beyond
// the exchange rate.
void DesignPage::setCurrency(const std::string& currency)
{
    if (currency == design().facility.currency) {
        return;
    }
    tco::CurrencyChange change;
    try {
        change = tco::changeFacilityCurrency(design(), currency);
    } catch (const FormatError& e) {
        reload();
        showError(mCurrency, e.message());
        return;
    }
    Commands commands;
    commands.push_back(
        std::make_unique<SetFacilityAssumptionsCommand>(document(), change.facility));
    if (change.tco) {
        commands.push_back(std::make_unique<SetTcoAssumptionsCommand>(document(), *change.tco));
    }
    if (change.scenarios) {
        commands.push_back(std::make_unique<SetScenariosCommand>(document(), *change.scenarios));
    }
    commit(mCurrency, std::move(commands),
           tr("Change currency to %1").arg(QString::fromStdString(currency)));
}

// Only the edited key joins the design's section, so the file keeps what the
// user set and no more. The result is checked as the loader checks it.
void DesignPage::setThreshold(const Threshold& t, double value)
{
    const AnalysisSettings& current = design().analysisAssumptions;
    if (current.values.*t.field == value) {
        return;
    }
    AnalysisSettings settings;
    try {
        settings = withAnalysisKey(current, t.key, value);
    } catch (const FormatError& e) {
        clearErrors();
        reload();
        showError(t.editor, e.message());
        return;
    }
    Commands commands;
    commands.push_back(
        std::make_unique<SetAnalysisAssumptionsCommand>(document(), std::move(settings)));
    commit(t.editor, std::move(commands), {});
}

void DesignPage::reload()
{
    const Design& d = design();
    mName->setText(QString::fromStdString(d.name));
    if (!mName->hasFocus()) {
        // A name wider than its field shows its beginning, not its end.
        mName->setCursorPosition(0);
    }
    if (!mDescription->hasFocus()) {
        mDescription->setPlainText(QString::fromStdString(d.description));
    }
    mPue->setValue(d.facility.pue);
    mPrice->setSuffix(tr(" %1 per kWh").arg(QString::fromStdString(d.facility.currency)));
    mPrice->setValue(d.facility.electricityPricePerKwh);
    selectData(mCurrency, QString::fromStdString(d.facility.currency));
    const analysis::Assumptions& a = d.analysisAssumptions.values;
    for (const Threshold& t : mThresholds) {
        t.editor->setValue(a.*t.field);
    }
}

} // namespace cs::ui
