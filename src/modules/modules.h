// The native modules that exist from start-up (builtins and sys) and the
// services they share with the interpreter's top level (runtime/interpreter.cpp).
//
// Start-up order (runtime/interpreter.cpp): readyBuiltinTypes(), then
// readyModuleTypes() for the types these files own (enumerate, zip, map,
// filter, reversed, callable_iterator, the standard streams, sys's
// struct-sequence types, SimpleNamespace), then createBuiltinsModule(), then
// createSysModule(). Nothing here may run before the types are ready.
#pragma once

#include "objects/containers.h"
#include "objects/str.h"
#include "parse/parser.h"
#include "parse/syntax_error.h"
#include "runtime/args.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace taipan::compile {
struct CompileResult;
}

namespace taipan::modules {

// Readies the types the builtins and sys modules own. Idempotent.
[[nodiscard]] bool readyModuleTypes();

// The iterator types of builtins (modules/builtin_iterators.cpp).
extern Type gEnumerateType;        // enumerate
extern Type gZipType;              // zip
extern Type gMapType;              // map
extern Type gFilterType;           // filter
extern Type gReversedType;         // reversed
extern Type gCallableIteratorType; // callable_iterator: iter(callable, sentinel)
[[nodiscard]] bool readyBuiltinIteratorTypes();
Ref callableIteratorNew(Value callable, Value sentinel);

// The types sys.cpp owns (the standard streams, sys.version_info and
// sys.flags, types.SimpleNamespace).
[[nodiscard]] bool readySysTypes();

// The builtins module: every builtin function, type, constant and
// exception name. Null with an exception pending on failure.
Ref createBuiltinsModule();

// What sys needs to know about the program being run.
struct SysConfig {
    std::vector<std::string> argv; // sys.argv
    std::string pathZero;          // sys.path[0]: the script's directory, "" for -c
    std::string executable;        // sys.executable (absolute path, or "")
};

// The sys module (sys.modules is interpreter().modules, which must exist).
Ref createSysModule(const SysConfig& config);
// sys.monitoring (modules/monitoring_module.cpp), an attribute of sys.
Ref createMonitoringModule();

// Struct-sequence types of native modules, made the way sys.version_info
// is: a tuple subclass with a named read-only attribute per item, whose
// repr is "module.name(field=value, ...)" and which type(seq)(sequence)
// constructs. `type` is a static type named "module.name" whose base is
// set here; `fields` must outlive it. (Added by the profiler work,
// additive: _lsprof.profiler_entry.)
[[nodiscard]] bool readyStructSequenceType(Type* type, const char* const* fields, int count);
// A new instance holding `count` new references to `items`.
Ref makeStructSequence(Type* type, const Value* items, int count);

// ---- Argument errors ---------------------------------------------------------------
// Raises TypeError "<function>() got an unexpected keyword argument 'key'"
// with CPython 3.13's ". Did you mean 'name'?" when one of `names` is close.
Ref raiseUnexpectedKeyword(const char* function, Str* key, const char* const* names, size_t count);

// bindArguments (runtime/args.h) with that suggestion added to an
// unexpected keyword's error.
[[nodiscard]] bool bindArgumentsSuggesting(const NativeSignature& signature, const Value* args,
                                           size_t nargs, Tuple* kwnames, Value* out);

// ---- The standard streams (sys.stdout, sys.stderr, sys.stdin) -----------------------
// Minimal text files over the C streams stdout/stderr/stdin, so C++ code
// that writes to std::FILE* (tracebacks) and Python writes stay in order.

// True for the stream objects created at start-up (exactly; a user class
// written to mimic one is not).
bool isStandardStream(Value v);
// Writes the text of a str to the stream (encoding it as the stream's
// errors handler says); false with an exception pending on failure.
[[nodiscard]] bool standardStreamWrite(Value stream, Str* text);
[[nodiscard]] bool standardStreamWriteUtf8(Value stream, std::string_view text);
[[nodiscard]] bool standardStreamFlush(Value stream);

// sys.stdout / sys.stderr / sys.stdin as they are now (borrowed; null when
// the attribute was deleted, None when set to None).
Value sysStdout();
Value sysStderr();
Value sysStdin();

// Flushes sys.stdout and sys.stderr at exit as CPython's finalization does.
// Returns false (after reporting "Exception ignored ..." on stderr) when
// flushing stdout failed, which makes the exit status 120.
bool flushStandardStreamsAtExit();

// ---- Compiling source text (exec, eval, compile, the -c option) ----------------------

// Turns a front-end or compiler error into the exception CPython raises
// (SyntaxError, IndentationError, TabError, ValueError, MemoryError,
// RecursionError) and makes it pending.
void raiseSyntaxError(const parse::SyntaxErrorInfo& error);

// Makes the exception a failed compile::compileModule stands for pending:
// the SyntaxError of raiseSyntaxError, or by result.errorType a
// RecursionError ("maximum recursion depth exceeded during compilation"),
// RuntimeError, MemoryError or SystemError carrying only the message.
// (Added by the compiler work, additive.)
void raiseCompileError(const compile::CompileResult& result);

// Parses and compiles `source` (UTF-8 text) as compile(source, filename,
// mode) would. Null with the exception pending on error.
Ref compileText(std::string_view source, std::string_view filename, parse::ParseMode mode);

// Prints parser warnings (SyntaxWarning for invalid escapes ...) as CPython's
// warnings module shows them on stderr: "FILE:LINE: Category: message" and the
// source line when `source` is given.
void printParseWarnings(const std::vector<parse::ParseWarning>& warnings, std::string_view filename,
                        std::string_view source);

// Makes `source` (the program of `-c`) the text warnings show for lines of
// "<string>" from now on, as CPython 3.13 does once that program has
// compiled. (Added by the compiler work, additive.)
void setCommandSource(std::string_view source);

} // namespace taipan::modules
