#pragma once

#include "generator/clusterspec.h"

#include <QString>

#include <optional>
#include <vector>

namespace cs::ui {

// A ready-made starting point: one of the bundled example designs, or a
// cluster spec for the generator.
struct ClusterTemplate
{
    QString title;
    QString description;
    int gpus = 0;
    QString exampleFile; // a file name in examplesDirectory(), or empty
    std::optional<generator::ClusterSpec> spec;
};

std::vector<ClusterTemplate> clusterTemplates();

// share/clustersmith/examples beside the running program's bin/, or
// $CLUSTERSMITH_EXAMPLES.
QString examplesDirectory();

} // namespace cs::ui
