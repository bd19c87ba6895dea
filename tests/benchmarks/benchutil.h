#pragma once

#include <chrono>
#include <cstddef>

namespace cs::bench {

// Peak resident memory of this process in MiB (VmHWM).
double peakRssMiB();
// Current resident memory in MiB (VmRSS).
double rssMiB();
// Resets the peak so that the next peakRssMiB() covers only what follows.
void resetPeakRss();

template <typename F>
double millisecondsOf(F&& f)
{
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The best of `runs` timings: the least disturbed by the rest of the machine.
template <typename F>
double bestMillisecondsOf(int runs, F&& f)
{
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        const double ms = millisecondsOf(f);
        best = ms < best ? ms : best;
    }
    return best;
}

} // namespace cs::bench
