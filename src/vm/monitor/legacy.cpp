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

// The frame's object when it has a local trace function, else null.
FrameObject* tracedFrame(Frame* frame) {
    FrameObject* object = frame->frameObject;
    if (object == nullptr || object->trace.isNull()) return nullptr;
    return object;
}

// The local trace function's answer: a new local trace function replaces
// the frame's; None leaves it as it is (CPython 3.13 goes on calling it).
void keepLocalTrace(FrameObject* object, Value result) {
    if (result.is(noneValue()) || result.is(object->trace)) return;
    incref(result);
    Value old = object->trace;
    object->trace = result;
    decref(old);
}

// A trace function raised: it is removed, its exception propagates.
bool traceFailed() {
    replaceFunction(gTraceFunction, Value());
    updateTraceEvents();
    return false;
}

bool profileFailed() {
    replaceFunction(gProfileFunction, Value());
    updateProfileEvents();
    return false;
}

// Calls the frame's local trace function for a non-'call' event.
bool traceLocal(Frame* frame, Name event, TraceEvent kind, Value arg, int32_t line = 0) {
    FrameObject* object = tracedFrame(frame);
    if (object == nullptr) return true;
    Ref keepObject = Ref::borrow(Value::fromObject(object));
    Ref result = callWithFrame(object->trace, object, event, kind, arg, line);
    if (result.isNull()) return traceFailed();
    keepLocalTrace(object, result.get());
    return true;
}

// (type, value, traceback) of an exception instance.
Ref exceptionTriple(Value exception) {
    Value traceback = exceptionTraceback(exception);
    Value items[3] = {Value::fromObject(typeOf(exception)), exception,
                      traceback.isNull() ? noneValue() : traceback};
    return tupleFromValues(items, 3);
}

int32_t lineOfUnit(Code* code, uint32_t unit) {
    return codeLineNumber(code, static_cast<int32_t>(unit));
}

bool deliverTrace(Event event, Frame* frame, uint32_t at, int64_t location, Value first,
                  bool& disable) {
    if (gTraceFunction.isNull()) return true;
    switch (event) {
    case Event::PyStart:
    case Event::PyResume:
    case Event::PyThrow: {
        Ref object = frameObjectFor(frame);
        if (object.isNull()) return false;
        auto* frameObject = static_cast<FrameObject*>(object.get().object());
        Ref result = callWithFrame(gTraceFunction, frameObject, Name::Call, kTraceCall, Value(), 0);
        if (result.isNull()) return traceFailed();
        keepLocalTrace(frameObject, result.get());
        return true;
    }
    case Event::PyReturn:
    case Event::PyYield:
        return traceLocal(frame, Name::Return, kTraceReturn, first);
    case Event::PyUnwind:
        return traceLocal(frame, Name::Return, kTraceReturn, noneValue());
    case Event::StopIteration:
        // A for loop ending is no 'exception' (a `yield from` receiving
        // the sub-generator's return is).
        if (opcodeFamily(static_cast<Opcode>(
                originalOpcode(frame->code, frame->code->code + at))) == Opcode::FOR_ITER) {
            return true;
        }
        [[fallthrough]];
    case Event::Raise: {
        if (tracedFrame(frame) == nullptr || first.isNull() || !isExceptionInstance(first))
            return true;
        Ref triple = exceptionTriple(first);
        if (triple.isNull()) return false;
        return traceLocal(frame, Name::Exception, kTraceException, triple.get());
    }
    case Event::Line: {
        FrameObject* object = tracedFrame(frame);
        if (object == nullptr || !object->traceLines) return true;
        return traceLocal(frame, Name::Line, kTraceLine, noneValue(),
                          static_cast<int32_t>(location));
    }
    case Event::Jump: {
        // Only a jump back to its own line: every other arrival at a new
        // line is a LINE event of its own. Which kind a jump is never
        // changes, so the others are dropped from their site.
        if (!first.isSmallInt()) return true;
        auto dest = static_cast<uint32_t>(first.smallInt() / 2);
        int32_t line = lineOfUnit(frame->code, dest);
        if (dest > at || line <= 0 || line != lineOfUnit(frame->code, at)) {
            disable = true;
            return true;
        }
        FrameObject* object = tracedFrame(frame);
        if (object == nullptr || !object->traceLines) return true;
        return traceLocal(frame, Name::Line, kTraceLine, noneValue(), line);
    }
    case Event::Instruction: {
        FrameObject* object = tracedFrame(frame);
        if (object == nullptr || !object->traceOpcodes) return true;
        return traceLocal(frame, Name::Opcode, kTraceOpcode, noneValue());
    }
    default:
        return true;
    }
}

// The callables setprofile reports with c_call: builtin functions and
// methods. Not classes, not slot wrappers (`object.__setattr__`,
// `Exception.__init__`), not Python functions (which report 'call').
bool isNativeCallable(Value callable) {
    if (!callable.isObject()) return false;
    Type* type = typeOf(callable);
    return type == &gBuiltinFunctionType || type == &gMethodDescriptorType ||
           type == &gClassMethodDescriptorType;
}

bool callProfile(Frame* frame, Name event, TraceEvent kind, Value arg) {
    Ref object = frameObjectFor(frame);
    if (object.isNull()) return false;
    Ref keep = Ref::borrow(gProfileFunction);
    Ref result = callWithFrame(keep.get(), static_cast<FrameObject*>(object.get().object()), event,
                               kind, arg, 0);
    if (result.isNull()) return profileFailed();
    return true;
}

bool deliverProfile(Event event, Frame* frame, Value first) {
    if (gProfileFunction.isNull()) return true;
    switch (event) {
    case Event::PyStart:
    case Event::PyResume:
    case Event::PyThrow:
        return callProfile(frame, Name::Call, kTraceCall, Value());
    case Event::PyReturn:
    case Event::PyYield:
        return callProfile(frame, Name::Return, kTraceReturn, first);
    case Event::PyUnwind:
        return callProfile(frame, Name::Return, kTraceReturn, noneValue());
    case Event::Call:
        if (!isNativeCallable(first)) return true;
        return callProfile(frame, Name::CCall, kTraceCall, first);
    case Event::CReturn:
        if (!isNativeCallable(first)) return true;
        return callProfile(frame, Name::CReturn, kTraceReturn, first);
    case Event::CRaise:
        if (!isNativeCallable(first)) return true;
        return callProfile(frame, Name::CException, kTraceException, first);
    default:
        return true;
    }
}

} // namespace

LegacyInline pushLegacyCallback(int tool, Event event, Frame* frame, Value first, int32_t line,
                                Frame** callee) {
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
    Value function;
    Name name = Name::Call;
    TraceEvent kind = kTraceCall;
    FrameObject* object = frame->frameObject;
    bool entry = event == Event::PyStart || event == Event::PyResume;
    if (tool == kTraceToolId) {
        if (entry) {
            function = gTraceFunction;
        } else {
            if (object == nullptr || object->trace.isNull()) return LegacyInline::Nothing;
            if (event == Event::Line) {
                if (!object->traceLines) return LegacyInline::Nothing;
                name = Name::Line;
                kind = kTraceLine;
            } else {
                name = Name::Return;
                kind = kTraceReturn;
            }
            function = object->trace;
        }
    } else {
        if (event == Event::Line) return LegacyInline::General;
        function = gProfileFunction;
        if (!entry) {
            name = Name::Return;
            kind = kTraceReturn;
        }
    }
    if (function.isNull()) return LegacyInline::Nothing;
    if (!isFunction(function) || !isPlainCallback(asFunction(function), 3))
        return LegacyInline::General;
    if (object == nullptr) {
        Ref made = frameObjectFor(frame);
        if (made.isNull()) {
            clearPendingException(); // the general path raises it again
            return LegacyInline::General;
        }
        object = frame->frameObject;
    }
    Value arg = first.isNull() ? noneValue() : first;
    incref(Value::fromObject(object));
    incref(arg);
    Value args[3] = {Value::fromObject(object), eventName(name), arg};
    Frame* pushed = pushFunctionFrameExact(asFunction(function), args, 3);
    if (pushed == nullptr) {
        decref(args[0]);
        decref(args[2]);
        clearPendingException();
        return LegacyInline::General;
    }
    enterAfterResume(asFunction(function), pushed);
    object->traceEvent = kind;
    object->traceLine = line;
    *callee = pushed;
    return LegacyInline::Pushed;
}

void legacyCallbackReturned(Frame* frame, int tool, Event, Value result) {
    FrameObject* object = frame->frameObject;
    if (object == nullptr) return;
    object->traceEvent = kTraceNone;
    object->traceLine = 0;
    if (tool == kTraceToolId) keepLocalTrace(object, result);
}

void legacyCallbackFailed(Frame* frame, int tool) {
    if (FrameObject* object = frame->frameObject) {
        object->traceEvent = kTraceNone;
        object->traceLine = 0;
    }
    if (tool == kTraceToolId) {
        traceFailed();
    } else {
        profileFailed();
    }
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

bool deliverLegacy(int tool, Event event, Frame* frame, uint32_t at, int64_t location, Value first,
                   Value, bool& disable) {
    if (tool == kTraceToolId) return deliverTrace(event, frame, at, location, first, disable);
    return deliverProfile(event, frame, first);
}

void clearLegacyTools() {
    setTraceFunction(Value());
    setProfileFunction(Value());
}

} // namespace taipan::vm::monitor
