// Start-up and the top level of running a program: what `taipan script.py`
// and `taipan -c CODE` do from reading the source to the exit status.
//
// Start-up order (initializeRuntime): every builtin type (readyBuiltinTypes,
// objects/type.cpp), then the types of the native modules, then the builtins
// module, then sys.modules and the sys module, then the signal handlers.
// Nothing may run Python code before all of these exist.
//
// Exit status, as CPython 3.13 decides it:
//  - 0 when the program ends normally;
//  - SystemExit: its code: None → 0, an int → that int, anything else is
//    printed (str) on stderr and gives 1;
//  - KeyboardInterrupt: the traceback is printed, then the process kills
//    itself with SIGINT (a shell sees 130, a parent process -2);
//  - any other uncaught exception: its traceback on stderr (through
//    sys.excepthook), then 1;
//  - flushing sys.stdout at exit fails (a closed pipe): 120.
// After the program, the standard streams are flushed and restored and the
// __main__ module is dropped and its garbage collected, so that __del__
// methods of objects still alive run at exit as they do in CPython (see
// finish() for the order).
#include "runtime/interpreter.h"

#include "compile/compiler.h"
#include "modules/import.h"
#include "modules/modules.h"
#include "objects/exceptions.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "parse/arena.h"
#include "parse/parser.h"
#include "parse/source_file.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/thread_state.h"
#include "vm/eval.h"

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <unistd.h>

namespace taipan {

Interpreter& interpreter() {
    static Interpreter state;
    return state;
}

namespace {

constexpr int kExitOk = 0;
constexpr int kExitError = 1;
constexpr int kExitCannotOpen = 2;
constexpr int kExitFlushFailed = 120;

std::string utf8Of(Value v) {
    return std::string(strUtf8(asStr(v)));
}

// sys.path[0] as CPython computes it: the directory of the script (symbolic
// links resolved), or "" for -c.
std::string scriptDirectory(const std::string& argvZero) {
    if (argvZero.empty() || argvZero == "-c") return "";
    // -m: the working directory, as an absolute path.
    if (argvZero == "-m") return std::filesystem::current_path().string();
    std::error_code error;
    std::filesystem::path resolved = std::filesystem::canonical(argvZero, error);
    if (error) resolved = std::filesystem::absolute(argvZero, error);
    return resolved.parent_path().string();
}

std::string executablePath() {
    char buffer[4096];
    ssize_t size = readlink("/proc/self/exe", buffer, sizeof buffer - 1);
    if (size <= 0) return "";
    return std::string(buffer, static_cast<size_t>(size));
}

// Reports a start-up failure (the pending exception, if any) on stderr.
void reportStartupFailure() {
    std::fputs("taipan: the runtime failed to start\n", stderr);
    if (hasPendingException()) {
        Ref exception = takePendingException();
        std::fputs(formatExceptionOnly(exception.get()).c_str(), stderr);
        std::fputc('\n', stderr);
    }
}

// Writes `text` to sys.stderr (through its write method when it was
// replaced), falling back to the C stream.
void writeToStderr(const std::string& text) {
    Value err = modules::sysStderr();
    if (!err.isNull() && !err.is(noneValue()) && !modules::isStandardStream(err)) {
        Ref line = strFromUtf8(text);
        if (!line.isNull()) {
            Value argument = line.get();
            Ref result = callMethod(err, TAIPAN_NAME("write"), &argument, 1);
            if (!result.isNull()) return;
        }
        clearPendingException();
    }
    if (!err.isNull() && err.is(noneValue())) return;
    std::fputs(text.c_str(), stderr);
    std::fflush(stderr);
}

// The exit status for an uncaught SystemExit (CPython's rules; see the
// file comment). Prints the code when it is neither None nor an int. As in
// CPython, the exception (and with it its traceback, the frames and their
// locals) is released before the code is printed.
int systemExitStatus(Ref exception) {
    Value code = noneValue();
    if (isExceptionInstance(exception.get())) {
        Ref attribute = getAttrOptional(exception.get(), TAIPAN_NAME("code"));
        if (!attribute.isNull()) {
            code = attribute.get();
            incref(code);
        } else {
            clearPendingException();
        }
    } else {
        incref(code);
    }
    Ref owned = Ref::steal(code);
    exception.reset();
    if (code.is(noneValue())) return kExitOk;
    if (isInt(code)) {
        int64_t value = 0;
        if (!intToInt64(code, value)) {
            // CPython's conversion to a C long fails: it exits with -1.
            return -1 & 0xFF;
        }
        // CPython passes the long to exit() as a C int, keeping its low 32
        // bits (C++20 defines this conversion as modulo 2**32), so
        // sys.exit(2**40) ends with status 0.
        return static_cast<int>(value);
    }
    Ref text = str(code);
    if (text.isNull()) {
        // CPython writes the newline that ends the (unprintable) code, and
        // the error of str() stays pending until its shutdown of the
        // threading module reports it, before any finalizer runs.
        Ref error = takePendingException();
        writeToStderr("\n");
        if (!error.isNull()) {
            writeToStderr("Exception ignored on threading shutdown:\n" +
                          formatUnraisable(error.get()));
        }
        clearPendingException();
        return kExitError;
    }
    writeToStderr(utf8Of(text.get()) + "\n");
    return kExitError;
}

// What an uncaught exception leaves to the end of the program.
struct Outcome {
    int status = kExitOk;
    bool interrupted = false; // KeyboardInterrupt: end by SIGINT
};

// After an uncaught exception escaped the main module: prints it (a
// SystemExit prints only a non-int code) and works out the exit status.
Outcome reportUncaughtException() {
    Outcome outcome;
    if (pendingExceptionMatches(gSystemExit)) {
        outcome.status = systemExitStatus(takePendingException());
        return outcome;
    }
    outcome.interrupted = pendingExceptionMatches(gKeyboardInterrupt);
    printPendingException();
    outcome.status = kExitError;
    return outcome;
}

// sys.stdin/stdout/stderr = sys.__stdin__/... as CPython's finalization
// does before it tears the modules down, so that __del__ methods print to
// the real streams.
void restoreStandardStreams() {
    if (interpreter().sysModule == nullptr) return;
    Dict* sys = moduleDict(Value::fromObject(interpreter().sysModule));
    const char* const names[][2] = {
        {"stdin", "__stdin__"}, {"stdout", "__stdout__"}, {"stderr", "__stderr__"}};
    for (const auto& pair : names) {
        Value original = dictGetStr(sys, internStr(pair[1]));
        if (original.isNull()) continue;
        if (!dictSetStr(sys, internStr(pair[0]), original)) clearPendingException();
    }
}

// What CPython's atexit does for weakref.finalize objects still pending
// (their `atexit` attribute true): runs them, newest first, when the weakref
// module was imported.
void runWeakrefFinalizersAtExit() {
    if (interpreter().modules == nullptr) return;
    Value weakref = dictGetStr(interpreter().modules, internStr("weakref"));
    if (weakref.isNull()) return;
    Ref saved = takePendingException();
    Ref finalize = getAttrOptional(weakref, internStr("finalize"));
    Ref exitFunction =
        finalize.isNull() ? Ref() : getAttrOptional(finalize.get(), internStr("_exitfunc"));
    if (!exitFunction.isNull() && callNoArgs(exitFunction.get()).isNull()) {
        writeUnraisable(exitFunction.get());
    }
    clearPendingException();
    if (!saved.isNull()) threadState().pendingException = saved.release();
}

// The end of the program, as CPython's Py_FinalizeEx orders it (the
// uncaught exception, if any, was reported already): pending
// weakref.finalize callbacks; a collection while the modules are alive (if
// the collector is enabled); flush the standard streams (a failure makes
// the status 120) and restore them; drop the __main__ module and collect
// the garbage it leaves (so __del__ methods and suspended generators of
// objects still alive run, with the program's globals intact, in CPython's
// order); flush again so that nothing they wrote is lost; then an uncaught
// KeyboardInterrupt ends the process by SIGINT.
int finish(Outcome outcome, Ref mainModule) {
    runWeakrefFinalizersAtExit();
    // CPython collects once more (when the collector is enabled) while the
    // program's modules are still alive: garbage left by the program is
    // finalized with the program's sys.stdout still in place, and the
    // survivors are reordered as that collection reorders them, which
    // decides the order of the __del__ methods that run when __main__ dies
    // below. In CPython the __main__ globals are reached last in that scan,
    // so the objects they hold end up breadth-first from the globals (the
    // globals' values in order, then what those refer to, ...); scanning
    // the globals dict last here reproduces that order.
    if (gcIsEnabled()) {
        if (!mainModule.isNull()) gcMoveToEnd(moduleDict(mainModule.get()));
        Ref saved = takePendingException();
        gcCollect();
        clearPendingException();
        if (!saved.isNull()) threadState().pendingException = saved.release();
    }
    int status = outcome.status;
    if (!modules::flushStandardStreamsAtExit()) status = kExitFlushFailed;
    restoreStandardStreams();
    if (interpreter().modules != nullptr) {
        Value key = Value::fromObject(TAIPAN_NAME("__main__"));
        if (dictDelItem(interpreter().modules, key) < 0) clearPendingException();
    }
    mainModule.reset();
    // From here on the modules are torn down: CPython's unraisable reports
    // lose their source lines and gc.callbacks are no longer called.
    setUnraisableSourceLines(false);
    gGcCallbacksHook = nullptr;
    gcCollect();
    if (hasPendingException()) clearPendingException();
    if (!modules::flushStandardStreamsAtExit()) status = kExitFlushFailed;
    if (outcome.interrupted) {
        // CPython re-raises SIGINT with the default handler so that the
        // parent sees the process killed by the signal.
        std::signal(SIGINT, SIG_DFL);
        std::raise(SIGINT);
        return 128 + SIGINT;
    }
    return status;
}

// Runs `code` as the __main__ module; `file` becomes __file__ unless empty.
// With a spec (`taipan -m`), __spec__, __loader__ and __package__ come from it.
int runAsMain(Code* code, const std::string& file, Value spec = Value()) {
    Ref module = moduleNew(std::string_view("__main__"));
    if (module.isNull()) return finish(reportUncaughtException(), nullptr);
    Dict* globals = moduleDict(module.get());
    Ref annotations = dictNew();
    if (annotations.isNull() ||
        !dictSetStr(globals, TAIPAN_NAME("__annotations__"), annotations.get()) ||
        !dictSetStr(globals, TAIPAN_NAME("__builtins__"),
                    Value::fromObject(interpreter().builtinsModule))) {
        return finish(reportUncaughtException(), std::move(module));
    }
    if (!file.empty()) {
        Ref fileName = strFromUtf8(file);
        if (fileName.isNull() || !dictSetStr(globals, TAIPAN_NAME("__file__"), fileName.get()) ||
            !dictSetStr(globals, TAIPAN_NAME("__cached__"), noneValue())) {
            return finish(reportUncaughtException(), std::move(module));
        }
    }
    if (!spec.isNull()) {
        Ref loader = getAttr(spec, internStr("loader"));
        Ref parent = loader.isNull() ? Ref() : getAttr(spec, internStr("parent"));
        if (parent.isNull() || !dictSetStr(globals, TAIPAN_NAME("__loader__"), loader.get()) ||
            !dictSetStr(globals, TAIPAN_NAME("__package__"), parent.get()) ||
            !dictSetStr(globals, TAIPAN_NAME("__spec__"), spec)) {
            return finish(reportUncaughtException(), std::move(module));
        }
    }
    if (!dictSetStr(interpreter().modules, TAIPAN_NAME("__main__"), module.get())) {
        return finish(reportUncaughtException(), std::move(module));
    }
    Ref result = vm::evalCode(code, globals, Value());
    Outcome outcome;
    if (result.isNull()) outcome = reportUncaughtException();
    result.reset();
    return finish(outcome, std::move(module));
}

} // namespace

bool initializeRuntime(const std::vector<std::string>& argv) {
    static bool initialized = false;
    if (initialized) return true;
    // Writes to a closed pipe must fail with EPIPE (BrokenPipeError), not
    // kill the process, as in CPython.
    std::signal(SIGPIPE, SIG_IGN);
    // PYTHONUNBUFFERED (like -u) makes sys.stdout write through at once.
    const char* unbuffered = std::getenv("PYTHONUNBUFFERED");
    if (unbuffered != nullptr && unbuffered[0] != '\0') std::setvbuf(stdout, nullptr, _IONBF, 0);
    if (!readyBuiltinTypes() || !modules::readyModuleTypes()) {
        reportStartupFailure();
        return false;
    }
    Interpreter& state = interpreter();
    state.recursionLimit = recursionLimit();
    Ref builtins = modules::createBuiltinsModule();
    if (builtins.isNull()) {
        reportStartupFailure();
        return false;
    }
    state.builtinsModule = builtins.release().object();
    state.builtins = moduleDict(Value::fromObject(state.builtinsModule));
    Ref modulesDict = dictNew();
    if (modulesDict.isNull()) {
        reportStartupFailure();
        return false;
    }
    state.modules = asDict(modulesDict.release());
    modules::SysConfig config;
    config.argv = argv.empty() ? std::vector<std::string>{""} : argv;
    config.pathZero = scriptDirectory(config.argv[0]);
    config.executable = executablePath();
    Ref sys = modules::createSysModule(config);
    if (sys.isNull()) {
        reportStartupFailure();
        return false;
    }
    state.sysModule = sys.release().object();
    if (!dictSetStr(state.modules, TAIPAN_NAME("sys"), Value::fromObject(state.sysModule)) ||
        !dictSetStr(state.modules, TAIPAN_NAME("builtins"),
                    Value::fromObject(state.builtinsModule))) {
        reportStartupFailure();
        return false;
    }
    if (!modules::initializeImportSystem()) {
        reportStartupFailure();
        return false;
    }
    vm::installSignalHandlers();
    initialized = true;
    return true;
}

int runMainScript(const std::string& path) {
    std::string source;
    if (!parse::readSourceFile(path, source)) {
        int error = errno;
        std::error_code ignored;
        std::string absolute = std::filesystem::absolute(path, ignored).string();
        std::fprintf(stderr, "taipan: can't open file '%s': [Errno %d] %s\n", absolute.c_str(),
                     error, std::strerror(error));
        return kExitCannotOpen;
    }
    // CPython names the main script by its absolute path (the working
    // directory joined to the path as typed, not normalized) in __file__,
    // co_filename and reports.
    std::error_code ignored;
    std::string displayName = std::filesystem::absolute(path, ignored).string();
    parse::Arena arena;
    parse::ParseResult parsed = parse::parseScriptFile(source, displayName, arena);
    modules::printParseWarnings(parsed.warnings, displayName, source);
    if (parsed.error) {
        std::fputs(parse::formatSyntaxErrorReport(*parsed.error).c_str(), stderr);
        return kExitError;
    }
    compile::CompileResult compiled =
        compile::compileModule(parsed.tree, displayName, source, parse::ParseMode::Exec);
    modules::printParseWarnings(compiled.warnings, displayName, source);
    if (compiled.error) {
        if (compiled.errorType == compile::CompileResult::ErrorType::SyntaxError) {
            std::fputs(parse::formatSyntaxErrorReport(*compiled.error).c_str(), stderr);
            return kExitError;
        }
        // RecursionError and the like are reported as an uncaught exception
        // without a traceback entry, as CPython reports them.
        modules::raiseCompileError(compiled);
        return finish(reportUncaughtException(), nullptr);
    }
    return runAsMain(asCode(compiled.code.get()), displayName);
}

int runCommand(const std::string& source) {
    Ref code = modules::compileText(source, "<string>", parse::ParseMode::Exec);
    if (code.isNull()) return finish(reportUncaughtException(), nullptr);
    modules::setCommandSource(source);
    return runAsMain(asCode(code.get()), "");
}

int runModule(const std::string& name) {
    modules::MainModule found;
    std::string error;
    if (!modules::findMainModule(name, found, error)) {
        if (hasPendingException()) return finish(reportUncaughtException(), nullptr);
        // CPython's runpy exits with "EXECUTABLE: message".
        Value executable = dictGetStr(moduleDict(Value::fromObject(interpreter().sysModule)),
                                      TAIPAN_NAME("executable"));
        std::string prefix = !executable.isNull() && isStr(executable) ? utf8Of(executable) : "";
        writeToStderr(prefix + ": " + error + "\n");
        return finish(Outcome{kExitError, false}, nullptr);
    }
    // sys.argv[0] becomes the module's file, as runpy sets it.
    Value argv = dictGetStr(moduleDict(Value::fromObject(interpreter().sysModule)),
                            TAIPAN_NAME("argv"));
    if (!argv.isNull() && isList(argv) && asList(argv)->size > 0) {
        Ref file = strFromUtf8(found.file);
        if (file.isNull() || !setItem(argv, Value::fromSmallInt(0), file.get())) {
            return finish(reportUncaughtException(), nullptr);
        }
    }
    return runAsMain(asCode(found.code.get()), found.file, found.spec.get());
}

void printPendingException() {
    if (!hasPendingException()) return;
    Ref exception = takePendingException();
    Value value = exception.get();
    Value hook = Value();
    if (interpreter().sysModule != nullptr) {
        hook = dictGetStr(moduleDict(Value::fromObject(interpreter().sysModule)),
                          TAIPAN_NAME("excepthook"));
    }
    if (hook.isNull() || hook.is(noneValue())) {
        writeToStderr("sys.excepthook is missing\n");
        printException(value, stderr);
        return;
    }
    Value traceback = isExceptionInstance(value) ? exceptionTraceback(value) : Value();
    Value arguments[3] = {Value::fromObject(typeOf(value)), value,
                          traceback.isNull() ? noneValue() : traceback};
    Ref hookRef = Ref::borrow(hook);
    Ref result = call(hook, arguments, 3);
    if (!result.isNull()) return;
    // The hook itself failed: report both, as CPython does.
    Ref hookError = takePendingException();
    if (!hookError.isNull() && isInstance(hookError.get(), gSystemExit)) return;
    std::fflush(stdout);
    std::fputs("Error in sys.excepthook:\n", stderr);
    if (!hookError.isNull()) printException(hookError.get(), stderr);
    std::fputs("\nOriginal exception was:\n", stderr);
    printException(value, stderr);
}

} // namespace taipan
