#include "partdiff.h"

#include "partcodec.h"

#include <iomanip>
#include <sstream>

namespace cs {

namespace {

using nlohmann::json;

std::string shown(const json* value)
{
    if (!value) {
        return "—";
    }
    if (value->is_number_float()) {
        // 185000, not the codec's 185000.0
        std::ostringstream out;
        out << std::setprecision(15) << value->get<double>();
        return out.str();
    }
    return value->is_string() ? value->get<std::string>() : value->dump();
}

void compare(const std::string& path, const json* a, const json* b,
             std::vector<FieldDifference>& out)
{
    if (a && b && *a == *b) {
        return;
    }
    // A figure only one side has is one difference, however much it holds.
    if (!a || !b || !a->is_object() || !b->is_object()) {
        out.push_back({path, shown(a), shown(b)});
        return;
    }
    auto visit = [&](const std::string& key) {
        const json* x = a->contains(key) ? &(*a)[key] : nullptr;
        const json* y = b->contains(key) ? &(*b)[key] : nullptr;
        compare(path.empty() ? key : path + "." + key, x, y, out);
    };
    for (const auto& item : a->items()) {
        visit(item.key());
    }
    for (const auto& item : b->items()) {
        if (!a->contains(item.key())) {
            visit(item.key());
        }
    }
}

} // namespace

std::vector<FieldDifference> partFieldDifferences(const Part& embedded, const Part& local)
{
    const json a = partToJson(embedded);
    const json b = partToJson(local);
    std::vector<FieldDifference> out;
    compare({}, &a, &b, out);
    return out;
}

} // namespace cs
