#pragma once

#include "model/design.h"
#include "money.h"

#include <optional>
#include <string>
#include <vector>

namespace cs::tco {

enum class BomCategory
{
    GpuServers,
    Servers,
    Gpus,
    Cpus,
    Nics,
    Switches,
    Storage,
    Pdus,
    Racks,
    Cables,
    Transceivers,
    Cooling,
    Other,
};
const char* bomCategoryName(BomCategory category);

// Why a line is on the bill beside the devices, racks, links and coolers themselves.
enum class BomReason
{
    Part,     // the item itself
    Extra,    // carried beyond the server's default configuration
    NotFitted // default parts the configuration leaves out: a credit (negative quantity)
};
const char* bomReasonName(BomReason reason);

struct BomLine
{
    BomCategory category = BomCategory::Other;
    BomReason reason = BomReason::Part;
    std::string partId;
    std::string name;
    long long quantity = 0;
    std::optional<Price> price;      // the catalog's price, in its own currency
    std::optional<double> unitPrice; // in the bill's currency; unset when unpriced
    double amount() const { return unitPrice ? static_cast<double>(quantity) * *unitPrice : 0; }
};

// The bill of materials: what buying the design costs at catalog prices.
// A server's price covers its default configuration; GPUs, CPUs and NICs
// beyond it are priced by their own parts, and default ones left out are
// credited at their parts' prices. Twin-port transceivers and breakout cables
// shared by several links on one device count once per started group.
struct Bom
{
    std::string currency;
    std::vector<BomLine> lines; // by category, then reason, then part id
    double total = 0;           // priced lines only
    double gpuTotal = 0;        // the GPU servers and GPU parts: what the GPU price moves
    int unpricedLines = 0;      // lines without a unit price (no price, per hour, other currency)
    double totalOf(BomCategory category) const;
    long long quantityOf(BomCategory category) const; // Part lines only
};

Bom buildBom(const Design& design, const Money& money);
// The devices alone, with what they carry: the share a staged purchase buys.
Bom bomOfDevices(const Design& design, const std::vector<DeviceId>& devices, const Money& money);

} // namespace cs::tco
