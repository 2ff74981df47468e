// Helpers shared by the container types (tuple.cpp, list.cpp, dict.cpp,
// set.cpp, range.cpp, slice.cpp): argument-count checks with CPython's
// messages, index conversion, the repr recursion guard ("[...]"), deferred
// deallocation of deeply nested containers, and CPython's tuple hash.
//
// Invariants: nothing here owns Python references except where a Ref is
// returned. The repr guard and the deallocation queue are per thread (there
// is one thread today, see runtime/thread_state.h).
#pragma once

#include "objects/containers.h"

#include <cstdint>
#include <string>

namespace taipan::containers {

// ---- Argument checks (messages word for word as CPython's) ----------------------

// "list() takes no keyword arguments" when kwnames is non-empty.
[[nodiscard]] bool noKeywords(const char* name, Tuple* kwnames);
// Argument Clinic's positional range check: "pop expected at most 1
// argument, got 2", "insert expected 2 arguments, got 1".
[[nodiscard]] bool positionalRange(const char* name, size_t nargs, size_t min, size_t max);
// METH_O: "list.append() takes exactly one argument (0 given)" (and no
// keywords: "list.append() takes no keyword arguments").
[[nodiscard]] bool exactlyOne(const char* qualifiedName, size_t nargs, Tuple* kwnames);
// METH_NOARGS: "list.copy() takes no arguments (1 given)".
[[nodiscard]] bool noArguments(const char* qualifiedName, size_t nargs, Tuple* kwnames);
// CPython tries the number protocol before a sequence's concatenation or
// repetition: when `right`'s class defines the reflected method
// (__radd__/__rmul__) in Python, its binary slot runs first. True when that
// settled the operation (`result` is the answer, or null with an exception);
// false (no exception) when there is no such method or it returned
// NotImplemented, so the sequence operation proceeds.
[[nodiscard]] bool reflectedOperandFirst(Value left, Value right, BinaryOp op, Ref& result);
// Positional range plus "name() takes no keyword arguments".
[[nodiscard]] bool positionalOnly(const char* name, size_t nargs, Tuple* kwnames, size_t min,
                                  size_t max);

// ---- Indexes -------------------------------------------------------------------

// True when `v` can be used as a sequence index (an int or a value whose
// type has __index__).
bool isIndexable(Value v);
// An index for item access: operator.index() then int64 range check, with
// IndexError "cannot fit 'int' into an index-sized integer" on overflow.
[[nodiscard]] bool itemIndex(Value v, int64_t& out);
// An index for an argument such as list.pop(i) / list.insert(i, x):
// TypeError "'str' object cannot be interpreted as an integer", OverflowError
// on overflow.
[[nodiscard]] bool argumentIndex(Value v, int64_t& out);
// An argument converted as CPython's "n" (Py_ssize_t) format does: OverflowError
// "Python int too large to convert to C ssize_t" when out of range.
[[nodiscard]] bool ssizeArgument(Value v, int64_t& out);
// operator.index(v) as an exact int (bool and int subclasses are converted).
Ref exactIndex(Value v);
// slice.indices(length) with arbitrary-precision ints: the clamped start,
// stop and step as new ints. False on error ("slice step cannot be zero").
[[nodiscard]] bool sliceIndicesBig(Slice* slice, Value length, Ref& start, Ref& stop, Ref& step);
// A slice bound as CPython's slice machinery reads it: big values clamp to
// the int64 range. `allowNone` selects the message ("... integers or None
// or have an __index__ method" vs "... integers or have an __index__
// method"); when allowNone and v is None, `out` is left unchanged.
[[nodiscard]] bool clampedIndex(Value v, int64_t& out, bool allowNone);
// Python's `start` / `stop` arguments of index(): negative values count
// from the end, then clamp to [0, length].
void adjustSearchBounds(int64_t length, int64_t& start, int64_t& stop);

// ---- Text ----------------------------------------------------------------------

// Appends repr(v) as UTF-8. False with an exception pending on failure.
[[nodiscard]] bool appendRepr(std::string& out, Value v);
Ref strFromText(const std::string& text);

// Nested repr of a container that may contain itself: while a repr of
// `object` is in progress, a second one prints "[...]" instead of looping.
class ReprGuard {
  public:
    explicit ReprGuard(Object* object);
    ~ReprGuard();
    ReprGuard(const ReprGuard&) = delete;
    ReprGuard& operator=(const ReprGuard&) = delete;
    // True when a repr of the same object was already in progress.
    bool recursive() const { return !entered_; }

  private:
    Object* object_;
    bool entered_;
};

// ---- Errors --------------------------------------------------------------------

// Raises KeyError(key) (the key itself is the argument, so str() shows its
// repr). Always returns null.
Ref raiseKeyError(Value key);

// ---- Deallocation --------------------------------------------------------------

// Runs `body(object)` now, or, when deallocations are nested very deeply
// (a list of a list of a list ...), later from the outermost one, so that
// freeing deep structures never overflows the C++ stack.
void nestedDealloc(Object* object, void (*body)(Object*));

// ---- Hashing -------------------------------------------------------------------

// CPython's tuple hash (an xxHash-style accumulator over item hashes). Feed
// every lane with add(), then call finish().
class TupleHasher {
  public:
    void add(uint64_t lane);
    // includeLength: tuples mix in their length; slices do not.
    int64_t finish(bool includeLength, uint64_t length) const;

  private:
    uint64_t accumulator_ = 2870177450012600261ull;
};

// PySequence_Fast: a borrowed-or-new list/tuple with the items of
// `iterable`; TypeError(message) when it is not iterable.
Ref sequenceFast(Value iterable, const char* message);
// Items and count of a list or tuple (as returned by sequenceFast).
inline Value* fastItems(Value sequence) {
    return isList(sequence) ? asList(sequence)->items : asTuple(sequence)->items();
}
inline int64_t fastSize(Value sequence) {
    return isList(sequence) ? asList(sequence)->size : asTuple(sequence)->size;
}

// The dealloc, traverse and clear slots of an iterator object that owns one
// reference to the container it walks: `Field` is that member (for example
// &ListIterator::list), null once the iterator is exhausted or cleared.
template <class Iterator, auto Field>
struct OwningIteratorSlots {
    static void dealloc(Object* object) {
        gcUntrack(object);
        if (Object* container = static_cast<Iterator*>(object)->*Field) decref(container);
        freeObjectMemory(object);
    }
    static void traverse(Object* object, VisitFn visit, void* context) {
        if (Object* container = static_cast<Iterator*>(object)->*Field)
            visit(Value::fromObject(container), context);
    }
    static void clear(Object* object) {
        Iterator* iterator = static_cast<Iterator*>(object);
        if (Object* container = iterator->*Field) {
            iterator->*Field = nullptr;
            decref(container);
        }
    }
    static void install(Type& type) {
        type.dealloc = dealloc;
        type.traverse = traverse;
        type.clear = clear;
    }
};

} // namespace taipan::containers
