#pragma once

#include "formaterror.h"
#include "model/enums.h"
#include "model/ids.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <cmath>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <vector>

// Reading and writing JSON through one description of each structure's fields.
// A structure is described once, by `void describe(V& v, S& s)` calling
// v.field / v.choice / v.object / v.array for each member; JsonReader fills the
// structure from a JSON object with path-aware errors, JsonWriter produces the
// object. Both directions therefore always agree on names, ranges and defaults.
// Declares describe() for a type, const and not, forwarding to a template
// that serves both the reader and the writer.
#define CS_JSON_DESCRIBE(Type, function)                                                           \
    template <typename V> void describe(V& v, Type& s)                                             \
    {                                                                                              \
        function(v, s);                                                                            \
    }                                                                                              \
    template <typename V> void describe(V& v, const Type& s)                                       \
    {                                                                                              \
        function(v, s);                                                                            \
    }

namespace cs::json_fields {

using nlohmann::json;

struct Range
{
    double min;
    double max;
};

enum class Need
{
    Required,
    Optional
};

inline constexpr std::size_t kMaxNameLength = 4096;

// The JSON path of element i of the array at `path`: "$.links[3]".
inline std::string elementPath(const std::string& path, std::size_t i)
{
    return path + "[" + std::to_string(i) + "]";
}

// The translation context of the messages about fields of JSON files.
class FieldText
{
    Q_DECLARE_TR_FUNCTIONS(FieldText)
};

class JsonReader
{
public:
    JsonReader(const json& object, std::string path);

    // Refuses keys that no field consumed: a typo must not silently drop a figure.
    void finish() const;
    const std::string& path() const { return mPath; }
    std::string childPath(const char* key) const { return mPath + "." + key; }
    const json* find(const char* key);

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
        if (const json* value = find(key)) {
            out = StrongId<Tag>(asId(*value, childPath(key)));
        } else {
            requireIf(need, key);
        }
    }
    template <typename Tag> void field(const char* key, std::optional<StrongId<Tag>>& out)
    {
        if (find(key)) {
            StrongId<Tag> id;
            field(key, id);
            out = id;
        }
    }

    void choice(const char* key, std::string& out, std::initializer_list<const char*> allowed,
                Need need = Need::Required);

    template <typename E> void choice(const char* key, E& out, Need need = Need::Required)
    {
        const json* value = find(key);
        if (!value) {
            requireIf(need, key);
            return;
        }
        const std::string name = asString(*value, childPath(key));
        std::optional<E> parsed = fromName<E>(name);
        if (!parsed) {
            throw FormatError(childPath(key), json_fields::FieldText::tr(
                                                  "\"%1\" is not one of the accepted values.")
                                                  .arg(QString::fromStdString(name)));
        }
        out = *parsed;
    }

    template <typename T> void object(const char* key, T& out, Need need = Need::Required)
    {
        const json* value = find(key);
        if (!value) {
            requireIf(need, key);
            return;
        }
        JsonReader child(*value, childPath(key));
        describe(child, out);
        child.finish();
    }

    template <typename T> void object(const char* key, std::optional<T>& out)
    {
        if (find(key)) {
            T value{};
            object(key, value);
            out = std::move(value);
        }
    }

    template <typename T>
    void array(const char* key, std::vector<T>& out, std::size_t maxItems,
               Need need = Need::Optional)
    {
        const json* value = find(key);
        if (!value) {
            requireIf(need, key);
            return;
        }
        const std::string path = childPath(key);
        checkArray(*value, path, maxItems);
        out.clear();
        out.reserve(value->size());
        for (std::size_t i = 0; i < value->size(); ++i) {
            JsonReader child((*value)[i], path + "[" + std::to_string(i) + "]");
            T item{};
            describe(child, item);
            child.finish();
            out.push_back(std::move(item));
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

    static std::string asString(const json& value, const std::string& path);
    static double asNumber(const json& value, const std::string& path, Range range);
    static std::uint32_t asId(const json& value, const std::string& path);
    static void checkArray(const json& value, const std::string& path, std::size_t maxItems);

private:
    void requireIf(Need need, const char* key) const;

    const json& mObject;
    std::string mPath;
    std::set<std::string> mSeen;
};

class JsonWriter
{
public:
    json& result() { return mObject; }

    void field(const char* key, const int& v, Range, Need = Need::Required) { mObject[key] = v; }
    void field(const char* key, const double& v, Range, Need = Need::Required) { mObject[key] = v; }
    void field(const char* key, const bool& v, Need = Need::Optional) { mObject[key] = v; }
    void field(const char* key, const std::string& v, Need need = Need::Required)
    {
        if (need == Need::Required || !v.empty()) {
            mObject[key] = v;
        }
    }
    template <typename T> void field(const char* key, const std::optional<T>& v, Range = {})
    {
        if (v) {
            write(key, *v);
        }
    }
    void field(const char* key, const std::vector<std::string>& v, std::size_t)
    {
        if (!v.empty()) {
            mObject[key] = v;
        }
    }
    template <typename Tag>
    void field(const char* key, const StrongId<Tag>& v, Need = Need::Required)
    {
        mObject[key] = v.value;
    }
    void choice(const char* key, const std::string& v, std::initializer_list<const char*>,
                Need need = Need::Required)
    {
        field(key, v, need);
    }
    template <typename E> void choice(const char* key, const E& v, Need = Need::Required)
    {
        mObject[key] = toName(v);
    }
    template <typename T> void object(const char* key, const T& v, Need = Need::Required)
    {
        mObject[key] = write(v);
    }
    template <typename T> void object(const char* key, const std::optional<T>& v)
    {
        if (v) {
            mObject[key] = write(*v);
        }
    }
    template <typename T>
    void array(const char* key, const std::vector<T>& items, std::size_t, Need = Need::Optional)
    {
        json list = json::array();
        for (const T& item : items) {
            list.push_back(write(item));
        }
        mObject[key] = std::move(list);
    }
    template <typename T>
    void array(const char* key, const std::optional<std::vector<T>>& items, std::size_t maxItems)
    {
        if (items) {
            array(key, *items, maxItems);
        }
    }

    template <typename T> static json write(const T& value)
    {
        JsonWriter writer;
        describe(writer, value);
        return std::move(writer.mObject);
    }

private:
    template <typename Tag> void write(const char* key, const StrongId<Tag>& v)
    {
        mObject[key] = v.value;
    }
    template <typename T> void write(const char* key, const T& v) { mObject[key] = v; }

    json mObject = json::object();
};

} // namespace cs::json_fields
