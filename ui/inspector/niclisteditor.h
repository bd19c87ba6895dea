#pragma once

#include "model/part.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QPushButton;
class QTableWidget;

namespace cs::ui {

// A server's NICs: part, count and role per row, with add and remove. Each
// user edit reports the whole new list; the list shown changes only through
// setNics (from the model).
class NicListEditor : public QWidget
{
    Q_OBJECT

public:
    explicit NicListEditor(QWidget* parent = nullptr);

    // choices: the NIC parts to offer for adding (id, name).
    void setNics(const std::vector<NicConfig>& nics, const std::vector<const Part*>& choices,
                 const std::function<QString(const std::string&)>& nameOf);
    const std::vector<NicConfig>& nics() const { return mNics; }

    QTableWidget* table() const { return mTable; }
    QComboBox* addChoice() const { return mAddChoice; }
    QPushButton* addButton() const { return mAdd; }
    QPushButton* removeButton() const { return mRemove; }

signals:
    void listEdited(const std::vector<cs::NicConfig>& nics);

private:
    void addRow(int row, const NicConfig& nic, const QString& name);
    void addSelected();
    void removeSelected();

    std::vector<NicConfig> mNics;
    QTableWidget* mTable = nullptr;
    QComboBox* mAddChoice = nullptr;
    QPushButton* mAdd = nullptr;
    QPushButton* mRemove = nullptr;
};

} // namespace cs::ui
