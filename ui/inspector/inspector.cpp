#include "inspector.h"

#include "designpage.h"
#include "devicepage.h"
#include "fabricpage.h"
#include "linkpage.h"
#include "rackpage.h"

#include "document/document.h"

#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::ui {

namespace {

template <typename Id> bool intersects(const std::vector<Id>& changed, const std::vector<Id>& shown)
{
    // An empty list in a change means "some of that kind".
    return changed.empty() || std::any_of(changed.begin(), changed.end(), [&](Id id) {
               return std::find(shown.begin(), shown.end(), id) != shown.end();
           });
}

} // namespace

Inspector::Inspector(Document& document, std::vector<Part> catalogParts, QWidget* parent)
    : QWidget(parent), mDocument(document), mParts(std::move(catalogParts))
{
    mTitle = new QLabel(this);
    mTitle->setWordWrap(true);
    QFont bold = mTitle->font();
    bold.setBold(true);
    mTitle->setFont(bold);

    mPages = new QStackedWidget;
    mDesignPage = new DesignPage(document, mParts);
    mDevicePage = new DevicePage(document, mParts);
    mRackPage = new RackPage(document, mParts);
    mLinkPage = new LinkPage(document, mParts);
    mFabricPage = new FabricPage(document, mParts);
    for (QWidget* page : std::initializer_list<QWidget*>{mDesignPage, mDevicePage, mRackPage,
                                                         mLinkPage, mFabricPage}) {
        mPages->addWidget(page);
    }
    mScroll = new QScrollArea(this);
    mScroll->setWidgetResizable(true);
    mScroll->setFrameShape(QFrame::NoFrame);
    mScroll->setWidget(mPages);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(mTitle);
    layout->addWidget(mScroll, 1);

    connect(document.selection(), &Selection::selectionChanged, this, &Inspector::followSelection);
    connect(&document, &Document::changed, this, &Inspector::onChanged);
    followSelection();
}

QWidget* Inspector::currentPage() const
{
    return mPages->currentWidget();
}

void Inspector::followSelection()
{
    const SelectedIds& s = mDocument.selection()->ids();
    if (!s.devices.empty()) {
        mTitle->setText(s.devices.size() == 1
                            ? tr("Device")
                            : tr("%n devices, edited together", nullptr, int(s.devices.size())));
        mDevicePage->setDevices(s.devices);
        mPages->setCurrentWidget(mDevicePage);
    } else if (!s.racks.empty()) {
        mTitle->setText(s.racks.size() == 1
                            ? tr("Rack")
                            : tr("%n racks, edited together", nullptr, int(s.racks.size())));
        mRackPage->setRacks(s.racks);
        mPages->setCurrentWidget(mRackPage);
    } else if (!s.links.empty()) {
        mTitle->setText(s.links.size() == 1
                            ? tr("Link")
                            : tr("%n links, edited together", nullptr, int(s.links.size())));
        mLinkPage->setLinks(s.links);
        mPages->setCurrentWidget(mLinkPage);
    } else if (!s.fabrics.empty()) {
        mTitle->setText(s.fabrics.size() == 1
                            ? tr("Fabric")
                            : tr("%n fabrics, edited together", nullptr, int(s.fabrics.size())));
        mFabricPage->setFabrics(s.fabrics);
        mPages->setCurrentWidget(mFabricPage);
    } else {
        mTitle->setText(tr("Design"));
        mDesignPage->reload();
        mPages->setCurrentWidget(mDesignPage);
    }
}

bool Inspector::showsTouched(const DesignChange& change) const
{
    const SelectedIds& s = mDocument.selection()->ids();
    QWidget* page = mPages->currentWidget();
    if (change.reset || change.touches(ChangeKind::Parts)) {
        return true;
    }
    if (page == mDevicePage) {
        return (change.touches(ChangeKind::Devices) || change.touches(ChangeKind::Storage)) &&
               intersects(change.devices, s.devices);
    }
    if (page == mRackPage) {
        return change.touches(ChangeKind::Racks) && intersects(change.racks, s.racks);
    }
    if (page == mLinkPage) {
        // A link's ends are named by their devices.
        return change.touches(ChangeKind::Devices) ||
               (change.touches(ChangeKind::Links) && intersects(change.links, s.links));
    }
    if (page == mFabricPage) {
        return change.touches(ChangeKind::Fabrics) && intersects(change.fabrics, s.fabrics);
    }
    return change.touches(ChangeKind::Facility) || change.touches(ChangeKind::Assumptions);
}

void Inspector::onChanged(const DesignChange& change)
{
    if (showsTouched(change)) {
        auto* page = static_cast<InspectorPage*>(mPages->currentWidget());
        page->reload();
    }
}

} // namespace cs::ui
