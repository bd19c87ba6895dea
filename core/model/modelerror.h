#pragma once

#include <QString>

#include <stdexcept>
#include <string>

namespace cs {

// Raised when an operation would break a model invariant (overlapping devices,
// a port carrying two links, a reference to a missing entity). The model is
// left unchanged when it is thrown.
class ModelError : public std::runtime_error
{
public:
    ModelError(std::string code, const QString& message)
        : std::runtime_error(message.toStdString()), mCode(std::move(code)), mMessage(message)
    {
    }
    const std::string& code() const { return mCode; }
    const QString& message() const { return mMessage; }

private:
    std::string mCode;
    QString mMessage;
};

} // namespace cs
