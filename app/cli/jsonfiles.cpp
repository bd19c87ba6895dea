#include "jsonfiles.h"

#include "io/formaterror.h"
#include "output.h"

#include <QFile>

namespace cs::cli {

nlohmann::json readJsonFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        throw UsageError{CliText::tr("%1 cannot be read: %2.").arg(path, file.errorString())};
    }
    nlohmann::json json = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    if (json.is_discarded()) {
        throw UsageError{CliText::tr("%1 is not valid JSON.").arg(path)};
    }
    return json;
}

sizing::Workload readWorkload(const QString& path)
{
    const nlohmann::json json = readJsonFile(path);
    try {
        return sizing::workloadFromJson(json);
    } catch (const FormatError& e) {
        throw UsageError{
            QStringLiteral("%1: %2: %3").arg(path, QString::fromStdString(e.path()), e.message())};
    }
}

} // namespace cs::cli
