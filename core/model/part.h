#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cs {

enum class PartKind
{
    Gpu,
    GpuServer,
    Server,
    Cpu,
    Nic,
    Switch,
    Transceiver,
    Cable,
    Storage,
    Rack,
    Pdu,
    Cooling,
    CloudOffer,
};

// Stable names used in files, the catalog database and the CLI.
const char* partKindName(PartKind kind);
std::optional<PartKind> partKindFromName(const std::string& name);
const std::vector<PartKind>& allPartKinds();

struct PowerWatts
{
    std::optional<double> idle;
    std::optional<double> typical;
    double max = 0;
    bool operator==(const PowerWatts&) const = default;
};

struct Price
{
    double amount = 0;
    std::string currency; // ISO 4217: USD, CNY, EUR
    std::string date;     // ISO date or year-month the price was seen
    std::string per;      // "unit", "hour" or "gpu_hour"
    std::string source;
    bool estimate = false;
    bool operator==(const Price&) const = default;
};

// Another way to run a group's cages, e.g. a switch's 64 x 800G cages split
// into 128 x 400G with twin-port optics: `count` ports of `gbps` over the same
// cages, `portsPerCage` in each.
struct PortMode
{
    int count = 0;
    double gbps = 0;
    int portsPerCage = 1;
    // The protocol the ports run in this mode when it is not the group's (a
    // ConnectX-8 runs its 800G cage as XDR InfiniBand, or as 2 x 400GbE).
    std::string protocol;
    bool operator==(const PortMode&) const = default;
};

// A group of identical network ports on a device or NIC.
struct PortGroup
{
    int count = 0;
    double gbps = 0;
    std::string cage;     // OSFP, QSFP112, QSFP28, SFP28, RJ45 ...
    int portsPerCage = 1; // twin-port OSFP cages carry 2 ports
    std::string protocol; // infiniband, ethernet, nvlink
    std::string role;     // compute, storage, management, uplink, any
    // The ports offer RDMA themselves (RoCE on an accelerator's on-die network
    // ports, as Gaudi 3 and Ascend have); unset: as the part says (a NIC's or
    // switch's own `rdma`), or not.
    std::optional<bool> rdma = std::nullopt;
    // Breakout modes the vendor documents for these cages; the group itself
    // describes the mode the ports are counted in.
    std::optional<std::vector<PortMode>> breakout = std::nullopt;
    bool operator==(const PortGroup&) const = default;
};

struct PrecisionTflops
{
    std::optional<double> fp64;
    std::optional<double> fp64Tensor;
    std::optional<double> fp32;
    std::optional<double> tf32;
    std::optional<double> bf16; // also FP16
    std::optional<double> fp8;
    std::optional<double> fp4;
    std::optional<double> int8;
    bool operator==(const PrecisionTflops&) const = default;
};

struct GpuSpec
{
    std::string formFactor; // SXM5, PCIe, OAM ...
    double memoryGb = 0;
    std::string memoryType;
    std::optional<double> memoryBandwidthTBps;
    PrecisionTflops denseTflops;
    PrecisionTflops sparseTflops;
    std::string scaleUpLink;           // NVLink4, Infinity Fabric, none
    std::optional<double> scaleUpGBps; // both directions together, as datasheets state it
    std::optional<int> pcieGen;        // the host interface: 4 for PCIe Gen4 x16
    // The device name the driver reports (NVML, nvidia-smi): "NVIDIA H100 80GB
    // HBM3". Schedulers that detect GPUs match their configured type against it.
    std::string nvmlName;
    // The catalog id of this product line's next GPU generation (H100 →
    // B200), for the what-if; empty when the catalog has none.
    std::string successor;
    bool operator==(const GpuSpec&) const = default;
};

struct NicConfig
{
    std::string partId;
    int count = 0;
    std::string role; // compute, storage, management
    bool operator==(const NicConfig&) const = default;
};

struct PsuSpec
{
    int count = 0;
    double watts = 0;
    int redundant = 0; // the M in N+M
    bool operator==(const PsuSpec&) const = default;
};

struct ServerSpec
{
    std::string gpuPartId;
    int gpuCount = 0;
    int gpuSlots = 0;
    std::vector<std::string> gpuFormFactors; // form factors the chassis accepts
    std::string cpuPartId;
    int cpuCount = 0;
    double ramGb = 0;
    std::optional<double> maxRamGb;
    std::vector<NicConfig> nics;
    double localNvmeTb = 0;
    std::optional<PsuSpec> psu;
    int scaleUpDomainGpus = 0;
    double liquidCooledFraction = 0;
    // A rack-scale system (an NVL72) comes built into this rack part, which it
    // fills; its own power shelves take the facility's feeds and its own
    // switches manage its trays. Empty for a node that mounts in a rack.
    std::string rackFrame;
    // The hosts the system runs, each with its own operating system (a GB200
    // NVL72's 18 compute trays); its GPUs, CPUs, memory and NICs are spread
    // evenly over them. Unset: one.
    std::optional<int> hosts;
    int hostCount() const { return hosts.value_or(1); }
    bool operator==(const ServerSpec&) const = default;
};

struct CpuSpec
{
    int cores = 0;
    std::optional<int> threads;
    std::optional<double> baseGhz;
    bool operator==(const CpuSpec&) const = default;
};

struct NicSpec
{
    bool rdma = false;
    std::optional<int> pcieGen;
    bool operator==(const NicSpec&) const = default;
};

struct SwitchSpec
{
    std::string protocol; // infiniband or ethernet
    bool rdma = false;    // InfiniBand, or Ethernet with RoCE
    std::optional<double> switchingTbps;
    std::string tierHint; // leaf, spine, core, management, any
    bool operator==(const SwitchSpec&) const = default;
};

struct TransceiverSpec
{
    double gbps = 0;
    int ports = 1; // twin-port modules carry 2
    std::string cage;
    std::string media; // mmf, smf, copper
    double reachM = 0;
    // The optical connector its fibre plugs into: mpo12-apc, mpo12-upc or
    // lc-duplex; empty when the source does not say.
    std::string connector;
    bool operator==(const TransceiverSpec&) const = default;
};

struct CableSpec
{
    std::string type; // dac, acc, aoc, mmf, smf
    double gbps = 0;
    double lengthM = 0;
    double maxReachM = 0;
    int breakout = 1; // 2 for a twin-port to 2x400G split
    bool needsTransceivers = false;
    std::string connector; // a fibre's connectors, as TransceiverSpec::connector
    bool operator==(const CableSpec&) const = default;
};

struct StorageSpec
{
    std::string type; // nvme_server, parallel_fs_appliance, object
    double capacityTb = 0;
    double readGBps = 0;
    std::optional<double> writeGBps;
    std::string filesystem;
    bool operator==(const StorageSpec&) const = default;
};

struct RackSpec
{
    int heightU = 0;
    double depthMm = 0;
    double widthMm = 0;
    double staticLoadKg = 0;
    bool operator==(const RackSpec&) const = default;
};

struct PduSpec
{
    int phases = 1;
    double volts = 0;
    double amps = 0;
    double capacityKw = 0;
    int outlets = 0;
    bool zeroU = true;
    bool operator==(const PduSpec&) const = default;
};

struct CoolingSpec
{
    std::string type;   // crah, in_row, rdhx, cdu
    std::string medium; // air or liquid
    double capacityKw = 0;
    bool operator==(const CoolingSpec&) const = default;
};

struct CloudOfferSpec
{
    std::string provider;
    std::string instance;
    std::string gpuPartId;
    int gpuCount = 0;
    std::string mode; // on_demand, reserved_1y, reserved_3y, spot, capacity_block
    std::string region;
    bool operator==(const CloudOfferSpec&) const = default;
};

// One catalog part with the figures the analysis needs. Kind-specific figures
// sit in the optional spec matching the kind.
struct Part
{
    std::string id;
    PartKind kind = PartKind::Gpu;
    std::string name;
    std::string vendor;
    std::string partNumber;
    std::string source;
    std::vector<std::string> estimates; // field names whose values are estimates
    std::string notes;

    std::optional<PowerWatts> power;
    std::optional<double> heightU;
    std::optional<double> depthMm;
    std::optional<double> widthMm;
    std::optional<double> weightKg;
    std::optional<Price> price;
    std::vector<PortGroup> ports;

    std::optional<GpuSpec> gpu;
    std::optional<ServerSpec> server; // GpuServer and Server
    std::optional<CpuSpec> cpu;
    std::optional<NicSpec> nic;
    std::optional<SwitchSpec> networkSwitch;
    std::optional<TransceiverSpec> transceiver;
    std::optional<CableSpec> cable;
    std::optional<StorageSpec> storage;
    std::optional<RackSpec> rack;
    std::optional<PduSpec> pdu;
    std::optional<CoolingSpec> cooling;
    std::optional<CloudOfferSpec> cloud;

    bool isEstimate(const std::string& field) const;
    int portCount() const;
    bool operator==(const Part&) const = default;
};

using PartMap = std::map<std::string, Part>;

} // namespace cs
