#include "reportexportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

QComboBox* comboOf(const std::vector<std::pair<QString, QVariant>>& items, const QVariant& current,
                   QWidget* parent)
{
    auto* box = new QComboBox(parent);
    for (const auto& [text, value] : items) {
        box->addItem(text, value);
    }
    box->setCurrentIndex(std::max(0, box->findData(current)));
    return box;
}

} // namespace

ReportExportDialog::ReportExportDialog(const ReportChoice& defaults, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export PDF Report"));
    mPaper = comboOf({{tr("A4 (210 × 297 mm)"), static_cast<int>(report::Paper::A4)},
                      {tr("Letter (8.5 × 11 in)"), static_cast<int>(report::Paper::Letter)}},
                     static_cast<int>(defaults.paper), this);
    // Each language is named in itself, so that either reader finds theirs.
    mLanguage = comboOf({{QStringLiteral("English"), QStringLiteral("en")},
                         {QStringLiteral("中文（简体）"), QStringLiteral("zh_CN")}},
                        defaults.language, this);
    mCurrency = comboOf({{tr("US dollars (USD)"), QStringLiteral("USD")},
                         {tr("Chinese yuan (CNY)"), QStringLiteral("CNY")}},
                        defaults.currency, this);
    auto* form = new QFormLayout;
    form->addRow(tr("&Paper:"), mPaper);
    form->addRow(tr("&Language:"), mLanguage);
    form->addRow(tr("&Currency:"), mCurrency);
    auto* note = new QLabel(tr("Prices in the other currency convert at the design's exchange "
                               "rate (TCO assumptions)."),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

ReportChoice ReportExportDialog::choice() const
{
    ReportChoice c;
    c.paper = static_cast<report::Paper>(mPaper->currentData().toInt());
    c.language = mLanguage->currentData().toString();
    c.currency = mCurrency->currentData().toString();
    return c;
}

} // namespace cs::ui
