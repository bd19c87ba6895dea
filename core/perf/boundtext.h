#pragma once

#include <QString>

#include <string>

namespace cs {

// What bounds a plan or a job (the performance model's `bound`, which stays
// English in JSON for scripts), in the reader's language for findings, text,
// tables and charts. A phrase the model adds later reads as the model wrote it.
QString boundText(const std::string& bound);

} // namespace cs
