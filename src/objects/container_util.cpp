// Helpers shared by the container types; see container_util.h.
//
// Invariants: the repr guard's stack holds exactly the objects whose repr
// is in progress (pushed by a ReprGuard, popped by its destructor); the
// deferred-deallocation queue is drained before the outermost nested
// deallocation returns.
#include "objects/container_util.h"

#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <cstring>
#include <utility>
#include <vector>

namespace taipan::containers {

// ---- Argument checks --------------------------------------------------------------

static int64_t keywordCount(Tuple* kwnames) {
    return kwnames ? kwnames->size : 0;
}

bool noKeywords(const char* name, Tuple* kwnames) {
    if (keywordCount(kwnames) == 0) return true;
    raise(gTypeError, "%s() takes no keyword arguments", name);
    return false;
}

bool positionalRange(const char* name, size_t nargs, size_t min, size_t max) {
    nargs = callArgCount(nargs);
    if (nargs >= min && nargs <= max) return true;
    if (min == max) {
        raise(gTypeError, "%s expected %zu argument%s, got %zu", name, min, min == 1 ? "" : "s",
              nargs);
    } else if (nargs < min) {
        raise(gTypeError, "%s expected at least %zu argument%s, got %zu", name, min,
              min == 1 ? "" : "s", nargs);
    } else {
        raise(gTypeError, "%s expected at most %zu argument%s, got %zu", name, max,
              max == 1 ? "" : "s", nargs);
    }
    return false;
}

bool exactlyOne(const char* qualifiedName, size_t nargs, Tuple* kwnames) {
    if (keywordCount(kwnames) != 0) {
        raise(gTypeError, "%s() takes no keyword arguments", qualifiedName);
        return false;
    }
    nargs = callArgCount(nargs);
    if (nargs == 1) return true;
    raise(gTypeError, "%s() takes exactly one argument (%zu given)", qualifiedName, nargs);
    return false;
}

bool noArguments(const char* qualifiedName, size_t nargs, Tuple* kwnames) {
    if (keywordCount(kwnames) != 0) {
        raise(gTypeError, "%s() takes no keyword arguments", qualifiedName);
        return false;
    }
    nargs = callArgCount(nargs);
    if (nargs == 0) return true;
    raise(gTypeError, "%s() takes no arguments (%zu given)", qualifiedName, nargs);
    return false;
}

bool positionalOnly(const char* name, size_t nargs, Tuple* kwnames, size_t min, size_t max) {
    // A method passes "type.method": CPython names it so when it refuses
    // keywords, but its argument parser counts under the bare name.
    const char* dot = std::strrchr(name, '.');
    return noKeywords(name, kwnames) &&
           positionalRange(dot ? dot + 1 : name, nargs, min, max);
}

// ---- Indexes -----------------------------------------------------------------------

bool isIndexable(Value v) {
    return isInt(v) || typeOf(v)->index != nullptr;
}

bool itemIndex(Value v, int64_t& out) {
    if (v.isSmallInt()) {
        out = v.smallInt();
        return true;
    }
    return indexToInt64(v, out, gIndexError);
}

bool argumentIndex(Value v, int64_t& out) {
    if (v.isSmallInt()) {
        out = v.smallInt();
        return true;
    }
    return indexToInt64(v, out, gOverflowError);
}

bool ssizeArgument(Value v, int64_t& out) {
    if (v.isSmallInt()) {
        out = v.smallInt();
        return true;
    }
    Ref integer;
    if (!isInt(v)) {
        if (typeOf(v)->index == nullptr) {
            raise(gTypeError, "'%s' object cannot be interpreted as an integer", typeOf(v)->name);
            return false;
        }
        integer = toIndex(v);
        if (!integer) return false;
        v = integer.get();
    }
    if (intToInt64(v, out)) return true;
    raise(gOverflowError, "Python int too large to convert to C ssize_t");
    return false;
}

Ref exactIndex(Value v) {
    if (v.isSmallInt()) return Ref::borrow(v);
    Ref integer = toIndex(v);
    if (!integer || isExactType(integer.get(), &gIntType)) return integer;
    Mpz value;
    intToMpz(integer.get(), value);
    return intFromMpz(value);
}

// Reads an int, clamping values outside int64 to its ends (as CPython's
// slice machinery clamps to the ssize_t range).
static void clampInt(Value integer, int64_t& out) {
    if (intToInt64(integer, out)) return;
    IntView view(integer);
    out = mpz_sgn(view.get()) < 0 ? INT64_MIN : INT64_MAX;
}

bool clampedIndex(Value v, int64_t& out, bool allowNone) {
    if (v.isSmallInt()) {
        out = v.smallInt();
        return true;
    }
    if (allowNone && v.is(noneValue())) return true;
    if (isInt(v)) {
        clampInt(v, out);
        return true;
    }
    if (typeOf(v)->index == nullptr) {
        raise(gTypeError, allowNone
                              ? "slice indices must be integers or None or have an __index__ method"
                              : "slice indices must be integers or have an __index__ method");
        return false;
    }
    Ref integer = toIndex(v);
    if (!integer) return false;
    clampInt(integer.get(), out);
    return true;
}

void adjustSearchBounds(int64_t length, int64_t& start, int64_t& stop) {
    if (start < 0) {
        start += length;
        if (start < 0) start = 0;
    }
    if (stop < 0) {
        stop += length;
        if (stop < 0) stop = 0;
    }
    if (stop > length) stop = length;
}

// ---- Text ----------------------------------------------------------------------

bool appendRepr(std::string& out, Value v) {
    Ref text = repr(v);
    if (!text) return false;
    out += strUtf8(asStr(text.get()));
    return true;
}

Ref strFromText(const std::string& text) {
    return strFromUtf8(text);
}

// The objects whose repr is in progress on this thread, innermost last.
static std::vector<Object*>& reprStack() {
    static thread_local std::vector<Object*> stack;
    return stack;
}

ReprGuard::ReprGuard(Object* object) : object_(object), entered_(true) {
    for (Object* active : reprStack()) {
        if (active == object) {
            entered_ = false;
            return;
        }
    }
    reprStack().push_back(object);
}

ReprGuard::~ReprGuard() {
    if (!entered_) return;
    std::vector<Object*>& stack = reprStack();
    // Guards nest, so ours is normally on top; search anyway so that an
    // out-of-order destruction cannot leave a stale entry behind.
    for (size_t i = stack.size(); i-- > 0;) {
        if (stack[i] == object_) {
            stack.erase(stack.begin() + static_cast<std::ptrdiff_t>(i));
            return;
        }
    }
}

// ---- Errors ----------------------------------------------------------------------

Ref raiseKeyError(Value key) {
    Ref exception = callOneArg(Value::fromObject(gKeyError), key);
    if (!exception) return nullptr;
    return raiseObject(exception.get());
}

// ---- Deallocation ------------------------------------------------------------------

namespace {
// Past this nesting depth, deallocations are queued instead of recursing.
constexpr int kMaxDeallocDepth = 200;

struct DeallocQueue {
    int depth = 0;
    std::vector<std::pair<Object*, void (*)(Object*)>> pending;
};

DeallocQueue& deallocQueue() {
    static thread_local DeallocQueue queue;
    return queue;
}
} // namespace

void nestedDealloc(Object* object, void (*body)(Object*)) {
    DeallocQueue& queue = deallocQueue();
    if (queue.depth >= kMaxDeallocDepth) {
        queue.pending.emplace_back(object, body);
        return;
    }
    ++queue.depth;
    body(object);
    if (queue.depth == 1) {
        // The outermost deallocation drains what deeper ones queued; each
        // of those may queue more, which this loop also picks up.
        while (!queue.pending.empty()) {
            auto [next, nextBody] = queue.pending.back();
            queue.pending.pop_back();
            nextBody(next);
        }
    }
    --queue.depth;
}

// ---- Hashing -----------------------------------------------------------------------

namespace {
constexpr uint64_t kXxPrime1 = 11400714785074694791ull;
constexpr uint64_t kXxPrime2 = 14029467366897019727ull;
constexpr uint64_t kXxPrime5 = 2870177450012600261ull;
} // namespace

void TupleHasher::add(uint64_t lane) {
    accumulator_ += lane * kXxPrime2;
    accumulator_ = (accumulator_ << 31) | (accumulator_ >> 33);
    accumulator_ *= kXxPrime1;
}

int64_t TupleHasher::finish(bool includeLength, uint64_t length) const {
    uint64_t result = accumulator_;
    if (includeLength) result += length ^ (kXxPrime5 ^ 3527539ull);
    // -1 is the error sentinel of hash slots in CPython, so no hash is -1.
    if (result == UINT64_MAX) return 1546275796;
    return static_cast<int64_t>(result);
}

Ref sequenceFast(Value iterable, const char* message) {
    if (isExactType(iterable, &gListType) || isExactType(iterable, &gTupleType)) {
        return Ref::borrow(iterable);
    }
    Ref iterator = getIter(iterable);
    if (!iterator) {
        if (pendingExceptionMatches(gTypeError)) {
            clearPendingException();
            raise(gTypeError, "%s", message);
        }
        return nullptr;
    }
    Ref list = listNew();
    if (!list) return nullptr;
    for (;;) {
        Ref item = iterNext(iterator.get());
        if (!item) {
            if (hasPendingException()) return nullptr;
            break;
        }
        if (!listAppend(asList(list.get()), item.get())) return nullptr;
    }
    return list;
}

bool reflectedOperandFirst(Value left, Value right, BinaryOp op, Ref& result) {
    static const char* const kReflected[] = {"__radd__", nullptr, "__rmul__"};
    size_t index = static_cast<size_t>(op);
    const char* reflected = index < 3 ? kReflected[index] : nullptr;
    Type* rightType = typeOf(right);
    if (reflected == nullptr || !isHeapType(rightType) || rightType->binary[index] == nullptr) {
        return false;
    }
    // A slot wrapper found here is a builtin base's sequence method (a
    // tuple subclass's __rmul__), which CPython's number phase never calls.
    Value method = typeLookup(rightType, internStr(reflected));
    if (method.isNull() || isExactType(method, &gWrapperDescriptorType)) return false;
    result = rightType->binary[index](left, right);
    if (!result.isNull() && result.get().is(notImplementedValue())) {
        result.reset();
        return false;
    }
    return true;
}

} // namespace taipan::containers
