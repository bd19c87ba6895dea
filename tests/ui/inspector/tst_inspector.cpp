// The inspector edits the selection as a user would (set a field's value and
// finish editing): each edit changes the model through one undo command, the
// dashboard follows, undo restores the design exactly, and a value the model
// refuses leaves it unchanged with the reason under the field.
#include "analysis/analysis.h"
#include "dashboard/analysisdashboard.h"
#include "dashboard/analysisrunner.h"
#include "dashboard/keyfiguresview.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "inspector/designpage.h"
#include "inspector/devicepage.h"
#include "inspector/fabricpage.h"
#include "inspector/inspector.h"
#include "inspector/linkpage.h"
#include "inspector/niclisteditor.h"
#include "inspector/rackpage.h"
#include "io/scenariojson.h"
#include "io/tcoassumptionsjson.h"
#include "tco/tco.h"
#include "tco/tcoassumptions.h"

#include "bundledcatalog.h"
#include "designlookup.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <cmath>

using namespace cs;
using namespace cs::ui;

namespace {

const QString kH100Example =
    QStringLiteral(CS_SOURCE_DIR "/resources/examples/h100-32-node.cluster.json");

std::vector<Part> catalogParts()
{
    std::vector<Part> parts;
    for (const auto& entry : test::bundledParts()) {
        parts.push_back(entry.second);
    }
    return parts;
}

template <typename Spin, typename Value> void commitValue(Spin* spin, Value value)
{
    spin->setValue(value);
    emit spin->editingFinished();
}

void commitText(QLineEdit* edit, const QString& text)
{
    edit->setText(text);
    emit edit->editingFinished();
}

bool choose(QComboBox* box, const QVariant& data)
{
    const int index = box->findData(data);
    if (index < 0) {
        return false;
    }
    box->setCurrentIndex(index);
    emit box->activated(index);
    return true;
}

bool comboOffers(const QComboBox* box, const QString& data)
{
    return box->findData(data) >= 0;
}

// The open H100 example with an inspector and a dashboard on it.
struct Editor
{
    Document doc{test::loadDesign(kH100Example)};
    Inspector inspector{doc, catalogParts()};
    AnalysisDashboard dashboard{doc};

    // Waits for the dashboard's coalesced analysis of the last change.
    bool analysed()
    {
        QSignalSpy updated(&dashboard.runner(), &AnalysisRunner::updated);
        return updated.wait(5000) || !dashboard.runner().isUpdating();
    }
    QString figure(const char* label) const
    {
        const QTreeWidgetItem* item = dashboard.figures()->itemFor(QString::fromUtf8(label));
        return item ? item->text(KeyFiguresView::ValueColumn) : QString();
    }
    const analysis::AnalysisReport& report() { return *dashboard.runner().latest().report; }
};

} // namespace

class TestInspector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void editingTheGpuCountChangesModelAndDashboardAndUndoesExactly()
    {
        Editor e;
        const Design before = e.doc.design();
        const DeviceId dgx = test::deviceNamed(before, "dgx-01");
        e.doc.selection()->selectDevices({dgx});
        QCOMPARE(e.inspector.currentPage(), e.inspector.devicePage());
        QSpinBox* count = e.inspector.devicePage()->gpuCountField();
        QCOMPARE(count->value(), 8);

        // 32 DGX H100 × 8 H100 SXM5 = 256 GPUs; BF16 dense 256 × 989 = 253,184 TFLOPS
        // (253 PFLOPS), sparse 256 × 1,979 = 506,624 TFLOPS (507 PFLOPS).
        QCOMPARE(e.report().compute.gpus, 256);
        QCOMPARE(e.report().compute.peakDenseTflops.bf16, 253184.0);
        QCOMPARE(e.figure("GPUs"), QStringLiteral("256 in 32 nodes"));
        QCOMPARE(e.figure("Peak BF16"), QStringLiteral("253 dense · 507 sparse PFLOPS"));

        commitValue(count, 4);
        QCOMPARE(*e.doc.design().device(dgx)->config.gpuCount, 4);
        QCOMPARE(e.doc.undoStack()->count(), 1);
        QVERIFY(e.analysed());
        // 4 GPUs fewer: 252 GPUs; BF16 dense drops by 4 × 989 = 3,956 to 249,228 TFLOPS
        // (249 PFLOPS); sparse by 4 × 1,979 = 7,916 to 498,708 TFLOPS (499 PFLOPS).
        QCOMPARE(e.report().compute.gpus, 252);
        QCOMPARE(e.report().compute.peakDenseTflops.bf16, 249228.0);
        QCOMPARE(e.figure("GPUs"), QStringLiteral("252 in 32 nodes"));
        QCOMPARE(e.figure("Peak BF16"), QStringLiteral("249 dense · 499 sparse PFLOPS"));

        e.doc.undoStack()->undo();
        QVERIFY(e.doc.design() == before);
        QCOMPARE(count->value(), 8); // the inspector follows the undo
        QVERIFY(e.analysed());
        QCOMPARE(e.report().compute.gpus, 256);
        QCOMPARE(e.figure("GPUs"), QStringLiteral("256 in 32 nodes"));
    }

    void aGpuCountAboveTheSlotsIsRefusedWithTheModelsMessage()
    {
        Editor e;
        const Design before = e.doc.design();
        e.doc.selection()->selectDevices({test::deviceNamed(before, "dgx-01")});
        DevicePage* page = e.inspector.devicePage();
        commitValue(page->gpuCountField(), 9); // the DGX H100 has 8 GPU slots
        QVERIFY(e.doc.design() == before);
        QCOMPARE(e.doc.undoStack()->count(), 0);
        QCOMPARE(page->gpuCountField()->value(), 8); // the field reverts
        QVERIFY2(page->errorOf(page->gpuCountField()).contains(QLatin1String("at most 8 GPUs")),
                 qPrintable(page->errorOf(page->gpuCountField())));
        // The next accepted edit clears the message.
        commitValue(page->gpuCountField(), 6);
        QVERIFY(page->errorOf(page->gpuCountField()).isEmpty());
    }

    void onlyGpusTheChassisTakesAreOffered()
    {
        Editor e;
        e.doc.selection()->selectDevices({test::deviceNamed(e.doc.design(), "dgx-01")});
        const QComboBox* gpus = e.inspector.devicePage()->gpuModelField();
        // The DGX H100 takes SXM5 modules: the H100 and H200 SXM, not PCIe cards.
        QVERIFY(comboOffers(gpus, QStringLiteral("nvidia-h100-sxm5-80gb")));
        QVERIFY(comboOffers(gpus, QStringLiteral("nvidia-h200-sxm-141gb")));
        QVERIFY(!comboOffers(gpus, QStringLiteral("nvidia-h100-pcie-80gb")));
        QVERIFY(!comboOffers(gpus, QStringLiteral("nvidia-l40s-48gb")));
        QCOMPARE(gpus->currentData().toString(), QStringLiteral("nvidia-h100-sxm5-80gb"));
    }

    void aCatalogCpuTravelsIntoTheDesignAndUndoTakesItOut()
    {
        Editor e;
        const Design before = e.doc.design();
        const DeviceId dgx = test::deviceNamed(before, "dgx-02");
        e.doc.selection()->selectDevices({dgx});
        const QString silver = QStringLiteral("intel-xeon-silver-4410y");
        QVERIFY(!before.part(silver.toStdString()));
        QVERIFY(choose(e.inspector.devicePage()->cpuModelField(), silver));
        QCOMPARE(*e.doc.design().device(dgx)->config.cpuPartId, silver.toStdString());
        QVERIFY(e.doc.design().part(silver.toStdString()));
        e.doc.undoStack()->undo();
        QVERIFY(e.doc.design() == before);
    }

    void nicsAreAddedAndRemovedInOneStepEach()
    {
        Editor e;
        const Design before = e.doc.design();
        const DeviceId dgx = test::deviceNamed(before, "dgx-03");
        e.doc.selection()->selectDevices({dgx});
        NicListEditor* nics = e.inspector.devicePage()->nicsField();
        const std::size_t n = nics->nics().size(); // the DGX H100's own list
        QVERIFY(n > 0);
        nics->addButton()->click();
        QCOMPARE(e.doc.design().nicsOf(*e.doc.design().device(dgx)).size(), n + 1);
        // The first NIC carries the node's compute links: the model keeps it.
        nics->table()->selectRow(0);
        nics->removeButton()->click();
        QCOMPARE(e.doc.design().nicsOf(*e.doc.design().device(dgx)).size(), n + 1);
        QVERIFY(e.inspector.devicePage()->errorOf(nics).contains(QLatin1String("link")));
        nics->table()->selectRow(int(n)); // the one just added
        nics->removeButton()->click();
        QCOMPARE(e.doc.design().nicsOf(*e.doc.design().device(dgx)).size(), n);
        QCOMPARE(e.doc.undoStack()->count(), 2);
        e.doc.undoStack()->undo();
        e.doc.undoStack()->undo();
        QVERIFY(e.doc.design() == before);
    }

    void aNegativePowerBudgetIsRefused()
    {
        Editor e;
        const Design before = e.doc.design();
        const RackId rack = test::rackNamed(before, "rack-01");
        e.doc.selection()->selectRacks({rack});
        RackPage* page = e.inspector.rackPage();
        QCOMPARE(e.inspector.currentPage(), page);
        // 90 kW provisioned over 2N feeds: 45 kW usable, as the rack view says.
        QCOMPARE(page->usablePowerField()->value(), 45.0);
        commitValue(page->usablePowerField(), -5.0);
        QVERIFY(e.doc.design() == before);
        QCOMPARE(page->usablePowerField()->value(), 45.0);
        QVERIFY(!page->errorOf(page->usablePowerField()).isEmpty());
    }

    // The inspector shows and edits the usable power the rack view and the
    // findings judge against: 2N provisions twice it, one feed exactly it.
    void theUsablePowerIsEditedAndTheProvisionedFollows()
    {
        Editor e;
        const RackId rack = test::rackNamed(e.doc.design(), "rack-01");
        e.doc.selection()->selectRacks({rack});
        RackPage* page = e.inspector.rackPage();
        QVERIFY(page->provisionedField()->text().contains(QLatin1String("90.0")));
        // 2N: 25 kW usable needs 2 × 25 = 50 kW over both feeds.
        commitValue(page->usablePowerField(), 25.0);
        QCOMPARE(e.doc.design().rack(rack)->powerBudgetKw, 50.0);
        QVERIFY(page->provisionedField()->text().contains(QLatin1String("50.0")));
        // One feed: the provisioned power is usable, so 50 kW now reads as 50 usable.
        QVERIFY(choose(page->feedsField(), int(FeedRedundancy::Single)));
        QCOMPARE(page->usablePowerField()->value(), 50.0);
        commitValue(page->usablePowerField(), 30.0);
        QCOMPARE(e.doc.design().rack(rack)->powerBudgetKw, 30.0);
        const analysis::AnalysisReport r = analysis::analyze(e.doc.design());
        for (const analysis::RackPower& p : r.power.racks) {
            if (p.id == rack) {
                QCOMPARE(p.usableBudgetKw, page->usablePowerField()->value());
            }
        }
    }

    void severalRacksAreEditedInOneStep()
    {
        Editor e;
        const Design before = e.doc.design();
        const RackId a = test::rackNamed(before, "rack-01");
        const RackId b = test::rackNamed(before, "rack-02");
        e.doc.selection()->selectRacks({a, b});
        RackPage* page = e.inspector.rackPage();
        QVERIFY(!page->nameField()->isEnabled()); // names stay one by one
        // Both racks are 2N: 60 kW usable provisions 2 × 60 = 120 kW each.
        commitValue(page->usablePowerField(), 60.0);
        QVERIFY(choose(page->coolingField(), int(CoolingMethod::DirectLiquid)));
        QCOMPARE(e.doc.design().rack(a)->powerBudgetKw, 120.0);
        QCOMPARE(e.doc.design().rack(b)->powerBudgetKw, 120.0);
        QCOMPARE(e.doc.design().rack(b)->cooling, CoolingMethod::DirectLiquid);
        QCOMPARE(e.doc.undoStack()->count(), 2);
        e.doc.undoStack()->undo();
        e.doc.undoStack()->undo();
        QVERIFY(e.doc.design() == before);
    }

    void aLinksLengthAndCableAreEditedAndANegativeLengthIsRefused()
    {
        Editor e;
        const Design before = e.doc.design();
        const LinkId link = before.links().front().id; // dgx-01 port 1 to a leaf, 10 m
        SelectedIds ids;
        ids.links = {link};
        e.doc.selection()->set(ids);
        LinkPage* page = e.inspector.linkPage();
        QCOMPARE(e.inspector.currentPage(), page);
        QCOMPARE(page->lengthField()->value(), 10.0);
        commitValue(page->lengthField(), 12.0);
        QCOMPARE(e.doc.design().link(link)->lengthM, 12.0);
        QVERIFY(choose(page->cableField(), QString()));
        QVERIFY(e.doc.design().link(link)->cablePartId.empty());
        commitValue(page->lengthField(), -1.0);
        QCOMPARE(e.doc.design().link(link)->lengthM, 12.0);
        QVERIFY(page->errorOf(page->lengthField()).contains(QLatin1String("length")));
        e.doc.undoStack()->undo();
        e.doc.undoStack()->undo();
        QVERIFY(e.doc.design() == before);
    }

    void aStorageAppliancesSystemIsRenamedLeftAndRemoved()
    {
        Editor e;
        const Design before = e.doc.design();
        // ddn-1 and ddn-2 form the example's one storage system, "EXAScaler".
        const DeviceId ddn1 = test::deviceNamed(before, "ddn-1");
        const DeviceId ddn2 = test::deviceNamed(before, "ddn-2");
        e.doc.selection()->selectDevices({ddn1});
        DevicePage* page = e.inspector.devicePage();
        QCOMPARE(page->storageNameField()->text(), QStringLiteral("EXAScaler"));
        QCOMPARE(page->filesystemField()->text(), QStringLiteral("EXAScaler (Lustre)"));
        commitText(page->storageNameField(), QStringLiteral("Scratch"));
        QCOMPARE(e.doc.design().storageSystems().front().name, std::string("Scratch"));
        page->leaveStorageButton()->click();
        QVERIFY(e.doc.design().storageSystems().front().devices == std::vector{ddn2});
        // ddn-1 is in no system now: the storage fields hide.
        QVERIFY(!page->storageNameField()->isVisibleTo(page));
        e.doc.selection()->selectDevices({ddn2});
        page->removeStorageButton()->click();
        QVERIFY(e.doc.design().storageSystems().empty());
        QCOMPARE(e.doc.undoStack()->count(), 3);
        while (e.doc.undoStack()->canUndo()) {
            e.doc.undoStack()->undo();
        }
        QVERIFY(e.doc.design() == before);
    }

    void aFabricTargetBelowOneIsRefused()
    {
        Editor e;
        const Design before = e.doc.design();
        SelectedIds ids;
        ids.fabrics = {before.fabrics().front().id};
        e.doc.selection()->set(ids);
        FabricPage* page = e.inspector.fabricPage();
        commitValue(page->oversubscriptionField(), 0.5);
        QVERIFY(e.doc.design() == before);
        QVERIFY(page->errorOf(page->oversubscriptionField()).contains(QLatin1String("1 or more")));
        commitValue(page->oversubscriptionField(), 2.0);
        QCOMPARE(e.doc.design().fabrics().front().targetOversubscription, 2.0);
        commitText(page->nameField(), QStringLiteral("Compute east"));
        QCOMPARE(e.doc.design().fabrics().front().name, std::string("Compute east"));
    }

    void withNothingSelectedTheDesignAndItsAssumptionsAreEdited()
    {
        Editor e;
        const Design before = e.doc.design();
        DesignPage* page = e.inspector.designPage();
        QCOMPARE(e.inspector.currentPage(), page);
        commitText(page->nameField(), QStringLiteral("H100 pod B"));
        QCOMPARE(e.doc.design().name, std::string("H100 pod B"));
        commitValue(page->pueField(), 1.25);
        QCOMPARE(e.doc.design().facility.pue, 1.25);
        commitValue(page->pueField(), 0.8); // below 1: no facility uses less than its IT load
        QCOMPARE(e.doc.design().facility.pue, 1.25);
        QVERIFY(!page->errorOf(page->pueField()).isEmpty());
        QVERIFY(choose(page->currencyField(), QStringLiteral("CNY")));
        QCOMPARE(e.doc.design().facility.currency, std::string("CNY"));

        QDoubleSpinBox* cores = page->thresholdField("min_cpu_cores_per_gpu");
        QCOMPARE(cores->value(), 7.0);
        commitValue(cores, 20.0);
        const AnalysisSettings& set = e.doc.design().analysisAssumptions;
        QCOMPARE(set.values.minCpuCoresPerGpu, 20.0);
        // Only the edited key is the design's own; the others stay the program's.
        QVERIFY(set.written == (nlohmann::json{{"min_cpu_cores_per_gpu", 20.0}}));
        commitValue(cores, -1.0);
        QCOMPARE(e.doc.design().analysisAssumptions.values.minCpuCoresPerGpu, 20.0);
        QVERIFY(!page->errorOf(cores).isEmpty());

        while (e.doc.undoStack()->canUndo()) {
            e.doc.undoStack()->undo();
        }
        QVERIFY(e.doc.design() == before);
        QCOMPARE(page->pueField()->value(), before.facility.pue);
    }

    // The example's 0.08 USD per kWh reads 0.08 × 7.2 = 0.576 CNY per kWh
    // once the currency is yuan, in one undo step, and the build cost follows
    // the rate: USD total × 7.2. Back in dollars it is 0.08 again.
    void switchingTheCurrencyRestatesItsAmounts()
    {
        Editor e;
        const Design before = e.doc.design();
        DesignPage* page = e.inspector.designPage();
        QVERIFY(page->priceField()->suffix().contains(QLatin1String("USD")));
        const double buildUsd = tco::computeTco(before, tco::tcoAssumptionsFor(before)).build.total;
        const int steps = e.doc.undoStack()->count();
        QVERIFY(choose(page->currencyField(), QStringLiteral("CNY")));
        QCOMPARE(e.doc.undoStack()->count(), steps + 1);
        QVERIFY(std::abs(e.doc.design().facility.electricityPricePerKwh - 0.576) < 1e-12);
        QVERIFY(std::abs(page->priceField()->value() - 0.576) < 1e-3);
        QVERIFY(page->priceField()->suffix().contains(QLatin1String("CNY")));
        const Design& cny = e.doc.design();
        const double buildCny = tco::computeTco(cny, tco::tcoAssumptionsFor(cny)).build.total;
        QVERIFY2(std::abs(buildCny - buildUsd * 7.2) < 1e-6 * buildCny,
                 qPrintable(QStringLiteral("%1 CNY against %2 USD").arg(buildCny).arg(buildUsd)));
        QVERIFY(choose(page->currencyField(), QStringLiteral("USD")));
        QVERIFY(std::abs(e.doc.design().facility.electricityPricePerKwh - 0.08) < 1e-12);
        e.doc.undoStack()->undo();
        e.doc.undoStack()->undo();
        QVERIFY(e.doc.design() == before);
    }

    // Amounts in the TCO section and in a scenario are restated in the same
    // undo step as the facility's price: 150,000 USD × 7.2 = 1,080,000 CNY,
    // 0.05 USD × 7.2 = 0.36 CNY; the scenario's other fields stay as written,
    // and one undo gives back the design exactly.
    void switchingTheCurrencyRestatesTcoAndScenarioAmounts()
    {
        Editor e;
        e.doc.execute(std::make_unique<SetTcoAssumptionsCommand>(
            e.doc, tcoSettingsFromJson({{"staff_cost_per_fte_year", 150000}})));
        e.doc.execute(std::make_unique<SetScenariosCommand>(
            e.doc, scenarioSettingsFromJson(nlohmann::json::parse(
                       R"([{"name": "cheap", "description": "",
                            "tco": {"electricity_price_per_kwh": 0.05}}])"))));
        const Design before = e.doc.design();
        const int steps = e.doc.undoStack()->count();
        QVERIFY(choose(e.inspector.designPage()->currencyField(), QStringLiteral("CNY")));
        QCOMPARE(e.doc.undoStack()->count(), steps + 1);
        const Design& cny = e.doc.design();
        QVERIFY(std::abs(*cny.tcoAssumptions.values.staffCostPerFteYear - 1080000) < 1e-6);
        const nlohmann::json& scenario = cny.scenarios.written[0];
        QVERIFY(std::abs(scenario["tco"]["electricity_price_per_kwh"].get<double>() - 0.36) <
                1e-12);
        QVERIFY(scenario.contains("description"));
        QVERIFY(cny.scenarios.values[0].tco == scenario["tco"]);
        e.doc.undoStack()->undo();
        QVERIFY(e.doc.design() == before);
    }

    void aLongDesignNameShowsItsBeginning()
    {
        // QLineEdit::setText() leaves the cursor at the end, which scrolls a
        // name wider than its field to show "…X H100 (256 GPUs)".
        Editor e;
        QLineEdit* name = e.inspector.designPage()->nameField();
        QCOMPARE(name->text(), QStringLiteral("32x DGX H100 (256 GPUs)"));
        QCOMPARE(name->cursorPosition(), 0);
    }
};

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"
