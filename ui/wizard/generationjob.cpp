#include "generationjob.h"

#include "generator/generator.h"
#include "model/modelerror.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace cs::ui {

GenerationJob::GenerationJob(QObject* parent) : QObject(parent)
{
    connect(&mWatcher, &QFutureWatcher<GenerationResult>::finished, this, [this] {
        mRunning = false;
        emit finished(mWatcher.result());
    });
}

GenerationJob::~GenerationJob() = default;

bool GenerationJob::start(Work work)
{
    if (mRunning) {
        return false;
    }
    mRunning = true;
    mWatcher.setFuture(QtConcurrent::run(std::move(work)));
    return true;
}

void GenerationJob::wait()
{
    mWatcher.waitForFinished();
}

GenerationResult runGeneration(const std::function<Design()>& build)
{
    GenerationResult result;
    try {
        result.design = build();
    } catch (const generator::GeneratorError& e) {
        result.error = e.message();
    } catch (const ModelError& e) {
        result.error = QCoreApplication::translate("cs::ui::GenerationJob",
                                                   "The design could not be built: %1")
                           .arg(e.message());
    } catch (const std::exception& e) {
        result.error = QCoreApplication::translate("cs::ui::GenerationJob",
                                                   "The design could not be built: %1")
                           .arg(QString::fromUtf8(e.what()));
    }
    return result;
}

GenerationJob::Work generationWork(generator::ClusterSpec spec, const CatalogParts& catalog)
{
    if (spec.supplyPartIds.empty()) {
        spec.supplyPartIds = generator::supplyPartIds(catalog.all());
    }
    return [spec = std::move(spec), parts = catalog.lookup()] {
        return runGeneration([&] { return generator::generateCluster(spec, parts); });
    };
}

} // namespace cs::ui
