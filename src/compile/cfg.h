// The compiler's intermediate form: instructions with source locations,
// grouped into basic blocks that form a control-flow graph (CFG), and the
// passes that turn a CFG into a finished code object.
//
// The code generator (codegen.cpp) appends instructions to a CfgBuilder,
// using integer labels for jump targets; the flow-graph passes
// (flowgraph.cpp) then resolve labels to blocks, compute the exception
// table regions, optimize, fix line numbers and stack depths, and the
// assembler (assemble.cpp) lays the blocks out as code units.
//
// The pipeline mirrors the one of CPython 3.13 stage for stage, because the
// line-number attribution of every instruction — which later issues compare
// event by event with CPython's — is decided by exactly these passes
// (which NOPs survive, which exit blocks are duplicated, which jumps are
// threaded). Each pass documents the CPython behaviour it reproduces.
//
// Invariants:
//  - An instruction that can jump (real jumps, FOR_ITER, SEND, the pseudo
//    jumps) or that ends the scope (RETURN_*, RAISE_VARARGS, RERAISE) is the
//    last instruction of its block once the CFG is built.
//  - Before translateLabels() a jump's oparg is its label; after it,
//    `target` points at the labelled block.
//  - Pseudo opcodes (values >= kFirstPseudoOpcode) never reach the
//    assembler: convertPseudoOps() replaces them.
#pragma once

#include "objects/object.h"
#include "vm/bytecode.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace taipan::compile {

// An instruction's source range (CPython's _Py_SourceLocation). A lineno
// below 0 means "no location": an artificial instruction whose line is
// filled in from its neighbours, or left empty, by the line-number passes.
struct Location {
    int32_t lineno = -1;
    int32_t endLineno = -1;
    int32_t colOffset = -1;
    int32_t endColOffset = -1;
};
inline constexpr Location kNoLocation{};
inline bool sameLocation(const Location& a, const Location& b) {
    return a.lineno == b.lineno && a.endLineno == b.endLineno && a.colOffset == b.colOffset &&
           a.endColOffset == b.endColOffset;
}

// Opcodes of the intermediate form only. The SETUP_* pseudo instructions
// open an exception-handling region whose handler is their target (they
// become NOPs; the region becomes exception-table entries); POP_BLOCK ends
// the innermost region. JUMP / JUMP_NO_INTERRUPT become JUMP_FORWARD or
// JUMP_BACKWARD(_NO_INTERRUPT) by direction. LOAD_CLOSURE becomes
// LOAD_FAST (of a cell slot) and STORE_FAST_MAYBE_NULL becomes STORE_FAST.
enum PseudoOpcode : int {
    kFirstPseudoOpcode = 256,
    kSetupFinally = kFirstPseudoOpcode, // handler gets: exception
    kSetupCleanup,                      // handler gets: lasti, exception
    kSetupWith,                         // handler gets: lasti, exception (after popping one)
    kPopBlock,
    kJump,
    kJumpNoInterrupt,
    kLoadClosure,
    kStoreFastMaybeNull,
    kPseudoOpcodeEnd,
};

constexpr int op(vm::Opcode opcode) {
    return static_cast<int>(opcode);
}

bool isPseudo(int opcode);
bool isBlockPush(int opcode);  // SETUP_*
bool isJumpOpcode(int opcode); // has a jump target (not SETUP_*)
bool hasTarget(int opcode);    // isJumpOpcode or isBlockPush
bool isUnconditionalJump(int opcode);
bool isConditionalJump(int opcode);
bool isScopeExit(int opcode);  // RETURN_VALUE, RETURN_CONST, RAISE_VARARGS, RERAISE
bool isTerminator(int opcode); // jumps and scope exits end a block
bool hasEvalBreak(int opcode); // checks the eval-breaker word (backward jumps, calls)
bool usesConst(int opcode);    // oparg indexes co_consts
bool hasArgument(int opcode);
std::string_view opcodeNameAny(int opcode);

struct BasicBlock;

struct Instr {
    int opcode = 0;
    int oparg = 0;
    Location loc;
    BasicBlock* target = nullptr; // jumps and SETUP_*
    BasicBlock* except = nullptr; // the handler in effect (set by labelExceptionTargets)
};

struct BasicBlock {
    std::vector<Instr> instrs;
    BasicBlock* next = nullptr; // the block that follows in layout order
    int label = -1;             // the label naming it, if any
    int predecessors = 0;
    int startDepth = -1; // stack depth on entry; -1: not computed
    uint64_t unsafeLocalsMask = 0;
    // The exception stack on entry while labelExceptionTargets runs.
    std::shared_ptr<std::vector<BasicBlock*>> exceptStack;
    bool visited = false;
    bool exceptHandler = false; // target of a SETUP_*
    bool preserveLasti = false; // handler of SETUP_CLEANUP / SETUP_WITH: lasti is pushed
    bool cold = false;
    bool warm = false;

    Instr* last() { return instrs.empty() ? nullptr : &instrs.back(); }
    const Instr* last() const { return instrs.empty() ? nullptr : &instrs.back(); }
    bool exitsScope() const;
    // False when the block ends with an unconditional jump or a scope exit.
    bool hasFallthrough() const;
};

// Builds the CFG as the code generator emits instructions (CPython's
// cfg_builder): a new block starts after a terminator and at every label.
class CfgBuilder {
  public:
    CfgBuilder();
    int newLabel() { return nextLabel_++; }
    void useLabel(int label);
    void addOp(int opcode, int oparg, const Location& loc);
    // Inserts at the start of the entry block (the generator's
    // StopIteration handler wraps everything emitted so far).
    void insertAtStart(int opcode, int oparg, const Location& loc);

    BasicBlock* entry() { return entry_; }
    BasicBlock* newBlock();
    int nextLabel() { return nextLabel_++; }
    int maxLabel() const { return nextLabel_ - 1; }

  private:
    void maybeStartNewBlock();

    std::vector<std::unique_ptr<BasicBlock>> blocks_;
    BasicBlock* entry_ = nullptr;
    BasicBlock* current_ = nullptr;
    int currentLabel_ = -1;
    int nextLabel_ = 0;
};

} // namespace taipan::compile
