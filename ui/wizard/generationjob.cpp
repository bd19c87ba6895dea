#include "generationjob.h"

#include "generator/generator.h"
#include "model/modelerror.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace cs::ui {

CatalogParts::CatalogParts(std::vector<Part> parts)
{
    auto byId = std::make_shared<std::map<std::string, Part>>();
    for (const Part& p : parts) {
        byId->emplace(p.id, p);
    }
    mParts = std::make_shared<const std::vector<Part>>(std::move(parts));
    mById = std::move(byId);
}

std::vector<Part> CatalogParts::ofKind(PartKind kind) const
{
    std::vector<Part> found;
    for (const Part& p : *mParts) {
        if (p.kind == kind) {
            found.push_back(p);
        }
    }
    return found;
}

const Part* CatalogParts::find(const std::string& id) const
{
    const auto it = mById->find(id);
    return it == mById->end() ? nullptr : &it->second;
}

PartLookup CatalogParts::lookup() const
{
    return [byId = mById](const std::string& id) -> std::optional<Part> {
        const auto it = byId->find(id);
        return it == byId->end() ? std::nullopt : std::optional<Part>(it->second);
    };
}

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
