#pragma once

#include "catalogparts.h"
#include "generator/clusterspec.h"
#include "model/design.h"
#include "model/part.h"
#include "model/snapshotdiff.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cs::ui {

// A design, or one sentence saying why there is none.
struct GenerationResult
{
    std::optional<Design> design;
    QString error;
};

// Runs one generation at a time off the GUI thread: large clusters take
// longer than a frame, and the window must keep drawing meanwhile.
class GenerationJob : public QObject
{
    Q_OBJECT

public:
    using Work = std::function<GenerationResult()>;

    explicit GenerationJob(QObject* parent = nullptr);
    ~GenerationJob() override;

    // Starts `work` on the thread pool; false when one is still running. The
    // work must own what it uses: it may outlive the page that started it.
    bool start(Work work);
    // From start() until finished() has gone out.
    bool isRunning() const { return mRunning; }
    // Blocks until the running work is done (tests, shutdown).
    void wait();

signals:
    void finished(const cs::ui::GenerationResult& result);

private:
    QFutureWatcher<GenerationResult> mWatcher;
    bool mRunning = false;
};

// Turns the generator's and the model's exceptions into a result.
GenerationResult runGeneration(const std::function<Design()>& build);
// Work that generates the spec's cluster from the catalog, with the catalog's
// supplies (cables, optics, PDUs, cooling) when the spec names none.
GenerationJob::Work generationWork(generator::ClusterSpec spec, const CatalogParts& catalog);

} // namespace cs::ui
