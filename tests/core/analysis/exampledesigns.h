#pragma once

// The designs shipped in resources/examples, loaded as a user opens them.
#include "io/designfile.h"

#include <QString>
#include <QtGlobal>

inline cs::Design exampleDesign(const char* name)
{
    const cs::DesignLoadResult r = cs::loadDesignFile(
        QStringLiteral(CS_SOURCE_DIR "/resources/examples/") + QLatin1String(name));
    if (!r.ok()) {
        qFatal("cannot load %s", name);
    }
    return *r.design;
}
