// Design rules: every rule code has a mutation of one clean design that makes
// it fire, and a near miss that stays just on the right side of its threshold.
// The thresholds are the defaults in analysis/assumptions.h; the arithmetic is
// worked out by hand next to each row.
#include "analysis/analysis.h"
#include "analysis/rules.h"
#include "io/analysisassumptionsjson.h"
#include "model/design.h"
#include "model/modelerror.h"

#include <QTest>

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <string>

using namespace cs;
using namespace cs::analysis;

namespace {

// ---- parts -----------------------------------------------------------------
// Round figures shaped like a DGX H100 rack; not taken from any datasheet.

Part part(const std::string& id, PartKind kind)
{
    Part p;
    p.id = id;
    p.kind = kind;
    p.name = id;
    p.vendor = "Test";
    p.source = "tst_rules fixture";
    return p;
}

Part rackPart()
{
    Part p = part("r-rack", PartKind::Rack);
    p.weightKg = 150;
    p.rack = RackSpec{42, 1200, 600, 1500};
    return p;
}

Part gpuPart(const std::string& id)
{
    Part p = part(id, PartKind::Gpu);
    GpuSpec g;
    g.formFactor = "SXM5";
    g.memoryGb = 80;
    g.denseTflops.bf16 = 989;
    g.scaleUpLink = "NVLink4";
    p.gpu = g;
    p.power = PowerWatts{std::nullopt, std::nullopt, 700};
    return p;
}

Part cpuPart(const std::string& id, int cores)
{
    Part p = part(id, PartKind::Cpu);
    p.cpu = CpuSpec{cores, std::nullopt, std::nullopt};
    return p;
}

Part nicPart(const std::string& id, double gbps, const std::string& protocol)
{
    Part p = part(id, PartKind::Nic);
    p.ports = {PortGroup{1, gbps, "OSFP", 1, protocol, "compute"}};
    p.nic = NicSpec{true, 5};
    return p;
}

// 8U, 900 mm, 130 kg, 10,200 W peak; port 0 is the BMC, ports 1..8 the NICs.
Part serverPart()
{
    Part p = part("r-server", PartKind::GpuServer);
    p.heightU = 8;
    p.depthMm = 900;
    p.weightKg = 130;
    p.power = PowerWatts{std::nullopt, std::nullopt, 10200};
    p.ports = {PortGroup{1, 1, "RJ45", 1, "ethernet", "management"}};
    ServerSpec s;
    s.gpuPartId = "r-gpu";
    s.gpuCount = 8;
    s.gpuSlots = 8;
    s.gpuFormFactors = {"SXM5"};
    s.cpuPartId = "r-cpu-56c";
    s.cpuCount = 2;
    s.ramGb = 2048;
    s.nics = {NicConfig{"r-nic", 8, "compute"}};
    s.localNvmeTb = 30;
    s.psu = PsuSpec{6, 3300, 2};
    s.scaleUpDomainGpus = 8;
    p.server = s;
    return p;
}

// 1U, 64 x 400G InfiniBand, 1,000 W peak.
Part switchPart()
{
    Part p = part("r-switch", PartKind::Switch);
    p.heightU = 1;
    p.depthMm = 700;
    p.weightKg = 15;
    p.power = PowerWatts{std::nullopt, std::nullopt, 1000};
    p.ports = {PortGroup{64, 400, "OSFP", 2, "infiniband", "any"}};
    p.networkSwitch = SwitchSpec{"infiniband", true, 51.2, "leaf"};
    return p;
}

Part dacPart()
{
    Part p = part("r-dac-3m", PartKind::Cable);
    p.cable = CableSpec{"dac", 400, 3, 3, 1, false, {}};
    return p;
}

// 2U, 800 W peak, 20 GB/s read.
Part storagePart()
{
    Part p = part("r-storage", PartKind::Storage);
    p.heightU = 2;
    p.depthMm = 800;
    p.weightKg = 35;
    p.power = PowerWatts{std::nullopt, std::nullopt, 800};
    p.ports = {PortGroup{2, 400, "QSFP112", 1, "ethernet", "storage"}};
    p.storage = StorageSpec{"nvme_server", 500, 20, 10.0, "Lustre"};
    return p;
}

Part pduPart(const std::string& id)
{
    Part p = part(id, PartKind::Pdu);
    p.heightU = 0;
    p.weightKg = 5;
    p.pdu = PduSpec{3, 415, 42, 30, 36, true};
    return p;
}

Part fibrePart()
{
    Part p = part("r-mmf-30m", PartKind::Cable);
    p.cable = CableSpec{"mmf", 400, 30, 0, 1, true, {}};
    return p;
}

Part opticPart()
{
    Part p = part("r-osfp-sr", PartKind::Transceiver);
    p.transceiver = TransceiverSpec{400, 1, "OSFP", "mmf", 50, {}};
    return p;
}

Part managementSwitchPart()
{
    Part p = part("r-mgmt-switch", PartKind::Switch);
    p.heightU = 1;
    p.depthMm = 400;
    p.weightKg = 5;
    p.power = PowerWatts{std::nullopt, std::nullopt, 150};
    p.ports = {PortGroup{48, 1, "RJ45", 1, "ethernet", "management"}};
    p.networkSwitch = SwitchSpec{"ethernet", false, std::nullopt, "management"};
    return p;
}

Part cat6Part()
{
    Part p = part("r-cat6-3m", PartKind::Cable);
    p.cable = CableSpec{"cat6", 1, 3, 100, 1, false, {}};
    return p;
}

Part crahPart(const std::string& id, double kw)
{
    Part p = part(id, PartKind::Cooling);
    p.cooling = CoolingSpec{"crah", "air", kw};
    return p;
}

// ---- the clean base design ---------------------------------------------------
// One rack A01 (42U, 1200 mm, 1500 kg, 50 kW over 2N feeds), two 8-GPU nodes at
// U1 and U9, storage at U17, the leaf switch at U42, 30 kW PDUs on feeds A and B.
//   Rack peak: 2 × 10,200 + 1,000 + 800 = 22,200 W = 22.2 kW, under the usable
//   50 / 2 = 25 kW, each feed's 30 kW PDU and the 40 kW air limit.
//   Weight: 150 + 2 × 130 + 15 + 35 + 2 × 5 = 470 kg ≤ 1500 kg.
//   Per node: RAM 2048 GB ≥ 2 × 8 × 80 = 1280 GB and ≥ 8 × 128 = 1024 GB;
//   cores 2 × 56 / 8 = 14 ≥ 7; injection 8 × 400 / 8 = 400 ≥ 200 Gb/s.
//   Storage 20 GB/s / 16 GPUs = 1.25 ≥ 0.25 GB/s per GPU.
//   PSU 6 × 3300 W, 2 redundant: 4 × 3300 = 13,200 W ≥ 10,200 W.
//   Switch: 16 of 64 ports used, 48 free / 8 per node = 6 more nodes.

void putBaseParts(Design& d)
{
    for (const Part& p : {rackPart(), gpuPart("r-gpu"), cpuPart("r-cpu-56c", 56),
                          nicPart("r-nic", 400, "infiniband"), serverPart(), switchPart(),
                          dacPart(), storagePart(), pduPart("r-pdu-a"), pduPart("r-pdu-b")}) {
        d.putPart(p);
    }
}

RowId addFacility(Design& d)
{
    const RoomId room = d.addRoom(Room{RoomId{}, "Hall", 20, 10});
    const RowId row = d.addRow(Row{RowId{}, room, "A", 0, 0, 0.6, 10, CoolingMethod::Air});
    d.addRack(Rack{RackId{}, "A01", "r-rack", RackPosition{row, 0}, 50, FeedRedundancy::Redundant2N,
                   CoolingMethod::Air});
    return row;
}

DeviceId addDevice(Design& d, const std::string& name, const std::string& partId, int bottomU,
                   RackFace face = RackFace::Front)
{
    return d.addDevice(Device{
        DeviceId{}, name, partId, Placement{d.racks().front().id, bottomU, face, false}, {}});
}

DeviceId deviceNamed(const Design& d, const std::string& name)
{
    for (const Device& device : d.devices()) {
        if (device.name == name) {
            return device.id;
        }
    }
    throw std::runtime_error("no device named " + name);
}

// Node n's NIC ports 1..8 to leaf ports (n − 1) × 8 .. (n − 1) × 8 + 7, 2 m of DAC each.
void linkNodes(Design& d, FabricId fabric, DeviceId leaf)
{
    for (int n = 1; n <= 2; ++n) {
        const DeviceId node = deviceNamed(d, "node-" + std::to_string(n));
        for (int port = 1; port <= 8; ++port) {
            d.addLink(Link{LinkId{},
                           fabric,
                           {node, port},
                           {leaf, (n - 1) * 8 + port - 1},
                           "r-dac-3m",
                           "",
                           "",
                           2.0});
        }
    }
}

void addPdus(Design& d)
{
    for (const char* feed : {"A", "B"}) {
        const std::string suffix = feed[0] == 'A' ? "a" : "b";
        const DeviceId id = addDevice(d, "pdu-" + suffix, "r-pdu-" + suffix, 0, RackFace::Rear);
        DeviceConfig config;
        config.feed = std::string(feed);
        d.setDeviceConfig(id, config);
    }
}

Design baseDesign()
{
    Design d;
    d.name = "rules base";
    putBaseParts(d);
    addFacility(d);
    addDevice(d, "node-1", "r-server", 1);
    addDevice(d, "node-2", "r-server", 9);
    const DeviceId storage = addDevice(d, "storage-1", "r-storage", 17);
    const DeviceId leaf = addDevice(d, "leaf-1", "r-switch", 42);
    addPdus(d);
    const FabricId fabric = d.addFabric(Fabric{
        FabricId{}, "compute", NetworkRole::Compute, Topology::SingleSwitch, 1.0, {{leaf, 1}}});
    linkNodes(d, fabric, leaf);
    d.addStorageSystem(StorageSystem{StorageSystemId{}, "scratch", "Lustre", {storage}});
    return d;
}

// ---- mutations ---------------------------------------------------------------

using Mutation = std::function<void(Design&)>;

RackId rackA(const Design& d)
{
    return d.racks().front().id;
}

FabricId computeFabric(const Design& d)
{
    return d.fabrics().front().id;
}

void editPart(Design& d, const std::string& id, const std::function<void(Part&)>& edit)
{
    Part p = *d.part(id);
    edit(p);
    d.putPart(p);
}

void editConfig(Design& d, const std::string& device,
                const std::function<void(DeviceConfig&)>& edit)
{
    const DeviceId id = deviceNamed(d, device);
    DeviceConfig config = d.device(id)->config;
    edit(config);
    d.setDeviceConfig(id, config);
}

void editRack(Design& d, const std::function<void(Rack&)>& edit)
{
    Rack rack = d.racks().front();
    edit(rack);
    d.updateRack(rack);
}

// Links cannot be edited in place: remove the link and add it back changed.
void editLink(Design& d, const std::string& device, int port,
              const std::function<void(Link&)>& edit)
{
    const LinkId id = *d.linkAtPort(PortRef{deviceNamed(d, device), port});
    Link link = *d.link(id);
    d.removeLink(id);
    edit(link);
    d.addLink(link);
}

// Keeps the first `count` NICs of a node, removing the links of the others.
void keepNics(Design& d, const std::string& device, int count)
{
    for (int port = count + 1; port <= 8; ++port) {
        d.removeLink(*d.linkAtPort(PortRef{deviceNamed(d, device), port}));
    }
    editConfig(d, device, [&](DeviceConfig& c) {
        c.nics = std::vector<NicConfig>{{"r-nic", count, "compute"}};
    });
}

// The first NIC of node-2 becomes `nic`, the other seven stay.
void swapFirstNic(Design& d, const Part& nic)
{
    d.putPart(nic);
    editConfig(d, "node-2", [&](DeviceConfig& c) {
        c.nics = std::vector<NicConfig>{{nic.id, 1, "compute"}, {"r-nic", 7, "compute"}};
    });
}

// Sets the analysis assumptions by their file names, checked as a file's are.
void setAnalysis(Design& d, const nlohmann::json& values)
{
    d.analysisAssumptions = analysisSettingsFromJson(values);
}

// Scaling from 8 to 32 GPUs is two doublings, so the efficiency per doubling is
// √E, and 16 GPUs (two doublings above 4) keep (s / 4) × E with speed-up s at 4.
void scalingTo(Design& d, double efficiency)
{
    setAnalysis(d, {{"scaling_from_gpus", 8},
                    {"scaling_to_gpus", 32},
                    {"speedup_at_4_gpus", 4.0},
                    {"large_scale_efficiency", efficiency}});
}

// The single switch becomes a leaf under a spine (U41) with `uplinks` links of 400G.
void twoTierFabric(Design& d, int uplinks)
{
    d.removeFabric(computeFabric(d));
    d.putPart(switchPart());
    const DeviceId leaf = deviceNamed(d, "leaf-1");
    const DeviceId spine = addDevice(d, "spine-1", "r-switch", 41);
    const FabricId fabric = d.addFabric(Fabric{FabricId{},
                                               "compute",
                                               NetworkRole::Compute,
                                               Topology::FatTree,
                                               1.0,
                                               {{leaf, 1}, {spine, 2}}});
    linkNodes(d, fabric, leaf);
    for (int i = 0; i < uplinks; ++i) {
        d.addLink(Link{LinkId{}, fabric, {leaf, 16 + i}, {spine, i}, "r-dac-3m", "", "", 1.0});
    }
}

void toEthernet(Design& d, bool switchRdma)
{
    editPart(d, "r-switch", [&](Part& p) {
        p.ports.front().protocol = "ethernet";
        p.networkSwitch->protocol = "ethernet";
        p.networkSwitch->rdma = switchRdma;
    });
    editPart(d, "r-nic", [](Part& p) { p.ports.front().protocol = "ethernet"; });
}

// Node-1's first link on 20 m of fibre, with optics at one or both ends.
void fibreLink(Design& d, bool bothEnds)
{
    d.putPart(fibrePart());
    d.putPart(opticPart());
    editLink(d, "node-1", 1, [&](Link& l) {
        l.cablePartId = "r-mmf-30m";
        l.transceiverAPartId = "r-osfp-sr";
        l.transceiverBPartId = bothEnds ? "r-osfp-sr" : "";
        l.lengthM = 20;
    });
}

// The fibre link with optics at both ends, the fibre naming `cable` as its
// connector and the optics MPO-12/APC.
void connectorsOnFibre(Design& d, const char* cable)
{
    fibreLink(d, true);
    editPart(d, "r-mmf-30m", [&](Part& p) { p.cable->connector = cable; });
    editPart(d, "r-osfp-sr", [](Part& p) { p.transceiver->connector = "mpo12-apc"; });
}

// A second (empty) rack and an out-of-band fabric for the BMC ports: node-1 on
// mgmt-1, node-2 on mgmt-`switches`.
void managementFabric(Design& d, int switches)
{
    d.putPart(managementSwitchPart());
    d.putPart(cat6Part());
    // The management switches stand in a second rack, so the fabric spans two racks.
    const RackId second =
        d.addRack(Rack{RackId{}, "A02", "r-rack", RackPosition{d.rows().front().id, 1}, 50,
                       FeedRedundancy::Redundant2N, CoolingMethod::Air});
    for (const char* feed : {"A", "B"}) {
        Device pdu{DeviceId{},
                   std::string("a02-pdu-") + feed,
                   "r-pdu-a",
                   Placement{second, 0, RackFace::Rear, false},
                   {}};
        pdu.config.feed = feed;
        d.addDevice(pdu);
    }
    Fabric fabric{FabricId{}, "oob", NetworkRole::OutOfBandManagement, Topology::SingleSwitch,
                  1.0,        {}};
    for (int i = 1; i <= switches; ++i) {
        const DeviceId sw = d.addDevice(Device{DeviceId{},
                                               "mgmt-" + std::to_string(i),
                                               "r-mgmt-switch",
                                               Placement{second, 41 - i, RackFace::Front, false},
                                               {}});
        fabric.switches.push_back({sw, 1});
    }
    const FabricId id = d.addFabric(fabric);
    for (int n = 1; n <= 2; ++n) {
        const DeviceId sw = fabric.switches[std::size_t(std::min(n, switches) - 1)].device;
        d.addLink(Link{LinkId{},
                       id,
                       {deviceNamed(d, "node-" + std::to_string(n)), 0},
                       {sw, n},
                       "r-cat6-3m",
                       "",
                       "",
                       2.0});
    }
}

void addCoolers(Design& d, int count, double kwEach)
{
    d.putPart(crahPart("r-crah", kwEach));
    for (int i = 0; i < count; ++i) {
        d.addCoolingUnit(CoolingUnit{CoolingUnitId{}, "crah-" + std::to_string(i + 1), "r-crah",
                                     RackPosition{d.rows().front().id, 5 + i}, std::nullopt});
    }
}

void unplace(Design& d, const std::string& device)
{
    d.placeDevice(deviceNamed(d, device), std::nullopt);
}

// ---- the table -----------------------------------------------------------------

struct RuleCase
{
    Mutation trigger;
    Mutation nearMiss;
    // The trigger's finding: measured value and threshold, worked out by hand.
    double value = 0;
    double threshold = 0;
    // Codes the near miss fires by design (it only has to avoid its own code).
    std::set<std::string> nearMissAlso = {};
};

const std::map<std::string, RuleCase>& ruleCases()
{
    static const std::map<std::string, RuleCase> cases{
        // Presence: no GPU at all. Near miss: one GPU in node-1, node-2 left without any.
        {"COMPUTE_NO_GPUS",
         {[](Design& d) {
              editConfig(d, "node-1", [](DeviceConfig& c) { c.gpuCount = 0; });
              editConfig(d, "node-2", [](DeviceConfig& c) { c.gpuCount = 0; });
          },
          [](Design& d) {
              editConfig(d, "node-1", [](DeviceConfig& c) { c.gpuCount = 1; });
              editConfig(d, "node-2", [](DeviceConfig& c) { c.gpuCount = 0; });
          },
          0, 1}},
        // 2 GPU models > 1. Near miss: the other model in both nodes, so 1 model.
        {"COMPUTE_MIXED_GPU_MODELS",
         {[](Design& d) {
              d.putPart(gpuPart("r-gpu-b"));
              editConfig(d, "node-2", [](DeviceConfig& c) { c.gpuPartId = "r-gpu-b"; });
          },
          [](Design& d) {
              d.putPart(gpuPart("r-gpu-b"));
              editConfig(d, "node-1", [](DeviceConfig& c) { c.gpuPartId = "r-gpu-b"; });
              editConfig(d, "node-2", [](DeviceConfig& c) { c.gpuPartId = "r-gpu-b"; });
          },
          2, 1}},
        // Scale-up link "none": each GPU is its own domain of 1; 2 nodes and 16 GPUs > 1.
        // Near miss: the same PCIe GPUs in one node only (nodes = 1 is not multi-node).
        {"COMPUTE_PCIE_ONLY_MULTINODE",
         {[](Design& d) { editPart(d, "r-gpu", [](Part& p) { p.gpu->scaleUpLink = "none"; }); },
          [](Design& d) {
              editPart(d, "r-gpu", [](Part& p) { p.gpu->scaleUpLink = "none"; });
              d.removeDevice(deviceNamed(d, "node-2"));
          },
          1, 2}},
        // 16 GPUs keep (4 / 4) × E (see scalingTo), over (1 − 0.3) + 0.3 × 1 = 1 for a
        // non-blocking fabric: E = 0.49 < 0.5 fires; E = 0.5 is not below 0.5.
        {"COMPUTE_LOW_SCALING_EFFICIENCY",
         {[](Design& d) { scalingTo(d, 0.49); }, [](Design& d) { scalingTo(d, 0.5); }, 0.49, 0.5}},
        // 2 × 8 × 80 GB = 1280 GB wanted: 1279 / 640 = 1.9984 < 2; 1280 / 640 = 2.0.
        {"MEMORY_HOST_RAM_BELOW_GPU_MEMORY_RATIO",
         {[](Design& d) { editConfig(d, "node-1", [](DeviceConfig& c) { c.ramGb = 1279; }); },
          [](Design& d) { editConfig(d, "node-1", [](DeviceConfig& c) { c.ramGb = 1280; }); },
          1279.0 / 640.0, 2}},
        // With 48 GB GPUs the ratio wants 2 × 8 × 48 = 768 GB, so 128 GB per GPU decides:
        // 1023 / 8 = 127.875 < 128 (ratio 1023 / 384 = 2.66 ≥ 2); 1024 / 8 = 128.
        {"MEMORY_HOST_RAM_PER_GPU_LOW",
         {[](Design& d) {
              editPart(d, "r-gpu", [](Part& p) { p.gpu->memoryGb = 48; });
              editConfig(d, "node-1", [](DeviceConfig& c) { c.ramGb = 1023; });
          },
          [](Design& d) {
              editPart(d, "r-gpu", [](Part& p) { p.gpu->memoryGb = 48; });
              editConfig(d, "node-1", [](DeviceConfig& c) { c.ramGb = 1024; });
          },
          127.875, 128}},
        // 7 cores per GPU × 8 GPUs = 56 cores: one 55-core CPU gives 55 / 8 = 6.875 < 7
        // (the nearest whole core); one 56-core CPU gives exactly 7.
        {"MEMORY_CPU_CORES_PER_GPU_LOW",
         {[](Design& d) {
              d.putPart(cpuPart("r-cpu-55c", 55));
              editConfig(d, "node-1", [](DeviceConfig& c) {
                  c.cpuPartId = "r-cpu-55c";
                  c.cpuCount = 1;
              });
          },
          [](Design& d) { editConfig(d, "node-1", [](DeviceConfig& c) { c.cpuCount = 1; }); },
          6.875, 7}},
        // Local NVMe must be above 0 TB: 0 fires, 0.001 TB (1 GB) does not.
        {"MEMORY_NO_LOCAL_NVME",
         {[](Design& d) { editConfig(d, "node-1", [](DeviceConfig& c) { c.localNvmeTb = 0.0; }); },
          [](Design& d) {
              editConfig(d, "node-1", [](DeviceConfig& c) { c.localNvmeTb = 0.001; });
          },
          0, 0}},
        // Presence from 16 GPUs up: 16 GPUs and no storage fires; 15 GPUs (node-2 with 7)
        // and no storage does not. Threshold reported: 0.25 GB/s per GPU.
        {"STORAGE_NONE",
         {[](Design& d) { d.removeDevice(deviceNamed(d, "storage-1")); },
          [](Design& d) {
              d.removeDevice(deviceNamed(d, "storage-1"));
              editConfig(d, "node-2", [](DeviceConfig& c) { c.gpuCount = 7; });
          },
          0, 0.25}},
        // 0.25 GB/s × 16 GPUs = 4 GB/s: 3.99 / 16 = 0.249375 < 0.25; 4.0 / 16 = 0.25.
        {"STORAGE_BANDWIDTH_LOW",
         {[](Design& d) { editPart(d, "r-storage", [](Part& p) { p.storage->readGBps = 3.99; }); },
          [](Design& d) { editPart(d, "r-storage", [](Part& p) { p.storage->readGBps = 4.0; }); },
          0.249375, 0.25}},
        // Presence: 2 nodes and no compute fabric. Near miss: one node needs no fabric.
        {"NETWORK_NO_COMPUTE_FABRIC",
         {[](Design& d) { d.removeFabric(computeFabric(d)); },
          [](Design& d) {
              d.removeFabric(computeFabric(d));
              d.removeDevice(deviceNamed(d, "node-2"));
          },
          0, 1}},
        // node-2 with 8 compute ports and 0 links fires (1 node); with 1 of 8 linked it is
        // connected (a thin link is the injection rule's business, not this one's).
        {"NETWORK_NODE_DISCONNECTED",
         {[](Design& d) {
              for (int port = 1; port <= 8; ++port) {
                  d.removeLink(*d.linkAtPort(PortRef{deviceNamed(d, "node-2"), port}));
              }
          },
          [](Design& d) {
              for (int port = 2; port <= 8; ++port) {
                  d.removeLink(*d.linkAtPort(PortRef{deviceNamed(d, "node-2"), port}));
              }
          },
          1,
          0,
          // One cabled link of eight: 400 / 8 = 50 < 200 Gb/s, and 7 ports uncabled.
          {"NETWORK_INJECTION_BANDWIDTH_LOW", "NETWORK_COMPUTE_PORTS_UNCABLED"}}},
        // Checked per node, 8 GPUs each: node-2 with 3 NICs of 400G gives 1200 / 8 = 150 < 200
        // (node-1 with 4 gives 1600 / 8 = 200, not below); with 4 + 4 both give 200.
        {"NETWORK_INJECTION_BANDWIDTH_LOW",
         {[](Design& d) {
              keepNics(d, "node-1", 4);
              keepNics(d, "node-2", 3);
          },
          [](Design& d) {
              keepNics(d, "node-1", 4);
              keepNics(d, "node-2", 4);
          },
          150, 200}},
        // node-2 keeps 8 compute NICs but cables 7: 1 port uncabled (threshold 0); its
        // injection 7 × 400 / 8 = 350 ≥ 200 stays quiet. Near miss: node-2 has 7 NICs
        // and cables all 7.
        {"NETWORK_COMPUTE_PORTS_UNCABLED",
         {[](Design& d) {
              d.removeLink(*d.linkAtPort(PortRef{deviceNamed(d, "node-2"), 8}));
          },
          [](Design& d) { keepNics(d, "node-2", 7); }, 1, 0}},
        // Leaf down 16 × 400 = 6400 Gb/s; 15 uplinks give 6400 / 6000 = 1.0667 > 1;
        // 16 uplinks give 6400 / 6400 = 1 (non-blocking).
        {"NETWORK_OVERSUBSCRIBED",
         {[](Design& d) { twoTierFabric(d, 15); }, [](Design& d) { twoTierFabric(d, 16); },
          6400.0 / 6000.0, 1}},
        // Ethernet switch without RoCE fires; the same Ethernet fabric with RoCE does not.
        {"NETWORK_ETHERNET_WITHOUT_RDMA",
         {[](Design& d) { toEthernet(d, false); }, [](Design& d) { toEthernet(d, true); }, 0, 1}},
        // A 200G NIC on a 400G switch port: 1 link. Near miss: another 400G part.
        {"NETWORK_SPEED_MISMATCH",
         {[](Design& d) { swapFirstNic(d, nicPart("r-nic-200g", 200, "infiniband")); },
          [](Design& d) { swapFirstNic(d, nicPart("r-nic-400g-b", 400, "infiniband")); }, 1, 0}},
        // An Ethernet NIC on an InfiniBand switch port: 1 link. Near miss: another IB part.
        {"NETWORK_PROTOCOL_MISMATCH",
         {[](Design& d) { swapFirstNic(d, nicPart("r-nic-eth", 400, "ethernet")); },
          [](Design& d) { swapFirstNic(d, nicPart("r-nic-ib-b", 400, "infiniband")); }, 1, 0}},
        // The 3 m DAC reaches 3 m: a 3.01 m link is too long; 3.0 m is not.
        {"NETWORK_CABLE_TOO_SHORT",
         {[](Design& d) { editLink(d, "node-1", 1, [](Link& l) { l.lengthM = 3.01; }); },
          [](Design& d) { editLink(d, "node-1", 1, [](Link& l) { l.lengthM = 3.0; }); }, 3.01, 3}},
        // Fibre with an optic at one end only: 1 link; with optics at both ends: none.
        {"NETWORK_MISSING_TRANSCEIVER",
         {[](Design& d) { fibreLink(d, false); }, [](Design& d) { fibreLink(d, true); }, 1, 0}},
        // MPO-12/APC optics on a duplex LC fibre: 1 link; on an MPO-12/APC fibre: none.
        {"NETWORK_CONNECTOR_MISMATCH",
         {[](Design& d) { connectorsOnFibre(d, "lc-duplex"); },
          [](Design& d) { connectorsOnFibre(d, "mpo12-apc"); }, 1, 0}},
        // Two racks, management top tier of 1 switch < 2; with 2 top switches it is not.
        {"NETWORK_MANAGEMENT_SINGLE_POINT_OF_FAILURE",
         {[](Design& d) { managementFabric(d, 1); }, [](Design& d) { managementFabric(d, 2); }, 1,
          2}},
        // 16 ports used at 8 per node: a 23-port switch has 7 free, ⌊7 / 8⌋ = 0 nodes more;
        // a 24-port switch has 8 free, ⌊8 / 8⌋ = 1.
        {"NETWORK_FABRIC_AT_CAPACITY",
         {[](Design& d) { editPart(d, "r-switch", [](Part& p) { p.ports.front().count = 23; }); },
          [](Design& d) { editPart(d, "r-switch", [](Part& p) { p.ports.front().count = 24; }); },
          0, 1}},
        // 2N: usable = budget / 2 against the 22.2 kW peak: 44.39 / 2 = 22.195 < 22.2;
        // 44.4 / 2 = 22.2.
        {"POWER_RACK_OVER_BUDGET",
         {[](Design& d) { editRack(d, [](Rack& r) { r.powerBudgetKw = 44.39; }); },
          [](Design& d) { editRack(d, [](Rack& r) { r.powerBudgetKw = 44.4; }); }, 22.2, 22.195}},
        // N = 6 − 2 = 4 supplies against 10,200 W: 4 × 2549 = 10,196 W < 10,200;
        // 4 × 2550 = 10,200 W.
        {"POWER_PSU_CANNOT_CARRY_PEAK",
         {[](Design& d) { editPart(d, "r-server", [](Part& p) { p.server->psu->watts = 2549; }); },
          [](Design& d) { editPart(d, "r-server", [](Part& p) { p.server->psu->watts = 2550; }); },
          10200, 10196}},
        // 6 + 0 supplies fire (6 × 3300 W still carry the peak); 5 + 1 do not.
        {"POWER_PSU_NOT_REDUNDANT",
         {[](Design& d) { editPart(d, "r-server", [](Part& p) { p.server->psu->redundant = 0; }); },
          [](Design& d) { editPart(d, "r-server", [](Part& p) { p.server->psu->redundant = 1; }); },
          0, 1}},
        // 2N: the weaker feed decides, min(30, B) against 22.2 kW: B = 22.19 is short;
        // B = 22.2 is not.
        {"POWER_PDU_OVER_CAPACITY",
         {[](Design& d) { editPart(d, "r-pdu-b", [](Part& p) { p.pdu->capacityKw = 22.19; }); },
          [](Design& d) { editPart(d, "r-pdu-b", [](Part& p) { p.pdu->capacityKw = 22.2; }); },
          22.2, 22.19}},
        // Presence: 22.2 kW and no PDU. Near miss: one 30 kW PDU on a single feed (which
        // then gives the whole 50 kW budget and carries 22.2 kW).
        {"POWER_RACK_WITHOUT_PDU",
         {[](Design& d) {
              d.removeDevice(deviceNamed(d, "pdu-a"));
              d.removeDevice(deviceNamed(d, "pdu-b"));
          },
          [](Design& d) {
              d.removeDevice(deviceNamed(d, "pdu-b"));
              editRack(d, [](Rack& r) { r.feeds = FeedRedundancy::Single; });
          },
          0, 1}},
        // Heat = the rack's 22.2 kW peak against the air limit: 22.19 kW is exceeded;
        // 22.2 kW is not.
        {"COOLING_RACK_OVER_LIMIT",
         {[](Design& d) {
              setAnalysis(d, {{"air_limit_kw", 22.19}});
          },
          [](Design& d) {
              setAnalysis(d, {{"air_limit_kw", 22.2}});
          },
          22.2, 22.19}},
        // Cold-plate servers (80% to liquid) in an air rack: 2 devices. Near miss: the
        // rack gets direct liquid cooling (limit 140 kW).
        {"COOLING_LIQUID_DEVICE_IN_AIR_RACK",
         {[](Design& d) {
              editPart(d, "r-server", [](Part& p) { p.server->liquidCooledFraction = 0.8; });
          },
          [](Design& d) {
              editPart(d, "r-server", [](Part& p) { p.server->liquidCooledFraction = 0.8; });
              editRack(d, [](Rack& r) { r.cooling = CoolingMethod::DirectLiquid; });
          },
          2, 0}},
        // One unit against 22.2 kW of heat: 22.19 kW is short; 22.2 kW is enough, but with
        // that one unit down nothing is left, so the near miss lacks N+1 by design.
        {"COOLING_CAPACITY_SHORT",
         {[](Design& d) { addCoolers(d, 1, 22.19); },
          [](Design& d) { addCoolers(d, 1, 22.2); },
          22.2,
          22.19,
          {"COOLING_NO_REDUNDANT_UNIT"}}},
        // Two equal units, the largest down: 22.19 < 22.2 kW fires; 22.2 kW does not.
        {"COOLING_NO_REDUNDANT_UNIT",
         {[](Design& d) { addCoolers(d, 2, 22.19); }, [](Design& d) { addCoolers(d, 2, 22.2); },
          22.19, 22.2}},
        // Rack 1200 mm deep: a 1201 mm server is deeper; 1200 mm is not.
        {"SPACE_DEVICE_DEEPER_THAN_RACK",
         {[](Design& d) { editPart(d, "r-server", [](Part& p) { p.depthMm = 1201; }); },
          [](Design& d) { editPart(d, "r-server", [](Part& p) { p.depthMm = 1200; }); }, 1201,
          1200}},
        // 470 kg in the rack (see baseDesign): a 469 kg rating is exceeded; 470 kg is not.
        {"SPACE_RACK_OVERWEIGHT",
         {[](Design& d) { editPart(d, "r-rack", [](Part& p) { p.rack->staticLoadKg = 469; }); },
          [](Design& d) { editPart(d, "r-rack", [](Part& p) { p.rack->staticLoadKg = 470; }); },
          470, 469}},
        // Presence: the storage server taken out of its rack (1 device). Near miss: taken
        // out and placed again at U40: still placed.
        {"SPACE_DEVICE_NOT_PLACED",
         {[](Design& d) { unplace(d, "storage-1"); },
          [](Design& d) {
              unplace(d, "storage-1");
              d.placeDevice(deviceNamed(d, "storage-1"),
                            Placement{rackA(d), 40, RackFace::Front, false});
          },
          1, 0}},
    };
    return cases;
}

// ---- checks -----------------------------------------------------------------------

std::set<std::string> codesOf(const AnalysisReport& report)
{
    std::set<std::string> codes;
    for (const Finding& f : report.findings) {
        codes.insert(f.code);
    }
    return codes;
}

QString describe(const std::vector<Finding>& findings)
{
    QStringList lines;
    for (const Finding& f : findings) {
        lines << QStringLiteral("%1 (value %2, threshold %3): %4")
                     .arg(QString::fromStdString(f.code))
                     .arg(f.value, 0, 'g', 10)
                     .arg(f.threshold, 0, 'g', 10)
                     .arg(f.message);
    }
    return lines.isEmpty() ? QStringLiteral("no findings") : lines.join(QStringLiteral("\n  "));
}

QString describe(const std::set<std::string>& codes)
{
    QStringList names;
    for (const std::string& c : codes) {
        names << QString::fromStdString(c);
    }
    return QLatin1Char('{') + names.join(QStringLiteral(", ")) + QLatin1Char('}');
}

// The base design with a mutation applied; an empty error when the model took it.
Design mutated(const Mutation& mutation, QString& error)
{
    Design d = baseDesign();
    try {
        mutation(d);
    } catch (const ModelError& e) {
        error = QStringLiteral("the model refused the mutation (%1): %2")
                    .arg(QString::fromStdString(e.code()), e.message());
    } catch (const std::exception& e) {
        error = QString::fromUtf8(e.what());
    }
    return d;
}

const Finding* findingOf(const AnalysisReport& report, const std::string& code)
{
    for (const Finding& f : report.findings) {
        if (f.code == code) {
            return &f;
        }
    }
    return nullptr;
}

bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-9 * std::max(1.0, std::abs(expected));
}

} // namespace

#define CS_MUTATE(design, mutation)                                                                \
    QString design##Error;                                                                         \
    const Design design = mutated(mutation, design##Error);                                        \
    QVERIFY2(design##Error.isEmpty(), qPrintable(design##Error))

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void baseDesignIsClean()
    {
        const AnalysisReport r = analyze(baseDesign());
        QVERIFY2(r.findings.empty(), qPrintable(describe(r.findings)));
        // The figures the rows below build on.
        QCOMPARE(r.compute.gpus, 16);
        QCOMPARE(r.compute.nodes, 2);
        QVERIFY(near(r.power.racks.front().maxKw, 22.2));
        QVERIFY(near(r.space.rackDetails.front().weightKg, 470));
    }

    // Supplies that cannot carry the peak are an error per node when both
    // figures are the vendor's; when the catalog estimates either (a part's
    // `estimates` name power_w.max or server.psu) the two guesses disagree,
    // and one warning for the part's nodes says to check them. 4 × 2549 =
    // 10,196 W against 10,200 W, as below; both nodes fall short.
    void psuShortfallFromEstimatesIsAWarning()
    {
        Design d = baseDesign();
        editPart(d, "r-server", [](Part& p) { p.server->psu->watts = 2549; });
        const AnalysisReport sure = analyze(d);
        QCOMPARE(findingOf(sure, "POWER_PSU_CANNOT_CARRY_PEAK")->severity, Severity::Error);
        QCOMPARE(
            std::count_if(sure.findings.begin(), sure.findings.end(),
                          [](const Finding& f) { return f.code == "POWER_PSU_CANNOT_CARRY_PEAK"; }),
            2);
        for (const char* estimated : {"server.psu", "power_w.max"}) {
            Design e = d;
            editPart(e, "r-server", [&](Part& p) { p.estimates = {estimated}; });
            const AnalysisReport r = analyze(e);
            QCOMPARE(codesOf(r), (std::set<std::string>{"POWER_PSU_CANNOT_CARRY_PEAK"}));
            const Finding* f = findingOf(r, "POWER_PSU_CANNOT_CARRY_PEAK");
            QCOMPARE(f->severity, Severity::Warning);
            QCOMPARE(f->subjects.size(), std::size_t(2));
            QCOMPARE(f->value, 10200.0);
            QCOMPARE(f->threshold, 10196.0);
            QVERIFY(f->message.contains(QLatin1String("check the vendor's figures")));
        }
        // The GPUs' estimated peak makes the node's peak an estimate too.
        Design gpu = d;
        editPart(gpu, "r-gpu", [](Part& p) { p.estimates = {"power_w.max"}; });
        QCOMPARE(findingOf(analyze(gpu), "POWER_PSU_CANNOT_CARRY_PEAK")->severity,
                 Severity::Warning);
    }

    // A part whose scale-up domain is larger than itself joins whole nodes
    // (a CloudMatrix 384 node: 384 over 8 GPUs = 48 nodes). The base design's
    // two 8-GPU nodes: a domain of 16 joins both; one of 384 joins both too,
    // 16 GPUs; left alone, a node keeps its own 8.
    void aScaleUpDomainLargerThanANodeJoinsNodes()
    {
        QCOMPARE(analyze(baseDesign()).compute.scaleUpDomainGpus, 8);
        for (int domain : {16, 384}) {
            Design d = baseDesign();
            editPart(d, "r-server", [&](Part& p) { p.server->scaleUpDomainGpus = domain; });
            QCOMPARE(analyze(d).compute.scaleUpDomainGpus, 16);
            d.removeDevice(deviceNamed(d, "node-2"));
            QCOMPARE(analyze(d).compute.scaleUpDomainGpus, 8);
        }
    }

    // A 2N rack with its feed-B PDU taken away lacks a PDU; it is not short of a
    // larger one: feed A's 30 kW PDU still carries the 22.2 kW peak, so only the
    // missing feed is named.
    void aMissingFeedIsNamedNotCalledTooSmall()
    {
        Design d = baseDesign();
        d.removeDevice(deviceNamed(d, "pdu-b"));
        const AnalysisReport r = analyze(d);
        QCOMPARE(codesOf(r), (std::set<std::string>{"POWER_RACK_WITHOUT_PDU"}));
        const Finding* f = findingOf(r, "POWER_RACK_WITHOUT_PDU");
        QVERIFY(f->message.contains(QLatin1String("feed B")));
        QVERIFY(near(r.power.racks.front().pduCapacityPerFeedKw, 30));
        // Feed A's PDU at 22.19 kW is then too small for 22.2 kW: both are said.
        editPart(d, "r-pdu-a", [](Part& p) { p.pdu->capacityKw = 22.19; });
        QCOMPARE(codesOf(analyze(d)),
                 (std::set<std::string>{"POWER_RACK_WITHOUT_PDU", "POWER_PDU_OVER_CAPACITY"}));
    }

    // The over-budget finding speaks of the usable power the inspector edits:
    // 2N over 40 kW provisioned gives 40 / 2 = 20 kW usable against 22.2 kW.
    void overBudgetSaysTheUsablePower()
    {
        Design d = baseDesign();
        editRack(d, [](Rack& r) { r.powerBudgetKw = 40; });
        const AnalysisReport r = analyze(d);
        const Finding* f = findingOf(r, "POWER_RACK_OVER_BUDGET");
        QVERIFY(f);
        QVERIFY2(f->message.contains(QLatin1String("may use 20.0 kW")), qPrintable(f->message));
        QVERIFY(f->message.contains(QLatin1String("40.0 kW provisioned")));
    }

    // Cold-plate heat is removed by CDUs, not by room air units: with half of
    // each node's 10,200 W going to liquid, the rack gives 2 × 5,100 = 10.2 kW to
    // liquid and 22.2 − 10.2 = 12 kW to air. Two 30 kW CRAHs cover the air heat
    // with one spare but remove no liquid heat; two 15 kW CDUs then cover it N+1.
    void coldPlateHeatNeedsCdus()
    {
        Design d = baseDesign();
        editPart(d, "r-server", [](Part& p) { p.server->liquidCooledFraction = 0.5; });
        editRack(d, [](Rack& r) { r.cooling = CoolingMethod::DirectLiquid; });
        addCoolers(d, 2, 30);
        const AnalysisReport withoutCdus = analyze(d);
        QVERIFY(near(withoutCdus.cooling.liquidKw, 10.2));
        QVERIFY(near(withoutCdus.cooling.installedAirKw, 60));
        std::vector<std::string> codes;
        for (const Finding& f : withoutCdus.findings) {
            codes.push_back(f.code);
        }
        QCOMPARE(codes, std::vector<std::string>{"COOLING_CAPACITY_SHORT"});
        QVERIFY(near(withoutCdus.findings.front().value, 10.2));

        Part cdu = crahPart("r-cdu", 15);
        cdu.cooling->type = "cdu";
        cdu.cooling->medium = "liquid";
        d.putPart(cdu);
        for (int i = 0; i < 2; ++i) {
            d.addCoolingUnit(CoolingUnit{CoolingUnitId{}, "cdu-" + std::to_string(i + 1), "r-cdu",
                                         RackPosition{d.rows().front().id, 5 + i}, std::nullopt});
        }
        const AnalysisReport withCdus = analyze(d);
        QVERIFY2(withCdus.findings.empty(), qPrintable(describe(withCdus.findings)));
    }

    void ruleFiresAndDoesNot_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : ruleCodes()) {
            QTest::newRow(code) << QString::fromLatin1(code);
        }
    }
    void ruleFiresAndDoesNot()
    {
        QFETCH(QString, code);
        const auto it = ruleCases().find(QTest::currentDataTag());
        QVERIFY2(it != ruleCases().end(), "no trigger and near miss for this rule; add a row");
        const RuleCase& row = it->second;

        CS_MUTATE(fired, row.trigger);
        const AnalysisReport onTrigger = analyze(fired);
        const std::set<std::string> expected{code.toStdString()};
        QVERIFY2(codesOf(onTrigger) == expected,
                 qPrintable(QStringLiteral("trigger: want exactly %1, got\n  %2")
                                .arg(describe(expected), describe(onTrigger.findings))));

        CS_MUTATE(missed, row.nearMiss);
        const AnalysisReport onNearMiss = analyze(missed);
        QVERIFY2(codesOf(onNearMiss) == row.nearMissAlso,
                 qPrintable(QStringLiteral("near miss: want exactly %1, got\n  %2")
                                .arg(describe(row.nearMissAlso), describe(onNearMiss.findings))));
    }

    void triggerReportsValueAndThreshold_data() { ruleFiresAndDoesNot_data(); }
    void triggerReportsValueAndThreshold()
    {
        QFETCH(QString, code);
        const auto it = ruleCases().find(QTest::currentDataTag());
        QVERIFY2(it != ruleCases().end(), "no trigger for this rule; add a row");
        CS_MUTATE(fired, it->second.trigger);
        const AnalysisReport r = analyze(fired);
        const Finding* f = findingOf(r, code.toStdString());
        QVERIFY2(f, "the trigger does not fire the rule");
        QVERIFY2(near(f->value, it->second.value) && near(f->threshold, it->second.threshold),
                 qPrintable(QStringLiteral("value %1 against threshold %2, expected %3 against %4")
                                .arg(f->value, 0, 'g', 10)
                                .arg(f->threshold, 0, 'g', 10)
                                .arg(it->second.value, 0, 'g', 10)
                                .arg(it->second.threshold, 0, 'g', 10)));
    }

    void everyRuleHasARow()
    {
        std::set<std::string> codes;
        for (const char* code : ruleCodes()) {
            QVERIFY2(ruleCases().count(code),
                     qPrintable(QStringLiteral("no row for %1").arg(QString::fromLatin1(code))));
            codes.insert(code);
        }
        for (const auto& entry : ruleCases()) {
            QVERIFY2(codes.count(entry.first),
                     qPrintable(QStringLiteral("row %1 names no rule code")
                                    .arg(QString::fromStdString(entry.first))));
        }
        QCOMPARE(codes.size(), ruleCodes().size()); // no code listed twice
    }

    // Every finding of every trigger and near miss says what to do and why, names
    // a known kind of subject, and lists the subjects unless it is about the design.
    void everyFindingExplainsItself()
    {
        const std::set<std::string> kinds{"device", "rack", "link", "fabric", "design"};
        const std::set<std::string> codes(ruleCodes().begin(), ruleCodes().end());
        int seen = 0;
        for (const auto& [name, row] : ruleCases()) {
            for (const Mutation& m : {row.trigger, row.nearMiss}) {
                CS_MUTATE(d, m);
                for (const Finding& f : analyze(d).findings) {
                    const QString where = QString::fromStdString(name + " / " + f.code);
                    QVERIFY2(codes.count(f.code),
                             qPrintable(where + QStringLiteral(": unknown code")));
                    QVERIFY2(!f.message.trimmed().isEmpty(),
                             qPrintable(where + QStringLiteral(": no message")));
                    QVERIFY2(!f.source.trimmed().isEmpty(),
                             qPrintable(where + QStringLiteral(": no source")));
                    QVERIFY2(kinds.count(f.subjectKind),
                             qPrintable(where + QStringLiteral(": bad subject kind")));
                    QVERIFY2(f.subjectKind == "design" || !f.subjects.empty(),
                             qPrintable(where + QStringLiteral(": no subject ids")));
                    QVERIFY2(
                        !f.message.contains(QRegularExpression(QStringLiteral("%\\d"))),
                        qPrintable(where + QStringLiteral(": unfilled placeholder: ") + f.message));
                    ++seen;
                }
            }
        }
        QVERIFY(seen >= int(ruleCodes().size()));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
