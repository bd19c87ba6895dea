#pragma once

#include <QStringList>

namespace cs::cli {

// Exit codes shared by every subcommand.
enum ExitCode
{
    Ok = 0,
    DesignHasErrors = 1,
    UsageOrInputError = 2
};

int runCatalog(const QStringList& args);
int runValidate(const QStringList& args);
int runEvaluate(const QStringList& args);
int runGenerate(const QStringList& args);
int runSize(const QStringList& args);
int runPerf(const QStringList& args);
int runTco(const QStringList& args);
int runExport(const QStringList& args);
int runCompare(const QStringList& args);
int runCommission(const QStringList& args);
int runExport(const QStringList& args);

} // namespace cs::cli
