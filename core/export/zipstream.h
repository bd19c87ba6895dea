#pragma once

#include "io/atomicfile.h"

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cs::exports {

// A ZIP archive written front to back into a sink: each entry is deflated as
// its bytes arrive, its CRC-32 and sizes follow it in a data descriptor
// (general-purpose flag bit 3), and the central directory closes the archive.
// Nothing is sought back, so an archive streams into an atomically replaced
// file. No ZIP64: an entry or the archive reaching 4 GiB, or 65,535 entries,
// throws ZipLimitError (a workbook sheet of Excel's 1,048,576 rows stays far
// below). Every entry is dated 1980-01-01 00:00, so the same content gives
// the same bytes.
class ZipLimitError : public std::length_error
{
public:
    using std::length_error::length_error;
};

class ZipStream
{
public:
    explicit ZipStream(ByteSink sink);
    ~ZipStream();
    ZipStream(const ZipStream&) = delete;
    ZipStream& operator=(const ZipStream&) = delete;

    // Starts an entry; the previous one must be ended.
    void beginEntry(std::string name);
    void write(std::string_view bytes);
    void endEntry();
    // Writes the central directory; nothing may be written after it.
    void finish();

private:
    struct Entry
    {
        std::string name;
        std::uint32_t crc = 0;
        std::uint64_t compressedSize = 0;
        std::uint64_t size = 0;
        std::uint64_t offset = 0;
    };
    class Deflater;

    void send(std::string_view bytes);
    void sendCompressed(std::string_view bytes);

    ByteSink mSink;
    std::unique_ptr<Deflater> mDeflater;
    std::vector<Entry> mEntries;
    std::uint64_t mOffset = 0;
};

} // namespace cs::exports
