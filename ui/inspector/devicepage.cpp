#include "devicepage.h"

#include "niclisteditor.h"

#include "document/devicecommands.h"
#include "document/document.h"
#include "document/storagecommands.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace cs::ui {

namespace {

// Upper bounds of the editors only; the model decides what a chassis takes
// and says why when it refuses.
constexpr int kMaxCount = 1024;
constexpr double kMaxRamGb = 1.0e5;
constexpr double kMaxNvmeTb = 1.0e4;

} // namespace

EffectiveConfig effectiveConfig(const Design& design, const Device& device)
{
    EffectiveConfig e;
    const Part* part = design.part(device.partId);
    const ServerSpec* s = part && part->server ? &*part->server : nullptr;
    const DeviceConfig& c = device.config;
    e.gpuPartId = c.gpuPartId.value_or(s ? s->gpuPartId : std::string());
    e.gpuCount = c.gpuCount.value_or(s ? s->gpuCount : 0);
    e.gpuSlots = s ? s->gpuSlots : 0;
    e.cpuPartId = c.cpuPartId.value_or(s ? s->cpuPartId : std::string());
    e.cpuCount = c.cpuCount.value_or(s ? s->cpuCount : 0);
    e.ramGb = c.ramGb.value_or(s ? s->ramGb : 0);
    e.localNvmeTb = c.localNvmeTb.value_or(s ? s->localNvmeTb : 0);
    e.nics = design.nicsOf(device);
    return e;
}

DevicePage::DevicePage(Document& document, const PartChoices& parts, QWidget* parent)
    : InspectorPage(document, parts, parent)
{
    mName = lineField(tr("Name"), [this](const QString& name) { rename(name); });
    mPart = textField(tr("Part"));
    mGpuModel = choiceField(tr("GPU model"), [this](const QVariant& id) {
        const std::string gpu = id.toString().toStdString();
        editConfigs(mGpuModel, [&](DeviceConfig& c) { c.gpuPartId = gpu; }, {gpu});
    });
    mGpuCount = intField(tr("GPUs"), 0, kMaxCount, {}, [this](int n) {
        editConfigs(mGpuCount, [n](DeviceConfig& c) { c.gpuCount = n; });
    });
    mCpuModel = choiceField(tr("CPU model"), [this](const QVariant& id) {
        const std::string cpu = id.toString().toStdString();
        editConfigs(mCpuModel, [&](DeviceConfig& c) { c.cpuPartId = cpu; }, {cpu});
    });
    mCpuCount = intField(tr("CPUs"), -kMaxCount, kMaxCount, {}, [this](int n) {
        editConfigs(mCpuCount, [n](DeviceConfig& c) { c.cpuCount = n; });
    });
    mRam = doubleField(tr("RAM"), -kMaxRamGb, kMaxRamGb, 0, tr(" GB"), [this](double gb) {
        editConfigs(mRam, [gb](DeviceConfig& c) { c.ramGb = gb; });
    });
    mNvme = doubleField(tr("Local NVMe"), -kMaxNvmeTb, kMaxNvmeTb, 2, tr(" TB"), [this](double tb) {
        editConfigs(mNvme, [tb](DeviceConfig& c) { c.localNvmeTb = tb; });
    });
    mNics = new NicListEditor(this);
    addField(tr("NICs"), mNics);
    connect(mNics, &NicListEditor::listEdited, this, [this](const std::vector<NicConfig>& nics) {
        std::vector<std::string> ids;
        for (const NicConfig& n : nics) {
            ids.push_back(n.partId);
        }
        editConfigs(
            mNics, [&](DeviceConfig& c) { c.nics = nics; }, ids);
    });
    addStorageFields();
}

void DevicePage::addStorageFields()
{
    mStorageName = lineField(tr("Storage system"), [this](const QString& name) {
        if (!name.isEmpty()) {
            editStorage(mStorageName, [&](StorageSystem& s) { s.name = name.toStdString(); });
        }
    });
    mFilesystem = lineField(tr("Filesystem"), [this](const QString& fs) {
        editStorage(mFilesystem, [&](StorageSystem& s) { s.filesystem = fs.toStdString(); });
    });
    mStorageMembers = textField(tr("Members"));
    mLeaveStorage = new QPushButton(tr("Leave Storage System"), this);
    addField({}, mLeaveStorage);
    connect(mLeaveStorage, &QPushButton::clicked, this, [this] {
        editStorage(mLeaveStorage, [&](StorageSystem& s) {
            std::erase_if(s.devices, [&](DeviceId d) {
                return std::find(mIds.begin(), mIds.end(), d) != mIds.end();
            });
        });
    });
    mRemoveStorage = new QPushButton(tr("Remove Storage System"), this);
    addField({}, mRemoveStorage);
    connect(mRemoveStorage, &QPushButton::clicked, this, &DevicePage::removeStorage);
}

const StorageSystem* DevicePage::commonStorageSystem() const
{
    const StorageSystem* common = nullptr;
    for (DeviceId id : mIds) {
        const StorageSystem* s = storageSystemOf(design(), id);
        if (!s || (common && common != s)) {
            return nullptr;
        }
        common = s;
    }
    return common;
}

void DevicePage::showStorage()
{
    const StorageSystem* system = commonStorageSystem();
    for (QWidget* f : std::initializer_list<QWidget*>{mStorageName, mFilesystem, mStorageMembers,
                                                      mLeaveStorage, mRemoveStorage}) {
        setFieldVisible(f, system != nullptr);
    }
    if (!system) {
        return;
    }
    mStorageName->setText(QString::fromStdString(system->name));
    mFilesystem->setText(QString::fromStdString(system->filesystem));
    QStringList names;
    for (DeviceId id : system->devices) {
        const Device* d = design().device(id);
        names << QString::fromStdString(d ? d->name : std::string());
    }
    mStorageMembers->setText(names.join(QStringLiteral(", ")));
}

void DevicePage::editStorage(QWidget* field, const std::function<void(StorageSystem&)>& edit)
{
    const StorageSystem* system = commonStorageSystem();
    if (!system) {
        return;
    }
    StorageSystem changed = *system;
    edit(changed);
    if (changed == *system) {
        return;
    }
    Commands commands;
    commands.push_back(std::make_unique<SetStorageSystemCommand>(
        document(), changed,
        tr("Change storage system %1").arg(QString::fromStdString(changed.name))));
    commit(field, std::move(commands), {});
}

void DevicePage::removeStorage()
{
    if (const StorageSystem* system = commonStorageSystem()) {
        Commands commands;
        commands.push_back(std::make_unique<RemoveStorageSystemCommand>(document(), system->id));
        commit(mRemoveStorage, std::move(commands), {});
    }
}

void DevicePage::setDevices(std::vector<DeviceId> ids)
{
    mIds = std::move(ids);
    clearErrors();
    reload();
}

std::vector<const Device*> DevicePage::devices() const
{
    std::vector<const Device*> found;
    for (DeviceId id : mIds) {
        if (const Device* d = design().device(id)) {
            found.push_back(d);
        }
    }
    return found;
}

const Part* DevicePage::partOf(const Device& device) const
{
    return design().part(device.partId);
}

void DevicePage::editConfigs(QWidget* field, const std::function<void(DeviceConfig&)>& edit,
                             const std::vector<std::string>& partIds)
{
    Commands commands;
    for (const Device* d : devices()) {
        DeviceConfig config = d->config;
        edit(config);
        if (config != d->config) {
            commands.push_back(std::make_unique<SetDeviceConfigCommand>(
                document(), d->id, config, parts().partsToAdd(design(), partIds)));
        }
    }
    const QString text = tr("Change %n devices", nullptr, int(commands.size()));
    commit(field, std::move(commands), text);
}

void DevicePage::rename(const QString& name)
{
    const auto selected = devices();
    if (selected.size() != 1 || name.isEmpty() || name.toStdString() == selected.front()->name) {
        if (name.isEmpty()) {
            reload();
        }
        return;
    }
    Commands commands;
    commands.push_back(std::make_unique<RenameDeviceCommand>(document(), selected.front()->id,
                                                             name.toStdString()));
    commit(mName, std::move(commands), {});
}

void DevicePage::fillGpuModels(const std::vector<const Device*>& selected)
{
    mGpuModel->clear();
    for (const Part* gpu : parts().ofKind(design(), PartKind::Gpu)) {
        const bool takenByAll = std::all_of(selected.begin(), selected.end(), [&](const Device* d) {
            const Part* chassis = partOf(*d);
            return chassis && chassisTakes(*chassis, *gpu);
        });
        if (takenByAll) {
            mGpuModel->addItem(QString::fromStdString(gpu->name), QString::fromStdString(gpu->id));
        }
    }
}

void DevicePage::fillCpuModels()
{
    mCpuModel->clear();
    for (const Part* cpu : parts().ofKind(design(), PartKind::Cpu)) {
        const int cores = cpu->cpu ? cpu->cpu->cores : 0;
        mCpuModel->addItem(
            tr("%1 (%n cores)", nullptr, cores).arg(QString::fromStdString(cpu->name)),
            QString::fromStdString(cpu->id));
    }
}

void DevicePage::showServer(const Device& first, bool server, bool gpus)
{
    for (QWidget* f : {static_cast<QWidget*>(mCpuModel), static_cast<QWidget*>(mCpuCount),
                       static_cast<QWidget*>(mRam), static_cast<QWidget*>(mNvme),
                       static_cast<QWidget*>(mNics)}) {
        setFieldVisible(f, server);
    }
    setFieldVisible(mGpuModel, gpus);
    setFieldVisible(mGpuCount, gpus);
    if (!server) {
        return;
    }
    const EffectiveConfig e = effectiveConfig(design(), first);
    auto nameOf = [this](const std::string& id) {
        const Part* p = parts().find(design(), id);
        return QString::fromStdString(p ? p->name : id);
    };
    selectData(mGpuModel, QString::fromStdString(e.gpuPartId), nameOf(e.gpuPartId));
    mGpuCount->setValue(e.gpuCount);
    mGpuCount->setSuffix(e.gpuSlots > 0 ? tr(" of %1 slots").arg(e.gpuSlots) : QString());
    selectData(mCpuModel, QString::fromStdString(e.cpuPartId), nameOf(e.cpuPartId));
    mCpuCount->setValue(e.cpuCount);
    mRam->setValue(e.ramGb);
    mNvme->setValue(e.localNvmeTb);
    mNics->setNics(e.nics, parts().ofKind(design(), PartKind::Nic), nameOf);
}

void DevicePage::reload()
{
    const auto selected = devices();
    if (selected.empty()) {
        return;
    }
    const Device& first = *selected.front();
    const bool single = selected.size() == 1;
    mName->setText(single ? QString::fromStdString(first.name) : QString());
    if (!mName->hasFocus()) {
        mName->setCursorPosition(0);
    }
    mName->setPlaceholderText(single ? QString() : tr("%n devices", nullptr, int(selected.size())));
    mName->setEnabled(single);
    const bool samePart = std::all_of(selected.begin(), selected.end(),
                                      [&](const Device* d) { return d->partId == first.partId; });
    const Part* part = partOf(first);
    mPart->setText(samePart && part ? QString::fromStdString(part->name) : tr("several parts"));
    const bool server = std::all_of(selected.begin(), selected.end(), [&](const Device* d) {
        const Part* p = partOf(*d);
        return p && p->server;
    });
    const bool gpus =
        server && std::all_of(selected.begin(), selected.end(), [&](const Device* d) {
            return partOf(*d)->server->gpuSlots > 0 || effectiveConfig(design(), *d).gpuCount > 0;
        });
    if (gpus) {
        fillGpuModels(selected);
    }
    if (server) {
        fillCpuModels();
    }
    showServer(first, server, gpus);
    // NIC lists are edited together only where they agree.
    const bool sameNics = std::all_of(selected.begin(), selected.end(), [&](const Device* d) {
        return design().nicsOf(*d) == design().nicsOf(first);
    });
    mNics->setEnabled(sameNics);
    showStorage();
}

} // namespace cs::ui
