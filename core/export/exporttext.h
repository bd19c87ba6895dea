#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace cs::exports {

// The exports' texts share one translation context.
// The exports' texts share one translation context.
class ExportText
{
    Q_DECLARE_TR_FUNCTIONS(ExportText)
};

inline std::string text(const QString& s)
{
    return s.toStdString();
}

} // namespace cs::exports
