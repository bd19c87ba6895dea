#pragma once

// Translatable text for the generator's messages: one translation context.

#include <QCoreApplication>
#include <QString>

#include <string>

namespace cs::generator {

inline QString tr(const char* text)
{
    return QCoreApplication::translate("cs::generator", text);
}

inline QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace cs::generator
