// Running Python source through the compiler and the VM from unit tests,
// before (and independently of) the builtins module: a small builtins dict
// with the functions the VM tests need, print() writing into a string the
// test can compare with what CPython 3.13 prints for the same program.
#pragma once

#include "compile/compiler.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/function.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/str.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "parse/arena.h"
#include "parse/parser.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/interpreter.h"
#include "runtime/thread_state.h"
#include "vm/eval.h"

#include <string>

namespace taipan::vmtest {

inline std::string& output() {
    static std::string buffer;
    return buffer;
}

inline std::string utf8Of(Value v) {
    return std::string(strUtf8(asStr(v)));
}

// print(*args, sep=' ', end='\n') into output().
inline Ref testPrint(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    std::string sep = " ", end = "\n";
    if (kwnames != nullptr) {
        for (int64_t i = 0; i < kwnames->size; ++i) {
            Value value = args[count + static_cast<size_t>(i)];
            std::string key = utf8Of(kwnames->items()[i]);
            if (value.is(noneValue())) continue;
            if (key == "sep") sep = utf8Of(value);
            if (key == "end") end = utf8Of(value);
        }
    }
    for (size_t i = 0; i < count; ++i) {
        Ref text = str(args[i]);
        if (text.isNull()) return nullptr;
        if (i > 0) output() += sep;
        output() += utf8Of(text.get());
    }
    output() += end;
    return noneRef();
}

inline Ref testLen(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("len", nargs, kwnames, 1, 1)) return nullptr;
    int64_t n = 0;
    if (!length(args[0], n)) return nullptr;
    return intFromInt64(n);
}

inline Ref testRepr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("repr", nargs, kwnames, 1, 1)) return nullptr;
    return repr(args[0]);
}

inline Ref testIsinstance(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("isinstance", nargs, kwnames, 2, 2)) return nullptr;
    int r = isInstanceOf(args[0], args[1]);
    if (r < 0) return nullptr;
    return boolRef(r == 1);
}

inline Ref testIter(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("iter", nargs, kwnames, 1, 1)) return nullptr;
    return getIter(args[0]);
}

inline Ref testNext(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("next", nargs, kwnames, 1, 2)) return nullptr;
    NextFn next = typeOf(args[0])->next;
    if (next == nullptr) {
        return raise(gTypeError, "'%s' object is not an iterator", typeOf(args[0])->name);
    }
    Ref item = next(args[0]);
    if (!item.isNull()) return item;
    if (callArgCount(nargs) == 2 &&
        (!hasPendingException() || pendingExceptionMatches(gStopIteration))) {
        clearPendingException();
        return Ref::borrow(args[1]);
    }
    if (!hasPendingException()) raiseObject(Value::fromObject(gStopIteration));
    return nullptr;
}

inline Ref testGetattr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("getattr", nargs, kwnames, 2, 3)) return nullptr;
    if (callArgCount(nargs) == 3) {
        Ref r = getAttrOptional(args[0], asStr(args[1]));
        if (r.isNull() && !hasPendingException()) return Ref::borrow(args[2]);
        return r;
    }
    return getAttr(args[0], asStr(args[1]));
}

inline Ref testHasattr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("hasattr", nargs, kwnames, 2, 2)) return nullptr;
    Ref r = getAttrOptional(args[0], asStr(args[1]));
    if (r.isNull() && hasPendingException()) return nullptr;
    return boolRef(!r.isNull());
}

inline Ref testId(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("id", nargs, kwnames, 1, 1)) return nullptr;
    return intFromInt64(static_cast<int64_t>(args[0].bits()));
}

inline const MethodDef kTestBuiltins[] = {
    {"print", testPrint, kMethodStatic, nullptr},
    {"len", testLen, kMethodStatic, nullptr},
    {"repr", testRepr, kMethodStatic, nullptr},
    {"isinstance", testIsinstance, kMethodStatic, nullptr},
    {"iter", testIter, kMethodStatic, nullptr},
    {"next", testNext, kMethodStatic, nullptr},
    {"getattr", testGetattr, kMethodStatic, nullptr},
    {"hasattr", testHasattr, kMethodStatic, nullptr},
    {"id", testId, kMethodStatic, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

// The builtins dict: the functions above, __build_class__, the builtin
// types and every builtin exception.
inline Dict* testBuiltins() {
    static Dict* builtins = nullptr;
    if (builtins != nullptr) return builtins;
    Ref dict = dictNew();
    builtins = asDict(dict.release());
    for (const MethodDef* def = kTestBuiltins; def->name != nullptr; ++def) {
        Ref f = builtinFunctionNew(def, Value());
        (void)dictSetStr(builtins, internStr(def->name), f.get());
    }
    Ref buildClass = builtinFunctionNew(&vm::kBuildClassMethodDef, Value());
    (void)dictSetStr(builtins, internStr("__build_class__"), buildClass.get());
    Type* types[] = {&gIntType,       &gBoolType,     &gFloatType,        &gStrType,
                     &gListType,      &gTupleType,    &gDictType,         &gSetType,
                     &gFrozenSetType, &gRangeType,    &gTypeType,         &gObjectType,
                     &gSuperType,     &gPropertyType, &gStaticMethodType, &gClassMethodType,
                     &gSliceType,     &gBytesType};
    for (Type* type : types)
        (void)dictSetStr(builtins, internStr(type->name), Value::fromObject(type));
    size_t count = 0;
    Type* const* exceptions = builtinExceptionTypes(count);
    for (size_t i = 0; i < count; ++i) {
        (void)dictSetStr(builtins, internStr(exceptions[i]->name),
                         Value::fromObject(exceptions[i]));
    }
    (void)dictSetStr(builtins, internStr("None"), noneValue());
    interpreter().builtins = builtins;
    return builtins;
}

// The last line CPython prints for an uncaught exception.
inline std::string exceptionLine(Value exception) {
    return formatExceptionOnly(exception);
}

struct RunResult {
    std::string output;    // what print() wrote
    std::string error;     // last line of the uncaught exception's report, or ""
    std::string traceback; // the whole report
};

// Compiles and runs `source` as __main__ in a fresh namespace.
inline RunResult runSource(const std::string& source, const std::string& filename = "<test>") {
    RunResult result;
    output().clear();
    parse::Arena arena;
    parse::ParseResult parsed = parse::parseText(source, filename, parse::ParseMode::Exec, arena);
    if (parsed.tree == nullptr) {
        result.error = "SyntaxError: " + (parsed.error ? parsed.error->message : std::string("?"));
        return result;
    }
    compile::CompileResult compiled =
        compile::compileModule(parsed.tree, filename, source, parse::ParseMode::Exec);
    if (compiled.code.isNull()) {
        result.error =
            "SyntaxError: " + (compiled.error ? compiled.error->message : std::string("?"));
        return result;
    }
    Ref globals = dictNew();
    (void)dictSetStr(asDict(globals.get()), internStr("__name__"), strFromUtf8("__main__").get());
    (void)dictSetStr(asDict(globals.get()), internStr("__builtins__"),
                     Value::fromObject(testBuiltins()));
    Ref value = vm::evalCode(asCode(compiled.code.get()), asDict(globals.get()), Value());
    if (value.isNull()) {
        Ref exception = takePendingException();
        result.error = exceptionLine(exception.get());
        result.traceback = formatException(exception.get());
    }
    result.output = output();
    // Classes and functions live in cycles with the globals: collect them,
    // so leak checkers see only real leaks.
    globals.reset();
    compiled.code.reset();
    (void)gcCollect();
    return result;
}

} // namespace taipan::vmtest
