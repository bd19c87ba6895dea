// The programs restart once with glibc's huge-page tunable, and keep a
// GLIBC_TUNABLES the user set. This test program is its own subject: started
// with --print-tunables it calls restartWithHugePageMalloc first thing, as the
// programs' main() does, and prints what GLIBC_TUNABLES it then runs with.
#include "hugepages.h"

#include <QProcess>
#include <QTest>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

QString tunablesSeenWith(const QProcessEnvironment& env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--print-tunables")});
    if (!p.waitForFinished(10000) || p.exitCode() != 0) {
        return QStringLiteral("(failed)");
    }
    return QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
}

} // namespace

class TestHugePages : public QObject
{
    Q_OBJECT

private slots:
    void restartsOnceWithTheTunable()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("GLIBC_TUNABLES"));
        QCOMPARE(tunablesSeenWith(env), QStringLiteral("glibc.malloc.hugetlb=1"));
    }

    void keepsTunablesTheUserSet()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GLIBC_TUNABLES"), QStringLiteral("glibc.malloc.arena_max=2"));
        QCOMPARE(tunablesSeenWith(env), QStringLiteral("glibc.malloc.arena_max=2"));
        env.insert(QStringLiteral("GLIBC_TUNABLES"), QString());
        QCOMPARE(tunablesSeenWith(env), QStringLiteral("(empty)"));
    }
};

int main(int argc, char** argv)
{
    if (argc == 2 && std::strcmp(argv[1], "--print-tunables") == 0) {
        cs::restartWithHugePageMalloc(argv);
        const char* tunables = std::getenv("GLIBC_TUNABLES");
        std::printf("%s\n", tunables && *tunables ? tunables : "(empty)");
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestHugePages test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hugepages.moc"
