#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace cs::exports {

// The exports' texts share one translation context.
inline QString tr(const char* text)
{
    return QCoreApplication::translate("cs::exports", text);
}

inline std::string text(const QString& s)
{
    return s.toStdString();
}

} // namespace cs::exports
