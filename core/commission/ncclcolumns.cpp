#include "ncclcolumns.h"

#include "benchmarkerror.h"
#include "commissiontext.h"
#include "textlines.h"

#include <algorithm>

namespace cs::commission {

namespace {

int indexOf(const std::vector<std::string_view>& words,
            std::initializer_list<std::string_view> names, int from = 0)
{
    for (int i = from; i < int(words.size()); ++i) {
        if (std::find(names.begin(), names.end(), words[i]) != names.end()) {
            return i;
        }
    }
    return -1;
}

std::vector<std::string_view> headerWords(std::string_view line)
{
    return wordsOf(line.substr(1)); // after "#"
}

bool timedBusbw(const std::vector<std::string_view>& w, int busbw)
{
    return busbw >= 2 && w[busbw - 1] == "algbw" &&
           (w[busbw - 2] == "time" || w[busbw - 2] == "cputime");
}

QString joined(const std::vector<std::string_view>& words)
{
    QStringList out;
    for (const std::string_view w : words) {
        out << QString::fromUtf8(w.data(), qsizetype(w.size()));
    }
    return out.join(QLatin1Char(' '));
}

double number(const std::vector<std::string_view>& words, int index, int line, bool allowNa)
{
    double value = 0;
    if (allowNa && words[index] == "N/A") {
        return 0;
    }
    if (!readNumber(words[index], value) || value < 0) {
        throw BenchmarkError(
            line, CommissionText::tr("Column %1 holds \"%2\" where nccl-tests "
                                     "prints a number.")
                      .arg(index + 1)
                      .arg(QString::fromUtf8(words[index].data(), qsizetype(words[index].size()))));
    }
    return value;
}

NcclResult resultAt(const NcclColumns& c, const std::vector<std::string_view>& w, int busbw,
                    int line)
{
    NcclResult r;
    r.timeUs = number(w, busbw - 2, line, false);
    r.algbwGBps = number(w, busbw - 1, line, false);
    r.busbwGBps = number(w, busbw, line, false);
    r.wrong = c.wrong ? number(w, busbw + 1, line, true) : 0;
    return r;
}

} // namespace

bool isTableHeader(std::string_view line)
{
    const std::vector<std::string_view> w = headerWords(line);
    return w.size() > 1 && (w[0] == "size" || w[0] == "bytes") && (w[1] == "count" || w[1] == "N");
}

NcclColumns columnsOf(int line, std::string_view header)
{
    const std::vector<std::string_view> w = headerWords(header);
    NcclColumns c;
    c.outOfPlaceBusbw = indexOf(w, {"busbw"});
    c.inPlaceBusbw = indexOf(w, {"busbw"}, c.outOfPlaceBusbw + 1);
    if (!timedBusbw(w, c.outOfPlaceBusbw) ||
        (c.inPlaceBusbw >= 0 && !timedBusbw(w, c.inPlaceBusbw))) {
        throw BenchmarkError(line, CommissionText::tr("The table's columns are \"%1\"; nccl-tests "
                                                      "prints \"size count type redop root time "
                                                      "algbw busbw #wrong time algbw busbw "
                                                      "#wrong\".")
                                       .arg(joined(w)));
    }
    c.timestamp = w.back() == "timestamp";
    c.count = int(w.size()) - (c.timestamp ? 1 : 0);
    c.type = indexOf(w, {"type"});
    c.redop = indexOf(w, {"redop", "op"});
    c.root = indexOf(w, {"root"});
    c.wrong = c.outOfPlaceBusbw + 1 < c.count &&
              (w[c.outOfPlaceBusbw + 1] == "#wrong" || w[c.outOfPlaceBusbw + 1] == "error");
    return c;
}

NcclRow rowOf(const NcclColumns& c, int line, std::string_view text)
{
    const std::vector<std::string_view> w = wordsOf(text);
    if (int(w.size()) != c.count && !(c.timestamp && int(w.size()) > c.count)) {
        throw BenchmarkError(line, CommissionText::tr("This row has %1 columns where the table's "
                                                      "header has %2: it is cut short or not "
                                                      "nccl-tests' row.")
                                       .arg(w.size())
                                       .arg(c.count));
    }
    NcclRow row;
    row.line = line;
    row.bytes = number(w, c.size, line, false);
    row.type = c.type >= 0 ? std::string(w[c.type]) : std::string();
    row.redop = c.redop >= 0 ? std::string(w[c.redop]) : std::string();
    row.root = c.root >= 0 && w[c.root] != "-1" ? int(number(w, c.root, line, false)) : -1;
    row.outOfPlace = resultAt(c, w, c.outOfPlaceBusbw, line);
    if (c.inPlaceBusbw >= 0) {
        row.inPlace = resultAt(c, w, c.inPlaceBusbw, line);
    }
    return row;
}

} // namespace cs::commission
