#include "templatepage.h"

#include "newclusterwizard.h"

#include "io/designfile.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QDir>
#include <QListWidget>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

GenerationResult loadExample(const QString& path)
{
    DesignLoadResult loaded = loadDesignFile(path);
    if (!loaded.ok()) {
        return {std::nullopt, QCoreApplication::translate("cs::ui::TemplatePage",
                                                          "the example %1 cannot be read (%2).")
                                  .arg(path, loaded.error->message)};
    }
    Design design = std::move(*loaded.design);
    return {std::move(design), QString()};
}

} // namespace

TemplatePage::TemplatePage(NewClusterWizard& wizard)
    : FinishingPage(wizard), mTemplates(clusterTemplates())
{
    setTitle(tr("Template"));
    setSubTitle(tr("A ready-made cluster to start from; every part of it can be changed "
                   "afterwards."));
    mList = new QListWidget;
    mList->setWordWrap(true);
    mList->setSpacing(4);
    for (const ClusterTemplate& t : mTemplates) {
        auto* item = new QListWidgetItem(
            tr("%1 — %2 GPUs\n%3").arg(t.title).arg(t.gpus).arg(t.description), mList);
        item->setSizeHint(QSize(0, 3 * mList->fontMetrics().lineSpacing() + 16));
    }
    mList->setCurrentRow(0);
    setForm(mList);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mList, 1);
    addStatusTo(layout);
    connect(mList, &QListWidget::currentRowChanged, this, &TemplatePage::forgetResult);
    connect(mList, &QListWidget::itemDoubleClicked, this,
            [this] { mWizard.button(QWizard::FinishButton)->click(); });
    setFinalPage(true);
}

int TemplatePage::selectedTemplate() const
{
    return mList->currentRow();
}

void TemplatePage::selectTemplate(int index)
{
    mList->setCurrentRow(index);
}

GenerationJob::Work TemplatePage::work() const
{
    const int row = std::max(0, selectedTemplate());
    const ClusterTemplate& t = mTemplates[std::size_t(row)];
    if (!t.spec) {
        return [path = QDir(examplesDirectory()).absoluteFilePath(t.exampleFile)] {
            return loadExample(path);
        };
    }
    return generationWork(*t.spec, mWizard.catalog());
}

} // namespace cs::ui
