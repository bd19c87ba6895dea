#include "catalogpalette.h"

#include "fieldlabels.h"
#include "partsearch.h"
#include "partsource.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cs::ui {

namespace {

constexpr int kPartIdRole = Qt::UserRole + 1;

struct Category
{
    const char* title;
    std::vector<PartKind> kinds;
};

const std::vector<Category>& categories()
{
    static const std::vector<Category> all{
        {QT_TRANSLATE_NOOP("PaletteText", "GPU servers"), {PartKind::GpuServer, PartKind::Server}},
        {QT_TRANSLATE_NOOP("PaletteText", "GPUs"), {PartKind::Gpu}},
        {QT_TRANSLATE_NOOP("PaletteText", "CPUs"), {PartKind::Cpu}},
        {QT_TRANSLATE_NOOP("PaletteText", "Switches"), {PartKind::Switch}},
        {QT_TRANSLATE_NOOP("PaletteText", "NICs"), {PartKind::Nic}},
        {QT_TRANSLATE_NOOP("PaletteText", "Cables and optics"),
         {PartKind::Cable, PartKind::Transceiver}},
        {QT_TRANSLATE_NOOP("PaletteText", "Storage"), {PartKind::Storage}},
        {QT_TRANSLATE_NOOP("PaletteText", "Racks"), {PartKind::Rack}},
        {QT_TRANSLATE_NOOP("PaletteText", "PDUs"), {PartKind::Pdu}},
        {QT_TRANSLATE_NOOP("PaletteText", "Cooling"), {PartKind::Cooling}},
        {QT_TRANSLATE_NOOP("PaletteText", "Cloud offers"), {PartKind::CloudOffer}},
    };
    return all;
}

// The catalog palette's translation context.
class PaletteText
{
    Q_DECLARE_TR_FUNCTIONS(PaletteText)
};
QString q(const std::string& s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}
QString num(double v, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals);
}

// Parts drag out as their id.
class PartTree : public QTreeWidget
{
public:
    using QTreeWidget::QTreeWidget;

protected:
    QStringList mimeTypes() const override { return {QString::fromLatin1(kPartMimeType)}; }
    QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override
    {
        const QString id =
            items.isEmpty() ? QString() : items.front()->data(0, kPartIdRole).toString();
        return id.isEmpty() ? nullptr : partMimeData(id.toStdString());
    }
};

QStringList keyFigures(const Part& p)
{
    QStringList f;
    if (p.server) {
        f << PaletteText::tr("%1 × GPU (%2 slots)").arg(p.server->gpuCount).arg(p.server->gpuSlots)
          << PaletteText::tr("%1 GB RAM").arg(num(p.server->ramGb));
    }
    if (p.gpu) {
        f << PaletteText::tr("%1 GB %2").arg(num(p.gpu->memoryGb), q(p.gpu->memoryType))
          << q(p.gpu->formFactor);
        if (p.gpu->denseTflops.bf16) {
            f << PaletteText::tr("%1 TFLOPS BF16 dense").arg(num(*p.gpu->denseTflops.bf16));
        }
    }
    if (p.cpu) {
        f << PaletteText::tr("%1 cores").arg(p.cpu->cores);
    }
    if (!p.ports.empty()) {
        QStringList groups;
        for (const PortGroup& g : p.ports) {
            groups << PaletteText::tr("%1 × %2G %3").arg(g.count).arg(num(g.gbps)).arg(q(g.cage));
        }
        f << groups.join(QStringLiteral(", "));
    }
    if (p.cable) {
        f << PaletteText::tr("%1, %2 m, %3G")
                 .arg(q(p.cable->type))
                 .arg(num(p.cable->lengthM, 1))
                 .arg(num(p.cable->gbps));
    }
    if (p.transceiver) {
        f << PaletteText::tr("%1G %2, reach %3 m")
                 .arg(num(p.transceiver->gbps), q(p.transceiver->media))
                 .arg(num(p.transceiver->reachM));
    }
    if (p.storage) {
        f << PaletteText::tr("%1 TB, %2 GB/s read")
                 .arg(num(p.storage->capacityTb), num(p.storage->readGBps));
    }
    if (p.rack) {
        f << PaletteText::tr("%1U, %2 mm deep, %3 kg load")
                 .arg(p.rack->heightU)
                 .arg(num(p.rack->depthMm))
                 .arg(num(p.rack->staticLoadKg));
    }
    if (p.pdu) {
        f << PaletteText::tr("%1 kW, %2 outlets%3")
                 .arg(num(p.pdu->capacityKw, 1))
                 .arg(p.pdu->outlets)
                 .arg(p.pdu->zeroU ? PaletteText::tr(", 0U") : QString());
    }
    if (p.cooling) {
        f << PaletteText::tr("%1 (%2), %3 kW")
                 .arg(q(p.cooling->type), q(p.cooling->medium), num(p.cooling->capacityKw));
    }
    if (p.cloud) {
        f << PaletteText::tr("%1 %2: %3 × %4")
                 .arg(q(p.cloud->provider), q(p.cloud->instance))
                 .arg(p.cloud->gpuCount)
                 .arg(q(p.cloud->gpuPartId));
    }
    if (p.heightU && *p.heightU > 0) {
        f << PaletteText::tr("%1U").arg(num(*p.heightU, *p.heightU == int(*p.heightU) ? 0 : 1));
    }
    if (p.power) {
        f << PaletteText::tr("%1 W max").arg(num(p.power->max));
    }
    if (p.weightKg) {
        f << PaletteText::tr("%1 kg").arg(num(*p.weightKg, 1));
    }
    return f;
}

// The price restated in the user's currency, when it is written in another
// one that converts: "≈ 1,432,800 CNY at 7.2 CNY per USD".
QString convertedPrice(const Price& price, const tco::Money& shownIn)
{
    if (price.currency == shownIn.currency()) {
        return {};
    }
    const std::optional<double> amount = shownIn.convert(price.amount, price.currency);
    if (!amount) {
        return {};
    }
    return QStringLiteral("<br/>") + PaletteText::tr("≈ %1 %2 at %3 CNY per USD")
                                         .arg(num(*amount, *amount < 100 ? 2 : 0),
                                              q(shownIn.currency()),
                                              QLocale().toString(shownIn.cnyPerUsd()));
}

} // namespace

QString partCard(const Part& p, const std::optional<tco::Money>& shownIn)
{
    QString html = QStringLiteral("<b>%1</b><br/>%2").arg(q(p.name), q(p.vendor));
    if (!p.partNumber.empty()) {
        html += QStringLiteral(" · %1").arg(q(p.partNumber));
    }
    html += QStringLiteral("<br/>") + keyFigures(p).join(QStringLiteral("<br/>"));
    if (p.price) {
        const QString price =
            PaletteText::tr("Price: %1 %2 per %3 (%4)")
                .arg(num(p.price->amount, p.price->amount < 100 ? 2 : 0), q(p.price->currency),
                     pricePerLabel(p.price->per).toHtmlEscaped(), q(p.price->date));
        html += QStringLiteral("<br/>") + price;
        if (p.price->estimate) {
            html += QStringLiteral(" <i>%1</i>").arg(PaletteText::tr("estimate"));
        }
        if (shownIn) {
            html += convertedPrice(*p.price, *shownIn);
        }
    } else {
        html += QStringLiteral("<br/>") + PaletteText::tr("No price in the catalog.");
    }
    if (!p.estimates.empty()) {
        QStringList fields;
        for (const std::string& e : p.estimates) {
            fields << fieldLabel(e).toHtmlEscaped();
        }
        html += QStringLiteral("<br/><i>%1</i>")
                    .arg(PaletteText::tr("Estimated: %1").arg(fields.join(QStringLiteral(", "))));
    }
    html += QStringLiteral("<br/><small>%1</small>")
                .arg(PaletteText::tr("Source: %1").arg(q(p.source)));
    return html;
}

CatalogPalette::CatalogPalette(std::vector<Part> parts, QWidget* parent)
    : QWidget(parent), mParts(std::move(parts))
{
    mSearch = new QLineEdit(this);
    mSearch->setPlaceholderText(PaletteText::tr("Search parts"));
    mSearch->setClearButtonEnabled(true);
    mNoMatch = new QLabel(this);
    mNoMatch->setWordWrap(true);
    mNoMatch->setVisible(false);
    mTree = new PartTree(this);
    mTree->setHeaderHidden(true);
    mTree->setDragEnabled(true);
    mTree->setDragDropMode(QAbstractItemView::DragOnly);
    mTree->installEventFilter(this);
    mCard = new QLabel(this);
    mCard->setObjectName(QStringLiteral("partCard"));
    mCard->setWordWrap(true);
    mCard->setTextFormat(Qt::RichText);
    mCard->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mCard->setMargin(6);
    mCard->setMinimumHeight(150);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(mTree);
    split->addWidget(mCard);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(mSearch);
    layout->addWidget(mNoMatch);
    layout->addWidget(split);
    fill();
    connect(mSearch, &QLineEdit::textChanged, this, &CatalogPalette::setFilter);
    connect(mTree, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { showCard(item); });
    connect(mTree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString id = item->data(0, kPartIdRole).toString();
        if (!id.isEmpty()) {
            emit placeRequested(id);
        }
    });
}

void CatalogPalette::fill()
{
    for (const Category& category : categories()) {
        auto* group = new QTreeWidgetItem(mTree, {PaletteText::tr(category.title)});
        group->setFlags(Qt::ItemIsEnabled);
        for (const Part& p : mParts) {
            if (std::find(category.kinds.begin(), category.kinds.end(), p.kind) ==
                category.kinds.end()) {
                continue;
            }
            auto* item = new QTreeWidgetItem(group, {QString::fromStdString(p.name)});
            item->setData(0, kPartIdRole, QString::fromStdString(p.id));
            item->setToolTip(0, partCard(p, mShownIn));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        }
        group->setText(0, PaletteText::tr("%1 (%2)")
                              .arg(PaletteText::tr(category.title))
                              .arg(group->childCount()));
    }
}

std::optional<std::string> CatalogPalette::selectedPartId() const
{
    const QTreeWidgetItem* item = mTree->currentItem();
    const QString id = item ? item->data(0, kPartIdRole).toString() : QString();
    return id.isEmpty() ? std::nullopt : std::optional<std::string>(id.toStdString());
}

void CatalogPalette::selectPart(const std::string& partId)
{
    const QString id = QString::fromStdString(partId);
    for (int g = 0; g < mTree->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = mTree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            if (group->child(i)->data(0, kPartIdRole).toString() == id) {
                group->setExpanded(true);
                mTree->setCurrentItem(group->child(i));
                return;
            }
        }
    }
}

// Every word typed must appear in the part's search text (partsearch.h);
// each category counts the parts it still shows, and an empty result says so.
void CatalogPalette::setFilter(const QString& text)
{
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    int total = 0;
    for (int g = 0; g < mTree->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = mTree->topLevelItem(g);
        const Category& category = categories()[static_cast<std::size_t>(g)];
        int shown = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem* item = group->child(i);
            const std::string id = item->data(0, kPartIdRole).toString().toStdString();
            const auto part = std::find_if(mParts.begin(), mParts.end(),
                                           [&](const Part& p) { return p.id == id; });
            const QString haystack = searchTextOf(*part, category.title);
            const bool match = std::all_of(words.begin(), words.end(), [&](const QString& w) {
                return haystack.contains(w, Qt::CaseInsensitive);
            });
            item->setHidden(!match);
            shown += match;
        }
        total += shown;
        group->setText(0,
                       PaletteText::tr("%1 (%2)").arg(PaletteText::tr(category.title)).arg(shown));
        group->setHidden(shown == 0);
        group->setExpanded(!words.isEmpty() && shown > 0);
    }
    mNoMatch->setText(PaletteText::tr("No part matches \"%1\". Search by name, vendor, category "
                                      "or technology, such as InfiniBand or liquid cooling.")
                          .arg(text.trimmed()));
    mNoMatch->setVisible(total == 0);
}

QString CatalogPalette::cardText() const
{
    return mCard->text();
}

void CatalogPalette::showCard(QTreeWidgetItem* item)
{
    const QString id = item ? item->data(0, kPartIdRole).toString() : QString();
    const auto part = std::find_if(mParts.begin(), mParts.end(),
                                   [&](const Part& p) { return p.id == id.toStdString(); });
    mCard->setText(part == mParts.end() ? QString() : partCard(*part, mShownIn));
}

void CatalogPalette::setDisplayCurrency(const std::string& currency, double cnyPerUsd)
{
    mShownIn.emplace(currency, cnyPerUsd);
    for (int g = 0; g < mTree->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = mTree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem* item = group->child(i);
            const std::string id = item->data(0, kPartIdRole).toString().toStdString();
            const auto part = std::find_if(mParts.begin(), mParts.end(),
                                           [&](const Part& p) { return p.id == id; });
            if (part != mParts.end()) {
                item->setToolTip(0, partCard(*part, mShownIn));
            }
        }
    }
    showCard(mTree->currentItem());
}

bool CatalogPalette::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == mTree && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (auto id = selectedPartId()) {
                emit placeRequested(QString::fromStdString(*id));
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace cs::ui
