#include "clustertemplates.h"

#include <QCoreApplication>
#include <QDir>

namespace cs::ui {

namespace {

// The cluster templates' translation context.
class TemplateText
{
    Q_DECLARE_TR_FUNCTIONS(TemplateText)
};

generator::ClusterSpec smallTrainingSpec()
{
    generator::ClusterSpec spec;
    spec.name = "Small training cluster";
    spec.nodePartId = "nvidia-dgx-h100";
    spec.nodes = 4;
    spec.storageTb = 500;
    return spec;
}

} // namespace

std::vector<ClusterTemplate> clusterTemplates()
{
    return {
        {TemplateText::tr("Lab"),
         TemplateText::tr(
             "One 42U rack with a rack-mount 4× RTX 4090 workstation, a 25G and a 1G switch and "
             "a 0U PDU: for trying models out."),
         4, QStringLiteral("lab-4x-rtx4090.cluster.json"), std::nullopt},
        {TemplateText::tr("Small training cluster"),
         TemplateText::tr(
             "4 × NVIDIA DGX H100 (32 GPUs) on a non-blocking InfiniBand NDR fabric, 500 TB of "
             "shared storage, out-of-band management, generated from a cluster spec."),
         32, QString(), smallTrainingSpec()},
        {TemplateText::tr("Inference cluster"),
         TemplateText::tr(
             "8 servers with 8× L40S PCIe (64 GPUs) in two racks on 400G Ethernet, an NVMe "
             "storage server, front-end and management switches and an in-row cooler."),
         64, QStringLiteral("l40s-inference.cluster.json"), std::nullopt},
    };
}

QString examplesDirectory()
{
    const QString env = qEnvironmentVariable("CLUSTERSMITH_EXAMPLES");
    if (!env.isEmpty()) {
        return env;
    }
    return QDir(QCoreApplication::applicationDirPath())
        .absoluteFilePath(QStringLiteral("../share/clustersmith/examples"));
}

} // namespace cs::ui
