// The symbol table pass (see symtable.h): a walk over the AST that records
// every name each scope defines and uses, followed by an analysis that
// resolves each name to Local, Cell, Free, GlobalExplicit or GlobalImplicit,
// computes cells and free variables, and folds list/set/dict comprehensions
// into their parent scope (PEP 709).
//
// Everything here reproduces CPython 3.13's observable results, learned by
// running its `symtable` module and compile() on many programs (see
// scripts/dump_symtable.py and tests/unit/test_symtable.cpp):
//  - The walk visits children in a fixed order, and the order of a scope's
//    symbols is the order of first mention in that walk, so the visit order
//    below is part of the contract (defaults before decorators, a dict
//    comprehension's value before its key, ...).
//  - Errors found during the walk are raised at once; errors of the analysis
//    (nonlocal without binding, ...) afterwards, in scope order.
//  - Depth is limited like CPython's C recursion limit: the walk fails with
//    RecursionError beyond 10,000 nested statements/expressions/patterns, so
//    the C++ stack stays bounded whatever tree the parser accepted.
//
// Invariants kept while building:
//  - `stack_` holds the scopes being visited, innermost last; `current_` is
//    its top. Every scope but annotation blocks is listed in its parent's
//    `children` as soon as it is opened.
//  - Name strings are interned in the table, so string_views stay valid.
#include "compile/symtable.h"

#include <algorithm>
#include <string>

namespace taipan::compile {

namespace ast = parse::ast;

namespace {

using NameSet = std::unordered_set<std::string_view>;

constexpr int32_t kRecursionLimit = 10000;

// Thrown to abandon the walk after the first error; caught in buildSymtable.
struct SymtableAbort {};

// A sorted copy of a name set, so that everything derived from iterating a
// set is deterministic.
std::vector<std::string_view> sortedNames(const NameSet& names) {
    std::vector<std::string_view> sorted(names.begin(), names.end());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

bool isDocstring(const ast::Stmt* stmt) {
    const auto* expr = ast::as<ast::ExprStmt>(stmt);
    if (!expr) return false;
    const auto* constant = ast::as<ast::Constant>(expr->value);
    return constant && constant->value.kind == ast::ConstantValue::Kind::Str;
}

} // namespace

// ---- Names -------------------------------------------------------------------

std::string_view scopeKindName(ScopeKind kind) {
    switch (kind) {
    case ScopeKind::Function:
        return "function";
    case ScopeKind::Class:
        return "class";
    case ScopeKind::Module:
        return "module";
    case ScopeKind::Annotation:
        return "annotation";
    case ScopeKind::TypeAlias:
        return "type alias";
    case ScopeKind::TypeParameters:
        return "type parameters";
    case ScopeKind::TypeVarBound:
        return "type variable";
    }
    return "function";
}

std::string_view symbolScopeName(SymbolScope scope) {
    switch (scope) {
    case SymbolScope::Unresolved:
        return "0";
    case SymbolScope::Local:
        return "LOCAL";
    case SymbolScope::GlobalExplicit:
        return "GLOBAL_EXPLICIT";
    case SymbolScope::GlobalImplicit:
        return "GLOBAL_IMPLICIT";
    case SymbolScope::Free:
        return "FREE";
    case SymbolScope::Cell:
        return "CELL";
    }
    return "0";
}

std::string mangleName(std::string_view privateName, std::string_view name) {
    // Only names that start with two underscores are private, and neither
    // dunder names nor dotted module names are mangled.
    if (privateName.empty() || name.size() < 2 || name[0] != '_' || name[1] != '_') {
        return std::string(name);
    }
    if (name[name.size() - 1] == '_' && name[name.size() - 2] == '_') return std::string(name);
    if (name.find('.') != std::string_view::npos) return std::string(name);
    size_t stripped = 0;
    while (stripped < privateName.size() && privateName[stripped] == '_')
        ++stripped;
    if (stripped == privateName.size()) return std::string(name);
    std::string mangled = "_";
    mangled += privateName.substr(stripped);
    mangled += name;
    return mangled;
}

// ---- Scope -------------------------------------------------------------------

const Symbol* Scope::lookup(std::string_view mangledName) const {
    auto found = symbolIndex.find(mangledName);
    return found == symbolIndex.end() ? nullptr : &symbols[found->second];
}

SymbolScope Scope::scopeOf(std::string_view mangledName) const {
    const Symbol* symbol = lookup(mangledName);
    return symbol ? symbol->scope : SymbolScope::Unresolved;
}

std::string Scope::mangle(std::string_view name) const {
    // Inside a generic class's type-parameter scope only the type parameters
    // themselves are private to the class.
    if (mangledNames && !mangledNames->count(std::string(name))) return std::string(name);
    return mangleName(privateName, name);
}

uint32_t Scope::codeFlags() const {
    uint32_t flags = 0;
    if (isFunctionLike()) {
        flags |= CodeFlags::kOptimized | CodeFlags::kNewLocals;
        if (nested) flags |= CodeFlags::kNested;
        if (generator && !coroutine) flags |= CodeFlags::kGenerator;
        if (generator && coroutine) flags |= CodeFlags::kAsyncGenerator;
        if (hasVarargs) flags |= CodeFlags::kVarargs;
        if (hasVarkeywords) flags |= CodeFlags::kVarkeywords;
    }
    if (coroutine && !generator) flags |= CodeFlags::kCoroutine;
    return flags;
}

std::vector<std::string_view>
Scope::codeCellvars(const std::vector<std::string_view>& coVarnames) const {
    // The frame puts fast locals first; a cell that is also a fast local
    // keeps its local slot, so it comes first in co_cellvars too.
    std::unordered_set<std::string_view> cells(cellvars.begin(), cellvars.end());
    std::unordered_set<std::string_view> taken;
    std::vector<std::string_view> result;
    for (std::string_view name : coVarnames) {
        if (cells.count(name) && taken.insert(name).second) result.push_back(name);
    }
    for (std::string_view name : cellvars) {
        if (!taken.count(name)) result.push_back(name);
    }
    return result;
}

std::vector<const Scope*> Scope::visibleChildren() const {
    std::vector<const Scope*> result;
    for (const Scope* child : children) {
        if (child->inlined) {
            std::vector<const Scope*> grandchildren = child->visibleChildren();
            result.insert(result.end(), grandchildren.begin(), grandchildren.end());
        } else {
            result.push_back(child);
        }
    }
    return result;
}

std::string Scope::codeName() const {
    switch (kind) {
    case ScopeKind::Module:
        return "<module>";
    case ScopeKind::TypeParameters:
        return "<generic parameters of " + std::string(name) + ">";
    case ScopeKind::Function:
        switch (comprehension) {
        case ComprehensionKind::List:
            return "<listcomp>";
        case ComprehensionKind::Set:
            return "<setcomp>";
        case ComprehensionKind::Dict:
            return "<dictcomp>";
        case ComprehensionKind::Generator:
            return "<genexpr>";
        case ComprehensionKind::None:
            break;
        }
        if (node && node->kind == ast::Kind::Lambda) return "<lambda>";
        return std::string(name);
    default:
        return std::string(name);
    }
}

namespace {

// The scope whose code object encloses this one's: inlined comprehensions
// have none of their own.
const Scope* enclosingUnit(const Scope* scope) {
    const Scope* parent = scope->parent;
    while (parent && parent->inlined)
        parent = parent->parent;
    return parent;
}

// The compiler's unit kinds, as far as qualified names care.
bool isFunctionUnit(const Scope* scope) { // def, async def, type alias value
    return (scope->kind == ScopeKind::Function && scope->comprehension == ComprehensionKind::None &&
            !(scope->node && scope->node->kind == ast::Kind::Lambda)) ||
           scope->kind == ScopeKind::TypeAlias;
}

bool isLambdaUnit(const Scope* scope) {
    return scope->kind == ScopeKind::Function && scope->node &&
           scope->node->kind == ast::Kind::Lambda;
}

bool isTypeParamsUnit(const Scope* scope) {
    return scope->kind == ScopeKind::TypeParameters || scope->kind == ScopeKind::TypeVarBound;
}

} // namespace

std::string Scope::qualname() const {
    std::string own = codeName();
    const Scope* parent = enclosingUnit(this);
    if (!parent || parent->kind == ScopeKind::Module) return own;
    if (isTypeParamsUnit(parent)) {
        // Type-parameter scopes do not show in the names of what they hold.
        const Scope* grandparent = enclosingUnit(parent);
        if (!grandparent || grandparent->kind == ScopeKind::Module) return own;
        parent = grandparent;
    }
    if (isFunctionUnit(this) || kind == ScopeKind::Class) {
        std::string mangled = mangleName(parent->privateName, name);
        if (parent->scopeOf(mangled) == SymbolScope::GlobalExplicit) return own;
    }
    std::string base = parent->qualname();
    if (isFunctionUnit(parent) || isLambdaUnit(parent)) base += ".<locals>";
    return base + "." + own;
}

// ---- SymbolTable lookups -----------------------------------------------------

namespace {

// The keys under which scopes are registered. A scope opened by a node is
// keyed by the node; a type-parameter scope by the address of its owner's
// type_params list; a type parameter's default by the parameter's address
// plus one (its bound uses the address itself).
const void* typeParamsKey(const ast::Node* owner) {
    if (const auto* def = ast::as<ast::FunctionDef>(owner)) return &def->type_params;
    if (const auto* def = ast::as<ast::AsyncFunctionDef>(owner)) return &def->type_params;
    if (const auto* def = ast::as<ast::ClassDef>(owner)) return &def->type_params;
    if (const auto* alias = ast::as<ast::TypeAlias>(owner)) return &alias->type_params;
    return nullptr;
}

const void* defaultKey(const ast::TypeParam* param) {
    return reinterpret_cast<const char*>(param) + 1;
}

} // namespace

const Scope* SymbolTable::scopeFor(const ast::Node* node) const {
    auto found = byKey_.find(node);
    return found == byKey_.end() ? nullptr : found->second;
}

const Scope* SymbolTable::typeParamsScopeFor(const ast::Node* owner) const {
    const void* key = typeParamsKey(owner);
    if (!key) return nullptr;
    auto found = byKey_.find(key);
    return found == byKey_.end() ? nullptr : found->second;
}

const Scope* SymbolTable::typeVarBoundScopeFor(const ast::TypeParam* param) const {
    auto found = byKey_.find(param);
    return found == byKey_.end() ? nullptr : found->second;
}

const Scope* SymbolTable::typeParamDefaultScopeFor(const ast::TypeParam* param) const {
    auto found = byKey_.find(defaultKey(param));
    return found == byKey_.end() ? nullptr : found->second;
}

// ---- The builder ---------------------------------------------------------------

class SymtableBuilder {
  public:
    SymtableBuilder(SymbolTable& table, std::string_view filename, const SymtableOptions& options,
                    const SourceLineFn& sourceLine)
        : table_(table), filename_(filename), options_(options), sourceLine_(sourceLine) {}

    void build(const ast::Mod* module);

    std::optional<parse::SyntaxErrorInfo> error;
    SymtableErrorType errorType = SymtableErrorType::SyntaxError;

  private:
    // -- Errors
    [[noreturn]] void fail(std::string message, const ast::Position& pos);
    [[noreturn]] void failAt(std::string message, int32_t lineno, int32_t colOffset,
                             int32_t endLineno, int32_t endColOffset);
    [[noreturn]] void failRecursion();

    // -- Names and scopes
    std::string_view intern(std::string_view name);
    std::string_view mangled(const Scope* scope, std::string_view name);
    Symbol* findSymbol(Scope* scope, std::string_view name);
    Symbol& addSymbol(Scope* scope, std::string_view name, uint32_t flags);
    void removeSymbol(Scope* scope, std::string_view name);
    uint32_t lookupFlags(Scope* scope, std::string_view name); // unmangled name; 0 if absent
    void addDef(std::string_view name, uint32_t flag, const ast::Position& pos);
    void addDefIn(Scope* scope, std::string_view name, uint32_t flag, const ast::Position& pos);
    void recordDirective(std::string_view name, const ast::Position& pos);
    Scope* enterBlock(std::string_view name, ScopeKind kind, const void* key, const ast::Node* node,
                      const ast::Position& pos);
    void exitBlock();
    void enterTypeParamBlock(std::string_view name, const void* key, const ast::Node* owner,
                             bool hasDefaults, bool hasKwDefaults, bool isClass,
                             const ast::Position& pos);

    // -- The walk
    void visitStmts(const ast::List<ast::Stmt*>& stmts);
    void visitExprs(const ast::List<ast::Expr*>& exprs); // null entries are skipped
    void visitStmt(const ast::Stmt* stmt);
    void visitExpr(const ast::Expr* expr);
    void visitPattern(const ast::Pattern* pattern);
    void visitTypeParam(const ast::TypeParam* param);
    void visitBoundOrDefault(const ast::Expr* expr, std::string_view name, const void* key,
                             const ast::Node* param, const char* scopeInfo);
    template <class Def> void visitFunctionDef(const Def* def, bool isAsync);
    template <class Loop> void visitLoop(const Loop* loop) {
        visitExpr(loop->target);
        visitExpr(loop->iter);
        visitStmts(loop->body);
        visitStmts(loop->orelse);
    }
    void visitClassDef(const ast::ClassDef* def);
    void visitTypeAlias(const ast::TypeAlias* alias);
    void visitGlobalOrNonlocal(const ast::List<ast::Identifier>& names, const ast::Stmt* stmt,
                               bool isGlobal);
    void visitAnnAssign(const ast::AnnAssign* stmt);
    void visitAlias(const ast::Alias* alias);
    void visitArguments(const ast::Arguments* args);
    void visitParams(const ast::List<ast::Arg*>& params);
    void visitAnnotation(const ast::Expr* annotation);
    void visitArgAnnotations(const ast::Node* owner, const ast::Arguments* args,
                             const ast::Expr* returns);
    void visitComprehension(const ast::Expr* expr, std::string_view scopeName,
                            ComprehensionKind kind,
                            const ast::List<ast::Comprehension*>& generators, const ast::Expr* elt,
                            const ast::Expr* value);
    void visitNamedExpr(const ast::NamedExpr* expr);
    void extendNamedExprScope(const ast::Name* target);
    void raiseIfAnnotationBlock(const char* what, const ast::Expr* expr);
    void raiseIfComprehension(const ast::Expr* expr);

    // -- The analysis
    void analyzeBlock(Scope* scope, NameSet* bound, NameSet& free, NameSet& global,
                      NameSet& typeParams, Scope* classEntry);
    NameSet analyzeChildBlock(Scope* child, const NameSet& bound, const NameSet& global,
                              const NameSet& typeParams, Scope* classEntry);
    void analyzeName(Scope* scope, Symbol& symbol, NameSet* bound, NameSet& local, NameSet& free,
                     NameSet& global, NameSet& typeParams, Scope* classEntry);
    void inlineComprehension(Scope* scope, Scope* comp, NameSet& compFree, NameSet& inlinedCells);
    bool isFreeInAnyChild(const Scope* comp, std::string_view name);
    void updateSymbols(Scope* scope, const NameSet* bound, const NameSet& newFree,
                       const NameSet& inlinedCells, bool classFlag);
    [[noreturn]] void failAtDirective(const Scope* scope, std::string_view name,
                                      std::string message);
    void finishScope(Scope* scope);

    // Per-scope walk state that the public Scope does not need.
    struct WalkState {
        int32_t compIterExpr = 0;        // > 0 inside a comprehension's iterable expression
        bool compIterTarget = false;     // visiting a comprehension's iteration target
        const char* scopeInfo = nullptr; // "a TypeVar bound", ... for TypeVarBound scopes
        // Where each global/nonlocal declaration of a name is, for errors the
        // analysis finds later: (mangled name, position).
        std::vector<std::pair<std::string_view, ast::Position>> directives;
        // The set of names to mangle that this scope fills (the type
        // parameters of a generic class); Scope::mangledNames shares it.
        std::shared_ptr<std::unordered_set<std::string>> ownMangledNames;
    };
    WalkState& state(const Scope* scope) { return walk_[scope]; }

    SymbolTable& table_;
    std::string_view filename_;
    SymtableOptions options_;
    const SourceLineFn& sourceLine_;
    bool futureAnnotations_ = false;

    std::vector<Scope*> stack_;
    Scope* current_ = nullptr;
    Scope* module_ = nullptr;
    std::string_view private_; // the class name mangling names now; empty when none
    int32_t depth_ = 0;
    std::unordered_map<const Scope*, WalkState> walk_;
};

// Counts one level of the walk, failing like CPython past its limit.
class DepthGuard {
  public:
    explicit DepthGuard(int32_t& depth) : depth_(depth) { ++depth_; }
    ~DepthGuard() { --depth_; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;
    bool exceeded() const { return depth_ > kRecursionLimit; }

  private:
    int32_t& depth_;
};

// ---- Errors ------------------------------------------------------------------

void SymtableBuilder::failAt(std::string message, int32_t lineno, int32_t colOffset,
                             int32_t endLineno, int32_t endColOffset) {
    parse::SyntaxErrorInfo info;
    info.type = parse::ErrorType::SyntaxError;
    info.message = std::move(message);
    info.filename = std::string(filename_);
    // CPython adds one to the AST's byte columns without converting them to
    // characters, so the offsets of this pass are byte based.
    info.lineno = lineno;
    info.offset = colOffset + 1;
    info.endLineno = endLineno;
    info.endOffset = endColOffset + 1;
    std::string line;
    if (sourceLine_ && lineno > 0 && sourceLine_(lineno, line)) {
        info.text = std::move(line);
        info.hasText = true;
    }
    error = std::move(info);
    errorType = SymtableErrorType::SyntaxError;
    throw SymtableAbort{};
}

void SymtableBuilder::fail(std::string message, const ast::Position& pos) {
    failAt(std::move(message), pos.lineno, pos.colOffset, pos.endLineno, pos.endColOffset);
}

void SymtableBuilder::failRecursion() {
    parse::SyntaxErrorInfo info;
    info.message = "maximum recursion depth exceeded during compilation";
    info.filename = std::string(filename_);
    error = std::move(info);
    errorType = SymtableErrorType::RecursionError;
    throw SymtableAbort{};
}

// ---- Names and scopes ----------------------------------------------------------

std::string_view SymtableBuilder::intern(std::string_view name) {
    return *table_.names_.emplace(name).first;
}

std::string_view SymtableBuilder::mangled(const Scope* scope, std::string_view name) {
    if (private_.empty() || name.size() < 2 || name[0] != '_' || name[1] != '_') {
        return intern(name);
    }
    if (scope->mangledNames && !scope->mangledNames->count(std::string(name))) return intern(name);
    return intern(mangleName(private_, name));
}

Symbol* SymtableBuilder::findSymbol(Scope* scope, std::string_view name) {
    auto found = scope->symbolIndex.find(name);
    return found == scope->symbolIndex.end() ? nullptr : &scope->symbols[found->second];
}

Symbol& SymtableBuilder::addSymbol(Scope* scope, std::string_view name, uint32_t flags) {
    scope->symbolIndex.emplace(name, uint32_t(scope->symbols.size()));
    scope->symbols.push_back(Symbol{name, flags, SymbolScope::Unresolved});
    return scope->symbols.back();
}

void SymtableBuilder::removeSymbol(Scope* scope, std::string_view name) {
    auto found = scope->symbolIndex.find(name);
    if (found == scope->symbolIndex.end()) return;
    scope->symbols.erase(scope->symbols.begin() + found->second);
    scope->symbolIndex.clear();
    for (uint32_t i = 0; i < scope->symbols.size(); ++i) {
        scope->symbolIndex.emplace(scope->symbols[i].name, i);
    }
}

uint32_t SymtableBuilder::lookupFlags(Scope* scope, std::string_view name) {
    const Symbol* symbol = findSymbol(scope, mangled(scope, name));
    return symbol ? symbol->flags : 0;
}

void SymtableBuilder::addDef(std::string_view name, uint32_t flag, const ast::Position& pos) {
    // Type parameters of a generic class are the names its type-parameter
    // scope mangles; remember them before the name is mangled.
    if (flag & kDefTypeParam) {
        if (const auto& names = state(current_).ownMangledNames) names->emplace(name);
    }
    addDefIn(current_, name, flag, pos);
}

void SymtableBuilder::addDefIn(Scope* scope, std::string_view name, uint32_t flag,
                               const ast::Position& pos) {
    std::string_view key = mangled(scope, name);
    Symbol* symbol = findSymbol(scope, key);
    uint32_t flags = flag;
    if (symbol) {
        if ((flag & kDefParam) && symbol->has(kDefParam)) {
            fail("duplicate argument '" + std::string(name) + "' in function definition", pos);
        }
        if ((flag & kDefTypeParam) && symbol->has(kDefTypeParam)) {
            fail("duplicate type parameter '" + std::string(name) + "'", pos);
        }
        flags = symbol->flags | flag;
    }
    if (state(scope).compIterTarget) {
        // An iteration variable may not be a name a walrus in the same
        // comprehension already bound (in an enclosing scope).
        if (flags & (kDefGlobal | kDefNonlocal)) {
            fail("comprehension inner loop cannot rebind assignment expression target '" +
                     std::string(name) + "'",
                 pos);
        }
        flags |= kDefCompIter;
    }
    if (symbol) {
        symbol->flags = flags;
    } else {
        addSymbol(scope, key, flags);
    }
    if (flag & kDefParam) {
        scope->varnames.push_back(key);
    } else if (flag & kDefGlobal) {
        // A global declaration anywhere also marks the module's symbol.
        Symbol* global = findSymbol(module_, key);
        if (global) {
            global->flags |= flag;
        } else {
            addSymbol(module_, key, flag);
        }
    }
}

void SymtableBuilder::recordDirective(std::string_view name, const ast::Position& pos) {
    state(current_).directives.emplace_back(mangled(current_, name), pos);
}

Scope* SymtableBuilder::enterBlock(std::string_view name, ScopeKind kind, const void* key,
                                   const ast::Node* node, const ast::Position& pos) {
    table_.scopes_.push_back(std::make_unique<Scope>());
    Scope* scope = table_.scopes_.back().get();
    scope->kind = kind;
    scope->name = intern(name);
    scope->node = node;
    scope->position = pos;
    scope->privateName = private_;
    Scope* previous = current_;
    scope->parent = previous;
    if (previous) {
        scope->nested = previous->nested || previous->isFunctionLike();
        // Assignment expressions are refused anywhere inside a
        // comprehension's iterable, nested scopes included.
        state(scope).compIterExpr = state(previous).compIterExpr;
        if (previous->mangledNames && kind != ScopeKind::Class) {
            scope->mangledNames = previous->mangledNames;
        }
    }
    stack_.push_back(scope);
    current_ = scope;
    // Annotation blocks only exist to keep their names out of the enclosing
    // scope: they are compiled to strings, so they are nobody's child and
    // nothing looks them up.
    if (kind != ScopeKind::Annotation) {
        table_.byKey_[key] = scope;
        if (previous) previous->children.push_back(scope);
    }
    return scope;
}

void SymtableBuilder::exitBlock() {
    stack_.pop_back();
    current_ = stack_.empty() ? nullptr : stack_.back();
}

void SymtableBuilder::enterTypeParamBlock(std::string_view name, const void* key,
                                          const ast::Node* owner, bool hasDefaults,
                                          bool hasKwDefaults, bool isClass,
                                          const ast::Position& pos) {
    bool inClass = current_->kind == ScopeKind::Class;
    enterBlock(name, ScopeKind::TypeParameters, key, owner, pos);
    if (inClass) {
        current_->canSeeClassScope = true;
        addDef("__classdict__", kUse, pos);
    }
    if (isClass) {
        // Set when the type parameters tuple is built, read for the bases.
        addDef(".type_params", kDefLocal, pos);
        addDef(".type_params", kUse, pos);
        addDef(".generic_base", kDefLocal, pos);
        addDef(".generic_base", kUse, pos);
    }
    if (hasDefaults) addDef(".defaults", kDefParam, pos);
    if (hasKwDefaults) addDef(".kwdefaults", kDefParam, pos);
}

// ---- The walk ------------------------------------------------------------------

void SymtableBuilder::build(const ast::Mod* module) {
    futureAnnotations_ = options_.futureAnnotations || declaresFutureAnnotations(module);
    table_.futureAnnotations_ = futureAnnotations_;
    module_ = enterBlock("top", ScopeKind::Module, module, module, ast::Position{});
    table_.top_ = module_;
    switch (module->kind) {
    case ast::Kind::Module:
        visitStmts(static_cast<const ast::Module*>(module)->body);
        break;
    case ast::Kind::Interactive:
        visitStmts(static_cast<const ast::Interactive*>(module)->body);
        break;
    case ast::Kind::Expression:
        visitExpr(static_cast<const ast::Expression*>(module)->body);
        break;
    default: {
        parse::SyntaxErrorInfo info;
        info.message = "this compiler does not handle FunctionTypes";
        info.filename = std::string(filename_);
        error = std::move(info);
        errorType = SymtableErrorType::RuntimeError;
        throw SymtableAbort{};
    }
    }
    exitBlock();

    NameSet free, global, typeParams;
    analyzeBlock(module_, nullptr, free, global, typeParams, nullptr);
    for (const std::unique_ptr<Scope>& scope : table_.scopes_)
        finishScope(scope.get());
}

void SymtableBuilder::visitStmts(const ast::List<ast::Stmt*>& stmts) {
    for (const ast::Stmt* stmt : stmts)
        visitStmt(stmt);
}

void SymtableBuilder::visitExprs(const ast::List<ast::Expr*>& exprs) {
    for (const ast::Expr* expr : exprs) {
        if (expr) visitExpr(expr);
    }
}

template <class Def> void SymtableBuilder::visitFunctionDef(const Def* def, bool isAsync) {
    addDef(def->name, kDefLocal, def->pos);
    // Defaults and decorators are evaluated where the def statement runs.
    visitExprs(def->args->defaults);
    visitExprs(def->args->kw_defaults);
    visitExprs(def->decorator_list);
    bool generic = !def->type_params.empty();
    if (generic) {
        bool hasKwDefaults = false;
        for (const ast::Expr* value : def->args->kw_defaults)
            hasKwDefaults |= value != nullptr;
        // CPython tests the defaults list for presence, not length, and the
        // parser always gives a def one: a generic def always has ".defaults".
        enterTypeParamBlock(def->name, &def->type_params, def, true, hasKwDefaults, false,
                            def->pos);
        for (const ast::TypeParam* param : def->type_params)
            visitTypeParam(param);
    }
    visitArgAnnotations(def, def->args, def->returns);
    enterBlock(def->name, ScopeKind::Function, def, def, def->pos);
    if (isAsync) current_->coroutine = true;
    visitArguments(def->args);
    visitStmts(def->body);
    exitBlock();
    if (generic) exitBlock();
}

void SymtableBuilder::visitClassDef(const ast::ClassDef* def) {
    addDef(def->name, kDefLocal, def->pos);
    visitExprs(def->decorator_list);
    std::string_view outerPrivate = private_;
    bool generic = !def->type_params.empty();
    if (generic) {
        enterTypeParamBlock(def->name, &def->type_params, def, false, false, true, def->pos);
        private_ = intern(def->name);
        current_->privateName = private_;
        auto names = std::make_shared<std::unordered_set<std::string>>();
        state(current_).ownMangledNames = names;
        current_->mangledNames = std::move(names);
        for (const ast::TypeParam* param : def->type_params)
            visitTypeParam(param);
    }
    visitExprs(def->bases);
    for (const ast::Keyword* keyword : def->keywords)
        visitExpr(keyword->value);
    private_ = intern(def->name);
    enterBlock(def->name, ScopeKind::Class, def, def, def->pos);
    if (generic) {
        addDef("__type_params__", kDefLocal, def->pos);
        addDef(".type_params", kUse, def->pos);
    }
    visitStmts(def->body);
    exitBlock();
    if (generic) exitBlock();
    private_ = outerPrivate;
}

void SymtableBuilder::visitTypeAlias(const ast::TypeAlias* alias) {
    visitExpr(alias->name);
    const auto* nameNode = ast::as<ast::Name>(alias->name);
    std::string_view name = nameNode ? nameNode->id : std::string_view();
    bool inClass = current_->kind == ScopeKind::Class;
    bool generic = !alias->type_params.empty();
    if (generic) {
        enterTypeParamBlock(name, &alias->type_params, alias, false, false, false, alias->pos);
        for (const ast::TypeParam* param : alias->type_params)
            visitTypeParam(param);
    }
    enterBlock(name, ScopeKind::TypeAlias, alias, alias, alias->pos);
    current_->canSeeClassScope = inClass;
    if (inClass) addDef("__classdict__", kUse, alias->value->pos);
    visitExpr(alias->value);
    exitBlock();
    if (generic) exitBlock();
}

void SymtableBuilder::visitGlobalOrNonlocal(const ast::List<ast::Identifier>& names,
                                            const ast::Stmt* stmt, bool isGlobal) {
    const char* kind = isGlobal ? "global" : "nonlocal";
    for (ast::Identifier name : names) {
        uint32_t flags = lookupFlags(current_, name);
        if (flags & (kDefParam | kDefLocal | kUse | kDefAnnot)) {
            std::string quoted = "'" + std::string(name) + "'";
            std::string message;
            if (flags & kDefParam) {
                message = "name " + quoted + " is parameter and " + kind;
            } else if (flags & kUse) {
                message = "name " + quoted + " is used prior to " + kind + " declaration";
            } else if (flags & kDefAnnot) {
                message = "annotated name " + quoted + " can't be " + kind;
            } else {
                message = "name " + quoted + " is assigned to before " + kind + " declaration";
            }
            fail(std::move(message), stmt->pos);
        }
        addDef(name, isGlobal ? kDefGlobal : kDefNonlocal, stmt->pos);
        recordDirective(name, stmt->pos);
    }
}

void SymtableBuilder::visitAnnAssign(const ast::AnnAssign* stmt) {
    if (const auto* target = ast::as<ast::Name>(stmt->target)) {
        uint32_t flags = lookupFlags(current_, target->id);
        if ((flags & (kDefGlobal | kDefNonlocal)) && current_ != module_ && stmt->simple) {
            fail("annotated name '" + std::string(target->id) + "' can't be " +
                     ((flags & kDefGlobal) ? "global" : "nonlocal"),
                 stmt->pos);
        }
        if (stmt->simple) {
            addDef(target->id, kDefAnnot | kDefLocal, target->pos);
        } else if (stmt->value) {
            addDef(target->id, kDefLocal, target->pos);
        }
    } else {
        visitExpr(stmt->target);
    }
    visitAnnotation(stmt->annotation);
    if (stmt->value) visitExpr(stmt->value);
}

void SymtableBuilder::visitAlias(const ast::Alias* alias) {
    std::string_view name = alias->asname.empty() ? alias->name : alias->asname;
    if (name == "*") {
        if (current_->kind != ScopeKind::Module) {
            fail("import * only allowed at module level", alias->pos);
        }
        return;
    }
    // `import a.b.c` binds `a`.
    size_t dot = name.find('.');
    if (dot != std::string_view::npos) name = name.substr(0, dot);
    addDef(name, kDefImport, alias->pos);
}

void SymtableBuilder::visitStmt(const ast::Stmt* stmt) {
    DepthGuard guard(depth_);
    if (guard.exceeded()) failRecursion();
    switch (stmt->kind) {
    case ast::Kind::FunctionDef:
        visitFunctionDef(static_cast<const ast::FunctionDef*>(stmt), false);
        break;
    case ast::Kind::AsyncFunctionDef:
        visitFunctionDef(static_cast<const ast::AsyncFunctionDef*>(stmt), true);
        break;
    case ast::Kind::ClassDef:
        visitClassDef(static_cast<const ast::ClassDef*>(stmt));
        break;
    case ast::Kind::TypeAlias:
        visitTypeAlias(static_cast<const ast::TypeAlias*>(stmt));
        break;
    case ast::Kind::Return: {
        const auto* node = static_cast<const ast::Return*>(stmt);
        if (node->value) {
            visitExpr(node->value);
            current_->returnsValue = true;
        }
        break;
    }
    case ast::Kind::Delete:
        visitExprs(static_cast<const ast::Delete*>(stmt)->targets);
        break;
    case ast::Kind::Assign: {
        const auto* node = static_cast<const ast::Assign*>(stmt);
        visitExprs(node->targets);
        visitExpr(node->value);
        break;
    }
    case ast::Kind::AnnAssign:
        visitAnnAssign(static_cast<const ast::AnnAssign*>(stmt));
        break;
    case ast::Kind::AugAssign: {
        const auto* node = static_cast<const ast::AugAssign*>(stmt);
        visitExpr(node->target);
        visitExpr(node->value);
        break;
    }
    case ast::Kind::For:
        visitLoop(static_cast<const ast::For*>(stmt));
        break;
    case ast::Kind::AsyncFor:
        if (options_.allowTopLevelAwait && current_ == module_) current_->coroutine = true;
        visitLoop(static_cast<const ast::AsyncFor*>(stmt));
        break;
    case ast::Kind::While: {
        const auto* node = static_cast<const ast::While*>(stmt);
        visitExpr(node->test);
        visitStmts(node->body);
        visitStmts(node->orelse);
        break;
    }
    case ast::Kind::If: {
        const auto* node = static_cast<const ast::If*>(stmt);
        visitExpr(node->test);
        visitStmts(node->body);
        visitStmts(node->orelse);
        break;
    }
    case ast::Kind::With: {
        const auto* node = static_cast<const ast::With*>(stmt);
        for (const ast::WithItem* item : node->items) {
            visitExpr(item->context_expr);
            if (item->optional_vars) visitExpr(item->optional_vars);
        }
        visitStmts(node->body);
        break;
    }
    case ast::Kind::AsyncWith: {
        const auto* node = static_cast<const ast::AsyncWith*>(stmt);
        if (options_.allowTopLevelAwait && current_ == module_) current_->coroutine = true;
        for (const ast::WithItem* item : node->items) {
            visitExpr(item->context_expr);
            if (item->optional_vars) visitExpr(item->optional_vars);
        }
        visitStmts(node->body);
        break;
    }
    case ast::Kind::Match: {
        const auto* node = static_cast<const ast::Match*>(stmt);
        visitExpr(node->subject);
        for (const ast::MatchCase* matchCase : node->cases) {
            visitPattern(matchCase->pattern);
            if (matchCase->guard) visitExpr(matchCase->guard);
            visitStmts(matchCase->body);
        }
        break;
    }
    case ast::Kind::Raise: {
        const auto* node = static_cast<const ast::Raise*>(stmt);
        if (node->exc) {
            visitExpr(node->exc);
            if (node->cause) visitExpr(node->cause);
        }
        break;
    }
    case ast::Kind::Try:
    case ast::Kind::TryStar: {
        const ast::List<ast::Stmt*>* body;
        const ast::List<ast::ExceptHandler*>* handlers;
        const ast::List<ast::Stmt*>* orelse;
        const ast::List<ast::Stmt*>* finalbody;
        if (stmt->kind == ast::Kind::Try) {
            const auto* node = static_cast<const ast::Try*>(stmt);
            body = &node->body, handlers = &node->handlers, orelse = &node->orelse;
            finalbody = &node->finalbody;
        } else {
            const auto* node = static_cast<const ast::TryStar*>(stmt);
            body = &node->body, handlers = &node->handlers, orelse = &node->orelse;
            finalbody = &node->finalbody;
        }
        visitStmts(*body);
        for (const ast::ExceptHandler* handler : *handlers) {
            if (handler->type) visitExpr(handler->type);
            if (!handler->name.empty()) addDef(handler->name, kDefLocal, handler->pos);
            visitStmts(handler->body);
        }
        visitStmts(*orelse);
        visitStmts(*finalbody);
        break;
    }
    case ast::Kind::Assert: {
        const auto* node = static_cast<const ast::Assert*>(stmt);
        visitExpr(node->test);
        if (node->msg) visitExpr(node->msg);
        break;
    }
    case ast::Kind::Import:
        for (const ast::Alias* alias : static_cast<const ast::Import*>(stmt)->names) {
            visitAlias(alias);
        }
        break;
    case ast::Kind::ImportFrom:
        for (const ast::Alias* alias : static_cast<const ast::ImportFrom*>(stmt)->names) {
            visitAlias(alias);
        }
        break;
    case ast::Kind::Global:
        visitGlobalOrNonlocal(static_cast<const ast::Global*>(stmt)->names, stmt, true);
        break;
    case ast::Kind::Nonlocal:
        visitGlobalOrNonlocal(static_cast<const ast::Nonlocal*>(stmt)->names, stmt, false);
        break;
    case ast::Kind::ExprStmt:
        visitExpr(static_cast<const ast::ExprStmt*>(stmt)->value);
        break;
    default: // Pass, Break, Continue
        break;
    }
}

void SymtableBuilder::raiseIfAnnotationBlock(const char* what, const ast::Expr* expr) {
    std::string where;
    switch (current_->kind) {
    case ScopeKind::Annotation:
        where = "an annotation";
        break;
    case ScopeKind::TypeVarBound:
        where = state(current_).scopeInfo;
        break;
    case ScopeKind::TypeAlias:
        where = "a type alias";
        break;
    case ScopeKind::TypeParameters:
        where = "the definition of a generic";
        break;
    default:
        return;
    }
    fail(std::string(what) + " cannot be used within " + where, expr->pos);
}

void SymtableBuilder::raiseIfComprehension(const ast::Expr* expr) {
    const char* message = "'yield' inside generator expression";
    switch (current_->comprehension) {
    case ComprehensionKind::List:
        message = "'yield' inside list comprehension";
        break;
    case ComprehensionKind::Set:
        message = "'yield' inside set comprehension";
        break;
    case ComprehensionKind::Dict:
        message = "'yield' inside dict comprehension";
        break;
    default:
        break;
    }
    fail(message, expr->pos);
}

void SymtableBuilder::visitExpr(const ast::Expr* expr) {
    DepthGuard guard(depth_);
    if (guard.exceeded()) failRecursion();
    switch (expr->kind) {
    case ast::Kind::NamedExpr:
        raiseIfAnnotationBlock("named expression", expr);
        visitNamedExpr(static_cast<const ast::NamedExpr*>(expr));
        break;
    case ast::Kind::BoolOp:
        visitExprs(static_cast<const ast::BoolOp*>(expr)->values);
        break;
    case ast::Kind::BinOp: {
        const auto* node = static_cast<const ast::BinOp*>(expr);
        visitExpr(node->left);
        visitExpr(node->right);
        break;
    }
    case ast::Kind::UnaryOp:
        visitExpr(static_cast<const ast::UnaryOp*>(expr)->operand);
        break;
    case ast::Kind::Lambda: {
        const auto* node = static_cast<const ast::Lambda*>(expr);
        visitExprs(node->args->defaults);
        visitExprs(node->args->kw_defaults);
        enterBlock("lambda", ScopeKind::Function, node, node, node->pos);
        visitArguments(node->args);
        visitExpr(node->body);
        exitBlock();
        break;
    }
    case ast::Kind::IfExp: {
        const auto* node = static_cast<const ast::IfExp*>(expr);
        visitExpr(node->test);
        visitExpr(node->body);
        visitExpr(node->orelse);
        break;
    }
    case ast::Kind::Dict: {
        const auto* node = static_cast<const ast::Dict*>(expr);
        visitExprs(node->keys);
        visitExprs(node->values);
        break;
    }
    case ast::Kind::Set:
        visitExprs(static_cast<const ast::Set*>(expr)->elts);
        break;
    case ast::Kind::GeneratorExp: {
        const auto* node = static_cast<const ast::GeneratorExp*>(expr);
        visitComprehension(node, "genexpr", ComprehensionKind::Generator, node->generators,
                           node->elt, nullptr);
        break;
    }
    case ast::Kind::ListComp: {
        const auto* node = static_cast<const ast::ListComp*>(expr);
        visitComprehension(node, "listcomp", ComprehensionKind::List, node->generators, node->elt,
                           nullptr);
        break;
    }
    case ast::Kind::SetComp: {
        const auto* node = static_cast<const ast::SetComp*>(expr);
        visitComprehension(node, "setcomp", ComprehensionKind::Set, node->generators, node->elt,
                           nullptr);
        break;
    }
    case ast::Kind::DictComp: {
        const auto* node = static_cast<const ast::DictComp*>(expr);
        visitComprehension(node, "dictcomp", ComprehensionKind::Dict, node->generators, node->key,
                           node->value);
        break;
    }
    case ast::Kind::Yield: {
        raiseIfAnnotationBlock("yield expression", expr);
        const auto* node = static_cast<const ast::Yield*>(expr);
        if (node->value) visitExpr(node->value);
        current_->generator = true;
        if (current_->comprehension != ComprehensionKind::None) raiseIfComprehension(expr);
        break;
    }
    case ast::Kind::YieldFrom:
        raiseIfAnnotationBlock("yield expression", expr);
        visitExpr(static_cast<const ast::YieldFrom*>(expr)->value);
        current_->generator = true;
        if (current_->comprehension != ComprehensionKind::None) raiseIfComprehension(expr);
        break;
    case ast::Kind::Await:
        raiseIfAnnotationBlock("await expression", expr);
        visitExpr(static_cast<const ast::Await*>(expr)->value);
        current_->coroutine = true;
        break;
    case ast::Kind::Compare: {
        const auto* node = static_cast<const ast::Compare*>(expr);
        visitExpr(node->left);
        visitExprs(node->comparators);
        break;
    }
    case ast::Kind::Call: {
        const auto* node = static_cast<const ast::Call*>(expr);
        visitExpr(node->func);
        visitExprs(node->args);
        for (const ast::Keyword* keyword : node->keywords)
            visitExpr(keyword->value);
        break;
    }
    case ast::Kind::FormattedValue: {
        const auto* node = static_cast<const ast::FormattedValue*>(expr);
        visitExpr(node->value);
        if (node->format_spec) visitExpr(node->format_spec);
        break;
    }
    case ast::Kind::JoinedStr:
        visitExprs(static_cast<const ast::JoinedStr*>(expr)->values);
        break;
    case ast::Kind::Attribute:
        visitExpr(static_cast<const ast::Attribute*>(expr)->value);
        break;
    case ast::Kind::Subscript: {
        const auto* node = static_cast<const ast::Subscript*>(expr);
        visitExpr(node->value);
        visitExpr(node->slice);
        break;
    }
    case ast::Kind::Starred:
        visitExpr(static_cast<const ast::Starred*>(expr)->value);
        break;
    case ast::Kind::Slice: {
        const auto* node = static_cast<const ast::Slice*>(expr);
        if (node->lower) visitExpr(node->lower);
        if (node->upper) visitExpr(node->upper);
        if (node->step) visitExpr(node->step);
        break;
    }
    case ast::Kind::Name: {
        const auto* node = static_cast<const ast::Name*>(expr);
        bool load = node->ctx == ast::ExprContext::Load;
        addDef(node->id, load ? kUse : kDefLocal, node->pos);
        // Zero-argument super() needs the method's class: a use of super
        // counts as a use of __class__.
        if (load && current_->isFunctionLike() && node->id == "super") {
            addDef("__class__", kUse, node->pos);
        }
        break;
    }
    case ast::Kind::ListExpr:
        visitExprs(static_cast<const ast::ListExpr*>(expr)->elts);
        break;
    case ast::Kind::Tuple:
        visitExprs(static_cast<const ast::Tuple*>(expr)->elts);
        break;
    default: // Constant
        break;
    }
}

void SymtableBuilder::visitPattern(const ast::Pattern* pattern) {
    DepthGuard guard(depth_);
    if (guard.exceeded()) failRecursion();
    switch (pattern->kind) {
    case ast::Kind::MatchValue:
        visitExpr(static_cast<const ast::MatchValue*>(pattern)->value);
        break;
    case ast::Kind::MatchSequence:
        for (const ast::Pattern* item : static_cast<const ast::MatchSequence*>(pattern)->patterns) {
            visitPattern(item);
        }
        break;
    case ast::Kind::MatchStar: {
        const auto* node = static_cast<const ast::MatchStar*>(pattern);
        if (!node->name.empty()) addDef(node->name, kDefLocal, node->pos);
        break;
    }
    case ast::Kind::MatchMapping: {
        const auto* node = static_cast<const ast::MatchMapping*>(pattern);
        visitExprs(node->keys);
        for (const ast::Pattern* item : node->patterns)
            visitPattern(item);
        if (!node->rest.empty()) addDef(node->rest, kDefLocal, node->pos);
        break;
    }
    case ast::Kind::MatchClass: {
        const auto* node = static_cast<const ast::MatchClass*>(pattern);
        visitExpr(node->cls);
        for (const ast::Pattern* item : node->patterns)
            visitPattern(item);
        for (const ast::Pattern* item : node->kwd_patterns)
            visitPattern(item);
        break;
    }
    case ast::Kind::MatchAs: {
        const auto* node = static_cast<const ast::MatchAs*>(pattern);
        if (node->pattern) visitPattern(node->pattern);
        if (!node->name.empty()) addDef(node->name, kDefLocal, node->pos);
        break;
    }
    case ast::Kind::MatchOr:
        for (const ast::Pattern* item : static_cast<const ast::MatchOr*>(pattern)->patterns) {
            visitPattern(item);
        }
        break;
    default: // MatchSingleton
        break;
    }
}

void SymtableBuilder::visitBoundOrDefault(const ast::Expr* expr, std::string_view name,
                                          const void* key, const ast::Node* param,
                                          const char* scopeInfo) {
    if (!expr) return;
    bool inClass = current_->canSeeClassScope;
    enterBlock(name, ScopeKind::TypeVarBound, key, param, expr->pos);
    current_->canSeeClassScope = inClass;
    if (inClass) addDef("__classdict__", kUse, expr->pos);
    state(current_).scopeInfo = scopeInfo;
    visitExpr(expr);
    exitBlock();
}

void SymtableBuilder::visitTypeParam(const ast::TypeParam* param) {
    switch (param->kind) {
    case ast::Kind::TypeVar: {
        const auto* node = static_cast<const ast::TypeVar*>(param);
        addDef(node->name, kDefTypeParam | kDefLocal, node->pos);
        const char* info = nullptr;
        if (node->bound) {
            info =
                node->bound->kind == ast::Kind::Tuple ? "a TypeVar constraint" : "a TypeVar bound";
        }
        visitBoundOrDefault(node->bound, node->name, param, param, info);
        visitBoundOrDefault(node->default_value, node->name, defaultKey(param), param,
                            "a TypeVar default");
        break;
    }
    case ast::Kind::TypeVarTuple: {
        const auto* node = static_cast<const ast::TypeVarTuple*>(param);
        addDef(node->name, kDefTypeParam | kDefLocal, node->pos);
        visitBoundOrDefault(node->default_value, node->name, defaultKey(param), param,
                            "a TypeVarTuple default");
        break;
    }
    case ast::Kind::ParamSpec: {
        const auto* node = static_cast<const ast::ParamSpec*>(param);
        addDef(node->name, kDefTypeParam | kDefLocal, node->pos);
        visitBoundOrDefault(node->default_value, node->name, defaultKey(param), param,
                            "a ParamSpec default");
        break;
    }
    default:
        break;
    }
}

void SymtableBuilder::visitParams(const ast::List<ast::Arg*>& params) {
    for (const ast::Arg* arg : params)
        addDef(arg->arg, kDefParam, arg->pos);
}

void SymtableBuilder::visitArguments(const ast::Arguments* args) {
    // Defaults were visited in the enclosing scope; only the names bind here.
    visitParams(args->posonlyargs);
    visitParams(args->args);
    visitParams(args->kwonlyargs);
    if (args->vararg) {
        addDef(args->vararg->arg, kDefParam, args->vararg->pos);
        current_->hasVarargs = true;
    }
    if (args->kwarg) {
        addDef(args->kwarg->arg, kDefParam, args->kwarg->pos);
        current_->hasVarkeywords = true;
    }
    current_->posOnlyArgCount = int32_t(args->posonlyargs.size);
    current_->argCount = int32_t(args->posonlyargs.size + args->args.size);
    current_->kwOnlyArgCount = int32_t(args->kwonlyargs.size);
}

void SymtableBuilder::visitAnnotation(const ast::Expr* annotation) {
    if (futureAnnotations_) {
        enterBlock("_annotation", ScopeKind::Annotation, annotation, annotation, annotation->pos);
        visitExpr(annotation);
        exitBlock();
    } else {
        visitExpr(annotation);
    }
}

void SymtableBuilder::visitArgAnnotations(const ast::Node* owner, const ast::Arguments* args,
                                          const ast::Expr* returns) {
    // Under future annotations the parameters' annotations share one block,
    // keyed (privately) by the arguments node; the return annotation gets
    // its own.
    if (futureAnnotations_) {
        enterBlock("_annotation", ScopeKind::Annotation, args, owner, owner->pos);
    }
    auto visitList = [&](const ast::List<ast::Arg*>& params) {
        for (const ast::Arg* arg : params) {
            if (arg->annotation) visitExpr(arg->annotation);
        }
    };
    visitList(args->posonlyargs);
    visitList(args->args);
    if (args->vararg && args->vararg->annotation) visitExpr(args->vararg->annotation);
    if (args->kwarg && args->kwarg->annotation) visitExpr(args->kwarg->annotation);
    visitList(args->kwonlyargs);
    if (futureAnnotations_) exitBlock();
    if (returns) visitAnnotation(returns);
}

void SymtableBuilder::visitComprehension(const ast::Expr* expr, std::string_view scopeName,
                                         ComprehensionKind kind,
                                         const ast::List<ast::Comprehension*>& generators,
                                         const ast::Expr* elt, const ast::Expr* value) {
    const ast::Comprehension* outermost = generators[0];
    // The outermost iterable is evaluated in the enclosing scope and passed
    // in as the implicit parameter ".0".
    state(current_).compIterExpr++;
    visitExpr(outermost->iter);
    state(current_).compIterExpr--;
    enterBlock(scopeName, ScopeKind::Function, expr, expr, expr->pos);
    Scope* scope = current_;
    scope->comprehension = kind;
    if (outermost->is_async) scope->coroutine = true;
    addDef(".0", kDefParam, expr->pos);
    scope->argCount = 1;
    state(scope).compIterTarget = true;
    visitExpr(outermost->target);
    state(scope).compIterTarget = false;
    visitExprs(outermost->ifs);
    for (uint32_t i = 1; i < generators.size; ++i) {
        const ast::Comprehension* generator = generators[i];
        state(scope).compIterTarget = true;
        visitExpr(generator->target);
        state(scope).compIterTarget = false;
        state(scope).compIterExpr++;
        visitExpr(generator->iter);
        state(scope).compIterExpr--;
        visitExprs(generator->ifs);
        if (generator->is_async) scope->coroutine = true;
    }
    if (value) visitExpr(value);
    visitExpr(elt);
    if (kind == ComprehensionKind::Generator) scope->generator = true;
    bool isAsync = scope->coroutine && kind != ComprehensionKind::Generator;
    exitBlock();
    // An async list/set/dict comprehension runs inside its parent's frame,
    // so the parent must be a coroutine too.
    if (isAsync) current_->coroutine = true;
    // With top-level await allowed, an async generator expression whose
    // code runs in the module's frame (directly or inside comprehensions
    // inlined there) makes the module a coroutine. CPython's compiler sets
    // this while compiling the expression; doing it here keeps codeFlags()
    // complete.
    if (options_.allowTopLevelAwait && kind == ComprehensionKind::Generator && scope->coroutine) {
        Scope* frame = current_;
        while (frame->comprehension != ComprehensionKind::None &&
               frame->comprehension != ComprehensionKind::Generator)
            frame = frame->parent;
        if (frame == module_) module_->coroutine = true;
    }
}

void SymtableBuilder::visitNamedExpr(const ast::NamedExpr* expr) {
    if (state(current_).compIterExpr > 0) {
        fail("assignment expression cannot be used in a comprehension iterable expression",
             expr->pos);
    }
    if (current_->comprehension != ComprehensionKind::None) {
        if (const auto* target = ast::as<ast::Name>(expr->target)) extendNamedExprScope(target);
    }
    visitExpr(expr->value);
    visitExpr(expr->target);
}

void SymtableBuilder::extendNamedExprScope(const ast::Name* target) {
    // A walrus inside a comprehension binds in the nearest enclosing scope
    // that is not a comprehension.
    std::string_view name = target->id;
    for (size_t i = stack_.size(); i-- > 0;) {
        Scope* scope = stack_[i];
        if (scope->comprehension != ComprehensionKind::None) {
            if (lookupFlags(scope, name) & kDefCompIter) {
                fail("assignment expression cannot rebind comprehension iteration variable '" +
                         std::string(name) + "'",
                     target->pos);
            }
            continue;
        }
        switch (scope->kind) {
        case ScopeKind::Function: {
            uint32_t flags = lookupFlags(scope, name);
            addDef(name, (flags & kDefGlobal) ? kDefGlobal : kDefNonlocal, target->pos);
            recordDirective(name, target->pos);
            addDefIn(scope, name, kDefLocal, target->pos);
            return;
        }
        case ScopeKind::Module:
            addDef(name, kDefGlobal, target->pos);
            recordDirective(name, target->pos);
            addDefIn(scope, name, kDefGlobal, target->pos);
            return;
        case ScopeKind::Class:
            fail("assignment expression within a comprehension cannot be used in a class body",
                 target->pos);
        case ScopeKind::TypeParameters:
            fail("assignment expression within a comprehension cannot be used within the "
                 "definition of a generic",
                 target->pos);
        case ScopeKind::TypeAlias:
            fail("assignment expression within a comprehension cannot be used in a type alias",
                 target->pos);
        case ScopeKind::TypeVarBound:
            fail("assignment expression within a comprehension cannot be used in a TypeVar "
                 "bound",
                 target->pos);
        case ScopeKind::Annotation:
            // Never reached: a walrus in an annotation block fails first.
            break;
        }
    }
}

// ---- The analysis ----------------------------------------------------------------

void SymtableBuilder::failAtDirective(const Scope* scope, std::string_view name,
                                      std::string message) {
    for (const auto& [directiveName, pos] : walk_[scope].directives) {
        if (directiveName == name) fail(std::move(message), pos);
    }
    fail(std::move(message), ast::Position{});
}

void SymtableBuilder::analyzeName(Scope* scope, Symbol& symbol, NameSet* bound, NameSet& local,
                                  NameSet& free, NameSet& global, NameSet& typeParams,
                                  Scope* classEntry) {
    std::string_view name = symbol.name;
    uint32_t flags = symbol.flags;
    std::string quoted = "'" + std::string(name) + "'";
    if (flags & kDefGlobal) {
        if (flags & kDefNonlocal) {
            failAtDirective(scope, name, "name " + quoted + " is nonlocal and global");
        }
        symbol.scope = SymbolScope::GlobalExplicit;
        global.insert(name);
        // `bound` is this block's private copy (see analyzeChildBlock).
        if (bound) bound->erase(name);
        return;
    }
    if (flags & kDefNonlocal) {
        if (!bound) {
            failAtDirective(scope, name, "nonlocal declaration not allowed at module level");
        }
        if (!bound->count(name)) {
            failAtDirective(scope, name, "no binding for nonlocal " + quoted + " found");
        }
        if (typeParams.count(name)) {
            failAtDirective(scope, name,
                            "nonlocal binding not allowed for type parameter " + quoted);
        }
        symbol.scope = SymbolScope::Free;
        free.insert(name);
        return;
    }
    if (flags & kDefBound) {
        symbol.scope = SymbolScope::Local;
        local.insert(name);
        global.erase(name);
        if (flags & kDefTypeParam) {
            typeParams.insert(name);
        } else {
            typeParams.erase(name);
        }
        return;
    }
    // An annotation scope in a class sees the class namespace first: a name
    // the class binds is looked up there (then in globals) at run time.
    if (classEntry) {
        const Symbol* classSymbol = classEntry->lookup(name);
        uint32_t classFlags = classSymbol ? classSymbol->flags : 0;
        if (classFlags & kDefGlobal) {
            symbol.scope = SymbolScope::GlobalExplicit;
            return;
        }
        if ((classFlags & kDefBound) && !(classFlags & kDefNonlocal)) {
            symbol.scope = SymbolScope::GlobalImplicit;
            return;
        }
    }
    if (bound && bound->count(name)) {
        symbol.scope = SymbolScope::Free;
        free.insert(name);
        return;
    }
    symbol.scope = SymbolScope::GlobalImplicit;
}

void SymtableBuilder::analyzeBlock(Scope* scope, NameSet* bound, NameSet& free, NameSet& global,
                                   NameSet& typeParams, Scope* classEntry) {
    NameSet local, newGlobal, newFree, newBound, inlinedCells;
    const bool isClass = scope->kind == ScopeKind::Class;
    // A class body's names are invisible to the functions inside it, so what
    // children see is fixed before the class's own names are looked at.
    if (isClass) {
        newGlobal = global;
        if (bound) newBound = *bound;
    }
    size_t ownSymbols = scope->symbols.size();
    for (size_t i = 0; i < ownSymbols; ++i) {
        analyzeName(scope, scope->symbols[i], bound, local, free, global, typeParams, classEntry);
    }
    if (!isClass) {
        if (scope->isFunctionLike()) newBound.insert(local.begin(), local.end());
        if (bound) newBound.insert(bound->begin(), bound->end());
        newGlobal.insert(global.begin(), global.end());
    } else {
        newBound.insert(intern("__class__"));
        newBound.insert(intern("__classdict__"));
    }

    std::vector<Scope*> children = scope->children;
    for (Scope* child : children) {
        Scope* newClassEntry = nullptr;
        if (child->canSeeClassScope) {
            if (isClass) {
                newClassEntry = scope;
            } else if (classEntry) {
                newClassEntry = classEntry;
            }
        }
        bool inlineIt = child->comprehension != ComprehensionKind::None && !child->generator &&
                        !scope->canSeeClassScope;
        NameSet childFree =
            analyzeChildBlock(child, newBound, newGlobal, typeParams, newClassEntry);
        if (inlineIt) {
            inlineComprehension(scope, child, childFree, inlinedCells);
            child->inlined = true;
            scope->hasInlinedComprehensions = true;
        }
        newFree.insert(childFree.begin(), childFree.end());
    }

    if (scope->isFunctionLike()) {
        // A local that an inner scope captures becomes a cell.
        for (Symbol& symbol : scope->symbols) {
            if (symbol.scope != SymbolScope::Local) continue;
            if (newFree.count(symbol.name) || inlinedCells.count(symbol.name)) {
                symbol.scope = SymbolScope::Cell;
                newFree.erase(symbol.name);
            }
        }
    } else if (isClass) {
        // Methods reaching for __class__ / __classdict__ get them from
        // implicit cells of the class body, never from further out.
        if (newFree.erase("__class__")) scope->needsClassClosure = true;
        if (newFree.erase("__classdict__")) scope->needsClassdict = true;
    }
    updateSymbols(scope, bound, newFree, inlinedCells, isClass || scope->canSeeClassScope);
    free.insert(newFree.begin(), newFree.end());
}

NameSet SymtableBuilder::analyzeChildBlock(Scope* child, const NameSet& bound,
                                           const NameSet& global, const NameSet& typeParams,
                                           Scope* classEntry) {
    // Each child works on copies: what one child's declarations do to these
    // sets must not leak into its siblings.
    NameSet childBound = bound;
    NameSet childGlobal = global;
    NameSet childTypeParams = typeParams;
    NameSet childFree;
    analyzeBlock(child, &childBound, childFree, childGlobal, childTypeParams, classEntry);
    return childFree;
}

bool SymtableBuilder::isFreeInAnyChild(const Scope* comp, std::string_view name) {
    for (const Scope* child : comp->visibleChildren()) {
        if (child->scopeOf(name) == SymbolScope::Free) return true;
    }
    return false;
}

void SymtableBuilder::inlineComprehension(Scope* scope, Scope* comp, NameSet& compFree,
                                          NameSet& inlinedCells) {
    bool removeDunderClass = false;
    std::vector<Symbol> compSymbols = comp->symbols;
    for (const Symbol& symbol : compSymbols) {
        if (symbol.flags & kDefParam) continue; // ".0"
        SymbolScope resolved = symbol.scope;
        if (resolved == SymbolScope::Cell || (symbol.flags & kDefCompCell)) {
            inlinedCells.insert(symbol.name);
        }
        Symbol* existing = findSymbol(scope, symbol.name);
        // A class body never passes __class__ on: inside an inlined
        // comprehension at class level it is an ordinary global name.
        if (resolved == SymbolScope::Free && scope->kind == ScopeKind::Class &&
            symbol.name == "__class__") {
            resolved = SymbolScope::GlobalImplicit;
            compFree.erase(symbol.name);
            removeDunderClass = true;
        }
        if (!existing) {
            Symbol& added = addSymbol(scope, symbol.name, symbol.flags);
            added.scope = resolved;
        } else if ((existing->flags & kDefBound) && !isFreeInAnyChild(comp, symbol.name) &&
                   scope->kind != ScopeKind::Class) {
            // The comprehension's frame is the parent's now: a parent local
            // it read as free is simply a local.
            compFree.erase(symbol.name);
        }
    }
    if (removeDunderClass) removeSymbol(comp, "__class__");
}

void SymtableBuilder::updateSymbols(Scope* scope, const NameSet* bound, const NameSet& newFree,
                                    const NameSet& inlinedCells, bool classFlag) {
    for (Symbol& symbol : scope->symbols) {
        if (inlinedCells.count(symbol.name)) symbol.flags |= kDefCompCell;
    }
    // Free variables of children that this scope neither binds nor declares
    // pass through it, so that the cell can be handed down.
    for (std::string_view name : sortedNames(newFree)) {
        if (Symbol* symbol = findSymbol(scope, name)) {
            if (classFlag) symbol->flags |= kDefFreeClass;
            continue;
        }
        if (bound && !bound->count(name)) continue; // a global
        Symbol& added = addSymbol(scope, name, 0);
        added.scope = SymbolScope::Free;
    }
}

void SymtableBuilder::finishScope(Scope* scope) {
    NameSet cells, frees;
    for (const Symbol& symbol : scope->symbols) {
        if (symbol.scope == SymbolScope::Cell || symbol.has(kDefCompCell))
            cells.insert(symbol.name);
        if (symbol.scope == SymbolScope::Free || symbol.has(kDefFreeClass))
            frees.insert(symbol.name);
    }
    scope->cellvars = sortedNames(cells);
    if (scope->needsClassClosure) scope->cellvars.push_back(intern("__class__"));
    if (scope->needsClassdict) scope->cellvars.push_back(intern("__classdict__"));
    scope->freevars = sortedNames(frees);
}

// ---- Entry points ------------------------------------------------------------------

SymtableResult buildSymtable(const ast::Mod* module, std::string_view filename,
                             const SymtableOptions& options, const SourceLineFn& sourceLine) {
    SymtableResult result;
    auto table = std::make_unique<SymbolTable>();
    SymtableBuilder builder(*table, filename, options, sourceLine);
    try {
        builder.build(module);
    } catch (const SymtableAbort&) {
        result.error = std::move(builder.error);
        result.errorType = builder.errorType;
        return result;
    }
    result.table = std::move(table);
    return result;
}

SourceLineFn sourceLinesOf(std::string_view source) {
    return [source](int32_t lineno, std::string& line) {
        size_t start = 0;
        for (int32_t current = 1; current < lineno; ++current) {
            size_t newline = source.find('\n', start);
            if (newline == std::string_view::npos) return false;
            start = newline + 1;
        }
        if (start >= source.size()) return false;
        size_t newline = source.find('\n', start);
        size_t end = newline == std::string_view::npos ? source.size() : newline + 1;
        line.assign(source.substr(start, end - start));
        return true;
    };
}

bool declaresFutureAnnotations(const ast::Mod* module) {
    const ast::List<ast::Stmt*>* body = nullptr;
    if (const auto* mod = ast::as<ast::Module>(module)) body = &mod->body;
    if (const auto* mod = ast::as<ast::Interactive>(module)) body = &mod->body;
    if (!body || body->empty()) return false;
    uint32_t i = isDocstring((*body)[0]) ? 1 : 0;
    // Future statements count while they come one after another (several
    // on one line included); a relative import of a module named
    // __future__ is an ordinary import and ends the run.
    for (; i < body->size; ++i) {
        const auto* from = ast::as<ast::ImportFrom>((*body)[i]);
        if (!from || from->level != 0 || from->module != "__future__") return false;
        for (const ast::Alias* alias : from->names) {
            if (alias->name == "annotations") return true;
        }
    }
    return false;
}

// ---- The dump ------------------------------------------------------------------------

namespace {

constexpr std::pair<uint32_t, const char*> kFlagNames[] = {
    {kDefGlobal, "DEF_GLOBAL"},
    {kDefLocal, "DEF_LOCAL"},
    {kDefParam, "DEF_PARAM"},
    {kDefNonlocal, "DEF_NONLOCAL"},
    {kUse, "USE"},
    {kDefFree, "DEF_FREE"},
    {kDefFreeClass, "DEF_FREE_CLASS"},
    {kDefImport, "DEF_IMPORT"},
    {kDefAnnot, "DEF_ANNOT"},
    {kDefCompIter, "DEF_COMP_ITER"},
    {kDefTypeParam, "DEF_TYPE_PARAM"},
    {kDefCompCell, "DEF_COMP_CELL"},
};

constexpr std::pair<uint32_t, const char*> kCodeFlagNames[] = {
    {CodeFlags::kOptimized, "OPTIMIZED"}, {CodeFlags::kNewLocals, "NEWLOCALS"},
    {CodeFlags::kVarargs, "VARARGS"},     {CodeFlags::kVarkeywords, "VARKEYWORDS"},
    {CodeFlags::kNested, "NESTED"},       {CodeFlags::kGenerator, "GENERATOR"},
    {CodeFlags::kCoroutine, "COROUTINE"}, {CodeFlags::kAsyncGenerator, "ASYNC_GENERATOR"},
};

template <size_t N>
std::string bitNames(uint32_t bits, const std::pair<uint32_t, const char*> (&names)[N]) {
    std::string out;
    for (const auto& [bit, name] : names) {
        if (!(bits & bit)) continue;
        if (!out.empty()) out += '|';
        out += name;
    }
    return out.empty() ? "-" : out;
}

// Python's repr() of a str, for the names the dump prints. Identifiers are
// printable, so only the choice of quote and backslash escapes matter.
std::string pyRepr(std::string_view text) {
    bool hasSingle = text.find('\'') != std::string_view::npos;
    bool hasDouble = text.find('"') != std::string_view::npos;
    char quote = hasSingle && !hasDouble ? '"' : '\'';
    std::string out(1, quote);
    for (char c : text) {
        if (c == quote || c == '\\') out += '\\';
        out += c;
    }
    out += quote;
    return out;
}

void appendList(std::string& out, const std::string& indent, const char* label,
                const std::vector<std::string_view>& names, const char* separator) {
    out += indent;
    out += label;
    out += ':';
    for (size_t i = 0; i < names.size(); ++i) {
        out += i == 0 ? " " : separator;
        out += names[i];
    }
    out += '\n';
}

// What the compiler's co_varnames will hold that can matter for co_cellvars:
// the parameters, then the names each inlined comprehension binds (they get
// fast slots so the comprehension can save and restore the outer value),
// in source order. Other fast locals are never cells.
void appendInlinedBindings(const Scope* scope, bool inClass, std::vector<std::string_view>& out) {
    for (const Scope* child : scope->children) {
        if (!child->inlined) continue;
        for (const Symbol& symbol : child->symbols) {
            if (symbol.has(kDefParam)) continue;
            if ((symbol.has(kDefLocal) && !symbol.has(kDefNonlocal)) || inClass) {
                out.push_back(symbol.name);
            }
        }
        appendInlinedBindings(child, inClass, out);
    }
}

void dumpScope(const Scope* scope, int depth, std::string& out) {
    std::string indent(size_t(depth) * 2, ' ');
    std::string inner = indent + "  ";
    out += indent;
    out += scopeKindName(scope->kind);
    out += ' ';
    out += pyRepr(scope->name);
    out += " line ";
    out += std::to_string(scope->position.lineno);
    if (scope->nested) out += " nested";
    out += '\n';
    appendList(out, inner, "varnames", scope->varnames, ", ");

    // Passed-through free variables carry no flag bits; they come last.
    std::vector<const Symbol*> order;
    for (const Symbol& symbol : scope->symbols) {
        if (symbol.flags & kSymbolFlagMask) order.push_back(&symbol);
    }
    std::vector<const Symbol*> passing;
    for (const Symbol& symbol : scope->symbols) {
        if (!(symbol.flags & kSymbolFlagMask)) passing.push_back(&symbol);
    }
    std::sort(passing.begin(), passing.end(),
              [](const Symbol* a, const Symbol* b) { return a->name < b->name; });
    order.insert(order.end(), passing.begin(), passing.end());

    // The `symtable` module decides "module scope" by the name "top".
    bool moduleScope = scope->name == "top";
    if (scope->kind == ScopeKind::Function) {
        auto select = [&](auto predicate) {
            std::vector<std::string_view> names;
            for (const Symbol* symbol : order) {
                if (predicate(*symbol)) names.push_back(symbol->name);
            }
            return names;
        };
        appendList(out, inner, "params", select([](const Symbol& s) { return s.isParameter(); }),
                   ", ");
        appendList(out, inner, "locals", select([](const Symbol& s) {
                       return s.scope == SymbolScope::Local || s.scope == SymbolScope::Cell;
                   }),
                   ", ");
        appendList(out, inner, "globals", select([](const Symbol& s) { return s.isGlobal(); }),
                   ", ");
        appendList(out, inner, "frees", select([](const Symbol& s) { return s.isFree(); }), ", ");
        appendList(out, inner, "nonlocals", select([](const Symbol& s) { return s.isNonlocal(); }),
                   ", ");
    }

    std::vector<std::string_view> fastLocals(scope->varnames.begin(), scope->varnames.end());
    appendInlinedBindings(scope, scope->kind == ScopeKind::Class, fastLocals);
    std::vector<std::string_view> cells = scope->codeCellvars(fastLocals);
    out += inner;
    out += "code: name=";
    out += scope->codeName();
    out += " qualname=";
    out += scope->qualname();
    out += " cells=";
    for (size_t i = 0; i < cells.size(); ++i) {
        if (i) out += ',';
        out += cells[i];
    }
    out += " frees=";
    for (size_t i = 0; i < scope->freevars.size(); ++i) {
        if (i) out += ',';
        out += scope->freevars[i];
    }
    out += " flags=";
    out += bitNames(scope->codeFlags(), kCodeFlagNames);
    out += '\n';

    for (const Symbol* symbol : order) {
        bool bound = symbol->has(kDefBound);
        std::vector<std::string_view> holds;
        if (symbol->scope == SymbolScope::Local || symbol->scope == SymbolScope::Cell ||
            (moduleScope && bound)) {
            holds.push_back("local");
        }
        if (symbol->isGlobal() || (moduleScope && bound)) holds.push_back("global");
        if (symbol->isDeclaredGlobal()) holds.push_back("declared_global");
        if (symbol->isNonlocal()) holds.push_back("nonlocal");
        if (symbol->isFree()) holds.push_back("free");
        if (symbol->isParameter()) holds.push_back("parameter");
        if (symbol->isImported()) holds.push_back("imported");
        if (symbol->isAnnotated()) holds.push_back("annotated");
        if (symbol->isReferenced()) holds.push_back("referenced");
        if (symbol->isAssigned()) holds.push_back("assigned");
        out += inner;
        out += "sym ";
        out += pyRepr(symbol->name);
        out += ": ";
        out += symbolScopeName(symbol->scope);
        out += ' ';
        out += bitNames(symbol->flags & kSymbolFlagMask, kFlagNames);
        out += " [";
        for (size_t i = 0; i < holds.size(); ++i) {
            if (i) out += ',';
            out += holds[i];
        }
        out += "]\n";
    }
    for (const Scope* child : scope->visibleChildren())
        dumpScope(child, depth + 1, out);
}

} // namespace

std::string dumpSymtable(const SymbolTable& table) {
    std::string out;
    if (table.top()) dumpScope(table.top(), 0, out);
    return out;
}

} // namespace taipan::compile
