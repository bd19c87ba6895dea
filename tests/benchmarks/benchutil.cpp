#include "benchutil.h"

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

} // namespace cs::bench
