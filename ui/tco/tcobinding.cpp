#include "tcobinding.h"

#include "tcopanel.h"

#include "document/designchange.h"
#include "document/document.h"
#include "document/entitycommands.h"

#include <QTimer>

namespace cs::ui {

namespace {

constexpr int kRefreshDelayMs = 300;

} // namespace

TcoBinding::TcoBinding(Document& document, TcoPanel& panel, QObject* parent)
    : QObject(parent), mDocument(document), mPanel(panel), mDelay(new QTimer(this))
{
    mDelay->setSingleShot(true);
    connect(mDelay, &QTimer::timeout, this, &TcoBinding::refresh);
    connect(&mDocument, &Document::changed, this, &TcoBinding::onChanged);
    connect(&mDocument, &Document::filePathChanged, this, [this] { mDelay->start(kRefreshDelayMs); });
    connect(&mPanel, &TcoPanel::assumptionsEdited, this, [this](const nlohmann::json& section) {
        mDocument.execute(std::make_unique<SetAssumptionsCommand>(mDocument, "tco", section));
    });
    refresh();
}

void TcoBinding::onChanged(const DesignChange& change)
{
    if (change.reset) {
        refresh();
    } else {
        mDelay->start(kRefreshDelayMs);
    }
}

void TcoBinding::refresh()
{
    mDelay->stop();
    mPanel.setDesign(mDocument.design(), mDocument.filePath());
}

} // namespace cs::ui
