// A code object's sys.monitoring state (Code::monitoring), shared by the
// registry (vm/monitor/tools.cpp) and the instrumentation
// (vm/monitor/instrument.cpp). Allocated only for code some tool concerns,
// and freed again when no tool does (docs/monitoring.md §3).
//
// Invariants:
//  - `sites` exists exactly while some unit holds a layer (a twin or a
//    marker) or a DISABLE mark; it has one entry per code unit, used at
//    the units where instructions start.
//  - A unit holds a layer exactly when its site's `original` is valid:
//    the opcode beneath every layer (generic or specialized), which the
//    specializer updates instead of the unit while the layer is there.
//  - A branch's twin stays while any of its three events (BRANCH,
//    BRANCH_LEFT, BRANCH_RIGHT) has a tool there, or its jump must report
//    a LINE.
#pragma once

#include "vm/monitor/tools.h"

#include <memory>

namespace taipan {

struct Function;

// What a jump instruction does about the LINE event of its destination
// (docs/monitoring.md §5): CPython reports a line when the instruction
// executed before it is on another line. A marker reports arrivals by
// falling through; a jump's arrival is decided at the jump.
enum class JumpLineAction : uint8_t {
    None,       // the destination reports nothing, or the marker there decides correctly
    FireTarget, // report the destination's line (it has no marker: falling in is same-line)
    SkipMarker, // the destination's marker must stay silent (the jump is same-line)
};

struct MonitoredSite {
    uint8_t original = 0;         // the opcode beneath the layers (see the invariants)
    uint8_t eventTools = 0;       // tools that get this instruction's own event here
    uint8_t lineTools = 0;        // tools that get LINE when this instruction starts a line
    uint8_t instructionTools = 0; // tools that get INSTRUCTION here
    // DISABLE marks by tool, kept across re-instrumentation until
    // restart_events() or the tool stops wanting the event.
    uint8_t disabledEvent = 0;
    uint8_t disabledLine = 0;
    uint8_t disabledInstruction = 0;
    // A branch (POP_JUMP_IF_*, FOR_ITER) has two more events of its own,
    // BRANCH_LEFT and BRANCH_RIGHT (3.14's, an extension), each with its
    // tools and DISABLE marks, so that a tool disabling one direction keeps
    // the other (and BRANCH, in eventTools). Zero at every other site.
    uint8_t leftTools = 0;
    uint8_t rightTools = 0;
    uint8_t disabledLeft = 0;
    uint8_t disabledRight = 0;
    JumpLineAction jumpLine = JumpLineAction::None; // for jumps (LINE wanted)
    bool marked = false;                            // a LINE marker sits here
    int32_t line = -1;                              // the line number (-1: none)
};

// How a twin reports an event whose tools at its site are exactly the one
// tool that wants the event anywhere in the code (the usual case): decided
// when the code is brought up to date, so that the twin does not look at
// the registry per event.
enum class SoleRoute : uint8_t {
    None,   // no tool wants the event in this code
    Native, // the tool has a native callback (it cannot DISABLE): call it
    Python, // a plain Python function taking the event's arguments: run it inline
    Legacy, // sys.settrace / sys.setprofile's slot (vm/monitor/legacy.h)
    General // anything else: the general path (vm/monitor/instrument.cpp: deliver)
};
struct SoleTool {
    uint8_t toolBits = 0; // the tool's bit; 0 when no tool or several want the event
    SoleRoute route = SoleRoute::None;
    // For Python: the callback (borrowed from the registry, which
    // re-instruments every live frame when a callback changes) and its
    // version then (a __code__ assignment changes it: the general path).
    uint32_t pythonVersion = 0;
    Function* python = nullptr;
    const vm::monitor::NativeSlot* native = nullptr; // for Native
};

struct CodeMonitoring {
    // set_local_events, per tool.
    vm::monitor::EventSet localEvents[vm::monitor::kToolSlots] = {};
    // Per event, the tools (bit = tool id) that want it in this code and
    // have a callback for it, computed when the code is brought up to date;
    // the events without an instruction of their own (RAISE, PY_UNWIND,
    // ...) read it when they happen.
    uint8_t toolsFor[vm::monitor::kEventCount] = {};
    // Per event, how the one tool that wants it in this code is reached
    // (SoleTool): what a twin reads to report its event with one load and
    // one compare against its site's tools.
    SoleTool sole[vm::monitor::kEventCount] = {};
    std::unique_ptr<MonitoredSite[]> sites;
    uint32_t layered = 0;      // units holding a layer
    uint64_t restartEpoch = 0; // restart_events() count the DISABLE marks belong to
};

} // namespace taipan
