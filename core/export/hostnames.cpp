#include "hostnames.h"

#include "model/hosts.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

namespace cs::exports {

namespace {

constexpr std::size_t kMaxLabel = 63;

bool asciiAlnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

// Lower case, runs of anything else as one hyphen, no hyphen at either end.
std::string cleaned(const std::string& name)
{
    std::string out;
    for (char raw : name) {
        const char c = raw >= 'A' && raw <= 'Z' ? static_cast<char>(raw - 'A' + 'a') : raw;
        if (asciiAlnum(c)) {
            out += c;
        } else if (!out.empty() && out.back() != '-') {
            out += '-';
        }
    }
    while (!out.empty() && out.back() == '-') {
        out.pop_back();
    }
    return out;
}

std::string hostNameFor(const Device& d)
{
    std::string name = cleaned(d.name);
    if (name.empty()) {
        name = "node-" + std::to_string(d.id.value);
    } else if (!(name.front() >= 'a' && name.front() <= 'z')) {
        name = "node-" + name;
    }
    if (name.size() > kMaxLabel) {
        name.resize(kMaxLabel);
        while (name.back() == '-') {
            name.pop_back();
        }
    }
    return name;
}

} // namespace

std::string firstFreeName(const std::string& name, std::uint32_t id,
                          const std::unordered_set<std::string>& taken)
{
    if (!taken.count(name)) {
        return name;
    }
    const auto withSuffix = [&name](const std::string& suffix) {
        return name.substr(0, kMaxLabel - suffix.size()) + suffix;
    };
    const std::string idSuffix = "-" + std::to_string(id);
    std::string candidate = withSuffix(idSuffix);
    for (int n = 2; taken.count(candidate); ++n) {
        candidate = withSuffix(idSuffix + "-" + std::to_string(n));
    }
    return candidate;
}

const std::string& HostNames::of(DeviceId id) const
{
    static const std::string none;
    const auto it = byDevice.find(id);
    return it == byDevice.end() ? none : it->second;
}

const std::string& HostNames::of(DeviceId id, int host) const
{
    const auto it = trays.find(id);
    if (it == trays.end() || host < 0 || host >= static_cast<int>(it->second.size())) {
        return of(id);
    }
    return it->second[static_cast<std::size_t>(host)];
}

std::vector<std::string> HostNames::hostsOf(DeviceId id) const
{
    const auto it = trays.find(id);
    return it == trays.end() ? std::vector<std::string>{of(id)} : it->second;
}

namespace {

// "-t01" ... "-t18": the tray number as wide as the count needs, two digits at least.
std::string traySuffix(int tray, int count)
{
    const std::size_t width = std::max<std::size_t>(2, std::to_string(count).size());
    std::string digits = std::to_string(tray);
    digits.insert(0, width - std::min(width, digits.size()), '0');
    return "-t" + digits;
}

void nameTrays(const Design& design, HostNames& names, std::unordered_set<std::string>& taken)
{
    for (const Device& d : design.devices()) {
        const int count = hostCount(design, d);
        if (count <= 1) {
            continue;
        }
        std::vector<std::string>& trays = names.trays[d.id];
        const std::string& base = names.of(d.id);
        for (int t = 1; t <= count; ++t) {
            const std::string suffix = traySuffix(t, count);
            std::string wanted = base.substr(0, kMaxLabel - suffix.size());
            while (!wanted.empty() && wanted.back() == '-') {
                wanted.pop_back();
            }
            const std::string h = firstFreeName(wanted + suffix, d.id.value, taken);
            taken.insert(h);
            trays.push_back(h);
            if (h != base + suffix) {
                names.renamed.emplace_back(d.name + " tray " + std::to_string(t), h);
            }
        }
    }
}

} // namespace

HostNames hostNamesOf(const Design& design)
{
    HostNames names;
    std::unordered_set<std::string> taken;
    // Names that already are host names keep them, first come first served.
    for (const Device& d : design.devices()) {
        const std::string h = hostNameFor(d);
        if (h == d.name && taken.insert(h).second) {
            names.byDevice[d.id] = h;
        }
    }
    for (const Device& d : design.devices()) {
        if (names.byDevice.count(d.id)) {
            continue;
        }
        const std::string h = firstFreeName(hostNameFor(d), d.id.value, taken);
        taken.insert(h);
        names.byDevice[d.id] = h;
        names.renamed.emplace_back(d.name, h);
    }
    nameTrays(design, names, taken);
    return names;
}

std::string renamedComment(const HostNames& names)
{
    if (names.renamed.empty()) {
        return {};
    }
    std::string out = "# Device names that are not valid or unique host names, renamed here:\n";
    for (const auto& [from, to] : names.renamed) {
        std::string shown = from;
        std::replace_if(
            shown.begin(), shown.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
        out += "#   \"" + shown + "\" -> " + to + "\n";
    }
    return out;
}

} // namespace cs::exports
