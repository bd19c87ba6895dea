#pragma once

#include "modelerror.h"

#include <QCoreApplication>
#include <QString>

#include <string>

// Shared by the files that implement cs::Design: one translation context for
// all of the model's messages, and the id rule every add follows.
namespace cs::designinternal {

// The translation context of the model's messages.
class DesignText
{
    Q_DECLARE_TR_FUNCTIONS(DesignText)
};
inline QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// Gives a new entity the next free id, or refuses an id already taken.
template <typename Table, typename Entity>
void assignId(const Table& table, Entity& entity, const char* what)
{
    if (!entity.id.isValid()) {
        entity.id = table.nextId();
    } else if (table.contains(entity.id)) {
        throw ModelError("DUPLICATE_ID",
                         DesignText::tr("Two %1 entries share the id %2; ids must be unique.")
                             .arg(QString::fromLatin1(what))
                             .arg(entity.id.value));
    }
}

} // namespace cs::designinternal
