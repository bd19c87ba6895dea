#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace cs::tco {

// The translation context of the cost model's texts.
class TcoText
{
    Q_DECLARE_TR_FUNCTIONS(TcoText)
};

// A cloud pricing mode in words ("reserved for 1 year"); files keep the
// identifier ("reserved_1y").
QString cloudModeText(const std::string& mode);

// The quantity a simulation's or a job's cost is given per (WorkUnitCost's
// unit and quantity), in words: "exaFLOP", "petabyte moved", "million images".
QString workQuantityText(const std::string& unit);

} // namespace cs::tco
