// The sorting algorithm behind list.sort() and sorted(): a stable natural
// merge sort (timsort with the powersort merge policy), written to make
// exactly the comparisons CPython 3.13 makes, in the same order, so that
// programs observing their __lt__ calls, or catching an exception raised by
// one, see what they see under CPython.
//
// Only `<` is ever asked. On a failed comparison the arrays still hold a
// permutation of their input (partially sorted, as CPython leaves them).
#pragma once

#include "objects/value.h"

#include <cstdint>

namespace taipan::containers {

// 1 when a < b, 0 when not, -1 on error (exception pending).
using LessFn = int (*)(Value a, Value b, void* context);

// Sorts keys[0..count) and, when `values` is non-null, moves values[i]
// along with keys[i]. Returns false when a comparison failed.
[[nodiscard]] bool timSort(Value* keys, Value* values, int64_t count, LessFn less, void* context);

} // namespace taipan::containers
