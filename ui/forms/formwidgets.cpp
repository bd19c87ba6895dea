#include "formwidgets.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>

namespace cs::ui::form {

QDoubleSpinBox* doubleSpin(double min, double max, int decimals, const QString& suffix)
{
    auto* s = new QDoubleSpinBox;
    s->setRange(min, max);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setGroupSeparatorShown(true);
    s->setAccelerated(true);
    return s;
}

QSpinBox* intSpin(int min, int max, const QString& suffix)
{
    auto* s = new QSpinBox;
    s->setRange(min, max);
    s->setSuffix(suffix);
    s->setGroupSeparatorShown(true);
    s->setAccelerated(true);
    return s;
}

void selectData(QComboBox* box, const QVariant& data)
{
    const int index = box->findData(data);
    box->setCurrentIndex(index < 0 ? 0 : index);
}

} // namespace cs::ui::form
