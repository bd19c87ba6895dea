#pragma once

namespace cs {

// Large designs are hundreds of megabytes of small model objects. Where the
// kernel grants transparent huge pages only on request (Debian's default,
// "madvise"), faulting that memory in 4 KiB pages can cost more than the work
// itself: about 10 µs a page on a virtual machine, so that validating a
// 16,384-GPU design spent 0.26 s of its 0.40 s in page faults. glibc's malloc
// asks for huge pages when its tunable glibc.malloc.hugetlb says so, and
// tunables are read only when a program starts; so a program calls this first
// thing in main(), and it starts the same program again, once, with the
// tunable set (0.14 s for the same design). A GLIBC_TUNABLES already set,
// even to nothing, is kept as it is: that is also how to start without.
// Where the restart cannot happen, the program simply goes on.
void restartWithHugePageMalloc(char** argv);

} // namespace cs
