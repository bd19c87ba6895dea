// The TCO panel, offscreen: the charts hold the core's numbers, hovering
// names them, editing an assumption emits the new section without touching
// the design, charts export, and scenarios compare side by side.
#include "catalog.h"
#include "costgroups.h"
#include "dashboard/analysisrunner.h"
#include "document/document.h"
#include "document/entitycommands.h"
#include "i18n/translation.h"
#include "io/designfile.h"
#include "render/tcocharts.h"
#include "tco/assumptionseditor.h"
#include "tco/chartsupport.h"
#include "tco/scenariocompareview.h"
#include "tco/tcobinding.h"
#include "tco/tcocharts.h"
#include "tco/tcopanel.h"

#include "tcotestdesign.h"
#include "testcompare.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace cs;
using ui::TcoPanel;
using Chart = ui::TcoPanel::Chart;

#define CS_COMPARE_NEAR(actual, expected)                                                          \
    CS_COMPARE_WITHIN(actual, expected, 1e-6 * (1 + std::abs(expected)))

namespace {

const QString kExamples = QStringLiteral(CS_SOURCE_DIR "/resources/examples/");

std::vector<Part> catalogParts()
{
    return catalog::Catalog(QStringLiteral(CS_CATALOG_DB), std::nullopt).parts();
}

Design example(const QString& file)
{
    DesignLoadResult loaded = loadDesignFile(kExamples + file);
    return loaded.ok() ? *loaded.design : Design{};
}

// The one-node design of the TCO tests with its three-year assumptions.
Design oneNode()
{
    Design d = test::tco::oneNode();
    d.tcoAssumptions = tcoSettingsFromJson(tcoAssumptionsToJson(test::tco::threeYears()));
    return d;
}

QCPGraph* graphNamed(QCustomPlot* plot, const QString& name)
{
    for (int i = 0; i < plot->graphCount(); ++i) {
        if (plot->graph(i)->name() == name) {
            return plot->graph(i);
        }
    }
    return nullptr;
}

double lastValue(const QCPGraph* g)
{
    return (g->data()->constEnd() - 1)->value;
}

// Sum of the stacked bars of one option at one key.
double stackAt(QCustomPlot* plot, const QString& option, double key)
{
    double sum = 0;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto* bars = qobject_cast<QCPBars*>(plot->plottable(i));
        if (!bars || bars->property("option").toString() != option) {
            continue;
        }
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
            if (std::abs(it->key - key) < 1e-9) {
                sum += it->value;
            }
        }
    }
    return sum;
}

} // namespace

class TestTcoPanel : public QObject
{
    Q_OBJECT

private slots:
    // The screen's yearly stacks and the report's yearly chart draw one table
    // of cost groups and one colour per option: every category in exactly one group, each stack on
    // screen named and coloured as its group, the resale credit (which the
    // screen states in its title) the only group the screen leaves out.
    void yearlyStacksUseTheReportsCostGroups()
    {
        std::vector<int> seen(tco::kCostCategories, 0);
        for (const render::CostGroup& g : render::costGroups()) {
            for (tco::CostCategory c : g.categories) {
                ++seen[static_cast<std::size_t>(c)];
            }
        }
        QCOMPARE(std::count(seen.begin(), seen.end(), 1), std::ptrdiff_t(tco::kCostCategories));
        TcoPanel panel;
        panel.resize(1600, 1000);
        panel.setDesign(oneNode());
        QCustomPlot* yearly = panel.chart(Chart::YearlyCost);
        int stacks = 0;
        for (int i = 0; i < yearly->plottableCount(); ++i) {
            auto* bars = qobject_cast<QCPBars*>(yearly->plottable(i));
            if (!bars) {
                continue;
            }
            ++stacks;
            const auto& groups = render::costGroups();
            const auto group = std::find_if(groups.begin(), groups.end(), [&](const auto& g) {
                return g.name() == bars->name();
            });
            QVERIFY2(group != groups.end(), qPrintable(bars->name()));
            QVERIFY(!group->resaleCredit);
            QCOMPARE(bars->brush().color(), group->color);
        }
        QVERIFY(stacks >= 4);
        // The options' lines take the report's colours too.
        QCustomPlot* cumulative = panel.chart(Chart::Cumulative);
        QCOMPARE(graphNamed(cumulative, QStringLiteral("Build"))->pen().color(),
                 render::optionColor(render::CostOption::Build));
        QCOMPARE(graphNamed(cumulative, QStringLiteral("Cloud"))->pen().color(),
                 render::optionColor(render::CostOption::Cloud));
    }

    // The screen's cumulative chart and the report's draw the same options
    // and break-even point (render::chartedOptions, render::breakEvenPoint):
    // with no offer for its bursts, hybrid has no costs and neither draws it.
    void screenAndReportChartTheSameOptions()
    {
        TcoPanel panel;
        panel.setDesign(oneNode());
        QVERIFY(panel.result());
        tco::TcoResult costed = *panel.result();
        QVERIFY(costed.hybrid.costed());
        tco::TcoResult noBurst = costed;
        noBurst.hybrid.burstOffer.reset();
        QCOMPARE(render::chartedOptions(costed).size(), std::size_t(3));
        QCOMPARE(render::chartedOptions(noBurst).size(), std::size_t(2));

        QCustomPlot plot;
        ui::tcocharts::drawCumulative(plot, noBurst);
        QVERIFY(graphNamed(&plot, QStringLiteral("Build")));
        QVERIFY(!graphNamed(&plot, QStringLiteral("Hybrid")));
        ui::tcocharts::drawCumulative(plot, costed);
        QVERIFY(graphNamed(&plot, QStringLiteral("Hybrid")));
        // tst_tco: break-even at month 15, on the build line at 346,397 USD.
        const std::optional<render::BreakEvenPoint> even = render::breakEvenPoint(costed);
        QVERIFY(even);
        QCOMPARE(even->month, 15);
        CS_COMPARE_NEAR(even->cumulative, 346397.0);

        // The report's chart: pixels of the hybrid green (its line and its
        // legend swatch) only when hybrid is charted.
        const auto hybridPixels = [](const tco::TcoResult& r) {
            QImage image(600, 300, QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter p(&image);
            render::CumulativeCostChart(r).paint(p, QRectF(0, 0, 600, 300));
            p.end();
            const QColor green = render::optionColor(render::CostOption::Hybrid);
            int count = 0;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    count += std::abs(c.red() - green.red()) < 30 &&
                             std::abs(c.green() - green.green()) < 30 &&
                             std::abs(c.blue() - green.blue()) < 30;
                }
            }
            return count;
        };
        QVERIFY(hybridPixels(costed) > 50);
        QCOMPARE(hybridPixels(noBurst), 0);
    }

    void chartsHoldTheHandWorkedNumbers()
    {
        const Design design = oneNode();
        TcoPanel panel;
        panel.resize(1600, 1000);
        panel.setDesign(design);
        QVERIFY(panel.result());
        // tst_tco: build 517,352.80, cloud 840,960 over 3 years. The largest
        // amount is under 2 M, so the axis is in k USD.
        QCustomPlot* cumulative = panel.chart(Chart::Cumulative);
        QCOMPARE(cumulative->yAxis->label(), QStringLiteral("Cumulative cost (k USD)"));
        QCPGraph* build = graphNamed(cumulative, QStringLiteral("Build"));
        QCPGraph* cloud = graphNamed(cumulative, QStringLiteral("Cloud"));
        QVERIFY(build && cloud && graphNamed(cumulative, QStringLiteral("Hybrid")));
        QCOMPARE(build->data()->size(), 37); // day one + 36 months
        CS_COMPARE_NEAR(lastValue(build), 517.3528);
        CS_COMPARE_NEAR(lastValue(cloud), 840.96);
        // Break-even at month 15 (tst_tco), marked on the build line:
        // 210,000 + 15 × 9,093.1333 = 346,397.00.
        QCPGraph* marker = graphNamed(cumulative, QStringLiteral("Break-even"));
        QVERIFY(marker);
        CS_COMPARE_NEAR(marker->data()->constBegin()->key, 15.0);
        CS_COMPARE_NEAR(marker->data()->constBegin()->value, 346.397);

        // Year 1 of building: capex 210,000 + 12 × (919.80 + 1,840 + 1,333.33 + 5,000)
        // = 319,117.60; the build stack sits left of the year (three options: −0.28).
        QCustomPlot* yearly = panel.chart(Chart::YearlyCost);
        CS_COMPARE_NEAR(stackAt(yearly, QStringLiteral("Build"), 1 - 0.28), 319.1176);
        // Cloud year 2: 12 × 23,360 = 280,320.
        CS_COMPARE_NEAR(stackAt(yearly, QStringLiteral("Cloud"), 2.0), 280.32);

        // Tornado: seven inputs, each with a −20% and a +20% bar.
        QCustomPlot* tornado = panel.chart(Chart::Tornado);
        QCOMPARE(tornado->plottableCount(), 2);
        QCOMPARE(tornado->plottable(0)->interface1D()->dataCount(), 7);

        // Cost per GPU-hour: 20 utilisations; equal where the totals meet,
        // u = 492,124 / 1,019,664 = 48.26%, at the cloud's 5 USD per GPU-hour.
        QCustomPlot* perHour = panel.chart(Chart::CostPerGpuHour);
        // The axis reaches 1.15 × the dearest point at 25% and up: build at 25% is
        // (492,124 + 31,536 × 0.25) / (8 × 730 × 36 × 0.25) = 500,008 / 52,560 = 9.513,
        // so the top is 10.94. Build at 20% costs 498,431.2 / 42,048 = 11.85: the line is
        // cut at the top between 20% and 25% and keeps 25% … 100% (16 points) + 1.
        QCOMPARE(graphNamed(perHour, QStringLiteral("Build"))->data()->size(), 17);
        QCOMPARE(graphNamed(perHour, QStringLiteral("Cloud (on demand)"))->data()->size(), 20);
        CS_COMPARE_NEAR(perHour->yAxis->range().upper, 500008.0 / 52560.0 * 1.15);
        QCPGraph* equal = graphNamed(perHour, QStringLiteral("Equal cost"));
        QVERIFY(equal);
        CS_COMPARE_NEAR(equal->data()->constBegin()->key, 100 * 492124.0 / 1019664.0);
        CS_COMPARE_NEAR(equal->data()->constBegin()->value, 5.0);
    }

    // Behind another tab the charts wait for the tab to be shown; the figures
    // above them follow at once.
    void hiddenChartsAreDrawnWhenShown()
    {
        QTabWidget tabs;
        auto* panel = new TcoPanel;
        tabs.addTab(new QWidget, QStringLiteral("Racks"));
        tabs.addTab(panel, QStringLiteral("TCO"));
        tabs.resize(1600, 1000);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        const Design design = oneNode(); // 3 years: day one + 36 months
        panel->setDesign(design);
        QVERIFY(panel->result());
        QVERIFY(panel->statusText().contains(QStringLiteral("3 years")));
        QCOMPARE(graphNamed(panel->chart(Chart::Cumulative), QStringLiteral("Build")), nullptr);
        tabs.setCurrentWidget(panel);
        QCPGraph* build = graphNamed(panel->chart(Chart::Cumulative), QStringLiteral("Build"));
        QVERIFY(build);
        QCOMPARE(build->data()->size(), 37);
    }

    void hoverNamesTheValue()
    {
        const Design design = oneNode();
        TcoPanel panel;
        panel.resize(1600, 1000);
        panel.show();
        panel.setDesign(design);
        QCustomPlot* cumulative = panel.chart(Chart::Cumulative);
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        cumulative->replot();
        // Month 30 of the cloud line: 30 × 23,360 = 700,800 = 700.80 k USD.
        const QPointF at(cumulative->xAxis->coordToPixel(30),
                         cumulative->yAxis->coordToPixel(700.8));
        const QString text = panel.hoverTextAt(Chart::Cumulative, at);
        QVERIFY2(text.contains(QLatin1String("Cloud, month 30")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("700.80 k USD")), qPrintable(text));
        QVERIFY(panel.hoverTextAt(Chart::Cumulative, QPointF(2, 2)).isEmpty());
    }

    void editingAnAssumptionEmitsTheSectionAndPreviews()
    {
        const Design design = oneNode();
        TcoPanel panel;
        panel.setDesign(design);
        QSignalSpy edited(&panel, &TcoPanel::assumptionsEdited);
        panel.assumptionsEditor()->enterText("horizon_years", QStringLiteral("4"));
        QCOMPARE(edited.size(), 1);
        const auto settings = edited.front().front().value<TcoSettings>();
        QCOMPARE(settings.written["horizon_years"].get<int>(), 4);
        QCOMPARE(settings.written["utilization"].get<double>(), 0.8); // the other keys kept
        QCOMPARE(settings.values.horizonYears, 4);                    // and read
        QCOMPARE(settings.values.utilization, 0.8);
        // The design is not the panel's: unchanged. The charts preview 4 years = 48 months.
        QCOMPARE(design.tcoAssumptions.values.horizonYears, 3);
        QCOMPARE(
            graphNamed(panel.chart(Chart::Cumulative), QStringLiteral("Build"))->data()->size(),
            49);
        // A value out of range is refused with a message and not emitted.
        panel.assumptionsEditor()->enterText("utilization", QStringLiteral("2"));
        QCOMPARE(edited.size(), 1);
        QVERIFY(panel.assumptionsEditor()->errorText().contains(QLatin1String("utilization")));
        // Choosing "default" removes the key: the design's currency (USD) applies.
        panel.assumptionsEditor()->chooseItem("currency", 2); // CNY
        QCOMPARE(edited.back().front().value<TcoSettings>().values.currency, std::string("CNY"));
        panel.assumptionsEditor()->chooseItem("currency", 0);
        QVERIFY(!edited.back().front().value<TcoSettings>().written.contains("currency"));
        QVERIFY(edited.back().front().value<TcoSettings>().values.currency.empty());
        // setDesign() drops the preview: 3 years again.
        panel.setDesign(design);
        QCOMPARE(panel.result()->horizonYears, 3);
    }

    void amountsShowTheCurrencyTheyAreIn()
    {
        // oneNode() is a USD design; every money field says so beside it.
        const Design design = oneNode(); // the panel reads it while shown
        TcoPanel panel;
        panel.setDesign(design);
        ui::AssumptionsEditor& editor = *panel.assumptionsEditor();
        QCOMPARE(editor.unitOf("electricity_price_per_kwh"), QStringLiteral("USD"));
        QCOMPARE(editor.unitOf("staff_cost_per_fte_year"), QStringLiteral("USD"));
        QCOMPARE(editor.unitOf("pue"), QString()); // not an amount: no unit
        // The TCO section's own currency: the fields now hold yuan.
        editor.chooseItem("currency", 2); // CNY
        QCOMPARE(editor.unitOf("electricity_price_per_kwh"), QStringLiteral("CNY"));
        QCOMPARE(editor.unitOf("egress_per_tb"), QStringLiteral("CNY"));
    }

    void editsGoThroughTheDocumentAndUndo()
    {
        // The wiring a main window uses: edits become undo commands, changes redraw.
        ui::Document document(oneNode());
        TcoPanel panel;
        panel.setDesign(document.design(), document.filePath());
        connect(&panel, &TcoPanel::assumptionsEdited, &document, [&](const TcoSettings& settings) {
            document.execute(std::make_unique<ui::SetTcoAssumptionsCommand>(document, settings));
        });
        connect(&document, &ui::Document::changed, &panel,
                [&] { panel.setDesign(document.design(), document.filePath()); });
        panel.assumptionsEditor()->enterText("horizon_years", QStringLiteral("4"));
        QCOMPARE(document.design().tcoAssumptions.written["horizon_years"].get<int>(), 4);
        QCOMPARE(document.design().tcoAssumptions.values.horizonYears, 4);
        QCOMPARE(panel.result()->horizonYears, 4);
        document.undoStack()->undo();
        QCOMPARE(document.design().tcoAssumptions.written["horizon_years"].get<int>(), 3);
        QCOMPARE(document.design().tcoAssumptions.values.horizonYears, 3);
        QCOMPARE(panel.result()->horizonYears, 3);
        QCOMPARE(panel.assumptionsEditor()->section()["horizon_years"].get<int>(), 3);
    }

    // In the main window the panel shows the TCO the analysis runner worked
    // out with the analysis (the same object: nothing costs the design
    // twice), for the design as each edit and undo leaves it.
    void theBindingShowsTheRunnersCost()
    {
        ui::Document document(oneNode());
        TcoPanel panel;
        ui::AnalysisRunner runner(document);
        ui::TcoBinding binding(document, panel, runner);
        runner.runNow();
        QVERIFY(runner.latest().tco);
        QCOMPARE(panel.result(), runner.latest().tco.get());
        QCOMPARE(panel.result()->horizonYears, 3);

        QSignalSpy updated(&runner, &ui::AnalysisRunner::updated);
        panel.assumptionsEditor()->enterText("horizon_years", QStringLiteral("4"));
        QVERIFY(updated.wait());
        QCOMPARE(panel.result(), runner.latest().tco.get());
        QCOMPARE(panel.result()->horizonYears, 4);
        document.undoStack()->undo();
        QVERIFY(updated.wait());
        QCOMPARE(panel.result(), runner.latest().tco.get());
        QCOMPARE(panel.result()->horizonYears, 3);
    }

    // Assumptions the TCO cannot use leave the analysis standing and say
    // which key is wrong: a cloud offer the catalog does not have.
    void theRunnerNamesAnUnusableTcoKey()
    {
        Design d = oneNode();
        d.tcoAssumptions = withTcoKeys(d.tcoAssumptions, {{"cloud_offer", "no-such-offer"}});
        const ui::AnalysisResult r = ui::AnalysisRunner::run(d);
        QVERIFY(r.report);
        QVERIFY(!r.tco);
        QVERIFY(r.tcoError.contains(QLatin1String("cloud_offer")));
    }

    // The L40S example rents from the catalog's one L40S offer, AWS's
    // g6e.48xlarge at $30.13118 an hour for 8 GPUs (AWS price list, 2026-08):
    // 30.13118 / 8 = 3.7663975 USD per GPU-hour.
    void theL40sExampleRentsTheG6e()
    {
        const QString file = QStringLiteral("l40s-inference.cluster.json");
        const Design design = example(file);
        TcoPanel panel;
        panel.setCatalogParts(catalogParts());
        panel.setDesign(design, kExamples + file);
        QVERIFY2(panel.result(), qPrintable(panel.statusText()));
        const std::optional<tco::CloudOfferChoice>& offer = panel.result()->cloud.offer;
        QVERIFY(offer);
        QCOMPARE(offer->id, std::string("aws-g6e-48xlarge-on-demand-2026-08"));
        QVERIFY(std::abs(offer->pricePerGpuHour - 3.7663975) < 1e-9);
    }

    void examplesShowEveryChart_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("cloud"); // whether a catalog offer rents its GPUs
        QTest::newRow("h100") << "h100-32-node.cluster.json" << true;
        QTest::newRow("l40s") << "l40s-inference.cluster.json" << true; // AWS g6e.48xlarge
        QTest::newRow("lab") << "lab-4x-rtx4090.cluster.json" << false;
    }
    void examplesShowEveryChart()
    {
        QFETCH(QString, file);
        QFETCH(bool, cloud);
        const Design design = example(file);
        TcoPanel panel;
        panel.setCatalogParts(catalogParts());
        panel.setDesign(design, kExamples + file);
        QVERIFY2(panel.result(), qPrintable(panel.statusText()));
        QCOMPARE(panel.result()->cloud.offer.has_value(), cloud);
        // The build line ends at the core's total, in the axis unit (M or k).
        const tco::TcoResult& r = *panel.result();
        QCustomPlot* cumulative = panel.chart(Chart::Cumulative);
        const double divisor = cumulative->yAxis->label().contains(QLatin1String("(M "))   ? 1e6
                               : cumulative->yAxis->label().contains(QLatin1String("(k ")) ? 1e3
                                                                                           : 1;
        CS_COMPARE_NEAR(lastValue(graphNamed(cumulative, QStringLiteral("Build"))) * divisor,
                        r.build.total);
        QCOMPARE(graphNamed(cumulative, QStringLiteral("Cloud")) != nullptr, cloud);
        QVERIFY(panel.chart(Chart::YearlyCost)->plottableCount() >= 4);
        QCOMPARE(panel.chart(Chart::Tornado)->plottableCount(), cloud ? 2 : 0);
        // Hybrid says, as the report does, what it owns and whether it rents.
        if (r.hybrid.costed()) {
            QVERIFY2(panel.statusText().contains(QStringLiteral("Hybrid owns %1 of the %2 GPUs")
                                                     .arg(r.hybrid.baseGpus)
                                                     .arg(r.gpus)),
                     qPrintable(panel.statusText()));
        } else {
            QVERIFY(!panel.statusText().contains(QLatin1String("Hybrid owns")));
        }
        QVERIFY(graphNamed(panel.chart(Chart::CostPerGpuHour), QStringLiteral("Build")));
    }

    void chartsExportAndRender()
    {
        const Design design = oneNode();
        TcoPanel panel;
        panel.setDesign(design);
        QTemporaryDir dir;
        const QSize size(900, 600);
        QVERIFY(panel.exportChart(Chart::Cumulative, dir.filePath(QStringLiteral("c.png")), size));
        QCOMPARE(QImage(dir.filePath(QStringLiteral("c.png"))).size(), size);
        QVERIFY(panel.exportChart(Chart::Tornado, dir.filePath(QStringLiteral("t.svg")), size));
        QFile svg(dir.filePath(QStringLiteral("t.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        QVERIFY(panel.exportChart(Chart::YearlyCost, dir.filePath(QStringLiteral("y.pdf")), size));
        QFile pdf(dir.filePath(QStringLiteral("y.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QVERIFY(!panel.exportChart(Chart::Cumulative, dir.filePath(QStringLiteral("c.bmpx"))));
        // The four charts on one page: every quarter gets ink.
        QImage page(1200, 800, QImage::Format_RGB32);
        page.fill(Qt::white);
        QPainter painter(&page);
        panel.renderCharts(painter, QRectF(0, 0, 1200, 800));
        painter.end();
        for (const QRect quarter : {QRect(0, 0, 600, 400), QRect(600, 0, 600, 400),
                                    QRect(0, 400, 600, 400), QRect(600, 400, 600, 400)}) {
            int ink = 0;
            for (int y = quarter.top(); y <= quarter.bottom(); y += 3) {
                for (int x = quarter.left(); x <= quarter.right(); x += 3) {
                    ink += page.pixel(x, y) != qRgb(255, 255, 255);
                }
            }
            QVERIFY2(ink > 500, qPrintable(QStringLiteral("%1 inked samples").arg(ink)));
        }
    }

    void scenariosCompareSideBySide()
    {
        const QString file = kExamples + QStringLiteral("h100-32-node.cluster.json");
        const Design design = example(QStringLiteral("h100-32-node.cluster.json"));
        TcoPanel panel;
        panel.setCatalogParts(catalogParts());
        panel.setDesign(design, file);
        ui::ScenarioCompareView* view = panel.comparisonView();
        // The design and its three scenarios, all ticked at first.
        QCOMPARE(view->sideCount(), 4);
        QCOMPARE(view->comparison().columns.size(), std::size_t(4));
        view->selectSides({0, 3}); // the design and "16 nodes"
        const auto& columns = view->comparison().columns;
        QCOMPARE(columns.size(), std::size_t(2));
        // 32 × 8 = 256 GPUs; the scenario removes 16 nodes: 128.
        QCOMPARE(columns[0].gpus, 256);
        QCOMPARE(columns[1].gpus, 128);
        QCOMPARE(view->table()->columnCount(), 3); // two sides and their difference
        QCOMPARE(view->table()->item(0, 2)->text(), QStringLiteral("−128"));
        // Build and cloud curves of both sides.
        QCOMPARE(view->plot()->graphCount(), 4);
        // The first side draws wider, so a line the second shares shows both:
        // 1.5 + 2.5 × (2 − 1 − 0) = 4 px, then 1.5 px.
        QCOMPARE(view->plot()->graph(0)->pen().widthF(), 4.0);
        QCOMPARE(view->plot()->graph(2)->pen().widthF(), 1.5);
        QVERIFY(view->addDesignFile(kExamples + QStringLiteral("lab-4x-rtx4090.cluster.json"))
                    .isEmpty());
        QCOMPARE(view->sideCount(), 5);
        QCOMPARE(view->comparison().columns.back().gpus, 4);
        QVERIFY(!view->addDesignFile(QStringLiteral("/nonexistent.cluster.json")).isEmpty());
    }

    // The documented defaults an empty field shows speak the running language,
    // before and after the design's own defaults come in.
    void defaultsReadInTheRunningLanguage()
    {
        std::unique_ptr<QTranslator> zh = i18n::loadTranslation(
            QStringLiteral("zh_CN"),
            {QStringLiteral(CS_BIN_DIR "/../share/clustersmith/translations")});
        QVERIFY(zh);
        QVERIFY(QCoreApplication::installTranslator(zh.get()));
        ui::AssumptionsEditor editor;
        editor.setResolvedDefaults({});
        // discount_rate's documented default, "0.08 per year", in Chinese.
        QCOMPARE(editor.placeholderOf("discount_rate"), QStringLiteral("每年 0.08"));
        QCoreApplication::removeTranslator(zh.get());
    }

    void aMessageWrapsToTheNarrowestChart()
    {
        const QString message = QStringLiteral("No cloud offer fits this design's GPUs, so there "
                                               "is no build − cloud difference to move.");
        const QFont font = QApplication::font();
        const QFontMetricsF metrics(font);
        QVERIFY(metrics.horizontalAdvance(message) > 320); // else there is nothing to wrap
        const QStringList lines = ui::wrapToWidth(message, font, 320).split(QLatin1Char('\n'));
        QVERIFY(lines.size() >= 2);
        for (const QString& line : lines) {
            QVERIFY2(metrics.horizontalAdvance(line) <= 320, qPrintable(line));
        }
        // Only the breaks differ: the words are all there, in order.
        QCOMPARE(lines.join(QLatin1Char(' ')), message);
    }
};

QTEST_MAIN(TestTcoPanel)
#include "tst_tcopanel.moc"
