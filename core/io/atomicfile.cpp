#include "atomicfile.h"
#include "backgroundwriter.h"
#include "designfiletext.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace cs {

std::optional<QString> writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    return writeFileAtomically(path, [&](const ByteSink& sink) {
        sink(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    });
}

std::optional<QString> writeFileAtomically(const QString& path,
                                           const std::function<void(const ByteSink&)>& produce)
{
    QSaveFile file(path);
    // Unbuffered, so that a short write (full disk, file size limit) is seen
    // here rather than lost in a flush that commit() does not report.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return DesignFileText::tr("The file cannot be written: %1.").arg(file.errorString());
    }
    BackgroundWriter writer(file);
    try {
        produce([&](std::string_view piece) { writer.write(piece); });
    } catch (...) {
        writer.abandon();
        file.cancelWriting();
        throw;
    }
    const bool written = writer.finish();
    if (!written || file.error() != QFileDevice::NoError) {
        file.cancelWriting();
        return DesignFileText::tr("Writing the file failed: %1. The previous file is unchanged.")
            .arg(file.errorString());
    }
    if (!file.commit()) {
        return DesignFileText::tr("Saving the file failed: %1. The previous file is unchanged.")
            .arg(file.errorString());
    }
    return std::nullopt;
}

} // namespace cs
