#include "evaluation.h"

#include "io/migrations.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("cs::Evaluation", text); }

nlohmann::json findingToJson(const Finding& f)
{
    return {{"code", f.code},
            {"severity", toName(f.severity)},
            {"message", f.message.toStdString()},
            {"subjects", f.subjects},
            {"value", f.value},
            {"threshold", f.threshold},
            {"source", f.source.toStdString()}};
}

} // namespace

bool Evaluation::hasErrors() const
{
    return std::any_of(findings.begin(), findings.end(),
                       [](const Finding& f) { return f.severity == Severity::Error; });
}

Evaluation evaluate(const Design& design)
{
    Evaluation e;
    e.designName = design.name;
    e.formatVersion = kDesignFormatVersion;
    e.summary = summarize(design);
    e.findings = checkPhysical(design);
    return e;
}

nlohmann::json evaluationToJson(const Evaluation& e)
{
    const DesignSummary& s = e.summary;
    nlohmann::json checks = nlohmann::json::array();
    for (const Finding& f : e.findings) {
        checks.push_back(findingToJson(f));
    }
    return {{"design", {{"name", e.designName}, {"format_version", e.formatVersion}}},
            {"counts",
             {{"rooms", s.rooms},
              {"racks", s.racks},
              {"devices", s.devices},
              {"nodes", s.nodes},
              {"gpus", s.gpus},
              {"switches", s.switches},
              {"storage_devices", s.storageDevices},
              {"fabrics", s.fabrics},
              {"links", s.links}}},
            {"compute", {{"nodes", s.nodes}, {"gpus", s.gpus}, {"gpu_memory_gb", s.gpuMemoryGb}}},
            {"checks", std::move(checks)}};
}

QString evaluationToText(const Evaluation& e)
{
    const DesignSummary& s = e.summary;
    QString text;
    text += tr("Design: %1\n").arg(QString::fromStdString(e.designName));
    text += tr("  %1 GPUs in %2 nodes, %3 GB of GPU memory\n")
                .arg(s.gpus)
                .arg(s.nodes)
                .arg(s.gpuMemoryGb, 0, 'f', 0);
    text += tr("  %1 racks, %2 devices, %3 switches, %4 storage devices\n")
                .arg(s.racks)
                .arg(s.devices)
                .arg(s.switches)
                .arg(s.storageDevices);
    text += tr("  %1 network fabrics with %2 links\n").arg(s.fabrics).arg(s.links);
    if (e.findings.empty()) {
        text += tr("No findings.\n");
    } else {
        text += tr("Findings:\n");
        for (const Finding& f : e.findings) {
            text += QStringLiteral("  [%1] %2: %3\n")
                        .arg(QString::fromLatin1(toName(f.severity)),
                             QString::fromStdString(f.code), f.message);
        }
    }
    return text;
}

} // namespace cs
