#include "benchmarkcodec.h"

#include "designfile.h"
#include "formaterror.h"
#include "jsonfields.h"

#include <set>

namespace cs {

namespace {

using json_fields::FieldText;
using json_fields::JsonReader;
using nlohmann::json;

void checkFileName(const std::string& file, const std::string& path)
{
    if (file.empty()) {
        throw FormatError(path, FieldText::tr("A benchmark result needs the name of its file."));
    }
    if (file.size() > json_fields::kMaxNameLength) {
        throw FormatError(
            path,
            FieldText::tr("The name is longer than %1 bytes.").arg(json_fields::kMaxNameLength));
    }
    for (const char c : file) {
        if (c == '/' || c == '\\' || static_cast<unsigned char>(c) < 0x20) {
            throw FormatError(path, FieldText::tr("\"%1\" is not a file name: give the name "
                                                  "without folders or control characters.")
                                        .arg(QString::fromStdString(file)));
        }
    }
}

std::vector<std::string_view> linesOf(const std::string& output)
{
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (std::size_t end = output.find('\n'); end != std::string::npos;
         end = output.find('\n', start)) {
        lines.emplace_back(output.data() + start, end - start);
        start = end + 1;
    }
    lines.emplace_back(output.data() + start, output.size() - start);
    return lines;
}

void checkLines(const BenchmarkResult& r, const std::string& path)
{
    const std::vector<std::string_view> lines = linesOf(r.output);
    if (lines.size() > BenchmarkLimits::maxOutputLines) {
        throw FormatError(path + ".output",
                          FieldText::tr("The output has %1 lines; at most %2 are accepted.")
                              .arg(lines.size())
                              .arg(BenchmarkLimits::maxOutputLines));
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].size() > DesignFileLimits::maxStringBytes) {
            throw FormatError(path + ".output[" + std::to_string(i) + "]",
                              FieldText::tr("The line is longer than %1 bytes; this is not a "
                                            "benchmark's output.")
                                  .arg(DesignFileLimits::maxStringBytes));
        }
    }
}

BenchmarkResult resultFromJson(const json& value, const std::string& path)
{
    if (!value.is_object()) {
        throw FormatError(path, FieldText::tr("An object { ... } is expected here."));
    }
    JsonReader reader(value, path);
    BenchmarkResult r;
    reader.field("file", r.file);
    std::string kind;
    reader.choice("kind", kind, {"nccl", "bandwidth"});
    r.kind = *benchmarkKindFromName(kind);
    const json* output = reader.find("output");
    if (!output) {
        throw FormatError(path + ".output", FieldText::tr("This value is required but missing."));
    }
    JsonReader::checkArray(*output, path + ".output", BenchmarkLimits::maxOutputLines);
    for (std::size_t i = 0; i < output->size(); ++i) {
        const std::string line =
            JsonReader::asString((*output)[i], path + ".output[" + std::to_string(i) + "]");
        if (line.find('\n') != std::string::npos) {
            throw FormatError(path + ".output[" + std::to_string(i) + "]",
                              FieldText::tr("A line of the output holds a line break."));
        }
        r.output += (i == 0 ? "" : "\n") + line;
    }
    reader.finish();
    checkBenchmarkResult(r, path);
    return r;
}

} // namespace

const char* toName(BenchmarkKind kind)
{
    return kind == BenchmarkKind::Nccl ? "nccl" : "bandwidth";
}

std::optional<BenchmarkKind> benchmarkKindFromName(const std::string& name)
{
    if (name == "nccl") {
        return BenchmarkKind::Nccl;
    }
    if (name == "bandwidth") {
        return BenchmarkKind::Bandwidth;
    }
    return std::nullopt;
}

void checkBenchmarkResult(const BenchmarkResult& result, const std::string& path)
{
    checkFileName(result.file, path + ".file");
    checkLines(result, path);
}

std::vector<BenchmarkResult> benchmarkResultsFromJson(const json& list, const std::string& path)
{
    JsonReader::checkArray(list, path, BenchmarkLimits::maxResults);
    std::vector<BenchmarkResult> results;
    std::set<std::string> names;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string item = json_fields::elementPath(path, i);
        BenchmarkResult r = resultFromJson(list[i], item);
        if (!names.insert(r.file).second) {
            throw FormatError(item + ".file",
                              FieldText::tr("Another benchmark result is already named \"%1\".")
                                  .arg(QString::fromStdString(r.file)));
        }
        results.push_back(std::move(r));
    }
    return results;
}

json benchmarkResultsToJson(const std::vector<BenchmarkResult>& results)
{
    json list = json::array();
    for (const BenchmarkResult& r : results) {
        json lines = json::array();
        for (const std::string_view line : linesOf(r.output)) {
            lines.push_back(std::string(line));
        }
        list.push_back({{"file", r.file}, {"kind", toName(r.kind)}, {"output", std::move(lines)}});
    }
    return list;
}

} // namespace cs
