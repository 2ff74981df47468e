// The largest single allocation the runtime will attempt, as a runtime
// setting. CPython raises MemoryError when malloc fails; Taipan does the
// same, and additionally refuses up front any block larger than this cap
// (default: RAM plus swap, the most the kernel grants one allocation, so
// MemoryError comes at the sizes where CPython's malloc fails), so that
// sizes computed from program data ('a' * n, 1 << n, format widths) never
// reach an allocator that would abort the process (GMP, std::string)
// instead of failing.
//
// The fuzz harness (fuzz/run_harness.cpp) lowers the cap so that one
// operation of a fuzzed program cannot take more than a bounded amount of
// memory or time; the step budget (vm/eval_breaker.h) bounds the rest.
#pragma once

#include <cstddef>

namespace taipan {

size_t maxAllocationBytes();
void setMaxAllocationBytes(size_t bytes);

namespace detail {
// The cap itself (limits.cpp); read inline because object allocation checks it.
extern size_t gMaxAllocationBytes;
// Raises MemoryError and returns false (the cold path of allocationAllowed).
[[gnu::cold, gnu::noinline]] bool refuseAllocation();
} // namespace detail

// True when a block of `bytes` is within the cap; otherwise raises
// MemoryError (as a failed malloc does) and returns false. Inline: every
// object allocation asks, and the answer is almost always one compare.
[[nodiscard]] inline bool allocationAllowed(size_t bytes) {
    return bytes <= detail::gMaxAllocationBytes || detail::refuseAllocation();
}
// The same for `count` items of `itemSize` bytes (an overflowing product is
// over the cap).
[[nodiscard]] inline bool allocationAllowed(size_t count, size_t itemSize) {
    size_t bytes = 0;
    if (__builtin_mul_overflow(count, itemSize, &bytes)) return detail::refuseAllocation();
    return allocationAllowed(bytes);
}

} // namespace taipan
