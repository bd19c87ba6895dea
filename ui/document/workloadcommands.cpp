#include "workloadcommands.h"

#include "document.h"
#include "io/formaterror.h"
#include "io/workloadcodec.h"
#include "model/design.h"
#include "model/modelerror.h"

#include <QCoreApplication>

#include <set>

namespace cs::ui {

namespace {

QString nameOf(const Workload& w)
{
    return QString::fromStdString(w.name);
}

} // namespace

// The file's own reader decides what a workload may hold.
void WorkloadList::check(const std::vector<Workload>& workloads)
{
    std::set<std::string> names;
    for (std::size_t i = 0; i < workloads.size(); ++i) {
        const Workload& w = workloads[i];
        const QString name = QString::fromStdString(w.name);
        if (w.name.empty()) {
            throw ModelError("BAD_WORKLOAD",
                             QCoreApplication::translate("cs::ui::WorkloadCommands",
                                                         "A workload needs a name."));
        }
        if (!names.insert(w.name).second) {
            throw ModelError("BAD_WORKLOAD", QCoreApplication::translate(
                                                 "cs::ui::WorkloadCommands",
                                                 "The design already has a workload named \"%1\".")
                                                 .arg(name));
        }
        try {
            workloadFromJson(workloadBodyToJson(w), "$.workloads[" + std::to_string(i) + "]");
        } catch (const FormatError& e) {
            throw ModelError("BAD_WORKLOAD", QCoreApplication::translate("cs::ui::WorkloadCommands",
                                                                         "Workload \"%1\": %2")
                                                 .arg(name, QString::fromStdString(e.what())));
        }
    }
}

std::unique_ptr<SetWorkloadsCommand> SetWorkloadsCommand::add(Document& document, Workload workload)
{
    std::vector<Workload> all = document.design().workloads;
    const QString text =
        QCoreApplication::translate("cs::ui::WorkloadCommands", "Add workload \"%1\"")
            .arg(nameOf(workload));
    all.push_back(std::move(workload));
    return std::make_unique<SetWorkloadsCommand>(document, std::move(all), text);
}

std::unique_ptr<SetWorkloadsCommand>
SetWorkloadsCommand::replace(Document& document, std::size_t index, Workload workload)
{
    std::vector<Workload> all = document.design().workloads;
    const QString text =
        QCoreApplication::translate("cs::ui::WorkloadCommands", "Edit workload \"%1\"")
            .arg(nameOf(workload));
    if (index < all.size()) {
        all[index] = std::move(workload);
    }
    return std::make_unique<SetWorkloadsCommand>(document, std::move(all), text);
}

std::unique_ptr<SetWorkloadsCommand> SetWorkloadsCommand::remove(Document& document,
                                                                 std::size_t index)
{
    std::vector<Workload> all = document.design().workloads;
    QString text = QCoreApplication::translate("cs::ui::WorkloadCommands", "Remove workload");
    if (index < all.size()) {
        text = QCoreApplication::translate("cs::ui::WorkloadCommands", "Remove workload \"%1\"")
                   .arg(nameOf(all[index]));
        all.erase(all.begin() + std::ptrdiff_t(index));
    }
    return std::make_unique<SetWorkloadsCommand>(document, std::move(all), text);
}

} // namespace cs::ui
