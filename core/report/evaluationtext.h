#pragma once

// What the evaluation report's text form shares between its files.
#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace cs::evaluation_text {

// The translation context of the evaluation report.
class EvaluationText
{
    Q_DECLARE_TR_FUNCTIONS(EvaluationText)
};

// Fixed notation in the C locale, so the report reads the same everywhere.
inline QString num(double v, int decimals = 0)
{
    return QLocale::c().toString(v, 'f', decimals);
}

} // namespace cs::evaluation_text
