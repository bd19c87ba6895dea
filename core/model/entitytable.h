#pragma once

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace cs {

// Entities kept in insertion order with an id index: iteration is cache-friendly
// and lookup by id is O(1). Entities must have an `id` member of type Id.
template <typename Entity, typename Id> class EntityTable
{
public:
    const std::vector<Entity>& all() const { return mItems; }
    // For edits that keep every id unchanged.
    std::vector<Entity>& items() { return mItems; }
    std::size_t size() const { return mItems.size(); }
    void reserve(std::size_t count)
    {
        mItems.reserve(count);
        mIndex.reserve(count);
    }

    const Entity* find(Id id) const
    {
        auto it = mIndex.find(id);
        return it == mIndex.end() ? nullptr : &mItems[it->second];
    }
    Entity* find(Id id)
    {
        auto it = mIndex.find(id);
        return it == mIndex.end() ? nullptr : &mItems[it->second];
    }
    bool contains(Id id) const { return mIndex.count(id) != 0; }

    // The caller guarantees the id is valid and unused.
    Entity& insert(Entity entity)
    {
        mIndex.emplace(entity.id, mItems.size());
        mNextId = std::max(mNextId, entity.id.value + 1);
        mItems.push_back(std::move(entity));
        return mItems.back();
    }

    // Puts the entity back at a position it had before (appends past the end).
    // The caller guarantees the id is valid and unused.
    Entity& insertAt(std::size_t index, Entity entity)
    {
        mNextId = std::max(mNextId, entity.id.value + 1);
        if (index >= mItems.size()) {
            mIndex.emplace(entity.id, mItems.size());
            mItems.push_back(std::move(entity));
            return mItems.back();
        }
        mItems.insert(mItems.begin() + static_cast<std::ptrdiff_t>(index), std::move(entity));
        reindex();
        return mItems[index];
    }

    std::size_t indexOf(Id id) const { return mIndex.at(id); }

    void erase(Id id)
    {
        auto it = mIndex.find(id);
        if (it == mIndex.end()) {
            return;
        }
        mItems.erase(mItems.begin() + static_cast<std::ptrdiff_t>(it->second));
        reindex();
    }

    template <typename Pred> void eraseIf(Pred pred)
    {
        mItems.erase(std::remove_if(mItems.begin(), mItems.end(), pred), mItems.end());
        reindex();
    }

    Id nextId() const { return Id(mNextId); }

    bool operator==(const EntityTable& other) const { return mItems == other.mItems; }

private:
    void reindex()
    {
        mIndex.clear();
        for (std::size_t i = 0; i < mItems.size(); ++i) {
            mIndex.emplace(mItems[i].id, i);
        }
    }

    std::vector<Entity> mItems;
    std::unordered_map<Id, std::size_t> mIndex;
    std::uint32_t mNextId = 1;
};

} // namespace cs
