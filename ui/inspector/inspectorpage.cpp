#include "inspectorpage.h"

#include "document/document.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cs::ui {

InspectorPage::InspectorPage(Document& document, const PartChoices& parts, QWidget* parent)
    : QWidget(parent), mDocument(document), mParts(parts)
{
    mForm = new QFormLayout(this);
    mForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    mForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

const Design& InspectorPage::design() const
{
    return mDocument.design();
}

void InspectorPage::addField(const QString& label, QWidget* field)
{
    auto* row = new QWidget(this);
    auto* layout = new QVBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    auto* error = new QLabel(row);
    error->setWordWrap(true);
    error->setStyleSheet(QStringLiteral("color: #dc352f;"));
    error->setVisible(false);
    layout->addWidget(error);
    // The row is as tall as its field and message: a tall field (the description) would
    // otherwise take the page's spare height and stand apart from its label.
    row->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    mErrors[field] = error;
    mRows[field] = row;
    mForm->addRow(label, row);
}

void InspectorPage::setFieldVisible(QWidget* field, bool visible)
{
    if (auto it = mRows.find(field); it != mRows.end()) {
        mForm->setRowVisible(it->second, visible);
    }
}

QString InspectorPage::errorOf(const QWidget* field) const
{
    const auto it = mErrors.find(field);
    return it == mErrors.end() || it->second->isHidden() ? QString() : it->second->text();
}

void InspectorPage::clearErrors()
{
    for (auto& entry : mErrors) {
        entry.second->clear();
        entry.second->setVisible(false);
    }
}

bool InspectorPage::commit(QWidget* field, Commands commands, const QString& text)
{
    if (commands.empty()) {
        return true;
    }
    const std::optional<QString> refused = commands.size() == 1
                                               ? mDocument.execute(std::move(commands.front()))
                                               : mDocument.executeAll(text, std::move(commands));
    clearErrors();
    if (refused) {
        reload(); // the field shows the model's value again
        showError(field, *refused);
        return false;
    }
    return true;
}

void InspectorPage::showError(QWidget* field, const QString& message)
{
    QLabel* error = mErrors.at(field);
    error->setText(message);
    error->setVisible(true);
}

QLineEdit* InspectorPage::lineField(const QString& label,
                                    std::function<void(const QString&)> onCommit)
{
    auto* edit = new QLineEdit(this);
    connect(edit, &QLineEdit::editingFinished, this,
            [edit, onCommit] { onCommit(edit->text().trimmed()); });
    addField(label, edit);
    return edit;
}

QSpinBox* InspectorPage::intField(const QString& label, int min, int max, const QString& suffix,
                                  std::function<void(int)> onCommit)
{
    auto* spin = new QSpinBox(this);
    spin->setRange(min, max);
    spin->setSuffix(suffix);
    spin->setKeyboardTracking(false);
    connect(spin, &QSpinBox::editingFinished, this, [spin, onCommit] { onCommit(spin->value()); });
    addField(label, spin);
    return spin;
}

QDoubleSpinBox* InspectorPage::doubleField(const QString& label, double min, double max,
                                           int decimals, const QString& suffix,
                                           std::function<void(double)> onCommit)
{
    auto* spin = new QDoubleSpinBox(this);
    spin->setRange(min, max);
    spin->setDecimals(decimals);
    spin->setSuffix(suffix);
    spin->setKeyboardTracking(false);
    connect(spin, &QDoubleSpinBox::editingFinished, this,
            [spin, onCommit] { onCommit(spin->value()); });
    addField(label, spin);
    return spin;
}

QComboBox* InspectorPage::choiceField(const QString& label,
                                      std::function<void(const QVariant&)> onCommit)
{
    auto* box = new QComboBox(this);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
    connect(box, &QComboBox::activated, this,
            [box, onCommit](int index) { onCommit(box->itemData(index)); });
    addField(label, box);
    return box;
}

QLabel* InspectorPage::textField(const QString& label)
{
    auto* text = new QLabel(this);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    addField(label, text);
    return text;
}

void InspectorPage::selectData(QComboBox* box, const QVariant& value, const QString& labelIfMissing)
{
    int index = box->findData(value);
    if (index < 0) {
        box->addItem(labelIfMissing.isEmpty() ? value.toString() : labelIfMissing, value);
        index = box->count() - 1;
    }
    box->setCurrentIndex(index);
}

} // namespace cs::ui
