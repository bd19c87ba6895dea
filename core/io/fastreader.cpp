#include "fastreader.h"

#include <cmath>
#include <cstring>

namespace cs::json_fields {

namespace {

// An object's keys are tracked in one 64-bit mask; design objects hold a
// dozen at most, so a larger one is left to the DOM reader.
constexpr std::size_t kMostKeys = 64;

} // namespace

FastReader::FastReader(simdjson::dom::element value) : mObject(valueOf(value.get_object()))
{
    const std::size_t keys = mObject.size();
    if (keys > kMostKeys) {
        giveUp();
    }
    mAllKeys = keys == kMostKeys ? ~std::uint64_t(0) : (std::uint64_t(1) << keys) - 1;
}

void FastReader::finish() const
{
    if (mSeen != mAllKeys) {
        giveUp();
    }
}

std::optional<simdjson::dom::element> FastReader::find(const char* key)
{
    const std::string_view wanted(key);
    std::size_t i = 0;
    for (const simdjson::dom::key_value_pair field : mObject) {
        if (field.key == wanted) {
            mSeen |= std::uint64_t(1) << i;
            if (field.value.is_null()) {
                return std::nullopt;
            }
            return field.value;
        }
        ++i;
    }
    return std::nullopt;
}

std::string_view FastReader::text(simdjson::dom::element value)
{
    const std::string_view s = valueOf(value.get_string());
    if (s.size() > kMaxNameLength) {
        giveUp();
    }
    return s;
}

double FastReader::number(simdjson::dom::element value, Range range)
{
    if (!value.is_number()) {
        giveUp();
    }
    const double v = valueOf(value.get_double());
    if (!std::isfinite(v) || v < range.min || v > range.max) {
        giveUp();
    }
    return v;
}

std::uint32_t FastReader::id(simdjson::dom::element value)
{
    const double v = number(value, Range{1, 4294967295.0});
    if (v != std::floor(v)) {
        giveUp();
    }
    return static_cast<std::uint32_t>(v);
}

simdjson::dom::array FastReader::list(simdjson::dom::element value, std::size_t maxItems)
{
    const simdjson::dom::array items = valueOf(value.get_array());
    if (items.size() > maxItems) {
        giveUp();
    }
    return items;
}

void FastReader::field(const char* key, int& out, Range range, Need need)
{
    const auto value = find(key);
    if (!value) {
        require(need);
        return;
    }
    const double v = number(*value, range);
    if (v != std::floor(v)) {
        giveUp();
    }
    out = static_cast<int>(v);
}

void FastReader::field(const char* key, double& out, Range range, Need need)
{
    if (const auto value = find(key)) {
        out = number(*value, range);
    } else {
        require(need);
    }
}

void FastReader::field(const char* key, bool& out, Need need)
{
    if (const auto value = find(key)) {
        out = valueOf(value->get_bool());
    } else {
        require(need);
    }
}

void FastReader::field(const char* key, std::string& out, Need need)
{
    if (const auto value = find(key)) {
        out.assign(text(*value));
    } else {
        require(need);
    }
}

void FastReader::field(const char* key, std::optional<int>& out, Range range)
{
    if (find(key)) {
        int v = 0;
        field(key, v, range);
        out = v;
    }
}

void FastReader::field(const char* key, std::optional<double>& out, Range range)
{
    if (const auto value = find(key)) {
        out = number(*value, range);
    }
}

void FastReader::field(const char* key, std::optional<std::string>& out)
{
    if (const auto value = find(key)) {
        out = std::string(text(*value));
    }
}

void FastReader::field(const char* key, std::optional<bool>& out)
{
    if (const auto value = find(key)) {
        out = valueOf(value->get_bool());
    }
}

void FastReader::field(const char* key, std::vector<std::string>& out, std::size_t maxItems)
{
    const auto value = find(key);
    if (!value) {
        return;
    }
    out.clear();
    for (const simdjson::dom::element item : list(*value, maxItems)) {
        out.emplace_back(text(item));
    }
}

void FastReader::choice(const char* key, std::string& out,
                        std::initializer_list<const char*> allowed, Need need)
{
    const auto value = find(key);
    if (!value) {
        require(need);
        return;
    }
    const std::string_view s = text(*value);
    for (const char* a : allowed) {
        if (s == a) {
            out.assign(s);
            return;
        }
    }
    giveUp();
}

} // namespace cs::json_fields
