#pragma once

#include <QCoreApplication>

namespace cs::commission {

// The translation context of the commissioning messages.
class CommissionText
{
    Q_DECLARE_TR_FUNCTIONS(CommissionText)
};

} // namespace cs::commission
