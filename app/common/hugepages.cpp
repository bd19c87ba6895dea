#include "hugepages.h"

#include <cstdlib>

#include <sys/auxv.h>
#include <unistd.h>

namespace cs {

void restartWithHugePageMalloc(char** argv)
{
#if defined(__linux__) && defined(__GLIBC__)
    if (std::getenv("GLIBC_TUNABLES") != nullptr) {
        return; // the user's own tunables, or this is the restarted program
    }
    if (getauxval(AT_BASE) == 0) {
        return; // started through the dynamic loader itself: /proc/self/exe is the loader
    }
    if (setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1", 1) != 0) {
        return;
    }
    execv("/proc/self/exe", argv); // returns only when the restart fails
    unsetenv("GLIBC_TUNABLES");
#else
    (void)argv;
#endif
}

} // namespace cs
