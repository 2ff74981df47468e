// range: an immutable arithmetic sequence of ints of any size, and its
// iterators (range_iterator when every value fits in int64,
// longrange_iterator otherwise).
//
// Invariants: start, stop, step and length are owned exact ints; step is
// never 0; length is the number of items (>= 0), computed once.
#include "objects/container_util.h"
#include "objects/containers.h"
#include "objects/iterator_layout.h"
#include "objects/descriptors.h"
#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <string>

namespace taipan {

using namespace containers;

namespace {


struct LongRangeIterator : Object {
    Value next; // owned ints
    Value step;
    Value remaining;
};

} // namespace

Type gRangeType = staticType("range", sizeof(Range), 0, kTypeSequence);
Type gRangeIteratorType = staticType("range_iterator", sizeof(RangeIterator), 0, 0);
Type gLongRangeIteratorType =
    staticType("longrange_iterator", sizeof(LongRangeIterator), 0, kTypeGcTracked);

static inline Range* asRange(Value v) {
    return static_cast<Range*>(v.object());
}

// The number of items of range(start, stop, step).
static void computeLength(mpz_srcptr start, mpz_srcptr stop, mpz_srcptr step, Mpz& length) {
    int direction = mpz_sgn(step);
    int order = mpz_cmp(start, stop);
    if ((direction > 0 && order < 0) || (direction < 0 && order > 0)) {
        // (|stop - start| - 1) // |step| + 1
        Mpz distance, magnitude;
        mpz_sub(distance, stop, start);
        mpz_abs(distance, distance);
        mpz_sub_ui(distance, distance, 1);
        mpz_abs(magnitude, step);
        mpz_fdiv_q(length, distance, magnitude);
        mpz_add_ui(length, length, 1);
    } else {
        mpz_set_ui(length, 0);
    }
}

// Takes ownership of three exact ints.
static Ref makeRange(Ref start, Ref stop, Ref step) {
    Mpz length;
    {
        IntView a(start.get()), b(stop.get()), c(step.get());
        computeLength(a, b, c, length);
    }
    Ref lengthValue = intFromMpz(length);
    if (!lengthValue) return nullptr;
    Object* object = allocateObject(&gRangeType);
    if (!object) return nullptr;
    Range* range = static_cast<Range*>(object);
    range->start = start.release();
    range->stop = stop.release();
    range->step = step.release();
    range->length = lengthValue.release();
    return Ref::steal(Value::fromObject(range));
}

Ref rangeNew(Value start, Value stop, Value step) {
    Ref a = exactIndex(start);
    if (!a) return nullptr;
    Ref b = exactIndex(stop);
    if (!b) return nullptr;
    Ref c = exactIndex(step);
    if (!c) return nullptr;
    if (c.get() == Value::fromSmallInt(0))
        return raise(gValueError, "range() arg 3 must not be zero");
    return makeRange(std::move(a), std::move(b), std::move(c));
}

// range(stop) / range(start, stop[, step])
static Ref rangeNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("range", nargs, kwnames, 1, 3)) return nullptr;
    nargs = callArgCount(nargs);
    if (nargs == 1) {
        Ref stop = exactIndex(args[0]);
        if (!stop) return nullptr;
        return makeRange(Ref::fromSmallInt(0), std::move(stop), Ref::fromSmallInt(1));
    }
    return rangeNew(args[0], args[1], nargs == 3 ? args[2] : Value::fromSmallInt(1));
}

static void rangeDealloc(Object* object) {
    Range* range = static_cast<Range*>(object);
    decref(range->start);
    decref(range->stop);
    decref(range->step);
    decref(range->length);
    freeObjectMemory(object);
}

static Ref rangeRepr(Value self) {
    Range* range = asRange(self);
    std::string text = "range(";
    if (!appendRepr(text, range->start)) return nullptr;
    text += ", ";
    if (!appendRepr(text, range->stop)) return nullptr;
    if (!(range->step == Value::fromSmallInt(1))) {
        text += ", ";
        if (!appendRepr(text, range->step)) return nullptr;
    }
    text += ")";
    return strFromText(text);
}

static bool rangeLength(Value self, int64_t& length) {
    if (intToInt64(asRange(self)->length, length)) return true;
    raise(gOverflowError, "Python int too large to convert to C ssize_t");
    return false;
}

static int rangeBool(Value self) {
    return asRange(self)->length == Value::fromSmallInt(0) ? 0 : 1;
}

static bool intsEqual(Value a, Value b) {
    if (a.isSmallInt() || b.isSmallInt()) return a == b;
    IntView x(a), y(b);
    return mpz_cmp(x, y) == 0;
}

// Ranges are equal when they describe the same sequence.
static bool rangesEqual(Range* a, Range* b) {
    if (a == b) return true;
    if (!intsEqual(a->length, b->length)) return false;
    if (a->length == Value::fromSmallInt(0)) return true;
    if (!intsEqual(a->start, b->start)) return false;
    if (a->length == Value::fromSmallInt(1)) return true;
    return intsEqual(a->step, b->step);
}

static Ref rangeCompare(Value left, Value right, CompareOp op) {
    if (!isExactType(left, &gRangeType) || !isExactType(right, &gRangeType) ||
        (op != CompareOp::Eq && op != CompareOp::Ne)) {
        return notImplementedRef();
    }
    bool equal = rangesEqual(asRange(left), asRange(right));
    return boolRef(equal == (op == CompareOp::Eq));
}

// hash((len, start, step)), with None for what does not matter.
static bool rangeHash(Value self, int64_t& hash) {
    Range* range = asRange(self);
    Value parts[3] = {range->length, noneValue(), noneValue()};
    if (!(range->length == Value::fromSmallInt(0))) {
        parts[1] = range->start;
        if (!(range->length == Value::fromSmallInt(1))) parts[2] = range->step;
    }
    TupleHasher hasher;
    for (Value part : parts) {
        int64_t partHash;
        if (!hashValue(part, partHash)) return false;
        hasher.add(static_cast<uint64_t>(partHash));
    }
    hash = hasher.finish(true, 3);
    return true;
}

// start + index * step for 0 <= index < length.
static Ref itemAt(Range* range, mpz_srcptr index) {
    IntView start(range->start), step(range->step);
    Mpz result;
    mpz_mul(result, index, step);
    mpz_add(result, result, start);
    return intFromMpz(result);
}

// Whether the int `value` is one of the range's items (and its index).
static bool containsInt(Range* range, Value value, Mpz* indexOut) {
    IntView start(range->start), stop(range->stop), step(range->step), x(value);
    if (mpz_sgn(step) > 0) {
        if (mpz_cmp(x, start) < 0 || mpz_cmp(x, stop) >= 0) return false;
    } else {
        if (mpz_cmp(x, start) > 0 || mpz_cmp(x, stop) <= 0) return false;
    }
    Mpz offset, quotient, remainder;
    mpz_sub(offset, x, start);
    mpz_fdiv_qr(quotient, remainder, offset, step);
    if (mpz_sgn(remainder) != 0) return false;
    if (indexOut) mpz_set(indexOut->get(), quotient);
    return true;
}

static bool isPlainInt(Value v) {
    return v.isSmallInt() || isExactType(v, &gIntType) || isExactType(v, &gBoolType);
}

static int rangeContains(Value self, Value item) {
    Range* range = asRange(self);
    if (isPlainInt(item)) return containsInt(range, item, nullptr) ? 1 : 0;
    // Anything else is compared with every item, as a sequence would be.
    Ref iterator = getIter(self);
    if (!iterator) return -1;
    for (;;) {
        Ref element = iterNext(iterator.get());
        if (!element) return hasPendingException() ? -1 : 0;
        int equal = equalsForContainers(element.get(), item);
        if (equal != 0) return equal;
    }
}

static Ref rangeGetItem(Value self, Value key) {
    Range* range = asRange(self);
    if (isIndexable(key)) {
        Ref index = exactIndex(key);
        if (!index) return nullptr;
        Mpz position;
        intToMpz(index.get(), position);
        IntView length(range->length);
        if (mpz_sgn(position) < 0) mpz_add(position, position, length);
        if (mpz_sgn(position) < 0 || mpz_cmp(position, length) >= 0) {
            return raise(gIndexError, "range object index out of range");
        }
        return itemAt(range, position);
    }
    if (isExactType(key, &gSliceType)) {
        Ref start, stop, step;
        if (!sliceIndicesBig(static_cast<Slice*>(key.object()), range->length, start, stop, step)) {
            return nullptr;
        }
        // range(self[start], self[stop], step * self.step), computed
        // without bounds checks (stop may be one past the end).
        Mpz first, last, stride;
        IntView rangeStart(range->start), rangeStep(range->step);
        IntView startView(start.get()), stopView(stop.get()), stepView(step.get());
        mpz_mul(first, startView, rangeStep);
        mpz_add(first, first, rangeStart);
        mpz_mul(last, stopView, rangeStep);
        mpz_add(last, last, rangeStart);
        mpz_mul(stride, stepView, rangeStep);
        Ref a = intFromMpz(first), b = intFromMpz(last), c = intFromMpz(stride);
        if (!a || !b || !c) return nullptr;
        return makeRange(std::move(a), std::move(b), std::move(c));
    }
    return raise(gTypeError, "range indices must be integers or slices, not %s", typeOf(key)->name);
}

// ---- Iteration -------------------------------------------------------------------------

// An iterator from `first` by `step` for `count` items: the int64 kind when
// everything fits, else the arbitrary-precision one.
static Ref makeIterator(mpz_srcptr first, mpz_srcptr step, mpz_srcptr count) {
    if (mpz_fits_slong_p(first) && mpz_fits_slong_p(step) && mpz_fits_slong_p(count)) {
        Object* object = allocateObject(&gRangeIteratorType);
        if (!object) return nullptr;
        RangeIterator* iterator = static_cast<RangeIterator*>(object);
        iterator->next = mpz_get_si(first);
        iterator->step = mpz_get_si(step);
        iterator->remaining = mpz_get_si(count);
        return Ref::steal(Value::fromObject(iterator));
    }
    Ref a = intFromMpz(first), b = intFromMpz(step), c = intFromMpz(count);
    if (!a || !b || !c) return nullptr;
    Object* object = allocateObject(&gLongRangeIteratorType);
    if (!object) return nullptr;
    LongRangeIterator* iterator = static_cast<LongRangeIterator*>(object);
    iterator->next = a.release();
    iterator->step = b.release();
    iterator->remaining = c.release();
    gcTrack(iterator);
    return Ref::steal(Value::fromObject(iterator));
}

static Ref rangeIter(Value self) {
    Range* range = asRange(self);
    IntView start(range->start), step(range->step), length(range->length);
    // The int64 iterator also needs the stop to fit, as CPython's does.
    if (!mpz_fits_slong_p(IntView(range->stop).get())) {
        Ref a = Ref::borrow(range->start), b = Ref::borrow(range->step),
            c = Ref::borrow(range->length);
        Object* object = allocateObject(&gLongRangeIteratorType);
        if (!object) return nullptr;
        LongRangeIterator* iterator = static_cast<LongRangeIterator*>(object);
        iterator->next = a.release();
        iterator->step = b.release();
        iterator->remaining = c.release();
        gcTrack(iterator);
        return Ref::steal(Value::fromObject(iterator));
    }
    return makeIterator(start, step, length);
}

static Ref rangeReversedMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("range.__reversed__", nargs, kwnames)) return nullptr;
    Range* range = asRange(self);
    IntView start(range->start), step(range->step), length(range->length);
    // From the last item backwards: start + (length - 1) * step, by -step.
    Mpz last, negated;
    mpz_sub_ui(last, length, 1);
    mpz_mul(last, last, step);
    mpz_add(last, last, start);
    mpz_neg(negated, step);
    if (!mpz_fits_slong_p(start) || !mpz_fits_slong_p(IntView(range->stop).get())) {
        // CPython keeps the long iterator whenever the range's own bounds
        // do not fit.
        Ref a = intFromMpz(last), b = intFromMpz(negated), c = Ref::borrow(range->length);
        if (!a || !b) return nullptr;
        Object* object = allocateObject(&gLongRangeIteratorType);
        if (!object) return nullptr;
        LongRangeIterator* iterator = static_cast<LongRangeIterator*>(object);
        iterator->next = a.release();
        iterator->step = b.release();
        iterator->remaining = c.release();
        gcTrack(iterator);
        return Ref::steal(Value::fromObject(iterator));
    }
    return makeIterator(last, negated, length);
}

static Ref rangeIteratorNext(Value self) {
    RangeIterator* iterator = static_cast<RangeIterator*>(self.object());
    if (iterator->remaining <= 0) return nullptr;
    int64_t value = iterator->next;
    // Wrapping add: the value after the last one is never used.
    iterator->next =
        static_cast<int64_t>(static_cast<uint64_t>(value) + static_cast<uint64_t>(iterator->step));
    --iterator->remaining;
    return intFromInt64(value);
}

static Ref longRangeIteratorNext(Value self) {
    LongRangeIterator* iterator = static_cast<LongRangeIterator*>(self.object());
    IntView remaining(iterator->remaining);
    if (mpz_sgn(remaining) <= 0) return nullptr;
    Mpz nextValue, left;
    IntView current(iterator->next), step(iterator->step);
    mpz_add(nextValue, current, step);
    mpz_sub_ui(left, remaining, 1);
    Ref advanced = intFromMpz(nextValue);
    Ref decremented = intFromMpz(left);
    if (!advanced || !decremented) return nullptr;
    Ref result = Ref::steal(iterator->next);
    iterator->next = advanced.release();
    decref(iterator->remaining);
    iterator->remaining = decremented.release();
    return result;
}

static void rangeIteratorDealloc(Object* object) {
    freeObjectMemory(object);
}

static void longRangeIteratorDealloc(Object* object) {
    gcUntrack(object);
    LongRangeIterator* iterator = static_cast<LongRangeIterator*>(object);
    decref(iterator->next);
    decref(iterator->step);
    decref(iterator->remaining);
    freeObjectMemory(object);
}

static void longRangeIteratorTraverse(Object* object, VisitFn visit, void* context) {
    // Ints cannot form cycles; nothing to visit that matters, but report the
    // owned children for completeness.
    LongRangeIterator* iterator = static_cast<LongRangeIterator*>(object);
    visit(iterator->next, context);
    visit(iterator->step, context);
    visit(iterator->remaining, context);
}

static Ref selfIter(Value self) {
    return Ref::borrow(self);
}

static Ref rangeIteratorLengthHint(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("range_iterator.__length_hint__", nargs, kwnames)) return nullptr;
    int64_t remaining = static_cast<RangeIterator*>(self.object())->remaining;
    return intFromInt64(remaining < 0 ? 0 : remaining);
}

static Ref longRangeIteratorLengthHint(Value self, const Value* args, size_t nargs,
                                       Tuple* kwnames) {
    if (!noArguments("longrange_iterator.__length_hint__", nargs, kwnames)) return nullptr;
    return Ref::borrow(static_cast<LongRangeIterator*>(self.object())->remaining);
}

// ---- Methods -----------------------------------------------------------------------

static Ref rangeCountMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("range.count", nargs, kwnames)) return nullptr;
    Range* range = asRange(self);
    if (isPlainInt(args[0])) return Ref::fromSmallInt(containsInt(range, args[0], nullptr) ? 1 : 0);
    Ref iterator = getIter(self);
    if (!iterator) return nullptr;
    int64_t count = 0;
    for (;;) {
        Ref element = iterNext(iterator.get());
        if (!element) {
            if (hasPendingException()) return nullptr;
            return intFromInt64(count);
        }
        int equal = equalsForContainers(element.get(), args[0]);
        if (equal < 0) return nullptr;
        count += equal;
    }
}

static Ref rangeIndexMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("range.index", nargs, kwnames)) return nullptr;
    Range* range = asRange(self);
    if (isPlainInt(args[0])) {
        Mpz index;
        if (containsInt(range, args[0], &index)) return intFromMpz(index);
        Ref text = repr(args[0]);
        if (!text) return nullptr;
        std::string shown(strUtf8(asStr(text.get())));
        return raise(gValueError, "%s is not in range", shown.c_str());
    }
    Ref iterator = getIter(self);
    if (!iterator) return nullptr;
    for (int64_t index = 0;; ++index) {
        Ref element = iterNext(iterator.get());
        if (!element) {
            if (hasPendingException()) return nullptr;
            return raise(gValueError, "sequence.index(x): x not in sequence");
        }
        int equal = equalsForContainers(element.get(), args[0]);
        if (equal < 0) return nullptr;
        if (equal) return intFromInt64(index);
    }
}

static Ref rangeReduceMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("range.__reduce__", nargs, kwnames)) return nullptr;
    Range* range = asRange(self);
    Value parts[3] = {range->start, range->stop, range->step};
    Ref arguments = tupleFromValues(parts, 3);
    if (!arguments) return nullptr;
    return tuplePack2(Value::fromObject(&gRangeType), arguments.get());
}

static Ref rangeStart(Value self) {
    return Ref::borrow(asRange(self)->start);
}
static Ref rangeStop(Value self) {
    return Ref::borrow(asRange(self)->stop);
}
static Ref rangeStep(Value self) {
    return Ref::borrow(asRange(self)->step);
}

const MethodDef kRangeMethods[] = {
    {"__reversed__", rangeReversedMethod, kMethodInstance, "Return a reverse iterator."},
    {"__reduce__", rangeReduceMethod, kMethodInstance, nullptr},
    {"count", rangeCountMethod, kMethodInstance,
     "rangeobject.count(value) -> integer -- return number of occurrences of value"},
    {"index", rangeIndexMethod, kMethodInstance,
     "rangeobject.index(value) -> integer -- return index of value.\nRaise ValueError if the "
     "value is not present."},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kRangeGetSets[] = {
    {"start", rangeStart, readOnlyMemberSet, nullptr},
    {"stop", rangeStop, readOnlyMemberSet, nullptr},
    {"step", rangeStep, readOnlyMemberSet, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

const MethodDef kRangeIteratorMethods[] = {
    {"__length_hint__", rangeIteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};
const MethodDef kLongRangeIteratorMethods[] = {
    {"__length_hint__", longRangeIteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};

bool readyRangeType() {
    Type& t = gRangeType;
    t.newFn = rangeNewSlot;
    t.dealloc = rangeDealloc;
    t.repr = rangeRepr;
    t.hash = rangeHash;
    t.compare = rangeCompare;
    t.iter = rangeIter;
    t.boolFn = rangeBool;
    t.length = rangeLength;
    t.getitem = rangeGetItem;
    t.contains = rangeContains;
    typeAddMethods(&t, kRangeMethods);
    typeAddGetSets(&t, kRangeGetSets);
    if (!typeReady(&t)) return false;

    gRangeIteratorType.dealloc = rangeIteratorDealloc;
    gRangeIteratorType.iter = selfIter;
    gRangeIteratorType.next = rangeIteratorNext;
    typeAddMethods(&gRangeIteratorType, kRangeIteratorMethods);
    gLongRangeIteratorType.dealloc = longRangeIteratorDealloc;
    gLongRangeIteratorType.traverse = longRangeIteratorTraverse;
    gLongRangeIteratorType.iter = selfIter;
    gLongRangeIteratorType.next = longRangeIteratorNext;
    typeAddMethods(&gLongRangeIteratorType, kLongRangeIteratorMethods);
    return typeReady(&gRangeIteratorType) && typeReady(&gLongRangeIteratorType);
}

} // namespace taipan
