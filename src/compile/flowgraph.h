// The flow-graph passes between code generation and assembly (see cfg.h).
#pragma once

#include "compile/cfg.h"
#include "compile/constants.h"

#include <vector>

namespace taipan::compile {

// The constants of one code object while its CFG is optimized: passes may
// add constants (folded tuples, True/False) and drop unused ones.
struct ConstantList {
    std::vector<Ref> items;
    ConstantCache* cache = nullptr;
    // Index of the canonical object equal to `value` (appended if absent);
    // -1 with an exception pending on failure.
    int add(Value value);
};

// What the passes need to know about the code object being built.
struct UnitLayout {
    int nlocals = 0; // co_varnames
    int nparams = 0; // parameters (locals that start bound)
    int firstLineno = 1;
    uint32_t flags = 0; // co_flags (generators get the RETURN_GENERATOR prefix)
    int ncellvars = 0;  // cells in cell-index order
    int nfreevars = 0;
    // For each cell index (cells then frees), the localsplus slot it ends in
    // (an argument slot for parameters that are cells).
    std::vector<int> cellSlots;
};

// One instruction of the final, linear sequence.
struct FinalInstr {
    int opcode;
    int oparg; // for jumps: index of the target instruction
    Location loc;
    int handler = -1;     // index of the handler's first instruction, -1: none
    int handlerDepth = 0; // value-stack depth to restore when entering the handler
    bool handlerLasti = false;
};

// Runs every pass on `g` (CPython's _PyCfg_OptimizeCodeUnit followed by
// _PyCfg_OptimizedCfgToInstructionSequence) and returns the final
// instructions and the maximum stack depth. Throws CompileFailure (see
// codegen) only on internal errors.
std::vector<FinalInstr> optimizeAndLinearize(CfgBuilder& g, ConstantList& consts,
                                             const UnitLayout& layout, int& stackDepth);

} // namespace taipan::compile
