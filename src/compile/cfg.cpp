// Opcode classification for the compiler's passes, and the CFG builder the
// code generator emits into (see cfg.h).
#include "compile/cfg.h"

namespace taipan::compile {

using vm::Opcode;

bool isPseudo(int opcode) {
    return opcode >= kFirstPseudoOpcode;
}

bool isBlockPush(int opcode) {
    return opcode == kSetupFinally || opcode == kSetupCleanup || opcode == kSetupWith;
}

bool isJumpOpcode(int opcode) {
    switch (opcode) {
    case kJump:
    case kJumpNoInterrupt:
    case op(Opcode::JUMP_FORWARD):
    case op(Opcode::JUMP_BACKWARD):
    case op(Opcode::JUMP_BACKWARD_NO_INTERRUPT):
    case op(Opcode::POP_JUMP_IF_FALSE):
    case op(Opcode::POP_JUMP_IF_TRUE):
    case op(Opcode::POP_JUMP_IF_NONE):
    case op(Opcode::POP_JUMP_IF_NOT_NONE):
    case op(Opcode::FOR_ITER):
    case op(Opcode::SEND):
        return true;
    default:
        return false;
    }
}

bool hasTarget(int opcode) {
    return isJumpOpcode(opcode) || isBlockPush(opcode);
}

bool isUnconditionalJump(int opcode) {
    return opcode == kJump || opcode == kJumpNoInterrupt || opcode == op(Opcode::JUMP_FORWARD) ||
           opcode == op(Opcode::JUMP_BACKWARD) || opcode == op(Opcode::JUMP_BACKWARD_NO_INTERRUPT);
}

bool isConditionalJump(int opcode) {
    return opcode == op(Opcode::POP_JUMP_IF_FALSE) || opcode == op(Opcode::POP_JUMP_IF_TRUE) ||
           opcode == op(Opcode::POP_JUMP_IF_NONE) || opcode == op(Opcode::POP_JUMP_IF_NOT_NONE);
}

bool isScopeExit(int opcode) {
    return opcode == op(Opcode::RETURN_VALUE) || opcode == op(Opcode::RETURN_CONST) ||
           opcode == op(Opcode::RAISE_VARARGS) || opcode == op(Opcode::RERAISE);
}

bool isTerminator(int opcode) {
    return isJumpOpcode(opcode) || isScopeExit(opcode);
}

// The instructions after which CPython's eval loop may service the
// eval-breaker: backward jumps (JUMP lowers to one when it goes back),
// calls, and RESUME.
bool hasEvalBreak(int opcode) {
    switch (opcode) {
    case kJump:
    case op(Opcode::JUMP_BACKWARD):
    case op(Opcode::CALL):
    case op(Opcode::CALL_KW):
    case op(Opcode::CALL_FUNCTION_EX):
    case op(Opcode::RESUME):
        return true;
    default:
        return false;
    }
}

bool usesConst(int opcode) {
    return opcode == op(Opcode::LOAD_CONST) || opcode == op(Opcode::RETURN_CONST);
}

bool hasArgument(int opcode) {
    if (isPseudo(opcode)) return opcode != kPopBlock;
    return vm::opcodeOperandKind(static_cast<Opcode>(opcode)) != vm::OperandKind::None;
}

std::string_view opcodeNameAny(int opcode) {
    switch (opcode) {
    case kSetupFinally:
        return "SETUP_FINALLY";
    case kSetupCleanup:
        return "SETUP_CLEANUP";
    case kSetupWith:
        return "SETUP_WITH";
    case kPopBlock:
        return "POP_BLOCK";
    case kJump:
        return "JUMP";
    case kJumpNoInterrupt:
        return "JUMP_NO_INTERRUPT";
    case kLoadClosure:
        return "LOAD_CLOSURE";
    case kStoreFastMaybeNull:
        return "STORE_FAST_MAYBE_NULL";
    default:
        return vm::opcodeName(static_cast<Opcode>(opcode));
    }
}

bool BasicBlock::exitsScope() const {
    const Instr* instr = last();
    return instr && isScopeExit(instr->opcode);
}

bool BasicBlock::hasFallthrough() const {
    const Instr* instr = last();
    return !(instr && (isScopeExit(instr->opcode) || isUnconditionalJump(instr->opcode)));
}

// ---- CfgBuilder ---------------------------------------------------------------------

CfgBuilder::CfgBuilder() {
    entry_ = current_ = newBlock();
}

BasicBlock* CfgBuilder::newBlock() {
    blocks_.push_back(std::make_unique<BasicBlock>());
    return blocks_.back().get();
}

// A block ends after a terminator; a label starts a new block unless the
// current one is still empty and unlabelled (then it simply takes the label).
void CfgBuilder::maybeStartNewBlock() {
    const Instr* last = current_->last();
    bool terminated = last && isTerminator(last->opcode);
    if (!terminated && currentLabel_ >= 0) {
        if (last || current_->label >= 0) {
            terminated = true;
        } else {
            current_->label = currentLabel_;
            currentLabel_ = -1;
        }
    }
    if (terminated) {
        BasicBlock* block = newBlock();
        block->label = currentLabel_;
        currentLabel_ = -1;
        current_->next = block;
        current_ = block;
    }
}

void CfgBuilder::useLabel(int label) {
    currentLabel_ = label;
    maybeStartNewBlock();
}

void CfgBuilder::addOp(int opcode, int oparg, const Location& loc) {
    maybeStartNewBlock();
    Instr instr;
    instr.opcode = opcode;
    instr.oparg = oparg;
    instr.loc = loc;
    current_->instrs.push_back(instr);
}

void CfgBuilder::insertAtStart(int opcode, int oparg, const Location& loc) {
    Instr instr;
    instr.opcode = opcode;
    instr.oparg = oparg;
    instr.loc = loc;
    entry_->instrs.insert(entry_->instrs.begin(), instr);
}

} // namespace taipan::compile
