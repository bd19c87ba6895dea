#include "editlatency.h"

#include "dashboard/analysisrunner.h"
#include "document/devicecommands.h"
#include "document/document.h"

#include <QElapsedTimer>
#include <QEventLoop>

#include <memory>
#include <string>

namespace cs::bench {

double editToReportMs(ui::Document& doc, ui::AnalysisRunner& runner, int round,
                      const std::function<void()>& shown)
{
    QEventLoop loop;
    QObject::connect(&runner, &ui::AnalysisRunner::updated, &loop, [&] {
        if (shown) {
            shown();
        }
        loop.quit();
    });
    QElapsedTimer clock;
    clock.start();
    const Device& first = doc.design().devices().front();
    (void)doc.execute(
        std::make_unique<ui::RenameDeviceCommand>(doc, first.id, "bench-" + std::to_string(round)));
    loop.exec();
    return double(clock.nsecsElapsed()) / 1e6;
}

} // namespace cs::bench
