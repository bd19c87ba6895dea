#pragma once

#include <QString>

#include <stdexcept>
#include <string>

namespace cs {

// A value in a JSON document that cannot be accepted, with the JSON path of the
// offending value ("$.racks[3].power_budget_kw").
class FormatError : public std::runtime_error
{
public:
    FormatError(std::string path, const QString& message)
        : std::runtime_error(path + ": " + message.toStdString()), mPath(std::move(path)),
          mMessage(message)
    {
    }
    const std::string& path() const { return mPath; }
    const QString& message() const { return mMessage; }

private:
    std::string mPath;
    QString mMessage;
};

} // namespace cs
