// The interpreter-wide state of sys.monitoring (PEP 669): which tool ids are
// in use, each tool's global event set, its callbacks, and the local event
// sets of code objects (docs/monitoring.md §2). This file is the bookkeeping
// and its validation, with CPython 3.13's errors; the instrumentation that
// makes events fire (instrumented twins, the per-code side table, bringing
// code up to date) is built on it by the rest of issue 7.
//
// Invariants:
//  - Every change that can alter which events fire (a tool's events, a
//    code object's local events, a callback appearing or disappearing,
//    restart_events, freeing a tool) increments the instrumentation
//    version held in the eval-breaker word (vm/eval_breaker.h), so that
//    every code object is brought up to date at its next RESUME.
//  - C_RETURN and C_RAISE are never set on their own: they follow CALL
//    (CPython 3.13 reports CALL alone in get_events when all three are set).
//  - Callbacks are owned references; freeing a tool releases them (where
//    CPython 3.13 leaves them behind: docs/known-differences.md).
#pragma once

#include "objects/code.h"
#include "objects/object.h"

namespace taipan::vm {
struct Frame;
}

#include <cstdint>

namespace taipan::vm::monitor {

// Event numbers, as CPython 3.13 numbers them (bit = 1 << number), then
// 3.14's BRANCH_LEFT and BRANCH_RIGHT as an extension: 3.14 numbers them 8
// and 9 and renumbers the rest, but 3.13's numbering is the contract here,
// so they come after C_RAISE (docs/monitoring.md §9).
enum class Event : uint8_t {
    PyStart = 0,
    PyResume,
    PyReturn,
    PyYield,
    Call,
    Line,
    Instruction,
    Jump,
    Branch,
    StopIteration,
    Raise,
    ExceptionHandled,
    PyUnwind,
    PyThrow,
    Reraise,
    CReturn,
    CRaise,
    BranchLeft,  // a branch not taken (falls through; a for loop goes on)
    BranchRight, // a branch taken (jumps; a for loop's iterator is exhausted)
    Count
};
constexpr int kEventCount = static_cast<int>(Event::Count);
using EventSet = uint32_t;
constexpr EventSet eventBit(Event e) {
    return EventSet(1) << static_cast<int>(e);
}
constexpr EventSet kAllEvents = (EventSet(1) << kEventCount) - 1;
// Events that can be set per code object (the others are raised from
// exception-handling paths and have no instruction of their own).
constexpr EventSet kLocalEvents =
    eventBit(Event::PyStart) | eventBit(Event::PyResume) | eventBit(Event::PyReturn) |
    eventBit(Event::PyYield) | eventBit(Event::Call) | eventBit(Event::Line) |
    eventBit(Event::Instruction) | eventBit(Event::Jump) | eventBit(Event::Branch) |
    eventBit(Event::StopIteration) | eventBit(Event::CReturn) | eventBit(Event::CRaise) |
    eventBit(Event::BranchLeft) | eventBit(Event::BranchRight);
// The events CPython 3.13 lets set_events take on their own; C_RETURN and
// C_RAISE come with CALL.
constexpr EventSet kCallFollowers = eventBit(Event::CReturn) | eventBit(Event::CRaise);

constexpr int kToolCount = 6; // the public tools (sys.monitoring's ids 0-5)
// Two more slots for sys.setprofile and sys.settrace (vm/monitor/legacy.h),
// which the sys.monitoring API cannot reach. Per-site tool masks are 8 bits.
constexpr int kProfileToolId = 6, kTraceToolId = 7;
constexpr int kToolSlots = 8;
constexpr int kDebuggerId = 0, kCoverageId = 1, kProfilerId = 2, kOptimizerId = 5;

// The Python name of an event ("PY_START"), for messages and sys.monitoring.events.
const char* eventName(Event event);

// ---- The registry (each returns false / null with CPython's exception pending) ----------
// use_tool_id(id, name): ValueError for a bad id or an id in use.
[[nodiscard]] bool useTool(int toolId, Value name);
// free_tool_id(id): turns the tool's events off, drops its callbacks.
[[nodiscard]] bool freeTool(int toolId);
// clear_tool_id(id) (3.14, an extension): the same, but the id stays in use.
[[nodiscard]] bool clearTool(int toolId);
// get_tool(id): the name, or None when free (new reference).
Ref getTool(int toolId);
// set_events / get_events.
[[nodiscard]] bool setEvents(int toolId, int64_t events);
[[nodiscard]] bool getEvents(int toolId, EventSet& out);
// set_local_events / get_local_events for one code object.
[[nodiscard]] bool setLocalEvents(int toolId, Code* code, int64_t events);
[[nodiscard]] bool getLocalEvents(int toolId, Code* code, EventSet& out);
// register_callback(id, event, callable or None): the previous callback
// (None when there was none), a new reference.
Ref registerCallback(int toolId, int64_t event, Value callback);
// restart_events(): re-arms every site a callback disabled.
void restartEvents();

// ---- What the instrumentation reads ------------------------------------------------------
// The events some tool wants anywhere (global sets of the tools in use).
// The events of a legacy tool (kProfileToolId, kTraceToolId), set by
// vm/monitor/legacy.cpp without the public API's checks.
void setLegacyToolEvents(int toolId, EventSet events);
EventSet globalEvents();
// The events tool `toolId` wants in `code` (its global set and the code's local set).
EventSet eventsFor(int toolId, const Code* code);
// The Python callbacks by tool and event (owned; null: none), read
// directly by the firing path.
extern Value gCallbacks[kToolSlots][kEventCount];
// The callback of (tool, event), borrowed; null when none.
inline Value callbackOf(int toolId, Event event) {
    return gCallbacks[toolId][static_cast<int>(event)];
}
// True when tool `toolId` has a callback (Python or native) for `event`.
bool hasCallback(int toolId, Event event);

// ---- Native tools (DESIGN §2 rule 11; include/taipan/monitoring.h wraps these) -----------
// A native callback gets the frame, its code object and the instruction's
// offset in code units directly; `argument` is the event's value (the
// returned or yielded value for PY_RETURN / PY_YIELD, else null). It may
// not raise.
using NativeCallback = void (*)(void* context, vm::Frame* frame, Code* code, int32_t offset,
                                Value argument);
// Sets (or, with null, removes) the native callback of (tool, event).
[[nodiscard]] bool setNativeCallback(int toolId, Event event, NativeCallback callback,
                                     void* context);
// The native callbacks by tool and event, read directly by the firing path
// (vm/monitor/instrument.h).
struct NativeSlot {
    NativeCallback callback = nullptr;
    void* context = nullptr;
    // For CALL: not called for calls of Python functions and of bound
    // methods of Python functions (a tool that times builtins, and sees
    // Python calls through PY_START, skips them at no cost).
    bool skipPythonCalls = false;
};
// CALL's native callback of `toolId` skips (or not) the calls of Python
// functions; false with ValueError pending for a bad tool id.
[[nodiscard]] bool setNativeCallSkipsPython(int toolId, bool skip);
extern NativeSlot gNativeCallbacks[kToolSlots][kEventCount];

// Incremented by restart_events: DISABLE marks older than it no longer count.
uint64_t restartEpoch();

// Frees a code object's monitoring state (its dealloc calls this).
void releaseCodeMonitoring(Code* code);
// The code object's monitoring state, allocated when missing.
struct CodeMonitoring* codeMonitoringFor(Code* code);

// Releases every callback and name (interpreter shutdown).
void clearAllTools();

} // namespace taipan::vm::monitor
