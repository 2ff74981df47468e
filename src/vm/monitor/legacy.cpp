// sys.settrace and sys.setprofile on the monitoring mechanism: the event
// translation (see legacy.h for the invariants, docs/monitoring.md §11).
//
// Which monitoring event becomes which legacy event (CPython 3.13's rules,
// checked against its output by the tests/events corpus in its settrace and
// setprofile modes):
//
//   PY_START, PY_RESUME, PY_THROW   'call' (trace: the global function, whose
//                                   result becomes the frame's f_trace)
//   PY_RETURN, PY_YIELD             'return' with the value
//   PY_UNWIND                       'return' with None
//   RAISE, STOP_ITERATION           'exception' with (type, value, traceback)
//   LINE                            'line' (frames with f_trace and f_trace_lines)
//   JUMP backward within one line   'line' for that line again (sys.monitoring
//                                   reports no LINE there; settrace does)
//   INSTRUCTION                     'opcode' (frames with f_trace_opcodes)
//   CALL / C_RETURN / C_RAISE       'c_call' / 'c_return' / 'c_exception' (profile
//                                   only, for builtin functions and methods)
#include "vm/monitor/legacy.h"

#include "objects/builtins_types.h"
#include "objects/containers.h"
#include "objects/exceptions.h"
#include "objects/str.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "runtime/errors.h"
#include "vm/frame.h"
#include "vm/monitor/instrument.h"

namespace taipan::vm::monitor {

namespace {

Value gTraceFunction;   // owned; null: no trace function
Value gProfileFunction; // owned; null: no profile function
bool gOpcodesWanted = false;

constexpr EventSet kEntryEvents =
    eventBit(Event::PyStart) | eventBit(Event::PyResume) | eventBit(Event::PyThrow);
constexpr EventSet kExitEvents =
    eventBit(Event::PyReturn) | eventBit(Event::PyYield) | eventBit(Event::PyUnwind);
constexpr EventSet kTraceEvents = kEntryEvents | kExitEvents | eventBit(Event::Raise) |
                                  eventBit(Event::StopIteration) | eventBit(Event::Line) |
                                  eventBit(Event::Jump);
constexpr EventSet kProfileEvents = kEntryEvents | kExitEvents | eventBit(Event::Call);

void updateTraceEvents() {
    EventSet events = 0;
    if (!gTraceFunction.isNull())
        events = kTraceEvents | (gOpcodesWanted ? eventBit(Event::Instruction) : 0);
    setLegacyToolEvents(kTraceToolId, events);
}

void updateProfileEvents() {
    setLegacyToolEvents(kProfileToolId, gProfileFunction.isNull() ? 0 : kProfileEvents);
}

// Replaces `slot` (owned) with `function`; None counts as null.
void replaceFunction(Value& slot, Value function) {
    if (function.is(noneValue())) function = Value();
    if (!function.isNull()) incref(function);
    Value old = slot;
    slot = function;
    decref(old);
}

// The event names a trace or profile function is given, interned once.
enum class Name { Call, Line, Return, Exception, Opcode, CCall, CReturn, CException, Count };
Value eventName(Name name) {
    static Str* names[static_cast<int>(Name::Count)] = {};
    Str*& slot = names[static_cast<int>(name)];
    if (slot == nullptr) {
        static const char* const kTexts[] = {"call",   "line",   "return",   "exception",
                                             "opcode", "c_call", "c_return", "c_exception"};
        slot = internStr(kTexts[static_cast<int>(name)]);
        incref(slot); // kept for the process's life
    }
    return Value::fromObject(slot);
}

// Calls `function(frame, event, arg)` telling the frame object which
// event it sees (an f_lineno assignment checks it) and, when `line` > 0,
// which line f_lineno reports meanwhile.
Ref callWithFrame(Value function, FrameObject* object, Name event, TraceEvent kind, Value arg,
                  int32_t line) {
    uint8_t savedEvent = object->traceEvent;
    int32_t savedLine = object->traceLine;
    object->traceEvent = kind;
    object->traceLine = line;
    Value args[3] = {Value::fromObject(object), eventName(event), arg.isNull() ? noneValue() : arg};
    Ref keep = Ref::borrow(function); // the function may remove itself
    Ref result = callCallback(keep.get(), args, 3);
    object->traceEvent = savedEvent;
    object->traceLine = savedLine;
    return result;
}

// A trace or profile function raised: it is removed, its exception
// propagates.
bool legacyFailed(int tool) {
    if (tool == kTraceToolId) {
        replaceFunction(gTraceFunction, Value());
        updateTraceEvents();
    } else {
        replaceFunction(gProfileFunction, Value());
        updateProfileEvents();
    }
    return false;
}

// (type, value, traceback) of an exception instance.
Ref exceptionTriple(Value exception) {
    Value traceback = exceptionTraceback(exception);
    Value items[3] = {Value::fromObject(typeOf(exception)), exception,
                      traceback.isNull() ? noneValue() : traceback};
    return tupleFromValues(items, 3);
}

// What a legacy tool does about one event: call `function` (null: nothing)
// with (frame object, name, arg); f_lineno reports `line` meanwhile when it
// is > 0. The one place that maps monitoring events to legacy ones, for the
// general path (deliverLegacy) and the inline one (pushLegacyCallback).
struct LegacyCall {
    Value function; // borrowed
    Name name = Name::Call;
    TraceEvent kind = kTraceCall;
    Value arg; // borrowed, or held by `owned`; null: None
    Ref owned; // an argument made for the call (the exception triple)
    int32_t line = 0;

    void set(Value callee, Name told, TraceEvent what, Value argument = Value(),
             int32_t lineNumber = 0) {
        function = callee;
        name = told;
        kind = what;
        arg = argument;
        line = lineNumber;
    }
};

// For the trace function: 'call' goes to the global function, the rest to
// the frame's local one. The planners are inlined into both paths: the
// inline one runs for every traced line.
[[gnu::always_inline]] inline bool planTrace(Event event, Frame* frame, uint32_t at,
                                             int64_t location, Value first, bool& disable,
                                             LegacyCall& call) {
    if (event == Event::PyStart || event == Event::PyResume || event == Event::PyThrow) {
        call.function = gTraceFunction;
        return true;
    }
    FrameObject* object = frame->frameObject;
    Value local = object != nullptr ? object->trace : Value();
    switch (event) {
    case Event::PyReturn:
    case Event::PyYield:
        call.set(local, Name::Return, kTraceReturn, first);
        return true;
    case Event::PyUnwind:
        call.set(local, Name::Return, kTraceReturn, Value());
        return true;
    case Event::StopIteration:
        // A for loop ending is no 'exception' (a `yield from` receiving
        // the sub-generator's return is).
        if (opcodeFamily(static_cast<Opcode>(
                originalOpcode(frame->code, frame->code->code + at))) == Opcode::FOR_ITER) {
            return true;
        }
        [[fallthrough]];
    case Event::Raise:
        if (local.isNull() || first.isNull() || !isExceptionInstance(first)) return true;
        call.owned = exceptionTriple(first);
        if (call.owned.isNull()) return false;
        call.set(local, Name::Exception, kTraceException, call.owned.get());
        return true;
    case Event::Line:
        if (!local.isNull() && object->traceLines)
            call.set(local, Name::Line, kTraceLine, Value(), static_cast<int32_t>(location));
        return true;
    case Event::Jump: {
        // Only a jump back to its own line: every other arrival at a new
        // line is a LINE event of its own. Which kind a jump is never
        // changes, so the others are dropped from their site.
        if (!first.isSmallInt()) return true;
        auto dest = static_cast<uint32_t>(first.smallInt() / 2);
        int line = codeLineNumber(frame->code, static_cast<int32_t>(dest));
        if (dest > at || line <= 0 ||
            line != codeLineNumber(frame->code, static_cast<int32_t>(at))) {
            disable = true;
            return true;
        }
        if (!local.isNull() && object->traceLines)
            call.set(local, Name::Line, kTraceLine, Value(), line);
        return true;
    }
    case Event::Instruction:
        if (!local.isNull() && object->traceOpcodes) call.set(local, Name::Opcode, kTraceOpcode);
        return true;
    default:
        return true;
    }
}

[[gnu::always_inline]] inline void planProfile(Event event, Value first, LegacyCall& call) {
    Value function = gProfileFunction;
    switch (event) {
    case Event::PyStart:
    case Event::PyResume:
    case Event::PyThrow:
        call.set(function, Name::Call, kTraceCall);
        return;
    case Event::PyReturn:
    case Event::PyYield:
        call.set(function, Name::Return, kTraceReturn, first);
        return;
    case Event::PyUnwind:
        call.set(function, Name::Return, kTraceReturn);
        return;
    case Event::Call:
    case Event::CReturn:
    case Event::CRaise:
        if (!isNativeCallable(first)) return;
        if (event == Event::Call) {
            call.set(function, Name::CCall, kTraceCall, first);
        } else if (event == Event::CReturn) {
            call.set(function, Name::CReturn, kTraceReturn, first);
        } else {
            call.set(function, Name::CException, kTraceException, first);
        }
        return;
    default:
        return;
    }
}

[[gnu::always_inline]] inline bool planLegacyCall(int tool, Event event, Frame* frame, uint32_t at,
                                                  int64_t location, Value first, bool& disable,
                                                  LegacyCall& call) {
    if (tool == kTraceToolId) return planTrace(event, frame, at, location, first, disable, call);
    planProfile(event, first, call);
    return true;
}

// The function's answer: the trace function's becomes the frame's local
// trace function (None leaves it as it is: CPython 3.13 goes on calling
// it); the profile function's is ignored.
void takeAnswer(int tool, FrameObject* object, Value result) {
    if (tool != kTraceToolId || result.is(noneValue()) || result.is(object->trace)) return;
    incref(result);
    Value old = object->trace;
    object->trace = result;
    decref(old);
}

} // namespace

bool deliverLegacy(int tool, Event event, Frame* frame, uint32_t at, int64_t location, Value first,
                   bool& disable) {
    LegacyCall call;
    if (!planLegacyCall(tool, event, frame, at, location, first, disable, call)) return false;
    if (call.function.isNull()) return true;
    Ref object = frameObjectFor(frame);
    if (object.isNull()) return false;
    auto* frameObject = static_cast<FrameObject*>(object.get().object());
    Ref result =
        callWithFrame(call.function, frameObject, call.name, call.kind, call.arg, call.line);
    if (result.isNull()) return legacyFailed(tool);
    takeAnswer(tool, frameObject, result.get());
    return true;
}

LegacyInline pushLegacyCallback(int tool, Event event, Frame* frame, Value first, int32_t line,
                                Frame** callee) {
    // The events of the twins and markers that run functions inline.
    switch (event) {
    case Event::PyStart:
    case Event::PyResume:
    case Event::PyReturn:
    case Event::PyYield:
    case Event::Line:
        break;
    default:
        return LegacyInline::General;
    }
    LegacyCall call;
    bool unused = false;
    (void)planLegacyCall(tool, event, frame, 0, line, first, unused, call); // no failure here
    if (call.function.isNull()) return LegacyInline::Nothing;
    if (!isFunction(call.function) || !isPlainCallback(asFunction(call.function), 3))
        return LegacyInline::General;
    if (frame->frameObject == nullptr) {
        Ref made = frameObjectFor(frame);
        if (made.isNull()) {
            clearPendingException(); // the general path raises it again
            return LegacyInline::General;
        }
    }
    Function* function = asFunction(call.function);
    FrameObject* object = frame->frameObject;
    Frame* pushed = beginFunctionFrame(function);
    if (pushed != nullptr) {
        Value arg = call.arg.isNull() ? noneValue() : call.arg;
        incref(Value::fromObject(object));
        incref(arg);
        Value* args = pushed->localsPlus();
        args[0] = Value::fromObject(object);
        args[1] = eventName(call.name); // immortal
        args[2] = arg;
        pushed = finishFunctionFrame(pushed, function, 3);
    }
    if (pushed == nullptr) {
        clearPendingException();
        return LegacyInline::General;
    }
    enterAfterResume(function, pushed);
    object->traceEvent = call.kind;
    object->traceLine = call.line;
    *callee = pushed;
    return LegacyInline::Pushed;
}

void legacyCallbackReturned(Frame* frame, int tool, Event, Value result) {
    FrameObject* object = frame->frameObject;
    if (object == nullptr) return;
    object->traceEvent = kTraceNone;
    object->traceLine = 0;
    takeAnswer(tool, object, result);
}

void legacyCallbackFailed(Frame* frame, int tool) {
    if (FrameObject* object = frame->frameObject) {
        object->traceEvent = kTraceNone;
        object->traceLine = 0;
    }
    legacyFailed(tool);
}

void setTraceFunction(Value function) {
    replaceFunction(gTraceFunction, function);
    updateTraceEvents();
}

void setProfileFunction(Value function) {
    replaceFunction(gProfileFunction, function);
    updateProfileEvents();
}

Value traceFunction() {
    return gTraceFunction;
}

Value profileFunction() {
    return gProfileFunction;
}

void traceOpcodesWanted() {
    if (gOpcodesWanted) return;
    gOpcodesWanted = true;
    updateTraceEvents();
}

} // namespace taipan::vm::monitor
