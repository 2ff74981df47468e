// The virtual machine's entry points. Frames live on a per-thread contiguous
// frame stack (vm/frame.h); Python-to-Python calls and returns happen inside
// the eval loop without C++ recursion, so only native → Python calls
// (a builtin calling a Python function, a slot calling a dunder) nest C++
// frames, and those are counted against the recursion limit too.
#pragma once

#include "objects/code.h"
#include "objects/descriptors.h"

#include <string>
#include <vector>

namespace taipan::vm {

// Runs a module-level code object with the given globals and locals
// (locals may be the same dict). Returns the result or null (exception pending).
// `closure` (additive: exec(..., closure=)) supplies the cells of the code's
// free variables, in co_freevars order.
Ref evalCode(Code* code, Dict* globals, Value locals, Tuple* closure = nullptr);

// Calls a Python function object (objects/function.h) with CallFn's
// convention; used by the function type's call slot.
Ref callPythonFunction(Value function, const Value* args, size_t nargs, Tuple* kwnames);

// ---- Added by the VM work (additive) ------------------------------------------------

// builtins.__build_class__ (vm/build_class.cpp): the builtins module adds
// builtinFunctionNew(&kBuildClassMethodDef, module) under "__build_class__".
extern const MethodDef kBuildClassMethodDef;

// Installs the SIGINT handler that turns Ctrl-C into KeyboardInterrupt at
// the next RESUME or backward jump (call once at start-up).
void installSignalHandlers();

// Does the signal work pending in the eval breaker now, for native code
// that waits (time.sleep): false with KeyboardInterrupt pending when Ctrl-C
// arrived. (Added by the math/time/random work, additive.)
[[nodiscard]] bool handlePendingSignals();

// Rows of vm/opcodes.def the eval loop does not handle yet (a unit test
// keeps this empty; such an opcode stops the process with a clear message
// instead of breaking the build).
std::vector<std::string> unhandledOpcodes();

// The innermost running Python frame's globals, or null (sys._getframe,
// globals(), the class-creation hook).
Dict* currentGlobals();
// locals() in the innermost running Python frame: the namespace of a
// module or class body, or a new dict of a function's bound locals (cells
// read through). Null (no exception) when no Python code is running.
Ref currentLocals();

} // namespace taipan::vm
