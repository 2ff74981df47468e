// The VM's internal entry points shared by the eval loop (vm/eval.cpp), the
// call sequence and argument binding (vm/call.cpp), class creation
// (vm/build_class.cpp) and generators (objects/generator.cpp). Not for use
// outside the VM and the objects it owns; vm/eval.h is the public face.
#pragma once

#include "objects/function.h"
#include "vm/frame.h"

#include <string>

namespace taipan::vm {

// The call sequence for a Python function (vm/frame.h, steps 2–4): pushes a
// frame on the thread's stack, binds the arguments (borrowed; the frame
// takes its own references) with CPython's errors, sets up cells and free
// variables. Null with an exception pending (and nothing pushed) when the
// arguments do not bind. `locals` is the namespace of a class body (null
// for ordinary calls).
Frame* pushFunctionFrame(Function* function, const Value* args, size_t nargs, Tuple* kwnames,
                         Value locals = Value());

// The call sequence of a specialized call (CALL_PY_EXACT_ARGS): `function`
// takes exactly `nargs` positional parameters and nothing else (the call
// site checked it), so the arguments are moved, not bound: the frame takes
// the references in args[0..nargs) and leaves those slots null. Null with
// an exception pending (and the arguments untouched) when no frame can be
// allocated; on a failure setting up cells the arguments are released.
inline Frame* pushFunctionFrameExact(Function* function, Value* args, size_t nargs);

// Call sequence step 4: cells for the cell variables, the closure's cells
// in the free-variable slots. False with an exception pending.
bool setUpCells(Frame* frame, Tuple* closure);

// Runs `frame` (pushed and initialized, not yet on the chain) until it
// returns, yields, or lets an exception escape; the frame is linked on top of
// the current chain for the duration. With `throwing`, execution starts by
// raising the pending exception at the frame's current instruction
// (generator.throw()). Returns the returned/yielded value, or null with an
// exception pending. A ThreadStack frame has been popped when this returns.
Ref evalFrame(Frame* frame, bool throwing = false);

// Calls a Python function with `locals` as its locals mapping: how
// __build_class__ runs a class body.
Ref callFunctionWithLocals(Function* function, Value locals);

// builtins.__build_class__(func, name, *bases, metaclass=..., **kwds).
Ref buildClass(Value self, const Value* args, size_t nargs, Tuple* kwnames);

// The zero-argument super() lookup (gVmHooks.zeroArgumentSuper).
bool zeroArgumentSuper(Type*& type, Value& object);

// Raises NameError("name 'x' is not defined") with .name set.
void raiseNameError(Str* name);
// NameError(text) with .name set (the suggestions in tracebacks use it).
void raiseNameErrorWithMessage(Str* name, const std::string& text);

// Suggestions for "Did you mean" (vm/suggestions.cpp): the closest of
// `candidates` (strs) to `name` by CPython's weighted Levenshtein distance,
// or null when none is close enough.
Value closestName(Str* name, const Value* candidates, size_t count);

// ---- Inline definitions ----

// The usual closure, inline (every call of a closure runs it): no cell
// variables, only free ones, every cell given; they go to the last slots,
// in the closure's order. False, having done nothing, otherwise (then
// setUpCells). Compiled code never sets them up itself (flowgraph.cpp
// drops MAKE_CELL / COPY_FREE_VARS).
inline bool copyClosureCells(Frame* frame, Tuple* closure) {
    Code* code = frame->code;
    if (code->ncellvars != 0 || closure == nullptr || closure->size != code->nfreevars)
        return false;
    Value* free = frame->localsPlus() + (code->nlocalsPlus - code->nfreevars);
    const Value* cells = closure->items();
    for (int32_t i = 0; i < code->nfreevars; ++i) {
        incref(cells[i]);
        free[i] = cells[i];
    }
    return true;
}

// The two halves of pushing a function's frame, for callers that write the
// arguments into the frame's first slots themselves (the callbacks run
// inline: vm/monitor/instrument.h). beginFunctionFrame: the frame with its
// header set, or null with MemoryError pending.
inline Frame* beginFunctionFrame(Function* function) {
    Code* code = function->code;
    Frame* frame = gVmThread.stack.allocate(frameByteSize(code));
    if (frame == nullptr) return nullptr;
    incref(code);
    incref(function);
    frame->code = code;
    frame->function = function;
    frame->globals = function->globals;
    frame->builtins = function->builtins;
    frame->locals = Value();
    // previous, isEntry and executing are set when the frame is entered
    // (ENTER_CALLEE and startFrame in vm/eval.cpp).
    frame->instrPtr = code->code;
    frame->frameObject = nullptr;
    frame->owner = FrameOwner::ThreadStack;
    frame->returnKind = kReturnNormal;
    return frame;
}
// After the first `nargs` slots were written: the other locals unbound, the
// closure's cells in place. Null (the frame popped) with an exception
// pending when the cells cannot be made.
inline Frame* finishFunctionFrame(Frame* frame, Function* function, size_t nargs) {
    Code* code = frame->code;
    Value* locals = frame->localsPlus();
    frame->stackPointer = locals + code->nlocalsPlus;
    for (int32_t i = static_cast<int32_t>(nargs); i < code->nlocalsPlus; ++i)
        locals[i] = Value();
    if ((code->ncellvars | code->nfreevars) != 0 && !copyClosureCells(frame, function->closure) &&
        !setUpCells(frame, function->closure)) {
        popFrame(frame);
        return nullptr;
    }
    return frame;
}

inline Frame* pushFunctionFrameExact(Function* function, Value* args, size_t nargs) {
    Frame* frame = beginFunctionFrame(function);
    if (frame == nullptr) return nullptr;
    Value* locals = frame->localsPlus();
    for (size_t i = 0; i < nargs; ++i) {
        locals[i] = args[i];
        args[i] = Value();
    }
    return finishFunctionFrame(frame, function, nargs);
}

} // namespace taipan::vm
