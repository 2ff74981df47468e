// Process-wide interpreter state, start-up and the top level of running a
// program: what `taipan script.py` does from reading the file to the exit
// status.
#pragma once

#include "objects/containers.h"

#include <string>
#include <vector>

namespace taipan {

struct Interpreter {
    Dict* builtins = nullptr;     // the builtins module's dict
    Object* builtinsModule = nullptr;
    Object* sysModule = nullptr;
    Dict* modules = nullptr;      // sys.modules
    int recursionLimit = 1000;
};

Interpreter& interpreter();

// Readies every builtin type, creates builtins and sys; `argv` becomes
// sys.argv. Must run once before any Python code.
[[nodiscard]] bool initializeRuntime(const std::vector<std::string>& argv);

// Runs a script as __main__ and returns the process exit status: 0, the
// SystemExit code, or 1 after printing an uncaught exception's traceback
// (CPython's format) to stderr. Syntax errors print CPython's report.
int runMainScript(const std::string& path);

// ---- Added by the builtins work (additive) -------------------------------------
// Runs `source` as `taipan -c SOURCE` does: compiled as "<string>", run as
// __main__ (without __file__); the exit status follows runMainScript's rules
// (a syntax error is an uncaught SyntaxError: traceback and 1).
int runCommand(const std::string& source);

// ---- Added by the import work (additive) ---------------------------------------
// Runs `taipan -m NAME` (sys.argv[0] is "-m" until the module is found, then
// its file; a package runs NAME.__main__); the exit status as runMainScript's.
int runModule(const std::string& name);

// Prints the pending exception as CPython's default excepthook does
// (traceback, chained exceptions, "Type: message") and clears it.
void printPendingException();

} // namespace taipan
