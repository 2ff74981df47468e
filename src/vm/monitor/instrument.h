// Instrumentation: writing and removing the layers of vm/opcodes.def (the
// instrumented twins and the LINE / INSTRUCTION markers) in a code
// object's bytecode so that exactly the instructions where some tool wants
// an event report it, and reporting the events (docs/monitoring.md §3-6).
//
// Invariants:
//  - A layer sits on an instruction only while some tool in use wants its
//    event there, has a callback for it and has not disabled it there; the
//    opcode beneath (generic or specialized) is kept in the code's side
//    table and written back when the last layer goes, so detaching every
//    tool leaves the bytecode exactly as quickening left it.
//  - Layers stack in one order: LINE marker, INSTRUCTION marker, twin,
//    original. Each runs the next one down after reporting.
//  - The side table exists only while a layer or a DISABLE mark does.
//  - No event is reported while a callback runs (DESIGN §6.6).
//  - A callback that raises makes the instruction raise: every firing
//    function returns false with the exception pending.
#pragma once

#include "objects/code.h"
#include "objects/function.h"
#include "vm/bytecode.h"
#include "vm/call.h"
#include "vm/eval_breaker.h"
#include "vm/frame.h"
#include "vm/monitor/code_monitoring.h"
#include "vm/monitor/tools.h"

#include <array>

// -DTAIPAN_MONITORING=OFF (CMake) compiles the instrumentation's hooks
// out of the eval loop and the specializer: the baseline against which
// "off is off" is measured (docs/monitoring.md §8). sys.monitoring then
// keeps its bookkeeping but no event ever fires.
#ifndef TAIPAN_MONITORING
#define TAIPAN_MONITORING 1
#endif

namespace taipan::vm::monitor {

inline constexpr bool kMonitoringCompiled = TAIPAN_MONITORING != 0;

// True when `code` has monitoring state, so that the exception path and
// the rare exits the instrumentation hooks into must look (one test).
inline bool isMonitored(const Code* code) {
    return kMonitoringCompiled && __builtin_expect(code->monitoring != nullptr, 0);
}

// Brings `code`'s layers up to date with what the tools want now.
void instrumentCode(Code* code);
// The same for every code object with a frame on the thread's stack.
void instrumentLiveFrames();

// True while a callback runs: no events are reported then (DESIGN §6.6).
extern bool gInCallback;

// The layers (twins and markers), by opcode.
// (256 entries: any byte can be looked up.)
inline constexpr std::array<bool, 256> kIsLayer = [] {
    std::array<bool, 256> table{};
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)
#define TAIPAN_SPECIALIZED(name, family)
#define TAIPAN_INSTRUMENTED(name, original, event) table[static_cast<int>(Opcode::name)] = true;
#define TAIPAN_MARKER(name, event, cache) table[static_cast<int>(Opcode::name)] = true;
#include "vm/opcodes.def"
#undef TAIPAN_MARKER
#undef TAIPAN_INSTRUMENTED
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    return table;
}();
inline bool isLayer(uint16_t unit) {
    return kIsLayer[unit & 0xFF];
}

// The opcode beneath every layer of the instruction at `instr` (its own
// opcode when it has none).
inline uint8_t originalOpcode(const Code* code, const uint16_t* instr) {
    uint16_t unit = *instr;
    if (!isLayer(unit) || code->monitoring == nullptr || !code->monitoring->sites)
        return static_cast<uint8_t>(unit & 0xFF);
    return code->monitoring->sites[instr - code->code].original;
}
// What runs after the LINE marker at `instr` / the INSTRUCTION marker.
uint8_t belowLineGeneral(const Code* code, const uint16_t* instr);
// Inline for the usual line marker, the only layer on its instruction.
inline uint8_t belowLine(const Code* code, const uint16_t* instr) {
    const CodeMonitoring* state = code->monitoring;
    if (isLayer(*instr) && state != nullptr && state->sites) {
        const MonitoredSite& site = state->sites[instr - code->code];
        // What needsTwin (instrument.cpp) looks at, and INSTRUCTION.
        if ((site.instructionTools | site.eventTools | site.leftTools | site.rightTools) == 0 &&
            site.jumpLine == JumpLineAction::None) {
            return site.original;
        }
    }
    return belowLineGeneral(code, instr);
}
uint8_t belowInstruction(const Code* code, const uint16_t* instr);
// The specializer's write (DESIGN §6.2): the unit itself when it holds no
// layer, else the original kept beneath the layers.
void writeOpcode(Code* code, uint16_t* instr, Opcode op);

// The returned sentinel that disables an event at a location, and the
// argument standing for "no first argument" (borrowed, immortal).
Value disableSentinel();
Value missingSentinel();

// ---- Reporting ------------------------------------------------------------------------
// Each returns false with an exception pending when a callback raised (or
// returned DISABLE for an event that cannot be disabled).

// The instruction's own event (the twins): to the tools of its site.
// `first` and `second` are the callback's arguments after code and
// offset (the value returned, the callable and its first argument, the
// destination offset ...), null when the event has fewer.
bool fireSiteEvent(Event event, Frame* frame, const uint16_t* instr, Value first,
                   Value second = Value());
// LINE at the instruction `instr` (the tools of its site).
bool fireLine(Frame* frame, const uint16_t* instr);
// INSTRUCTION at `instr`.
bool fireInstruction(Frame* frame, const uint16_t* instr);
// An event without an instruction of its own (RAISE, EXCEPTION_HANDLED,
// PY_UNWIND, PY_THROW, RERAISE, STOP_ITERATION, C_RETURN, C_RAISE): to the
// tools that want it in the code. For the exception events the pending
// exception is the argument, kept pending (a callback that raises
// replaces it).
bool fireCodeEvent(Event event, Frame* frame, const uint16_t* instr, Value first = Value(),
                   Value second = Value());
// True when `unit` is a LINE marker.
bool isLineMarker(uint16_t unit);
// The tools of a twin's own event at `instr` (a twin exists only in code
// with a side table).
inline unsigned siteEventTools(const Code* code, const uint16_t* instr) {
    return code->monitoring->sites[instr - code->code].eventTools;
}
// True when some tool wants `event` in `code` (cheap: the side table).
inline bool codeWants(const Code* code, Event event) {
    return code->monitoring != nullptr && code->monitoring->toolsFor[static_cast<int>(event)] != 0;
}

// A jump (or branch) from `from` arrives at `dest`: the instruction whose
// LINE event the arrival reports as CPython does (the eval loop reports it
// with the frame there, possibly running a trace function inline), or null
// (and `skipMarker` set when the marker at the destination must stay silent
// this once).
const uint16_t* jumpArrivalLine(Frame* frame, const uint16_t* from, const uint16_t* dest,
                                bool& skipMarker);
// JUMP or BRANCH at the twin `instr`; `reported` is the destination the
// callbacks see (CPython reports the end of a for loop past its POP_TOP).
// The arrival is the caller's (eval.cpp: TAIPAN_JUMP_REPORT).
bool fireJumpEvent(Event event, Frame* frame, const uint16_t* instr, const uint16_t* reported);
// A branch twin's report: BRANCH (to every tool wanting it there), then
// BRANCH_RIGHT when the branch was `taken` (a for loop: its iterator is
// exhausted), else BRANCH_LEFT, each with the destination `reported`.
bool fireBranchEvent(Frame* frame, const uint16_t* instr, const uint16_t* reported, bool taken);

// The exception path (docs/monitoring.md §6). `instr` raised in `frame`,
// the exception is pending: RAISE, or RERAISE for a re-raise.
void onRaise(Frame* frame, const uint16_t* instr, bool reraise);
// A handler at `target` catches the pending exception: EXCEPTION_HANDLED,
// then the LINE of the handler's first instruction. False when a callback
// raised (its exception is then pending instead).
bool onHandled(Frame* frame, const uint16_t* target);
// The exception leaves the frame.
void onUnwind(Frame* frame, const uint16_t* instr);
// generator.throw() resumes `frame` at `instr`: brings the code up to
// date (this entry bypasses RESUME, DESIGN §6.1) and reports PY_THROW.
void onThrow(Frame* frame, const uint16_t* instr);

// ---- Callbacks run inline (DESIGN §2 rule 11's Python counterpart) -------------------
// How many arguments a Python callback of `event` takes (code and offset
// or line first).
constexpr int callbackArity(Event event) {
    switch (event) {
    case Event::PyStart:
    case Event::PyResume:
    case Event::Line:
    case Event::Instruction:
        return 2;
    case Event::Call:
    case Event::CReturn:
    case Event::CRaise:
        return 4;
    default:
        return 3;
    }
}

// A Python function a callback of `count` arguments can run as directly
// as a specialized call: exactly that many positional parameters, nothing
// else, and not a generator.
inline bool isPlainCallback(const Function* function, size_t count) {
    const Code* code = function->code;
    constexpr uint32_t kNotPlain = kCoVarargs | kCoVarkeywords | kCoGenerator | kCoCoroutine |
                                   kCoIterableCoroutine | kCoAsyncGenerator;
    return static_cast<size_t>(code->argCount) == count && code->kwOnlyArgCount == 0 &&
           (code->flags & kNotPlain) == 0;
}

// Like a specialized call, a callback's frame is entered after its RESUME
// when its code is up to date. An instrumented RESUME there may be skipped
// too: no event is reported while a callback runs.
inline void enterAfterResume(Function* callback, Frame* callee) {
    Code* callbackCode = callback->code;
    if ((callbackCode->versionWord & ~kCodeEntryInstrumented) ==
        gEvalBreaker.load(std::memory_order_relaxed)) {
        callee->instrPtr = callbackCode->code + 1;
    }
}

// Pushes the callback's frame with its arguments (code, offset, then
// `first` and `second` when the event has them); null with an exception
// pending when no frame can be had.
inline Frame* pushInlineCallback(Function* callback, Frame* frame, const uint16_t* instr,
                                 Value first, Value second) {
    Frame* callee = beginFunctionFrame(callback);
    if (callee == nullptr) return nullptr;
    Code* code = frame->code;
    Value* args = callee->localsPlus();
    incref(code);
    args[0] = Value::fromObject(code);
    args[1] = Value::fromSmallInt((instr - code->code) * 2);
    size_t count = 2;
    if (!first.isNull()) {
        incref(first);
        args[count++] = first;
    }
    if (!second.isNull()) {
        incref(second);
        args[count++] = second;
    }
    callee = finishFunctionFrame(callee, callback, count);
    if (callee != nullptr) enterAfterResume(callback, callee);
    return callee;
}

// Calls a Python callback with `count` borrowed arguments (at most 4);
// plain Python functions without the generic binder.
Ref callCallback(Value callback, const Value* args, size_t count);

// The inline callback of (tool, event) at `instr` returned `result`
// (borrowed): records a DISABLE and lets events be reported again.
extern Value gDisable;
void callbackResultRare(Frame* frame, const uint16_t* instr, int tool, Event event, Value result);
inline void inlineCallbackReturned(Frame* frame, const uint16_t* instr, int tool, Event event,
                                   Value result) {
    gInCallback = false;
    if (__builtin_expect(tool >= kToolCount || result.is(gDisable), 0))
        callbackResultRare(frame, instr, tool, event, result);
}

// Calls a native tool's callback for `frame` (no event is reported while
// it runs).
inline void callNative(const NativeSlot& slot, Frame* frame, int32_t offset, Value argument) {
    gInCallback = true;
    slot.callback(slot.context, frame, frame->code, offset, argument);
    gInCallback = false;
}

// A specialized call may report its callee's PY_START itself and enter
// after the RESUME twin (eval.cpp: startFrameReportingEntry) when the code
// is current but for its instrumented entry, its one PY_START tool is
// native, and no callback is running. `word` is the eval-breaker word.
inline bool nativeEntryOnly(const Code* code, uintptr_t word) {
    if (code->versionWord != (word | kCodeEntryInstrumented) || gInCallback) return false;
    return code->monitoring->sole[static_cast<int>(Event::PyStart)].route == SoleRoute::Native;
}
// PY_START of `frame` (standing at its RESUME) to that native tool.
inline void reportNativeEntry(Frame* frame) {
    Code* code = frame->code;
    callNative(*code->monitoring->sole[static_cast<int>(Event::PyStart)].native, frame, 0, Value());
}

// True when the code's one CALL tool is native and asked not to hear of
// calls of Python functions (setNativeCallSkipsPython).
inline bool callSkipsPythonFunctions(const Code* code) {
    const SoleTool& sole = code->monitoring->sole[static_cast<int>(Event::Call)];
    return sole.route == SoleRoute::Native && sole.native->skipPythonCalls;
}

// How a twin reports its event (PY_START, PY_RETURN, ...) at `instr`, with
// one look at the code's SoleTool: Done when the event is fully reported
// here (a callback is running, nobody wants it at this site, or its one
// tool is native and was called); Python or Legacy when the one tool's
// function may run inline (the caller pushes it, else reports generally);
// General otherwise (fireSiteEvent).
enum class Route : uint8_t { Done, Python, Legacy, General };
inline Route routeEvent(Event event, Frame* frame, const uint16_t* instr, Value argument) {
    if (gInCallback) return Route::Done;
    Code* code = frame->code;
    auto offset = static_cast<int32_t>(instr - code->code);
    const SoleTool& sole = code->monitoring->sole[static_cast<int>(event)];
    // A twin exists only in code with a side table (instrumentCode).
    unsigned tools = code->monitoring->sites[offset].eventTools;
    if (tools != sole.toolBits) return tools == 0 ? Route::Done : Route::General;
    switch (sole.route) {
    case SoleRoute::None:
        return Route::Done;
    case SoleRoute::Native:
        callNative(*sole.native, frame, offset, argument);
        return Route::Done;
    case SoleRoute::Python:
        return sole.python->version == sole.pythonVersion ? Route::Python : Route::General;
    case SoleRoute::Legacy:
        return Route::Legacy;
    case SoleRoute::General:
        break;
    }
    return Route::General;
}

} // namespace taipan::vm::monitor
