// The assembler: the final instruction sequence becomes code units
// (EXTENDED_ARG prefixes for wide arguments, relative jump offsets), one
// source position per code unit, the exception table, and the localsplus
// layout; then the Code object.
//
// Jump encoding: the argument of a forward jump is the number of code units
// from the unit after the jump (and its caches) to the target; of a
// backward jump, the distance from that unit back to the target. FOR_ITER
// and SEND jump forward to their END_FOR / END_SEND. Since a wider argument
// makes the jump longer, offsets are recomputed until no instruction
// changes size (CPython does the same).
//
// Localsplus layout (objects/code.h): the locals in co_varnames order, then
// the cells that are not also locals, then the free variables.
#include "compile/codegen.h"

#include "objects/containers.h"
#include "objects/str.h"

#include <algorithm>
#include <stdexcept>

namespace taipan::compile {

using vm::Opcode;

namespace {

int extendedArgCount(int oparg) {
    return (oparg > 0xFFFFFF) + (oparg > 0xFFFF) + (oparg > 0xFF);
}

int instrSize(int opcode, int oparg) {
    return extendedArgCount(oparg) + 1 + vm::opcodeCacheSize(static_cast<Opcode>(opcode));
}

bool isBackwardJump(int opcode) {
    return opcode == op(Opcode::JUMP_BACKWARD) || opcode == op(Opcode::JUMP_BACKWARD_NO_INTERRUPT);
}

Ref tupleOfStrings(const std::vector<std::string>& items) {
    Tuple* tuple = tupleNewUninitialized(int64_t(items.size()));
    if (!tuple) return nullptr;
    Ref owner = Ref::steal(Value::fromObject(tuple));
    for (size_t i = 0; i < items.size(); ++i) {
        Str* s = internStr(items[i]);
        if (!s) return nullptr;
        tuple->items()[i] = Value::fromObject(s);
        incref(s);
    }
    return owner;
}

} // namespace

Ref assembleCode(const CodeUnitResult& unit, const std::vector<FinalInstr>& input,
                 ConstantList& consts, int stackDepth) {
    std::vector<FinalInstr> instrs = input;

    // Unconditional jumps get their direction.
    for (size_t i = 0; i < instrs.size(); ++i) {
        FinalInstr& instr = instrs[i];
        bool forward = instr.oparg > int(i);
        if (instr.opcode == kJump)
            instr.opcode = forward ? op(Opcode::JUMP_FORWARD) : op(Opcode::JUMP_BACKWARD);
        else if (instr.opcode == kJumpNoInterrupt)
            instr.opcode =
                forward ? op(Opcode::JUMP_FORWARD) : op(Opcode::JUMP_BACKWARD_NO_INTERRUPT);
    }

    // Jump offsets, iterated until the sizes are stable.
    std::vector<int> targets(instrs.size(), -1);
    for (size_t i = 0; i < instrs.size(); ++i)
        if (isJumpOpcode(instrs[i].opcode)) targets[i] = instrs[i].oparg;
    std::vector<int> offsets(instrs.size() + 1, 0);
    bool changed;
    do {
        int total = 0;
        for (size_t i = 0; i < instrs.size(); ++i) {
            offsets[i] = total;
            total += instrSize(instrs[i].opcode, instrs[i].oparg);
        }
        offsets[instrs.size()] = total;
        changed = false;
        for (size_t i = 0; i < instrs.size(); ++i) {
            if (targets[i] < 0) continue;
            int size = instrSize(instrs[i].opcode, instrs[i].oparg);
            int after = offsets[i] + size;
            int target = offsets[size_t(targets[i])];
            int arg = isBackwardJump(instrs[i].opcode) ? after - target : target - after;
            if (arg < 0) throw std::logic_error("jump in the wrong direction");
            instrs[i].oparg = arg;
            if (instrSize(instrs[i].opcode, arg) != size) changed = true;
        }
    } while (changed);

    // Code units and positions.
    std::vector<uint16_t> code;
    std::vector<SourcePosition> positions;
    for (const FinalInstr& instr : instrs) {
        int oparg = instr.oparg;
        int size = instrSize(instr.opcode, oparg);
        SourcePosition position{instr.loc.lineno, instr.loc.endLineno, instr.loc.colOffset,
                                instr.loc.endColOffset};
        if (instr.loc.lineno < 0) position = SourcePosition{-1, -1, -1, -1};
        for (int shift = 8 * extendedArgCount(oparg); shift > 0; shift -= 8)
            code.push_back(
                vm::makeCodeUnit(Opcode::EXTENDED_ARG, uint8_t((oparg >> shift) & 0xFF)));
        code.push_back(vm::makeCodeUnit(static_cast<Opcode>(instr.opcode), uint8_t(oparg & 0xFF)));
        for (int c = 0; c < vm::opcodeCacheSize(static_cast<Opcode>(instr.opcode)); ++c)
            code.push_back(vm::makeCodeUnit(Opcode::CACHE, 0));
        for (int k = 0; k < size; ++k)
            positions.push_back(position);
    }

    // Exception table: one entry per run of instructions with the same handler.
    std::vector<ExceptionTableEntry> table;
    int currentHandler = -1;
    size_t runStart = 0;
    auto flush = [&](size_t end) {
        if (currentHandler < 0) return;
        const FinalInstr& first = instrs[runStart];
        ExceptionTableEntry entry;
        entry.start = uint32_t(offsets[runStart]);
        entry.end = uint32_t(offsets[end]);
        entry.target = uint32_t(offsets[size_t(currentHandler)]);
        entry.depth = uint16_t(first.handlerDepth);
        entry.pushLasti = first.handlerLasti;
        table.push_back(entry);
    };
    for (size_t i = 0; i < instrs.size(); ++i) {
        if (instrs[i].handler != currentHandler) {
            flush(i);
            currentHandler = instrs[i].handler;
            runStart = i;
        }
    }
    flush(instrs.size());

    // Localsplus: locals, then cells that are not locals, then frees.
    std::vector<std::string> slotNames = unit.varnames;
    std::vector<uint8_t> kinds(unit.varnames.size(), kLocalPlain);
    for (size_t i = 0; i < unit.varnames.size(); ++i) {
        if (int(i) < unit.nparams) kinds[i] |= kLocalArgument;
        if (i < unit.hiddenLocals.size() && unit.hiddenLocals[i]) kinds[i] |= kLocalHidden;
    }
    for (const std::string& cell : unit.cellvars) {
        bool isLocal = false;
        for (size_t i = 0; i < unit.varnames.size(); ++i) {
            if (unit.varnames[i] == cell) {
                kinds[i] |= kLocalCell;
                isLocal = true;
                break;
            }
        }
        if (isLocal) continue;
        slotNames.push_back(cell);
        kinds.push_back(kLocalCell);
    }
    for (const std::string& free : unit.freevars) {
        slotNames.push_back(free);
        kinds.push_back(kLocalFree);
    }

    Ref names = tupleOfStrings(unit.names);
    Ref localsPlusNames = tupleOfStrings(slotNames);
    Tuple* constTuple = tupleNewUninitialized(int64_t(consts.items.size()));
    if (!names || !localsPlusNames || !constTuple) return nullptr;
    Ref constsOwner = Ref::steal(Value::fromObject(constTuple));
    for (size_t i = 0; i < consts.items.size(); ++i) {
        Value v = consts.items[i].get();
        incref(v);
        constTuple->items()[i] = v;
    }
    Ref filename = strFromUtf8(unit.filename);
    Str* name = internStr(unit.name);
    Str* qualname = internStr(unit.qualname);
    if (!filename || !name || !qualname) return nullptr;

    Code fields{};
    fields.argCount = unit.argCount;
    fields.posOnlyArgCount = unit.posOnlyArgCount;
    fields.kwOnlyArgCount = unit.kwOnlyArgCount;
    // CPython never makes a code object with co_stacksize 0.
    fields.stackSize = std::max(stackDepth, 1);
    fields.flags = unit.flags;
    fields.firstLineno = unit.firstLineno;
    fields.nlocalsPlus = int32_t(slotNames.size());
    fields.nlocals = int32_t(unit.varnames.size());
    fields.ncellvars = int32_t(unit.cellvars.size());
    fields.nfreevars = int32_t(unit.freevars.size());
    fields.consts = constTuple;
    fields.names = asTuple(names.get());
    fields.localsPlusNames = asTuple(localsPlusNames.get());
    fields.filename = asStr(filename.get());
    fields.name = name;
    fields.qualname = qualname;
    return codeNew(fields, code, kinds, positions, table);
}

} // namespace taipan::compile
