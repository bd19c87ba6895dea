#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>

namespace cs {

// Stable names of an enum's values, as written in files and reports.
template <typename E, std::size_t N> using NameTable = std::array<std::pair<E, const char*>, N>;

template <typename E, std::size_t N> const char* nameIn(const NameTable<E, N>& table, E value)
{
    for (const auto& [v, name] : table) {
        if (v == value) {
            return name;
        }
    }
    return "unknown";
}

template <typename E, std::size_t N>
std::optional<E> valueIn(const NameTable<E, N>& table, const std::string& name)
{
    for (const auto& [v, n] : table) {
        if (name == n) {
            return v;
        }
    }
    return std::nullopt;
}

} // namespace cs
