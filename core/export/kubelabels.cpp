#include "kubelabels.h"

#include "hostnames.h"

#include <regex>
#include <unordered_set>

namespace cs::exports {

namespace {

constexpr std::size_t kMaxValue = 63;
constexpr std::size_t kMaxPrefix = 253;

bool alnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool valueChar(char c)
{
    return alnum(c) || c == '-' || c == '_' || c == '.';
}

void trimToAlnum(std::string& s)
{
    while (!s.empty() && !alnum(s.back())) {
        s.pop_back();
    }
    std::size_t first = 0;
    while (first < s.size() && !alnum(s[first])) {
        ++first;
    }
    s.erase(0, first);
}

} // namespace

bool isLabelValue(const std::string& value)
{
    static const std::regex rule("(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?");
    return value.size() <= kMaxValue && std::regex_match(value, rule);
}

bool isLabelKey(const std::string& key)
{
    static const std::regex subdomain(
        "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");
    const std::size_t slash = key.find('/');
    const std::string name = slash == std::string::npos ? key : key.substr(slash + 1);
    if (slash != std::string::npos) {
        const std::string prefix = key.substr(0, slash);
        if (prefix.size() > kMaxPrefix || !std::regex_match(prefix, subdomain)) {
            return false;
        }
    }
    return !name.empty() && isLabelValue(name);
}

std::string labelValueOf(const std::string& name)
{
    std::string out;
    for (const char c : name) {
        if (valueChar(c)) {
            out += c;
        } else if (!out.empty() && out.back() != '-') {
            out += '-';
        }
    }
    trimToAlnum(out);
    if (out.size() > kMaxValue) {
        out.resize(kMaxValue);
        trimToAlnum(out);
    }
    return out;
}

std::unordered_map<std::uint32_t, std::string> uniqueLabelValues(const NamedIds& named,
                                                                 const std::string& kind)
{
    std::unordered_map<std::uint32_t, std::string> out;
    std::unordered_set<std::string> taken;
    for (const auto& [id, name] : named) {
        if (!name.empty() && isLabelValue(name) && taken.insert(name).second) {
            out[id] = name;
        }
    }
    for (const auto& [id, name] : named) {
        if (out.count(id)) {
            continue;
        }
        std::string value = labelValueOf(name);
        if (value.empty()) {
            value = kind + "-" + std::to_string(id);
        }
        value = firstFreeName(value, id, taken);
        taken.insert(value);
        out[id] = value;
    }
    return out;
}

} // namespace cs::exports
