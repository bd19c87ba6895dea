#include "scenarioeditor.h"

#include "assumptionseditor.h"
#include "io/formaterror.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace cs::ui {

ScenarioEditor::ScenarioEditor(QWidget* parent) : QWidget(parent)
{
    mList = new QListWidget(this);
    mList->setMaximumHeight(140);
    mName = new QLineEdit(this);
    mName->setPlaceholderText(tr("Scenario name"));
    mNameError = new QLabel(this);
    mNameError->setWordWrap(true);
    mNameError->setStyleSheet(QStringLiteral("color: #b00020;"));
    mNameError->hide();
    auto* create = new QPushButton(tr("New"), this);
    create->setToolTip(tr("Add a scenario with the name above that changes nothing yet."));
    mDuplicate = new QPushButton(tr("Duplicate"), this);
    mDuplicate->setToolTip(tr("Copy the chosen scenario under the name above."));
    mRename = new QPushButton(tr("Rename"), this);
    mRename->setToolTip(tr("Give the chosen scenario the name above."));
    mRemove = new QPushButton(tr("Delete"), this);
    auto* buttons = new QGridLayout;
    buttons->addWidget(create, 0, 0);
    buttons->addWidget(mDuplicate, 0, 1);
    buttons->addWidget(mRename, 1, 0);
    buttons->addWidget(mRemove, 1, 1);

    mOverridesTitle = new QLabel(this);
    mOverridesTitle->setWordWrap(true);
    mOverrides = new AssumptionsEditor;
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(mOverrides);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Scenarios of this design:"), this));
    layout->addWidget(mList);
    layout->addWidget(mName);
    layout->addWidget(mNameError);
    layout->addLayout(buttons);
    layout->addWidget(buildPartsSection());
    layout->addWidget(mOverridesTitle);
    layout->addWidget(scroll, 1);

    connect(create, &QPushButton::clicked, this, &ScenarioEditor::createScenario);
    connect(mDuplicate, &QPushButton::clicked, this, &ScenarioEditor::duplicateScenario);
    connect(mRename, &QPushButton::clicked, this, &ScenarioEditor::renameScenario);
    connect(mRemove, &QPushButton::clicked, this, &ScenarioEditor::removeScenario);
    connect(mName, &QLineEdit::returnPressed, this, &ScenarioEditor::createScenario);
    connect(mList, &QListWidget::currentTextChanged, this, [this](const QString& name) {
        mCurrent = name.toStdString();
        showCurrent();
    });
    connect(mOverrides, &AssumptionsEditor::sectionEdited, this, [this](const nlohmann::json& s) {
        if (!mCurrent.empty()) {
            const nlohmann::json tco = s; // the receiver may call setDesign() meanwhile
            const std::string name = mCurrent;
            emit tcoEdited(name, tco);
        }
    });
    showCurrent();
}

void ScenarioEditor::setDesign(const Design* design)
{
    mDesign = design;
    fillFromParts();
    mScenarios.clear();
    if (design) {
        mScenarios = tco::scenariosOf(*design);
    }
    const std::string keep = mCurrent;
    const QSignalBlocker block(mList);
    mList->clear();
    for (const tco::Scenario& s : mScenarios) {
        mList->addItem(QString::fromStdString(s.name));
    }
    mCurrent.clear();
    selectScenario(keep);
    if (mCurrent.empty() && !mScenarios.empty() && keep.empty()) {
        selectScenario(mScenarios.front().name);
    }
    showCurrent();
}

void ScenarioEditor::setCloudOffers(const std::vector<Part>& offers)
{
    mOverrides->setCloudOffers(offers);
}

std::string ScenarioEditor::currentScenario() const
{
    return mCurrent;
}

void ScenarioEditor::selectScenario(const std::string& name)
{
    const auto found = mList->findItems(QString::fromStdString(name), Qt::MatchExactly);
    if (!found.isEmpty()) {
        const QSignalBlocker block(mList);
        mList->setCurrentItem(found.front());
        mCurrent = name;
    }
    showCurrent();
}

int ScenarioEditor::scenarioCount() const
{
    return static_cast<int>(mScenarios.size());
}

QString ScenarioEditor::nameError() const
{
    return mNameError->text();
}

void ScenarioEditor::showNameError(const QString& message)
{
    mNameError->setText(message);
    mNameError->setVisible(!message.isEmpty());
    mName->setStyleSheet(message.isEmpty() ? QString()
                                           : QStringLiteral("border: 1px solid #b00020;"));
}

std::string ScenarioEditor::checkedName(const std::string& except)
{
    const std::string name = mName->text().trimmed().toStdString();
    QString error;
    if (name.empty()) {
        error = tr("Enter a name for the scenario.");
    } else if (name.size() > kMaxScenarioNameBytes) {
        error = tr("A scenario name can be at most %1 bytes long.").arg(kMaxScenarioNameBytes);
    } else if (name != except &&
               std::any_of(mScenarios.begin(), mScenarios.end(),
                           [&](const tco::Scenario& s) { return s.name == name; })) {
        error = tr("Another scenario is named \"%1\" already; choose another name.")
                    .arg(QString::fromStdString(name));
    }
    showNameError(error);
    return error.isEmpty() ? name : std::string();
}

void ScenarioEditor::createScenario()
{
    if (const std::string name = checkedName(); !name.empty()) {
        mCurrent = name; // chosen once the design shows it
        emit createRequested(name);
    }
}

void ScenarioEditor::duplicateScenario()
{
    if (mCurrent.empty()) {
        return;
    }
    if (const std::string name = checkedName(); !name.empty()) {
        const std::string source = mCurrent;
        mCurrent = name;
        emit duplicateRequested(source, name);
    }
}

void ScenarioEditor::renameScenario()
{
    if (mCurrent.empty()) {
        return;
    }
    if (const std::string name = checkedName(mCurrent); !name.empty() && name != mCurrent) {
        const std::string from = mCurrent;
        mCurrent = name;
        emit renameRequested(from, name);
    }
}

void ScenarioEditor::removeScenario()
{
    if (!mCurrent.empty()) {
        const std::string name = mCurrent;
        mCurrent.clear();
        emit removeRequested(name);
    }
}

void ScenarioEditor::showCurrent()
{
    const tco::Scenario* it = current();
    const bool chosen = it != nullptr;
    mOverrides->setEnabled(chosen);
    mOverrides->setSection(chosen ? it->tco : nlohmann::json::object());
    mOverridesTitle->setText(
        chosen ? tr("Assumptions \"%1\" sets over the design's (empty fields keep the design's):")
                     .arg(QString::fromStdString(mCurrent))
               : tr("Choose or create a scenario to edit the assumptions it changes."));
    mParts->setEnabled(chosen);
    mReplacements->clear();
    if (chosen) {
        for (const auto& [from, to] : it->hardware.replaceParts) {
            mReplacements->addItem(tr("%1 → %2").arg(partLabel(from), partLabel(to)));
        }
    }
    updateButtons();
}

void ScenarioEditor::updateButtons()
{
    const bool chosen = !mCurrent.empty() && mList->currentItem();
    mDuplicate->setEnabled(chosen);
    mRename->setEnabled(chosen);
    mRemove->setEnabled(chosen);
}

void ScenarioEditor::setCatalogParts(std::vector<Part> parts)
{
    mCatalogParts = std::move(parts);
    fillToParts();
}

QWidget* ScenarioEditor::buildPartsSection()
{
    mParts = new QWidget(this);
    mFromPart = new QComboBox(mParts);
    mToPart = new QComboBox(mParts);
    mFromPart->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mToPart->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto* replace = new QPushButton(tr("Replace"), mParts);
    replace->setToolTip(tr("Use the second part wherever the design uses the first."));
    mReplacements = new QListWidget(mParts);
    mReplacements->setMaximumHeight(70);
    auto* keep = new QPushButton(tr("Keep part"), mParts);
    keep->setToolTip(tr("Stop replacing the part chosen in the list."));
    auto* grid = new QGridLayout(mParts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("Replace part"), mParts), 0, 0);
    grid->addWidget(mFromPart, 0, 1);
    grid->addWidget(new QLabel(tr("with"), mParts), 1, 0);
    grid->addWidget(mToPart, 1, 1);
    grid->addWidget(replace, 2, 1);
    grid->addWidget(mReplacements, 3, 0, 1, 2);
    grid->addWidget(keep, 4, 1);
    grid->setColumnStretch(1, 1);
    connect(mFromPart, &QComboBox::currentIndexChanged, this, &ScenarioEditor::fillToParts);
    connect(replace, &QPushButton::clicked, this, [this] {
        replacePart(mFromPart->currentData().toString().toStdString(),
                    mToPart->currentData().toString().toStdString());
    });
    connect(keep, &QPushButton::clicked, this, [this] { keepPart(mReplacements->currentRow()); });
    return mParts;
}

void ScenarioEditor::fillFromParts()
{
    const QString keep = mFromPart->currentData().toString();
    const QSignalBlocker block(mFromPart);
    mFromPart->clear();
    if (mDesign) {
        for (const auto& [id, part] : mDesign->parts()) {
            if (part.kind != PartKind::CloudOffer) {
                mFromPart->addItem(QString::fromStdString(part.name), QString::fromStdString(id));
            }
        }
    }
    mFromPart->setCurrentIndex(std::max(0, mFromPart->findData(keep)));
    fillToParts();
}

// Parts of the kind of the part to replace, from the design and the catalog.
void ScenarioEditor::fillToParts()
{
    const std::string from = mFromPart->currentData().toString().toStdString();
    const Part* fromPart = mDesign ? mDesign->part(from) : nullptr;
    const QString keep = mToPart->currentData().toString();
    mToPart->clear();
    if (!fromPart) {
        return;
    }
    std::set<std::string> seen{from};
    auto offer = [&](const Part& p) {
        if (p.kind == fromPart->kind && seen.insert(p.id).second) {
            mToPart->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
        }
    };
    for (const auto& [id, part] : mDesign->parts()) {
        offer(part);
    }
    for (const Part& p : mCatalogParts) {
        offer(p);
    }
    mToPart->setCurrentIndex(std::max(0, mToPart->findData(keep)));
}

const tco::Scenario* ScenarioEditor::current() const
{
    const auto it = std::find_if(mScenarios.begin(), mScenarios.end(),
                                 [&](const tco::Scenario& s) { return s.name == mCurrent; });
    return it != mScenarios.end() ? &*it : nullptr;
}

QString ScenarioEditor::partLabel(const std::string& id) const
{
    if (const Part* p = mDesign ? mDesign->part(id) : nullptr) {
        return QString::fromStdString(p->name);
    }
    const auto it = std::find_if(mCatalogParts.begin(), mCatalogParts.end(),
                                 [&](const Part& p) { return p.id == id; });
    return QString::fromStdString(it != mCatalogParts.end() ? it->name : id);
}

void ScenarioEditor::replacePart(const std::string& from, const std::string& to)
{
    const tco::Scenario* s = current();
    if (!s || from.empty() || to.empty() || from == to) {
        return;
    }
    auto pairs = s->hardware.replaceParts;
    std::erase_if(pairs, [&](const auto& pair) { return pair.first == from; });
    pairs.emplace_back(from, to);
    emit partsEdited(s->name, pairs);
}

void ScenarioEditor::keepPart(int row)
{
    const tco::Scenario* s = current();
    if (!s || row < 0 || row >= static_cast<int>(s->hardware.replaceParts.size())) {
        return;
    }
    auto pairs = s->hardware.replaceParts;
    pairs.erase(pairs.begin() + row);
    emit partsEdited(s->name, pairs);
}

int ScenarioEditor::replacementCount() const
{
    return mReplacements->count();
}

} // namespace cs::ui
