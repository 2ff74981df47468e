// compile(), exec() and eval(), and turning the front end's and the
// compiler's errors into Python exceptions.
//
// Invariants:
//  - Source text goes through the same parser and compiler as a script, so
//    compile(src, name, "exec") and `taipan FILE` agree on every error.
//  - exec/eval without namespaces run in the caller's globals and locals
//    (the innermost Python frame); a globals dict without "__builtins__"
//    gets the current builtins dict inserted, as CPython does.
//  - Only source strings (str or bytes) and code objects are accepted; AST
//    objects (PyCF_ONLY_AST) belong to a later issue and raise a clear error.
#include "modules/modules.h"

#include "compile/compiler.h"
#include "objects/traceback.h"
#include "objects/bytes.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/exceptions.h"
#include "objects/function.h"
#include "objects/int.h"
#include "objects/type.h"
#include "parse/arena.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "vm/eval.h"

#include <cstdio>
#include <fstream>
#include <string>

namespace taipan::modules {

namespace {

constexpr int64_t kCompileOnlyAst = 0x400; // PyCF_ONLY_AST

const char* typeName(Value v) {
    return typeOf(v)->name;
}

Type* exceptionTypeFor(parse::ErrorType type) {
    switch (type) {
    case parse::ErrorType::SyntaxError:
        return gSyntaxError;
    case parse::ErrorType::IndentationError:
        return gIndentationError;
    case parse::ErrorType::TabError:
        return gTabError;
    case parse::ErrorType::MemoryError:
        return gMemoryError;
    case parse::ErrorType::ValueError:
        return gValueError;
    case parse::ErrorType::RecursionError:
        return gRecursionError;
    case parse::ErrorType::RuntimeError:
        return gRuntimeError;
    }
    return gSyntaxError;
}

bool isCodeObject(Value v) {
    return v.isObject() && typeOf(v) == &gCodeType;
}

// The line `lineno` (1-based) of the file `path`, without its line end, or
// false when the file or the line does not exist.
bool readSourceLine(const std::string& path, int32_t lineno, std::string& line) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    for (int32_t i = 1; std::getline(in, line); ++i) {
        if (i == lineno) return true;
    }
    return false;
}

// The text of line `lineno` of `source`.
bool sourceLine(std::string_view source, int32_t lineno, std::string& line) {
    int32_t current = 1;
    size_t start = 0;
    while (current < lineno) {
        size_t newline = source.find('\n', start);
        if (newline == std::string_view::npos) return false;
        start = newline + 1;
        ++current;
    }
    if (start > source.size()) return false;
    size_t end = source.find('\n', start);
    line = std::string(source.substr(start, end == std::string_view::npos ? end : end - start));
    return true;
}

// Parses `source` (bytes when `isBytes`, else UTF-8 text) and compiles it.
Ref compileSource(std::string_view source, bool isBytesSource, std::string_view filename,
                  parse::ParseMode mode) {
    parse::Arena arena;
    parse::ParseResult parsed = isBytesSource ? parse::parseBytes(source, filename, mode, arena)
                                              : parse::parseText(source, filename, mode, arena);
    if (!parsed.warnings.empty()) printParseWarnings(parsed.warnings, filename, {});
    if (parsed.error) {
        raiseSyntaxError(*parsed.error);
        return nullptr;
    }
    compile::CompileResult compiled = compile::compileModule(parsed.tree, filename, source, mode);
    // The compiler's SyntaxWarnings are shown as they are issued, so before
    // an error found later in the same compilation.
    if (!compiled.warnings.empty()) printParseWarnings(compiled.warnings, filename, {});
    if (compiled.error) {
        raiseCompileError(compiled);
        return nullptr;
    }
    return std::move(compiled.code);
}

// The source of compile/exec/eval: the text of a str, or the bytes of a
// bytes-like object. `what` names the function for the error message.
bool sourceText(Value source, const char* what, bool allowCode, std::string& text, bool& isBytes) {
    if (isStr(source)) {
        text = std::string(strUtf8(asStr(source)));
        isBytes = false;
        return true;
    }
    std::string_view data;
    if (bytesLikeData(source, data)) {
        text = std::string(data);
        isBytes = true;
        return true;
    }
    if (hasPendingException()) clearPendingException();
    if (allowCode) {
        raise(gTypeError, "%s() arg 1 must be a string, bytes or code object", what);
    } else {
        raise(gTypeError, "%s() arg 1 must be a string, bytes or AST object", what);
    }
    return false;
}

// Works out the globals and locals exec/eval run with. `globals`/`locals`
// are the arguments (null or None when not given); on success `globalsOut`
// is a dict with __builtins__ and `localsOut` the locals mapping.
bool resolveNamespaces(const char* what, Value globals, Value locals, Ref& globalsOut,
                       Ref& localsOut) {
    bool isExec = what[0] == 'e' && what[1] == 'x';
    if (globals.isNull() || globals.is(noneValue())) globals = Value();
    if (locals.isNull() || locals.is(noneValue())) locals = Value();
    if (!globals.isNull() && !isDict(globals)) {
        if (isExec) {
            raise(gTypeError, "exec() globals must be a dict, not %s", typeName(globals));
        } else if (typeOf(globals)->getitem != nullptr) {
            raise(gTypeError, "globals must be a real dict; try eval(expr, {}, mapping)");
        } else {
            raise(gTypeError, "globals must be a dict");
        }
        return false;
    }
    if (!locals.isNull() && typeOf(locals)->getitem == nullptr) {
        if (isExec) {
            raise(gTypeError, "locals must be a mapping or None, not %s", typeName(locals));
        } else {
            raise(gTypeError, "locals must be a mapping");
        }
        return false;
    }
    if (globals.isNull()) {
        Dict* current = vm::currentGlobals();
        if (current == nullptr) {
            raise(gSystemError, "%s(): no current frame", what);
            return false;
        }
        globalsOut = Ref::borrow(Value::fromObject(current));
        if (locals.isNull()) {
            localsOut = vm::currentLocals();
            if (localsOut.isNull()) {
                if (hasPendingException()) return false;
                localsOut = globalsOut;
            }
        } else {
            localsOut = Ref::borrow(locals);
        }
    } else {
        globalsOut = Ref::borrow(globals);
        localsOut = Ref::borrow(locals.isNull() ? globals : locals);
    }
    Dict* globalsDict = asDict(globalsOut.get());
    Value builtins;
    if (!dictLookup(globalsDict, Value::fromObject(TAIPAN_NAME("__builtins__")), builtins)) {
        return false;
    }
    if (builtins.isNull()) {
        Dict* current = vm::currentGlobals();
        Dict* currentBuiltins =
            current != nullptr ? builtinsForGlobals(current) : interpreter().builtins;
        if (currentBuiltins == nullptr) {
            raise(gSystemError, "%s(): no builtins", what);
            return false;
        }
        if (!dictSetStr(globalsDict, TAIPAN_NAME("__builtins__"),
                        Value::fromObject(currentBuiltins))) {
            return false;
        }
    }
    return true;
}

// Runs a code object for exec/eval; `closure` holds the cells of its free
// variables (exec's closure=).
Ref runCode(Value code, const Ref& globals, const Ref& locals, Tuple* closure = nullptr) {
    Value localsValue = locals.get().is(globals.get()) ? Value() : locals.get();
    return vm::evalCode(asCode(code), asDict(globals.get()), localsValue, closure);
}

} // namespace

void raiseSyntaxError(const parse::SyntaxErrorInfo& error) {
    Type* type = exceptionTypeFor(error.type);
    Ref message = strFromUtf8(error.message);
    if (message.isNull()) return;
    // Errors without a location (null bytes in the source) carry only the
    // message, as CPython's do. An empty eval/single source is reported at
    // line 0 with an empty text ("invalid syntax (<string>, line 0)").
    bool locationless = (type != gSyntaxError && type != gIndentationError && type != gTabError) ||
                        (error.lineno == 0 && error.message.find("null bytes") != std::string::npos);
    if (locationless) {
        raiseWithMessage(type, std::move(message));
        return;
    }
    Ref filename = strFromUtf8(error.filename);
    Ref text = error.hasText || error.lineno == 0 ? strFromUtf8(error.text) : noneRef();
    if (filename.isNull() || text.isNull()) return;
    Value location[6] = {
        filename.get(), Value::fromSmallInt(error.lineno),    Value::fromSmallInt(error.offset),
        text.get(),     Value::fromSmallInt(error.endLineno), Value::fromSmallInt(error.endOffset)};
    Ref details = tupleFromValues(location, 6);
    if (details.isNull()) return;
    Value arguments[2] = {message.get(), details.get()};
    Ref exception = call(Value::fromObject(type), arguments, 2);
    if (exception.isNull()) return;
    raiseObject(exception.get());
}

void raiseCompileError(const compile::CompileResult& result) {
    using ErrorType = compile::CompileResult::ErrorType;
    if (!result.error) return;
    Type* type = nullptr;
    switch (result.errorType) {
    case ErrorType::SyntaxError:
        raiseSyntaxError(*result.error);
        return;
    case ErrorType::RecursionError:
        type = gRecursionError;
        break;
    case ErrorType::RuntimeError:
        type = gRuntimeError;
        break;
    case ErrorType::MemoryError:
        type = gMemoryError;
        break;
    case ErrorType::SystemError:
        type = gSystemError;
        break;
    }
    // These carry only their message, as CPython's do ("maximum recursion
    // depth exceeded during compilation"); a MemoryError may have none.
    if (result.error->message.empty()) {
        raiseObject(Value::fromObject(type)); // the class, instantiated without arguments
        return;
    }
    raise(type, "%s", result.error->message.c_str());
}

Ref compileText(std::string_view source, std::string_view filename, parse::ParseMode mode) {
    return compileSource(source, false, filename, mode);
}

namespace {
// The program text of `-c`, which CPython 3.13 makes the source of the file
// name "<string>" for the warnings module once the program has compiled, so
// warnings of code compiled later under that name show its lines.
std::string gCommandSource;
bool gHaveCommandSource = false;
} // namespace

void setCommandSource(std::string_view source) {
    gCommandSource = std::string(source);
    gHaveCommandSource = true;
    registerSourceText("<string>", source);
}

void printParseWarnings(const std::vector<parse::ParseWarning>& warnings, std::string_view filename,
                        std::string_view source) {
    std::fflush(stdout);
    for (const parse::ParseWarning& warning : warnings) {
        std::fprintf(stderr, "%.*s:%d: %s: %s\n", static_cast<int>(filename.size()),
                     filename.data(), warning.lineno, warning.category.c_str(),
                     warning.message.c_str());
        std::string line;
        bool found = false;
        if (!source.empty())
            found = sourceLine(source, warning.lineno, line);
        else if (filename == "<string>" && gHaveCommandSource)
            found = sourceLine(gCommandSource, warning.lineno, line);
        else
            found = readSourceLine(std::string(filename), warning.lineno, line);
        if (!found) continue;
        // As the warnings module: a line that exists is shown stripped, even
        // when nothing is left of it.
        size_t first = line.find_first_not_of(" \t\f\v\r");
        size_t last = line.find_last_not_of(" \t\f\v\r");
        std::string shown = first == std::string::npos ? "" : line.substr(first, last - first + 1);
        std::fprintf(stderr, "  %s\n", shown.c_str());
    }
}

// compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1,
//         *, _feature_version=-1)
Ref builtinCompile(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {
        "source", "filename", "mode", "flags", "dont_inherit", "optimize", "_feature_version"};
    static const NativeSignature kSignature{"compile", kNames, 7, 0, 6, 3};
    Value bound[7];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value filename = bound[1];
    std::string filenameText;
    if (isStr(filename)) {
        filenameText = std::string(strUtf8(asStr(filename)));
    } else if (isBytes(filename)) {
        filenameText = std::string(bytesView(asBytes(filename)));
    } else {
        return raise(gTypeError, "expected str, bytes or os.PathLike object, not %s",
                     typeName(filename));
    }
    if (!isStr(bound[2])) {
        return raise(gTypeError, "compile() argument 'mode' must be str, not %s",
                     typeName(bound[2]));
    }
    std::string_view modeText = strUtf8(asStr(bound[2]));
    int64_t flags = 0;
    if (!bound[3].isNull() && !indexToInt64(bound[3], flags, gOverflowError)) return nullptr;
    if (flags < INT32_MIN || flags > INT32_MAX) {
        return raise(gOverflowError, "Python int too large to convert to C int");
    }
    // The flags CPython 3.13 accepts: the __future__ bits, the obsolete
    // CO_NESTED, and the compile-only bits (PyCF_ONLY_AST and friends).
    constexpr int64_t kFutureFlags = 0x1FE0000;
    constexpr int64_t kObsoleteFlags = 0x10;
    constexpr int64_t kCompileOnlyFlags = 0x200 | 0x400 | 0x1000 | 0x2000 | 0x4000 | 0x8000;
    if ((flags & ~(kFutureFlags | kObsoleteFlags | kCompileOnlyFlags)) != 0) {
        return raise(gValueError, "compile(): unrecognised flags");
    }
    int64_t optimize = -1;
    if (!bound[5].isNull() && !indexToInt64(bound[5], optimize, gOverflowError)) return nullptr;
    if (optimize < -1 || optimize > 2) {
        return raise(gValueError, "compile(): invalid optimize value");
    }
    if ((flags & kCompileOnlyAst) != 0) {
        return raise(gNotImplementedError,
                     "compile() with PyCF_ONLY_AST (returning an AST object) is not supported "
                     "yet");
    }
    parse::ParseMode mode;
    if (modeText == "exec") {
        mode = parse::ParseMode::Exec;
    } else if (modeText == "eval") {
        mode = parse::ParseMode::Eval;
    } else if (modeText == "single") {
        mode = parse::ParseMode::Single;
    } else {
        return raise(gValueError, "compile() mode must be 'exec', 'eval' or 'single'");
    }
    std::string text;
    bool isBytesSource = false;
    if (!sourceText(bound[0], "compile", false, text, isBytesSource)) return nullptr;
    return compileSource(text, isBytesSource, filenameText, mode);
}

// exec(source, globals=None, locals=None, /, *, closure=None)
Ref builtinExec(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"source", "globals", "locals", "closure"};
    static const NativeSignature kSignature{"exec", kNames, 4, 3, 3, 1};
    Value bound[4];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Ref globals, locals;
    if (!resolveNamespaces("exec", bound[1], bound[2], globals, locals)) return nullptr;
    Value source = bound[0];
    bool haveClosure = !bound[3].isNull() && !bound[3].is(noneValue());
    Ref code;
    Tuple* closure = nullptr;
    if (isCodeObject(source)) {
        // CPython's checks: a code object without free variables takes no
        // closure; one with N free variables needs a tuple of exactly N cells.
        Code* codeObject = asCode(source);
        if (codeObject->nfreevars == 0) {
            if (haveClosure) {
                return raise(gTypeError, "cannot use a closure with this code object");
            }
        } else {
            Value given = haveClosure ? bound[3] : Value();
            bool closureOk = !given.isNull() && typeOf(given) == &gTupleType &&
                             asTuple(given)->size == codeObject->nfreevars;
            for (int64_t i = 0; closureOk && i < asTuple(given)->size; ++i) {
                closureOk = isCell(asTuple(given)->items()[i]);
            }
            if (!closureOk) {
                return raise(gTypeError, "code object requires a closure of exactly length %d",
                             static_cast<int>(codeObject->nfreevars));
            }
            closure = asTuple(given);
        }
        code = Ref::borrow(source);
    } else {
        if (haveClosure) {
            return raise(gTypeError, "closure can only be used when source is a code object");
        }
        std::string text;
        bool isBytesSource = false;
        if (!sourceText(source, "exec", true, text, isBytesSource)) return nullptr;
        code = compileSource(text, isBytesSource, "<string>", parse::ParseMode::Exec);
        if (code.isNull()) return nullptr;
    }
    Ref result = runCode(code.get(), globals, locals, closure);
    if (result.isNull()) return nullptr;
    return noneRef();
}

// eval(source, globals=None, locals=None, /)
Ref builtinEval(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"source", "globals", "locals"};
    static const NativeSignature kSignature{"eval", kNames, 3, 3, 3, 1};
    Value bound[3];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Ref globals, locals;
    if (!resolveNamespaces("eval", bound[1], bound[2], globals, locals)) return nullptr;
    Value source = bound[0];
    Ref code;
    if (isCodeObject(source)) {
        if (asCode(source)->nfreevars > 0) {
            return raise(gTypeError, "code object passed to eval() may not contain free variables");
        }
        code = Ref::borrow(source);
    } else {
        std::string text;
        bool isBytesSource = false;
        if (!sourceText(source, "eval", true, text, isBytesSource)) return nullptr;
        // eval() ignores leading spaces and tabs, so an indented expression works.
        size_t first = text.find_first_not_of(" \t");
        if (first != std::string::npos && first > 0) text.erase(0, first);
        code = compileSource(text, isBytesSource, "<string>", parse::ParseMode::Eval);
        if (code.isNull()) return nullptr;
    }
    return runCode(code.get(), globals, locals);
}

} // namespace taipan::modules
