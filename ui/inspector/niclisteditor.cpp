#include "niclisteditor.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

enum Column
{
    NameColumn,
    CountColumn,
    RoleColumn,
    ColumnCount
};
const char* const kRoles[] = {QT_TRANSLATE_NOOP("cs::ui::NicListEditor", "compute"),
                              QT_TRANSLATE_NOOP("cs::ui::NicListEditor", "storage"),
                              QT_TRANSLATE_NOOP("cs::ui::NicListEditor", "management")};

} // namespace

NicListEditor::NicListEditor(QWidget* parent) : QWidget(parent)
{
    mTable = new QTableWidget(0, ColumnCount, this);
    mTable->setHorizontalHeaderLabels({tr("NIC"), tr("Count"), tr("Role")});
    mTable->verticalHeader()->setVisible(false);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    mTable->horizontalHeader()->setSectionResizeMode(CountColumn, QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setSectionResizeMode(RoleColumn, QHeaderView::ResizeToContents);
    mTable->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    mTable->setMinimumHeight(110);

    mAddChoice = new QComboBox(this);
    mAddChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mAddChoice->setMinimumContentsLength(10);
    mAdd = new QPushButton(tr("Add"), this);
    mRemove = new QPushButton(tr("Remove"), this);
    connect(mAdd, &QPushButton::clicked, this, &NicListEditor::addSelected);
    connect(mRemove, &QPushButton::clicked, this, &NicListEditor::removeSelected);

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(mAddChoice, 1);
    buttons->addWidget(mAdd);
    buttons->addWidget(mRemove);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mTable);
    layout->addLayout(buttons);
}

void NicListEditor::setNics(const std::vector<NicConfig>& nics,
                            const std::vector<const Part*>& choices,
                            const std::function<QString(const std::string&)>& nameOf)
{
    mNics = nics;
    mTable->setRowCount(int(nics.size()));
    for (std::size_t i = 0; i < nics.size(); ++i) {
        addRow(int(i), nics[i], nameOf(nics[i].partId));
    }
    mAddChoice->clear();
    for (const Part* p : choices) {
        mAddChoice->addItem(QString::fromStdString(p->name), QString::fromStdString(p->id));
    }
    mAdd->setEnabled(mAddChoice->count() > 0);
    mRemove->setEnabled(!nics.empty());
}

void NicListEditor::addRow(int row, const NicConfig& nic, const QString& name)
{
    auto* item = new QTableWidgetItem(name);
    item->setToolTip(QString::fromStdString(nic.partId));
    mTable->setItem(row, NameColumn, item);

    auto* count = new QSpinBox(mTable);
    count->setRange(-99, 99); // the model refuses negative counts with its own message
    count->setValue(nic.count);
    count->setKeyboardTracking(false);
    connect(count, &QSpinBox::editingFinished, this, [this, row, count] {
        if (count->value() != mNics[std::size_t(row)].count) {
            std::vector<NicConfig> edited = mNics;
            edited[std::size_t(row)].count = count->value();
            emit listEdited(edited);
        }
    });
    mTable->setCellWidget(row, CountColumn, count);

    auto* role = new QComboBox(mTable);
    for (const char* r : kRoles) {
        role->addItem(tr(r), QString::fromLatin1(r));
    }
    int index = role->findData(QString::fromStdString(nic.role));
    if (index < 0) {
        role->addItem(QString::fromStdString(nic.role), QString::fromStdString(nic.role));
        index = role->count() - 1;
    }
    role->setCurrentIndex(index);
    connect(role, &QComboBox::activated, this, [this, row, role](int chosen) {
        std::vector<NicConfig> edited = mNics;
        edited[std::size_t(row)].role = role->itemData(chosen).toString().toStdString();
        if (edited != mNics) {
            emit listEdited(edited);
        }
    });
    mTable->setCellWidget(row, RoleColumn, role);
}

void NicListEditor::addSelected()
{
    if (mAddChoice->currentIndex() < 0) {
        return;
    }
    std::vector<NicConfig> edited = mNics;
    edited.push_back({mAddChoice->currentData().toString().toStdString(), 1, "compute"});
    emit listEdited(edited);
}

void NicListEditor::removeSelected()
{
    const int row = mTable->currentRow() >= 0 ? mTable->currentRow() : int(mNics.size()) - 1;
    if (row < 0 || row >= int(mNics.size())) {
        return;
    }
    std::vector<NicConfig> edited = mNics;
    edited.erase(edited.begin() + row);
    emit listEdited(edited);
}

} // namespace cs::ui
