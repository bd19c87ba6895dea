// The new-cluster wizard driven through its pages offscreen: a workload sized
// on the bundled catalog and generated, each template, an impossible spec that
// keeps the wizard open with the reason, and the user's defaults applied.
#include "analysis/analysis.h"
#include "bundledcatalog.h"
#include "i18n/compactmoney.h"
#include "i18n/translation.h"
#include "wizard/generationpage.h"
#include "wizard/newclusterwizard.h"
#include "wizard/sizingpage.h"
#include "wizard/specform.h"
#include "wizard/startpage.h"
#include "wizard/templatepage.h"
#include "wizard/workloadpage.h"

#include "report/summary.h"

#include <QAbstractButton>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

using namespace cs;
using namespace cs::ui;

namespace {

CatalogParts bundledCatalog()
{
    std::vector<Part> parts;
    for (const auto& [id, part] : test::bundledParts()) {
        parts.push_back(part);
    }
    return CatalogParts(std::move(parts));
}

NewDesignDefaults testDefaults()
{
    NewDesignDefaults d;
    d.pue = 1.3;
    d.electricityPricePerKwh = 0.8;
    d.currency = "CNY";
    return d;
}

// 7B parameters, 1T tokens, 30 days, BF16 at 40% MFU, as in tst_sizing.
sizing::Workload sevenBTraining()
{
    sizing::Workload w;
    w.name = "7B run";
    sizing::TrainingProfile t;
    t.parameters = 7e9;
    t.trainingTokens = 1e12;
    t.targetDays = 30;
    t.mfu = 0.40;
    w.training = t;
    return w;
}

bool finish(NewClusterWizard& wizard)
{
    QAbstractButton* button = wizard.button(QWizard::FinishButton);
    if (!button->isVisible() || !button->isEnabled()) {
        return false;
    }
    button->click();
    return true;
}

} // namespace

class TestNewClusterWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void workloadIsSizedAndGenerated();
    void workloadPageMapsEveryField();
    void chineseCountsParametersInYi();
    void templates_data();
    void templates();
    void impossibleSpecStaysOpen();

private:
    CatalogParts mCatalog;
};

void TestNewClusterWizard::initTestCase()
{
    qputenv("CLUSTERSMITH_EXAMPLES", CS_SOURCE_DIR "/resources/examples");
    mCatalog = bundledCatalog();
    QVERIFY(!mCatalog.all().empty());
}

void TestNewClusterWizard::workloadIsSizedAndGenerated()
{
    NewClusterWizard wizard(mCatalog, testDefaults());
    QSignalSpy ready(&wizard, &NewClusterWizard::designReady);
    wizard.show();
    wizard.startPage()->setRoute(StartPage::Route::Workload);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewClusterWizard::Workload));
    wizard.workloadPage()->setWorkload(sevenBTraining());
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewClusterWizard::Sizing));

    // The H100 SXM5 in the catalog: 989 TFLOPS dense BF16.
    // First estimate: 6 × 7e9 × 1e12 = 4.2e22 FLOPs; 989e12 × 0.40 = 3.956e14 FLOP/s
    // per GPU; 30 days = 2.592e6 s; 4.2e22 ÷ 3.956e14 ÷ 2.592e6 = 40.96 → 41 GPUs by
    // compute, ⌈41 ÷ 8⌉ = 6 nodes. The performance model then counts attention's
    // FLOPs too (12 · layers · heads · head_dim · sequence per token on top of
    // 6 · parameters), so at the same 40% MFU it needs at least the first
    // estimate's nodes; the page shows the model's count, within the 30 days.
    SizingPage* sizing = wizard.sizingPage();
    QVERIFY(sizing->selectGpu("nvidia-h100-sxm5-80gb"));
    const sizing::SizingOption* option = sizing->selectedOption();
    QVERIFY(option);
    QCOMPARE(option->training->gpusByCompute, 41);
    QCOMPARE(option->binding, sizing::Constraint::Compute);
    QVERIFY(option->modelled && option->viable());
    QVERIFY(option->nodes >= 6);
    QCOMPARE(option->gpus, option->nodes * 8);
    QVERIFY(*option->trainingDays <= 30.0);
    QVERIFY(!option->explanation.isEmpty());
    const int nodes = option->nodes;
    const std::string nodePart = option->node.partId;
    // The hardware reads in the user's currency (CNY here) at the default 7.2 CNY
    // per USD: the catalog prices this node in USD, so the cell is cost × 7.2.
    QCOMPARE(option->node.price->currency, std::string("USD"));
    const QTreeWidgetItem* row = sizing->optionsTable()->currentItem();
    const int costColumn = sizing->optionsTable()->columnCount() - 1;
    QCOMPARE(row->text(costColumn),
             i18n::compactMoney(*option->hardwareCost * 7.2, QStringLiteral("CNY"), QLocale()));
    QVERIFY(row->toolTip(costColumn).contains(QLatin1String("USD in the catalog's prices")));

    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewClusterWizard::Generation));
    const generator::ClusterSpec spec = wizard.generationPage()->form()->spec();
    QCOMPARE(spec.nodePartId, nodePart);
    QCOMPARE(*spec.nodes, nodes);
    QCOMPARE(spec.name, std::string("7B run"));
    // The switch is left to the generator, as the command line leaves it.
    QVERIFY(spec.computeSwitchPartId.empty());
    // Shared storage for the run: 1e12 tokens × (4 + 4) bytes = 8 TB of data and
    // 5 checkpoints × 7e9 × 16 bytes = 0.56 TB: ⌈8.56⌉ = 9 TB.
    QCOMPARE(spec.storageTb, 9.0);

    QVERIFY(finish(wizard));
    QVERIFY(wizard.generationPage()->isBusy()); // off the GUI thread
    QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
    QVERIFY(!wizard.button(QWizard::BackButton)->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(wizard.result().has_value(), 20000);
    QCOMPARE(wizard.QDialog::result(), int(QDialog::Accepted));
    QCOMPARE(ready.count(), 1);
    const Design& design = *wizard.result();
    const DesignSummary summary = summarize(design);
    QCOMPARE(summary.gpus, nodes * 8);
    QCOMPARE(summary.nodes, nodes);
    QCOMPARE(design.name, std::string("7B run"));
    // The design carries the workload it was sized from.
    QCOMPARE(design.workloads.size(), std::size_t(1));
    QVERIFY(design.workloads.front() == sevenBTraining());
    // The DGX H100's eight 400G InfiniBand ports meet an InfiniBand fabric.
    const analysis::AnalysisReport report = analysis::analyze(design);
    QVERIFY(!report.network.fabrics.empty());
    QCOMPARE(report.network.fabrics.front().role, NetworkRole::Compute);
    QCOMPARE(report.network.fabrics.front().protocol, std::string("infiniband"));
    QVERIFY(report.memory.storageCapacityTb >= 9.0);
    // The user's defaults for new designs.
    QCOMPARE(design.facility.pue, 1.3);
    QCOMPARE(design.facility.electricityPricePerKwh, 0.8);
    QCOMPARE(design.facility.currency, std::string("CNY"));
}

void TestNewClusterWizard::workloadPageMapsEveryField()
{
    NewClusterWizard wizard(mCatalog, testDefaults());
    sizing::Workload mixed = sevenBTraining();
    mixed.training->targetDays = 45;
    mixed.training->precision = sizing::TrainingPrecision::Fp8;
    mixed.training->mfu = 0.35;
    mixed.training->recomputation = false;
    sizing::InferenceProfile serve;
    serve.parameters = 70e9;
    serve.precision = sizing::InferencePrecision::Int4;
    serve.contextLength = 32768;
    serve.concurrentSequences = 128;
    serve.targetTokensPerSecond = 25000;
    serve.latencyClass = sizing::LatencyClass::Batch;
    mixed.inference = serve;
    mixed.trainingHoursShare = 0.25;
    WorkloadPage* page = wizard.workloadPage();
    page->setWorkload(mixed);
    QCOMPARE(page->kind(), WorkloadPage::Kind::Mixed);
    QCOMPARE(page->workload(), mixed);
}

// Chinese counts parameters in 亿 (10^8): 7 billion reads "70.0 亿", 70 billion
// "700.0 亿", and what is typed comes back in parameters unchanged.
void TestNewClusterWizard::chineseCountsParametersInYi()
{
    std::unique_ptr<QTranslator> zh =
        i18n::loadTranslation(QStringLiteral("zh_CN"),
                              {QStringLiteral(CS_BIN_DIR "/../share/clustersmith/translations")});
    QVERIFY(zh);
    QVERIFY(QCoreApplication::installTranslator(zh.get()));
    {
        NewClusterWizard wizard(mCatalog, testDefaults());
        WorkloadPage* page = wizard.workloadPage();
        sizing::Workload both = sevenBTraining();
        sizing::InferenceProfile serve;
        serve.parameters = 70e9;
        both.inference = serve;
        page->setWorkload(both);
        QStringList shown;
        for (const QDoubleSpinBox* spin : page->findChildren<QDoubleSpinBox*>()) {
            if (spin->suffix() == QStringLiteral(" 亿")) {
                shown << spin->text();
            }
        }
        shown.sort();
        QCOMPARE(shown, QStringList({QStringLiteral("70.0 亿"), QStringLiteral("700.0 亿")}));
        QCOMPARE(page->workload().training->parameters, 7e9);
        QCOMPARE(page->workload().inference->parameters, 70e9);
    }
    QCoreApplication::removeTranslator(zh.get());
}

void TestNewClusterWizard::templates_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("gpus");
    // Lab: one workstation × 4 RTX 4090 = 4; small training: 4 DGX H100 × 8 = 32;
    // inference: 8 servers × 8 L40S = 64.
    QTest::newRow("lab") << 0 << 4;
    QTest::newRow("small training") << 1 << 32;
    QTest::newRow("inference") << 2 << 64;
}

void TestNewClusterWizard::templates()
{
    QFETCH(int, row);
    QFETCH(int, gpus);
    NewClusterWizard wizard(mCatalog, testDefaults());
    wizard.show();
    wizard.startPage()->setRoute(StartPage::Route::Template);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewClusterWizard::Template));
    TemplatePage* page = wizard.templatePage();
    QCOMPARE(page->templates()[std::size_t(row)].gpus, gpus);
    page->selectTemplate(row);
    QVERIFY(finish(wizard));
    QTRY_VERIFY_WITH_TIMEOUT(wizard.result().has_value() || !page->errorText().isEmpty(), 20000);
    QVERIFY2(wizard.result().has_value(), qPrintable(page->errorText()));
    QCOMPARE(summarize(*wizard.result()).gpus, gpus);
    QCOMPARE(wizard.result()->facility.pue, 1.3);
}

void TestNewClusterWizard::impossibleSpecStaysOpen()
{
    // A DGX H100 draws 10.2 kW; a 5 kW rack budget leaves 2.5 kW usable on 2N feeds.
    NewClusterWizard wizard(mCatalog, testDefaults());
    wizard.show();
    wizard.startPage()->setRoute(StartPage::Route::Spec);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewClusterWizard::Generation));
    GenerationPage* page = wizard.generationPage();
    generator::ClusterSpec spec = GenerationPage::defaultSpec();
    spec.rackPowerKw = 5;
    page->form()->setSpec(spec);
    QVERIFY(finish(wizard));
    QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), 20000);
    QVERIFY(!wizard.result());
    QVERIFY(wizard.isVisible());
    QCOMPARE(wizard.currentId(), int(NewClusterWizard::Generation));
    QVERIFY(page->errorText().contains(QStringLiteral("rack_power_kw")));
    QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled()); // the user can fix it and retry

    spec.rackPowerKw = 40;
    page->form()->setSpec(spec);
    QVERIFY(finish(wizard));
    QTRY_VERIFY_WITH_TIMEOUT(wizard.result().has_value(), 20000);
    QCOMPARE(summarize(*wizard.result()).gpus, 32); // 4 nodes × 8
}

QTEST_MAIN(TestNewClusterWizard)
#include "tst_newclusterwizard.moc"
