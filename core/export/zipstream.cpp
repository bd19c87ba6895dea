#include "zipstream.h"

#include <zlib.h>

#include <limits>
#include <stdexcept>

namespace cs::exports {

namespace {

constexpr std::uint32_t kLocalHeader = 0x04034b50;
constexpr std::uint32_t kDataDescriptor = 0x08074b50;
constexpr std::uint32_t kCentralHeader = 0x02014b50;
constexpr std::uint32_t kEndOfCentralDirectory = 0x06054b50;
constexpr std::uint16_t kVersion = 20;             // 2.0: deflate
constexpr std::uint16_t kSizesAfterData = 1u << 3; // CRC and sizes in a data descriptor
constexpr std::uint16_t kDeflated = 8;
constexpr std::uint16_t kDosTime = 0;                         // 00:00:00
constexpr std::uint16_t kDosDate = (0u << 9) | (1u << 5) | 1; // 1980-01-01
// 0xFFFFFFFF in a size or offset, and 0xFFFF in a count, mean "see the ZIP64
// record" (APPNOTE 4.4.8, 4.4.16, 4.4.21): the largest plain values are one less.
constexpr std::uint64_t kLargestSize = std::numeric_limits<std::uint32_t>::max() - 1u;
constexpr std::size_t kLargestCount = std::numeric_limits<std::uint16_t>::max() - 1u;

// Deflate's fastest level: a 131,072-GPU cabling sheet (318 MB of XML)
// deflates in 0.63 s to 29.8 MB, against 2.1 s to 23.8 MB at zlib's default
// level 6 (measured with zlib 1.2.13 on the 2-core build machine). An export
// people wait for is worth the quarter more bytes.
constexpr int kLevel = Z_BEST_SPEED;
constexpr std::size_t kOutChunk = 256 * 1024;

void put16(std::string& out, std::uint16_t v)
{
    out.push_back(static_cast<char>(v & 0xff));
    out.push_back(static_cast<char>(v >> 8));
}

// A signature or a CRC: every 32-bit value is one.
void put32(std::string& out, std::uint32_t v)
{
    for (int shift = 0; shift < 32; shift += 8) {
        out.push_back(static_cast<char>((v >> shift) & 0xff));
    }
}

void putSize(std::string& out, std::uint64_t v)
{
    if (v > kLargestSize) {
        throw ZipLimitError("ZIP entry or archive of 4 GiB or more");
    }
    put32(out, static_cast<std::uint32_t>(v));
}

void putCount(std::string& out, std::size_t n)
{
    if (n > kLargestCount) {
        throw ZipLimitError("ZIP archive of 65,535 entries or more, or a name as long");
    }
    put16(out, static_cast<std::uint16_t>(n));
}

// What the local and the central header share after their first fields.
void putEntryFacts(std::string& out, std::uint32_t crc, std::uint64_t compressed,
                   std::uint64_t size, std::size_t nameLength)
{
    put16(out, kSizesAfterData);
    put16(out, kDeflated);
    put16(out, kDosTime);
    put16(out, kDosDate);
    put32(out, crc);
    putSize(out, compressed);
    putSize(out, size);
    putCount(out, nameLength);
    put16(out, 0); // no extra field
}

} // namespace

class ZipStream::Deflater
{
public:
    Deflater()
    {
        // Raw deflate (negative window bits): ZIP keeps its own headers and CRC.
        if (deflateInit2(&mStream, kLevel, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
            throw std::bad_alloc();
        }
        mOut.resize(kOutChunk);
    }
    ~Deflater() { deflateEnd(&mStream); }
    Deflater(const Deflater&) = delete;
    Deflater& operator=(const Deflater&) = delete;

    void reset() { deflateReset(&mStream); }

    // Deflates `in` (all of it, and the stream's end with `finish`), handing
    // each full piece of output to `out`.
    template <typename Out> void run(std::string_view in, bool finish, Out&& out)
    {
        mStream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
        mStream.avail_in = static_cast<uInt>(in.size());
        int status = Z_OK;
        do {
            mStream.next_out = reinterpret_cast<Bytef*>(mOut.data());
            mStream.avail_out = static_cast<uInt>(mOut.size());
            status = deflate(&mStream, finish ? Z_FINISH : Z_NO_FLUSH);
            const std::size_t produced = mOut.size() - mStream.avail_out;
            if (produced > 0) {
                out(std::string_view(mOut.data(), produced));
            }
            if (status == Z_STREAM_ERROR) { // only a stream in a broken state
                throw std::logic_error("deflate's stream state is inconsistent");
            }
        } while (mStream.avail_out == 0 || (finish && status != Z_STREAM_END));
    }

private:
    z_stream mStream{};
    std::string mOut;
};

ZipStream::ZipStream(ByteSink sink)
    : mSink(std::move(sink)), mDeflater(std::make_unique<Deflater>())
{
}

ZipStream::~ZipStream() = default;

void ZipStream::send(std::string_view bytes)
{
    mSink(bytes);
    mOffset += bytes.size();
}

void ZipStream::sendCompressed(std::string_view bytes)
{
    send(bytes);
    mEntries.back().compressedSize += bytes.size();
}

void ZipStream::beginEntry(std::string name)
{
    Entry entry;
    entry.offset = mOffset;
    entry.crc = static_cast<std::uint32_t>(crc32(0, nullptr, 0));
    std::string header;
    put32(header, kLocalHeader);
    put16(header, kVersion);
    putEntryFacts(header, 0, 0, 0, name.size());
    header += name;
    entry.name = std::move(name);
    mEntries.push_back(std::move(entry));
    mDeflater->reset();
    send(header);
}

void ZipStream::write(std::string_view bytes)
{
    Entry& entry = mEntries.back();
    // zlib takes lengths as 32-bit unsigned: feed a large piece in parts.
    constexpr std::size_t kPart = 1u << 30;
    for (std::size_t at = 0; at < bytes.size(); at += kPart) {
        const std::string_view part = bytes.substr(at, kPart);
        entry.crc = static_cast<std::uint32_t>(
            crc32(entry.crc, reinterpret_cast<const Bytef*>(part.data()), uInt(part.size())));
        entry.size += part.size();
        mDeflater->run(part, false, [this](std::string_view out) { sendCompressed(out); });
    }
    if (entry.size > kLargestSize) {
        throw ZipLimitError("ZIP entry of 4 GiB or more");
    }
}

void ZipStream::endEntry()
{
    mDeflater->run({}, true, [this](std::string_view out) { sendCompressed(out); });
    const Entry& entry = mEntries.back();
    std::string descriptor;
    put32(descriptor, kDataDescriptor);
    put32(descriptor, entry.crc);
    putSize(descriptor, entry.compressedSize);
    putSize(descriptor, entry.size);
    send(descriptor);
}

void ZipStream::finish()
{
    const std::uint64_t start = mOffset;
    std::string directory;
    for (const Entry& e : mEntries) {
        put32(directory, kCentralHeader);
        put16(directory, kVersion); // made by: MS-DOS attributes, version 2.0
        put16(directory, kVersion);
        putEntryFacts(directory, e.crc, e.compressedSize, e.size, e.name.size());
        put16(directory, 0); // no comment
        put16(directory, 0); // disk 0
        put16(directory, 0); // internal attributes
        put32(directory, 0); // external attributes
        putSize(directory, e.offset);
        directory += e.name;
    }
    send(directory);
    std::string end;
    put32(end, kEndOfCentralDirectory);
    put16(end, 0);
    put16(end, 0);
    putCount(end, mEntries.size());
    putCount(end, mEntries.size());
    putSize(end, mOffset - start);
    putSize(end, start);
    put16(end, 0); // no comment
    send(end);
}

} // namespace cs::exports
