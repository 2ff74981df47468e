// The run harness of fuzz/run_harness.h: start the interpreter once, then
// for each input compile it, run it under a step budget in a fresh
// __main__, and put back every piece of process-wide state the program could
// have changed.
//
// Invariants checked after every input (a violation is a Taipan bug, so the
// harness traps and the fuzzer reports it): the evaluation returned either
// a value or a pending exception, never both and never neither; the Python
// and native recursion depths are back to zero; no exception is handled.
#include "run_harness.h"

#include "compile/compiler.h"
#include "modules/modules.h"
#include "objects/builtins_types.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/exceptions.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/str.h"
#include "objects/traceback.h"
#include "parse/arena.h"
#include "parse/parser.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/interpreter.h"
#include "runtime/limits.h"
#include "runtime/thread_state.h"
#include "vm/eval.h"
#include "vm/eval_breaker.h"

#include <fcntl.h>
#include <malloc.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <string>
#include <string_view>
#include <vector>

// Present in sanitizer builds: the allocator's own count, cheaper and more
// exact than mallinfo2 there.
extern "C" size_t __sanitizer_get_current_allocated_bytes() __attribute__((weak));
extern "C" void __sanitizer_set_report_fd(void* fd) __attribute__((weak));

namespace taipan::fuzz {

namespace {

HarnessOptions gOptions;
std::FILE* gMessages = nullptr;
Ref gSysSnapshot;      // sys.__dict__ as start-up left it
Ref gBuiltinsSnapshot; // builtins.__dict__
Ref gModulesSnapshot;  // sys.modules
int64_t gIntMaxStrDigits = 0;

size_t heapBytesInUse() {
    if (__sanitizer_get_current_allocated_bytes != nullptr) {
        return __sanitizer_get_current_allocated_bytes();
    }
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

// The budget's check, at every step: past the deadline raises
// KeyboardInterrupt (again at every later step, like the step count), over
// the memory allowance MemoryError. Both probes are cheap next to a step
// in a sanitized build (the clock is a vDSO call).
size_t gMemoryLimit = 0;
std::chrono::steady_clock::time_point gDeadline;
bool gOverTime = false;

bool budgetCheck() {
    if (gOverTime || std::chrono::steady_clock::now() > gDeadline) {
        gOverTime = true;
        raise(gKeyboardInterrupt, "time budget exhausted");
        return false;
    }
    if (heapBytesInUse() > gMemoryLimit) {
        raiseNoMemory();
        return false;
    }
    return true;
}

void drainPendingException() {
    if (hasPendingException()) clearPendingException();
}

// Makes `target` hold exactly the entries of `snapshot` again (values put
// back by identity; keys the program added removed).
void restoreDict(Dict* target, Dict* snapshot) {
    std::vector<Ref> added;
    int64_t position = 0;
    Value key;
    Value value;
    while (dictNext(target, position, key, value)) {
        // A key whose lookup fails (a str subclass with a raising __eq__)
        // cannot be one of the snapshot's own: it goes too.
        Value found;
        bool known = dictLookup(snapshot, key, found);
        if (!known) drainPendingException();
        if (!known || found.isNull()) added.push_back(Ref::borrow(key));
    }
    if (!dictMerge(target, Value::fromObject(snapshot), 1)) drainPendingException();
    for (const Ref& extra : added) {
        if (dictDelItem(target, extra.get()) < 0) drainPendingException();
    }
}

Dict* sysDict() {
    return moduleDict(Value::fromObject(interpreter().sysModule));
}

// Fuzzed programs must not touch the machine: no files created or deleted, no
// directory changes, no sleeping past the step budget. The modules that reach
// the operating system are fenced off the way a user would: a None entry in
// sys.modules makes importing them raise ImportError, and builtins.open is
// removed. Both survive resets, because the snapshots are taken afterwards.
bool fenceOffTheOutsideWorld() {
    static const char* const kFencedModules[] = {"posix", "os", "posixpath", "io", "_io", "time"};
    for (const char* name : kFencedModules) {
        if (!dictSetStr(interpreter().modules, internStr(name), noneValue())) return false;
    }
    Value open;
    if (dictLookup(interpreter().builtins, Value::fromObject(internStr("open")), open) &&
        !open.isNull() &&
        dictDelItem(interpreter().builtins, Value::fromObject(internStr("open"))) < 0) {
        return false;
    }
    drainPendingException();
    return true;
}

// A fresh __main__ module registered in sys.modules (null on failure).
Ref newMainModule() {
    Ref module = moduleNew(std::string_view("__main__"));
    if (module.isNull()) return nullptr;
    Dict* globals = moduleDict(module.get());
    Ref annotations = dictNew();
    if (annotations.isNull() ||
        !dictSetStr(globals, internStr("__annotations__"), annotations.get()) ||
        !dictSetStr(globals, internStr("__builtins__"),
                    Value::fromObject(interpreter().builtinsModule)) ||
        !dictSetStr(interpreter().modules, internStr("__main__"), module.get())) {
        return nullptr;
    }
    return module;
}

// Puts back everything a program may have changed, then collects what it
// left in cycles (finalizers still run under the budget).
void resetInterpreterState(Ref mainModule) {
    drainPendingException();
    restoreDict(interpreter().modules, asDict(gModulesSnapshot.get()));
    restoreDict(sysDict(), asDict(gSysSnapshot.get()));
    restoreDict(interpreter().builtins, asDict(gBuiltinsSnapshot.get()));
    drainPendingException();
    if (!mainModule.isNull()) dictClear(moduleDict(mainModule.get()));
    mainModule.reset();
    drainPendingException();
    gcCollect();
    drainPendingException();
    // Finalizers may have changed sys again.
    restoreDict(interpreter().modules, asDict(gModulesSnapshot.get()));
    restoreDict(sysDict(), asDict(gSysSnapshot.get()));
    restoreDict(interpreter().builtins, asDict(gBuiltinsSnapshot.get()));
    drainPendingException();
    setRecursionLimit(kDefaultRecursionLimit);
    setIntMaxStrDigits(gIntMaxStrDigits);
}

// Replaces sys.setrecursionlimit with a Python function that clamps the
// limit to options.maxRecursionLimit (part of the snapshot, so it is
// restored after every input).
bool installRecursionLimitClamp() {
    std::string source = "def setrecursionlimit(limit, /, _set=_set, _max=" +
                         std::to_string(gOptions.maxRecursionLimit) +
                         "):\n"
                         "    _set(_max if type(limit) is int and limit > _max else limit)\n";
    Ref code = modules::compileText(source, "<fuzz harness>", parse::ParseMode::Exec);
    Ref globals = dictNew();
    if (code.isNull() || globals.isNull()) return false;
    Dict* sys = sysDict();
    Value original = dictGetStr(sys, internStr("setrecursionlimit"));
    if (original.isNull() ||
        !dictSetStr(asDict(globals.get()), internStr("_set"), original) ||
        !dictSetStr(asDict(globals.get()), internStr("__builtins__"),
                    Value::fromObject(interpreter().builtinsModule))) {
        return false;
    }
    Ref result = vm::evalCode(asCode(code.get()), asDict(globals.get()), Value());
    if (result.isNull()) return false;
    Value clamp = dictGetStr(asDict(globals.get()), internStr("setrecursionlimit"));
    return !clamp.isNull() && dictSetStr(sys, internStr("setrecursionlimit"), clamp);
}

void redirectToDevNull(int fd, int flags) {
    int devNull = open("/dev/null", flags);
    if (devNull < 0) return;
    dup2(devNull, fd);
    close(devNull);
}

} // namespace

std::FILE* initializeHarness(const HarnessOptions& options) {
    static std::FILE* messages = nullptr;
    static bool started = false;
    if (started) return messages;
    gOptions = options;
    // The program's output goes nowhere and input() sees end of file; the
    // caller keeps the original stderr for its own messages.
    int savedStderr = dup(2);
    messages = fdopen(savedStderr >= 0 ? savedStderr : 2, "w");
    redirectToDevNull(0, O_RDONLY);
    redirectToDevNull(1, O_WRONLY);
    if (options.silenceStderr) {
        if (__sanitizer_set_report_fd != nullptr && savedStderr >= 0) {
            __sanitizer_set_report_fd(reinterpret_cast<void*>(static_cast<intptr_t>(savedStderr)));
        }
        redirectToDevNull(2, O_WRONLY);
    }
    // The runtime installs its SIGINT handler (KeyboardInterrupt); the
    // fuzzer's own (print statistics and stop) must stay in charge.
    struct sigaction previousSigint {};
    sigaction(SIGINT, nullptr, &previousSigint);
    if (!initializeRuntime({""})) return nullptr;
    sigaction(SIGINT, &previousSigint, nullptr);
    if (!installRecursionLimitClamp()) return nullptr;
    if (!fenceOffTheOutsideWorld()) return nullptr;
    gSysSnapshot = dictCopy(sysDict());
    gBuiltinsSnapshot = dictCopy(interpreter().builtins);
    gModulesSnapshot = dictCopy(interpreter().modules);
    if (gSysSnapshot.isNull() || gBuiltinsSnapshot.isNull() || gModulesSnapshot.isNull()) {
        return nullptr;
    }
    gIntMaxStrDigits = intMaxStrDigits();
    setMaxAllocationBytes(options.maxAllocationBytes);
    started = true;
    gMessages = messages;
    return messages;
}

RunOutcome runOneInput(const uint8_t* data, size_t size) {
    std::string_view source(reinterpret_cast<const char*>(data), size);
    parse::Arena arena;
    parse::ParseResult parsed = parse::parseScriptFile(source, "<fuzz>", arena);
    if (parsed.error || parsed.tree == nullptr) return RunOutcome::SyntaxError;
    compile::CompileResult compiled =
        compile::compileModule(parsed.tree, "<fuzz>", source, parse::ParseMode::Exec);
    if (compiled.error || compiled.code.isNull()) {
        drainPendingException();
        return RunOutcome::SyntaxError;
    }

    vm::StepBudget budget;
    budget.steps = gOptions.steps;
    budget.check = budgetCheck;
    gOverTime = false;
    gMemoryLimit = heapBytesInUse() + gOptions.memoryAllowance;
    gDeadline = std::chrono::steady_clock::now() +
                std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                    std::chrono::duration<double>(gOptions.secondsAllowed));
    vm::armStepBudget(budget);

    RunOutcome outcome = RunOutcome::Finished;
    Ref mainModule = newMainModule();
    if (mainModule.isNull()) {
        outcome = RunOutcome::Raised;
    } else {
        Ref result = vm::evalCode(asCode(compiled.code.get()), moduleDict(mainModule.get()), Value());
        if (result.isNull() != hasPendingException()) __builtin_trap();
        if (result.isNull()) {
            outcome = vm::stepBudgetExhausted() || gOverTime ? RunOutcome::BudgetExhausted
                                                              : RunOutcome::Raised;
        }
        // Dropping the exception (and its traceback's frames) may run
        // finalizers: still under the budget.
        Ref exception = takePendingException();
        if (gOptions.reportExceptions && !exception.isNull()) {
            std::string line = formatExceptionOnly(exception.get());
            drainPendingException();
            std::fprintf(gMessages, "  %s\n", line.c_str());
        }
        exception.reset();
        result.reset();
    }
    compiled.code.reset();
    resetInterpreterState(std::move(mainModule));
    vm::disarmStepBudget();
    ThreadState& thread = threadState();
    if (thread.pythonDepth != 0 || thread.nativeDepth != 0 || !thread.handledException.isNull()) {
        __builtin_trap();
    }
    return outcome;
}

} // namespace taipan::fuzz
