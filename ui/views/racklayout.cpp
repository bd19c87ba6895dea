#include "racklayout.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace cs::ui {

namespace {

constexpr double kPitch = RackLayout::kRackWidth + RackLayout::kRackGap;
constexpr double kLineTitle = 26.0;
constexpr double kColumnGap = 240.0;
constexpr double kScreenAspect = 1.6;

// "Row A" for a row named "A" or "Row A" alike.
QString rowTitle(const Row& row)
{
    const QString name = QString::fromStdString(row.name);
    if (name.contains(QLatin1String("row"), Qt::CaseInsensitive)) {
        return name;
    }
    return QCoreApplication::translate("cs::ui::RackLayout", "Row %1")
        .arg(name.isEmpty() ? QString::number(row.id.value) : name);
}

} // namespace

void RackLayout::build(const Design& design)
{
    mRacks.clear();
    mLines.clear();
    // Rows in design order, racks in slot order; racks without a row last.
    std::map<std::size_t, std::vector<std::pair<int, RackId>>> byRow;
    std::unordered_map<RowId, std::size_t> rowIndex;
    for (std::size_t i = 0; i < design.rows().size(); ++i) {
        rowIndex[design.rows()[i].id] = i;
    }
    const std::size_t unplaced = design.rows().size();
    for (const Rack& rack : design.racks()) {
        if (rack.position && rowIndex.count(rack.position->row)) {
            byRow[rowIndex[rack.position->row]].push_back({rack.position->slot, rack.id});
        } else {
            auto& loose = byRow[unplaced];
            loose.push_back({int(loose.size()), rack.id});
        }
    }
    std::vector<int> tallest;
    for (auto& [row, racks] : byRow) {
        std::stable_sort(racks.begin(), racks.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        Line line;
        line.title = row == unplaced ? QCoreApplication::translate("cs::ui::RackLayout",
                                                                   "Racks not on the floor")
                                     : rowTitle(design.rows()[row]);
        int h = 1;
        for (const auto& [slot, id] : racks) {
            h = std::max(h, render::drawnHeightU(design, *design.rack(id)));
            line.racks.push_back(id);
        }
        tallest.push_back(h);
        mLines.push_back(std::move(line));
    }
    placeLines(design, tallest);
}

void RackLayout::placeLines(const Design& design, const std::vector<int>& tallest)
{
    // Many rows flow into side-by-side columns, so that the whole design fits
    // a wide screen instead of one tall strip.
    double widest = kRackWidth;
    double totalHeight = 0;
    for (std::size_t i = 0; i < mLines.size(); ++i) {
        widest = std::max(widest, double(mLines[i].racks.size()) * kPitch - kRackGap);
        totalHeight += kLineTitle + kHeader + tallest[i] * kUnit + kFooter + kLineGap;
    }
    const double columns = std::clamp(std::round(std::sqrt(kScreenAspect * totalHeight / widest)),
                                      1.0, std::max(1.0, double(mLines.size())));
    const std::size_t perColumn = std::size_t(std::ceil(double(mLines.size()) / columns));
    double top = 0;
    double bottom = 0;
    for (std::size_t i = 0; i < mLines.size(); ++i) {
        if (i % perColumn == 0) {
            top = 0;
        }
        Line& line = mLines[i];
        line.left = double(i / perColumn) * (widest + kColumnGap);
        line.top = top;
        line.bottom = top + kLineTitle + kHeader + tallest[i] * kUnit + kFooter;
        for (std::size_t r = 0; r < line.racks.size(); ++r) {
            const int h = render::drawnHeightU(design, *design.rack(line.racks[r]));
            mRacks[line.racks[r]] =
                Entry{QPointF(line.left + double(r) * kPitch, top + kLineTitle), h};
        }
        bottom = std::max(bottom, line.bottom);
        top = line.bottom + kLineGap;
    }
    const double right = (columns - 1) * (widest + kColumnGap) + widest;
    mBounds = QRectF(0, 0, right, std::max(bottom, 100.0));
}

bool RackLayout::sameGeometry(const RackLayout& other) const
{
    if (mRacks.size() != other.mRacks.size() || mLines.size() != other.mLines.size()) {
        return false;
    }
    for (const auto& [id, entry] : mRacks) {
        auto it = other.mRacks.find(id);
        if (it == other.mRacks.end() || it->second.origin != entry.origin ||
            it->second.heightU != entry.heightU) {
            return false;
        }
    }
    return true;
}

QRectF RackLayout::rackRect(RackId rack) const
{
    auto it = mRacks.find(rack);
    if (it == mRacks.end()) {
        return {};
    }
    return QRectF(it->second.origin,
                  QSizeF(kRackWidth, kHeader + it->second.heightU * kUnit + kFooter));
}

QRectF RackLayout::faceRect(RackId rack, RackFace face) const
{
    auto it = mRacks.find(rack);
    if (it == mRacks.end()) {
        return {};
    }
    const double x = it->second.origin.x() + kRail + kGutter +
                     (face == RackFace::Rear ? kGutter + kFaceWidth : 0);
    return QRectF(x, it->second.origin.y() + kHeader, kFaceWidth, it->second.heightU * kUnit);
}

QRectF RackLayout::unitsRect(RackId rack, RackFace face, int bottomU, int heightU) const
{
    const QRectF f = faceRect(rack, face);
    const double top = f.bottom() - (bottomU + heightU - 1) * kUnit;
    return QRectF(f.left(), top, f.width(), heightU * kUnit);
}

int RackLayout::heightU(RackId rack) const
{
    auto it = mRacks.find(rack);
    return it == mRacks.end() ? 0 : it->second.heightU;
}

std::optional<RackSlotHit> RackLayout::hit(QPointF p) const
{
    for (const Line& line : mLines) {
        if (p.y() < line.top || p.y() > line.bottom) {
            continue;
        }
        if (p.x() < line.left) {
            continue;
        }
        const double index = std::floor((p.x() - line.left) / kPitch);
        if (index >= double(line.racks.size())) {
            continue;
        }
        const RackId rack = line.racks[std::size_t(index)];
        const QRectF r = rackRect(rack);
        if (!r.contains(p)) {
            continue;
        }
        RackSlotHit hit;
        hit.rack = rack;
        hit.face = p.x() >= r.left() + kRackWidth / 2 ? RackFace::Rear : RackFace::Front;
        const QRectF f = faceRect(rack, hit.face);
        if (p.y() >= f.top() && p.y() < f.bottom()) {
            hit.u = int((f.bottom() - p.y()) / kUnit) + 1;
        }
        return hit;
    }
    return std::nullopt;
}

} // namespace cs::ui
