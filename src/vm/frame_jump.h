// Assigning f_lineno from a trace function: where a frame may jump, and the
// jump itself (CPython 3.13's rules and messages; docs/vm.md "Jumps").
//
// The rules come from an analysis of what the value stack holds before
// every instruction: not the values, their *kinds* (an iterator of a for
// loop, an exception saved by an `except` block, an ordinary object, ...).
// A jump is allowed when the stack at the target can be reached from the
// stack now by popping: a for loop's iterator, a with block's exit or an
// except block's saved exception cannot be conjured, so jumping *into*
// such a block is refused; jumping *out* of one pops what it holds (the
// iterator is dropped, __exit__ is not called, the handled exception is
// restored as POP_EXCEPT would).
//
// Invariants:
//  - computeJump is pure: it reads the code object (through the
//    instrumentation layers and quickening, so a traced or specialized code
//    object gives the same answer as a fresh one) and changes nothing.
//  - frameJumpToLine changes the frame only when the jump is allowed, and
//    then leaves it consistent: the popped slots are released, every slot
//    up to the new stack pointer holds what the target instruction expects.
#pragma once

#include "objects/code.h"

#include <cstdint>
#include <string>
#include <vector>

namespace taipan {
struct FrameObject;
}

namespace taipan::vm {

// What one value stack slot holds, for the jump rules. The numbers order
// candidate stacks as CPython 3.13 orders them (it prefers, among the
// allowed targets of a line, the stack that compares greatest as a number
// in base 8 with the bottom slot as the most significant digit).
enum class StackKind : uint8_t {
    Iterator = 1, // a for loop's iterator (GET_ITER)
    Except = 2,   // an exception held by a handler (the one raised, or the one saved below it)
    Object = 3,   // any other value
    Null = 4,     // the null (or self) slot of a call
    Lasti = 5,    // the offset a handler with `lasti` pushed, for RERAISE
};

// Bottom slot first.
using KindStack = std::vector<StackKind>;

// The kinds on the value stack before each instruction of `code`, indexed
// by code unit; `reached[i]` is false for cache units and for instructions
// the analysis never reaches. An EXTENDED_ARG prefix gets the stack of the
// instruction it prefixes.
struct StackKinds {
    std::vector<bool> reached;
    std::vector<KindStack> stacks;
};
StackKinds analyzeStackKinds(const Code* code);

// The outcome of computeJump: either `error` (the ValueError's message) or
// the target instruction with the stacks before and after the jump.
struct JumpPlan {
    std::string error;   // empty: the jump is allowed
    uint32_t target = 0; // code unit of the instruction the frame continues at
    int32_t targetLine = 0;
    KindStack fromStack;   // the stack the frame holds now
    KindStack targetStack; // what it holds after the jump (a prefix of fromStack)
    bool ok() const { return error.empty(); }
};

// Where a frame of `code` executing (or about to execute) the instruction at
// `fromUnit` continues when f_lineno is set to `line`: the first line at or
// after `line` that has code, and on it the first instruction of a run of
// that line whose stack can be reached from the current one by popping,
// preferring the deepest such stack as CPython does. The errors are
// CPython 3.13's ("line 3 comes before the current code block", "can't jump
// into the body of a for loop", ...). The line is checked against the
// range of an int by the caller.
JumpPlan computeJump(const Code* code, uint32_t fromUnit, int64_t line);

// Moves the frame of `object` (executing, during a trace event that allows
// jumps: its instrPtr is the instruction the event is about — for a 'line'
// event the instruction whose line is reported, also when the line is
// reported on arriving by a jump — and its value stack holds what the
// analysis says for that instruction) to `line`: pops
// and releases the slots above the target's stack (an `except` block's
// saved exception becomes the handled exception again, as POP_EXCEPT
// does), sets every unbound local to None (as CPython 3.13 does, which also
// prints a RuntimeWarning that Taipan, without a warnings module, does not),
// and then sets frame->instrPtr to the target, frame->stackPointer to the
// new top, object->jumped and object->traceLine (the line f_lineno now
// reports).
//
// The eval loop keeps its stack pointer in a register (vm/frame.h): when
// the trace function returns with object->jumped set, the loop must reload
// `sp` from frame->stackPointer and continue at frame->instrPtr without
// reporting the target's LINE event (CPython reports none there). At a
// yield's 'return' event the yielded value (the top slot) is left alone:
// the YIELD_VALUE yields it, then suspends with frame->stackPointer and
// frame->instrPtr as the jump left them.
//
// False with ValueError pending when the jump is not allowed.
[[nodiscard]] bool frameJumpToLine(FrameObject* object, int64_t line);

// The setter of f_lineno: CPython 3.13's checks in its order (deletion,
// an exact int, a trace function delivering an event to this very frame,
// an event from which jumps are allowed, the int's range), then
// frameJumpToLine. `value` null means deletion.
[[nodiscard]] bool frameSetLineno(FrameObject* object, Value value);

} // namespace taipan::vm
