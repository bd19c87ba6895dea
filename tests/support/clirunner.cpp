#include "clirunner.h"

#include <QDir>
#include <QProcess>

namespace cs::test {

CliRun runCli(const QString& program, const QStringList& args, const QString& userCatalogFile,
              const QStringList& unset, int timeoutMs)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLUSTERSMITH_USER_CATALOG"), QDir::temp().filePath(userCatalogFile));
    for (const QString& name : unset) {
        env.remove(name);
    }
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        return CliRun{-2, {}, QStringLiteral("timed out")};
    }
    return CliRun{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                  QString::fromUtf8(p.readAllStandardOutput()),
                  QString::fromUtf8(p.readAllStandardError())};
}

} // namespace cs::test
