#include "network.h"
#include "networktopology.h"
#include "runcount.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <string_view>
#include <unordered_map>

// One pass over the links, fabric by fabric, into vectors indexed by device:
// this runs after every edit on designs of ~400k links, so the per-link path
// allocates nothing and resolves part ids through a last-hit cache.
namespace cs::analysis {

namespace {

// cablesByLength buckets by Link::lengthM, in metres: [0, 3], (3, 5], (5, 30],
// (30, 100], (100, ∞). The lower edge is exclusive except for the first bucket.
constexpr int kBuckets = 5;
constexpr std::array<double, kBuckets - 1> kBucketTopM{3, 5, 30, 100};
constexpr std::array<const char*, kBuckets> kBucketNames{"0-3 m", "3-5 m", "5-30 m", "30-100 m",
                                                         ">100 m"};

int lengthBucket(double metres)
{
    int b = 0;
    while (b < kBuckets - 1 && metres > kBucketTopM[static_cast<std::size_t>(b)]) {
        ++b;
    }
    return b;
}

// Id → position in a list. Ids are small dense integers in practice, so a
// vector beats a hash map; sparse ids fall back to one.
template <typename Id> class IdIndex
{
public:
    template <typename Items, typename GetId> IdIndex(const Items& items, GetId idOf)
    {
        std::uint32_t maxId = 0;
        for (const auto& item : items) {
            maxId = std::max(maxId, idOf(item).value);
        }
        const bool dense = maxId <= 4 * items.size() + 1024;
        mDense.assign(dense ? std::size_t{maxId} + 1 : 0, -1);
        int i = 0;
        for (const auto& item : items) {
            if (dense) {
                mDense[idOf(item).value] = i++;
            } else {
                mSparse.emplace(idOf(item), i++);
            }
        }
    }
    int operator()(Id id) const
    {
        if (mSparse.empty()) {
            return id.value < mDense.size() ? mDense[id.value] : -1;
        }
        auto it = mSparse.find(id);
        return it == mSparse.end() ? -1 : it->second;
    }

private:
    std::vector<int> mDense;
    std::unordered_map<Id, int> mSparse;
};

// A cable or transceiver part, resolved once. Parts shared by several links
// (twin-port modules, breakout cables) own keys into the GroupCounter.
struct LinkPart
{
    bool isCable = false;
    int perUnit = 1;   // link ends per transceiver module, links per cable
    int cableType = 0; // index into LinkParts::cableTypes()
    int groupKey = -1; // first GroupCounter key; a cable has one per length bucket
};

// What a GroupCounter key stands for when its counts are turned into units.
struct GroupKey
{
    int part = 0;   // LinkParts index
    int bucket = 0; // cables only
};

class LinkParts
{
public:
    explicit LinkParts(const Design& design)
    {
        mTypes.emplace_back("none");
        for (const auto& [id, part] : design.parts()) {
            if (const auto& c = part.cable) {
                add(id, LinkPart{true, std::max(1, c->breakout), cableType(c->type), -1}, kBuckets);
            } else if (const auto& t = part.transceiver) {
                add(id, LinkPart{false, std::max(1, t->ports), 0, -1}, 1);
            }
        }
    }
    int find(std::string_view id) const
    {
        auto it = mIndex.find(id);
        return it == mIndex.end() ? -1 : it->second;
    }
    const LinkPart& operator[](int i) const { return mParts[static_cast<std::size_t>(i)]; }
    const std::vector<std::string>& cableTypes() const { return mTypes; }
    const std::vector<GroupKey>& groupKeys() const { return mKeys; }

private:
    void add(std::string_view id, LinkPart p, int keys)
    {
        if (p.perUnit > 1) {
            p.groupKey = static_cast<int>(mKeys.size());
            for (int k = 0; k < keys; ++k) {
                mKeys.push_back(GroupKey{static_cast<int>(mParts.size()), k});
            }
        }
        mIndex.emplace(id, static_cast<int>(mParts.size()));
        mParts.push_back(p);
    }
    int cableType(const std::string& type)
    {
        auto it = std::find(mTypes.begin(), mTypes.end(), type);
        if (it != mTypes.end()) {
            return static_cast<int>(it - mTypes.begin());
        }
        mTypes.push_back(type);
        return static_cast<int>(mTypes.size()) - 1;
    }

    std::unordered_map<std::string_view, int> mIndex;
    std::vector<LinkPart> mParts;
    std::vector<std::string> mTypes;
    std::vector<GroupKey> mKeys;
};

// Remembers the last part id it resolved: consecutive links almost always
// name the same parts, so most links cost one string comparison per field.
class PartLookup
{
public:
    explicit PartLookup(const LinkParts& parts) : mParts(parts) {}
    int operator()(const std::string& id)
    {
        if (id.empty()) {
            return -1;
        }
        if (id != mLast) {
            mLast = id;
            mLastIndex = mParts.find(mLast);
        }
        return mLastIndex;
    }

private:
    const LinkParts& mParts;
    std::string_view mLast;
    int mLastIndex = -1;
};

// Link ends per (key, device) for parts that several links share. A row of
// per-device counters is allocated the first time its key is used.
class GroupCounter
{
public:
    GroupCounter(std::size_t keys, std::size_t devices) : mRows(keys), mDevices(devices) {}
    void add(int key, int device)
    {
        auto& row = mRows[static_cast<std::size_t>(key)];
        if (row.empty()) {
            row.assign(mDevices, 0);
        }
        if (row[static_cast<std::size_t>(device)]++ == 0) {
            mTouched.emplace_back(key, device);
        }
    }
    // Calls f(key, device, ends) for every pair counted since the last drain.
    template <typename F> void drain(F&& f)
    {
        for (auto [key, device] : mTouched) {
            auto& n = mRows[static_cast<std::size_t>(key)][static_cast<std::size_t>(device)];
            f(key, device, static_cast<int>(n));
            n = 0;
        }
        mTouched.clear();
    }

private:
    std::vector<std::vector<std::uint32_t>> mRows;
    std::size_t mDevices;
    std::vector<std::pair<int, int>> mTouched;
};

// Everything that outlives one fabric: per-device vectors and resolved parts.
struct Shared
{
    explicit Shared(const DesignFacts& f)
        : facts(f), links(f.design().links()),
          deviceIndex(f.devices(), [](const DeviceFacts& d) { return d.device->id; }),
          parts(f.design()), groups(parts.groupKeys().size(), f.devices().size()),
          usedPorts(f.devices().size(), 0), member(f.devices().size(), -1),
          seen(f.devices().size(), 0), computeLinks(f.devices().size(), 0),
          computeGbps(f.devices().size(), 0.0)
    {
        firstPort.reserve(f.devices().size());
        for (std::size_t i = 0; i < f.devices().size(); ++i) {
            firstPort.push_back(f.devices()[i].portCount > 0 ? f.port(static_cast<int>(i), 0)
                                                             : nullptr);
        }
    }
    // DesignFacts::port() without the call: this is read twice per link.
    const PortFacts* port(int device, int port) const
    {
        const auto count = facts.devices()[static_cast<std::size_t>(device)].portCount;
        return static_cast<std::uint32_t>(port) < count
                   ? firstPort[static_cast<std::size_t>(device)] + port
                   : nullptr;
    }

    const DesignFacts& facts;
    const std::vector<Link>& links;
    IdIndex<DeviceId> deviceIndex;
    LinkParts parts;
    GroupCounter groups;
    std::vector<const PortFacts*> firstPort;
    std::vector<std::uint32_t> usedPorts;    // link ends per device, every fabric
    std::vector<std::int32_t> member;        // slot in the current fabric's switches or -1
    std::vector<std::uint32_t> seen;         // stamp of the last fabric that counted the endpoint
    std::vector<std::uint32_t> computeLinks; // link ends per device in compute fabrics
    std::vector<double> computeGbps;         // their bandwidth
};

using FabricIndex = IdIndex<FabricId>;

FabricIndex fabricIndex(const std::vector<Fabric>& fabrics)
{
    return FabricIndex(fabrics, [](const Fabric& f) { return f.id; });
}

// Whether each fabric's links are consecutive in the list, as generated
// designs write them: then one pass in list order counts fabric by fabric.
bool fabricsConsecutive(const std::vector<Link>& links, const FabricIndex& index,
                        std::size_t fabrics)
{
    std::vector<std::uint8_t> done(fabrics, 0);
    FabricId current;
    for (const Link& l : links) {
        if (l.fabric == current) {
            continue;
        }
        const int f = index(l.fabric);
        if (f < 0 || done[static_cast<std::size_t>(f)]) {
            return false;
        }
        done[static_cast<std::size_t>(f)] = 1;
        current = l.fabric;
    }
    return true;
}

// The indices of the links sorted by fabric (counting sort), for designs
// whose fabrics' links are interleaved; links of unknown fabrics are left out.
std::vector<std::uint32_t> linksByFabric(const std::vector<Link>& links, const FabricIndex& index,
                                         std::size_t fabrics)
{
    std::vector<std::uint32_t> next(fabrics + 1, 0);
    for (const Link& l : links) {
        if (const int f = index(l.fabric); f >= 0) {
            ++next[static_cast<std::size_t>(f) + 1];
        }
    }
    std::partial_sum(next.begin(), next.end(), next.begin());
    std::vector<std::uint32_t> order(next.back());
    for (std::uint32_t i = 0; i < links.size(); ++i) {
        const int f = index(links[i].fabric);
        if (f >= 0) {
            order[next[static_cast<std::size_t>(f)]++] = i;
        }
    }
    return order;
}

// Both ends of a link: device indices, ports, and switch numbers in the
// fabric's topology (-1 for an endpoint).
struct LinkEnds
{
    int a = -1;
    int b = -1;
    const PortFacts* pa = nullptr;
    const PortFacts* pb = nullptr;
    int sa = -1;
    int sb = -1;
};

bool sameProtocol(const std::string* a, const std::string* b)
{
    if (!a || !b || a == b || a->empty() || b->empty() || *a == "any" || *b == "any") {
        return true;
    }
    return *a == *b;
}

// Accumulates the links of one fabric, then summarises them into its report.
class FabricPass
{
public:
    FabricPass(Shared& s, const Fabric& fabric, std::uint32_t stamp);
    // Links of one fabric at a time: open(), add() each, close().
    void open();
    void add(std::uint32_t link);
    // Ends the links of this fabric; another fabric may be counted after it.
    void close();
    // Once every fabric is closed: the report.
    FabricReport finish();

private:
    void addEndpoint(int device, const PortFacts* port);
    void checkEnds(const Link& l, const LinkEnds& e);
    double countLink(const LinkEnds& e);
    void countCable(const Link& l, const LinkEnds& e);
    void countOptic(int part, int device, bool switchSide);
    int twinEnd(const LinkEnds& e) const;
    void drainGroups();
    void addSwitchFacts();
    void addCableCounts();

    Shared& mS;
    const std::uint32_t mStamp;
    const bool mCompute;
    FabricReport mR;
    FabricTopology mTopology;
    std::vector<int> mSwitchDevices; // device index of each switch of mTopology
    std::vector<int> mCableTypes;
    std::array<int, kBuckets> mLengths{};
    PartLookup mCable;
    PartLookup mOpticA;
    PartLookup mOpticB;
};

FabricPass::FabricPass(Shared& s, const Fabric& fabric, std::uint32_t stamp)
    : mS(s), mStamp(stamp), mCompute(fabric.role == NetworkRole::Compute),
      mCableTypes(s.parts.cableTypes().size(), 0), mCable(s.parts), mOpticA(s.parts),
      mOpticB(s.parts)
{
    mR.id = fabric.id;
    mR.name = fabric.name;
    mR.role = fabric.role;
    mR.topology = fabric.topology;
    for (const FabricSwitch& fs : fabric.switches) {
        const int device = s.facts.indexOf(fs.device);
        if (device < 0 || s.member[device] >= 0) {
            continue; // listed twice: the first tier given counts
        }
        s.member[device] = 0;
        mTopology.addSwitch(std::clamp(fs.tier, 1, kFabricLevels));
        mSwitchDevices.push_back(device);
    }
    for (int device : mSwitchDevices) {
        s.member[device] = -1;
    }
}

void FabricPass::open()
{
    for (std::size_t i = 0; i < mSwitchDevices.size(); ++i) {
        mS.member[mSwitchDevices[i]] = static_cast<int>(i);
    }
}

void FabricPass::add(std::uint32_t link)
{
    const Link& l = mS.links[link];
    LinkEnds e{mS.deviceIndex(l.a.device), mS.deviceIndex(l.b.device)};
    if (e.a < 0 || e.b < 0) {
        return; // the model guarantees devices exist; stay safe regardless
    }
    ++mS.usedPorts[e.a];
    ++mS.usedPorts[e.b];
    e.pa = mS.port(e.a, l.a.port);
    e.pb = mS.port(e.b, l.b.port);
    e.sa = mS.member[e.a];
    e.sb = mS.member[e.b];
    checkEnds(l, e);
    const double gbps = countLink(e);
    countCable(l, e);
    countOptic(mOpticA(l.transceiverAPartId), e.a, e.sa >= 0);
    countOptic(mOpticB(l.transceiverBPartId), e.b, e.sb >= 0);
    if (mCompute) {
        for (int device : {e.a, e.b}) {
            ++mS.computeLinks[device];
            mS.computeGbps[device] += gbps;
        }
    }
}

// Endpoint, inter-switch or endpoint-to-endpoint; a link runs at its slower
// end, which is returned.
double FabricPass::countLink(const LinkEnds& e)
{
    const double gbps = std::min(e.pa ? e.pa->gbps : 0.0, e.pb ? e.pb->gbps : 0.0);
    ++mR.totalLinks;
    if (e.sa >= 0 && e.sb >= 0) {
        ++mR.interSwitchLinks;
        mTopology.addSwitchLink(e.sa, e.sb, gbps);
    } else if (e.sa >= 0 || e.sb >= 0) {
        ++mR.endpointLinks;
        ++mR.endpointPorts;
        addEndpoint(e.sa >= 0 ? e.b : e.a, e.sa >= 0 ? e.pb : e.pa);
        mTopology.addEndpointLink(e.sa >= 0 ? e.sa : e.sb, gbps);
    } else {
        addEndpoint(e.a, e.pa);
        addEndpoint(e.b, e.pb);
    }
    return gbps;
}

void FabricPass::addEndpoint(int device, const PortFacts* port)
{
    if (mS.seen[device] != mStamp) {
        mS.seen[device] = mStamp;
        ++mR.endpoints;
    }
    // GPU traffic is what needs RDMA: a storage server on TCP (NFS, say)
    // does not make a RoCE fabric lose it.
    if (mS.facts.devices()[static_cast<std::size_t>(device)].isNode() && (!port || !port->rdma)) {
        mR.rdma = false;
    }
}

void FabricPass::checkEnds(const Link& l, const LinkEnds& e)
{
    if (!e.pa || !e.pb) {
        return;
    }
    if (e.pa->gbps != e.pb->gbps) {
        mR.speedMismatches.push_back(LinkIssue{l.id, e.pa->gbps, e.pb->gbps});
    }
    if (!sameProtocol(e.pa->protocol, e.pb->protocol)) {
        mR.protocolMismatches.push_back(LinkIssue{l.id, e.pa->gbps, e.pb->gbps});
    }
}

void FabricPass::countCable(const Link& l, const LinkEnds& e)
{
    const int bucket = lengthBucket(l.lengthM);
    const int p = mCable(l.cablePartId);
    const LinkPart* cable = p >= 0 && mS.parts[p].isCable ? &mS.parts[p] : nullptr;
    if (cable && cable->groupKey >= 0) {
        mS.groups.add(cable->groupKey + bucket, twinEnd(e));
        return;
    }
    ++mCableTypes[cable ? cable->cableType : 0];
    ++mLengths[bucket];
}

// The end where a breakout cable's twin-port plug sits: the switch, or the
// higher-tier switch when both ends are switches.
int FabricPass::twinEnd(const LinkEnds& e) const
{
    if (e.sa < 0 || e.sb < 0) {
        return e.sb >= 0 ? e.b : e.a;
    }
    return mTopology.level(e.sb) > mTopology.level(e.sa) ? e.b : e.a;
}

void FabricPass::countOptic(int part, int device, bool switchSide)
{
    if (part < 0 || mS.parts[part].isCable) {
        return;
    }
    if (mS.parts[part].groupKey >= 0) {
        mS.groups.add(mS.parts[part].groupKey, device);
    } else {
        ++(switchSide ? mR.transceiversSwitchSide : mR.transceiversEndpointSide);
    }
}

// Shared parts count once per started group of perUnit link ends on a device:
// three ends of twin-port modules on one switch need two modules.
void FabricPass::drainGroups()
{
    mS.groups.drain([this](int key, int device, int ends) {
        const GroupKey& g = mS.parts.groupKeys()[static_cast<std::size_t>(key)];
        const LinkPart& p = mS.parts[g.part];
        const int units = (ends + p.perUnit - 1) / p.perUnit;
        if (p.isCable) {
            mCableTypes[p.cableType] += units;
            mLengths[g.bucket] += units;
        } else if (mS.member[device] >= 0) {
            mR.transceiversSwitchSide += units;
        } else {
            mR.transceiversEndpointSide += units;
        }
    });
}

// Protocol and RDMA from the switch parts; ports and free ports, counting
// links of every fabric, from the device facts.
void FabricPass::addSwitchFacts()
{
    static const std::string none;
    for (std::size_t i = 0; i < mSwitchDevices.size(); ++i) {
        const DeviceFacts& d = mS.facts.devices()[mSwitchDevices[i]];
        const SwitchSpec* spec =
            d.part && d.part->networkSwitch ? &*d.part->networkSwitch : nullptr;
        mR.rdma = mR.rdma && spec && spec->rdma;
        const std::string& protocol = spec ? spec->protocol : none;
        if (i == 0) {
            mR.protocol = protocol;
        } else if (mR.protocol != protocol) {
            mR.protocol = "mixed";
        }
        const auto used = std::min(d.portCount, mS.usedPorts[mSwitchDevices[i]]);
        mTopology.setPorts(static_cast<int>(i), static_cast<int>(d.portCount),
                           static_cast<int>(d.portCount - used));
    }
}

void FabricPass::addCableCounts()
{
    const auto& types = mS.parts.cableTypes();
    for (std::size_t i = 0; i < types.size(); ++i) {
        if (mCableTypes[i] > 0) {
            mR.cablesByType[types[i]] += mCableTypes[i];
        }
    }
    for (std::size_t b = 0; b < kBuckets; ++b) {
        if (mLengths[b] > 0) {
            mR.cablesByLength[kBucketNames[b]] = mLengths[b];
        }
    }
}

void FabricPass::close()
{
    drainGroups();
    for (int device : mSwitchDevices) {
        mS.member[device] = -1;
    }
}

FabricReport FabricPass::finish()
{
    addSwitchFacts();
    addCableCounts();
    mR.switches = mTopology.switchCount();
    mTopology.summarize(mR);
    return std::move(mR);
}

// The compute fabrics summed: one per plane in a multi-plane design.
ComputeTotals computeTotals(const std::vector<FabricReport>& fabrics)
{
    ComputeTotals t;
    for (const FabricReport& f : fabrics) {
        if (f.role == NetworkRole::Compute) {
            ++t.fabrics;
            t.switches += f.switches;
            t.links += f.totalLinks;
            t.bisectionGbps += f.bisectionGbps;
        }
    }
    return t;
}

// Counts the links in `order`, or all links in list order when it is null;
// either way each fabric's links come together.
NetworkReport runPasses(const DesignFacts& facts, const FabricIndex& index,
                        const std::vector<std::uint32_t>* order)
{
    Shared shared(facts);
    const auto& fabrics = facts.design().fabrics();
    std::vector<FabricPass> passes;
    passes.reserve(fabrics.size());
    for (std::size_t f = 0; f < fabrics.size(); ++f) {
        passes.emplace_back(shared, fabrics[f], static_cast<std::uint32_t>(f) + 1);
    }
    FabricPass* current = nullptr;
    const std::size_t count = order ? order->size() : shared.links.size();
    for (std::size_t i = 0; i < count; ++i) {
        const auto link = order ? (*order)[i] : static_cast<std::uint32_t>(i);
        const int f = index(shared.links[link].fabric);
        if (current != &passes[static_cast<std::size_t>(f)]) {
            if (current) {
                current->close();
            }
            current = &passes[static_cast<std::size_t>(f)];
            current->open();
        }
        current->add(link);
    }
    if (current) {
        current->close();
    }
    NetworkReport report;
    report.fabrics.reserve(fabrics.size());
    for (FabricPass& pass : passes) {
        report.fabrics.push_back(pass.finish()); // free ports need every fabric's links
    }
    report.compute = computeTotals(report.fabrics);
    report.nodes = nodeCabling(facts, shared.computeLinks, shared.computeGbps);
    report.disconnectedNodes = disconnectedNodes(facts, report.nodes);
    return report;
}

} // namespace

NetworkReport analyzeNetwork(const DesignFacts& facts)
{
    detail::countNetworkAnalysis();
    const auto& links = facts.design().links();
    const auto& fabrics = facts.design().fabrics();
    const FabricIndex index = fabricIndex(fabrics);
    if (fabricsConsecutive(links, index, fabrics.size())) {
        return runPasses(facts, index, nullptr);
    }
    const auto order = linksByFabric(links, index, fabrics.size());
    return runPasses(facts, index, &order);
}

} // namespace cs::analysis
