// Frame objects (the Python-visible view of an interpreter frame: f_code,
// f_lineno, f_globals, f_locals, f_back), traceback objects (tb_frame,
// tb_lineno, tb_lasti, tb_next), and printing an exception the way CPython
// 3.13's default excepthook does.
//
// Invariants:
//  - A FrameObject points at its interpreter frame while that frame exists;
//    when the frame dies, clearFrame() (vm/frame.cpp) gives the object a
//    copy of the frame's header and locals (no value stack), and the object
//    takes a reference to its caller's frame object as f_back. So f_code,
//    f_lineno and f_locals work for as long as Python code holds the object.
//  - A traceback entry is immutable except tb_next (assignable, checked for
//    loops as CPython does).
#pragma once

#include "objects/object.h"
#include "vm/frame.h"

#include <cstdio>
#include <string>
#include <string_view>

namespace taipan {

extern Type gFrameType;     // frame
extern Type gTracebackType; // traceback

struct FrameObject : Object {
    vm::Frame* frame;  // live frame, or the owned copy once the frame died (owner FrameObject)
    FrameObject* back; // owned; set when the frame died (live frames compute f_back)
    // Owned; null until a FrameLocalsProxy (objects/frame_locals.h) stores a key
    // that is not one of the frame's variables: PEP 667's extra variables.
    Value extraLocals;
    // sys.settrace state (issue 8; vm/monitor/legacy.cpp delivers the events):
    Value trace;        // owned; f_trace, the frame's local trace function (null: None)
    bool traceLines;    // f_trace_lines (true for a new frame object)
    bool traceOpcodes;  // f_trace_opcodes (false for a new frame object)
    uint8_t traceEvent; // the TraceEvent being delivered for this frame now (kTraceNone: none)
    // f_lineno was assigned during the 'line' event being delivered: the
    // frame continues at frame->instrPtr (set by the assignment), not at the
    // instruction that reported the line. Cleared by the deliverer.
    bool jumped;
    int32_t traceLine; // while an event is delivered: the line f_lineno reports (0: compute)
};

// What a trace or profile function is being told about a frame
// (FrameObject::traceEvent): f_lineno may be assigned only during kTraceLine.
enum TraceEvent : uint8_t {
    kTraceNone = 0,
    kTraceCall,
    kTraceLine,
    kTraceReturn,
    kTraceException,
    kTraceOpcode,
};

struct Traceback : Object {
    Traceback* next;    // owned; null: None
    FrameObject* frame; // owned
    int32_t lasti;      // tb_lasti, in bytes as CPython reports it (code unit * 2)
    int32_t lineno;     // tb_lineno
};

inline bool isTraceback(Value v) {
    return v.isObject() && v.object()->type == &gTracebackType;
}
inline Traceback* asTraceback(Value v) {
    return static_cast<Traceback*>(v.object());
}
inline bool isFrameObject(Value v) {
    return v.isObject() && v.object()->type == &gFrameType;
}

// A new frame object for a live interpreter frame (vm::frameObjectFor
// caches it in the frame).
Ref frameObjectNew(vm::Frame* frame);
// Called by clearFrame when the interpreter frame dies while `object` is
// still referenced elsewhere: moves the frame's locals into a copy the
// object owns and links f_back.
void frameObjectDetach(FrameObject* object, vm::Frame* frame);

// Prepends an entry for `frame` (at its current instruction) to the pending
// exception's __traceback__, as each frame the exception passes through
// does. No-op when nothing is pending.
void tracebackHere(vm::Frame* frame);

Ref tracebackNew(Value next, FrameObject* frame, int32_t lasti, int32_t lineno);

// Readies the frame and traceback types (called from the generator type's
// ready hook, objects/generator.cpp, as type_registry.h has no hook of its own
// for them).
[[nodiscard]] bool readyTracebackTypes();

// The text CPython 3.13 prints for an uncaught exception: the traceback(s),
// chained exceptions with their headers, and the final "Type: message" line.
std::string formatException(Value exception);
// Writes formatException(exception) to `out`.
void printException(Value exception, std::FILE* out);

// The report of an exception that cannot propagate, after CPython 3.13's
// "Exception ignored in: ..." line: the traceback entries with their first
// source line (no caret lines), then "Type: message"; no chained exceptions.
std::string formatUnraisable(Value exception);
// Turned off at exit once the modules are torn down: CPython's unraisable
// reports show no source lines from then on.
void setUnraisableSourceLines(bool shown);

// The last line of the report alone ("ZeroDivisionError: division by zero",
// "KeyError: 'x'", "NameError: name 'x' is not defined. Did you mean: 'y'?").
std::string formatExceptionOnly(Value exception);

// Makes `source` the text tracebacks show for frames of the pseudo file
// `filename` (which starts with '<'). `taipan -c CODE` registers CODE as
// "<string>", as CPython 3.13 does, so its tracebacks show source lines.
void registerSourceText(const std::string& filename, std::string_view source);

} // namespace taipan
