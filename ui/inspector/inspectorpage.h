#pragma once

#include "partchoices.h"

#include "document/documentcommand.h"

#include <QWidget>

#include <map>
#include <memory>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cs::ui {

class Document;

using Commands = std::vector<std::unique_ptr<DocumentCommand>>;

// One page of the inspector: a form of fields, each with room beneath it for
// the model's refusal. A field commits when the user finishes editing it
// (Return, focus out, a choice made); a refused edit shows the reason and
// the page reloads from the model, so the field reverts.
class InspectorPage : public QWidget
{
    Q_OBJECT

public:
    InspectorPage(Document& document, const PartChoices& parts, QWidget* parent = nullptr);

    // Shows the model's current values of the selected entities.
    virtual void reload() = 0;
    // The refusal shown under this field; empty when none.
    QString errorOf(const QWidget* field) const;

protected:
    Document& document() { return mDocument; }
    const Design& design() const;
    const PartChoices& parts() const { return mParts; }
    QFormLayout* form() const { return mForm; }

    // A form row whose field gets an error line beneath it.
    void addField(const QString& label, QWidget* field);
    void setFieldVisible(QWidget* field, bool visible);
    // Runs the commands as one undo step (text names the macro when there
    // are several); shows the refusal under the field, else clears it.
    bool commit(QWidget* field, Commands commands, const QString& text);
    void clearErrors();
    void showError(QWidget* field, const QString& message);

    // Editors that commit through the callback when the user finishes with them.
    QLineEdit* lineField(const QString& label, std::function<void(const QString&)> onCommit);
    QSpinBox* intField(const QString& label, int min, int max, const QString& suffix,
                       std::function<void(int)> onCommit);
    QDoubleSpinBox* doubleField(const QString& label, double min, double max, int decimals,
                                const QString& suffix, std::function<void(double)> onCommit);
    // onCommit receives the chosen item's data (Qt::UserRole).
    QComboBox* choiceField(const QString& label, std::function<void(const QVariant&)> onCommit);
    QLabel* textField(const QString& label);

    // Selects the item whose data equals value, adding it (labelled with the value) when absent.
    static void selectData(QComboBox* box, const QVariant& value,
                           const QString& labelIfMissing = {});

private:
    Document& mDocument;
    const PartChoices& mParts;
    QFormLayout* mForm = nullptr;
    std::map<const QWidget*, QLabel*> mErrors;
    std::map<const QWidget*, QWidget*> mRows; // field → its row container
};

} // namespace cs::ui
