// The flow-graph passes: exception-region labelling, CPython 3.13's
// peephole optimizations, line-number resolution, cold-block placement,
// stack-depth computation and linearization (see cfg.h and flowgraph.h).
//
// Every pass reproduces the observable effect of the CPython pass of the
// same name, in the same order, because the line of each instruction (and
// therefore every LINE event) depends on the details: which NOPs survive,
// which blocks without a line number are duplicated and where, how jumps
// are threaded, and which blocks move to the end as "cold".
#include "compile/flowgraph.h"

#include "objects/builtins_types.h"
#include "objects/containers.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "vm/intrinsics.h"

#include <algorithm>
#include <stdexcept>

namespace taipan::compile {

using vm::Opcode;

int ConstantList::add(Value value) {
    Ref canonical = cache->merge(value);
    if (!canonical) return -1;
    for (size_t i = 0; i < items.size(); ++i)
        if (items[i].get().is(canonical.get())) return int(i);
    items.push_back(std::move(canonical));
    return int(items.size() - 1);
}

namespace {

constexpr int kMaxCopySize = 4; // CPython's MAX_COPY_SIZE

// ---- Helpers ----------------------------------------------------------------------------

BasicBlock* nextNonEmpty(BasicBlock* b) {
    while (b && b->instrs.empty())
        b = b->next;
    return b;
}

bool hasNoLineno(const BasicBlock* b) {
    for (const Instr& i : b->instrs)
        if (i.loc.lineno >= 0) return false;
    return true;
}

bool hasEvalBreakInside(const BasicBlock* b) {
    for (const Instr& i : b->instrs)
        if (hasEvalBreak(i.opcode)) return true;
    return false;
}

bool isExitOrEvalCheckWithoutLineno(const BasicBlock* b) {
    if (b->exitsScope() || hasEvalBreakInside(b)) return hasNoLineno(b);
    return false;
}

void setNop(Instr& i) {
    i.opcode = op(Opcode::NOP);
    i.oparg = 0;
    i.target = nullptr;
}

int maxLabel(BasicBlock* entry) {
    int label = -1;
    for (BasicBlock* b = entry; b; b = b->next)
        label = std::max(label, b->label);
    return label;
}

void resetVisited(BasicBlock* entry) {
    for (BasicBlock* b = entry; b; b = b->next)
        b->visited = false;
}

int stackEffect(int opcode, int oparg, bool jump) {
    switch (opcode) {
    case kSetupFinally:
        return jump ? 1 : 0;
    case kSetupCleanup:
        return jump ? 2 : 0;
    case kSetupWith:
        return jump ? 1 : 0;
    case kPopBlock:
    case kJump:
    case kJumpNoInterrupt:
        return 0;
    case kLoadClosure:
        return 1;
    case kStoreFastMaybeNull:
        return -1;
    default:
        break;
    }
    Opcode o = static_cast<Opcode>(opcode);
    return vm::opcodePushes(o, oparg) - vm::opcodePops(o, oparg);
}

// ---- The pass runner ----------------------------------------------------------------------

class Passes {
  public:
    Passes(CfgBuilder& g, ConstantList& consts, const UnitLayout& layout)
        : g_(g), consts_(consts), layout_(layout), entry_(g.entry()) {}

    std::vector<FinalInstr> run(int& stackDepth);

  private:
    void translateLabels();
    void markExceptHandlers();
    void labelExceptionTargets();
    void optimizeCfg();
    void inlineSmallOrNoLinenoBlocks();
    bool inlineIntoBlock(BasicBlock* b);
    void removeUnreachable();
    void resolveLineNumbers();
    void duplicateExitsWithoutLineno();
    void propagateLineNumbers();
    void optimizeBasicBlock(BasicBlock* b);
    bool jumpThread(BasicBlock* b, size_t index, const Instr& target, int opcode);
    void foldTupleOfConstants(BasicBlock* b, size_t buildIndex, int n);
    void swaptimize(BasicBlock* b, size_t& index);
    void applyStaticSwaps(BasicBlock* b, int index);
    void removeRedundantNopsAndPairs();
    int removeRedundantNops();
    int removeRedundantNops(BasicBlock* b);
    int removeRedundantJumps();
    void removeRedundantNopsAndJumps();
    void removeUnusedConsts();
    void addChecksForUninitializedLoads();
    void scanBlockForLocals(BasicBlock* b, std::vector<BasicBlock*>& stack);
    void fastScanManyLocals();
    void pushColdBlocksToEnd();
    void markWarm();
    void markCold();
    int calculateStackDepth();
    void insertPrefix();
    void fixCellOffsets();
    void convertPseudoOps();
    void normalizeJumps();
    std::vector<FinalInstr> linearize();

    Value constantAt(int index) { return consts_.items[size_t(index)].get(); }

    CfgBuilder& g_;
    ConstantList& consts_;
    const UnitLayout& layout_;
    BasicBlock* entry_;
};

std::vector<FinalInstr> Passes::run(int& stackDepth) {
    // _PyCfg_OptimizeCodeUnit
    translateLabels();
    markExceptHandlers();
    labelExceptionTargets();
    optimizeCfg();
    removeUnusedConsts();
    addChecksForUninitializedLoads();
    // (CPython forms LOAD_FAST_LOAD_FAST-style superinstructions here;
    // Taipan keeps the two instructions, which have the same line.)
    removeRedundantNops();
    pushColdBlocksToEnd();
    resolveLineNumbers();
    // _PyCfg_OptimizedCfgToInstructionSequence
    stackDepth = calculateStackDepth();
    insertPrefix();
    fixCellOffsets();
    convertPseudoOps();
    normalizeJumps();
    return linearize();
}

void Passes::translateLabels() {
    std::vector<BasicBlock*> byLabel(size_t(maxLabel(entry_) + 1), nullptr);
    for (BasicBlock* b = entry_; b; b = b->next)
        if (b->label >= 0) byLabel[size_t(b->label)] = b;
    for (BasicBlock* b = entry_; b; b = b->next)
        for (Instr& i : b->instrs)
            if (hasTarget(i.opcode)) i.target = byLabel.at(size_t(i.oparg));
}

void Passes::markExceptHandlers() {
    for (BasicBlock* b = entry_; b; b = b->next)
        for (Instr& i : b->instrs)
            if (isBlockPush(i.opcode)) i.target->exceptHandler = true;
}

// Walks the CFG with a stack of active handlers (SETUP_* pushes, POP_BLOCK
// pops) and records on every instruction the handler in effect. RESUMEs
// after a yield inside exactly one handler (the generator's implicit one)
// get the depth-1 bit, which lets gen.close() skip raising GeneratorExit.
void Passes::labelExceptionTargets() {
    using Stack = std::vector<BasicBlock*>;
    resetVisited(entry_);
    std::vector<BasicBlock*> todo;
    entry_->visited = true;
    entry_->exceptStack = std::make_shared<Stack>(Stack{nullptr});
    todo.push_back(entry_);
    while (!todo.empty()) {
        BasicBlock* b = todo.back();
        todo.pop_back();
        std::shared_ptr<Stack> stack = std::move(b->exceptStack);
        b->exceptStack.reset();
        BasicBlock* handler = stack->back();
        int lastYieldDepth = -1;
        for (size_t n = 0; n < b->instrs.size(); ++n) {
            Instr& i = b->instrs[n];
            if (isBlockPush(i.opcode)) {
                if (!i.target->visited) {
                    i.target->exceptStack = std::make_shared<Stack>(*stack);
                    i.target->visited = true;
                    todo.push_back(i.target);
                }
                if (i.opcode == kSetupWith || i.opcode == kSetupCleanup)
                    i.target->preserveLasti = true;
                stack->push_back(i.target);
                handler = i.target;
            } else if (i.opcode == kPopBlock) {
                stack->pop_back();
                handler = stack->back();
                setNop(i);
            } else if (isJumpOpcode(i.opcode)) {
                i.except = handler;
                if (!i.target->visited) {
                    if (b->hasFallthrough())
                        i.target->exceptStack = std::make_shared<Stack>(*stack);
                    else
                        i.target->exceptStack = stack;
                    i.target->visited = true;
                    todo.push_back(i.target);
                }
            } else if (i.opcode == op(Opcode::YIELD_VALUE)) {
                i.except = handler;
                lastYieldDepth = int(stack->size()) - 1;
            } else if (i.opcode == op(Opcode::RESUME)) {
                i.except = handler;
                if (i.oparg != vm::kResumeAtFunctionStart) {
                    if (lastYieldDepth == 1) i.oparg |= vm::kResumeDepth1Mask;
                    lastYieldDepth = -1;
                }
            } else {
                i.except = handler;
            }
        }
        if (b->hasFallthrough() && b->next && !b->next->visited) {
            b->next->exceptStack = stack;
            b->next->visited = true;
            todo.push_back(b->next);
        }
    }
}

void Passes::removeUnreachable() {
    for (BasicBlock* b = entry_; b; b = b->next)
        b->predecessors = 0;
    resetVisited(entry_);
    std::vector<BasicBlock*> stack;
    entry_->predecessors = 1;
    entry_->visited = true;
    stack.push_back(entry_);
    while (!stack.empty()) {
        BasicBlock* b = stack.back();
        stack.pop_back();
        if (b->next && b->hasFallthrough()) {
            if (!b->next->visited) {
                b->next->visited = true;
                stack.push_back(b->next);
            }
            b->next->predecessors++;
        }
        for (Instr& i : b->instrs) {
            if (hasTarget(i.opcode)) {
                BasicBlock* target = i.target;
                if (!target->visited) {
                    target->visited = true;
                    stack.push_back(target);
                }
                target->predecessors++;
            }
        }
    }
    for (BasicBlock* b = entry_; b; b = b->next) {
        if (b->predecessors == 0) {
            b->instrs.clear();
            b->exceptHandler = false;
        }
    }
}

// A block ending with an unconditional jump to a small exit block (at most
// four instructions ending in a return or raise), or to a block without
// line numbers that does not fall through, gets a copy of the target
// instead of the jump.
bool Passes::inlineIntoBlock(BasicBlock* b) {
    Instr* last = b->last();
    if (!last || !isUnconditionalJump(last->opcode)) return false;
    BasicBlock* target = last->target;
    bool smallExit = target->exitsScope() && int(target->instrs.size()) <= kMaxCopySize;
    bool noLinenoNoFallthrough = hasNoLineno(target) && !target->hasFallthrough();
    if (!smallExit && !noLinenoNoFallthrough) return false;
    int removedOpcode = last->opcode;
    setNop(*last);
    std::vector<Instr> copy = target->instrs;
    b->instrs.insert(b->instrs.end(), copy.begin(), copy.end());
    if (noLinenoNoFallthrough) {
        Instr* newLast = b->last();
        // Keep the eval-breaker check the removed JUMP would have made.
        if (isUnconditionalJump(newLast->opcode) && removedOpcode == kJump) newLast->opcode = kJump;
    }
    target->predecessors--;
    return true;
}

void Passes::inlineSmallOrNoLinenoBlocks() {
    bool changes;
    do {
        changes = false;
        for (BasicBlock* b = entry_; b; b = b->next)
            if (inlineIntoBlock(b)) changes = true;
    } while (changes);
}

// PEP 626: every instruction that ends a frame (return, raise) must have a
// line. Exit blocks without one that are reached from several places are
// duplicated so each copy has one predecessor, whose line it then takes.
void Passes::duplicateExitsWithoutLineno() {
    int nextLabel = maxLabel(entry_) + 1;
    for (BasicBlock* b = entry_; b; b = b->next) {
        Instr* last = b->last();
        if (!last || !isJumpOpcode(last->opcode)) continue;
        BasicBlock* target = nextNonEmpty(last->target);
        if (!target) continue;
        if (isExitOrEvalCheckWithoutLineno(target) && target->predecessors > 1) {
            BasicBlock* copy = g_.newBlock();
            copy->instrs = target->instrs;
            copy->instrs[0].loc = last->loc;
            last->target = copy;
            target->predecessors--;
            copy->predecessors = 1;
            copy->next = target->next;
            copy->label = nextLabel++;
            target->next = copy;
        }
    }
    for (BasicBlock* b = entry_; b; b = b->next) {
        if (b->hasFallthrough() && b->next && !b->instrs.empty()) {
            if (isExitOrEvalCheckWithoutLineno(b->next) && !b->next->instrs.empty())
                b->next->instrs[0].loc = b->last()->loc;
        }
    }
}

// An instruction without a line takes the previous instruction's; the
// first instruction of a block with a single predecessor takes the line
// of that predecessor's last instruction.
void Passes::propagateLineNumbers() {
    for (BasicBlock* b = entry_; b; b = b->next) {
        Instr* last = b->last();
        if (!last) continue;
        Location previous = kNoLocation;
        for (Instr& i : b->instrs) {
            if (i.loc.lineno < 0)
                i.loc = previous;
            else
                previous = i.loc;
        }
        if (b->hasFallthrough() && b->next && b->next->predecessors == 1) {
            if (!b->next->instrs.empty() && b->next->instrs[0].loc.lineno < 0)
                b->next->instrs[0].loc = previous;
        }
        if (isJumpOpcode(last->opcode)) {
            BasicBlock* target = last->target;
            if (target->predecessors == 1 && !target->instrs.empty() &&
                target->instrs[0].loc.lineno < 0)
                target->instrs[0].loc = previous;
        }
    }
}

void Passes::resolveLineNumbers() {
    duplicateExitsWithoutLineno();
    propagateLineNumbers();
}

void Passes::optimizeCfg() {
    inlineSmallOrNoLinenoBlocks();
    removeUnreachable();
    resolveLineNumbers();
    for (BasicBlock* b = entry_; b; b = b->next)
        optimizeBasicBlock(b);
    removeRedundantNopsAndPairs();
    removeUnreachable();
    removeRedundantNopsAndJumps();
}

// Replaces a jump to an unconditional jump by a jump to its target (the
// original becomes a NOP, which later disappears unless it holds a line).
bool Passes::jumpThread(BasicBlock* b, size_t index, const Instr& target, int opcode) {
    Instr& inst = b->instrs[index];
    if (inst.target == target.target) return false;
    setNop(inst);
    Instr jump;
    jump.opcode = opcode;
    jump.target = target.target;
    jump.oparg = target.target->label;
    jump.loc = target.loc;
    b->instrs.push_back(jump);
    return true;
}

// LOAD_CONST c1 ... LOAD_CONST cn BUILD_TUPLE n -> LOAD_CONST (c1, ..., cn).
void Passes::foldTupleOfConstants(BasicBlock* b, size_t buildIndex, int n) {
    size_t first = buildIndex - size_t(n);
    for (size_t i = first; i < buildIndex; ++i)
        if (b->instrs[i].opcode != op(Opcode::LOAD_CONST)) return;
    Tuple* tuple = tupleNewUninitialized(n);
    if (!tuple) throw std::bad_alloc();
    Ref owner = Ref::steal(Value::fromObject(tuple));
    for (int k = 0; k < n; ++k) {
        Value item = constantAt(b->instrs[first + size_t(k)].oparg);
        incref(item);
        tuple->items()[k] = item;
    }
    int index = consts_.add(owner.get());
    if (index < 0) throw std::bad_alloc();
    for (size_t i = first; i < buildIndex; ++i)
        setNop(b->instrs[i]);
    b->instrs[buildIndex].opcode = op(Opcode::LOAD_CONST);
    b->instrs[buildIndex].oparg = index;
}

void Passes::optimizeBasicBlock(BasicBlock* b) {
    int opcode = 0;
    int oparg = 0;
    for (size_t i = 0; i < b->instrs.size(); ++i) {
        Instr* inst = &b->instrs[i];
        // A COPY 1 right after LOAD_CONST is treated as another LOAD_CONST
        // of the same constant (so `1 and x` folds completely).
        bool copyOfLoadConst = opcode == op(Opcode::LOAD_CONST) &&
                               inst->opcode == op(Opcode::COPY) && inst->oparg == 1;
        if (!copyOfLoadConst) {
            opcode = inst->opcode;
            oparg = inst->oparg;
        }
        const Instr* target = nullptr;
        Instr nop;
        nop.opcode = op(Opcode::NOP);
        if (hasTarget(opcode) && inst->target) {
            BasicBlock* targetBlock = inst->target;
            target = targetBlock->instrs.empty() ? &nop : &targetBlock->instrs[0];
        } else {
            target = &nop;
        }
        int nextop = i + 1 < b->instrs.size() ? b->instrs[i + 1].opcode : 0;
        if (opcode == op(Opcode::LOAD_CONST)) {
            if (nextop == op(Opcode::POP_JUMP_IF_FALSE) || nextop == op(Opcode::POP_JUMP_IF_TRUE)) {
                int truth = truthy(constantAt(oparg));
                if (truth < 0) {
                    clearPendingException();
                    continue;
                }
                setNop(*inst);
                bool jumpIfTrue = nextop == op(Opcode::POP_JUMP_IF_TRUE);
                if ((truth == 1) == jumpIfTrue) {
                    b->instrs[i + 1].opcode = kJump;
                } else {
                    setNop(b->instrs[i + 1]);
                }
            } else if (nextop == op(Opcode::IS_OP)) {
                // LOAD_CONST None; IS_OP; [TO_BOOL]; POP_JUMP_IF_x
                //   -> POP_JUMP_IF_(NOT_)NONE
                if (!constantAt(oparg).is(noneValue())) continue;
                if (b->instrs.size() <= i + 2) continue;
                Instr* isInstr = &b->instrs[i + 1];
                Instr* jumpInstr = &b->instrs[i + 2];
                if (jumpInstr->opcode == op(Opcode::TO_BOOL)) {
                    setNop(*jumpInstr);
                    if (b->instrs.size() <= i + 3) continue;
                    jumpInstr = &b->instrs[i + 3];
                }
                bool invert = isInstr->oparg != 0;
                if (jumpInstr->opcode == op(Opcode::POP_JUMP_IF_FALSE))
                    invert = !invert;
                else if (jumpInstr->opcode != op(Opcode::POP_JUMP_IF_TRUE))
                    continue;
                setNop(*inst);
                setNop(*isInstr);
                jumpInstr->opcode =
                    invert ? op(Opcode::POP_JUMP_IF_NOT_NONE) : op(Opcode::POP_JUMP_IF_NONE);
            } else if (nextop == op(Opcode::RETURN_VALUE)) {
                setNop(*inst);
                ++i;
                b->instrs[i].opcode = op(Opcode::RETURN_CONST);
                b->instrs[i].oparg = oparg;
            } else if (nextop == op(Opcode::TO_BOOL)) {
                int truth = truthy(constantAt(oparg));
                if (truth < 0) {
                    clearPendingException();
                    continue;
                }
                int index = consts_.add(boolValue(truth == 1));
                if (index < 0) throw std::bad_alloc();
                setNop(*inst);
                b->instrs[i + 1].opcode = op(Opcode::LOAD_CONST);
                b->instrs[i + 1].oparg = index;
            }
            continue;
        }
        switch (opcode) {
        case op(Opcode::BUILD_TUPLE):
            if (nextop == op(Opcode::UNPACK_SEQUENCE) && oparg == b->instrs[i + 1].oparg) {
                if (oparg == 1) {
                    setNop(*inst);
                    setNop(b->instrs[i + 1]);
                    continue;
                }
                if (oparg == 2 || oparg == 3) {
                    setNop(*inst);
                    b->instrs[i + 1].opcode = op(Opcode::SWAP);
                    continue;
                }
            }
            if (int(i) >= oparg) foldTupleOfConstants(b, i, oparg);
            break;
        case op(Opcode::POP_JUMP_IF_NOT_NONE):
        case op(Opcode::POP_JUMP_IF_NONE):
        case op(Opcode::POP_JUMP_IF_FALSE):
        case op(Opcode::POP_JUMP_IF_TRUE):
            if (target->opcode == kJump) {
                if (jumpThread(b, i, *target, inst->opcode)) --i;
            }
            break;
        case kJump:
        case kJumpNoInterrupt:
            if (target->opcode == kJump) {
                if (jumpThread(b, i, *target, kJump)) --i;
                continue;
            }
            if (target->opcode == kJumpNoInterrupt) {
                if (jumpThread(b, i, *target, opcode)) --i;
                continue;
            }
            break;
        case op(Opcode::STORE_FAST):
            if (opcode == nextop && oparg == b->instrs[i + 1].oparg &&
                b->instrs[i].loc.lineno == b->instrs[i + 1].loc.lineno) {
                b->instrs[i].opcode = op(Opcode::POP_TOP);
                b->instrs[i].oparg = 0;
            }
            break;
        case op(Opcode::SWAP):
            if (oparg == 1) setNop(*inst);
            break;
        case op(Opcode::LOAD_GLOBAL):
            if (nextop == op(Opcode::PUSH_NULL) && (oparg & 1) == 0) {
                inst->oparg = oparg | 1;
                setNop(b->instrs[i + 1]);
            }
            break;
        case op(Opcode::COMPARE_OP):
            if (nextop == op(Opcode::TO_BOOL)) {
                setNop(*inst);
                b->instrs[i + 1].opcode = op(Opcode::COMPARE_OP);
                b->instrs[i + 1].oparg = oparg | vm::kCompareToBoolFlag;
                continue;
            }
            break;
        case op(Opcode::CONTAINS_OP):
        case op(Opcode::IS_OP):
            if (nextop == op(Opcode::TO_BOOL)) {
                setNop(*inst);
                b->instrs[i + 1].opcode = opcode;
                b->instrs[i + 1].oparg = oparg;
                continue;
            }
            break;
        case op(Opcode::TO_BOOL):
            if (nextop == op(Opcode::TO_BOOL)) {
                setNop(*inst);
                continue;
            }
            break;
        case op(Opcode::UNARY_NOT):
            if (nextop == op(Opcode::TO_BOOL)) {
                setNop(*inst);
                b->instrs[i + 1].opcode = op(Opcode::UNARY_NOT);
                b->instrs[i + 1].oparg = 0;
                continue;
            }
            if (nextop == op(Opcode::UNARY_NOT)) {
                setNop(*inst);
                setNop(b->instrs[i + 1]);
                continue;
            }
            break;
        default:
            break;
        }
    }
    for (size_t i = 0; i < b->instrs.size(); ++i) {
        if (b->instrs[i].opcode == op(Opcode::SWAP)) {
            swaptimize(b, i);
            applyStaticSwaps(b, int(i));
        }
    }
}

// Replaces a run of SWAPs (and NOPs) by the shortest run with the same
// effect on the stack.
void Passes::swaptimize(BasicBlock* b, size_t& index) {
    Instr* instructions = &b->instrs[index];
    int depth = instructions[0].oparg;
    int len = 0;
    bool more = false;
    int limit = int(b->instrs.size() - index);
    while (++len < limit) {
        int opcode = instructions[len].opcode;
        if (opcode == op(Opcode::SWAP)) {
            depth = std::max(depth, instructions[len].oparg);
            more = true;
        } else if (opcode != op(Opcode::NOP)) {
            break;
        }
    }
    if (!more) return;
    std::vector<int> stack(static_cast<size_t>(depth), 0);
    for (int i = 0; i < depth; ++i)
        stack[size_t(i)] = i;
    for (int i = 0; i < len; ++i) {
        if (instructions[i].opcode == op(Opcode::SWAP)) {
            int k = instructions[i].oparg;
            std::swap(stack[0], stack[size_t(k - 1)]);
        }
    }
    // Emit the cycles of the permutation, from the end of the run.
    constexpr int kVisited = -1;
    int current = len - 1;
    for (int i = 0; i < depth; ++i) {
        if (stack[size_t(i)] == kVisited || stack[size_t(i)] == i) continue;
        int j = i;
        for (;;) {
            if (j) {
                instructions[current].opcode = op(Opcode::SWAP);
                instructions[current].oparg = j + 1;
                --current;
            }
            if (stack[size_t(j)] == kVisited) break;
            int next = stack[size_t(j)];
            stack[size_t(j)] = kVisited;
            j = next;
        }
    }
    while (current >= 0)
        setNop(instructions[current--]);
    index += size_t(len - 1);
}

namespace {

bool swappable(int opcode) {
    return opcode == op(Opcode::STORE_FAST) || opcode == kStoreFastMaybeNull ||
           opcode == op(Opcode::POP_TOP);
}

int storesTo(const Instr& i) {
    return (i.opcode == op(Opcode::STORE_FAST) || i.opcode == kStoreFastMaybeNull) ? i.oparg : -1;
}

int nextSwappable(BasicBlock* b, int i, int lineno) {
    while (++i < int(b->instrs.size())) {
        const Instr& instr = b->instrs[size_t(i)];
        // Reordering across a line change would change the names bound
        // when a line event fires.
        if (lineno >= 0 && instr.loc.lineno != lineno) return -1;
        if (instr.opcode == op(Opcode::NOP)) continue;
        if (swappable(instr.opcode)) return i;
        return -1;
    }
    return -1;
}

} // namespace

// SWAP n followed by stores/pops: reorder the stores instead of the stack
// (e.g. SWAP 2; POP_TOP; STORE_FAST x -> NOP; STORE_FAST x; POP_TOP).
void Passes::applyStaticSwaps(BasicBlock* b, int i) {
    for (; i >= 0; --i) {
        Instr& swap = b->instrs[size_t(i)];
        if (swap.opcode != op(Opcode::SWAP)) {
            if (swap.opcode == op(Opcode::NOP) || swappable(swap.opcode)) continue;
            return;
        }
        int j = nextSwappable(b, i, -1);
        if (j < 0) return;
        int k = j;
        int lineno = b->instrs[size_t(j)].loc.lineno;
        for (int count = swap.oparg - 1; count > 0; --count) {
            k = nextSwappable(b, k, lineno);
            if (k < 0) return;
        }
        int storeJ = storesTo(b->instrs[size_t(j)]);
        int storeK = storesTo(b->instrs[size_t(k)]);
        if (storeJ >= 0 || storeK >= 0) {
            if (storeJ == storeK) return;
            for (int idx = j + 1; idx < k; ++idx) {
                int store = storesTo(b->instrs[size_t(idx)]);
                if (store >= 0 && (store == storeJ || store == storeK)) return;
            }
        }
        setNop(swap);
        std::swap(b->instrs[size_t(j)], b->instrs[size_t(k)]);
    }
}

// NOPs stay only where they carry a line that no neighbouring instruction
// carries (a `pass`, an `if` whose test was folded away, ...).
int Passes::removeRedundantNops(BasicBlock* bb) {
    size_t dest = 0;
    int prevLineno = -1;
    for (size_t src = 0; src < bb->instrs.size(); ++src) {
        int lineno = bb->instrs[src].loc.lineno;
        if (bb->instrs[src].opcode == op(Opcode::NOP)) {
            if (lineno < 0) continue;
            if (prevLineno == lineno) continue;
            if (src + 1 < bb->instrs.size()) {
                int nextLineno = bb->instrs[src + 1].loc.lineno;
                if (nextLineno == lineno) continue;
                if (nextLineno < 0) {
                    bb->instrs[src + 1].loc = bb->instrs[src].loc;
                    continue;
                }
            } else {
                BasicBlock* next = nextNonEmpty(bb->next);
                if (next) {
                    Location nextLoc = kNoLocation;
                    for (const Instr& instr : next->instrs) {
                        if (instr.opcode == op(Opcode::NOP) &&
                            instr.loc.lineno == kNoLocation.lineno)
                            continue;
                        nextLoc = instr.loc;
                        break;
                    }
                    if (lineno == nextLoc.lineno) continue;
                }
            }
        }
        if (dest != src) bb->instrs[dest] = bb->instrs[src];
        ++dest;
        prevLineno = lineno;
    }
    int removed = int(bb->instrs.size() - dest);
    bb->instrs.resize(dest);
    return removed;
}

int Passes::removeRedundantNops() {
    int changes = 0;
    for (BasicBlock* b = entry_; b; b = b->next)
        changes += removeRedundantNops(b);
    return changes;
}

// Also drops LOAD_CONST/COPY 1 immediately followed by POP_TOP (left by
// folding `1 and x`), across fallthroughs into unlabelled blocks.
void Passes::removeRedundantNopsAndPairs() {
    bool done = false;
    while (!done) {
        done = true;
        Instr* instr = nullptr;
        for (BasicBlock* b = entry_; b; b = b->next) {
            removeRedundantNops(b);
            if (b->label >= 0) instr = nullptr;
            for (Instr& current : b->instrs) {
                Instr* prev = instr;
                instr = &current;
                int prevOpcode = prev ? prev->opcode : 0;
                int prevOparg = prev ? prev->oparg : 0;
                bool redundantPair = false;
                if (current.opcode == op(Opcode::POP_TOP)) {
                    if (prevOpcode == op(Opcode::LOAD_CONST)) redundantPair = true;
                    if (prevOpcode == op(Opcode::COPY) && prevOparg == 1) redundantPair = true;
                }
                if (redundantPair) {
                    setNop(*prev);
                    setNop(current);
                    done = false;
                }
            }
            if ((instr && isJumpOpcode(instr->opcode)) || !b->hasFallthrough()) instr = nullptr;
        }
    }
}

int Passes::removeRedundantJumps() {
    int changes = 0;
    for (BasicBlock* b = entry_; b; b = b->next) {
        Instr* last = b->last();
        if (!last || !isUnconditionalJump(last->opcode)) continue;
        BasicBlock* jumpTarget = nextNonEmpty(last->target);
        BasicBlock* next = nextNonEmpty(b->next);
        if (jumpTarget == next) {
            ++changes;
            setNop(*last);
        }
    }
    return changes;
}

void Passes::removeRedundantNopsAndJumps() {
    int removed;
    do {
        removed = removeRedundantNops();
        removed += removeRedundantJumps();
    } while (removed > 0);
}

void Passes::removeUnusedConsts() {
    size_t count = consts_.items.size();
    if (count == 0) return;
    std::vector<bool> used(count, false);
    used[0] = true; // may be the docstring: always kept
    for (BasicBlock* b = entry_; b; b = b->next)
        for (Instr& i : b->instrs)
            if (usesConst(i.opcode)) used[size_t(i.oparg)] = true;
    std::vector<int> remap(count, -1);
    std::vector<Ref> kept;
    for (size_t i = 0; i < count; ++i) {
        if (!used[i]) continue;
        remap[i] = int(kept.size());
        kept.push_back(std::move(consts_.items[i]));
    }
    if (kept.size() == count) {
        consts_.items = std::move(kept);
        return;
    }
    consts_.items = std::move(kept);
    for (BasicBlock* b = entry_; b; b = b->next)
        for (Instr& i : b->instrs)
            if (usesConst(i.opcode)) i.oparg = remap[size_t(i.oparg)];
}

// ---- LOAD_FAST vs LOAD_FAST_CHECK ------------------------------------------------------
// A local that may be unbound at a LOAD_FAST (not a parameter, or deleted,
// or cleared by an inlined comprehension) gets LOAD_FAST_CHECK, which raises
// UnboundLocalError. The analysis is a forward dataflow over a 64-bit mask
// for the first 64 locals; later locals are only tracked within a block.

namespace {

void maybePush(BasicBlock* b, uint64_t unsafeMask, std::vector<BasicBlock*>& stack) {
    uint64_t both = b->unsafeLocalsMask | unsafeMask;
    if (b->unsafeLocalsMask != both) {
        b->unsafeLocalsMask = both;
        if (!b->visited) {
            stack.push_back(b);
            b->visited = true;
        }
    }
}

} // namespace

void Passes::scanBlockForLocals(BasicBlock* b, std::vector<BasicBlock*>& stack) {
    uint64_t unsafeMask = b->unsafeLocalsMask;
    for (Instr& instr : b->instrs) {
        if (instr.except) maybePush(instr.except, unsafeMask, stack);
        if (instr.oparg >= 64 || instr.oparg < 0) continue;
        uint64_t bit = uint64_t(1) << instr.oparg;
        switch (instr.opcode) {
        case op(Opcode::DELETE_FAST):
        case op(Opcode::LOAD_FAST_AND_CLEAR):
        case kStoreFastMaybeNull:
            unsafeMask |= bit;
            break;
        case op(Opcode::STORE_FAST):
            unsafeMask &= ~bit;
            break;
        case op(Opcode::LOAD_FAST_CHECK):
            unsafeMask &= ~bit;
            break;
        case op(Opcode::LOAD_FAST):
            if (unsafeMask & bit) instr.opcode = op(Opcode::LOAD_FAST_CHECK);
            unsafeMask &= ~bit;
            break;
        default:
            break;
        }
    }
    if (b->next && b->hasFallthrough()) maybePush(b->next, unsafeMask, stack);
    Instr* last = b->last();
    if (last && isJumpOpcode(last->opcode)) maybePush(last->target, unsafeMask, stack);
}

void Passes::fastScanManyLocals() {
    int nlocals = layout_.nlocals;
    std::vector<int64_t> states(size_t(nlocals - 64), 0);
    int64_t blockNumber = 0;
    for (BasicBlock* b = entry_; b; b = b->next) {
        ++blockNumber;
        for (Instr& instr : b->instrs) {
            int arg = instr.oparg;
            if (arg < 64) continue;
            switch (instr.opcode) {
            case op(Opcode::DELETE_FAST):
            case op(Opcode::LOAD_FAST_AND_CLEAR):
            case kStoreFastMaybeNull:
                states[size_t(arg - 64)] = blockNumber - 1;
                break;
            case op(Opcode::STORE_FAST):
                states[size_t(arg - 64)] = blockNumber;
                break;
            case op(Opcode::LOAD_FAST):
                if (states[size_t(arg - 64)] != blockNumber)
                    instr.opcode = op(Opcode::LOAD_FAST_CHECK);
                states[size_t(arg - 64)] = blockNumber;
                break;
            default:
                break;
            }
        }
    }
}

void Passes::addChecksForUninitializedLoads() {
    int nlocals = layout_.nlocals;
    if (nlocals == 0) return;
    if (nlocals > 64) {
        fastScanManyLocals();
        nlocals = 64;
    }
    resetVisited(entry_);
    for (BasicBlock* b = entry_; b; b = b->next)
        b->unsafeLocalsMask = 0;
    std::vector<BasicBlock*> stack;
    uint64_t startMask = 0;
    for (int i = layout_.nparams; i < nlocals; ++i)
        startMask |= uint64_t(1) << i;
    maybePush(entry_, startMask, stack);
    for (BasicBlock* b = entry_; b; b = b->next)
        scanBlockForLocals(b, stack);
    while (!stack.empty()) {
        BasicBlock* b = stack.back();
        stack.pop_back();
        b->visited = false;
        scanBlockForLocals(b, stack);
    }
}

// ---- Cold blocks ------------------------------------------------------------------------
// Blocks reachable only through exception handlers are "cold" and move to
// the end of the code, out of the straight-line path.

void Passes::markWarm() {
    resetVisited(entry_);
    std::vector<BasicBlock*> stack{entry_};
    entry_->visited = true;
    while (!stack.empty()) {
        BasicBlock* b = stack.back();
        stack.pop_back();
        b->warm = true;
        BasicBlock* next = b->next;
        if (next && b->hasFallthrough() && !next->visited) {
            stack.push_back(next);
            next->visited = true;
        }
        for (Instr& i : b->instrs) {
            if (isJumpOpcode(i.opcode) && !i.target->visited) {
                stack.push_back(i.target);
                i.target->visited = true;
            }
        }
    }
}

void Passes::markCold() {
    markWarm();
    resetVisited(entry_);
    std::vector<BasicBlock*> stack;
    for (BasicBlock* b = entry_; b; b = b->next) {
        if (b->exceptHandler) {
            stack.push_back(b);
            b->visited = true;
        }
    }
    while (!stack.empty()) {
        BasicBlock* b = stack.back();
        stack.pop_back();
        b->cold = true;
        BasicBlock* next = b->next;
        if (next && b->hasFallthrough() && !next->warm && !next->visited) {
            stack.push_back(next);
            next->visited = true;
        }
        for (Instr& i : b->instrs) {
            if (isJumpOpcode(i.opcode)) {
                BasicBlock* target = i.target;
                if (!target->warm && !target->visited) {
                    stack.push_back(target);
                    target->visited = true;
                }
            }
        }
    }
}

void Passes::pushColdBlocksToEnd() {
    if (!entry_->next) return;
    markCold();
    int nextLabel = maxLabel(entry_) + 1;
    // A cold block that falls through into a warm one gets an explicit jump.
    for (BasicBlock* b = entry_; b; b = b->next) {
        if (b->cold && b->hasFallthrough() && b->next && b->next->warm) {
            BasicBlock* explicitJump = g_.newBlock();
            if (b->next->label < 0) b->next->label = nextLabel++;
            Instr jump;
            jump.opcode = kJumpNoInterrupt;
            jump.oparg = b->next->label;
            jump.target = b->next;
            jump.loc = kNoLocation;
            explicitJump->instrs.push_back(jump);
            explicitJump->cold = true;
            explicitJump->next = b->next;
            explicitJump->predecessors = 1;
            b->next = explicitJump;
        }
    }
    BasicBlock* coldBlocks = nullptr;
    BasicBlock* coldTail = nullptr;
    BasicBlock* b = entry_;
    while (b->next) {
        while (b->next && !b->next->cold)
            b = b->next;
        if (!b->next) break;
        BasicBlock* end = b->next;
        while (end->next && end->next->cold)
            end = end->next;
        if (!coldBlocks)
            coldBlocks = b->next;
        else
            coldTail->next = b->next;
        coldTail = end;
        b->next = end->next;
        end->next = nullptr;
    }
    b->next = coldBlocks;
    if (coldBlocks) removeRedundantNopsAndJumps();
}

// ---- Stack depth ------------------------------------------------------------------------

int Passes::calculateStackDepth() {
    for (BasicBlock* b = entry_; b; b = b->next)
        b->startDepth = -1;
    std::vector<BasicBlock*> stack;
    auto push = [&](BasicBlock* b, int depth) {
        if (b->startDepth < depth && b->startDepth < 100) {
            b->startDepth = depth;
            stack.push_back(b);
        }
    };
    int maxDepth = 0;
    push(entry_, 0);
    while (!stack.empty()) {
        BasicBlock* b = stack.back();
        stack.pop_back();
        int depth = b->startDepth;
        BasicBlock* next = b->next;
        for (Instr& instr : b->instrs) {
            int newDepth = depth + stackEffect(instr.opcode, instr.oparg, false);
            maxDepth = std::max(maxDepth, newDepth);
            // RETURN_CONST pushes its constant before returning it (in
            // CPython it is LOAD_CONST + RETURN_VALUE), so it needs a slot.
            if (instr.opcode == op(Opcode::RETURN_CONST)) maxDepth = std::max(maxDepth, depth + 1);
            if (hasTarget(instr.opcode)) {
                int targetDepth = depth + stackEffect(instr.opcode, instr.oparg, true);
                maxDepth = std::max(maxDepth, targetDepth);
                push(instr.target, targetDepth);
            }
            depth = newDepth;
            if (isUnconditionalJump(instr.opcode) || isScopeExit(instr.opcode)) {
                next = nullptr;
                break;
            }
        }
        if (next) push(next, depth);
    }
    return maxDepth;
}

// ---- Entry sequence and cells -------------------------------------------------------------
// Generators start with RETURN_GENERATOR; POP_TOP before RESUME (the call
// creates the generator and returns it; the first send() continues at the
// POP_TOP). Cells and free variables are set up by the VM's call sequence
// (DESIGN §2 rule 1), so no MAKE_CELL / COPY_FREE_VARS prefix is emitted.

void Passes::insertPrefix() {
    uint32_t generatorFlags = 0x20 | 0x80 | 0x200; // generator, coroutine, async generator
    if (!(layout_.flags & generatorFlags)) return;
    Location loc{layout_.firstLineno, layout_.firstLineno, -1, -1};
    Instr makeGenerator;
    makeGenerator.opcode = op(Opcode::RETURN_GENERATOR);
    makeGenerator.loc = loc;
    Instr popTop;
    popTop.opcode = op(Opcode::POP_TOP);
    popTop.loc = loc;
    entry_->instrs.insert(entry_->instrs.begin(), {makeGenerator, popTop});
}

void Passes::fixCellOffsets() {
    for (BasicBlock* b = entry_; b; b = b->next) {
        for (Instr& i : b->instrs) {
            switch (i.opcode) {
            case op(Opcode::MAKE_CELL):
            case kLoadClosure:
            case op(Opcode::LOAD_DEREF):
            case op(Opcode::STORE_DEREF):
            case op(Opcode::DELETE_DEREF):
            case op(Opcode::LOAD_FROM_DICT_OR_DEREF):
                i.oparg = layout_.cellSlots.at(size_t(i.oparg));
                break;
            default:
                break;
            }
        }
    }
}

void Passes::convertPseudoOps() {
    for (BasicBlock* b = entry_; b; b = b->next) {
        for (Instr& i : b->instrs) {
            if (isBlockPush(i.opcode)) {
                setNop(i);
            } else if (i.opcode == kLoadClosure) {
                i.opcode = op(Opcode::LOAD_FAST);
            } else if (i.opcode == kStoreFastMaybeNull) {
                i.opcode = op(Opcode::STORE_FAST);
            }
        }
    }
    removeRedundantNopsAndJumps();
}

// Conditional jumps only go forward: a backward one becomes the opposite
// condition jumping over a new JUMP back to the target.
void Passes::normalizeJumps() {
    resetVisited(entry_);
    for (BasicBlock* b = entry_; b; b = b->next) {
        b->visited = true;
        Instr* last = b->last();
        if (!last || !isConditionalJump(last->opcode)) continue;
        if (!last->target->visited) continue; // forward
        int reversed = 0;
        switch (last->opcode) {
        case op(Opcode::POP_JUMP_IF_NOT_NONE):
            reversed = op(Opcode::POP_JUMP_IF_NONE);
            break;
        case op(Opcode::POP_JUMP_IF_NONE):
            reversed = op(Opcode::POP_JUMP_IF_NOT_NONE);
            break;
        case op(Opcode::POP_JUMP_IF_FALSE):
            reversed = op(Opcode::POP_JUMP_IF_TRUE);
            break;
        case op(Opcode::POP_JUMP_IF_TRUE):
            reversed = op(Opcode::POP_JUMP_IF_FALSE);
            break;
        }
        BasicBlock* target = last->target;
        BasicBlock* backwards = g_.newBlock();
        Instr jump;
        jump.opcode = kJump;
        jump.target = target;
        jump.oparg = target->label;
        jump.loc = last->loc;
        backwards->instrs.push_back(jump);
        last->opcode = reversed;
        last->target = b->next;
        backwards->cold = b->cold;
        backwards->next = b->next;
        b->next = backwards;
    }
}

// Lays the blocks out in order. Jump targets and handlers become the index
// of the first instruction at or after the target block.
std::vector<FinalInstr> Passes::linearize() {
    std::vector<int> startOf;
    std::vector<BasicBlock*> order;
    int index = 0;
    for (BasicBlock* b = entry_; b; b = b->next) {
        b->label = int(order.size());
        order.push_back(b);
        startOf.push_back(index);
        index += int(b->instrs.size());
    }
    std::vector<FinalInstr> out;
    out.reserve(size_t(index));
    for (BasicBlock* b = entry_; b; b = b->next) {
        for (Instr& i : b->instrs) {
            FinalInstr f;
            f.opcode = i.opcode;
            f.oparg = i.oparg;
            f.loc = i.loc;
            if (hasTarget(i.opcode)) f.oparg = startOf[size_t(i.target->label)];
            if (i.except) {
                f.handler = startOf[size_t(i.except->label)];
                f.handlerDepth = i.except->startDepth - 1 - (i.except->preserveLasti ? 1 : 0);
                f.handlerLasti = i.except->preserveLasti;
            }
            out.push_back(f);
        }
    }
    return out;
}

} // namespace

std::vector<FinalInstr> optimizeAndLinearize(CfgBuilder& g, ConstantList& consts,
                                             const UnitLayout& layout, int& stackDepth) {
    Passes passes(g, consts, layout);
    return passes.run(stackDepth);
}

} // namespace taipan::compile
