#include "benchutil.h"

#include "hugepages.h"

#include <cstdio>
#include <cstdlib>

#include <fstream>
#include <string>

namespace cs::bench {

namespace {

double statusKiB(const char* key)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    const std::string prefix = std::string(key) + ":";
    while (std::getline(status, line)) {
        if (line.rfind(prefix, 0) == 0) {
            return std::stod(line.substr(prefix.size()));
        }
    }
    return 0;
}

} // namespace

double peakRssMiB()
{
    return statusKiB("VmHWM") / 1024.0;
}
double rssMiB()
{
    return statusKiB("VmRSS") / 1024.0;
}

void resetPeakRss()
{
    std::ofstream clear("/proc/self/clear_refs");
    clear << "5";
}

void startLikeThePrograms(char** argv)
{
    restartWithHugePageMalloc(argv);
    const char* tunables = std::getenv("GLIBC_TUNABLES");
    std::printf("malloc tunables: %s (as the programs run; set GLIBC_TUNABLES to choose others)\n",
                tunables && *tunables ? tunables : "none");
    std::fflush(stdout);
}

} // namespace cs::bench
