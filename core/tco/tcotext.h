#pragma once

#include <QCoreApplication>

namespace cs::tco {

// The translation context of the cost model's texts.
class TcoText
{
    Q_DECLARE_TR_FUNCTIONS(TcoText)
};

} // namespace cs::tco
