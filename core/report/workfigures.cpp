#include "workfigures.h"

#include "boundtext.h"

#include <QCoreApplication>

namespace cs {

namespace {

class WorkFigureText
{
    Q_DECLARE_TR_FUNCTIONS(WorkFigureText)
};

QString percent(double share, const QLocale& locale)
{
    return WorkFigureText::tr("%1 %").arg(locale.toString(share * 100, 'f', 0));
}

} // namespace

std::vector<std::pair<QString, QString>> workFigureRows(const perf::WorkEstimate& e,
                                                        const QLocale& locale)
{
    std::vector<std::pair<QString, QString>> rows{
        {WorkFigureText::tr("GPUs"), locale.toString(e.gpus)}};
    if (e.peakPerGpu > 0) {
        rows.emplace_back(WorkFigureText::tr("Peak per GPU"),
                          workRateText(e.peakPerGpu, e.unit, locale));
        rows.emplace_back(e.sharedDefault ? WorkFigureText::tr("Sustained share (the model's "
                                                               "default)")
                                          : WorkFigureText::tr("Sustained share"),
                          percent(e.sustainedShare, locale));
    } else {
        rows.emplace_back(WorkFigureText::tr("Measured per GPU"),
                          workRateText(e.ratePerGpu / e.sustainedShare, e.unit, locale));
        rows.emplace_back(WorkFigureText::tr("Scaling efficiency"),
                          percent(e.sustainedShare, locale));
    }
    rows.emplace_back(WorkFigureText::tr("Sustained per GPU"),
                      workRateText(e.ratePerGpu, e.unit, locale));
    rows.emplace_back(WorkFigureText::tr("Whole cluster"),
                      workRateText(e.clusterRate(), e.unit, locale));
    rows.emplace_back(WorkFigureText::tr("Days"), locale.toString(e.days, 'f', 1));
    return rows;
}

} // namespace cs
