// f_lineno assignment: the stack-kind analysis of a code object, the choice
// of the target instruction with CPython 3.13's rules and messages, and the
// jump (see vm/frame_jump.h for the contract).
//
// How the target is chosen (observed on CPython 3.13 with trace functions
// that jump, and reproduced here):
//  - the line is the first line at or after the one asked for that starts a
//    run of instructions in the line table (co_lines); a blank line or a
//    line of a nested function therefore means the next line with code;
//  - the candidates are the first instructions of the runs of that line
//    (the for line of a loop has two: its first instruction and the
//    END_FOR that ends the loop);
//  - a candidate is allowed when the current stack can be popped down to
//    its stack with the kinds agreeing slot by slot (an Object slot accepts
//    anything but a Null, a Null slot accepts anything, other kinds only
//    themselves). Popping goes on while the current stack, read as a
//    base-8 number, is greater than the candidate's, as CPython's does: so
//    a Lasti slot where the candidate has an Object can refuse a jump that a
//    slot-by-slot test would allow (a test in tests/unit/test_frame_jump.cpp
//    shows the case CPython refuses);
//  - among the allowed candidates the one whose stack is the greatest such
//    number wins (the first on a tie); without one, the error explains the
//    first candidate refused, by the kind on top of its stack.
//
// Invariants: the analysis reads opcodes through the instrumentation layers
// and quickening (their families), so it sees the code the compiler wrote;
// an instruction's stack is the one first found for it, in passes over the
// code in order until nothing changes.
#include "vm/frame_jump.h"

#include "objects/builtins_types.h"
#include "objects/int.h"
#include "objects/traceback.h"
#include "runtime/errors.h"
#include "vm/bytecode.h"
#include "vm/frame.h"
#include "vm/monitor/instrument.h"

#include <algorithm>
#include <climits>
#include <cstdio>

namespace taipan::vm {

namespace {

// The instruction beneath layers and specialization at `unit`.
Opcode genericOpcodeAt(const Code* code, uint32_t unit) {
    uint8_t original = monitor::originalOpcode(code, code->code + unit);
    return opcodeFamily(static_cast<Opcode>(original));
}

// One decoded instruction: its EXTENDED_ARG prefixes are part of it.
struct Decoded {
    uint32_t start; // first unit (the first prefix, if any)
    uint32_t unit;  // the instruction's own unit
    Opcode op;      // generic opcode
    uint32_t oparg; // with the prefixes applied
    uint32_t next;  // unit after the instruction and its caches
};

std::vector<Decoded> decode(const Code* code) {
    std::vector<Decoded> instructions;
    uint32_t unit = 0;
    while (unit < code->codeSize) {
        Decoded decoded{};
        decoded.start = unit;
        uint32_t oparg = 0;
        Opcode op = genericOpcodeAt(code, unit);
        while (op == Opcode::EXTENDED_ARG && unit + 1 < code->codeSize) {
            oparg = (oparg << 8) | codeUnitArg(code->code[unit]);
            ++unit;
            op = genericOpcodeAt(code, unit);
        }
        decoded.unit = unit;
        decoded.op = op;
        decoded.oparg = (oparg << 8) | codeUnitArg(code->code[unit]);
        decoded.next = unit + 1 + static_cast<uint32_t>(opcodeCacheSize(op));
        instructions.push_back(decoded);
        unit = decoded.next;
    }
    return instructions;
}

// The destination of a jump instruction (its operand is relative to the
// unit after its caches), or -1 when the instruction does not jump.
int64_t jumpTarget(const Decoded& instruction) {
    switch (opcodeOperandKind(instruction.op)) {
    case OperandKind::Jump:
        return static_cast<int64_t>(instruction.next) + instruction.oparg;
    case OperandKind::JumpBack:
        return static_cast<int64_t>(instruction.next) - instruction.oparg;
    default:
        return -1;
    }
}

// The innermost exception-table entry covering `unit`, or null.
const ExceptionTableEntry* handlerFor(const Code* code, uint32_t unit) {
    for (uint32_t i = 0; i < code->exceptionTableSize; ++i) {
        const ExceptionTableEntry& entry = code->exceptionTable[i];
        if (entry.start <= unit && unit < entry.end) return &entry;
    }
    return nullptr;
}

void popKinds(KindStack& stack, int count) {
    for (int i = 0; i < count && !stack.empty(); ++i)
        stack.pop_back();
}

void pushObjects(KindStack& stack, int count) {
    for (int i = 0; i < count; ++i)
        stack.push_back(StackKind::Object);
}

// The stack as CPython's base-8 number would compare: deeper is greater,
// then the bottom-most differing slot decides.
bool greaterStack(const KindStack& a, const KindStack& b) {
    if (a.size() != b.size()) return a.size() > b.size();
    return std::lexicographical_compare(b.begin(), b.end(), a.begin(), a.end());
}

bool compatibleKind(StackKind from, StackKind to) {
    if (to == StackKind::Object) return from != StackKind::Null;
    if (to == StackKind::Null) return true;
    return from == to;
}

bool compatibleStack(const KindStack& from, const KindStack& to) {
    KindStack popped = from;
    while (greaterStack(popped, to))
        popped.pop_back();
    if (popped.size() != to.size()) return false;
    for (size_t i = popped.size(); i-- > 0;) {
        if (!compatibleKind(popped[i], to[i])) return false;
    }
    return true;
}

// Why the stack of a refused candidate cannot be reached.
const char* explainIncompatible(bool reached, const KindStack& target) {
    if (!reached) return "can't jump into an exception handler, or code may be unreachable";
    if (target.empty()) return "incompatible stacks";
    switch (target.back()) {
    case StackKind::Except:
        return "can't jump into an 'except' block as there's no exception";
    case StackKind::Lasti:
        return "can't jump into a re-raising block as there's no location";
    case StackKind::Iterator:
        return "can't jump into the body of a for loop";
    case StackKind::Object:
    case StackKind::Null:
        break;
    }
    return "incompatible stacks";
}

std::string formatLineMessage(const char* format, int64_t line) {
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, format, static_cast<long long>(line));
    return buffer;
}

int32_t lineAt(const Code* code, uint32_t unit) {
    if (code->positions == nullptr) return code->firstLineno;
    return code->positions[unit].lineno;
}

// True at the first unit of a run of one line in the line table.
bool startsLineRun(const Code* code, uint32_t unit) {
    int32_t line = lineAt(code, unit);
    if (line < 0) return false;
    return unit == 0 || lineAt(code, unit - 1) != line;
}

// The unit of the first RESUME, where a generator's body starts (its
// RETURN_GENERATOR prefix shares the def line).
uint32_t firstResume(const Code* code) {
    for (const Decoded& instruction : decode(code)) {
        if (instruction.op == Opcode::RESUME) return instruction.start;
    }
    return 0;
}

// Restores the handled exception saved in an `except` block's slot, as
// POP_EXCEPT would: the slot's reference moves into the exception state.
void restoreHandledException(Value saved) {
    ExceptionStateEntry* entry = vmThread().exceptionState;
    Value old = entry->exception;
    if (saved.is(noneValue())) {
        entry->exception = Value();
        decref(saved);
    } else {
        entry->exception = saved;
    }
    decref(old);
    refreshHandledException();
}

bool isCallFamily(Opcode op) {
    return op == Opcode::CALL || op == Opcode::CALL_KW || op == Opcode::CALL_FUNCTION_EX ||
           op == Opcode::LOAD_SUPER_ATTR;
}

// The message refusing a jump from the event being delivered to `object`'s
// frame, or null when jumps are allowed from it. CPython 3.13 allows them
// from 'line' events and from the events of a generator suspending or
// resuming (a 'return' at a yield, a 'call' at a resumption); the frame's
// instruction tells those apart from the other events delivered under the
// same name (legacy.cpp reports PY_START and PY_RESUME as 'call', PY_RETURN,
// PY_YIELD and PY_UNWIND as 'return', and a profile function's c_call and
// c_return with the calling frame).
const char* refusedByEvent(FrameObject* object) {
    Frame* frame = object->frame;
    if (object->traceEvent == kTraceNone || frame == nullptr || frame->code == nullptr ||
        frame->instrPtr == nullptr || frame->owner == FrameOwner::FrameObject) {
        return "f_lineno can only be set in a trace function";
    }
    uint32_t unit = static_cast<uint32_t>(frame->instrPtr - frame->code->code);
    Opcode op = unit < frame->code->codeSize ? genericOpcodeAt(frame->code, unit) : Opcode::NOP;
    switch (object->traceEvent) {
    case kTraceLine:
        return nullptr;
    case kTraceCall:
        if (op == Opcode::RESUME) {
            bool start = (codeUnitArg(*frame->instrPtr) & 3) == 0;
            return start ? "can't jump from the 'call' trace event of a new frame" : nullptr;
        }
        if (isCallFamily(op)) return "can't jump during a call";
        return "can only jump from a 'line' trace event";
    case kTraceReturn:
        if (op == Opcode::YIELD_VALUE) return nullptr;
        if (isCallFamily(op)) return "can't jump during a call";
        return "can only jump from a 'line' trace event";
    default:
        return "can only jump from a 'line' trace event";
    }
}

} // namespace

StackKinds analyzeStackKinds(const Code* code) {
    StackKinds result;
    result.reached.assign(code->codeSize, false);
    result.stacks.assign(code->codeSize, KindStack());
    if (code->codeSize == 0) return result;
    std::vector<Decoded> instructions = decode(code);
    result.reached[0] = true;

    bool again = true;
    while (again) {
        again = false;
        // Gives `unit` its stack unless it has one; a unit before the one
        // being looked at (a loop) needs another pass.
        auto reach = [&](int64_t unit, const KindStack& stack, uint32_t from) {
            if (unit < 0 || unit >= static_cast<int64_t>(code->codeSize)) return;
            auto index = static_cast<size_t>(unit);
            if (result.reached[index]) return;
            result.reached[index] = true;
            result.stacks[index] = stack;
            if (unit <= from) again = true;
        };
        for (const Decoded& instruction : instructions) {
            if (!result.reached[instruction.start]) continue;
            KindStack stack = result.stacks[instruction.start];
            // Prefixes and the instruction share the stack.
            for (uint32_t unit = instruction.start + 1; unit <= instruction.unit; ++unit) {
                result.reached[unit] = true;
                result.stacks[unit] = stack;
            }
            if (const ExceptionTableEntry* entry = handlerFor(code, instruction.unit)) {
                KindStack handler = stack;
                if (handler.size() > entry->depth) handler.resize(entry->depth);
                if (entry->pushLasti) handler.push_back(StackKind::Lasti);
                handler.push_back(StackKind::Except);
                reach(entry->target, handler, instruction.start);
            }
            Opcode op = instruction.op;
            auto oparg = static_cast<int>(instruction.oparg);
            int64_t target = jumpTarget(instruction);
            switch (op) {
            case Opcode::JUMP_FORWARD:
            case Opcode::JUMP_BACKWARD:
            case Opcode::JUMP_BACKWARD_NO_INTERRUPT:
                reach(target, stack, instruction.start);
                continue;
            case Opcode::POP_JUMP_IF_FALSE:
            case Opcode::POP_JUMP_IF_TRUE:
            case Opcode::POP_JUMP_IF_NONE:
            case Opcode::POP_JUMP_IF_NOT_NONE:
                popKinds(stack, 1);
                reach(target, stack, instruction.start);
                break;
            case Opcode::FOR_ITER:
                // Both ways hold the iterator and a value: the next item, or
                // (at the END_FOR the exhausted loop skips) a placeholder.
                stack.push_back(StackKind::Object);
                reach(target, stack, instruction.start);
                break;
            case Opcode::GET_ITER:
                popKinds(stack, 1);
                stack.push_back(StackKind::Iterator);
                break;
            case Opcode::PUSH_EXC_INFO:
                stack.push_back(StackKind::Except);
                break;
            case Opcode::PUSH_NULL:
                stack.push_back(StackKind::Null);
                break;
            case Opcode::LOAD_GLOBAL:
                stack.push_back(StackKind::Object);
                if (oparg & 1) stack.push_back(StackKind::Null);
                break;
            case Opcode::LOAD_ATTR:
                if (oparg & 1) {
                    popKinds(stack, 1);
                    stack.push_back(StackKind::Object);
                    stack.push_back(StackKind::Null);
                }
                break;
            case Opcode::LOAD_SUPER_ATTR:
                popKinds(stack, 3);
                stack.push_back(StackKind::Object);
                if (oparg & 1) stack.push_back(StackKind::Null);
                break;
            case Opcode::COPY:
                if (oparg >= 1 && static_cast<size_t>(oparg) <= stack.size()) {
                    stack.push_back(stack[stack.size() - static_cast<size_t>(oparg)]);
                } else {
                    stack.push_back(StackKind::Object);
                }
                break;
            case Opcode::SWAP:
                if (oparg >= 2 && static_cast<size_t>(oparg) <= stack.size())
                    std::swap(stack.back(), stack[stack.size() - static_cast<size_t>(oparg)]);
                break;
            case Opcode::RETURN_VALUE:
            case Opcode::RETURN_CONST:
            case Opcode::RAISE_VARARGS:
            case Opcode::RERAISE:
                continue;
            default: {
                popKinds(stack, opcodePops(op, oparg));
                pushObjects(stack, opcodePushes(op, oparg));
                if (target >= 0) reach(target, stack, instruction.start);
                break;
            }
            }
            reach(instruction.next, stack, instruction.start);
        }
    }
    return result;
}

JumpPlan computeJump(const Code* code, uint32_t fromUnit, int64_t line) {
    JumpPlan plan;
    if (line < code->firstLineno) {
        plan.error = formatLineMessage("line %lld comes before the current code block", line);
        return plan;
    }
    // The first line at or after `line` that starts a run.
    int64_t targetLine = INT64_MAX;
    for (uint32_t unit = 0; unit < code->codeSize; ++unit) {
        if (!startsLineRun(code, unit)) continue;
        int32_t runLine = lineAt(code, unit);
        if (runLine >= line && runLine < targetLine) targetLine = runLine;
    }
    if (targetLine == INT64_MAX) {
        plan.error = formatLineMessage("line %lld comes after the current code block", line);
        return plan;
    }
    StackKinds kinds = analyzeStackKinds(code);
    bool fromReached = fromUnit < code->codeSize && kinds.reached[fromUnit];
    if (fromReached) plan.fromStack = kinds.stacks[fromUnit];

    const char* refusal = "cannot find bytecode for specified line";
    bool found = false;
    bool explained = false;
    for (uint32_t unit = 0; unit < code->codeSize; ++unit) {
        if (!startsLineRun(code, unit) || lineAt(code, unit) != targetLine) continue;
        const KindStack& candidate = kinds.stacks[unit];
        if (fromReached && kinds.reached[unit] && compatibleStack(plan.fromStack, candidate)) {
            if (!found || greaterStack(candidate, plan.targetStack)) {
                plan.target = unit;
                plan.targetStack = candidate;
            }
            found = true;
        } else if (!explained) {
            if (!fromReached) {
                refusal = "can't jump from unreachable code";
            } else {
                refusal = explainIncompatible(kinds.reached[unit], candidate);
                explained = true;
            }
        }
    }
    if (!found) {
        plan.error = refusal;
        return plan;
    }
    // A generator's def line starts with RETURN_GENERATOR, which must never
    // run again inside the generator (CPython 3.13 jumps there and breaks
    // the generator); its body starts at the first RESUME, with the same
    // empty stack.
    if ((code->flags & (kCoGenerator | kCoCoroutine | kCoAsyncGenerator)) != 0) {
        uint32_t resume = firstResume(code);
        if (plan.target < resume) {
            plan.target = resume;
            plan.targetStack = kinds.stacks[resume];
        }
    }
    plan.targetLine = static_cast<int32_t>(targetLine);
    return plan;
}

bool frameJumpToLine(FrameObject* object, int64_t line) {
    Frame* frame = object->frame;
    Code* code = frame->code;
    auto fromUnit = static_cast<uint32_t>(frame->instrPtr - code->code);
    JumpPlan plan = computeJump(code, fromUnit, line);
    if (!plan.ok()) {
        raise(gValueError, "%s", plan.error.c_str());
        return false;
    }
    // Every unbound local becomes None (CPython 3.13 also warns, with a
    // RuntimeWarning "assigning None to N unbound locals").
    Value* slots = frame->localsPlus();
    for (int32_t i = 0; i < code->nlocalsPlus; ++i) {
        if (slots[i].isNull()) slots[i] = noneValue();
    }
    // Pop down to the target's stack, top first. At a yield (its 'return'
    // event) the value on top is being yielded: it is kept and put back on
    // top of the target's stack, where the YIELD_VALUE that reports the
    // event takes it (eval.cpp: yieldAfterJump) and hands it out; the
    // generator then suspends with the stack below it, and its resumption
    // pushes the sent value on that (as CPython 3.13 does, the target may
    // find that value on top of the stack it expects).
    Value* base = frame->stackBase();
    size_t releaseFrom = plan.fromStack.size();
    size_t newDepth = plan.targetStack.size();
    Value yielded;
    if (genericOpcodeAt(code, fromUnit) == Opcode::YIELD_VALUE && releaseFrom > 0) {
        --releaseFrom;
        yielded = base[releaseFrom];
        base[releaseFrom] = Value();
        newDepth = std::min(newDepth, releaseFrom);
    }
    for (size_t depth = releaseFrom; depth > newDepth; --depth) {
        Value value = base[depth - 1];
        base[depth - 1] = Value();
        if (plan.fromStack[depth - 1] == StackKind::Except) {
            restoreHandledException(value);
        } else {
            decref(value);
        }
    }
    frame->stackPointer = base + newDepth;
    if (!yielded.isNull()) *frame->stackPointer++ = yielded;
    frame->instrPtr = code->code + plan.target;
    object->jumped = true;
    object->traceLine = plan.targetLine;
    return true;
}

bool frameSetLineno(FrameObject* object, Value value) {
    if (value.isNull()) {
        raise(gAttributeError, "cannot delete attribute");
        return false;
    }
    if (!value.isSmallInt() && typeOf(value) != &gIntType) {
        raise(gValueError, "lineno must be an integer");
        return false;
    }
    if (const char* refusal = refusedByEvent(object)) {
        raise(gValueError, "%s", refusal);
        return false;
    }
    int64_t line = 0;
    if (!intToInt64(value, line) || line < INT_MIN || line > INT_MAX) {
        raise(gValueError, "lineno out of range");
        return false;
    }
    return frameJumpToLine(object, line);
}

} // namespace taipan::vm
