// Opening and saving a design file at scale, against the floor of reading the
// same bytes. Targets (speed-at-scale issue): a 16,384-GPU design (16 MB)
// loads in ≤ 160 ms end to end (≥ 100 MB/s), faster than Python's json.load.
// The floors, timed in the same run so the ratios hold on a busy machine:
// simdjson's parse of the bytes with a fresh parser (the fast reader's first
// step, and the fastest parser at hand), tokenizing them with nlohmann's SAX
// lexer and no handler work, and nlohmann's DOM parse (the first step of the
// DOM reader, which reads older formats and names every problem). The fast
// reader then builds the model from simdjson's tape; saving writes the bytes
// the loader reads.
//   bin/bench_load [GPUS ...]   (default 1024 16384 131072)
#include "benchutil.h"
#include "designargs.h"
#include "io/designfile.h"
#include "syntheticcluster.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <cstdio>
#include <cstdlib>

using namespace cs;

namespace {

// Accepts every token and keeps nothing: the lexer's cost alone.
struct NullSax
{
    bool null() { return true; }
    bool boolean(bool) { return true; }
    bool number_integer(nlohmann::json::number_integer_t) { return true; }
    bool number_unsigned(nlohmann::json::number_unsigned_t) { return true; }
    bool number_float(nlohmann::json::number_float_t, const std::string&) { return true; }
    bool string(std::string&) { return true; }
    bool binary(nlohmann::json::binary_t&) { return true; }
    bool start_object(std::size_t) { return true; }
    bool key(std::string&) { return true; }
    bool end_object() { return true; }
    bool start_array(std::size_t) { return true; }
    bool end_array() { return true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&)
    {
        return false;
    }
};

void benchmark(int gpus)
{
    const Design d = bench::syntheticCluster(gpus);
    QByteArray bytes;
    const double saveMs = bench::bestMillisecondsOf(3, [&] { bytes = designToBytes(d); });
    const double mb = double(bytes.size()) / 1e6;
    bool lexed = false;
    const double lexMs = bench::bestMillisecondsOf(3, [&] {
        NullSax sax;
        lexed = nlohmann::json::sax_parse(bytes.constBegin(), bytes.constEnd(), &sax);
    });
    bool parsed = false;
    const double simdMs = bench::bestMillisecondsOf(3, [&] {
        simdjson::dom::parser parser;
        const simdjson::padded_string padded(bytes.constData(), std::size_t(bytes.size()));
        simdjson::dom::element root;
        parsed = parser.parse(padded).get(root) == simdjson::SUCCESS;
    });
    std::size_t topKeys = 0;
    const double domMs = bench::bestMillisecondsOf(
        3, [&] { topKeys = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd()).size(); });
    bool ok = false;
    const double loadMs = bench::bestMillisecondsOf(
        3, [&] { ok = loadDesignBytes(bytes, QStringLiteral("bench")).ok(); });
    if (!ok || !lexed || !parsed || topKeys == 0) {
        std::fprintf(stderr, "%d GPUs: the design did not read back; no figures.\n", gpus);
        std::exit(1);
    }
    std::printf("%7d GPUs, %6.1f MB, %7zu links: load %7.1f ms (%5.0f MB/s) | floors: simdjson "
                "%6.1f ms, lex %6.1f ms, DOM parse %6.1f ms | load = %4.1fx simdjson, %4.1fx lex, "
                "%4.1fx DOM | save %6.1f ms (%4.0f MB/s)\n",
                gpus, mb, d.links().size(), loadMs, mb * 1e3 / loadMs, simdMs, lexMs, domMs,
                loadMs / simdMs, loadMs / lexMs, loadMs / domMs, saveMs, mb * 1e3 / saveMs);
}

} // namespace

int main(int argc, char** argv)
{
    bench::startLikeThePrograms(argv);
    QCoreApplication app(argc, argv);
    for (int gpus : bench::gpuCountsOf(argc, argv, {1024, 16384, 131072})) {
        benchmark(gpus);
    }
    return 0;
}
