// The allocation cap of runtime/limits.h. One global, read on the paths
// whose size comes from program data.
#include "runtime/limits.h"

#include "runtime/errors.h"

#include <cstdint>

#include <sys/sysinfo.h>

namespace taipan {

namespace {

// The default cap: what the kernel could grant one allocation at most (all
// of RAM and swap). Linux refuses a single larger request even when it
// overcommits, so CPython's malloc fails there and raises MemoryError; the
// cap makes Taipan fail at the same size on paths whose buffers come from
// std::string or GMP, which would abort the process instead of failing.
size_t defaultCap() {
    struct sysinfo info {};
    if (sysinfo(&info) != 0 || info.mem_unit == 0) return static_cast<size_t>(PTRDIFF_MAX);
    size_t units = 0;
    size_t total = 0;
    if (__builtin_add_overflow(info.totalram, info.totalswap, &units) ||
        __builtin_mul_overflow(units, static_cast<size_t>(info.mem_unit), &total) || total == 0 ||
        total > static_cast<size_t>(PTRDIFF_MAX)) {
        return static_cast<size_t>(PTRDIFF_MAX);
    }
    return total;
}

} // namespace

size_t detail::gMaxAllocationBytes = defaultCap();

bool detail::refuseAllocation() {
    raiseNoMemory();
    return false;
}

size_t maxAllocationBytes() {
    return detail::gMaxAllocationBytes;
}

void setMaxAllocationBytes(size_t bytes) {
    detail::gMaxAllocationBytes = bytes;
}

} // namespace taipan
