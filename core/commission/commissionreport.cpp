#include "commissionreport.h"

#include "commissiontext.h"

#include <QLocale>
#include <QStringList>

#include <cstdint>

namespace cs::commission {

namespace {

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json ncclToJson(const NcclJudgement& j)
{
    return {{"file", j.file},
            {"collective", j.collective},
            {"ranks", j.ranks},
            {"ranks_per_host", j.ranksPerHost},
            {"hosts", j.hosts},
            {"gpu", j.gpu},
            {"message_bytes", std::int64_t(j.messageBytes)},
            {"smallest_message_bytes", std::int64_t(j.smallestBytes)},
            {"sizes", j.sizes},
            {"busbw_gbytes_per_s", j.busbwGBps},
            {"busbw_in_place_gbytes_per_s", orNull(j.busbwInPlaceGBps)},
            {"expected_busbw_gbytes_per_s", orNull(j.expectedBusbwGBps)},
            {"expected_algorithm", j.algorithm},
            {"ratio", orNull(j.ratio)},
            {"verdict", toName(j.verdict)},
            {"threshold", kPassRatio},
            {"reason", j.reason.toStdString()}};
}

QString bytesText(double bytes)
{
    return QLocale::c().formattedDataSize(qint64(bytes), 0, QLocale::DataSizeIecFormat);
}

QString gbps(double v)
{
    return CommissionText::tr("%1 GB/s").arg(v, 0, 'f', 1);
}

QString verdictText(const NcclJudgement& j)
{
    switch (j.verdict) {
    case Verdict::Pass:
        return CommissionText::tr("pass (at least %1 of the prediction)")
            .arg(kPassRatio, 0, 'f', 2);
    case Verdict::Fail:
        return CommissionText::tr("fail (below %1 of the prediction)").arg(kPassRatio, 0, 'f', 2);
    case Verdict::NotJudged:
        return CommissionText::tr("not judged: %1").arg(j.reason);
    case Verdict::NotModelled:
        return CommissionText::tr("not modelled: %1").arg(j.reason);
    }
    return {};
}

QString ncclText(const NcclJudgement& j)
{
    QString t = QString::fromStdString(j.file) + QLatin1Char('\n');
    t += CommissionText::tr("  %1 on %2 rank(s), %3 host(s) (%4), %5\n")
             .arg(QString::fromStdString(j.collective))
             .arg(j.ranks)
             .arg(j.hosts.size())
             .arg(QString::fromStdString(j.hosts.front()) +
                  (j.hosts.size() > 1 ? QStringLiteral(" …") : QString()))
             .arg(QString::fromStdString(j.gpu));
    t += CommissionText::tr("  sizes %1 to %2 (%3)\n")
             .arg(bytesText(j.smallestBytes), bytesText(j.messageBytes))
             .arg(j.sizes);
    t += CommissionText::tr("  busbw at %1: %2 out-of-place, %3 in-place\n")
             .arg(bytesText(j.messageBytes), gbps(j.busbwGBps),
                  j.busbwInPlaceGBps ? gbps(*j.busbwInPlaceGBps) : QStringLiteral("-"));
    if (j.expectedBusbwGBps) {
        t += CommissionText::tr("  predicted: %1 (%2), ratio %3\n")
                 .arg(gbps(*j.expectedBusbwGBps), QString::fromStdString(j.algorithm))
                 .arg(j.ratio.value_or(0), 0, 'f', 2);
    }
    return t + CommissionText::tr("  verdict: %1\n").arg(verdictText(j));
}

} // namespace

nlohmann::json reportToJson(const CommissionReport& report)
{
    nlohmann::json nccl = nlohmann::json::array();
    for (const NcclJudgement& j : report.nccl) {
        nccl.push_back(ncclToJson(j));
    }
    nlohmann::json findings = nlohmann::json::array();
    for (const CommissionFinding& f : report.findings) {
        findings.push_back({{"file", f.file}, {"message", f.message.toStdString()}});
    }
    return {{"format", "clustersmith-commission"},
            {"format_version", 1},
            {"nccl", nccl},
            {"bandwidth", nlohmann::json::array()},
            {"findings", findings}};
}

std::string reportToText(const CommissionReport& report)
{
    QString t;
    for (const NcclJudgement& j : report.nccl) {
        t += ncclText(j) + QLatin1Char('\n');
    }
    if (!report.findings.empty()) {
        t += CommissionText::tr("Findings:\n");
    }
    for (const CommissionFinding& f : report.findings) {
        const QString where =
            f.file.empty() ? QString() : QString::fromStdString(f.file) + QStringLiteral(": ");
        t += QStringLiteral("- ") + where + f.message + QLatin1Char('\n');
    }
    return t.toStdString();
}

} // namespace cs::commission
