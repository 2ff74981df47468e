// BaseException and the builtin exception hierarchy: construction, args,
// str/repr, chaining attributes, and the attributes of the exceptions that
// carry more than args (StopIteration.value, SystemExit.code, NameError.name,
// AttributeError.name/obj, ImportError.msg/name/path, SyntaxError's location,
// OSError's errno/strerror/filename, UnicodeError's fields).
//
// Invariants:
//  - Every exception type is a static Type listed once in kExceptionTable
//    (name, base, layout kind); everything else is derived from the table.
//  - `args` is a tuple from the end of __new__ on; __init__ replaces it.
//  - Exceptions are GC-tracked from the end of __new__ on (a traceback
//    references frames that reference the exception).
//
// Written by the "core" engineer; the VM engineer extends it (tracebacks,
// exception groups' split/subgroup, ...).
#include "objects/exceptions.h"

#include "objects/descriptors.h"
#include "objects/int.h"
#include "objects/str.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <string>

// Offsets of fields of the exception structs, which derive from Object and
// so are not standard-layout; g++ supports offsetof on them.
#pragma GCC diagnostic ignored "-Winvalid-offsetof"

namespace taipan {

namespace {

enum class Layout : uint8_t {
    Base,
    StopIteration,
    SystemExit,
    NameError,
    AttributeError,
    ImportError,
    SyntaxError,
    OSError,
    UnicodeError,
    Group,
};

constexpr uint32_t layoutSize(Layout layout) {
    switch (layout) {
    case Layout::Base:
        return sizeof(BaseExceptionObject);
    case Layout::StopIteration:
        return sizeof(StopIterationObject);
    case Layout::SystemExit:
        return sizeof(SystemExitObject);
    case Layout::NameError:
        return sizeof(NameErrorObject);
    case Layout::AttributeError:
        return sizeof(AttributeErrorObject);
    case Layout::ImportError:
        return sizeof(ImportErrorObject);
    case Layout::SyntaxError:
        return sizeof(SyntaxErrorObject);
    case Layout::OSError:
        return sizeof(OSErrorObject);
    case Layout::UnicodeError:
        return sizeof(UnicodeErrorObject);
    case Layout::Group:
        return sizeof(BaseExceptionGroupObject);
    }
    return sizeof(BaseExceptionObject);
}

constexpr uint32_t kExceptionFlags =
    kTypeGcTracked | kTypeBaseType | kTypeBaseExceptionSubclass | kTypeHasInstanceDict;

// The hierarchy: X(name, base, layout). Bases come before their subclasses.
#define TAIPAN_EXCEPTIONS(X)                                                                       \
    X(BaseException, BaseException, Base)                                                          \
    X(BaseExceptionGroup, BaseException, Group)                                                    \
    X(GeneratorExit, BaseException, Base)                                                          \
    X(KeyboardInterrupt, BaseException, Base)                                                      \
    X(SystemExit, BaseException, SystemExit)                                                       \
    X(Exception, BaseException, Base)                                                              \
    X(ArithmeticError, Exception, Base)                                                            \
    X(FloatingPointError, ArithmeticError, Base)                                                   \
    X(OverflowError, ArithmeticError, Base)                                                        \
    X(ZeroDivisionError, ArithmeticError, Base)                                                    \
    X(AssertionError, Exception, Base)                                                             \
    X(AttributeError, Exception, AttributeError)                                                   \
    X(BufferError, Exception, Base)                                                                \
    X(EOFError, Exception, Base)                                                                   \
    X(ExceptionGroup, BaseExceptionGroup, Group)                                                   \
    X(ImportError, Exception, ImportError)                                                         \
    X(ModuleNotFoundError, ImportError, ImportError)                                               \
    X(LookupError, Exception, Base)                                                                \
    X(IndexError, LookupError, Base)                                                               \
    X(KeyError, LookupError, Base)                                                                 \
    X(MemoryError, Exception, Base)                                                                \
    X(NameError, Exception, NameError)                                                             \
    X(UnboundLocalError, NameError, NameError)                                                     \
    X(OSError, Exception, OSError)                                                                 \
    X(BlockingIOError, OSError, OSError)                                                           \
    X(ChildProcessError, OSError, OSError)                                                         \
    X(ConnectionError, OSError, OSError)                                                           \
    X(BrokenPipeError, ConnectionError, OSError)                                                   \
    X(ConnectionAbortedError, ConnectionError, OSError)                                            \
    X(ConnectionRefusedError, ConnectionError, OSError)                                            \
    X(ConnectionResetError, ConnectionError, OSError)                                              \
    X(FileExistsError, OSError, OSError)                                                           \
    X(FileNotFoundError, OSError, OSError)                                                         \
    X(InterruptedError, OSError, OSError)                                                          \
    X(IsADirectoryError, OSError, OSError)                                                         \
    X(NotADirectoryError, OSError, OSError)                                                        \
    X(PermissionError, OSError, OSError)                                                           \
    X(ProcessLookupError, OSError, OSError)                                                        \
    X(TimeoutError, OSError, OSError)                                                              \
    X(ReferenceError, Exception, Base)                                                             \
    X(RuntimeError, Exception, Base)                                                               \
    X(NotImplementedError, RuntimeError, Base)                                                     \
    X(PythonFinalizationError, RuntimeError, Base)                                                 \
    X(RecursionError, RuntimeError, Base)                                                          \
    X(StopAsyncIteration, Exception, Base)                                                         \
    X(StopIteration, Exception, StopIteration)                                                     \
    X(SyntaxError, Exception, SyntaxError)                                                         \
    X(IndentationError, SyntaxError, SyntaxError)                                                  \
    X(TabError, IndentationError, SyntaxError)                                                     \
    X(SystemError, Exception, Base)                                                                \
    X(TypeError, Exception, Base)                                                                  \
    X(ValueError, Exception, Base)                                                                 \
    X(UnicodeError, ValueError, Base)                                                              \
    X(UnicodeDecodeError, UnicodeError, UnicodeError)                                              \
    X(UnicodeEncodeError, UnicodeError, UnicodeError)                                              \
    X(UnicodeTranslateError, UnicodeError, UnicodeError)                                           \
    X(Warning, Exception, Base)                                                                    \
    X(BytesWarning, Warning, Base)                                                                 \
    X(DeprecationWarning, Warning, Base)                                                           \
    X(EncodingWarning, Warning, Base)                                                              \
    X(FutureWarning, Warning, Base)                                                                \
    X(ImportWarning, Warning, Base)                                                                \
    X(PendingDeprecationWarning, Warning, Base)                                                    \
    X(ResourceWarning, Warning, Base)                                                              \
    X(RuntimeWarning, Warning, Base)                                                               \
    X(SyntaxWarning, Warning, Base)                                                                \
    X(UnicodeWarning, Warning, Base)                                                               \
    X(UserWarning, Warning, Base)

#define TAIPAN_DEFINE_STORAGE(name, base, layout)                                                  \
    Type name##Storage = staticType(#name, layoutSize(Layout::layout), 0, kExceptionFlags);
TAIPAN_EXCEPTIONS(TAIPAN_DEFINE_STORAGE)
#undef TAIPAN_DEFINE_STORAGE

struct ExceptionEntry {
    Type* type;
    Type* base;
    Layout layout;
};

#define TAIPAN_ENTRY(name, base, layout) {&name##Storage, &base##Storage, Layout::layout},
const ExceptionEntry kExceptionTable[] = {TAIPAN_EXCEPTIONS(TAIPAN_ENTRY)};
#undef TAIPAN_ENTRY

#define TAIPAN_LIST(name, base, layout) &name##Storage,
Type* const kExceptionTypes[] = {TAIPAN_EXCEPTIONS(TAIPAN_LIST)};
#undef TAIPAN_LIST

// ---- Small helpers ---------------------------------------------------------------

void setField(Value& field, Value value) {
    Value old = field;
    field = value;
    incref(value);
    decref(old);
}

void clearField(Value& field) {
    Value old = field;
    field = Value();
    decref(old);
}

Value orNone(Value v) {
    return v.isNull() ? noneValue() : v;
}

std::string utf8Of(Value v) {
    return std::string(strUtf8(asStr(v)));
}

// str(v) as UTF-8, or false with the error pending.
bool strOf(Value v, std::string& out) {
    Ref text = str(v);
    if (text.isNull()) return false;
    out = utf8Of(text.get());
    return true;
}

bool reprOf(Value v, std::string& out) {
    Ref text = repr(v);
    if (text.isNull()) return false;
    out = utf8Of(text.get());
    return true;
}

Ref strResult(const std::string& text) {
    return strFromUtf8(text);
}

// Rejects keyword arguments, as BaseException.__init__ does, naming the
// instance's type.
bool noKeywords(Value self, Tuple* kwnames) {
    if (kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "%s() takes no keyword arguments", typeOf(self)->name);
        return false;
    }
    return true;
}

bool setArgs(Value self, const Value* args, size_t nargs) {
    Ref tuple = tupleFromValues(args, static_cast<int64_t>(nargs));
    if (tuple.isNull()) return false;
    BaseExceptionObject* e = asException(self);
    Tuple* old = e->args;
    e->args = static_cast<Tuple*>(tuple.release().object());
    if (old != nullptr) decref(old);
    return true;
}

Tuple* argsOf(Value self) {
    return asException(self)->args;
}

// Matches keyword arguments against `names`; unknown ones raise CPython's
// "Name() got an unexpected keyword argument 'x'" with `functionName`.
bool bindKeywords(const char* functionName, const Value* args, size_t nargs, Tuple* kwnames,
                  const char* const* names, Value* out, size_t count) {
    if (kwnames == nullptr) return true;
    for (int64_t i = 0; i < kwnames->size; ++i) {
        Str* key = asStr(kwnames->items()[i]);
        bool found = false;
        for (size_t j = 0; j < count; ++j) {
            if (strEqualsAscii(key, names[j])) {
                out[j] = args[nargs + static_cast<size_t>(i)];
                found = true;
                break;
            }
        }
        if (!found) {
            raise(gTypeError, "%s() got an unexpected keyword argument '%s'", functionName,
                  std::string(strUtf8(key)).c_str());
            return false;
        }
    }
    return true;
}

// ---- BaseException ---------------------------------------------------------------

Ref baseExceptionNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    Ref self = genericAlloc(type);
    if (self.isNull()) return nullptr;
    if (!setArgs(self.get(), args, nargs)) return nullptr;
    return self;
}

bool baseExceptionInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    if (!noKeywords(self, kwnames)) return false;
    return setArgs(self, args, nargs);
}

Ref baseExceptionStr(Value self) {
    Tuple* args = argsOf(self);
    if (args->size == 0) return strFromAscii("");
    if (args->size == 1) return str(args->items()[0]);
    return str(Value::fromObject(args));
}

Ref baseExceptionRepr(Value self) {
    Tuple* args = argsOf(self);
    Ref typeName = typeNameObject(typeOf(self));
    if (typeName.isNull()) return nullptr;
    std::string text = utf8Of(typeName.get());
    std::string inner;
    if (args->size == 1) {
        if (!reprOf(args->items()[0], inner)) return nullptr;
        text += "(" + inner + ")";
    } else {
        if (!reprOf(Value::fromObject(args), inner)) return nullptr;
        text += inner;
    }
    return strResult(text);
}

void baseExceptionTraverseFields(BaseExceptionObject* e, VisitFn visit, void* context) {
    if (e->dict != nullptr) visit(Value::fromObject(e->dict), context);
    if (e->args != nullptr) visit(Value::fromObject(e->args), context);
    visit(e->traceback, context);
    visit(e->context, context);
    visit(e->cause, context);
}

void baseExceptionClearFields(BaseExceptionObject* e) {
    if (e->dict != nullptr) {
        Dict* dict = e->dict;
        e->dict = nullptr;
        decref(dict);
    }
    if (e->args != nullptr) {
        Tuple* args = e->args;
        e->args = nullptr;
        decref(args);
    }
    clearField(e->traceback);
    clearField(e->context);
    clearField(e->cause);
}

// The Value fields each layout adds, for traverse/clear.
size_t extraFields(Object* self, Value** fields) {
    Type* type = self->type;
    auto all = [&](auto* object, std::initializer_list<Value*> list) {
        (void)object;
        size_t n = 0;
        for (Value* field : list)
            fields[n++] = field;
        return n;
    };
    // Walk up to the first static exception type to learn the layout.
    while (type != nullptr && isHeapType(type))
        type = type->base;
    for (const ExceptionEntry& entry : kExceptionTable) {
        if (entry.type != type) continue;
        switch (entry.layout) {
        case Layout::Base:
            return 0;
        case Layout::StopIteration: {
            auto* e = static_cast<StopIterationObject*>(self);
            return all(e, {&e->value});
        }
        case Layout::SystemExit: {
            auto* e = static_cast<SystemExitObject*>(self);
            return all(e, {&e->code});
        }
        case Layout::NameError: {
            auto* e = static_cast<NameErrorObject*>(self);
            return all(e, {&e->name});
        }
        case Layout::AttributeError: {
            auto* e = static_cast<AttributeErrorObject*>(self);
            return all(e, {&e->name, &e->obj});
        }
        case Layout::ImportError: {
            auto* e = static_cast<ImportErrorObject*>(self);
            return all(e, {&e->msg, &e->name, &e->path, &e->nameFrom});
        }
        case Layout::SyntaxError: {
            auto* e = static_cast<SyntaxErrorObject*>(self);
            return all(e, {&e->msg, &e->filename, &e->lineno, &e->offset, &e->text, &e->endLineno,
                           &e->endOffset, &e->printFileAndLine});
        }
        case Layout::OSError: {
            auto* e = static_cast<OSErrorObject*>(self);
            return all(e, {&e->errnoValue, &e->strerror, &e->filename, &e->filename2});
        }
        case Layout::UnicodeError: {
            auto* e = static_cast<UnicodeErrorObject*>(self);
            return all(e, {&e->encoding, &e->object, &e->start, &e->end, &e->reason});
        }
        case Layout::Group: {
            auto* e = static_cast<BaseExceptionGroupObject*>(self);
            return all(e, {&e->message, &e->exceptions});
        }
        }
    }
    return 0;
}

void exceptionTraverse(Object* self, VisitFn visit, void* context) {
    baseExceptionTraverseFields(static_cast<BaseExceptionObject*>(self), visit, context);
    Value* fields[8];
    size_t count = extraFields(self, fields);
    for (size_t i = 0; i < count; ++i)
        visit(*fields[i], context);
}

void exceptionClear(Object* self) {
    baseExceptionClearFields(static_cast<BaseExceptionObject*>(self));
    Value* fields[8];
    size_t count = extraFields(self, fields);
    for (size_t i = 0; i < count; ++i)
        clearField(*fields[i]);
}

void exceptionDealloc(Object* self) {
    gcUntrack(self);
    exceptionClear(self);
    freeObjectMemory(self);
}

// -- getsets of BaseException

Ref getArgs(Value self) {
    Tuple* args = argsOf(self);
    if (args == nullptr) return emptyTuple();
    return Ref::borrow(Value::fromObject(args));
}

bool setArgsAttribute(Value self, Value value) {
    if (value.isNull()) {
        raise(gTypeError, "args may not be deleted");
        return false;
    }
    Ref tuple;
    if (isTuple(value)) {
        tuple = Ref::borrow(value);
    } else {
        Value argument = value;
        tuple = call(Value::fromObject(&gTupleType), &argument, 1);
        if (tuple.isNull()) return false;
    }
    BaseExceptionObject* e = asException(self);
    Tuple* old = e->args;
    e->args = static_cast<Tuple*>(tuple.release().object());
    if (old != nullptr) decref(old);
    return true;
}

Ref getTraceback(Value self) {
    return Ref::borrow(orNone(asException(self)->traceback));
}

bool setTracebackAttribute(Value self, Value value) {
    if (value.isNull()) {
        raise(gTypeError, "__traceback__ may not be deleted");
        return false;
    }
    if (!value.is(noneValue()) && !isTraceback(value)) {
        raise(gTypeError, "__traceback__ must be a traceback or None");
        return false;
    }
    exceptionSetTraceback(self, value);
    return true;
}

Ref getContext(Value self) {
    return Ref::borrow(orNone(asException(self)->context));
}

bool setContextAttribute(Value self, Value value) {
    if (value.isNull()) {
        raise(gTypeError, "__context__ may not be deleted");
        return false;
    }
    if (!value.is(noneValue()) && !isExceptionInstance(value)) {
        raise(gTypeError, "exception context must be None or derive from BaseException");
        return false;
    }
    exceptionSetContext(self, value);
    return true;
}

Ref getCause(Value self) {
    return Ref::borrow(orNone(asException(self)->cause));
}

bool setCauseAttribute(Value self, Value value) {
    if (value.isNull()) {
        raise(gTypeError, "__cause__ may not be deleted");
        return false;
    }
    if (!value.is(noneValue()) && !isExceptionInstance(value)) {
        raise(gTypeError, "exception cause must be None or derive from BaseException");
        return false;
    }
    exceptionSetCause(self, value);
    return true;
}

const GetSetDef kBaseExceptionGetSets[] = {
    {"args", getArgs, setArgsAttribute, nullptr},
    {"__traceback__", getTraceback, setTracebackAttribute, nullptr},
    {"__context__", getContext, setContextAttribute, "exception context"},
    {"__cause__", getCause, setCauseAttribute, "exception cause"},
    {nullptr, nullptr, nullptr, nullptr},
};

const MemberDef kBaseExceptionMembers[] = {
    {"__suppress_context__", MemberKind::Bool,
     static_cast<int32_t>(offsetof(BaseExceptionObject, suppressContext)), false, nullptr},
    {nullptr, MemberKind::Object, 0, false, nullptr},
};

Ref withTraceback(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("with_traceback", nargs, kwnames, 1, 1)) return nullptr;
    if (!setTracebackAttribute(self, args[0])) return nullptr;
    return Ref::borrow(self);
}

Ref addNote(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("add_note", nargs, kwnames, 1, 1)) return nullptr;
    Value note = args[0];
    if (!isStr(note)) {
        return raise(gTypeError, "note must be a str, not '%s'", typeOf(note)->name);
    }
    Str* notesName = internStr("__notes__");
    Ref notes = getAttrOptional(self, notesName);
    if (notes.isNull()) {
        if (hasPendingException()) return nullptr;
        notes = listNew(0);
        if (notes.isNull()) return nullptr;
        if (!setAttr(self, notesName, notes.get())) return nullptr;
    }
    if (!isList(notes.get())) return raise(gTypeError, "Cannot add note: __notes__ is not a list");
    if (!listAppend(asList(notes.get()), note)) return nullptr;
    return noneRef();
}

const MethodDef kBaseExceptionMethods[] = {
    {"with_traceback", withTraceback, kMethodInstance,
     "Set self.__traceback__ to tb and return self."},
    {"add_note", addNote, kMethodInstance, "Add a note to the exception"},
    {nullptr, nullptr, 0, nullptr},
};

// ---- KeyError --------------------------------------------------------------------

Ref keyErrorStr(Value self) {
    Tuple* args = argsOf(self);
    if (args->size == 1) return repr(args->items()[0]);
    return baseExceptionStr(self);
}

// ---- StopIteration, SystemExit ----------------------------------------------------

bool stopIterationInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!baseExceptionInit(self, args, nargs, kwnames)) return false;
    nargs = callArgCount(nargs);
    auto* e = static_cast<StopIterationObject*>(self.object());
    setField(e->value, nargs > 0 ? args[0] : noneValue());
    return true;
}

bool systemExitInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!baseExceptionInit(self, args, nargs, kwnames)) return false;
    nargs = callArgCount(nargs);
    auto* e = static_cast<SystemExitObject*>(self.object());
    if (nargs == 0) {
        setField(e->code, noneValue());
    } else if (nargs == 1) {
        setField(e->code, args[0]);
    } else {
        setField(e->code, Value::fromObject(argsOf(self)));
    }
    return true;
}

// ---- NameError, AttributeError ---------------------------------------------------

bool nameErrorInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    static const char* const kNames[] = {"name"};
    Value values[1] = {};
    if (!bindKeywords("NameError", args, nargs, kwnames, kNames, values, 1)) return false;
    if (!setArgs(self, args, nargs)) return false;
    auto* e = static_cast<NameErrorObject*>(self.object());
    setField(e->name, orNone(values[0]));
    return true;
}

bool attributeErrorInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    static const char* const kNames[] = {"name", "obj"};
    Value values[2] = {};
    if (!bindKeywords("AttributeError", args, nargs, kwnames, kNames, values, 2)) return false;
    if (!setArgs(self, args, nargs)) return false;
    auto* e = static_cast<AttributeErrorObject*>(self.object());
    setField(e->name, orNone(values[0]));
    setField(e->obj, orNone(values[1]));
    return true;
}

// ---- ImportError -----------------------------------------------------------------

bool importErrorInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    static const char* const kNames[] = {"name", "path", "name_from"};
    Value values[3] = {};
    if (!bindKeywords("ImportError", args, nargs, kwnames, kNames, values, 3)) return false;
    if (!setArgs(self, args, nargs)) return false;
    auto* e = static_cast<ImportErrorObject*>(self.object());
    setField(e->name, orNone(values[0]));
    setField(e->path, orNone(values[1]));
    setField(e->nameFrom, orNone(values[2]));
    setField(e->msg, nargs == 1 ? args[0] : noneValue());
    return true;
}

Ref importErrorStr(Value self) {
    auto* e = static_cast<ImportErrorObject*>(self.object());
    if (!e->msg.isNull() && !e->msg.is(noneValue())) return str(e->msg);
    return baseExceptionStr(self);
}

// ---- SyntaxError -----------------------------------------------------------------

bool syntaxErrorInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!baseExceptionInit(self, args, nargs, kwnames)) return false;
    nargs = callArgCount(nargs);
    auto* e = static_cast<SyntaxErrorObject*>(self.object());
    if (nargs >= 1) setField(e->msg, args[0]);
    if (nargs == 2) {
        Value argument = args[1];
        Ref info = call(Value::fromObject(&gTupleType), &argument, 1);
        if (info.isNull()) return false;
        Tuple* tuple = asTuple(info.get());
        if (tuple->size < 4) {
            raise(gTypeError, "function takes at least 4 arguments (%lld given)",
                  static_cast<long long>(tuple->size));
            return false;
        }
        if (tuple->size > 6) {
            raise(gTypeError, "function takes at most 6 arguments (%lld given)",
                  static_cast<long long>(tuple->size));
            return false;
        }
        Value* fields[] = {&e->filename, &e->lineno,    &e->offset,
                           &e->text,     &e->endLineno, &e->endOffset};
        for (int64_t i = 0; i < tuple->size; ++i)
            setField(*fields[i], tuple->items()[i]);
    }
    return true;
}

Ref syntaxErrorStr(Value self) {
    auto* e = static_cast<SyntaxErrorObject*>(self.object());
    std::string message;
    if (!strOf(orNone(e->msg), message)) return nullptr;
    bool haveFile = !e->filename.isNull() && isStr(e->filename);
    bool haveLine = !e->lineno.isNull() && isInt(e->lineno);
    std::string file;
    if (haveFile) {
        file = utf8Of(e->filename);
        size_t slash = file.rfind('/');
        if (slash != std::string::npos) file = file.substr(slash + 1);
    }
    std::string line;
    if (haveLine && !strOf(e->lineno, line)) return nullptr;
    if (haveFile && haveLine) return strResult(message + " (" + file + ", line " + line + ")");
    if (haveFile) return strResult(message + " (" + file + ")");
    if (haveLine) return strResult(message + " (line " + line + ")");
    return strResult(message);
}

// ---- OSError ---------------------------------------------------------------------

Type* osErrorSubclassFor(int64_t code) {
    switch (code) {
    case EPERM:
    case EACCES:
        return gPermissionError;
    case ENOENT:
        return gFileNotFoundError;
    case EEXIST:
        return gFileExistsError;
    case EISDIR:
        return gIsADirectoryError;
    case ENOTDIR:
        return gNotADirectoryError;
    case EINTR:
        return gInterruptedError;
    case ECHILD:
        return gChildProcessError;
    case ESRCH:
        return gProcessLookupError;
    case ETIMEDOUT:
        return gTimeoutError;
    case EAGAIN:
    case EALREADY:
    case EINPROGRESS:
        return gBlockingIOError;
    case EPIPE:
    case ESHUTDOWN:
        return gBrokenPipeError;
    case ECONNABORTED:
        return gConnectionAbortedError;
    case ECONNREFUSED:
        return gConnectionRefusedError;
    case ECONNRESET:
        return gConnectionResetError;
    default:
        return nullptr;
    }
}

// OSError(errno, strerror[, filename[, winerror[, filename2]]]): calling
// OSError itself with a known errno builds the matching subclass.
Ref osErrorNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (type == gOSError && count >= 2 && isInt(args[0])) {
        int64_t code = 0;
        if (intToInt64(args[0], code)) {
            if (Type* subclass = osErrorSubclassFor(code)) type = subclass;
        }
    }
    Ref self = genericAlloc(type);
    if (self.isNull()) return nullptr;
    if (!setArgs(self.get(), args, count)) return nullptr;
    return self;
}

bool osErrorInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noKeywords(self, kwnames)) return false;
    nargs = callArgCount(nargs);
    auto* e = static_cast<OSErrorObject*>(self.object());
    if (nargs >= 2 && nargs <= 5) {
        setField(e->errnoValue, args[0]);
        setField(e->strerror, args[1]);
        if (nargs >= 3) setField(e->filename, args[2]);
        if (nargs == 5) setField(e->filename2, args[4]);
        // With a filename, args keeps only (errno, strerror), as CPython's.
        return setArgs(self, args, nargs >= 3 ? 2 : nargs);
    }
    return setArgs(self, args, nargs);
}

Ref osErrorStr(Value self) {
    auto* e = static_cast<OSErrorObject*>(self.object());
    auto present = [](Value v) { return !v.isNull() && !v.is(noneValue()); };
    if (present(e->errnoValue) && present(e->strerror)) {
        std::string code, message;
        if (!strOf(e->errnoValue, code) || !strOf(e->strerror, message)) return nullptr;
        std::string text = "[Errno " + code + "] " + message;
        if (present(e->filename)) {
            std::string file;
            if (!reprOf(e->filename, file)) return nullptr;
            text += ": " + file;
            if (present(e->filename2)) {
                std::string file2;
                if (!reprOf(e->filename2, file2)) return nullptr;
                text += " -> " + file2;
            }
        }
        return strResult(text);
    }
    return baseExceptionStr(self);
}

// ---- UnicodeError subclasses -----------------------------------------------------

bool unicodeErrorInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!baseExceptionInit(self, args, nargs, kwnames)) return false;
    nargs = callArgCount(nargs);
    bool translate =
        typeOf(self) == gUnicodeTranslateError || isSubtype(typeOf(self), gUnicodeTranslateError);
    size_t expected = translate ? 4 : 5;
    if (nargs != expected) {
        raise(gTypeError, "function takes exactly %zu arguments (%zu given)", expected, nargs);
        return false;
    }
    auto* e = static_cast<UnicodeErrorObject*>(self.object());
    size_t at = 0;
    if (!translate) {
        if (!isStr(args[0])) {
            raise(gTypeError, "argument 1 must be str, not %s", typeOf(args[0])->name);
            return false;
        }
        setField(e->encoding, args[at++]);
    }
    setField(e->object, args[at++]);
    setField(e->start, args[at++]);
    setField(e->end, args[at++]);
    setField(e->reason, args[at++]);
    return true;
}

Ref unicodeErrorStr(Value self) {
    auto* e = static_cast<UnicodeErrorObject*>(self.object());
    if (e->reason.isNull()) return strFromAscii("");
    int64_t start = 0, end = 0;
    if (!intToInt64(e->start, start) || !intToInt64(e->end, end)) return baseExceptionStr(self);
    std::string reason, encoding;
    if (!strOf(e->reason, reason)) return nullptr;
    if (!e->encoding.isNull() && !strOf(e->encoding, encoding)) return nullptr;
    Type* type = typeOf(self);
    bool decode = type == gUnicodeDecodeError || isSubtype(type, gUnicodeDecodeError);
    bool encode = type == gUnicodeEncodeError || isSubtype(type, gUnicodeEncodeError);
    char buffer[128];
    if (end == start + 1) {
        Ref item = getItem(e->object, Value::fromSmallInt(start));
        if (item.isNull()) return nullptr;
        int64_t code = 0;
        if (decode) {
            if (!intToInt64(item.get(), code)) return nullptr;
            std::snprintf(buffer, sizeof buffer, "byte 0x%02x in position %lld",
                          static_cast<unsigned>(code), static_cast<long long>(start));
            return strResult("'" + encoding + "' codec can't decode " + buffer + ": " + reason);
        }
        if (isStr(item.get()) && asStr(item.get())->length == 1) {
            code = strCodePointAt(asStr(item.get()), 0);
        }
        const char* format = code <= 0xFF     ? "character '\\x%02x' in position %lld"
                             : code <= 0xFFFF ? "character '\\u%04x' in position %lld"
                                              : "character '\\U%08x' in position %lld";
        std::snprintf(buffer, sizeof buffer, format, static_cast<unsigned>(code),
                      static_cast<long long>(start));
        if (encode) {
            return strResult("'" + encoding + "' codec can't encode " + buffer + ": " + reason);
        }
        return strResult(std::string("can't translate ") + buffer + ": " + reason);
    }
    std::snprintf(buffer, sizeof buffer, "in position %lld-%lld", static_cast<long long>(start),
                  static_cast<long long>(end - 1));
    if (decode) {
        return strResult("'" + encoding + "' codec can't decode bytes " + buffer + ": " + reason);
    }
    if (encode) {
        return strResult("'" + encoding + "' codec can't encode characters " + buffer + ": " +
                         reason);
    }
    return strResult(std::string("can't translate characters ") + buffer + ": " + reason);
}

// ---- BaseExceptionGroup (construction and str only) --------------------------------

Ref exceptionGroupNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    // Keywords are rejected by __init__, naming the class actually made
    // (BaseExceptionGroup(...) of Exceptions makes an ExceptionGroup).
    if (count != 2) {
        return raise(gTypeError,
                     "BaseExceptionGroup.__new__() takes exactly 2 arguments (%zu given)", count);
    }
    if (!isStr(args[0])) {
        return raise(gTypeError, "BaseExceptionGroup.__new__() argument 1 must be str, not %s",
                     typeOf(args[0])->name);
    }
    Value sequence = args[1];
    // A sequence, not any iterable: something indexable with a length.
    if (isDict(sequence) || isAnySet(sequence) || typeOf(sequence)->getitem == nullptr ||
        typeOf(sequence)->length == nullptr) {
        return raise(gTypeError, "second argument (exceptions) must be a sequence");
    }
    Ref items = call(Value::fromObject(&gTupleType), &sequence, 1);
    if (items.isNull()) return nullptr;
    if (asTuple(items.get())->size == 0) {
        return raise(gValueError, "second argument (exceptions) must be a non-empty sequence");
    }
    bool allExceptions = true;
    for (int64_t i = 0; i < asTuple(items.get())->size; ++i) {
        Value item = asTuple(items.get())->items()[i];
        if (!isExceptionInstance(item)) {
            return raise(gValueError,
                         "Item %lld of second argument (exceptions) is not an exception",
                         static_cast<long long>(i));
        }
        if (!isInstance(item, gException)) allExceptions = false;
    }
    if (type == gBaseExceptionGroup && allExceptions) type = gExceptionGroup;
    if (type == gExceptionGroup && !allExceptions) {
        return raise(gTypeError, "Cannot nest BaseExceptions in an ExceptionGroup");
    }
    Ref self = genericAlloc(type);
    if (self.isNull()) return nullptr;
    if (!setArgs(self.get(), args, count)) return nullptr;
    auto* e = static_cast<BaseExceptionGroupObject*>(self.object());
    setField(e->message, args[0]);
    setField(e->exceptions, items.get());
    return self;
}

bool exceptionGroupInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noKeywords(self, kwnames)) return false;
    return setArgs(self, args, callArgCount(nargs));
}

Ref exceptionGroupStr(Value self) {
    auto* e = static_cast<BaseExceptionGroupObject*>(self.object());
    std::string message;
    if (!strOf(orNone(e->message), message)) return nullptr;
    int64_t count = isTuple(e->exceptions) ? asTuple(e->exceptions)->size : 0;
    return strResult(message + " (" + std::to_string(count) + " sub-exception" +
                     (count == 1 ? "" : "s") + ")");
}

// CPython 3.13 shows a group like any exception, from its args (which keep
// the sequence the group was made from: a list stays a list).
Ref exceptionGroupRepr(Value self) {
    return baseExceptionRepr(self);
}

// ---- Member tables -----------------------------------------------------------------

#define TAIPAN_MEMBER(name, type, field)                                                           \
    { name, MemberKind::Object, static_cast<int32_t>(offsetof(type, field)), false, nullptr }
#define TAIPAN_MEMBERS_END                                                                         \
    { nullptr, MemberKind::Object, 0, false, nullptr }

const MemberDef kStopIterationMembers[] = {TAIPAN_MEMBER("value", StopIterationObject, value),
                                           TAIPAN_MEMBERS_END};
const MemberDef kSystemExitMembers[] = {TAIPAN_MEMBER("code", SystemExitObject, code),
                                        TAIPAN_MEMBERS_END};
const MemberDef kNameErrorMembers[] = {TAIPAN_MEMBER("name", NameErrorObject, name),
                                       TAIPAN_MEMBERS_END};
const MemberDef kAttributeErrorMembers[] = {TAIPAN_MEMBER("name", AttributeErrorObject, name),
                                            TAIPAN_MEMBER("obj", AttributeErrorObject, obj),
                                            TAIPAN_MEMBERS_END};
const MemberDef kImportErrorMembers[] = {
    TAIPAN_MEMBER("msg", ImportErrorObject, msg), TAIPAN_MEMBER("name", ImportErrorObject, name),
    TAIPAN_MEMBER("path", ImportErrorObject, path),
    TAIPAN_MEMBER("name_from", ImportErrorObject, nameFrom), TAIPAN_MEMBERS_END};
const MemberDef kSyntaxErrorMembers[] = {
    TAIPAN_MEMBER("msg", SyntaxErrorObject, msg),
    TAIPAN_MEMBER("filename", SyntaxErrorObject, filename),
    TAIPAN_MEMBER("lineno", SyntaxErrorObject, lineno),
    TAIPAN_MEMBER("offset", SyntaxErrorObject, offset),
    TAIPAN_MEMBER("text", SyntaxErrorObject, text),
    TAIPAN_MEMBER("end_lineno", SyntaxErrorObject, endLineno),
    TAIPAN_MEMBER("end_offset", SyntaxErrorObject, endOffset),
    TAIPAN_MEMBER("print_file_and_line", SyntaxErrorObject, printFileAndLine),
    TAIPAN_MEMBERS_END};
const MemberDef kOSErrorMembers[] = {TAIPAN_MEMBER("errno", OSErrorObject, errnoValue),
                                     TAIPAN_MEMBER("strerror", OSErrorObject, strerror),
                                     TAIPAN_MEMBER("filename", OSErrorObject, filename),
                                     TAIPAN_MEMBER("filename2", OSErrorObject, filename2),
                                     TAIPAN_MEMBERS_END};
const MemberDef kUnicodeErrorMembers[] = {TAIPAN_MEMBER("encoding", UnicodeErrorObject, encoding),
                                          TAIPAN_MEMBER("object", UnicodeErrorObject, object),
                                          TAIPAN_MEMBER("start", UnicodeErrorObject, start),
                                          TAIPAN_MEMBER("end", UnicodeErrorObject, end),
                                          TAIPAN_MEMBER("reason", UnicodeErrorObject, reason),
                                          TAIPAN_MEMBERS_END};
const MemberDef kGroupMembers[] = {
    // Read-only in CPython ("readonly attribute").
    {"message", MemberKind::Object,
     static_cast<int32_t>(offsetof(BaseExceptionGroupObject, message)), true, nullptr},
    {"exceptions", MemberKind::Object,
     static_cast<int32_t>(offsetof(BaseExceptionGroupObject, exceptions)), true, nullptr},
    TAIPAN_MEMBERS_END};

#undef TAIPAN_MEMBER
#undef TAIPAN_MEMBERS_END

} // namespace

// ---- The public pointers ---------------------------------------------------------

#define TAIPAN_POINTER(name, base, layout) Type* g##name = &name##Storage;
TAIPAN_EXCEPTIONS(TAIPAN_POINTER)
#undef TAIPAN_POINTER

void exceptionSetTraceback(Value e, Value traceback) {
    if (traceback.is(noneValue())) traceback = Value();
    setField(asException(e)->traceback, traceback);
}

void exceptionSetContext(Value e, Value context) {
    if (context.is(noneValue())) context = Value();
    setField(asException(e)->context, context);
}

void exceptionSetCause(Value e, Value cause) {
    if (cause.is(noneValue())) cause = Value();
    setField(asException(e)->cause, cause);
    asException(e)->suppressContext = true;
}

Type* const* builtinExceptionTypes(size_t& count) {
    count = sizeof kExceptionTypes / sizeof kExceptionTypes[0];
    return kExceptionTypes;
}

bool readyExceptionTypes() {
    for (const ExceptionEntry& entry : kExceptionTable) {
        Type* type = entry.type;
        type->dictOffset = static_cast<uint32_t>(offsetof(BaseExceptionObject, dict));
        type->traverse = exceptionTraverse;
        type->clear = exceptionClear;
        type->dealloc = exceptionDealloc;
        if (type == gBaseException) {
            type->base = nullptr; // object, filled by typeReady
            type->newFn = baseExceptionNew;
            type->init = baseExceptionInit;
            type->repr = baseExceptionRepr;
            type->str = baseExceptionStr;
            typeAddGetSets(type, kBaseExceptionGetSets);
            typeAddMembers(type, kBaseExceptionMembers);
            typeAddMethods(type, kBaseExceptionMethods);
        } else {
            type->base = entry.base;
        }
        const MemberDef* members = nullptr;
        // Only the type that introduces a layout gets its slots and members;
        // subclasses inherit them.
        bool introduces = type == gBaseException || entry.layout != [&] {
            for (const ExceptionEntry& parent : kExceptionTable) {
                if (parent.type == entry.base) return parent.layout;
            }
            return Layout::Base;
        }();
        if (introduces) {
            switch (entry.layout) {
            case Layout::Base:
                break;
            case Layout::StopIteration:
                type->init = stopIterationInit;
                members = kStopIterationMembers;
                break;
            case Layout::SystemExit:
                type->init = systemExitInit;
                members = kSystemExitMembers;
                break;
            case Layout::NameError:
                type->init = nameErrorInit;
                members = kNameErrorMembers;
                break;
            case Layout::AttributeError:
                type->init = attributeErrorInit;
                members = kAttributeErrorMembers;
                break;
            case Layout::ImportError:
                type->init = importErrorInit;
                type->str = importErrorStr;
                members = kImportErrorMembers;
                break;
            case Layout::SyntaxError:
                type->init = syntaxErrorInit;
                type->str = syntaxErrorStr;
                members = kSyntaxErrorMembers;
                break;
            case Layout::OSError:
                type->newFn = osErrorNew;
                type->init = osErrorInit;
                type->str = osErrorStr;
                members = kOSErrorMembers;
                break;
            case Layout::UnicodeError:
                type->init = unicodeErrorInit;
                type->str = unicodeErrorStr;
                members = kUnicodeErrorMembers;
                break;
            case Layout::Group:
                type->newFn = exceptionGroupNew;
                type->init = exceptionGroupInit;
                type->str = exceptionGroupStr;
                type->repr = exceptionGroupRepr;
                members = kGroupMembers;
                break;
            }
        }
        // As in CPython, every builtin exception type but ExceptionGroup has
        // an __init__ of its own (ValueError.__init__ is "ValueError.__init__",
        // which tools such as sys.monitoring loggers show): its parent's.
        if (type->init == nullptr && type != gExceptionGroup && entry.base != nullptr)
            type->init = entry.base->init;
        if (type == gKeyError) type->str = keyErrorStr;
        if (members != nullptr) typeAddMembers(type, members);
        if (type == gExceptionGroup) {
            Value bases[] = {Value::fromObject(gBaseExceptionGroup), Value::fromObject(gException)};
            Ref tuple = tupleFromValues(bases, 2);
            if (tuple.isNull()) return false;
            type->bases = static_cast<Tuple*>(tuple.release().object());
        }
        if (!typeReady(type)) return false;
    }
    return true;
}

} // namespace taipan
