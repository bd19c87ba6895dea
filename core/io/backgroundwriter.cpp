#include "backgroundwriter.h"

#include <algorithm>

#ifdef __linux__
#include <fcntl.h>
#endif

namespace cs {

namespace {

constexpr std::size_t kBlockBytes = 1u << 20;
constexpr std::size_t kMostWaiting = 4;
constexpr qint64 kWritebackBytes = 8 << 20;

} // namespace

BackgroundWriter::BackgroundWriter(QFileDevice& file) : mFile(file)
{
    mBlock.reserve(kBlockBytes);
}

BackgroundWriter::~BackgroundWriter()
{
    abandon();
}

void BackgroundWriter::write(std::string_view piece)
{
    while (!piece.empty()) {
        const std::size_t take = std::min(kBlockBytes - mBlock.size(), piece.size());
        mBlock.append(piece.data(), take);
        piece.remove_prefix(take);
        if (mBlock.size() == kBlockBytes) {
            std::string full = spareBlock();
            full.swap(mBlock);
            hand(std::move(full));
        }
    }
}

std::string BackgroundWriter::spareBlock()
{
    std::string block;
    {
        std::lock_guard lock(mMutex);
        if (!mSpare.empty()) {
            block = std::move(mSpare.back());
            mSpare.pop_back();
        }
    }
    block.reserve(kBlockBytes);
    return block;
}

void BackgroundWriter::hand(std::string block)
{
    if (!mThread.joinable()) {
        mThread = std::thread([this] { run(); });
    }
    std::unique_lock lock(mMutex);
    mChanged.wait(lock, [this] { return mWaiting.size() < kMostWaiting; });
    mWaiting.push_back(std::move(block));
    mChanged.notify_all();
}

void BackgroundWriter::run()
{
    for (;;) {
        std::string block;
        {
            std::unique_lock lock(mMutex);
            mChanged.wait(lock, [this] { return !mWaiting.empty() || mClosing; });
            if (mWaiting.empty() || mDropping) {
                return;
            }
            block = std::move(mWaiting.front());
            mWaiting.pop_front();
        }
        mChanged.notify_all(); // room for the next block
        writeBlock(block);
        block.clear();
        std::lock_guard lock(mMutex);
        mSpare.push_back(std::move(block));
    }
}

void BackgroundWriter::writeBlock(const std::string& block)
{
    const auto size = static_cast<qint64>(block.size());
    mOk = mOk && mFile.write(block.data(), size) == size;
    mWritten += size;
#ifdef __linux__
    // Only starts the writeback (it does not wait): the sync before the
    // file replaces its target then has little left to do.
    if (mOk && mWritten - mSentToDisk >= kWritebackBytes && mFile.handle() >= 0) {
        ::sync_file_range(mFile.handle(), mSentToDisk, mWritten - mSentToDisk,
                          SYNC_FILE_RANGE_WRITE);
        mSentToDisk = mWritten;
    }
#endif
}

void BackgroundWriter::stop(bool writeTheRest)
{
    if (!mThread.joinable()) {
        return;
    }
    {
        std::lock_guard lock(mMutex);
        mClosing = true;
        mDropping = !writeTheRest;
    }
    mChanged.notify_all();
    mThread.join();
}

bool BackgroundWriter::finish()
{
    if (mThread.joinable() && !mBlock.empty()) {
        std::string last;
        last.swap(mBlock);
        hand(std::move(last));
    } else if (!mBlock.empty()) {
        writeBlock(mBlock);
    }
    stop(true);
    return mOk;
}

void BackgroundWriter::abandon()
{
    stop(false);
}

} // namespace cs
