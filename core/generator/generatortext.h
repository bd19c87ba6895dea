#pragma once

// Translatable text for the generator's messages: one translation context.

#include <QCoreApplication>
#include <QString>

#include <string>

namespace cs::generator {

// The translation context of the generator's messages.
class GeneratorText
{
    Q_DECLARE_TR_FUNCTIONS(GeneratorText)
};

inline QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace cs::generator
