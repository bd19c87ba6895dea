#include "sharing.h"

#include "catalognotice.h"
#include "mainwindow.h"

#include "catalogparts.h"
#include "document/document.h"
#include "export/exportactions.h"

#include <QAction>
#include <QMenu>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

// Export ends the file commands.
void addExportMenu(MainWindow& window, const CatalogParts* catalog)
{
    auto* exports = new ExportActions(window.document(), dialogPrompts(&window), &window);
    if (catalog) {
        exports->setCloudOffers(catalog->ofKind(PartKind::CloudOffer));
        exports->setCatalogGpus(catalog->ofKind(PartKind::Gpu));
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

void installSharing(MainWindow& window, const CatalogParts* catalog)
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
                             notice->showFor(document.design(), catalog->lookup());
                         }
                     });
}

} // namespace cs::ui
