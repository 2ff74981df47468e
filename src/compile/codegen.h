// Internal interface between the code generator and the assembler.
#pragma once

#include "compile/cfg.h"
#include "compile/flowgraph.h"
#include "objects/code.h"

#include <string>
#include <vector>

namespace taipan::compile {

// Everything the assembler needs for one code object, besides the
// instructions: names, constants and the frame layout.
struct CodeUnitResult {
    std::string name;
    std::string qualname;
    std::string filename;
    int firstLineno = 1;
    int argCount = 0; // co_argcount (positional-only included)
    int posOnlyArgCount = 0;
    int kwOnlyArgCount = 0;
    uint32_t flags = 0;
    std::vector<std::string> names;
    std::vector<std::string> varnames; // co_varnames order = local slot order
    std::vector<bool> hiddenLocals;    // per varname: CO_FAST_HIDDEN
    int nparams = 0;
    std::vector<std::string> cellvars; // cell-index order (cells, then frees)
    std::vector<std::string> freevars;
};

// Builds the code object from the final instruction sequence.
Ref assembleCode(const CodeUnitResult& unit, const std::vector<FinalInstr>& instrs,
                 ConstantList& consts, int stackDepth);

} // namespace taipan::compile
