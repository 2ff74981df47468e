// The core containers' layouts and native APIs: tuple, list, dict, set,
// range, slice. Each type's Python-level behaviour lives in its own .cpp
// (objects/tuple.cpp, list.cpp, dict.cpp, set.cpp, range.cpp, slice.cpp).
//
// Conventions: "borrowed" results are valid while the container is not
// modified; functions that can run Python code (hashing, comparing keys)
// report errors by returning false / null with an exception pending.
#pragma once

#include "objects/builtins_types.h"

namespace taipan {

// ---- tuple ----------------------------------------------------------------------
struct Tuple : Object {
    int64_t size;
    int64_t hashCache; // -1 until computed
    Value* items() { return reinterpret_cast<Value*>(this + 1); }
    const Value* items() const { return reinterpret_cast<const Value*>(this + 1); }
};
// A tuple of `size` items, all null: fill each with an owned reference.
Tuple* tupleNewUninitialized(int64_t size);
Ref tupleFromValues(const Value* values, int64_t count); // adds references
Ref emptyTuple();
inline bool isTuple(Value v) { return v.isObject() && (typeOf(v)->flags & kTypeTupleSubclass); }
inline Tuple* asTuple(Value v) { return static_cast<Tuple*>(v.object()); }

// ---- list -----------------------------------------------------------------------
struct List : Object {
    int64_t size;
    int64_t capacity;
    Value* items; // owned references
};
Ref listNew(int64_t size = 0); // items null when size > 0: fill them
[[nodiscard]] bool listAppend(List* list, Value item); // adds a reference
Ref listFromValues(const Value* values, int64_t count);
inline bool isList(Value v) { return v.isObject() && (typeOf(v)->flags & kTypeListSubclass); }
inline List* asList(Value v) { return static_cast<List*>(v.object()); }
// list.sort(key=None, reverse=False) on a list (stable; CPython's behaviour
// when comparisons raise or the list is mutated during the sort).
[[nodiscard]] bool listSort(List* list, Value key, bool reverse);

// ---- dict -----------------------------------------------------------------------
// Insertion-ordered hash table. `version` changes on every mutation that
// adds or removes a key (specialization guards on it later).
struct Dict : Object {
    int64_t size;
    uint64_t version;
    void* table; // owned by dict.cpp
};
Ref dictNew();
// Looks `key` up: true with `out` set to a borrowed value or null (missing);
// false on error.
[[nodiscard]] bool dictLookup(Dict* dict, Value key, Value& out);
// Lookup by an interned or ordinary str key; never fails (borrowed or null).
Value dictGetStr(Dict* dict, Str* key);
[[nodiscard]] bool dictSetItem(Dict* dict, Value key, Value value); // adds references
[[nodiscard]] bool dictSetStr(Dict* dict, Str* key, Value value);
// 1 removed, 0 missing (no exception), -1 error.
[[nodiscard]] int dictDelItem(Dict* dict, Value key);
// Iteration in insertion order: start with position 0; false at the end.
// Key and value are borrowed.
bool dictNext(Dict* dict, int64_t& position, Value& key, Value& value);
inline bool isDict(Value v) { return v.isObject() && (typeOf(v)->flags & kTypeDictSubclass); }
inline Dict* asDict(Value v) { return static_cast<Dict*>(v.object()); }

// ---- set / frozenset ---------------------------------------------------------------
struct Set : Object {
    int64_t size;
    int64_t hashCache; // frozenset only
    void* table;       // owned by set.cpp
};
Ref setNew(Type* type = &gSetType);
[[nodiscard]] bool setAdd(Set* set, Value item);
[[nodiscard]] int setContains(Set* set, Value item); // 1, 0, -1 error
bool setNext(Set* set, int64_t& position, Value& item);

// ---- range, slice -----------------------------------------------------------------
struct Range : Object {
    Value start, stop, step, length; // ints (small or big)
};
struct Slice : Object {
    Value start, stop, step; // owned; None when omitted
};
Ref sliceNew(Value start, Value stop, Value step);
// slice.indices(length) for a sequence of `length` items: clamps and
// computes the item count. False on error (bad index types, step 0).
[[nodiscard]] bool sliceIndices(Slice* slice, int64_t length, int64_t& start, int64_t& stop,
                                int64_t& step, int64_t& count);

} // namespace taipan
