// The bytecode encoding and the tables derived from vm/opcodes.def.
//
// A code unit is 16 bits: the opcode in the low byte, the argument in the
// high byte. Arguments wider than 8 bits are built by EXTENDED_ARG prefixes
// (each shifts the accumulated argument left by 8). An instruction's inline
// cache units follow it directly.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace taipan::vm {

enum class Opcode : uint8_t {
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache) name,
#define TAIPAN_SPECIALIZED(name, family) name,
#include "vm/opcodes.def"
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    Count
};
constexpr int kOpcodeCount = static_cast<int>(Opcode::Count);
static_assert(kOpcodeCount <= 256, "opcodes must fit in a byte");

// The family of each opcode: itself for a generic instruction, the generic
// instruction a specialized variant deoptimizes to otherwise.
inline constexpr std::array<uint8_t, kOpcodeCount> kOpcodeFamily = [] {
    std::array<uint8_t, kOpcodeCount> table{};
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)                                          \
    table[static_cast<int>(Opcode::name)] = static_cast<uint8_t>(Opcode::name);
#define TAIPAN_SPECIALIZED(name, family)                                                           \
    table[static_cast<int>(Opcode::name)] = static_cast<uint8_t>(Opcode::family);
#include "vm/opcodes.def"
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    return table;
}();

// Inline cache units after each opcode (a specialized variant has its
// family's).
inline constexpr std::array<uint8_t, kOpcodeCount> kOpcodeCacheSizes = [] {
    std::array<uint8_t, kOpcodeCount> table{};
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)                                          \
    table[static_cast<int>(Opcode::name)] = cache;
#define TAIPAN_SPECIALIZED(name, family)                                                           \
    table[static_cast<int>(Opcode::name)] = table[static_cast<int>(Opcode::family)];
#include "vm/opcodes.def"
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    return table;
}();

inline constexpr Opcode opcodeFamily(Opcode op) {
    return static_cast<Opcode>(kOpcodeFamily[static_cast<int>(op)]);
}
inline constexpr bool isSpecialized(Opcode op) {
    return opcodeFamily(op) != op;
}
// The code unit as the compiler wrote it: a specialized opcode replaced by
// its family (the argument is never changed by quickening).
inline constexpr uint16_t deoptimizedUnit(uint16_t unit) {
    return static_cast<uint16_t>((unit & 0xFF00) | kOpcodeFamily[unit & 0xFF]);
}

enum class OperandKind : uint8_t {
    None,
    Const,
    Local,
    Name,
    Free,
    Jump,
    JumpBack,
    Count,
    Compare,
    BinaryOp,
    Intrinsic,
    Raw
};

inline constexpr uint16_t makeCodeUnit(Opcode op, uint8_t arg) {
    return static_cast<uint16_t>(static_cast<uint8_t>(op) | (uint16_t(arg) << 8));
}
inline constexpr Opcode codeUnitOpcode(uint16_t unit) {
    return static_cast<Opcode>(unit & 0xFF);
}
inline constexpr uint8_t codeUnitArg(uint16_t unit) {
    return static_cast<uint8_t>(unit >> 8);
}

std::string_view opcodeName(Opcode op);
OperandKind opcodeOperandKind(Opcode op);
int opcodeCacheSize(Opcode op);
// Stack effect of one execution (pushes - pops) for a given argument.
int opcodePops(Opcode op, int oparg);
int opcodePushes(Opcode op, int oparg);

// BINARY_OP's argument: a BinaryOp (objects/object.h), plus this flag for
// the in-place form.
constexpr int kBinaryOpInplaceFlag = 16;

} // namespace taipan::vm
