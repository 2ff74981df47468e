// The sys module, the standard stream objects (sys.stdout, sys.stderr,
// sys.stdin), the struct-sequence types (sys.version_info, sys.flags,
// sys.float_info, sys.int_info, sys.hash_info and UnraisableHookArgs), the
// hooks (displayhook, excepthook, breakpointhook, unraisablehook) and
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
//  - The numeric parameters (float_info, int_info, hash_info) are CPython
//    3.13's on x86-64 Linux, which Taipan's number types reproduce exactly.
//  - While sys.unraisablehook is the builtin installed at start-up,
//    runtime/errors.cpp prints unraisable reports itself; once a program
//    replaces it, every report goes through callUnraisableHook.
#include "modules/import.h"
#include "modules/modules.h"
#include "modules/native_modules.h"

#include "objects/bytes.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/float.h"
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
#include "vm/monitor/legacy.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <unistd.h>
#include <vector>

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
    bool constructible; // type(seq)(sequence) works (sys.version_info and sys.flags refuse)
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
constexpr const char* kFloatInfoFields[] = {"max",     "max_exp",    "max_10_exp", "min",
                                            "min_exp", "min_10_exp", "dig",        "mant_dig",
                                            "epsilon", "radix",      "rounds"};
constexpr const char* kIntInfoFields[] = {"bits_per_digit", "sizeof_digit",
                                          "default_max_str_digits", "str_digits_check_threshold"};
constexpr const char* kHashInfoFields[] = {"width",     "modulus",   "inf",       "nan",   "imag",
                                           "algorithm", "hash_bits", "seed_bits", "cutoff"};
constexpr const char* kUnraisableFields[] = {"exc_type", "exc_value", "exc_traceback", "err_msg",
                                             "object"};
constexpr int kVersionInfoCount = sizeof kVersionInfoFields / sizeof kVersionInfoFields[0];
constexpr int kFlagsCount = sizeof kFlagsFields / sizeof kFlagsFields[0];
constexpr int kFloatInfoCount = sizeof kFloatInfoFields / sizeof kFloatInfoFields[0];
constexpr int kIntInfoCount = sizeof kIntInfoFields / sizeof kIntInfoFields[0];
constexpr int kHashInfoCount = sizeof kHashInfoFields / sizeof kHashInfoFields[0];
constexpr int kUnraisableCount = sizeof kUnraisableFields / sizeof kUnraisableFields[0];

} // namespace

Type gVersionInfoType = staticType("sys.version_info", sizeof(Tuple), sizeof(Value),
                                   kTypeGcTracked | kTypeTupleSubclass);
Type gFlagsType =
    staticType("sys.flags", sizeof(Tuple), sizeof(Value), kTypeGcTracked | kTypeTupleSubclass);
Type gFloatInfoType =
    staticType("sys.float_info", sizeof(Tuple), sizeof(Value), kTypeGcTracked | kTypeTupleSubclass);
Type gIntInfoType =
    staticType("sys.int_info", sizeof(Tuple), sizeof(Value), kTypeGcTracked | kTypeTupleSubclass);
Type gHashInfoType =
    staticType("sys.hash_info", sizeof(Tuple), sizeof(Value), kTypeGcTracked | kTypeTupleSubclass);
// The argument of sys.unraisablehook; CPython names this type without "sys.".
Type gUnraisableHookArgsType = staticType("UnraisableHookArgs", sizeof(Tuple), sizeof(Value),
                                          kTypeGcTracked | kTypeTupleSubclass);

namespace {

const StructSequenceInfo kStructSequences[] = {
    {&gVersionInfoType, kVersionInfoFields, kVersionInfoCount, false},
    {&gFlagsType, kFlagsFields, kFlagsCount, false},
    {&gFloatInfoType, kFloatInfoFields, kFloatInfoCount, true},
    {&gIntInfoType, kIntInfoFields, kIntInfoCount, true},
    {&gHashInfoType, kHashInfoFields, kHashInfoCount, true},
    {&gUnraisableHookArgsType, kUnraisableFields, kUnraisableCount, true},
};
constexpr size_t kStructSequenceCount = sizeof kStructSequences / sizeof kStructSequences[0];

// The struct sequences of native modules (readyStructSequenceType), after sys's own.
constexpr int kMaxModuleStructSequences = 8;
StructSequenceInfo gModuleStructSequences[kMaxModuleStructSequences];
int gModuleStructSequenceCount = 0;

const StructSequenceInfo* structSequenceInfo(Type* type) {
    for (const StructSequenceInfo& info : kStructSequences) {
        if (isSubtype(type, info.type) || type == info.type) return &info;
    }
    for (int i = 0; i < gModuleStructSequenceCount; ++i) {
        const StructSequenceInfo& info = gModuleStructSequences[i];
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

Ref structSequenceMake(Type* type, const Value* items, int count);

// structseq(sequence, dict=None): a new instance from exactly as many items
// as the type has fields.
Ref structSequenceNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    const StructSequenceInfo* info = structSequenceInfo(type);
    if (info == nullptr || !info->constructible) {
        return raise(gTypeError, "cannot create '%s' instances", type->name);
    }
    static const char* const kNames[] = {"sequence", "dict"};
    static const NativeSignature kSignature{"structseq", kNames, 2, 0, 2, 1};
    Value bound[2];
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    if (!isTuple(bound[0]) && !isList(bound[0]) && !isStr(bound[0]) &&
        typeOf(bound[0])->getitem == nullptr) {
        return raise(gTypeError, "constructor requires a sequence");
    }
    Ref items = tupleFromIterable(bound[0]);
    if (items.isNull()) {
        if (!pendingExceptionMatches(gTypeError)) return nullptr;
        clearPendingException();
        return raise(gTypeError, "constructor requires a sequence");
    }
    Tuple* tuple = asTuple(items.get());
    if (tuple->size != info->count) {
        return raise(gTypeError, "%s() takes a %d-sequence (%lld-sequence given)", type->name,
                     info->count, static_cast<long long>(tuple->size));
    }
    return structSequenceMake(type, tuple->items(), info->count);
}

// structseq.__reduce__(): (type, (items, {})), which rebuilds an equal one.
Ref structSequenceReduce(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__reduce__", nargs, kwnames, 0, 0)) return nullptr;
    Tuple* tuple = asTuple(self);
    Ref items = tupleFromValues(tuple->items(), tuple->size);
    Ref extra = dictNew();
    if (items.isNull() || extra.isNull()) return nullptr;
    Ref arguments = tuplePack2(items.get(), extra.get());
    if (arguments.isNull()) return nullptr;
    return tuplePack2(Value::fromObject(typeOf(self)), arguments.get());
}

const MethodDef kStructSequenceMethods[] = {
    {"__reduce__", structSequenceReduce, kMethodInstance, "Return state information for pickling."},
    {nullptr, nullptr, 0, nullptr},
};

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
    // The member descriptors copy their definitions, so the table is local.
    std::vector<MemberDef> members;
    for (int i = 0; i < info.count; ++i) {
        members.push_back(MemberDef{info.fields[i], MemberKind::Object,
                                    static_cast<int32_t>(sizeof(Tuple) + sizeof(Value) * i), true,
                                    nullptr});
    }
    members.push_back(MemberDef{nullptr, MemberKind::Object, 0, true, nullptr});
    typeAddMembers(type, members.data());
    typeAddMethods(type, kStructSequenceMethods);
    if (!typeReady(type)) return false;
    // The class attributes every struct sequence has; none of Taipan's has
    // fields that are not also items.
    Ref count = intFromInt64(info.count);
    Ref unnamed = intFromInt64(0);
    return !count.isNull() && !unnamed.isNull() &&
           dictSetStr(type->dict, internStr("n_sequence_fields"), count.get()) &&
           dictSetStr(type->dict, internStr("n_fields"), count.get()) &&
           dictSetStr(type->dict, internStr("n_unnamed_fields"), unnamed.get());
}

} // namespace

bool readyStructSequenceType(Type* type, const char* const* fields, int count) {
    if ((type->flags & kTypeReady) != 0) return true;
    if (gModuleStructSequenceCount == kMaxModuleStructSequences) {
        raise(gSystemError, "too many struct sequence types");
        return false;
    }
    StructSequenceInfo& info = gModuleStructSequences[gModuleStructSequenceCount++];
    info = StructSequenceInfo{type, fields, count, true};
    return readyStructSequence(info);
}

Ref makeStructSequence(Type* type, const Value* items, int count) {
    return structSequenceMake(type, items, count);
}

namespace {

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
    } else if (isInstance(status, gSystemExit)) {
        // A SystemExit instance is raised as it is (its code decides).
        exception = Ref::borrow(status);
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
        // CPython's argument-clinic wording names None itself, not NoneType.
        return raise(gTypeError, "intern() argument must be str, not %s",
                     args[0].is(noneValue()) ? "None" : typeName(args[0]));
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

// sys.settrace(function) / sys.setprofile(function): any object is
// accepted (a non-callable fails when the first event calls it); None
// switches off. Both are tools of the monitoring mechanism
// (vm/monitor/legacy.h).
Ref sysSetTrace(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.settrace", nargs, kwnames, 1, 1)) return nullptr;
    vm::monitor::setTraceFunction(args[0]);
    return noneRef();
}

Ref sysGetTrace(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.gettrace", nargs, kwnames, 0, 0)) return nullptr;
    Value function = vm::monitor::traceFunction();
    return function.isNull() ? noneRef() : Ref::borrow(function);
}

Ref sysSetProfile(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.setprofile", nargs, kwnames, 1, 1)) return nullptr;
    vm::monitor::setProfileFunction(args[0]);
    return noneRef();
}

Ref sysGetProfile(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.getprofile", nargs, kwnames, 0, 0)) return nullptr;
    Value function = vm::monitor::profileFunction();
    return function.isNull() ? noneRef() : Ref::borrow(function);
}

// sys.getsizeof(object[, default]): __sizeof__() plus the collector's header
// for tracked objects, as CPython computes it. Types without a __sizeof__
// of their own report their fixed instance size.
Ref sysGetSizeOf(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"object", "default"};
    static const NativeSignature kSignature{"getsizeof", kNames, 2, 0, 2, 1};
    Value bound[2];
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value object = bound[0];
    Type* type = typeOf(object);
    Value method = typeLookup(type, internStr("__sizeof__"));
    int64_t size = 0;
    if (!method.isNull()) {
        Ref result = callMethod(object, internStr("__sizeof__"), nullptr, 0);
        if (result.isNull()) {
            if (!bound[1].isNull() && pendingExceptionMatches(gTypeError)) {
                clearPendingException();
                return Ref::borrow(bound[1]);
            }
            return nullptr;
        }
        if (!isInt(result.get())) return raise(gTypeError, "an integer is required");
        if (!indexToInt64(result.get(), size, gOverflowError)) return nullptr;
        if (size < 0) return raise(gValueError, "__sizeof__() should return >= 0");
    } else {
        size = type->basicSize;
        if (type->itemSize != 0 && type->length != nullptr) {
            int64_t length = 0;
            if (!type->length(object, length)) {
                clearPendingException();
                length = 0;
            }
            size += length * type->itemSize;
        }
        if (object.isSmallInt()) size = 28;
    }
    if (object.isObject() && (type->flags & kTypeGcTracked)) size += 16;
    return intFromInt64(size);
}

// sys.breakpointhook(*args, **kws): what breakpoint() calls. It consults
// $PYTHONBREAKPOINT as CPython does: "0" turns breakpoints off, a dotted
// name is imported and called; unset or empty means pdb.set_trace, which
// Taipan does not have, so the hook warns that it is unimportable (as
// CPython does for any name that fails to import) and returns None.
Ref sysBreakpointHook(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    const char* environment = std::getenv("PYTHONBREAKPOINT");
    std::string hookName =
        environment != nullptr && environment[0] != '\0' ? environment : "pdb.set_trace";
    if (hookName == "0") return noneRef();
    size_t dot = hookName.rfind('.');
    std::string moduleName = dot == std::string::npos ? "builtins" : hookName.substr(0, dot);
    std::string attribute = dot == std::string::npos ? hookName : hookName.substr(dot + 1);
    Ref hook;
    Ref moduleText = strFromUtf8(moduleName);
    if (moduleText.isNull()) return nullptr;
    Ref module = importAbsoluteName(asStr(moduleText.get()));
    if (!module.isNull()) hook = getAttr(module.get(), internStr(attribute.c_str()));
    if (hook.isNull()) {
        if (!pendingExceptionMatches(gImportError) && !pendingExceptionMatches(gAttributeError)) {
            return nullptr;
        }
        clearPendingException();
        // The warning as the warnings module shows it, located at the
        // breakpoint() call (without the source line CPython adds below).
        std::string where;
        if (vm::Frame* frame = vm::currentFrame(); frame != nullptr && frame->code != nullptr) {
            where = std::string(strUtf8(frame->code->filename)) + ":" +
                    std::to_string(vm::frameLineNumber(frame)) + ": ";
        }
        std::string warning = where +
                              "RuntimeWarning: Ignoring unimportable $PYTHONBREAKPOINT: \"" +
                              hookName + "\"\n";
        std::fflush(stdout);
        std::fputs(warning.c_str(), stderr);
        return noneRef();
    }
    return call(hook.get(), args, callArgCount(nargs), kwnames);
}

namespace {

// The builtin functions installed as sys.unraisablehook at start-up; while
// sys.unraisablehook is still this one, errors.cpp prints the report itself.
Value gDefaultUnraisableHook;

} // namespace

// sys.unraisablehook(unraisable): prints the report CPython prints for an
// exception that could not propagate.
Ref sysUnraisableHook(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.unraisablehook", nargs, kwnames, 1, 1)) return nullptr;
    Value record = args[0];
    if (!isInstance(record, &gUnraisableHookArgsType)) {
        return raise(gTypeError, "sys.unraisablehook argument type must be UnraisableHookArgs");
    }
    Tuple* fields = asTuple(record);
    Value message = fields->items()[3];
    Value object = fields->items()[4];
    std::string report = isStr(message) ? utf8Of(message) : "Exception ignored in";
    if (!object.is(noneValue())) {
        Ref text = repr(object);
        if (text.isNull()) {
            clearPendingException();
            report += ": <object repr() failed>";
        } else {
            report += ": " + utf8Of(text.get());
        }
    }
    report += "\n";
    if (isExceptionInstance(fields->items()[1])) report += formatUnraisable(fields->items()[1]);
    Value err = sysStderr();
    if (err.isNull() || err.is(noneValue())) return noneRef();
    if (isStandardStream(err)) {
        std::fflush(stdout);
        if (!standardStreamWriteUtf8(err, report)) return nullptr;
        return noneRef();
    }
    Ref text = strFromUtf8(report);
    if (text.isNull()) return nullptr;
    Value argument = text.get();
    Ref written = callMethod(err, TAIPAN_NAME("write"), &argument, 1);
    return written.isNull() ? nullptr : noneRef();
}

const MethodDef kSysFunctions[] = {
    {"getsizeof", sysGetSizeOf, 0, "Return the size of object in bytes."},
    {"breakpointhook", sysBreakpointHook, 0,
     "This hook function is called by built-in breakpoint()."},
    {"unraisablehook", sysUnraisableHook, 0, "Handle an unraisable exception."},
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
    {"settrace", sysSetTrace, 0, "Set the global debug tracing function."},
    {"gettrace", sysGetTrace, 0, "Return the global debug tracing function set with sys.settrace."},
    {"setprofile", sysSetProfile, 0, "Set the profiling function."},
    {"getprofile", sysGetProfile, 0, "Return the profiling function set with sys.setprofile."},
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

namespace {

// sys.float_info, sys.int_info and sys.hash_info: the numeric parameters,
// which are CPython's on the same platform (IEEE doubles, 64-bit hashes
// reduced modulo 2**61 - 1; int_info describes CPython's 30-bit digits,
// which is what programs that size their own arithmetic expect).
bool setNumericInfo(Dict* dict) {
    using Limits = std::numeric_limits<double>;
    Ref floatItems[] = {floatFromDouble(Limits::max()),
                        intFromInt64(Limits::max_exponent),
                        intFromInt64(Limits::max_exponent10),
                        floatFromDouble(Limits::min()),
                        intFromInt64(Limits::min_exponent),
                        intFromInt64(Limits::min_exponent10),
                        intFromInt64(Limits::digits10),
                        intFromInt64(Limits::digits),
                        floatFromDouble(Limits::epsilon()),
                        intFromInt64(Limits::radix),
                        intFromInt64(1)};
    Ref intItems[] = {intFromInt64(30), intFromInt64(4), intFromInt64(4300), intFromInt64(640)};
    Ref hashItems[] = {intFromInt64(64),      intFromInt64((int64_t(1) << 61) - 1),
                       intFromInt64(314159),  intFromInt64(0),
                       intFromInt64(1000003), strFromUtf8("siphash13"),
                       intFromInt64(64),      intFromInt64(128),
                       intFromInt64(0)};
    struct Group {
        const char* name;
        Type* type;
        Ref* items;
        int count;
    };
    const Group groups[] = {{"float_info", &gFloatInfoType, floatItems, kFloatInfoCount},
                            {"int_info", &gIntInfoType, intItems, kIntInfoCount},
                            {"hash_info", &gHashInfoType, hashItems, kHashInfoCount}};
    for (const Group& group : groups) {
        Value values[16];
        for (int i = 0; i < group.count; ++i) {
            if (group.items[i].isNull()) return false;
            values[i] = group.items[i].get();
        }
        if (!setName(dict, group.name, structSequenceMake(group.type, values, group.count))) {
            return false;
        }
    }
    return true;
}

// sys.orig_argv: the command line the process was started with, the
// interpreter's own name and options included, as the kernel recorded it
// (Linux's /proc/self/cmdline); the script's arguments if that is unreadable.
std::vector<std::string> originalArguments(const std::vector<std::string>& fallback) {
    std::FILE* file = std::fopen("/proc/self/cmdline", "rb");
    if (file == nullptr) return fallback;
    std::vector<std::string> arguments;
    std::string current;
    int c;
    while ((c = std::fgetc(file)) != EOF) {
        if (c == '\0') {
            arguments.push_back(current);
            current.clear();
        } else {
            current += static_cast<char>(c);
        }
    }
    std::fclose(file);
    if (!current.empty()) arguments.push_back(current);
    return arguments.empty() ? fallback : arguments;
}

// sys.stdlib_module_names: the frozenset of the names CPython 3.13 ships.
Ref stdlibModuleNames() {
    static const char* const kNames[] = {
#include "objects/stdlib_module_names.inc"
    };
    Ref set = setNew(&gFrozenSetType);
    if (set.isNull()) return nullptr;
    for (const char* name : kNames) {
        if (!setAdd(static_cast<Set*>(set.object()), Value::fromObject(internStr(name)))) {
            return nullptr;
        }
    }
    return set;
}

} // namespace

// Called by writeUnraisable (runtime/errors.cpp) once it took the exception:
// when a program replaced sys.unraisablehook, the report goes to that hook
// as an UnraisableHookArgs. False when the default report should be printed.
bool callUnraisableHook(Value exception, Value object) {
    Value hook = sysAttribute(internStr("unraisablehook"));
    if (hook.isNull() || hook.is(gDefaultUnraisableHook) || hook.is(noneValue())) return false;
    Ref hookRef = Ref::borrow(hook);
    Value traceback = exceptionTraceback(exception);
    Value items[5] = {Value::fromObject(typeOf(exception)), exception,
                      traceback.isNull() ? noneValue() : traceback, noneValue(),
                      object.isNull() ? noneValue() : object};
    Ref record = structSequenceMake(&gUnraisableHookArgsType, items, 5);
    Ref result = record.isNull() ? Ref() : callOneArg(hook, record.get());
    if (!result.isNull()) return true;
    // As CPython: a failing hook is itself reported, by the default printer.
    Ref failure = takePendingException();
    Ref hookText = repr(hook);
    std::string report = "Exception ignored in sys.unraisablehook: ";
    report += hookText.isNull() ? "<object repr() failed>" : utf8Of(hookText.get());
    clearPendingException();
    report += "\n";
    if (!failure.isNull()) report += formatUnraisable(failure.get());
    std::fflush(stdout);
    std::fputs(report.c_str(), stderr);
    std::fflush(stderr);
    return true;
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
    if (!setName(dict, "orig_argv", listOfStrings(originalArguments(config.argv)))) return nullptr;
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
    // builtins, sys and every native module of the import table, sorted as
    // CPython sorts its list of compiled-in modules.
    std::vector<std::string> builtinModuleNames = {"builtins", "sys"};
    for (const NativeModuleDef* def = kNativeModules; def->name != nullptr; ++def) {
        builtinModuleNames.push_back(def->name);
    }
    std::sort(builtinModuleNames.begin(), builtinModuleNames.end());
    builtinModuleNames.erase(std::unique(builtinModuleNames.begin(), builtinModuleNames.end()),
                             builtinModuleNames.end());
    Ref builtinNamesList = listOfStrings(builtinModuleNames);
    if (builtinNamesList.isNull()) return nullptr;
    Ref builtinNames = listAsTuple(asList(builtinNamesList.get()));
    if (!setName(dict, "builtin_module_names", builtinNames)) return nullptr;

    // sys.flags: nothing was asked for on the command line.
    Value flags[kFlagsCount];
    for (int i = 0; i < kFlagsCount; ++i)
        flags[i] = Value::fromSmallInt(0);
    // As CPython reads its environment: PYTHONHASHSEED=0 turns hash
    // randomization off, PYTHONDONTWRITEBYTECODE (not empty) sets the flag.
    const char* hashSeed = std::getenv("PYTHONHASHSEED");
    const char* noBytecode = std::getenv("PYTHONDONTWRITEBYTECODE");
    bool writesNoBytecode = noBytecode != nullptr && noBytecode[0] != '\0';
    flags[4] = Value::fromSmallInt(writesNoBytecode ? 1 : 0);
    if (writesNoBytecode && !setName(dict, "dont_write_bytecode", trueValue())) return nullptr;
    bool seedZero = hashSeed != nullptr && std::string_view(hashSeed) == "0";
    flags[11] = Value::fromSmallInt(seedZero ? 0 : 1); // hash_randomization
    flags[13] = falseValue();                          // dev_mode
    flags[16] = falseValue();                          // safe_path
    flags[17] = Value::fromSmallInt(4300);             // int_max_str_digits
    if (!setName(dict, "flags", structSequenceMake(&gFlagsType, flags, kFlagsCount)))
        return nullptr;

    if (!setNumericInfo(dict)) return nullptr;
    if (!setName(dict, "float_repr_style", strFromUtf8("short"))) return nullptr;
    Ref stdlibNames = stdlibModuleNames();
    if (!setName(dict, "stdlib_module_names", stdlibNames)) return nullptr;
    // Kept alive for good, so the identity test stays meaningful.
    gDefaultUnraisableHook = dictGetStr(dict, internStr("unraisablehook"));
    incref(gDefaultUnraisableHook);
    for (const char* hook : {"breakpointhook", "unraisablehook"}) {
        Value function = dictGetStr(dict, internStr(hook));
        std::string saved = std::string("__") + hook + "__";
        if (!setName(dict, saved.c_str(), function)) return nullptr;
    }

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
    if (!setName(dict, "monitoring", createMonitoringModule())) return nullptr;
    return module;
}

} // namespace taipan::modules
