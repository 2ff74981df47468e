// tuple: an immutable sequence whose items follow the header in memory, and
// its iterator (tuple_iterator).
//
// Invariants:
//  - A tuple's items are owned references; they are null only while a
//    freshly allocated tuple is being filled (tupleNewUninitialized), so
//    traverse and dealloc skip nulls.
//  - The empty exact tuple is one immortal object (emptyTuple()).
//  - hashCache is -1 until hash() first succeeds; the items never change, so
//    the cached value stays valid.
#include "objects/container_util.h"
#include "objects/containers.h"
#include "objects/iterator_layout.h"
#include "objects/descriptors.h"
#include "objects/generic_alias.h"
#include "objects/int.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <string>

namespace taipan {

using namespace containers;

namespace {


} // namespace

Type gTupleType = staticType("tuple", sizeof(Tuple), sizeof(Value),
                             kTypeGcTracked | kTypeBaseType | kTypeTupleSubclass | kTypeSequence |
                                 kTypeMatchSelf);
Type gTupleIteratorType = staticType("tuple_iterator", sizeof(TupleIterator), 0, kTypeGcTracked);

// ---- Construction ------------------------------------------------------------------

// A tuple of `type` (tuple or a subclass) with `size` null items.
static Tuple* allocateTuple(Type* type, int64_t size) {
    Object* object = allocateObject(type, static_cast<size_t>(size));
    if (!object) return nullptr;
    Tuple* tuple = static_cast<Tuple*>(object);
    tuple->size = size;
    tuple->hashCache = -1;
    gcTrack(tuple);
    return tuple;
}

Ref emptyTuple() {
    static Tuple* empty = nullptr;
    if (!empty) {
        empty = allocateTuple(&gTupleType, 0);
        if (!empty) return nullptr;
        // Shared by every `()`: immortal, like the builtin singletons, and
        // so never tracked by the collector.
        gcUntrack(empty);
        empty->refcount = kImmortalRefcount;
    }
    return Ref::borrow(Value::fromObject(empty));
}

Tuple* tupleNewUninitialized(int64_t size) {
    if (size == 0) {
        Ref empty = emptyTuple();
        return empty ? static_cast<Tuple*>(empty.release().object()) : nullptr;
    }
    if (size < 0 || static_cast<uint64_t>(size) > (UINT64_MAX >> 4) / sizeof(Value)) {
        raiseNoMemory();
        return nullptr;
    }
    return allocateTuple(&gTupleType, size);
}

Ref tupleFromValues(const Value* values, int64_t count) {
    Tuple* tuple = tupleNewUninitialized(count);
    if (!tuple) return nullptr;
    for (int64_t i = 0; i < count; ++i) {
        incref(values[i]);
        tuple->items()[i] = values[i];
    }
    return Ref::steal(Value::fromObject(tuple));
}

Ref tuplePack2(Value first, Value second) {
    Value values[2] = {first, second};
    return tupleFromValues(values, 2);
}

Ref tupleGetSlice(Tuple* tuple, int64_t start, int64_t stop) {
    if (start < 0) start = 0;
    if (stop > tuple->size) stop = tuple->size;
    if (stop < start) stop = start;
    if (start == 0 && stop == tuple->size && tuple->type == &gTupleType) {
        return Ref::borrow(Value::fromObject(tuple));
    }
    return tupleFromValues(tuple->items() + start, stop - start);
}

Ref tupleFromIterable(Value iterable) {
    if (isExactType(iterable, &gTupleType)) return Ref::borrow(iterable);
    if (isExactType(iterable, &gListType)) {
        List* list = asList(iterable);
        return tupleFromValues(list->items, list->size);
    }
    Ref list = listFromIterable(iterable);
    if (!list) return nullptr;
    return listAsTuple(asList(list.get()));
}

// ---- Lifecycle ---------------------------------------------------------------------

static void tupleDeallocBody(Object* object) {
    // Last to first, as CPython (observable through __del__).
    Tuple* tuple = static_cast<Tuple*>(object);
    for (int64_t i = tuple->size; --i >= 0;)
        decref(tuple->items()[i]);
    freeObjectMemory(object);
}

static void tupleDealloc(Object* object) {
    gcUntrack(object);
    nestedDealloc(object, tupleDeallocBody);
}

static void tupleTraverse(Object* object, VisitFn visit, void* context) {
    // Last to first, as CPython (see listTraverse).
    Tuple* tuple = static_cast<Tuple*>(object);
    for (int64_t i = tuple->size; --i >= 0;) {
        if (tuple->items()[i]) visit(tuple->items()[i], context);
    }
}

// tuple(iterable=(), /)
static Ref tupleNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    // Keywords are refused unless a subclass's own __init__ may want them.
    if ((type == &gTupleType || type->init == gTupleType.init) && !noKeywords("tuple", kwnames)) {
        return nullptr;
    }
    if (!positionalRange("tuple", nargs, 0, 1)) return nullptr;
    Ref base = callArgCount(nargs) == 0 ? emptyTuple() : tupleFromIterable(args[0]);
    if (!base || type == &gTupleType) return base;
    // A subclass: copy the items into an instance of the subclass.
    Tuple* source = asTuple(base.get());
    Tuple* result = allocateTuple(type, source->size);
    if (!result) return nullptr;
    for (int64_t i = 0; i < source->size; ++i) {
        incref(source->items()[i]);
        result->items()[i] = source->items()[i];
    }
    return Ref::steal(Value::fromObject(result));
}

// ---- Object protocol ---------------------------------------------------------------

static Ref tupleRepr(Value self) {
    Tuple* tuple = asTuple(self);
    if (tuple->size == 0) return strFromText("()");
    ReprGuard guard(tuple);
    if (guard.recursive()) return strFromText("(...)");
    std::string text = "(";
    for (int64_t i = 0; i < tuple->size; ++i) {
        if (i > 0) text += ", ";
        if (!appendRepr(text, tuple->items()[i])) return nullptr;
    }
    text += tuple->size == 1 ? ",)" : ")";
    return strFromText(text);
}

static bool tupleHash(Value self, int64_t& hash) {
    Tuple* tuple = asTuple(self);
    if (tuple->hashCache != -1) {
        hash = tuple->hashCache;
        return true;
    }
    TupleHasher hasher;
    for (int64_t i = 0; i < tuple->size; ++i) {
        int64_t itemHash;
        if (!hashValue(tuple->items()[i], itemHash)) return false;
        hasher.add(static_cast<uint64_t>(itemHash));
    }
    hash = hasher.finish(true, static_cast<uint64_t>(tuple->size));
    tuple->hashCache = hash;
    return true;
}

// The result of comparing two sizes with `op`.
static Ref tupleCompare(Value left, Value right, CompareOp op) {
    if (!isTuple(left) || !isTuple(right)) return notImplementedRef();
    Tuple* a = asTuple(left);
    Tuple* b = asTuple(right);
    int64_t i = 0;
    // Skip the common prefix of equal items.
    for (; i < a->size && i < b->size; ++i) {
        int equal = equalsForContainers(a->items()[i], b->items()[i]);
        if (equal < 0) return nullptr;
        if (!equal) break;
    }
    if (i >= a->size || i >= b->size)
        return boolRef(compareOrdered<int64_t>(a->size, b->size, op));
    if (op == CompareOp::Eq) return boolRef(false);
    if (op == CompareOp::Ne) return boolRef(true);
    return compare(a->items()[i], b->items()[i], op);
}

static bool tupleLength(Value self, int64_t& length) {
    length = asTuple(self)->size;
    return true;
}

static int tupleContains(Value self, Value item) {
    Tuple* tuple = asTuple(self);
    for (int64_t i = 0; i < tuple->size; ++i) {
        int equal = equalsForContainers(tuple->items()[i], item);
        if (equal != 0) return equal;
    }
    return 0;
}

static Ref tupleGetItem(Value self, Value key) {
    Tuple* tuple = asTuple(self);
    if (isIndexable(key)) {
        int64_t index;
        if (!itemIndex(key, index)) return nullptr;
        if (index < 0) index += tuple->size;
        if (index < 0 || index >= tuple->size)
            return raise(gIndexError, "tuple index out of range");
        return Ref::borrow(tuple->items()[index]);
    }
    if (isExactType(key, &gSliceType)) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), tuple->size, start, stop, step,
                          count)) {
            return nullptr;
        }
        if (step == 1) return tupleGetSlice(tuple, start, start + count);
        Tuple* result = tupleNewUninitialized(count);
        if (!result) return nullptr;
        for (int64_t i = 0, index = start; i < count; ++i, index += step) {
            incref(tuple->items()[index]);
            result->items()[i] = tuple->items()[index];
        }
        return Ref::steal(Value::fromObject(result));
    }
    return raise(gTypeError, "tuple indices must be integers or slices, not %s", typeOf(key)->name);
}

static Ref tupleConcat(Value left, Value right) {
    if (!isTuple(left)) return notImplementedRef();
    if (!isTuple(right)) {
        Ref reflected;
        if (reflectedOperandFirst(left, right, BinaryOp::Add, reflected)) return reflected;
        return raise(gTypeError, "can only concatenate tuple (not \"%s\") to tuple",
                     typeOf(right)->name);
    }
    Tuple* a = asTuple(left);
    Tuple* b = asTuple(right);
    if (b->size == 0 && isExactType(left, &gTupleType)) return Ref::borrow(left);
    if (a->size == 0 && isExactType(right, &gTupleType)) return Ref::borrow(right);
    Tuple* result = tupleNewUninitialized(a->size + b->size);
    if (!result) return nullptr;
    for (int64_t i = 0; i < a->size; ++i) {
        incref(a->items()[i]);
        result->items()[i] = a->items()[i];
    }
    for (int64_t i = 0; i < b->size; ++i) {
        incref(b->items()[i]);
        result->items()[a->size + i] = b->items()[i];
    }
    return Ref::steal(Value::fromObject(result));
}

static Ref tupleRepeat(Value left, Value right) {
    Value sequence = left, count = right;
    if (!isTuple(left)) {
        sequence = right;
        count = left;
    }
    if (!isIndexable(count)) {
        Ref reflected;
        if (sequence.is(left) && reflectedOperandFirst(left, right, BinaryOp::Mul, reflected)) {
            return reflected;
        }
        return raise(gTypeError, "can't multiply sequence by non-int of type '%s'",
                     typeOf(count)->name);
    }
    int64_t times;
    if (!argumentIndex(count, times)) return nullptr;
    Tuple* tuple = asTuple(sequence);
    if (times < 0) times = 0;
    if (times == 1 && isExactType(sequence, &gTupleType)) return Ref::borrow(sequence);
    if (tuple->size == 0 || times == 0) return emptyTuple();
    if (tuple->size > INT64_MAX / 16 / times) return raiseNoMemory();
    Tuple* result = tupleNewUninitialized(tuple->size * times);
    if (!result) return nullptr;
    Value* out = result->items();
    for (int64_t t = 0; t < times; ++t) {
        for (int64_t i = 0; i < tuple->size; ++i) {
            incref(tuple->items()[i]);
            *out++ = tuple->items()[i];
        }
    }
    return Ref::steal(Value::fromObject(result));
}

static Ref tupleIter(Value self) {
    Object* object = allocateObject(&gTupleIteratorType);
    if (!object) return nullptr;
    TupleIterator* iterator = static_cast<TupleIterator*>(object);
    incref(self);
    iterator->tuple = asTuple(self);
    iterator->index = 0;
    gcTrack(iterator);
    return Ref::steal(Value::fromObject(iterator));
}

// ---- Methods -----------------------------------------------------------------------

// tuple.index(value, start=0, stop=sys.maxsize, /)
static Ref tupleIndexMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("tuple.index", nargs, kwnames, 1, 3)) return nullptr;
    nargs = callArgCount(nargs);
    Tuple* tuple = asTuple(self);
    int64_t start = 0, stop = INT64_MAX;
    if (nargs > 1 && !clampedIndex(args[1], start, false)) return nullptr;
    if (nargs > 2 && !clampedIndex(args[2], stop, false)) return nullptr;
    adjustSearchBounds(tuple->size, start, stop);
    for (int64_t i = start; i < stop && i < tuple->size; ++i) {
        int equal = equalsForContainers(tuple->items()[i], args[0]);
        if (equal < 0) return nullptr;
        if (equal) return Ref::fromSmallInt(i);
    }
    return raise(gValueError, "tuple.index(x): x not in tuple");
}

// tuple.count(value, /)
static Ref tupleCountMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("tuple.count", nargs, kwnames)) return nullptr;
    Tuple* tuple = asTuple(self);
    int64_t count = 0;
    for (int64_t i = 0; i < tuple->size; ++i) {
        int equal = equalsForContainers(tuple->items()[i], args[0]);
        if (equal < 0) return nullptr;
        count += equal;
    }
    return Ref::fromSmallInt(count);
}

static Ref tupleGetNewArgs(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("tuple.__getnewargs__", nargs, kwnames)) return nullptr;
    Tuple* tuple = asTuple(self);
    Ref copy = tupleFromValues(tuple->items(), tuple->size);
    if (!copy) return nullptr;
    Value item = copy.get();
    return tupleFromValues(&item, 1);
}

const MethodDef kTupleMethods[] = {
    {"index", tupleIndexMethod, kMethodInstance,
     "Return first index of value.\n\nRaises ValueError if the value is not present."},
    {"count", tupleCountMethod, kMethodInstance, "Return number of occurrences of value."},
    {"__getnewargs__", tupleGetNewArgs, kMethodInstance, nullptr},
    {"__class_getitem__", classGetItemMethod, kMethodClass, "See PEP 585"},
    {nullptr, nullptr, 0, nullptr},
};

// ---- tuple_iterator ---------------------------------------------------------------

static Ref tupleIteratorNext(Value self) {
    TupleIterator* iterator = static_cast<TupleIterator*>(self.object());
    Tuple* tuple = iterator->tuple;
    if (!tuple) return nullptr;
    if (iterator->index < tuple->size) return Ref::borrow(tuple->items()[iterator->index++]);
    iterator->tuple = nullptr;
    decref(tuple);
    return nullptr;
}

static Ref selfIter(Value self) {
    return Ref::borrow(self);
}

static Ref tupleIteratorLengthHint(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("tuple_iterator.__length_hint__", nargs, kwnames)) return nullptr;
    TupleIterator* iterator = static_cast<TupleIterator*>(self.object());
    int64_t remaining = iterator->tuple ? iterator->tuple->size - iterator->index : 0;
    return Ref::fromSmallInt(remaining < 0 ? 0 : remaining);
}

const MethodDef kTupleIteratorMethods[] = {
    {"__length_hint__", tupleIteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};

bool readyTupleType() {
    Type& t = gTupleType;
    t.newFn = tupleNew;
    t.dealloc = tupleDealloc;
    t.traverse = tupleTraverse;
    t.repr = tupleRepr;
    t.hash = tupleHash;
    t.compare = tupleCompare;
    t.iter = tupleIter;
    t.binary[static_cast<size_t>(BinaryOp::Add)] = tupleConcat;
    t.binary[static_cast<size_t>(BinaryOp::Mul)] = tupleRepeat;
    t.length = tupleLength;
    t.getitem = tupleGetItem;
    t.contains = tupleContains;
    typeAddMethods(&t, kTupleMethods);
    if (!typeReady(&t)) return false;

    Type& it = gTupleIteratorType;
    OwningIteratorSlots<TupleIterator, &TupleIterator::tuple>::install(it);
    it.iter = selfIter;
    it.next = tupleIteratorNext;
    typeAddMethods(&it, kTupleIteratorMethods);
    return typeReady(&it);
}

} // namespace taipan
