// Quickening and specialization (DESIGN §3): the adaptive half of the
// interpreter.
//
// Code starts generic. The first RESUME of a code object quickens it
// (quickenCode): every RESUME becomes RESUME_CHECK and every instruction of
// an adaptive family gets its counter. A generic instruction of a family
// counts down on each execution; when the count runs out it asks the
// family's specializer (below) to rewrite it, in place, into a specialized
// variant (opcodes.def, last section) and to fill its inline cache with
// what the variant guards on. The specialized variant checks its guards
// (type version, dict keys version, exact types, ...) and, when one fails,
// runs the family's generic code: a *miss*. After kMissBudget misses it
// deoptimizes in place — the family's opcode is written back with a
// backed-off counter — so a site whose types changed specializes again
// for the new types, and a site that keeps changing stops trying (the
// back-off doubles each time, up to kMaxBackoff).
//
// Invariants:
//  - Quickening changes opcodes and cache units only, never an argument or
//    the instruction count: offsets, jump targets, line tables and the
//    exception table stay valid, and co_code (deoptimizedCode) reads back
//    exactly what the compiler wrote.
//  - A specialized instruction has its family's cache size and stack
//    effect; it may rely on its cache only while its guards hold.
//  - Cached pointers are borrowed: each is guarded by a version that
//    changes before the object it points to can go away (a type's version
//    changes when its dict changes, a function's when its code does).
//  - With specialization disabled (TAIPAN_NOSPECIALIZE=1 or
//    -X nospecialize) quickening still happens (RESUME_CHECK, counters),
//    but no specializer rewrites anything, so the generic instructions run
//    everywhere: the baseline the benchmarks compare against.
#pragma once

#include "objects/code.h"
#include "vm/bytecode.h"

#include <cstdint>
#include <cstring>
#include <vector>

namespace taipan::vm {

// ---- The adaptive counter (cache unit 0 of every adaptive family) ----------------------
// Bits 15..4: executions (generic) or misses (specialized) left before the
// next specialization attempt / the deoptimization; bits 3..0: the back-off
// exponent, which grows with each failed attempt.
constexpr int kCounterShift = 4;
constexpr uint16_t kBackoffMask = (1u << kCounterShift) - 1;
constexpr int kMaxBackoff = 12;
// A quickened generic instruction tries to specialize on its second execution.
constexpr uint16_t kCounterWarmup = uint16_t(1u << kCounterShift);
// Misses a specialized instruction tolerates before it deoptimizes.
constexpr uint16_t kMissBudget = uint16_t(53u << kCounterShift);
// With specialization disabled: the longest count, never acted on.
constexpr uint16_t kCounterNever = 0xFFFF;

inline uint16_t counterBackedOff(uint16_t counter) {
    int exponent = counter & kBackoffMask;
    if (exponent < kMaxBackoff) ++exponent;
    return static_cast<uint16_t>((((1u << exponent) - 1) << kCounterShift) | exponent);
}

// ---- Cache fields (16-bit units, read and written unaligned) ---------------------------
inline uint32_t readCache32(const uint16_t* at) {
    uint32_t value;
    std::memcpy(&value, at, sizeof value);
    return value;
}
inline uint64_t readCache64(const uint16_t* at) {
    uint64_t value;
    std::memcpy(&value, at, sizeof value);
    return value;
}
inline void* readCachePointer(const uint16_t* at) {
    return reinterpret_cast<void*>(static_cast<uintptr_t>(readCache64(at)));
}
inline void writeCache32(uint16_t* at, uint32_t value) {
    std::memcpy(at, &value, sizeof value);
}
inline void writeCache64(uint16_t* at, uint64_t value) {
    std::memcpy(at, &value, sizeof value);
}
inline void writeCachePointer(uint16_t* at, const void* pointer) {
    writeCache64(at, static_cast<uint64_t>(reinterpret_cast<uintptr_t>(pointer)));
}

// Cache layouts, as unit offsets after the instruction (unit 0: counter).
//  LOAD_GLOBAL  [1] entry index  [2..5] globals version  [6..9] builtins version
//  LOAD_ATTR    [1..2] type version  [3] entry index  [4..7] pointer or version
//  STORE_ATTR   [1..2] type version  [3] entry index or slot offset
//  CALL         [1..2] function or type version  [3..6] pointer (the
//               __init__ of CALL_ALLOC_AND_ENTER_INIT, the MethodDef of
//               CALL_LEN / CALL_ISINSTANCE / CALL_LIST_APPEND)
//  others       the counter only
namespace cache {
constexpr int kCounter = 0;
constexpr int kGlobalIndex = 1, kGlobalsVersion = 2, kBuiltinsVersion = 6;
constexpr int kTypeVersion = 1, kAttrIndex = 3, kAttrPointer = 4;
constexpr int kCallVersion = 1, kCallPointer = 3;
} // namespace cache

// ---- Switches ------------------------------------------------------------------------
// False when TAIPAN_NOSPECIALIZE=1 or -X nospecialize was given.
extern bool gSpecializationEnabled;

// The version word of code not yet quickened: never equal to the eval
// breaker, so its first RESUME takes the slow path and quickens it.
constexpr uintptr_t kCodeNotQuickened = ~uintptr_t(0);

// Quickens `code` (RESUME → RESUME_CHECK, counters armed) and makes it
// current for `versionWord`.
void quickenCode(Code* code, uintptr_t versionWord);

// co_code: the code as the compiler wrote it (families back, caches zero).
std::vector<uint16_t> deoptimizedCode(const Code* code);

// ---- The specializers ----------------------------------------------------------------
// Each looks at the operands the generic instruction is about to use and
// either rewrites the instruction at `instr` into a specialized variant
// (filling its cache; true) or backs its counter off (false). They never
// raise and never run Python code.
bool specializeLoadGlobal(uint16_t* instr, Str* name, Dict* globals, Dict* builtins);
bool specializeLoadAttr(uint16_t* instr, Value owner, Str* name, bool methodForm);
bool specializeStoreAttr(uint16_t* instr, Value owner, Str* name);
bool specializeLoadSuperAttr(uint16_t* instr, Value globalSuper, Value cls, Str* name,
                             bool methodForm);
bool specializeBinaryOp(uint16_t* instr, Value left, Value right, int op);
bool specializeToBool(uint16_t* instr, Value value);
bool specializeCompareOp(uint16_t* instr, Value left, Value right);
bool specializeContainsOp(uint16_t* instr, Value container);
bool specializeBinarySubscr(uint16_t* instr, Value container, Value key);
bool specializeStoreSubscr(uint16_t* instr, Value container, Value key);
bool specializeUnpackSequence(uint16_t* instr, Value sequence, int count);
bool specializeForIter(uint16_t* instr, Value iterator);
bool specializeCall(uint16_t* instr, Value callable, Value selfOrNull, int nargs);

// A specialized instruction whose guard failed: counts the miss and, when
// the budget is spent, writes the family back with a backed-off counter.
void specializationMiss(uint16_t* instr);

// ---- Statistics (-X stats) ------------------------------------------------------------
// Counted only in the taipan-stats build (TAIPAN_STATS defined), so the
// ordinary interpreter pays nothing; `taipan -X stats` runs that build.
#ifdef TAIPAN_STATS
void statsCountExecution(int opcode);
#endif
// Prints the report to stderr (stats build; elsewhere a no-op).
void printSpecializationStats();

} // namespace taipan::vm
