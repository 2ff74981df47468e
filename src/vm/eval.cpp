// The eval loop: executes the bytecode of vm/opcodes.def on the frames of
// vm/frame.h.
//
// Python-to-Python calls (CALL, CALL_KW, CALL_FUNCTION_EX of a function)
// push the callee's frame and continue in the same C++ invocation; returns
// pop it and continue in the caller. Only native code calling back into
// Python (a builtin, a slot calling a dunder, a generator being resumed)
// enters evalFrame recursively; each such entry checks the C++ stack so that
// no Python program can overflow it.
//
// Dispatch is by computed goto when the compiler supports it, otherwise by
// a switch, from the same handler source: a handler is written once as
// `TARGET(NAME) { ... DISPATCH(); }`.
//
// Invariants kept by every handler:
//  - Every stack slot below `sp` holds an owned reference (or null where the
//    opcode's comment says a null marker may be there: PUSH_NULL, the
//    self-or-null slot, LOAD_FAST_AND_CLEAR).
//  - A handler that fails leaves the stack consistent (every input it
//    consumed has been released and `sp` lowered accordingly) and jumps to
//    `error` with an exception pending.
#include "vm/eval.h"

#include "modules/import.h"
#include "objects/container_util.h"
#include "objects/descriptors.h"
#include "objects/dict_layout.h"
#include "objects/exceptions.h"
#include "objects/float.h"
#include "objects/function.h"
#include "objects/generator.h"
#include "objects/int.h"
#include "objects/iterator_layout.h"
#include "objects/module.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/interpreter.h"
#include "runtime/thread_state.h"
#include "vm/bytecode.h"
#include "vm/call.h"
#include "vm/eval_breaker.h"
#include "vm/frame.h"
#include "vm/intrinsics.h"
#include "vm/match.h"
#include "vm/monitor/instrument.h"
#include "vm/monitor/legacy.h"
#include "vm/specialize.h"

#include <pthread.h>

#include <csignal>
#include <cstring>
#include <string>
#include <vector>

// Computed goto (`&&label`, `goto *p`) is a GNU extension that -Wpedantic
// reports; it is exactly what this file is for, so the warning is off here.
#pragma GCC diagnostic ignored "-Wpedantic"

#if defined(__GNUC__) && !defined(TAIPAN_NO_COMPUTED_GOTO)
#define TAIPAN_COMPUTED_GOTO 1
#else
#define TAIPAN_COMPUTED_GOTO 0
#endif

#define TAIPAN_LIKELY(x) __builtin_expect(!!(x), 1)
#define TAIPAN_UNLIKELY(x) __builtin_expect(!!(x), 0)

namespace taipan::vm {

std::atomic<uintptr_t> gEvalBreaker{0};

void requestEvalBreak(EvalBreakerFlag flag) {
    gEvalBreaker.fetch_or(flag, std::memory_order_relaxed);
}

namespace {

// ---- Tables derived from opcodes.def ---------------------------------------------

constexpr const std::array<uint8_t, kOpcodeCount>& kCacheSizes = kOpcodeCacheSizes;

inline int cacheSizeOf(uint16_t unit) {
    return kCacheSizes[unit & 0xFF];
}

// ---- Signals ---------------------------------------------------------------------------

volatile std::sig_atomic_t gSigintPending = 0;

void sigintHandler(int) {
    gSigintPending = 1;
    requestEvalBreak(kEvalBreakerSignals);
}

// ---- The C++ stack guard ----------------------------------------------------------------

// Native re-entry into the loop must stop well before the C++ stack ends:
// what remains has to hold the native code between two entries (slots,
// abstract.cpp, builtins) and the error path's own calls.
constexpr size_t kStackSafetyMargin = 512 * 1024;

uintptr_t stackLimitAddress() {
    thread_local uintptr_t limit = [] {
        pthread_attr_t attributes;
        void* base = nullptr;
        size_t size = 0;
        uintptr_t computed = 0;
        if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
            if (pthread_attr_getstack(&attributes, &base, &size) == 0 &&
                size > 2 * kStackSafetyMargin) {
                computed = reinterpret_cast<uintptr_t>(base) + kStackSafetyMargin;
            }
            pthread_attr_destroy(&attributes);
        }
        return computed;
    }();
    return limit;
}

bool stackHasRoom() {
    char marker;
    return reinterpret_cast<uintptr_t>(&marker) > stackLimitAddress();
}

// ---- Error helpers (slow paths, out of line) --------------------------------------------

std::string utf8(Value v) {
    return std::string(strUtf8(asStr(v)));
}

Str* localName(Code* code, int slot) {
    return asStr(code->localsPlusNames->items()[slot]);
}

[[gnu::noinline]] void raiseUnboundLocal(Code* code, int slot) {
    raise(gUnboundLocalError,
          "cannot access local variable '%s' where it is not associated with a value",
          utf8(Value::fromObject(localName(code, slot))).c_str());
}

[[gnu::noinline]] void raiseUnboundDeref(Code* code, int slot) {
    if (code->localsPlusKinds[slot] & kLocalFree) {
        Str* name = localName(code, slot);
        raiseNameErrorWithMessage(
            name, "cannot access free variable '" + utf8(Value::fromObject(name)) +
                      "' where it is not associated with a value in enclosing scope");
    } else {
        raiseUnboundLocal(code, slot);
    }
}

// Looks `name` up in a mapping that may not be a dict: true with `out` null
// when it is missing; false on another error.
bool mappingLookup(Value mapping, Str* name, Ref& out) {
    if (isExactType(mapping, &gDictType)) {
        Value found = dictGetStr(asDict(mapping), name);
        out = found.isNull() ? Ref() : Ref::borrow(found);
        return true;
    }
    out = getItem(mapping, Value::fromObject(name));
    if (!out.isNull()) return true;
    if (pendingExceptionMatches(gKeyError)) {
        clearPendingException();
        return true;
    }
    return false;
}

// globals[name], then builtins[name]; true with `out` null when missing.
bool globalLookup(Dict* globals, Dict* builtins, Str* name, Ref& out) {
    Value found = dictGetStr(globals, name);
    if (found.isNull() && isExactType(Value::fromObject(builtins), &gDictType)) {
        found = dictGetStr(builtins, name);
    } else if (found.isNull()) {
        return mappingLookup(Value::fromObject(builtins), name, out);
    }
    out = found.isNull() ? Ref() : Ref::borrow(found);
    return true;
}

// The exception-table entry covering `offset`: the innermost (shortest)
// range when ranges nest.
const ExceptionTableEntry* findHandler(Code* code, uint32_t offset) {
    const ExceptionTableEntry* best = nullptr;
    for (uint32_t i = 0; i < code->exceptionTableSize; ++i) {
        const ExceptionTableEntry& entry = code->exceptionTable[i];
        if (offset >= entry.start && offset < entry.end) {
            if (best == nullptr || entry.end - entry.start < best->end - best->start) best = &entry;
        }
    }
    return best;
}

// except E: E must be an exception class or a tuple of them.
[[gnu::noinline]] bool checkExceptClass(Value type) {
    auto valid = [](Value t) { return isExceptionClass(t); };
    if (isTuple(type)) {
        Tuple* tuple = asTuple(type);
        for (int64_t i = 0; i < tuple->size; ++i) {
            if (!valid(tuple->items()[i])) {
                raise(gTypeError,
                      "catching classes that do not inherit from BaseException is not allowed");
                return false;
            }
        }
        return true;
    }
    if (!valid(type)) {
        raise(gTypeError, "catching classes that do not inherit from BaseException is not allowed");
        return false;
    }
    return true;
}

// except* E: as checkExceptClass, and E may not be an exception group type.
[[gnu::noinline]] bool checkExceptStarClass(Value type) {
    if (!checkExceptClass(type)) return false;
    auto isGroupType = [](Value t) {
        Type* candidate = asType(t);
        return candidate == gBaseExceptionGroup || isSubtype(candidate, gBaseExceptionGroup);
    };
    bool group = false;
    if (isTuple(type)) {
        for (int64_t i = 0; i < asTuple(type)->size; ++i)
            group = group || isGroupType(asTuple(type)->items()[i]);
    } else {
        group = isGroupType(type);
    }
    if (group) {
        raise(gTypeError,
              "catching ExceptionGroup with except* is not allowed. Use except instead.");
        return false;
    }
    return true;
}

bool exceptionMatches(Value exception, Value type) {
    Type* actual = typeOf(exception);
    if (isTuple(type)) {
        Tuple* tuple = asTuple(type);
        for (int64_t i = 0; i < tuple->size; ++i) {
            Type* candidate = asType(tuple->items()[i]);
            if (actual == candidate || isSubtype(actual, candidate)) return true;
        }
        return false;
    }
    Type* candidate = asType(type);
    return actual == candidate || isSubtype(actual, candidate);
}

// `raise exc [from cause]`. Always returns false (an exception is pending).
[[gnu::noinline]] bool doRaise(Value exception, Value cause) {
    Ref instance;
    if (isExceptionClass(exception)) {
        instance = callNoArgs(exception);
        if (instance.isNull()) return false;
        if (!isExceptionInstance(instance.get())) {
            raise(gTypeError,
                  "calling %s should have returned an instance of BaseException, not %s",
                  asType(exception)->name, typeOf(instance.get())->name);
            return false;
        }
    } else if (isExceptionInstance(exception)) {
        instance = Ref::borrow(exception);
    } else {
        raise(gTypeError, "exceptions must derive from BaseException");
        return false;
    }
    if (!cause.isNull()) {
        Ref causeInstance;
        if (isExceptionClass(cause)) {
            causeInstance = callNoArgs(cause);
            if (causeInstance.isNull()) return false;
            if (!isExceptionInstance(causeInstance.get())) {
                raise(gTypeError,
                      "calling %s should have returned an instance of BaseException, not %s",
                      asType(cause)->name, typeOf(causeInstance.get())->name);
                return false;
            }
        } else if (isExceptionInstance(cause)) {
            causeInstance = Ref::borrow(cause);
        } else if (cause.is(noneValue())) {
            causeInstance = Ref();
        } else {
            raise(gTypeError, "exception causes must derive from BaseException");
            return false;
        }
        exceptionSetCause(instance.get(), causeInstance.get());
    }
    raiseObject(instance.get());
    return false;
}

// UNPACK_SEQUENCE: writes the `count` items so that the first ends on top
// (out[count-1] is the first item).
[[gnu::noinline]] bool unpackSequence(Value sequence, int count, Value* out) {
    // Only exact tuples and lists take the direct path: a subclass may
    // override __iter__.
    bool tuple = isExactType(sequence, &gTupleType);
    if (tuple || isExactType(sequence, &gListType)) {
        int64_t size = tuple ? asTuple(sequence)->size : asList(sequence)->size;
        const Value* items = tuple ? asTuple(sequence)->items() : asList(sequence)->items;
        if (size == count) {
            for (int i = 0; i < count; ++i) {
                incref(items[i]);
                out[count - 1 - i] = items[i];
            }
            return true;
        }
        if (size < count) {
            raise(gValueError, "not enough values to unpack (expected %d, got %lld)", count,
                  static_cast<long long>(size));
        } else {
            raise(gValueError, "too many values to unpack (expected %d)", count);
        }
        return false;
    }
    Ref iterator = getIter(sequence);
    if (iterator.isNull()) {
        if (pendingExceptionMatches(gTypeError) && typeOf(sequence)->iter == nullptr &&
            typeOf(sequence)->getitem == nullptr) {
            clearPendingException();
            raise(gTypeError, "cannot unpack non-iterable %s object", typeOf(sequence)->name);
        }
        return false;
    }
    int got = 0;
    for (; got < count; ++got) {
        Ref item = iterNext(iterator.get());
        if (item.isNull()) {
            for (int j = 0; j < got; ++j)
                decref(out[count - 1 - j]);
            if (!hasPendingException()) {
                raise(gValueError, "not enough values to unpack (expected %d, got %d)", count, got);
            }
            return false;
        }
        out[count - 1 - got] = item.release();
    }
    Ref extra = iterNext(iterator.get());
    if (!extra.isNull() || hasPendingException()) {
        for (int j = 0; j < count; ++j)
            decref(out[j]);
        if (!extra.isNull()) raise(gValueError, "too many values to unpack (expected %d)", count);
        return false;
    }
    return true;
}

// UNPACK_EX: `before` items, a list of the rest, `after` items; the first
// item ends on top.
[[gnu::noinline]] bool unpackEx(Value sequence, int before, int after, Value* out) {
    int total = before + after + 1;
    Ref iterator = getIter(sequence);
    if (iterator.isNull()) {
        if (pendingExceptionMatches(gTypeError) && typeOf(sequence)->iter == nullptr &&
            typeOf(sequence)->getitem == nullptr) {
            clearPendingException();
            raise(gTypeError, "cannot unpack non-iterable %s object", typeOf(sequence)->name);
        }
        return false;
    }
    int got = 0;
    for (; got < before; ++got) {
        Ref item = iterNext(iterator.get());
        if (item.isNull()) {
            for (int j = 0; j < got; ++j)
                decref(out[total - 1 - j]);
            if (!hasPendingException()) {
                raise(gValueError, "not enough values to unpack (expected at least %d, got %d)",
                      before + after, got);
            }
            return false;
        }
        out[total - 1 - got] = item.release();
    }
    Ref rest = listFromIterable(iterator.get());
    if (rest.isNull()) {
        for (int j = 0; j < before; ++j)
            decref(out[total - 1 - j]);
        return false;
    }
    List* list = asList(rest.get());
    if (list->size < after) {
        for (int j = 0; j < before; ++j)
            decref(out[total - 1 - j]);
        raise(gValueError, "not enough values to unpack (expected at least %d, got %lld)",
              before + after, static_cast<long long>(before + list->size));
        return false;
    }
    // The last `after` items of the list move to their own slots.
    for (int j = 0; j < after; ++j) {
        Value item = list->items[list->size - after + j];
        out[after - 1 - j] = item; // ownership moves out of the list
        list->items[list->size - after + j] = Value();
    }
    list->size -= after;
    out[after] = rest.release();
    return true;
}

// LOAD_ATTR's method form: (function, self) when the attribute is a plain
// method found on the type, else (attribute, null).
Ref loadMethod(Value owner, Str* name, bool& isUnboundMethod) {
    isUnboundMethod = false;
    Type* type = typeOf(owner);
    if (type->getattr == genericGetAttr) {
        Value descriptor = typeLookup(type, name);
        if (!descriptor.isNull() && (typeOf(descriptor)->flags & kTypeMethodDescriptor)) {
            Dict** slot = owner.isObject() ? instanceDictSlot(owner.object()) : nullptr;
            Value shadow =
                (slot != nullptr && *slot != nullptr) ? dictGetStr(*slot, name) : Value();
            if (shadow.isNull()) {
                isUnboundMethod = true;
                return Ref::borrow(descriptor);
            }
            return Ref::borrow(shadow);
        }
    }
    return getAttr(owner, name);
}

// CALL / CALL_KW with a bound method and no self slot: replace the method on
// the stack (args[-2], args[-1]) by its function and self, so that a Python
// function behind it is called inline. The stack keeps owning both.
void unpackBoundMethod(Value* args, Value& callable, Value& selfOrNull) {
    Method* method = asMethod(callable);
    selfOrNull = method->self;
    incref(selfOrNull);
    args[-1] = selfOrNull;
    Value function = method->function;
    incref(function);
    args[-2] = function;
    decref(callable);
    callable = function;
}

// Special-method lookup as the interpreter does it (on the type, bound).
Ref lookupSpecial(Value object, Str* name) {
    Value descriptor = typeLookup(typeOf(object), name);
    if (descriptor.isNull()) return nullptr;
    DescrGetFn get = typeOf(descriptor)->descrGet;
    if (get == nullptr) return Ref::borrow(descriptor);
    return get(descriptor, object, Value::fromObject(typeOf(object)));
}

// BEFORE_WITH: __exit__ bound and __enter__() called.
[[gnu::noinline]] bool beforeWith(Value manager, Ref& exitOut, Ref& resultOut) {
    Ref enter = lookupSpecial(manager, TAIPAN_NAME("__enter__"));
    if (enter.isNull()) {
        if (!hasPendingException()) {
            raise(gTypeError, "'%s' object does not support the context manager protocol",
                  typeOf(manager)->name);
        }
        return false;
    }
    Ref exit = lookupSpecial(manager, TAIPAN_NAME("__exit__"));
    if (exit.isNull()) {
        if (!hasPendingException()) {
            raise(gTypeError,
                  "'%s' object does not support the context manager protocol (missed __exit__ "
                  "method)",
                  typeOf(manager)->name);
        }
        return false;
    }
    Ref result = callNoArgs(enter.get());
    if (result.isNull()) return false;
    exitOut = std::move(exit);
    resultOut = std::move(result);
    return true;
}

// IMPORT_NAME: builtins.__import__(name, globals, locals, fromlist, level).
[[gnu::noinline]] Ref importName(Frame* frame, Str* name, Value fromlist, Value level) {
    Value importFunction = dictGetStr(frame->builtins, TAIPAN_NAME("__import__"));
    if (importFunction.isNull()) return raise(gImportError, "__import__ not found");
    Value locals = frame->locals.isNull() ? noneValue() : frame->locals;
    Value args[5] = {Value::fromObject(name), Value::fromObject(frame->globals), locals, fromlist,
                     level};
    return call(importFunction, args, 5);
}

// IMPORT_FROM: module.name, falling back to sys.modules["module.name"] and
// then to the import system's "cannot import name" error (modules/import.h).
[[gnu::noinline]] Ref importFrom(Value module, Str* name) {
    Ref value = getAttrOptional(module, name);
    if (!value.isNull() || hasPendingException()) return value;
    return modules::importFromFallback(module, name);
}

// The armed step budget (vm/eval_breaker.h); meaningful only while
// kEvalBreakerStepBudget is set.
StepBudget gStepBudget;

// One step of an armed budget: false with KeyboardInterrupt pending once
// the steps are spent (and at every check after that), or with whatever
// the budget's own check raised.
[[gnu::noinline]] bool consumeBudgetStep() {
    if (gStepBudget.steps == 0) {
        raise(gKeyboardInterrupt, "step budget exhausted");
        return false;
    }
    --gStepBudget.steps;
    return gStepBudget.check == nullptr || gStepBudget.check();
}

// The eval breaker's slow path: pending signals, GC and the step budget.
// False with an exception pending (KeyboardInterrupt, or the budget's).
[[gnu::noinline]] bool handleEvalBreaker() {
    uintptr_t word = gEvalBreaker.load(std::memory_order_relaxed);
    if ((word & kEvalBreakerStepBudget) && !consumeBudgetStep()) return false;
    if (word & kEvalBreakerGc) {
        // The collector set the flag when its allocation threshold was
        // passed (runtime/gc.cpp); this is a safe point to run it.
        gEvalBreaker.fetch_and(~uintptr_t(kEvalBreakerGc), std::memory_order_relaxed);
        gcCollectIfPending();
    }
    if (word & kEvalBreakerSignals) {
        gEvalBreaker.fetch_and(~uintptr_t(kEvalBreakerSignals), std::memory_order_relaxed);
        if (gSigintPending) {
            gSigintPending = 0;
            raiseObject(Value::fromObject(gKeyboardInterrupt));
            return false;
        }
    }
    // Instrumentation (a later issue) brings the code object up to date here.
    return true;
}

// The attribute super(cls, self).name finds when self is an instance of
// cls (not a class): the first definition along type(self)'s MRO after
// cls, borrowed; null when self is something else or nothing is found.
Value superLookup(Type* cls, Value self, Str* name) {
    if (isType(self)) return Value();
    Type* start = typeOf(self);
    if (start != cls && !isSubtype(start, cls)) return Value();
    Tuple* mro = start->mro;
    if (mro == nullptr) return Value();
    int64_t i = 0;
    while (i < mro->size && !mro->items()[i].is(Value::fromObject(cls)))
        ++i;
    for (++i; i < mro->size; ++i) {
        Value found = dictGetStr(asType(mro->items()[i])->dict, name);
        if (!found.isNull()) return found;
    }
    return Value();
}

// The next item of a list or tuple iterator as a new reference, or null
// when it is exhausted (the iterator then lets its sequence go), as the
// iterators' own next functions do.
inline Value* sequenceItems(List* list) {
    return list->items;
}
inline Value* sequenceItems(Tuple* tuple) {
    return tuple->items();
}
inline List*& iteratedSequence(ListIterator* iterator) {
    return iterator->list;
}
inline Tuple*& iteratedSequence(TupleIterator* iterator) {
    return iterator->tuple;
}
template <typename Iterator> inline Value stepSequenceIterator(Iterator* iterator) {
    auto*& sequence = iteratedSequence(iterator);
    if (sequence == nullptr) return Value();
    if (iterator->index < sequence->size) {
        Value item = sequenceItems(sequence)[iterator->index++];
        incref(item);
        return item;
    }
    auto* finished = sequence;
    sequence = nullptr;
    decref(finished);
    return Value();
}

// The operands of a float operation: each an exact float or a small int,
// not both ints (those have their own variants). Ints convert as Python
// converts them for arithmetic (to the nearest double).
inline bool floatOperand(Value v, double& out) {
    if (v.isSmallInt()) {
        out = static_cast<double>(v.smallInt());
        return true;
    }
    if (!isExactType(v, &gFloatType)) return false;
    out = static_cast<Float*>(v.object())->value;
    return true;
}
inline bool floatOperands(Value left, Value right, double& a, double& b) {
    return floatOperand(left, a) && floatOperand(right, b) &&
           !(left.isSmallInt() && right.isSmallInt());
}
// True unless `v` is an int too large to convert to a double exactly.
inline bool exactlyConverted(Value v) {
    constexpr int64_t kExact = int64_t(1) << 53;
    return !v.isSmallInt() || (v.smallInt() <= kExact && v.smallInt() >= -kExact);
}

// An object pointer kept in an inline cache (borrowed: a version guards it).
inline Value cachedObject(const uint16_t* at) {
    return Value::fromObject(static_cast<Object*>(readCachePointer(at)));
}

// Pushes new references to items[count-1] ... items[0] at `sp`; returns
// the new stack pointer.
inline Value* pushItemsReversed(Value* sp, const Value* items, uint32_t count) {
    for (uint32_t i = count; i-- > 0;) {
        incref(items[i]);
        *sp++ = items[i];
    }
    return sp;
}

// A small-int index into a sequence of `size` items, negative counting
// from the end: true with `index` normalised when it is in range.
inline bool smallIndexInRange(Value key, int64_t size, int64_t& index) {
    if (!key.isSmallInt()) return false;
    index = key.smallInt();
    if (index < 0) index += size;
    return static_cast<uint64_t>(index) < static_cast<uint64_t>(size);
}

// Pops a ThreadStack frame no frame object refers to and whose fields are
// all set (not the empty frame RETURN_GENERATOR leaves behind), releasing
// its slots below `sp` and its fields (popFrame without clearing what is
// discarded).
inline void releaseFrameFast(Frame* frame, Value* sp) {
    for (Value* p = frame->localsPlus(); p < sp; ++p)
        decref(*p);
    decref(frame->locals);
    if (frame->function != nullptr) {
        decref(frame->function); // its globals and builtins were borrowed
    } else {                     // module and exec code
        decref(frame->globals);
        decref(frame->builtins);
    }
    decref(frame->code);
    gVmThread.stack.release(frame);
}

inline bool isInstrumentedResume(uint16_t unit) {
    return (unit & 0xFF) == static_cast<uint8_t>(Opcode::INSTRUMENTED_RESUME);
}

// RESUME's slow path: quickens code seen for the first time, brings code
// up to date with the interpreter's version (instrumentation, a later
// issue, does its work here), then services pending signals, collections
// and the step budget. False with an exception pending.
// Quickens `code` if it never was, and brings its instrumentation up to
// date with the interpreter's version.
[[gnu::noinline]] void bringUpToDate(Code* code) {
    uintptr_t version =
        gEvalBreaker.load(std::memory_order_relaxed) & ~uintptr_t(kEvalBreakerFlagsMask);
    if (code->versionWord == kCodeNotQuickened) quickenCode(code, version);
    // What the tools want may have changed since this code was last
    // brought up to date: write or remove its layers.
    if constexpr (monitor::kMonitoringCompiled) monitor::instrumentCode(code);
    code->versionWord = version;
    // A twin at the entry makes specialized calls enter at RESUME (their
    // compare with the eval-breaker word fails), so PY_START is reported.
    if (code->codeSize > 0 && isInstrumentedResume(code->code[0]))
        code->versionWord |= kCodeEntryInstrumented;
}

[[gnu::noinline]] bool resumeSlowPath(Code* code) {
    uintptr_t word = gEvalBreaker.load(std::memory_order_relaxed);
    uintptr_t version = word & ~uintptr_t(kEvalBreakerFlagsMask);
    if (code->versionWord == kCodeNotQuickened ||
        (code->versionWord & ~kCodeEntryInstrumented) != version) {
        bringUpToDate(code);
    }
    if ((word & kEvalBreakerFlagsMask) == 0) return true;
    return handleEvalBreaker();
}

// DICT_MERGE's errors name the function being called.
[[gnu::noinline]] void reportDictMergeError(Value callable, Value update) {
    if (pendingExceptionMatches(gKeyError)) {
        Ref error = takePendingException();
        Tuple* args = asException(error.get())->args;
        std::string key = "?";
        if (args != nullptr && args->size > 0 && isStr(args->items()[0]))
            key = utf8(args->items()[0]);
        raise(gTypeError, "%s got multiple values for keyword argument '%s'",
              functionDescription(callable).c_str(), key.c_str());
        return;
    }
    if (pendingExceptionMatches(gTypeError)) {
        // A non-mapping: re-raise with the call's wording.
        Value keys = typeLookup(typeOf(update), TAIPAN_NAME("keys"));
        if (keys.isNull()) {
            clearPendingException();
            raise(gTypeError, "%s argument after ** must be a mapping, not %s",
                  functionDescription(callable).c_str(), typeOf(update)->name);
        }
    }
}

// CALL_FUNCTION_EX's argument normalisation: args must become a tuple and
// kwargs a dict (copies keep the caller's objects unchanged).
[[gnu::noinline]] bool normaliseCallArguments(Value callable, Ref& args, Ref& kwargs) {
    if (!isExactType(args.get(), &gTupleType)) {
        Value original = args.get();
        Ref tuple = tupleFromIterable(original);
        if (tuple.isNull()) {
            if (pendingExceptionMatches(gTypeError) && typeOf(original)->iter == nullptr &&
                typeOf(original)->getitem == nullptr) {
                clearPendingException();
                raise(gTypeError, "%s argument after * must be an iterable, not %s",
                      functionDescription(callable).c_str(), typeOf(original)->name);
            }
            return false;
        }
        args = std::move(tuple);
    }
    if (!kwargs.isNull() && !isExactType(kwargs.get(), &gDictType)) {
        Ref dict = dictNew();
        if (dict.isNull()) return false;
        if (!dictMerge(asDict(dict.get()), kwargs.get(), 2)) {
            reportDictMergeError(callable, kwargs.get());
            return false;
        }
        kwargs = std::move(dict);
    }
    return true;
}

// Flattens (args tuple, kwargs dict) into the vectorcall form.
[[gnu::noinline]] bool flattenCallArguments(Tuple* args, Dict* kwargs, std::vector<Value>& values,
                                            Ref& kwnames) {
    values.assign(args->items(), args->items() + args->size);
    if (kwargs == nullptr || kwargs->size == 0) return true;
    Tuple* names = tupleNewUninitialized(kwargs->size);
    if (names == nullptr) return false;
    kwnames = Ref::steal(Value::fromObject(names));
    int64_t position = 0, i = 0;
    Value key, value;
    while (dictNext(kwargs, position, key, value)) {
        if (!isStr(key)) {
            // The rest of the tuple stays null; the tuple is released below.
            for (int64_t j = i; j < names->size; ++j)
                names->items()[j] = noneValue();
            raise(gTypeError, "keywords must be strings");
            return false;
        }
        incref(key);
        names->items()[i++] = key;
        values.push_back(value);
    }
    return true;
}

// ---- Calls under sys.monitoring (the CALL twins) ----

// True when some tool wants C_RETURN or C_RAISE in `code`.
inline bool wantsCEvents(const Code* code) {
    return monitor::codeWants(code, monitor::Event::CReturn) ||
           monitor::codeWants(code, monitor::Event::CRaise);
}

// True when calling `callable` runs a Python frame directly (a function,
// or a bound method of one): its PY_START / PY_RETURN say how it went, and
// CPython 3.13 reports no C_RETURN / C_RAISE for it.
inline bool reachesPythonFrame(Value callable, Value selfOrNull) {
    if (isFunction(callable)) return true;
    // A bound method is unpacked only when no self is on the stack (the
    // `with` exit calls a bound __exit__ with None in that slot).
    return selfOrNull.isNull() && isMethod(callable) && isFunction(asMethod(callable)->function);
}

// After the twin called something other than a Python function:
// C_RAISE when it failed, else C_RETURN. False when a callback raised
// (its exception is then pending, and the call's result is dropped).
[[gnu::noinline]] bool reportNativeCallEnd(Frame* frame, const uint16_t* instr, Value callable,
                                           Value first, bool failed) {
    return monitor::fireCodeEvent(failed ? monitor::Event::CRaise : monitor::Event::CReturn, frame,
                                  instr, callable, first);
}

// SEND's delegation to `receiver` returned `value`. A generator's return
// is STOP_ITERATION; an iterator written in Python ended by raising
// StopIteration, which CPython 3.13 reports as RAISE in this frame (a
// builtin iterator just runs out: nothing).
[[gnu::noinline]] bool reportStopIteration(Frame* frame, const uint16_t* instr, Value receiver,
                                           Value sent, Value value) {
    monitor::Event event = monitor::Event::StopIteration;
    if (!isGenerator(receiver)) {
        if (!isHeapType(typeOf(receiver)) && sent.is(noneValue())) return true;
        event = monitor::Event::Raise;
    }
    if (!monitor::codeWants(frame->code, event)) return true;
    raiseWithValue(gStopIteration, value);
    if (!monitor::fireCodeEvent(event, frame, instr)) return false;
    clearPendingException();
    return true;
}

// FOR_ITER found `iterator` exhausted (once per loop). An iterator written
// in Python raised StopIteration to say so, which CPython 3.13 reports as
// RAISE here; a generator's return is STOP_ITERATION, except under the
// BRANCH twin (`branchTwin`), whose generic step CPython 3.13 does not
// report it from.
[[gnu::noinline]] void reportLoopEnd(Frame* frame, const uint16_t* instr, Value iterator,
                                     bool branchTwin) {
    monitor::Event event = monitor::Event::Raise;
    if (isGenerator(iterator)) {
        if (branchTwin) return;
        event = monitor::Event::StopIteration;
    } else if (!isHeapType(typeOf(iterator))) {
        return;
    }
    if (!monitor::codeWants(frame->code, event)) return;
    raiseWithValue(gStopIteration, noneValue());
    if (event == monitor::Event::Raise) {
        monitor::onRaise(frame, instr, false);
    } else {
        (void)monitor::fireCodeEvent(event, frame, instr);
    }
    clearPendingException();
}

// CALL_FUNCTION_EX's call of a callable that is not a Python function,
// with the arguments normalised (a tuple, and a dict or null).
[[gnu::noinline]] Ref callWithTupleAndDict(Value callable, Value args, Value kwargs) {
    std::vector<Value> values;
    Ref kwnames;
    if (!flattenCallArguments(asTuple(args), kwargs.isNull() ? nullptr : asDict(kwargs), values,
                              kwnames)) {
        return nullptr;
    }
    size_t positional = static_cast<size_t>(asTuple(args)->size);
    return call(callable, values.data(), positional,
                kwnames.isNull() ? nullptr : asTuple(kwnames.get()));
}

[[gnu::noinline]] Ref formatSimple(Value value) {
    if (isExactType(value, &gStrType)) return Ref::borrow(value);
    Ref empty = strFromAscii("");
    if (empty.isNull()) return nullptr;
    return format(value, empty.get());
}

[[gnu::noinline]] Ref convertValue(Value value, int conversion) {
    switch (static_cast<Conversion>(conversion)) {
    case Conversion::Str:
        return str(value);
    case Conversion::Repr:
        return repr(value);
    case Conversion::Ascii:
        return ascii(value);
    case Conversion::None:
        break;
    }
    return raise(gSystemError, "unexpected conversion flag %d", conversion);
}

[[gnu::noinline]] bool setFunctionAttribute(Function* function, int flag, Value value) {
    switch (flag) {
    case kFunctionDefaults:
        incref(value);
        if (function->defaults != nullptr) decref(function->defaults);
        function->defaults = asTuple(value);
        return true;
    case kFunctionKwDefaults:
        incref(value);
        if (function->kwdefaults != nullptr) decref(function->kwdefaults);
        function->kwdefaults = asDict(value);
        return true;
    case kFunctionAnnotations: {
        Value old = function->annotations;
        incref(value);
        function->annotations = value;
        decref(old);
        return true;
    }
    case kFunctionClosure:
        incref(value);
        if (function->closure != nullptr) decref(function->closure);
        function->closure = asTuple(value);
        return true;
    default:
        break;
    }
    raise(gSystemError, "unknown function attribute flag %d", flag);
    return false;
}

// GET_YIELD_FROM_ITER
[[gnu::noinline]] Ref yieldFromIter(Code* code, Value iterable) {
    if (isGenerator(iterable)) return Ref::borrow(iterable);
    return getIter(iterable);
}

// SEND for anything but a running-capable generator: next() or .send(v).
// Returns Yield with the produced value, Return with the value the
// sub-iterator returned, or Error.
[[gnu::noinline]] SendResult sendTo(Value receiver, Value value, Ref& result) {
    if (isGenerator(receiver)) return generatorSend(asGenerator(receiver), value, result);
    Type* type = typeOf(receiver);
    if (value.is(noneValue()) && type->next != nullptr) {
        if (isHeapType(type)) {
            // A class's __next__ may return a value through StopIteration.
            result = callMethod(receiver, TAIPAN_NAME("__next__"), nullptr, 0);
        } else {
            result = type->next(receiver);
        }
    } else {
        result = callMethod(receiver, TAIPAN_NAME("send"), &value, 1);
    }
    if (!result.isNull()) return SendResult::Yield;
    if (!hasPendingException()) {
        result = noneRef();
        return SendResult::Return;
    }
    if (pendingExceptionMatches(gStopIteration)) {
        Ref error = takePendingException();
        Value returned = static_cast<StopIterationObject*>(error.object())->value;
        result = Ref::borrow(returned.isNull() ? noneValue() : returned);
        return SendResult::Return;
    }
    return SendResult::Error;
}

// The dispatch table must name a label for each opcode the loop handles;
// opcodes a newer opcodes.def adds before this file handles them dispatch to
// a clean fatal error (and a unit test lists them) instead of breaking the
// build. Keep this list in the order of opcodes.def.
// clang-format off
#define TAIPAN_HANDLED_OPCODES(X)                                                                 \
    X(CACHE) X(NOP) X(RESUME) X(EXTENDED_ARG) X(POP_TOP) X(PUSH_NULL) X(COPY) X(SWAP)             \
    X(LOAD_CONST) X(LOAD_FAST) X(LOAD_FAST_CHECK) X(LOAD_FAST_AND_CLEAR) X(STORE_FAST)            \
    X(DELETE_FAST) X(MAKE_CELL) X(COPY_FREE_VARS) X(LOAD_DEREF) X(STORE_DEREF) X(DELETE_DEREF)    \
    X(LOAD_FROM_DICT_OR_DEREF) X(LOAD_FROM_DICT_OR_GLOBALS) X(LOAD_LOCALS) X(LOAD_NAME)           \
    X(STORE_NAME) X(DELETE_NAME) X(LOAD_GLOBAL) X(STORE_GLOBAL) X(DELETE_GLOBAL) X(LOAD_ATTR)     \
    X(STORE_ATTR) X(DELETE_ATTR) X(LOAD_SUPER_ATTR) X(BINARY_OP) X(UNARY_NEGATIVE)                \
    X(UNARY_INVERT) X(UNARY_NOT) X(TO_BOOL) X(COMPARE_OP) X(IS_OP) X(CONTAINS_OP)                 \
    X(BINARY_SUBSCR) X(STORE_SUBSCR) X(DELETE_SUBSCR) X(BINARY_SLICE) X(STORE_SLICE)              \
    X(BUILD_SLICE) X(BUILD_TUPLE) X(BUILD_LIST) X(BUILD_SET) X(BUILD_MAP)                         \
    X(BUILD_CONST_KEY_MAP) X(BUILD_STRING) X(LIST_APPEND) X(SET_ADD) X(MAP_ADD) X(LIST_EXTEND)    \
    X(SET_UPDATE) X(DICT_UPDATE) X(DICT_MERGE) X(UNPACK_SEQUENCE) X(UNPACK_EX)                    \
    X(FORMAT_SIMPLE) X(FORMAT_WITH_SPEC) X(CONVERT_VALUE) X(JUMP_FORWARD) X(JUMP_BACKWARD)        \
    X(JUMP_BACKWARD_NO_INTERRUPT) X(POP_JUMP_IF_FALSE) X(POP_JUMP_IF_TRUE) X(POP_JUMP_IF_NONE)    \
    X(POP_JUMP_IF_NOT_NONE) X(GET_ITER) X(FOR_ITER) X(END_FOR) X(CALL) X(CALL_KW)                 \
    X(CALL_FUNCTION_EX) X(CALL_INTRINSIC_1) X(CALL_INTRINSIC_2) X(MAKE_FUNCTION)                  \
    X(SET_FUNCTION_ATTRIBUTE) X(RETURN_VALUE) X(RETURN_CONST) X(LOAD_BUILD_CLASS)                 \
    X(SETUP_ANNOTATIONS) X(RAISE_VARARGS) X(RERAISE) X(PUSH_EXC_INFO) X(POP_EXCEPT)               \
    X(CHECK_EXC_MATCH) X(CHECK_EG_MATCH) X(LOAD_ASSERTION_ERROR) X(BEFORE_WITH)                   \
    X(WITH_EXCEPT_START) X(CLEANUP_THROW) X(RETURN_GENERATOR) X(YIELD_VALUE) X(SEND)              \
    X(END_SEND) X(GET_YIELD_FROM_ITER) X(GET_LEN) X(MATCH_SEQUENCE) X(MATCH_MAPPING)            \
    X(MATCH_KEYS) X(MATCH_CLASS) X(IMPORT_NAME) X(IMPORT_FROM)                                    \
    /* Specialized variants (vm/specialize.h). */                                                 \
    X(RESUME_CHECK) X(LOAD_GLOBAL_MODULE) X(LOAD_GLOBAL_BUILTIN) X(LOAD_ATTR_INSTANCE_VALUE)      \
    X(LOAD_ATTR_SLOT) X(LOAD_ATTR_METHOD_NO_DICT) X(LOAD_ATTR_METHOD_WITH_DICT)                   \
    X(LOAD_ATTR_NONDESCRIPTOR) X(LOAD_ATTR_CLASS) X(LOAD_ATTR_MODULE) X(LOAD_ATTR_PROPERTY)       \
    X(STORE_ATTR_INSTANCE_VALUE) X(STORE_ATTR_SLOT) X(STORE_ATTR_INSTANCE_DICT) X(LOAD_SUPER_ATTR_ATTR)                       \
    X(LOAD_SUPER_ATTR_METHOD) X(BINARY_OP_ADD_INT) X(BINARY_OP_SUBTRACT_INT)                      \
    X(BINARY_OP_MULTIPLY_INT) X(BINARY_OP_OTHER_INT) X(BINARY_OP_ADD_FLOAT) X(BINARY_OP_SUBTRACT_FLOAT)                  \
    X(BINARY_OP_MULTIPLY_FLOAT) X(BINARY_OP_TRUE_DIVIDE_FLOAT) X(BINARY_OP_ADD_UNICODE)           \
    X(TO_BOOL_BOOL) X(TO_BOOL_INT) X(TO_BOOL_NONE) X(TO_BOOL_LIST) X(TO_BOOL_STR)                 \
    X(COMPARE_OP_INT) X(COMPARE_OP_FLOAT) X(COMPARE_OP_STR) X(CONTAINS_OP_DICT)                   \
    X(CONTAINS_OP_SET) X(BINARY_SUBSCR_LIST_INT) X(BINARY_SUBSCR_TUPLE_INT)                       \
    X(BINARY_SUBSCR_DICT) X(BINARY_SUBSCR_STR_INT) X(STORE_SUBSCR_LIST_INT) X(STORE_SUBSCR_DICT)  \
    X(UNPACK_SEQUENCE_TWO_TUPLE) X(UNPACK_SEQUENCE_TUPLE) X(UNPACK_SEQUENCE_LIST)                 \
    X(FOR_ITER_LIST) X(FOR_ITER_TUPLE) X(FOR_ITER_RANGE) X(FOR_ITER_GEN) X(CALL_PY_EXACT_ARGS)    \
    X(CALL_BOUND_METHOD_EXACT_ARGS) X(CALL_PY_GENERAL) X(CALL_ALLOC_AND_ENTER_INIT)               \
    X(CALL_BUILTIN) X(CALL_METHOD_DESCRIPTOR) X(CALL_LEN) X(CALL_ISINSTANCE) X(CALL_TYPE_1)       \
    X(CALL_LIST_APPEND) X(CALL_NON_PY_GENERAL)                                                     \
    /* Instrumented twins (vm/monitor/instrument.h). */                                           \
    X(INSTRUMENTED_RESUME) X(INSTRUMENTED_RETURN_VALUE) X(INSTRUMENTED_RETURN_CONST)              \
    X(INSTRUMENTED_YIELD_VALUE) X(INSTRUMENTED_CALL) X(INSTRUMENTED_CALL_KW)                      \
    X(INSTRUMENTED_CALL_FUNCTION_EX) X(INSTRUMENTED_LOAD_SUPER_ATTR) X(INSTRUMENTED_JUMP_FORWARD) X(INSTRUMENTED_JUMP_BACKWARD)   \
    X(INSTRUMENTED_POP_JUMP_IF_FALSE) X(INSTRUMENTED_POP_JUMP_IF_TRUE)                            \
    X(INSTRUMENTED_POP_JUMP_IF_NONE) X(INSTRUMENTED_POP_JUMP_IF_NOT_NONE) X(INSTRUMENTED_FOR_ITER) \
    /* Markers. */                                                                                \
    X(INSTRUMENTED_LINE) X(INSTRUMENTED_LINE_C1) X(INSTRUMENTED_LINE_C4) X(INSTRUMENTED_LINE_C7)  \
    X(INSTRUMENTED_LINE_C8) X(INSTRUMENTED_LINE_C10) X(INSTRUMENTED_INSTRUCTION)                  \
    X(INSTRUMENTED_INSTRUCTION_C1) X(INSTRUMENTED_INSTRUCTION_C4) X(INSTRUMENTED_INSTRUCTION_C7)  \
    X(INSTRUMENTED_INSTRUCTION_C8) X(INSTRUMENTED_INSTRUCTION_C10)
// clang-format on

constexpr bool kHandled[kOpcodeCount] = {
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache) false,
#define TAIPAN_SPECIALIZED(name, family) false,
#include "vm/opcodes.def"
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
};

} // namespace

std::vector<std::string> unhandledOpcodes() {
    bool handled[kOpcodeCount] = {};
#define TAIPAN_MARK(name) handled[static_cast<int>(Opcode::name)] = true;
    TAIPAN_HANDLED_OPCODES(TAIPAN_MARK)
#undef TAIPAN_MARK
    std::vector<std::string> missing;
    for (int i = 0; i < kOpcodeCount; ++i) {
        if (!handled[i] && !kHandled[i]) missing.emplace_back(opcodeName(static_cast<Opcode>(i)));
    }
    return missing;
}

bool handlePendingSignals() {
    if (!gSigintPending) return true;
    gSigintPending = 0;
    raiseObject(Value::fromObject(gKeyboardInterrupt));
    return false;
}

void installSignalHandlers() {
    // Like CPython, take over SIGINT only when it has its default action: a
    // process started with SIGINT ignored (a background job of a
    // non-interactive shell, `nohup`) keeps ignoring it.
    struct sigaction current {};
    if (sigaction(SIGINT, nullptr, &current) == 0 && current.sa_handler == SIG_IGN) return;
    struct sigaction action {};
    action.sa_handler = sigintHandler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGINT, &action, nullptr);
}

// =====================================================================================
// Rules for correctness (read before changing the loop)
//
//  1. `frame->instrPtr` is the instruction being executed: DISPATCH stores it
//     before every handler runs, so tracebacks, f_lineno and the exception
//     table always see the right instruction, even when a callee inspects
//     the stack. A frame waiting on a call therefore points at its CALL;
//     the callee's return resumes it after that instruction and its caches.
//  2. `sp` lives in a local; it is written to `frame->stackPointer` only when
//     the frame stops executing (a call pushes another frame, a yield, an
//     unwind out of it). Nothing outside the loop reads a stack pointer of
//     an executing frame.
//  3. Cached pointers (`code`, `localsPlus`, `consts`, `names`) belong to
//     `frame`; every switch of frame (call, return, unwind into the caller)
//     reloads them with LOAD_FRAME. A frame never moves while it exists
//     (the frame stack grows in chunks; generator frames live in their
//     generator), so `localsPlus` stays valid across native calls.
//  4. Any native call can run arbitrary Python code (__del__, __eq__, ...),
//     including code that changes the locals' *values* through frame
//     objects; never keep a borrowed Value from a local or stack slot across
//     a call unless the slot keeps it alive (take a Ref).
//  5. Every handler leaves the stack consistent before `goto error` (inputs
//     it consumed are released, `sp` lowered). `error` adds this frame's
//     traceback entry; re-raising paths (bare raise, RERAISE, CLEANUP_THROW)
//     go to `exceptionUnwind` directly so the traceback is not extended twice.
//  6. Frames are linked through `previous`; `vmThread().current` is the frame
//     executing now and must be updated on every switch, before anything
//     that can run Python code (zero-argument super, tracebacks and the
//     class-creation hook read it).
//  7. Python recursion is counted when a frame starts (startFrame) and
//     released on every way out of it (return, yield, RETURN_GENERATOR,
//     unwind): the check is part of the call sequence, not of every
//     instruction. Native re-entry (evalFrame itself) checks the C++ stack.
//  8. Checks for pending work and (later) instrumentation happen only in
//     RESUME (one compare against the code's version word) and, for loops,
//     JUMP_BACKWARD (flag bits only). Nothing else in the loop asks whether
//     tracing is on; RETURN_VALUE checks nothing (DESIGN §2 rules 2, 5).
//  9. Inline cache units after an instruction are skipped by TARGET itself,
//     so `next` in a handler is already the unit after the caches: jump
//     offsets are relative to it.
// 10. Never leave a handler that owns Ref locals through a computed `goto *`:
//     it skips their destructors. DISPATCH and GOTO_ERROR are plain gotos;
//     only EXTENDED_ARG (which owns nothing) jumps through the table itself.
// =====================================================================================

Ref evalFrame(Frame* entryFrame, bool throwing) {
    VmThread& thread = vmThread();
    ThreadState& tstate = threadState();

    // Registers of the loop (rule 3).
    Frame* frame = entryFrame;
    Code* code = nullptr;
    Value* localsPlus = nullptr;
    const Value* consts = nullptr;
    Tuple* names = nullptr;
    Value* sp = nullptr;
    const uint16_t* next = nullptr;
    const uint16_t* thisInstr = nullptr;
    int opcode = 0;
    uint32_t oparg = 0;
    Value returnValue;
    bool nativeEntered = false;
    // Set by a jump whose destination's LINE marker must stay silent
    // (vm/monitor/instrument.h: jumpArrivalLine); the marker clears it.
    bool skipLineMarker = false;

#if TAIPAN_COMPUTED_GOTO
    static void* dispatchTable[kOpcodeCount];
    static bool dispatchTableReady = false;
    if (TAIPAN_UNLIKELY(!dispatchTableReady)) {
        for (int i = 0; i < kOpcodeCount; ++i)
            dispatchTable[i] = &&unknownOpcode;
#define TAIPAN_FILL(name) dispatchTable[static_cast<int>(Opcode::name)] = &&TARGET_##name;
        TAIPAN_HANDLED_OPCODES(TAIPAN_FILL)
#undef TAIPAN_FILL
        dispatchTableReady = true;
    }
#define TARGET(name)                                                                               \
    TARGET_##name : STAT_EXECUTION(Opcode::name);                                                  \
    next += kCacheSizes[static_cast<int>(Opcode::name)];
#define DISPATCH_OPCODE() goto* dispatchTable[opcode]
#else
#define TARGET(name)                                                                               \
    case Opcode::name:                                                                             \
        STAT_EXECUTION(Opcode::name);                                                              \
        next += kCacheSizes[static_cast<int>(Opcode::name)];
#define DISPATCH_OPCODE() goto dispatchOpcode
#endif
#ifdef TAIPAN_STATS
#define STAT_EXECUTION(op) statsCountExecution(static_cast<int>(op))
#else
#define STAT_EXECUTION(op) ((void)0)
#endif

// ---- Quickening (vm/specialize.h) ----
// The instruction being executed, writable: the specializer rewrites it.
#define INSTR() (const_cast<uint16_t*>(thisInstr))
// First thing in the handler of a generic adaptive instruction: count down,
// and when the count is spent let `specializer` (an expression calling the
// family's specializer) rewrite the instruction, then run the rewritten
// instruction instead. Declares nothing, so specialized variants can jump
// past it to the family's GENERIC label.
#define ADAPTIVE(specializer)                                                                      \
    do {                                                                                           \
        uint16_t& counter_ = INSTR()[1 + cache::kCounter];                                         \
        if (TAIPAN_UNLIKELY(counter_ < (1u << kCounterShift))) {                                   \
            if (specializer) goto redispatchOriginal;                                              \
        } else {                                                                                   \
            counter_ = static_cast<uint16_t>(counter_ - (1u << kCounterShift));                    \
        }                                                                                          \
    } while (0)
// Where a specialized variant continues when a guard fails (a miss): the
// family's generic code, with `next` already past the shared cache.
#define GENERIC(family) generic_##family:
#define DEOPT_IF(condition, family)                                                                \
    do {                                                                                           \
        if (TAIPAN_UNLIKELY(condition)) {                                                          \
            specializationMiss(INSTR());                                                           \
            goto generic_##family;                                                                 \
        }                                                                                          \
    } while (0)
#define CACHE() (thisInstr + 1)
// Pops the top `count` slots, releasing what they own (nulls included),
// deepest first.
#define RELEASE_TOP(count)                                                                         \
    do {                                                                                           \
        Value* base_ = sp - (count);                                                               \
        for (Value* p_ = base_; p_ < sp; ++p_)                                                     \
            decref(*p_);                                                                           \
        sp = base_;                                                                                \
    } while (0)

#define FETCH()                                                                                    \
    do {                                                                                           \
        thisInstr = next;                                                                          \
        frame->instrPtr = next;                                                                    \
        uint16_t unit_ = *next++;                                                                  \
        opcode = unit_ & 0xFF;                                                                     \
        oparg = unit_ >> 8;                                                                        \
    } while (0)
// Rule 10: handlers leave through an ordinary `goto`, which runs the
// destructors of their Ref locals; the indirect jump happens at `dispatch`
// (the compiler duplicates it into each predecessor, so threading is kept).
#define DISPATCH() goto dispatch

#define LOAD_FRAME()                                                                               \
    do {                                                                                           \
        code = frame->code;                                                                        \
        localsPlus = frame->localsPlus();                                                          \
        consts = code->consts->items();                                                            \
        names = code->names;                                                                       \
    } while (0)

#define TOP() (sp[-1])
#define SECOND() (sp[-2])
#define PEEK(n) (sp[-static_cast<ptrdiff_t>(n)])
#define PUSH(v) (*sp++ = (v))
#define POP() (*--sp)
#define NAME(i) asStr(names->items()[(i)])
#define GOTO_ERROR() goto error
// Continues in a frame the call sequence has pushed (vm/call.cpp): the
// caller's stack is saved, the callee linked above it, and the loop starts
// the callee at its RESUME without C++ recursion.
#define ENTER_CALLEE(callee)                                                                       \
    do {                                                                                           \
        frame->stackPointer = sp;                                                                  \
        (callee)->previous = frame;                                                                \
        (callee)->isEntry = false;                                                                 \
        thread.current = (callee);                                                                 \
        frame = (callee);                                                                          \
        goto startFrame;                                                                           \
    } while (0)

    // Native re-entry: the C++ stack must have room for another loop.
    if (TAIPAN_UNLIKELY(!stackHasRoom())) {
        raise(gRecursionError, "maximum recursion depth exceeded");
        frame->isEntry = true;
        frame->previous = thread.current;
        thread.current = frame;
        sp = frame->stackPointer;
        goto exitUnwindUncounted;
    }
    nativeEntered = true;
    ++thread.evalDepth;

    frame->isEntry = true;
    frame->previous = thread.current;
    thread.current = frame;

    if (throwing) {
        if (!enterPythonFrame()) {
            sp = frame->stackPointer;
            goto exitUnwindUncounted;
        }
        frame->executing = true;
        LOAD_FRAME();
        sp = frame->stackPointer;
        next = frame->instrPtr;
        // The exception appears at the suspension point (the YIELD_VALUE,
        // or RETURN_GENERATOR for a generator that never started).
        thisInstr = next > code->code ? next - 1 : next;
        frame->instrPtr = thisInstr;
        // This entry bypasses RESUME (DESIGN §6.1): bring the code up to
        // date here, then PY_THROW.
        if (TAIPAN_UNLIKELY((code->versionWord & ~kCodeEntryInstrumented) !=
                            (gEvalBreaker.load(std::memory_order_relaxed) &
                             ~uintptr_t(kEvalBreakerFlagsMask)))) {
            bringUpToDate(code);
        }
        if (monitor::isMonitored(code)) monitor::onThrow(frame, thisInstr);
        goto error;
    }

startFrame:
    // Rule 7: the recursion check of the call sequence (enterPythonFrame,
    // inline: every call runs it).
    if (TAIPAN_UNLIKELY(tstate.pythonDepth >= tstate.recursionLimit)) goto recursionTooDeep;
    ++tstate.pythonDepth;
    frame->executing = true;
    LOAD_FRAME();
    sp = frame->stackPointer;
    next = frame->instrPtr;
    goto dispatch;

recursionTooDeep:
    raise(gRecursionError, "maximum recursion depth exceeded");
    sp = frame->stackPointer;
    goto exitUnwindUncounted;

    // A specialized call whose callee's entry is instrumented for a lone
    // native tool (DESIGN §2 rule 4, rule 11): the call reports PY_START
    // itself, with the frame started and standing at its RESUME, and the
    // frame goes on after the RESUME twin, saving its dispatch.
startFrameReportingEntry:
    if (TAIPAN_UNLIKELY(tstate.pythonDepth >= tstate.recursionLimit)) goto recursionTooDeep;
    ++tstate.pythonDepth;
    frame->executing = true;
    LOAD_FRAME();
    sp = frame->stackPointer;
    frame->instrPtr = code->code;
    monitor::reportNativeEntry(frame);
    next = code->code + 1;

dispatch:
    FETCH();
#if TAIPAN_COMPUTED_GOTO
    DISPATCH_OPCODE();
#endif
    // Runs the instruction at thisInstr again as it now stands (a RESUME
    // that bringing its code up to date made a twin), keeping the argument
    // EXTENDED_ARG may have widened.
redispatch:
    next = thisInstr + 1;
    opcode = *thisInstr & 0xFF;
#if TAIPAN_COMPUTED_GOTO
    DISPATCH_OPCODE();
#else
    goto dispatchOpcode;
#endif
    // Runs the instruction beneath the instrumentation layers at thisInstr
    // (the original, generic or specialized): where a twin continues after
    // reporting, and where a specializer's rewrite continues (it rewrote the
    // original, not a layer: vm/monitor/instrument.h).
redispatchOriginal:
    next = thisInstr + 1;
    opcode = monitor::kMonitoringCompiled ? monitor::originalOpcode(code, thisInstr)
                                          : (*thisInstr & 0xFF);
#if TAIPAN_COMPUTED_GOTO
    DISPATCH_OPCODE();
#else
dispatchOpcode:
    switch (static_cast<Opcode>(opcode)) {
#endif

    // ---- Structure -------------------------------------------------------------------

    TARGET(CACHE) {
        goto unknownOpcode;
    }

    TARGET(NOP) {
        DISPATCH();
    }

    TARGET(RESUME) {
        // Only code that was never quickened runs this: the code's version
        // word is all ones, so the slow path quickens it (every RESUME
        // becomes RESUME_CHECK) and then does any pending work.
        if (!resumeSlowPath(code)) GOTO_ERROR();
        // Instrumenting may have made this very RESUME a twin: run it.
        if (isInstrumentedResume(*thisInstr)) goto redispatch;
        DISPATCH();
    }

    TARGET(RESUME_CHECK) {
        // DESIGN §2 rules 1–3: the one check at every entry and resumption.
        // One load and one compare cover a newer instrumentation version, a
        // pending signal, a pending collection and the step budget.
        if (TAIPAN_UNLIKELY(gEvalBreaker.load(std::memory_order_relaxed) != code->versionWord)) {
            if (!resumeSlowPath(code)) GOTO_ERROR();
            if (isInstrumentedResume(*thisInstr)) goto redispatch;
        }
        DISPATCH();
    }

    // ---- Instrumented twins (vm/monitor/instrument.h) ----
    // When routeEvent says Python (the one tool wanting the event here has a
    // plain Python function as its callback), the twin runs it in this loop
    // like a call (no native
    // re-entry, no generic binding); its return (kReturnToEvent in
    // returnFromFrame) looks at the result and runs the original
    // instruction. `first` and `second` are the callback's arguments after
    // code and offset (null: fewer).
#define TAIPAN_INLINE_CALLBACK(route, event, first, second)                                        \
    do {                                                                                           \
        if ((route) == monitor::Route::Python && oparg <= 0xFF) {                                  \
            const SoleTool& sole_ = code->monitoring->sole[static_cast<int>(event)];               \
            Frame* callee_ =                                                                       \
                monitor::pushInlineCallback(sole_.python, frame, thisInstr, (first), (second));    \
            if (callee_ == nullptr) GOTO_ERROR();                                                  \
            TAIPAN_ENTER_EVENT_CALLBACK(callee_, __builtin_ctz(sole_.toolBits), (event));          \
        }                                                                                          \
    } while (0)
// sys.settrace or sys.setprofile alone wanting the event at this site
// (`tools`): their function runs inline like the callbacks above
// (vm/monitor/legacy.h). `what` (a LegacyInline) says whether the general
// path must still report the event.
#define TAIPAN_LEGACY_CALLBACK(event, tools, first, line, what)                                    \
    TAIPAN_LEGACY_CALLBACK_IF(oparg <= 0xFF, event, tools, first, line, what)
// The same when `fits` (the instruction the frame continues at has a
// one-unit argument: the return path reads it again).
#define TAIPAN_LEGACY_CALLBACK_IF(fits, event, tools, first, line, what)                           \
    do {                                                                                           \
        int legacyTool_ = (fits) ? monitor::soleLegacyTool(tools) : -1;                            \
        if (legacyTool_ >= 0 && !monitor::gInCallback) {                                           \
            Frame* callee_ = nullptr;                                                              \
            (what) = monitor::pushLegacyCallback(legacyTool_, (event), frame, (first), (line),     \
                                                 &callee_);                                        \
            if ((what) == monitor::LegacyInline::Pushed)                                           \
                TAIPAN_ENTER_EVENT_CALLBACK(callee_, legacyTool_, (event));                        \
        }                                                                                          \
    } while (0)
// Enters the frame of a callback run inline for (tool, event); its return
// is kReturnToEvent's in returnFromFrame.
#define TAIPAN_ENTER_EVENT_CALLBACK(callee, tool, event)                                           \
    do {                                                                                           \
        (callee)->returnKind = kReturnToEvent;                                                     \
        (callee)->callbackTool = static_cast<uint8_t>(tool);                                       \
        (callee)->callbackEvent = static_cast<uint8_t>(event);                                     \
        monitor::gInCallback = true;                                                               \
        ENTER_CALLEE(callee);                                                                      \
    } while (0)
// The whole report of a twin's event with one value (PY_START, PY_RETURN,
// PY_YIELD ...): its site's one tool as the code's SoleTool says (a native
// callback, an inline Python callback or legacy function, which continue in
// their frame), else every tool; then the statement after it.
#define TAIPAN_REPORT(event, value)                                                                \
    do {                                                                                           \
        monitor::Route route_ = monitor::routeEvent((event), frame, thisInstr, (value));           \
        TAIPAN_INLINE_CALLBACK(route_, (event), (value), Value());                                 \
        if (route_ == monitor::Route::Legacy) {                                                    \
            monitor::LegacyInline what_ = monitor::LegacyInline::General;                          \
            TAIPAN_LEGACY_CALLBACK((event), monitor::siteEventTools(code, thisInstr), (value), 0,  \
                                   what_);                                                         \
            if (what_ != monitor::LegacyInline::General) route_ = monitor::Route::Done;            \
        }                                                                                          \
        if (route_ != monitor::Route::Done &&                                                      \
            !monitor::fireSiteEvent((event), frame, thisInstr, (value)))                           \
            GOTO_ERROR();                                                                          \
    } while (0)

    TARGET(INSTRUMENTED_RESUME) {
        // RESUME_CHECK's compare first (the code's version word carries
        // kCodeEntryInstrumented, which the compare leaves out): bringing
        // the code up to date may remove this twin.
        if (TAIPAN_UNLIKELY(gEvalBreaker.load(std::memory_order_relaxed) !=
                            (code->versionWord & ~kCodeEntryInstrumented))) {
            if (!resumeSlowPath(code)) GOTO_ERROR();
            if (!isInstrumentedResume(*thisInstr)) DISPATCH();
        }
        monitor::Event event =
            (oparg & 3) == 0 ? monitor::Event::PyStart : monitor::Event::PyResume;
        frame->stackPointer = sp; // an f_lineno assignment looks at the stack
        TAIPAN_REPORT(event, Value());
        if (TAIPAN_UNLIKELY(monitor::takeJump(frame))) goto jumpedByTracer;
        DISPATCH();
    }

    TARGET(INSTRUMENTED_RETURN_VALUE) {
        TAIPAN_REPORT(monitor::Event::PyReturn, TOP());
        goto generic_RETURN_VALUE;
    }

    TARGET(INSTRUMENTED_RETURN_CONST) {
        TAIPAN_REPORT(monitor::Event::PyReturn, consts[oparg]);
        goto generic_RETURN_CONST;
    }

    TARGET(INSTRUMENTED_YIELD_VALUE) {
        // As in CPython, the generator is suspended already while PY_YIELD
        // (settrace's 'return') is reported: gi_running is False there. A
        // callback that raises makes it running again (error:).
        generatorOfFrame(frame)->state = GeneratorState::Suspended;
        frame->stackPointer = sp; // an f_lineno assignment looks at the stack
        TAIPAN_REPORT(monitor::Event::PyYield, TOP());
        if (TAIPAN_UNLIKELY(monitor::takeJump(frame))) goto yieldAfterJump;
        goto generic_YIELD_VALUE;
    }

    // CALL: the callable and the first argument (self for a method call),
    // then the original call, which keeps specializing (DESIGN §2 rule 9).
    // When a tool wants C_RETURN / C_RAISE and the callable is not a Python
    // function, the twin makes the call itself to report how it ended.
    TARGET(INSTRUMENTED_CALL)
    TARGET(INSTRUMENTED_CALL_KW) {
        // Stack: callable, self-or-null, oparg arguments[, kwnames]. (The
        // CALL label adds its cache size before falling into this one.)
        bool keywords = opcode == static_cast<int>(Opcode::INSTRUMENTED_CALL_KW);
        Value* args = sp - oparg - (keywords ? 1 : 0);
        Value callable = args[-2];
        Value selfOrNull = args[-1];
        Value first = !selfOrNull.isNull() ? selfOrNull : oparg > 0 ? args[0] : Value();
        bool toPython = reachesPythonFrame(callable, selfOrNull);
        bool cEvents = wantsCEvents(code) && !toPython;
        // A native tool alone (the profiler) is called directly, as the
        // other twins do (TAIPAN_REPORT), unless it only wants the calls of
        // builtins and this one reaches a Python frame.
        monitor::Route route =
            toPython && monitor::callSkipsPythonFunctions(code)
                ? monitor::Route::Done
                : monitor::routeEvent(monitor::Event::Call, frame, thisInstr, callable);
        if (!cEvents) {
            TAIPAN_INLINE_CALLBACK(route, monitor::Event::Call, callable,
                                   first.isNull() ? monitor::missingSentinel() : first);
        }
        if (route != monitor::Route::Done &&
            !monitor::fireSiteEvent(monitor::Event::Call, frame, thisInstr, callable, first))
            GOTO_ERROR();
        if (TAIPAN_LIKELY(!cEvents)) goto redispatchOriginal;
        Tuple* kwnames = keywords ? asTuple(TOP()) : nullptr;
        Value* callArgs = args;
        size_t positional = oparg - (keywords ? static_cast<size_t>(kwnames->size) : 0);
        if (!selfOrNull.isNull()) {
            --callArgs;
            ++positional;
        }
        size_t flags = selfOrNull.isNull() ? kCallArgsOffsetFlag : 0;
        Ref result = call(callable, callArgs, positional | flags, kwnames);
        if (!reportNativeCallEnd(frame, thisInstr, callable, first, result.isNull())) {
            result = Ref();
        }
        RELEASE_TOP(oparg + 2 + (keywords ? 1 : 0));
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(INSTRUMENTED_CALL_FUNCTION_EX) {
        // Stack: callable, null, args, [kwargs].
        Value* base = sp - 3 - (oparg & 1);
        Value callable = base[0];
        Value selfOrNull = base[1];
        Value positional = base[2];
        Value first;
        if (isTuple(positional) && asTuple(positional)->size > 0) {
            first = asTuple(positional)->items()[0];
        }
        if (!monitor::fireSiteEvent(monitor::Event::Call, frame, thisInstr, callable, first))
            GOTO_ERROR();
        if (TAIPAN_LIKELY(!wantsCEvents(code) || reachesPythonFrame(callable, selfOrNull)))
            goto redispatchOriginal;
        Ref kwargs = (oparg & 1) ? Ref::steal(POP()) : Ref();
        Ref callArgs = Ref::steal(POP());
        Ref selfSlot = Ref::steal(POP()); // never set by the compiler for this call
        Ref callableRef = Ref::steal(POP());
        if (!normaliseCallArguments(callableRef.get(), callArgs, kwargs)) GOTO_ERROR();
        Ref result = callWithTupleAndDict(callableRef.get(), callArgs.get(), kwargs.get());
        if (!reportNativeCallEnd(frame, thisInstr, callableRef.get(), first, result.isNull())) {
            result = Ref();
        }
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(INSTRUMENTED_LOAD_SUPER_ATTR) {
        // Stack: super, class, self. The two-argument form passes the class.
        Value callable = PEEK(3);
        Value first = (oparg & 2) ? SECOND() : Value();
        if (!monitor::fireSiteEvent(monitor::Event::Call, frame, thisInstr, callable, first))
            GOTO_ERROR();
        if (TAIPAN_LIKELY(!wantsCEvents(code))) goto redispatchOriginal;
        Ref self = Ref::steal(POP());
        Ref cls = Ref::steal(POP());
        Ref globalSuper = Ref::steal(POP());
        Value args[2] = {cls.get(), self.get()};
        Ref superObject = call(globalSuper.get(), args, (oparg & 2) ? 2 : 0);
        if (!reportNativeCallEnd(frame, thisInstr, globalSuper.get(), first,
                                 superObject.isNull())) {
            superObject = Ref();
        }
        if (superObject.isNull()) GOTO_ERROR();
        Ref attribute = getAttr(superObject.get(), NAME(oparg >> 2));
        if (attribute.isNull()) GOTO_ERROR();
        PUSH(attribute.release());
        if (oparg & 1) PUSH(Value());
        DISPATCH();
    }

    // A jump or branch twin's report: `fired` reports JUMP, or BRANCH and
    // BRANCH_LEFT / BRANCH_RIGHT (false when a callback raised), then the
    // LINE its arrival at `dest` reports for the destination
    // (vm/monitor/instrument.h: jumpArrivalLine), with the frame already
    // there. A trace function alone wanting it runs inline and the frame
    // continues at `dest` when it returns.
#define TAIPAN_JUMP_REPORT(fired, dest)                                                            \
    do {                                                                                           \
        if (!(fired)) GOTO_ERROR();                                                                \
        const uint16_t* lineAt_ =                                                                  \
            monitor::jumpArrivalLine(frame, thisInstr, (dest), skipLineMarker);                    \
        if (lineAt_ != nullptr) {                                                                  \
            frame->instrPtr = lineAt_;                                                             \
            frame->stackPointer = sp;                                                              \
            monitor::LegacyInline what_ = monitor::LegacyInline::General;                          \
            const MonitoredSite& site_ = code->monitoring->sites[lineAt_ - code->code];            \
            TAIPAN_LEGACY_CALLBACK_IF(lineAt_ == (dest), monitor::Event::Line, site_.lineTools,    \
                                      Value(), site_.line, what_);                                 \
            if (what_ == monitor::LegacyInline::General) {                                         \
                if (!monitor::fireLine(frame, lineAt_)) GOTO_ERROR();                              \
                if (TAIPAN_UNLIKELY(monitor::takeJump(frame))) goto jumpedByTracer;                \
            }                                                                                      \
        }                                                                                          \
    } while (0)

    TARGET(INSTRUMENTED_JUMP_FORWARD) {
        const uint16_t* dest = next + oparg;
        TAIPAN_JUMP_REPORT(monitor::fireJumpEvent(monitor::Event::Jump, frame, thisInstr, dest),
                           dest);
        next = const_cast<uint16_t*>(dest);
        DISPATCH();
    }

    TARGET(INSTRUMENTED_JUMP_BACKWARD) {
        const uint16_t* dest = next - oparg;
        TAIPAN_JUMP_REPORT(monitor::fireJumpEvent(monitor::Event::Jump, frame, thisInstr, dest),
                           dest);
        next = const_cast<uint16_t*>(dest);
        if (TAIPAN_UNLIKELY(gEvalBreaker.load(std::memory_order_relaxed) & kEvalBreakerFlagsMask)) {
            if (!handleEvalBreaker()) GOTO_ERROR();
        }
        DISPATCH();
    }

    // The four conditional jumps decide the branch here, then report it.
    TARGET(INSTRUMENTED_POP_JUMP_IF_FALSE)
    TARGET(INSTRUMENTED_POP_JUMP_IF_TRUE)
    TARGET(INSTRUMENTED_POP_JUMP_IF_NONE)
    TARGET(INSTRUMENTED_POP_JUMP_IF_NOT_NONE) {
        Opcode family = opcodeFamily(static_cast<Opcode>(monitor::originalOpcode(code, thisInstr)));
        Ref condition = Ref::steal(POP());
        bool taken = false;
        if (family == Opcode::POP_JUMP_IF_NONE || family == Opcode::POP_JUMP_IF_NOT_NONE) {
            taken = condition.get().is(noneValue()) == (family == Opcode::POP_JUMP_IF_NONE);
        } else {
            int truth = truthy(condition.get());
            if (truth < 0) GOTO_ERROR();
            taken = (truth == 1) == (family == Opcode::POP_JUMP_IF_TRUE);
        }
        const uint16_t* dest = taken ? next + oparg : next;
        TAIPAN_JUMP_REPORT(monitor::fireBranchEvent(frame, thisInstr, dest, taken), dest);
        next = const_cast<uint16_t*>(dest);
        DISPATCH();
    }

    // FOR_ITER's step done generically (the specialized variant, if any,
    // waits beneath), then BRANCH to the body or past the loop.
    TARGET(INSTRUMENTED_FOR_ITER) {
        Value iterator = TOP();
        Ref item = iterNext(iterator);
        const uint16_t* dest = next;
        if (item.isNull()) {
            if (hasPendingException()) {
                if (!pendingExceptionMatches(gStopIteration)) GOTO_ERROR();
                clearPendingException();
            }
            reportLoopEnd(frame, thisInstr, iterator, true);
            dest = next + oparg;
            dest += 1 + cacheSizeOf(*dest);
        } else {
            PUSH(item.release());
        }
        // CPython 3.13 reports the end of a loop one instruction further:
        // past the END_FOR and the POP_TOP after it.
        const uint16_t* reported = dest == next ? dest : dest + 1 + cacheSizeOf(*dest);
        TAIPAN_JUMP_REPORT(monitor::fireBranchEvent(frame, thisInstr, reported, dest != next),
                           dest);
        next = const_cast<uint16_t*>(dest);
        DISPATCH();
    }

    // LINE: the marker reports the line (unless the jump that arrived here
    // said it is the same line), then runs what lies beneath.
    TARGET(INSTRUMENTED_LINE)
    TARGET(INSTRUMENTED_LINE_C1)
    TARGET(INSTRUMENTED_LINE_C4)
    TARGET(INSTRUMENTED_LINE_C7)
    TARGET(INSTRUMENTED_LINE_C8)
    TARGET(INSTRUMENTED_LINE_C10) {
        if (skipLineMarker) {
            skipLineMarker = false;
        } else {
            frame->stackPointer = sp; // an f_lineno assignment looks at the stack
            monitor::LegacyInline what = monitor::LegacyInline::General;
            const MonitoredSite& site = code->monitoring->sites[thisInstr - code->code];
            TAIPAN_LEGACY_CALLBACK(monitor::Event::Line, site.lineTools, Value(), site.line, what);
            if (what == monitor::LegacyInline::General) {
                if (!monitor::fireLine(frame, thisInstr)) GOTO_ERROR();
                if (TAIPAN_UNLIKELY(monitor::takeJump(frame))) goto jumpedByTracer;
            }
        }
        next = thisInstr + 1;
        opcode = monitor::belowLine(code, thisInstr);
        DISPATCH_OPCODE();
    }

    // A trace function assigned f_lineno during a 'line' event
    // (objects/traceback.cpp): the frame continues at its new instruction,
    // with the value stack the assignment left, and that instruction's line
    // marker stays silent (the line was reported).
jumpedByTracer : {
    sp = frame->stackPointer;
    next = frame->instrPtr;
    skipLineMarker = monitor::isLineMarker(*next);
    DISPATCH();
}

    TARGET(INSTRUMENTED_INSTRUCTION)
    TARGET(INSTRUMENTED_INSTRUCTION_C1)
    TARGET(INSTRUMENTED_INSTRUCTION_C4)
    TARGET(INSTRUMENTED_INSTRUCTION_C7)
    TARGET(INSTRUMENTED_INSTRUCTION_C8)
    TARGET(INSTRUMENTED_INSTRUCTION_C10) {
        if (!monitor::fireInstruction(frame, thisInstr)) GOTO_ERROR();
        next = thisInstr + 1;
        opcode = monitor::belowInstruction(code, thisInstr);
        DISPATCH_OPCODE();
    }

    TARGET(EXTENDED_ARG) {
        thisInstr = next;
        frame->instrPtr = next;
        uint16_t unit = *next++;
        opcode = unit & 0xFF;
        oparg = (oparg << 8) | (unit >> 8);
        DISPATCH_OPCODE();
    }

    // ---- Stack -----------------------------------------------------------------------

    TARGET(POP_TOP) {
        decref(POP());
        DISPATCH();
    }

    TARGET(PUSH_NULL) {
        PUSH(Value());
        DISPATCH();
    }

    TARGET(COPY) {
        Value v = PEEK(oparg);
        incref(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(SWAP) {
        Value top = TOP();
        TOP() = PEEK(oparg);
        PEEK(oparg) = top;
        DISPATCH();
    }

    // ---- Constants and variables -------------------------------------------------------

    TARGET(LOAD_CONST) {
        Value v = consts[oparg];
        incref(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(LOAD_FAST) {
        // The compiler emits LOAD_FAST only where the local is bound; the
        // check costs one compare and turns a compiler bug into an
        // exception rather than a crash.
        Value v = localsPlus[oparg];
        if (TAIPAN_UNLIKELY(v.isNull())) {
            raiseUnboundLocal(code, static_cast<int>(oparg));
            GOTO_ERROR();
        }
        incref(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(LOAD_FAST_CHECK) {
        Value v = localsPlus[oparg];
        if (v.isNull()) {
            raiseUnboundLocal(code, static_cast<int>(oparg));
            GOTO_ERROR();
        }
        incref(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(LOAD_FAST_AND_CLEAR) {
        PUSH(localsPlus[oparg]);
        localsPlus[oparg] = Value();
        DISPATCH();
    }

    TARGET(STORE_FAST) {
        Value old = localsPlus[oparg];
        localsPlus[oparg] = POP();
        decref(old);
        DISPATCH();
    }

    TARGET(DELETE_FAST) {
        Value old = localsPlus[oparg];
        if (old.isNull()) {
            raiseUnboundLocal(code, static_cast<int>(oparg));
            GOTO_ERROR();
        }
        localsPlus[oparg] = Value();
        decref(old);
        DISPATCH();
    }

    TARGET(MAKE_CELL) {
        Value initial = localsPlus[oparg];
        Ref cell = cellNew(initial);
        if (cell.isNull()) GOTO_ERROR();
        localsPlus[oparg] = cell.release();
        decref(initial);
        DISPATCH();
    }

    TARGET(COPY_FREE_VARS) {
        Tuple* closure = frame->function != nullptr ? frame->function->closure : nullptr;
        int first = code->nlocalsPlus - static_cast<int>(oparg);
        for (uint32_t i = 0; i < oparg; ++i) {
            Value cell = closure != nullptr ? closure->items()[i] : Value();
            incref(cell);
            Value old = localsPlus[first + static_cast<int>(i)];
            localsPlus[first + static_cast<int>(i)] = cell;
            decref(old);
        }
        DISPATCH();
    }

    TARGET(LOAD_DEREF) {
        Value contents = asCell(localsPlus[oparg])->contents;
        if (contents.isNull()) {
            raiseUnboundDeref(code, static_cast<int>(oparg));
            GOTO_ERROR();
        }
        incref(contents);
        PUSH(contents);
        DISPATCH();
    }

    TARGET(STORE_DEREF) {
        Cell* cell = asCell(localsPlus[oparg]);
        Value old = cell->contents;
        cell->contents = POP();
        decref(old);
        DISPATCH();
    }

    TARGET(DELETE_DEREF) {
        Cell* cell = asCell(localsPlus[oparg]);
        Value old = cell->contents;
        if (old.isNull()) {
            raiseUnboundDeref(code, static_cast<int>(oparg));
            GOTO_ERROR();
        }
        cell->contents = Value();
        decref(old);
        DISPATCH();
    }

    TARGET(LOAD_FROM_DICT_OR_DEREF) {
        Ref mapping = Ref::steal(POP());
        Str* name = localName(code, static_cast<int>(oparg));
        Ref value;
        if (!mappingLookup(mapping.get(), name, value)) GOTO_ERROR();
        if (value.isNull()) {
            Value contents = asCell(localsPlus[oparg])->contents;
            if (contents.isNull()) {
                raiseUnboundDeref(code, static_cast<int>(oparg));
                GOTO_ERROR();
            }
            value = Ref::borrow(contents);
        }
        PUSH(value.release());
        DISPATCH();
    }

    TARGET(LOAD_FROM_DICT_OR_GLOBALS) {
        Ref mapping = Ref::steal(POP());
        Str* name = NAME(oparg);
        Ref value;
        if (!mappingLookup(mapping.get(), name, value)) GOTO_ERROR();
        if (value.isNull()) {
            if (!globalLookup(frame->globals, frame->builtins, name, value)) GOTO_ERROR();
            if (value.isNull()) {
                raiseNameError(name);
                GOTO_ERROR();
            }
        }
        PUSH(value.release());
        DISPATCH();
    }

    TARGET(LOAD_LOCALS) {
        if (frame->locals.isNull()) {
            raise(gSystemError, "no locals found");
            GOTO_ERROR();
        }
        incref(frame->locals);
        PUSH(frame->locals);
        DISPATCH();
    }

    TARGET(LOAD_NAME) {
        Str* name = NAME(oparg);
        if (frame->locals.isNull()) {
            Ref text = repr(Value::fromObject(name));
            raise(gSystemError, "no locals when loading %s",
                  text.isNull() ? "?" : utf8(text.get()).c_str());
            GOTO_ERROR();
        }
        Ref value;
        if (!mappingLookup(frame->locals, name, value)) GOTO_ERROR();
        if (value.isNull()) {
            if (!globalLookup(frame->globals, frame->builtins, name, value)) GOTO_ERROR();
            if (value.isNull()) {
                raiseNameError(name);
                GOTO_ERROR();
            }
        }
        PUSH(value.release());
        DISPATCH();
    }

    TARGET(STORE_NAME) {
        Str* name = NAME(oparg);
        Ref value = Ref::steal(POP());
        if (frame->locals.isNull()) {
            Ref text = repr(Value::fromObject(name));
            raise(gSystemError, "no locals found when storing %s",
                  text.isNull() ? "?" : utf8(text.get()).c_str());
            GOTO_ERROR();
        }
        bool ok = isExactType(frame->locals, &gDictType)
                      ? dictSetStr(asDict(frame->locals), name, value.get())
                      : setItem(frame->locals, Value::fromObject(name), value.get());
        if (!ok) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(DELETE_NAME) {
        Str* name = NAME(oparg);
        if (frame->locals.isNull()) {
            Ref text = repr(Value::fromObject(name));
            raise(gSystemError, "no locals when deleting %s",
                  text.isNull() ? "?" : utf8(text.get()).c_str());
            GOTO_ERROR();
        }
        if (!delItem(frame->locals, Value::fromObject(name))) {
            if (pendingExceptionMatches(gKeyError)) {
                clearPendingException();
                raiseNameError(name);
            }
            GOTO_ERROR();
        }
        DISPATCH();
    }

    TARGET(LOAD_GLOBAL) {
        ADAPTIVE(specializeLoadGlobal(INSTR(), NAME(oparg >> 1), frame->globals, frame->builtins));
        GENERIC(LOAD_GLOBAL)
        Str* name = NAME(oparg >> 1);
        Value found = dictGetStr(frame->globals, name);
        Ref value;
        if (TAIPAN_LIKELY(!found.isNull())) {
            value = Ref::borrow(found);
        } else {
            if (!globalLookup(frame->globals, frame->builtins, name, value)) GOTO_ERROR();
            if (value.isNull()) {
                raiseNameError(name);
                GOTO_ERROR();
            }
        }
        PUSH(value.release());
        if (oparg & 1) PUSH(Value());
        DISPATCH();
    }

    TARGET(LOAD_GLOBAL_MODULE) {
        // Dict versions are unique over all dicts, so an equal version means
        // the same globals with the same keys at the same entries.
        Dict* globals = frame->globals;
        DEOPT_IF(globals->version != readCache64(CACHE() + cache::kGlobalsVersion), LOAD_GLOBAL);
        Value value = dictTableOf(globals)->entries()[CACHE()[cache::kGlobalIndex]].value;
        incref(value);
        PUSH(value);
        if (oparg & 1) PUSH(Value());
        DISPATCH();
    }

    TARGET(LOAD_GLOBAL_BUILTIN) {
        // The globals still lack the name, and the builtins still hold it.
        Dict* builtins = frame->builtins;
        DEOPT_IF(frame->globals->version != readCache64(CACHE() + cache::kGlobalsVersion),
                 LOAD_GLOBAL);
        DEOPT_IF(builtins->version != readCache64(CACHE() + cache::kBuiltinsVersion), LOAD_GLOBAL);
        Value value = dictTableOf(builtins)->entries()[CACHE()[cache::kGlobalIndex]].value;
        incref(value);
        PUSH(value);
        if (oparg & 1) PUSH(Value());
        DISPATCH();
    }

    TARGET(STORE_GLOBAL) {
        Ref value = Ref::steal(POP());
        if (!dictSetStr(frame->globals, NAME(oparg), value.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(DELETE_GLOBAL) {
        Str* name = NAME(oparg);
        int removed = dictDelItem(frame->globals, Value::fromObject(name));
        if (removed < 0) GOTO_ERROR();
        if (removed == 0) {
            raiseNameError(name);
            GOTO_ERROR();
        }
        DISPATCH();
    }

    // ---- Attributes ----------------------------------------------------------------

    TARGET(LOAD_ATTR) {
        ADAPTIVE(specializeLoadAttr(INSTR(), TOP(), NAME(oparg >> 1), (oparg & 1) != 0));
        GENERIC(LOAD_ATTR)
        Str* name = NAME(oparg >> 1);
        Ref owner = Ref::steal(POP());
        if (oparg & 1) {
            bool unbound = false;
            Ref attribute = loadMethod(owner.get(), name, unbound);
            if (attribute.isNull()) GOTO_ERROR();
            PUSH(attribute.release());
            PUSH(unbound ? owner.release() : Value());
        } else {
            Ref attribute = getAttr(owner.get(), name);
            if (attribute.isNull()) GOTO_ERROR();
            PUSH(attribute.release());
        }
        DISPATCH();
    }

    // The specialized attribute loads replace the owner on top with the
    // attribute (and push the null "self" slot in the method form), or push
    // (method, owner) for a method.
#define TAIPAN_ATTR_RESULT(owner, value)                                                           \
    do {                                                                                           \
        incref(value);                                                                             \
        TOP() = (value);                                                                           \
        decref(owner);                                                                             \
        if (oparg & 1) PUSH(Value());                                                              \
        DISPATCH();                                                                                \
    } while (0)
    TARGET(LOAD_ATTR_INSTANCE_VALUE) {
        Value owner = TOP();
        DEOPT_IF(typeOf(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 LOAD_ATTR);
        // The type (and so its layout) is the one specialized for: the
        // instance has a dict slot.
        Dict* dict = *instanceDictSlot(owner.object());
        DEOPT_IF(dict == nullptr, LOAD_ATTR);
        DictEntry* entry =
            dictEntryIfKey(dict, CACHE()[cache::kAttrIndex], names->items()[oparg >> 1]);
        DEOPT_IF(entry == nullptr, LOAD_ATTR);
        Value value = entry->value;
        TAIPAN_ATTR_RESULT(owner, value);
    }

    TARGET(LOAD_ATTR_SLOT) {
        Value owner = TOP();
        DEOPT_IF(typeOf(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 LOAD_ATTR);
        auto offset = static_cast<int64_t>(readCache64(CACHE() + cache::kAttrPointer));
        Value value = *reinterpret_cast<Value*>(reinterpret_cast<char*>(owner.object()) + offset);
        DEOPT_IF(value.isNull(), LOAD_ATTR); // unset: the generic path raises
        incref(value);
        TOP() = value;
        decref(owner);
        DISPATCH();
    }

    TARGET(LOAD_ATTR_METHOD_NO_DICT) {
        Value owner = TOP();
        DEOPT_IF(typeOf(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 LOAD_ATTR);
        Value method = cachedObject(CACHE() + cache::kAttrPointer);
        incref(method);
        TOP() = method;
        PUSH(owner);
        DISPATCH();
    }

    TARGET(LOAD_ATTR_METHOD_WITH_DICT) {
        Value owner = TOP();
        DEOPT_IF(typeOf(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 LOAD_ATTR);
        Dict* dict = *instanceDictSlot(owner.object());
        DEOPT_IF(dict != nullptr && !dictGetStr(dict, NAME(oparg >> 1)).isNull(), LOAD_ATTR);
        Value method = cachedObject(CACHE() + cache::kAttrPointer);
        incref(method);
        TOP() = method;
        PUSH(owner);
        DISPATCH();
    }

    TARGET(LOAD_ATTR_NONDESCRIPTOR) {
        Value owner = TOP();
        DEOPT_IF(typeOf(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 LOAD_ATTR);
        if (owner.isObject()) {
            Dict** slot = instanceDictSlot(owner.object());
            DEOPT_IF(slot != nullptr && *slot != nullptr &&
                         !dictGetStr(*slot, NAME(oparg >> 1)).isNull(),
                     LOAD_ATTR);
        }
        Value value = cachedObject(CACHE() + cache::kAttrPointer);
        TAIPAN_ATTR_RESULT(owner, value);
    }

    TARGET(LOAD_ATTR_CLASS) {
        Value owner = TOP();
        DEOPT_IF(typeOf(owner) != &gTypeType ||
                     asType(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 LOAD_ATTR);
        Value value = cachedObject(CACHE() + cache::kAttrPointer);
        TAIPAN_ATTR_RESULT(owner, value);
    }

    TARGET(LOAD_ATTR_MODULE) {
        Value owner = TOP();
        DEOPT_IF(typeOf(owner) != &gModuleType, LOAD_ATTR);
        Dict* dict = asModule(owner)->dict;
        DEOPT_IF(dict->version != readCache64(CACHE() + cache::kAttrPointer), LOAD_ATTR);
        Value value = dictTableOf(dict)->entries()[CACHE()[cache::kAttrIndex]].value;
        TAIPAN_ATTR_RESULT(owner, value);
    }

    TARGET(LOAD_ATTR_PROPERTY) {
        // The getter runs as a call: its frame returns into this frame,
        // which continues after this instruction with the result pushed.
        Value owner = TOP();
        DEOPT_IF(typeOf(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 LOAD_ATTR);
        auto* getter = static_cast<Function*>(readCachePointer(CACHE() + cache::kAttrPointer));
        Frame* callee = pushFunctionFrame(getter, &owner, 1, nullptr);
        decref(POP());
        if (callee == nullptr) GOTO_ERROR();
        ENTER_CALLEE(callee);
    }

    TARGET(STORE_ATTR) {
        ADAPTIVE(specializeStoreAttr(INSTR(), TOP(), NAME(oparg)));
        GENERIC(STORE_ATTR)
        Ref owner = Ref::steal(POP());
        Ref value = Ref::steal(POP());
        if (!setAttr(owner.get(), NAME(oparg), value.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(STORE_ATTR_INSTANCE_VALUE) {
        // Replaces the value at the cached entry: the keys do not change,
        // so neither does the dict's version.
        Value owner = TOP();
        DEOPT_IF(typeOf(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 STORE_ATTR);
        Dict* dict = *instanceDictSlot(owner.object());
        DEOPT_IF(dict == nullptr, STORE_ATTR);
        DictEntry* entry = dictEntryIfKey(dict, CACHE()[cache::kAttrIndex], names->items()[oparg]);
        DEOPT_IF(entry == nullptr, STORE_ATTR);
        Value old = entry->value;
        entry->value = SECOND();
        sp -= 2;
        decref(old);
        decref(owner);
        DISPATCH();
    }

    TARGET(STORE_ATTR_INSTANCE_DICT) {
        // No descriptor can intervene (the type is unchanged), so the store
        // goes to the instance dict without the MRO walk.
        DEOPT_IF(typeOf(TOP())->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 STORE_ATTR);
        Ref owner = Ref::steal(POP());
        Ref value = Ref::steal(POP());
        Dict* dict = instanceDict(owner.get());
        if (dict == nullptr || !dictSetStr(dict, NAME(oparg), value.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(STORE_ATTR_SLOT) {
        Value owner = TOP();
        DEOPT_IF(typeOf(owner)->versionTag != readCache32(CACHE() + cache::kTypeVersion),
                 STORE_ATTR);
        auto offset = static_cast<int16_t>(CACHE()[cache::kAttrIndex]);
        Value* field = reinterpret_cast<Value*>(reinterpret_cast<char*>(owner.object()) + offset);
        Value old = *field;
        *field = SECOND();
        sp -= 2;
        decref(old);
        decref(owner);
        DISPATCH();
    }

    TARGET(DELETE_ATTR) {
        Ref owner = Ref::steal(POP());
        if (!delAttr(owner.get(), NAME(oparg))) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(LOAD_SUPER_ATTR) {
        ADAPTIVE(specializeLoadSuperAttr(INSTR(), PEEK(3), SECOND(), NAME(oparg >> 2),
                                         (oparg & 1) != 0));
        GENERIC(LOAD_SUPER_ATTR)
        Ref self = Ref::steal(POP());
        Ref cls = Ref::steal(POP());
        Ref globalSuper = Ref::steal(POP());
        Str* name = NAME(oparg >> 2);
        Ref superObject;
        if (globalSuper.get().is(Value::fromObject(&gSuperType)) && isType(cls.get())) {
            superObject = superNew(asType(cls.get()), self.get());
        } else {
            Value args[2] = {cls.get(), self.get()};
            superObject = call(globalSuper.get(), args, (oparg & 2) ? 2 : 0);
        }
        if (superObject.isNull()) GOTO_ERROR();
        Ref attribute = getAttr(superObject.get(), name);
        if (attribute.isNull()) GOTO_ERROR();
        PUSH(attribute.release());
        if (oparg & 1) PUSH(Value());
        DISPATCH();
    }

    // super().name without a super object: the name is looked up along
    // type(self)'s MRO after the class. Anything unusual (self not an
    // instance of the class, the name not found) takes the generic path.
    TARGET(LOAD_SUPER_ATTR_ATTR) {
        Value self = TOP(), cls = SECOND();
        DEOPT_IF(!PEEK(3).is(Value::fromObject(&gSuperType)) || !isType(cls), LOAD_SUPER_ATTR);
        Value descriptor = superLookup(asType(cls), self, NAME(oparg >> 2));
        DEOPT_IF(descriptor.isNull(), LOAD_SUPER_ATTR);
        Ref keep = Ref::borrow(descriptor);
        DescrGetFn get = typeOf(descriptor)->descrGet;
        Ref attribute = get != nullptr ? get(descriptor, self, Value::fromObject(typeOf(self)))
                                       : std::move(keep);
        RELEASE_TOP(3);
        if (attribute.isNull()) GOTO_ERROR();
        PUSH(attribute.release());
        DISPATCH();
    }

    TARGET(LOAD_SUPER_ATTR_METHOD) {
        Value self = TOP(), cls = SECOND();
        DEOPT_IF(!PEEK(3).is(Value::fromObject(&gSuperType)) || !isType(cls), LOAD_SUPER_ATTR);
        Value descriptor = superLookup(asType(cls), self, NAME(oparg >> 2));
        DEOPT_IF(descriptor.isNull(), LOAD_SUPER_ATTR);
        if (typeOf(descriptor)->flags & kTypeMethodDescriptor) {
            // (function, self): the call passes self without a bound method.
            incref(descriptor);
            Value globalSuper = PEEK(3);
            PEEK(3) = descriptor;
            PEEK(2) = self;
            sp -= 1;
            decref(cls);
            decref(globalSuper);
            DISPATCH();
        }
        Ref keep = Ref::borrow(descriptor);
        DescrGetFn get = typeOf(descriptor)->descrGet;
        Ref attribute = get != nullptr ? get(descriptor, self, Value::fromObject(typeOf(self)))
                                       : std::move(keep);
        RELEASE_TOP(3);
        if (attribute.isNull()) GOTO_ERROR();
        PUSH(attribute.release());
        PUSH(Value());
        DISPATCH();
    }

    // ---- Operators -------------------------------------------------------------------

    TARGET(BINARY_OP) {
        ADAPTIVE(specializeBinaryOp(INSTR(), SECOND(), TOP(),
                                    static_cast<int>(oparg & (kBinaryOpInplaceFlag - 1))));
        GENERIC(BINARY_OP)
        Value right = TOP();
        Value left = SECOND();
        Ref result;
        int op = static_cast<int>(oparg & (kBinaryOpInplaceFlag - 1));
        if (left.isSmallInt() && right.isSmallInt() &&
            (op == static_cast<int>(BinaryOp::Add) || op == static_cast<int>(BinaryOp::Sub))) {
            // Small ints are at most 63 bits, so the sum fits in int64_t.
            int64_t a = left.smallInt(), b = right.smallInt();
            int64_t r = op == static_cast<int>(BinaryOp::Add) ? a + b : a - b;
            result = intFromInt64(r);
        } else if (oparg & kBinaryOpInplaceFlag) {
            result = inplaceOp(left, right, static_cast<BinaryOp>(op));
        } else {
            result = binaryOp(left, right, static_cast<BinaryOp>(op));
        }
        decref(POP());
        decref(POP());
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    // Small-int arithmetic: the result of + and - always fits in int64_t
    // (small ints have 63 bits); * is checked for overflow, which is a miss
    // (the generic code makes the big int).
    // Replaces the two small-int operands with `value` (small ints own
    // nothing, so nothing is released).
#define TAIPAN_INT_RESULT(value)                                                                   \
    do {                                                                                           \
        int64_t value_ = (value);                                                                  \
        sp -= 1;                                                                                   \
        if (TAIPAN_LIKELY(Value::fitsSmallInt(value_))) {                                          \
            TOP() = Value::fromSmallInt(value_);                                                   \
            DISPATCH();                                                                            \
        }                                                                                          \
        Ref big_ = intFromInt64(value_);                                                           \
        if (big_.isNull()) {                                                                       \
            sp -= 1;                                                                               \
            GOTO_ERROR();                                                                          \
        }                                                                                          \
        TOP() = big_.release();                                                                    \
        DISPATCH();                                                                                \
    } while (0)

    TARGET(BINARY_OP_ADD_INT) {
        Value right = TOP(), left = SECOND();
        DEOPT_IF(!(left.isSmallInt() && right.isSmallInt()), BINARY_OP);
        TAIPAN_INT_RESULT(left.smallInt() + right.smallInt());
    }

    TARGET(BINARY_OP_SUBTRACT_INT) {
        Value right = TOP(), left = SECOND();
        DEOPT_IF(!(left.isSmallInt() && right.isSmallInt()), BINARY_OP);
        TAIPAN_INT_RESULT(left.smallInt() - right.smallInt());
    }

    TARGET(BINARY_OP_MULTIPLY_INT) {
        Value right = TOP(), left = SECOND();
        DEOPT_IF(!(left.isSmallInt() && right.isSmallInt()), BINARY_OP);
        int64_t product = 0;
        DEOPT_IF(__builtin_mul_overflow(left.smallInt(), right.smallInt(), &product), BINARY_OP);
        TAIPAN_INT_RESULT(product);
    }

    TARGET(BINARY_OP_OTHER_INT) {
        // Python's semantics on 63-bit values; what would raise or leave
        // the fast path (division by zero, a negative or huge shift) is a
        // miss, and the generic code does it.
        Value right = TOP(), left = SECOND();
        DEOPT_IF(!(left.isSmallInt() && right.isSmallInt()), BINARY_OP);
        int64_t a = left.smallInt(), b = right.smallInt();
        switch (static_cast<BinaryOp>(oparg & (kBinaryOpInplaceFlag - 1))) {
        case BinaryOp::FloorDiv: {
            DEOPT_IF(b == 0, BINARY_OP);
            int64_t quotient = a / b;
            if (a % b != 0 && ((a < 0) != (b < 0))) --quotient;
            TAIPAN_INT_RESULT(quotient);
        }
        case BinaryOp::Mod: {
            DEOPT_IF(b == 0, BINARY_OP);
            int64_t remainder = a % b;
            if (remainder != 0 && ((remainder < 0) != (b < 0))) remainder += b;
            TAIPAN_INT_RESULT(remainder);
        }
        case BinaryOp::And:
            TAIPAN_INT_RESULT(a & b);
        case BinaryOp::Or:
            TAIPAN_INT_RESULT(a | b);
        case BinaryOp::Xor:
            TAIPAN_INT_RESULT(a ^ b);
        case BinaryOp::RShift:
            DEOPT_IF(b < 0, BINARY_OP);
            TAIPAN_INT_RESULT(b >= 63 ? (a < 0 ? -1 : 0) : a >> b);
        case BinaryOp::LShift: {
            DEOPT_IF(b < 0 || b >= 63, BINARY_OP);
            int64_t shifted = static_cast<int64_t>(static_cast<uint64_t>(a) << b);
            DEOPT_IF((shifted >> b) != a, BINARY_OP); // bits lost: a big int
            TAIPAN_INT_RESULT(shifted);
        }
        case BinaryOp::TrueDiv: {
            // Correctly rounded when both convert exactly.
            constexpr int64_t kExact = int64_t(1) << 53;
            DEOPT_IF(b == 0 || a > kExact || a < -kExact || b > kExact || b < -kExact, BINARY_OP);
            Ref result = floatFromDouble(static_cast<double>(a) / static_cast<double>(b));
            if (result.isNull()) GOTO_ERROR();
            sp -= 1;
            TOP() = result.release();
            DISPATCH();
        }
        default:
            break;
        }
        DEOPT_IF(true, BINARY_OP);
    }
#undef TAIPAN_INT_RESULT

    // Float arithmetic: when the left operand's only reference is the
    // stack's, its object is reused for the result (no allocation).
#define TAIPAN_FLOAT_OP(expression)                                                                \
    Value right = TOP(), left = SECOND();                                                          \
    double a = 0, b = 0;                                                                           \
    DEOPT_IF(!floatOperands(left, right, a, b), BINARY_OP);                                        \
    double r = (expression);                                                                       \
    if (left.isObject() && left.object()->refcount == 1) {                                         \
        static_cast<Float*>(left.object())->value = r;                                             \
        sp -= 1;                                                                                   \
        decref(right);                                                                             \
        DISPATCH();                                                                                \
    }                                                                                              \
    Ref result = floatFromDouble(r);                                                               \
    if (result.isNull()) GOTO_ERROR();                                                             \
    sp -= 1;                                                                                       \
    TOP() = result.release();                                                                      \
    decref(left);                                                                                  \
    decref(right);                                                                                 \
    DISPATCH();

    TARGET(BINARY_OP_ADD_FLOAT){TAIPAN_FLOAT_OP(a + b)}

    TARGET(BINARY_OP_SUBTRACT_FLOAT){TAIPAN_FLOAT_OP(a - b)}

    TARGET(BINARY_OP_MULTIPLY_FLOAT){TAIPAN_FLOAT_OP(a * b)}

    TARGET(BINARY_OP_TRUE_DIVIDE_FLOAT) {
        // Division by zero takes the generic path, which raises.
        DEOPT_IF(TOP().is(Value::fromSmallInt(0)) ||
                     (isExactType(TOP(), &gFloatType) &&
                      static_cast<Float*>(TOP().object())->value == 0.0),
                 BINARY_OP);
        TAIPAN_FLOAT_OP(a / b)
    }
#undef TAIPAN_FLOAT_OP

    TARGET(BINARY_OP_ADD_UNICODE) {
        Value right = TOP(), left = SECOND();
        DEOPT_IF(!(isExactType(left, &gStrType) && isExactType(right, &gStrType)), BINARY_OP);
        Ref result = strConcat(left, right);
        sp -= 2;
        decref(left);
        decref(right);
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(UNARY_NEGATIVE) {
        Ref operand = Ref::steal(POP());
        Ref result = unaryOp(operand.get(), UnaryOp::Neg);
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(UNARY_INVERT) {
        Ref operand = Ref::steal(POP());
        Ref result = unaryOp(operand.get(), UnaryOp::Invert);
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(UNARY_NOT) {
        Value operand = TOP();
        int truth;
        if (operand.is(trueValue())) {
            truth = 1;
        } else if (operand.is(falseValue())) {
            truth = 0;
        } else {
            truth = truthy(operand);
            if (truth < 0) {
                decref(POP());
                GOTO_ERROR();
            }
        }
        decref(POP());
        PUSH(boolValue(truth == 0));
        DISPATCH();
    }

    TARGET(TO_BOOL) {
        ADAPTIVE(specializeToBool(INSTR(), TOP()));
        GENERIC(TO_BOOL)
        Value operand = TOP();
        if (operand.is(trueValue()) || operand.is(falseValue())) DISPATCH();
        int truth = truthy(operand);
        decref(POP());
        if (truth < 0) GOTO_ERROR();
        PUSH(boolValue(truth == 1));
        DISPATCH();
    }

    TARGET(TO_BOOL_BOOL) {
        DEOPT_IF(!(TOP().is(trueValue()) || TOP().is(falseValue())), TO_BOOL);
        DISPATCH();
    }

    TARGET(TO_BOOL_INT) {
        DEOPT_IF(!TOP().isSmallInt(), TO_BOOL);
        TOP() = boolValue(TOP().smallInt() != 0);
        DISPATCH();
    }

    TARGET(TO_BOOL_NONE) {
        DEOPT_IF(!TOP().is(noneValue()), TO_BOOL);
        TOP() = falseValue();
        DISPATCH();
    }

    TARGET(TO_BOOL_LIST) {
        Value operand = TOP();
        DEOPT_IF(!isExactType(operand, &gListType), TO_BOOL);
        TOP() = boolValue(asList(operand)->size != 0);
        decref(operand);
        DISPATCH();
    }

    TARGET(TO_BOOL_STR) {
        Value operand = TOP();
        DEOPT_IF(!isExactType(operand, &gStrType), TO_BOOL);
        TOP() = boolValue(asStr(operand)->length != 0);
        decref(operand);
        DISPATCH();
    }

    TARGET(COMPARE_OP) {
        ADAPTIVE(specializeCompareOp(INSTR(), SECOND(), TOP()));
        GENERIC(COMPARE_OP)
        Value right = TOP();
        Value left = SECOND();
        auto op = static_cast<CompareOp>(oparg >> kCompareOpShift);
        Ref result;
        if (left.isSmallInt() && right.isSmallInt()) {
            result = boolRef(compareOrdered(left.smallInt(), right.smallInt(), op));
        } else {
            result = compare(left, right, op);
        }
        decref(POP());
        decref(POP());
        if (result.isNull()) GOTO_ERROR();
        if ((oparg & kCompareToBoolFlag) && !result.get().is(trueValue()) &&
            !result.get().is(falseValue())) {
            int truth = truthy(result.get());
            if (truth < 0) GOTO_ERROR();
            result = boolRef(truth == 1);
        }
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(COMPARE_OP_INT) {
        Value right = TOP(), left = SECOND();
        DEOPT_IF(!(left.isSmallInt() && right.isSmallInt()), COMPARE_OP);
        sp -= 1;
        TOP() = boolValue(compareOrdered(left.smallInt(), right.smallInt(),
                                         static_cast<CompareOp>(oparg >> kCompareOpShift)));
        DISPATCH();
    }

    TARGET(COMPARE_OP_FLOAT) {
        // Python compares a float and an int exactly: an int converts
        // exactly only up to 2**53, so larger ones miss.
        Value right = TOP(), left = SECOND();
        double a = 0, b = 0;
        DEOPT_IF(!floatOperands(left, right, a, b) || !exactlyConverted(left) ||
                     !exactlyConverted(right),
                 COMPARE_OP);
        bool r = compareOrdered(a, b, static_cast<CompareOp>(oparg >> kCompareOpShift));
        sp -= 1;
        TOP() = boolValue(r);
        decref(left);
        decref(right);
        DISPATCH();
    }

    TARGET(COMPARE_OP_STR) {
        Value right = TOP(), left = SECOND();
        DEOPT_IF(!(isExactType(left, &gStrType) && isExactType(right, &gStrType)), COMPARE_OP);
        auto op = static_cast<CompareOp>(oparg >> kCompareOpShift);
        bool r;
        if (op == CompareOp::Eq || op == CompareOp::Ne) {
            r = strEquals(asStr(left), asStr(right)) == (op == CompareOp::Eq);
        } else {
            r = compareOrdered(strCompare(asStr(left), asStr(right)), 0, op);
        }
        sp -= 1;
        TOP() = boolValue(r);
        decref(left);
        decref(right);
        DISPATCH();
    }

    TARGET(IS_OP) {
        Value right = POP();
        Value left = POP();
        bool same = left.is(right);
        decref(left);
        decref(right);
        PUSH(boolValue(same != (oparg == 1)));
        DISPATCH();
    }

    TARGET(CONTAINS_OP) {
        ADAPTIVE(specializeContainsOp(INSTR(), TOP()));
        GENERIC(CONTAINS_OP)
        Ref container = Ref::steal(POP());
        Ref item = Ref::steal(POP());
        int found = contains(container.get(), item.get());
        if (found < 0) GOTO_ERROR();
        PUSH(boolValue((found == 1) != (oparg == 1)));
        DISPATCH();
    }

    TARGET(CONTAINS_OP_DICT) {
        DEOPT_IF(!isExactType(TOP(), &gDictType), CONTAINS_OP);
        Ref container = Ref::steal(POP());
        Ref item = Ref::steal(POP());
        Value found;
        if (!dictLookup(asDict(container.get()), item.get(), found)) GOTO_ERROR();
        PUSH(boolValue(found.isNull() == (oparg == 1)));
        DISPATCH();
    }

    TARGET(CONTAINS_OP_SET) {
        DEOPT_IF(!(isExactType(TOP(), &gSetType) || isExactType(TOP(), &gFrozenSetType)),
                 CONTAINS_OP);
        Ref container = Ref::steal(POP());
        Ref item = Ref::steal(POP());
        int found = setContains(static_cast<Set*>(container.get().object()), item.get());
        if (found < 0) GOTO_ERROR();
        PUSH(boolValue((found == 1) != (oparg == 1)));
        DISPATCH();
    }

    // ---- Subscripts and slices ---------------------------------------------------------

    TARGET(BINARY_SUBSCR) {
        ADAPTIVE(specializeBinarySubscr(INSTR(), SECOND(), TOP()));
        GENERIC(BINARY_SUBSCR)
        Ref key = Ref::steal(POP());
        Ref container = Ref::steal(POP());
        Ref result = getItem(container.get(), key.get());
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    // Indexing with a small int in range; anything else (a negative index
    // past the start, an index past the end) is a miss, and the generic code
    // raises CPython's IndexError.
    // Replaces (container, key) with the borrowed item, now owned.
#define TAIPAN_SUBSCR_RESULT(item)                                                                 \
    do {                                                                                           \
        Value item_ = (item);                                                                      \
        incref(item_);                                                                             \
        Value container_ = SECOND();                                                               \
        sp -= 1;                                                                                   \
        TOP() = item_;                                                                             \
        decref(container_);                                                                        \
        DISPATCH();                                                                                \
    } while (0)

    TARGET(BINARY_SUBSCR_LIST_INT) {
        Value container = SECOND();
        int64_t index = 0;
        DEOPT_IF(!isExactType(container, &gListType) ||
                     !smallIndexInRange(TOP(), asList(container)->size, index),
                 BINARY_SUBSCR);
        TAIPAN_SUBSCR_RESULT(asList(container)->items[index]);
    }

    TARGET(BINARY_SUBSCR_TUPLE_INT) {
        Value container = SECOND();
        int64_t index = 0;
        DEOPT_IF(!isExactType(container, &gTupleType) ||
                     !smallIndexInRange(TOP(), asTuple(container)->size, index),
                 BINARY_SUBSCR);
        TAIPAN_SUBSCR_RESULT(asTuple(container)->items()[index]);
    }
#undef TAIPAN_SUBSCR_RESULT

    TARGET(BINARY_SUBSCR_STR_INT) {
        Value container = SECOND();
        int64_t index = 0;
        DEOPT_IF(!isExactType(container, &gStrType) ||
                     !smallIndexInRange(TOP(), asStr(container)->length, index),
                 BINARY_SUBSCR);
        Str* string = asStr(container);
        Ref item = strSubstring(string, index, index + 1);
        if (item.isNull()) GOTO_ERROR();
        sp -= 1;
        TOP() = item.release();
        decref(container);
        DISPATCH();
    }

    TARGET(BINARY_SUBSCR_DICT) {
        DEOPT_IF(!isExactType(SECOND(), &gDictType), BINARY_SUBSCR);
        Ref key = Ref::steal(POP());
        Ref container = Ref::steal(POP());
        Value found;
        if (!dictLookup(asDict(container.get()), key.get(), found)) GOTO_ERROR();
        if (found.isNull()) {
            containers::raiseKeyError(key.get());
            GOTO_ERROR();
        }
        incref(found);
        PUSH(found);
        DISPATCH();
    }

    TARGET(STORE_SUBSCR) {
        ADAPTIVE(specializeStoreSubscr(INSTR(), SECOND(), TOP()));
        GENERIC(STORE_SUBSCR)
        Ref key = Ref::steal(POP());
        Ref container = Ref::steal(POP());
        Ref value = Ref::steal(POP());
        if (!setItem(container.get(), key.get(), value.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(STORE_SUBSCR_LIST_INT) {
        Value container = SECOND();
        int64_t index = 0;
        DEOPT_IF(!isExactType(container, &gListType) ||
                     !smallIndexInRange(TOP(), asList(container)->size, index),
                 STORE_SUBSCR);
        List* list = asList(container);
        Value old = list->items[index];
        list->items[index] = PEEK(3);
        sp -= 3;
        decref(old);
        decref(container);
        DISPATCH();
    }

    TARGET(STORE_SUBSCR_DICT) {
        DEOPT_IF(!isExactType(SECOND(), &gDictType), STORE_SUBSCR);
        Ref key = Ref::steal(POP());
        Ref container = Ref::steal(POP());
        Ref value = Ref::steal(POP());
        if (!dictSetItem(asDict(container.get()), key.get(), value.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(DELETE_SUBSCR) {
        Ref key = Ref::steal(POP());
        Ref container = Ref::steal(POP());
        if (!delItem(container.get(), key.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(BINARY_SLICE) {
        Ref stop = Ref::steal(POP());
        Ref start = Ref::steal(POP());
        Ref container = Ref::steal(POP());
        Ref slice = sliceNew(start.get(), stop.get(), noneValue());
        if (slice.isNull()) GOTO_ERROR();
        Ref result = getItem(container.get(), slice.get());
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(STORE_SLICE) {
        Ref stop = Ref::steal(POP());
        Ref start = Ref::steal(POP());
        Ref container = Ref::steal(POP());
        Ref value = Ref::steal(POP());
        Ref slice = sliceNew(start.get(), stop.get(), noneValue());
        if (slice.isNull()) GOTO_ERROR();
        if (!setItem(container.get(), slice.get(), value.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(BUILD_SLICE) {
        Ref step = oparg == 3 ? Ref::steal(POP()) : noneRef();
        Ref stop = Ref::steal(POP());
        Ref start = Ref::steal(POP());
        Ref slice = sliceNew(start.get(), stop.get(), step.get());
        if (slice.isNull()) GOTO_ERROR();
        PUSH(slice.release());
        DISPATCH();
    }

    // ---- Building containers and strings ---------------------------------------------

    TARGET(BUILD_TUPLE) {
        Tuple* tuple = tupleNewUninitialized(oparg);
        if (tuple == nullptr) GOTO_ERROR();
        // Ownership of the stack items moves into the tuple.
        sp -= oparg;
        for (uint32_t i = 0; i < oparg; ++i)
            tuple->items()[i] = sp[i];
        PUSH(Value::fromObject(tuple));
        DISPATCH();
    }

    TARGET(BUILD_LIST) {
        Ref list = listNew(oparg);
        if (list.isNull()) GOTO_ERROR();
        sp -= oparg;
        for (uint32_t i = 0; i < oparg; ++i)
            asList(list.get())->items[i] = sp[i];
        PUSH(list.release());
        DISPATCH();
    }

    TARGET(BUILD_SET) {
        Ref set = setNew();
        bool ok = !set.isNull();
        for (uint32_t i = 0; i < oparg; ++i) {
            Value item = sp[-static_cast<int>(oparg) + static_cast<int>(i)];
            if (ok && !setAdd(static_cast<Set*>(set.object()), item)) ok = false;
        }
        for (uint32_t i = 0; i < oparg; ++i)
            decref(POP());
        if (!ok) GOTO_ERROR();
        PUSH(set.release());
        DISPATCH();
    }

    TARGET(BUILD_MAP) {
        Ref dict = dictNew();
        bool ok = !dict.isNull();
        Value* items = sp - 2 * oparg;
        for (uint32_t i = 0; i < oparg && ok; ++i) {
            if (!dictSetItem(asDict(dict.get()), items[2 * i], items[2 * i + 1])) ok = false;
        }
        for (uint32_t i = 0; i < 2 * oparg; ++i)
            decref(POP());
        if (!ok) GOTO_ERROR();
        PUSH(dict.release());
        DISPATCH();
    }

    TARGET(BUILD_CONST_KEY_MAP) {
        Ref keys = Ref::steal(POP());
        Ref dict = dictNew();
        bool ok = !dict.isNull();
        Value* values = sp - oparg;
        for (uint32_t i = 0; i < oparg && ok; ++i) {
            if (!dictSetItem(asDict(dict.get()), asTuple(keys.get())->items()[i], values[i]))
                ok = false;
        }
        for (uint32_t i = 0; i < oparg; ++i)
            decref(POP());
        if (!ok) GOTO_ERROR();
        PUSH(dict.release());
        DISPATCH();
    }

    TARGET(BUILD_STRING) {
        Ref result = strJoinArray(sp - oparg, oparg);
        for (uint32_t i = 0; i < oparg; ++i)
            decref(POP());
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(LIST_APPEND) {
        Ref item = Ref::steal(POP());
        if (!listAppend(asList(PEEK(oparg)), item.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(SET_ADD) {
        Ref item = Ref::steal(POP());
        if (!setAdd(static_cast<Set*>(PEEK(oparg).object()), item.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(MAP_ADD) {
        Ref value = Ref::steal(POP());
        Ref key = Ref::steal(POP());
        if (!dictSetItem(asDict(PEEK(oparg)), key.get(), value.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(LIST_EXTEND) {
        Ref iterable = Ref::steal(POP());
        if (!listExtend(asList(PEEK(oparg)), iterable.get())) {
            if (pendingExceptionMatches(gTypeError) && typeOf(iterable.get())->iter == nullptr &&
                typeOf(iterable.get())->getitem == nullptr) {
                clearPendingException();
                raise(gTypeError, "Value after * must be an iterable, not %s",
                      typeOf(iterable.get())->name);
            }
            GOTO_ERROR();
        }
        DISPATCH();
    }

    TARGET(SET_UPDATE) {
        Ref iterable = Ref::steal(POP());
        if (!setUpdate(static_cast<Set*>(PEEK(oparg).object()), iterable.get())) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(DICT_UPDATE) {
        Ref update = Ref::steal(POP());
        if (!dictMerge(asDict(PEEK(oparg)), update.get(), 1)) GOTO_ERROR();
        DISPATCH();
    }

    TARGET(DICT_MERGE) {
        Ref update = Ref::steal(POP());
        // Below the dict: the args tuple, the null, the callable.
        Value callable = PEEK(oparg + 3);
        if (!dictMerge(asDict(PEEK(oparg)), update.get(), 2)) {
            reportDictMergeError(callable, update.get());
            GOTO_ERROR();
        }
        DISPATCH();
    }

    TARGET(UNPACK_SEQUENCE) {
        ADAPTIVE(specializeUnpackSequence(INSTR(), TOP(), static_cast<int>(oparg)));
        GENERIC(UNPACK_SEQUENCE)
        Ref sequence = Ref::steal(POP());
        if (!unpackSequence(sequence.get(), static_cast<int>(oparg), sp)) GOTO_ERROR();
        sp += oparg;
        DISPATCH();
    }

    TARGET(UNPACK_SEQUENCE_TWO_TUPLE) {
        Value sequence = TOP();
        DEOPT_IF(!isExactType(sequence, &gTupleType) || asTuple(sequence)->size != 2,
                 UNPACK_SEQUENCE);
        Value first = asTuple(sequence)->items()[0], second = asTuple(sequence)->items()[1];
        incref(first);
        incref(second);
        TOP() = second;
        PUSH(first);
        decref(sequence);
        DISPATCH();
    }

    // An exact tuple or list of oparg items: pushed last first, so the
    // first ends on top.
    TARGET(UNPACK_SEQUENCE_TUPLE) {
        Value sequence = TOP();
        DEOPT_IF(!isExactType(sequence, &gTupleType) ||
                     asTuple(sequence)->size != static_cast<int64_t>(oparg),
                 UNPACK_SEQUENCE);
        sp = pushItemsReversed(sp - 1, asTuple(sequence)->items(), oparg);
        decref(sequence);
        DISPATCH();
    }

    TARGET(UNPACK_SEQUENCE_LIST) {
        Value sequence = TOP();
        DEOPT_IF(!isExactType(sequence, &gListType) ||
                     asList(sequence)->size != static_cast<int64_t>(oparg),
                 UNPACK_SEQUENCE);
        sp = pushItemsReversed(sp - 1, asList(sequence)->items, oparg);
        decref(sequence);
        DISPATCH();
    }

    TARGET(UNPACK_EX) {
        Ref sequence = Ref::steal(POP());
        int before = static_cast<int>(oparg & 0xFF);
        int after = static_cast<int>(oparg >> 8);
        if (!unpackEx(sequence.get(), before, after, sp)) GOTO_ERROR();
        sp += before + after + 1;
        DISPATCH();
    }

    TARGET(FORMAT_SIMPLE) {
        Ref value = Ref::steal(POP());
        Ref result = formatSimple(value.get());
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(FORMAT_WITH_SPEC) {
        Ref spec = Ref::steal(POP());
        Ref value = Ref::steal(POP());
        Ref result = format(value.get(), spec.get());
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(CONVERT_VALUE) {
        Ref value = Ref::steal(POP());
        Ref result = convertValue(value.get(), static_cast<int>(oparg));
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    // ---- Control flow ----------------------------------------------------------------

    TARGET(JUMP_FORWARD) {
        next += oparg;
        DISPATCH();
    }

    TARGET(JUMP_BACKWARD) {
        next -= oparg;
        // Loops must notice signals and pending collections (rule 8).
        if (TAIPAN_UNLIKELY(gEvalBreaker.load(std::memory_order_relaxed) & kEvalBreakerFlagsMask)) {
            if (!handleEvalBreaker()) GOTO_ERROR();
        }
        DISPATCH();
    }

    TARGET(JUMP_BACKWARD_NO_INTERRUPT) {
        next -= oparg;
        DISPATCH();
    }

    TARGET(POP_JUMP_IF_FALSE) {
        Value condition = POP();
        if (condition.is(falseValue())) {
            next += oparg;
        } else if (!condition.is(trueValue())) {
            int truth = truthy(condition);
            decref(condition);
            if (truth < 0) GOTO_ERROR();
            if (truth == 0) next += oparg;
        }
        DISPATCH();
    }

    TARGET(POP_JUMP_IF_TRUE) {
        Value condition = POP();
        if (condition.is(trueValue())) {
            next += oparg;
        } else if (!condition.is(falseValue())) {
            int truth = truthy(condition);
            decref(condition);
            if (truth < 0) GOTO_ERROR();
            if (truth == 1) next += oparg;
        }
        DISPATCH();
    }

    TARGET(POP_JUMP_IF_NONE) {
        Value value = POP();
        if (value.is(noneValue())) {
            next += oparg;
        } else {
            decref(value);
        }
        DISPATCH();
    }

    TARGET(POP_JUMP_IF_NOT_NONE) {
        Value value = POP();
        if (!value.is(noneValue())) {
            decref(value);
            next += oparg;
        }
        DISPATCH();
    }

    TARGET(GET_ITER) {
        Ref iterable = Ref::steal(POP());
        Ref iterator = getIter(iterable.get());
        if (iterator.isNull()) GOTO_ERROR();
        PUSH(iterator.release());
        DISPATCH();
    }

    TARGET(FOR_ITER) {
        ADAPTIVE(specializeForIter(INSTR(), TOP()));
        GENERIC(FOR_ITER)
        Value iterator = TOP();
        NextFn nextFn = typeOf(iterator)->next;
        Ref item;
        if (TAIPAN_LIKELY(nextFn != nullptr)) {
            item = nextFn(iterator);
        } else {
            item = iterNext(iterator);
        }
        if (TAIPAN_LIKELY(!item.isNull())) {
            PUSH(item.release());
            DISPATCH();
        }
        if (hasPendingException()) {
            if (!pendingExceptionMatches(gStopIteration)) GOTO_ERROR();
            clearPendingException();
        }
        // An iterator written in Python ended by raising StopIteration:
        // CPython 3.13 reports RAISE in the loop's frame. (Once per loop.)
        if (monitor::isMonitored(code)) reportLoopEnd(frame, thisInstr, iterator, false);
        // Exhausted: continue after the END_FOR that ends the loop; the
        // instruction there pops the iterator.
        next += oparg;
        next += 1 + cacheSizeOf(*next);
        DISPATCH();
    }

    // Exhausted specialized loops continue where FOR_ITER's does: after the
    // END_FOR that ends the loop.
#define TAIPAN_FOR_ITER_EXHAUSTED()                                                                \
    do {                                                                                           \
        next += oparg;                                                                             \
        next += 1 + cacheSizeOf(*next);                                                            \
        DISPATCH();                                                                                \
    } while (0)

    TARGET(FOR_ITER_LIST) {
        DEOPT_IF(typeOf(TOP()) != &gListIteratorType, FOR_ITER);
        Value item = stepSequenceIterator(static_cast<ListIterator*>(TOP().object()));
        if (item.isNull()) TAIPAN_FOR_ITER_EXHAUSTED();
        PUSH(item);
        DISPATCH();
    }

    TARGET(FOR_ITER_TUPLE) {
        DEOPT_IF(typeOf(TOP()) != &gTupleIteratorType, FOR_ITER);
        Value item = stepSequenceIterator(static_cast<TupleIterator*>(TOP().object()));
        if (item.isNull()) TAIPAN_FOR_ITER_EXHAUSTED();
        PUSH(item);
        DISPATCH();
    }

    TARGET(FOR_ITER_RANGE) {
        DEOPT_IF(typeOf(TOP()) != &gRangeIteratorType, FOR_ITER);
        auto* iterator = static_cast<RangeIterator*>(TOP().object());
        if (iterator->remaining <= 0) TAIPAN_FOR_ITER_EXHAUSTED();
        int64_t value = iterator->next;
        // Wrapping add: the value after the last one is never used.
        iterator->next = static_cast<int64_t>(static_cast<uint64_t>(value) +
                                              static_cast<uint64_t>(iterator->step));
        --iterator->remaining;
        if (TAIPAN_LIKELY(Value::fitsSmallInt(value))) {
            PUSH(Value::fromSmallInt(value));
            DISPATCH();
        }
        Ref item = intFromInt64(value);
        if (item.isNull()) GOTO_ERROR();
        PUSH(item.release());
        DISPATCH();
    }

    TARGET(FOR_ITER_GEN) {
        DEOPT_IF(!isGenerator(TOP()), FOR_ITER);
        Ref item;
        SendResult result = generatorSend(asGenerator(TOP()), noneValue(), item);
        if (result == SendResult::Yield) {
            PUSH(item.release());
            DISPATCH();
        }
        if (result == SendResult::Error) GOTO_ERROR();
        if (monitor::isMonitored(code)) reportLoopEnd(frame, thisInstr, TOP(), false);
        TAIPAN_FOR_ITER_EXHAUSTED();
    }
#undef TAIPAN_FOR_ITER_EXHAUSTED

    TARGET(END_FOR) {
        decref(POP());
        DISPATCH();
    }

    // ---- Calls -----------------------------------------------------------------------

    TARGET(CALL) {
        ADAPTIVE(
            specializeCall(INSTR(), PEEK(oparg + 2), PEEK(oparg + 1), static_cast<int>(oparg)));
        GENERIC(CALL)
        // Stack: callable, self-or-null, oparg arguments.
        Value* args = sp - oparg;
        Value callable = args[-2];
        Value selfOrNull = args[-1];
        size_t total = oparg;
        if (selfOrNull.isNull() && isMethod(callable))
            unpackBoundMethod(args, callable, selfOrNull);
        if (!selfOrNull.isNull()) {
            --args;
            ++total;
        }
        if (isFunction(callable)) {
            Frame* callee = pushFunctionFrame(asFunction(callable), args, total, nullptr);
            // The callee took its own references; release the caller's.
            RELEASE_TOP(oparg + 2);
            if (callee == nullptr) GOTO_ERROR();
            ENTER_CALLEE(callee);
        }
        goto nativeCall;
    }

// The tail of CALL for anything but a Python function (bound methods
// of Python functions were unpacked before), shared with CALL_BUILTIN
// and CALL_METHOD_DESCRIPTOR: the callable's own call slot.
nativeCall : {
    Value* args = sp - oparg;
    Value callable = args[-2];
    Value selfOrNull = args[-1];
    size_t total = oparg;
    if (!selfOrNull.isNull()) {
        --args;
        ++total;
    }
    size_t flags = selfOrNull.isNull() ? kCallArgsOffsetFlag : 0;
    Ref result = call(callable, args, total | flags, nullptr);
    RELEASE_TOP(oparg + 2);
    if (result.isNull()) GOTO_ERROR();
    PUSH(result.release());
    DISPATCH();
}

// ---- Specialized calls ----
// A Python function taking exactly the arguments given: they move into
// the new frame unbound. When the callee's code is current (its version
// word equals the eval-breaker word: quickened, instrumented for the
// current version, and no signal or other work pending) the frame
// starts after its RESUME (DESIGN §2 rule 4); otherwise at RESUME,
// which brings the code up to date or services what is pending. So the
// one compare here is RESUME_CHECK's compare, done by the caller, and a
// recursion without loops still reaches a check: a pending signal makes
// the compare fail and the callee's RESUME handle it.
#define TAIPAN_ENTER_EXACT(function, args, total)                                                  \
    do {                                                                                           \
        Frame* callee_ = pushFunctionFrameExact((function), (args), (total));                      \
        if (TAIPAN_UNLIKELY(callee_ == nullptr)) {                                                 \
            RELEASE_TOP(oparg + 2);                                                                \
            GOTO_ERROR();                                                                          \
        }                                                                                          \
        /* The arguments (and self) moved into the frame: only the */                              \
        /* callable's slot still owns something. */                                                \
        decref(PEEK(oparg + 2));                                                                   \
        sp -= oparg + 2;                                                                           \
        Code* calleeCode_ = (function)->code;                                                      \
        uintptr_t word_ = gEvalBreaker.load(std::memory_order_relaxed);                            \
        if (TAIPAN_LIKELY(calleeCode_->versionWord == word_)) {                                    \
            callee_->instrPtr = calleeCode_->code + 1;                                             \
        } else if (monitor::nativeEntryOnly(calleeCode_, word_)) {                                 \
            frame->stackPointer = sp;                                                              \
            callee_->previous = frame;                                                             \
            callee_->isEntry = false;                                                              \
            thread.current = callee_;                                                              \
            frame = callee_;                                                                       \
            goto startFrameReportingEntry;                                                         \
        }                                                                                          \
        ENTER_CALLEE(callee_);                                                                     \
    } while (0)

    TARGET(CALL_PY_EXACT_ARGS) {
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(!isFunction(callable), CALL);
        Function* function = asFunction(callable);
        DEOPT_IF(function->version != readCache32(CACHE() + cache::kCallVersion), CALL);
        // The self slot holds the first argument when the callable came
        // from a method load.
        bool hasSelf = !PEEK(oparg + 1).isNull();
        size_t total = oparg + (hasSelf ? 1 : 0);
        DEOPT_IF(function->code->argCount != static_cast<int32_t>(total), CALL);
        TAIPAN_ENTER_EXACT(function, sp - total, total);
    }

    TARGET(CALL_BOUND_METHOD_EXACT_ARGS) {
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(!isMethod(callable) || !PEEK(oparg + 1).isNull(), CALL);
        Value inner = asMethod(callable)->function;
        DEOPT_IF(!isFunction(inner), CALL);
        Function* function = asFunction(inner);
        DEOPT_IF(function->version != readCache32(CACHE() + cache::kCallVersion), CALL);
        DEOPT_IF(function->code->argCount != static_cast<int32_t>(oparg + 1), CALL);
        // The stack becomes (function, self, args...), owning both.
        Value* args = sp - oparg;
        unpackBoundMethod(args, callable, args[-1]);
        TAIPAN_ENTER_EXACT(function, args - 1, oparg + 1);
    }
#undef TAIPAN_ENTER_EXACT

    TARGET(CALL_PY_GENERAL) {
        // A Python function with other parameters: the generic code (which
        // binds), without further specialization attempts.
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(!(isFunction(callable) || (isMethod(callable) && PEEK(oparg + 1).isNull() &&
                                            isFunction(asMethod(callable)->function))),
                 CALL);
        goto generic_CALL;
    }

    TARGET(CALL_NON_PY_GENERAL) {
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(isFunction(callable) || isMethod(callable), CALL);
        goto generic_CALL;
    }

    TARGET(CALL_ALLOC_AND_ENTER_INIT) {
        // A class whose instances come from object.__new__ and whose
        // __init__ is a Python function: the instance is made here and
        // __init__'s frame entered; the instance waits on this frame's stack
        // where the call's result goes, and the __init__ frame's return
        // (kReturnInit) checks for None and pushes nothing.
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(typeOf(callable) != &gTypeType || !PEEK(oparg + 1).isNull(), CALL);
        Type* cls = asType(callable);
        DEOPT_IF(cls->versionTag != readCache32(CACHE() + cache::kCallVersion) ||
                     (cls->flags & kTypeIsAbstract),
                 CALL);
        auto* init = static_cast<Function*>(readCachePointer(CACHE() + cache::kCallPointer));
        Ref instance = genericAlloc(cls);
        if (instance.isNull()) {
            RELEASE_TOP(oparg + 2);
            GOTO_ERROR();
        }
        Value* args = sp - oparg;
        args[-1] = instance.get(); // borrowed for the binding below
        Frame* callee = pushFunctionFrame(init, args - 1, oparg + 1, nullptr);
        args[-1] = Value();
        RELEASE_TOP(oparg + 2);
        if (callee == nullptr) GOTO_ERROR();
        PUSH(instance.release());
        callee->returnKind = kReturnInit;
        ENTER_CALLEE(callee);
    }

    TARGET(CALL_BUILTIN) {
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(typeOf(callable) != &gBuiltinFunctionType, CALL);
        goto nativeCall;
    }

    TARGET(CALL_METHOD_DESCRIPTOR) {
        DEOPT_IF(typeOf(PEEK(oparg + 2)) != &gMethodDescriptorType || PEEK(oparg + 1).isNull(),
                 CALL);
        goto nativeCall;
    }

    TARGET(CALL_LEN) {
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(builtinFunctionDefOf(callable) !=
                         readCachePointer(CACHE() + cache::kCallPointer) ||
                     oparg != 1 || !PEEK(2).isNull(),
                 CALL);
        int64_t count = 0;
        bool ok = length(TOP(), count);
        Ref result = ok ? intFromInt64(count) : Ref();
        RELEASE_TOP(3);
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(CALL_ISINSTANCE) {
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(builtinFunctionDefOf(callable) !=
                         readCachePointer(CACHE() + cache::kCallPointer) ||
                     oparg != 2 || !PEEK(3).isNull(),
                 CALL);
        int found = isInstanceOf(SECOND(), TOP());
        RELEASE_TOP(4);
        if (found < 0) GOTO_ERROR();
        PUSH(boolValue(found == 1));
        DISPATCH();
    }

    TARGET(CALL_TYPE_1) {
        DEOPT_IF(!PEEK(3).is(Value::fromObject(&gTypeType)) || oparg != 1 || !PEEK(2).isNull(),
                 CALL);
        Value type = Value::fromObject(typeOf(TOP()));
        incref(type);
        RELEASE_TOP(3);
        PUSH(type);
        DISPATCH();
    }

    TARGET(CALL_LIST_APPEND) {
        Value callable = PEEK(oparg + 2);
        DEOPT_IF(methodDescriptorDefOf(callable, nullptr) !=
                         readCachePointer(CACHE() + cache::kCallPointer) ||
                     oparg != 1 || !isExactType(PEEK(2), &gListType),
                 CALL);
        bool ok = listAppend(asList(PEEK(2)), TOP());
        RELEASE_TOP(3);
        if (!ok) GOTO_ERROR();
        PUSH(noneValue());
        DISPATCH();
    }

    TARGET(CALL_KW) {
        // Stack: callable, self-or-null, oparg arguments, kwnames.
        Ref kwnamesRef = Ref::steal(POP());
        Tuple* kwnames = asTuple(kwnamesRef.get());
        Value* args = sp - oparg;
        Value callable = args[-2];
        Value selfOrNull = args[-1];
        size_t positional = oparg - static_cast<size_t>(kwnames->size);
        if (selfOrNull.isNull() && isMethod(callable))
            unpackBoundMethod(args, callable, selfOrNull);
        if (!selfOrNull.isNull()) {
            --args;
            ++positional;
        }
        if (isFunction(callable)) {
            Frame* callee = pushFunctionFrame(asFunction(callable), args, positional, kwnames);
            RELEASE_TOP(oparg + 2);
            if (callee == nullptr) GOTO_ERROR();
            ENTER_CALLEE(callee);
        }
        size_t flags = selfOrNull.isNull() ? kCallArgsOffsetFlag : 0;
        Ref result = call(callable, args, positional | flags, kwnames);
        RELEASE_TOP(oparg + 2);
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(CALL_FUNCTION_EX) {
        // Stack: callable, null, args, [kwargs].
        Ref kwargs = (oparg & 1) ? Ref::steal(POP()) : Ref();
        Ref callArgs = Ref::steal(POP());
        Ref selfOrNull = Ref::steal(POP());
        Ref callable = Ref::steal(POP());
        if (!normaliseCallArguments(callable.get(), callArgs, kwargs)) GOTO_ERROR();
        if (!selfOrNull.isNull()) {
            // Never produced by the compiler today; kept correct anyway.
            Value self = selfOrNull.get();
            Ref joined = tupleFromValues(&self, 1);
            if (joined.isNull()) GOTO_ERROR();
            Ref all = binaryOp(joined.get(), callArgs.get(), BinaryOp::Add);
            if (all.isNull()) GOTO_ERROR();
            callArgs = std::move(all);
        }
        std::vector<Value> values;
        Ref kwnames;
        if (!flattenCallArguments(asTuple(callArgs.get()),
                                  kwargs.isNull() ? nullptr : asDict(kwargs.get()), values,
                                  kwnames)) {
            GOTO_ERROR();
        }
        size_t positional = static_cast<size_t>(asTuple(callArgs.get())->size);
        Tuple* kwnamesTuple = kwnames.isNull() ? nullptr : asTuple(kwnames.get());
        if (isFunction(callable.get())) {
            Frame* callee = pushFunctionFrame(asFunction(callable.get()), values.data(), positional,
                                              kwnamesTuple);
            if (callee == nullptr) GOTO_ERROR();
            ENTER_CALLEE(callee);
        }
        Ref result = call(callable.get(), values.data(), positional, kwnamesTuple);
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(CALL_INTRINSIC_1) {
        Ref argument = Ref::steal(POP());
        Ref result = callIntrinsic1(static_cast<int>(oparg), argument.get());
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(CALL_INTRINSIC_2) {
        Ref second = Ref::steal(POP());
        Ref first = Ref::steal(POP());
        Ref result = callIntrinsic2(static_cast<int>(oparg), first.get(), second.get());
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(MAKE_FUNCTION) {
        Ref codeObject = Ref::steal(POP());
        Ref function = functionNew(asCode(codeObject.get()), frame->globals);
        if (function.isNull()) GOTO_ERROR();
        PUSH(function.release());
        DISPATCH();
    }

    TARGET(SET_FUNCTION_ATTRIBUTE) {
        Ref function = Ref::steal(POP());
        Ref attribute = Ref::steal(POP());
        if (!setFunctionAttribute(asFunction(function.get()), static_cast<int>(oparg),
                                  attribute.get())) {
            GOTO_ERROR();
        }
        PUSH(function.release());
        DISPATCH();
    }

    TARGET(RETURN_VALUE) {
        // Checks nothing (DESIGN §2 rule 5).
        GENERIC(RETURN_VALUE)
        returnValue = POP();
        goto returnFromFrame;
    }

    TARGET(RETURN_CONST) {
        GENERIC(RETURN_CONST)
        returnValue = consts[oparg];
        incref(returnValue);
        goto returnFromFrame;
    }

    TARGET(LOAD_BUILD_CLASS) {
        Ref buildClassFunction;
        if (!mappingLookup(Value::fromObject(frame->builtins), TAIPAN_NAME("__build_class__"),
                           buildClassFunction)) {
            GOTO_ERROR();
        }
        if (buildClassFunction.isNull()) {
            raise(gNameError, "__build_class__ not found");
            GOTO_ERROR();
        }
        PUSH(buildClassFunction.release());
        DISPATCH();
    }

    TARGET(SETUP_ANNOTATIONS) {
        if (frame->locals.isNull()) {
            raise(gSystemError, "no locals found when setting up annotations");
            GOTO_ERROR();
        }
        Ref existing;
        if (!mappingLookup(frame->locals, TAIPAN_NAME("__annotations__"), existing)) GOTO_ERROR();
        if (existing.isNull()) {
            Ref annotations = dictNew();
            if (annotations.isNull()) GOTO_ERROR();
            bool ok =
                isExactType(frame->locals, &gDictType)
                    ? dictSetStr(asDict(frame->locals), TAIPAN_NAME("__annotations__"),
                                 annotations.get())
                    : setItem(frame->locals, Value::fromObject(TAIPAN_NAME("__annotations__")),
                              annotations.get());
            if (!ok) GOTO_ERROR();
        }
        DISPATCH();
    }

    // ---- Exceptions ------------------------------------------------------------------

    TARGET(RAISE_VARARGS) {
        if (oparg == 0) {
            // Bare `raise`: the exception being handled, traceback unchanged.
            Value handled = threadState().handledException;
            if (handled.isNull()) {
                raise(gRuntimeError, "No active exception to reraise");
                GOTO_ERROR();
            }
            restoreException(handled);
            goto reraised;
        }
        Ref cause = oparg == 2 ? Ref::steal(POP()) : Ref();
        Ref exception = Ref::steal(POP());
        doRaise(exception.get(), cause.get());
        GOTO_ERROR();
    }

    TARGET(RERAISE) {
        Ref exception = Ref::steal(POP());
        if (oparg != 0) {
            // Restore the instruction the exception was raised at.
            Value lasti = PEEK(oparg);
            if (lasti.isSmallInt()) frame->instrPtr = code->code + lasti.smallInt();
        }
        restoreException(exception.get());
        goto reraised;
    }

    TARGET(PUSH_EXC_INFO) {
        Value exception = TOP();
        ExceptionStateEntry* entry = thread.exceptionState;
        Value previous = entry->exception;
        TOP() = previous.isNull() ? noneValue() : previous; // ownership moves to the stack
        incref(exception);
        entry->exception = exception;
        PUSH(exception);
        refreshHandledException();
        DISPATCH();
    }

    TARGET(POP_EXCEPT) {
        Value saved = POP();
        ExceptionStateEntry* entry = thread.exceptionState;
        Value old = entry->exception;
        if (saved.is(noneValue())) {
            entry->exception = Value();
        } else {
            entry->exception = saved; // ownership moves from the stack
        }
        decref(old);
        refreshHandledException();
        DISPATCH();
    }

    TARGET(CHECK_EXC_MATCH) {
        Ref type = Ref::steal(POP());
        if (!checkExceptClass(type.get())) GOTO_ERROR();
        bool match = exceptionMatches(TOP(), type.get());
        PUSH(boolValue(match));
        DISPATCH();
    }

    TARGET(CHECK_EG_MATCH) {
        Ref type = Ref::steal(POP());
        Ref exception = Ref::steal(POP());
        if (!checkExceptStarClass(type.get())) GOTO_ERROR();
        Ref match, rest;
        if (!exceptionGroupMatch(exception.get(), type.get(), match, rest)) GOTO_ERROR();
        if (!match.get().is(noneValue())) {
            // The matched part becomes the handled exception of the except*
            // clause (sys.exception() inside it).
            ExceptionStateEntry* entry = thread.exceptionState;
            Value old = entry->exception;
            incref(match.get());
            entry->exception = match.get();
            decref(old);
            refreshHandledException();
        }
        PUSH(rest.release());
        PUSH(match.release());
        DISPATCH();
    }

    TARGET(LOAD_ASSERTION_ERROR) {
        PUSH(Value::fromObject(gAssertionError));
        DISPATCH();
    }

    TARGET(BEFORE_WITH) {
        Ref manager = Ref::steal(POP());
        Ref exit, result;
        if (!beforeWith(manager.get(), exit, result)) GOTO_ERROR();
        PUSH(exit.release());
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(WITH_EXCEPT_START) {
        // Stack: exit, lasti, previous exception, exception.
        Value exception = TOP();
        Value exitFunction = PEEK(4);
        Value traceback = exceptionTraceback(exception);
        Value args[3] = {Value::fromObject(typeOf(exception)), exception,
                         traceback.isNull() ? noneValue() : traceback};
        Ref result = call(exitFunction, args, 3);
        if (result.isNull()) GOTO_ERROR();
        PUSH(result.release());
        DISPATCH();
    }

    TARGET(CLEANUP_THROW) {
        // Stack: sub-iterator, last sent value, exception.
        Value exception = TOP();
        if (isInstance(exception, gStopIteration)) {
            Value value = static_cast<StopIterationObject*>(exception.object())->value;
            if (value.isNull()) value = noneValue();
            incref(value);
            decref(POP());
            decref(POP());
            decref(POP());
            PUSH(noneValue());
            PUSH(value);
            DISPATCH();
        }
        Ref held = Ref::steal(POP());
        restoreException(held.get());
        goto reraised;
    }

    // ---- Generators ------------------------------------------------------------------

    TARGET(RETURN_GENERATOR) {
        Value* base = frame->stackBase();
        Ref generator = generatorFromFrame(frame, next, sp);
        if (generator.isNull()) GOTO_ERROR();
        // The frame's slots moved into the generator; what is left is empty.
        sp = base;
        returnValue = generator.release();
        goto returnFromFrame;
    }

    TARGET(YIELD_VALUE) {
        GENERIC(YIELD_VALUE)
        returnValue = POP();
        frame->stackPointer = sp;
        frame->instrPtr = next; // resume at the RESUME that follows
        goto suspendGenerator;
    }

    // A trace function assigned f_lineno during a yield's 'return' event
    // (vm/frame_jump.h): the value is yielded all the same, and the
    // generator will resume where the assignment put it, with the stack it
    // left.
yieldAfterJump : {
    sp = frame->stackPointer; // the yielded value on top (vm/frame_jump.cpp)
    returnValue = POP();
    frame->stackPointer = sp;
    goto suspendGenerator;
}

suspendGenerator : {
    frame->executing = false;
    leavePythonFrame();
    generatorOfFrame(frame)->state = GeneratorState::Suspended;
    Frame* caller = frame->previous;
    frame->previous = nullptr;
    thread.current = caller;
    // Generators are resumed through evalFrame, so their frame is always
    // an entry frame here; inline resumption (a later optimization)
    // would continue in the caller instead.
    if (!frame->isEntry) fatalError("YIELD_VALUE in a frame that was not resumed by evalFrame");
    goto exitEval;
}

    TARGET(SEND) {
        // Stack: receiver, value -> receiver, result.
        Ref value = Ref::steal(POP());
        Value receiver = TOP();
        Ref result;
        SendResult outcome = sendTo(receiver, value.get(), result);
        if (outcome == SendResult::Error) GOTO_ERROR();
        if (outcome == SendResult::Return && monitor::isMonitored(code)) {
            // STOP_ITERATION: the delegation ended (once per `yield from`).
            if (!reportStopIteration(frame, thisInstr, receiver, value.get(), result.get()))
                GOTO_ERROR();
        }
        PUSH(result.release());
        if (outcome == SendResult::Return) next += oparg;
        DISPATCH();
    }

    TARGET(END_SEND) {
        Value value = POP();
        decref(POP());
        PUSH(value);
        DISPATCH();
    }

    TARGET(GET_YIELD_FROM_ITER) {
        Ref iterable = Ref::steal(POP());
        Ref iterator = yieldFromIter(code, iterable.get());
        if (iterator.isNull()) GOTO_ERROR();
        PUSH(iterator.release());
        DISPATCH();
    }

    // ---- Pattern matching (vm/match.h) ----------------------------------------------

    TARGET(GET_LEN) {
        int64_t size = 0;
        if (!length(TOP(), size)) GOTO_ERROR();
        Ref sizeObject = intFromInt64(size);
        if (sizeObject.isNull()) GOTO_ERROR();
        PUSH(sizeObject.release());
        DISPATCH();
    }

    TARGET(MATCH_SEQUENCE) {
        bool isSequence = isMatchSequence(TOP());
        PUSH(boolValue(isSequence));
        DISPATCH();
    }

    TARGET(MATCH_MAPPING) {
        bool isMapping = isMatchMapping(TOP());
        PUSH(boolValue(isMapping));
        DISPATCH();
    }

    TARGET(MATCH_KEYS) {
        Ref values = mappingPatternValues(SECOND(), asTuple(TOP()));
        if (values.isNull()) GOTO_ERROR();
        PUSH(values.release());
        DISPATCH();
    }

    TARGET(MATCH_CLASS) {
        Ref keywords = Ref::steal(POP());
        Ref cls = Ref::steal(POP());
        Ref subject = Ref::steal(POP());
        Ref attributes =
            classPatternValues(subject.get(), cls.get(), oparg, asTuple(keywords.get()));
        if (attributes.isNull()) {
            if (hasPendingException()) GOTO_ERROR();
            attributes = noneRef(); // no match
        }
        PUSH(attributes.release());
        DISPATCH();
    }

    // ---- Imports ---------------------------------------------------------------------

    TARGET(IMPORT_NAME) {
        Ref fromlist = Ref::steal(POP());
        Ref level = Ref::steal(POP());
        Ref module = importName(frame, NAME(oparg), fromlist.get(), level.get());
        if (module.isNull()) GOTO_ERROR();
        PUSH(module.release());
        DISPATCH();
    }

    TARGET(IMPORT_FROM) {
        Ref value = importFrom(TOP(), NAME(oparg));
        if (value.isNull()) GOTO_ERROR();
        PUSH(value.release());
        DISPATCH();
    }

#if !TAIPAN_COMPUTED_GOTO
default:
    goto unknownOpcode;
}
#endif

unknownOpcode : {
    std::string message =
        "unknown opcode " + std::to_string(opcode) + " (" +
        std::string(opcodeName(static_cast<Opcode>(opcode))) + ") in " +
        utf8(Value::fromObject(code->qualname != nullptr ? code->qualname : code->name));
    fatalError(message.c_str());
}

// ---- Leaving a frame normally ------------------------------------------------------

returnFromFrame : {
    --tstate.pythonDepth;
    Frame* finished = frame;
    Frame* caller = finished->previous;
    bool wasEntry = finished->isEntry;
    // returnKind and, for kReturnToEvent, the callback's tool and event, in
    // one load (they are adjacent; the frame is released below).
    uint32_t returnWord;
    std::memcpy(&returnWord, &finished->returnKind, sizeof returnWord);
    static_assert(offsetof(Frame, callbackTool) == offsetof(Frame, returnKind) + 1 &&
                      offsetof(Frame, callbackEvent) == offsetof(Frame, returnKind) + 2 &&
                      offsetof(Frame, padding) == offsetof(Frame, returnKind) + 3,
                  "returnKind, callbackTool and callbackEvent are read as one word");
    uint8_t returnKind = static_cast<uint8_t>(returnWord & 0xFF);
    thread.current = caller;
    if (finished->owner == FrameOwner::Generator) {
        finished->stackPointer = sp;
        finished->executing = false;
        generatorOfFrame(finished)->state = GeneratorState::Completed;
        clearFrame(finished);
        finished->previous = nullptr;
    } else if (TAIPAN_LIKELY(finished->frameObject == nullptr && finished->code != nullptr)) {
        // The common return: nothing else sees this frame, so its slots
        // and fields are released without being cleared (or its stack
        // pointer saved) first.
        releaseFrameFast(finished, sp);
    } else if (finished->code != nullptr && finished->frameObject->refcount == 1) {
        // A frame object only this frame holds (a trace or profile
        // function was given it and let it go): it dies first, as
        // clearFrame would do it, then the frame is released as above.
        FrameObject* object = finished->frameObject;
        finished->frameObject = nullptr;
        object->frame = nullptr;
        decref(object);
        releaseFrameFast(finished, sp);
    } else {
        finished->stackPointer = sp;
        finished->executing = false;
        popFrame(finished);
    }
    if (wasEntry) goto exitEval;
    frame = caller;
    LOAD_FRAME();
    sp = frame->stackPointer;
    next = frame->instrPtr;
    next += 1 + cacheSizeOf(*next);
    if (TAIPAN_UNLIKELY(returnKind != kReturnNormal)) {
        Value result = returnValue;
        returnValue = Value();
        thisInstr = frame->instrPtr;
        if (returnKind == kReturnToEvent) {
            // A sys.monitoring callback run inline by the twin at thisInstr
            // returned: its result may be DISABLE; then the instruction
            // beneath the twin runs (the event is delivered).
            auto callbackEvent = static_cast<monitor::Event>((returnWord >> 16) & 0xFF);
            monitor::inlineCallbackReturned(frame, thisInstr, (returnWord >> 8) & 0xFF,
                                            callbackEvent, result);
            decref(result);
            oparg = *thisInstr >> 8; // inlined only for one-unit arguments
            next = thisInstr + 1;
            switch (callbackEvent) {
            case monitor::Event::PyStart:
            case monitor::Event::PyResume:
                // RESUME_CHECK's work was done before the event; a trace
                // function may have moved a resumed generator.
                if (TAIPAN_UNLIKELY(monitor::takeJump(frame))) goto jumpedByTracer;
                DISPATCH();
            case monitor::Event::PyReturn:
                if (opcodeFamily(static_cast<Opcode>(monitor::originalOpcode(code, thisInstr))) ==
                    Opcode::RETURN_CONST) {
                    goto generic_RETURN_CONST;
                }
                goto generic_RETURN_VALUE;
            case monitor::Event::PyYield:
                if (TAIPAN_UNLIKELY(monitor::takeJump(frame))) goto yieldAfterJump;
                goto generic_YIELD_VALUE;
            case monitor::Event::Line:
                // A line marker (sys.settrace's 'line', vm/monitor/legacy.h):
                // the layer beneath it runs, unless the trace function
                // moved the frame.
                if (TAIPAN_UNLIKELY(monitor::takeJump(frame))) goto jumpedByTracer;
                opcode = monitor::belowLine(code, thisInstr);
                DISPATCH_OPCODE();
            default:
                goto redispatchOriginal;
            }
        }
        // A class's __init__ (CALL_ALLOC_AND_ENTER_INIT): the instance is
        // already on the caller's stack, where the call's result goes.
        if (!result.is(noneValue())) {
            raise(gTypeError, "__init__() should return None, not '%s'", typeOf(result)->name);
            decref(result);
            GOTO_ERROR();
        }
        DISPATCH();
    }
    PUSH(returnValue);
    returnValue = Value();
    DISPATCH();
}

// ---- Exceptions ---------------------------------------------------------------------

error :
    // A generator whose PY_YIELD callback raised is running again.
    if (TAIPAN_UNLIKELY(frame->owner == FrameOwner::Generator)) generatorOfFrame(frame)
        ->state = GeneratorState::Running;
// Rule 5: this frame's traceback entry, then the search for a handler.
tracebackHere(frame);
// RAISE / RERAISE (sys.monitoring). The exception path is no fast path:
// one test of the code's monitoring state is all it costs when idle.
if (monitor::isMonitored(code)) monitor::onRaise(frame, thisInstr, false);
goto exceptionUnwind;

// RERAISE, a bare `raise`, CLEANUP_THROW: the exception continues, with
// its traceback unchanged.
reraised : if (monitor::isMonitored(code)) monitor::onRaise(frame, thisInstr, true);

exceptionUnwind : {
    const ExceptionTableEntry* handler =
        findHandler(code, static_cast<uint32_t>(thisInstr - code->code));
    if (handler != nullptr) {
        if (monitor::isMonitored(code)) {
            // EXCEPTION_HANDLED, then the handler's LINE. A callback that
            // raises hands its exception to the same handler.
            (void)monitor::onHandled(frame, code->code + handler->target);
        }
        Value* base = frame->stackBase() + handler->depth;
        while (sp > base)
            decref(POP());
        if (handler->pushLasti) PUSH(Value::fromSmallInt(frame->instrPtr - code->code));
        PUSH(takePendingException().release());
        next = code->code + handler->target;
        DISPATCH();
    }
    // No handler here: the exception leaves this frame.
    if (monitor::isMonitored(code)) monitor::onUnwind(frame, thisInstr);
    leavePythonFrame();
}

exitUnwindUncounted : {
    frame->stackPointer = sp;
    frame->executing = false;
    Frame* finished = frame;
    Frame* caller = finished->previous;
    bool wasEntry = finished->isEntry;
    thread.current = caller;
    // A sys.monitoring callback run inline raised: events resume (a trace
    // or profile function that raised is removed).
    if (finished->returnKind == kReturnToEvent) {
        monitor::gInCallback = false;
        if (finished->callbackTool >= monitor::kToolCount)
            monitor::legacyCallbackFailed(caller, finished->callbackTool);
    }
    if (finished->owner == FrameOwner::Generator) {
        generatorOfFrame(finished)->state = GeneratorState::Completed;
        clearFrame(finished);
        finished->previous = nullptr;
    } else {
        popFrame(finished);
    }
    if (wasEntry) {
        returnValue = Value();
        goto exitEval;
    }
    frame = caller;
    LOAD_FRAME();
    sp = frame->stackPointer;
    thisInstr = frame->instrPtr;
    next = thisInstr + 1 + cacheSizeOf(*thisInstr);
    goto error;
}

exitEval : if (nativeEntered)-- thread.evalDepth;
return Ref::steal(returnValue);

#undef TARGET
#undef DISPATCH
#undef DISPATCH_OPCODE
#undef ENTER_CALLEE
#undef FETCH
#undef LOAD_FRAME
#undef TOP
#undef SECOND
#undef PEEK
#undef PUSH
#undef POP
#undef NAME
#undef GOTO_ERROR
#undef RELEASE_TOP
#undef TAIPAN_ATTR_RESULT
#undef CACHE
#undef INSTR
#undef ADAPTIVE
#undef GENERIC
#undef DEOPT_IF
#undef TAIPAN_INLINE_CALLBACK
#undef TAIPAN_REPORT
#undef STAT_EXECUTION
}

void armStepBudget(const StepBudget& budget) {
    gStepBudget = budget;
    gEvalBreaker.fetch_or(kEvalBreakerStepBudget, std::memory_order_relaxed);
}

void disarmStepBudget() {
    gEvalBreaker.fetch_and(~uintptr_t(kEvalBreakerStepBudget), std::memory_order_relaxed);
    gStepBudget = StepBudget();
}

bool countNativeStep() {
    // An item taken by a native loop costs far less than a bytecode step:
    // sixteen count as one (once the steps are spent, every item raises).
    static unsigned nativeItems = 0;
    if (gStepBudget.steps != 0 && (++nativeItems & 15) != 0) return true;
    return consumeBudgetStep();
}

bool stepBudgetExhausted() {
    return (gEvalBreaker.load(std::memory_order_relaxed) & kEvalBreakerStepBudget) &&
           gStepBudget.steps == 0;
}

} // namespace taipan::vm
