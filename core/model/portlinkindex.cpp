#include "portlinkindex.h"

#include <algorithm>

namespace cs {

namespace {

constexpr unsigned kFirstBits = 4;

// At most three quarters full: a look-up for a free port then probes about
// 8.5 slots at worst (Knuth, TAOCP vol. 3, 6.4: ½(1 + 1/(1 − α)²) at α = ¾),
// and the table of a 541,707-link design stays at 2^21 slots (32 MiB).
bool tooFull(std::size_t entries, std::size_t capacity)
{
    return 4 * entries > 3 * capacity;
}

} // namespace

std::size_t PortLinkIndex::home(std::uint64_t key) const
{
    // Fibonacci hashing: the product's top bits mix the device id (the key's
    // high half) and the port (its low half) alike.
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - mBits));
}

std::size_t PortLinkIndex::probe(std::uint64_t key) const
{
    const std::size_t mask = mSlots.size() - 1;
    std::size_t i = home(key);
    while (mSlots[i].link != 0 && mSlots[i].key != key) {
        i = (i + 1) & mask;
    }
    return i;
}

void PortLinkIndex::rehash(std::size_t capacity)
{
    std::vector<Slot> old = std::move(mSlots);
    mBits = kFirstBits;
    while ((std::size_t(1) << mBits) < capacity) {
        ++mBits;
    }
    mSlots.assign(std::size_t(1) << mBits, Slot{});
    for (const Slot& s : old) {
        if (s.link != 0) {
            mSlots[probe(s.key)] = s;
        }
    }
}

void PortLinkIndex::reserve(std::size_t entries)
{
    if (tooFull(entries, mSlots.size())) {
        rehash(4 * entries / 3 + 1);
    }
}

void PortLinkIndex::insert(std::uint64_t key, LinkId link)
{
    if (tooFull(mSize + 1, mSlots.size())) {
        rehash(std::max<std::size_t>(2 * mSlots.size(), std::size_t(1) << kFirstBits));
    }
    Slot& s = mSlots[probe(key)];
    if (s.link == 0) {
        s = Slot{key, link.value};
        ++mSize;
    }
}

std::optional<LinkId> PortLinkIndex::find(std::uint64_t key) const
{
    if (mSize == 0) {
        return std::nullopt;
    }
    const Slot& s = mSlots[probe(key)];
    return s.link == 0 ? std::nullopt : std::optional<LinkId>(LinkId(s.link));
}

void PortLinkIndex::erase(std::uint64_t key)
{
    if (mSize == 0) {
        return;
    }
    std::size_t hole = probe(key);
    if (mSlots[hole].link == 0) {
        return;
    }
    // Shift back each later entry of the run whose home does not lie
    // (cyclically) after the hole, so no probe meets a gap before its key.
    const std::size_t mask = mSlots.size() - 1;
    for (std::size_t j = (hole + 1) & mask; mSlots[j].link != 0; j = (j + 1) & mask) {
        const std::size_t h = home(mSlots[j].key);
        const bool staysPut = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j);
        if (!staysPut) {
            mSlots[hole] = mSlots[j];
            hole = j;
        }
    }
    mSlots[hole] = Slot{};
    --mSize;
}

} // namespace cs
