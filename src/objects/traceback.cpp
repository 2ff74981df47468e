// Frame objects and traceback objects (see objects/traceback.h), and
// tracebackHere(), which the eval loop calls for every frame an exception
// passes through.
//
// Invariants:
//  - A FrameObject either points at a live interpreter frame (which holds a
//    reference to it) or owns a copy (owner FrameObject) made by
//    frameObjectDetach; only the copy is traversed by the collector: live
//    frames are roots.
//  - Traceback entries are created only here; tb_next chains never loop.
#include "objects/traceback.h"

#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/frame_locals.h"
#include "objects/generator.h"
#include "objects/int.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/thread_state.h"
#include "vm/frame_jump.h"
#include "vm/monitor/legacy.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace taipan {

Type gFrameType = staticType("frame", sizeof(FrameObject), 0, kTypeGcTracked);
Type gTracebackType = staticType("traceback", sizeof(Traceback), 0, kTypeGcTracked);

namespace {

std::string utf8(Value v) {
    return std::string(strUtf8(asStr(v)));
}

FrameObject* asFrameObject(Value v) {
    return static_cast<FrameObject*>(v.object());
}

bool ownsCopy(FrameObject* object) {
    return object->frame != nullptr && object->frame->owner == vm::FrameOwner::FrameObject;
}

// ---- frame ------------------------------------------------------------------------

void frameTraverse(Object* self, VisitFn visit, void* context) {
    auto* object = static_cast<FrameObject*>(self);
    if (object->back != nullptr) visit(Value::fromObject(object->back), context);
    visit(object->extraLocals, context);
    visit(object->trace, context);
    if (ownsCopy(object)) {
        vm::Frame* frame = object->frame;
        if (frame->code != nullptr) visit(Value::fromObject(frame->code), context);
        if (frame->function != nullptr) {
            visit(Value::fromObject(frame->function), context); // globals borrowed from it
        } else {
            if (frame->globals != nullptr) visit(Value::fromObject(frame->globals), context);
            if (frame->builtins != nullptr) visit(Value::fromObject(frame->builtins), context);
        }
        visit(frame->locals, context);
        if (frame->code != nullptr) {
            for (Value* p = frame->localsPlus(); p < frame->stackPointer; ++p)
                visit(*p, context);
        }
    }
}

// Drops the f_locals extras and the local trace function.
void releaseExtrasAndTrace(FrameObject* object) {
    Value extras = object->extraLocals;
    object->extraLocals = Value();
    decref(extras);
    Value trace = object->trace;
    object->trace = Value();
    decref(trace);
}

void frameClear(Object* self) {
    auto* object = static_cast<FrameObject*>(self);
    if (object->back != nullptr) {
        FrameObject* back = object->back;
        object->back = nullptr;
        decref(back);
    }
    releaseExtrasAndTrace(object);
    if (ownsCopy(object)) vm::clearFrame(object->frame);
}

// The memory of a few dead frame objects, kept for the next ones: a traced
// or profiled program makes a frame object for every call and drops it at
// the return (sys.settrace, sys.setprofile).
constexpr int kSpareFrameObjects = 8;
FrameObject* gSpareFrameObjects[kSpareFrameObjects];
int gSpareFrameObjectCount = 0;

void frameDealloc(Object* self) {
    gcUntrack(self);
    auto* object = static_cast<FrameObject*>(self);
    frameClear(self);
    if (ownsCopy(object)) {
        std::free(object->frame);
    } else if (object->frame != nullptr && object->frame->frameObject == object) {
        object->frame->frameObject = nullptr;
    }
    object->frame = nullptr;
    if (gSpareFrameObjectCount < kSpareFrameObjects) {
        gSpareFrameObjects[gSpareFrameObjectCount++] = object;
        gcNoteDeallocation(); // as freeObjectMemory would
        return;
    }
    freeObjectMemory(self);
}

Ref frameRepr(Value self) {
    FrameObject* object = asFrameObject(self);
    vm::Frame* frame = object->frame;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "<frame at %p, file ", static_cast<void*>(object));
    std::string text = buffer;
    if (frame == nullptr || frame->code == nullptr)
        return strFromUtf8(text + "'?', line ?, code ?>");
    Ref file = repr(Value::fromObject(frame->code->filename));
    if (file.isNull()) return nullptr;
    text += utf8(file.get()) + ", line " + std::to_string(vm::frameLineNumber(frame)) + ", code " +
            utf8(Value::fromObject(frame->code->name)) + ">";
    return strFromUtf8(text);
}

Ref getCode(Value self) {
    vm::Frame* frame = asFrameObject(self)->frame;
    if (frame == nullptr || frame->code == nullptr) return noneRef();
    return Ref::borrow(Value::fromObject(frame->code));
}

Ref getLineno(Value self) {
    FrameObject* object = asFrameObject(self);
    // During a traced event the line is the event's (a 'line' reported for
    // the target of a backward jump, before the frame moves there).
    if (object->traceLine > 0) return Ref::fromSmallInt(object->traceLine);
    vm::Frame* frame = object->frame;
    if (frame == nullptr) return noneRef();
    int line = vm::frameLineNumber(frame);
    if (line < 0) return noneRef();
    return Ref::fromSmallInt(line);
}

Ref getLasti(Value self) {
    vm::Frame* frame = asFrameObject(self)->frame;
    if (frame == nullptr || frame->instrPtr == nullptr) return Ref::fromSmallInt(-1);
    return Ref::fromSmallInt(frame->lastInstruction() * 2);
}

Ref getGlobals(Value self) {
    vm::Frame* frame = asFrameObject(self)->frame;
    if (frame == nullptr || frame->globals == nullptr) return noneRef();
    return Ref::borrow(Value::fromObject(frame->globals));
}

Ref getBuiltins(Value self) {
    vm::Frame* frame = asFrameObject(self)->frame;
    if (frame == nullptr || frame->builtins == nullptr) return noneRef();
    return Ref::borrow(Value::fromObject(frame->builtins));
}

// f_locals: the namespace of module/class frames, a FrameLocalsProxy for
// function frames (objects/frame_locals.h).
Ref getLocals(Value self) {
    return frameObjectLocals(asFrameObject(self));
}

Ref getBack(Value self) {
    FrameObject* object = asFrameObject(self);
    if (object->back != nullptr) return Ref::borrow(Value::fromObject(object->back));
    vm::Frame* frame = object->frame;
    if (frame == nullptr || ownsCopy(object) || frame->previous == nullptr) return noneRef();
    return vm::frameObjectFor(frame->previous);
}

// f_trace: the frame's local trace function (vm/monitor/legacy.cpp calls
// it); any object is accepted, None or deletion clears it.
Ref getTrace(Value self) {
    Value trace = asFrameObject(self)->trace;
    return trace.isNull() ? noneRef() : Ref::borrow(trace);
}

bool setTrace(Value self, Value value) {
    FrameObject* object = asFrameObject(self);
    if (value.is(noneValue())) value = Value();
    if (!value.isNull()) incref(value);
    Value old = object->trace;
    object->trace = value;
    decref(old);
    return true;
}

// f_trace_lines / f_trace_opcodes take exactly a bool.
bool checkBoolAttribute(Value value) {
    if (value.isNull()) {
        raise(gTypeError, "can't delete numeric/char attribute");
        return false;
    }
    if (!value.is(trueValue()) && !value.is(falseValue())) {
        raise(gTypeError, "attribute value type must be bool");
        return false;
    }
    return true;
}

Ref getTraceLines(Value self) {
    return boolRef(asFrameObject(self)->traceLines);
}

bool setTraceLines(Value self, Value value) {
    if (!checkBoolAttribute(value)) return false;
    asFrameObject(self)->traceLines = value.is(trueValue());
    return true;
}

Ref getTraceOpcodes(Value self) {
    return boolRef(asFrameObject(self)->traceOpcodes);
}

bool setTraceOpcodes(Value self, Value value) {
    if (!checkBoolAttribute(value)) return false;
    bool wanted = value.is(trueValue());
    asFrameObject(self)->traceOpcodes = wanted;
    if (wanted) vm::monitor::traceOpcodesWanted();
    return true;
}

// f_lineno = N from a trace function: a jump (vm/frame_jump.h).
bool setLineno(Value self, Value value) {
    return vm::frameSetLineno(asFrameObject(self), value);
}

// Drops the variables of a dead frame's copy (the code, globals and
// builtins stay readable, as in CPython).
void clearDeadFrameLocals(FrameObject* object) {
    vm::Frame* frame = object->frame;
    if (frame == nullptr || !ownsCopy(object) || frame->code == nullptr) return;
    Value* slots = frame->localsPlus();
    for (int32_t i = 0; i < frame->code->nlocalsPlus; ++i) {
        Value value = slots[i];
        slots[i] = Value();
        decref(value);
    }
}

// frame.clear(): refused for a frame that is running (on the stack, or a
// running generator's) or suspended in a generator; a generator that has
// not started is closed. Then the variables, the extra variables and
// f_trace go; f_back, f_code, f_lineno and the trace flags stay.
Ref frameClearMethod(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("frame.clear", nargs, kwnames, 0, 0)) return nullptr;
    FrameObject* object = asFrameObject(self);
    Ref keep = Ref::borrow(self);
    vm::Frame* frame = object->frame;
    if (frame != nullptr && frame->owner == vm::FrameOwner::Generator) {
        Generator* generator = generatorOfFrame(frame);
        if (generator->state == GeneratorState::Running)
            return raise(gRuntimeError, "cannot clear an executing frame");
        if (generator->state == GeneratorState::Suspended)
            return raise(gRuntimeError, "cannot clear a suspended frame");
        if (generatorClose(generator).isNull()) return nullptr;
    } else if (frame != nullptr && frame->owner == vm::FrameOwner::ThreadStack) {
        return raise(gRuntimeError, "cannot clear an executing frame");
    }
    clearDeadFrameLocals(object);
    releaseExtrasAndTrace(object);
    return noneRef();
}

const MethodDef kFrameMethods[] = {
    {"clear", frameClearMethod, kMethodInstance,
     "F.clear(): clear all references held by the frame"},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kFrameGetSets[] = {
    {"f_code", getCode, nullptr, nullptr},
    {"f_lineno", getLineno, setLineno, nullptr},
    {"f_lasti", getLasti, nullptr, nullptr},
    {"f_globals", getGlobals, nullptr, nullptr},
    {"f_builtins", getBuiltins, nullptr, nullptr},
    {"f_locals", getLocals, nullptr, nullptr},
    {"f_back", getBack, nullptr, nullptr},
    {"f_trace", getTrace, setTrace, nullptr},
    {"f_trace_lines", getTraceLines, setTraceLines, nullptr},
    {"f_trace_opcodes", getTraceOpcodes, setTraceOpcodes, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- traceback -----------------------------------------------------------------------

void tracebackTraverse(Object* self, VisitFn visit, void* context) {
    auto* tb = static_cast<Traceback*>(self);
    if (tb->next != nullptr) visit(Value::fromObject(tb->next), context);
    if (tb->frame != nullptr) visit(Value::fromObject(tb->frame), context);
}

void tracebackClear(Object* self) {
    auto* tb = static_cast<Traceback*>(self);
    if (tb->next != nullptr) {
        Traceback* next = tb->next;
        tb->next = nullptr;
        decref(next);
    }
    if (tb->frame != nullptr) {
        FrameObject* frame = tb->frame;
        tb->frame = nullptr;
        decref(frame);
    }
}

void tracebackDealloc(Object* self) {
    gcUntrack(self);
    tracebackClear(self);
    freeObjectMemory(self);
}

Ref tbGetNext(Value self) {
    Traceback* next = asTraceback(self)->next;
    return Ref::borrow(next == nullptr ? noneValue() : Value::fromObject(next));
}

bool tbSetNext(Value self, Value value) {
    if (value.isNull()) {
        raise(gTypeError, "can't delete tb_next attribute");
        return false;
    }
    Traceback* tb = asTraceback(self);
    if (value.is(noneValue())) {
        if (tb->next != nullptr) {
            Traceback* old = tb->next;
            tb->next = nullptr;
            decref(old);
        }
        return true;
    }
    if (!isTraceback(value)) {
        raise(gTypeError, "expected traceback object, got '%s'", typeOf(value)->name);
        return false;
    }
    for (Traceback* cursor = asTraceback(value); cursor != nullptr; cursor = cursor->next) {
        if (cursor == tb) {
            raise(gValueError, "traceback loop detected");
            return false;
        }
    }
    incref(value);
    Traceback* old = tb->next;
    tb->next = asTraceback(value);
    if (old != nullptr) decref(old);
    return true;
}

Ref tbGetFrame(Value self) {
    FrameObject* frame = asTraceback(self)->frame;
    return Ref::borrow(frame == nullptr ? noneValue() : Value::fromObject(frame));
}
Ref tbGetLasti(Value self) {
    return Ref::fromSmallInt(asTraceback(self)->lasti);
}
// tb_lineno; -1 means "the line of tb_lasti" (the first line of the code
// for a negative tb_lasti), as CPython computes it.
Ref tbGetLineno(Value self) {
    Traceback* tb = asTraceback(self);
    int32_t line = tb->lineno;
    if (line == -1 && tb->frame != nullptr && tb->frame->frame != nullptr &&
        tb->frame->frame->code != nullptr) {
        Code* code = tb->frame->frame->code;
        line = tb->lasti < 0 ? code->firstLineno : vm::codeLineNumber(code, tb->lasti / 2);
    }
    if (line == -1) return noneRef();
    return Ref::fromSmallInt(line);
}

const GetSetDef kTracebackGetSets[] = {
    {"tb_next", tbGetNext, tbSetNext, nullptr},
    {"tb_frame", tbGetFrame, readOnlyMemberSet, nullptr},
    {"tb_lasti", tbGetLasti, readOnlyMemberSet, nullptr},
    {"tb_lineno", tbGetLineno, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// A C int argument as CPython's converters read one: through __index__,
// OverflowError past the range of an int.
bool cIntArgument(Value value, int32_t& out) {
    Ref index = toIndex(value);
    if (index.isNull()) return false;
    int64_t wide = 0;
    if (!intToInt64(index.get(), wide) || wide < INT32_MIN || wide > INT32_MAX) {
        raise(gOverflowError, "Python int too large to convert to C int");
        return false;
    }
    out = static_cast<int32_t>(wide);
    return true;
}

// types.TracebackType(tb_next, tb_frame, tb_lasti, tb_lineno)
Ref tracebackTypeNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"tb_next", "tb_frame", "tb_lasti", "tb_lineno"};
    static const NativeSignature kSignature = {"traceback", kNames, 4, 0, 4, 4};
    Value bound[4];
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value next = bound[0];
    if (!next.is(noneValue()) && !isTraceback(next)) {
        return raise(gTypeError, "expected traceback object or None, got '%s'", typeOf(next)->name);
    }
    if (!isFrameObject(bound[1])) {
        const char* given = bound[1].is(noneValue()) ? "None" : typeOf(bound[1])->name;
        return raise(gTypeError, "traceback() argument 'tb_frame' must be frame, not %s", given);
    }
    int32_t lasti = 0;
    int32_t lineno = 0;
    if (!cIntArgument(bound[2], lasti) || !cIntArgument(bound[3], lineno)) return nullptr;
    (void)type;
    return tracebackNew(next.is(noneValue()) ? Value() : next, asFrameObject(bound[1]), lasti,
                        lineno);
}

} // namespace

Ref frameObjectNew(vm::Frame* frame) {
    Object* object = nullptr;
    if (gSpareFrameObjectCount > 0) {
        // A dead one's memory (frameDealloc): made as allocateObject would.
        object = gSpareFrameObjects[--gSpareFrameObjectCount];
        std::memset(static_cast<void*>(gcHeaderOf(object)), 0,
                    sizeof(GcHeader) + sizeof(FrameObject));
        object->refcount = 1;
        object->type = &gFrameType;
        gcNoteAllocation();
    } else {
        object = allocateObject(&gFrameType);
        if (object == nullptr) return nullptr;
    }
    auto* fo = static_cast<FrameObject*>(object);
    fo->frame = frame;
    fo->trace = Value();
    fo->traceLines = true;
    fo->traceOpcodes = false;
    fo->traceEvent = kTraceNone;
    fo->jumped = false;
    fo->traceLine = 0;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

void frameObjectDetach(FrameObject* object, vm::Frame* frame) {
    Code* code = frame->code;
    if (code == nullptr) {
        object->frame = nullptr;
        return;
    }
    // f_back is the caller's frame object, fixed at the moment of death.
    if (object->back == nullptr && frame->previous != nullptr) {
        Ref saved = takePendingException();
        Ref back = vm::frameObjectFor(frame->previous);
        if (!back.isNull()) object->back = static_cast<FrameObject*>(back.release().object());
        clearPendingException();
        if (!saved.isNull()) {
            ThreadState& state = threadState();
            state.pendingException = saved.release();
        }
    }
    size_t bytes = sizeof(vm::Frame) + static_cast<size_t>(code->nlocalsPlus) * sizeof(Value);
    auto* copy = static_cast<vm::Frame*>(std::malloc(bytes));
    if (copy == nullptr) {
        object->frame = nullptr;
        return;
    }
    std::memcpy(static_cast<void*>(copy), frame, sizeof(vm::Frame));
    copy->owner = vm::FrameOwner::FrameObject;
    copy->previous = nullptr;
    copy->isEntry = false;
    copy->executing = false;
    copy->frameObject = nullptr;
    Value* from = frame->localsPlus();
    Value* to = copy->localsPlus();
    for (int i = 0; i < code->nlocalsPlus; ++i) {
        to[i] = from[i];
        from[i] = Value();
    }
    copy->stackPointer = to + code->nlocalsPlus;
    // The header's references now belong to the copy.
    frame->code = nullptr;
    frame->function = nullptr;
    frame->globals = nullptr;
    frame->builtins = nullptr;
    frame->locals = Value();
    // The remaining value stack (above the locals) is released by the caller
    // (clearFrame), which no longer sees the code: do it here.
    for (Value* p = from + code->nlocalsPlus; p < frame->stackPointer; ++p) {
        Value v = *p;
        *p = Value();
        decref(v);
    }
    frame->stackPointer = nullptr;
    object->frame = copy;
}

Ref tracebackNew(Value next, FrameObject* frame, int32_t lasti, int32_t lineno) {
    Object* object = allocateObject(&gTracebackType);
    if (object == nullptr) return nullptr;
    auto* tb = static_cast<Traceback*>(object);
    if (!next.isNull()) {
        incref(next);
        tb->next = asTraceback(next);
    }
    incref(frame);
    tb->frame = frame;
    tb->lasti = lasti;
    tb->lineno = lineno;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

void tracebackHere(vm::Frame* frame) {
    Ref exception = takePendingException();
    if (exception.isNull()) return;
    if (isExceptionInstance(exception.get())) {
        Ref frameObject = vm::frameObjectFor(frame);
        if (!frameObject.isNull()) {
            int32_t offset = frame->lastInstruction();
            Ref tb = tracebackNew(exceptionTraceback(exception.get()),
                                  static_cast<FrameObject*>(frameObject.object()), offset * 2,
                                  vm::codeLineNumber(frame->code, offset));
            if (!tb.isNull()) exceptionSetTraceback(exception.get(), tb.get());
        }
        // A failure to record the entry must not replace the exception.
        clearPendingException();
    }
    ThreadState& state = threadState();
    Value old = state.pendingException;
    state.pendingException = exception.release();
    decref(old);
}

bool readyTracebackTypes() {
    gFrameType.dealloc = frameDealloc;
    gFrameType.traverse = frameTraverse;
    gFrameType.clear = frameClear;
    gFrameType.repr = frameRepr;
    typeAddGetSets(&gFrameType, kFrameGetSets);
    typeAddMethods(&gFrameType, kFrameMethods);
    if (!typeReady(&gFrameType) || !readyFrameLocalsProxyType()) return false;
    gTracebackType.newFn = tracebackTypeNew;
    gTracebackType.dealloc = tracebackDealloc;
    gTracebackType.traverse = tracebackTraverse;
    gTracebackType.clear = tracebackClear;
    typeAddGetSets(&gTracebackType, kTracebackGetSets);
    return typeReady(&gTracebackType);
}

} // namespace taipan
