#include "autosaver.h"

#include "document.h"

#include <QCoreApplication>

#include <atomic>

namespace cs::ui {

namespace {

// Several windows of one process each keep their own copy.
QString nextAutosaveId()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("%1-%2").arg(QCoreApplication::applicationPid()).arg(++counter);
}

} // namespace

Autosaver::Autosaver(Document& document, AutosaveStore store, QObject* parent)
    : QObject(parent), mDocument(document), mStore(std::move(store)), mId(nextAutosaveId())
{
    mTimer.setSingleShot(true);
    mTimer.setInterval(std::chrono::seconds(5));
    connect(&mTimer, &QTimer::timeout, this, &Autosaver::saveNow);
    connect(&mDocument, &Document::changed, this, &Autosaver::onEdited);
    connect(&mDocument, &Document::modifiedChanged, this, &Autosaver::onEdited);
}

Autosaver::~Autosaver()
{
    discard();
}

void Autosaver::setDelay(std::chrono::milliseconds delay)
{
    mTimer.setInterval(delay);
}

std::chrono::milliseconds Autosaver::delay() const
{
    return mTimer.intervalAsDuration();
}

void Autosaver::onEdited()
{
    if (mDocument.isModified()) {
        mTimer.start();
    } else {
        discard(); // saved, or undone back to the file
    }
}

void Autosaver::saveNow()
{
    mTimer.stop();
    if (!mDocument.isModified()) {
        return;
    }
    if (auto error = mStore.write(mId, mDocument.design(), mDocument.filePath(),
                                  QCoreApplication::applicationPid())) {
        emit saveFailed(error->toString());
        return;
    }
    mHasCopy = true;
}

void Autosaver::discard()
{
    mTimer.stop();
    if (mHasCopy) {
        mStore.remove(mId);
        mHasCopy = false;
    }
}

} // namespace cs::ui
