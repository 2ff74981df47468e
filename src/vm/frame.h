// Interpreter frames and the per-thread frame stack.
//
// ---- Frame layout ----------------------------------------------------------------
// A frame is a fixed header followed directly by its slots, in one block:
//
//     [Frame header][localsplus: code->nlocalsPlus slots][value stack: code->stackSize slots]
//                   ^ localsPlus()                        ^ stackBase()       stackPointer ^
//
// localsplus holds the arguments and other locals, then the cell variables
// (as Cell objects), then the free variables (the closure's cells) — the
// layout objects/code.h describes. The value stack grows upwards from
// stackBase(); while the frame executes, the eval loop keeps the stack
// pointer in a register and stores it in `stackPointer` only when the frame
// stops executing (a call into another frame, a yield, an exception unwind
// out of it). Every slot holds an owned reference or null.
//
// ---- Where frames live -------------------------------------------------------------
//  - Function and module frames are pushed on the thread's FrameStack, a list
//    of large chunks used strictly last-in first-out. A Python-to-Python call
//    pushes the callee's frame there and the eval loop simply continues with
//    it; RETURN_VALUE pops it and continues in the caller. No C++ recursion.
//  - A generator's frame lives inside the generator object (objects/
//    generator.h). RETURN_GENERATOR moves the frame that the call pushed off
//    the stack into the new generator. Resuming links the generator's frame
//    on top of the current chain, suspending unlinks it.
//  - A frame whose Python-visible frame object (f_back, tracebacks) outlives
//    it is copied into that object when it dies (owner FrameObject), so
//    f_code, f_lineno, f_globals and f_locals keep working.
//
// ---- The frame chain -----------------------------------------------------------------
// `previous` links each executing frame to the frame that was current when it
// started (its caller), across native calls too, so sys._getframe(1),
// tracebacks and zero-argument super() see Python's view of the stack.
// VmThread::current is the innermost executing frame. `isEntry` marks a
// frame entered from native code (evalFrame): its return (or yield, or an
// exception escaping it) leaves the eval loop's C++ invocation; every other
// frame returns into the caller frame inside the same invocation.
//
// ---- The call sequence (Python function) ----------------------------------------------
//  1. enterPythonFrame(): the recursion-limit check ("maximum recursion depth
//     exceeded") — here, once per call, not on every instruction.
//  2. Push a frame of code->nlocalsPlus + code->stackSize slots.
//  3. Bind the arguments into localsplus with CPython's errors (vm/call.cpp).
//  4. Set up cells and free variables: each cell variable's slot gets a new
//     cell (holding the argument, for a parameter that is captured), and the
//     closure's cells are copied into the free-variable slots. This is part
//     of the call sequence (DESIGN §2 rule 1), so the first instruction of
//     every code object is RESUME. (Code that still begins with MAKE_CELL /
//     COPY_FREE_VARS is accepted: the call sequence then leaves that work to
//     those instructions.)
//  5. instrPtr = the first instruction (RESUME), and execution continues
//     there. A later specialized call may start after RESUME instead (DESIGN
//     §2 rule 4); steps 1–4 are exactly what it must still do.
//
// Returning pops the frame (decref'ing every slot), leaves the recursion
// count, and pushes the result on the caller's stack.
#pragma once

#include "objects/code.h"
#include "objects/function.h"

#include <cstddef>
#include <cstdint>

namespace taipan {
struct FrameObject;
}

namespace taipan::vm {

enum class FrameOwner : uint8_t {
    ThreadStack, // on the thread's FrameStack: popped when it returns
    Generator,   // inside a generator object
    FrameObject, // a dead frame's copy owned by its frame object (no value stack)
};

// Frame::returnKind.
enum : uint8_t {
    kReturnNormal = 0,
    // Pushed by CALL_ALLOC_AND_ENTER_INIT: the frame of a class's Python
    // __init__, whose caller already holds the new instance; its return
    // checks the result is None and pushes nothing.
    kReturnInit = 1,
    // A sys.monitoring callback an instrumented twin runs in the same loop
    // (vm/monitor/instrument.h: routeEvent): its result is looked at
    // for DISABLE and dropped, and the twin's original instruction runs.
    kReturnToEvent = 2,
};

struct Frame {
    Code* code;         // owned
    Function* function; // owned; null for module-level and exec/eval code
    // Owned only when `function` is null (module, class-less exec/eval
    // code); a function frame borrows its function's, which cannot change
    // (__globals__ is read-only) and live as long as the function the frame
    // owns. That saves four reference counts per call.
    Dict* globals;
    Dict* builtins;
    Value locals;             // owned: the locals mapping of module/class/exec frames, else null
    Frame* previous;          // the caller; null at the bottom and while suspended
    const uint16_t* instrPtr; // the instruction executing now (suspended: the next to run)
    Value* stackPointer;      // one past the top of the value stack (saved, see above)
    FrameObject* frameObject; // owned; created when Python code first asks for it
    FrameOwner owner;
    bool isEntry;   // entered from native code: see "The frame chain"
    bool executing; // on the chain right now (false while suspended)
    // How the caller takes this frame's return: one byte, so that the
    // return path tests it once (kReturnNormal is the only fast case).
    uint8_t returnKind;
    // For kReturnToEvent: the tool and event whose callback this frame runs
    // (a DISABLE result is recorded for them).
    uint8_t callbackTool;
    uint8_t callbackEvent;
    uint8_t padding[2];

    Value* localsPlus() { return reinterpret_cast<Value*>(this + 1); }
    Value* stackBase() { return localsPlus() + code->nlocalsPlus; }
    // Offset in code units of the instruction executing now.
    int32_t lastInstruction() const { return static_cast<int32_t>(instrPtr - code->code); }
};
static_assert(sizeof(Frame) % sizeof(Value) == 0, "slots after the header must stay aligned");

// Number of Value slots a frame for `code` needs after its header.
inline size_t frameSlotCount(const Code* code) {
    return static_cast<size_t>(code->nlocalsPlus) + static_cast<size_t>(code->stackSize);
}
inline size_t frameByteSize(const Code* code) {
    return sizeof(Frame) + frameSlotCount(code) * sizeof(Value);
}

// ---- The exception-state stack ------------------------------------------------------
// What sys.exception() returns is the innermost exception being handled by an
// `except` block. A generator keeps its own handled exception across yields,
// so the "handled exception" is really a stack with one entry for the thread
// and one for every generator running on it: PUSH_EXC_INFO / POP_EXCEPT
// change the top entry, and the visible value is the first non-null entry
// from the top (a generator that handles nothing sees its caller's).
// ThreadState::handledException always mirrors that visible value (the error
// functions read it to set __context__).
struct ExceptionStateEntry {
    Value exception; // owned; null: this level handles nothing
    ExceptionStateEntry* previous;
};

// ---- The thread's VM state ------------------------------------------------------------
class FrameStack {
  public:
    FrameStack() = default;
    FrameStack(const FrameStack&) = delete;
    FrameStack& operator=(const FrameStack&) = delete;
    // No destructor: the one frame stack lives as long as the process, and
    // staying trivially destructible keeps it usable by exit-time cleanup
    // that runs after static destructors would have run.

    // A frame block of `bytes` bytes on top of the stack (uninitialized), or
    // null with MemoryError pending. Inline: every call sequence runs it.
    Frame* allocate(size_t bytes) {
        bytes = (bytes + 15) & ~size_t(15);
        if (chunk_ == nullptr || static_cast<size_t>(chunk_->limit - chunk_->top) < bytes)
            return allocateInNewChunk(bytes);
        auto* frame = reinterpret_cast<Frame*>(chunk_->top);
        chunk_->top += bytes;
        return frame;
    }
    // Releases the topmost block, which must be `frame`.
    void release(Frame* frame) {
        char* start = reinterpret_cast<char*>(frame);
        chunk_->top = start;
        if (start == reinterpret_cast<char*>(chunk_ + 1) && chunk_->previous != nullptr)
            leaveEmptyChunk();
    }

  private:
    Frame* allocateInNewChunk(size_t bytes);
    void leaveEmptyChunk();
    struct Chunk {
        Chunk* previous;
        char* top;   // first free byte
        char* limit; // end of the chunk
    };
    Chunk* chunk_ = nullptr;
    Chunk* spare_ = nullptr; // one emptied chunk kept to avoid malloc churn at a boundary
};

struct VmThread {
    FrameStack stack;
    Frame* current = nullptr; // the innermost executing frame
    ExceptionStateEntry baseExceptionState{};
    ExceptionStateEntry* exceptionState = &baseExceptionState;
    int evalDepth = 0; // nested evalFrame invocations (native re-entry)
};

extern VmThread gVmThread;
inline VmThread& vmThread() {
    return gVmThread;
}

// The innermost executing Python frame, or null.
inline Frame* currentFrame() {
    return vmThread().current;
}

// Pushes an uninitialized frame for `code` (header fields zeroed, every
// localsplus slot null; the value stack above stackPointer is never read,
// so it is left as it is) on the thread's stack; owner ThreadStack. Takes
// no references.
Frame* pushFrame(Code* code);
// Drops every reference the frame holds (slots up to stackPointer, code,
// function, locals, and the globals and builtins when it owns them) and, if a frame object refers
// to it, hands that object a copy first. Does not free the memory.
void clearFrame(Frame* frame);
// clearFrame + releases the memory of a ThreadStack frame.
void popFrame(Frame* frame);

// Line number of the instruction executing in (or next to run in) the
// frame; -1 when it has none.
int frameLineNumber(Frame* frame);
int codeLineNumber(Code* code, int32_t offset);

// The frame's frame object, created on first use (new reference).
Ref frameObjectFor(Frame* frame);

// The frame's locals as a mapping: its namespace (module, class body,
// exec), or a new dict of a function's bound locals with cells read through
// and the extra variables written through f_locals (objects/frame_locals.h);
// also a new dict, of the comprehension's variables, while an inlined
// comprehension runs in a module or class body (as CPython 3.13's locals()).
Ref frameLocals(Frame* frame);

// Recomputes ThreadState::handledException from the exception-state stack.
void refreshHandledException();

} // namespace taipan::vm
