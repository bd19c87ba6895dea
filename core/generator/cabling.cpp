#include "cabling.h"

#include <algorithm>
#include <cmath>

namespace cs::generator {

namespace {

constexpr double kEpsilon = 1e-9;

double verticalRunM(const DeviceSpot& s)
{
    if (s.bottomU <= 0) {
        return CableGeometry::zeroUVerticalM;
    }
    return std::max(0, s.rackHeightU - s.bottomU + 1) * CableGeometry::uHeightM;
}

bool sameSpeed(double a, double b)
{
    return std::abs(a - b) < kEpsilon;
}

double reachOf(const CableSpec& c)
{
    return c.maxReachM > 0 ? c.maxReachM : c.lengthM;
}

const char* mediaName(Media media)
{
    switch (media) {
    case Media::Mmf:
        return "mmf";
    case Media::Smf:
        return "smf";
    case Media::Cat6:
        return "cat6";
    case Media::Copper:
        break;
    }
    return "copper";
}

} // namespace

double runLengthM(const DeviceSpot& a, const DeviceSpot& b)
{
    double metres = 0;
    if (a.rack == b.rack) {
        metres = std::abs(a.bottomU - b.bottomU) * CableGeometry::uHeightM + CableGeometry::slackM;
    } else {
        metres = std::abs(a.xM - b.xM) + std::abs(a.yM - b.yM) + verticalRunM(a) + verticalRunM(b) +
                 CableGeometry::slackM;
    }
    return std::ceil(metres * 100 - kEpsilon) / 100;
}

CableCatalog::CableCatalog(const std::vector<const Part*>& supplies)
{
    for (const Part* p : supplies) {
        if (p->cable) {
            mCables.push_back(p);
        } else if (p->transceiver) {
            mTransceivers.push_back(p);
        }
    }
    std::sort(mCables.begin(), mCables.end(), [](const Part* a, const Part* b) {
        return a->cable->lengthM != b->cable->lengthM ? a->cable->lengthM < b->cable->lengthM
                                                      : a->id < b->id;
    });
    std::sort(mTransceivers.begin(), mTransceivers.end(), [](const Part* a, const Part* b) {
        return a->transceiver->reachM != b->transceiver->reachM
                   ? a->transceiver->reachM < b->transceiver->reachM
                   : a->id < b->id;
    });
}

namespace {

// The memo's answer to `query`, asking `find` the first time.
template <typename Query, typename Find>
const Part* remembered(std::map<Query, const Part*>& memo, const Query& query, Find&& find)
{
    const auto known = memo.find(query);
    if (known != memo.end()) {
        return known->second;
    }
    const Part* found = find();
    memo.emplace(query, found);
    return found;
}

} // namespace

const Part* CableCatalog::copper(const PortInfo& a, const PortInfo& b, double lengthM) const
{
    return remembered(
        mCopperMemo,
        CopperQuery{*a.cage, *b.cage, a.portsPerCage, b.portsPerCage, a.gbps, b.gbps, lengthM},
        [&] { return findCopper(a, b, lengthM); });
}

const Part* CableCatalog::fibre(Media media, double gbps, double lengthM,
                                const std::string& connector) const
{
    return remembered(mFibreMemo, FibreQuery{media, gbps, lengthM, connector},
                      [&] { return findFibre(media, gbps, lengthM, connector); });
}

const Part* CableCatalog::transceiver(const PortInfo& port, double gbps, Media media, double reachM,
                                      const std::string& connector) const
{
    return remembered(
        mTransceiverMemo,
        TransceiverQuery{*port.cage, port.portsPerCage, gbps, media, reachM, connector},
        [&] { return findTransceiver(port, gbps, media, reachM, connector); });
}

CableCatalog::FibreParts CableCatalog::fibreLink(Media media, const FibreEnd& a, const FibreEnd& b,
                                                 double gbps, double lengthM) const
{
    const bool aFirst = a.port->portsPerCage >= b.port->portsPerCage;
    const FibreEnd& first = aFirst ? a : b;
    const FibreEnd& second = aFirst ? b : a;
    const Part* t1 = transceiver(*first.port, first.gbps, media, first.reachM);
    const Part* t2 = transceiver(*second.port, second.gbps, media, second.reachM);
    if (t1 && t2 && !sharedConnector(t1, t2)) {
        t2 = transceiver(*second.port, second.gbps, media, second.reachM,
                         t1->transceiver->connector);
    }
    FibreParts parts;
    parts.transceiverA = aFirst ? t1 : t2;
    parts.transceiverB = aFirst ? t2 : t1;
    const std::optional<std::string> connector = sharedConnector(t1, t2);
    if (t1 && t2 && connector) {
        parts.connector = *connector;
        parts.cable = fibre(media, gbps, lengthM, *connector);
    }
    return parts;
}

const Part* CableCatalog::findCopper(const PortInfo& a, const PortInfo& b, double lengthM) const
{
    if (*a.cage != *b.cage || a.portsPerCage != b.portsPerCage || !sameSpeed(a.gbps, b.gbps)) {
        return nullptr;
    }
    const double cageGbps = a.gbps * a.portsPerCage;
    for (const char* type : {"dac", "acc"}) {
        const double limit = std::string(type) == "dac" ? dacMaxM : accMaxM;
        if (lengthM > limit + kEpsilon) {
            continue;
        }
        for (const Part* p : mCables) {
            const CableSpec& c = *p->cable;
            if (c.type == type && !c.needsTransceivers && c.breakout <= 1 &&
                sameSpeed(c.gbps, cageGbps) && c.lengthM >= lengthM - kEpsilon &&
                reachOf(c) >= lengthM - kEpsilon) {
                return p;
            }
        }
    }
    return nullptr;
}

const Part* CableCatalog::cat6(double lengthM) const
{
    for (const Part* p : mCables) {
        if (p->cable->type == "cat6" && p->cable->lengthM >= lengthM - kEpsilon) {
            return p;
        }
    }
    return nullptr;
}

const Part* CableCatalog::findFibre(Media media, double gbps, double lengthM,
                                    const std::string& connector) const
{
    const std::string type = mediaName(media);
    for (const Part* p : mCables) {
        const CableSpec& c = *p->cable;
        const bool plugs = connector.empty() || c.connector.empty() || c.connector == connector;
        if (c.type == type && c.needsTransceivers && plugs && c.gbps >= gbps - kEpsilon &&
            c.lengthM >= lengthM - kEpsilon && reachOf(c) >= lengthM - kEpsilon) {
            return p;
        }
    }
    return nullptr;
}

std::optional<std::string> sharedConnector(const Part* a, const Part* b)
{
    const std::string& ca = a && a->transceiver ? a->transceiver->connector : std::string();
    const std::string& cb = b && b->transceiver ? b->transceiver->connector : std::string();
    if (!ca.empty() && !cb.empty() && ca != cb) {
        return std::nullopt;
    }
    return ca.empty() ? cb : ca;
}

const Part* CableCatalog::findTransceiver(const PortInfo& port, double gbps, Media media,
                                          double reachM, const std::string& connector) const
{
    const std::string type = mediaName(media);
    for (const Part* p : mTransceivers) {
        const TransceiverSpec& t = *p->transceiver;
        const bool plugs = connector.empty() || t.connector.empty() || t.connector == connector;
        if (t.cage == *port.cage && t.media == type && t.ports == port.portsPerCage && plugs &&
            sameSpeed(t.gbps, gbps * port.portsPerCage) && t.reachM >= reachM - kEpsilon) {
            return p;
        }
    }
    return nullptr;
}

bool CableCatalog::mmfReaches(const PortInfo& a, const PortInfo& b, double gbps,
                              double lengthM) const
{
    return fibreLink(Media::Mmf, {&a, gbps, lengthM}, {&b, gbps, lengthM}, gbps, lengthM).cable;
}

Media CableCatalog::firstChoice(const PortInfo& a, const PortInfo& b, bool cagesPaired, double gbps,
                                double lengthM) const
{
    if (*a.cage == "RJ45" || *b.cage == "RJ45") {
        return Media::Cat6;
    }
    if (cagesPaired && copper(a, b, lengthM)) {
        return Media::Copper;
    }
    return mmfReaches(a, b, gbps, lengthM) ? Media::Mmf : Media::Smf;
}

const Part* CableCatalog::cable(Media media, const PortInfo& a, const PortInfo& b,
                                double lengthM) const
{
    switch (media) {
    case Media::Cat6:
        return cat6(lengthM);
    case Media::Copper:
        return copper(a, b, lengthM);
    case Media::Mmf:
    case Media::Smf:
        break;
    }
    return nullptr;
}

} // namespace cs::generator
