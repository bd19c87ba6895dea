#pragma once

#include <QString>
#include <QVariant>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

// Small builders for the forms of the wizard and the settings.
namespace cs::ui::form {

QDoubleSpinBox* doubleSpin(double min, double max, int decimals, const QString& suffix);
QSpinBox* intSpin(int min, int max, const QString& suffix);
// Selects the item carrying `data`; the first item when none does.
void selectData(QComboBox* box, const QVariant& data);

} // namespace cs::ui::form
