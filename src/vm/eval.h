// The virtual machine's entry points. Frames live on a per-thread contiguous
// frame stack (vm/frame.h); Python-to-Python calls and returns happen inside
// the eval loop without C++ recursion, so only native → Python calls
// (a builtin calling a Python function, a slot calling a dunder) nest C++
// frames, and those are counted against the recursion limit too.
#pragma once

#include "objects/code.h"

namespace taipan::vm {

// Runs a module-level code object with the given globals and locals
// (locals may be the same dict). Returns the result or null (exception pending).
Ref evalCode(Code* code, Dict* globals, Value locals);

// Calls a Python function object (objects/function.h) with CallFn's
// convention; used by the function type's call slot.
Ref callPythonFunction(Value function, const Value* args, size_t nargs, Tuple* kwnames);

} // namespace taipan::vm
