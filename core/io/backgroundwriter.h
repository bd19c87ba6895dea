#pragma once

#include <QFileDevice>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace cs {

// Writes a file's pieces on a thread of its own, so that making the bytes and
// copying them into the file overlap on two cores, and asks the kernel to
// start putting each 8 MiB on disk as it goes, so that the final sync waits
// for little. Pieces are gathered into 1 MiB blocks and at most four blocks
// wait at once: memory stays bounded whatever the file's size. The thread
// starts with the first full block; a smaller file is written by finish().
class BackgroundWriter
{
public:
    explicit BackgroundWriter(QFileDevice& file);
    // Stops without writing what still waits (see abandon()).
    ~BackgroundWriter();
    BackgroundWriter(const BackgroundWriter&) = delete;
    BackgroundWriter& operator=(const BackgroundWriter&) = delete;

    void write(std::string_view piece);
    // Writes what is left and waits for it; false when a write came up short.
    bool finish();
    // Drops what waits and stops the thread: the file is being given up.
    void abandon();

private:
    std::string spareBlock();
    void hand(std::string block);
    void run();
    void writeBlock(const std::string& block);
    void stop(bool writeTheRest);

    QFileDevice& mFile;
    std::string mBlock;
    std::mutex mMutex;
    std::condition_variable mChanged;
    std::deque<std::string> mWaiting;
    std::vector<std::string> mSpare; // written blocks, kept for their memory
    bool mClosing = false;
    bool mDropping = false;
    // Touched only by the writing thread until it is joined.
    bool mOk = true;
    qint64 mWritten = 0;
    qint64 mSentToDisk = 0;
    std::thread mThread;
};

} // namespace cs
