// The _collections module: the native core of collections, today the
// deque type (lib/collections/__init__.py re-exports it as collections.deque).
//
// A deque is a ring buffer of owned Values: `capacity` slots, the first item
// at `head`, `size` items in a row (wrapping around). Both ends are O(1),
// indexing is O(1), insert/remove in the middle move the shorter side.
//
// Invariants:
//  - 0 <= size <= capacity; every slot outside the `size` live ones is null
//    (so traverse and clear never see stale pointers).
//  - maxlen < 0 means unbounded; otherwise size <= maxlen after every call
//    returns (appending to a full deque drops an item from the other end).
//  - `state` changes whenever items are added or removed (not on item
//    assignment), as in CPython; iterators and the searching methods compare
//    it to detect "deque mutated during iteration".
//  - Callbacks into Python (==, repr of items, iteration of an argument) can
//    mutate the deque: code re-reads size/head after each of them and never
//    holds an index across one without re-checking `state`.
#include "modules/native_modules.h"

#include "objects/container_util.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/generic_alias.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "objects/weakref.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace taipan::modules {

namespace {

struct Deque : Object {
    Value* items;     // owned slots; null when capacity is 0
    int64_t capacity; // number of slots
    int64_t head;     // slot of the first item
    int64_t size;     // number of items
    int64_t maxlen;   // -1: unbounded
    uint64_t state;   // bumped by every insertion or removal
};

struct DequeIterator : Object {
    Deque* deque;      // owned; null once exhausted
    int64_t index;     // logical index of the next item
    int64_t remaining; // items left to produce
    uint64_t state;    // the deque's state when the iterator was made
};

} // namespace

Type gDequeType = staticType("collections.deque", sizeof(Deque), 0,
                             kTypeGcTracked | kTypeBaseType | kTypeSequence);
Type gDequeIteratorType =
    staticType("collections._deque_iterator", sizeof(DequeIterator), 0, kTypeGcTracked);
Type gDequeReverseIteratorType = staticType("collections._deque_reverse_iterator",
                                            sizeof(DequeIterator), 0, kTypeGcTracked);

namespace {

using containers::ReprGuard;

bool isDeque(Value v) {
    if (!v.isObject()) return false;
    for (Type* type = typeOf(v); type != nullptr; type = type->base) {
        if (type == &gDequeType) return true;
    }
    return false;
}

Deque* asDeque(Value v) { return static_cast<Deque*>(v.object()); }

Value& slotAt(Deque* d, int64_t index) {
    int64_t position = d->head + index;
    if (position >= d->capacity) position -= d->capacity;
    return d->items[position];
}

// Grows the buffer so at least one more item fits, keeping the items'
// logical order and starting them at slot 0.
bool grow(Deque* d) {
    int64_t newCapacity = d->capacity < 8 ? 8 : d->capacity * 2;
    auto* fresh = static_cast<Value*>(std::calloc(static_cast<size_t>(newCapacity), sizeof(Value)));
    if (fresh == nullptr) {
        raiseNoMemory();
        return false;
    }
    for (int64_t i = 0; i < d->size; ++i) fresh[i] = slotAt(d, i);
    std::free(d->items);
    d->items = fresh;
    d->capacity = newCapacity;
    d->head = 0;
    return true;
}

// Removes and returns (owned) the last / first item. Precondition: size > 0.
Value takeRight(Deque* d) {
    Value& slot = slotAt(d, d->size - 1);
    Value item = slot;
    slot = Value();
    --d->size;
    ++d->state;
    return item;
}

Value takeLeft(Deque* d) {
    Value& slot = d->items[d->head];
    Value item = slot;
    slot = Value();
    d->head = d->head + 1 == d->capacity ? 0 : d->head + 1;
    --d->size;
    ++d->state;
    return item;
}

// Appends a new reference to `item`, dropping the first item when full.
bool pushRight(Deque* d, Value item) {
    if (d->maxlen == 0) return true;
    if (d->size == d->capacity && !grow(d)) return false;
    incref(item);
    slotAt(d, d->size) = item;
    ++d->size;
    ++d->state;
    if (d->maxlen >= 0 && d->size > d->maxlen) decref(takeLeft(d));
    return true;
}

bool pushLeft(Deque* d, Value item) {
    if (d->maxlen == 0) return true;
    if (d->size == d->capacity && !grow(d)) return false;
    incref(item);
    d->head = d->head == 0 ? d->capacity - 1 : d->head - 1;
    d->items[d->head] = item;
    ++d->size;
    ++d->state;
    if (d->maxlen >= 0 && d->size > d->maxlen) decref(takeRight(d));
    return true;
}

void clearItems(Deque* d) {
    // Detach the buffer first: decref may run code that touches the deque.
    Value* items = d->items;
    int64_t capacity = d->capacity;
    d->items = nullptr;
    d->capacity = 0;
    d->head = 0;
    d->size = 0;
    ++d->state;
    if (items == nullptr) return;
    for (int64_t i = 0; i < capacity; ++i) {
        if (!items[i].isNull()) decref(items[i]);
    }
    std::free(items);
}

// A list holding the deque's items in order (new references).
Ref toList(Deque* d) {
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    for (int64_t i = 0; i < d->size; ++i) {
        if (!listAppend(asList(list.get()), slotAt(d, i))) return nullptr;
    }
    return list;
}

// Pushes every item of iterable onto one end of d (the right end unless toLeft).
bool extendEnd(Deque* d, Value iterable, bool toLeft) {
    Ref snapshot;
    if (iterable.isObject() && iterable.object() == d) {
        // d.extend(d): iterate over a copy, the deque grows meanwhile.
        snapshot = toList(d);
        if (snapshot.isNull()) return false;
        iterable = snapshot.get();
    }
    Ref iterator = getIter(iterable);
    if (iterator.isNull()) return false;
    while (true) {
        Ref item = iterNext(iterator.get());
        if (item.isNull()) return !hasPendingException();
        bool pushed = toLeft ? pushLeft(d, item.get()) : pushRight(d, item.get());
        if (!pushed) return false;
    }
}

bool extendRight(Deque* d, Value iterable) {
    return extendEnd(d, iterable, false);
}

// Rotates right by n (left when negative) by moving items between the ends.
void rotate(Deque* d, int64_t n) {
    ++d->state;
    if (d->size <= 1) return;
    n %= d->size;
    if (n < 0) n += d->size;
    if (n == 0) return;
    if (d->size < d->capacity) {
        // Moving one item at a time keeps the ring compact either way.
        if (n <= d->size / 2) {
            for (int64_t i = 0; i < n; ++i) {
                Value& last = slotAt(d, d->size - 1);
                Value item = last;
                last = Value();
                d->head = d->head == 0 ? d->capacity - 1 : d->head - 1;
                d->items[d->head] = item;
            }
        } else {
            for (int64_t i = 0; i < d->size - n; ++i) {
                Value item = d->items[d->head];
                d->items[d->head] = Value();
                d->head = d->head + 1 == d->capacity ? 0 : d->head + 1;
                slotAt(d, d->size - 1) = item;
            }
        }
    } else {
        // A full ring rotates by moving its head.
        d->head = (d->head - n) % d->capacity;
        if (d->head < 0) d->head += d->capacity;
    }
}

// Normalizes an index argument; false with IndexError/TypeError pending.
bool checkIndex(Deque* d, Value key, int64_t& index) {
    if (!isInt(key) && typeOf(key)->index == nullptr) {
        Ref name = typeNameObject(typeOf(key));
        raise(gTypeError, "sequence index must be integer, not '%s'",
              name.isNull() ? "?" : strUtf8(asStr(name.get())).data());
        return false;
    }
    if (!indexToInt64(key, index, gIndexError)) return false;
    if (index < 0) index += d->size;
    if (index < 0 || index >= d->size) {
        raise(gIndexError, "deque index out of range");
        return false;
    }
    return true;
}

// Removes the item at `index` (0 <= index < size), returning it (owned).
Value removeAt(Deque* d, int64_t index) {
    if (index < d->size / 2) {
        // Shift the items before it one step right.
        Value item = slotAt(d, index);
        for (int64_t i = index; i > 0; --i) slotAt(d, i) = slotAt(d, i - 1);
        d->items[d->head] = item;
        return takeLeft(d);
    }
    Value item = slotAt(d, index);
    for (int64_t i = index; i < d->size - 1; ++i) slotAt(d, i) = slotAt(d, i + 1);
    slotAt(d, d->size - 1) = item;
    return takeRight(d);
}

bool parseMaxlen(Value value, int64_t& maxlen) {
    if (value.isNull() || (value.isObject() && value.object() == noneValue().object())) {
        maxlen = -1;
        return true;
    }
    if (!isInt(value)) {
        raise(gTypeError, "an integer is required");
        return false;
    }
    if (!intToInt64(value, maxlen)) {
        raise(gOverflowError, "Python int too large to convert to C ssize_t");
        return false;
    }
    if (maxlen < 0) {
        raise(gValueError, "maxlen must be non-negative");
        return false;
    }
    return true;
}

// ---- Lifecycle -------------------------------------------------------------------------

Ref dequeNew(Type* type, const Value*, size_t, Tuple*) {
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    auto* d = static_cast<Deque*>(object);
    d->maxlen = -1;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

// deque.__init__(self, iterable=(), maxlen=None)
bool dequeInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"iterable", "maxlen"};
    static const NativeSignature kSignature{"deque", kNames, 2, 0, 2, 0};
    Value bound[2];
    if (!bindArguments(kSignature, args, callArgCount(nargs), kwnames, bound)) return false;
    int64_t maxlen = -1;
    if (!parseMaxlen(bound[1], maxlen)) return false;
    Deque* d = asDeque(self);
    d->maxlen = maxlen;
    if (d->size > 0) clearItems(d);
    if (!bound[0].isNull()) return extendRight(d, bound[0]);
    return true;
}

void dequeDeallocBody(Object* object) {
    clearItems(static_cast<Deque*>(object));
    freeObjectMemory(object);
}

void dequeDealloc(Object* object) {
    gcUntrack(object);
    containers::nestedDealloc(object, dequeDeallocBody);
}

void dequeTraverse(Object* object, VisitFn visit, void* context) {
    auto* d = static_cast<Deque*>(object);
    for (int64_t i = 0; i < d->size; ++i) visit(slotAt(d, i), context);
}

void dequeClearSlot(Object* object) { clearItems(static_cast<Deque*>(object)); }

// ---- Object protocol -------------------------------------------------------------------

Ref dequeRepr(Value self) {
    Deque* d = asDeque(self);
    ReprGuard guard(d);
    if (guard.recursive()) return containers::strFromText("[...]");
    Ref items = toList(d);
    if (items.isNull()) return nullptr;
    Ref name = typeNameObject(typeOf(self));
    if (name.isNull()) return nullptr;
    std::string text(strUtf8(asStr(name.get())));
    text += "(";
    if (!containers::appendRepr(text, items.get())) return nullptr;
    if (d->maxlen >= 0) text += ", maxlen=" + std::to_string(d->maxlen);
    text += ")";
    return containers::strFromText(text);
}

Ref dequeCompare(Value left, Value right, CompareOp op) {
    if (!isDeque(left) || !isDeque(right)) return notImplementedRef();
    // Compare snapshots: item comparisons may mutate either deque.
    Ref a = toList(asDeque(left));
    if (a.isNull()) return nullptr;
    Ref b = toList(asDeque(right));
    if (b.isNull()) return nullptr;
    return compare(a.get(), b.get(), op);
}

bool dequeLength(Value self, int64_t& length) {
    length = asDeque(self)->size;
    return true;
}

Ref dequeGetItem(Value self, Value key) {
    Deque* d = asDeque(self);
    int64_t index = 0;
    if (!checkIndex(d, key, index)) return nullptr;
    return Ref::borrow(slotAt(d, index));
}

bool dequeSetItem(Value self, Value key, Value value) {
    Deque* d = asDeque(self);
    int64_t index = 0;
    if (!checkIndex(d, key, index)) return false;
    if (value.isNull()) {
        decref(removeAt(d, index));
        return true;
    }
    incref(value);
    Value old = slotAt(d, index);
    slotAt(d, index) = value;
    decref(old);
    return true;
}

// Runs `item == value` for each item in order; returns the index of the first
// match, -1 when none, -2 on error. `mutated` names the error when the deque
// changes meanwhile.
int64_t findItem(Deque* d, Value value, int64_t start, int64_t stop, Type* errorType,
                 const char* mutated) {
    uint64_t state = d->state;
    for (int64_t i = start; i < stop && i < d->size; ++i) {
        Ref item = Ref::borrow(slotAt(d, i));
        int equal = equalsForContainers(item.get(), value);
        if (equal < 0) return -2;
        if (state != d->state) {
            raise(errorType, "%s", mutated);
            return -2;
        }
        if (equal) return i;
    }
    return -1;
}

int dequeContains(Value self, Value item) {
    Deque* d = asDeque(self);
    int64_t found = findItem(d, item, 0, d->size, gRuntimeError, "deque mutated during iteration");
    if (found == -2) return -1;
    return found >= 0 ? 1 : 0;
}

Ref newDequeLike(Value self, Value iterable) {
    // The result of +, * and copy(): the same class and maxlen.
    Deque* d = asDeque(self);
    Type* type = typeOf(self);
    if (type == &gDequeType) {
        Ref result = dequeNew(&gDequeType, nullptr, 0, nullptr);
        if (result.isNull()) return nullptr;
        asDeque(result.get())->maxlen = d->maxlen;
        if (!extendRight(asDeque(result.get()), iterable)) return nullptr;
        return result;
    }
    if (d->maxlen < 0) return callOneArg(Value::fromObject(type), iterable);
    Ref maxlen = intFromInt64(d->maxlen);
    if (maxlen.isNull()) return nullptr;
    Value args[2] = {iterable, maxlen.get()};
    return call(Value::fromObject(type), args, 2);
}

Ref dequeConcat(Value left, Value right) {
    if (!isDeque(left)) return notImplementedRef();
    if (!isDeque(right)) {
        Ref name = typeNameObject(typeOf(right));
        if (name.isNull()) return nullptr;
        return raise(gTypeError, "can only concatenate deque (not \"%s\") to deque",
                     strUtf8(asStr(name.get())).data());
    }
    Ref result = newDequeLike(left, left);
    if (result.isNull()) return nullptr;
    if (!isDeque(result.get())) return result;
    if (!extendRight(asDeque(result.get()), right)) return nullptr;
    return result;
}

Ref dequeInplaceConcat(Value left, Value right) {
    if (!extendRight(asDeque(left), right)) return nullptr;
    return Ref::borrow(left);
}

bool repeatCount(Value count, int64_t& times) {
    if (!isInt(count) && typeOf(count)->index == nullptr) {
        Ref name = typeNameObject(typeOf(count));
        raise(gTypeError, "can't multiply sequence by non-int of type '%s'",
              name.isNull() ? "?" : strUtf8(asStr(name.get())).data());
        return false;
    }
    return indexToInt64(count, times, gOverflowError);
}

bool repeatInPlace(Deque* d, int64_t times) {
    if (times <= 0 || d->size == 0) {
        if (times <= 0) clearItems(d);
        return true;
    }
    int64_t size = d->size;
    // Compared by division: size * times can overflow int64_t for a huge count.
    if (d->maxlen >= 0 && times > d->maxlen / size) {
        // Only the last maxlen items of the repetition survive.
        times = d->maxlen / size + 2;
    }
    Ref snapshot = toList(d);
    if (snapshot.isNull()) return false;
    for (int64_t t = 1; t < times; ++t) {
        List* items = asList(snapshot.get());
        for (int64_t i = 0; i < items->size; ++i) {
            if (!pushRight(d, items->items[i])) return false;
        }
    }
    return true;
}

Ref dequeRepeat(Value left, Value right) {
    Value self = left;
    Value count = right;
    if (!isDeque(self)) {
        self = right;
        count = left;
    }
    int64_t times = 0;
    if (!repeatCount(count, times)) return nullptr;
    Ref result = newDequeLike(self, self);
    if (result.isNull()) return nullptr;
    if (!repeatInPlace(asDeque(result.get()), times)) return nullptr;
    return result;
}

Ref dequeInplaceRepeat(Value left, Value right) {
    int64_t times = 0;
    if (!repeatCount(right, times)) return nullptr;
    if (!repeatInPlace(asDeque(left), times)) return nullptr;
    return Ref::borrow(left);
}

// ---- Iterators -------------------------------------------------------------------------

Ref makeIterator(Value self, bool reverse) {
    Deque* d = asDeque(self);
    Object* object =
        allocateObject(reverse ? &gDequeReverseIteratorType : &gDequeIteratorType);
    if (object == nullptr) return nullptr;
    auto* it = static_cast<DequeIterator*>(object);
    incref(d);
    it->deque = d;
    it->index = reverse ? d->size - 1 : 0;
    it->remaining = d->size;
    it->state = d->state;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

Ref dequeIter(Value self) { return makeIterator(self, false); }

Ref iteratorNext(Value selfValue, int64_t step) {
    auto* it = static_cast<DequeIterator*>(selfValue.object());
    Deque* d = it->deque;
    if (d == nullptr) return nullptr;
    if (d->state != it->state) {
        it->remaining = 0;
        return raise(gRuntimeError, "deque mutated during iteration");
    }
    if (it->remaining <= 0) {
        it->deque = nullptr;
        decref(d);
        return nullptr;
    }
    Ref item = Ref::borrow(slotAt(d, it->index));
    it->index += step;
    --it->remaining;
    return item;
}

Ref forwardNext(Value self) { return iteratorNext(self, 1); }
Ref reverseNext(Value self) { return iteratorNext(self, -1); }

Ref selfIter(Value self) { return Ref::borrow(self); }

Ref iteratorLengthHint(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__length_hint__", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    auto* it = static_cast<DequeIterator*>(self.object());
    int64_t remaining = it->deque == nullptr ? 0 : it->remaining;
    return Ref::fromSmallInt(remaining < 0 ? 0 : remaining);
}

const MethodDef kIteratorMethods[] = {
    {"__length_hint__", iteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};

// ---- Methods ---------------------------------------------------------------------------

Ref dequeAppend(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.append", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    if (!pushRight(asDeque(self), args[0])) return nullptr;
    return noneRef();
}

Ref dequeAppendLeft(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.appendleft", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    if (!pushLeft(asDeque(self), args[0])) return nullptr;
    return noneRef();
}

Ref dequePop(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.pop", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    Deque* d = asDeque(self);
    if (d->size == 0) return raise(gIndexError, "pop from an empty deque");
    return Ref::steal(takeRight(d));
}

Ref dequePopLeft(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.popleft", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    Deque* d = asDeque(self);
    if (d->size == 0) return raise(gIndexError, "pop from an empty deque");
    return Ref::steal(takeLeft(d));
}

Ref dequeExtend(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.extend", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    if (!extendRight(asDeque(self), args[0])) return nullptr;
    return noneRef();
}

Ref dequeExtendLeft(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.extendleft", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    if (!extendEnd(asDeque(self), args[0], true)) return nullptr;
    return noneRef();
}

Ref dequeClearMethod(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.clear", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    clearItems(asDeque(self));
    return noneRef();
}

Ref dequeCopy(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.copy", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    return newDequeLike(self, self);
}

Ref dequeCount(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.count", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    Deque* d = asDeque(self);
    uint64_t state = d->state;
    int64_t count = 0;
    for (int64_t i = 0; i < d->size; ++i) {
        Ref item = Ref::borrow(slotAt(d, i));
        int equal = equalsForContainers(item.get(), args[0]);
        if (equal < 0) return nullptr;
        if (state != d->state) return raise(gRuntimeError, "deque mutated during iteration");
        count += equal;
    }
    return intFromInt64(count);
}

Ref dequeIndex(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.index", callArgCount(nargs), kwnames, 1, 3)) return nullptr;
    Deque* d = asDeque(self);
    int64_t start = 0;
    int64_t stop = d->size;
    size_t count = callArgCount(nargs);
    if (count >= 2 && !containers::clampedIndex(args[1], start, false)) return nullptr;
    if (count >= 3 && !containers::clampedIndex(args[2], stop, false)) return nullptr;
    containers::adjustSearchBounds(d->size, start, stop);
    int64_t found =
        findItem(d, args[0], start, stop, gRuntimeError, "deque mutated during iteration");
    if (found == -2) return nullptr;
    if (found < 0) {
        std::string text;
        if (!containers::appendRepr(text, args[0])) return nullptr;
        return raise(gValueError, "%s is not in deque", text.c_str());
    }
    return intFromInt64(found);
}

Ref dequeInsert(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.insert", callArgCount(nargs), kwnames, 2, 2)) return nullptr;
    Deque* d = asDeque(self);
    int64_t index = 0;
    if (!indexToInt64(args[0], index, gOverflowError)) return nullptr;
    if (d->maxlen >= 0 && d->size >= d->maxlen) {
        return raise(gIndexError, "deque already at its maximum size");
    }
    if (index < 0) index = index + d->size < 0 ? 0 : index + d->size;
    if (index > d->size) index = d->size;
    if (!pushRight(d, args[1])) return nullptr;
    // Bubble the new last item down to its place.
    for (int64_t i = d->size - 1; i > index; --i) {
        Value tmp = slotAt(d, i);
        slotAt(d, i) = slotAt(d, i - 1);
        slotAt(d, i - 1) = tmp;
    }
    return noneRef();
}

Ref dequeRemove(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.remove", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    Deque* d = asDeque(self);
    int64_t found = findItem(d, args[0], 0, d->size, gIndexError, "deque mutated during remove().");
    if (found == -2) return nullptr;
    if (found < 0) {
        std::string text;
        if (!containers::appendRepr(text, args[0])) return nullptr;
        return raise(gValueError, "%s is not in deque", text.c_str());
    }
    decref(removeAt(d, found));
    return noneRef();
}

Ref dequeReverse(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.reverse", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    Deque* d = asDeque(self);
    for (int64_t i = 0, j = d->size - 1; i < j; ++i, --j) {
        Value tmp = slotAt(d, i);
        slotAt(d, i) = slotAt(d, j);
        slotAt(d, j) = tmp;
    }
    return noneRef();
}

Ref dequeRotate(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.rotate", callArgCount(nargs), kwnames, 0, 1)) return nullptr;
    int64_t n = 1;
    if (callArgCount(nargs) == 1 && !indexToInt64(args[0], n, gOverflowError)) return nullptr;
    rotate(asDeque(self), n);
    return noneRef();
}

Ref dequeReversed(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.__reversed__", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    return makeIterator(self, true);
}

// __reduce__: (type(d), () or ((), maxlen), __dict__ or None, iter(d)), the
// form CPython 3.13 returns: the items come back through the iterator.
Ref dequeReduce(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.__reduce__", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    Deque* d = asDeque(self);
    Ref args;
    if (d->maxlen < 0) {
        args = tupleFromValues(nullptr, 0);
    } else {
        Ref empty = tupleFromValues(nullptr, 0);
        Ref maxlen = intFromInt64(d->maxlen);
        if (empty.isNull() || maxlen.isNull()) return nullptr;
        Value two[2] = {empty.get(), maxlen.get()};
        args = tupleFromValues(two, 2);
    }
    if (args.isNull()) return nullptr;
    Ref state = getAttrOptional(self, internStr("__dict__"));
    if (state.isNull()) {
        if (hasPendingException()) return nullptr;
        state = noneRef();
    } else if (isDict(state.get()) && asDict(state.get())->size == 0) {
        state = noneRef();
    }
    Ref iterator = makeIterator(self, false);
    if (iterator.isNull()) return nullptr;
    Value parts[4] = {Value::fromObject(typeOf(self)), args.get(), state.get(), iterator.get()};
    return tupleFromValues(parts, 4);
}

Ref dequeSizeof(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deque.__sizeof__", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    Deque* d = asDeque(self);
    return intFromInt64(static_cast<int64_t>(typeOf(self)->basicSize) +
                        d->capacity * static_cast<int64_t>(sizeof(Value)));
}

Ref dequeMaxlen(Value self) {
    Deque* d = asDeque(self);
    if (d->maxlen < 0) return noneRef();
    return intFromInt64(d->maxlen);
}

const MethodDef kDequeMethods[] = {
    {"append", dequeAppend, kMethodInstance, "Add an element to the right side of the deque."},
    {"appendleft", dequeAppendLeft, kMethodInstance,
     "Add an element to the left side of the deque."},
    {"clear", dequeClearMethod, kMethodInstance, "Remove all elements from the deque."},
    {"copy", dequeCopy, kMethodInstance, "Return a shallow copy of a deque."},
    {"__copy__", dequeCopy, kMethodInstance, "Return a shallow copy of a deque."},
    {"count", dequeCount, kMethodInstance, "Return number of occurrences of value."},
    {"extend", dequeExtend, kMethodInstance,
     "Extend the right side of the deque with elements from the iterable."},
    {"extendleft", dequeExtendLeft, kMethodInstance,
     "Extend the left side of the deque with elements from the iterable."},
    {"index", dequeIndex, kMethodInstance,
     "Return first index of value.\n\nRaises ValueError if the value is not present."},
    {"insert", dequeInsert, kMethodInstance, "Insert value before index."},
    {"pop", dequePop, kMethodInstance, "Remove and return the rightmost element."},
    {"popleft", dequePopLeft, kMethodInstance, "Remove and return the leftmost element."},
    {"remove", dequeRemove, kMethodInstance, "Remove first occurrence of value."},
    {"reverse", dequeReverse, kMethodInstance, "Reverse *IN PLACE*."},
    {"rotate", dequeRotate, kMethodInstance,
     "Rotate the deque n steps to the right.  If n is negative, rotates left."},
    {"__reversed__", dequeReversed, kMethodInstance,
     "Return a reverse iterator over the deque."},
    {"__reduce__", dequeReduce, kMethodInstance, "Return state information for pickling."},
    {"__sizeof__", dequeSizeof, kMethodInstance, "Size of the deque in memory, in bytes."},
    {"__class_getitem__", classGetItemMethod, kMethodClass, "See PEP 585"},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kDequeGetSets[] = {
    {"maxlen", dequeMaxlen, nullptr, "maximum size of a deque or None if unbounded"},
    {nullptr, nullptr, nullptr, nullptr},
};

void iteratorDealloc(Object* object) {
    gcUntrack(object);
    auto* it = static_cast<DequeIterator*>(object);
    if (it->deque != nullptr) decref(it->deque);
    freeObjectMemory(object);
}

void iteratorTraverse(Object* object, VisitFn visit, void* context) {
    auto* it = static_cast<DequeIterator*>(object);
    if (it->deque != nullptr) visit(Value::fromObject(it->deque), context);
}

void iteratorClear(Object* object) {
    auto* it = static_cast<DequeIterator*>(object);
    if (Deque* d = it->deque) {
        it->deque = nullptr;
        decref(d);
    }
}

bool readyDequeTypes() {
    if ((gDequeType.flags & kTypeReady) != 0) return true;
    Type& t = gDequeType;
    t.newFn = dequeNew;
    t.init = dequeInit;
    t.dealloc = dequeDealloc;
    t.traverse = dequeTraverse;
    t.clear = dequeClearSlot;
    t.repr = dequeRepr;
    t.compare = dequeCompare;
    t.iter = dequeIter;
    t.length = dequeLength;
    t.getitem = dequeGetItem;
    t.setitem = dequeSetItem;
    t.contains = dequeContains;
    t.binary[static_cast<size_t>(BinaryOp::Add)] = dequeConcat;
    t.binary[static_cast<size_t>(BinaryOp::Mul)] = dequeRepeat;
    t.inplace[static_cast<size_t>(BinaryOp::Add)] = dequeInplaceConcat;
    t.inplace[static_cast<size_t>(BinaryOp::Mul)] = dequeInplaceRepeat;
    // Deques accept weak references, as CPython's do (the list lives in
    // weakref.cpp's side table, so the layout stays as is).
    t.weaklistOffset = kWeaklistExternal;
    typeAddMethods(&t, kDequeMethods);
    typeAddGetSets(&t, kDequeGetSets);
    for (Type* type : {&gDequeIteratorType, &gDequeReverseIteratorType}) {
        type->iter = selfIter;
        type->dealloc = iteratorDealloc;
        type->traverse = iteratorTraverse;
        type->clear = iteratorClear;
        typeAddMethods(type, kIteratorMethods);
    }
    gDequeIteratorType.next = forwardNext;
    gDequeReverseIteratorType.next = reverseNext;
    if (!typeReady(&t) || !typeReady(&gDequeIteratorType) ||
        !typeReady(&gDequeReverseIteratorType)) {
        return false;
    }
    // deque is unhashable: __hash__ = None in its namespace, as CPython has.
    return dictSetStr(t.dict, internStr("__hash__"), noneValue());
}

} // namespace

Ref createUnderscoreCollectionsModule() {
    if (!readyDequeTypes()) return nullptr;
    Ref module = moduleNew(std::string_view("_collections"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    if (!dictSetStr(dict, internStr("deque"), Value::fromObject(&gDequeType))) return nullptr;
    if (!dictSetStr(dict, internStr("_deque_iterator"), Value::fromObject(&gDequeIteratorType))) {
        return nullptr;
    }
    if (!dictSetStr(dict, internStr("_deque_reverse_iterator"),
                    Value::fromObject(&gDequeReverseIteratorType))) {
        return nullptr;
    }
    return module;
}

} // namespace taipan::modules
