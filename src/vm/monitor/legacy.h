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

#include "objects/object.h"
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

// A frame asked for 'opcode' events (f_trace_opcodes = True): INSTRUCTION
// events are switched on for the trace tool from now on.
void traceOpcodesWanted();

// Delivers `event` to the legacy tool `tool` (kProfileToolId or
// kTraceToolId), from the deliverer of vm/monitor/instrument.cpp. `at` is
// the unit of the event, `location` the line for LINE, `first`/`second`
// the event's arguments (value returned, callable and first argument,
// destination offset). False with an exception pending when the function
// raised.
bool deliverLegacy(int tool, Event event, Frame* frame, uint32_t at, int64_t location, Value first,
                   Value second);

// Drops both functions (interpreter shutdown).
void clearLegacyTools();

} // namespace taipan::vm::monitor
