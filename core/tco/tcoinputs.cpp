#include "tcoinputs.h"
#include "tcotext.h"

#include "analysis/analysis.h"
#include "analysis/designfacts.h"
#include "io/formaterror.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace cs::tco {

namespace {

const std::string kPath = "$.assumptions.tco";

Tranche trancheOf(const analysis::DeviceFacts& f)
{
    Tranche t;
    t.maxKw = f.maxW / 1000;
    t.idleKw = f.idleW / 1000;
    t.nodes = f.isNode() ? 1 : 0;
    t.gpus = f.gpus;
    return t;
}

void addTo(Tranche& sum, const Tranche& t, double share = 1)
{
    sum.hardware += t.hardware * share;
    sum.gpuHardware += t.gpuHardware * share;
    sum.idleKw += t.idleKw * share;
    sum.maxKw += t.maxKw * share;
    sum.nodes += t.nodes * share;
    sum.gpus += t.gpus * share;
}

DesignTotals totalsOf(const analysis::DesignFacts& facts, Tranche& whole)
{
    DesignTotals totals;
    std::map<std::string, int> gpusByPart;
    for (const analysis::DeviceFacts& f : facts.devices()) {
        addTo(whole, trancheOf(f));
        totals.gpus += f.gpus;
        totals.nodes += f.isNode() ? 1 : 0;
        if (f.gpu && f.gpus > 0) {
            gpusByPart[f.gpu->id] += f.gpus;
        }
        if (f.part && f.part->storage) {
            totals.storageTb += f.part->storage->capacityTb;
        }
    }
    totals.itMaxKw = whole.maxKw;
    totals.itIdleKw = whole.idleKw;
    int most = 0;
    for (const auto& [id, n] : gpusByPart) {
        if (n > most) {
            most = n;
            totals.gpuPartId = id;
        }
    }
    return totals;
}

Tranche deviceStage(const Design& design, const analysis::DesignFacts& facts,
                    const StagedPurchase& s, const Money& money, const std::string& path)
{
    Tranche t;
    std::vector<DeviceId> ids;
    for (std::uint32_t raw : s.devices) {
        const int i = facts.indexOf(DeviceId(raw));
        if (i < 0) {
            throw FormatError(path, TcoText::tr("Device %1 is not in the design.").arg(raw));
        }
        addTo(t, trancheOf(facts.devices()[static_cast<std::size_t>(i)]));
        ids.push_back(DeviceId(raw));
    }
    const Bom bom = bomOfDevices(design, ids, money);
    t.hardware = bom.total;
    t.gpuHardware = bom.gpuTotal;
    return t;
}

// Day one holds what no stage buys.
std::vector<Tranche> tranchesOf(const Design& design, const analysis::DesignFacts& facts,
                                const TcoAssumptions& a, const Tranche& whole, const Money& money)
{
    std::vector<Tranche> tranches{whole};
    for (std::size_t i = 0; i < a.stagedPurchases.size(); ++i) {
        const StagedPurchase& s = a.stagedPurchases[i];
        const std::string path = kPath + ".staged_purchases[" + std::to_string(i) + "]";
        Tranche t;
        if (s.devices.empty()) {
            addTo(t, whole, s.fraction);
        } else {
            t = deviceStage(design, facts, s, money, path);
        }
        t.month = s.month;
        addTo(tranches.front(), t, -1);
        tranches.push_back(t);
    }
    const Tranche& first = tranches.front();
    const double slack = 1e-9 * (1 + whole.hardware + whole.maxKw + whole.gpus);
    if (first.hardware < -slack || first.maxKw < -slack || first.gpus < -slack ||
        first.nodes < -1e-9) {
        throw FormatError(
            kPath + ".staged_purchases",
            TcoText::tr("The staged purchases add up to more than the design; list each "
                        "device once and keep the fractions at 1 or below."));
    }
    return tranches;
}

std::vector<const Part*> offersOf(const Design& design, const std::vector<Part>& catalogOffers)
{
    std::vector<const Part*> offers;
    for (const auto& [id, part] : design.parts()) {
        if (part.cloud) {
            offers.push_back(&part);
        }
    }
    for (const Part& p : catalogOffers) {
        if (p.cloud && !design.part(p.id)) {
            offers.push_back(&p);
        }
    }
    return offers;
}

std::optional<CloudOfferChoice> choiceOf(const Part& offer, const Money& money,
                                         const std::string& mode)
{
    const std::optional<double> price = pricePerGpuHour(offer, money);
    if (!price) {
        return std::nullopt;
    }
    return CloudOfferChoice{offer.id, offer.name, mode, *price, *offer.price};
}

// The cheapest usable offer for the GPU in one catalog mode.
std::optional<CloudOfferChoice> cheapest(const std::vector<const Part*>& offers,
                                         const std::string& gpu, const std::string& offerMode,
                                         const std::string& appliedMode, const Money& money)
{
    std::optional<CloudOfferChoice> best;
    for (const Part* p : offers) {
        if (p->cloud->gpuPartId != gpu || p->cloud->mode != offerMode) {
            continue;
        }
        auto c = choiceOf(*p, money, appliedMode);
        if (c && (!best || c->pricePerGpuHour < best->pricePerGpuHour)) {
            best = c;
        }
    }
    return best;
}

void chooseOffers(TcoInputs& in, const std::vector<const Part*>& offers, const TcoAssumptions& a,
                  const std::string& gpu, const Money& money)
{
    in.burstOffer = cheapest(offers, gpu, "on_demand", "on_demand", money);
    if (a.cloudOffer.empty()) {
        const bool spot = a.cloudMode == "spot";
        in.offer = cheapest(offers, gpu, spot ? "on_demand" : a.cloudMode, a.cloudMode, money);
        in.offerGpu = gpu;
        return;
    }
    auto it = std::find_if(offers.begin(), offers.end(),
                           [&](const Part* p) { return p->id == a.cloudOffer; });
    if (it == offers.end()) {
        throw FormatError(kPath + ".cloud_offer",
                          TcoText::tr("No cloud offer \"%1\" is in the design or the catalog.")
                              .arg(QString::fromStdString(a.cloudOffer)));
    }
    const std::string& own = (*it)->cloud->mode;
    const bool spot = a.cloudMode == "spot" && own == "on_demand";
    in.offer = choiceOf(**it, money, spot ? "spot" : own);
    in.offerGpu = (*it)->cloud->gpuPartId;
    in.spotDiscountApplies = own != "spot";
    if (in.offer && own == "on_demand") {
        in.burstOffer = in.offer;
    }
}

double money(const std::optional<double>& set, double defaultUsd, const Money& m)
{
    return set ? *set : m.fromUsd(defaultUsd);
}

void resolveFacility(ModelParams& p, const Design& design, const TcoAssumptions& a, const Money& m,
                     std::vector<QString>& notes)
{
    p.integrationFraction = a.integrationFraction;
    p.ownedFacility = a.facilityMode == "owned";
    p.colocationPerKwMonth = money(a.colocationPerKwMonth, 184, m);
    p.facilityBuildPerKw = money(a.facilityBuildPerKw, 10000, m);
    p.facilityOpexPerKwMonth = money(a.facilityOpexPerKwMonth, 30, m);
    p.pue = a.pue.value_or(design.facility.pue);
    if (a.electricityPricePerKwh) {
        p.electricityPricePerKwh = *a.electricityPricePerKwh;
        return;
    }
    const auto converted =
        m.convert(design.facility.electricityPricePerKwh, design.facility.currency);
    p.electricityPricePerKwh = converted.value_or(design.facility.electricityPricePerKwh);
    if (!converted) {
        notes.push_back(
            TcoText::tr("The electricity price is in %1, which does not convert; it is taken "
                        "as %2. Set electricity_price_per_kwh in %2.")
                .arg(QString::fromStdString(design.facility.currency),
                     QString::fromStdString(m.currency())));
    }
}

ModelParams paramsOf(const Design& design, const TcoAssumptions& a, const DesignTotals& totals,
                     const Money& m, std::vector<QString>& notes)
{
    ModelParams p;
    p.months = a.horizonYears * 12;
    p.discountRate = a.discountRate;
    p.utilization = a.utilization;
    p.profile = a.demandProfile;
    p.peakShare = a.peakShare;
    resolveFacility(p, design, a, m, notes);
    p.supportFractionPerYear = a.supportFractionPerYear;
    p.nodesPerFte = a.nodesPerFte;
    p.minFte = a.minFte;
    p.staffCostPerFteYear = money(a.staffCostPerFteYear, 200000, m);
    p.licencePerNodeYear = money(a.licencePerNodeYear, 0, m);
    p.residualFraction = a.residualFraction;
    p.gpuPriceFactor = a.gpuPriceFactor;
    p.cloudMode = a.cloudMode;
    p.cloudPriceFactor = a.cloudPriceFactor;
    p.spotDiscount = a.spotDiscount;
    p.spotAvailability = a.spotAvailability;
    p.datasetTb = a.datasetTb.value_or(totals.storageTb);
    p.cloudStoragePerTbMonth = money(a.cloudStoragePerTbMonth, 23, m);
    p.egressTbPerMonth = a.egressTbPerMonth;
    p.egressPerTb = money(a.egressPerTb, 90, m);
    p.hybridBaseShare = a.hybridBaseShare.value_or(a.utilization);
    return p;
}

void addNotes(const Design& design, PreparedTco& t)
{
    if (t.bom.unpricedLines > 0) {
        t.notes.push_back(
            TcoText::tr("%n bill-of-materials lines have no usable price and count as zero; "
                        "add prices in the user catalog.",
                        nullptr, int(t.bom.unpricedLines)));
    }
    if (t.inputs.offer && t.inputs.offerGpu != t.totals.gpuPartId) {
        t.notes.push_back(
            TcoText::tr("The cloud offer rents %1, not the design's %2; the comparison counts "
                        "one GPU for one.")
                .arg(QString::fromStdString(t.inputs.offerGpu),
                     QString::fromStdString(t.totals.gpuPartId)));
    }
    if (!t.inputs.offer) {
        // Said in the words the user knows: the GPU's name and the pricing, not ids or keys.
        const Part* gpu = t.totals.gpuPartId.empty() ? nullptr : design.part(t.totals.gpuPartId);
        const QString what = gpu ? QString::fromStdString(gpu->name)
                             : t.totals.gpuPartId.empty()
                                 ? TcoText::tr("the design's GPUs")
                                 : QString::fromStdString(t.totals.gpuPartId);
        t.notes.push_back(
            TcoText::tr("No cloud offer rents %1 %2 in the design or the catalog, so renting is "
                        "not costed; choose an offer under Cloud offer in the TCO assumptions.")
                .arg(what, cloudModeText(t.params.cloudMode)));
    }
}

} // namespace

std::optional<double> pricePerGpuHour(const Part& offer, const Money& money)
{
    if (!offer.price || !offer.cloud) {
        return std::nullopt;
    }
    const std::optional<double> amount = money.convert(offer.price->amount, offer.price->currency);
    if (!amount) {
        return std::nullopt;
    }
    if (offer.price->per == "gpu_hour") {
        return amount;
    }
    if (offer.price->per == "hour" && offer.cloud->gpuCount > 0) {
        return *amount / offer.cloud->gpuCount;
    }
    return std::nullopt;
}

std::string tcoCurrencyOf(const std::string& stated, const std::string& facilityCurrency)
{
    if (!stated.empty()) {
        return stated;
    }
    return facilityCurrency == "CNY" ? facilityCurrency : std::string("USD");
}

Money moneyFor(const Design& design, const TcoAssumptions& assumptions)
{
    return Money(tcoCurrencyOf(assumptions.currency, design.facility.currency),
                 assumptions.cnyPerUsd);
}

PreparedTco prepareTco(const Design& design, const TcoAssumptions& a,
                       const std::vector<Part>& catalogOffers,
                       const analysis::PerformanceReport* performance)
{
    PreparedTco t;
    const Money m = moneyFor(design, a);
    t.currency = m.currency();
    t.cnyPerUsd = m.cnyPerUsd();
    const analysis::DesignFacts facts(design, analysis::assumptionsFor(design));
    t.bom = buildBom(design, m);
    Tranche whole;
    t.totals = totalsOf(facts, whole);
    whole.hardware = t.bom.total;
    whole.gpuHardware = t.bom.gpuTotal;
    t.inputs.tranches = tranchesOf(design, facts, a, whole, m);
    chooseOffers(t.inputs, offersOf(design, catalogOffers), a, t.totals.gpuPartId, m);
    t.params = paramsOf(design, a, t.totals, m, t.notes);
    addNotes(design, t);
    if (performance) {
        t.performance = *performance;
    } else if (!design.workloads.empty()) {
        // The whole analysis: a throughput job's rate follows the storage and
        // the CPUs that feed it (analysis.cpp), not only the model.
        t.performance = analysis::analyze(design, facts.assumptions()).performance;
    }
    return t;
}

} // namespace cs::tco
