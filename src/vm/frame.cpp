// The per-thread frame stack, frame life cycle (push, clear, pop), line
// numbers, and the exception-state stack's visible value.
//
// Invariants:
//  - FrameStack blocks are released in exactly the reverse order of their
//    allocation; a chunk is freed (or kept as the one spare) only when its
//    last block is released, so frames never move.
//  - clearFrame leaves every field it released null, so clearing twice is
//    harmless (generators clear their frame when they finish and again when
//    they die).
#include "vm/frame.h"

#include "objects/frame_locals.h"
#include "objects/traceback.h"
#include "runtime/errors.h"
#include "runtime/thread_state.h"
#include "vm/eval.h"

#include <cstdlib>
#include <cstring>
#include <type_traits>

namespace taipan::vm {

namespace {

// A chunk holds many ordinary frames; a frame larger than this gets a chunk
// of its own.
constexpr size_t kChunkSize = 256 * 1024;

} // namespace

// The slow path of allocate (bytes already rounded): the current chunk is
// full, so the frame starts a new chunk (the spare one when it is big
// enough).
Frame* FrameStack::allocateInNewChunk(size_t bytes) {
    size_t needed = sizeof(Chunk) + bytes;
    Chunk* fresh = nullptr;
    if (spare_ != nullptr &&
        static_cast<size_t>(spare_->limit - reinterpret_cast<char*>(spare_ + 1)) >= bytes) {
        fresh = spare_;
        spare_ = nullptr;
    } else {
        size_t size = needed > kChunkSize ? needed : kChunkSize;
        fresh = static_cast<Chunk*>(std::malloc(size));
        if (fresh == nullptr) {
            raiseNoMemory();
            return nullptr;
        }
        fresh->limit = reinterpret_cast<char*>(fresh) + size;
    }
    fresh->top = reinterpret_cast<char*>(fresh + 1);
    fresh->previous = chunk_;
    chunk_ = fresh;
    auto* frame = reinterpret_cast<Frame*>(chunk_->top);
    chunk_->top += bytes;
    return frame;
}

void FrameStack::leaveEmptyChunk() {
    // The chunk is empty: go back to the previous one, keeping this one as
    // the spare so a call sequence crossing the boundary in a loop does not
    // malloc and free every time.
    Chunk* empty = chunk_;
    chunk_ = empty->previous;
    std::free(spare_);
    spare_ = empty;
}

// The one interpreter thread's VM state: a global, so that reaching it in
// the call sequence costs no initialization check. It is constant-
// initialized and trivially destructible, so it is usable from any static
// initializer and from exit-time cleanup alike.
VmThread gVmThread;
static_assert(std::is_trivially_destructible_v<VmThread>);

Frame* pushFrame(Code* code) {
    Frame* frame = vmThread().stack.allocate(frameByteSize(code));
    if (frame == nullptr) return nullptr;
    std::memset(static_cast<void*>(frame), 0, sizeof(Frame));
    Value* slots = frame->localsPlus();
    for (int32_t i = 0; i < code->nlocalsPlus; ++i)
        slots[i] = Value();
    frame->code = code;
    frame->owner = FrameOwner::ThreadStack;
    frame->instrPtr = code->code;
    frame->stackPointer = slots + code->nlocalsPlus;
    return frame;
}

void clearFrame(Frame* frame) {
    if (frame->frameObject != nullptr) {
        FrameObject* object = frame->frameObject;
        frame->frameObject = nullptr;
        if (object->refcount > 1) {
            // Someone else keeps the frame object (a traceback, f_back of a
            // live frame object): it takes over the locals.
            frameObjectDetach(object, frame);
        } else {
            object->frame = nullptr;
        }
        decref(object);
    }
    if (frame->code != nullptr) {
        Value* slots = frame->localsPlus();
        Value* end =
            frame->stackPointer != nullptr ? frame->stackPointer : slots + frame->code->nlocalsPlus;
        for (Value* p = slots; p < end; ++p) {
            Value v = *p;
            *p = Value();
            decref(v);
        }
        frame->stackPointer = frame->stackBase();
    }
    auto release = [](auto*& field) {
        auto* object = field;
        field = nullptr;
        if (object != nullptr) decref(object);
    };
    Value locals = frame->locals;
    frame->locals = Value();
    decref(locals);
    if (frame->function != nullptr) {
        // The globals and builtins were the function's, borrowed.
        frame->globals = nullptr;
        frame->builtins = nullptr;
        release(frame->function);
    } else {
        release(frame->globals);
        release(frame->builtins);
    }
    // The code object stays readable (f_code of a dead frame's copy is
    // handled by the copy); drop it last.
    release(frame->code);
}

void popFrame(Frame* frame) {
    clearFrame(frame);
    vmThread().stack.release(frame);
}

int codeLineNumber(Code* code, int32_t offset) {
    if (code == nullptr || offset < 0 || static_cast<uint32_t>(offset) >= code->codeSize) return -1;
    if (code->positions == nullptr) return code->firstLineno;
    return code->positions[offset].lineno;
}

int frameLineNumber(Frame* frame) {
    if (frame->code == nullptr || frame->instrPtr == nullptr) return -1;
    return codeLineNumber(frame->code, frame->lastInstruction());
}

Ref frameObjectFor(Frame* frame) {
    if (frame->frameObject == nullptr) {
        Ref object = frameObjectNew(frame);
        if (object.isNull()) return nullptr;
        frame->frameObject = static_cast<FrameObject*>(object.release().object());
    }
    return Ref::borrow(Value::fromObject(frame->frameObject));
}

// True when an inlined comprehension running in a module or class body
// has bound one of its (hidden) variables.
static bool hasBoundHiddenLocal(Frame* frame) {
    if (frame->code == nullptr) return false;
    for (int i = 0; i < frame->code->nlocalsPlus; ++i) {
        if ((frame->code->localsPlusKinds[i] & kLocalHidden) != 0 &&
            !frame->localsPlus()[i].isNull()) {
            return true;
        }
    }
    return false;
}

Ref frameLocals(Frame* frame) {
    // Inside an inlined comprehension of a module or class body, CPython
    // 3.13's locals() is a new dict of the comprehension's variables (the
    // frame's bound fast locals), as in a function.
    if (!frame->locals.isNull() && !hasBoundHiddenLocal(frame)) return Ref::borrow(frame->locals);
    Ref dict = dictNew();
    if (dict.isNull() || frame->code == nullptr) return dict;
    Code* code = frame->code;
    Value* slots = frame->localsPlus();
    for (int i = 0; i < code->nlocalsPlus; ++i) {
        Value value = slots[i];
        if (!value.isNull() && (code->localsPlusKinds[i] & (kLocalCell | kLocalFree)) &&
            isCell(value)) {
            value = asCell(value)->contents;
        }
        if (value.isNull()) continue;
        if (!dictSetItem(asDict(dict.get()), code->localsPlusNames->items()[i], value))
            return nullptr;
    }
    // The extra variables written through f_locals (PEP 667).
    if (frame->frameObject != nullptr && !frameAddExtraLocals(frame->frameObject, dict.get()))
        return nullptr;
    return dict;
}

Dict* currentGlobals() {
    Frame* frame = currentFrame();
    return frame == nullptr ? nullptr : frame->globals;
}

Ref currentLocals() {
    Frame* frame = currentFrame();
    if (frame == nullptr) return nullptr;
    return frameLocals(frame);
}

void refreshHandledException() {
    VmThread& thread = vmThread();
    Value visible;
    for (ExceptionStateEntry* entry = thread.exceptionState; entry != nullptr;
         entry = entry->previous) {
        if (!entry->exception.isNull()) {
            visible = entry->exception;
            break;
        }
    }
    ThreadState& state = threadState();
    if (state.handledException.is(visible)) return;
    incref(visible);
    Value old = state.handledException;
    state.handledException = visible;
    decref(old);
}

} // namespace taipan::vm
