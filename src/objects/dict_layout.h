// The dict's table layout, shared by objects/dict.cpp (which owns it) and
// the specialized instructions of the eval loop, which read an entry at an
// index they cached instead of hashing again (vm/specialize.cpp).
//
// A DictTable holds a sparse index (open addressing, power-of-two size)
// whose slots are entry numbers, followed by a dense array of entries in
// insertion order. Deleting leaves a hole (key null); a resize compacts.
// Readers outside dict.cpp only read: an entry at index i is valid while
// i < entryCount, and its key is null when it was deleted.
#pragma once

#include "objects/containers.h"

namespace taipan {

struct DictEntry {
    int64_t hash;
    Value key; // null: deleted
    Value value;
};

struct DictTable {
    int64_t indexSize;  // power of two
    int64_t usable;     // capacity of the entries array
    int64_t entryCount; // entries used, holes included
    int64_t* indices() { return reinterpret_cast<int64_t*>(this + 1); }
    DictEntry* entries() { return reinterpret_cast<DictEntry*>(indices() + indexSize); }
};

// Null until the first insertion.
inline DictTable* dictTableOf(Dict* dict) {
    return static_cast<DictTable*>(dict->table);
}

// The entry at `index` when it holds exactly `key` (the same str object:
// attribute names are interned), else null. The specialized attribute
// instructions guard on this instead of a per-dict version, so instances
// that gained their attributes in the same order share one cached index.
inline DictEntry* dictEntryIfKey(Dict* dict, int64_t index, Value key) {
    DictTable* table = dictTableOf(dict);
    if (table == nullptr || index >= table->entryCount) return nullptr;
    DictEntry* entry = table->entries() + index;
    return entry->key.is(key) ? entry : nullptr;
}

// Replaces the key at `index` by `name` when it is an exact str equal to
// it (same hash), so that identity checks find it; false otherwise. The
// dict's contents, order and version are unchanged.
bool dictAdoptStrKey(Dict* dict, int64_t index, Str* name);

} // namespace taipan
