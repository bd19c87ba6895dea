#include "commissioncells.h"

#include "commissiontext.h"

#include <QFileInfo>

namespace cs::commission {

namespace {

QString number(std::optional<double> v, int decimals, const QLocale& locale)
{
    return v ? locale.toString(*v, 'f', decimals) : QStringLiteral("—");
}

QString bytes(std::optional<double> b, const QLocale& locale)
{
    return b ? locale.formattedDataSize(qint64(*b), 0, QLocale::DataSizeTraditionalFormat)
             : QStringLiteral("—");
}

// "host_to_device_memcpy_ce (GPU 7)": the slowest GPU or pair of a matrix.
QString testName(const BandwidthJudgement& j)
{
    const QString test = QString::fromStdString(j.test);
    return j.where.empty() ? test
                           : test + QStringLiteral(" (%1)").arg(QString::fromStdString(j.where));
}

} // namespace

QString verdictWord(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return CommissionText::tr("pass");
    case Verdict::Fail:
        return CommissionText::tr("fail");
    case Verdict::NotJudged:
        return CommissionText::tr("not judged");
    case Verdict::NotModelled:
        return CommissionText::tr("not modelled");
    }
    return {};
}

QString fileNameOf(const std::string& path)
{
    return QFileInfo(QString::fromStdString(path)).fileName();
}

QStringList ncclHeaders()
{
    return {CommissionText::tr("File"),     CommissionText::tr("Test"),
            CommissionText::tr("Ranks"),    CommissionText::tr("Hosts"),
            CommissionText::tr("Size"),     CommissionText::tr("Bus GB/s"),
            CommissionText::tr("In place"), CommissionText::tr("Predicted"),
            CommissionText::tr("Ratio"),    CommissionText::tr("Verdict")};
}

QStringList ncclCells(const NcclJudgement& j, const QLocale& locale)
{
    return {fileNameOf(j.file),
            QString::fromStdString(j.collective),
            locale.toString(j.ranks),
            locale.toString(qlonglong(j.hosts.size())),
            bytes(j.messageBytes, locale),
            number(j.busbwGBps, 1, locale),
            number(j.busbwInPlaceGBps, 1, locale),
            number(j.expectedBusbwGBps, 1, locale),
            number(j.ratio, 2, locale),
            verdictWord(j.verdict)};
}

QStringList bandwidthHeaders()
{
    return {CommissionText::tr("File"),          CommissionText::tr("Tool"),
            CommissionText::tr("Host"),          CommissionText::tr("Test"),
            CommissionText::tr("Measured GB/s"), CommissionText::tr("Predicted"),
            CommissionText::tr("Ratio"),         CommissionText::tr("Verdict")};
}

QStringList bandwidthCells(const BandwidthJudgement& j, const QLocale& locale)
{
    return {fileNameOf(j.file),
            QString::fromStdString(j.tool),
            QString::fromStdString(j.host),
            testName(j),
            number(j.measuredGBps, 1, locale),
            number(j.expectedGBps, 1, locale),
            number(j.ratio, 2, locale),
            verdictWord(j.verdict)};
}

QString findingLine(const CommissionFinding& f)
{
    return f.file.empty() ? f.message : fileNameOf(f.file) + QStringLiteral(": ") + f.message;
}

int failedCount(const CommissionReport& report)
{
    int failed = 0;
    for (const NcclJudgement& j : report.nccl) {
        failed += j.verdict == Verdict::Fail;
    }
    for (const BandwidthJudgement& j : report.bandwidth) {
        failed += j.verdict == Verdict::Fail;
    }
    return failed;
}

} // namespace cs::commission
