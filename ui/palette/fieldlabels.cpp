#include "fieldlabels.h"

#include <QCoreApplication>

#include <map>

namespace cs::ui {

namespace {

// The part card's field names' translation context.
class FieldText
{
    Q_DECLARE_TR_FUNCTIONS(FieldText)
};

// The keys the catalog flags as estimates (docs/catalog-format.md).
const std::map<std::string, const char*>& labels()
{
    static const std::map<std::string, const char*> map{
        {"*", QT_TRANSLATE_NOOP("FieldText", "every figure")},
        {"part_number", QT_TRANSLATE_NOOP("FieldText", "part number")},
        {"price", QT_TRANSLATE_NOOP("FieldText", "price")},
        {"power_w.max", QT_TRANSLATE_NOOP("FieldText", "peak power")},
        {"power_w.typical", QT_TRANSLATE_NOOP("FieldText", "typical power")},
        {"weight_kg", QT_TRANSLATE_NOOP("FieldText", "weight")},
        {"width_mm", QT_TRANSLATE_NOOP("FieldText", "width")},
        {"depth_mm", QT_TRANSLATE_NOOP("FieldText", "depth")},
        {"height_u", QT_TRANSLATE_NOOP("FieldText", "height")},
        {"ports", QT_TRANSLATE_NOOP("FieldText", "ports")},
        {"cpu.base_ghz", QT_TRANSLATE_NOOP("FieldText", "base clock")},
        {"gpu.scaleup_gbytes_per_s", QT_TRANSLATE_NOOP("FieldText", "scale-up bandwidth")},
        {"gpu.pcie_gen", QT_TRANSLATE_NOOP("FieldText", "PCIe generation")},
        {"gpu.nvml_name", QT_TRANSLATE_NOOP("FieldText", "Driver device name (NVML)")},
        {"gpu.successor", QT_TRANSLATE_NOOP("FieldText", "next generation")},
        {"gpu.memory_bandwidth_tbps", QT_TRANSLATE_NOOP("FieldText", "memory bandwidth")},
        {"gpu.dense_tflops.bf16", QT_TRANSLATE_NOOP("FieldText", "BF16 dense TFLOPS")},
        {"server.nics", QT_TRANSLATE_NOOP("FieldText", "network cards")},
        {"server.local_nvme_tb", QT_TRANSLATE_NOOP("FieldText", "local NVMe")},
        {"server.psu", QT_TRANSLATE_NOOP("FieldText", "power supplies")},
        {"server.max_ram_gb", QT_TRANSLATE_NOOP("FieldText", "maximum RAM")},
        {"server.ram_gb", QT_TRANSLATE_NOOP("FieldText", "RAM")},
        {"server.cpu", QT_TRANSLATE_NOOP("FieldText", "CPU")},
        {"server.liquid_cooled_fraction",
         QT_TRANSLATE_NOOP("FieldText", "share of heat to liquid")},
        {"rack.static_load_kg", QT_TRANSLATE_NOOP("FieldText", "load rating")},
        {"rack.width_mm", QT_TRANSLATE_NOOP("FieldText", "rack width")},
        {"pdu.outlets", QT_TRANSLATE_NOOP("FieldText", "outlets")},
        {"pdu.capacity_kw", QT_TRANSLATE_NOOP("FieldText", "PDU capacity")},
        {"cooling.capacity_kw", QT_TRANSLATE_NOOP("FieldText", "cooling capacity")},
        {"storage.capacity_tb", QT_TRANSLATE_NOOP("FieldText", "capacity")},
        {"cloud_offer.region", QT_TRANSLATE_NOOP("FieldText", "region")},
        {"cloud_offer.instance", QT_TRANSLATE_NOOP("FieldText", "instance type")},
        {"cloud_offer.mode", QT_TRANSLATE_NOOP("FieldText", "pricing mode")},
        {"cloud_offer.gpu_count", QT_TRANSLATE_NOOP("FieldText", "GPUs per instance")},
    };
    return map;
}

} // namespace

QString fieldLabel(const std::string& key)
{
    const auto it = labels().find(key);
    if (it != labels().end()) {
        return FieldText::tr(it->second);
    }
    // "server.some_field" reads "server some field".
    QString words = QString::fromStdString(key);
    return words.replace(QLatin1Char('.'), QLatin1Char(' '))
        .replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString pricePerLabel(const std::string& per)
{
    if (per == "unit") {
        return FieldText::tr("unit");
    }
    if (per == "gpu_hour") {
        return FieldText::tr("GPU-hour");
    }
    if (per == "hour") {
        return FieldText::tr("instance-hour");
    }
    return QString::fromStdString(per);
}

} // namespace cs::ui
