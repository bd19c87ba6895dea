// Feeds arbitrary bytes to the design loader: it must return a design or an
// error, never crash, hang or leak; a design it returns must save and load
// back to the same design; and its answer, fast reader or not, must be the
// DOM reader's: the same design or the same message.
#include "io/designfile.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const cs::DesignLoadResult loaded = cs::loadDesignBytes(bytes, QStringLiteral("fuzz"));
    const cs::DesignLoadResult dom = cs::loadDesignBytesThroughDom(bytes, QStringLiteral("fuzz"));
    if (loaded.ok() != dom.ok() || (loaded.ok() && !(*loaded.design == *dom.design)) ||
        (!loaded.ok() && loaded.error && dom.error &&
         loaded.error->toString() != dom.error->toString())) {
        std::abort();
    }
    if (loaded.ok()) {
        const cs::DesignLoadResult again =
            cs::loadDesignBytes(cs::designToBytes(*loaded.design), QStringLiteral("fuzz-again"));
        if (!again.ok() || !(*again.design == *loaded.design)) {
            std::abort();
        }
    } else if (!loaded.error || loaded.error->message.isEmpty()) {
        std::abort();
    }
    return 0;
}
