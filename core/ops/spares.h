#pragma once

#include "model/design.h"
#include "tco/bom.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace cs::ops {

enum class SpareKind
{
    PowerSupplies,
    Fans,
    Transceivers,
    Cables,
};

// The share of the installed units to hold as spares, and where it comes
// from. Translatable source (context OpsText).
struct SpareRatio
{
    SpareKind kind;
    int percent;
    const char* source;
    bool estimate; // no public source: our own figure
};

const std::vector<SpareRatio>& spareRatios();
const SpareRatio& spareRatioOf(SpareKind kind);
QString spareSourceText(const SpareRatio& ratio);

// `percent` of `installed`, rounded up, and at least one of anything installed.
long long recommendedSpares(long long installed, int percent);

// One type of part to hold spares of. Power supplies come per server model
// (`partId` is the server's, `watts` a supply's rating); transceivers and
// cables per part as the bill of materials counts them. A line without an
// installed count says the catalog does not know it: `devices` devices whose
// supplies it does not count, or the fans, which it counts for no part.
struct SpareLine
{
    SpareKind kind = SpareKind::Cables;
    std::string partId;
    std::string name;
    std::optional<long long> installed;
    std::optional<long long> spares;
    long long devices = 0; // power supplies: the devices they sit in
    double watts = 0;
};

// Power supplies, fans, transceivers and cables in that order; kinds the
// design has none of are left out, except fans, which are always unknown.
std::vector<SpareLine> spareLines(const Design& design, const tco::Bom& bom);

} // namespace cs::ops
