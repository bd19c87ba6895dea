#pragma once

#include <QString>

#include <stdexcept>

namespace cs::commission {

// A benchmark output that cannot be read: the line at fault (1-based) and one
// sentence saying what is wrong there.
class BenchmarkError : public std::runtime_error
{
public:
    BenchmarkError(int line, const QString& message)
        : std::runtime_error(message.toStdString()), mLine(line), mMessage(message)
    {
    }
    int line() const { return mLine; }
    const QString& message() const { return mMessage; }

private:
    int mLine;
    QString mMessage;
};

} // namespace cs::commission
