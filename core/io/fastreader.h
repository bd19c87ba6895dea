#pragma once

#include "jsonfields.h"

#include <simdjson.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The fields of one JSON object on simdjson's tape, read through the same
// describe() functions as JsonReader (jsonfields.h) with the same ranges,
// defaults and rules, but without messages: anything JsonReader would refuse,
// or might read differently, throws GiveUp, and the caller hands the file to
// the DOM reader, which names the problem.
namespace cs::json_fields {

struct GiveUp
{
};

[[noreturn]] inline void giveUp()
{
    throw GiveUp{};
}

// The value of a simdjson result, or GiveUp on its error.
template <typename T> T valueOf(simdjson::simdjson_result<T> result)
{
    T value{};
    if (std::move(result).get(value) != simdjson::SUCCESS) {
        giveUp();
    }
    return value;
}

class FastReader
{
public:
    explicit FastReader(simdjson::dom::element value);

    // Every key of the object must have been asked for, once: an unknown key
    // (JsonReader refuses it) or a repeated one (the DOM keeps the last) gives up.
    void finish() const;
    // The value at `key`; none when absent or null, as JsonReader::find.
    std::optional<simdjson::dom::element> find(const char* key);

    void field(const char* key, int& out, Range range, Need need = Need::Required);
    void field(const char* key, double& out, Range range, Need need = Need::Required);
    void field(const char* key, bool& out, Need need = Need::Optional);
    void field(const char* key, std::string& out, Need need = Need::Required);
    void field(const char* key, std::optional<int>& out, Range range);
    void field(const char* key, std::optional<double>& out, Range range);
    void field(const char* key, std::optional<std::string>& out);
    void field(const char* key, std::optional<bool>& out);
    void field(const char* key, std::vector<std::string>& out, std::size_t maxItems);

    template <typename Tag>
    void field(const char* key, StrongId<Tag>& out, Need need = Need::Required)
    {
        if (const auto value = find(key)) {
            out = StrongId<Tag>(id(*value));
        } else {
            require(need);
        }
    }
    template <typename Tag> void field(const char* key, std::optional<StrongId<Tag>>& out)
    {
        if (const auto value = find(key)) {
            out = StrongId<Tag>(id(*value));
        }
    }

    void choice(const char* key, std::string& out, std::initializer_list<const char*> allowed,
                Need need = Need::Required);

    template <typename E> void choice(const char* key, E& out, Need need = Need::Required)
    {
        const auto value = find(key);
        if (!value) {
            require(need);
            return;
        }
        const std::optional<E> parsed = fromName<E>(std::string(text(*value)));
        if (!parsed) {
            giveUp();
        }
        out = *parsed;
    }

    template <typename T> void object(const char* key, T& out, Need need = Need::Required)
    {
        if (const auto value = find(key)) {
            read(*value, out);
        } else {
            require(need);
        }
    }

    template <typename T> void object(const char* key, std::optional<T>& out)
    {
        if (const auto value = find(key)) {
            T item{};
            read(*value, item);
            out = std::move(item);
        }
    }

    template <typename T>
    void array(const char* key, std::vector<T>& out, std::size_t maxItems,
               Need need = Need::Optional)
    {
        const auto value = find(key);
        if (!value) {
            require(need);
            return;
        }
        const simdjson::dom::array items = list(*value, maxItems);
        out.clear();
        out.reserve(items.size());
        for (simdjson::dom::element item : items) {
            T entity{};
            read(item, entity);
            out.push_back(std::move(entity));
        }
    }

    template <typename T>
    void array(const char* key, std::optional<std::vector<T>>& out, std::size_t maxItems)
    {
        if (find(key)) {
            std::vector<T> items;
            array(key, items, maxItems);
            out = std::move(items);
        }
    }

    // `value` as an object described by describe(), every key consumed.
    template <typename T> static void read(simdjson::dom::element value, T& out)
    {
        FastReader reader(value);
        describe(reader, out);
        reader.finish();
    }

    // A text of at most kMaxNameLength bytes, as JsonReader::asString.
    static std::string_view text(simdjson::dom::element value);
    // A finite number within `range`, as JsonReader::asNumber.
    static double number(simdjson::dom::element value, Range range);
    static std::uint32_t id(simdjson::dom::element value);
    // A list of at most `maxItems` entries, as JsonReader::checkArray.
    static simdjson::dom::array list(simdjson::dom::element value, std::size_t maxItems);

private:
    static void require(Need need)
    {
        if (need == Need::Required) {
            giveUp();
        }
    }

    simdjson::dom::object mObject;
    std::uint64_t mSeen = 0;    // bit i: the object's i-th key was asked for
    std::uint64_t mAllKeys = 0; // bits of every key the object has
};

} // namespace cs::json_fields
