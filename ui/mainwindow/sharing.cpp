#include "sharing.h"

#include "catalognotice.h"
#include "mainwindow.h"

#include "catalog.h"
#include "document/document.h"
#include "export/exportactions.h"

#include <QAction>
#include <QMenu>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

// Export ends the file commands.
void addExportMenu(MainWindow& window, const catalog::Catalog* catalog)
{
    auto* exports = new ExportActions(window.document(), dialogPrompts(&window), &window);
    if (catalog) {
        exports->setCloudOffers(catalog->parts(PartKind::CloudOffer));
        exports->setCatalogGpus(catalog->parts(PartKind::Gpu));
    }
    window.fileMenu().put(FileCommand::Export, exports->menu());
}

// The notice sits above the central widget, sharing its column.
CatalogNotice* addNotice(MainWindow& window)
{
    QWidget* central = window.takeCentralWidget();
    auto* column = new QWidget(&window);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto* notice = new CatalogNotice(column);
    layout->addWidget(notice);
    layout->addWidget(central, 1);
    window.setCentralWidget(column);
    return notice;
}

} // namespace

void installSharing(MainWindow& window, const catalog::Catalog* catalog)
{
    addExportMenu(window, catalog);
    CatalogNotice* notice = addNotice(window);
    if (!catalog) {
        return;
    }
    Document& document = window.document();
    QObject::connect(&document, &Document::changed, notice,
                     [notice, &document, catalog](const DesignChange& change) {
                         if (change.reset) {
                             notice->showFor(document.design(), [catalog](const std::string& id) {
                                 return catalog->part(id);
                             });
                         }
                     });
}

} // namespace cs::ui
