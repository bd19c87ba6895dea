#pragma once

#include <QString>
#include <QStringList>

namespace cs::test {

struct CliRun
{
    int exitCode = -1; // -1: crashed, -2: timed out
    QString out;
    QString err;
};

// Runs `program` with `args` and a user catalog of its own in the temporary
// folder (named `userCatalogFile`), so that tests never touch the user's;
// `unset` lists environment variables the run goes without.
CliRun runCli(const QString& program, const QStringList& args, const QString& userCatalogFile,
              const QStringList& unset = {}, int timeoutMs = 60000);

} // namespace cs::test
