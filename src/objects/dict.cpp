// dict: an insertion-ordered hash table, its views (dict_keys, dict_values,
// dict_items) and their iterators (forward and reversed).
//
// Layout: a DictTable holds a sparse index (open addressing, power-of-two
// size, perturbed probing) whose slots are entry numbers, and a dense array
// of entries in insertion order. Deleting leaves a hole in the entries (key
// null) and a dummy in the index; a resize compacts both.
//
// Invariants:
//  - Dict::size counts live entries; table is null until the first insert.
//  - Every live entry owns one reference to its key and one to its value.
//  - Dict::version changes (to a new value of a global counter) whenever a
//    key is added or removed or the entries move (resize, clear); replacing
//    a value leaves it unchanged, so (version, entry index) identifies where
//    a key lives (dictFindStrIndex / dictValueAtIndex).
//  - Lookups that run __eq__ re-check that the table and the entry they
//    compared are unchanged afterwards, and start over otherwise (Python
//    code may mutate the dict in the middle of a lookup).
#include "objects/container_util.h"
#include "objects/containers.h"
#include "objects/dict_layout.h"
#include "objects/descriptors.h"
#include "objects/generic_alias.h"
#include "objects/int.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace taipan {

using namespace containers;

namespace {

constexpr int64_t kSlotEmpty = -1;
constexpr int64_t kSlotDummy = -2;
constexpr int64_t kMinIndexSize = 8;
constexpr int kPerturbShift = 5;

struct DictView : Object {
    Dict* dict;
};

struct DictIterator : Object {
    Dict* dict;           // null once exhausted
    int64_t position;     // next entry index (reversed: the current one)
    int64_t expectedSize; // the dict's size when iteration started (-1: changed)
    int64_t remaining;    // items still expected
};

uint64_t gVersionCounter = 0;

inline DictTable* tableOf(Dict* dict) {
    return dictTableOf(dict);
}
inline void bumpVersion(Dict* dict) {
    dict->version = ++gVersionCounter;
}

} // namespace

Type gDictType =
    staticType("dict", sizeof(Dict), 0, kTypeGcTracked | kTypeBaseType | kTypeDictSubclass |
                                   kTypeMapping | kTypeMatchSelf);
Type gDictKeysType = staticType("dict_keys", sizeof(DictView), 0, kTypeGcTracked);
Type gDictValuesType = staticType("dict_values", sizeof(DictView), 0, kTypeGcTracked);
Type gDictItemsType = staticType("dict_items", sizeof(DictView), 0, kTypeGcTracked);
Type gDictKeyIteratorType = staticType("dict_keyiterator", sizeof(DictIterator), 0, kTypeGcTracked);
Type gDictValueIteratorType =
    staticType("dict_valueiterator", sizeof(DictIterator), 0, kTypeGcTracked);
Type gDictItemIteratorType =
    staticType("dict_itemiterator", sizeof(DictIterator), 0, kTypeGcTracked);
Type gDictReverseKeyIteratorType =
    staticType("dict_reversekeyiterator", sizeof(DictIterator), 0, kTypeGcTracked);
Type gDictReverseValueIteratorType =
    staticType("dict_reversevalueiterator", sizeof(DictIterator), 0, kTypeGcTracked);
Type gDictReverseItemIteratorType =
    staticType("dict_reverseitemiterator", sizeof(DictIterator), 0, kTypeGcTracked);

// ---- The table -----------------------------------------------------------------------

static DictTable* newTable(int64_t indexSize) {
    int64_t usable = indexSize * 2 / 3;
    size_t bytes = sizeof(DictTable) + sizeof(int64_t) * static_cast<size_t>(indexSize) +
                   sizeof(DictEntry) * static_cast<size_t>(usable);
    DictTable* table = static_cast<DictTable*>(std::malloc(bytes));
    if (!table) return nullptr;
    table->indexSize = indexSize;
    table->usable = usable;
    table->entryCount = 0;
    for (int64_t i = 0; i < indexSize; ++i)
        table->indices()[i] = kSlotEmpty;
    return table;
}

// The first empty or dummy index slot on `hash`'s probe sequence.
static int64_t freeSlot(DictTable* table, int64_t hash) {
    uint64_t mask = static_cast<uint64_t>(table->indexSize - 1);
    uint64_t perturb = static_cast<uint64_t>(hash);
    uint64_t slot = perturb & mask;
    while (table->indices()[slot] >= 0) {
        perturb >>= kPerturbShift;
        slot = (slot * 5 + perturb + 1) & mask;
    }
    return static_cast<int64_t>(slot);
}

// Rebuilds the table with room for at least `minimumUsable` entries,
// dropping holes. False (MemoryError) on failure.
static bool resizeTable(Dict* dict, int64_t minimumUsable) {
    int64_t indexSize = kMinIndexSize;
    while (indexSize * 2 / 3 < minimumUsable) {
        if (indexSize > (int64_t(1) << 56)) {
            raiseNoMemory();
            return false;
        }
        indexSize <<= 1;
    }
    DictTable* fresh = newTable(indexSize);
    if (!fresh) {
        raiseNoMemory();
        return false;
    }
    if (DictTable* old = tableOf(dict)) {
        DictEntry* source = old->entries();
        DictEntry* target = fresh->entries();
        int64_t count = 0;
        for (int64_t i = 0; i < old->entryCount; ++i) {
            if (!source[i].key) continue;
            target[count] = source[i];
            fresh->indices()[freeSlot(fresh, source[i].hash)] = count;
            ++count;
        }
        fresh->entryCount = count;
        std::free(old);
    }
    dict->table = fresh;
    bumpVersion(dict);
    return true;
}

// The outcome of a lookup: the entry index (or -1) and the index slot that
// holds it.
struct Found {
    int64_t entry = -1;
    int64_t slot = -1;
};

// Finds `key` (with hash `hash`). False on a failed comparison.
static bool lookupEntry(Dict* dict, Value key, int64_t hash, Found& found) {
    bool keyIsStr = isExactType(key, &gStrType);
restart:
    found = Found();
    DictTable* table = tableOf(dict);
    if (!table) return true;
    uint64_t mask = static_cast<uint64_t>(table->indexSize - 1);
    uint64_t perturb = static_cast<uint64_t>(hash);
    uint64_t slot = perturb & mask;
    for (;;) {
        int64_t index = table->indices()[slot];
        if (index == kSlotEmpty) return true;
        if (index >= 0) {
            DictEntry& entry = table->entries()[index];
            if (entry.key.is(key)) {
                found = {index, static_cast<int64_t>(slot)};
                return true;
            }
            if (entry.hash == hash) {
                if (keyIsStr && isExactType(entry.key, &gStrType)) {
                    if (strEquals(asStr(entry.key), asStr(key))) {
                        found = {index, static_cast<int64_t>(slot)};
                        return true;
                    }
                } else {
                    Ref startKey = Ref::borrow(entry.key);
                    int equal = compareBool(startKey.get(), key, CompareOp::Eq);
                    if (equal < 0) return false;
                    if (dict->table != table || !table->entries()[index].key.is(startKey.get())) {
                        goto restart;
                    }
                    if (equal) {
                        found = {index, static_cast<int64_t>(slot)};
                        return true;
                    }
                }
            }
        }
        perturb >>= kPerturbShift;
        slot = (slot * 5 + perturb + 1) & mask;
    }
}

// Inserts or replaces; takes new references to key and value.
static bool insertKnownHash(Dict* dict, Value key, int64_t hash, Value value) {
    Found found;
    if (!lookupEntry(dict, key, hash, found)) return false;
    if (found.entry >= 0) {
        DictEntry& entry = tableOf(dict)->entries()[found.entry];
        Value old = entry.value;
        incref(value);
        entry.value = value;
        decref(old);
        return true;
    }
    DictTable* table = tableOf(dict);
    if (!table || table->entryCount >= table->usable) {
        if (!resizeTable(dict, dict->size * 2 + 1)) {
            return false;
        }
        table = tableOf(dict);
    }
    int64_t index = table->entryCount++;
    DictEntry& entry = table->entries()[index];
    incref(key);
    incref(value);
    entry.hash = hash;
    entry.key = key;
    entry.value = value;
    table->indices()[freeSlot(table, hash)] = index;
    ++dict->size;
    bumpVersion(dict);
    return true;
}

// Removes a found entry, releasing key and value after the dict is
// consistent. Returns the value as an owned reference when `takeValue`.
static Ref removeEntry(Dict* dict, const Found& found, bool takeValue) {
    DictTable* table = tableOf(dict);
    DictEntry& entry = table->entries()[found.entry];
    Value key = entry.key;
    Value value = entry.value;
    entry.key = Value();
    entry.value = Value();
    table->indices()[found.slot] = kSlotDummy;
    --dict->size;
    bumpVersion(dict);
    decref(key);
    if (takeValue) return Ref::steal(value);
    decref(value);
    return nullptr;
}

// ---- Public API --------------------------------------------------------------------

static Dict* allocateDict(Type* type) {
    Object* object = allocateObject(type);
    if (!object) return nullptr;
    Dict* dict = static_cast<Dict*>(object);
    dict->size = 0;
    dict->table = nullptr;
    bumpVersion(dict);
    gcTrack(dict);
    return dict;
}

Ref dictNew() {
    Dict* dict = allocateDict(&gDictType);
    if (!dict) return nullptr;
    return Ref::steal(Value::fromObject(dict));
}

bool dictLookupKnownHash(Dict* dict, Value key, int64_t hash, Value& out) {
    Found found;
    if (!lookupEntry(dict, key, hash, found)) return false;
    out = found.entry >= 0 ? tableOf(dict)->entries()[found.entry].value : Value();
    return true;
}

bool dictLookup(Dict* dict, Value key, Value& out) {
    int64_t hash;
    if (!hashValue(key, hash)) return false;
    return dictLookupKnownHash(dict, key, hash, out);
}

bool dictAdoptStrKey(Dict* dict, int64_t index, Str* name) {
    DictTable* table = tableOf(dict);
    if (table == nullptr || index < 0 || index >= table->entryCount) return false;
    DictEntry& entry = table->entries()[index];
    if (entry.key.isNull() || !isExactType(entry.key, &gStrType) ||
        !strEquals(asStr(entry.key), name))
        return false;
    Value old = entry.key;
    incref(name);
    entry.key = Value::fromObject(name);
    decref(old);
    return true;
}

int64_t dictFindStrIndex(Dict* dict, Str* key) {
    DictTable* table = tableOf(dict);
    if (!table) return -1;
    int64_t hash = strHash(key);
    Value keyValue = Value::fromObject(key);
    uint64_t mask = static_cast<uint64_t>(table->indexSize - 1);
    uint64_t perturb = static_cast<uint64_t>(hash);
    uint64_t slot = perturb & mask;
    for (;;) {
        int64_t index = table->indices()[slot];
        if (index == kSlotEmpty) return -1;
        if (index >= 0) {
            DictEntry& entry = table->entries()[index];
            if (entry.key.is(keyValue)) return index;
            if (entry.hash == hash) {
                if (isStr(entry.key)) {
                    if (strEquals(asStr(entry.key), key)) return index;
                } else {
                    // A key of another type equal to a str: this lookup
                    // cannot fail, so an error in __eq__ counts as "not equal".
                    Ref startKey = Ref::borrow(entry.key);
                    int equal = compareBool(startKey.get(), keyValue, CompareOp::Eq);
                    if (equal < 0) clearPendingException();
                    if (dict->table != table || !table->entries()[index].key.is(startKey.get())) {
                        return dictFindStrIndex(dict, key);
                    }
                    if (equal > 0) return index;
                }
            }
        }
        perturb >>= kPerturbShift;
        slot = (slot * 5 + perturb + 1) & mask;
    }
}

Value dictValueAtIndex(Dict* dict, int64_t index) {
    DictTable* table = tableOf(dict);
    if (!table || index < 0 || index >= table->entryCount) return Value();
    return table->entries()[index].value;
}

Value dictGetStr(Dict* dict, Str* key) {
    int64_t index = dictFindStrIndex(dict, key);
    return index < 0 ? Value() : tableOf(dict)->entries()[index].value;
}

bool dictSetItem(Dict* dict, Value key, Value value) {
    int64_t hash;
    if (!hashValue(key, hash)) return false;
    return insertKnownHash(dict, key, hash, value);
}

bool dictSetStr(Dict* dict, Str* key, Value value) {
    return insertKnownHash(dict, Value::fromObject(key), strHash(key), value);
}

int dictDelItem(Dict* dict, Value key) {
    int64_t hash;
    if (!hashValue(key, hash)) return -1;
    Found found;
    if (!lookupEntry(dict, key, hash, found)) return -1;
    if (found.entry < 0) return 0;
    removeEntry(dict, found, false);
    return 1;
}

bool dictNext(Dict* dict, int64_t& position, Value& key, Value& value) {
    DictTable* table = tableOf(dict);
    if (!table || position < 0) return false;
    while (position < table->entryCount) {
        DictEntry& entry = table->entries()[position++];
        if (entry.key) {
            key = entry.key;
            value = entry.value;
            return true;
        }
    }
    return false;
}

// dictNext with the stored hash too.
static bool dictNextWithHash(Dict* dict, int64_t& position, Value& key, Value& value,
                             int64_t& hash) {
    DictTable* table = tableOf(dict);
    if (!table || position < 0) return false;
    while (position < table->entryCount) {
        DictEntry& entry = table->entries()[position++];
        if (entry.key) {
            key = entry.key;
            value = entry.value;
            hash = entry.hash;
            return true;
        }
    }
    return false;
}

void dictClear(Dict* dict) {
    DictTable* table = tableOf(dict);
    if (!table) return;
    dict->table = nullptr;
    dict->size = 0;
    bumpVersion(dict);
    DictEntry* entries = table->entries();
    for (int64_t i = 0; i < table->entryCount; ++i) {
        if (entries[i].key) {
            decref(entries[i].key);
            decref(entries[i].value);
        }
    }
    std::free(table);
}

// Copies every entry of `source` into the empty or non-empty `target`.
static bool mergeDict(Dict* target, Dict* source, int onDuplicate) {
    if (target == source || source->size == 0) return true;
    if (target->size == 0 && !target->table) {
        if (!resizeTable(target, source->size)) return false;
    }
    int64_t position = 0;
    Value key, value;
    int64_t hash;
    int64_t expected = source->size;
    while (dictNextWithHash(source, position, key, value, hash)) {
        Ref keepKey = Ref::borrow(key);
        Ref keepValue = Ref::borrow(value);
        if (onDuplicate != 1) {
            Found found;
            if (!lookupEntry(target, key, hash, found)) return false;
            if (found.entry >= 0) {
                if (onDuplicate == 2) {
                    raiseKeyError(key);
                    return false;
                }
                continue;
            }
        }
        if (!insertKnownHash(target, key, hash, value)) return false;
        if (source->size != expected) {
            raise(gRuntimeError, "dict mutated during update");
            return false;
        }
    }
    return true;
}

Ref dictCopy(Dict* dict) {
    Ref result = dictNew();
    if (!result) return nullptr;
    if (!mergeDict(asDict(result.get()), dict, 1)) return nullptr;
    return result;
}

static Str* internedName(const char* text) {
    return internStr(text);
}

bool dictMerge(Dict* dict, Value source, int onDuplicate) {
    // A dict whose iteration is not overridden is read directly.
    if (isDict(source) && typeOf(source)->iter == gDictType.iter) {
        return mergeDict(dict, asDict(source), onDuplicate);
    }
    Ref keysMethod = getAttrOptional(source, internedName("keys"));
    if (!keysMethod) {
        if (!hasPendingException()) {
            raise(gTypeError, "'%s' object is not a mapping", typeOf(source)->name);
        }
        return false;
    }
    Ref keys = callNoArgs(keysMethod.get());
    if (!keys) return false;
    Ref iterator = getIter(keys.get());
    if (!iterator) return false;
    for (;;) {
        Ref key = iterNext(iterator.get());
        if (!key) return !hasPendingException();
        if (onDuplicate != 1) {
            Value existing;
            if (!dictLookup(dict, key.get(), existing)) return false;
            if (existing) {
                if (onDuplicate == 2) {
                    raiseKeyError(key.get());
                    return false;
                }
                continue;
            }
        }
        Ref value = getItem(source, key.get());
        if (!value) return false;
        if (!dictSetItem(dict, key.get(), value.get())) return false;
    }
}

// dict.update from an iterable of key/value pairs.
static bool mergeFromPairs(Dict* dict, Value pairs) {
    Ref iterator = getIter(pairs);
    if (!iterator) return false;
    for (int64_t index = 0;; ++index) {
        Ref item = iterNext(iterator.get());
        if (!item) return !hasPendingException();
        Ref sequence = sequenceFast(item.get(), "");
        if (!sequence) {
            if (pendingExceptionMatches(gTypeError)) {
                clearPendingException();
                raise(gTypeError,
                      "cannot convert dictionary update sequence element #%lld to a sequence",
                      static_cast<long long>(index));
            }
            return false;
        }
        int64_t size = fastSize(sequence.get());
        if (size != 2) {
            raise(gValueError,
                  "dictionary update sequence element #%lld has length %lld; 2 is required",
                  static_cast<long long>(index), static_cast<long long>(size));
            return false;
        }
        Ref key = Ref::borrow(fastItems(sequence.get())[0]);
        Ref value = Ref::borrow(fastItems(sequence.get())[1]);
        if (!dictSetItem(dict, key.get(), value.get())) return false;
    }
}

bool dictUpdate(Dict* dict, Value other) {
    if (isExactType(other, &gDictType)) return mergeDict(dict, asDict(other), 1);
    Ref keysMethod = getAttrOptional(other, internedName("keys"));
    if (keysMethod) return dictMerge(dict, other, 1);
    if (hasPendingException()) return false;
    return mergeFromPairs(dict, other);
}

// The keyword arguments of a call, added as str keys.
static bool updateFromKeywords(Dict* dict, const Value* values, Tuple* kwnames) {
    if (!kwnames) return true;
    for (int64_t i = 0; i < kwnames->size; ++i) {
        if (!dictSetItem(dict, kwnames->items()[i], values[i])) return false;
    }
    return true;
}

// ---- Lifecycle -----------------------------------------------------------------------

static void dictDeallocBody(Object* object) {
    dictClear(static_cast<Dict*>(object));
    freeObjectMemory(object);
}

static void dictDealloc(Object* object) {
    gcUntrack(object);
    nestedDealloc(object, dictDeallocBody);
}

static void dictTraverse(Object* object, VisitFn visit, void* context) {
    DictTable* table = tableOf(static_cast<Dict*>(object));
    if (!table) return;
    for (int64_t i = 0; i < table->entryCount; ++i) {
        DictEntry& entry = table->entries()[i];
        if (entry.key) {
            visit(entry.key, context);
            visit(entry.value, context);
        }
    }
}

static void dictClearSlot(Object* object) {
    dictClear(static_cast<Dict*>(object));
}

static Ref dictNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    Dict* dict = allocateDict(type);
    if (!dict) return nullptr;
    return Ref::steal(Value::fromObject(dict));
}

// dict.__init__(self, mapping_or_iterable=(), /, **kwargs)
static bool dictInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t positional = callArgCount(nargs);
    if (!positionalRange("dict", positional, 0, 1)) return false;
    Dict* dict = asDict(self);
    if (positional == 1 && !dictUpdate(dict, args[0])) return false;
    return updateFromKeywords(dict, args + positional, kwnames);
}

// ---- Object protocol ---------------------------------------------------------------

static Ref dictRepr(Value self) {
    Dict* dict = asDict(self);
    if (dict->size == 0) return strFromText("{}");
    ReprGuard guard(dict);
    if (guard.recursive()) return strFromText("{...}");
    std::string text = "{";
    bool first = true;
    int64_t position = 0;
    Value key, value;
    // Reprs may change the dict; dictNext re-reads the table every step.
    while (dictNext(dict, position, key, value)) {
        Ref keepKey = Ref::borrow(key);
        Ref keepValue = Ref::borrow(value);
        if (!first) text += ", ";
        first = false;
        if (!appendRepr(text, key)) return nullptr;
        text += ": ";
        if (!appendRepr(text, value)) return nullptr;
    }
    text += "}";
    return strFromText(text);
}

// 1 equal, 0 not, -1 error.
static int dictEqual(Dict* a, Dict* b) {
    if (a->size != b->size) return 0;
    int64_t position = 0;
    Value key, value;
    int64_t hash;
    while (dictNextWithHash(a, position, key, value, hash)) {
        Ref keepKey = Ref::borrow(key);
        Ref keepValue = Ref::borrow(value);
        Value other;
        if (!dictLookupKnownHash(b, key, hash, other)) return -1;
        if (!other) return 0;
        Ref keepOther = Ref::borrow(other);
        int equal = equalsForContainers(value, other);
        if (equal <= 0) return equal;
    }
    return 1;
}

static Ref dictCompare(Value left, Value right, CompareOp op) {
    if (!isDict(left) || !isDict(right) || (op != CompareOp::Eq && op != CompareOp::Ne)) {
        return notImplementedRef();
    }
    int equal = dictEqual(asDict(left), asDict(right));
    if (equal < 0) return nullptr;
    return boolRef((equal == 1) == (op == CompareOp::Eq));
}

static bool dictLength(Value self, int64_t& length) {
    length = asDict(self)->size;
    return true;
}

static int dictContains(Value self, Value key) {
    Value value;
    if (!dictLookup(asDict(self), key, value)) return -1;
    return value ? 1 : 0;
}

static Ref dictGetItem(Value self, Value key) {
    Dict* dict = asDict(self);
    Value value;
    if (!dictLookup(dict, key, value)) return nullptr;
    if (value) return Ref::borrow(value);
    if (!isExactType(self, &gDictType)) {
        // dict subclasses may supply missing values.
        Str* missing = internedName("__missing__");
        if (typeLookup(typeOf(self), missing)) return callMethod(self, missing, &key, 1);
    }
    return raiseKeyError(key);
}

static bool dictSetItemSlot(Value self, Value key, Value value) {
    Dict* dict = asDict(self);
    if (value) return dictSetItem(dict, key, value);
    int removed = dictDelItem(dict, key);
    if (removed < 0) return false;
    if (removed == 0) {
        raiseKeyError(key);
        return false;
    }
    return true;
}

static Ref newDictIterator(Type* type, Dict* dict) {
    Object* object = allocateObject(type);
    if (!object) return nullptr;
    DictIterator* iterator = static_cast<DictIterator*>(object);
    incref(dict);
    iterator->dict = dict;
    iterator->expectedSize = dict->size;
    iterator->remaining = dict->size;
    bool reversed = type == &gDictReverseKeyIteratorType ||
                    type == &gDictReverseValueIteratorType || type == &gDictReverseItemIteratorType;
    DictTable* table = tableOf(dict);
    iterator->position = reversed ? (table ? table->entryCount - 1 : -1) : 0;
    gcTrack(iterator);
    return Ref::steal(Value::fromObject(iterator));
}

static Ref dictIter(Value self) {
    return newDictIterator(&gDictKeyIteratorType, asDict(self));
}

static Ref dictOr(Value left, Value right) {
    if (!isDict(left) || !isDict(right)) return notImplementedRef();
    Ref result = dictCopy(asDict(left));
    if (!result) return nullptr;
    if (!dictUpdate(asDict(result.get()), right)) return nullptr;
    return result;
}

static Ref dictInplaceOr(Value left, Value right) {
    if (!isDict(left)) return notImplementedRef();
    if (!dictUpdate(asDict(left), right)) return nullptr;
    return Ref::borrow(left);
}

// ---- Methods -----------------------------------------------------------------------

static Ref newView(Type* type, Value dict) {
    Object* object = allocateObject(type);
    if (!object) return nullptr;
    DictView* view = static_cast<DictView*>(object);
    incref(dict);
    view->dict = asDict(dict);
    gcTrack(view);
    return Ref::steal(Value::fromObject(view));
}

static Ref dictKeysMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict.keys", nargs, kwnames)) return nullptr;
    return newView(&gDictKeysType, self);
}

static Ref dictValuesMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict.values", nargs, kwnames)) return nullptr;
    return newView(&gDictValuesType, self);
}

static Ref dictItemsMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict.items", nargs, kwnames)) return nullptr;
    return newView(&gDictItemsType, self);
}

// dict.get(key, default=None, /)
static Ref dictGetMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("dict.get", nargs, kwnames, 1, 2)) return nullptr;
    Value value;
    if (!dictLookup(asDict(self), args[0], value)) return nullptr;
    if (value) return Ref::borrow(value);
    return callArgCount(nargs) == 2 ? Ref::borrow(args[1]) : noneRef();
}

// dict.setdefault(key, default=None, /)
static Ref dictSetDefaultMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("dict.setdefault", nargs, kwnames, 1, 2)) return nullptr;
    Dict* dict = asDict(self);
    int64_t hash;
    if (!hashValue(args[0], hash)) return nullptr;
    Value value;
    if (!dictLookupKnownHash(dict, args[0], hash, value)) return nullptr;
    if (value) return Ref::borrow(value);
    Value fallback = callArgCount(nargs) == 2 ? args[1] : noneValue();
    if (!insertKnownHash(dict, args[0], hash, fallback)) return nullptr;
    return Ref::borrow(fallback);
}

// dict.pop(key, default=<unrepresentable>, /)
static Ref dictPopMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("dict.pop", nargs, kwnames, 1, 2)) return nullptr;
    Dict* dict = asDict(self);
    if (dict->size == 0) {
        if (callArgCount(nargs) == 2) return Ref::borrow(args[1]);
        return raiseKeyError(args[0]);
    }
    int64_t hash;
    if (!hashValue(args[0], hash)) return nullptr;
    Found found;
    if (!lookupEntry(dict, args[0], hash, found)) return nullptr;
    if (found.entry < 0) {
        if (callArgCount(nargs) == 2) return Ref::borrow(args[1]);
        return raiseKeyError(args[0]);
    }
    return removeEntry(dict, found, true);
}

static Ref dictPopItemMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict.popitem", nargs, kwnames)) return nullptr;
    Dict* dict = asDict(self);
    if (dict->size == 0) {
        Ref message = strFromText("popitem(): dictionary is empty");
        if (!message) return nullptr;
        return raiseKeyError(message.get());
    }
    DictTable* table = tableOf(dict);
    int64_t index = table->entryCount - 1;
    while (index >= 0 && !table->entries()[index].key)
        --index;
    DictEntry& entry = table->entries()[index];
    // Find the index slot that points at this entry.
    uint64_t mask = static_cast<uint64_t>(table->indexSize - 1);
    uint64_t perturb = static_cast<uint64_t>(entry.hash);
    uint64_t slot = perturb & mask;
    while (table->indices()[slot] != index) {
        perturb >>= kPerturbShift;
        slot = (slot * 5 + perturb + 1) & mask;
    }
    Value key = entry.key;
    Value value = entry.value;
    entry.key = Value();
    entry.value = Value();
    table->indices()[slot] = kSlotDummy;
    table->entryCount = index;
    --dict->size;
    bumpVersion(dict);
    Ref pair = tuplePack2(key, value);
    decref(key);
    decref(value);
    return pair;
}

// dict.update([other], **kwargs)
static Ref dictUpdateMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t positional = callArgCount(nargs);
    if (!positionalRange("update", positional, 0, 1)) return nullptr;
    Dict* dict = asDict(self);
    if (positional == 1 && !dictUpdate(dict, args[0])) return nullptr;
    if (!updateFromKeywords(dict, args + positional, kwnames)) return nullptr;
    return noneRef();
}

static Ref dictClearMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict.clear", nargs, kwnames)) return nullptr;
    dictClear(asDict(self));
    return noneRef();
}

static Ref dictCopyMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict.copy", nargs, kwnames)) return nullptr;
    return dictCopy(asDict(self));
}

// dict.fromkeys(iterable, value=None, /), a class method.
static Ref dictFromKeysMethod(Value cls, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("dict.fromkeys", nargs, kwnames, 1, 2)) return nullptr;
    Value value = callArgCount(nargs) == 2 ? args[1] : noneValue();
    Ref result = callNoArgs(cls);
    if (!result) return nullptr;
    bool exact = isExactType(result.get(), &gDictType);
    Ref iterator = getIter(args[0]);
    if (!iterator) return nullptr;
    for (;;) {
        Ref key = iterNext(iterator.get());
        if (!key) {
            if (hasPendingException()) return nullptr;
            return result;
        }
        bool ok = exact ? dictSetItem(asDict(result.get()), key.get(), value)
                        : setItem(result.get(), key.get(), value);
        if (!ok) return nullptr;
    }
}

static Ref dictReversedMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict.__reversed__", nargs, kwnames)) return nullptr;
    return newDictIterator(&gDictReverseKeyIteratorType, asDict(self));
}

static Ref dictContainsMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("dict.__contains__", nargs, kwnames)) return nullptr;
    int found = dictContains(self, args[0]);
    if (found < 0) return nullptr;
    return boolRef(found == 1);
}

// dict.__getitem__ is a method descriptor, as in CPython (a profiler labels
// its calls "<method '__getitem__' of 'dict' objects>"), not a slot wrapper.
static Ref dictGetItemMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("dict.__getitem__", nargs, kwnames)) return nullptr;
    return dictGetItem(self, args[0]);
}

static Ref dictSizeOfMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict.__sizeof__", nargs, kwnames)) return nullptr;
    DictTable* table = tableOf(asDict(self));
    int64_t bytes = 48;
    if (table) {
        bytes += static_cast<int64_t>(sizeof(DictTable)) + table->indexSize * 8 +
                 table->usable * static_cast<int64_t>(sizeof(DictEntry));
    }
    return intFromInt64(bytes);
}

const MethodDef kDictMethods[] = {
    {"__contains__", dictContainsMethod, kMethodInstance,
     "True if the dictionary has the specified key, else False."},
    {"__getitem__", dictGetItemMethod, kMethodInstance, "Return self[key]."},
    {"__sizeof__", dictSizeOfMethod, kMethodInstance,
     "D.__sizeof__() -> size of D in memory, in bytes"},
    {"get", dictGetMethod, kMethodInstance,
     "Return the value for key if key is in the dictionary, else default."},
    {"setdefault", dictSetDefaultMethod, kMethodInstance,
     "Insert key with a value of default if key is not in the dictionary.\n\nReturn the value "
     "for key if key is in the dictionary, else default."},
    {"pop", dictPopMethod, kMethodInstance,
     "D.pop(k[,d]) -> v, remove specified key and return the corresponding value.\n\nIf the key "
     "is not found, return the default if given; otherwise,\nraise a KeyError."},
    {"popitem", dictPopItemMethod, kMethodInstance,
     "Remove and return a (key, value) pair as a 2-tuple.\n\nPairs are returned in LIFO (last-in, "
     "first-out) order.\nRaises KeyError if the dict is empty."},
    {"keys", dictKeysMethod, kMethodInstance,
     "Return a set-like object providing a view on the dict's keys."},
    {"items", dictItemsMethod, kMethodInstance,
     "Return a set-like object providing a view on the dict's items."},
    {"values", dictValuesMethod, kMethodInstance,
     "Return an object providing a view on the dict's values."},
    {"update", dictUpdateMethod, kMethodInstance,
     "D.update([E, ]**F) -> None.  Update D from mapping/iterable E and F."},
    {"fromkeys", dictFromKeysMethod, kMethodClass,
     "Create a new dictionary with keys from iterable and values set to value."},
    {"clear", dictClearMethod, kMethodInstance, "Remove all items from the dict."},
    {"copy", dictCopyMethod, kMethodInstance, "Return a shallow copy of the dict."},
    {"__reversed__", dictReversedMethod, kMethodInstance,
     "Return a reverse iterator over the dict keys."},
    {"__class_getitem__", classGetItemMethod, kMethodClass, "See PEP 585"},
    {nullptr, nullptr, 0, nullptr},
};

// ---- Iterators ---------------------------------------------------------------------

enum class IterKind { Keys, Values, Items };

static Ref iteratorResult(IterKind kind, const DictEntry& entry) {
    switch (kind) {
    case IterKind::Keys:
        return Ref::borrow(entry.key);
    case IterKind::Values:
        return Ref::borrow(entry.value);
    case IterKind::Items:
        return tuplePack2(entry.key, entry.value);
    }
    return nullptr;
}

static void finishIterator(DictIterator* iterator) {
    Dict* dict = iterator->dict;
    iterator->dict = nullptr;
    decref(dict);
}

static Ref dictIteratorNext(Value self, IterKind kind) {
    DictIterator* iterator = static_cast<DictIterator*>(self.object());
    Dict* dict = iterator->dict;
    if (!dict) return nullptr;
    if (iterator->expectedSize != dict->size) {
        iterator->expectedSize = -1; // stays broken
        return raise(gRuntimeError, "dictionary changed size during iteration");
    }
    DictTable* table = tableOf(dict);
    int64_t position = iterator->position;
    if (table) {
        while (position < table->entryCount && !table->entries()[position].key)
            ++position;
    }
    if (!table || position >= table->entryCount) {
        finishIterator(iterator);
        return nullptr;
    }
    if (iterator->remaining == 0) {
        // Same size, but more keys than there were: keys were replaced.
        finishIterator(iterator);
        return raise(gRuntimeError, "dictionary keys changed during iteration");
    }
    iterator->position = position + 1;
    --iterator->remaining;
    return iteratorResult(kind, table->entries()[position]);
}

static Ref dictReverseIteratorNext(Value self, IterKind kind) {
    DictIterator* iterator = static_cast<DictIterator*>(self.object());
    Dict* dict = iterator->dict;
    if (!dict) return nullptr;
    if (iterator->expectedSize != dict->size) {
        iterator->expectedSize = -1;
        return raise(gRuntimeError, "dictionary changed size during iteration");
    }
    DictTable* table = tableOf(dict);
    int64_t position = iterator->position;
    if (table && position >= table->entryCount) position = table->entryCount - 1;
    if (table) {
        while (position >= 0 && !table->entries()[position].key)
            --position;
    }
    if (!table || position < 0) {
        finishIterator(iterator);
        return nullptr;
    }
    iterator->position = position - 1;
    --iterator->remaining;
    return iteratorResult(kind, table->entries()[position]);
}

static Ref keyIteratorNext(Value self) {
    return dictIteratorNext(self, IterKind::Keys);
}
static Ref valueIteratorNext(Value self) {
    return dictIteratorNext(self, IterKind::Values);
}
static Ref itemIteratorNext(Value self) {
    return dictIteratorNext(self, IterKind::Items);
}
static Ref reverseKeyIteratorNext(Value self) {
    return dictReverseIteratorNext(self, IterKind::Keys);
}
static Ref reverseValueIteratorNext(Value self) {
    return dictReverseIteratorNext(self, IterKind::Values);
}
static Ref reverseItemIteratorNext(Value self) {
    return dictReverseIteratorNext(self, IterKind::Items);
}

static Ref selfIter(Value self) {
    return Ref::borrow(self);
}

static Ref dictIteratorLengthHint(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("__length_hint__", nargs, kwnames)) return nullptr;
    DictIterator* iterator = static_cast<DictIterator*>(self.object());
    int64_t remaining = 0;
    if (iterator->dict && iterator->expectedSize == iterator->dict->size) {
        remaining = iterator->remaining;
    }
    return Ref::fromSmallInt(remaining);
}

const MethodDef kDictIteratorMethods[] = {
    {"__length_hint__", dictIteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};

// ---- Views -------------------------------------------------------------------------

static void viewDealloc(Object* object) {
    gcUntrack(object);
    DictView* view = static_cast<DictView*>(object);
    if (view->dict) decref(view->dict);
    freeObjectMemory(object);
}

static void viewTraverse(Object* object, VisitFn visit, void* context) {
    DictView* view = static_cast<DictView*>(object);
    if (view->dict) visit(Value::fromObject(view->dict), context);
}

static void viewClear(Object* object) {
    DictView* view = static_cast<DictView*>(object);
    if (Dict* dict = view->dict) {
        view->dict = nullptr;
        decref(dict);
    }
}

static inline DictView* asView(Value v) {
    return static_cast<DictView*>(v.object());
}

static bool isSetLikeView(Value v) {
    return isExactType(v, &gDictKeysType) || isExactType(v, &gDictItemsType);
}

static bool viewLength(Value self, int64_t& length) {
    length = asView(self)->dict ? asView(self)->dict->size : 0;
    return true;
}

static Ref viewRepr(Value self) {
    ReprGuard guard(self.object());
    if (guard.recursive()) return strFromText("...");
    Ref items = listFromIterable(self);
    if (!items) return nullptr;
    std::string text = typeOf(self)->name;
    text += "(";
    if (!appendRepr(text, items.get())) return nullptr;
    text += ")";
    return strFromText(text);
}

static Ref keysIter(Value self) {
    return newDictIterator(&gDictKeyIteratorType, asView(self)->dict);
}
static Ref valuesIter(Value self) {
    return newDictIterator(&gDictValueIteratorType, asView(self)->dict);
}
static Ref itemsIter(Value self) {
    return newDictIterator(&gDictItemIteratorType, asView(self)->dict);
}

static int keysContains(Value self, Value key) {
    return dictContains(Value::fromObject(asView(self)->dict), key);
}

static int itemsContains(Value self, Value item) {
    if (!isTuple(item) || asTuple(item)->size != 2) return 0;
    Value found;
    if (!dictLookup(asView(self)->dict, asTuple(item)->items()[0], found)) return -1;
    if (!found) return 0;
    Ref keep = Ref::borrow(found);
    return equalsForContainers(found, asTuple(item)->items()[1]);
}

static Ref viewReversed(Value self, Type* type) {
    return newDictIterator(type, asView(self)->dict);
}
static Ref keysReversedMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict_keys.__reversed__", nargs, kwnames)) return nullptr;
    return viewReversed(self, &gDictReverseKeyIteratorType);
}
static Ref valuesReversedMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict_values.__reversed__", nargs, kwnames)) return nullptr;
    return viewReversed(self, &gDictReverseValueIteratorType);
}
static Ref itemsReversedMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("dict_items.__reversed__", nargs, kwnames)) return nullptr;
    return viewReversed(self, &gDictReverseItemIteratorType);
}

// Every element of `inner` is in `outer` (by the container protocol).
static int allContainedIn(Value inner, Value outer) {
    Ref iterator = getIter(inner);
    if (!iterator) return -1;
    for (;;) {
        Ref item = iterNext(iterator.get());
        if (!item) return hasPendingException() ? -1 : 1;
        int found = contains(outer, item.get());
        if (found <= 0) return found;
    }
}

static Ref viewCompare(Value left, Value right, CompareOp op) {
    if (!isSetLikeView(left) || !(isAnySet(right) || isSetLikeView(right))) {
        return notImplementedRef();
    }
    int64_t leftSize, rightSize;
    if (!length(left, leftSize) || !length(right, rightSize)) return nullptr;
    int result = 0;
    switch (op) {
    case CompareOp::Eq:
    case CompareOp::Ne:
        result = leftSize == rightSize ? allContainedIn(left, right) : 0;
        break;
    case CompareOp::Lt:
        result = leftSize < rightSize ? allContainedIn(left, right) : 0;
        break;
    case CompareOp::Le:
        result = leftSize <= rightSize ? allContainedIn(left, right) : 0;
        break;
    case CompareOp::Gt:
        result = leftSize > rightSize ? allContainedIn(right, left) : 0;
        break;
    case CompareOp::Ge:
        result = leftSize >= rightSize ? allContainedIn(right, left) : 0;
        break;
    }
    if (result < 0) return nullptr;
    if (op == CompareOp::Ne) result = !result;
    return boolRef(result != 0);
}

// A new set holding the elements of `operand`: a keys view of a dict is
// read from the dict itself, as CPython does.
static Ref viewToSet(Value operand) {
    if (isExactType(operand, &gDictKeysType)) {
        return setFromIterable(&gSetType, Value::fromObject(asView(operand)->dict));
    }
    return setFromIterable(&gSetType, operand);
}

static Ref callSetMethod(Ref set, const char* name, Value argument) {
    Ref result = callMethod(set.get(), internedName(name), &argument, 1);
    if (!result) return nullptr;
    return set;
}

static Ref viewSubtract(Value left, Value right) {
    if (!isSetLikeView(left) && !isSetLikeView(right)) return notImplementedRef();
    Ref result = viewToSet(left);
    if (!result) return nullptr;
    return callSetMethod(std::move(result), "difference_update", right);
}

static Ref viewOr(Value left, Value right) {
    if (!isSetLikeView(left) && !isSetLikeView(right)) return notImplementedRef();
    Ref result = viewToSet(left);
    if (!result) return nullptr;
    if (!setUpdate(static_cast<Set*>(result.object()), right)) return nullptr;
    return result;
}

static Ref viewXor(Value left, Value right) {
    if (!isSetLikeView(left) && !isSetLikeView(right)) return notImplementedRef();
    Ref result = viewToSet(left);
    if (!result) return nullptr;
    return callSetMethod(std::move(result), "symmetric_difference_update", right);
}

static Ref viewAnd(Value left, Value right) {
    if (!isSetLikeView(left) && !isSetLikeView(right)) return notImplementedRef();
    // The operands may arrive swapped when the view is on the right.
    Value self = left, other = right;
    if (!isSetLikeView(self)) std::swap(self, other);
    int64_t selfSize = asView(self)->dict->size;
    if (isExactType(other, &gSetType)) {
        int64_t otherSize;
        if (!length(other, otherSize)) return nullptr;
        if (selfSize <= otherSize) {
            return callMethod(other, internedName("intersection"), &self, 1);
        }
    }
    if (isSetLikeView(other) && asView(other)->dict->size > selfSize) std::swap(self, other);
    Ref result = setNew();
    if (!result) return nullptr;
    Ref iterator = getIter(other);
    if (!iterator) return nullptr;
    bool keys = isExactType(self, &gDictKeysType);
    for (;;) {
        Ref item = iterNext(iterator.get());
        if (!item) {
            if (hasPendingException()) return nullptr;
            return result;
        }
        int found = keys ? keysContains(self, item.get()) : itemsContains(self, item.get());
        if (found < 0) return nullptr;
        if (found && !setAdd(static_cast<Set*>(result.object()), item.get())) return nullptr;
    }
}

static Ref viewIsDisjoint(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("isdisjoint", nargs, kwnames)) return nullptr;
    Value other = args[0];
    int64_t selfSize = asView(self)->dict->size;
    if (other.is(self)) return boolRef(selfSize == 0);
    Value container = self;
    if (isAnySet(other) || isSetLikeView(other)) {
        int64_t otherSize;
        if (!length(other, otherSize)) return nullptr;
        if (otherSize > selfSize) std::swap(container, other);
    }
    Ref iterator = getIter(other);
    if (!iterator) return nullptr;
    for (;;) {
        Ref item = iterNext(iterator.get());
        if (!item) {
            if (hasPendingException()) return nullptr;
            return boolRef(true);
        }
        int found = contains(container, item.get());
        if (found < 0) return nullptr;
        if (found) return boolRef(false);
    }
}

const MethodDef kKeysMethods[] = {
    {"isdisjoint", viewIsDisjoint, kMethodInstance,
     "Return True if the view and the given iterable have a null intersection."},
    {"__reversed__", keysReversedMethod, kMethodInstance,
     "Return a reverse iterator over the dict keys."},
    {nullptr, nullptr, 0, nullptr},
};
const MethodDef kItemsMethods[] = {
    {"isdisjoint", viewIsDisjoint, kMethodInstance,
     "Return True if the view and the given iterable have a null intersection."},
    {"__reversed__", itemsReversedMethod, kMethodInstance,
     "Return a reverse iterator over the dict items."},
    {nullptr, nullptr, 0, nullptr},
};
const MethodDef kValuesMethods[] = {
    {"__reversed__", valuesReversedMethod, kMethodInstance,
     "Return a reverse iterator over the dict values."},
    {nullptr, nullptr, 0, nullptr},
};

static Ref viewMapping(Value self) {
    return mappingProxyNew(Value::fromObject(asView(self)->dict));
}

const GetSetDef kViewGetSets[] = {
    {"mapping", viewMapping, nullptr, "dictionary that this view refers to"},
    {nullptr, nullptr, nullptr, nullptr},
};

static void initView(Type& type, UnaryFn iter, ContainsFn containsFn) {
    typeAddGetSets(&type, kViewGetSets);
    type.dealloc = viewDealloc;
    type.traverse = viewTraverse;
    type.clear = viewClear;
    type.repr = viewRepr;
    type.length = viewLength;
    type.iter = iter;
    type.contains = containsFn;
}

static void initSetLikeView(Type& type) {
    type.compare = viewCompare;
    type.binary[static_cast<size_t>(BinaryOp::Sub)] = viewSubtract;
    type.binary[static_cast<size_t>(BinaryOp::And)] = viewAnd;
    type.binary[static_cast<size_t>(BinaryOp::Or)] = viewOr;
    type.binary[static_cast<size_t>(BinaryOp::Xor)] = viewXor;
}

bool readyDictType() {
    Type& t = gDictType;
    t.newFn = dictNewSlot;
    t.init = dictInit;
    t.dealloc = dictDealloc;
    t.traverse = dictTraverse;
    t.clear = dictClearSlot;
    t.repr = dictRepr;
    t.compare = dictCompare;
    t.iter = dictIter;
    t.binary[static_cast<size_t>(BinaryOp::Or)] = dictOr;
    t.inplace[static_cast<size_t>(BinaryOp::Or)] = dictInplaceOr;
    t.length = dictLength;
    t.getitem = dictGetItem;
    t.setitem = dictSetItemSlot;
    t.contains = dictContains;
    typeAddMethods(&t, kDictMethods);
    if (!typeReady(&t)) return false;

    initView(gDictKeysType, keysIter, keysContains);
    initSetLikeView(gDictKeysType);
    typeAddMethods(&gDictKeysType, kKeysMethods);
    initView(gDictItemsType, itemsIter, itemsContains);
    initSetLikeView(gDictItemsType);
    typeAddMethods(&gDictItemsType, kItemsMethods);
    initView(gDictValuesType, valuesIter, nullptr);
    typeAddMethods(&gDictValuesType, kValuesMethods);

    struct IteratorSetup {
        Type* type;
        NextFn next;
    };
    const IteratorSetup iterators[] = {
        {&gDictKeyIteratorType, keyIteratorNext},
        {&gDictValueIteratorType, valueIteratorNext},
        {&gDictItemIteratorType, itemIteratorNext},
        {&gDictReverseKeyIteratorType, reverseKeyIteratorNext},
        {&gDictReverseValueIteratorType, reverseValueIteratorNext},
        {&gDictReverseItemIteratorType, reverseItemIteratorNext},
    };
    for (const IteratorSetup& setup : iterators) {
        Type* type = setup.type;
        OwningIteratorSlots<DictIterator, &DictIterator::dict>::install(*type);
        type->iter = selfIter;
        type->next = setup.next;
        typeAddMethods(type, kDictIteratorMethods);
    }
    for (Type* type : {&gDictKeysType, &gDictItemsType, &gDictValuesType}) {
        if (!typeReady(type)) return false;
    }
    for (const IteratorSetup& setup : iterators) {
        if (!typeReady(setup.type)) return false;
    }
    return readyGenericAliasType();
}

} // namespace taipan
