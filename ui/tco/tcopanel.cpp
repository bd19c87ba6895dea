#include "tcopanel.h"

#include "i18n/compactmoney.h"
#include "tco/tcotext.h"

#include "assumptionseditor.h"
#include "chartgrid.h"
#include "io/formaterror.h"
#include "scenariocompareview.h"
#include "scenarioeditor.h"
#include "shell/behindtab.h"
#include "tcocharts.h"

#include <qcustomplot.h>

#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <map>

namespace cs::ui {

namespace {

constexpr std::size_t index(TcoPanel::Chart c)
{
    return static_cast<std::size_t>(c);
}

const TcoPanel::Chart kTcoCharts[] = {TcoPanel::Chart::Cumulative, TcoPanel::Chart::YearlyCost,
                                      TcoPanel::Chart::Tornado, TcoPanel::Chart::CostPerGpuHour};

QString fileStem(TcoPanel::Chart c)
{
    switch (c) {
    case TcoPanel::Chart::Cumulative:
        return QStringLiteral("tco-cumulative");
    case TcoPanel::Chart::YearlyCost:
        return QStringLiteral("tco-yearly-cost");
    case TcoPanel::Chart::Tornado:
        return QStringLiteral("tco-sensitivity");
    case TcoPanel::Chart::CostPerGpuHour:
        return QStringLiteral("tco-cost-per-gpu-hour");
    case TcoPanel::Chart::Comparison:
        return QStringLiteral("tco-comparison");
    }
    return QStringLiteral("tco-chart");
}

QString amount(double v, const std::string& currency)
{
    return i18n::compactMoney(v, QString::fromStdString(currency), QLocale());
}

// The defaults that depend on the design, as this result resolved them.
std::map<std::string, QString> resolvedDefaults(const tco::TcoResult& r)
{
    const QString currency = QString::fromStdString(r.currency);
    std::map<std::string, QString> values = {
        {"currency", currency},
        {"pue", QLocale().toString(r.pue)},
        {"electricity_price_per_kwh", QLocale().toString(r.electricityPricePerKwh)},
        {"hybrid_base_share",
         QLocale().toString(r.assumptions.hybridBaseShare.value_or(r.utilization))},
    };
    if (r.cloud.offer) {
        values["cloud_offer"] = QString::fromStdString(r.cloud.offer->name);
    }
    return values;
}

} // namespace

TcoPanel::TcoPanel(QWidget* parent) : QWidget(parent)
{
    auto* charts = new QWidget(this);
    auto* chartsLayout = new QVBoxLayout(charts);
    auto* top = new QHBoxLayout;
    mStatus = new QLabel(charts);
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* exportAll = new QPushButton(tr("Export charts…"), charts);
    exportAll->setToolTip(tr("Save the four charts as PNG, SVG or PDF files in a folder. "
                             "Right-click a chart to save only that one."));
    top->addWidget(mStatus, 1);
    top->addWidget(exportAll, 0, Qt::AlignTop);
    chartsLayout->addLayout(top);
    auto* grid = new ChartGrid;
    for (std::size_t i = 0; i < mPlots.size(); ++i) {
        auto* plot = new QCustomPlot(charts);
        plot->setMinimumSize(360, 260);
        plot->setContextMenuPolicy(Qt::CustomContextMenu);
        const Chart which = kTcoCharts[i];
        connect(plot, &QWidget::customContextMenuRequested, this,
                [this, which](const QPoint& pos) { showChartMenu(which, pos); });
        mPlots[i] = plot;
        mHovers[i] = new ChartHover(plot);
        grid->addChart(plot);
    }
    // Beside the docks at 1600 px the charts are one to a row and scroll; a
    // wider window (or closed docks) gives two to a row.
    auto* gridScroll = new QScrollArea(charts);
    gridScroll->setWidget(grid);
    gridScroll->setWidgetResizable(true);
    gridScroll->setFrameShape(QFrame::NoFrame);
    gridScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    chartsLayout->addWidget(gridScroll, 1);

    mCompare = new ScenarioCompareView(this);
    mCompare->plot()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(mCompare->plot(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint& pos) { showChartMenu(Chart::Comparison, pos); });
    mTabs = new QTabWidget(this);
    mTabs->addTab(charts, tr("Cost charts"));
    mScenarios = new ScenarioEditor(this);
    mTabs->addTab(mCompare, tr("Compare scenarios"));
    mTabs->addTab(mScenarios, tr("Edit scenarios"));

    mEditor = new AssumptionsEditor;
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(mEditor);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(280);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(mTabs);
    split->addWidget(scroll);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    split->setSizes({1200, 360});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(exportAll, &QPushButton::clicked, this, &TcoPanel::exportAllCharts);
    connect(mEditor, &AssumptionsEditor::sectionEdited, this, [this](const nlohmann::json& s) {
        // A copy: the receiver may call setDesign() meanwhile. The editor has
        // checked the section with this reader, so it reads.
        const TcoSettings settings = tcoSettingsFromJson(s);
        preview(settings);
        emit assumptionsEdited(settings);
    });
    recompute();
}

void TcoPanel::setCatalogParts(std::vector<Part> parts)
{
    mCatalogParts = std::move(parts);
    mEditor->setCloudOffers(offers());
    mScenarios->setCloudOffers(offers());
    mScenarios->setCatalogParts(mCatalogParts);
    mCompare->setCatalogParts(mCatalogParts);
    recompute();
}

std::vector<Part> TcoPanel::offers() const
{
    std::vector<Part> out;
    if (mDesign) {
        for (const auto& [id, part] : mDesign->parts()) {
            if (part.kind == PartKind::CloudOffer) {
                out.push_back(part);
            }
        }
    }
    for (const Part& p : mCatalogParts) {
        if (p.kind == PartKind::CloudOffer && (!mDesign || !mDesign->part(p.id))) {
            out.push_back(p);
        }
    }
    return out;
}

void TcoPanel::setDesign(const Design& design, const QString& filePath,
                         std::shared_ptr<const tco::TcoResult> computed,
                         std::shared_ptr<const tco::UtilizationCurve> curve)
{
    mDesign = &design;
    mFilePath = filePath;
    mComputed = computed && curve ? std::move(computed) : nullptr;
    mComputedCurve = mComputed ? std::move(curve) : nullptr;
    mSettings = design.tcoAssumptions;
    mEditor->setSection(tco::tcoSectionOf(design));
    mEditor->setCloudOffers(offers());
    mScenarios->setCloudOffers(offers());
    mScenarios->setDesign(mDesign);
    mCompare->setDesign(mDesign, mFilePath, tco::tcoSectionOf(design));
    recompute();
}

void TcoPanel::clearDesign()
{
    mDesign = nullptr;
    mComputed.reset();
    mComputedCurve.reset();
    mSettings = {};
    mEditor->setSection(nlohmann::json::object());
    mScenarios->setDesign(nullptr);
    mCompare->setDesign(nullptr, QString(), nlohmann::json::object());
    recompute();
}

void TcoPanel::preview(const TcoSettings& settings)
{
    mSettings = settings;
    mComputed.reset(); // computed with the section before this edit
    mComputedCurve.reset();
    mCompare->setDesign(mDesign, mFilePath, mEditor->section());
    recompute();
}

void TcoPanel::recompute()
{
    mResult.reset();
    mCurve.reset();
    QString problem = mDesign ? QString() : tr("Open a design to see what it costs.");
    if (mDesign) {
        try {
            const tco::TcoAssumptions& a = mSettings.values;
            if (mComputed) {
                mResult = mComputed;
                mCurve = mComputedCurve;
            } else {
                tco::CostedDesign costed = tco::costDesign(*mDesign, a, offers());
                mResult = std::make_shared<const tco::TcoResult>(std::move(costed.tco));
                mCurve = std::make_shared<const tco::UtilizationCurve>(std::move(costed.curve));
            }
        } catch (const FormatError& e) {
            problem = tr("The TCO cannot be computed: %1").arg(QString::fromUtf8(e.what()));
        }
    }
    mProblem = problem;
    if (!mResult) {
        drawChartsWhenShown();
        mStatus->setText(problem);
        return;
    }
    const tco::TcoResult& r = *mResult;
    mEditor->setResolvedDefaults(resolvedDefaults(r));
    drawChartsWhenShown();
    QString status =
        tr("<b>%1 years, %2 GPUs:</b> build %3 · cloud %4 · hybrid %5 · break-even %6")
            .arg(r.horizonYears)
            .arg(r.gpus)
            .arg(amount(r.build.total, r.currency),
                 r.cloud.offer ? amount(r.cloud.total, r.currency) : tr("no offer"),
                 amount(r.hybrid.total, r.currency),
                 r.breakEvenMonth ? tr("month %1").arg(*r.breakEvenMonth) : tr("none"));
    if (r.cloud.offer) {
        status += tr("<br>Cloud: %1 (%2), %3 %4 per GPU-hour.")
                      .arg(QString::fromStdString(r.cloud.offer->name),
                           tco::cloudModeText(r.cloud.offer->mode))
                      .arg(QLocale().toString(r.cloud.offer->pricePerGpuHour, 'f', 2))
                      .arg(QString::fromStdString(r.currency));
    }
    // What the report says of hybrid: how much it owns and what it rents.
    if (r.hybrid.costed()) {
        status +=
            r.hybrid.burstGpuHours > 0
                ? tr("<br>Hybrid owns %1 of the %2 GPUs and rents the peaks above them on demand.")
                      .arg(r.hybrid.baseGpus)
                      .arg(r.gpus)
                : tr("<br>Hybrid owns %1 of the %2 GPUs and rents nothing: demand stays within "
                     "them.")
                      .arg(r.hybrid.baseGpus)
                      .arg(r.gpus);
    }
    for (const QString& note : r.notes) {
        status += QStringLiteral("<br>") + note.toHtmlEscaped();
    }
    mStatus->setText(status);
}

void TcoPanel::drawChartsWhenShown()
{
    // Behind another tab the charts wait: redrawing four plots after every
    // edit would cost more than the analysis.
    mChartsStale = waitsBehindAnotherTab(*this);
    if (!mChartsStale) {
        drawCharts();
    }
}

void TcoPanel::drawCharts()
{
    mChartsStale = false;
    if (!mResult) {
        for (std::size_t i = 0; i < mPlots.size(); ++i) {
            tcocharts::drawMessage(*mPlots[i], QString(), mProblem);
            mHovers[i]->setText({});
        }
        return;
    }
    const tco::TcoResult& r = *mResult;
    mHovers[index(Chart::Cumulative)]->setText(
        tcocharts::drawCumulative(*mPlots[index(Chart::Cumulative)], r));
    mHovers[index(Chart::YearlyCost)]->setText(
        tcocharts::drawYearlyCost(*mPlots[index(Chart::YearlyCost)], r));
    mHovers[index(Chart::Tornado)]->setText(
        tcocharts::drawTornado(*mPlots[index(Chart::Tornado)], r));
    mHovers[index(Chart::CostPerGpuHour)]->setText(
        tcocharts::drawCostPerGpuHour(*mPlots[index(Chart::CostPerGpuHour)], *mCurve, r));
}

void TcoPanel::showEvent(QShowEvent* event)
{
    if (mChartsStale) {
        drawCharts();
    }
    QWidget::showEvent(event);
}

QString TcoPanel::statusText() const
{
    return mStatus->text();
}

QCustomPlot* TcoPanel::chart(Chart which) const
{
    return which == Chart::Comparison ? mCompare->plot() : mPlots[index(which)];
}

QString TcoPanel::hoverTextAt(Chart which, const QPointF& pos) const
{
    return which == Chart::Comparison ? QString() : mHovers[index(which)]->textAt(pos);
}

bool TcoPanel::exportChart(Chart which, const QString& path, QSize size) const
{
    return exportPlot(*chart(which), path, size);
}

void TcoPanel::renderChart(Chart which, QPainter& painter, const QRectF& target) const
{
    renderPlot(*chart(which), painter, target);
}

void TcoPanel::renderCharts(QPainter& painter, const QRectF& target) const
{
    const double w = target.width() / 2;
    const double h = target.height() / 2;
    for (std::size_t i = 0; i < mPlots.size(); ++i) {
        const QRectF cell(target.left() + w * double(i % 2), target.top() + h * double(i / 2), w,
                          h);
        // Laid out at a fixed size so that the page looks the same whatever the window's size.
        renderPlot(*mPlots[i], painter, cell.adjusted(4, 4, -4, -4), QSize(800, 520));
    }
}

void TcoPanel::showChartMenu(Chart which, const QPoint& pos)
{
    QMenu menu(this);
    QAction* save = menu.addAction(tr("Export this chart…"));
    if (menu.exec(chart(which)->mapToGlobal(pos)) != save) {
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export chart"), fileStem(which) + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (!path.isEmpty() && !exportChart(which, path)) {
        QMessageBox::warning(this, tr("Export chart"),
                             tr("The chart could not be written to %1. Choose a folder you can "
                                "write to and a .png, .svg or .pdf name.")
                                 .arg(path));
    }
}

void TcoPanel::exportAllCharts()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export charts to"));
    if (folder.isEmpty()) {
        return;
    }
    bool ok = false;
    const QString format = QInputDialog::getItem(
        this, tr("Export charts"), tr("Format:"),
        {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}, 0, false, &ok);
    if (!ok) {
        return;
    }
    for (const Chart which : kTcoCharts) {
        const QString path = QDir(folder).filePath(fileStem(which) + QLatin1Char('.') + format);
        if (!exportChart(which, path)) {
            QMessageBox::warning(this, tr("Export charts"),
                                 tr("The chart could not be written to %1. Choose a folder you "
                                    "can write to.")
                                     .arg(path));
            return;
        }
    }
}

} // namespace cs::ui
