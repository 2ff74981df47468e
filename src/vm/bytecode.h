// The bytecode encoding and the tables derived from vm/opcodes.def.
//
// A code unit is 16 bits: the opcode in the low byte, the argument in the
// high byte. Arguments wider than 8 bits are built by EXTENDED_ARG prefixes
// (each shifts the accumulated argument left by 8). An instruction's inline
// cache units follow it directly.
#pragma once

#include <cstdint>
#include <string_view>

namespace taipan::vm {

enum class Opcode : uint8_t {
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache) name,
#include "vm/opcodes.def"
#undef TAIPAN_OPCODE
    Count
};
constexpr int kOpcodeCount = static_cast<int>(Opcode::Count);
static_assert(kOpcodeCount <= 256, "opcodes must fit in a byte");

enum class OperandKind : uint8_t {
    None, Const, Local, Name, Free, Jump, JumpBack, Count, Compare, BinaryOp, Intrinsic, Raw
};

inline constexpr uint16_t makeCodeUnit(Opcode op, uint8_t arg) {
    return static_cast<uint16_t>(static_cast<uint8_t>(op) | (uint16_t(arg) << 8));
}
inline constexpr Opcode codeUnitOpcode(uint16_t unit) { return static_cast<Opcode>(unit & 0xFF); }
inline constexpr uint8_t codeUnitArg(uint16_t unit) { return static_cast<uint8_t>(unit >> 8); }

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
