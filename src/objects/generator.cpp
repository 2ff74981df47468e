// Generators: creation from a running frame (RETURN_GENERATOR), resumption
// through the eval loop (send, __next__, throw), close() and finalization,
// and the gi_* attributes.
//
// Invariants (see objects/generator.h for the state machine):
//  - Only generatorSend() changes Created/Suspended into Running, and it
//    always links the generator's exception state around the resumption,
//    so sys.exception() inside the generator is its own.
//  - A Completed generator holds no frame references; gi_code, __name__ and
//    __qualname__ stay.
//  - A generator that dies while suspended is closed first (GeneratorExit
//    thrown in, so `finally` blocks run), as CPython's finalizer does.
#include "objects/generator.h"

#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/function.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/thread_state.h"
#include "vm/bytecode.h"
#include "vm/call.h"
#include "vm/intrinsics.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace taipan {

Type gGeneratorType = staticType("generator", sizeof(Generator), sizeof(Value), kTypeGcTracked);

namespace {

std::string utf8(Value v) {
    return std::string(strUtf8(asStr(v)));
}

// Makes `exception` (which may be null) the pending exception as it is,
// without chaining it to the handled one (it was raised already).
void setPendingUnchained(Ref exception) {
    ThreadState& state = threadState();
    Value old = state.pendingException;
    state.pendingException = exception.release();
    decref(old);
}

// The argument of the RESUME a suspended generator will continue at, or -1
// (not suspended at a RESUME).
int suspendedResumeArg(Generator* generator) {
    if (generator->state != GeneratorState::Suspended) return -1;
    const uint16_t* next = generator->frame.instrPtr;
    if (next == nullptr || vm::codeUnitOpcode(vm::deoptimizedUnit(*next)) != vm::Opcode::RESUME)
        return -1;
    return vm::codeUnitArg(*next);
}

// The sub-iterator of a `yield from` the generator is suspended in, or null.
Value yieldFromTarget(Generator* generator) {
    int resumeArg = suspendedResumeArg(generator);
    if (resumeArg < 0 || (resumeArg & 3) < vm::kResumeAfterYieldFrom) return Value();
    vm::Frame* frame = &generator->frame;
    if (frame->stackPointer <= frame->stackBase()) return Value();
    return frame->stackPointer[-1];
}

// Marks the generator finished and drops its frame's references.
void finishGenerator(Generator* generator) {
    generator->state = GeneratorState::Completed;
    vm::clearFrame(&generator->frame);
    Value handled = generator->exceptionState.exception;
    generator->exceptionState.exception = Value();
    decref(handled);
}

// Sets StopIteration for a generator's return value: StopIteration() for
// None, StopIteration(value) otherwise.
void raiseStopIteration(Value value) {
    if (value.is(noneValue())) {
        raiseObject(Value::fromObject(gStopIteration));
    } else {
        raiseWithValue(gStopIteration, value);
    }
}

// Sends into the generator; Yield -> value, Return -> StopIteration.
Ref sendOrStop(Generator* generator, Value value, bool throwing) {
    Ref result;
    switch (generatorSend(generator, value, result, throwing)) {
    case SendResult::Yield:
        return result;
    case SendResult::Return:
        raiseStopIteration(result.get());
        return nullptr;
    case SendResult::Error:
        return nullptr;
    }
    return nullptr;
}

// Closes a sub-iterator of `yield from` (generator.close(), or its close()).
// False with the error pending.
bool closeSubIterator(Value iterator) {
    if (isGenerator(iterator)) return !generatorClose(asGenerator(iterator)).isNull();
    Ref close = getAttrOptional(iterator, TAIPAN_NAME("close"));
    if (close.isNull()) return !hasPendingException();
    return !callNoArgs(close.get()).isNull();
}

// Throws an exception (already normalized and pending) into the generator at
// its suspension point, delegating to a `yield from` sub-iterator first.
Ref throwInto(Generator* generator, bool closeOnGeneratorExit) {
    Value delegate = yieldFromTarget(generator);
    if (!delegate.isNull()) {
        Ref target = Ref::borrow(delegate);
        if (closeOnGeneratorExit && pendingExceptionMatches(gGeneratorExit)) {
            Ref exit = takePendingException();
            generator->state = GeneratorState::Running;
            bool closed = closeSubIterator(target.get());
            generator->state = GeneratorState::Suspended;
            if (!closed) return sendOrStop(generator, noneValue(), true);
            raiseObject(exit.get());
            return sendOrStop(generator, noneValue(), true);
        }
        Ref exception = takePendingException();
        Ref result;
        if (isGenerator(target.get())) {
            generator->state = GeneratorState::Running;
            setPendingUnchained(std::move(exception));
            result = throwInto(asGenerator(target.get()), closeOnGeneratorExit);
            generator->state = GeneratorState::Suspended;
        } else {
            Ref method = getAttrOptional(target.get(), TAIPAN_NAME("throw"));
            if (method.isNull()) {
                if (hasPendingException()) return nullptr;
                // No throw(): raise it here, at the yield from.
                setPendingUnchained(std::move(exception));
                return sendOrStop(generator, noneValue(), true);
            }
            generator->state = GeneratorState::Running;
            Value argument = exception.get();
            result = call(method.get(), &argument, 1);
            generator->state = GeneratorState::Suspended;
        }
        if (result.isNull()) return sendOrStop(generator, noneValue(), true);
        return result;
    }
    return sendOrStop(generator, noneValue(), true);
}

// throw(value) / throw(type[, value[, traceback]]): makes the exception
// pending, with CPython's checks. False with TypeError pending on bad input.
bool normalizeThrown(Value type, Value value, Value traceback) {
    if (!value.isNull() && value.is(noneValue())) value = Value();
    if (!traceback.isNull() && traceback.is(noneValue())) traceback = Value();
    if (!traceback.isNull() && !isTraceback(traceback)) {
        raise(gTypeError, "throw() third argument must be a traceback object");
        return false;
    }
    Ref instance;
    if (isExceptionClass(type)) {
        if (!value.isNull() && isInstance(value, asType(type))) {
            instance = Ref::borrow(value);
        } else if (value.isNull()) {
            instance = callNoArgs(type);
        } else if (isTuple(value)) {
            instance =
                call(type, asTuple(value)->items(), static_cast<size_t>(asTuple(value)->size));
        } else {
            instance = callOneArg(type, value);
        }
        if (instance.isNull()) return false;
        if (!isExceptionInstance(instance.get())) {
            raise(gTypeError,
                  "calling %s should have returned an instance of BaseException, not %s",
                  asType(type)->name, typeOf(instance.get())->name);
            return false;
        }
    } else if (isExceptionInstance(type)) {
        if (!value.isNull()) {
            raise(gTypeError, "instance exception may not have a separate value");
            return false;
        }
        instance = Ref::borrow(type);
    } else {
        raise(gTypeError,
              "exceptions must be classes or instances deriving from BaseException, not %s",
              typeOf(type)->name);
        return false;
    }
    if (!traceback.isNull()) exceptionSetTraceback(instance.get(), traceback);
    setPendingUnchained(std::move(instance));
    return true;
}

// ---- Type slots --------------------------------------------------------------------

void generatorTraverse(Object* self, VisitFn visit, void* context) {
    auto* generator = static_cast<Generator*>(self);
    if (generator->code != nullptr) visit(Value::fromObject(generator->code), context);
    visit(generator->exceptionState.exception, context);
    if (generator->state == GeneratorState::Created ||
        generator->state == GeneratorState::Suspended) {
        vm::Frame* frame = &generator->frame;
        if (frame->function != nullptr) {
            visit(Value::fromObject(frame->function), context); // globals borrowed from it
        } else {
            if (frame->globals != nullptr) visit(Value::fromObject(frame->globals), context);
            if (frame->builtins != nullptr) visit(Value::fromObject(frame->builtins), context);
        }
        visit(frame->locals, context);
        if (frame->frameObject != nullptr) visit(Value::fromObject(frame->frameObject), context);
        if (frame->code != nullptr) {
            for (Value* p = frame->localsPlus(); p < frame->stackPointer; ++p)
                visit(*p, context);
        }
    }
}

void generatorClear(Object* self) {
    auto* generator = static_cast<Generator*>(self);
    if (generator->state != GeneratorState::Running) finishGenerator(generator);
}

// Closes a suspended generator (its finalizer), reporting a failure as
// unraisable; the caller keeps it alive.
void closeForFinalization(Generator* generator) {
    Ref saved = takePendingException();
    Ref result = generatorClose(generator);
    if (result.isNull()) writeUnraisable(Value::fromObject(generator));
    result.reset();
    setPendingUnchained(std::move(saved));
}

void generatorDealloc(Object* self) {
    auto* generator = static_cast<Generator*>(self);
    gcUntrack(self);
    // PEP 442: a generator the collector already closed is not closed again.
    if (generator->state == GeneratorState::Suspended && !finalizerHasRun(self)) {
        // Run its `finally` blocks: close() with the object kept alive for
        // the duration (PEP 442-style resurrection check afterwards).
        self->refcount = 1;
        closeForFinalization(generator);
        if (--self->refcount != 0) {
            // Resurrected by the finally block: keep it.
            gcTrack(self);
            return;
        }
    }
    finishGenerator(generator);
    if (generator->code != nullptr) decref(generator->code);
    decref(generator->name);
    decref(generator->qualname);
    freeObjectMemory(self);
}

Ref generatorRepr(Value self) {
    char address[32];
    std::snprintf(address, sizeof address, "%p", static_cast<void*>(self.object()));
    return strFromUtf8("<generator object " + utf8(Value::fromObject(asGenerator(self)->qualname)) +
                       " at " + address + ">");
}

Ref generatorIter(Value self) {
    return Ref::borrow(self);
}

Ref generatorNext(Value self) {
    Ref result;
    switch (generatorSend(asGenerator(self), noneValue(), result)) {
    case SendResult::Yield:
        return result;
    case SendResult::Return:
        // Exhausted; a return value other than None travels in StopIteration.
        if (!result.get().is(noneValue())) raiseWithValue(gStopIteration, result.get());
        return nullptr;
    case SendResult::Error:
        return nullptr;
    }
    return nullptr;
}

// -- methods

Ref generatorSendMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("send", nargs, kwnames, 1, 1)) return nullptr;
    return sendOrStop(asGenerator(self), args[0], false);
}

Ref generatorThrowMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("throw", nargs, kwnames, 1, 3)) return nullptr;
    size_t count = callArgCount(nargs);
    return generatorThrow(asGenerator(self), args[0], count > 1 ? args[1] : Value(),
                          count > 2 ? args[2] : Value());
}

Ref generatorCloseMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("close", nargs, kwnames, 0, 0)) return nullptr;
    return generatorClose(asGenerator(self));
}

const MethodDef kGeneratorMethods[] = {
    {"send", generatorSendMethod, kMethodInstance,
     "send(arg) -> send 'arg' into generator,\nreturn next yielded value or raise StopIteration."},
    {"throw", generatorThrowMethod, kMethodInstance,
     "throw(value)\nthrow(type[,value[,tb]])\n\nRaise exception in generator, return next yielded "
     "value or raise\nStopIteration.\nthe (type, val, tb) signature is deprecated, \nand may be "
     "removed in a future version of Python."},
    {"close", generatorCloseMethod, kMethodInstance,
     "close() -> raise GeneratorExit inside generator."},
    {nullptr, nullptr, 0, nullptr},
};

// -- attributes

Ref getFrame(Value self) {
    Generator* generator = asGenerator(self);
    if (generator->state == GeneratorState::Completed) return noneRef();
    return vm::frameObjectFor(&generator->frame);
}

Ref getRunning(Value self) {
    return boolRef(asGenerator(self)->state == GeneratorState::Running);
}
Ref getSuspended(Value self) {
    return boolRef(asGenerator(self)->state == GeneratorState::Suspended);
}
Ref getCode(Value self) {
    return Ref::borrow(Value::fromObject(asGenerator(self)->code));
}
Ref getYieldFrom(Value self) {
    Value target = yieldFromTarget(asGenerator(self));
    return Ref::borrow(target.isNull() ? noneValue() : target);
}
Ref getName(Value self) {
    return Ref::borrow(Value::fromObject(asGenerator(self)->name));
}
Ref getQualname(Value self) {
    return Ref::borrow(Value::fromObject(asGenerator(self)->qualname));
}

bool setName(Value self, Value value) {
    if (value.isNull() || !isStr(value)) {
        raise(gTypeError, "__name__ must be set to a string object");
        return false;
    }
    Generator* generator = asGenerator(self);
    incref(value);
    decref(generator->name);
    generator->name = asStr(value);
    return true;
}

bool setQualname(Value self, Value value) {
    if (value.isNull() || !isStr(value)) {
        raise(gTypeError, "__qualname__ must be set to a string object");
        return false;
    }
    Generator* generator = asGenerator(self);
    incref(value);
    decref(generator->qualname);
    generator->qualname = asStr(value);
    return true;
}

const GetSetDef kGeneratorGetSets[] = {
    {"gi_frame", getFrame, nullptr, nullptr},
    {"gi_running", getRunning, nullptr, nullptr},
    {"gi_suspended", getSuspended, nullptr, nullptr},
    {"gi_code", getCode, nullptr, nullptr},
    {"gi_yieldfrom", getYieldFrom, nullptr, "object being iterated by yield from, or None"},
    {"__name__", getName, setName, nullptr},
    {"__qualname__", getQualname, setQualname, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

} // namespace

Ref generatorFromFrame(vm::Frame* frame, const uint16_t* resumeAt, Value* stackPointer) {
    Code* code = frame->code;
    Object* object = allocateObject(&gGeneratorType, vm::frameSlotCount(code));
    if (object == nullptr) return nullptr;
    auto* generator = static_cast<Generator*>(object);
    Str* name = frame->function != nullptr ? frame->function->name : code->name;
    Str* qualname = frame->function != nullptr ? frame->function->qualname : code->qualname;
    if (qualname == nullptr) qualname = name;
    incref(name);
    generator->name = name;
    incref(qualname);
    generator->qualname = qualname;
    incref(code);
    generator->code = code;
    generator->state = GeneratorState::Created;

    // Move the frame: header fields and every live slot change owner.
    vm::Frame* target = &generator->frame;
    std::memcpy(static_cast<void*>(target), frame, sizeof(vm::Frame));
    target->owner = vm::FrameOwner::Generator;
    target->previous = nullptr;
    target->isEntry = false;
    target->executing = false;
    target->instrPtr = resumeAt;
    Value* from = frame->localsPlus();
    Value* to = target->localsPlus();
    size_t live = static_cast<size_t>(stackPointer - from);
    size_t total = vm::frameSlotCount(code);
    for (size_t i = 0; i < total; ++i) {
        to[i] = i < live ? from[i] : Value();
        if (i < live) from[i] = Value();
    }
    target->stackPointer = to + live;
    if (target->frameObject != nullptr) target->frameObject->frame = target;
    // The stack frame keeps nothing; its pop releases nothing.
    frame->code = nullptr;
    frame->function = nullptr;
    frame->globals = nullptr;
    frame->builtins = nullptr;
    frame->locals = Value();
    frame->frameObject = nullptr;
    frame->stackPointer = nullptr;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

SendResult generatorSend(Generator* generator, Value value, Ref& result, bool throwing) {
    switch (generator->state) {
    case GeneratorState::Running:
        raise(gValueError, "generator already executing");
        return SendResult::Error;
    case GeneratorState::Completed:
        if (throwing) return SendResult::Error; // the thrown exception stays pending
        result = noneRef();
        return SendResult::Return;
    case GeneratorState::Created:
        if (!throwing && !value.is(noneValue())) {
            raise(gTypeError, "can't send non-None value to a just-started generator");
            return SendResult::Error;
        }
        break;
    case GeneratorState::Suspended:
        break;
    }
    // The generator must outlive its own execution even if the code it runs
    // drops the last outside reference to it.
    Ref keepAlive = Ref::borrow(Value::fromObject(generator));
    vm::Frame* frame = &generator->frame;
    incref(value);
    *frame->stackPointer++ = value;
    generator->state = GeneratorState::Running;

    vm::VmThread& thread = vm::vmThread();
    generator->exceptionState.previous = thread.exceptionState;
    thread.exceptionState = &generator->exceptionState;
    vm::refreshHandledException();

    Ref outcome = vm::evalFrame(frame, throwing);

    thread.exceptionState = generator->exceptionState.previous;
    generator->exceptionState.previous = nullptr;
    vm::refreshHandledException();

    if (outcome.isNull()) {
        if (generator->state != GeneratorState::Completed) finishGenerator(generator);
        return SendResult::Error;
    }
    result = std::move(outcome);
    if (generator->state == GeneratorState::Suspended) return SendResult::Yield;
    finishGenerator(generator);
    return SendResult::Return;
}

Ref generatorThrow(Generator* generator, Value type, Value value, Value traceback) {
    if (!normalizeThrown(type, value, traceback)) return nullptr;
    return throwInto(generator, true);
}

Ref generatorClose(Generator* generator) {
    switch (generator->state) {
    case GeneratorState::Created:
        finishGenerator(generator);
        return noneRef();
    case GeneratorState::Completed:
        return noneRef();
    case GeneratorState::Running:
        return raise(gValueError, "generator already executing");
    case GeneratorState::Suspended:
        break;
    }
    // Suspended where no handler of the program is active: nothing could
    // see the GeneratorExit, so the generator just finishes (no events).
    int resumeArg = suspendedResumeArg(generator);
    if (resumeArg >= 0 && (resumeArg & vm::kResumeDepth1Mask) != 0 &&
        (resumeArg & 3) == vm::kResumeAfterYield) {
        finishGenerator(generator);
        return noneRef();
    }
    bool delegateFailed = false;
    Value delegate = yieldFromTarget(generator);
    if (!delegate.isNull()) {
        Ref target = Ref::borrow(delegate);
        generator->state = GeneratorState::Running;
        delegateFailed = !closeSubIterator(target.get());
        generator->state = GeneratorState::Suspended;
    }
    if (!delegateFailed) raiseObject(Value::fromObject(gGeneratorExit));
    Ref result;
    switch (generatorSend(generator, noneValue(), result, true)) {
    case SendResult::Yield:
        return raise(gRuntimeError, "generator ignored GeneratorExit");
    case SendResult::Return:
        return result;
    case SendResult::Error:
        if (pendingExceptionMatches(gGeneratorExit)) {
            clearPendingException();
            return noneRef();
        }
        return nullptr;
    }
    return nullptr;
}

bool generatorNeedsFinalizer(Object* generator) {
    return static_cast<Generator*>(generator)->state == GeneratorState::Suspended;
}

void generatorFinalize(Object* generator) {
    markFinalizerRun(generator);
    if (!generatorNeedsFinalizer(generator)) return;
    Ref keep = Ref::borrow(Value::fromObject(generator));
    closeForFinalization(static_cast<Generator*>(generator));
}

bool readyGeneratorType() {
    if (!readyTracebackTypes() || !readyExceptionGroupMethods()) return false;
    gGeneratorType.dealloc = generatorDealloc;
    gGeneratorType.traverse = generatorTraverse;
    gGeneratorType.clear = generatorClear;
    gGeneratorType.repr = generatorRepr;
    gGeneratorType.iter = generatorIter;
    gGeneratorType.next = generatorNext;
    typeAddMethods(&gGeneratorType, kGeneratorMethods);
    typeAddGetSets(&gGeneratorType, kGeneratorGetSets);
    return typeReady(&gGeneratorType);
}

} // namespace taipan
