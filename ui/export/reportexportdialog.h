#pragma once

#include "exportprompts.h"

#include <QDialog>

class QComboBox;

namespace cs::ui {

// Paper, language and currency of the PDF design report, before the file is chosen.
class ReportExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ReportExportDialog(const ReportChoice& defaults, QWidget* parent = nullptr);

    ReportChoice choice() const;

    QComboBox* paperBox() const { return mPaper; }
    QComboBox* languageBox() const { return mLanguage; }
    QComboBox* currencyBox() const { return mCurrency; }

private:
    QComboBox* mPaper = nullptr;
    QComboBox* mLanguage = nullptr;
    QComboBox* mCurrency = nullptr;
};

} // namespace cs::ui
