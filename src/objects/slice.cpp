// slice: the object `a[start:stop:step]` passes to __getitem__, with
// CPython's two ways of resolving it against a length: sliceIndices()
// (int64, out-of-range bounds clamped; what sequences use) and
// slice.indices() / sliceIndicesBig() (arbitrary precision).
//
// Invariants: start, stop and step are owned, never null (None when
// omitted); a slice is immutable, so its hash is a pure function of them.
#include "objects/container_util.h"
#include "objects/containers.h"
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

Type gSliceType = staticType("slice", sizeof(Slice), 0, kTypeGcTracked);

static inline Slice* asSlice(Value v) {
    return static_cast<Slice*>(v.object());
}

Ref sliceNew(Value start, Value stop, Value step) {
    Object* object = allocateObject(&gSliceType);
    if (!object) return nullptr;
    Slice* slice = static_cast<Slice*>(object);
    Value parts[3] = {start, stop, step};
    for (Value& part : parts) {
        if (!part) part = noneValue();
        incref(part);
    }
    slice->start = parts[0];
    slice->stop = parts[1];
    slice->step = parts[2];
    gcTrack(slice);
    return Ref::steal(Value::fromObject(slice));
}

bool sliceIndices(Slice* slice, int64_t length, int64_t& start, int64_t& stop, int64_t& step,
                  int64_t& count) {
    // Read the three bounds first (CPython's PySlice_Unpack) ...
    step = 1;
    if (!clampedIndex(slice->step, step, true)) return false;
    if (step == 0) {
        raise(gValueError, "slice step cannot be zero");
        return false;
    }
    // ... keeping -step representable.
    if (step < -INT64_MAX) step = -INT64_MAX;
    start = step < 0 ? INT64_MAX : 0;
    if (!clampedIndex(slice->start, start, true)) return false;
    stop = step < 0 ? INT64_MIN : INT64_MAX;
    if (!clampedIndex(slice->stop, stop, true)) return false;

    // ... then clamp them to the sequence (PySlice_AdjustIndices).
    if (start < 0) {
        start += length;
        if (start < 0) start = step < 0 ? -1 : 0;
    } else if (start >= length) {
        start = step < 0 ? length - 1 : length;
    }
    if (stop < 0) {
        stop += length;
        if (stop < 0) stop = step < 0 ? -1 : 0;
    } else if (stop >= length) {
        stop = step < 0 ? length - 1 : length;
    }
    if (step < 0) {
        count = stop < start ? (start - stop - 1) / -step + 1 : 0;
    } else {
        count = start < stop ? (stop - start - 1) / step + 1 : 0;
    }
    return true;
}

// Reads one bound of slice.indices(): operator.index, as a GMP integer.
static bool readBig(Value v, Mpz& out) {
    Ref integer = exactIndex(v);
    if (!integer) {
        if (pendingExceptionMatches(gTypeError) && typeOf(v)->index == nullptr) {
            clearPendingException();
            raise(gTypeError, "slice indices must be integers or None or have an __index__ method");
        }
        return false;
    }
    intToMpz(integer.get(), out);
    return true;
}

bool containers::sliceIndicesBig(Slice* slice, Value lengthValue, Ref& startOut, Ref& stopOut,
                                 Ref& stepOut) {
    Mpz length, step, start, stop, lower, upper;
    intToMpz(lengthValue, length);
    mpz_set_si(step, 1);
    if (!slice->step.is(noneValue())) {
        if (!readBig(slice->step, step)) return false;
        if (mpz_sgn(step) == 0) {
            raise(gValueError, "slice step cannot be zero");
            return false;
        }
    }
    bool negative = mpz_sgn(step) < 0;
    // The valid range of start/stop: [lower, upper].
    if (negative) {
        mpz_set_si(lower, -1);
        mpz_add(upper, length, lower);
    } else {
        mpz_set_si(lower, 0);
        mpz_set(upper, length);
    }
    auto resolve = [&](Value bound, Mpz& out, bool isStart) -> bool {
        if (bound.is(noneValue())) {
            mpz_set(out, (negative == isStart) ? upper.get() : lower.get());
            return true;
        }
        if (!readBig(bound, out)) return false;
        if (mpz_sgn(out) < 0) {
            mpz_add(out, out, length);
            if (mpz_cmp(out, lower) < 0) mpz_set(out, lower);
        } else if (mpz_cmp(out, upper) > 0) {
            mpz_set(out, upper);
        }
        return true;
    };
    if (!resolve(slice->start, start, true) || !resolve(slice->stop, stop, false)) return false;
    startOut = intFromMpz(start);
    stopOut = intFromMpz(stop);
    stepOut = intFromMpz(step);
    return startOut && stopOut && stepOut;
}

// ---- Lifecycle and protocol ------------------------------------------------------

static void sliceDealloc(Object* object) {
    gcUntrack(object);
    Slice* slice = static_cast<Slice*>(object);
    decref(slice->start);
    decref(slice->stop);
    decref(slice->step);
    freeObjectMemory(object);
}

static void sliceTraverse(Object* object, VisitFn visit, void* context) {
    Slice* slice = static_cast<Slice*>(object);
    visit(slice->start, context);
    visit(slice->stop, context);
    visit(slice->step, context);
}

static void sliceClear(Object* object) {
    Slice* slice = static_cast<Slice*>(object);
    Value parts[3] = {slice->start, slice->stop, slice->step};
    slice->start = slice->stop = slice->step = noneValue();
    for (Value part : parts)
        decref(part);
}

// slice(stop) / slice(start, stop[, step])
static Ref sliceNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("slice", nargs, kwnames, 1, 3)) return nullptr;
    nargs = callArgCount(nargs);
    if (nargs == 1) return sliceNew(Value(), args[0], Value());
    return sliceNew(args[0], args[1], nargs == 3 ? args[2] : Value());
}

static Ref sliceRepr(Value self) {
    Slice* slice = asSlice(self);
    std::string text = "slice(";
    if (!appendRepr(text, slice->start)) return nullptr;
    text += ", ";
    if (!appendRepr(text, slice->stop)) return nullptr;
    text += ", ";
    if (!appendRepr(text, slice->step)) return nullptr;
    text += ")";
    return strFromText(text);
}

static bool sliceHash(Value self, int64_t& hash) {
    Slice* slice = asSlice(self);
    TupleHasher hasher;
    for (Value part : {slice->start, slice->stop, slice->step}) {
        int64_t partHash;
        if (!hashValue(part, partHash)) return false;
        hasher.add(static_cast<uint64_t>(partHash));
    }
    hash = hasher.finish(false, 0);
    return true;
}

static Ref sliceCompare(Value left, Value right, CompareOp op) {
    if (!isExactType(left, &gSliceType) || !isExactType(right, &gSliceType)) {
        return notImplementedRef();
    }
    if (left.is(right)) {
        return boolRef(op == CompareOp::Eq || op == CompareOp::Le || op == CompareOp::Ge);
    }
    // Slices compare as the tuples (start, stop, step).
    Slice* a = asSlice(left);
    Slice* b = asSlice(right);
    Value partsA[3] = {a->start, a->stop, a->step};
    Value partsB[3] = {b->start, b->stop, b->step};
    Ref tupleA = tupleFromValues(partsA, 3);
    Ref tupleB = tupleFromValues(partsB, 3);
    if (!tupleA || !tupleB) return nullptr;
    return compare(tupleA.get(), tupleB.get(), op);
}

// slice.indices(length, /)
static Ref sliceIndicesMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("slice.indices", nargs, kwnames)) return nullptr;
    Ref length = exactIndex(args[0]);
    if (!length) return nullptr;
    IntView lengthView(length.get());
    if (mpz_sgn(lengthView.get()) < 0) return raise(gValueError, "length should not be negative");
    Ref start, stop, step;
    if (!sliceIndicesBig(asSlice(self), length.get(), start, stop, step)) return nullptr;
    Value parts[3] = {start.get(), stop.get(), step.get()};
    return tupleFromValues(parts, 3);
}

static Ref sliceReduceMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("slice.__reduce__", nargs, kwnames)) return nullptr;
    Slice* slice = asSlice(self);
    Value parts[3] = {slice->start, slice->stop, slice->step};
    Ref arguments = tupleFromValues(parts, 3);
    if (!arguments) return nullptr;
    return tuplePack2(Value::fromObject(&gSliceType), arguments.get());
}

static Ref sliceStart(Value self) {
    return Ref::borrow(asSlice(self)->start);
}
static Ref sliceStop(Value self) {
    return Ref::borrow(asSlice(self)->stop);
}
static Ref sliceStep(Value self) {
    return Ref::borrow(asSlice(self)->step);
}

const MethodDef kSliceMethods[] = {
    {"indices", sliceIndicesMethod, kMethodInstance,
     "S.indices(len) -> (start, stop, stride)\n\nAssuming a sequence of length len, calculate "
     "the start and stop\nindices, and the stride length of the extended slice described by\nS. "
     "Out of bounds indices are clipped in a manner consistent with the\nhandling of normal "
     "slices."},
    {"__reduce__", sliceReduceMethod, kMethodInstance, "Return state information for pickling."},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kSliceGetSets[] = {
    {"start", sliceStart, readOnlyMemberSet, nullptr},
    {"stop", sliceStop, readOnlyMemberSet, nullptr},
    {"step", sliceStep, readOnlyMemberSet, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

bool readySliceType() {
    Type& t = gSliceType;
    t.newFn = sliceNewSlot;
    t.dealloc = sliceDealloc;
    t.traverse = sliceTraverse;
    t.clear = sliceClear;
    t.repr = sliceRepr;
    t.hash = sliceHash;
    t.compare = sliceCompare;
    typeAddMethods(&t, kSliceMethods);
    typeAddGetSets(&t, kSliceGetSets);
    return typeReady(&t);
}

} // namespace taipan
