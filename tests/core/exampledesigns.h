#pragma once

// The designs and workloads shipped in resources/examples, loaded as a user
// opens them, and the comparison of figures the tests on them share.
#include "io/designfile.h"
#include "io/workloadcodec.h"

#include <QFile>
#include <QString>
#include <QtGlobal>

#include <algorithm>
#include <cmath>

inline cs::Design exampleDesign(const char* name)
{
    const cs::DesignLoadResult r = cs::loadDesignFile(
        QStringLiteral(CS_SOURCE_DIR "/resources/examples/") + QLatin1String(name));
    if (!r.ok()) {
        qFatal("cannot load %s", name);
    }
    return *r.design;
}

// A workload shipped in resources/examples (llama-70b-training.workload.json, …).
inline cs::Workload exampleWorkload(const char* name)
{
    QFile f(QStringLiteral(CS_SOURCE_DIR "/resources/examples/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", name);
    }
    return cs::workloadFromJson(nlohmann::json::parse(f.readAll().toStdString()));
}

// Equal but for floating-point rounding: the same figure reached two ways.
inline bool sameFigure(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}
