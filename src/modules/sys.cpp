// The sys module, the standard stream objects (sys.stdout, sys.stderr,
// sys.stdin), the struct-sequence types sys.version_info and sys.flags, and
// types.SimpleNamespace (sys.implementation).
//
// Invariants:
//  - The three stream objects are statically allocated and immortal; they
//    write through the C streams stdout/stderr, so text written by Python
//    code and by C++ code (tracebacks, warnings) stays in order. stdout is
//    buffered as the C library buffers it (lines on a terminal, blocks on
//    a pipe), as CPython's sys.stdout is; stderr is unbuffered.
//  - Text is written as UTF-8; stdout's errors handler is 'strict' (a lone
//    surrogate raises UnicodeEncodeError) and stderr's 'backslashreplace',
//    as CPython configures them.
//  - sys.modules is the interpreter's module table (interpreter().modules).
//  - The recursion limit lives in the thread state (runtime/thread_state.h);
//    interpreter().recursionLimit mirrors it.
#include "modules/modules.h"

#include "objects/bytes.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/thread_state.h"
#include "vm/frame.h"

#include <cerrno>
#include <climits>
#include <cstddef>
#include <cstring>
#include <string>
#include <unistd.h>

// The object structs derive from Object and so are not standard-layout;
// g++ supports offsetof on them (SimpleNamespace's dict offset).
#pragma GCC diagnostic ignored "-Winvalid-offsetof"

namespace taipan::modules {

namespace {

std::string utf8Of(Value v) {
    return std::string(strUtf8(asStr(v)));
}
const char* typeName(Value v) {
    return typeOf(v)->name;
}

// ---- The standard streams --------------------------------------------------------------

struct StdStreamObject : Object {
    std::FILE* file;
    const char* name;   // "<stdout>"
    const char* mode;   // "w" or "r"
    const char* errors; // the encoding errors handler
    int fd;
    bool closed;
};

} // namespace

Type gStdStreamType = staticType("_io.TextIOWrapper", sizeof(StdStreamObject), 0, 0);

namespace {

StdStreamObject gStdoutObject{
    {kImmortalRefcount, &gStdStreamType}, nullptr, "<stdout>", "w", "strict", 1, false};
StdStreamObject gStderrObject{
    {kImmortalRefcount, &gStdStreamType}, nullptr, "<stderr>", "w", "backslashreplace", 2, false};
StdStreamObject gStdinObject{
    {kImmortalRefcount, &gStdStreamType}, nullptr, "<stdin>", "r", "strict", 0, false};

StdStreamObject* asStream(Value v) {
    return static_cast<StdStreamObject*>(v.object());
}

// Sets the pending exception to the OSError subclass for `error`, as
// CPython's I/O layer reports a failed write ("[Errno 32] Broken pipe").
void raiseOsError(int error) {
    Ref message = strFromUtf8(std::strerror(error));
    if (message.isNull()) return;
    Value arguments[2] = {Value::fromSmallInt(error), message.get()};
    Ref exception = call(Value::fromObject(gOSError), arguments, 2);
    if (!exception.isNull()) raiseObject(exception.get());
}

bool checkOpen(StdStreamObject* stream) {
    if (!stream->closed) return true;
    raise(gValueError, "I/O operation on closed file.");
    return false;
}

bool writeBytes(StdStreamObject* stream, std::string_view bytes) {
    if (!checkOpen(stream)) return false;
    if (bytes.empty()) return true;
    if (std::fwrite(bytes.data(), 1, bytes.size(), stream->file) != bytes.size()) {
        int error = errno != 0 ? errno : EIO;
        std::clearerr(stream->file);
        raiseOsError(error);
        return false;
    }
    return true;
}

// True when the generalized UTF-8 of a str holds an encoded surrogate
// (ED A0..BF ..), which strict UTF-8 cannot encode.
bool hasSurrogate(std::string_view utf8) {
    for (size_t i = 0; i + 1 < utf8.size(); ++i) {
        if (static_cast<unsigned char>(utf8[i]) == 0xED &&
            static_cast<unsigned char>(utf8[i + 1]) >= 0xA0) {
            return true;
        }
    }
    return false;
}

Ref streamRepr(Value self) {
    StdStreamObject* stream = asStream(self);
    return strFromUtf8(std::string("<_io.TextIOWrapper name='") + stream->name + "' mode='" +
                       stream->mode + "' encoding='utf-8'>");
}

Ref streamWrite(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.write", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(args[0])) {
        return raise(gTypeError, "write() argument must be str, not %s", typeName(args[0]));
    }
    if (asStream(self)->mode[0] != 'w') {
        return raiseWithMessage(gOSError, strFromUtf8("not writable"));
    }
    if (!standardStreamWrite(self, asStr(args[0]))) return nullptr;
    return intFromInt64(asStr(args[0])->length);
}

Ref streamFlush(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.flush", nargs, kwnames, 0, 0)) return nullptr;
    if (!standardStreamFlush(self)) return nullptr;
    return noneRef();
}

Ref streamFileno(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.fileno", nargs, kwnames, 0, 0)) return nullptr;
    return Ref::fromSmallInt(asStream(self)->fd);
}

Ref streamIsatty(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.isatty", nargs, kwnames, 0, 0)) return nullptr;
    if (!checkOpen(asStream(self))) return nullptr;
    return boolRef(isatty(asStream(self)->fd) == 1);
}

Ref streamReadable(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.readable", nargs, kwnames, 0, 0)) return nullptr;
    return boolRef(asStream(self)->mode[0] == 'r');
}

Ref streamWritable(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.writable", nargs, kwnames, 0, 0)) return nullptr;
    return boolRef(asStream(self)->mode[0] == 'w');
}

Ref streamSeekable(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.seekable", nargs, kwnames, 0, 0)) return nullptr;
    return boolRef(false);
}

Ref streamClose(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.close", nargs, kwnames, 0, 0)) return nullptr;
    StdStreamObject* stream = asStream(self);
    if (!stream->closed && stream->mode[0] == 'w') std::fflush(stream->file);
    stream->closed = true;
    return noneRef();
}

// Reads up to `limit` code points' worth of bytes (a line when `line`),
// decoding the result as UTF-8.
Ref streamReadText(StdStreamObject* stream, int64_t limit, bool line) {
    if (!checkOpen(stream)) return nullptr;
    if (stream->mode[0] != 'r') return raiseWithMessage(gOSError, strFromUtf8("not readable"));
    std::string data;
    int64_t characters = 0;
    for (;;) {
        if (limit >= 0 && characters >= limit) break;
        int c = std::fgetc(stream->file);
        if (c == EOF) {
            std::clearerr(stream->file);
            break;
        }
        data.push_back(static_cast<char>(c));
        // Count code points: continuation bytes do not start one.
        if ((c & 0xC0) != 0x80) ++characters;
        if (line && c == '\n') break;
    }
    return decodeBytes(data, "utf-8", "strict");
}

int64_t sizeArgument(const Value* args, size_t nargs, bool& ok) {
    ok = true;
    if (callArgCount(nargs) == 0 || args[0].is(noneValue())) return -1;
    int64_t size = 0;
    ok = indexToInt64(args[0], size, gOverflowError);
    return size;
}

Ref streamReadline(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.readline", nargs, kwnames, 0, 1)) return nullptr;
    bool ok = false;
    int64_t size = sizeArgument(args, nargs, ok);
    if (!ok) return nullptr;
    return streamReadText(asStream(self), size, true);
}

Ref streamRead(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("TextIOWrapper.read", nargs, kwnames, 0, 1)) return nullptr;
    bool ok = false;
    int64_t size = sizeArgument(args, nargs, ok);
    if (!ok) return nullptr;
    return streamReadText(asStream(self), size, false);
}

Ref streamEnter(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_IOBase.__enter__", nargs, kwnames, 0, 0)) return nullptr;
    if (!checkOpen(asStream(self))) return nullptr;
    return Ref::borrow(self);
}

Ref streamExit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    return streamClose(self, args, 0, nullptr);
}

const MethodDef kStreamMethods[] = {
    {"write", streamWrite, kMethodInstance, "Write string s to stream."},
    {"flush", streamFlush, kMethodInstance, "Flush the write buffers of the stream."},
    {"fileno", streamFileno, kMethodInstance, "Return the underlying file descriptor."},
    {"isatty", streamIsatty, kMethodInstance, "Return whether this is an 'interactive' stream."},
    {"readable", streamReadable, kMethodInstance, "Return whether object was opened for reading."},
    {"writable", streamWritable, kMethodInstance, "Return whether object was opened for writing."},
    {"seekable", streamSeekable, kMethodInstance, "Return whether object supports random access."},
    {"close", streamClose, kMethodInstance, "Flush and close the IO object."},
    {"readline", streamReadline, kMethodInstance, "Read until newline or EOF."},
    {"read", streamRead, kMethodInstance, "Read at most size characters from stream."},
    {"__enter__", streamEnter, kMethodInstance, nullptr},
    {"__exit__", streamExit, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

Ref streamName(Value self) {
    return strFromUtf8(asStream(self)->name);
}
Ref streamMode(Value self) {
    return strFromUtf8(asStream(self)->mode);
}
Ref streamEncoding(Value) {
    return strFromUtf8("utf-8");
}
Ref streamErrors(Value self) {
    return strFromUtf8(asStream(self)->errors);
}
Ref streamClosed(Value self) {
    return boolRef(asStream(self)->closed);
}
Ref streamLineBuffering(Value self) {
    StdStreamObject* stream = asStream(self);
    return boolRef(stream->fd == 2 || (stream->fd == 1 && isatty(1) == 1));
}

const GetSetDef kStreamGetSets[] = {
    {"name", streamName, nullptr, nullptr},
    {"mode", streamMode, nullptr, nullptr},
    {"encoding", streamEncoding, nullptr, "Encoding of the text stream."},
    {"errors", streamErrors, nullptr, "The error setting of the decoder or encoder."},
    {"closed", streamClosed, nullptr, nullptr},
    {"line_buffering", streamLineBuffering, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- Struct sequences (sys.version_info, sys.flags) ------------------------------------
// Tuples with a named attribute for each item. The members read the tuple's
// items directly (they follow the Tuple header).

struct StructSequenceInfo {
    Type* type;
    const char* const* fields;
    int count;
};

constexpr const char* kVersionInfoFields[] = {"major", "minor", "micro", "releaselevel", "serial"};
constexpr const char* kFlagsFields[] = {"debug",
                                        "inspect",
                                        "interactive",
                                        "optimize",
                                        "dont_write_bytecode",
                                        "no_user_site",
                                        "no_site",
                                        "ignore_environment",
                                        "verbose",
                                        "bytes_warning",
                                        "quiet",
                                        "hash_randomization",
                                        "isolated",
                                        "dev_mode",
                                        "utf8_mode",
                                        "warn_default_encoding",
                                        "safe_path",
                                        "int_max_str_digits"};
constexpr int kVersionInfoCount = sizeof kVersionInfoFields / sizeof kVersionInfoFields[0];
constexpr int kFlagsCount = sizeof kFlagsFields / sizeof kFlagsFields[0];

} // namespace

Type gVersionInfoType = staticType("sys.version_info", sizeof(Tuple), sizeof(Value),
                                   kTypeGcTracked | kTypeTupleSubclass);
Type gFlagsType =
    staticType("sys.flags", sizeof(Tuple), sizeof(Value), kTypeGcTracked | kTypeTupleSubclass);

namespace {

const StructSequenceInfo kStructSequences[] = {
    {&gVersionInfoType, kVersionInfoFields, kVersionInfoCount},
    {&gFlagsType, kFlagsFields, kFlagsCount},
};

const StructSequenceInfo* structSequenceInfo(Type* type) {
    for (const StructSequenceInfo& info : kStructSequences) {
        if (isSubtype(type, info.type) || type == info.type) return &info;
    }
    return nullptr;
}

// "sys.version_info(major=3, minor=13, ...)"
Ref structSequenceRepr(Value self) {
    const StructSequenceInfo* info = structSequenceInfo(typeOf(self));
    Tuple* tuple = asTuple(self);
    std::string text = std::string(typeOf(self)->name) + "(";
    for (int i = 0; i < info->count && i < tuple->size; ++i) {
        if (i > 0) text += ", ";
        Ref itemRepr = repr(tuple->items()[i]);
        if (itemRepr.isNull()) return nullptr;
        text += std::string(info->fields[i]) + "=" + utf8Of(itemRepr.get());
    }
    text += ")";
    return strFromUtf8(text);
}

Ref structSequenceNew(Type* type, const Value*, size_t, Tuple*) {
    return raise(gTypeError, "cannot create '%s' instances", type->name);
}

Ref structSequenceMake(Type* type, const Value* items, int count) {
    Object* object = allocateObject(type, static_cast<size_t>(count));
    if (object == nullptr) return nullptr;
    Tuple* tuple = static_cast<Tuple*>(object);
    tuple->size = count;
    tuple->hashCache = -1;
    for (int i = 0; i < count; ++i) {
        incref(items[i]);
        tuple->items()[i] = items[i];
    }
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

bool readyStructSequence(const StructSequenceInfo& info) {
    Type* type = info.type;
    type->base = &gTupleType;
    type->repr = structSequenceRepr;
    type->newFn = structSequenceNew;
    // The member table must outlive the type: one static array per type.
    static MemberDef members[2][32];
    size_t which = static_cast<size_t>(&info - kStructSequences);
    for (int i = 0; i < info.count; ++i) {
        members[which][i] =
            MemberDef{info.fields[i], MemberKind::Object,
                      static_cast<int32_t>(sizeof(Tuple) + sizeof(Value) * i), true, nullptr};
    }
    members[which][info.count] = MemberDef{nullptr, MemberKind::Object, 0, true, nullptr};
    typeAddMembers(type, members[which]);
    return typeReady(type);
}

// sys.version_info(3, 13, 0, 'final', 0) and the like.
Ref versionInfo(int major, int minor, int micro, const char* level, int serial) {
    Ref levelText = strFromUtf8(level);
    if (levelText.isNull()) return nullptr;
    Value items[5] = {Value::fromSmallInt(major), Value::fromSmallInt(minor),
                      Value::fromSmallInt(micro), levelText.get(), Value::fromSmallInt(serial)};
    return structSequenceMake(&gVersionInfoType, items, 5);
}

} // namespace

// ---- types.SimpleNamespace ------------------------------------------------------------

namespace {

struct NamespaceObject : Object {
    Dict* dict;
};

} // namespace

Type gSimpleNamespaceType = staticType("types.SimpleNamespace", sizeof(NamespaceObject), 0,
                                       kTypeGcTracked | kTypeBaseType | kTypeHasInstanceDict);

namespace {

Ref namespaceNew(Type* type, const Value*, size_t, Tuple*) {
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    Ref dict = dictNew();
    if (dict.isNull()) {
        freeObjectMemory(object);
        return nullptr;
    }
    static_cast<NamespaceObject*>(object)->dict = asDict(dict.release());
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

// SimpleNamespace(mapping_or_iterable=(), /, **kwargs)
bool namespaceInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t positional = callArgCount(nargs);
    if (positional > 1) {
        raise(gTypeError, "SimpleNamespace expected at most 1 positional argument, got %zu",
              positional);
        return false;
    }
    Dict* dict = static_cast<NamespaceObject*>(self.object())->dict;
    if (positional == 1) {
        Ref items = dictNew();
        if (items.isNull() || !dictUpdate(asDict(items.get()), args[0])) return false;
        int64_t position = 0;
        Value key, value;
        while (dictNext(asDict(items.get()), position, key, value)) {
            if (!isStr(key)) {
                raise(gTypeError, "keywords must be strings, not '%s'", typeName(key));
                return false;
            }
            if (!dictSetItem(dict, key, value)) return false;
        }
    }
    for (int64_t k = 0; kwnames != nullptr && k < kwnames->size; ++k) {
        if (!dictSetItem(dict, kwnames->items()[k], args[positional + static_cast<size_t>(k)])) {
            return false;
        }
    }
    return true;
}

Ref namespaceRepr(Value self) {
    Type* type = typeOf(self);
    std::string name = type == &gSimpleNamespaceType ? "namespace" : type->name;
    RecursionGuard guard(" while getting the repr of an object");
    if (!guard) return nullptr;
    Dict* dict = static_cast<NamespaceObject*>(self.object())->dict;
    std::string text = name + "(";
    int64_t position = 0;
    Value key, value;
    bool first = true;
    while (dictNext(dict, position, key, value)) {
        if (!isStr(key)) continue;
        Ref valueRef = Ref::borrow(value);
        Ref valueRepr = repr(valueRef.get());
        if (valueRepr.isNull()) return nullptr;
        if (!first) text += ", ";
        first = false;
        text += utf8Of(key) + "=" + utf8Of(valueRepr.get());
    }
    text += ")";
    return strFromUtf8(text);
}

Ref namespaceCompare(Value left, Value right, CompareOp op) {
    if ((op != CompareOp::Eq && op != CompareOp::Ne) || !isInstance(right, &gSimpleNamespaceType)) {
        return notImplementedRef();
    }
    Value a = Value::fromObject(static_cast<NamespaceObject*>(left.object())->dict);
    Value b = Value::fromObject(static_cast<NamespaceObject*>(right.object())->dict);
    return compare(a, b, op);
}

void namespaceDealloc(Object* object) {
    gcUntrack(object);
    auto* ns = static_cast<NamespaceObject*>(object);
    if (ns->dict != nullptr) decref(ns->dict);
    freeObjectMemory(object);
}

void namespaceTraverse(Object* object, VisitFn visit, void* context) {
    auto* ns = static_cast<NamespaceObject*>(object);
    if (ns->dict != nullptr) visit(Value::fromObject(ns->dict), context);
}

void namespaceClear(Object* object) {
    auto* ns = static_cast<NamespaceObject*>(object);
    if (Dict* dict = ns->dict) {
        ns->dict = nullptr;
        decref(dict);
    }
}

// ---- sys functions ----------------------------------------------------------------------

Value sysAttribute(Str* name) {
    if (interpreter().sysModule == nullptr) return Value();
    return dictGetStr(moduleDict(Value::fromObject(interpreter().sysModule)), name);
}

Ref sysExit(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.exit", nargs, kwnames, 0, 1)) return nullptr;
    // As CPython's PyErr_SetObject builds the exception: no argument for
    // None, the items of a tuple as the arguments, else the one value.
    Ref exception;
    Value status = callArgCount(nargs) == 0 ? noneValue() : args[0];
    if (status.is(noneValue())) {
        exception = callNoArgs(Value::fromObject(gSystemExit));
    } else if (isTuple(status)) {
        exception = call(Value::fromObject(gSystemExit), asTuple(status)->items(),
                         static_cast<size_t>(asTuple(status)->size));
    } else {
        exception = callOneArg(Value::fromObject(gSystemExit), status);
    }
    if (exception.isNull()) return nullptr;
    return raiseObject(exception.get());
}

Ref sysGetRecursionLimit(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.getrecursionlimit", nargs, kwnames, 0, 0)) return nullptr;
    return intFromInt64(recursionLimit());
}

Ref sysSetRecursionLimit(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.setrecursionlimit", nargs, kwnames, 1, 1)) return nullptr;
    int64_t limit = 0;
    if (!indexToInt64(args[0], limit, gOverflowError)) return nullptr;
    if (limit > INT_MAX || limit < INT_MIN) {
        return raise(gOverflowError, "Python int too large to convert to C int");
    }
    if (limit < 1) return raise(gValueError, "recursion limit must be greater or equal than 1");
    int depth = threadState().pythonDepth;
    if (depth >= limit) {
        return raise(gRecursionError,
                     "cannot set the recursion limit to %lld at the recursion depth %d: the "
                     "limit is too low",
                     static_cast<long long>(limit), depth);
    }
    setRecursionLimit(static_cast<int>(limit));
    interpreter().recursionLimit = static_cast<int>(limit);
    return noneRef();
}

Ref sysGetIntMaxStrDigits(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.get_int_max_str_digits", nargs, kwnames, 0, 0)) return nullptr;
    return intFromInt64(intMaxStrDigits());
}

// sys.set_int_max_str_digits(maxdigits): the one limit int(str), str(int)
// and the parser's integer literals share (0 disables it).
Ref sysSetIntMaxStrDigits(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"maxdigits"};
    static const NativeSignature kSignature{"set_int_max_str_digits", kNames, 1, 0, 1, 1};
    Value bound[1];
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    int64_t limit = 0;
    bool fits = indexToInt64(bound[0], limit, gOverflowError);
    if (!fits && !pendingExceptionMatches(gOverflowError)) return nullptr;
    if (!fits || limit > INT_MAX || limit < INT_MIN) {
        if (!fits) clearPendingException();
        return raise(gOverflowError, "Python int too large to convert to C int");
    }
    // CPython's str_digits_check_threshold: smaller limits would not protect
    // anything, since conversions that short are fast.
    constexpr int64_t kCheckThreshold = 640;
    if (limit != 0 && limit < kCheckThreshold) {
        return raise(gValueError, "maxdigits must be 0 or larger than %lld",
                     static_cast<long long>(kCheckThreshold));
    }
    setIntMaxStrDigits(limit);
    parse::setIntLiteralMaxDigits(limit);
    return noneRef();
}

Ref sysIntern(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.intern", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(args[0])) {
        return raise(gTypeError, "intern() argument must be str, not %s", typeName(args[0]));
    }
    if (!isExactType(args[0], &gStrType))
        return raise(gTypeError, "can't intern %s", typeName(args[0]));
    Str* interned = internStr(asStr(args[0]));
    return Ref::borrow(Value::fromObject(interned));
}

Value handledException() {
    return threadState().handledException;
}

Ref sysException(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.exception", nargs, kwnames, 0, 0)) return nullptr;
    Value handled = handledException();
    return handled.isNull() ? noneRef() : Ref::borrow(handled);
}

Ref sysExcInfo(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.exc_info", nargs, kwnames, 0, 0)) return nullptr;
    Value handled = handledException();
    if (handled.isNull() || handled.is(noneValue())) {
        Value nones[3] = {noneValue(), noneValue(), noneValue()};
        return tupleFromValues(nones, 3);
    }
    Value traceback = exceptionTraceback(handled);
    Value items[3] = {Value::fromObject(typeOf(handled)), handled,
                      traceback.isNull() ? noneValue() : traceback};
    return tupleFromValues(items, 3);
}

// sys.excepthook(type, value, traceback): prints the report to sys.stderr.
Ref sysExceptHook(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.excepthook", nargs, kwnames, 3, 3)) return nullptr;
    Value exception = args[1];
    Value err = sysStderr();
    if (err.isNull() || err.is(noneValue())) return noneRef();
    if (!isExceptionInstance(exception)) {
        // CPython prints the value as "TypeError: print_exception(): Exception expected..."
        Ref text = str(exception);
        if (text.isNull()) return nullptr;
        std::string line = std::string(typeName(exception)) + ": " + utf8Of(text.get()) + "\n";
        if (!isStandardStream(err)) {
            Ref lineText = strFromUtf8(line);
            if (lineText.isNull()) return nullptr;
            Value argument = lineText.get();
            Ref written = callMethod(err, TAIPAN_NAME("write"), &argument, 1);
            return written.isNull() ? nullptr : noneRef();
        }
        if (!standardStreamWriteUtf8(err, line)) return nullptr;
        return noneRef();
    }
    if (isStandardStream(err)) {
        if (!standardStreamFlush(err)) clearPendingException();
        printException(exception, asStream(err)->file);
        return noneRef();
    }
    Ref text = strFromUtf8(formatException(exception));
    if (text.isNull()) return nullptr;
    Value argument = text.get();
    Ref written = callMethod(err, TAIPAN_NAME("write"), &argument, 1);
    return written.isNull() ? nullptr : noneRef();
}

// sys.displayhook(value): prints repr(value) on sys.stdout and keeps it in
// builtins._ (None is not printed).
Ref sysDisplayHook(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.displayhook", nargs, kwnames, 1, 1)) return nullptr;
    Value value = args[0];
    if (value.is(noneValue())) return noneRef();
    Dict* builtins = interpreter().builtins;
    if (builtins != nullptr && !dictSetStr(builtins, internStr("_"), noneValue())) return nullptr;
    Value out = sysStdout();
    if (out.isNull() || out.is(noneValue())) return raise(gRuntimeError, "lost sys.stdout");
    Ref text = repr(value);
    if (text.isNull()) return nullptr;
    if (isStandardStream(out)) {
        Ref line = strFromUtf8(utf8Of(text.get()) + "\n");
        if (line.isNull() || !standardStreamWrite(out, asStr(line.get()))) return nullptr;
    } else {
        // CPython writes the repr and the newline with two write() calls,
        // which a user stream can observe.
        Ref newline = strFromUtf8("\n");
        if (newline.isNull()) return nullptr;
        for (Value piece : {text.get(), newline.get()}) {
            Ref written = callMethod(out, TAIPAN_NAME("write"), &piece, 1);
            if (written.isNull()) return nullptr;
        }
    }
    if (builtins != nullptr && !dictSetStr(builtins, internStr("_"), value)) return nullptr;
    return noneRef();
}

Ref sysGetDefaultEncoding(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.getdefaultencoding", nargs, kwnames, 0, 0)) return nullptr;
    return strFromUtf8("utf-8");
}

Ref sysGetFilesystemEncoding(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.getfilesystemencoding", nargs, kwnames, 0, 0)) return nullptr;
    return strFromUtf8("utf-8");
}

Ref sysGetRefCount(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.getrefcount", nargs, kwnames, 1, 1)) return nullptr;
    if (args[0].isSmallInt()) return intFromInt64(kImmortalRefcount);
    // As in CPython, the count includes the caller's reference to the
    // argument (it is on the caller's value stack).
    return intFromInt64(args[0].object()->refcount);
}

// sys._getframe(depth=0)
Ref sysGetFrame(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys._getframe", nargs, kwnames, 0, 1)) return nullptr;
    int64_t depth = 0;
    if (callArgCount(nargs) == 1 && !indexToInt64(args[0], depth, gOverflowError)) return nullptr;
    vm::Frame* frame = vm::currentFrame();
    while (depth > 0 && frame != nullptr) {
        frame = frame->previous;
        --depth;
    }
    if (frame == nullptr) return raise(gValueError, "call stack is not deep enough");
    return vm::frameObjectFor(frame);
}

const MethodDef kSysFunctions[] = {
    {"exit", sysExit, 0, "Exit the interpreter by raising SystemExit(status)."},
    {"getrecursionlimit", sysGetRecursionLimit, 0,
     "Return the current value of the recursion limit."},
    {"setrecursionlimit", sysSetRecursionLimit, 0,
     "Set the maximum depth of the Python interpreter stack to n."},
    {"get_int_max_str_digits", sysGetIntMaxStrDigits, 0,
     "Return the maximum string digits limit for non-binary int<->str conversions."},
    {"set_int_max_str_digits", sysSetIntMaxStrDigits, 0,
     "Set the maximum string digits limit for non-binary int<->str conversions."},
    {"intern", sysIntern, 0, "``Intern'' the given string."},
    {"exception", sysException, 0, "Return the current exception."},
    {"exc_info", sysExcInfo, 0, "Return current exception information: (type, value, traceback)."},
    {"excepthook", sysExceptHook, 0,
     "Handle an exception by displaying it with a traceback on sys.stderr."},
    {"displayhook", sysDisplayHook, 0,
     "Print an object to sys.stdout and also save it in builtins._"},
    {"getdefaultencoding", sysGetDefaultEncoding, 0,
     "Return the current default encoding used by the Unicode implementation."},
    {"getfilesystemencoding", sysGetFilesystemEncoding, 0,
     "Return the encoding used to convert Unicode filenames to OS filenames."},
    {"getrefcount", sysGetRefCount, 0, "Return the reference count of object."},
    {"_getframe", sysGetFrame, 0, "Return a frame object from the call stack."},
    {nullptr, nullptr, 0, nullptr},
};

bool setName(Dict* dict, const char* name, Value value) {
    return dictSetStr(dict, internStr(name), value);
}

bool setName(Dict* dict, const char* name, const Ref& value) {
    return !value.isNull() && setName(dict, name, value.get());
}

Ref listOfStrings(const std::vector<std::string>& items) {
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    for (const std::string& item : items) {
        Ref text = strFromUtf8(item);
        if (text.isNull() || !listAppend(asList(list.get()), text.get())) return nullptr;
    }
    return list;
}

std::string compilerDescription() {
#if defined(__clang__)
    return std::string("[Clang ") + __clang_version__ + "]";
#elif defined(__GNUC__)
    return std::string("[GCC ") + __VERSION__ + "]";
#else
    return "[unknown compiler]";
#endif
}

} // namespace

bool readySysTypes() {
    gStdStreamType.repr = streamRepr;
    typeAddMethods(&gStdStreamType, kStreamMethods);
    typeAddGetSets(&gStdStreamType, kStreamGetSets);
    if (!typeReady(&gStdStreamType)) return false;
    gStdoutObject.file = stdout;
    gStderrObject.file = stderr;
    gStdinObject.file = stdin;
    for (const StructSequenceInfo& info : kStructSequences) {
        if (!readyStructSequence(info)) return false;
    }
    gSimpleNamespaceType.dictOffset = static_cast<uint32_t>(offsetof(NamespaceObject, dict));
    gSimpleNamespaceType.newFn = namespaceNew;
    gSimpleNamespaceType.init = namespaceInit;
    gSimpleNamespaceType.repr = namespaceRepr;
    gSimpleNamespaceType.compare = namespaceCompare;
    gSimpleNamespaceType.dealloc = namespaceDealloc;
    gSimpleNamespaceType.traverse = namespaceTraverse;
    gSimpleNamespaceType.clear = namespaceClear;
    return typeReady(&gSimpleNamespaceType);
}

bool isStandardStream(Value v) {
    return v.isObject() && v.object()->type == &gStdStreamType;
}

bool standardStreamWriteUtf8(Value stream, std::string_view text) {
    return writeBytes(asStream(stream), text);
}

bool standardStreamWrite(Value streamValue, Str* text) {
    StdStreamObject* stream = asStream(streamValue);
    std::string_view utf8 = strUtf8(text);
    if (text->ascii || !hasSurrogate(utf8)) return writeBytes(stream, utf8);
    Ref encoded = strEncode(text, "utf-8", stream->errors);
    if (encoded.isNull()) return false;
    return writeBytes(stream, bytesView(asBytes(encoded.get())));
}

bool standardStreamFlush(Value streamValue) {
    StdStreamObject* stream = asStream(streamValue);
    if (!checkOpen(stream)) return false;
    if (stream->mode[0] != 'w') return true;
    if (std::fflush(stream->file) != 0) {
        int error = errno != 0 ? errno : EIO;
        std::clearerr(stream->file);
        raiseOsError(error);
        return false;
    }
    return true;
}

Value sysStdout() {
    return sysAttribute(TAIPAN_NAME("stdout"));
}
Value sysStderr() {
    return sysAttribute(TAIPAN_NAME("stderr"));
}
Value sysStdin() {
    return sysAttribute(TAIPAN_NAME("stdin"));
}

bool flushStandardStreamsAtExit() {
    bool ok = true;
    Value out = sysStdout();
    if (!out.isNull() && !out.is(noneValue())) {
        Ref outRef = Ref::borrow(out);
        bool flushed;
        if (isStandardStream(out)) {
            flushed = asStream(out)->closed || standardStreamFlush(out);
        } else {
            Ref result = callMethod(out, TAIPAN_NAME("flush"), nullptr, 0);
            flushed = !result.isNull();
        }
        if (!flushed) {
            Ref exception = takePendingException();
            std::fputs("Exception ignored on flushing sys.stdout:\n", stderr);
            if (!exception.isNull()) printException(exception.get(), stderr);
            ok = false;
        }
    }
    // Whatever C++ code wrote to the C stream directly goes out too.
    std::fflush(stdout);
    Value err = sysStderr();
    if (!err.isNull() && !err.is(noneValue())) {
        if (isStandardStream(err)) {
            if (!asStream(err)->closed) std::fflush(asStream(err)->file);
        } else {
            Ref result = callMethod(err, TAIPAN_NAME("flush"), nullptr, 0);
            if (result.isNull()) clearPendingException();
        }
    }
    std::fflush(stderr);
    return ok;
}

Ref createSysModule(const SysConfig& config) {
    Ref module = moduleNew(std::string_view("sys"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    for (const MethodDef* def = kSysFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (!setName(dict, def->name, function)) return nullptr;
    }
    Value excepthook = dictGetStr(dict, TAIPAN_NAME("excepthook"));
    Value displayhook = dictGetStr(dict, internStr("displayhook"));
    if (!setName(dict, "__excepthook__", excepthook) ||
        !setName(dict, "__displayhook__", displayhook)) {
        return nullptr;
    }
    Value streams[3] = {Value::fromObject(&gStdinObject), Value::fromObject(&gStdoutObject),
                        Value::fromObject(&gStderrObject)};
    if (!setName(dict, "stdin", streams[0]) || !setName(dict, "stdout", streams[1]) ||
        !setName(dict, "stderr", streams[2]) || !setName(dict, "__stdin__", streams[0]) ||
        !setName(dict, "__stdout__", streams[1]) || !setName(dict, "__stderr__", streams[2])) {
        return nullptr;
    }
    if (interpreter().modules == nullptr) {
        raise(gSystemError, "sys.modules does not exist yet");
        return nullptr;
    }
    if (!setName(dict, "modules", Value::fromObject(interpreter().modules))) return nullptr;
    if (!setName(dict, "argv", listOfStrings(config.argv))) return nullptr;
    if (!setName(dict, "orig_argv", listOfStrings(config.argv))) return nullptr;
    if (!setName(dict, "path", listOfStrings({config.pathZero}))) return nullptr;
    if (!setName(dict, "executable", strFromUtf8(config.executable))) return nullptr;
    if (!setName(dict, "_base_executable", strFromUtf8(config.executable))) return nullptr;
    if (!setName(dict, "warnoptions", listNew(0)) || !setName(dict, "_xoptions", dictNew())) {
        return nullptr;
    }
    Ref version = versionInfo(3, 13, 0, "final", 0);
    if (!setName(dict, "version_info", version)) return nullptr;
    if (!setName(dict, "hexversion", intFromInt64(0x030D00F0))) return nullptr;
    std::string versionText = "3.13.0 (taipan 0.1.0) " + compilerDescription();
    if (!setName(dict, "version", strFromUtf8(versionText))) return nullptr;
    if (!setName(dict, "api_version", intFromInt64(1013))) return nullptr;
    if (!setName(dict, "maxsize", intFromInt64(INT64_MAX))) return nullptr;
    if (!setName(dict, "maxunicode", intFromInt64(0x10FFFF))) return nullptr;
    if (!setName(dict, "byteorder", strFromUtf8("little"))) return nullptr;
    if (!setName(dict, "platform", strFromUtf8("linux"))) return nullptr;
    if (!setName(dict, "prefix", strFromUtf8("")) ||
        !setName(dict, "exec_prefix", strFromUtf8(""))) {
        return nullptr;
    }
    if (!setName(dict, "dont_write_bytecode", falseValue())) return nullptr;
    if (!setName(dict, "pycache_prefix", noneValue())) return nullptr;
    Value moduleNames[2] = {Value::fromObject(internStr("builtins")),
                            Value::fromObject(internStr("sys"))};
    Ref builtinNames = tupleFromValues(moduleNames, 2);
    if (!setName(dict, "builtin_module_names", builtinNames)) return nullptr;

    // sys.flags: nothing was asked for on the command line.
    Value flags[kFlagsCount];
    for (int i = 0; i < kFlagsCount; ++i)
        flags[i] = Value::fromSmallInt(0);
    flags[11] = Value::fromSmallInt(1);    // hash_randomization
    flags[13] = falseValue();              // dev_mode
    flags[16] = falseValue();              // safe_path
    flags[17] = Value::fromSmallInt(4300); // int_max_str_digits
    if (!setName(dict, "flags", structSequenceMake(&gFlagsType, flags, kFlagsCount)))
        return nullptr;

    // sys.implementation: who we are, for code that must tell interpreters apart.
    Ref implementation = namespaceNew(&gSimpleNamespaceType, nullptr, 0, nullptr);
    if (implementation.isNull()) return nullptr;
    Dict* implementationDict = static_cast<NamespaceObject*>(implementation.object())->dict;
    Ref ownVersion = versionInfo(0, 1, 0, "alpha", 0);
    if (!setName(implementationDict, "name", strFromUtf8("taipan")) ||
        !setName(implementationDict, "cache_tag", noneValue()) ||
        !setName(implementationDict, "version", ownVersion) ||
        !setName(implementationDict, "hexversion", intFromInt64(0x000100A0)) ||
        !setName(implementationDict, "_multiarch", strFromUtf8("x86_64-linux-gnu"))) {
        return nullptr;
    }
    if (!setName(dict, "implementation", implementation.get())) return nullptr;
    return module;
}

} // namespace taipan::modules
