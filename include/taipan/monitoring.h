// Taipan's native tool API (DESIGN §2 rule 11, docs/monitoring.md §6): C++
// tools observe a program through the same mechanism as sys.monitoring's
// Python tools, but their callbacks are plain function pointers that get
// the frame, the code object and the instruction's offset directly, with no
// argument tuple and no int object per event.
//
// Usage:
//
//     taipan::monitoring::useTool(taipan::monitoring::kProfilerId, "my profiler");
//     taipan::monitoring::setCallback(taipan::monitoring::kProfilerId,
//                                     taipan::monitoring::Event::PyStart, onStart, &state);
//     taipan::monitoring::setEvents(taipan::monitoring::kProfilerId,
//                                   taipan::monitoring::eventBit(Event::PyStart));
//
// Rules for a native callback: it must not raise (nothing would see the
// exception) and must not run Python code (no event is reported while a
// callback runs, so Python code run from one is invisible to every tool).
// `offset` counts 16-bit code units (a Python callback gets twice that: bytes).
// `argument` is the event's value where it has one: the returned or yielded
// value (PY_RETURN, PY_YIELD), the callable (CALL, C_RETURN, C_RAISE), the
// destination offset as a small int (JUMP, BRANCH, and BRANCH_LEFT /
// BRANCH_RIGHT: Event::BranchLeft and Event::BranchRight, 3.14's events as an
// extension, numbered 17 and 18), the exception; null otherwise. A native
// callback cannot return DISABLE.
//
// The functions return false with CPython's exception pending (a bad tool
// id, a tool not in use, an event set CPython refuses), exactly as the
// sys.monitoring functions of the same names raise.
#pragma once

#include "vm/monitor/tools.h"

namespace taipan::monitoring {

using vm::monitor::Event;
using vm::monitor::eventBit;
using vm::monitor::EventSet;
using vm::monitor::kCoverageId;
using vm::monitor::kDebuggerId;
using vm::monitor::kOptimizerId;
using vm::monitor::kProfilerId;
using NativeCallback = vm::monitor::NativeCallback;

// use_tool_id(id, name).
inline bool useTool(int toolId, Value name) {
    return vm::monitor::useTool(toolId, name);
}
// free_tool_id(id): the tool's events off, its callbacks (native too) gone.
inline bool freeTool(int toolId) {
    return vm::monitor::freeTool(toolId);
}
// The native callback of (tool, event); null removes it.
inline bool setCallback(int toolId, Event event, NativeCallback callback, void* context) {
    return vm::monitor::setNativeCallback(toolId, event, callback, context);
}
// set_events(id, events).
inline bool setEvents(int toolId, EventSet events) {
    return vm::monitor::setEvents(toolId, static_cast<int64_t>(events));
}
// CALL's native callback of the tool is not called for calls of Python
// functions and bound methods of Python functions (when it is the one tool
// wanting CALL in the code; otherwise it is, and should look itself): a
// profiler timing builtins sees Python calls through PY_START anyway.
inline bool setCallSkipsPythonFunctions(int toolId, bool skip) {
    return vm::monitor::setNativeCallSkipsPython(toolId, skip);
}
// set_local_events(id, code, events).
inline bool setLocalEvents(int toolId, Code* code, EventSet events) {
    return vm::monitor::setLocalEvents(toolId, code, static_cast<int64_t>(events));
}
// restart_events().
inline void restartEvents() {
    vm::monitor::restartEvents();
}

} // namespace taipan::monitoring
