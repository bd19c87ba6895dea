#include "scenarioeditor.h"

#include "assumptionseditor.h"
#include "io/formaterror.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

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
    mScenarios.clear();
    if (design) {
        try {
            mScenarios = tco::scenariosOf(*design);
        } catch (const FormatError&) {
            // The comparison names the fault; an unreadable list offers nothing to edit.
        }
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
    } else if (name.size() > tco::kMaxScenarioNameBytes) {
        error = tr("A scenario name can be at most %1 bytes long.").arg(tco::kMaxScenarioNameBytes);
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
    const auto it = std::find_if(mScenarios.begin(), mScenarios.end(),
                                 [&](const tco::Scenario& s) { return s.name == mCurrent; });
    const bool chosen = it != mScenarios.end();
    mOverrides->setEnabled(chosen);
    mOverrides->setSection(chosen ? it->tco : nlohmann::json::object());
    mOverridesTitle->setText(
        chosen ? tr("Assumptions \"%1\" sets over the design's (empty fields keep the design's):")
                     .arg(QString::fromStdString(mCurrent))
               : tr("Choose or create a scenario to edit the assumptions it changes."));
    updateButtons();
}

void ScenarioEditor::updateButtons()
{
    const bool chosen = !mCurrent.empty() && mList->currentItem();
    mDuplicate->setEnabled(chosen);
    mRename->setEnabled(chosen);
    mRemove->setEnabled(chosen);
}

} // namespace cs::ui
