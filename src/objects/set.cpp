// set and frozenset, and their iterator (set_iterator).
//
// The hash table follows CPython's layout rules exactly (open addressing
// over a power-of-two table with short linear probes, then perturbed
// jumps; deleted entries become dummies; growth when 3/5 full), because the
// iteration order of a set — which programs print — is the table order,
// and the same operations must give the same order as under CPython.
//
// Invariants:
//  - Set::size counts active entries ("used"); the table's `fill` counts
//    active plus dummy entries. A null table is the empty 8-slot table.
//  - An unused entry has a null key and hash 0; a dummy has the dummy key
//    and hash -1 (no real hash is -1); an active entry owns its key.
//  - hashCache (frozenset only) is -1 until computed.
#include "objects/container_util.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/generic_alias.h"
#include "objects/int.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace taipan {

using namespace containers;

namespace {

constexpr int64_t kMinSize = 8;
constexpr int64_t kLinearProbes = 9;
constexpr int kPerturbShift = 5;

struct SetEntry {
    Value key;
    int64_t hash;
};

struct SetTable {
    int64_t mask;
    int64_t fill;
    int64_t finger; // where pop() starts looking
    SetEntry* entries() { return reinterpret_cast<SetEntry*>(this + 1); }
};

struct SetIterator : Object {
    Set* set; // null once exhausted
    int64_t position;
    int64_t expectedSize;
    int64_t remaining;
};

// Marks deleted entries; never visible to Python code.
Object gDummyObject = {kImmortalRefcount, nullptr};
inline Value dummyKey() {
    return Value::fromObject(&gDummyObject);
}

inline SetTable* tableOf(Set* set) {
    return static_cast<SetTable*>(set->table);
}
inline int64_t maskOf(Set* set) {
    return set->table ? tableOf(set)->mask : kMinSize - 1;
}
inline int64_t fillOf(Set* set) {
    return set->table ? tableOf(set)->fill : 0;
}
inline bool isActive(const SetEntry& entry) {
    return entry.key && !entry.key.is(dummyKey());
}

} // namespace

Type gSetType = staticType("set", sizeof(Set), 0, kTypeGcTracked | kTypeBaseType | kTypeMatchSelf);
Type gFrozenSetType =
    staticType("frozenset", sizeof(Set), 0, kTypeGcTracked | kTypeBaseType | kTypeMatchSelf);
Type gSetIteratorType = staticType("set_iterator", sizeof(SetIterator), 0, kTypeGcTracked);

static inline Set* asSet(Value v) {
    return static_cast<Set*>(v.object());
}
static inline bool isFrozenSet(Value v) {
    return v.isObject() && isInstance(v, &gFrozenSetType);
}
static inline bool isMutableSet(Value v) {
    return v.isObject() && isInstance(v, &gSetType);
}

// ---- The table -----------------------------------------------------------------------

static SetTable* allocateTable(int64_t size) {
    size_t bytes = sizeof(SetTable) + sizeof(SetEntry) * static_cast<size_t>(size);
    SetTable* table = static_cast<SetTable*>(std::calloc(1, bytes));
    if (!table) return nullptr;
    table->mask = size - 1;
    return table;
}

static bool ensureTable(Set* set) {
    if (set->table) return true;
    SetTable* table = allocateTable(kMinSize);
    if (!table) {
        raiseNoMemory();
        return false;
    }
    set->table = table;
    return true;
}

// Puts a key known to be absent into a table without dummies, taking the
// first free entry on its probe sequence (no comparisons).
static void insertClean(SetTable* table, Value key, int64_t hash) {
    SetEntry* entries = table->entries();
    uint64_t mask = static_cast<uint64_t>(table->mask);
    uint64_t perturb = static_cast<uint64_t>(hash);
    uint64_t i = perturb & mask;
    for (;;) {
        SetEntry* entry = &entries[i];
        if (!entry->key) {
            entry->key = key;
            entry->hash = hash;
            return;
        }
        if (i + kLinearProbes <= mask) {
            for (int64_t j = 0; j < kLinearProbes; ++j) {
                ++entry;
                if (!entry->key) {
                    entry->key = key;
                    entry->hash = hash;
                    return;
                }
            }
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

// Rebuilds the table with more than `minimumUsed` slots (the smallest
// power of two above it, at least 8), dropping dummies.
static bool resizeTable(Set* set, int64_t minimumUsed) {
    int64_t size = kMinSize;
    while (size <= minimumUsed) {
        if (size > (int64_t(1) << 56)) {
            raiseNoMemory();
            return false;
        }
        size <<= 1;
    }
    SetTable* fresh = allocateTable(size);
    if (!fresh) {
        raiseNoMemory();
        return false;
    }
    if (SetTable* old = tableOf(set)) {
        fresh->finger = old->finger;
        for (int64_t i = 0; i <= old->mask; ++i) {
            SetEntry& entry = old->entries()[i];
            if (isActive(entry)) insertClean(fresh, entry.key, entry.hash);
        }
        std::free(old);
    }
    fresh->fill = set->size;
    set->table = fresh;
    return true;
}

// Finds the entry holding `key`, or the unused entry that ends its probe
// sequence (null key). Null on a failed comparison.
static SetEntry* lookupKey(Set* set, Value key, int64_t hash) {
    if (!ensureTable(set)) return nullptr;
    bool keyIsStr = isExactType(key, &gStrType);
restart:
    SetTable* table = tableOf(set);
    uint64_t mask = static_cast<uint64_t>(table->mask);
    uint64_t perturb = static_cast<uint64_t>(hash);
    uint64_t i = perturb & mask;
    for (;;) {
        SetEntry* entry = &table->entries()[i];
        int64_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
        do {
            if (entry->hash == 0 && !entry->key) return entry;
            if (entry->hash == hash) {
                Value startKey = entry->key;
                if (startKey.is(key)) return entry;
                if (keyIsStr && isExactType(startKey, &gStrType)) {
                    if (strEquals(asStr(startKey), asStr(key))) return entry;
                } else {
                    Ref keep = Ref::borrow(startKey);
                    int equal = compareBool(startKey, key, CompareOp::Eq);
                    if (equal < 0) return nullptr;
                    if (set->table != table || !entry->key.is(startKey)) goto restart;
                    if (equal) return entry;
                }
            }
            ++entry;
        } while (probes--);
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

// Adds `key` (a new reference is taken) unless an equal key is present.
static bool addEntry(Set* set, Value key, int64_t hash) {
    if (!ensureTable(set)) return false;
    // Hold the key while comparisons run arbitrary code.
    Ref held = Ref::borrow(key);
    bool keyIsStr = isExactType(key, &gStrType);
restart:
    SetTable* table = tableOf(set);
    uint64_t mask = static_cast<uint64_t>(table->mask);
    uint64_t perturb = static_cast<uint64_t>(hash);
    uint64_t i = perturb & mask;
    SetEntry* freeSlot = nullptr;
    SetEntry* entry = nullptr;
    for (;;) {
        entry = &table->entries()[i];
        int64_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
        do {
            if (entry->hash == 0 && !entry->key) goto foundUnusedOrDummy;
            if (entry->hash == hash) {
                Value startKey = entry->key;
                if (startKey.is(key)) return true;
                if (keyIsStr && isExactType(startKey, &gStrType)) {
                    if (strEquals(asStr(startKey), asStr(key))) return true;
                } else {
                    Ref keep = Ref::borrow(startKey);
                    int equal = compareBool(startKey, key, CompareOp::Eq);
                    if (equal > 0) return true;
                    if (equal < 0) return false;
                    if (set->table != table || !entry->key.is(startKey)) goto restart;
                }
            } else if (entry->hash == -1 && !freeSlot) {
                freeSlot = entry;
            }
            ++entry;
        } while (probes--);
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }

foundUnusedOrDummy:
    if (freeSlot) {
        // Reuse the first dummy seen on the way (fill is unchanged).
        freeSlot->key = held.release();
        freeSlot->hash = hash;
        ++set->size;
        return true;
    }
    ++table->fill;
    ++set->size;
    entry->key = held.release();
    entry->hash = hash;
    if (table->fill * 5 < table->mask * 3) return true;
    return resizeTable(set, set->size > 50000 ? set->size * 2 : set->size * 4);
}

// 1 removed, 0 not found, -1 error.
static int discardEntry(Set* set, Value key, int64_t hash) {
    SetEntry* entry = lookupKey(set, key, hash);
    if (!entry) return -1;
    if (!entry->key) return 0;
    Value old = entry->key;
    entry->key = dummyKey();
    entry->hash = -1;
    --set->size;
    decref(old);
    return 1;
}

static int containsEntry(Set* set, Value key, int64_t hash) {
    if (set->size == 0 && !set->table) return 0;
    SetEntry* entry = lookupKey(set, key, hash);
    if (!entry) return -1;
    return entry->key ? 1 : 0;
}

static void clearSet(Set* set) {
    SetTable* table = tableOf(set);
    if (!table) return;
    set->table = nullptr;
    set->size = 0;
    for (int64_t i = 0; i <= table->mask; ++i) {
        if (isActive(table->entries()[i])) decref(table->entries()[i].key);
    }
    std::free(table);
}

// Iterates the active entries in table order.
static bool nextEntry(Set* set, int64_t& position, SetEntry*& out) {
    SetTable* table = tableOf(set);
    if (!table) return false;
    while (position <= table->mask) {
        SetEntry* entry = &table->entries()[position++];
        if (isActive(*entry)) {
            out = entry;
            return true;
        }
    }
    return false;
}

// Adds every element of the set `other`.
static bool mergeSet(Set* set, Set* other) {
    if (set == other || other->size == 0) return true;
    if ((fillOf(set) + other->size) * 5 >= maskOf(set) * 3) {
        if (!resizeTable(set, (set->size + other->size) * 2)) return false;
    }
    if (!ensureTable(set)) return false;
    SetTable* table = tableOf(set);
    SetTable* source = tableOf(other);
    if (table->fill == 0 && table->mask == source->mask && source->fill == other->size) {
        // Same geometry and no dummies: copy entry for entry.
        for (int64_t i = 0; i <= source->mask; ++i) {
            if (source->entries()[i].key) {
                incref(source->entries()[i].key);
                table->entries()[i] = source->entries()[i];
            }
        }
        table->fill = source->fill;
        set->size = other->size;
        return true;
    }
    if (table->fill == 0) {
        table->fill = other->size;
        set->size = other->size;
        for (int64_t i = 0; i <= source->mask; ++i) {
            SetEntry& entry = source->entries()[i];
            if (isActive(entry)) {
                incref(entry.key);
                insertClean(table, entry.key, entry.hash);
            }
        }
        return true;
    }
    int64_t position = 0;
    SetEntry* entry;
    while (nextEntry(other, position, entry)) {
        if (!addEntry(set, entry->key, entry->hash)) return false;
    }
    return true;
}

static bool addKey(Set* set, Value key) {
    int64_t hash;
    if (!hashValue(key, hash)) return false;
    return addEntry(set, key, hash);
}

bool setUpdate(Set* set, Value other) {
    if (isAnySet(other)) return mergeSet(set, asSet(other));
    if (isExactType(other, &gDictType)) {
        Dict* dict = asDict(other);
        if ((fillOf(set) + dict->size) * 5 >= maskOf(set) * 3) {
            if (!resizeTable(set, (set->size + dict->size) * 2)) return false;
        }
        int64_t position = 0;
        Value key, value;
        while (dictNext(dict, position, key, value)) {
            Ref keep = Ref::borrow(key);
            int64_t hash;
            if (!hashValue(key, hash)) return false; // cached for str, cheap for the rest
            if (!addEntry(set, key, hash)) return false;
        }
        return true;
    }
    Ref iterator = getIter(other);
    if (!iterator) return false;
    for (;;) {
        Ref key = iterNext(iterator.get());
        if (!key) return !hasPendingException();
        if (!addKey(set, key.get())) return false;
    }
}

// ---- Construction --------------------------------------------------------------------

static Set* allocateSet(Type* type) {
    Object* object = allocateObject(type);
    if (!object) return nullptr;
    Set* set = static_cast<Set*>(object);
    set->size = 0;
    set->hashCache = -1;
    set->table = nullptr;
    gcTrack(set);
    return set;
}

Ref setNew(Type* type) {
    Set* set = allocateSet(type);
    if (!set) return nullptr;
    return Ref::steal(Value::fromObject(set));
}

Ref setFromIterable(Type* type, Value iterable) {
    Ref result = setNew(type);
    if (!result) return nullptr;
    if (iterable && !setUpdate(asSet(result.get()), iterable)) return nullptr;
    return result;
}

// A set of the builtin base type of `type` (set or frozenset) with the
// elements of `iterable` (null: empty): results of set operations on
// subclasses are plain sets / frozensets.
static Ref newOfBaseType(Type* type, Value iterable) {
    Type* base = (type == &gSetType || type == &gFrozenSetType)
                     ? type
                     : (isSubtype(type, &gSetType) ? &gSetType : &gFrozenSetType);
    return setFromIterable(base, iterable);
}

static Ref copySet(Value self) {
    return newOfBaseType(typeOf(self), self);
}

bool setAdd(Set* set, Value item) {
    return addKey(set, item);
}

int setContains(Set* set, Value item) {
    int64_t hash;
    if (!hashValue(item, hash)) return -1;
    return containsEntry(set, item, hash);
}

int setDiscard(Set* set, Value item) {
    int64_t hash;
    if (!hashValue(item, hash)) return -1;
    return discardEntry(set, item, hash);
}

bool setNext(Set* set, int64_t& position, Value& item) {
    SetEntry* entry;
    if (!nextEntry(set, position, entry)) return false;
    item = entry->key;
    return true;
}

// ---- Set algebra (CPython's algorithms, for the same result order) ---------------------

static Ref intersection(Value self, Value other) {
    if (self.is(other)) return copySet(self);
    Ref result = newOfBaseType(typeOf(self), Value());
    if (!result) return nullptr;
    Set* out = asSet(result.get());
    if (isAnySet(other)) {
        Set* big = asSet(self);
        Set* small = asSet(other);
        if (small->size > big->size) std::swap(big, small);
        int64_t position = 0;
        SetEntry* entry;
        while (nextEntry(small, position, entry)) {
            Ref key = Ref::borrow(entry->key);
            int64_t hash = entry->hash;
            int found = containsEntry(big, key.get(), hash);
            if (found < 0) return nullptr;
            if (found && !addEntry(out, key.get(), hash)) return nullptr;
        }
        return result;
    }
    Ref iterator = getIter(other);
    if (!iterator) return nullptr;
    for (;;) {
        Ref key = iterNext(iterator.get());
        if (!key) {
            if (hasPendingException()) return nullptr;
            return result;
        }
        int64_t hash;
        if (!hashValue(key.get(), hash)) return nullptr;
        int found = containsEntry(asSet(self), key.get(), hash);
        if (found < 0) return nullptr;
        if (found && !addEntry(out, key.get(), hash)) return nullptr;
    }
}

// Swaps the contents of two sets (used by the *_update methods that build
// their result aside).
static void swapContents(Set* a, Set* b) {
    std::swap(a->size, b->size);
    std::swap(a->table, b->table);
    if (isExactType(Value::fromObject(a), &gFrozenSetType) ||
        isExactType(Value::fromObject(b), &gFrozenSetType)) {
        std::swap(a->hashCache, b->hashCache);
    } else {
        a->hashCache = b->hashCache = -1;
    }
}

static bool differenceUpdate(Set* set, Value other) {
    if (Value::fromObject(set).is(other)) {
        clearSet(set);
        return true;
    }
    if (isAnySet(other)) {
        int64_t position = 0;
        SetEntry* entry;
        while (nextEntry(asSet(other), position, entry)) {
            Ref key = Ref::borrow(entry->key);
            if (discardEntry(set, key.get(), entry->hash) < 0) return false;
        }
    } else {
        Ref iterator = getIter(other);
        if (!iterator) return false;
        for (;;) {
            Ref key = iterNext(iterator.get());
            if (!key) {
                if (hasPendingException()) return false;
                break;
            }
            if (setDiscard(set, key.get()) < 0) return false;
        }
    }
    // Drop the dummies when more than a quarter of the table is dummies.
    if (fillOf(set) - set->size <= maskOf(set) / 4) return true;
    return resizeTable(set, set->size > 50000 ? set->size * 2 : set->size * 4);
}

static Ref difference(Value self, Value other) {
    int64_t otherSize;
    if (isAnySet(other)) {
        otherSize = asSet(other)->size;
    } else if (isExactType(other, &gDictType)) {
        otherSize = asDict(other)->size;
    } else {
        otherSize = -1;
    }
    Set* set = asSet(self);
    // When self is much bigger, copying it and removing other's elements
    // is cheaper than building the result from scratch.
    if (otherSize < 0 || (set->size >> 2) > otherSize) {
        Ref result = copySet(self);
        if (!result) return nullptr;
        if (!differenceUpdate(asSet(result.get()), other)) return nullptr;
        return result;
    }
    Ref result = newOfBaseType(typeOf(self), Value());
    if (!result) return nullptr;
    int64_t position = 0;
    SetEntry* entry;
    while (nextEntry(set, position, entry)) {
        Ref key = Ref::borrow(entry->key);
        int64_t hash = entry->hash;
        int found;
        if (isExactType(other, &gDictType)) {
            Value value;
            if (!dictLookupKnownHash(asDict(other), key.get(), hash, value)) return nullptr;
            found = value ? 1 : 0;
        } else {
            found = containsEntry(asSet(other), key.get(), hash);
        }
        if (found < 0) return nullptr;
        if (!found && !addEntry(asSet(result.get()), key.get(), hash)) return nullptr;
    }
    return result;
}

static bool symmetricDifferenceUpdate(Set* set, Value other) {
    if (Value::fromObject(set).is(other)) {
        clearSet(set);
        return true;
    }
    if (isExactType(other, &gDictType)) {
        int64_t position = 0;
        Value key, value;
        while (dictNext(asDict(other), position, key, value)) {
            Ref keep = Ref::borrow(key);
            int64_t hash;
            if (!hashValue(key, hash)) return false;
            int removed = discardEntry(set, key, hash);
            if (removed < 0) return false;
            if (removed == 0 && !addEntry(set, key, hash)) return false;
        }
        return true;
    }
    Ref otherSet;
    if (isAnySet(other)) {
        otherSet = Ref::borrow(other);
    } else {
        otherSet = newOfBaseType(typeOf(Value::fromObject(set)), other);
        if (!otherSet) return false;
    }
    int64_t position = 0;
    SetEntry* entry;
    while (nextEntry(asSet(otherSet.get()), position, entry)) {
        Ref key = Ref::borrow(entry->key);
        int64_t hash = entry->hash;
        int removed = discardEntry(set, key.get(), hash);
        if (removed < 0) return false;
        if (removed == 0 && !addEntry(set, key.get(), hash)) return false;
    }
    return true;
}

static Ref symmetricDifference(Value self, Value other) {
    Ref result = newOfBaseType(typeOf(self), other);
    if (!result) return nullptr;
    if (!symmetricDifferenceUpdate(asSet(result.get()), self)) return nullptr;
    return result;
}

// 1 when every element of `self` is in `other` (a set), 0 when not.
static int isSubsetOf(Set* self, Set* other) {
    if (self->size > other->size) return 0;
    int64_t position = 0;
    SetEntry* entry;
    while (nextEntry(self, position, entry)) {
        Ref key = Ref::borrow(entry->key);
        int found = containsEntry(other, key.get(), entry->hash);
        if (found <= 0) return found;
    }
    return 1;
}

static int isSubset(Value self, Value other) {
    if (!isAnySet(other)) {
        Ref temporary = setFromIterable(&gSetType, other);
        if (!temporary) return -1;
        return isSubsetOf(asSet(self), asSet(temporary.get()));
    }
    return isSubsetOf(asSet(self), asSet(other));
}

static int isSuperset(Value self, Value other) {
    if (isAnySet(other)) return isSubsetOf(asSet(other), asSet(self));
    Ref iterator = getIter(other);
    if (!iterator) return -1;
    for (;;) {
        Ref key = iterNext(iterator.get());
        if (!key) return hasPendingException() ? -1 : 1;
        int found = setContains(asSet(self), key.get());
        if (found <= 0) return found;
    }
}

static int isDisjoint(Value self, Value other) {
    if (self.is(other)) return asSet(self)->size == 0;
    if (isAnySet(other)) {
        Set* big = asSet(self);
        Set* small = asSet(other);
        if (small->size > big->size) std::swap(big, small);
        int64_t position = 0;
        SetEntry* entry;
        while (nextEntry(small, position, entry)) {
            Ref key = Ref::borrow(entry->key);
            int found = containsEntry(big, key.get(), entry->hash);
            if (found != 0) return found < 0 ? -1 : 0;
        }
        return 1;
    }
    Ref iterator = getIter(other);
    if (!iterator) return -1;
    for (;;) {
        Ref key = iterNext(iterator.get());
        if (!key) return hasPendingException() ? -1 : 1;
        int found = setContains(asSet(self), key.get());
        if (found != 0) return found < 0 ? -1 : 0;
    }
}

// ---- Lifecycle -----------------------------------------------------------------------

static void setDeallocBody(Object* object) {
    clearSet(static_cast<Set*>(object));
    freeObjectMemory(object);
}

static void setDealloc(Object* object) {
    gcUntrack(object);
    nestedDealloc(object, setDeallocBody);
}

static void setTraverse(Object* object, VisitFn visit, void* context) {
    SetTable* table = tableOf(static_cast<Set*>(object));
    if (!table) return;
    for (int64_t i = 0; i <= table->mask; ++i) {
        if (isActive(table->entries()[i])) visit(table->entries()[i].key, context);
    }
}

static void setClearSlot(Object* object) {
    clearSet(static_cast<Set*>(object));
}

static Ref setNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (type == &gSetType && !noKeywords("set", kwnames)) return nullptr;
    return setNew(type);
}

// set.__init__(self, iterable=(), /)
static bool setInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    // The count check names the actual class (a subclass's name), as CPython's
    // set.__init__ does; the keyword check always says "set()".
    if (!noKeywords("set", kwnames)) return false;
    if (!positionalRange(typeOf(self)->name, nargs, 0, 1)) return false;
    Set* set = asSet(self);
    clearSet(set);
    set->hashCache = -1;
    if (callArgCount(nargs) == 1) return setUpdate(set, args[0]);
    return true;
}

// frozenset(iterable=(), /)
static Ref frozenSetNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    // As CPython: keywords are refused unless a subclass has its own
    // __init__ (which may take them), and the count check names the class.
    bool ownInit = type->init != gFrozenSetType.init;
    if (!ownInit && !noKeywords("frozenset", kwnames)) return nullptr;
    if (!positionalRange(type->name, nargs, 0, 1)) return nullptr;
    Value iterable = callArgCount(nargs) == 1 ? args[0] : Value();
    if (type == &gFrozenSetType && iterable && isExactType(iterable, &gFrozenSetType)) {
        return Ref::borrow(iterable);
    }
    return setFromIterable(type, iterable);
}

// ---- Object protocol ---------------------------------------------------------------

static Ref setRepr(Value self) {
    Set* set = asSet(self);
    Type* type = typeOf(self);
    bool plainSet = type == &gSetType;
    if (set->size == 0) return strFromText(std::string(type->name) + "()");
    ReprGuard guard(set);
    if (guard.recursive()) return strFromText(std::string(type->name) + "(...)");
    // Take the elements first: reprs may change the set.
    Ref elements = listFromIterable(self);
    if (!elements) return nullptr;
    std::string text = plainSet ? "{" : std::string(type->name) + "({";
    List* list = asList(elements.get());
    for (int64_t i = 0; i < list->size; ++i) {
        if (i > 0) text += ", ";
        if (!appendRepr(text, list->items[i])) return nullptr;
    }
    text += plainSet ? "}" : "})";
    return strFromText(text);
}

static uint64_t shuffleBits(uint64_t hash) {
    return ((hash ^ 89869747ull) ^ (hash << 16)) * 3644798167ull;
}

static bool frozenSetHash(Value self, int64_t& hash) {
    Set* set = asSet(self);
    if (set->hashCache != -1) {
        hash = set->hashCache;
        return true;
    }
    // Order-independent: xor of the shuffled hashes of the elements, then
    // mixed with the size and dispersed.
    uint64_t result = 0;
    int64_t position = 0;
    SetEntry* entry;
    while (nextEntry(set, position, entry))
        result ^= shuffleBits(static_cast<uint64_t>(entry->hash));
    result ^= (static_cast<uint64_t>(set->size) + 1) * 1927868237ull;
    result ^= (result >> 11) ^ (result >> 25);
    result = result * 69069u + 907133923ull;
    if (result == UINT64_MAX) result = 590923713ull;
    hash = static_cast<int64_t>(result);
    set->hashCache = hash;
    return true;
}

static Ref setCompare(Value left, Value right, CompareOp op) {
    if (!isAnySet(left) || !isAnySet(right)) return notImplementedRef();
    Set* a = asSet(left);
    Set* b = asSet(right);
    int result = 0;
    switch (op) {
    case CompareOp::Eq:
    case CompareOp::Ne:
        if (a->size != b->size) {
            result = 0;
        } else if (a->hashCache != -1 && b->hashCache != -1 && a->hashCache != b->hashCache) {
            result = 0;
        } else {
            result = isSubsetOf(a, b);
        }
        if (result >= 0 && op == CompareOp::Ne) result = !result;
        break;
    case CompareOp::Le:
        result = isSubsetOf(a, b);
        break;
    case CompareOp::Ge:
        result = isSubsetOf(b, a);
        break;
    case CompareOp::Lt:
        result = a->size < b->size ? isSubsetOf(a, b) : 0;
        break;
    case CompareOp::Gt:
        result = a->size > b->size ? isSubsetOf(b, a) : 0;
        break;
    }
    if (result < 0) return nullptr;
    return boolRef(result != 0);
}

static bool setLength(Value self, int64_t& length) {
    length = asSet(self)->size;
    return true;
}

// `key in set`: an unhashable set is looked up as the equal frozenset.
static int setContainsSlot(Value self, Value key) {
    int found = setContains(asSet(self), key);
    if (found < 0 && isMutableSet(key) && pendingExceptionMatches(gTypeError)) {
        clearPendingException();
        Ref frozen = setFromIterable(&gFrozenSetType, key);
        if (!frozen) return -1;
        return setContains(asSet(self), frozen.get());
    }
    return found;
}

// As setDiscard, with the frozenset fallback for set keys.
static int discardKey(Value self, Value key) {
    int removed = setDiscard(asSet(self), key);
    if (removed < 0 && isMutableSet(key) && pendingExceptionMatches(gTypeError)) {
        clearPendingException();
        Ref frozen = setFromIterable(&gFrozenSetType, key);
        if (!frozen) return -1;
        return setDiscard(asSet(self), frozen.get());
    }
    return removed;
}

static Ref setIter(Value self) {
    Object* object = allocateObject(&gSetIteratorType);
    if (!object) return nullptr;
    SetIterator* iterator = static_cast<SetIterator*>(object);
    incref(self);
    iterator->set = asSet(self);
    iterator->position = 0;
    iterator->expectedSize = asSet(self)->size;
    iterator->remaining = asSet(self)->size;
    gcTrack(iterator);
    return Ref::steal(Value::fromObject(iterator));
}

static Ref setOr(Value left, Value right) {
    if (!isAnySet(left) || !isAnySet(right)) return notImplementedRef();
    Ref result = copySet(left);
    if (!result) return nullptr;
    if (left.is(right)) return result;
    if (!mergeSet(asSet(result.get()), asSet(right))) return nullptr;
    return result;
}

static Ref setAnd(Value left, Value right) {
    if (!isAnySet(left) || !isAnySet(right)) return notImplementedRef();
    return intersection(left, right);
}

static Ref setSub(Value left, Value right) {
    if (!isAnySet(left) || !isAnySet(right)) return notImplementedRef();
    return difference(left, right);
}

static Ref setXor(Value left, Value right) {
    if (!isAnySet(left) || !isAnySet(right)) return notImplementedRef();
    return symmetricDifference(left, right);
}

static Ref setInplaceOr(Value left, Value right) {
    if (!isMutableSet(left) || !isAnySet(right)) return notImplementedRef();
    if (!setUpdate(asSet(left), right)) return nullptr;
    return Ref::borrow(left);
}

static Ref setInplaceAnd(Value left, Value right) {
    if (!isMutableSet(left) || !isAnySet(right)) return notImplementedRef();
    Ref result = intersection(left, right);
    if (!result) return nullptr;
    swapContents(asSet(left), asSet(result.get()));
    return Ref::borrow(left);
}

static Ref setInplaceSub(Value left, Value right) {
    if (!isMutableSet(left) || !isAnySet(right)) return notImplementedRef();
    if (!differenceUpdate(asSet(left), right)) return nullptr;
    return Ref::borrow(left);
}

static Ref setInplaceXor(Value left, Value right) {
    if (!isMutableSet(left) || !isAnySet(right)) return notImplementedRef();
    if (!symmetricDifferenceUpdate(asSet(left), right)) return nullptr;
    return Ref::borrow(left);
}

// ---- Methods -----------------------------------------------------------------------

// The name in messages: "set.add" for sets (and subclasses), "frozenset.x"
// for frozensets.
static std::string qualified(Value self, const char* method) {
    return std::string(isFrozenSet(self) ? "frozenset." : "set.") + method;
}

static Ref setAddMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("set.add", nargs, kwnames)) return nullptr;
    if (!setAdd(asSet(self), args[0])) return nullptr;
    return noneRef();
}

static Ref setRemoveMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("set.remove", nargs, kwnames)) return nullptr;
    int removed = discardKey(self, args[0]);
    if (removed < 0) return nullptr;
    if (removed == 0) return raiseKeyError(args[0]);
    return noneRef();
}

static Ref setDiscardMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("set.discard", nargs, kwnames)) return nullptr;
    if (discardKey(self, args[0]) < 0) return nullptr;
    return noneRef();
}

static Ref setPopMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("set.pop", nargs, kwnames)) return nullptr;
    Set* set = asSet(self);
    if (set->size == 0) {
        Ref message = strFromText("pop from an empty set");
        if (!message) return nullptr;
        return raiseKeyError(message.get());
    }
    SetTable* table = tableOf(set);
    int64_t index = table->finger & table->mask;
    while (!isActive(table->entries()[index])) {
        if (++index > table->mask) index = 0;
    }
    SetEntry& entry = table->entries()[index];
    Value key = entry.key;
    entry.key = dummyKey();
    entry.hash = -1;
    --set->size;
    table->finger = index + 1;
    return Ref::steal(key);
}

static Ref setClearMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("set.clear", nargs, kwnames)) return nullptr;
    clearSet(asSet(self));
    return noneRef();
}

static Ref setCopyMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments(qualified(self, "copy").c_str(), nargs, kwnames)) return nullptr;
    if (isExactType(self, &gFrozenSetType)) return Ref::borrow(self);
    return copySet(self);
}

static Ref setUnionMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noKeywords(qualified(self, "union").c_str(), kwnames)) return nullptr;
    Ref result = copySet(self);
    if (!result) return nullptr;
    for (size_t i = 0; i < callArgCount(nargs); ++i) {
        if (!setUpdate(asSet(result.get()), args[i])) return nullptr;
    }
    return result;
}

static Ref setIntersectionMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noKeywords(qualified(self, "intersection").c_str(), kwnames)) return nullptr;
    nargs = callArgCount(nargs);
    if (nargs == 0) return copySet(self);
    Ref result = Ref::borrow(self);
    for (size_t i = 0; i < nargs; ++i) {
        Ref next = intersection(result.get(), args[i]);
        if (!next) return nullptr;
        result = std::move(next);
    }
    return result;
}

static Ref setDifferenceMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noKeywords(qualified(self, "difference").c_str(), kwnames)) return nullptr;
    nargs = callArgCount(nargs);
    if (nargs == 0) return copySet(self);
    Ref result = difference(self, args[0]);
    if (!result) return nullptr;
    for (size_t i = 1; i < nargs; ++i) {
        if (!differenceUpdate(asSet(result.get()), args[i])) return nullptr;
    }
    return result;
}

static Ref setSymmetricDifferenceMethod(Value self, const Value* args, size_t nargs,
                                        Tuple* kwnames) {
    if (!exactlyOne(qualified(self, "symmetric_difference").c_str(), nargs, kwnames))
        return nullptr;
    return symmetricDifference(self, args[0]);
}

static Ref setUpdateMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noKeywords("set.update", kwnames)) return nullptr;
    for (size_t i = 0; i < callArgCount(nargs); ++i) {
        if (!setUpdate(asSet(self), args[i])) return nullptr;
    }
    return noneRef();
}

static Ref setIntersectionUpdateMethod(Value self, const Value* args, size_t nargs,
                                       Tuple* kwnames) {
    if (!noKeywords("set.intersection_update", kwnames)) return nullptr;
    Ref result = setIntersectionMethod(self, args, nargs, nullptr);
    if (!result) return nullptr;
    if (!result.get().is(self)) swapContents(asSet(self), asSet(result.get()));
    return noneRef();
}

static Ref setDifferenceUpdateMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noKeywords("set.difference_update", kwnames)) return nullptr;
    for (size_t i = 0; i < callArgCount(nargs); ++i) {
        if (!differenceUpdate(asSet(self), args[i])) return nullptr;
    }
    return noneRef();
}

static Ref setSymmetricDifferenceUpdateMethod(Value self, const Value* args, size_t nargs,
                                              Tuple* kwnames) {
    if (!exactlyOne("set.symmetric_difference_update", nargs, kwnames)) return nullptr;
    if (!symmetricDifferenceUpdate(asSet(self), args[0])) return nullptr;
    return noneRef();
}

static Ref boolResult(int result) {
    if (result < 0) return nullptr;
    return boolRef(result != 0);
}

static Ref setIsSubsetMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne(qualified(self, "issubset").c_str(), nargs, kwnames)) return nullptr;
    return boolResult(isSubset(self, args[0]));
}

static Ref setIsSupersetMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne(qualified(self, "issuperset").c_str(), nargs, kwnames)) return nullptr;
    return boolResult(isSuperset(self, args[0]));
}

static Ref setIsDisjointMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne(qualified(self, "isdisjoint").c_str(), nargs, kwnames)) return nullptr;
    return boolResult(isDisjoint(self, args[0]));
}

static Ref setContainsMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne(qualified(self, "__contains__").c_str(), nargs, kwnames)) return nullptr;
    return boolResult(setContainsSlot(self, args[0]));
}

static Ref setSizeOfMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments(qualified(self, "__sizeof__").c_str(), nargs, kwnames)) return nullptr;
    int64_t slots = maskOf(asSet(self)) + 1;
    int64_t bytes = 200;
    if (slots > kMinSize) bytes += slots * static_cast<int64_t>(sizeof(SetEntry));
    return intFromInt64(bytes);
}

const MethodDef kSetMethods[] = {
    {"add", setAddMethod, kMethodInstance,
     "Add an element to a set.\n\nThis has no effect if the element is already present."},
    {"clear", setClearMethod, kMethodInstance, "Remove all elements from this set."},
    {"__contains__", setContainsMethod, kMethodInstance, "x.__contains__(y) <==> y in x."},
    {"copy", setCopyMethod, kMethodInstance, "Return a shallow copy of a set."},
    {"discard", setDiscardMethod, kMethodInstance,
     "Remove an element from a set if it is a member.\n\nUnlike set.remove(), the discard() "
     "method does not raise\nan exception when an element is missing from the set."},
    {"difference", setDifferenceMethod, kMethodInstance,
     "Return a new set with elements in the set that are not in the others."},
    {"difference_update", setDifferenceUpdateMethod, kMethodInstance,
     "Update the set, removing elements found in others."},
    {"intersection", setIntersectionMethod, kMethodInstance,
     "Return a new set with elements common to the set and all others."},
    {"intersection_update", setIntersectionUpdateMethod, kMethodInstance,
     "Update the set, keeping only elements found in it and all others."},
    {"isdisjoint", setIsDisjointMethod, kMethodInstance,
     "Return True if two sets have a null intersection."},
    {"issubset", setIsSubsetMethod, kMethodInstance,
     "Report whether another set contains this set."},
    {"issuperset", setIsSupersetMethod, kMethodInstance,
     "Report whether this set contains another set."},
    {"pop", setPopMethod, kMethodInstance,
     "Remove and return an arbitrary set element.\n\nRaises KeyError if the set is empty."},
    {"remove", setRemoveMethod, kMethodInstance,
     "Remove an element from a set; it must be a member.\n\nIf the element is not a member, "
     "raise a KeyError."},
    {"__sizeof__", setSizeOfMethod, kMethodInstance,
     "S.__sizeof__() -> size of S in memory, in bytes"},
    {"symmetric_difference", setSymmetricDifferenceMethod, kMethodInstance,
     "Return a new set with elements in either the set or other but not both."},
    {"symmetric_difference_update", setSymmetricDifferenceUpdateMethod, kMethodInstance,
     "Update the set, keeping only elements found in either set, but not in both."},
    {"union", setUnionMethod, kMethodInstance,
     "Return a new set with elements from the set and all others."},
    {"update", setUpdateMethod, kMethodInstance,
     "Update the set, adding elements from all others."},
    {"__class_getitem__", classGetItemMethod, kMethodClass, "See PEP 585"},
    {nullptr, nullptr, 0, nullptr},
};

const MethodDef kFrozenSetMethods[] = {
    {"__contains__", setContainsMethod, kMethodInstance, "x.__contains__(y) <==> y in x."},
    {"copy", setCopyMethod, kMethodInstance, "Return a shallow copy of a set."},
    {"difference", setDifferenceMethod, kMethodInstance,
     "Return a new set with elements in the set that are not in the others."},
    {"intersection", setIntersectionMethod, kMethodInstance,
     "Return a new set with elements common to the set and all others."},
    {"isdisjoint", setIsDisjointMethod, kMethodInstance,
     "Return True if two sets have a null intersection."},
    {"issubset", setIsSubsetMethod, kMethodInstance,
     "Report whether another set contains this set."},
    {"issuperset", setIsSupersetMethod, kMethodInstance,
     "Report whether this set contains another set."},
    {"__sizeof__", setSizeOfMethod, kMethodInstance,
     "S.__sizeof__() -> size of S in memory, in bytes"},
    {"symmetric_difference", setSymmetricDifferenceMethod, kMethodInstance,
     "Return a new set with elements in either the set or other but not both."},
    {"union", setUnionMethod, kMethodInstance,
     "Return a new set with elements from the set and all others."},
    {"__class_getitem__", classGetItemMethod, kMethodClass, "See PEP 585"},
    {nullptr, nullptr, 0, nullptr},
};

// ---- set_iterator ------------------------------------------------------------------

static Ref setIteratorNext(Value self) {
    SetIterator* iterator = static_cast<SetIterator*>(self.object());
    Set* set = iterator->set;
    if (!set) return nullptr;
    if (iterator->expectedSize != set->size) {
        iterator->expectedSize = -1; // stays broken
        return raise(gRuntimeError, "Set changed size during iteration");
    }
    SetEntry* entry;
    if (!nextEntry(set, iterator->position, entry)) {
        iterator->set = nullptr;
        decref(set);
        return nullptr;
    }
    --iterator->remaining;
    return Ref::borrow(entry->key);
}

static Ref selfIter(Value self) {
    return Ref::borrow(self);
}

static Ref setIteratorLengthHint(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("set_iterator.__length_hint__", nargs, kwnames)) return nullptr;
    SetIterator* iterator = static_cast<SetIterator*>(self.object());
    int64_t remaining = 0;
    if (iterator->set && iterator->expectedSize == iterator->set->size) {
        remaining = iterator->remaining;
    }
    return Ref::fromSmallInt(remaining);
}

const MethodDef kSetIteratorMethods[] = {
    {"__length_hint__", setIteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};

static void initCommon(Type& t) {
    t.dealloc = setDealloc;
    t.traverse = setTraverse;
    t.clear = setClearSlot;
    t.repr = setRepr;
    t.compare = setCompare;
    t.iter = setIter;
    t.length = setLength;
    t.contains = setContainsSlot;
    t.binary[static_cast<size_t>(BinaryOp::Sub)] = setSub;
    t.binary[static_cast<size_t>(BinaryOp::And)] = setAnd;
    t.binary[static_cast<size_t>(BinaryOp::Or)] = setOr;
    t.binary[static_cast<size_t>(BinaryOp::Xor)] = setXor;
}

static bool readySetIterator() {
    if (gSetIteratorType.flags & kTypeReady) return true;
    OwningIteratorSlots<SetIterator, &SetIterator::set>::install(gSetIteratorType);
    gSetIteratorType.iter = selfIter;
    gSetIteratorType.next = setIteratorNext;
    typeAddMethods(&gSetIteratorType, kSetIteratorMethods);
    return typeReady(&gSetIteratorType);
}

bool readySetType() {
    Type& t = gSetType;
    initCommon(t);
    t.newFn = setNewSlot;
    t.init = setInit;
    t.inplace[static_cast<size_t>(BinaryOp::Sub)] = setInplaceSub;
    t.inplace[static_cast<size_t>(BinaryOp::And)] = setInplaceAnd;
    t.inplace[static_cast<size_t>(BinaryOp::Or)] = setInplaceOr;
    t.inplace[static_cast<size_t>(BinaryOp::Xor)] = setInplaceXor;
    typeAddMethods(&t, kSetMethods);
    return typeReady(&t) && readySetIterator();
}

bool readyFrozenSetType() {
    Type& t = gFrozenSetType;
    initCommon(t);
    t.newFn = frozenSetNewSlot;
    t.hash = frozenSetHash;
    typeAddMethods(&t, kFrozenSetMethods);
    return typeReady(&t) && readySetIterator();
}

} // namespace taipan
