#include "exportprompts.h"

#include "reportexportdialog.h"

#include <QFileDialog>
#include <QMessageBox>

namespace cs::ui {

ExportPrompts dialogPrompts(QWidget* parent)
{
    ExportPrompts prompts;
    prompts.choosePath = [parent](const ExportPathRequest& request) {
        if (request.folder) {
            return QFileDialog::getExistingDirectory(parent, request.title, request.suggested);
        }
        return QFileDialog::getSaveFileName(parent, request.title, request.suggested,
                                            request.filter);
    };
    prompts.chooseReport = [parent](const ReportChoice& defaults) -> std::optional<ReportChoice> {
        ReportExportDialog dialog(defaults, parent);
        if (dialog.exec() != QDialog::Accepted) {
            return std::nullopt;
        }
        return dialog.choice();
    };
    prompts.showError = [parent](const QString& title, const QString& message) {
        QMessageBox::warning(parent, title, message);
    };
    return prompts;
}

} // namespace cs::ui
