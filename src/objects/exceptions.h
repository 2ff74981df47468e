// Exception objects: BaseException's layout and the builtin hierarchy.
//
// Every exception instance starts with BaseExceptionObject; the subclasses
// with attributes of their own (StopIteration.value, SystemExit.code,
// SyntaxError's location fields, ...) extend it. Fields hold owned
// references or null; a null traceback/context/cause reads as None.
// Exception types are static, immortal Types; the pointers below (and those
// in runtime/errors.h) are valid from program start, and the types are
// readied by readyExceptionTypes() (objects/type_registry.h).
//
// Written by the "core" engineer to make raising possible; the VM engineer
// owns this file from here on (traceback objects, exception groups, ...).
#pragma once

#include "objects/containers.h"

#include <cstddef>

namespace taipan {

struct BaseExceptionObject : Object {
    Dict* dict;       // the instance __dict__ (null until first needed)
    Tuple* args;      // never null once constructed
    Value traceback;  // __traceback__ (null: None)
    Value context;    // __context__ (null: None)
    Value cause;      // __cause__ (null: None)
    bool suppressContext;
};

struct StopIterationObject : BaseExceptionObject {
    Value value;
};
struct SystemExitObject : BaseExceptionObject {
    Value code;
};
struct NameErrorObject : BaseExceptionObject {
    Value name;
};
struct AttributeErrorObject : BaseExceptionObject {
    Value name;
    Value obj;
};
struct ImportErrorObject : BaseExceptionObject {
    Value msg;
    Value name;
    Value path;
    Value nameFrom;
};
struct SyntaxErrorObject : BaseExceptionObject {
    Value msg;
    Value filename;
    Value lineno;
    Value offset;
    Value text;
    Value endLineno;
    Value endOffset;
    Value printFileAndLine;
};
struct OSErrorObject : BaseExceptionObject {
    Value errnoValue;
    Value strerror;
    Value filename;
    Value filename2;
};
struct UnicodeErrorObject : BaseExceptionObject {
    Value encoding;
    Value object;
    Value start;
    Value end;
    Value reason;
};
struct BaseExceptionGroupObject : BaseExceptionObject {
    Value message;
    Value exceptions;
};

inline bool isExceptionInstance(Value v) {
    return v.isObject() && (v.object()->type->flags & kTypeBaseExceptionSubclass) != 0;
}
inline bool isExceptionClass(Value v) {
    return v.isObject() && (v.object()->type->flags & kTypeTypeSubclass) != 0 &&
           (static_cast<Type*>(v.object())->flags & kTypeBaseExceptionSubclass) != 0;
}
inline BaseExceptionObject* asException(Value v) {
    return static_cast<BaseExceptionObject*>(v.object());
}

// Accessors for the VM (borrowed results; null means None/unset). The
// setters take a borrowed value (null or None clears) and add a reference.
inline Value exceptionTraceback(Value e) { return asException(e)->traceback; }
inline Value exceptionContext(Value e) { return asException(e)->context; }
inline Value exceptionCause(Value e) { return asException(e)->cause; }
void exceptionSetTraceback(Value e, Value traceback);
void exceptionSetContext(Value e, Value context);
// Also sets __suppress_context__, as `raise ... from ...` does.
void exceptionSetCause(Value e, Value cause);

// The remaining builtin exception types (the common ones are declared in
// runtime/errors.h).
extern Type* gGeneratorExit;
extern Type* gBaseExceptionGroup;
extern Type* gExceptionGroup;
extern Type* gArithmeticError;
extern Type* gFloatingPointError;
extern Type* gBufferError;
extern Type* gEOFError;
extern Type* gImportError;
extern Type* gModuleNotFoundError;
extern Type* gOSError;
extern Type* gBlockingIOError;
extern Type* gChildProcessError;
extern Type* gConnectionError;
extern Type* gBrokenPipeError;
extern Type* gConnectionAbortedError;
extern Type* gConnectionRefusedError;
extern Type* gConnectionResetError;
extern Type* gFileExistsError;
extern Type* gFileNotFoundError;
extern Type* gInterruptedError;
extern Type* gIsADirectoryError;
extern Type* gNotADirectoryError;
extern Type* gPermissionError;
extern Type* gProcessLookupError;
extern Type* gTimeoutError;
extern Type* gReferenceError;
extern Type* gPythonFinalizationError;
extern Type* gStopAsyncIteration;
extern Type* gIndentationError;
extern Type* gTabError;
extern Type* gSystemError;
extern Type* gUnicodeError;
extern Type* gUnicodeEncodeError;
extern Type* gUnicodeTranslateError;
extern Type* gWarning;
extern Type* gBytesWarning;
extern Type* gDeprecationWarning;
extern Type* gEncodingWarning;
extern Type* gFutureWarning;
extern Type* gImportWarning;
extern Type* gPendingDeprecationWarning;
extern Type* gResourceWarning;
extern Type* gRuntimeWarning;
extern Type* gSyntaxWarning;
extern Type* gUnicodeWarning;
extern Type* gUserWarning;

// ---- Added by the VM work (additive; objects/exception_groups.cpp) --------------------
// except*: splits `exception` by `type` (an exception class or tuple of them)
// as CHECK_EG_MATCH needs: `match` is the matching part (a group; None when
// nothing matches), `rest` the remainder (None when everything matched).
[[nodiscard]] bool exceptionGroupMatch(Value exception, Value type, Ref& match, Ref& rest);
// The exception an except* statement re-raises at its end: `original` is
// the group that entered it, `raised` a list of what each clause raised or
// re-raised (None for clauses that completed). None when nothing is left.
Ref exceptionGroupPrepareReraise(Value original, Value raised);
// Adds split(), subgroup() and derive() to BaseExceptionGroup (called by the
// VM's ready hooks once the exception types are ready).
[[nodiscard]] bool readyExceptionGroupMethods();

// Every builtin exception type, for the builtins module (which also adds
// the aliases EnvironmentError and IOError for OSError).
Type* const* builtinExceptionTypes(size_t& count);

} // namespace taipan
