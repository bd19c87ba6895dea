#include "documentfiles.h"

#include "diagramexport.h"
#include "document/document.h"
#include "io/designfile.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace cs::ui {

namespace {

QString fileFilter()
{
    return DocumentFiles::tr("Clustersmith designs (*.cluster.json)");
}

} // namespace

DocumentFiles::DocumentFiles(Document& document, QWidget* window)
    : QObject(window), mDocument(document), mWindow(window)
{
}

Design DocumentFiles::emptyDesign()
{
    Design design;
    design.name = tr("New cluster").toStdString();
    const RoomId room = design.addRoom(Room{RoomId{}, tr("Hall 1").toStdString(), 20, 12});
    Row row;
    row.room = room;
    row.name = "A";
    row.slotCount = 12;
    design.addRow(row);
    return design;
}

Design DocumentFiles::newEmptyDesign() const
{
    Design design = emptyDesign();
    if (mSetup) {
        mSetup(design);
    }
    return design;
}

void DocumentFiles::newDesign()
{
    if (maybeSave()) {
        mDocument.reset(newEmptyDesign());
    }
}

bool DocumentFiles::openWithDialog()
{
    if (!maybeSave()) {
        return false;
    }
    const QString path =
        QFileDialog::getOpenFileName(mWindow, tr("Open design"), QString(), fileFilter());
    return !path.isEmpty() && open(path);
}

bool DocumentFiles::open(const QString& path)
{
    DesignLoadResult loaded = loadDesignFile(path);
    if (!loaded.ok()) {
        QMessageBox::warning(mWindow, tr("Cannot open design"), loaded.error->toString());
        return false;
    }
    mDocument.reset(std::move(*loaded.design), QFileInfo(path).absoluteFilePath());
    return true;
}

bool DocumentFiles::save()
{
    return mDocument.filePath().isEmpty() ? saveAs() : saveTo(mDocument.filePath());
}

// An untitled design is offered its own name, as File → Export does.
QString DocumentFiles::suggestedSavePath() const
{
    if (!mDocument.filePath().isEmpty()) {
        return mDocument.filePath();
    }
    return QDir::home().filePath(render::designFileStem(mDocument.design().name) +
                                 QStringLiteral(".cluster.json"));
}

bool DocumentFiles::saveAs()
{
    QString path =
        QFileDialog::getSaveFileName(mWindow, tr("Save design"), suggestedSavePath(), fileFilter());
    if (path.isEmpty()) {
        return false;
    }
    if (!path.endsWith(QLatin1String(".cluster.json"))) {
        path += QLatin1String(".cluster.json");
    }
    return saveTo(path);
}

bool DocumentFiles::saveTo(const QString& path)
{
    if (auto error = saveDesignFile(mDocument.design(), path)) {
        QMessageBox::warning(mWindow, tr("Cannot save design"),
                             tr("%1 The file on disk is unchanged.").arg(error->toString()));
        return false;
    }
    mDocument.setFilePath(QFileInfo(path).absoluteFilePath());
    mDocument.markSaved();
    return true;
}

bool DocumentFiles::maybeSave()
{
    if (!mDocument.isModified()) {
        return true;
    }
    const auto answer = QMessageBox::warning(
        mWindow, tr("Unsaved changes"),
        tr("%1 has changes that are not saved. Save them before going on?").arg(displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        return save();
    }
    return answer == QMessageBox::Discard;
}

QString DocumentFiles::displayName() const
{
    return mDocument.filePath().isEmpty() ? tr("Untitled")
                                          : QFileInfo(mDocument.filePath()).fileName();
}

} // namespace cs::ui
