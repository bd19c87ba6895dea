// The maintenance routine of the project's two Chinese guides:
// "GPU高运算服务器如何选？AI训练与科学计算实战指南" (the GPU server guide):
//   part 5 (deployment pitfalls: driver conflicts on many-GPU machines,
//   frameworks needing other CUDA versions, throttling from poor cooling,
//   "电源跟不上就会重启"), part 6 (test it yourself: a real training job,
//   bandwidthTest, multi-GPU scaling) and part 7 (operations: an alarm at
//   85 °C, "三个月清理一次，具体看机房环境");
// "GPU智算集群如何选型，才能不花冤枉钱？" (the cluster selection guide):
//   part 5 (watch every GPU's temperature, use and power in real time),
//   part 6 (cooling) and part 8 (benchmark with your own code).
// Where a guide gives no interval the task says the interval is an estimate.
#include "maintenance.h"

#include "alarms.h"
#include "opstext.h"

namespace cs::ops {

const std::vector<MaintenanceTask>& maintenanceTasks()
{
    static const std::vector<MaintenanceTask> tasks = {
        {QT_TRANSLATE_NOOP("OpsText",
                           "Watch every GPU's temperature, use and power and the cluster's "
                           "health; alarm when a GPU passes %1 °C and look into it."),
         QT_TRANSLATE_NOOP("OpsText", "Continuously, with the alerts above."),
         QT_TRANSLATE_NOOP("OpsText", "GPU server guide, part 7; cluster selection guide, part 5"),
         false, alarm::kGpuTemperatureC},
        {QT_TRANSLATE_NOOP("OpsText", "Clean the dust out of servers, switches and air filters: "
                                      "dust that builds up lowers the cooling's efficiency."),
         QT_TRANSLATE_NOOP("OpsText",
                           "About every three months, adjusted to how dusty the room is."),
         QT_TRANSLATE_NOOP("OpsText", "GPU server guide, part 7"), false},
        {QT_TRANSLATE_NOOP("OpsText",
                           "Check fans, power supplies and the room's cooling (fault lights, the "
                           "BMC's fan and supply status); replace a failed part from the spares."),
         QT_TRANSLATE_NOOP("OpsText", "Weekly, and after any power or temperature alert."),
         QT_TRANSLATE_NOOP("OpsText", "GPU server guide, part 5; cluster selection guide, part 6"),
         true},
        {QT_TRANSLATE_NOOP("OpsText",
                           "Update drivers, firmware and CUDA on one node first and benchmark it, "
                           "then the rest; keep every node on the same versions."),
         QT_TRANSLATE_NOOP("OpsText",
                           "When a framework needs a newer CUDA or a fix is released; review "
                           "quarterly."),
         QT_TRANSLATE_NOOP("OpsText", "GPU server guide, part 5"), true},
        {QT_TRANSLATE_NOOP("OpsText",
                           "Benchmark after every change to hardware, drivers or firmware: a real "
                           "training job, GPU memory bandwidth (bandwidthTest), multi-GPU scaling "
                           "and nccl-tests (judged by clustersmith-cli commission); compare with "
                           "the results at acceptance."),
         QT_TRANSLATE_NOOP("OpsText", "After each change, before the nodes return to service."),
         QT_TRANSLATE_NOOP("OpsText", "GPU server guide, part 6; cluster selection guide, part 8"),
         true},
    };
    return tasks;
}

QString whatText(const MaintenanceTask& task, const QLocale& locale)
{
    const QString what = OpsText::tr(task.what);
    return what.contains(QLatin1String("%1")) ? what.arg(locale.toString(task.value)) : what;
}

QString whenText(const MaintenanceTask& task)
{
    const QString when = OpsText::tr(task.when);
    return task.whenIsEstimate ? OpsText::tr("%1 (estimate)").arg(when) : when;
}

QString sourceText(const MaintenanceTask& task)
{
    return OpsText::tr(task.source);
}

QString guidesText()
{
    return OpsText::tr("The guides: “GPU高运算服务器如何选？AI训练与科学计算实战指南” (the GPU "
                       "server guide) and “GPU智算集群如何选型，才能不花冤枉钱？” (the cluster "
                       "selection guide).");
}

} // namespace cs::ops
