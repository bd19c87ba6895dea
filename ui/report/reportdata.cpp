#include "reportdata.h"

#include "commission/benchmarkfiles.h"
#include "io/formaterror.h"
#include "reporttr.h"
#include "tco/bom.h"
#include "tco/tcoassumptions.h"

namespace cs::report {

ReportData::ReportData(const Design& d, ReportOptions o)
    : design(d), options(std::move(o)), format(reportLocale(options.language)),
      summary(summarize(d)),
      analysis(analysis::analyze(d, analysis::assumptionsFor(d), options.catalogGpus)),
      facts(std::make_unique<analysis::DesignFacts>(d, analysis.assumptions))
{
    style.locale = format.locale();
    try {
        tco = tco::computeTco(d, tco::tcoAssumptionsFor(d), options.cloudOffers,
                              &analysis.performance);
    } catch (const FormatError& e) {
        tcoError = render::Report::tr("The design's TCO assumptions cannot be used (%1: %2).")
                       .arg(QString::fromStdString(e.path()), e.message());
    }
    // Spares count parts, not money: without the TCO any currency will do.
    spares = ops::spareLines(
        d, tco ? tco->bom : tco::buildBom(d, tco::Money("USD", tco::TcoAssumptions().cnyPerUsd)));
    commissioning = commission::commissionAttached(d, analysis);
}

QString ReportData::currency() const
{
    return QString::fromStdString(tco ? tco->currency : design.facility.currency);
}

} // namespace cs::report
