// Raising and inspecting Python exceptions from native code.
//
// The convention everywhere in the runtime: a function that fails sets the
// thread's pending exception and returns a sentinel — a null Ref/Value,
// false, or -1 — marked [[nodiscard]] where the result carries the failure.
// Callers propagate the sentinel unchanged until the eval loop unwinds to a
// handler through the exception table. C++ exceptions are never used for
// Python errors and never cross the eval loop.
//
// Messages are CPython 3.13's, word for word; the helpers take printf-style
// formats because most of CPython's messages are built that way.
#pragma once

#include "objects/object.h"

#include <cstdarg>
#include <string_view>

namespace taipan {

// The exception types native code raises most; all are set up by
// runtime startup (objects/exceptions.cpp) before any code runs.
extern Type* gBaseException;
extern Type* gException;
extern Type* gTypeError;
extern Type* gValueError;
extern Type* gAttributeError;
extern Type* gNameError;
extern Type* gUnboundLocalError;
extern Type* gIndexError;
extern Type* gKeyError;
extern Type* gZeroDivisionError;
extern Type* gOverflowError;
extern Type* gRecursionError;
extern Type* gRuntimeError;
extern Type* gNotImplementedError;
extern Type* gStopIteration;
extern Type* gMemoryError;
extern Type* gSystemExit;
extern Type* gKeyboardInterrupt;
extern Type* gAssertionError;
extern Type* gLookupError;
extern Type* gUnicodeDecodeError;
extern Type* gSyntaxError;

// Sets the pending exception to type(message) and returns a null Ref, so a
// failing function can `return raise(gTypeError, "...")`.
Ref raise(Type* type, const char* format, ...) __attribute__((format(printf, 2, 3)));
Ref raiseV(Type* type, const char* format, va_list args);
// Sets the pending exception to an already-built exception instance (or a
// class, which is instantiated with no arguments), as `raise x` does.
Ref raiseObject(Value exception);
// raise(gMemoryError) without allocating.
Ref raiseNoMemory();

// Sets the pending exception to type(value) (one argument that is not a
// message: KeyError(key), StopIteration(value), ...).
Ref raiseWithValue(Type* type, Value value);
// Sets the pending exception to type(message) with a message already built.
Ref raiseWithMessage(Type* type, Ref message);

// Reports an exception that cannot propagate (raised by __del__ or another
// callback), as CPython's "Exception ignored in: <obj>" report on stderr,
// and clears it. `object` may be null.
void writeUnraisable(Value object);

// Aborts the process with a message on stderr: for broken invariants only.
[[noreturn]] void fatalError(const char* message);

// The pending exception (null if none). The thread state owns it.
Value pendingException();
bool hasPendingException();
// Takes the pending exception out of the thread state (the caller owns it).
Ref takePendingException();
// Drops the pending exception.
void clearPendingException();
// Makes `exception` pending without touching its __context__: RERAISE, the
// re-raise paths and sys.monitoring's callbacks put back an exception that
// was already raised once.
void restoreException(Value exception);
// True when the pending exception is an instance of `type` (or a subclass).
bool pendingExceptionMatches(Type* type);

} // namespace taipan
