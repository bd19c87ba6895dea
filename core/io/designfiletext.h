#pragma once

#include <QCoreApplication>

namespace cs {

// The translation context of the messages about reading and writing design files.
class DesignFileText
{
    Q_DECLARE_TR_FUNCTIONS(DesignFileText)
};

} // namespace cs
