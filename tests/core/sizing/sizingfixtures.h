#pragma once

// Parts the sizing tests share: a hand-built H100-like GPU, and the bundled
// catalog's parts read straight from catalog/data.
#include "catalogsource.h"
#include "model/part.h"

#include <QDir>

#include <string>
#include <vector>

inline std::vector<cs::Part> bundledParts()
{
    std::vector<cs::Part> catalog;
    const QDir dir(QStringLiteral(CS_SOURCE_DIR "/catalog/data"));
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        for (cs::Part& p : cs::catalog::readCatalogDataFile(dir.filePath(file))) {
            catalog.push_back(std::move(p));
        }
    }
    return catalog;
}

// H100 SXM figures: 80 GB, 3.35 TB/s, 989 TFLOPS dense BF16, 1979 FP8.
inline cs::Part h100Like(const std::string& id = "test-h100")
{
    cs::Part p;
    p.id = id;
    p.kind = cs::PartKind::Gpu;
    p.name = "Test H100";
    cs::GpuSpec g;
    g.memoryGb = 80;
    g.memoryBandwidthTBps = 3.35;
    g.denseTflops.bf16 = 989;
    g.denseTflops.fp8 = 1979;
    p.gpu = g;
    return p;
}
