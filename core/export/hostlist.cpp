#include "hostlist.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace cs::exports {

namespace {

bool isDigit(char c)
{
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// The name split before its trailing digits.
struct Split
{
    std::string prefix;
    std::string digits;
};

Split split(const std::string& name)
{
    std::size_t i = name.size();
    while (i > 0 && isDigit(name[i - 1])) {
        --i;
    }
    // Numbers too long to add one to are left whole.
    if (name.size() - i > 18) {
        i = name.size();
    }
    return {name.substr(0, i), name.substr(i)};
}

std::string range(const std::string& low, const std::string& high)
{
    return low == high ? low : low + "-" + high;
}

// Names sharing a prefix and a digit width, as ascending numbers.
std::string group(const std::string& prefix, const std::vector<std::string>& digits)
{
    if (digits.size() == 1) {
        return prefix + digits.front();
    }
    std::string out = prefix + "[";
    std::size_t start = 0;
    for (std::size_t i = 1; i <= digits.size(); ++i) {
        const bool breaks =
            i == digits.size() || std::stoull(digits[i]) != std::stoull(digits[i - 1]) + 1;
        if (breaks) {
            out += (start ? "," : "") + range(digits[start], digits[i - 1]);
            start = i;
        }
    }
    return out + "]";
}

} // namespace

bool naturalLess(std::string_view a, std::string_view b)
{
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() && j < b.size()) {
        if (isDigit(a[i]) && isDigit(b[j])) {
            std::size_t ei = i;
            std::size_t ej = j;
            while (ei < a.size() && isDigit(a[ei])) {
                ++ei;
            }
            while (ej < b.size() && isDigit(b[ej])) {
                ++ej;
            }
            // Compare by value: strip leading zeros, then length, then digits.
            const std::string_view da = a.substr(i, ei - i);
            const std::string_view db = b.substr(j, ej - j);
            const std::size_t za = std::min(da.find_first_not_of('0'), da.size());
            const std::size_t zb = std::min(db.find_first_not_of('0'), db.size());
            const std::string_view va = da.substr(za);
            const std::string_view vb = db.substr(zb);
            if (va.size() != vb.size()) {
                return va.size() < vb.size();
            }
            if (va != vb) {
                return va < vb;
            }
            if (da.size() != db.size()) {
                return da.size() < db.size();
            }
            i = ei;
            j = ej;
        } else {
            if (a[i] != b[j]) {
                return a[i] < b[j];
            }
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

std::string compressHostlist(std::vector<std::string> names)
{
    std::sort(names.begin(), names.end(), naturalLess);
    names.erase(std::unique(names.begin(), names.end()), names.end());
    std::string out;
    for (std::size_t i = 0; i < names.size();) {
        const Split first = split(names[i]);
        std::vector<std::string> digits;
        // Names of one group sit next to each other in natural order.
        for (; i < names.size(); ++i) {
            const Split s = split(names[i]);
            if (s.prefix != first.prefix || s.digits.size() != first.digits.size() ||
                (first.digits.empty() && !digits.empty())) {
                break;
            }
            digits.push_back(s.digits);
        }
        out += (out.empty() ? "" : ",") + group(first.prefix, digits);
    }
    return out;
}

std::string slurmName(const std::string& name)
{
    std::string out = name;
    for (char& c : out) {
        const bool ok =
            std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
        c = ok ? c : '-';
    }
    return out;
}

} // namespace cs::exports
