#include "buildcontext.h"

#include "cabling.h"

#include "generatortext.h"

#include <algorithm>

namespace cs::generator::detail {

namespace {

// The link at every port of every device, -1 for a free port.
class PortLinks
{
public:
    explicit PortLinks(const Build& b)
    {
        mBase.reserve(b.devices.size() + 1);
        int total = 0;
        for (const GenDevice& d : b.devices) {
            mBase.push_back(total);
            total += d.layout ? d.layout->size() : 0;
        }
        mLink.assign(static_cast<std::size_t>(total), -1);
        for (int i = 0; i < static_cast<int>(b.links.size()); ++i) {
            const PendingLink& l = b.links[static_cast<std::size_t>(i)];
            mLink[index(l.devA, l.portA)] = i;
            mLink[index(l.devB, l.portB)] = i;
        }
    }
    int at(int device, int port) const { return mLink[index(device, port)]; }

private:
    std::size_t index(int device, int port) const
    {
        return static_cast<std::size_t>(mBase[static_cast<std::size_t>(device)] + port);
    }
    std::vector<int> mBase;
    std::vector<int> mLink;
};

struct End
{
    int device;
    int port;
};

const PortInfo& portOf(const Build& b, End e)
{
    return b.devices[static_cast<std::size_t>(e.device)]
        .layout->ports()[static_cast<std::size_t>(e.port)];
}

double speedOf(const Build& b, const PendingLink& l)
{
    return std::min(portOf(b, {l.devA, l.portA}).gbps, portOf(b, {l.devB, l.portB}).gbps);
}

// Both cages hold the same links, port for port: a straight copper cable
// can join them.
bool cagesPaired(const Build& b, const PortLinks& links, const PendingLink& l)
{
    const PortInfo& a = portOf(b, {l.devA, l.portA});
    const PortInfo& pb = portOf(b, {l.devB, l.portB});
    if (a.portsPerCage != pb.portsPerCage) {
        return false;
    }
    for (int o = 0; o < a.portsPerCage; ++o) {
        if (links.at(l.devA, a.cageFirst + o) != links.at(l.devB, pb.cageFirst + o)) {
            return false;
        }
    }
    return true;
}

Media firstChoice(const Build& b, const CableCatalog& catalog, const PortLinks& links,
                  const PendingLink& l)
{
    return catalog.firstChoice(portOf(b, {l.devA, l.portA}), portOf(b, {l.devB, l.portB}),
                               cagesPaired(b, links, l), speedOf(b, l), l.lengthM);
}

// The other links in the cage of one end.
template <typename F>
void forCageMates(const Build& b, const PortLinks& links, End e, int self, F&& f)
{
    const PortInfo& p = portOf(b, e);
    for (int o = 0; o < p.portsPerCage; ++o) {
        const int other = links.at(e.device, p.cageFirst + o);
        if (other >= 0 && other != self) {
            f(other);
        }
    }
}

// One optical module serves a whole cage, so every fibre link of a cage
// takes the media of the longest one.
void spreadSingleMode(const Build& b, const PortLinks& links, std::vector<Media>& media)
{
    std::vector<int> work;
    for (int i = 0; i < static_cast<int>(media.size()); ++i) {
        if (media[static_cast<std::size_t>(i)] == Media::Smf) {
            work.push_back(i);
        }
    }
    while (!work.empty()) {
        const int i = work.back();
        work.pop_back();
        const PendingLink& l = b.links[static_cast<std::size_t>(i)];
        for (End e : {End{l.devA, l.portA}, End{l.devB, l.portB}}) {
            forCageMates(b, links, e, i, [&](int m) {
                if (media[static_cast<std::size_t>(m)] == Media::Mmf) {
                    media[static_cast<std::size_t>(m)] = Media::Smf;
                    work.push_back(m);
                }
            });
        }
    }
}

// Unlike ports (cage, speed) point at the switch choice; like ports at a
// catalog without the cable or optics for the distance.
[[noreturn]] void missing(const Build& b, const PendingLink& l, const char* what,
                          const PortInfo& port, double gbps, double lengthM)
{
    const PortInfo& a = portOf(b, {l.devA, l.portA});
    const PortInfo& other = portOf(b, {l.devB, l.portB});
    const bool alike =
        *a.cage == *other.cage && a.gbps == other.gbps && a.portsPerCage == other.portsPerCage;
    const std::string field =
        alike ? "supply_parts" : b.fabrics[static_cast<std::size_t>(l.fabric)].switchField;
    throw GeneratorError(
        field, GeneratorText::tr(
                   "No %1 in the supply parts serves a %2 port at %3 Gb/s over %4 m (from \"%5\" "
                   "to \"%6\"); pick a switch whose ports match, or add the part to the catalog.")
                   .arg(GeneratorText::tr(what), QString::fromStdString(*port.cage))
                   .arg(gbps)
                   .arg(lengthM)
                   .arg(QString::fromStdString(b.devices[static_cast<std::size_t>(l.devA)].name),
                        QString::fromStdString(b.devices[static_cast<std::size_t>(l.devB)].name)));
}

// What one end's module must serve: the longest run and the slowest speed
// among the links sharing its cage.
CableCatalog::FibreEnd endNeeds(const Build& b, const PortLinks& links, End e, int self)
{
    const PendingLink& own = b.links[static_cast<std::size_t>(self)];
    CableCatalog::FibreEnd need{&portOf(b, e), speedOf(b, own), own.lengthM};
    forCageMates(b, links, e, self, [&](int m) {
        need.reachM = std::max(need.reachM, b.links[static_cast<std::size_t>(m)].lengthM);
        need.gbps = std::min(need.gbps, speedOf(b, b.links[static_cast<std::size_t>(m)]));
    });
    return need;
}

// A fibre link takes its optics first, then a fibre whose connector they
// plug into; other media take their cable alone.
LinkMedia mediaFor(const Build& b, const CableCatalog& catalog, const PortLinks& links, int i,
                   Media media)
{
    const PendingLink& l = b.links[static_cast<std::size_t>(i)];
    const PortInfo& a = portOf(b, {l.devA, l.portA});
    LinkMedia out;
    if (media == Media::Mmf || media == Media::Smf) {
        const CableCatalog::FibreEnd needA = endNeeds(b, links, {l.devA, l.portA}, i);
        const CableCatalog::FibreEnd needB = endNeeds(b, links, {l.devB, l.portB}, i);
        const CableCatalog::FibreParts parts =
            catalog.fibreLink(media, needA, needB, speedOf(b, l), l.lengthM);
        for (const auto& [module, need] :
             {std::pair{parts.transceiverA, &needA}, std::pair{parts.transceiverB, &needB}}) {
            if (!module) {
                missing(b, l, QT_TRANSLATE_NOOP("GeneratorText", "transceiver"), *need->port,
                        need->gbps, need->reachM);
            }
        }
        out.transceiverA = parts.transceiverA;
        out.transceiverB = parts.transceiverB;
        out.cable = parts.cable;
    } else {
        out.cable = catalog.cable(media, a, portOf(b, {l.devB, l.portB}), l.lengthM);
    }
    if (!out.cable) {
        missing(b, l, QT_TRANSLATE_NOOP("GeneratorText", "cable"), a, speedOf(b, l), l.lengthM);
    }
    return out;
}

} // namespace

std::vector<LinkMedia> chooseMedia(const Build& b)
{
    const CableCatalog catalog(b.parts.supplies);
    const PortLinks links(b);
    std::vector<Media> media;
    media.reserve(b.links.size());
    for (const PendingLink& l : b.links) {
        media.push_back(firstChoice(b, catalog, links, l));
    }
    spreadSingleMode(b, links, media);
    std::vector<LinkMedia> out;
    out.reserve(b.links.size());
    for (int i = 0; i < static_cast<int>(b.links.size()); ++i) {
        out.push_back(mediaFor(b, catalog, links, i, media[static_cast<std::size_t>(i)]));
    }
    return out;
}

} // namespace cs::generator::detail
