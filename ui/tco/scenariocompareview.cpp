#include "scenariocompareview.h"

#include "io/designfile.h"
#include "io/formaterror.h"
#include "tcocharts.h"

#include <qcustomplot.h>

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

// What a row of the side list stands for.
enum class SideKind
{
    Design,
    Scenario,
    File
};
constexpr int kKindRole = Qt::UserRole;
constexpr int kIndexRole = Qt::UserRole + 1;

QString cellText(const std::optional<double>& v, int decimals, bool signedValue)
{
    if (!v) {
        return QStringLiteral("—");
    }
    const QString text = QLocale().toString(std::abs(*v), 'f', decimals);
    if (!signedValue || *v == 0) {
        return *v < 0 ? QStringLiteral("−") + text : text;
    }
    return (*v > 0 ? QStringLiteral("+") : QStringLiteral("−")) + text;
}

} // namespace

ScenarioCompareView::ScenarioCompareView(QWidget* parent) : QWidget(parent)
{
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("<b>Compare</b> — tick two or more:"), left));
    mList = new QListWidget(left);
    leftLayout->addWidget(mList, 1);
    auto* add = new QPushButton(tr("Add a design file…"), left);
    leftLayout->addWidget(add);
    mError = new QLabel(left);
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("color: #b00020;"));
    leftLayout->addWidget(mError);

    auto* right = new QSplitter(Qt::Vertical, this);
    mTable = new QTableWidget(right);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->verticalHeader()->setDefaultSectionSize(24);
    // Every metric in view: the rows, the header and a frame.
    mTable->setMinimumHeight(24 * int(tco::comparisonMetrics().size()) + 40);
    mPlot = new QCustomPlot(right);
    mPlot->setMinimumHeight(260);
    mHover = new ChartHover(mPlot);
    right->addWidget(mTable);
    right->addWidget(mPlot);
    right->setStretchFactor(0, 0);
    right->setStretchFactor(1, 1);

    auto* layout = new QHBoxLayout(this);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({230, 900});
    layout->addWidget(split);

    connect(add, &QPushButton::clicked, this, &ScenarioCompareView::chooseFile);
    connect(mList, &QListWidget::itemChanged, this, [this] { recompare(); });
}

void ScenarioCompareView::setDesign(const Design* design, const QString& filePath,
                                    const nlohmann::json& tcoSection)
{
    mDesign = design;
    mFilePath = filePath;
    mTcoSection = tcoSection;
    rebuildList();
}

void ScenarioCompareView::setCatalogParts(std::vector<Part> parts)
{
    mCatalogParts = std::move(parts);
    mOffers.clear();
    for (const Part& p : mCatalogParts) {
        if (p.kind == PartKind::CloudOffer) {
            mOffers.push_back(p);
        }
    }
    recompare();
}

void ScenarioCompareView::rebuildList()
{
    QStringList wasChecked;
    for (int i = 0; i < mList->count(); ++i) {
        if (mList->item(i)->checkState() == Qt::Checked) {
            wasChecked << mList->item(i)->text();
        }
    }
    const bool firstFill = mList->count() == 0;
    const QSignalBlocker block(mList);
    mList->clear();
    const auto add = [&](const QString& text, SideKind kind, int index) {
        auto* item = new QListWidgetItem(text, mList);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setData(kKindRole, static_cast<int>(kind));
        item->setData(kIndexRole, index);
        const bool check = firstFill ? mList->count() <= 4 : wasChecked.contains(text);
        item->setCheckState(check ? Qt::Checked : Qt::Unchecked);
    };
    if (mDesign) {
        add(tr("This design"), SideKind::Design, 0);
        mList->item(0)->setToolTip(QString::fromStdString(mDesign->name));
        const std::vector<tco::Scenario>& scenarios = tco::scenariosOf(*mDesign);
        for (std::size_t i = 0; i < scenarios.size(); ++i) {
            add(QString::fromStdString(scenarios[i].name), SideKind::Scenario, int(i));
        }
    }
    for (std::size_t i = 0; i < mOtherFiles.size(); ++i) {
        add(mOtherFiles[i].first, SideKind::File, int(i));
    }
    recompare();
}

int ScenarioCompareView::checkedCount() const
{
    int n = 0;
    for (int i = 0; i < mList->count(); ++i) {
        n += mList->item(i)->checkState() == Qt::Checked ? 1 : 0;
    }
    return n;
}

std::vector<tco::ScenarioDesign> ScenarioCompareView::checkedSides() const
{
    std::vector<tco::ScenarioDesign> sides;
    const std::vector<tco::Scenario> scenarios =
        mDesign ? tco::scenariosOf(*mDesign) : std::vector<tco::Scenario>{};
    for (int i = 0; i < mList->count(); ++i) {
        const QListWidgetItem* item = mList->item(i);
        if (item->checkState() != Qt::Checked) {
            continue;
        }
        const auto kind = static_cast<SideKind>(item->data(kKindRole).toInt());
        const auto index = static_cast<std::size_t>(item->data(kIndexRole).toInt());
        if (kind == SideKind::Design && mDesign) {
            tco::ScenarioDesign side = tco::baseScenario(*mDesign, mDesign->name);
            side.tcoSection = mTcoSection;
            sides.push_back(std::move(side));
        } else if (kind == SideKind::Scenario && mDesign && index < scenarios.size()) {
            sides.push_back(
                tco::resolveScenario(*mDesign, scenarios[index].name, mFilePath, mCatalogParts));
        } else if (kind == SideKind::File && index < mOtherFiles.size()) {
            sides.push_back(tco::baseScenario(mOtherFiles[index].second,
                                              mOtherFiles[index].first.toStdString()));
        }
    }
    return sides;
}

void ScenarioCompareView::recompare()
{
    mComparison = {};
    try {
        // Resolving a side copies a design: none is resolved for nothing.
        const std::vector<tco::ScenarioDesign> sides =
            checkedCount() >= 2 ? checkedSides() : std::vector<tco::ScenarioDesign>{};
        if (sides.size() >= 2) {
            mComparison = tco::compareScenarios(sides, mOffers);
        }
        mError->setText(sides.size() < 2 ? tr("Tick at least two to compare.") : QString());
    } catch (const FormatError& e) {
        mError->setText(QString::fromUtf8(e.what()));
    }
    fillTable();
    if (mComparison.columns.empty()) {
        tcocharts::drawMessage(*mPlot, tr("Cumulative cost"), tr("Nothing to compare yet."));
        mHover->setText({});
    } else {
        mHover->setText(tcocharts::drawComparison(*mPlot, mComparison));
    }
}

void ScenarioCompareView::fillTable()
{
    const auto& columns = mComparison.columns;
    const auto& metrics = tco::comparisonMetrics();
    const int sides = static_cast<int>(columns.size());
    mTable->clear();
    mTable->setRowCount(static_cast<int>(metrics.size()));
    mTable->setColumnCount(sides == 0 ? 0 : 2 * sides - 1);
    QStringList headers;
    for (const auto& c : columns) {
        headers << QString::fromStdString(c.label);
    }
    for (int i = 1; i < sides; ++i) {
        headers << tr("Δ %1").arg(headers[i]);
    }
    mTable->setHorizontalHeaderLabels(headers);
    for (int i = 1; i < sides; ++i) {
        mTable->horizontalHeaderItem(sides + i - 1)
            ->setToolTip(tr("%1 − %2").arg(headers[i], headers[0]));
    }
    QStringList rows;
    for (std::size_t m = 0; m < metrics.size(); ++m) {
        const QString label = QCoreApplication::translate("cs::tco", metrics[m].label);
        rows << (metrics[m].money && sides
                     ? tr("%1 (%2)").arg(label, QString::fromStdString(columns[0].tco.currency))
                     : label);
        const std::optional<double> first = sides ? metrics[m].value(columns[0]) : std::nullopt;
        for (int i = 0; i < sides; ++i) {
            const std::optional<double> v = metrics[m].value(columns[std::size_t(i)]);
            auto* item = new QTableWidgetItem(cellText(v, metrics[m].decimals, false));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            mTable->setItem(int(m), i, item);
            if (i > 0) {
                const std::optional<double> d =
                    v && first ? std::optional<double>(*v - *first) : std::nullopt;
                auto* delta = new QTableWidgetItem(cellText(d, metrics[m].decimals, true));
                delta->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                delta->setForeground(QColor(90, 90, 90));
                mTable->setItem(int(m), sides + i - 1, delta);
            }
        }
    }
    mTable->setVerticalHeaderLabels(rows);
}

QString ScenarioCompareView::addDesignFile(const QString& path)
{
    DesignLoadResult loaded = loadDesignFile(path);
    if (!loaded.ok()) {
        mError->setText(loaded.error->toString());
        return loaded.error->toString();
    }
    QString label = QFileInfo(path).fileName();
    label.remove(QStringLiteral(".cluster.json"));
    mOtherFiles.emplace_back(label, std::move(*loaded.design));
    rebuildList();
    QListWidgetItem* added = mList->item(mList->count() - 1);
    added->setCheckState(Qt::Checked); // itemChanged recompares
    return {};
}

void ScenarioCompareView::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Compare with a design file"), QFileInfo(mFilePath).absolutePath(),
        tr("Clustersmith designs (*.cluster.json);;JSON files (*.json)"));
    if (!path.isEmpty()) {
        addDesignFile(path);
    }
}

void ScenarioCompareView::selectSides(const std::vector<int>& rows)
{
    const QSignalBlocker block(mList);
    for (int i = 0; i < mList->count(); ++i) {
        const bool on = std::find(rows.begin(), rows.end(), i) != rows.end();
        mList->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    recompare();
}

int ScenarioCompareView::sideCount() const
{
    return mList->count();
}

QString ScenarioCompareView::errorText() const
{
    return mError->text();
}

} // namespace cs::ui
