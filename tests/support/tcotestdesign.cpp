#include "tcotestdesign.h"

namespace cs::test::tco {

Price usd(double amount, const char* per)
{
    return Price{amount, "USD", "2026-01", per, "test", false};
}

Part gpu()
{
    Part p;
    p.id = "t-gpu";
    p.kind = PartKind::Gpu;
    p.source = "test";
    p.name = "Test GPU";
    p.gpu = GpuSpec{};
    p.gpu->formFactor = "SXM5";
    p.gpu->denseTflops.bf16 = 1000;
    p.power = PowerWatts{std::nullopt, std::nullopt, 700};
    p.price = usd(25000);
    return p;
}

// 8 GPUs, 10 kW at peak, 2 kW idle, 200,000 USD.
Part node()
{
    Part p;
    p.id = "t-node";
    p.kind = PartKind::GpuServer;
    p.source = "test";
    p.name = "Test node";
    p.heightU = 8;
    p.power = PowerWatts{2000, std::nullopt, 10000};
    p.price = usd(200000);
    ServerSpec s;
    s.gpuPartId = "t-gpu";
    s.gpuCount = 8;
    s.gpuSlots = 8;
    p.server = s;
    return p;
}

// 8 GPUs for 40 USD an hour: 5 USD per GPU-hour.
Part offer(const std::string& id, const std::string& mode, double perHour)
{
    Part p;
    p.id = id;
    p.kind = PartKind::CloudOffer;
    p.source = "test";
    p.name = id;
    p.cloud = CloudOfferSpec{"TestCloud", "t8", "t-gpu", 8, mode, "here"};
    p.price = usd(perHour, "hour");
    return p;
}

Design oneNode()
{
    Design d;
    d.name = "one node";
    d.facility = FacilityAssumptions{1.5, 0.10, "USD"};
    d.putPart(gpu());
    d.putPart(node());
    d.putPart(offer("t-cloud", "on_demand", 40));
    d.addDevice(Device{DeviceId{}, "n1", "t-node", std::nullopt, {}});
    return d;
}

// 3 years, no discounting, 80% utilisation, staff 0.5 FTE × 120,000 a year.
cs::tco::TcoAssumptions threeYears()
{
    cs::tco::TcoAssumptions a;
    a.horizonYears = 3;
    a.discountRate = 0;
    a.utilization = 0.8;
    a.staffCostPerFteYear = 120000;
    return a;
}

} // namespace cs::test::tco
