// The code generator: AST + symbol table -> one instruction sequence per
// scope (module, class body, function, lambda, non-inlined comprehension),
// which flowgraph.cpp optimizes and assemble.cpp turns into code objects.
//
// The generated code follows CPython 3.13's compiler construct by construct
// — instruction selection, the location attached to each instruction
// (including which instructions are "artificial", i.e. have none), labels
// and the frame-block stack for break/continue/return through finally and
// with — because the line of every instruction, and thus every line event a
// debugger or coverage tool sees, must match CPython's.
//
// Error handling: a compile-time error (CPython's SyntaxErrors raised by
// its compiler) throws CompileFailure, caught by compileModule; the
// compiler has no partial results to clean up beyond RAII objects. Runtime
// failures while building constants (MemoryError) throw RuntimeFailure.
//
// Unsupported constructs (async/await, PEP 695 type parameters)
// raise SyntaxError "<construct> is not supported yet".
#include "compile/compiler.h"

#include "compile/ast_opt.h"
#include "compile/codegen.h"
#include "compile/constants.h"
#include "compile/flowgraph.h"
#include "compile/symtable.h"
#include "compile/unparse.h"
#include "objects/containers.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/str.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "vm/intrinsics.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <new>
#include <optional>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace taipan::compile {

namespace ast = parse::ast;
using vm::Opcode;

namespace {

struct CompileFailure {
    parse::SyntaxErrorInfo info;
};
struct RuntimeFailure {};

constexpr int kMaxBlocks = 21;         // CPython 3.13's CO_MAXBLOCKS
constexpr int kStackUseGuideline = 30; // STACK_USE_GUIDELINE

Location locOf(const ast::Position& p) {
    return Location{p.lineno, p.endLineno, p.colOffset, p.endColOffset};
}
template <class T> Location locOf(const T* node) {
    return locOf(node->pos);
}

// ---- The instruction sequence ------------------------------------------------------------
// What the code generator appends to; labels name instruction positions.
// CPython turns this into a CFG whose blocks start only at instructions
// that some jump or SETUP_* targets (and after terminators), which is what
// toCfg() does: a label nobody jumps to does not split a block.
class InstrSequence {
  public:
    int newLabel() {
        labels_.push_back(-1);
        return int(labels_.size() - 1);
    }
    void useLabel(int label) { labels_[size_t(label)] = int(instrs_.size()); }
    void add(int opcode, int oparg, const Location& loc) {
        Instr i;
        i.opcode = opcode;
        i.oparg = oparg;
        i.loc = loc;
        instrs_.push_back(i);
    }
    void insertAtStart(int opcode, int oparg, const Location& loc) {
        Instr i;
        i.opcode = opcode;
        i.oparg = oparg;
        i.loc = loc;
        instrs_.insert(instrs_.begin(), i);
        for (int& position : labels_)
            if (position >= 0) ++position;
    }
    size_t size() const { return instrs_.size(); }

    void toCfg(CfgBuilder& g) {
        std::vector<bool> isTarget(instrs_.size(), false);
        for (Instr& i : instrs_) {
            if (hasTarget(i.opcode)) {
                int position = labels_.at(size_t(i.oparg));
                i.oparg = position;
                isTarget.at(size_t(position)) = true;
            }
        }
        for (size_t n = 0; n < instrs_.size(); ++n) {
            if (isTarget[n]) g.useLabel(int(n));
            g.addOp(instrs_[n].opcode, instrs_[n].oparg, instrs_[n].loc);
        }
    }

  private:
    std::vector<Instr> instrs_;
    std::vector<int> labels_;
};

enum class UnitKind { Module, Class, Function, AsyncFunction, Lambda, Comprehension };

enum class FBlockType {
    WhileLoop,
    ForLoop,
    TryExcept,
    FinallyTry,
    FinallyEnd,
    With,
    AsyncWith,
    HandlerCleanup,
    PopValue,
    ExceptionHandler,
    ExceptionGroupHandler,
    AsyncComprehensionGenerator,
    StopIteration,
};

struct FBlock {
    FBlockType type;
    int block = -1;
    Location loc;
    int exit = -1;
    const ast::List<ast::Stmt*>* finalBody = nullptr; // FinallyTry
    ast::Identifier name;                             // HandlerCleanup: the `as` name
    bool hasName = false;
};

// An ordered name -> index table (CPython's dicts of names).
class NameTable {
  public:
    int add(const std::string& name) {
        auto found = index_.find(name);
        if (found != index_.end()) return found->second;
        int position = int(order_.size());
        index_.emplace(name, position);
        order_.push_back(name);
        return position;
    }
    int find(const std::string& name) const {
        auto found = index_.find(name);
        return found == index_.end() ? -1 : found->second;
    }
    const std::vector<std::string>& order() const { return order_; }
    size_t size() const { return order_.size(); }

  private:
    std::unordered_map<std::string, int> index_;
    std::vector<std::string> order_;
};

struct Unit {
    const Scope* scope = nullptr;
    UnitKind kind = UnitKind::Module;
    std::string name;
    std::string qualname;
    int firstLineno = 1;
    int argCount = 0; // positional-or-keyword only (CPython's u_argcount)
    int posOnlyArgCount = 0;
    int kwOnlyArgCount = 0;

    std::vector<Ref> consts;
    std::unordered_map<std::string, int> constIndex;
    NameTable names;
    NameTable varnames;
    std::vector<std::string> cellvars; // cells then frees, in cell-index order
    std::unordered_map<std::string, int> cellIndex;
    std::unordered_map<std::string, int> freeIndex;
    int ncells = 0;
    std::unordered_map<std::string, bool> fastHidden;

    std::vector<FBlock> fblocks;
    int inInlinedComp = 0;
    std::set<std::string> staticAttributes; // class bodies
    // Symbols temporarily replaced while an inlined comprehension is compiled.
    std::unordered_map<std::string, Symbol> symbolOverrides;

    InstrSequence seq;
};

class Compiler {
  public:
    Compiler(std::string_view filename, const SymbolTable& table, ConstantValues& values,
             bool futureAnnotations, uint32_t futureFlags, Location futureLocation)
        : filename_(filename), table_(table), values_(values),
          futureAnnotations_(futureAnnotations), futureFlags_(futureFlags),
          futureLocation_(futureLocation) {}

    Ref compileModule(ast::Mod* mod);

  private:
    // -- errors and locations
    [[noreturn]] void error(const Location& loc, const std::string& message);
    void warn(const Location& loc, const std::string& message) {
        warnings_.push_back(parse::ParseWarning{"SyntaxWarning", message, loc.lineno});
    }
    const char* inferTypeName(ast::Expr* e);
    void checkCaller(ast::Expr* e);
    void checkSubscripter(ast::Expr* e);
    void checkIndex(ast::Expr* e, ast::Expr* s);
    [[noreturn]] void notSupported(const Location& loc, const std::string& what) {
        error(loc, what + " is not supported yet");
    }

    // -- units
    void enterScope(const std::string& name, UnitKind kind, const ast::Node* key, int lineno,
                    int argCount, int posOnly, int kwOnly);
    Ref exitScopeAndAssemble(bool addNone);
    void setQualname();
    Unit& unit() { return *units_.back(); }
    Unit* parentUnit() { return units_.size() >= 2 ? units_[units_.size() - 2].get() : nullptr; }

    // -- emission
    void addOp(vm::Opcode opcode, const Location& loc) { unit().seq.add(op(opcode), 0, loc); }
    void addOpI(vm::Opcode opcode, int oparg, const Location& loc) {
        unit().seq.add(op(opcode), oparg, loc);
    }
    void addPseudo(int opcode, int oparg, const Location& loc) {
        unit().seq.add(opcode, oparg, loc);
    }
    void addJump(int opcode, int label, const Location& loc) { unit().seq.add(opcode, label, loc); }
    void addJump(vm::Opcode opcode, int label, const Location& loc) {
        unit().seq.add(op(opcode), label, loc);
    }
    int newLabel() { return unit().seq.newLabel(); }
    void useLabel(int label) { unit().seq.useLabel(label); }
    int addConst(Value value);
    void loadConst(Value value, const Location& loc) {
        addOpI(Opcode::LOAD_CONST, addConst(value), loc);
    }
    void loadConstRef(const Ref& value, const Location& loc) {
        if (!value) throw RuntimeFailure{};
        loadConst(value.get(), loc);
    }
    Ref constantOf(const ast::Constant* node);
    int addName(std::string_view name); // co_names, mangled
    int addNameRaw(std::string_view name);
    void addOpName(vm::Opcode opcode, std::string_view name, const Location& loc);
    std::string mangle(std::string_view name) { return unit().scope->mangle(name); }

    // -- symbols
    SymbolScope scopeOf(const std::string& mangled);
    const Symbol* symbolOf(const std::string& mangled);
    SymbolScope refType(const std::string& name);
    int cellIndexOf(const std::string& name, bool free);

    // -- frame blocks
    void pushFBlock(const Location& loc, FBlockType type, int block, int exit,
                    const ast::List<ast::Stmt*>* finalBody = nullptr, ast::Identifier name = {},
                    bool hasName = false);
    void popFBlock(FBlockType type, int block);
    void unwindFBlock(Location& loc, const FBlock& info, bool preserveTos);
    void unwindFBlockStack(Location& loc, bool preserveTos, std::optional<FBlock>* loop);

    // -- statements
    void body(const Location& loc, const ast::List<ast::Stmt*>& stmts);
    void visitStmts(const ast::List<ast::Stmt*>& stmts) {
        for (ast::Stmt* s : stmts)
            visitStmt(s);
    }
    void visitStmt(ast::Stmt* s);
    void functionDef(ast::Stmt* s, bool isAsync);
    void functionBody(ast::Stmt* s, const ast::List<ast::Stmt*>& stmts, const ast::Arguments* args,
                      ast::Identifier name, int funcFlags, int firstLineno, const Location& loc);
    void classDef(ast::ClassDef* s);
    void returnStmt(ast::Return* s);
    void ifStmt(ast::If* s);
    void forStmt(ast::For* s);
    void whileStmt(ast::While* s);
    void breakStmt(const Location& loc);
    void continueStmt(const Location& loc);
    void withStmt(ast::With* s, uint32_t pos);
    void withExceptFinish(int cleanup);
    void callExitWithNones(const Location& loc);
    void tryStmt(ast::Try* s);
    void tryFinally(ast::Stmt* s, const ast::List<ast::Stmt*>& tryBody,
                    const ast::List<ast::ExceptHandler*>& handlers,
                    const ast::List<ast::Stmt*>& orelse, const ast::List<ast::Stmt*>& finalBody,
                    bool star);
    void tryExcept(ast::Stmt* s, const ast::List<ast::Stmt*>& tryBody,
                   const ast::List<ast::ExceptHandler*>& handlers,
                   const ast::List<ast::Stmt*>& orelse);
    void tryStarExcept(ast::Stmt* s, const ast::List<ast::Stmt*>& tryBody,
                       const ast::List<ast::ExceptHandler*>& handlers,
                       const ast::List<ast::Stmt*>& orelse);
    void popExceptAndReraise(const Location& loc);
    // -- match statements (see "Match statements" below)
    class PatternEmitter;
    void matchStmt(ast::Match* s);
    void assertStmt(ast::Assert* s);
    void importStmt(ast::Import* s);
    void importFrom(ast::ImportFrom* s);
    void augAssign(ast::AugAssign* s);
    void annAssign(ast::AnnAssign* s);
    void checkAnnExpr(ast::Expr* e);
    void checkAnnSubscr(ast::Expr* e);
    void stmtExpr(const Location& loc, ast::Expr* value);
    void nameOp(const Location& loc, std::string_view name, ast::ExprContext ctx);
    bool forbiddenName(const Location& loc, std::string_view name, ast::ExprContext ctx);
    void checkDebugArgs(const ast::Arguments* args);

    // -- expressions
    void visitExpr(ast::Expr* e);
    void visitExprs(const ast::List<ast::Expr*>& exprs) {
        for (ast::Expr* e : exprs)
            visitExpr(e);
    }
    void jumpIf(const Location& loc, ast::Expr* e, int next, bool cond);
    void boolOp(ast::BoolOp* e);
    void compare(ast::Compare* e);
    void addCompare(const Location& loc, ast::CmpOpKind op);
    void checkCompare(ast::Compare* e);
    void call(ast::Call* e);
    bool maybeOptimizeMethodCall(ast::Call* e);
    bool canOptimizeSuperCall(ast::Attribute* attr);
    void loadArgsForSuper(ast::Call* e);
    void callHelper(const Location& loc, int pushed, const ast::List<ast::Expr*>& args,
                    const ast::List<ast::Keyword*>& keywords);
    void callSimpleKwHelper(const Location& loc, const ast::List<ast::Keyword*>& keywords);
    void subKwargs(const Location& loc, const ast::List<ast::Keyword*>& keywords, uint32_t begin,
                   uint32_t end);
    void validateKeywords(const ast::List<ast::Keyword*>& keywords);
    void starUnpackHelper(const Location& loc, const ast::List<ast::Expr*>& elts, int pushed,
                          vm::Opcode build, vm::Opcode add, vm::Opcode extend, bool tuple);
    void unpackHelper(const Location& loc, const ast::List<ast::Expr*>& elts);
    void assignmentHelper(const Location& loc, const ast::List<ast::Expr*>& elts);
    void dict(ast::Dict* e);
    void subDict(ast::Dict* e, uint32_t begin, uint32_t end);
    void subscript(ast::Subscript* e);
    int slice(ast::Slice* s);
    void attribute(ast::Attribute* e);
    void maybeAddStaticAttribute(ast::Attribute* e);
    Location matchAttrStart(Location loc, ast::Attribute* attr);
    void ifExp(ast::IfExp* e);
    void lambda(ast::Lambda* e);
    void joinedStr(ast::JoinedStr* e);
    void formattedValue(ast::FormattedValue* e);
    void comprehension(ast::Expr* e, int type, const std::string& name,
                       const ast::List<ast::Comprehension*>& generators, ast::Expr* elt,
                       ast::Expr* val);
    void comprehensionGenerator(const Location& loc, const ast::List<ast::Comprehension*>& gens,
                                uint32_t index, int depth, ast::Expr* elt, ast::Expr* val, int type,
                                bool iterOnStack);
    void addYield(const Location& loc);
    void addYieldFrom(const Location& loc, bool await);
    void wrapInStopIterationHandler();
    int defaultArguments(const Location& loc, const ast::Arguments* args);
    bool kwOnlyDefaults(const Location& loc, const ast::Arguments* args);
    bool visitAnnotations(const Location& loc, const ast::Arguments* args, ast::Expr* returns);
    void argAnnotation(std::string_view name, ast::Expr* annotation, int& count,
                       const Location& loc);
    void annotationExpr(ast::Expr* annotation);
    void makeClosure(const Location& loc, Ref code, int flags);
    void decorators(const ast::List<ast::Expr*>& decos) { visitExprs(decos); }
    void applyDecorators(const ast::List<ast::Expr*>& decos);
    bool isImportOriginated(ast::Expr* e);
    const Symbol* topSymbol(std::string_view name);

    struct InlinedState {
        std::vector<std::string> pushedLocals;
        std::unordered_map<std::string, std::optional<Symbol>> tempSymbols;
        std::vector<std::string> fastHidden;
        int cleanup = -1;
        int end = -1;
    };
    void pushInlinedComprehension(const Location& loc, const Scope* comp, InlinedState& state);
    void popInlinedComprehension(const Location& loc, InlinedState& state);
    void restoreInlinedLocals(const Location& loc, InlinedState& state);

    std::string filename_;
    const SymbolTable& table_;
    ConstantValues& values_;
    ConstantCache cache_;
    bool futureAnnotations_;
    uint32_t futureFlags_;
    Location futureLocation_;
    bool interactive_ = false;
    int nestLevel_ = 0;
    std::vector<std::unique_ptr<Unit>> units_;

  public:
    std::vector<parse::ParseWarning> warnings_;
};

// ---- Errors ---------------------------------------------------------------------------

// CPython's compiler errors carry the AST's byte columns plus one, and the
// line text read from the file the filename names (none for "<string>").
bool programTextLine(const std::string& filename, int32_t lineno, std::string& text) {
    if (lineno < 1) return false;
    std::ifstream in(filename, std::ios::binary);
    if (!in) return false;
    std::string line;
    for (int32_t n = 1; std::getline(in, line); ++n) {
        if (n == lineno) {
            text = line + "\n";
            return true;
        }
    }
    return false;
}

void Compiler::error(const Location& loc, const std::string& message) {
    CompileFailure failure;
    parse::SyntaxErrorInfo& info = failure.info;
    info.type = parse::ErrorType::SyntaxError;
    info.message = message;
    info.filename = filename_;
    info.lineno = loc.lineno;
    info.offset = loc.colOffset + 1;
    info.endLineno = loc.endLineno;
    info.endOffset = loc.endColOffset + 1;
    info.hasText = programTextLine(filename_, loc.lineno, info.text);
    throw failure;
}

// ---- Constants and names ------------------------------------------------------------------

Ref Compiler::constantOf(const ast::Constant* node) {
    Ref value = values_.valueOf(node);
    if (!value) throw RuntimeFailure{};
    return value;
}

int Compiler::addConst(Value value) {
    Ref canonical = cache_.merge(value);
    if (!canonical) throw RuntimeFailure{};
    std::string key = constantKey(canonical.get());
    Unit& u = unit();
    auto found = u.constIndex.find(key);
    if (found != u.constIndex.end()) return found->second;
    int index = int(u.consts.size());
    u.consts.push_back(std::move(canonical));
    u.constIndex.emplace(std::move(key), index);
    return index;
}

int Compiler::addName(std::string_view name) {
    return unit().names.add(mangle(name));
}
int Compiler::addNameRaw(std::string_view name) {
    return unit().names.add(std::string(name));
}

// The name-taking instructions with their argument encodings: LOAD_ATTR
// (name << 1, bit 0: method load), LOAD_SUPER_ATTR (name << 2, bit 0:
// method, bit 1: two-argument super), LOAD_GLOBAL (name << 1, bit 0: push
// null — added by the optimizer).
void Compiler::addOpName(vm::Opcode opcode, std::string_view name, const Location& loc) {
    int arg = addName(name);
    if (opcode == Opcode::LOAD_ATTR) arg <<= 1;
    addOpI(opcode, arg, loc);
}

// ---- Symbols ----------------------------------------------------------------------------

const Symbol* Compiler::symbolOf(const std::string& mangled) {
    Unit& u = unit();
    auto found = u.symbolOverrides.find(mangled);
    if (found != u.symbolOverrides.end()) return &found->second;
    return u.scope->lookup(mangled);
}

SymbolScope Compiler::scopeOf(const std::string& mangled) {
    const Symbol* symbol = symbolOf(mangled);
    return symbol ? symbol->scope : SymbolScope::Unresolved;
}

// CPython's get_ref_type: a class's implicit __class__ / __classdict__ are cells.
SymbolScope Compiler::refType(const std::string& name) {
    if (unit().kind == UnitKind::Class && (name == "__class__" || name == "__classdict__"))
        return SymbolScope::Cell;
    return scopeOf(name);
}

// The index of a cell (free = false) or free variable (free = true) in
// the unit's cell numbering: cells first, then frees. A class can have
// __class__ both as its own cell and as a free variable of an enclosing
// function; the scope of the reference decides which is meant.
int Compiler::cellIndexOf(const std::string& name, bool free) {
    Unit& u = unit();
    auto& index = free ? u.freeIndex : u.cellIndex;
    auto found = index.find(name);
    if (found != index.end()) return found->second;
    // Not expected; CPython would append to its dict.
    int position = int(u.cellvars.size());
    u.cellvars.push_back(name);
    index.emplace(name, position);
    return position;
}

// ---- Scopes -------------------------------------------------------------------------------

void Compiler::enterScope(const std::string& name, UnitKind kind, const ast::Node* key, int lineno,
                          int argCount, int posOnly, int kwOnly) {
    auto u = std::make_unique<Unit>();
    u->scope = table_.scopeFor(key);
    if (!u->scope) throw std::logic_error("no symbol table scope for a code unit");
    u->kind = kind;
    u->name = name;
    u->firstLineno = lineno;
    u->argCount = argCount;
    u->posOnlyArgCount = posOnly;
    u->kwOnlyArgCount = kwOnly;
    for (std::string_view param : u->scope->varnames)
        u->varnames.add(std::string(param));
    for (std::string_view cell : u->scope->cellvars) {
        u->cellIndex.emplace(std::string(cell), int(u->cellvars.size()));
        u->cellvars.emplace_back(cell);
    }
    u->ncells = int(u->cellvars.size());
    for (std::string_view free : u->scope->freevars) {
        u->freeIndex.emplace(std::string(free), int(u->cellvars.size()));
        u->cellvars.emplace_back(free);
    }
    units_.push_back(std::move(u));
    ++nestLevel_;
    Location loc{lineno, lineno, 0, 0};
    if (kind == UnitKind::Module)
        loc.lineno = 0;
    else
        setQualname();
    addOpI(Opcode::RESUME, vm::kResumeAtFunctionStart, loc);
}

void Compiler::setQualname() {
    Unit& u = unit();
    Unit* parent = parentUnit();
    std::string base;
    bool haveBase = false;
    if (parent && parent->kind != UnitKind::Module) {
        bool forceGlobal = false;
        if (u.kind == UnitKind::Function || u.kind == UnitKind::AsyncFunction ||
            u.kind == UnitKind::Class) {
            std::string mangled = parent->scope->mangle(u.name);
            const Symbol* symbol = nullptr;
            auto found = parent->symbolOverrides.find(mangled);
            if (found != parent->symbolOverrides.end())
                symbol = &found->second;
            else
                symbol = parent->scope->lookup(mangled);
            if (symbol && symbol->scope == SymbolScope::GlobalExplicit) forceGlobal = true;
        }
        if (!forceGlobal) {
            haveBase = true;
            if (parent->kind == UnitKind::Function || parent->kind == UnitKind::AsyncFunction ||
                parent->kind == UnitKind::Lambda)
                base = parent->qualname + ".<locals>";
            else
                base = parent->qualname;
        }
    }
    u.qualname = haveBase ? base + "." + u.name : u.name;
}

Ref Compiler::exitScopeAndAssemble(bool addNone) {
    Unit& u = unit();
    // Every path that falls off the end returns None (or, for eval input and
    // generator lambdas, the value on the stack).
    if (addNone) loadConst(noneValue(), kNoLocation);
    addOp(Opcode::RETURN_VALUE, kNoLocation);

    CfgBuilder g;
    u.seq.toCfg(g);
    ConstantList consts;
    consts.cache = &cache_;
    consts.items = std::move(u.consts);

    uint32_t flags = u.scope->codeFlags() | futureFlags_;
    UnitLayout layout;
    layout.nlocals = int(u.varnames.size());
    layout.nparams = int(u.scope->varnames.size());
    layout.firstLineno = u.firstLineno;
    layout.flags = flags;
    layout.ncellvars = u.ncells;
    layout.nfreevars = int(u.cellvars.size()) - u.ncells;
    // Cell index -> localsplus slot: cells that are also locals keep the
    // local's slot; the others follow the locals, then the frees.
    int next = int(u.varnames.size());
    for (size_t i = 0; i < u.cellvars.size(); ++i) {
        int local = int(i) < u.ncells ? u.varnames.find(u.cellvars[i]) : -1;
        layout.cellSlots.push_back(local >= 0 ? local : next++);
    }

    int stackDepth = 0;
    std::vector<FinalInstr> instrs = optimizeAndLinearize(g, consts, layout, stackDepth);

    CodeUnitResult result;
    result.name = u.name;
    result.qualname = u.qualname.empty() ? u.name : u.qualname;
    result.filename = filename_;
    result.firstLineno = u.firstLineno;
    result.argCount = u.argCount + u.posOnlyArgCount;
    result.posOnlyArgCount = u.posOnlyArgCount;
    result.kwOnlyArgCount = u.kwOnlyArgCount;
    result.flags = flags;
    result.names = u.names.order();
    result.varnames = u.varnames.order();
    for (const std::string& local : result.varnames)
        result.hiddenLocals.push_back(u.fastHidden.count(local) > 0);
    result.nparams = layout.nparams;
    result.cellvars.assign(u.cellvars.begin(), u.cellvars.begin() + u.ncells);
    result.freevars.assign(u.cellvars.begin() + u.ncells, u.cellvars.end());
    Ref code = assembleCode(result, instrs, consts, stackDepth);
    units_.pop_back();
    --nestLevel_;
    if (!code) throw RuntimeFailure{};
    return code;
}

// ---- Frame blocks -------------------------------------------------------------------------

void Compiler::pushFBlock(const Location& loc, FBlockType type, int block, int exit,
                          const ast::List<ast::Stmt*>* finalBody, ast::Identifier name,
                          bool hasName) {
    Unit& u = unit();
    if (int(u.fblocks.size()) >= kMaxBlocks) error(loc, "too many statically nested blocks");
    FBlock f;
    f.type = type;
    f.block = block;
    f.loc = loc;
    f.exit = exit;
    f.finalBody = finalBody;
    f.name = name;
    f.hasName = hasName;
    u.fblocks.push_back(f);
}

void Compiler::popFBlock(FBlockType type, int block) {
    Unit& u = unit();
    (void)type;
    (void)block;
    u.fblocks.pop_back();
}

// Emits what leaving one frame block requires (pop the iterator, call
// __exit__, run the finally body, ...). With preserveTos the value on top
// (a return value) is kept above whatever is popped.
void Compiler::unwindFBlock(Location& loc, const FBlock& info, bool preserveTos) {
    switch (info.type) {
    case FBlockType::WhileLoop:
    case FBlockType::ExceptionHandler:
    case FBlockType::ExceptionGroupHandler:
    case FBlockType::AsyncComprehensionGenerator:
    case FBlockType::StopIteration:
        return;
    case FBlockType::ForLoop:
        if (preserveTos) addOpI(Opcode::SWAP, 2, loc);
        addOp(Opcode::POP_TOP, loc);
        return;
    case FBlockType::TryExcept:
        addPseudo(kPopBlock, 0, loc);
        return;
    case FBlockType::FinallyTry:
        // This POP_BLOCK gets the line of the unwinding statement.
        addPseudo(kPopBlock, 0, loc);
        if (preserveTos) pushFBlock(loc, FBlockType::PopValue, -1, -1);
        visitStmts(*info.finalBody);
        if (preserveTos) popFBlock(FBlockType::PopValue, -1);
        // The finally body appears to run after the unwinding statement, so
        // what follows is artificial.
        loc = kNoLocation;
        return;
    case FBlockType::FinallyEnd:
        if (preserveTos) addOpI(Opcode::SWAP, 2, loc);
        addOp(Opcode::POP_TOP, loc); // exc_value
        if (preserveTos) addOpI(Opcode::SWAP, 2, loc);
        addPseudo(kPopBlock, 0, loc);
        addOp(Opcode::POP_EXCEPT, loc);
        return;
    case FBlockType::With:
    case FBlockType::AsyncWith:
        loc = info.loc;
        addPseudo(kPopBlock, 0, loc);
        if (preserveTos) addOpI(Opcode::SWAP, 2, loc);
        callExitWithNones(loc);
        addOp(Opcode::POP_TOP, loc);
        loc = kNoLocation;
        return;
    case FBlockType::HandlerCleanup:
        if (info.hasName) addPseudo(kPopBlock, 0, loc);
        if (preserveTos) addOpI(Opcode::SWAP, 2, loc);
        addPseudo(kPopBlock, 0, loc);
        addOp(Opcode::POP_EXCEPT, loc);
        if (info.hasName) {
            loadConst(noneValue(), loc);
            nameOp(loc, info.name, ast::ExprContext::Store);
            nameOp(loc, info.name, ast::ExprContext::Del);
        }
        return;
    case FBlockType::PopValue:
        if (preserveTos) addOpI(Opcode::SWAP, 2, loc);
        addOp(Opcode::POP_TOP, loc);
        return;
    }
}

// Unwinds every frame block (for return) or up to the innermost loop (for
// break/continue, which then get a copy of the loop's block in `*loop`).
void Compiler::unwindFBlockStack(Location& loc, bool preserveTos, std::optional<FBlock>* loop) {
    Unit& u = unit();
    if (u.fblocks.empty()) return;
    FBlock top = u.fblocks.back();
    if (top.type == FBlockType::ExceptionGroupHandler)
        error(loc, "'break', 'continue' and 'return' cannot appear in an except* block");
    if (loop && (top.type == FBlockType::WhileLoop || top.type == FBlockType::ForLoop)) {
        *loop = top;
        return;
    }
    u.fblocks.pop_back();
    unwindFBlock(loc, top, preserveTos);
    unwindFBlockStack(loc, preserveTos, loop);
    unit().fblocks.push_back(top);
}

// ---- Module ----------------------------------------------------------------------------------

bool findAnnotations(const ast::List<ast::Stmt*>& stmts);

bool anyHandlerHasAnn(const ast::List<ast::ExceptHandler*>& handlers) {
    for (ast::ExceptHandler* h : handlers)
        if (findAnnotations(h->body)) return true;
    return false;
}

// Whether a body contains an annotated assignment (outside nested
// functions and classes): module and class bodies then start with
// SETUP_ANNOTATIONS.
bool findAnnotations(const ast::List<ast::Stmt*>& stmts) {
    for (ast::Stmt* s : stmts) {
        bool res = false;
        switch (s->kind) {
        case ast::Kind::AnnAssign:
            return true;
        case ast::Kind::For: {
            auto* n = static_cast<ast::For*>(s);
            res = findAnnotations(n->body) || findAnnotations(n->orelse);
            break;
        }
        case ast::Kind::AsyncFor: {
            auto* n = static_cast<ast::AsyncFor*>(s);
            res = findAnnotations(n->body) || findAnnotations(n->orelse);
            break;
        }
        case ast::Kind::While: {
            auto* n = static_cast<ast::While*>(s);
            res = findAnnotations(n->body) || findAnnotations(n->orelse);
            break;
        }
        case ast::Kind::If: {
            auto* n = static_cast<ast::If*>(s);
            res = findAnnotations(n->body) || findAnnotations(n->orelse);
            break;
        }
        case ast::Kind::With:
            res = findAnnotations(static_cast<ast::With*>(s)->body);
            break;
        case ast::Kind::AsyncWith:
            res = findAnnotations(static_cast<ast::AsyncWith*>(s)->body);
            break;
        case ast::Kind::Try: {
            auto* n = static_cast<ast::Try*>(s);
            if (anyHandlerHasAnn(n->handlers)) return true;
            res = findAnnotations(n->body) || findAnnotations(n->finalbody) ||
                  findAnnotations(n->orelse);
            break;
        }
        case ast::Kind::TryStar: {
            auto* n = static_cast<ast::TryStar*>(s);
            if (anyHandlerHasAnn(n->handlers)) return true;
            res = findAnnotations(n->body) || findAnnotations(n->finalbody) ||
                  findAnnotations(n->orelse);
            break;
        }
        case ast::Kind::Match:
            for (ast::MatchCase* c : static_cast<ast::Match*>(s)->cases)
                if (findAnnotations(c->body)) return true;
            break;
        default:
            break;
        }
        if (res) return true;
    }
    return false;
}

// The docstring of a body: its first statement, when that is a str constant.
ast::Constant* docstringOf(const ast::List<ast::Stmt*>& stmts, ConstantValues& values) {
    if (stmts.empty()) return nullptr;
    auto* expr = ast::as<ast::ExprStmt>(stmts[0]);
    if (!expr) return nullptr;
    auto* constant = ast::as<ast::Constant>(expr->value);
    if (!constant) return nullptr;
    Ref value = values.valueOf(constant);
    if (!value) throw RuntimeFailure{};
    return isExactStr(value.get()) ? constant : nullptr;
}

// inspect.cleandoc's indentation rule, as CPython 3.13 applies it to
// docstrings at compile time: tabs expanded, the first line's leading
// spaces removed, the common leading spaces of the other lines removed.
std::string cleanDoc(std::string_view text) {
    // expandtabs(8), counting columns in code points.
    std::string doc;
    int column = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\t') {
            int spaces = 8 - column % 8;
            doc.append(size_t(spaces), ' ');
            column += spaces;
        } else {
            doc.push_back(char(c));
            if (c == '\n' || c == '\r')
                column = 0;
            else if ((c & 0xC0) != 0x80)
                ++column;
        }
    }
    const char* p = doc.data();
    const char* end = p + doc.size();
    while (p < end && *p++ != '\n') {
    }
    size_t margin = SIZE_MAX;
    while (p < end) {
        const char* s = p;
        while (p < end && *p == ' ')
            ++p;
        if (p < end && *p != '\n') margin = std::min(margin, size_t(p - s));
        while (p < end && *p++ != '\n') {
        }
    }
    if (margin == SIZE_MAX) margin = 0;
    p = doc.data();
    while (p < end && *p == ' ')
        ++p;
    if (p == doc.data() && margin == 0) return doc;
    std::string out;
    while (p < end) {
        char c = *p++;
        out.push_back(c);
        if (c == '\n') break;
    }
    while (p < end) {
        for (size_t i = 0; i < margin && p < end; ++i, ++p)
            if (*p != ' ') break;
        while (p < end) {
            char c = *p++;
            out.push_back(c);
            if (c == '\n') break;
        }
    }
    return out;
}

Location startLocation(const ast::List<ast::Stmt*>& stmts) {
    if (!stmts.empty()) return locOf(stmts[0]);
    return Location{1, 1, 0, 0};
}

void Compiler::body(const Location& loc, const ast::List<ast::Stmt*>& stmts) {
    if (findAnnotations(stmts)) addOp(Opcode::SETUP_ANNOTATIONS, loc);
    if (stmts.empty()) return;
    uint32_t first = 0;
    // Interactive input has no docstring: a string statement is printed.
    ast::Constant* doc = interactive_ ? nullptr : docstringOf(stmts, values_);
    if (doc) {
        first = 1;
        Ref value = constantOf(doc);
        loadConstRef(strFromUtf8(cleanDoc(strUtf8(asStr(value.get())))),
                     locOf(static_cast<ast::ExprStmt*>(stmts[0])->value));
        nameOp(kNoLocation, "__doc__", ast::ExprContext::Store);
    }
    for (uint32_t i = first; i < stmts.size; ++i)
        visitStmt(stmts[i]);
}

Ref Compiler::compileModule(ast::Mod* mod) {
    bool addNone = mod->kind != ast::Kind::Expression;
    enterScope("<module>", UnitKind::Module, mod, 1, 0, 0, 0);
    switch (mod->kind) {
    case ast::Kind::Module: {
        auto& stmts = static_cast<ast::Module*>(mod)->body;
        body(startLocation(stmts), stmts);
        break;
    }
    case ast::Kind::Interactive: {
        interactive_ = true;
        auto& stmts = static_cast<ast::Interactive*>(mod)->body;
        body(startLocation(stmts), stmts);
        break;
    }
    case ast::Kind::Expression:
        visitExpr(static_cast<ast::Expression*>(mod)->body);
        break;
    default:
        error(Location{}, "this compiler does not handle FunctionTypes");
    }
    return exitScopeAndAssemble(addNone);
}

// ---- Statements ----------------------------------------------------------------------------

void Compiler::visitStmt(ast::Stmt* s) {
    Location loc = locOf(s);
    switch (s->kind) {
    case ast::Kind::FunctionDef:
        functionDef(s, false);
        break;
    case ast::Kind::AsyncFunctionDef:
        notSupported(loc, "async def");
    case ast::Kind::ClassDef:
        classDef(static_cast<ast::ClassDef*>(s));
        break;
    case ast::Kind::TypeAlias:
        notSupported(loc, "the type statement");
    case ast::Kind::Return:
        returnStmt(static_cast<ast::Return*>(s));
        break;
    case ast::Kind::Delete:
        visitExprs(static_cast<ast::Delete*>(s)->targets);
        break;
    case ast::Kind::Assign: {
        auto* n = static_cast<ast::Assign*>(s);
        visitExpr(n->value);
        for (uint32_t i = 0; i < n->targets.size; ++i) {
            if (i + 1 < n->targets.size) addOpI(Opcode::COPY, 1, loc);
            visitExpr(n->targets[i]);
        }
        break;
    }
    case ast::Kind::AugAssign:
        augAssign(static_cast<ast::AugAssign*>(s));
        break;
    case ast::Kind::AnnAssign:
        annAssign(static_cast<ast::AnnAssign*>(s));
        break;
    case ast::Kind::For:
        forStmt(static_cast<ast::For*>(s));
        break;
    case ast::Kind::AsyncFor:
        notSupported(loc, "async for");
    case ast::Kind::While:
        whileStmt(static_cast<ast::While*>(s));
        break;
    case ast::Kind::If:
        ifStmt(static_cast<ast::If*>(s));
        break;
    case ast::Kind::With:
        withStmt(static_cast<ast::With*>(s), 0);
        break;
    case ast::Kind::AsyncWith:
        notSupported(loc, "async with");
    case ast::Kind::Match:
        matchStmt(static_cast<ast::Match*>(s));
        break;
    case ast::Kind::Raise: {
        auto* n = static_cast<ast::Raise*>(s);
        int count = 0;
        if (n->exc) {
            visitExpr(n->exc);
            ++count;
            if (n->cause) {
                visitExpr(n->cause);
                ++count;
            }
        }
        addOpI(Opcode::RAISE_VARARGS, count, loc);
        break;
    }
    case ast::Kind::Try:
        tryStmt(static_cast<ast::Try*>(s));
        break;
    case ast::Kind::TryStar: {
        auto* n = static_cast<ast::TryStar*>(s);
        if (!n->finalbody.empty())
            tryFinally(s, n->body, n->handlers, n->orelse, n->finalbody, true);
        else
            tryStarExcept(s, n->body, n->handlers, n->orelse);
        break;
    }
    case ast::Kind::Assert:
        assertStmt(static_cast<ast::Assert*>(s));
        break;
    case ast::Kind::Import:
        importStmt(static_cast<ast::Import*>(s));
        break;
    case ast::Kind::ImportFrom:
        importFrom(static_cast<ast::ImportFrom*>(s));
        break;
    case ast::Kind::Global:
    case ast::Kind::Nonlocal:
        break;
    case ast::Kind::ExprStmt:
        stmtExpr(loc, static_cast<ast::ExprStmt*>(s)->value);
        break;
    case ast::Kind::Pass:
        addOp(Opcode::NOP, loc);
        break;
    case ast::Kind::Break:
        breakStmt(loc);
        break;
    case ast::Kind::Continue:
        continueStmt(loc);
        break;
    default:
        error(loc, "unknown statement kind");
    }
}

void Compiler::stmtExpr(const Location& loc, ast::Expr* value) {
    if (interactive_ && nestLevel_ <= 1) {
        visitExpr(value);
        addOpI(Opcode::CALL_INTRINSIC_1, int(vm::Intrinsic1::INTRINSIC_PRINT), loc);
        addOp(Opcode::POP_TOP, kNoLocation);
        return;
    }
    if (value->kind == ast::Kind::Constant) {
        // A constant statement does nothing, but keeps its line.
        addOp(Opcode::NOP, loc);
        return;
    }
    visitExpr(value);
    addOp(Opcode::POP_TOP, kNoLocation);
}

bool Compiler::forbiddenName(const Location& loc, std::string_view name, ast::ExprContext ctx) {
    if (name != "__debug__") return false;
    if (ctx == ast::ExprContext::Store) error(loc, "cannot assign to __debug__");
    if (ctx == ast::ExprContext::Del) error(loc, "cannot delete __debug__");
    return false;
}

void Compiler::checkDebugArgs(const ast::Arguments* args) {
    auto check = [&](ast::Arg* a) {
        if (a) forbiddenName(locOf(a), a->arg, ast::ExprContext::Store);
    };
    for (ast::Arg* a : args->posonlyargs)
        check(a);
    for (ast::Arg* a : args->args)
        check(a);
    check(args->vararg);
    for (ast::Arg* a : args->kwonlyargs)
        check(a);
    check(args->kwarg);
}

// Loads, stores or deletes a name with the instruction its scope calls for.
void Compiler::nameOp(const Location& loc, std::string_view name, ast::ExprContext ctx) {
    forbiddenName(loc, name, ctx);
    std::string mangled = mangle(name);
    Unit& u = unit();
    enum { Fast, Global, Deref, Name } optype = Name;
    SymbolScope scope = scopeOf(mangled);
    bool functionLike = u.scope->isFunctionLike();
    switch (scope) {
    case SymbolScope::Free:
    case SymbolScope::Cell:
        optype = Deref;
        break;
    case SymbolScope::Local: {
        auto hidden = u.fastHidden.find(mangled);
        if (functionLike || (hidden != u.fastHidden.end() && hidden->second)) optype = Fast;
        break;
    }
    case SymbolScope::GlobalImplicit:
        if (functionLike) optype = Global;
        break;
    case SymbolScope::GlobalExplicit:
        optype = Global;
        break;
    default:
        break;
    }
    switch (optype) {
    case Deref: {
        int index = cellIndexOf(mangled, scope == SymbolScope::Free);
        if (ctx == ast::ExprContext::Load) {
            if (u.scope->kind == ScopeKind::Class && !u.inInlinedComp) {
                addOp(Opcode::LOAD_LOCALS, loc);
                addOpI(Opcode::LOAD_FROM_DICT_OR_DEREF, index, loc);
            } else if (u.scope->canSeeClassScope) {
                addOpI(Opcode::LOAD_DEREF, cellIndexOf("__classdict__", true), loc);
                addOpI(Opcode::LOAD_FROM_DICT_OR_DEREF, index, loc);
            } else {
                addOpI(Opcode::LOAD_DEREF, index, loc);
            }
        } else if (ctx == ast::ExprContext::Store) {
            addOpI(Opcode::STORE_DEREF, index, loc);
        } else {
            addOpI(Opcode::DELETE_DEREF, index, loc);
        }
        return;
    }
    case Fast: {
        int index = u.varnames.add(mangled);
        Opcode opcode = ctx == ast::ExprContext::Load    ? Opcode::LOAD_FAST
                        : ctx == ast::ExprContext::Store ? Opcode::STORE_FAST
                                                         : Opcode::DELETE_FAST;
        addOpI(opcode, index, loc);
        return;
    }
    case Global: {
        if (ctx == ast::ExprContext::Load) {
            if (u.scope->canSeeClassScope && scope == SymbolScope::GlobalImplicit) {
                addOpI(Opcode::LOAD_DEREF, cellIndexOf("__classdict__", true), loc);
                addOpI(Opcode::LOAD_FROM_DICT_OR_GLOBALS, u.names.add(mangled), loc);
            } else {
                addOpI(Opcode::LOAD_GLOBAL, u.names.add(mangled) << 1, loc);
            }
        } else {
            addOpI(ctx == ast::ExprContext::Store ? Opcode::STORE_GLOBAL : Opcode::DELETE_GLOBAL,
                   u.names.add(mangled), loc);
        }
        return;
    }
    case Name: {
        int index = u.names.add(mangled);
        if (ctx == ast::ExprContext::Load) {
            if (u.scope->kind == ScopeKind::Class && u.inInlinedComp)
                addOpI(Opcode::LOAD_GLOBAL, index << 1, loc);
            else
                addOpI(Opcode::LOAD_NAME, index, loc);
        } else {
            addOpI(ctx == ast::ExprContext::Store ? Opcode::STORE_NAME : Opcode::DELETE_NAME, index,
                   loc);
        }
        return;
    }
    }
}

void Compiler::functionDef(ast::Stmt* s, bool isAsync) {
    auto* def = static_cast<ast::FunctionDef*>(s);
    (void)isAsync;
    if (!def->type_params.empty())
        notSupported(locOf(def), "a generic function (PEP 695 type parameters)");
    checkDebugArgs(def->args);
    decorators(def->decorator_list);
    int firstLineno = def->pos.lineno;
    if (!def->decorator_list.empty()) firstLineno = def->decorator_list[0]->pos.lineno;
    Location loc = locOf(def);
    int funcFlags = defaultArguments(loc, def->args);
    if (visitAnnotations(loc, def->args, def->returns)) funcFlags |= vm::kFunctionAnnotations;
    functionBody(s, def->body, def->args, def->name, funcFlags, firstLineno, loc);
    applyDecorators(def->decorator_list);
    nameOp(loc, def->name, ast::ExprContext::Store);
}

void Compiler::functionBody(ast::Stmt* s, const ast::List<ast::Stmt*>& stmts,
                            const ast::Arguments* args, ast::Identifier name, int funcFlags,
                            int firstLineno, const Location& loc) {
    enterScope(std::string(name), UnitKind::Function, s, firstLineno, int(args->args.size),
               int(args->posonlyargs.size), int(args->kwonlyargs.size));
    uint32_t first = 0;
    Ref docstring;
    if (ast::Constant* doc = docstringOf(stmts, values_)) {
        first = 1;
        Ref value = constantOf(doc);
        docstring = strFromUtf8(cleanDoc(strUtf8(asStr(value.get()))));
        if (!docstring) throw RuntimeFailure{};
    }
    addConst(docstring ? docstring.get() : noneValue());

    int start = newLabel();
    useLabel(start);
    bool stopIterationHandler = unit().scope->generator || unit().scope->coroutine;
    if (stopIterationHandler) pushFBlock(kNoLocation, FBlockType::StopIteration, start, -1);
    for (uint32_t i = first; i < stmts.size; ++i)
        visitStmt(stmts[i]);
    if (stopIterationHandler) {
        wrapInStopIterationHandler();
        popFBlock(FBlockType::StopIteration, start);
    }
    Ref code = exitScopeAndAssemble(true);
    makeClosure(loc, std::move(code), funcFlags);
}

// A generator's body runs inside an implicit handler that turns a
// StopIteration escaping it into RuntimeError (PEP 479).
void Compiler::wrapInStopIterationHandler() {
    int handler = newLabel();
    unit().seq.insertAtStart(kSetupCleanup, handler, kNoLocation);
    loadConst(noneValue(), kNoLocation);
    addOp(Opcode::RETURN_VALUE, kNoLocation);
    useLabel(handler);
    addOpI(Opcode::CALL_INTRINSIC_1, int(vm::Intrinsic1::INTRINSIC_STOPITERATION_ERROR),
           kNoLocation);
    addOpI(Opcode::RERAISE, 1, kNoLocation);
}

int Compiler::defaultArguments(const Location& loc, const ast::Arguments* args) {
    int flags = 0;
    if (!args->defaults.empty()) {
        visitExprs(args->defaults);
        addOpI(Opcode::BUILD_TUPLE, int(args->defaults.size), loc);
        flags |= vm::kFunctionDefaults;
    }
    if (!args->kwonlyargs.empty() && kwOnlyDefaults(loc, args)) flags |= vm::kFunctionKwDefaults;
    return flags;
}

bool Compiler::kwOnlyDefaults(const Location& loc, const ast::Arguments* args) {
    std::vector<std::string> keys;
    for (uint32_t i = 0; i < args->kwonlyargs.size; ++i) {
        ast::Expr* defaultValue = i < args->kw_defaults.size ? args->kw_defaults[i] : nullptr;
        if (!defaultValue) continue;
        keys.push_back(mangle(args->kwonlyargs[i]->arg));
        visitExpr(defaultValue);
    }
    if (keys.empty()) return false;
    Tuple* tuple = tupleNewUninitialized(int64_t(keys.size()));
    if (!tuple) throw RuntimeFailure{};
    Ref owner = Ref::steal(Value::fromObject(tuple));
    for (size_t i = 0; i < keys.size(); ++i) {
        Str* key = internStr(keys[i]);
        if (!key) throw RuntimeFailure{};
        incref(key);
        tuple->items()[i] = Value::fromObject(key);
    }
    loadConst(owner.get(), loc);
    addOpI(Opcode::BUILD_CONST_KEY_MAP, int(keys.size()), loc);
    return true;
}

// Pushes (name, annotation, ...) pairs as a tuple; true when any exist.
// The order is CPython's: regular arguments, positional-only, *args,
// keyword-only, **kwargs, return.
bool Compiler::visitAnnotations(const Location& loc, const ast::Arguments* args,
                                ast::Expr* returns) {
    int count = 0;
    for (ast::Arg* a : args->args)
        argAnnotation(a->arg, a->annotation, count, loc);
    for (ast::Arg* a : args->posonlyargs)
        argAnnotation(a->arg, a->annotation, count, loc);
    if (args->vararg && args->vararg->annotation)
        argAnnotation(args->vararg->arg, args->vararg->annotation, count, loc);
    for (ast::Arg* a : args->kwonlyargs)
        argAnnotation(a->arg, a->annotation, count, loc);
    if (args->kwarg && args->kwarg->annotation)
        argAnnotation(args->kwarg->arg, args->kwarg->annotation, count, loc);
    argAnnotation("return", returns, count, loc);
    if (count) {
        addOpI(Opcode::BUILD_TUPLE, count, loc);
        return true;
    }
    return false;
}

void Compiler::argAnnotation(std::string_view name, ast::Expr* annotation, int& count,
                             const Location& loc) {
    if (!annotation) return;
    Str* mangled = internStr(mangle(name));
    if (!mangled) throw RuntimeFailure{};
    loadConst(Value::fromObject(mangled), loc);
    if (futureAnnotations_) {
        annotationExpr(annotation);
    } else if (annotation->kind == ast::Kind::Starred) {
        // *args: *Ts — [annotation] = [*Ts]
        visitExpr(static_cast<ast::Starred*>(annotation)->value);
        addOpI(Opcode::UNPACK_SEQUENCE, 1, loc);
    } else {
        visitExpr(annotation);
    }
    count += 2;
}

void Compiler::annotationExpr(ast::Expr* annotation) {
    // `from __future__ import annotations`: the annotation's source text.
    loadConstRef(strFromUtf8(unparseAnnotation(annotation)), locOf(annotation));
}

// Builds the function object: closure cells, then the code, then the
// attributes (closure, annotations, keyword defaults, defaults).
void Compiler::makeClosure(const Location& loc, Ref code, int flags) {
    Code* co = asCode(code.get());
    if (co->nfreevars) {
        int first = co->nlocalsPlus - co->nfreevars;
        for (int i = first; i < co->nlocalsPlus; ++i) {
            std::string name(strUtf8(asStr(co->localsPlusNames->items()[i])));
            // A name can be free in a method and also a local of the class:
            // the closure uses the class's cell then.
            int arg = cellIndexOf(name, refType(name) != SymbolScope::Cell);
            addPseudo(kLoadClosure, arg, loc);
        }
        flags |= vm::kFunctionClosure;
        addOpI(Opcode::BUILD_TUPLE, co->nfreevars, loc);
    }
    loadConst(code.get(), loc);
    addOp(Opcode::MAKE_FUNCTION, loc);
    if (flags & vm::kFunctionClosure)
        addOpI(Opcode::SET_FUNCTION_ATTRIBUTE, vm::kFunctionClosure, loc);
    if (flags & vm::kFunctionAnnotations)
        addOpI(Opcode::SET_FUNCTION_ATTRIBUTE, vm::kFunctionAnnotations, loc);
    if (flags & vm::kFunctionKwDefaults)
        addOpI(Opcode::SET_FUNCTION_ATTRIBUTE, vm::kFunctionKwDefaults, loc);
    if (flags & vm::kFunctionDefaults)
        addOpI(Opcode::SET_FUNCTION_ATTRIBUTE, vm::kFunctionDefaults, loc);
}

void Compiler::applyDecorators(const ast::List<ast::Expr*>& decos) {
    for (uint32_t i = decos.size; i-- > 0;)
        addOpI(Opcode::CALL, 0, locOf(decos[i]));
}

void Compiler::classDef(ast::ClassDef* s) {
    if (!s->type_params.empty())
        notSupported(locOf(s), "a generic class (PEP 695 type parameters)");
    decorators(s->decorator_list);
    int firstLineno = s->pos.lineno;
    if (!s->decorator_list.empty()) firstLineno = s->decorator_list[0]->pos.lineno;

    // 1. The class body as a code object.
    enterScope(std::string(s->name), UnitKind::Class, s, firstLineno, 0, 0, 0);
    Location loc{firstLineno, firstLineno, 0, 0};
    nameOp(loc, "__name__", ast::ExprContext::Load);
    nameOp(loc, "__module__", ast::ExprContext::Store);
    {
        Ref qualname = strFromUtf8(unit().qualname);
        loadConstRef(qualname, loc);
    }
    nameOp(loc, "__qualname__", ast::ExprContext::Store);
    loadConstRef(intFromInt64(unit().firstLineno), loc);
    nameOp(loc, "__firstlineno__", ast::ExprContext::Store);
    if (unit().scope->needsClassdict) {
        addOp(Opcode::LOAD_LOCALS, loc);
        addOpI(Opcode::STORE_DEREF, cellIndexOf("__classdict__", false), loc);
    }
    body(loc, s->body);
    {
        Unit& u = unit();
        Tuple* attributes = tupleNewUninitialized(int64_t(u.staticAttributes.size()));
        if (!attributes) throw RuntimeFailure{};
        Ref owner = Ref::steal(Value::fromObject(attributes));
        int64_t i = 0;
        for (const std::string& name : u.staticAttributes) {
            Str* str = internStr(name);
            if (!str) throw RuntimeFailure{};
            incref(str);
            attributes->items()[i++] = Value::fromObject(str);
        }
        loadConst(owner.get(), kNoLocation);
        nameOp(kNoLocation, "__static_attributes__", ast::ExprContext::Store);
    }
    if (unit().scope->needsClassdict) {
        addPseudo(kLoadClosure, cellIndexOf("__classdict__", false), kNoLocation);
        nameOp(kNoLocation, "__classdictcell__", ast::ExprContext::Store);
    }
    if (unit().scope->needsClassClosure) {
        addPseudo(kLoadClosure, cellIndexOf("__class__", false), kNoLocation);
        addOpI(Opcode::COPY, 1, kNoLocation);
        nameOp(kNoLocation, "__classcell__", ast::ExprContext::Store);
    } else {
        loadConst(noneValue(), kNoLocation);
    }
    addOp(Opcode::RETURN_VALUE, kNoLocation);
    Ref code = exitScopeAndAssemble(true);

    // 2. __build_class__(function, name, *bases, **keywords)
    loc = locOf(s);
    addOp(Opcode::LOAD_BUILD_CLASS, loc);
    addOp(Opcode::PUSH_NULL, loc);
    makeClosure(loc, std::move(code), 0);
    {
        Str* name = internStr(s->name);
        if (!name) throw RuntimeFailure{};
        loadConst(Value::fromObject(name), loc);
    }
    callHelper(loc, 2, s->bases, s->keywords);
    applyDecorators(s->decorator_list);
    nameOp(loc, s->name, ast::ExprContext::Store);
}

void Compiler::returnStmt(ast::Return* s) {
    Location loc = locOf(s);
    bool preserveTos = s->value && s->value->kind != ast::Kind::Constant;
    if (!unit().scope->isFunctionLike()) error(loc, "'return' outside function");
    if (preserveTos) {
        visitExpr(s->value);
    } else if (s->value) {
        // An instruction with the line of the returned value.
        loc = locOf(s->value);
        addOp(Opcode::NOP, loc);
    }
    if (!s->value || s->value->pos.lineno != s->pos.lineno) {
        loc = locOf(s);
        addOp(Opcode::NOP, loc);
    }
    unwindFBlockStack(loc, preserveTos, nullptr);
    if (!s->value)
        loadConst(noneValue(), loc);
    else if (!preserveTos)
        loadConstRef(constantOf(static_cast<ast::Constant*>(s->value)), loc);
    addOp(Opcode::RETURN_VALUE, loc);
}

void Compiler::breakStmt(const Location& origin) {
    Location loc = origin;
    std::optional<FBlock> loop;
    addOp(Opcode::NOP, loc);
    unwindFBlockStack(loc, false, &loop);
    if (!loop) error(origin, "'break' outside loop");
    unwindFBlock(loc, *loop, false);
    addJump(kJump, loop->exit, loc);
}

void Compiler::continueStmt(const Location& origin) {
    Location loc = origin;
    std::optional<FBlock> loop;
    addOp(Opcode::NOP, loc);
    unwindFBlockStack(loc, false, &loop);
    if (!loop) error(origin, "'continue' not properly in loop");
    addJump(kJump, loop->block, loc);
}

void Compiler::ifStmt(ast::If* s) {
    int end = newLabel();
    int next = end;
    if (!s->orelse.empty()) next = newLabel();
    jumpIf(locOf(s), s->test, next, false);
    visitStmts(s->body);
    if (!s->orelse.empty()) {
        // CPython 3.13 makes the jumps that can only go forward
        // NO_INTERRUPT: no eval-breaker check, so no duplication of the
        // jump for line numbers and no threading of jumps into it.
        addJump(kJumpNoInterrupt, end, kNoLocation);
        useLabel(next);
        visitStmts(s->orelse);
    }
    useLabel(end);
}

void Compiler::forStmt(ast::For* s) {
    Location loc = locOf(s);
    int start = newLabel(), body = newLabel(), cleanup = newLabel(), end = newLabel();
    pushFBlock(loc, FBlockType::ForLoop, start, end);
    visitExpr(s->iter);
    loc = locOf(s->iter);
    addOp(Opcode::GET_ITER, loc);
    useLabel(start);
    addJump(Opcode::FOR_ITER, cleanup, loc);
    // A NOP with the target's line, for multi-line for statements (removed
    // when redundant).
    addOp(Opcode::NOP, locOf(s->target));
    useLabel(body);
    visitExpr(s->target);
    visitStmts(s->body);
    addJump(kJump, start, kNoLocation);
    useLabel(cleanup);
    // END_FOR first: instrumentation relies on it (generators jump there).
    addOp(Opcode::END_FOR, kNoLocation);
    addOp(Opcode::POP_TOP, kNoLocation);
    popFBlock(FBlockType::ForLoop, start);
    visitStmts(s->orelse);
    useLabel(end);
}

// The test is compiled twice: before the loop, and again at the bottom
// jumping back to the body, so each iteration makes one jump.
void Compiler::whileStmt(ast::While* s) {
    int loop = newLabel(), body = newLabel(), end = newLabel(), anchor = newLabel();
    useLabel(loop);
    pushFBlock(locOf(s), FBlockType::WhileLoop, loop, end);
    jumpIf(locOf(s), s->test, anchor, false);
    useLabel(body);
    visitStmts(s->body);
    jumpIf(locOf(s), s->test, body, true);
    popFBlock(FBlockType::WhileLoop, loop);
    useLabel(anchor);
    visitStmts(s->orelse);
    useLabel(end);
}

void Compiler::callExitWithNones(const Location& loc) {
    loadConst(noneValue(), loc);
    loadConst(noneValue(), loc);
    loadConst(noneValue(), loc);
    addOpI(Opcode::CALL, 2, loc);
}

void Compiler::popExceptAndReraise(const Location& loc) {
    // [exc_info, lasti, exc] COPY 3 -> POP_EXCEPT -> RERAISE 1
    addOpI(Opcode::COPY, 3, loc);
    addOp(Opcode::POP_EXCEPT, loc);
    addOpI(Opcode::RERAISE, 1, loc);
}

void Compiler::withExceptFinish(int cleanup) {
    int suppress = newLabel();
    addOp(Opcode::TO_BOOL, kNoLocation);
    addJump(Opcode::POP_JUMP_IF_TRUE, suppress, kNoLocation);
    addOpI(Opcode::RERAISE, 2, kNoLocation);
    useLabel(suppress);
    addOp(Opcode::POP_TOP, kNoLocation); // exc_value
    addPseudo(kPopBlock, 0, kNoLocation);
    addOp(Opcode::POP_EXCEPT, kNoLocation);
    addOp(Opcode::POP_TOP, kNoLocation);
    addOp(Opcode::POP_TOP, kNoLocation);
    int exit = newLabel();
    addJump(kJumpNoInterrupt, exit, kNoLocation);
    useLabel(cleanup);
    popExceptAndReraise(kNoLocation);
    useLabel(exit);
}

// with A() as a, B() as b: body  ==  nested withs, one item each.
void Compiler::withStmt(ast::With* s, uint32_t pos) {
    ast::WithItem* item = s->items[pos];
    int block = newLabel(), final = newLabel(), exit = newLabel(), cleanup = newLabel();
    visitExpr(item->context_expr);
    Location loc = locOf(item->context_expr);
    addOp(Opcode::BEFORE_WITH, loc);
    addJump(kSetupWith, final, loc);
    useLabel(block);
    pushFBlock(loc, FBlockType::With, block, final);
    if (item->optional_vars)
        visitExpr(item->optional_vars);
    else
        addOp(Opcode::POP_TOP, loc); // the result of __enter__()
    ++pos;
    if (pos == s->items.size)
        visitStmts(s->body);
    else
        withStmt(s, pos);
    addPseudo(kPopBlock, 0, kNoLocation);
    popFBlock(FBlockType::With, block);
    // Normal exit: __exit__(None, None, None).
    callExitWithNones(loc);
    addOp(Opcode::POP_TOP, loc);
    addJump(kJump, exit, loc);
    // Exceptional exit.
    useLabel(final);
    addJump(kSetupCleanup, cleanup, loc);
    addOp(Opcode::PUSH_EXC_INFO, loc);
    addOp(Opcode::WITH_EXCEPT_START, loc);
    withExceptFinish(cleanup);
    useLabel(exit);
}

void Compiler::tryStmt(ast::Try* s) {
    if (!s->finalbody.empty())
        tryFinally(s, s->body, s->handlers, s->orelse, s->finalbody, false);
    else
        tryExcept(s, s->body, s->handlers, s->orelse);
}

// try: body finally: final  — the final body is emitted twice: on the normal
// path, and in the handler that re-raises.
void Compiler::tryFinally(ast::Stmt* s, const ast::List<ast::Stmt*>& tryBody,
                          const ast::List<ast::ExceptHandler*>& handlers,
                          const ast::List<ast::Stmt*>& orelse,
                          const ast::List<ast::Stmt*>& finalBody, bool star) {
    Location loc = locOf(s);
    int body = newLabel(), end = newLabel(), exit = newLabel(), cleanup = newLabel();
    addJump(kSetupFinally, end, loc);
    useLabel(body);
    pushFBlock(loc, FBlockType::FinallyTry, body, end, &finalBody);
    if (!handlers.empty()) {
        if (star)
            tryStarExcept(s, tryBody, handlers, orelse);
        else
            tryExcept(s, tryBody, handlers, orelse);
    } else {
        visitStmts(tryBody);
    }
    addPseudo(kPopBlock, 0, kNoLocation);
    popFBlock(FBlockType::FinallyTry, body);
    visitStmts(finalBody);
    addJump(kJumpNoInterrupt, exit, kNoLocation);
    useLabel(end);
    loc = kNoLocation;
    addJump(kSetupCleanup, cleanup, loc);
    addOp(Opcode::PUSH_EXC_INFO, loc);
    pushFBlock(loc, FBlockType::FinallyEnd, end, -1);
    visitStmts(finalBody);
    popFBlock(FBlockType::FinallyEnd, end);
    loc = kNoLocation;
    addOpI(Opcode::RERAISE, 0, loc);
    useLabel(cleanup);
    popExceptAndReraise(loc);
    useLabel(exit);
}

void Compiler::tryExcept(ast::Stmt* s, const ast::List<ast::Stmt*>& tryBody,
                         const ast::List<ast::ExceptHandler*>& handlers,
                         const ast::List<ast::Stmt*>& orelse) {
    Location loc = locOf(s);
    int body = newLabel(), except = newLabel(), end = newLabel(), cleanup = newLabel();
    addJump(kSetupFinally, except, loc);
    useLabel(body);
    pushFBlock(loc, FBlockType::TryExcept, body, -1);
    visitStmts(tryBody);
    popFBlock(FBlockType::TryExcept, body);
    addPseudo(kPopBlock, 0, kNoLocation);
    visitStmts(orelse);
    addJump(kJumpNoInterrupt, end, kNoLocation);
    uint32_t n = handlers.size;
    useLabel(except);
    addJump(kSetupCleanup, cleanup, kNoLocation);
    addOp(Opcode::PUSH_EXC_INFO, kNoLocation);
    // The runtime pushes a block for the handler.
    pushFBlock(loc, FBlockType::ExceptionHandler, -1, -1);
    for (uint32_t i = 0; i < n; ++i) {
        ast::ExceptHandler* handler = handlers[i];
        Location hloc = locOf(handler);
        if (!handler->type && i < n - 1) error(hloc, "default 'except:' must be last");
        int nextExcept = newLabel();
        except = nextExcept;
        if (handler->type) {
            visitExpr(handler->type);
            addOp(Opcode::CHECK_EXC_MATCH, hloc);
            addJump(Opcode::POP_JUMP_IF_FALSE, except, hloc);
        }
        if (!handler->name.empty()) {
            int cleanupEnd = newLabel(), cleanupBody = newLabel();
            nameOp(hloc, handler->name, ast::ExprContext::Store);
            // try: body finally: name = None; del name
            addJump(kSetupCleanup, cleanupEnd, hloc);
            useLabel(cleanupBody);
            pushFBlock(hloc, FBlockType::HandlerCleanup, cleanupBody, -1, nullptr, handler->name,
                       true);
            visitStmts(handler->body);
            popFBlock(FBlockType::HandlerCleanup, cleanupBody);
            addPseudo(kPopBlock, 0, kNoLocation);
            addPseudo(kPopBlock, 0, kNoLocation);
            addOp(Opcode::POP_EXCEPT, kNoLocation);
            loadConst(noneValue(), kNoLocation);
            nameOp(kNoLocation, handler->name, ast::ExprContext::Store);
            nameOp(kNoLocation, handler->name, ast::ExprContext::Del);
            addJump(kJumpNoInterrupt, end, kNoLocation);
            // except: the handler body raised
            useLabel(cleanupEnd);
            loadConst(noneValue(), kNoLocation);
            nameOp(kNoLocation, handler->name, ast::ExprContext::Store);
            nameOp(kNoLocation, handler->name, ast::ExprContext::Del);
            addOpI(Opcode::RERAISE, 1, kNoLocation);
        } else {
            int cleanupBody = newLabel();
            addOp(Opcode::POP_TOP, hloc); // exc_value
            useLabel(cleanupBody);
            pushFBlock(hloc, FBlockType::HandlerCleanup, cleanupBody, -1);
            visitStmts(handler->body);
            popFBlock(FBlockType::HandlerCleanup, cleanupBody);
            addPseudo(kPopBlock, 0, kNoLocation);
            addOp(Opcode::POP_EXCEPT, kNoLocation);
            addJump(kJumpNoInterrupt, end, kNoLocation);
        }
        useLabel(except);
    }
    popFBlock(FBlockType::ExceptionHandler, -1);
    addOpI(Opcode::RERAISE, 0, kNoLocation);
    useLabel(cleanup);
    popExceptAndReraise(kNoLocation);
    useLabel(end);
}

void Compiler::tryStarExcept(ast::Stmt* s, const ast::List<ast::Stmt*>& tryBody,
                             const ast::List<ast::ExceptHandler*>& handlers,
                             const ast::List<ast::Stmt*>& orelse) {
    Location loc = locOf(s);
    int body = newLabel(), except = newLabel(), orelseLabel = newLabel(), end = newLabel(),
        cleanup = newLabel(), reraiseStar = newLabel();
    addJump(kSetupFinally, except, loc);
    useLabel(body);
    pushFBlock(loc, FBlockType::TryExcept, body, -1);
    visitStmts(tryBody);
    popFBlock(FBlockType::TryExcept, body);
    addPseudo(kPopBlock, 0, kNoLocation);
    addJump(kJumpNoInterrupt, orelseLabel, kNoLocation);
    uint32_t n = handlers.size;
    useLabel(except);
    addJump(kSetupCleanup, cleanup, kNoLocation);
    addOp(Opcode::PUSH_EXC_INFO, kNoLocation);
    pushFBlock(loc, FBlockType::ExceptionGroupHandler, -1, -1);
    for (uint32_t i = 0; i < n; ++i) {
        ast::ExceptHandler* handler = handlers[i];
        Location hloc = locOf(handler);
        int nextExcept = newLabel();
        except = nextExcept;
        int exceptWithError = newLabel(), noMatch = newLabel();
        if (i == 0) {
            // [orig] -> [orig, []] -> [orig, [], exc]
            addOpI(Opcode::BUILD_LIST, 0, hloc);
            addOpI(Opcode::COPY, 2, hloc);
        }
        if (handler->type) {
            visitExpr(handler->type);
            addOp(Opcode::CHECK_EG_MATCH, hloc);
            addOpI(Opcode::COPY, 1, hloc);
            addJump(Opcode::POP_JUMP_IF_NONE, noMatch, hloc);
        }
        int cleanupEnd = newLabel(), cleanupBody = newLabel();
        bool hasName = !handler->name.empty();
        if (hasName)
            nameOp(hloc, handler->name, ast::ExprContext::Store);
        else
            addOp(Opcode::POP_TOP, hloc); // match
        addJump(kSetupCleanup, cleanupEnd, hloc);
        useLabel(cleanupBody);
        pushFBlock(hloc, FBlockType::HandlerCleanup, cleanupBody, -1, nullptr, handler->name,
                   hasName);
        visitStmts(handler->body);
        popFBlock(FBlockType::HandlerCleanup, cleanupBody);
        addPseudo(kPopBlock, 0, kNoLocation);
        if (hasName) {
            loadConst(noneValue(), kNoLocation);
            nameOp(kNoLocation, handler->name, ast::ExprContext::Store);
            nameOp(kNoLocation, handler->name, ast::ExprContext::Del);
        }
        addJump(kJumpNoInterrupt, except, kNoLocation);
        // except: the handler raised
        useLabel(cleanupEnd);
        if (hasName) {
            loadConst(noneValue(), kNoLocation);
            nameOp(kNoLocation, handler->name, ast::ExprContext::Store);
            nameOp(kNoLocation, handler->name, ast::ExprContext::Del);
        }
        // Add the raised exception to the result list.
        addOpI(Opcode::LIST_APPEND, 3, kNoLocation); // exc
        addOp(Opcode::POP_TOP, kNoLocation);         // lasti
        addJump(kJumpNoInterrupt, exceptWithError, kNoLocation);
        useLabel(except);
        addOp(Opcode::NOP, kNoLocation); // holds a propagated location
        addJump(kJumpNoInterrupt, exceptWithError, kNoLocation);
        useLabel(noMatch);
        addOp(Opcode::POP_TOP, hloc); // match (None)
        useLabel(exceptWithError);
        if (i == n - 1) {
            // The unhandled rest of the group (or None) goes in the list too.
            addOpI(Opcode::LIST_APPEND, 1, kNoLocation);
            addJump(kJumpNoInterrupt, reraiseStar, kNoLocation);
        }
    }
    popFBlock(FBlockType::ExceptionGroupHandler, -1);
    int reraise = newLabel();
    useLabel(reraiseStar);
    addOpI(Opcode::CALL_INTRINSIC_2, int(vm::Intrinsic2::INTRINSIC_PREP_RERAISE_STAR), kNoLocation);
    addOpI(Opcode::COPY, 1, kNoLocation);
    addJump(Opcode::POP_JUMP_IF_NOT_NONE, reraise, kNoLocation);
    // Nothing to re-raise.
    addOp(Opcode::POP_TOP, kNoLocation);
    addPseudo(kPopBlock, 0, kNoLocation);
    addOp(Opcode::POP_EXCEPT, kNoLocation);
    addJump(kJumpNoInterrupt, end, kNoLocation);
    useLabel(reraise);
    addPseudo(kPopBlock, 0, kNoLocation);
    addOpI(Opcode::SWAP, 2, kNoLocation);
    addOp(Opcode::POP_EXCEPT, kNoLocation);
    addOpI(Opcode::RERAISE, 0, kNoLocation);
    useLabel(cleanup);
    popExceptAndReraise(kNoLocation);
    useLabel(orelseLabel);
    visitStmts(orelse);
    useLabel(end);
}

void Compiler::assertStmt(ast::Assert* s) {
    Location loc = locOf(s);
    bool nonEmptyTuple = false;
    if (auto* t = ast::as<ast::Tuple>(s->test)) nonEmptyTuple = !t->elts.empty();
    if (auto* c = ast::as<ast::Constant>(s->test)) {
        Ref value = constantOf(c);
        nonEmptyTuple = isTuple(value.get()) && asTuple(value.get())->size > 0;
    }
    if (nonEmptyTuple) warn(loc, "assertion is always true, perhaps remove parentheses?");
    int end = newLabel();
    jumpIf(loc, s->test, end, true);
    addOp(Opcode::LOAD_ASSERTION_ERROR, loc);
    if (s->msg) {
        visitExpr(s->msg);
        addOpI(Opcode::CALL, 0, loc);
    }
    // The raise has the position of the test (tracebacks point at it).
    addOpI(Opcode::RAISE_VARARGS, 1, locOf(s->test));
    useLabel(end);
}

void Compiler::importStmt(ast::Import* s) {
    Location loc = locOf(s);
    for (ast::Alias* alias : s->names) {
        loadConst(Value::fromSmallInt(0), loc);
        loadConst(noneValue(), loc);
        addOpName(Opcode::IMPORT_NAME, alias->name, loc);
        std::string_view name = alias->name;
        if (!alias->asname.empty()) {
            size_t dot = name.find('.');
            if (dot != std::string_view::npos) {
                // import a.b.c as d: the submodule via IMPORT_FROM steps.
                for (;;) {
                    size_t start = dot + 1;
                    dot = name.find('.', start);
                    std::string_view attr =
                        name.substr(start, dot == std::string_view::npos ? name.npos : dot - start);
                    addOpI(Opcode::IMPORT_FROM, addNameRaw(attr), loc);
                    if (dot == std::string_view::npos) break;
                    addOpI(Opcode::SWAP, 2, loc);
                    addOp(Opcode::POP_TOP, loc);
                }
                nameOp(loc, alias->asname, ast::ExprContext::Store);
                addOp(Opcode::POP_TOP, loc);
            } else {
                nameOp(loc, alias->asname, ast::ExprContext::Store);
            }
        } else {
            size_t dot = name.find('.');
            nameOp(loc, dot == std::string_view::npos ? name : name.substr(0, dot),
                   ast::ExprContext::Store);
        }
    }
}

bool locationIsAfter(const Location& loc, const Location& other) {
    return loc.lineno > other.endLineno ||
           (loc.lineno == other.endLineno && loc.colOffset > other.endColOffset);
}

void Compiler::importFrom(ast::ImportFrom* s) {
    Location loc = locOf(s);
    loadConstRef(intFromInt64(s->level), loc);
    Tuple* names = tupleNewUninitialized(s->names.size);
    if (!names) throw RuntimeFailure{};
    Ref owner = Ref::steal(Value::fromObject(names));
    for (uint32_t i = 0; i < s->names.size; ++i) {
        Str* name = internStr(s->names[i]->name);
        if (!name) throw RuntimeFailure{};
        incref(name);
        names->items()[i] = Value::fromObject(name);
    }
    if (locationIsAfter(loc, futureLocation_) && s->module == "__future__" && s->level == 0)
        error(loc, "from __future__ imports must occur at the beginning of the file");
    loadConst(owner.get(), loc);
    addOpName(Opcode::IMPORT_NAME, s->module, loc);
    for (uint32_t i = 0; i < s->names.size; ++i) {
        ast::Alias* alias = s->names[i];
        if (i == 0 && alias->name == "*") {
            addOpI(Opcode::CALL_INTRINSIC_1, int(vm::Intrinsic1::INTRINSIC_IMPORT_STAR), loc);
            addOp(Opcode::POP_TOP, kNoLocation);
            return;
        }
        addOpName(Opcode::IMPORT_FROM, alias->name, loc);
        nameOp(loc, alias->asname.empty() ? alias->name : alias->asname, ast::ExprContext::Store);
    }
    addOp(Opcode::POP_TOP, loc); // the module
}

bool isTwoElementSlice(ast::Expr* e) {
    auto* s = ast::as<ast::Slice>(e);
    return s && !s->step;
}

void Compiler::augAssign(ast::AugAssign* s) {
    ast::Expr* e = s->target;
    Location loc = locOf(e);
    switch (e->kind) {
    case ast::Kind::Attribute: {
        auto* a = static_cast<ast::Attribute*>(e);
        visitExpr(a->value);
        addOpI(Opcode::COPY, 1, loc);
        loc = matchAttrStart(loc, a);
        addOpName(Opcode::LOAD_ATTR, a->attr, loc);
        break;
    }
    case ast::Kind::Subscript: {
        auto* sub = static_cast<ast::Subscript*>(e);
        visitExpr(sub->value);
        if (isTwoElementSlice(sub->slice)) {
            slice(static_cast<ast::Slice*>(sub->slice));
            addOpI(Opcode::COPY, 3, loc);
            addOpI(Opcode::COPY, 3, loc);
            addOpI(Opcode::COPY, 3, loc);
            addOp(Opcode::BINARY_SLICE, loc);
        } else {
            visitExpr(sub->slice);
            addOpI(Opcode::COPY, 2, loc);
            addOpI(Opcode::COPY, 2, loc);
            addOp(Opcode::BINARY_SUBSCR, loc);
        }
        break;
    }
    case ast::Kind::Name:
        nameOp(loc, static_cast<ast::Name*>(e)->id, ast::ExprContext::Load);
        break;
    default:
        error(loc, "invalid node type for augmented assignment");
    }
    loc = locOf(s);
    visitExpr(s->value);
    int binop = 0;
    switch (s->op) {
    case ast::OperatorKind::Add:
        binop = int(BinaryOp::Add);
        break;
    case ast::OperatorKind::Sub:
        binop = int(BinaryOp::Sub);
        break;
    case ast::OperatorKind::Mult:
        binop = int(BinaryOp::Mul);
        break;
    case ast::OperatorKind::MatMult:
        binop = int(BinaryOp::MatMul);
        break;
    case ast::OperatorKind::Div:
        binop = int(BinaryOp::TrueDiv);
        break;
    case ast::OperatorKind::Mod:
        binop = int(BinaryOp::Mod);
        break;
    case ast::OperatorKind::Pow:
        binop = int(BinaryOp::Pow);
        break;
    case ast::OperatorKind::LShift:
        binop = int(BinaryOp::LShift);
        break;
    case ast::OperatorKind::RShift:
        binop = int(BinaryOp::RShift);
        break;
    case ast::OperatorKind::BitOr:
        binop = int(BinaryOp::Or);
        break;
    case ast::OperatorKind::BitXor:
        binop = int(BinaryOp::Xor);
        break;
    case ast::OperatorKind::BitAnd:
        binop = int(BinaryOp::And);
        break;
    case ast::OperatorKind::FloorDiv:
        binop = int(BinaryOp::FloorDiv);
        break;
    }
    addOpI(Opcode::BINARY_OP, binop | vm::kBinaryOpInplaceFlag, loc);
    loc = locOf(e);
    switch (e->kind) {
    case ast::Kind::Attribute: {
        auto* a = static_cast<ast::Attribute*>(e);
        loc = matchAttrStart(loc, a);
        addOpI(Opcode::SWAP, 2, loc);
        addOpName(Opcode::STORE_ATTR, a->attr, loc);
        break;
    }
    case ast::Kind::Subscript:
        if (isTwoElementSlice(static_cast<ast::Subscript*>(e)->slice)) {
            addOpI(Opcode::SWAP, 4, loc);
            addOpI(Opcode::SWAP, 3, loc);
            addOpI(Opcode::SWAP, 2, loc);
            addOp(Opcode::STORE_SLICE, loc);
        } else {
            addOpI(Opcode::SWAP, 3, loc);
            addOpI(Opcode::SWAP, 2, loc);
            addOp(Opcode::STORE_SUBSCR, loc);
        }
        break;
    default:
        nameOp(loc, static_cast<ast::Name*>(e)->id, ast::ExprContext::Store);
        break;
    }
}

void Compiler::checkAnnExpr(ast::Expr* e) {
    visitExpr(e);
    addOp(Opcode::POP_TOP, locOf(e));
}

void Compiler::checkAnnSubscr(ast::Expr* e) {
    if (auto* s = ast::as<ast::Slice>(e)) {
        if (s->lower) checkAnnExpr(s->lower);
        if (s->upper) checkAnnExpr(s->upper);
        if (s->step) checkAnnExpr(s->step);
        return;
    }
    if (auto* t = ast::as<ast::Tuple>(e)) {
        for (ast::Expr* item : t->elts)
            checkAnnSubscr(item);
        return;
    }
    checkAnnExpr(e);
}

void Compiler::annAssign(ast::AnnAssign* s) {
    Location loc = locOf(s);
    ast::Expr* target = s->target;
    bool moduleOrClass = unit().kind == UnitKind::Module || unit().kind == UnitKind::Class;
    if (s->value) {
        visitExpr(s->value);
        visitExpr(target);
    }
    switch (target->kind) {
    case ast::Kind::Name: {
        auto* name = static_cast<ast::Name*>(target);
        forbiddenName(loc, name->id, ast::ExprContext::Store);
        if (s->simple && moduleOrClass) {
            if (futureAnnotations_)
                annotationExpr(s->annotation);
            else
                visitExpr(s->annotation);
            addOpI(Opcode::LOAD_NAME, addNameRaw("__annotations__"), loc);
            Str* mangled = internStr(mangle(name->id));
            if (!mangled) throw RuntimeFailure{};
            loadConst(Value::fromObject(mangled), loc);
            addOp(Opcode::STORE_SUBSCR, loc);
        }
        break;
    }
    case ast::Kind::Attribute: {
        auto* a = static_cast<ast::Attribute*>(target);
        forbiddenName(loc, a->attr, ast::ExprContext::Store);
        if (!s->value) checkAnnExpr(a->value);
        break;
    }
    case ast::Kind::Subscript: {
        auto* sub = static_cast<ast::Subscript*>(target);
        if (!s->value) {
            checkAnnExpr(sub->value);
            checkAnnSubscr(sub->slice);
        }
        break;
    }
    default:
        error(loc, "invalid node type for annotated assignment");
    }
    // The annotation of a complex target is evaluated (and dropped) last.
    if (!s->simple && !futureAnnotations_ && moduleOrClass) checkAnnExpr(s->annotation);
}

// ---- Match statements ----------------------------------------------------------------------
//
// Design. The subject of a match statement stays on the stack while its cases are tried; every
// case but the last one that needs a test works on a COPY of it. A case's pattern is turned into
// straight-line test code by a PatternEmitter, which keeps the one piece of state such code
// needs: what lies on the stack above the point where the case started. That is two blocks:
//
//   * the capture block, at the bottom: one value per name the pattern has captured so far.
//     The names are not stored yet. A case whose pattern fails half-way must leave no name
//     bound, and an or-pattern's alternatives each capture into their own slots, so a value
//     only reaches its variable after the whole pattern (and everything around it) matched.
//     A new capture is sunk (with SWAPs) under the values above it and under the earlier
//     captures, so the earliest capture ends up on top of the block and the stores that follow
//     a match run in capture order.
//   * the scratch block, above it: values a pattern is still taking apart (a subject kept for
//     a type or length test or for indexing, a tuple of keys, unpacked items waiting for their
//     sub-patterns).
//
// A failed test has to drop both blocks before the next case is tried, and how many values that
// is depends on where in the pattern the test sits. Rather than emit a separate clean-up for
// every test, each failing jump goes to an "unwind exit" for its depth: a ladder of POP_TOPs
// placed after the case body, where the exit for depth k pops one value and falls into the exit
// for depth k - 1, down to the exit for depth 0, which is where the next case starts. Exits are
// created on demand, so the ladder is only as tall as the deepest failing test.
//
// The instructions and their order follow what CPython 3.13 emits (the disassembly comparison in
// scripts/compare_dis.py checks every instruction and its position).

namespace {

// `_` on its own: a MatchAs with neither sub-pattern nor name.
bool isBareWildcard(const ast::Pattern* p) {
    const auto* as = ast::as<ast::MatchAs>(p);
    return as && !as->pattern && as->name.empty();
}

// `*_`: a star whose items are thrown away.
bool isDiscardedStar(const ast::Pattern* p) {
    const auto* star = ast::as<ast::MatchStar>(p);
    return star && star->name.empty();
}

std::string quoted(std::string_view name) {
    return "'" + std::string(name) + "'";
}

// What a sequence pattern's items look like as a whole, which decides how it is taken apart.
struct SequenceShape {
    int64_t starAt = -1;        // index of the starred item, or -1
    bool starDiscarded = false; // the starred item is `*_`
    bool nothingToBind = true;  // every item is `_` or `*_`
};

} // namespace

class Compiler::PatternEmitter {
  public:
    explicit PatternEmitter(Compiler& compiler) : c_(compiler) {}

    // Emits the test for `p`, which consumes the value on top of the stack. With
    // `mustBeRefutable`, a pattern that always matches is an error (it would hide later cases).
    void emit(ast::Pattern* p, bool mustBeRefutable);

    // The captured names in the order of their values from the top of the stack down.
    const std::vector<std::string>& captured() const { return captured_; }

    // The exit a failure continues at once this pattern's values are all gone.
    int exitWithNothingLeft() { return unwindExit(0); }

    // Places the ladder of unwind exits here; every exit must be placed exactly once.
    void placeUnwindExits(const Location& loc);

  private:
    Compiler& c_;
    std::vector<std::string> captured_;
    size_t scratch_ = 0;           // values above the capture block
    std::vector<int> unwindExits_; // unwindExits_[k] drops k values and fails

    size_t depth() const { return scratch_ + captured_.size(); }
    int unwindExit(size_t values);
    void failUnless(const Location& loc);
    void failAlways(const Location& loc);
    void failIfNone(const Location& loc);
    void requireLength(const Location& loc, int64_t length, ast::CmpOpKind cmp);
    void sinkTop(const Location& loc, size_t span);
    void capture(const Location& loc, ast::Identifier name);
    template <class MatchItem> void matchSpreadItems(uint32_t count, MatchItem matchItem);
    template <class MatchItem>
    void unpackAndMatch(const Location& loc, uint32_t count, MatchItem matchItem);

    void literal(ast::MatchValue* p);
    void singleton(ast::MatchSingleton* p);
    void sequence(ast::MatchSequence* p);
    SequenceShape sequenceShape(const Location& loc, const ast::List<ast::Pattern*>& items);
    void sequenceByIndex(const Location& loc, const ast::List<ast::Pattern*>& items,
                         int64_t starAt);
    void sequenceByUnpacking(const Location& loc, const ast::List<ast::Pattern*>& items,
                             int64_t starAt);
    void mapping(ast::MatchMapping* p);
    void pushMappingKeys(const Location& loc, const ast::List<ast::Expr*>& keys);
    void buildMappingRest(const Location& loc, uint32_t keyCount);
    void classInstance(ast::MatchClass* p);
    void checkKeywordAttributes(ast::MatchClass* p);
    void alias(ast::MatchAs* p, bool mustBeRefutable);
    void alternatives(ast::MatchOr* p, bool mustBeRefutable);
    void reorderCaptures(const Location& orLoc, const Location& altLoc,
                         std::vector<std::string>& order, const std::vector<std::string>& wanted);
};

// -- The unwind ladder and captures

int Compiler::PatternEmitter::unwindExit(size_t values) {
    while (unwindExits_.size() <= values)
        unwindExits_.push_back(c_.newLabel());
    return unwindExits_[values];
}

// Pops the test result; when it is false, drops everything this pattern left on the stack.
void Compiler::PatternEmitter::failUnless(const Location& loc) {
    c_.addJump(Opcode::POP_JUMP_IF_FALSE, unwindExit(depth()), loc);
}

void Compiler::PatternEmitter::failAlways(const Location& loc) {
    c_.addJump(kJump, unwindExit(depth()), loc);
}

// MATCH_CLASS and MATCH_KEYS leave None for "no match"; the result itself stays.
void Compiler::PatternEmitter::failIfNone(const Location& loc) {
    c_.addOpI(Opcode::COPY, 1, loc);
    c_.loadConst(noneValue(), loc);
    c_.addOpI(Opcode::IS_OP, 1, loc);
    failUnless(loc);
}

// The value on top is a subject that passed its type test: compares its len() with `length`.
void Compiler::PatternEmitter::requireLength(const Location& loc, int64_t length,
                                             ast::CmpOpKind cmp) {
    c_.addOp(Opcode::GET_LEN, loc);
    c_.loadConstRef(intFromInt64(length), loc);
    c_.addCompare(loc, cmp);
    failUnless(loc);
}

void Compiler::PatternEmitter::placeUnwindExits(const Location& loc) {
    if (unwindExits_.empty()) return;
    for (size_t values = unwindExits_.size() - 1; values > 0; --values) {
        c_.useLabel(unwindExits_[values]);
        c_.addOp(Opcode::POP_TOP, loc);
    }
    c_.useLabel(unwindExits_[0]);
    unwindExits_.clear();
}

// Moves the top value down to the bottom of the top `span` values; the others move up one.
void Compiler::PatternEmitter::sinkTop(const Location& loc, size_t span) {
    for (size_t k = span; k > 1; --k)
        c_.addOpI(Opcode::SWAP, int(k), loc);
}

// Adds the value on top to the bottom of the capture block, or drops it for `_`.
void Compiler::PatternEmitter::capture(const Location& loc, ast::Identifier name) {
    if (name.empty()) {
        c_.addOp(Opcode::POP_TOP, loc);
        return;
    }
    c_.forbiddenName(loc, name, ast::ExprContext::Store);
    if (std::find(captured_.begin(), captured_.end(), name) != captured_.end())
        c_.error(loc, "multiple assignments to name " + quoted(name) + " in pattern");
    sinkTop(loc, depth() + 1);
    captured_.emplace_back(name);
}

// A container counted as scratch has just been spread into `count` items, the first on top.
// The items wait as scratch; matchItem(i) consumes item i, so by the time it runs only the
// items after it are still waiting.
template <class MatchItem>
void Compiler::PatternEmitter::matchSpreadItems(uint32_t count, MatchItem matchItem) {
    scratch_ = scratch_ - 1 + count;
    for (uint32_t i = 0; i < count; ++i) {
        --scratch_;
        matchItem(i);
    }
}

// The value on top (counted as scratch) is a sequence of exactly `count` items.
template <class MatchItem>
void Compiler::PatternEmitter::unpackAndMatch(const Location& loc, uint32_t count,
                                              MatchItem matchItem) {
    c_.addOpI(Opcode::UNPACK_SEQUENCE, int(count), loc);
    matchSpreadItems(count, matchItem);
}

// -- Dispatch

void Compiler::PatternEmitter::emit(ast::Pattern* p, bool mustBeRefutable) {
    switch (p->kind) {
    case ast::Kind::MatchValue:
        literal(static_cast<ast::MatchValue*>(p));
        return;
    case ast::Kind::MatchSingleton:
        singleton(static_cast<ast::MatchSingleton*>(p));
        return;
    case ast::Kind::MatchSequence:
        sequence(static_cast<ast::MatchSequence*>(p));
        return;
    case ast::Kind::MatchMapping:
        mapping(static_cast<ast::MatchMapping*>(p));
        return;
    case ast::Kind::MatchClass:
        classInstance(static_cast<ast::MatchClass*>(p));
        return;
    case ast::Kind::MatchStar:
        // Only an unpacked sequence hands a star its own value (a list of the middle items).
        capture(locOf(p), static_cast<ast::MatchStar*>(p)->name);
        return;
    case ast::Kind::MatchAs:
        alias(static_cast<ast::MatchAs*>(p), mustBeRefutable);
        return;
    case ast::Kind::MatchOr:
        alternatives(static_cast<ast::MatchOr*>(p), mustBeRefutable);
        return;
    default:
        throw std::logic_error("not a pattern node");
    }
}

// -- Literals

// `case 1:` / `case Color.RED:` matches when subject == value.
void Compiler::PatternEmitter::literal(ast::MatchValue* p) {
    Location loc = locOf(p);
    // The AST optimizer has already folded `-1` and `1 + 2j` into Constants.
    if (p->value->kind != ast::Kind::Constant && p->value->kind != ast::Kind::Attribute)
        c_.error(loc, "patterns may only match literals and attribute lookups");
    c_.visitExpr(p->value);
    c_.addCompare(loc, ast::CmpOpKind::Eq);
    c_.addOp(Opcode::TO_BOOL, loc);
    failUnless(loc);
}

// `case None:` / `case True:` matches by identity.
void Compiler::PatternEmitter::singleton(ast::MatchSingleton* p) {
    Location loc = locOf(p);
    c_.loadConstRef(constantFromLiteral(p->value), loc);
    c_.addCompare(loc, ast::CmpOpKind::Is);
    failUnless(loc);
}

// -- Sequences

SequenceShape Compiler::PatternEmitter::sequenceShape(const Location& loc,
                                                      const ast::List<ast::Pattern*>& items) {
    SequenceShape shape;
    for (uint32_t i = 0; i < items.size; ++i) {
        ast::Pattern* item = items[i];
        if (item->kind != ast::Kind::MatchStar) {
            shape.nothingToBind = shape.nothingToBind && isBareWildcard(item);
            continue;
        }
        if (shape.starAt >= 0) c_.error(loc, "multiple starred names in sequence pattern");
        shape.starAt = int64_t(i);
        shape.starDiscarded = isDiscardedStar(item);
        shape.nothingToBind = shape.nothingToBind && shape.starDiscarded;
    }
    return shape;
}

// `case [a, *rest, b]:` matches a sequence (not str, bytes or bytearray) with the right
// number of items whose items match the sub-patterns.
void Compiler::PatternEmitter::sequence(ast::MatchSequence* p) {
    Location loc = locOf(p);
    const auto& items = p->patterns;
    int64_t size = int64_t(items.size);
    SequenceShape shape = sequenceShape(loc, items);
    // The subject is kept through the type and length tests, so it counts as scratch.
    ++scratch_;
    c_.addOp(Opcode::MATCH_SEQUENCE, loc);
    failUnless(loc);
    // A lone star matches any length.
    if (shape.starAt < 0)
        requireLength(loc, size, ast::CmpOpKind::Eq);
    else if (size > 1)
        requireLength(loc, size - 1, ast::CmpOpKind::GtE);
    if (shape.nothingToBind) {
        // `[]`, `[_, _]`, `[_, *_]`: the tests were the whole pattern.
        c_.addOp(Opcode::POP_TOP, loc);
        --scratch_;
    } else if (shape.starDiscarded) {
        sequenceByIndex(loc, items, shape.starAt);
    } else {
        sequenceByUnpacking(loc, items, shape.starAt);
    }
}

// With `*_` the middle items are never needed, so only the wanted items are fetched: those
// before the star as subject[i], those after it as subject[len(subject) - k] (a sequence need
// not accept negative indexes). The subject stays on the stack for the indexing.
void Compiler::PatternEmitter::sequenceByIndex(const Location& loc,
                                               const ast::List<ast::Pattern*>& items,
                                               int64_t starAt) {
    int64_t size = int64_t(items.size);
    for (int64_t i = 0; i < size; ++i) {
        ast::Pattern* item = items[uint32_t(i)];
        if (i == starAt || isBareWildcard(item)) continue;
        c_.addOpI(Opcode::COPY, 1, loc);
        if (i < starAt) {
            c_.loadConstRef(intFromInt64(i), loc);
        } else {
            c_.addOp(Opcode::GET_LEN, loc);
            c_.loadConstRef(intFromInt64(size - i), loc);
            c_.addOpI(Opcode::BINARY_OP, int(BinaryOp::Sub), loc);
        }
        c_.addOp(Opcode::BINARY_SUBSCR, loc);
        emit(item, false);
    }
    c_.addOp(Opcode::POP_TOP, loc);
    --scratch_;
}

// Spreads the subject's items on the stack (a starred item receives a list of the middle
// ones) and matches them first to last.
void Compiler::PatternEmitter::sequenceByUnpacking(const Location& loc,
                                                   const ast::List<ast::Pattern*>& items,
                                                   int64_t starAt) {
    uint32_t count = items.size;
    auto matchItem = [&](uint32_t i) { emit(items[i], false); };
    if (starAt < 0) {
        unpackAndMatch(loc, count, matchItem);
        return;
    }
    // UNPACK_EX packs the counts before (low byte) and after the star into its argument.
    uint32_t before = uint32_t(starAt);
    uint32_t after = count - before - 1;
    if (before >= (1u << 8) || after >= (uint32_t(INT32_MAX) >> 8))
        c_.error(loc, "too many expressions in star-unpacking sequence pattern");
    c_.addOpI(Opcode::UNPACK_EX, int(before + (after << 8)), loc);
    matchSpreadItems(count, matchItem);
}

// -- Mappings

// `case {"k": v, **rest}:` matches a mapping that has every key, whose values match the
// sub-patterns; rest receives a dict of the remaining items.
void Compiler::PatternEmitter::mapping(ast::MatchMapping* p) {
    Location loc = locOf(p);
    const auto& keys = p->keys;
    uint32_t keyCount = keys.size;
    bool wantsRest = !p->rest.empty();
    ++scratch_; // the subject
    c_.addOp(Opcode::MATCH_MAPPING, loc);
    failUnless(loc);
    if (keyCount == 0 && !wantsRest) {
        // `{}` matches every mapping.
        c_.addOp(Opcode::POP_TOP, loc);
        --scratch_;
        return;
    }
    if (keyCount > 0) requireLength(loc, keyCount, ast::CmpOpKind::GtE);
    pushMappingKeys(loc, keys);
    // MATCH_KEYS pushes a tuple of the values, or None when a key is missing; the subject and
    // the keys stay underneath.
    c_.addOp(Opcode::MATCH_KEYS, loc);
    scratch_ += 2;
    failIfNone(loc);
    unpackAndMatch(loc, keyCount, [&](uint32_t i) { emit(p->patterns[i], false); });
    // What remains scratch is the subject and the keys; both are used up below.
    scratch_ -= 2;
    if (wantsRest) {
        buildMappingRest(loc, keyCount);
        capture(loc, p->rest);
    } else {
        c_.addOp(Opcode::POP_TOP, loc); // the keys
        c_.addOp(Opcode::POP_TOP, loc); // the subject
    }
}

// Pushes the keys as one tuple. Two equal literal keys are a compile-time error (equal as
// dict keys are: 1 and 1.0 collide); attribute keys are only known at run time, where
// MATCH_KEYS rejects duplicates.
void Compiler::PatternEmitter::pushMappingKeys(const Location& loc,
                                               const ast::List<ast::Expr*>& keys) {
    Ref literals = setNew();
    if (!literals) throw RuntimeFailure{};
    Set* literalSet = static_cast<Set*>(literals.object());
    for (uint32_t i = 0; i < keys.size; ++i) {
        ast::Expr* key = keys[i];
        if (key->kind == ast::Kind::Constant) {
            Ref value = c_.constantOf(static_cast<ast::Constant*>(key));
            int present = setContains(literalSet, value.get());
            if (present < 0) throw RuntimeFailure{};
            if (present) {
                Ref text = repr(value.get());
                if (!text) throw RuntimeFailure{};
                c_.error(loc, "mapping pattern checks duplicate key (" +
                                  std::string(strUtf8(asStr(text.get()))) + ")");
            }
            if (!setAdd(literalSet, value.get())) throw RuntimeFailure{};
        } else if (key->kind != ast::Kind::Attribute) {
            c_.error(loc, "mapping pattern keys may only match literals and attribute lookups");
        }
        c_.visitExpr(key);
    }
    c_.addOpI(Opcode::BUILD_TUPLE, int(keys.size), loc);
}

// Stack: subject, keys. Leaves a new dict holding the subject's items minus the keys.
void Compiler::PatternEmitter::buildMappingRest(const Location& loc, uint32_t keyCount) {
    c_.addOpI(Opcode::BUILD_MAP, 0, loc);                   // subject, keys, {}
    c_.addOpI(Opcode::SWAP, 3, loc);                        // {}, keys, subject
    c_.addOpI(Opcode::DICT_UPDATE, 2, loc);                 // rest, keys
    c_.addOpI(Opcode::UNPACK_SEQUENCE, int(keyCount), loc); // rest, key...
    // Each round deletes the topmost remaining key from rest.
    for (uint32_t keysLeft = keyCount; keysLeft > 0; --keysLeft) {
        c_.addOpI(Opcode::COPY, int(keysLeft + 1), loc); // rest, key..., rest
        c_.addOpI(Opcode::SWAP, 2, loc);                 // rest, key..., rest, key
        c_.addOp(Opcode::DELETE_SUBSCR, loc);            // rest, one key fewer
    }
}

// -- Class patterns

// Keyword names may not be __debug__ or repeat; each name is checked against the ones after
// it, so a repeat is reported at its second occurrence.
void Compiler::PatternEmitter::checkKeywordAttributes(ast::MatchClass* p) {
    const auto& names = p->kwd_attrs;
    // The parser keeps no positions for the bare names, so errors point at their patterns.
    for (uint32_t i = 0; i < names.size; ++i) {
        c_.forbiddenName(locOf(p->kwd_patterns[i]), names[i], ast::ExprContext::Store);
        for (uint32_t later = i + 1; later < names.size; ++later) {
            if (names[later] == names[i])
                c_.error(locOf(p->kwd_patterns[later]),
                         "attribute name repeated in class pattern: " + std::string(names[i]));
        }
    }
}

// `case Point(x, y=0):` matches an instance of Point whose attributes (positional ones named
// by Point.__match_args__, then the keywords) match the sub-patterns. MATCH_CLASS does the
// instance test and collects the attributes into one tuple.
void Compiler::PatternEmitter::classInstance(ast::MatchClass* p) {
    Location loc = locOf(p);
    checkKeywordAttributes(p);
    uint32_t positional = p->patterns.size;
    uint32_t keywords = p->kwd_attrs.size;
    c_.visitExpr(p->cls);
    std::vector<Ref> names;
    std::vector<Value> nameValues;
    for (uint32_t i = 0; i < keywords; ++i) {
        names.push_back(strFromUtf8(p->kwd_attrs[i]));
        if (!names.back()) throw RuntimeFailure{};
        nameValues.push_back(names.back().get());
    }
    c_.loadConstRef(tupleFromValues(nameValues.data(), int64_t(nameValues.size())), loc);
    c_.addOpI(Opcode::MATCH_CLASS, int(positional), loc);
    ++scratch_; // the attributes tuple
    failIfNone(loc);
    unpackAndMatch(loc, positional + keywords, [&](uint32_t i) {
        ast::Pattern* item = i < positional ? p->patterns[i] : p->kwd_patterns[i - positional];
        // An attribute matched by `_` is dropped on the class pattern's own line.
        if (isBareWildcard(item))
            c_.addOp(Opcode::POP_TOP, loc);
        else
            emit(item, false);
    });
}

// -- Captures and alternatives

// `case x:`, `case _:` and `case <pattern> as x:`.
void Compiler::PatternEmitter::alias(ast::MatchAs* p, bool mustBeRefutable) {
    Location loc = locOf(p);
    if (!p->pattern) {
        if (mustBeRefutable) {
            if (!p->name.empty())
                c_.error(loc, "name capture " + quoted(p->name) +
                                  " makes remaining patterns unreachable");
            c_.error(loc, "wildcard makes remaining patterns unreachable");
        }
        capture(loc, p->name);
        return;
    }
    // The inner pattern consumes a copy; the original is captured if it matched.
    ++scratch_;
    c_.addOpI(Opcode::COPY, 1, loc);
    emit(p->pattern, mustBeRefutable);
    --scratch_;
    capture(loc, p->name);
}

// `case A | B | C:` tries each alternative on a copy of the subject, each with an emitter of
// its own (a failed alternative unwinds only what it pushed, then the next one starts). All
// must capture the same names; each successful alternative reorders its captures into the
// first one's order and jumps to a common point, where the captures join this pattern's.
void Compiler::PatternEmitter::alternatives(ast::MatchOr* p, bool mustBeRefutable) {
    Location loc = locOf(p);
    int matched = c_.newLabel();
    uint32_t count = p->patterns.size;
    std::vector<std::string> names;
    for (uint32_t i = 0; i < count; ++i) {
        ast::Pattern* alt = p->patterns[i];
        Location altLoc = locOf(alt);
        PatternEmitter branch(c_);
        c_.addOpI(Opcode::COPY, 1, altLoc);
        // Only the last alternative may always match, and only where this pattern may.
        branch.emit(alt, i + 1 < count || mustBeRefutable);
        if (i == 0)
            names = branch.captured_;
        else
            reorderCaptures(loc, altLoc, branch.captured_, names);
        c_.addJump(kJump, matched, altLoc);
        branch.placeUnwindExits(altLoc);
    }
    // No alternative matched: drop the subject and fail.
    c_.addOp(Opcode::POP_TOP, loc);
    failAlways(loc);
    c_.useLabel(matched);
    // Stack: captures, scratch, subject, the alternative's captures (names[0] on top). Moving
    // those into the capture block is capturing them again, with the subject and the names
    // still waiting counted as scratch.
    scratch_ += 1 + names.size();
    for (const std::string& name : names) {
        --scratch_;
        capture(loc, name);
    }
    c_.addOp(Opcode::POP_TOP, loc); // the subject
    --scratch_;
}

// Makes the alternative's captures, `order` (top first), line up with `wanted`. The slots are
// fixed from the deepest one up: when the name a slot wants sits w slots under the top, the top
// w + 1 values are sunk, one at a time, to the bottom of the part not fixed yet, which brings
// that name into place and leaves the deeper slots alone.
void Compiler::PatternEmitter::reorderCaptures(const Location& orLoc, const Location& altLoc,
                                               std::vector<std::string>& order,
                                               const std::vector<std::string>& wanted) {
    auto differ = [&]() { c_.error(orLoc, "alternative patterns bind different names"); };
    if (order.size() != wanted.size()) differ();
    for (size_t slot = wanted.size(); slot-- > 0;) {
        auto at = std::find(order.begin(), order.begin() + std::ptrdiff_t(slot) + 1, wanted[slot]);
        if (at == order.begin() + std::ptrdiff_t(slot) + 1) differ();
        size_t from = size_t(at - order.begin());
        if (from == slot) continue;
        std::rotate(order.begin(), at + 1, order.begin() + std::ptrdiff_t(slot) + 1);
        for (size_t moves = from + 1; moves > 0; --moves)
            sinkTop(altLoc, slot + 1);
    }
}

// -- The statement

void Compiler::matchStmt(ast::Match* s) {
    visitExpr(s->subject);
    int end = newLabel();
    uint32_t cases = s->cases.size;
    ast::MatchCase* last = s->cases[cases - 1];
    // A final `case _:` after other cases is no test at all: it runs on what is left.
    bool defaultCase = cases > 1 && isBareWildcard(last->pattern);
    uint32_t tested = defaultCase ? cases - 1 : cases;
    for (uint32_t i = 0; i < tested; ++i) {
        ast::MatchCase* c = s->cases[i];
        Location loc = locOf(c->pattern);
        bool keepsSubject = i + 1 < tested;
        // Later tests still need the subject, so this one consumes a copy.
        if (keepsSubject) addOpI(Opcode::COPY, 1, loc);
        PatternEmitter test(*this);
        // A case that always matches hides the cases after it unless a guard can refuse.
        test.emit(c->pattern, c->guard == nullptr && i + 1 < cases);
        // Matched: bind the captures, top of the stack first.
        for (const std::string& name : test.captured())
            nameOp(loc, name, ast::ExprContext::Store);
        if (c->guard) jumpIf(loc, c->guard, test.exitWithNothingLeft(), false);
        if (keepsSubject) addOp(Opcode::POP_TOP, loc);
        visitStmts(c->body);
        addJump(kJump, end, kNoLocation);
        // The unwind ladder carries the pattern's position, not that of the body's last line.
        test.placeUnwindExits(loc);
    }
    if (defaultCase) {
        Location loc = locOf(last->pattern);
        // The last tested case consumed the subject; the NOP gives this case its line event.
        addOp(Opcode::NOP, loc);
        if (last->guard) jumpIf(loc, last->guard, end, false);
        visitStmts(last->body);
    }
    useLabel(end);
}

// ---- Expressions -----------------------------------------------------------------------

void Compiler::visitExpr(ast::Expr* e) {
    Location loc = locOf(e);
    switch (e->kind) {
    case ast::Kind::NamedExpr: {
        auto* n = static_cast<ast::NamedExpr*>(e);
        visitExpr(n->value);
        addOpI(Opcode::COPY, 1, loc);
        visitExpr(n->target);
        break;
    }
    case ast::Kind::BoolOp:
        boolOp(static_cast<ast::BoolOp*>(e));
        break;
    case ast::Kind::BinOp: {
        auto* n = static_cast<ast::BinOp*>(e);
        visitExpr(n->left);
        visitExpr(n->right);
        int binop = 0;
        switch (n->op) {
        case ast::OperatorKind::Add:
            binop = int(BinaryOp::Add);
            break;
        case ast::OperatorKind::Sub:
            binop = int(BinaryOp::Sub);
            break;
        case ast::OperatorKind::Mult:
            binop = int(BinaryOp::Mul);
            break;
        case ast::OperatorKind::MatMult:
            binop = int(BinaryOp::MatMul);
            break;
        case ast::OperatorKind::Div:
            binop = int(BinaryOp::TrueDiv);
            break;
        case ast::OperatorKind::Mod:
            binop = int(BinaryOp::Mod);
            break;
        case ast::OperatorKind::Pow:
            binop = int(BinaryOp::Pow);
            break;
        case ast::OperatorKind::LShift:
            binop = int(BinaryOp::LShift);
            break;
        case ast::OperatorKind::RShift:
            binop = int(BinaryOp::RShift);
            break;
        case ast::OperatorKind::BitOr:
            binop = int(BinaryOp::Or);
            break;
        case ast::OperatorKind::BitXor:
            binop = int(BinaryOp::Xor);
            break;
        case ast::OperatorKind::BitAnd:
            binop = int(BinaryOp::And);
            break;
        case ast::OperatorKind::FloorDiv:
            binop = int(BinaryOp::FloorDiv);
            break;
        }
        addOpI(Opcode::BINARY_OP, binop, loc);
        break;
    }
    case ast::Kind::UnaryOp: {
        auto* n = static_cast<ast::UnaryOp*>(e);
        visitExpr(n->operand);
        switch (n->op) {
        case ast::UnaryOpKind::UAdd:
            addOpI(Opcode::CALL_INTRINSIC_1, int(vm::Intrinsic1::INTRINSIC_UNARY_POSITIVE), loc);
            break;
        case ast::UnaryOpKind::Not:
            addOp(Opcode::TO_BOOL, loc);
            addOp(Opcode::UNARY_NOT, loc);
            break;
        case ast::UnaryOpKind::USub:
            addOp(Opcode::UNARY_NEGATIVE, loc);
            break;
        case ast::UnaryOpKind::Invert:
            addOp(Opcode::UNARY_INVERT, loc);
            break;
        }
        break;
    }
    case ast::Kind::Lambda:
        lambda(static_cast<ast::Lambda*>(e));
        break;
    case ast::Kind::IfExp:
        ifExp(static_cast<ast::IfExp*>(e));
        break;
    case ast::Kind::Dict:
        dict(static_cast<ast::Dict*>(e));
        break;
    case ast::Kind::Set:
        starUnpackHelper(loc, static_cast<ast::Set*>(e)->elts, 0, Opcode::BUILD_SET,
                         Opcode::SET_ADD, Opcode::SET_UPDATE, false);
        break;
    case ast::Kind::GeneratorExp: {
        auto* n = static_cast<ast::GeneratorExp*>(e);
        comprehension(e, 0, "<genexpr>", n->generators, n->elt, nullptr);
        break;
    }
    case ast::Kind::ListComp: {
        auto* n = static_cast<ast::ListComp*>(e);
        comprehension(e, 1, "<listcomp>", n->generators, n->elt, nullptr);
        break;
    }
    case ast::Kind::SetComp: {
        auto* n = static_cast<ast::SetComp*>(e);
        comprehension(e, 2, "<setcomp>", n->generators, n->elt, nullptr);
        break;
    }
    case ast::Kind::DictComp: {
        auto* n = static_cast<ast::DictComp*>(e);
        comprehension(e, 3, "<dictcomp>", n->generators, n->key, n->value);
        break;
    }
    case ast::Kind::Yield: {
        if (!unit().scope->isFunctionLike()) error(loc, "'yield' outside function");
        auto* n = static_cast<ast::Yield*>(e);
        if (n->value)
            visitExpr(n->value);
        else
            loadConst(noneValue(), loc);
        addYield(loc);
        break;
    }
    case ast::Kind::YieldFrom: {
        if (!unit().scope->isFunctionLike()) error(loc, "'yield' outside function");
        visitExpr(static_cast<ast::YieldFrom*>(e)->value);
        addOp(Opcode::GET_YIELD_FROM_ITER, loc);
        loadConst(noneValue(), loc);
        addYieldFrom(loc, false);
        break;
    }
    case ast::Kind::Await:
        if (!unit().scope->isFunctionLike()) error(loc, "'await' outside function");
        if (unit().kind != UnitKind::AsyncFunction && unit().kind != UnitKind::Comprehension)
            error(loc, "'await' outside async function");
        notSupported(loc, "await");
    case ast::Kind::Compare:
        compare(static_cast<ast::Compare*>(e));
        break;
    case ast::Kind::Call:
        call(static_cast<ast::Call*>(e));
        break;
    case ast::Kind::Constant:
        loadConstRef(constantOf(static_cast<ast::Constant*>(e)), loc);
        break;
    case ast::Kind::JoinedStr:
        joinedStr(static_cast<ast::JoinedStr*>(e));
        break;
    case ast::Kind::FormattedValue:
        formattedValue(static_cast<ast::FormattedValue*>(e));
        break;
    case ast::Kind::Attribute:
        attribute(static_cast<ast::Attribute*>(e));
        break;
    case ast::Kind::Subscript:
        subscript(static_cast<ast::Subscript*>(e));
        break;
    case ast::Kind::Starred:
        if (static_cast<ast::Starred*>(e)->ctx == ast::ExprContext::Store)
            error(loc, "starred assignment target must be in a list or tuple");
        error(loc, "can't use starred expression here");
    case ast::Kind::Slice: {
        int n = slice(static_cast<ast::Slice*>(e));
        addOpI(Opcode::BUILD_SLICE, n, loc);
        break;
    }
    case ast::Kind::Name: {
        auto* n = static_cast<ast::Name*>(e);
        nameOp(loc, n->id, n->ctx);
        break;
    }
    case ast::Kind::ListExpr: {
        auto* n = static_cast<ast::ListExpr*>(e);
        if (n->ctx == ast::ExprContext::Store)
            assignmentHelper(loc, n->elts);
        else if (n->ctx == ast::ExprContext::Load)
            starUnpackHelper(loc, n->elts, 0, Opcode::BUILD_LIST, Opcode::LIST_APPEND,
                             Opcode::LIST_EXTEND, false);
        else
            visitExprs(n->elts);
        break;
    }
    case ast::Kind::Tuple: {
        auto* n = static_cast<ast::Tuple*>(e);
        if (n->ctx == ast::ExprContext::Store)
            assignmentHelper(loc, n->elts);
        else if (n->ctx == ast::ExprContext::Load)
            starUnpackHelper(loc, n->elts, 0, Opcode::BUILD_LIST, Opcode::LIST_APPEND,
                             Opcode::LIST_EXTEND, true);
        else
            visitExprs(n->elts);
        break;
    }
    default:
        error(loc, "unknown expression kind");
    }
}

void Compiler::addYield(const Location& loc) {
    addOpI(Opcode::YIELD_VALUE, 0, loc);
    addOpI(Opcode::RESUME, vm::kResumeAfterYield, loc);
}

// The yield-from loop: SEND the value into the sub-iterator until it
// finishes; a throw()/close() that raises StopIteration is caught by
// CLEANUP_THROW.
void Compiler::addYieldFrom(const Location& loc, bool await) {
    int send = newLabel(), fail = newLabel(), exit = newLabel();
    useLabel(send);
    addJump(Opcode::SEND, exit, loc);
    addJump(kSetupFinally, fail, loc);
    addOpI(Opcode::YIELD_VALUE, 1, loc);
    addPseudo(kPopBlock, 0, kNoLocation);
    addOpI(Opcode::RESUME, await ? vm::kResumeAfterAwait : vm::kResumeAfterYieldFrom, loc);
    addJump(kJumpNoInterrupt, send, loc);
    useLabel(fail);
    addOp(Opcode::CLEANUP_THROW, loc);
    useLabel(exit);
    addOp(Opcode::END_SEND, loc);
}

// Compiles `e` as a condition: jumps to `next` when its truth equals
// `cond`, falls through otherwise. and/or/not and chained comparisons
// become jumps instead of building a value.
void Compiler::jumpIf(const Location& loc, ast::Expr* e, int next, bool cond) {
    switch (e->kind) {
    case ast::Kind::UnaryOp: {
        auto* n = static_cast<ast::UnaryOp*>(e);
        if (n->op == ast::UnaryOpKind::Not) {
            jumpIf(loc, n->operand, next, !cond);
            return;
        }
        break;
    }
    case ast::Kind::BoolOp: {
        auto* n = static_cast<ast::BoolOp*>(e);
        uint32_t count = n->values.size - 1;
        bool cond2 = n->op == ast::BoolOpKind::Or;
        int next2 = next;
        if (cond2 != cond) next2 = newLabel();
        for (uint32_t i = 0; i < count; ++i)
            jumpIf(loc, n->values[i], next2, cond2);
        jumpIf(loc, n->values[count], next, cond);
        if (next2 != next) useLabel(next2);
        return;
    }
    case ast::Kind::IfExp: {
        auto* n = static_cast<ast::IfExp*>(e);
        int end = newLabel(), next2 = newLabel();
        jumpIf(loc, n->test, next2, false);
        jumpIf(loc, n->body, next, cond);
        addJump(kJump, end, kNoLocation);
        useLabel(next2);
        jumpIf(loc, n->orelse, next, cond);
        useLabel(end);
        return;
    }
    case ast::Kind::Compare: {
        auto* n = static_cast<ast::Compare*>(e);
        uint32_t count = n->ops.size - 1;
        if (count > 0) {
            checkCompare(n);
            Location eloc = locOf(e);
            int cleanup = newLabel();
            visitExpr(n->left);
            for (uint32_t i = 0; i < count; ++i) {
                visitExpr(n->comparators[i]);
                addOpI(Opcode::SWAP, 2, eloc);
                addOpI(Opcode::COPY, 2, eloc);
                addCompare(eloc, n->ops[i]);
                addOp(Opcode::TO_BOOL, eloc);
                addJump(Opcode::POP_JUMP_IF_FALSE, cleanup, eloc);
            }
            visitExpr(n->comparators[count]);
            addCompare(eloc, n->ops[count]);
            addOp(Opcode::TO_BOOL, eloc);
            addJump(cond ? Opcode::POP_JUMP_IF_TRUE : Opcode::POP_JUMP_IF_FALSE, next, eloc);
            int end = newLabel();
            addJump(kJump, end, kNoLocation);
            useLabel(cleanup);
            addOp(Opcode::POP_TOP, eloc);
            if (!cond) addJump(kJump, next, kNoLocation);
            useLabel(end);
            return;
        }
        break;
    }
    default:
        break;
    }
    visitExpr(e);
    Location eloc = locOf(e);
    addOp(Opcode::TO_BOOL, eloc);
    addJump(cond ? Opcode::POP_JUMP_IF_TRUE : Opcode::POP_JUMP_IF_FALSE, next, eloc);
}

void Compiler::boolOp(ast::BoolOp* e) {
    Location loc = locOf(e);
    Opcode jump =
        e->op == ast::BoolOpKind::And ? Opcode::POP_JUMP_IF_FALSE : Opcode::POP_JUMP_IF_TRUE;
    int end = newLabel();
    uint32_t n = e->values.size - 1;
    for (uint32_t i = 0; i < n; ++i) {
        visitExpr(e->values[i]);
        addOpI(Opcode::COPY, 1, loc);
        addOp(Opcode::TO_BOOL, loc);
        addJump(jump, end, loc);
        addOp(Opcode::POP_TOP, loc);
    }
    visitExpr(e->values[n]);
    useLabel(end);
}

void Compiler::addCompare(const Location& loc, ast::CmpOpKind cmp) {
    CompareOp compareOp;
    switch (cmp) {
    case ast::CmpOpKind::Eq:
        compareOp = CompareOp::Eq;
        break;
    case ast::CmpOpKind::NotEq:
        compareOp = CompareOp::Ne;
        break;
    case ast::CmpOpKind::Lt:
        compareOp = CompareOp::Lt;
        break;
    case ast::CmpOpKind::LtE:
        compareOp = CompareOp::Le;
        break;
    case ast::CmpOpKind::Gt:
        compareOp = CompareOp::Gt;
        break;
    case ast::CmpOpKind::GtE:
        compareOp = CompareOp::Ge;
        break;
    case ast::CmpOpKind::Is:
        addOpI(Opcode::IS_OP, 0, loc);
        return;
    case ast::CmpOpKind::IsNot:
        addOpI(Opcode::IS_OP, 1, loc);
        return;
    case ast::CmpOpKind::In:
        addOpI(Opcode::CONTAINS_OP, 0, loc);
        return;
    case ast::CmpOpKind::NotIn:
        addOpI(Opcode::CONTAINS_OP, 1, loc);
        return;
    default:
        return;
    }
    addOpI(Opcode::COMPARE_OP, int(compareOp) << vm::kCompareOpShift, loc);
}

// `x is 1`: a SyntaxWarning for `is` / `is not` with a literal operand
// (other than None, True, False and Ellipsis).
void Compiler::checkCompare(ast::Compare* e) {
    auto isArg = [&](ast::Expr* operand) {
        auto* c = ast::as<ast::Constant>(operand);
        if (!c) return true;
        Ref value = constantOf(c);
        Value v = value.get();
        return v.is(noneValue()) || v.is(falseValue()) || v.is(trueValue()) ||
               v.is(ellipsisValue());
    };
    bool left = isArg(e->left);
    ast::Expr* leftExpr = e->left;
    for (uint32_t i = 0; i < e->ops.size; ++i) {
        ast::CmpOpKind op = e->ops[i];
        ast::Expr* rightExpr = e->comparators[i];
        bool right = isArg(rightExpr);
        if (op == ast::CmpOpKind::Is || op == ast::CmpOpKind::IsNot) {
            if (!right || !left) {
                ast::Expr* literal = !left ? leftExpr : rightExpr;
                std::string type = inferTypeName(literal);
                warn(locOf(e),
                     op == ast::CmpOpKind::Is
                         ? "\"is\" with '" + type + "' literal. Did you mean \"==\"?"
                         : "\"is not\" with '" + type + "' literal. Did you mean \"!=\"?");
                return;
            }
        }
        left = right;
        leftExpr = rightExpr;
    }
}

// The type an expression certainly evaluates to, for the warnings below.
const char* Compiler::inferTypeName(ast::Expr* e) {
    switch (e->kind) {
    case ast::Kind::Tuple:
        return "tuple";
    case ast::Kind::ListExpr:
    case ast::Kind::ListComp:
        return "list";
    case ast::Kind::Dict:
    case ast::Kind::DictComp:
        return "dict";
    case ast::Kind::Set:
    case ast::Kind::SetComp:
        return "set";
    case ast::Kind::GeneratorExp:
        return "generator";
    case ast::Kind::Lambda:
        return "function";
    case ast::Kind::JoinedStr:
    case ast::Kind::FormattedValue:
        return "str";
    case ast::Kind::Constant: {
        Ref value = constantOf(static_cast<ast::Constant*>(e));
        return typeOf(value.get())->name;
    }
    default:
        return nullptr;
    }
}

void Compiler::checkCaller(ast::Expr* e) {
    switch (e->kind) {
    case ast::Kind::Constant:
    case ast::Kind::Tuple:
    case ast::Kind::ListExpr:
    case ast::Kind::ListComp:
    case ast::Kind::Dict:
    case ast::Kind::DictComp:
    case ast::Kind::Set:
    case ast::Kind::SetComp:
    case ast::Kind::GeneratorExp:
    case ast::Kind::JoinedStr:
    case ast::Kind::FormattedValue:
        warn(locOf(e), "'" + std::string(inferTypeName(e)) +
                           "' object is not callable; perhaps you missed a comma?");
        return;
    default:
        return;
    }
}

void Compiler::checkSubscripter(ast::Expr* e) {
    switch (e->kind) {
    case ast::Kind::Constant: {
        Ref value = constantOf(static_cast<ast::Constant*>(e));
        Value v = value.get();
        Type* type = typeOf(v);
        bool notSubscriptable = v.is(noneValue()) || v.is(ellipsisValue()) || isInt(v) ||
                                type == &gFloatType || type == &gComplexType ||
                                type == &gFrozenSetType || type == &gSetType;
        if (!notSubscriptable) return;
        break;
    }
    case ast::Kind::Set:
    case ast::Kind::SetComp:
    case ast::Kind::GeneratorExp:
    case ast::Kind::Lambda:
        break;
    default:
        return;
    }
    warn(locOf(e), "'" + std::string(inferTypeName(e)) +
                       "' object is not subscriptable; perhaps you missed a comma?");
}

void Compiler::checkIndex(ast::Expr* e, ast::Expr* s) {
    const char* indexType = inferTypeName(s);
    if (!indexType) return;
    if (auto* c = ast::as<ast::Constant>(s)) {
        Ref value = constantOf(c);
        if (isInt(value.get())) return;
    }
    if (s->kind == ast::Kind::Slice) return;
    switch (e->kind) {
    case ast::Kind::Constant: {
        Ref value = constantOf(static_cast<ast::Constant*>(e));
        Value v = value.get();
        if (!(isStr(v) || typeOf(v) == &gBytesType || isTuple(v))) return;
        break;
    }
    case ast::Kind::Tuple:
    case ast::Kind::ListExpr:
    case ast::Kind::ListComp:
    case ast::Kind::JoinedStr:
    case ast::Kind::FormattedValue:
        break;
    default:
        return;
    }
    warn(locOf(e), std::string(inferTypeName(e)) + " indices must be integers or slices, not " +
                       indexType + "; perhaps you missed a comma?");
}

void Compiler::compare(ast::Compare* e) {
    Location loc = locOf(e);
    checkCompare(e);
    visitExpr(e->left);
    uint32_t n = e->ops.size - 1;
    if (n == 0) {
        visitExpr(e->comparators[0]);
        addCompare(loc, e->ops[0]);
        return;
    }
    int cleanup = newLabel();
    for (uint32_t i = 0; i < n; ++i) {
        visitExpr(e->comparators[i]);
        addOpI(Opcode::SWAP, 2, loc);
        addOpI(Opcode::COPY, 2, loc);
        addCompare(loc, e->ops[i]);
        addOpI(Opcode::COPY, 1, loc);
        addOp(Opcode::TO_BOOL, loc);
        addJump(Opcode::POP_JUMP_IF_FALSE, cleanup, loc);
        addOp(Opcode::POP_TOP, loc);
    }
    visitExpr(e->comparators[n]);
    addCompare(loc, e->ops[n]);
    int end = newLabel();
    addJump(kJump, end, kNoLocation);
    useLabel(cleanup);
    addOpI(Opcode::SWAP, 2, loc);
    addOp(Opcode::POP_TOP, loc);
    useLabel(end);
}

void Compiler::validateKeywords(const ast::List<ast::Keyword*>& keywords) {
    for (uint32_t i = 0; i < keywords.size; ++i) {
        ast::Keyword* key = keywords[i];
        if (key->arg.empty()) continue;
        forbiddenName(locOf(key), key->arg, ast::ExprContext::Store);
        for (uint32_t j = i + 1; j < keywords.size; ++j) {
            ast::Keyword* other = keywords[j];
            if (!other->arg.empty() && other->arg == key->arg)
                error(locOf(other), "keyword argument repeated: " + std::string(key->arg));
        }
    }
}

// The module scope's symbol for a name, as CPython's st_top sees it: while
// the module body compiles an inlined comprehension, the comprehension's
// symbols temporarily replace the module's.
const Symbol* Compiler::topSymbol(std::string_view name) {
    Unit& module = *units_.front();
    auto found = module.symbolOverrides.find(std::string(name));
    if (found != module.symbolOverrides.end()) return &found->second;
    return table_.top()->lookup(name);
}

bool Compiler::isImportOriginated(ast::Expr* e) {
    auto* name = ast::as<ast::Name>(e);
    if (!name) return false;
    const Symbol* symbol = topSymbol(name->id);
    return symbol && symbol->has(kDefImport);
}

bool Compiler::canOptimizeSuperCall(ast::Attribute* attr) {
    auto* callExpr = ast::as<ast::Call>(attr->value);
    if (!callExpr) return false;
    auto* func = ast::as<ast::Name>(callExpr->func);
    if (!func || func->id != "super" || attr->attr == "__class__" || !callExpr->keywords.empty())
        return false;
    uint32_t numArgs = callExpr->args.size;
    // A visible rebinding of `super` disables the optimization.
    if (scopeOf(std::string(func->id)) != SymbolScope::GlobalImplicit) return false;
    const Symbol* top = topSymbol(func->id);
    if (top && top->scope != SymbolScope::Unresolved) return false;
    if (numArgs == 2) {
        for (ast::Expr* a : callExpr->args)
            if (a->kind == ast::Kind::Starred) return false;
        return true;
    }
    if (numArgs != 0) return false;
    // Zero-argument super(): needs a first argument and the __class__ cell.
    Unit& u = unit();
    if (u.argCount == 0 && u.posOnlyArgCount == 0) return false;
    return refType("__class__") == SymbolScope::Free;
}

void Compiler::loadArgsForSuper(ast::Call* e) {
    Location loc = locOf(e);
    auto* func = static_cast<ast::Name*>(e->func);
    nameOp(locOf(func), func->id, ast::ExprContext::Load);
    if (e->args.size == 2) {
        visitExpr(e->args[0]);
        visitExpr(e->args[1]);
        return;
    }
    nameOp(loc, "__class__", ast::ExprContext::Load);
    nameOp(loc, unit().varnames.order().at(0), ast::ExprContext::Load);
}

Location Compiler::matchAttrStart(Location loc, ast::Attribute* attr) {
    // Multi-line attribute chains: the instruction belongs to the line of
    // the attribute name.
    if (loc.lineno != attr->pos.endLineno) {
        loc.lineno = attr->pos.endLineno;
        int len = 0;
        for (char c : attr->attr)
            if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++len;
        if (len <= attr->pos.endColOffset) {
            loc.colOffset = attr->pos.endColOffset - len;
        } else {
            loc.colOffset = -1;
            loc.endColOffset = -1;
        }
        loc.endLineno = std::max(loc.lineno, loc.endLineno);
        if (loc.lineno == loc.endLineno)
            loc.endColOffset = std::max(loc.colOffset, loc.endColOffset);
    }
    return loc;
}

bool Compiler::maybeOptimizeMethodCall(ast::Call* e) {
    auto* meth = ast::as<ast::Attribute>(e->func);
    if (!meth || meth->ctx != ast::ExprContext::Load) return false;
    if (isImportOriginated(meth->value)) return false;
    uint32_t argsl = e->args.size, kwdsl = e->keywords.size;
    if (argsl + kwdsl + (kwdsl != 0) >= uint32_t(kStackUseGuideline)) return false;
    for (ast::Expr* a : e->args)
        if (a->kind == ast::Kind::Starred) return false;
    for (ast::Keyword* k : e->keywords)
        if (k->arg.empty()) return false;
    Location loc = locOf(meth);
    if (canOptimizeSuperCall(meth)) {
        auto* superCall = static_cast<ast::Call*>(meth->value);
        loadArgsForSuper(superCall);
        int arg = addName(meth->attr) << 2;
        arg |= 1; // method load
        if (superCall->args.size) arg |= 2;
        addOpI(Opcode::LOAD_SUPER_ATTR, arg, loc);
        loc = matchAttrStart(loc, meth);
        addOp(Opcode::NOP, loc);
    } else {
        visitExpr(meth->value);
        loc = matchAttrStart(loc, meth);
        addOpI(Opcode::LOAD_ATTR, (addName(meth->attr) << 1) | 1, loc);
    }
    visitExprs(e->args);
    if (kwdsl) {
        for (ast::Keyword* k : e->keywords)
            visitExpr(k->value);
        callSimpleKwHelper(loc, e->keywords);
        loc = matchAttrStart(locOf(e), meth);
        addOpI(Opcode::CALL_KW, int(argsl + kwdsl), loc);
    } else {
        loc = matchAttrStart(locOf(e), meth);
        addOpI(Opcode::CALL, int(argsl), loc);
    }
    return true;
}

void Compiler::call(ast::Call* e) {
    validateKeywords(e->keywords);
    if (maybeOptimizeMethodCall(e)) return;
    checkCaller(e->func);
    visitExpr(e->func);
    addOp(Opcode::PUSH_NULL, locOf(e->func));
    callHelper(locOf(e), 0, e->args, e->keywords);
}

void Compiler::callSimpleKwHelper(const Location& loc, const ast::List<ast::Keyword*>& keywords) {
    Tuple* names = tupleNewUninitialized(keywords.size);
    if (!names) throw RuntimeFailure{};
    Ref owner = Ref::steal(Value::fromObject(names));
    for (uint32_t i = 0; i < keywords.size; ++i) {
        Str* name = internStr(keywords[i]->arg);
        if (!name) throw RuntimeFailure{};
        incref(name);
        names->items()[i] = Value::fromObject(name);
    }
    loadConst(owner.get(), loc);
}

void Compiler::subKwargs(const Location& loc, const ast::List<ast::Keyword*>& keywords,
                         uint32_t begin, uint32_t end) {
    uint32_t n = end - begin;
    bool big = n * 2 > uint32_t(kStackUseGuideline);
    if (n > 1 && !big) {
        for (uint32_t i = begin; i < end; ++i)
            visitExpr(keywords[i]->value);
        Tuple* keys = tupleNewUninitialized(n);
        if (!keys) throw RuntimeFailure{};
        Ref owner = Ref::steal(Value::fromObject(keys));
        for (uint32_t i = begin; i < end; ++i) {
            Str* key = internStr(keywords[i]->arg);
            if (!key) throw RuntimeFailure{};
            incref(key);
            keys->items()[i - begin] = Value::fromObject(key);
        }
        loadConst(owner.get(), loc);
        addOpI(Opcode::BUILD_CONST_KEY_MAP, int(n), loc);
        return;
    }
    if (big) addOpI(Opcode::BUILD_MAP, 0, kNoLocation);
    for (uint32_t i = begin; i < end; ++i) {
        Str* key = internStr(keywords[i]->arg);
        if (!key) throw RuntimeFailure{};
        loadConst(Value::fromObject(key), loc);
        visitExpr(keywords[i]->value);
        if (big) addOpI(Opcode::MAP_ADD, 1, kNoLocation);
    }
    if (!big) addOpI(Opcode::BUILD_MAP, int(n), loc);
}

// Pushes the arguments and emits the call. `pushed` arguments are already
// on the stack (the class function and name for __build_class__).
void Compiler::callHelper(const Location& loc, int pushed, const ast::List<ast::Expr*>& args,
                          const ast::List<ast::Keyword*>& keywords) {
    validateKeywords(keywords);
    uint32_t nelts = args.size, nkwelts = keywords.size;
    bool exCall = nelts + nkwelts * 2 > uint32_t(kStackUseGuideline);
    for (ast::Expr* a : args)
        if (a->kind == ast::Kind::Starred) exCall = true;
    for (ast::Keyword* k : keywords)
        if (k->arg.empty()) exCall = true;
    if (!exCall) {
        visitExprs(args);
        if (nkwelts) {
            for (ast::Keyword* k : keywords)
                visitExpr(k->value);
            callSimpleKwHelper(loc, keywords);
            addOpI(Opcode::CALL_KW, pushed + int(nelts + nkwelts), loc);
        } else {
            addOpI(Opcode::CALL, pushed + int(nelts), loc);
        }
        return;
    }
    // f(*args, **kwargs): positional arguments as one tuple, keywords as one dict.
    if (pushed == 0 && nelts == 1 && args[0]->kind == ast::Kind::Starred)
        visitExpr(static_cast<ast::Starred*>(args[0])->value);
    else
        starUnpackHelper(loc, args, pushed, Opcode::BUILD_LIST, Opcode::LIST_APPEND,
                         Opcode::LIST_EXTEND, true);
    if (nkwelts) {
        bool haveDict = false;
        uint32_t seen = 0;
        for (uint32_t i = 0; i < nkwelts; ++i) {
            ast::Keyword* kw = keywords[i];
            if (kw->arg.empty()) {
                if (seen) {
                    subKwargs(loc, keywords, i - seen, i);
                    if (haveDict) addOpI(Opcode::DICT_MERGE, 1, loc);
                    haveDict = true;
                    seen = 0;
                }
                if (!haveDict) {
                    addOpI(Opcode::BUILD_MAP, 0, loc);
                    haveDict = true;
                }
                visitExpr(kw->value);
                addOpI(Opcode::DICT_MERGE, 1, loc);
            } else {
                ++seen;
            }
        }
        if (seen) {
            subKwargs(loc, keywords, nkwelts - seen, nkwelts);
            if (haveDict) addOpI(Opcode::DICT_MERGE, 1, loc);
        }
    }
    addOpI(Opcode::CALL_FUNCTION_EX, nkwelts > 0 ? 1 : 0, loc);
}

bool allConstant(const ast::List<ast::Expr*>& elts, uint32_t begin, uint32_t end) {
    for (uint32_t i = begin; i < end; ++i)
        if (!elts[i] || elts[i]->kind != ast::Kind::Constant) return false;
    return true;
}

// Builds a list/tuple/set display (or call arguments), with *unpacking.
void Compiler::starUnpackHelper(const Location& loc, const ast::List<ast::Expr*>& elts, int pushed,
                                vm::Opcode build, vm::Opcode add, vm::Opcode extend, bool tuple) {
    uint32_t n = elts.size;
    if (n > 2 && allConstant(elts, 0, n)) {
        Tuple* folded = tupleNewUninitialized(n);
        if (!folded) throw RuntimeFailure{};
        Ref owner = Ref::steal(Value::fromObject(folded));
        for (uint32_t i = 0; i < n; ++i)
            folded->items()[i] = constantOf(static_cast<ast::Constant*>(elts[i])).release();
        if (tuple && !pushed) {
            loadConst(owner.get(), loc);
        } else {
            if (add == Opcode::SET_ADD) {
                owner = setFromIterable(&gFrozenSetType, owner.get());
                if (!owner) throw RuntimeFailure{};
            }
            addOpI(build, pushed, loc);
            loadConst(owner.get(), loc);
            addOpI(extend, 1, loc);
            if (tuple)
                addOpI(Opcode::CALL_INTRINSIC_1, int(vm::Intrinsic1::INTRINSIC_LIST_TO_TUPLE), loc);
        }
        return;
    }
    bool big = int(n) + pushed > kStackUseGuideline;
    bool seenStar = false;
    for (ast::Expr* e : elts)
        if (e->kind == ast::Kind::Starred) seenStar = true;
    if (!seenStar && !big) {
        visitExprs(elts);
        addOpI(tuple ? Opcode::BUILD_TUPLE : build, int(n) + pushed, loc);
        return;
    }
    bool built = false;
    if (big) {
        addOpI(build, pushed, loc);
        built = true;
    }
    for (uint32_t i = 0; i < n; ++i) {
        ast::Expr* e = elts[i];
        if (e->kind == ast::Kind::Starred) {
            if (!built) {
                addOpI(build, int(i) + pushed, loc);
                built = true;
            }
            visitExpr(static_cast<ast::Starred*>(e)->value);
            addOpI(extend, 1, loc);
        } else {
            visitExpr(e);
            if (built) addOpI(add, 1, loc);
        }
    }
    if (tuple) addOpI(Opcode::CALL_INTRINSIC_1, int(vm::Intrinsic1::INTRINSIC_LIST_TO_TUPLE), loc);
}

void Compiler::unpackHelper(const Location& loc, const ast::List<ast::Expr*>& elts) {
    uint32_t n = elts.size;
    bool seenStar = false;
    for (uint32_t i = 0; i < n; ++i) {
        ast::Expr* e = elts[i];
        if (e->kind == ast::Kind::Starred && !seenStar) {
            if (i >= (1u << 8) || (n - i - 1) >= (0x7FFFFFFFu >> 8))
                error(loc, "too many expressions in star-unpacking assignment");
            addOpI(Opcode::UNPACK_EX, int(i + ((n - i - 1) << 8)), loc);
            seenStar = true;
        } else if (e->kind == ast::Kind::Starred) {
            error(loc, "multiple starred expressions in assignment");
        }
    }
    if (!seenStar) addOpI(Opcode::UNPACK_SEQUENCE, int(n), loc);
}

void Compiler::assignmentHelper(const Location& loc, const ast::List<ast::Expr*>& elts) {
    unpackHelper(loc, elts);
    for (ast::Expr* e : elts)
        visitExpr(e->kind == ast::Kind::Starred ? static_cast<ast::Starred*>(e)->value : e);
}

void Compiler::subDict(ast::Dict* e, uint32_t begin, uint32_t end) {
    uint32_t n = end - begin;
    bool big = n * 2 > uint32_t(kStackUseGuideline);
    Location loc = locOf(e);
    if (n > 1 && !big && allConstant(e->keys, begin, end)) {
        for (uint32_t i = begin; i < end; ++i)
            visitExpr(e->values[i]);
        Tuple* keys = tupleNewUninitialized(n);
        if (!keys) throw RuntimeFailure{};
        Ref owner = Ref::steal(Value::fromObject(keys));
        for (uint32_t i = begin; i < end; ++i)
            keys->items()[i - begin] =
                constantOf(static_cast<ast::Constant*>(e->keys[i])).release();
        loadConst(owner.get(), loc);
        addOpI(Opcode::BUILD_CONST_KEY_MAP, int(n), loc);
        return;
    }
    if (big) addOpI(Opcode::BUILD_MAP, 0, loc);
    for (uint32_t i = begin; i < end; ++i) {
        visitExpr(e->keys[i]);
        visitExpr(e->values[i]);
        if (big) addOpI(Opcode::MAP_ADD, 1, loc);
    }
    if (!big) addOpI(Opcode::BUILD_MAP, int(n), loc);
}

void Compiler::dict(ast::Dict* e) {
    Location loc = locOf(e);
    uint32_t n = e->values.size;
    bool haveDict = false;
    uint32_t elements = 0;
    for (uint32_t i = 0; i < n; ++i) {
        bool unpacking = e->keys[i] == nullptr;
        if (unpacking) {
            if (elements) {
                subDict(e, i - elements, i);
                if (haveDict) addOpI(Opcode::DICT_UPDATE, 1, loc);
                haveDict = true;
                elements = 0;
            }
            if (!haveDict) {
                addOpI(Opcode::BUILD_MAP, 0, loc);
                haveDict = true;
            }
            visitExpr(e->values[i]);
            addOpI(Opcode::DICT_UPDATE, 1, loc);
        } else if (elements * 2 > uint32_t(kStackUseGuideline)) {
            subDict(e, i - elements, i + 1);
            if (haveDict) addOpI(Opcode::DICT_UPDATE, 1, loc);
            haveDict = true;
            elements = 0;
        } else {
            ++elements;
        }
    }
    if (elements) {
        subDict(e, n - elements, n);
        if (haveDict) addOpI(Opcode::DICT_UPDATE, 1, loc);
        haveDict = true;
    }
    if (!haveDict) addOpI(Opcode::BUILD_MAP, 0, loc);
}

int Compiler::slice(ast::Slice* s) {
    int n = 2;
    if (s->lower)
        visitExpr(s->lower);
    else
        loadConst(noneValue(), locOf(s));
    if (s->upper)
        visitExpr(s->upper);
    else
        loadConst(noneValue(), locOf(s));
    if (s->step) {
        ++n;
        visitExpr(s->step);
    }
    return n;
}

void Compiler::subscript(ast::Subscript* e) {
    Location loc = locOf(e);
    ast::ExprContext ctx = e->ctx;
    if (ctx == ast::ExprContext::Load) {
        checkSubscripter(e->value);
        checkIndex(e->value, e->slice);
    }
    visitExpr(e->value);
    if (isTwoElementSlice(e->slice) && ctx != ast::ExprContext::Del) {
        slice(static_cast<ast::Slice*>(e->slice));
        addOp(ctx == ast::ExprContext::Load ? Opcode::BINARY_SLICE : Opcode::STORE_SLICE, loc);
        return;
    }
    visitExpr(e->slice);
    addOp(ctx == ast::ExprContext::Load    ? Opcode::BINARY_SUBSCR
          : ctx == ast::ExprContext::Store ? Opcode::STORE_SUBSCR
                                           : Opcode::DELETE_SUBSCR,
          loc);
}

// self.x = ... anywhere inside a class's methods records x in the class's
// __static_attributes__.
void Compiler::maybeAddStaticAttribute(ast::Attribute* e) {
    auto* value = ast::as<ast::Name>(e->value);
    if (!value || e->ctx != ast::ExprContext::Store || value->id != "self") return;
    for (size_t i = units_.size() - 1; i-- > 0;) {
        if (units_[i]->kind == UnitKind::Class) {
            units_[i]->staticAttributes.insert(std::string(e->attr));
            break;
        }
    }
}

void Compiler::attribute(ast::Attribute* e) {
    Location loc = locOf(e);
    if (e->ctx == ast::ExprContext::Load && canOptimizeSuperCall(e)) {
        auto* superCall = static_cast<ast::Call*>(e->value);
        loadArgsForSuper(superCall);
        int arg = addName(e->attr) << 2;
        if (superCall->args.size) arg |= 2;
        addOpI(Opcode::LOAD_SUPER_ATTR, arg, loc);
        loc = matchAttrStart(loc, e);
        addOp(Opcode::NOP, loc);
        return;
    }
    maybeAddStaticAttribute(e);
    visitExpr(e->value);
    loc = matchAttrStart(locOf(e), e);
    switch (e->ctx) {
    case ast::ExprContext::Load:
        addOpName(Opcode::LOAD_ATTR, e->attr, loc);
        break;
    case ast::ExprContext::Store:
        forbiddenName(loc, e->attr, ast::ExprContext::Store);
        addOpName(Opcode::STORE_ATTR, e->attr, loc);
        break;
    case ast::ExprContext::Del:
        addOpName(Opcode::DELETE_ATTR, e->attr, loc);
        break;
    }
}

void Compiler::ifExp(ast::IfExp* e) {
    int end = newLabel(), next = newLabel();
    jumpIf(locOf(e), e->test, next, false);
    visitExpr(e->body);
    addJump(kJump, end, kNoLocation);
    useLabel(next);
    visitExpr(e->orelse);
    useLabel(end);
}

void Compiler::lambda(ast::Lambda* e) {
    checkDebugArgs(e->args);
    Location loc = locOf(e);
    int funcFlags = defaultArguments(loc, e->args);
    enterScope("<lambda>", UnitKind::Lambda, e, e->pos.lineno, int(e->args->args.size),
               int(e->args->posonlyargs.size), int(e->args->kwonlyargs.size));
    // None first, so the lambda has no docstring.
    addConst(noneValue());
    visitExpr(e->body);
    Ref code;
    if (unit().scope->generator) {
        code = exitScopeAndAssemble(false);
    } else {
        addOp(Opcode::RETURN_VALUE, locOf(e->body));
        code = exitScopeAndAssemble(true);
    }
    makeClosure(loc, std::move(code), funcFlags);
}

void Compiler::joinedStr(ast::JoinedStr* e) {
    Location loc = locOf(e);
    uint32_t count = e->values.size;
    if (count > uint32_t(kStackUseGuideline)) {
        // ''.join([...]) for very long f-strings.
        loadConstRef(strFromUtf8(""), loc);
        addOpI(Opcode::LOAD_ATTR, (addNameRaw("join") << 1) | 1, loc);
        addOpI(Opcode::BUILD_LIST, 0, loc);
        for (ast::Expr* v : e->values) {
            visitExpr(v);
            addOpI(Opcode::LIST_APPEND, 1, loc);
        }
        addOpI(Opcode::CALL, 1, loc);
        return;
    }
    visitExprs(e->values);
    if (count > 1)
        addOpI(Opcode::BUILD_STRING, int(count), loc);
    else if (count == 0)
        loadConstRef(strFromUtf8(""), loc);
}

void Compiler::formattedValue(ast::FormattedValue* e) {
    visitExpr(e->value);
    Location loc = locOf(e);
    if (e->conversion != -1) {
        vm::Conversion conversion = vm::Conversion::None;
        switch (e->conversion) {
        case 's':
            conversion = vm::Conversion::Str;
            break;
        case 'r':
            conversion = vm::Conversion::Repr;
            break;
        case 'a':
            conversion = vm::Conversion::Ascii;
            break;
        default:
            error(loc, "unrecognized conversion character");
        }
        addOpI(Opcode::CONVERT_VALUE, int(conversion), loc);
    }
    if (e->format_spec) {
        visitExpr(e->format_spec);
        addOp(Opcode::FORMAT_WITH_SPEC, loc);
    } else {
        addOp(Opcode::FORMAT_SIMPLE, loc);
    }
}

// ---- Comprehensions ------------------------------------------------------------------------
// List, set and dict comprehensions are inlined into the enclosing code
// (PEP 709); generator expressions get their own code object.

enum { kCompGenexp = 0, kCompList = 1, kCompSet = 2, kCompDict = 3 };

void Compiler::pushInlinedComprehension(const Location& loc, const Scope* comp,
                                        InlinedState& state) {
    Unit& u = unit();
    bool inClassBlock = u.scope->kind == ScopeKind::Class && !u.inInlinedComp;
    ++u.inInlinedComp;
    for (const Symbol& symbol : comp->symbols) {
        std::string name(symbol.name);
        SymbolScope scope = symbol.scope;
        const Symbol* outer = symbolOf(name);
        SymbolScope outerScope = outer ? outer->scope : SymbolScope::Unresolved;
        if ((scope != outerScope && scope != SymbolScope::Free &&
             !(scope == SymbolScope::Cell && outerScope == SymbolScope::Free)) ||
            inClassBlock) {
            // Compile the comprehension with the name's inner scope; the
            // outer symbol comes back afterwards. A name free in the
            // comprehension keeps its outer scope (it refers to the outer
            // binding); a cell inside that is free outside stays free
            // (*_DEREF either way).
            if (!state.tempSymbols.count(name))
                state.tempSymbols.emplace(name,
                                          outer ? std::optional<Symbol>(*outer) : std::nullopt);
            u.symbolOverrides[name] = symbol;
        }
        bool boundInComp = (symbol.has(kDefLocal) && !symbol.has(kDefNonlocal)) || inClassBlock;
        if (boundInComp) {
            if (!u.scope->isFunctionLike()) {
                // Module and class scopes use a fast local for it.
                auto hidden = u.fastHidden.find(name);
                if (hidden == u.fastHidden.end() || !hidden->second) {
                    u.fastHidden[name] = true;
                    state.fastHidden.push_back(name);
                }
            }
        }
        if (boundInComp) {
            // Save the outer binding (maybe null) on the stack.
            addOpI(Opcode::LOAD_FAST_AND_CLEAR, u.varnames.add(name), loc);
            if (scope == SymbolScope::Cell)
                addOpI(Opcode::MAKE_CELL, cellIndexOf(name, outerScope == SymbolScope::Free), loc);
            state.pushedLocals.push_back(name);
        }
    }
    if (!state.pushedLocals.empty()) {
        // The iterable is below the saved values: bring it back on top.
        addOpI(Opcode::SWAP, int(state.pushedLocals.size()) + 1, loc);
        state.cleanup = newLabel();
        state.end = newLabel();
        addJump(kSetupFinally, state.cleanup, loc);
    }
}

void Compiler::restoreInlinedLocals(const Location& loc, InlinedState& state) {
    addOpI(Opcode::SWAP, int(state.pushedLocals.size()) + 1, loc);
    for (size_t i = state.pushedLocals.size(); i-- > 0;)
        addPseudo(kStoreFastMaybeNull, unit().varnames.add(state.pushedLocals[i]), loc);
}

void Compiler::popInlinedComprehension(const Location& loc, InlinedState& state) {
    Unit& u = unit();
    --u.inInlinedComp;
    for (auto& [name, symbol] : state.tempSymbols) {
        if (symbol)
            u.symbolOverrides[name] = *symbol;
        else
            u.symbolOverrides.erase(name);
    }
    // Overrides equal to the scope's own symbol are dropped again.
    for (auto& [name, symbol] : state.tempSymbols) {
        const Symbol* own = u.scope->lookup(name);
        auto found = u.symbolOverrides.find(name);
        if (found != u.symbolOverrides.end() && own && own->scope == found->second.scope &&
            own->flags == found->second.flags)
            u.symbolOverrides.erase(found);
    }
    if (!state.pushedLocals.empty()) {
        addPseudo(kPopBlock, 0, kNoLocation);
        addJump(kJumpNoInterrupt, state.end, kNoLocation);
        // An exception inside the comprehension: drop the partial result,
        // restore the saved names, re-raise.
        useLabel(state.cleanup);
        addOpI(Opcode::SWAP, 2, kNoLocation);
        addOp(Opcode::POP_TOP, kNoLocation);
        restoreInlinedLocals(loc, state);
        addOpI(Opcode::RERAISE, 0, kNoLocation);
        useLabel(state.end);
        restoreInlinedLocals(loc, state);
    }
    // Names stay marked (false): their slots are CO_FAST_HIDDEN.
    for (const std::string& name : state.fastHidden)
        u.fastHidden[name] = false;
}

void Compiler::comprehension(ast::Expr* e, int type, const std::string& name,
                             const ast::List<ast::Comprehension*>& generators, ast::Expr* elt,
                             ast::Expr* val) {
    const Scope* entry = table_.scopeFor(e);
    if (!entry) throw std::logic_error("no scope for a comprehension");
    for (ast::Comprehension* g : generators)
        if (g->is_async) notSupported(locOf(e), "an asynchronous comprehension");
    bool inlined = entry->inlined;
    Location loc = locOf(e);
    ast::Comprehension* outermost = generators[0];
    InlinedState state;
    if (inlined) {
        visitExpr(outermost->iter);
        addOp(Opcode::GET_ITER, locOf(outermost->iter));
        pushInlinedComprehension(loc, entry, state);
    } else {
        enterScope(name, UnitKind::Comprehension, e, e->pos.lineno, 1, 0, 0);
    }
    if (type != kCompGenexp) {
        Opcode build = type == kCompList  ? Opcode::BUILD_LIST
                       : type == kCompSet ? Opcode::BUILD_SET
                                          : Opcode::BUILD_MAP;
        addOpI(build, 0, loc);
        if (inlined) addOpI(Opcode::SWAP, 2, loc);
    }
    comprehensionGenerator(loc, generators, 0, 0, elt, val, type, inlined);
    if (inlined) {
        popInlinedComprehension(loc, state);
        return;
    }
    if (type != kCompGenexp) addOp(Opcode::RETURN_VALUE, locOf(e));
    if (type == kCompGenexp) wrapInStopIterationHandler();
    Ref code = exitScopeAndAssemble(true);
    makeClosure(loc, std::move(code), 0);
    visitExpr(outermost->iter);
    addOp(Opcode::GET_ITER, locOf(outermost->iter));
    addOpI(Opcode::CALL, 0, loc);
}

void Compiler::comprehensionGenerator(const Location& loc,
                                      const ast::List<ast::Comprehension*>& generators,
                                      uint32_t index, int depth, ast::Expr* elt, ast::Expr* val,
                                      int type, bool iterOnStack) {
    int start = newLabel(), ifCleanup = newLabel(), anchor = newLabel();
    bool haveStart = true;
    ast::Comprehension* gen = generators[index];
    if (!iterOnStack) {
        if (index == 0) {
            // The outermost iterator is the implicit argument ".0".
            addOpI(Opcode::LOAD_FAST, 0, loc);
        } else {
            // for y in [f(x)]: a one-element list or tuple is just assigned.
            const ast::List<ast::Expr*>* elts = nullptr;
            if (auto* list = ast::as<ast::ListExpr>(gen->iter)) elts = &list->elts;
            if (auto* tuple = ast::as<ast::Tuple>(gen->iter)) elts = &tuple->elts;
            if (elts && elts->size == 1 && (*elts)[0]->kind != ast::Kind::Starred) {
                visitExpr((*elts)[0]);
                haveStart = false;
            }
            if (haveStart) {
                visitExpr(gen->iter);
                addOp(Opcode::GET_ITER, locOf(gen->iter));
            }
        }
    }
    if (haveStart) {
        ++depth;
        useLabel(start);
        addJump(Opcode::FOR_ITER, anchor, locOf(gen->iter));
    }
    visitExpr(gen->target);
    for (ast::Expr* cond : gen->ifs)
        jumpIf(loc, cond, ifCleanup, false);
    if (++index < generators.size)
        comprehensionGenerator(loc, generators, index, depth, elt, val, type, false);
    Location eltLoc = locOf(elt);
    if (index >= generators.size) {
        switch (type) {
        case kCompGenexp:
            visitExpr(elt);
            addYield(eltLoc);
            addOp(Opcode::POP_TOP, eltLoc);
            break;
        case kCompList:
            visitExpr(elt);
            addOpI(Opcode::LIST_APPEND, depth + 1, eltLoc);
            break;
        case kCompSet:
            visitExpr(elt);
            addOpI(Opcode::SET_ADD, depth + 1, eltLoc);
            break;
        case kCompDict:
            // {k: v}: the key is evaluated first.
            visitExpr(elt);
            visitExpr(val);
            eltLoc = Location{elt->pos.lineno, val->pos.endLineno, elt->pos.colOffset,
                              val->pos.endColOffset};
            addOpI(Opcode::MAP_ADD, depth + 1, eltLoc);
            break;
        }
    }
    useLabel(ifCleanup);
    if (haveStart) {
        addJump(kJump, start, eltLoc);
        useLabel(anchor);
        addOp(Opcode::END_FOR, kNoLocation);
        addOp(Opcode::POP_TOP, kNoLocation);
    }
}

} // namespace

// ---- Entry point -------------------------------------------------------------------------

namespace {

// The future-statement pass (CPython's future.c): the `from __future__
// import ...` statements at the start of the module (after an optional
// docstring). Returns the features and the location of the last such
// statement, or CPython's error for an unknown feature.
struct FutureInfo {
    uint32_t flags = 0;
    bool annotations = false;
    Location location{-1, -1, -1, -1};
    std::optional<parse::SyntaxErrorInfo> error;
};

constexpr uint32_t kCoFutureBarryAsBdfl = 0x400000;
constexpr uint32_t kCoFutureAnnotations = 0x1000000;

bool isStrConstantStmt(ast::Stmt* s) {
    auto* expr = ast::as<ast::ExprStmt>(s);
    if (!expr) return false;
    auto* constant = ast::as<ast::Constant>(expr->value);
    return constant && constant->value.kind == ast::ConstantValue::Kind::Str;
}

FutureInfo futureFeatures(ast::Mod* mod, const std::string& filename) {
    FutureInfo info;
    const ast::List<ast::Stmt*>* body = nullptr;
    if (auto* module = ast::as<ast::Module>(mod)) body = &module->body;
    if (auto* interactive = ast::as<ast::Interactive>(mod)) body = &interactive->body;
    if (!body || body->empty()) return info;
    uint32_t i = isStrConstantStmt((*body)[0]) ? 1 : 0;
    for (; i < body->size; ++i) {
        auto* from = ast::as<ast::ImportFrom>((*body)[i]);
        if (!from || from->level != 0 || from->module != "__future__") break;
        for (ast::Alias* alias : from->names) {
            std::string_view feature = alias->name;
            if (feature == "nested_scopes" || feature == "generators" || feature == "division" ||
                feature == "absolute_import" || feature == "with_statement" ||
                feature == "print_function" || feature == "unicode_literals" ||
                feature == "generator_stop")
                continue;
            if (feature == "barry_as_FLUFL") {
                info.flags |= kCoFutureBarryAsBdfl;
                continue;
            }
            if (feature == "annotations") {
                info.flags |= kCoFutureAnnotations;
                info.annotations = true;
                continue;
            }
            parse::SyntaxErrorInfo error;
            error.message = feature == "braces"
                                ? std::string("not a chance")
                                : "future feature " + std::string(feature) + " is not defined";
            // CPython reports the statement's start, with no end column.
            error.filename = filename;
            error.lineno = from->pos.lineno;
            error.offset = from->pos.colOffset + 1;
            error.endLineno = from->pos.lineno;
            error.endOffset = 0;
            error.hasText = programTextLine(filename, from->pos.lineno, error.text);
            info.error = error;
            return info;
        }
        info.location = locOf(from);
    }
    return info;
}

} // namespace

// The mode is implied by the tree (Module, Expression or Interactive).
// Error lines are read from the file `filename` names, as CPython does
// (compile() of a string under a made-up name reports no line text), so
// `source` is not needed here.
CompileResult compileModule(ast::Mod* tree, std::string_view filename, std::string_view source,
                            parse::ParseMode mode) {
    (void)mode;
    (void)source;
    CompileResult result;
    std::string name(filename);
    FutureInfo future = futureFeatures(tree, name);
    if (future.error) {
        result.error = future.error;
        return result;
    }
    ConstantValues values;
    try {
        AstOptimizer optimizer(values, future.annotations);
        if (!optimizer.optimize(tree)) {
            parse::SyntaxErrorInfo info;
            info.message = "maximum recursion depth exceeded during compilation";
            info.filename = name;
            result.error = info;
            result.errorType = CompileResult::ErrorType::RecursionError;
            return result;
        }
        SymtableOptions options;
        options.futureAnnotations = future.annotations;
        SourceLineFn lines = [&name](int32_t lineno, std::string& line) {
            return programTextLine(name, lineno, line);
        };
        SymtableResult table = buildSymtable(tree, filename, options, lines);
        if (table.error) {
            result.error = table.error;
            if (table.errorType == SymtableErrorType::RecursionError)
                result.errorType = CompileResult::ErrorType::RecursionError;
            else if (table.errorType == SymtableErrorType::RuntimeError)
                result.errorType = CompileResult::ErrorType::RuntimeError;
            return result;
        }
        Compiler compiler(filename, *table.table, values, future.annotations, future.flags,
                          future.location);
        try {
            result.code = compiler.compileModule(tree);
        } catch (...) {
            result.warnings = std::move(compiler.warnings_);
            throw;
        }
        result.warnings = std::move(compiler.warnings_);
    } catch (CompileFailure& failure) {
        result.error = failure.info;
    } catch (std::bad_alloc&) {
        parse::SyntaxErrorInfo info;
        result.errorType = CompileResult::ErrorType::MemoryError;
        info.type = parse::ErrorType::MemoryError;
        info.filename = name;
        result.error = info;
    } catch (std::exception& e) {
        // A broken invariant of the compiler itself: report it rather than
        // take the process down.
        parse::SyntaxErrorInfo info;
        result.errorType = CompileResult::ErrorType::SystemError;
        info.message = std::string("internal compiler error: ") + e.what();
        info.filename = name;
        result.error = info;
    } catch (RuntimeFailure&) {
        parse::SyntaxErrorInfo info;
        result.errorType = CompileResult::ErrorType::MemoryError;
        info.type = parse::ErrorType::MemoryError;
        info.message = "out of memory while compiling";
        info.filename = name;
        clearPendingException();
        result.error = info;
    }
    return result;
}

} // namespace taipan::compile
