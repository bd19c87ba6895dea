#include "catalogsource.h"

#include "io/formaterror.h"
#include "io/jsonfields.h"
#include "io/partcodec.h"

#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <map>
#include <set>

namespace cs::catalog {

namespace {

void requireRef(const std::set<std::string>& ids, const Part& p, const std::string& ref,
                const char* field)
{
    if (!ref.empty() && !ids.count(ref)) {
        throw FormatError(
            p.id + "." + field,
            json_fields::FieldText::tr("Part \"%1\" refers to \"%2\", which is not in the catalog.")
                .arg(QString::fromStdString(p.id), QString::fromStdString(ref)));
    }
}

// A rack-scale system names the rack it is built into: a rack part it fits.
void checkRackFrame(const std::map<std::string, const Part*>& byId, const Part& p)
{
    const std::string& frameId = p.server->rackFrame;
    const auto found = byId.find(frameId);
    const Part* frame = found == byId.end() ? nullptr : found->second;
    const QString where = QString::fromStdString(p.id);
    if (!frame || !frame->rack) {
        throw FormatError(
            p.id + ".server.rack_frame",
            json_fields::FieldText::tr(
                "Part \"%1\" is built into \"%2\", which is not a rack in the catalog.")
                .arg(where, QString::fromStdString(frameId)));
    }
    if (p.heightU.value_or(0) > frame->rack->heightU ||
        p.depthMm.value_or(0) > frame->rack->depthMm ||
        p.widthMm.value_or(0) > frame->rack->widthMm) {
        throw FormatError(p.id + ".server.rack_frame",
                          json_fields::FieldText::tr(
                              "Part \"%1\" is taller, deeper or wider than its rack \"%2\".")
                              .arg(where, QString::fromStdString(frameId)));
    }
}

// A system that runs several hosts spreads its GPUs, CPUs and each NIC entry
// evenly over them, so every one of those counts is a multiple of the hosts.
void checkHosts(const Part& p)
{
    const int hosts = p.server->hostCount();
    std::vector<int> counts{p.server->gpuCount, p.server->cpuCount};
    for (const NicConfig& nic : p.server->nics) {
        counts.push_back(nic.count);
    }
    for (int count : counts) {
        if (count % hosts != 0) {
            throw FormatError(p.id + ".server.hosts",
                              json_fields::FieldText::tr(
                                  "Part \"%1\" runs %2 hosts, which cannot share %3 GPUs, CPUs "
                                  "or NICs evenly.")
                                  .arg(QString::fromStdString(p.id))
                                  .arg(hosts)
                                  .arg(count));
        }
    }
}

// A scale-up domain larger than the server joins whole servers (48 nodes of
// 8 NPUs in a CloudMatrix 384), so it is a multiple of the server's GPUs.
void checkScaleUpDomain(const Part& p)
{
    const int domain = p.server->scaleUpDomainGpus;
    const int gpus = p.server->gpuCount;
    if (gpus > 0 && domain > gpus && domain % gpus != 0) {
        throw FormatError(p.id + ".server.scaleup_domain_gpus",
                          json_fields::FieldText::tr(
                              "Part \"%1\" joins %2 GPUs in one scale-up domain, which is not a "
                              "whole number of its %3-GPU servers.")
                              .arg(QString::fromStdString(p.id))
                              .arg(domain)
                              .arg(gpus));
    }
}

} // namespace

std::vector<Part> readCatalogDataFile(const QString& path)
{
    const std::string name = QFileInfo(path).fileName().toStdString();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        throw FormatError(
            name,
            json_fields::FieldText::tr("The file cannot be opened: %1.").arg(file.errorString()));
    }
    const QByteArray bytes = file.readAll();
    nlohmann::json root;
    try {
        root = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const nlohmann::json::parse_error& e) {
        throw FormatError(
            name,
            json_fields::FieldText::tr("Not valid JSON: %1").arg(QString::fromUtf8(e.what())));
    }
    json_fields::JsonReader reader(root, name + ":$");
    int format = 0;
    reader.field("catalog_format", format, {1, 1});
    const nlohmann::json* list = reader.find("parts");
    reader.finish();
    if (!list) {
        throw FormatError(name + ":$.parts",
                          json_fields::FieldText::tr("This value is required but missing."));
    }
    json_fields::JsonReader::checkArray(*list, name + ":$.parts", 100'000);
    std::vector<Part> parts;
    for (std::size_t i = 0; i < list->size(); ++i) {
        parts.push_back(partFromJson((*list)[i], name + ":$.parts[" + std::to_string(i) + "]"));
    }
    return parts;
}

void checkCatalog(const std::vector<Part>& parts)
{
    std::set<std::string> ids;
    std::map<std::string, const Part*> byId;
    for (const Part& p : parts) {
        byId.emplace(p.id, &p);
        if (!ids.insert(p.id).second) {
            throw FormatError(p.id,
                              json_fields::FieldText::tr("The id \"%1\" is used by two parts.")
                                  .arg(QString::fromStdString(p.id)));
        }
    }
    for (const Part& p : parts) {
        if (p.server) {
            requireRef(ids, p, p.server->gpuPartId, "server.gpu");
            requireRef(ids, p, p.server->cpuPartId, "server.cpu");
            for (const NicConfig& nic : p.server->nics) {
                requireRef(ids, p, nic.partId, "server.nics");
            }
            if (!p.server->rackFrame.empty()) {
                checkRackFrame(byId, p);
            }
            checkHosts(p);
            checkScaleUpDomain(p);
        }
        if (p.cloud) {
            requireRef(ids, p, p.cloud->gpuPartId, "cloud_offer.gpu");
        }
        if (p.gpu && !p.gpu->successor.empty()) {
            requireRef(ids, p, p.gpu->successor, "gpu.successor");
        }
    }
}

} // namespace cs::catalog
