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

// ---- Added by the containers work (additive) --------------------------------------

// The private types of the container files: iterators and dict views.
extern Type gTupleIteratorType;          // tuple_iterator
extern Type gListIteratorType;           // list_iterator
extern Type gListReverseIteratorType;    // list_reverseiterator
extern Type gDictKeysType;               // dict_keys
extern Type gDictValuesType;             // dict_values
extern Type gDictItemsType;              // dict_items
extern Type gDictKeyIteratorType;        // dict_keyiterator
extern Type gDictValueIteratorType;      // dict_valueiterator
extern Type gDictItemIteratorType;       // dict_itemiterator
extern Type gDictReverseKeyIteratorType; // dict_reversekeyiterator
extern Type gDictReverseValueIteratorType;
extern Type gDictReverseItemIteratorType;
extern Type gSetIteratorType;            // set_iterator
extern Type gRangeIteratorType;          // range_iterator
extern Type gLongRangeIteratorType;      // longrange_iterator

// tuple
Ref tupleFromIterable(Value iterable);                      // tuple(iterable)
Ref tupleGetSlice(Tuple* tuple, int64_t start, int64_t stop); // clamped, step 1
Ref tuplePack2(Value first, Value second);                   // (first, second), adds references

// list
Ref listFromIterable(Value iterable);                        // list(iterable)
[[nodiscard]] bool listExtend(List* list, Value iterable);   // list.extend
[[nodiscard]] bool listInsert(List* list, int64_t index, Value item); // list.insert semantics
Ref listAsTuple(List* list);
Ref listGetSlice(List* list, int64_t start, int64_t stop);    // clamped, step 1
void listReverse(List* list);
void listClear(List* list); // list.clear()

// dict
// dict.update(other): a mapping (anything with keys()) or an iterable of pairs.
[[nodiscard]] bool dictUpdate(Dict* dict, Value other);
// Merges the mapping `source` into `dict` (as `{**source}` and f(**source) do).
// onDuplicate: 0 keeps existing values, 1 overwrites, 2 stops with KeyError(key)
// pending at the first key already present (the VM turns that into "got
// multiple values for keyword argument"). A source without keys() raises
// TypeError "'int' object is not a mapping".
[[nodiscard]] bool dictMerge(Dict* dict, Value source, int onDuplicate);
Ref dictCopy(Dict* dict);
void dictClear(Dict* dict);
// Borrowed value or null (missing); false on error. Same as dictLookup but
// takes the hash the caller already computed.
[[nodiscard]] bool dictLookupKnownHash(Dict* dict, Value key, int64_t hash, Value& out);
// The entry index of a str key (-1 when missing) and the value stored at an
// entry index: with Dict::version, enough for a VM cache of global lookups
// (version unchanged => the same key is still at the same index).
int64_t dictFindStrIndex(Dict* dict, Str* key);
Value dictValueAtIndex(Dict* dict, int64_t index); // borrowed; null if the entry is empty

// set / frozenset
// A set or frozenset (or a subclass: `type`) holding the items of `iterable`
// (null: empty).
Ref setFromIterable(Type* type, Value iterable);
// 1 removed, 0 missing, -1 error.
[[nodiscard]] int setDiscard(Set* set, Value item);
[[nodiscard]] bool setUpdate(Set* set, Value iterable);
inline bool isAnySet(Value v) {
    return v.isObject() && (isInstance(v, &gSetType) || isInstance(v, &gFrozenSetType));
}

// range
// range(start, stop, step) from ints; ValueError when step is 0.
Ref rangeNew(Value start, Value stop, Value step);

} // namespace taipan
