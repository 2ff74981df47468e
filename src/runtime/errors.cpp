// Raising exceptions from native code: building the exception object,
// chaining it to the exception being handled (__context__), and the thread
// state's pending exception.
//
// Invariants:
//  - The thread state owns at most one pending exception, always an
//    exception *instance* (never a class or a (type, value) pair).
//  - Setting an exception while another is being handled sets the new one's
//    __context__ to the handled one, cutting any cycle that would create in
//    the context chain (as CPython does).
//  - raiseNoMemory() never allocates: it uses a preallocated MemoryError.
#include "runtime/errors.h"

#include "objects/exceptions.h"
#include "objects/str.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/thread_state.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace taipan {

namespace {

// Chains `exception` to the handled exception and makes it pending.
// Takes ownership of `exception`.
void setPending(Ref exception) {
    ThreadState& state = threadState();
    Value handled = state.handledException;
    Value value = exception.get();
    if (!handled.isNull() && !handled.is(value) && isExceptionInstance(handled)) {
        // Walk the handled exception's context chain; if the new exception
        // is on it, cut the chain there so no cycle forms. Floyd's
        // tortoise guards against a pre-existing cycle.
        Value slow = handled;
        Value fast = handled;
        bool advanceSlow = false;
        while (true) {
            Value next = exceptionContext(fast);
            if (next.isNull()) break;
            if (next.is(value)) {
                exceptionSetContext(fast, Value());
                break;
            }
            fast = next;
            if (advanceSlow) slow = exceptionContext(slow);
            advanceSlow = !advanceSlow;
            if (fast.is(slow)) break;
        }
        exceptionSetContext(value, handled);
    }
    Value old = state.pendingException;
    state.pendingException = exception.release();
    decref(old);
}

// Instantiates an exception class with the given arguments and makes the
// result pending (or whatever error the construction raised).
void raiseInstance(Type* type, const Value* args, size_t nargs) {
    // Straight through the metatype's call slot: the guarded call() would
    // refuse to build the RecursionError that reports a too-deep stack.
    CallFn construct = typeOf(Value::fromObject(type))->call;
    Ref exception = construct(Value::fromObject(type), args, nargs, nullptr);
    if (exception.isNull()) return; // the constructor's own error is pending
    if (!isExceptionInstance(exception.get())) {
        raise(gTypeError, "calling %s should have returned an instance of BaseException, not %s",
              type->name, typeOf(exception.get())->name);
        return;
    }
    setPending(std::move(exception));
}

} // namespace

Ref raiseV(Type* type, const char* format, va_list args) {
    va_list copy;
    va_copy(copy, args);
    char stackBuffer[512];
    int length = std::vsnprintf(stackBuffer, sizeof stackBuffer, format, copy);
    va_end(copy);
    std::string text;
    if (length < 0) {
        text = format;
    } else if (static_cast<size_t>(length) < sizeof stackBuffer) {
        text.assign(stackBuffer, static_cast<size_t>(length));
    } else {
        text.resize(static_cast<size_t>(length) + 1);
        std::vsnprintf(text.data(), text.size(), format, args);
        text.resize(static_cast<size_t>(length));
    }
    Ref message = strFromUtf8(text);
    if (message.isNull()) return nullptr;
    return raiseWithMessage(type, std::move(message));
}

Ref raise(Type* type, const char* format, ...) {
    va_list args;
    va_start(args, format);
    Ref result = raiseV(type, format, args);
    va_end(args);
    return result;
}

Ref raiseWithMessage(Type* type, Ref message) {
    Value argument = message.get();
    raiseInstance(type, &argument, 1);
    return nullptr;
}

Ref raiseWithValue(Type* type, Value value) {
    raiseInstance(type, &value, 1);
    return nullptr;
}

void restoreException(Value exception) {
    ThreadState& state = threadState();
    incref(exception);
    Value old = state.pendingException;
    state.pendingException = exception;
    decref(old);
}

Ref raiseObject(Value exception) {
    if (isExceptionClass(exception)) {
        raiseInstance(asType(exception), nullptr, 0);
        return nullptr;
    }
    if (isExceptionInstance(exception)) {
        setPending(Ref::borrow(exception));
        return nullptr;
    }
    return raise(gTypeError, "exceptions must derive from BaseException");
}

Ref raiseNoMemory() {
    // One MemoryError instance is made while memory is still available and
    // reused, so reporting memory exhaustion never needs memory.
    static Value preallocated;
    if (preallocated.isNull()) {
        Ref made = call(Value::fromObject(gMemoryError), nullptr, 0);
        if (made.isNull()) fatalError("cannot allocate MemoryError");
        preallocated = made.release();
    }
    Ref instance = Ref::borrow(preallocated);
    // A reused instance must not carry a previous traceback or context.
    exceptionSetTraceback(preallocated, Value());
    exceptionSetContext(preallocated, Value());
    ThreadState& state = threadState();
    Value old = state.pendingException;
    state.pendingException = instance.release();
    decref(old);
    return nullptr;
}

Value pendingException() {
    return threadState().pendingException;
}

bool hasPendingException() {
    return !threadState().pendingException.isNull();
}

Ref takePendingException() {
    ThreadState& state = threadState();
    Value value = state.pendingException;
    state.pendingException = Value();
    return Ref::steal(value);
}

void clearPendingException() {
    ThreadState& state = threadState();
    Value old = state.pendingException;
    state.pendingException = Value();
    decref(old);
}

bool pendingExceptionMatches(Type* type) {
    Value pending = threadState().pendingException;
    return !pending.isNull() && isInstance(pending, type);
}

// The traceback printer lives with the VM (objects/traceback_format.cpp); it
// is referenced weakly so the object model links (and reports a shorter
// form) without it.
std::string formatUnraisable(Value exception) __attribute__((weak));
// sys.unraisablehook when a program replaced it (modules/sys.cpp): true when
// that hook took the report.
namespace modules {
bool callUnraisableHook(Value exception, Value object) __attribute__((weak));
}

void writeUnraisable(Value object) {
    Ref exception = takePendingException();
    if (exception.isNull()) return;
    if (modules::callUnraisableHook != nullptr &&
        modules::callUnraisableHook(exception.get(), object)) {
        return;
    }
    std::string report = "Exception ignored in: ";
    if (!object.isNull()) {
        Ref text = repr(object);
        if (text.isNull()) {
            clearPendingException();
            report += "<object repr() failed>";
        } else {
            report += strUtf8(asStr(text.get()));
        }
    }
    report += "\n";
    if (formatUnraisable != nullptr) {
        report += formatUnraisable(exception.get());
        clearPendingException();
        std::fflush(stdout);
        std::fputs(report.c_str(), stderr);
        std::fflush(stderr);
        return;
    }
    Type* type = typeOf(exception.get());
    Ref module = typeModule(type);
    if (!module.isNull() && isStr(module.get()) &&
        !strEqualsAscii(asStr(module.get()), "builtins")) {
        report += strUtf8(asStr(module.get()));
        report += ".";
    }
    clearPendingException();
    Ref qualname = typeQualName(type);
    if (!qualname.isNull() && isStr(qualname.get())) report += strUtf8(asStr(qualname.get()));
    clearPendingException();
    Ref message = str(exception.get());
    if (message.isNull()) {
        clearPendingException();
    } else if (asStr(message.get())->length != 0) {
        report += ": ";
        report += strUtf8(asStr(message.get()));
    }
    report += "\n";
    std::fflush(stdout);
    std::fputs(report.c_str(), stderr);
    std::fflush(stderr);
}

void fatalError(const char* message) {
    std::fflush(stdout);
    std::fprintf(stderr, "Fatal Python error: %s\n", message);
    std::abort();
}

} // namespace taipan
