#pragma once

#include "ids.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace cs {

// Which link each device port carries: an open-addressing table (linear
// probing, at most three quarters full, deletion by shifting back) of (port key, link
// id) pairs in one array. A cluster of 131,072 GPUs has 819,200 link ends; in
// a node-based map they were as many allocations, page faults and frees.
class PortLinkIndex
{
public:
    void reserve(std::size_t entries);
    // Adds `key` → `link` unless `key` is there already (the first one stays).
    void insert(std::uint64_t key, LinkId link);
    void erase(std::uint64_t key);
    std::optional<LinkId> find(std::uint64_t key) const;
    bool contains(std::uint64_t key) const { return find(key).has_value(); }
    std::size_t size() const { return mSize; }

private:
    struct Slot
    {
        std::uint64_t key = 0;
        std::uint32_t link = 0; // 0: empty (no link has id 0)
    };

    std::size_t home(std::uint64_t key) const;
    // The slot holding `key`, or the empty slot where its probe ends.
    std::size_t probe(std::uint64_t key) const;
    void rehash(std::size_t capacity);

    std::vector<Slot> mSlots;
    std::size_t mSize = 0;
    unsigned mBits = 0; // mSlots.size() == 2^mBits once there are slots
};

} // namespace cs
