#include "jsonfields.h"

namespace cs::json_fields {

JsonReader::JsonReader(const json& object, std::string path)
    : mObject(object), mPath(std::move(path))
{
    if (!mObject.is_object()) {
        throw FormatError(mPath, json_fields::FieldText::tr("An object { ... } is expected here."));
    }
}

void JsonReader::finish() const
{
    for (auto it = mObject.begin(); it != mObject.end(); ++it) {
        if (!mSeen.count(it.key())) {
            throw FormatError(
                mPath + "." + it.key(),
                json_fields::FieldText::tr("This key is not known; check its spelling."));
        }
    }
}

const json* JsonReader::find(const char* key)
{
    auto it = mObject.find(key);
    if (it == mObject.end() || it->is_null()) {
        mSeen.insert(key);
        return nullptr;
    }
    mSeen.insert(key);
    return &*it;
}

void JsonReader::requireIf(Need need, const char* key) const
{
    if (need == Need::Required) {
        throw FormatError(mPath + "." + key,
                          json_fields::FieldText::tr("This value is required but missing."));
    }
}

std::string JsonReader::asString(const json& value, const std::string& path)
{
    if (!value.is_string()) {
        throw FormatError(path,
                          json_fields::FieldText::tr("A text value \"...\" is expected here."));
    }
    const std::string& s = value.get_ref<const std::string&>();
    if (s.size() > kMaxNameLength) {
        throw FormatError(
            path, json_fields::FieldText::tr("This text is %1 bytes long; at most %2 are accepted.")
                      .arg(s.size())
                      .arg(kMaxNameLength));
    }
    return s;
}

double JsonReader::asNumber(const json& value, const std::string& path, Range range)
{
    if (!value.is_number()) {
        throw FormatError(path, json_fields::FieldText::tr("A number is expected here."));
    }
    const double v = value.get<double>();
    if (!std::isfinite(v) || v < range.min || v > range.max) {
        throw FormatError(
            path, json_fields::FieldText::tr("The value %1 is outside the accepted range %2 to %3.")
                      .arg(v)
                      .arg(range.min)
                      .arg(range.max));
    }
    return v;
}

std::uint32_t JsonReader::asId(const json& value, const std::string& path)
{
    const double v = asNumber(value, path, Range{1, 4294967295.0});
    if (v != std::floor(v)) {
        throw FormatError(path, json_fields::FieldText::tr("An id is a whole number."));
    }
    return static_cast<std::uint32_t>(v);
}

void JsonReader::checkArray(const json& value, const std::string& path, std::size_t maxItems)
{
    if (!value.is_array()) {
        throw FormatError(path, json_fields::FieldText::tr("A list [ ... ] is expected here."));
    }
    if (value.size() > maxItems) {
        throw FormatError(
            path, json_fields::FieldText::tr("This list has %1 entries; at most %2 are accepted.")
                      .arg(value.size())
                      .arg(maxItems));
    }
}

void JsonReader::field(const char* key, int& out, Range range, Need need)
{
    const json* value = find(key);
    if (!value) {
        requireIf(need, key);
        return;
    }
    const double v = asNumber(*value, childPath(key), range);
    if (v != std::floor(v)) {
        throw FormatError(childPath(key),
                          json_fields::FieldText::tr("A whole number is expected here."));
    }
    out = static_cast<int>(v);
}

void JsonReader::field(const char* key, double& out, Range range, Need need)
{
    const json* value = find(key);
    if (!value) {
        requireIf(need, key);
        return;
    }
    out = asNumber(*value, childPath(key), range);
}

void JsonReader::field(const char* key, bool& out, Need need)
{
    const json* value = find(key);
    if (!value) {
        requireIf(need, key);
        return;
    }
    if (!value->is_boolean()) {
        throw FormatError(childPath(key),
                          json_fields::FieldText::tr("true or false is expected here."));
    }
    out = value->get<bool>();
}

void JsonReader::field(const char* key, std::optional<bool>& out)
{
    if (find(key)) {
        bool value = false;
        field(key, value);
        out = value;
    }
}

void JsonReader::field(const char* key, std::string& out, Need need)
{
    const json* value = find(key);
    if (!value) {
        requireIf(need, key);
        return;
    }
    out = asString(*value, childPath(key));
}

void JsonReader::field(const char* key, std::optional<int>& out, Range range)
{
    if (find(key)) {
        int v = 0;
        field(key, v, range);
        out = v;
    }
}

void JsonReader::field(const char* key, std::optional<double>& out, Range range)
{
    if (find(key)) {
        double v = 0;
        field(key, v, range);
        out = v;
    }
}

void JsonReader::field(const char* key, std::optional<std::string>& out)
{
    if (find(key)) {
        std::string v;
        field(key, v);
        out = v;
    }
}

void JsonReader::field(const char* key, std::vector<std::string>& out, std::size_t maxItems)
{
    const json* value = find(key);
    if (!value) {
        return;
    }
    const std::string path = childPath(key);
    checkArray(*value, path, maxItems);
    out.clear();
    for (std::size_t i = 0; i < value->size(); ++i) {
        out.push_back(asString((*value)[i], elementPath(path, i)));
    }
}

void JsonReader::choice(const char* key, std::string& out,
                        std::initializer_list<const char*> allowed, Need need)
{
    const json* value = find(key);
    if (!value) {
        requireIf(need, key);
        return;
    }
    const std::string s = asString(*value, childPath(key));
    for (const char* a : allowed) {
        if (s == a) {
            out = s;
            return;
        }
    }
    QStringList names;
    for (const char* a : allowed) {
        names << QString::fromLatin1(a);
    }
    throw FormatError(childPath(key),
                      json_fields::FieldText::tr("\"%1\" is not accepted here; use one of: %2.")
                          .arg(QString::fromStdString(s), names.join(QStringLiteral(", "))));
}

} // namespace cs::json_fields
