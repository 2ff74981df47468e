// Code objects: what the compiler produces and the VM executes.
//
// Layout of the fast-locals area ("localsplus") of a frame for a code object:
//   [0, nlocals)                         arguments then other locals (co_varnames)
//   [nlocals, nlocals + ncells)          cell variables not also arguments (co_cellvars)
//   [.., + nfrees)                       free variables (co_freevars)
// A cell variable that is also an argument keeps its argument slot (and is
// turned into a cell by MAKE_CELL at entry), as in CPython 3.11+.
// localsPlusNames / localsPlusKinds describe every slot.
//
// Bytecode: code units of 16 bits (vm/bytecode.h). Every code object starts
// with RESUME (after MAKE_CELL / COPY_FREE_VARS, which are part of the call
// sequence), and every resumption point of a generator has its own RESUME.
#pragma once

#include "objects/containers.h"
#include "objects/str.h"

#include <cstdint>
#include <vector>

namespace taipan {

// co_flags bits, with CPython's values (Python code can read them).
enum CodeFlags : uint32_t {
    kCoOptimized = 0x0001,
    kCoNewLocals = 0x0002,
    kCoVarargs = 0x0004,
    kCoVarkeywords = 0x0008,
    kCoNested = 0x0010,
    kCoGenerator = 0x0020,
    kCoNoFree = 0x0040, // not used since 3.11 but kept for completeness
    kCoCoroutine = 0x0080,
    kCoIterableCoroutine = 0x0100,
    kCoAsyncGenerator = 0x0200,
    kCoHasDocstring = 0x4000000, // 3.14; not set by 3.13
};

// Kinds of a localsplus slot (bit set).
enum LocalKind : uint8_t {
    kLocalPlain = 0x20,
    kLocalCell = 0x40,
    kLocalFree = 0x80,
    kLocalArgument = 0x02, // added to kLocalPlain for parameters
    // Added by the compiler work (additive): a module- or class-level name
    // that an inlined comprehension (PEP 709) binds in a fast local; the
    // slot is invisible to locals() (CPython's CO_FAST_HIDDEN).
    kLocalHidden = 0x10,
};

// Source position of one instruction (CPython's co_positions entry);
// lineno -1 means "no line" (artificial instructions).
struct SourcePosition {
    int32_t lineno;
    int32_t endLineno;
    int32_t colOffset;    // -1 when unknown
    int32_t endColOffset;
};

// An exception-table entry: instructions in [start, end) (code units) jump
// to `target` with the value stack cut to `depth`; with `pushLasti`, the
// offset of the raising instruction is pushed before the exception.
struct ExceptionTableEntry {
    uint32_t start;
    uint32_t end;
    uint32_t target;
    uint16_t depth;
    bool pushLasti;
};

struct Code : Object {
    int32_t argCount;
    int32_t posOnlyArgCount;
    int32_t kwOnlyArgCount;
    int32_t stackSize;
    uint32_t flags;
    int32_t firstLineno;
    int32_t nlocalsPlus;
    int32_t nlocals;   // co_nlocals: parameters and plain locals
    int32_t ncellvars;
    int32_t nfreevars;
    Tuple* consts;
    Tuple* names;
    Tuple* localsPlusNames;
    Str* filename;
    Str* name;
    Str* qualname;
    // Owned storage, freed by the dealloc. (Arrays, not std::vector, keep
    // Code trivially layout-compatible with the allocator.)
    uint16_t* code;                   // codeSize units
    uint32_t codeSize;
    uint8_t* localsPlusKinds;         // nlocalsPlus entries
    SourcePosition* positions;        // one per code unit (O(1) line lookup)
    ExceptionTableEntry* exceptionTable;
    uint32_t exceptionTableSize;
    // Added by the quickening work: the eval-breaker word this code object
    // is current for (vm/eval_breaker.h). All ones until its first RESUME
    // quickens it (vm/specialize.h), so that RESUME's one compare fails.
    uintptr_t versionWord;
    // Added by the monitoring work: this code object's sys.monitoring state
    // (local event sets; later the instrumentation side table), allocated
    // only when a tool concerns it (vm/monitor/tools.h). Null otherwise.
    struct CodeMonitoring* monitoring;
};

// Builds a code object; takes copies of the arrays. Used by the compiler.
struct CodeBuilderResult;
Ref codeNew(const Code& fields, const std::vector<uint16_t>& code,
            const std::vector<uint8_t>& localsPlusKinds,
            const std::vector<SourcePosition>& positions,
            const std::vector<ExceptionTableEntry>& exceptionTable);

inline Code* asCode(Value v) { return static_cast<Code*>(v.object()); }

} // namespace taipan
