#pragma once

#include "model/part.h"

#include <QDate>
#include <QString>

#include <vector>

namespace cs::report {

enum class Paper
{
    A4,
    Letter
};

struct ReportOptions
{
    Paper paper = Paper::A4;
    // "en" or "zh_CN": headings, numbers and dates in that language (when its
    // translation is installed) and a font that carries its script.
    QString language = QStringLiteral("en");
    QDate date = QDate::currentDate();
    // Cloud offers beside the design's own, for the TCO comparison (usually
    // the catalog's).
    std::vector<Part> cloudOffers;
    // GPU parts beside the design's own, for the next-GPU-generation what-if
    // (usually the catalog's).
    std::vector<Part> catalogGpus;
    // Where clustersmith_<language>.qm is looked for first; empty: only the
    // installed share/clustersmith/translations beside the program and the
    // application's resources (":/translations").
    QString translationsDir;
    // Elevation pages at most; larger designs draw each distinct rack layout
    // once, and beyond this many pages list the rest.
    int maxElevationPages = 8;
};

} // namespace cs::report
