#pragma once

#include "portlayout.h"

#include "model/part.h"

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace cs::generator {

// Where a device sits, for cable runs: its rack's floor position and its
// height in the rack.
struct DeviceSpot
{
    int rack = -1;
    double xM = 0;
    double yM = 0;
    int bottomU = 0;
    int rackHeightU = 0;
};

// Cable-run geometry (docs/generator-spec.md).
struct CableGeometry
{
    static constexpr double uHeightM = 0.04445;
    static constexpr double slackM = 1.0;
    static constexpr double zeroUVerticalM = 1.5; // a 0U device: a fixed run to the tray
};

// The run between two devices: within a rack, the vertical distance + slack;
// between racks, |Δx| + |Δy| + each end's climb to the top of its rack + slack.
// Rounded up to whole centimetres.
double runLengthM(const DeviceSpot& a, const DeviceSpot& b);

enum class Media
{
    Cat6,
    Copper,
    Mmf,
    Smf
};

// The connector a fibre between two transceivers must have: the one either
// names (empty when neither does), or nothing when they name different ones.
std::optional<std::string> sharedConnector(const Part* a, const Part* b);

// Picks cables and transceivers from the supply parts by their figures:
// passive copper (DAC) up to 3 m and active copper (ACC) up to 5 m between
// like cages, multimode fibre up to its optics' reach, single-mode beyond,
// always the shortest catalog length that reaches.
class CableCatalog
{
public:
    static constexpr double dacMaxM = 3.0;
    static constexpr double accMaxM = 5.0;

    explicit CableCatalog(const std::vector<const Part*>& supplies);

    // A straight copper cable joining two like cages, or nullptr.
    const Part* copper(const PortInfo& a, const PortInfo& b, double lengthM) const;
    const Part* cat6(double lengthM) const;
    // A fibre cable of the media carrying gbps over lengthM, or nullptr; with
    // a connector, one whose connector is that one or not stated.
    const Part* fibre(Media media, double gbps, double lengthM,
                      const std::string& connector = {}) const;
    // A transceiver for the port's cage at `gbps` per port, or nullptr; with
    // a connector, one whose connector is that one or not stated.
    const Part* transceiver(const PortInfo& port, double gbps, Media media, double reachM,
                            const std::string& connector = {}) const;
    // The optics and fibre of one fibre link (members null where the
    // catalog has none): each end's module reaching `reachM` (its cage's
    // longest run) at its `gbps`; the end whose module serves more ports
    // (shared with its cage's other links) chooses first, and the other is
    // held to its connector when theirs would differ; then the shortest fibre
    // with their connector over `lengthM` at the link's `gbps`.
    struct FibreEnd
    {
        const PortInfo* port = nullptr;
        double gbps = 0;
        double reachM = 0;
    };
    struct FibreParts
    {
        const Part* transceiverA = nullptr;
        const Part* transceiverB = nullptr;
        const Part* cable = nullptr;
        std::string connector; // the optics', when they have one; empty otherwise
    };
    FibreParts fibreLink(Media media, const FibreEnd& a, const FibreEnd& b, double gbps,
                         double lengthM) const;
    // Whether multimode fibre and optics on both ends serve this run.
    bool mmfReaches(const PortInfo& a, const PortInfo& b, double gbps, double lengthM) const;
    // The media a run takes first: Cat6 when either end is RJ45, copper when
    // the two cages carry the same links port for port and a copper cable
    // reaches, multimode fibre when it and its optics reach, single-mode beyond.
    Media firstChoice(const PortInfo& a, const PortInfo& b, bool cagesPaired, double gbps,
                      double lengthM) const;
    // The cable of a Cat6 or copper run, or nullptr; a fibre run takes its
    // fibre with its optics (fibreLink), so this gives none.
    const Part* cable(Media media, const PortInfo& a, const PortInfo& b, double lengthM) const;

private:
    const Part* findCopper(const PortInfo& a, const PortInfo& b, double lengthM) const;
    const Part* findFibre(Media media, double gbps, double lengthM,
                          const std::string& connector) const;
    const Part* findTransceiver(const PortInfo& port, double gbps, Media media, double reachM,
                                const std::string& connector) const;

    std::vector<const Part*> mCables;       // by length, then id
    std::vector<const Part*> mTransceivers; // by reach, then id
    // Answers already found: a large cluster asks the same few questions for
    // hundreds of thousands of links (lengths are whole centimetres), and each
    // scan compares part fields as text. Keyed by the cage's name, not where
    // it is stored: a caller may ask about ports whose cage strings come and
    // go. A catalog is made and used by one thread; the memos make it unfit
    // to share between threads.
    using CopperQuery = std::tuple<std::string, std::string, int, int, double, double, double>;
    using FibreQuery = std::tuple<Media, double, double, std::string>;
    using TransceiverQuery = std::tuple<std::string, int, double, Media, double, std::string>;
    mutable std::map<CopperQuery, const Part*> mCopperMemo;
    mutable std::map<FibreQuery, const Part*> mFibreMemo;
    mutable std::map<TransceiverQuery, const Part*> mTransceiverMemo;
};

} // namespace cs::generator
