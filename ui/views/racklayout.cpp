#include "racklayout.h"

#include "model/mountcheck.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace cs::ui {

namespace {

constexpr double kPitch = RackLayout::kRackWidth + RackLayout::kRackGap;
constexpr double kLineTitle = 26.0;

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
    double top = 0;
    double right = 0;
    for (auto& [row, racks] : byRow) {
        std::stable_sort(racks.begin(), racks.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        Line line;
        line.title = row == unplaced ? QCoreApplication::translate("cs::ui::RackLayout",
                                                                   "Racks not on the floor")
                                     : QString::fromStdString(design.rows()[row].name);
        if (line.title.isEmpty()) {
            line.title = QCoreApplication::translate("cs::ui::RackLayout", "Row %1")
                             .arg(design.rows()[row].id.value);
        }
        line.top = top;
        int tallest = 0;
        for (std::size_t i = 0; i < racks.size(); ++i) {
            const Rack& rack = *design.rack(racks[i].second);
            const int h = std::max(rackHeightU(design, rack), 1);
            tallest = std::max(tallest, h);
            mRacks[rack.id] = Entry{QPointF(double(i) * kPitch, top + kLineTitle), h};
            line.racks.push_back(rack.id);
        }
        line.bottom = top + kLineTitle + kHeader + tallest * kUnit + kFooter;
        right = std::max(right, double(racks.size()) * kPitch - kRackGap);
        top = line.bottom + kLineGap;
        mLines.push_back(std::move(line));
    }
    mBounds = QRectF(0, 0, std::max(right, kRackWidth), std::max(top - kLineGap, 100.0));
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
    const double x =
        it->second.origin.x() + kGutter + (face == RackFace::Rear ? kGutter + kFaceWidth : 0);
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
        const double index = std::floor(p.x() / kPitch);
        if (index < 0 || index >= double(line.racks.size())) {
            return std::nullopt;
        }
        const RackId rack = line.racks[std::size_t(index)];
        const QRectF r = rackRect(rack);
        if (!r.contains(p)) {
            return std::nullopt;
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
