#pragma once

#include "inspectorpage.h"

#include "model/entities.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cs::ui {

class NicListEditor;

// A device's name and, for servers, GPU model and count (only GPUs the
// chassis takes), CPU model and count, RAM, NICs and local NVMe. With several
// devices selected, a field edits all of them in one undo step. Storage
// appliances of one storage system show that system's name, filesystem and
// members, and can leave it or remove it.
class DevicePage : public InspectorPage
{
    Q_OBJECT

public:
    DevicePage(Document& document, const PartChoices& parts, QWidget* parent = nullptr);

    void setDevices(std::vector<DeviceId> ids);
    void reload() override;

    QLineEdit* nameField() const { return mName; }
    QComboBox* gpuModelField() const { return mGpuModel; }
    QSpinBox* gpuCountField() const { return mGpuCount; }
    QComboBox* cpuModelField() const { return mCpuModel; }
    QSpinBox* cpuCountField() const { return mCpuCount; }
    QDoubleSpinBox* ramField() const { return mRam; }
    QDoubleSpinBox* nvmeField() const { return mNvme; }
    NicListEditor* nicsField() const { return mNics; }
    // The storage system of the selected storage appliances (all in one system).
    QLineEdit* storageNameField() const { return mStorageName; }
    QLineEdit* filesystemField() const { return mFilesystem; }
    QPushButton* leaveStorageButton() const { return mLeaveStorage; }
    QPushButton* removeStorageButton() const { return mRemoveStorage; }

private:
    std::vector<const Device*> devices() const;
    const Part* partOf(const Device& device) const;
    // Every selected device's configuration changed by edit, as one step.
    void editConfigs(QWidget* field, const std::function<void(DeviceConfig&)>& edit,
                     const std::vector<std::string>& partIds = {});
    void rename(const QString& name);
    void fillGpuModels(const std::vector<const Device*>& devices);
    void fillCpuModels();
    void showServer(const Device& first, bool server, bool gpus);
    void addStorageFields();
    // The one storage system every selected device belongs to, if any.
    const StorageSystem* commonStorageSystem() const;
    void showStorage();
    void editStorage(QWidget* field, const std::function<void(StorageSystem&)>& edit);
    void removeStorage();

    std::vector<DeviceId> mIds;
    QLabel* mPart = nullptr;
    QLineEdit* mName = nullptr;
    QComboBox* mGpuModel = nullptr;
    QSpinBox* mGpuCount = nullptr;
    QComboBox* mCpuModel = nullptr;
    QSpinBox* mCpuCount = nullptr;
    QDoubleSpinBox* mRam = nullptr;
    QDoubleSpinBox* mNvme = nullptr;
    NicListEditor* mNics = nullptr;
    QLineEdit* mStorageName = nullptr;
    QLineEdit* mFilesystem = nullptr;
    QLabel* mStorageMembers = nullptr;
    QPushButton* mLeaveStorage = nullptr;
    QPushButton* mRemoveStorage = nullptr;
};

// The effective configuration: the device's overrides over its part's defaults.
struct EffectiveConfig
{
    std::string gpuPartId;
    int gpuCount = 0;
    int gpuSlots = 0;
    std::string cpuPartId;
    int cpuCount = 0;
    double ramGb = 0;
    double localNvmeTb = 0;
    std::vector<NicConfig> nics;
};
EffectiveConfig effectiveConfig(const Design& design, const Device& device);

} // namespace cs::ui
