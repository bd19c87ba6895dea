#include "workloadfile.h"

#include "io/formaterror.h"
#include "output.h"

#include <QFile>

namespace cs::cli {

sizing::Workload readWorkload(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        throw UsageError{CliText::tr("%1 cannot be read: %2.").arg(path, file.errorString())};
    }
    const nlohmann::json json = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    if (json.is_discarded()) {
        throw UsageError{CliText::tr("%1 is not valid JSON.").arg(path)};
    }
    try {
        return sizing::workloadFromJson(json);
    } catch (const FormatError& e) {
        throw UsageError{
            QStringLiteral("%1: %2: %3").arg(path, QString::fromStdString(e.path()), e.message())};
    }
}

} // namespace cs::cli
