#pragma once

#include <chrono>
#include <cstddef>
#include <ctime>

namespace cs::bench {

// Starts the benchmark as the programs start (app/common/hugepages.h: once
// more, with glibc's malloc taking transparent huge pages) and says so on the
// first line, so that its figures are the programs' own.
void startLikeThePrograms(char** argv);

// Peak resident memory of this process in MiB (VmHWM).
double peakRssMiB();
// Current resident memory in MiB (VmRSS).
double rssMiB();
// Resets the peak so that the next peakRssMiB() covers only what follows.
void resetPeakRss();

template <typename F> double millisecondsOf(F&& f)
{
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

// Processor time this process spent in f, in milliseconds: on a machine shared
// with other work it shows what wall-clock time would be on a quiet one.
template <typename F> double cpuMillisecondsOf(F&& f)
{
    const std::clock_t start = std::clock();
    f();
    return 1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC;
}

// The best of `runs` timings: the least disturbed by the rest of the machine.
template <typename F> double bestMillisecondsOf(int runs, F&& f)
{
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        const double ms = millisecondsOf(f);
        best = ms < best ? ms : best;
    }
    return best;
}

} // namespace cs::bench
