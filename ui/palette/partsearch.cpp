#include "partsearch.h"

#include <QCoreApplication>
#include <QStringList>

namespace cs::ui {

namespace {

// The palette's translation context, so a category reads as on screen.
class PaletteText
{
    Q_DECLARE_TR_FUNCTIONS(PaletteText)
};

// The search terms' own context: the words a user types for a technology.
class PartSearchText
{
    Q_DECLARE_TR_FUNCTIONS(PartSearchText)
};

QString s(const std::string& text)
{
    return QString::fromStdString(text);
}

void addProtocol(QStringList& terms, const std::string& protocol, bool rdma)
{
    if (protocol == "infiniband") {
        terms << QStringLiteral("InfiniBand IB");
    } else if (protocol == "ethernet") {
        terms << QStringLiteral("Ethernet") << PartSearchText::tr("Ethernet");
        if (rdma) {
            terms << QStringLiteral("RoCE RDMA");
        }
    }
}

bool liquidCooled(const Part& p)
{
    return (p.cooling && p.cooling->medium == "liquid") ||
           (p.server && p.server->liquidCooledFraction > 0);
}

void addTechnologies(QStringList& terms, const Part& p)
{
    const bool rdma = (p.nic && p.nic->rdma) || (p.networkSwitch && p.networkSwitch->rdma);
    for (const PortGroup& g : p.ports) {
        addProtocol(terms, g.protocol, rdma);
        terms << s(g.cage);
    }
    if (p.networkSwitch) {
        addProtocol(terms, p.networkSwitch->protocol, p.networkSwitch->rdma);
    }
    if (p.gpu) {
        terms << s(p.gpu->formFactor) << s(p.gpu->scaleUpLink) << s(p.gpu->memoryType);
    }
    if (p.cable) {
        terms << s(p.cable->type) << PartSearchText::tr("cable");
    }
    if (p.transceiver) {
        terms << s(p.transceiver->cage) << s(p.transceiver->media)
              << PartSearchText::tr("optics transceiver");
    }
    if (p.storage) {
        terms << s(p.storage->type) << s(p.storage->filesystem);
    }
    if (p.cooling) {
        terms << s(p.cooling->type) << s(p.cooling->medium);
    }
    if (liquidCooled(p)) {
        terms << QStringLiteral("liquid cooling") << PartSearchText::tr("liquid cooling");
    }
}

} // namespace

QString searchTextOf(const Part& part, const char* categoryTitle)
{
    QStringList terms{s(part.name),
                      s(part.vendor),
                      s(part.id),
                      s(part.partNumber),
                      QString::fromLatin1(partKindName(part.kind)),
                      QString::fromLatin1(categoryTitle),
                      PaletteText::tr(categoryTitle)};
    addTechnologies(terms, part);
    return terms.join(QLatin1Char(' '));
}

} // namespace cs::ui
