// Instrumentation: writing and removing the instrumented twins of
// vm/opcodes.def in a code object's bytecode so that exactly the
// instructions where some tool wants an event report it
// (docs/monitoring.md §3-5).
//
// Invariants:
//  - A twin replaces an instruction only while some tool in use wants the
//    twin's event there and has a callback for it; the opcode it replaced
//    (generic or specialized) is kept in the code's side table and written
//    back when no tool wants the event any more, so detaching every tool
//    leaves the bytecode exactly as quickening left it.
//  - The side table exists only while a twin is written (or local events
//    are set).
//  - No event is reported while a callback runs.
#pragma once

#include "objects/code.h"
#include "vm/bytecode.h"
#include "vm/frame.h"
#include "vm/monitor/code_monitoring.h"
#include "vm/monitor/tools.h"

namespace taipan::vm::monitor {

// Brings `code`'s twins up to date with what the tools want now.
void instrumentCode(Code* code);
// The same for every code object with a frame on the thread's stack.
void instrumentLiveFrames();

// True while a callback runs: no events are reported then (DESIGN §6.6).
extern bool gInCallback;

// Reports `event` at the instruction `instr` of `frame` to every tool that
// wants it there (highest tool id first, as CPython 3.13 does). `argument`
// is the returned or yielded value, or null. Inline: the twins call it on
// every event, and the common case is one tool with a native callback.
inline void fireEvent(Event event, Frame* frame, const uint16_t* instr, Value argument) {
    if (gInCallback) return;
    Code* code = frame->code;
    // A twin exists only in code with monitoring state (instrumentCode).
    unsigned tools = code->monitoring->toolsFor[static_cast<int>(event)];
    auto offset = static_cast<int32_t>(instr - code->code);
    gInCallback = true;
    while (tools != 0) {
        int tool = 31 - __builtin_clz(tools);
        tools &= ~(1u << tool);
        const NativeSlot& slot = gNativeCallbacks[tool][static_cast<int>(event)];
        if (slot.callback != nullptr) slot.callback(slot.context, frame, code, offset, argument);
    }
    gInCallback = false;
}

} // namespace taipan::vm::monitor
