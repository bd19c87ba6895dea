#include "designfile.h"
#include "designfiletext.h"

#include "atomicfile.h"
#include "designcodec.h"
#include "fastdesignreader.h"
#include "formaterror.h"
#include "migrations.h"
#include "version.h"

#include <QCoreApplication>
#include <QFile>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>

namespace cs {

namespace {

using nlohmann::json;

struct ParseLimitExceeded
{
    QString message;
};

[[noreturn]] void throwTooDeep()
{
    throw ParseLimitExceeded{
        DesignFileText::tr("The JSON is nested deeper than %1 levels; this is not a "
                           "design file.")
            .arg(DesignFileLimits::maxDepth)};
}

void checkTextLength(const std::string& text)
{
    if (text.size() > DesignFileLimits::maxStringBytes) {
        throw ParseLimitExceeded{
            DesignFileText::tr("The file holds a text value longer than %1 bytes; this is "
                               "not a design file.")
                .arg(DesignFileLimits::maxStringBytes)};
    }
}

// Builds the JSON tree like json::parse, refusing deep nesting and huge texts
// as they arrive. nlohmann's callback parser would do the same but rescans the
// enclosing array after every object, which makes a file of 400,000 links
// quadratic to read; the plain DOM builder with these checks stays linear.
class LimitedDomBuilder : public nlohmann::detail::json_sax_dom_parser<json>
{
    using Base = nlohmann::detail::json_sax_dom_parser<json>;

public:
    explicit LimitedDomBuilder(json& target) : Base(target, true) {}

    bool start_object(std::size_t n)
    {
        enter();
        return Base::start_object(n);
    }
    bool end_object()
    {
        --mOpen;
        return Base::end_object();
    }
    bool start_array(std::size_t n)
    {
        enter();
        return Base::start_array(n);
    }
    bool end_array()
    {
        --mOpen;
        return Base::end_array();
    }
    bool key(std::string& k)
    {
        checkTextLength(k);
        return Base::key(k);
    }
    bool string(std::string& s)
    {
        checkTextLength(s);
        return Base::string(s);
    }

private:
    // A value inside the outermost container sits at depth 1; containers
    // nested maxDepth + 1 deep are refused.
    void enter()
    {
        if (++mOpen > DesignFileLimits::maxDepth + 1) {
            throwTooDeep();
        }
    }

    int mOpen = 0;
};

json parseWithLimits(const QByteArray& bytes)
{
    json root;
    LimitedDomBuilder builder(root);
    json::sax_parse(bytes.constBegin(), bytes.constEnd(), &builder);
    return root;
}

// Reads format name and version; returns the version or throws FormatError.
int checkHeader(const json& root, QString& appVersion)
{
    if (!root.is_object()) {
        throw FormatError("$", DesignFileText::tr("A design file is a JSON object { ... }."));
    }
    auto format = root.find("format");
    if (format == root.end() || !format->is_string() ||
        format->get<std::string>() != kDesignFormatName) {
        throw FormatError(
            "$.format", DesignFileText::tr("This is not a Clustersmith design: \"format\" must be "
                                           "\"%1\".")
                            .arg(QString::fromLatin1(kDesignFormatName)));
    }
    auto app = root.find("app_version");
    if (app != root.end() && !app->is_null() && !app->is_string()) {
        throw FormatError("$.app_version",
                          DesignFileText::tr("The Clustersmith version that wrote the file is "
                                             "text, e.g. \"0.1.0\"."));
    }
    if (app != root.end() && app->is_string() && app->get_ref<const std::string&>().size() < 64) {
        appVersion = QString::fromStdString(app->get<std::string>());
    }
    auto version = root.find("format_version");
    if (version == root.end() || !version->is_number_integer()) {
        throw FormatError("$.format_version",
                          DesignFileText::tr("The format version must be a whole number."));
    }
    const auto v = version->get<std::int64_t>();
    if (v > kDesignFormatVersion) {
        throw FormatError(
            "$.format_version",
            DesignFileText::tr(
                "The file was written by a newer Clustersmith (%1, format version %2); "
                "this one reads up to format version %3. Update Clustersmith to open "
                "it.")
                .arg(appVersion.isEmpty() ? DesignFileText::tr("unknown version") : appVersion)
                .arg(v)
                .arg(kDesignFormatVersion));
    }
    if (v < kOldestDesignFormatVersion) {
        throw FormatError("$.format_version",
                          DesignFileText::tr("Format version %1 does not exist.").arg(v));
    }
    return static_cast<int>(v);
}

// The whole file, with room after its end for the fast reader's padding, so
// that it parses the bytes where they are instead of a copy of them.
QByteArray readWithPadding(QFile& file)
{
    if (file.isSequential()) { // a pipe: its size is unknown until it ends
        return file.readAll();
    }
    QByteArray bytes;
    const auto size = static_cast<qsizetype>(file.size());
    bytes.reserve(size + static_cast<qsizetype>(kFastReadPadding));
    bytes.resize(size);
    const qint64 read = file.read(bytes.data(), size);
    bytes.resize(static_cast<qsizetype>(std::max<qint64>(read, 0)));
    // The padding is read, never used: zeros keep the parse deterministic.
    std::fill_n(bytes.data() + bytes.size(), kFastReadPadding, '\0');
    if (!file.atEnd()) { // the file grew while it was read
        bytes.append(file.readAll());
    }
    return bytes;
}

// Writes the file's text as nlohmann's dump with an indent of 1 would, but
// the large entity lists item by item, never as one JSON tree: the same
// bytes, with a small fraction of the allocations. Text gathers in a small
// buffer that goes to the bytes in large appends.
class DesignWriter
{
public:
    explicit DesignWriter(QByteArray& bytes)
        : mOutput(std::make_shared<Output>(bytes)), mSerializer(mOutput, ' ')
    {
    }
    ~DesignWriter() { mOutput->flush(); }
    DesignWriter(const DesignWriter&) = delete;
    DesignWriter& operator=(const DesignWriter&) = delete;

    void write(const char* text) { mOutput->write_characters(text, std::strlen(text)); }

    // A top-level member: `"key": value`, indented one step.
    void member(const std::string& key, const json& value)
    {
        memberKey(key);
        mSerializer.dump(value, true, false, 1, 1);
    }

    // A top-level list, each item at the second level, as the dump writes it.
    void list(const EntityListJson& list)
    {
        memberKey(list.key);
        if (list.size == 0) {
            write("[]");
            return;
        }
        write("[\n");
        for (std::size_t i = 0; i < list.size; ++i) {
            write(i ? ",\n  " : "  ");
            mSerializer.dump(list.item(i), true, false, 1, 2);
        }
        write("\n ]");
    }

private:
    class Output : public nlohmann::detail::output_adapter_protocol<char>
    {
    public:
        explicit Output(QByteArray& bytes) : mOut(bytes) { mBuffer.reserve(kBufferBytes); }
        void write_character(char c) override
        {
            mBuffer.push_back(c);
            flushIfFull();
        }
        void write_characters(const char* s, std::size_t length) override
        {
            mBuffer.append(s, length);
            flushIfFull();
        }
        void flush()
        {
            mOut.append(mBuffer.data(), static_cast<qsizetype>(mBuffer.size()));
            mBuffer.clear();
        }

    private:
        static constexpr std::size_t kBufferBytes = 64 * 1024;
        void flushIfFull()
        {
            if (mBuffer.size() >= kBufferBytes) {
                flush();
            }
        }

        QByteArray& mOut;
        std::string mBuffer;
    };

    void memberKey(const std::string& key)
    {
        write(" ");
        mSerializer.dump(json(key), false, false, 0);
        write(": ");
    }

    std::shared_ptr<Output> mOutput;
    nlohmann::detail::serializer<json> mSerializer;
};

} // namespace

QString DesignFileError::toString() const
{
    if (jsonPath.empty()) {
        return QStringLiteral("%1: %2").arg(file, message);
    }
    return QStringLiteral("%1: at %2: %3").arg(file, QString::fromStdString(jsonPath), message);
}

DesignLoadResult loadDesignBytes(const QByteArray& bytes, const QString& displayName)
{
    if (bytes.size() <= DesignFileLimits::maxBytes) {
        if (std::optional<DesignLoadResult> fast = readCurrentDesignFast(bytes)) {
            return std::move(*fast);
        }
    }
    return loadDesignBytesThroughDom(bytes, displayName);
}

DesignLoadResult loadDesignBytesThroughDom(const QByteArray& bytes, const QString& displayName)
{
    DesignLoadResult result;
    auto fail = [&](std::string path, QString message) {
        result.error = DesignFileError{displayName, std::move(path), std::move(message)};
        return result;
    };
    if (bytes.size() > DesignFileLimits::maxBytes) {
        return fail({},
                    DesignFileText::tr("The file is %1 MiB; design files are limited to %2 MiB.")
                        .arg(bytes.size() / (1024 * 1024))
                        .arg(DesignFileLimits::maxBytes / (1024 * 1024)));
    }
    try {
        json root = parseWithLimits(bytes);
        result.fileFormatVersion = checkHeader(root, result.writtenByAppVersion);
        migrateDesign(root, result.fileFormatVersion);
        result.design = designFromJson(root);
    } catch (const ParseLimitExceeded& e) {
        return fail({}, e.message);
    } catch (const json::parse_error& e) {
        return fail({}, DesignFileText::tr("The file is not valid JSON (byte %1): %2")
                            .arg(e.byte)
                            .arg(QString::fromUtf8(e.what())));
    } catch (const FormatError& e) {
        return fail(e.path(), e.message());
    } catch (const json::out_of_range& e) {
        return fail({}, DesignFileText::tr("The file holds a number too large to represent: %1")
                            .arg(QString::fromUtf8(e.what())));
    } catch (const json::exception& e) {
        return fail(
            {},
            DesignFileText::tr("The file could not be read: %1").arg(QString::fromUtf8(e.what())));
    } catch (const std::bad_alloc&) {
        return fail({}, DesignFileText::tr("The file is too large to read into memory."));
    }
    return result;
}

DesignLoadResult loadDesignFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        DesignLoadResult result;
        result.error = DesignFileError{
            path, {}, DesignFileText::tr("The file cannot be opened: %1.").arg(file.errorString())};
        return result;
    }
    if (file.size() > DesignFileLimits::maxBytes) {
        DesignLoadResult result;
        result.error = DesignFileError{
            path,
            {},
            DesignFileText::tr("The file is %1 MiB; design files are limited to %2 MiB.")
                .arg(file.size() / (1024 * 1024))
                .arg(DesignFileLimits::maxBytes / (1024 * 1024))};
        return result;
    }
    return loadDesignBytes(readWithPadding(file), path);
}

namespace {

void writeDesign(const Design& design, QByteArray& bytes)
{
    DesignWriter writer(bytes);
    // The header goes first so that a person (or `head`) sees what the file is;
    // the content's keys are sorted, which keeps saves stable and diffable.
    writer.write("{\n");
    writer.member("format", kDesignFormatName);
    writer.write(",\n");
    writer.member("format_version", kDesignFormatVersion);
    writer.write(",\n");
    writer.member("app_version", CLUSTERSMITH_VERSION);
    json content = designToJsonWithoutEntityLists(design);
    const std::vector<EntityListJson> lists = entityListsToJson(design);
    for (const EntityListJson& list : lists) {
        content[list.key] = json::array(); // holds the list's place in the key order
    }
    for (auto it = content.begin(); it != content.end(); ++it) {
        writer.write(",\n");
        const auto list = std::find_if(lists.begin(), lists.end(),
                                       [&](const EntityListJson& l) { return it.key() == l.key; });
        if (list == lists.end()) {
            writer.member(it.key(), *it);
        } else {
            writer.list(*list);
        }
    }
    writer.write("\n}\n");
}

} // namespace

QByteArray designToBytes(const Design& design)
{
    QByteArray bytes;
    writeDesign(design, bytes);
    return bytes;
}

std::optional<DesignFileError> saveDesignFile(const Design& design, const QString& path)
{
    if (std::optional<QString> error = writeFileAtomically(path, designToBytes(design))) {
        return DesignFileError{path, {}, *error};
    }
    return std::nullopt;
}

} // namespace cs
