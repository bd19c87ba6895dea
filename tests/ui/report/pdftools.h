#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// Poppler's command-line tools (poppler-utils) read back what a PDF holds.
namespace cs::test {

inline QString poppler(const QString& tool, const QStringList& args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The text of the PDF; NFKC turns the CJK compatibility radicals some fonts
// map their glyphs to back into the ordinary characters.
inline QString pdfText(const QString& pdf, bool layout = false)
{
    QStringList args;
    if (layout) {
        args << QStringLiteral("-layout");
    }
    args << pdf << QStringLiteral("-");
    return poppler(QStringLiteral("pdftotext"), args).normalized(QString::NormalizationForm_KC);
}

// Lines of a poppler table after its two header lines.
inline QStringList tableRows(const QString& output)
{
    QStringList lines = output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.mid(2);
}

inline int pdfPages(const QString& pdf)
{
    for (const QString& line : poppler(QStringLiteral("pdfinfo"), {pdf}).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Pages:"))) {
            return line.mid(6).trimmed().toInt();
        }
    }
    return -1;
}

} // namespace cs::test
