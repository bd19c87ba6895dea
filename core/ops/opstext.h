#pragma once

#include <QCoreApplication>

namespace cs::ops {

// The translation context of the operations texts: the maintenance routine
// and the spare parts.
class OpsText
{
    Q_DECLARE_TR_FUNCTIONS(OpsText)
};

} // namespace cs::ops
