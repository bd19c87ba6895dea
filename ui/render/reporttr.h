#pragma once

#include <QCoreApplication>

namespace cs::render {

// The translation context of every label in the diagrams and the PDF report.
class Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

} // namespace cs::render
