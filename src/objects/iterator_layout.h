// The layouts of the list, tuple and range iterators, shared by their
// types (objects/list.cpp, tuple.cpp, range.cpp) and the specialized FOR_ITER
// variants of the eval loop, which step them inline.
#pragma once

#include "objects/containers.h"

namespace taipan {

struct ListIterator : Object {
    List* list; // null once exhausted
    int64_t index;
};

struct TupleIterator : Object {
    Tuple* tuple; // null once exhausted
    int64_t index;
};

// range objects whose values fit in int64_t; longer ones use another type.
struct RangeIterator : Object {
    int64_t next;
    int64_t step;
    int64_t remaining;
};

} // namespace taipan
