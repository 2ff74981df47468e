// sys.settrace and sys.setprofile as two internal tools of the monitoring
// mechanism (DESIGN §2 rule 10; docs/monitoring.md §11).
//
// The profile function is tool kProfileToolId (6) and the trace function
// tool kTraceToolId (7): slots of the same registry the six public
// sys.monitoring tools use, out of reach of the sys.monitoring API. Setting
// a function sets the tool's global events, which instruments code exactly
// as for a public tool; nothing in the eval loop asks whether tracing is
// on. The monitoring events are translated here into CPython 3.13's legacy
// events ('call', 'line', 'return', 'exception', 'opcode'; 'c_call',
// 'c_return', 'c_exception') and delivered to the Python functions with a
// frame object.
//
// Invariants:
//  - The trace tool's events are set exactly while a trace function is
//    set (the profile tool's likewise); INSTRUCTION only while some frame
//    asked for opcodes (f_trace_opcodes).
//  - A frame's local trace function is FrameObject::trace. A frame without
//    a frame object has none, so its 'line' events cost no Python call.
//  - A trace or profile function that raises is removed (as if
//    settrace(None) / setprofile(None)) and its exception propagates from
//    the instruction that reported the event.
#pragma once

#include "objects/builtins_types.h"
#include "objects/object.h"
#include "objects/type.h"
#include "vm/monitor/tools.h"

#include <cstdint>

namespace taipan::vm {
struct Frame;
}

namespace taipan::vm::monitor {

// sys.settrace / sys.setprofile: `function` null or None switches off.
void setTraceFunction(Value function);
void setProfileFunction(Value function);
// sys.gettrace / sys.getprofile: borrowed, null when none.
Value traceFunction();
Value profileFunction();

// The callables sys.setprofile reports with 'c_call' (and cProfile times
// as builtins): builtin functions and methods, and the method
// descriptors a method call reports as its callable; not classes, not slot
// wrappers (`object.__setattr__`, `Exception.__init__`), not Python
// functions (which report 'call'). Inline: the profiler asks at every call.
inline bool isNativeCallable(Value callable) {
    if (!callable.isObject()) return false;
    const Type* type = typeOf(callable);
    return type == &gBuiltinFunctionType || type == &gMethodDescriptorType ||
           type == &gClassMethodDescriptorType;
}

// A frame asked for 'opcode' events (f_trace_opcodes = True): INSTRUCTION
// events are switched on for the trace tool from now on.
void traceOpcodesWanted();

// Delivers `event` to the legacy tool `tool` (kProfileToolId or
// kTraceToolId), from the deliverer of vm/monitor/instrument.cpp. `at` is
// the unit of the event, `location` the line for LINE, `first`/`second`
// the event's arguments (value returned, callable and first argument,
// destination offset). False with an exception pending when the function
// raised.
// `disable` is set when the event can never mean anything to the tool at
// this location (a JUMP that does not go back within its line): the site
// drops it, as a DISABLE from a callback would.
bool deliverLegacy(int tool, Event event, Frame* frame, uint32_t at, int64_t location, Value first,
                   bool& disable);

// ---- Inline delivery (the eval loop runs the function like a call) ----
// What the eval loop does about a legacy tool's event at a site.
enum class LegacyInline : uint8_t {
    General, // deliver through the general path (fireLine, fireSiteEvent, ...)
    Nothing, // nothing to do (no local trace function in this frame, ...)
    Pushed,  // the function's frame was pushed: enter it
};
// The legacy tool that alone wants `event` at unit `at` (its site's tools
// `tools`), or -1.
inline int soleLegacyTool(unsigned tools) {
    if (tools == (1u << kTraceToolId)) return kTraceToolId;
    if (tools == (1u << kProfileToolId)) return kProfileToolId;
    return -1;
}
// For PY_START, PY_RESUME, PY_RETURN, PY_YIELD and LINE: when `tool`'s
// function is a plain Python function, pushes its frame with its three
// arguments (frame object, event name, `first` or None; `line` is what
// f_lineno reports meanwhile) and returns Pushed; the caller enters it with
// returnKind kReturnToEvent. *callee is the frame. An error (no frame
// object, no memory) comes back as General: the general path raises it.
LegacyInline pushLegacyCallback(int tool, Event event, Frame* frame, Value first, int32_t line,
                                Frame** callee);
// The inline function of (tool, event) for `frame` returned `result`
// (borrowed): the 'call' result becomes f_trace, and so on.
void legacyCallbackReturned(Frame* frame, int tool, Event event, Value result);
// It raised instead: the function is removed (the exception propagates).
void legacyCallbackFailed(Frame* frame, int tool);
// The frame's f_lineno was assigned during the 'line' event just
// delivered: true once (the loop continues at frame->instrPtr, with
// frame->stackPointer).
inline bool takeJump(Frame* frame);

} // namespace taipan::vm::monitor

// ---- Inline definitions ----
#include "objects/traceback.h"
#include "vm/frame.h"

namespace taipan::vm::monitor {

inline bool takeJump(Frame* frame) {
    FrameObject* object = frame->frameObject;
    if (object == nullptr || !object->jumped) return false;
    object->jumped = false;
    return true;
}

} // namespace taipan::vm::monitor
