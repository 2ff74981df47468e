// The iterator types of the builtins module: enumerate, zip, map, filter,
// reversed (all subclassable, as in CPython) and callable_iterator (what
// iter(callable, sentinel) returns).
//
// Invariants:
//  - Every object holds owned references to what it iterates; a field that
//    is null means "exhausted" (the references were dropped early so an
//    exhausted iterator does not keep its source alive).
//  - next() returns null with no exception pending at exhaustion, as every
//    NextFn does; errors from the underlying iterators propagate unchanged.
//  - The objects are GC-tracked (they can be part of cycles through the
//    functions and iterables they hold).
#include "modules/modules.h"

#include "objects/generic_alias.h"
#include "objects/int.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <string>
#include <vector>

namespace taipan::modules {

namespace {

struct EnumerateObject : Object {
    Value iterator; // owned; null once exhausted
    int64_t index;  // the next count while `bigIndex` is null
    Value bigIndex; // owned; the next count once it no longer fits int64 (or started big)
};

struct ZipObject : Object {
    Tuple* iterators; // owned; null once exhausted
    bool strict;
};

struct MapObject : Object {
    Value function;   // owned
    Tuple* iterators; // owned; null once exhausted
};

struct FilterObject : Object {
    Value function; // owned; None keeps the truthy items
    Value iterator; // owned; null once exhausted
};

struct ReversedObject : Object {
    Value sequence; // owned; null once exhausted
    int64_t index;  // the next index to read
};

struct CallableIteratorObject : Object {
    Value callable; // owned; null once exhausted
    Value sentinel; // owned; null once exhausted
};

} // namespace

Type gEnumerateType =
    staticType("enumerate", sizeof(EnumerateObject), 0, kTypeGcTracked | kTypeBaseType);
Type gZipType = staticType("zip", sizeof(ZipObject), 0, kTypeGcTracked | kTypeBaseType);
Type gMapType = staticType("map", sizeof(MapObject), 0, kTypeGcTracked | kTypeBaseType);
Type gFilterType = staticType("filter", sizeof(FilterObject), 0, kTypeGcTracked | kTypeBaseType);
Type gReversedType =
    staticType("reversed", sizeof(ReversedObject), 0, kTypeGcTracked | kTypeBaseType);
Type gCallableIteratorType =
    staticType("callable_iterator", sizeof(CallableIteratorObject), 0, kTypeGcTracked);

namespace {

// Drops the owned reference in `field` and leaves it null.
void clearField(Value& field) {
    Value old = field;
    field = Value();
    decref(old);
}

template <typename T> void clearField(T*& field) {
    T* old = field;
    field = nullptr;
    if (old != nullptr) decref(old);
}

void visitField(Value field, VisitFn visit, void* context) {
    if (!field.isNull()) visit(field, context);
}

Ref selfIter(Value self) {
    return Ref::borrow(self);
}

// A new, GC-tracked instance of `type` (one of ours or a Python subclass).
template <typename T> T* allocateIterator(Type* type) {
    Object* object = allocateObject(type);
    return static_cast<T*>(object);
}

Ref trackAndReturn(Object* object) {
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

// A tuple of iter(x) for each of `count` iterables.
Ref iteratorsOf(const Value* iterables, size_t count) {
    Tuple* tuple = tupleNewUninitialized(static_cast<int64_t>(count));
    if (tuple == nullptr) return nullptr;
    Ref result = Ref::steal(Value::fromObject(tuple));
    for (size_t i = 0; i < count; ++i) {
        Ref iterator = getIter(iterables[i]);
        if (iterator.isNull()) return nullptr;
        tuple->items()[i] = iterator.release();
    }
    return result;
}

std::string keywordText(Tuple* kwnames, int64_t i) {
    return std::string(strUtf8(asStr(kwnames->items()[i])));
}

// ---- enumerate -------------------------------------------------------------------------

// enumerate(iterable, start=0)
Ref enumerateNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t positional = callArgCount(nargs);
    int64_t keywordCount = kwnames == nullptr ? 0 : kwnames->size;
    if (positional + static_cast<size_t>(keywordCount) > 2) {
        return raise(gTypeError, "enumerate() takes at most 2 arguments (%zu given)",
                     positional + static_cast<size_t>(keywordCount));
    }
    Value iterable = positional >= 1 ? args[0] : Value();
    Value start = positional >= 2 ? args[1] : Value();
    for (int64_t k = 0; k < keywordCount; ++k) {
        Str* key = asStr(kwnames->items()[k]);
        Value value = args[positional + static_cast<size_t>(k)];
        if (strEqualsAscii(key, "iterable") && positional < 1) {
            iterable = value;
        } else if (strEqualsAscii(key, "start") && positional < 2) {
            start = value;
        } else if (strEqualsAscii(key, "iterable") || strEqualsAscii(key, "start")) {
            return raise(gTypeError,
                         "argument for enumerate() given by name ('%s') and position (%d)",
                         keywordText(kwnames, k).c_str(), strEqualsAscii(key, "start") ? 2 : 1);
        } else {
            return raise(gTypeError, "'%s' is an invalid keyword argument for enumerate()",
                         keywordText(kwnames, k).c_str());
        }
    }
    if (iterable.isNull()) {
        // CPython's keyword parser reports the first keyword it could not
        // place when the required argument is missing.
        if (keywordCount > 0) {
            return raise(gTypeError, "'%s' is an invalid keyword argument for enumerate()",
                         keywordText(kwnames, 0).c_str());
        }
        return raise(gTypeError, "enumerate() missing required argument 'iterable'");
    }
    Ref startIndex;
    if (!start.isNull()) {
        startIndex = toIndex(start);
        if (startIndex.isNull()) return nullptr;
    }
    Ref iterator = getIter(iterable);
    if (iterator.isNull()) return nullptr;
    auto* self = allocateIterator<EnumerateObject>(type);
    if (self == nullptr) return nullptr;
    self->iterator = iterator.release();
    self->index = 0;
    if (!startIndex.isNull()) {
        int64_t value = 0;
        if (startIndex.get().isSmallInt() && intToInt64(startIndex.get(), value)) {
            self->index = value;
        } else {
            self->bigIndex = startIndex.release();
        }
    }
    return trackAndReturn(self);
}

Ref enumerateNext(Value selfValue) {
    auto* self = static_cast<EnumerateObject*>(selfValue.object());
    if (self->iterator.isNull()) return nullptr;
    Ref item = iterNext(self->iterator);
    if (item.isNull()) {
        if (!hasPendingException()) clearField(self->iterator);
        return nullptr;
    }
    Ref count;
    if (self->bigIndex.isNull() && self->index < Value::kSmallIntMax) {
        count = Ref::fromSmallInt(self->index);
        ++self->index;
    } else {
        if (self->bigIndex.isNull()) {
            Ref big = intFromInt64(self->index);
            if (big.isNull()) return nullptr;
            self->bigIndex = big.release();
        }
        count = Ref::borrow(self->bigIndex);
        Ref next = binaryOp(self->bigIndex, Value::fromSmallInt(1), BinaryOp::Add);
        if (next.isNull()) return nullptr;
        Value old = self->bigIndex;
        self->bigIndex = next.release();
        decref(old);
    }
    return tuplePack2(count.get(), item.get());
}

void enumerateDealloc(Object* object) {
    gcUntrack(object);
    auto* self = static_cast<EnumerateObject*>(object);
    clearField(self->iterator);
    clearField(self->bigIndex);
    freeObjectMemory(object);
}

void enumerateTraverse(Object* object, VisitFn visit, void* context) {
    auto* self = static_cast<EnumerateObject*>(object);
    visitField(self->iterator, visit, context);
    visitField(self->bigIndex, visit, context);
}

void enumerateClear(Object* object) {
    auto* self = static_cast<EnumerateObject*>(object);
    clearField(self->iterator);
    clearField(self->bigIndex);
}

// ---- zip -------------------------------------------------------------------------------

// zip(*iterables, strict=False)
Ref zipNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t positional = callArgCount(nargs);
    bool strict = false;
    if (kwnames != nullptr) {
        for (int64_t k = 0; k < kwnames->size; ++k) {
            if (!strEqualsAscii(asStr(kwnames->items()[k]), "strict")) {
                static const char* const kNames[] = {"strict"};
                return raiseUnexpectedKeyword("zip", asStr(kwnames->items()[k]), kNames, 1);
            }
            int truth = truthy(args[positional + static_cast<size_t>(k)]);
            if (truth < 0) return nullptr;
            strict = truth == 1;
        }
    }
    Ref iterators = iteratorsOf(args, positional);
    if (iterators.isNull()) return nullptr;
    auto* self = allocateIterator<ZipObject>(type);
    if (self == nullptr) return nullptr;
    self->iterators = asTuple(iterators.release());
    self->strict = strict;
    return trackAndReturn(self);
}

// "argument 1" or "arguments 1-N": the iterables before the one at `index`.
std::string argumentsBefore(int64_t index) {
    if (index == 1) return "argument 1";
    return "arguments 1-" + std::to_string(index);
}

// A strict zip found iterator `index` exhausted while producing a tuple:
// raises the ValueError CPython raises when the lengths differ.
Ref zipStrictMismatch(ZipObject* self, int64_t index) {
    Tuple* iterators = self->iterators;
    if (index > 0) {
        return raise(gValueError, "zip() argument %lld is shorter than %s",
                     static_cast<long long>(index + 1), argumentsBefore(index).c_str());
    }
    for (int64_t j = 1; j < iterators->size; ++j) {
        Ref extra = iterNext(iterators->items()[j]);
        if (!extra.isNull()) {
            return raise(gValueError, "zip() argument %lld is longer than %s",
                         static_cast<long long>(j + 1), argumentsBefore(j).c_str());
        }
        if (hasPendingException()) return nullptr;
    }
    return nullptr;
}

Ref zipNext(Value selfValue) {
    auto* self = static_cast<ZipObject*>(selfValue.object());
    Tuple* iterators = self->iterators;
    if (iterators == nullptr || iterators->size == 0) return nullptr;
    Tuple* result = tupleNewUninitialized(iterators->size);
    if (result == nullptr) return nullptr;
    Ref owner = Ref::steal(Value::fromObject(result));
    for (int64_t i = 0; i < iterators->size; ++i) {
        Ref item = iterNext(iterators->items()[i]);
        if (item.isNull()) {
            if (hasPendingException()) return nullptr;
            // Unfilled items must be valid before the tuple dies.
            for (int64_t j = i; j < iterators->size; ++j)
                result->items()[j] = noneValue();
            if (self->strict) {
                Ref error = zipStrictMismatch(self, i);
                if (hasPendingException()) return nullptr;
            }
            clearField(self->iterators);
            return nullptr;
        }
        result->items()[i] = item.release();
    }
    return owner;
}

void zipDealloc(Object* object) {
    gcUntrack(object);
    clearField(static_cast<ZipObject*>(object)->iterators);
    freeObjectMemory(object);
}

void zipTraverse(Object* object, VisitFn visit, void* context) {
    auto* self = static_cast<ZipObject*>(object);
    if (self->iterators != nullptr) visit(Value::fromObject(self->iterators), context);
}

void zipClear(Object* object) {
    clearField(static_cast<ZipObject*>(object)->iterators);
}

// ---- map -------------------------------------------------------------------------------

// map(function, iterable, /, *iterables)
Ref mapNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (type == &gMapType && kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "map() takes no keyword arguments");
    }
    size_t positional = callArgCount(nargs);
    if (positional < 2) return raise(gTypeError, "map() must have at least two arguments.");
    Ref iterators = iteratorsOf(args + 1, positional - 1);
    if (iterators.isNull()) return nullptr;
    auto* self = allocateIterator<MapObject>(type);
    if (self == nullptr) return nullptr;
    incref(args[0]);
    self->function = args[0];
    self->iterators = asTuple(iterators.release());
    return trackAndReturn(self);
}

Ref mapNext(Value selfValue) {
    auto* self = static_cast<MapObject*>(selfValue.object());
    Tuple* iterators = self->iterators;
    if (iterators == nullptr) return nullptr;
    constexpr int64_t kInline = 8;
    Value inlineItems[kInline];
    std::vector<Value> heapItems;
    Value* items = inlineItems;
    if (iterators->size > kInline) {
        heapItems.resize(static_cast<size_t>(iterators->size));
        items = heapItems.data();
    }
    int64_t filled = 0;
    auto release = [&] {
        for (int64_t i = 0; i < filled; ++i)
            decref(items[i]);
    };
    for (int64_t i = 0; i < iterators->size; ++i) {
        Ref item = iterNext(iterators->items()[i]);
        if (item.isNull()) {
            release();
            if (!hasPendingException()) clearField(self->iterators);
            return nullptr;
        }
        items[filled++] = item.release();
    }
    Ref result = call(self->function, items, static_cast<size_t>(filled));
    release();
    return result;
}

void mapDealloc(Object* object) {
    gcUntrack(object);
    auto* self = static_cast<MapObject*>(object);
    clearField(self->function);
    clearField(self->iterators);
    freeObjectMemory(object);
}

void mapTraverse(Object* object, VisitFn visit, void* context) {
    auto* self = static_cast<MapObject*>(object);
    visitField(self->function, visit, context);
    if (self->iterators != nullptr) visit(Value::fromObject(self->iterators), context);
}

void mapClear(Object* object) {
    auto* self = static_cast<MapObject*>(object);
    clearField(self->function);
    clearField(self->iterators);
}

// ---- filter ----------------------------------------------------------------------------

// filter(function or None, iterable, /)
Ref filterNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (type == &gFilterType && kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "filter() takes no keyword arguments");
    }
    if (!checkPositional("filter", nargs, nullptr, 2, 2)) return nullptr;
    Ref iterator = getIter(args[1]);
    if (iterator.isNull()) return nullptr;
    auto* self = allocateIterator<FilterObject>(type);
    if (self == nullptr) return nullptr;
    incref(args[0]);
    self->function = args[0];
    self->iterator = iterator.release();
    return trackAndReturn(self);
}

Ref filterNext(Value selfValue) {
    auto* self = static_cast<FilterObject*>(selfValue.object());
    for (;;) {
        if (self->iterator.isNull()) return nullptr;
        Ref item = iterNext(self->iterator);
        if (item.isNull()) {
            if (!hasPendingException()) clearField(self->iterator);
            return nullptr;
        }
        int keep;
        if (self->function.is(noneValue()) || self->function.is(Value::fromObject(&gBoolType))) {
            keep = truthy(item.get());
        } else {
            Ref verdict = callOneArg(self->function, item.get());
            if (verdict.isNull()) return nullptr;
            keep = truthy(verdict.get());
        }
        if (keep < 0) return nullptr;
        if (keep == 1) return item;
    }
}

void filterDealloc(Object* object) {
    gcUntrack(object);
    auto* self = static_cast<FilterObject*>(object);
    clearField(self->function);
    clearField(self->iterator);
    freeObjectMemory(object);
}

void filterTraverse(Object* object, VisitFn visit, void* context) {
    auto* self = static_cast<FilterObject*>(object);
    visitField(self->function, visit, context);
    visitField(self->iterator, visit, context);
}

void filterClear(Object* object) {
    auto* self = static_cast<FilterObject*>(object);
    clearField(self->function);
    clearField(self->iterator);
}

// ---- reversed --------------------------------------------------------------------------

// reversed(sequence, /): the type's __reversed__ when it has one (None means
// "not reversible"), else the sequence protocol (__getitem__ and __len__).
Ref reversedNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (type == &gReversedType && kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "reversed() takes no keyword arguments");
    }
    if (callArgCount(nargs) != 1) {
        return raise(gTypeError, "reversed expected 1 argument, got %zu", callArgCount(nargs));
    }
    Value sequence = args[0];
    Type* sequenceType = typeOf(sequence);
    Value method = typeLookup(sequenceType, TAIPAN_NAME("__reversed__"));
    if (!method.isNull()) {
        if (method.is(noneValue())) {
            return raise(gTypeError, "'%s' object is not reversible", sequenceType->name);
        }
        return callMethod(sequence, TAIPAN_NAME("__reversed__"), nullptr, 0);
    }
    if (sequenceType->getitem == nullptr || isDict(sequence)) {
        return raise(gTypeError, "'%s' object is not reversible", sequenceType->name);
    }
    int64_t size = 0;
    if (!length(sequence, size)) return nullptr;
    auto* self = allocateIterator<ReversedObject>(type);
    if (self == nullptr) return nullptr;
    incref(sequence);
    self->sequence = sequence;
    self->index = size - 1;
    return trackAndReturn(self);
}

Ref reversedNext(Value selfValue) {
    auto* self = static_cast<ReversedObject*>(selfValue.object());
    if (self->sequence.isNull()) return nullptr;
    if (self->index >= 0) {
        Ref item = getItem(self->sequence, Value::fromSmallInt(self->index));
        if (!item.isNull()) {
            --self->index;
            return item;
        }
        if (!pendingExceptionMatches(gIndexError) && !pendingExceptionMatches(gStopIteration)) {
            return nullptr;
        }
        clearPendingException();
    }
    self->index = -1;
    clearField(self->sequence);
    return nullptr;
}

Ref reversedLengthHint(Value selfValue, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__length_hint__", nargs, kwnames, 0, 0)) return nullptr;
    auto* self = static_cast<ReversedObject*>(selfValue.object());
    if (self->sequence.isNull()) return Ref::fromSmallInt(0);
    int64_t size = 0;
    if (!length(self->sequence, size)) return nullptr;
    return Ref::fromSmallInt(size < self->index + 1 ? 0 : self->index + 1);
}

const MethodDef kEnumerateMethods[] = {
    {"__class_getitem__", classGetItemMethod, kMethodClass, "See PEP 585"},
    {nullptr, nullptr, 0, nullptr},
};

const MethodDef kReversedMethods[] = {
    {"__length_hint__", reversedLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};

void reversedDealloc(Object* object) {
    gcUntrack(object);
    clearField(static_cast<ReversedObject*>(object)->sequence);
    freeObjectMemory(object);
}

void reversedTraverse(Object* object, VisitFn visit, void* context) {
    visitField(static_cast<ReversedObject*>(object)->sequence, visit, context);
}

void reversedClear(Object* object) {
    clearField(static_cast<ReversedObject*>(object)->sequence);
}

// ---- callable_iterator -----------------------------------------------------------------

Ref callableIteratorNext(Value selfValue) {
    auto* self = static_cast<CallableIteratorObject*>(selfValue.object());
    if (self->callable.isNull()) return nullptr;
    Ref result = callNoArgs(self->callable);
    if (result.isNull()) {
        // A StopIteration from the callable ends the iteration quietly.
        if (pendingExceptionMatches(gStopIteration)) {
            clearPendingException();
            clearField(self->callable);
            clearField(self->sentinel);
        }
        return nullptr;
    }
    if (self->sentinel.isNull()) return nullptr; // cleared during the call
    int equal = compareBool(result.get(), self->sentinel, CompareOp::Eq);
    if (equal < 0) return nullptr;
    if (equal == 1) {
        clearField(self->callable);
        clearField(self->sentinel);
        return nullptr;
    }
    return result;
}

void callableIteratorDealloc(Object* object) {
    gcUntrack(object);
    auto* self = static_cast<CallableIteratorObject*>(object);
    clearField(self->callable);
    clearField(self->sentinel);
    freeObjectMemory(object);
}

void callableIteratorTraverse(Object* object, VisitFn visit, void* context) {
    auto* self = static_cast<CallableIteratorObject*>(object);
    visitField(self->callable, visit, context);
    visitField(self->sentinel, visit, context);
}

void callableIteratorClear(Object* object) {
    auto* self = static_cast<CallableIteratorObject*>(object);
    clearField(self->callable);
    clearField(self->sentinel);
}

void setIteratorSlots(Type* type, NextFn next, DeallocFn dealloc, TraverseFn traverse,
                      ClearFn clear) {
    type->iter = selfIter;
    type->next = next;
    type->dealloc = dealloc;
    type->traverse = traverse;
    type->clear = clear;
}

} // namespace

Ref callableIteratorNew(Value callable, Value sentinel) {
    auto* self = allocateIterator<CallableIteratorObject>(&gCallableIteratorType);
    if (self == nullptr) return nullptr;
    incref(callable);
    incref(sentinel);
    self->callable = callable;
    self->sentinel = sentinel;
    return trackAndReturn(self);
}

bool readyBuiltinIteratorTypes() {
    setIteratorSlots(&gEnumerateType, enumerateNext, enumerateDealloc, enumerateTraverse,
                     enumerateClear);
    gEnumerateType.newFn = enumerateNew;
    typeAddMethods(&gEnumerateType, kEnumerateMethods);
    setIteratorSlots(&gZipType, zipNext, zipDealloc, zipTraverse, zipClear);
    gZipType.newFn = zipNew;
    setIteratorSlots(&gMapType, mapNext, mapDealloc, mapTraverse, mapClear);
    gMapType.newFn = mapNew;
    setIteratorSlots(&gFilterType, filterNext, filterDealloc, filterTraverse, filterClear);
    gFilterType.newFn = filterNew;
    setIteratorSlots(&gReversedType, reversedNext, reversedDealloc, reversedTraverse,
                     reversedClear);
    gReversedType.newFn = reversedNew;
    typeAddMethods(&gReversedType, kReversedMethods);
    setIteratorSlots(&gCallableIteratorType, callableIteratorNext, callableIteratorDealloc,
                     callableIteratorTraverse, callableIteratorClear);
    for (Type* type : {&gEnumerateType, &gZipType, &gMapType, &gFilterType, &gReversedType,
                       &gCallableIteratorType}) {
        if (!typeReady(type)) return false;
    }
    return true;
}

} // namespace taipan::modules
