// Generator objects: a suspended frame plus the protocol around it (send,
// throw, close, iteration) with CPython 3.13's rules — "generator already
// executing", "can't send non-None value to a just-started generator",
// GeneratorExit handling in close(), StopIteration carrying the return value.
//
// Layout: the generator's interpreter frame is embedded at the end of the
// object, its slots (localsplus, then the value stack) directly after it, in
// the same allocation (vm/frame.h):
//
//     [Object header | name, qualname, state, ... | Frame header][slots ...]
//
// Invariants:
//  - state Created/Suspended: the frame holds the generator's locals and
//    stack, frame.instrPtr is the next instruction to run and
//    frame.stackPointer is valid; the frame is not on the frame chain.
//  - state Running: the frame is on the thread's frame chain (executing).
//  - state Completed: the frame has been cleared (no references left).
//  - exceptionState.exception is what the generator is handling (its own
//    sys.exception()) while suspended; it is linked into the thread's
//    exception-state stack while the generator runs (vm/frame.h).
#pragma once

#include "objects/containers.h"
#include "objects/str.h"
#include "vm/frame.h"

#include <cstddef>

namespace taipan {

enum class GeneratorState : uint8_t { Created, Suspended, Running, Completed };

struct Generator : Object {
    Str* name;     // __name__
    Str* qualname; // __qualname__
    Code* code;    // gi_code (kept after the frame is cleared)
    vm::ExceptionStateEntry exceptionState;
    GeneratorState state;
    uint8_t padding[7];
    vm::Frame frame; // last: its slots follow the object
};
// Generator derives from Object, so it is not standard-layout; g++ and clang
// compute offsetof for such single-inheritance types reliably.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
static_assert(offsetof(Generator, frame) + sizeof(vm::Frame) == sizeof(Generator),
              "the frame's slots must directly follow the generator object");

inline bool isGenerator(Value v) {
    return v.isObject() && v.object()->type == &gGeneratorType;
}
inline Generator* asGenerator(Value v) {
    return static_cast<Generator*>(v.object());
}
inline Generator* generatorOfFrame(vm::Frame* frame) {
    return reinterpret_cast<Generator*>(reinterpret_cast<char*>(frame) -
                                        offsetof(Generator, frame));
}
#pragma GCC diagnostic pop

// RETURN_GENERATOR: a new generator that takes over `frame` (a ThreadStack
// frame that has just started running a generator function's code). The
// frame's references move into the generator; the caller then pops the
// emptied stack frame. The generator resumes at `resumeAt` with the value
// stack as `stackPointer` leaves it.
Ref generatorFromFrame(vm::Frame* frame, const uint16_t* resumeAt, Value* stackPointer);

// The outcome of resuming a generator (send/next/throw).
enum class SendResult { Return, Yield, Error };

// Resumes the generator with `value` sent in (or, with `throwing`, with the
// pending exception raised at the suspension point). On Yield / Return,
// `result` is the yielded / returned value; on Error an exception is
// pending.
SendResult generatorSend(Generator* generator, Value value, Ref& result, bool throwing = false);

// generator.throw(exception) / generator.close() for native callers.
Ref generatorThrow(Generator* generator, Value type, Value value, Value traceback);
Ref generatorClose(Generator* generator);

// The generator's PEP 442 finalizer, for the cycle collector: true when it
// is suspended (its `finally` blocks have yet to run); generatorFinalize()
// then closes it once, reporting an error as unraisable and keeping a
// propagating exception intact.
bool generatorNeedsFinalizer(Object* generator);
void generatorFinalize(Object* generator);

} // namespace taipan
