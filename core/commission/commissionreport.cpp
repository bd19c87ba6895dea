#include "commissionreport.h"

#include "bandwidthassumptions.h"
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

nlohmann::json bandwidthToJson(const BandwidthJudgement& j)
{
    nlohmann::json out = {{"file", j.file},
                          {"tool", j.tool},
                          {"host", j.host},
                          {"device", j.device},
                          {"test", j.test},
                          {"where", j.where},
                          {"message_bytes", j.messageBytes
                                                ? nlohmann::json(std::int64_t(*j.messageBytes))
                                                : nlohmann::json(nullptr)},
                          {"measured_gbytes_per_s", j.measuredGBps},
                          {"expected_gbytes_per_s", orNull(j.expectedGBps)},
                          {"expected_from", j.basis.toStdString()},
                          {"ratio", orNull(j.ratio)},
                          {"verdict", toName(j.verdict)},
                          {"threshold", assumptions::kBandwidthPassRatio},
                          {"reason", j.reason.toStdString()}};
    if (j.measuredGbps) {
        out["measured_gbits_per_s"] = *j.measuredGbps;
    }
    return out;
}

QString bytesText(double bytes)
{
    return QLocale::c().formattedDataSize(qint64(bytes), 0, QLocale::DataSizeIecFormat);
}

QString gbps(double v)
{
    return CommissionText::tr("%1 GB/s").arg(v, 0, 'f', 1);
}

QString verdictText(Verdict verdict, const QString& reason, double threshold)
{
    switch (verdict) {
    case Verdict::Pass:
        return CommissionText::tr("pass (at least %1 of the prediction)").arg(threshold, 0, 'f', 2);
    case Verdict::Fail:
        return CommissionText::tr("fail (below %1 of the prediction)").arg(threshold, 0, 'f', 2);
    case Verdict::NotJudged:
        return CommissionText::tr("not judged: %1").arg(reason);
    case Verdict::NotModelled:
        return CommissionText::tr("not modelled: %1").arg(reason);
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
    return t +
           CommissionText::tr("  verdict: %1\n").arg(verdictText(j.verdict, j.reason, kPassRatio));
}

// One line: what ran, what it measured, what the design predicts, the verdict.
QString bandwidthText(const BandwidthJudgement& j)
{
    QStringList what{QString::fromStdString(j.test)};
    for (const std::string& part : {j.where, j.device}) {
        if (!part.empty()) {
            what << QString::fromStdString(part);
        }
    }
    if (j.messageBytes) {
        what << bytesText(*j.messageBytes);
    }
    QString t =
        QStringLiteral("  %1: %2").arg(what.join(QStringLiteral(", ")), gbps(j.measuredGBps));
    if (j.measuredGbps) {
        t += CommissionText::tr(" (%1 Gb/s)").arg(*j.measuredGbps, 0, 'f', 1);
    }
    if (j.expectedGBps) {
        t += CommissionText::tr(", predicted %1 (%2), ratio %3")
                 .arg(gbps(*j.expectedGBps), j.basis)
                 .arg(j.ratio.value_or(0), 0, 'f', 2);
    }
    return t + QStringLiteral(": ") +
           verdictText(j.verdict, j.reason, assumptions::kBandwidthPassRatio) + QLatin1Char('\n');
}

QString bandwidthBlocks(const std::vector<BandwidthJudgement>& judgements)
{
    QString t;
    for (std::size_t i = 0; i < judgements.size(); ++i) {
        const BandwidthJudgement& j = judgements[i];
        if (i == 0 || judgements[i - 1].file != j.file) {
            const QString host =
                j.host.empty() ? QString() : QStringLiteral(", ") + QString::fromStdString(j.host);
            t += (i == 0 ? QString() : QStringLiteral("\n")) + QString::fromStdString(j.file) +
                 QStringLiteral(" (") + QString::fromStdString(j.tool) + host +
                 QStringLiteral(")\n");
        }
        t += bandwidthText(j);
    }
    return judgements.empty() ? t : t + QLatin1Char('\n');
}

} // namespace

nlohmann::json reportToJson(const CommissionReport& report)
{
    nlohmann::json nccl = nlohmann::json::array();
    for (const NcclJudgement& j : report.nccl) {
        nccl.push_back(ncclToJson(j));
    }
    nlohmann::json bandwidth = nlohmann::json::array();
    for (const BandwidthJudgement& j : report.bandwidth) {
        bandwidth.push_back(bandwidthToJson(j));
    }
    nlohmann::json findings = nlohmann::json::array();
    for (const CommissionFinding& f : report.findings) {
        findings.push_back({{"file", f.file}, {"message", f.message.toStdString()}});
    }
    return {{"format", "clustersmith-commission"},
            {"format_version", 1},
            {"nccl", nccl},
            {"bandwidth", bandwidth},
            {"findings", findings}};
}

std::string reportToText(const CommissionReport& report)
{
    QString t;
    for (const NcclJudgement& j : report.nccl) {
        t += ncclText(j) + QLatin1Char('\n');
    }
    t += bandwidthBlocks(report.bandwidth);
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
