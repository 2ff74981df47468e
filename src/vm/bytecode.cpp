// The tables derived from vm/opcodes.def: names, operand kinds, inline-cache
// sizes and stack effects, one entry per opcode.
//
// Invariant: every table is produced by expanding the one row list in
// opcodes.def, so adding a row there updates all of them; nothing here is
// written per opcode by hand.
#include "vm/bytecode.h"

#include <array>

namespace taipan::vm {

namespace {

constexpr std::array<std::string_view, kOpcodeCount> kNames = {
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache) #name,
#define TAIPAN_SPECIALIZED(name, family) #name,
#include "vm/opcodes.def"
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
};

// A specialized variant has its family's operand kind.
constexpr std::array<OperandKind, kOpcodeCount> kOperandKinds = [] {
    std::array<OperandKind, kOpcodeCount> table{};
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)                                          \
    table[static_cast<int>(Opcode::name)] = OperandKind::operand;
#define TAIPAN_SPECIALIZED(name, family)                                                           \
    table[static_cast<int>(Opcode::name)] = table[static_cast<int>(Opcode::family)];
#include "vm/opcodes.def"
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    return table;
}();

} // namespace

std::string_view opcodeName(Opcode op) {
    size_t index = static_cast<size_t>(op);
    return index < kNames.size() ? kNames[index] : std::string_view("<invalid>");
}

OperandKind opcodeOperandKind(Opcode op) {
    size_t index = static_cast<size_t>(op);
    return index < kOperandKinds.size() ? kOperandKinds[index] : OperandKind::None;
}

int opcodeCacheSize(Opcode op) {
    size_t index = static_cast<size_t>(op);
    return index < kOpcodeCacheSizes.size() ? kOpcodeCacheSizes[index] : 0;
}

// The stack-effect columns are expressions of `oparg`, so they are evaluated
// in a switch rather than stored.
int opcodePops(Opcode op, int oparg) {
    (void)oparg;
    switch (op) {
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)                                          \
    case Opcode::name:                                                                             \
        return (pops);
#define TAIPAN_SPECIALIZED(name, family)                                                           \
    case Opcode::name:                                                                             \
        return opcodePops(Opcode::family, oparg);
#include "vm/opcodes.def"
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    default:
        return 0;
    }
}

int opcodePushes(Opcode op, int oparg) {
    (void)oparg;
    switch (op) {
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)                                          \
    case Opcode::name:                                                                             \
        return (pushes);
#define TAIPAN_SPECIALIZED(name, family)                                                           \
    case Opcode::name:                                                                             \
        return opcodePushes(Opcode::family, oparg);
#include "vm/opcodes.def"
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    default:
        return 0;
    }
}

} // namespace taipan::vm
