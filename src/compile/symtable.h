// The symbol table: the compiler's first pass over an AST. It builds the tree
// of scopes (module, functions and lambdas, classes, comprehensions and
// generator expressions, and the PEP 695 annotation scopes) and decides, for
// every name used in every scope, where the name lives at run time: a fast
// local, a cell, a free variable from an enclosing function, or a global.
//
// The result is exactly what CPython 3.13's symtable pass computes: the same
// scopes with the same names and line numbers, the same symbols with the same
// flag bits and resolved scopes (what the `symtable` module reports), the
// same parameter lists, and the same SyntaxErrors with CPython's messages and
// locations. scripts/dump_symtable.py prints CPython's table in the format of
// dumpSymtable() below, so the two can be compared line by line.
//
// Invariants:
//  - Every Scope and every name string belongs to the SymbolTable; pointers
//    and string_views into it stay valid for the table's lifetime and do not
//    depend on the AST's arena (though the table's lookup keys are AST node
//    addresses, so lookups need the AST that was analysed).
//  - Symbol names are *mangled* names (`__x` in class C is `_C__x`), as CPython
//    stores them; Scope::mangle() applies the same rule to names the code
//    generator meets.
//  - Flag bit values and scope numbers are CPython's own, so a Symbol's
//    `flags | (scope << 12)` is the integer CPython's `_symtable` reports.
#pragma once

#include "parse/ast.h"
#include "parse/syntax_error.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace taipan::compile {

// What kind of block a scope is. The values are those of CPython's
// _symtable.TYPE_* constants.
enum class ScopeKind : uint8_t {
    Function = 0,       // def, async def, lambda, comprehensions, generator expressions
    Class = 1,          // a class body
    Module = 2,         // the top level (also of eval and single input)
    Annotation = 3,     // annotations under `from __future__ import annotations` (see below)
    TypeAlias = 4,      // the lazily evaluated value of a `type X = ...` statement
    TypeParameters = 5, // the scope holding a generic def/class/alias's type parameters
    TypeVarBound = 6,   // a TypeVar bound or constraints, or any type parameter's default
};

// The name the `symtable` module prints for a kind ("function", "type alias", ...).
std::string_view scopeKindName(ScopeKind kind);

enum class ComprehensionKind : uint8_t { None, List, Set, Dict, Generator };

// Where a name lives, CPython's numbering. Unresolved only appears while the
// table is being built.
enum class SymbolScope : uint8_t {
    Unresolved = 0,
    Local = 1,          // a fast local of a function, or a name in a class/module namespace
    GlobalExplicit = 2, // declared `global` (or bound by a walrus at module level)
    GlobalImplicit = 3, // not bound anywhere visible: globals, then builtins
    Free = 4,           // bound in an enclosing function: read through a cell passed in
    Cell = 5,           // a local of this scope that inner scopes capture
};

// CPython's name for a scope ("LOCAL", "GLOBAL_EXPLICIT", ...).
std::string_view symbolScopeName(SymbolScope scope);

// Symbol flag bits, CPython's values. A symbol accumulates every way it is
// used in its scope.
inline constexpr uint32_t kDefGlobal = 0x001; // named in a `global` statement
inline constexpr uint32_t kDefLocal = 0x002;  // assigned, deleted, def/class name, for target, ...
inline constexpr uint32_t kDefParam = 0x004;  // a parameter (including ".0", ".defaults", ...)
inline constexpr uint32_t kDefNonlocal = 0x008; // named in a `nonlocal` statement
inline constexpr uint32_t kUse = 0x010;         // read
inline constexpr uint32_t kDefFree = 0x020;     // unused by CPython 3.13; kept for the numbering
inline constexpr uint32_t kDefFreeClass =
    0x040;                                    // free in a child of a class (or class-seeing) scope
inline constexpr uint32_t kDefImport = 0x080; // bound by an import
inline constexpr uint32_t kDefAnnot = 0x100;  // the target of a simple annotated assignment
inline constexpr uint32_t kDefCompIter = 0x200;  // a comprehension's iteration variable
inline constexpr uint32_t kDefTypeParam = 0x400; // a PEP 695 type parameter
inline constexpr uint32_t kDefCompCell = 0x800;  // a cell inside an inlined comprehension
inline constexpr uint32_t kDefBound = kDefLocal | kDefParam | kDefImport;
inline constexpr uint32_t kSymbolFlagMask = 0xFFF;

// CPython's co_flags bits that follow from the symbol table.
struct CodeFlags {
    static constexpr uint32_t kOptimized = 0x0001;
    static constexpr uint32_t kNewLocals = 0x0002;
    static constexpr uint32_t kVarargs = 0x0004;
    static constexpr uint32_t kVarkeywords = 0x0008;
    static constexpr uint32_t kNested = 0x0010;
    static constexpr uint32_t kGenerator = 0x0020;
    static constexpr uint32_t kCoroutine = 0x0080;
    static constexpr uint32_t kAsyncGenerator = 0x0200;
};

struct Symbol {
    std::string_view name; // mangled; owned by the SymbolTable
    uint32_t flags = 0;    // kDef* / kUse bits
    SymbolScope scope = SymbolScope::Unresolved;

    bool has(uint32_t bits) const { return (flags & bits) != 0; }
    bool isParameter() const { return has(kDefParam); }
    bool isReferenced() const { return has(kUse); }
    bool isAssigned() const { return has(kDefLocal); }
    bool isImported() const { return has(kDefImport); }
    bool isAnnotated() const { return has(kDefAnnot); }
    bool isNonlocal() const { return has(kDefNonlocal); }
    bool isDeclaredGlobal() const { return scope == SymbolScope::GlobalExplicit; }
    bool isFree() const { return scope == SymbolScope::Free; }
    bool isCell() const { return scope == SymbolScope::Cell; }
    bool isGlobal() const {
        return scope == SymbolScope::GlobalExplicit || scope == SymbolScope::GlobalImplicit;
    }
    // CPython's integer for this symbol: flags plus the scope in bits 12-15.
    uint32_t packed() const { return flags | (uint32_t(scope) << 12); }
};

class SymbolTable;

// One scope. Plain data once the table is built; the code generator reads it.
struct Scope {
    ScopeKind kind = ScopeKind::Module;
    ComprehensionKind comprehension = ComprehensionKind::None;
    // "top" for the module; the def/class name (unmangled); "lambda";
    // "listcomp", "setcomp", "dictcomp", "genexpr"; the alias name for a type
    // alias and its type-parameter scope; the type parameter's name for a
    // bound/default scope; "_annotation" for annotation blocks.
    std::string_view name;
    // The node whose key opened the scope (see SymbolTable's lookups): the
    // Mod, FunctionDef, AsyncFunctionDef, Lambda, ClassDef, comprehension
    // expression, TypeAlias, or the TypeParam of a bound/default scope; for a
    // type-parameter scope the def/class/alias statement that owns the list;
    // for an annotation block the annotation or the def.
    const parse::ast::Node* node = nullptr;
    // CPython's ste_lineno etc.: the position of that node (0 for the module),
    // or of the bound/default expression for a TypeVarBound scope.
    parse::ast::Position position;

    Scope* parent = nullptr; // null for the module; an annotation block's parent is where it sits
    // Child scopes in the order they were opened, inlined comprehensions
    // included (CPython's `symtable` module splices an inlined comprehension's
    // children in its place instead: see visibleChildren()). Annotation blocks
    // are never children, as in CPython.
    std::vector<Scope*> children;

    // Symbols in the order CPython's table has them: first mention during the
    // walk, then names copied in from inlined comprehensions, then free
    // variables passed through from children (those sorted by name here;
    // CPython's order for them depends on the string hash seed).
    std::vector<Symbol> symbols;

    // Parameters in definition order: positional-only, positional-or-keyword,
    // keyword-only, then *args, then **kwargs (CPython's co_varnames order).
    // Comprehensions have ".0"; type-parameter scopes of generic functions
    // ".defaults" (always) and ".kwdefaults" (when a keyword-only default exists).
    std::vector<std::string_view> varnames;
    // Parameter counts of a def, lambda or comprehension (co_posonlyargcount,
    // co_argcount with positional-only included, co_kwonlyargcount). Zero for
    // type-parameter scopes, whose code takes only the defaults actually
    // given, which the code generator knows.
    int32_t posOnlyArgCount = 0;
    int32_t argCount = 0;
    int32_t kwOnlyArgCount = 0;

    bool hasVarargs = false;
    bool hasVarkeywords = false;
    // Inside a function-like scope, at any depth.
    bool nested = false;
    // Contains yield or yield from, or is a generator expression.
    bool generator = false;
    // An async def; or contains await, an async comprehension, or (module,
    // with top-level await allowed) async for / async with / an async
    // generator expression. Also set on a plain def containing await, which
    // the code generator then rejects.
    bool coroutine = false;
    // Contains `return <value>`.
    bool returnsValue = false;
    // A class whose methods use __class__ (or super()): it gets the implicit
    // cell __class__.
    bool needsClassClosure = false;
    // A class whose annotation scopes read its namespace: it gets the
    // implicit cell __classdict__.
    bool needsClassdict = false;
    // An annotation scope directly in a class (or in such a scope's type
    // parameters): names the class binds are read from __classdict__ first.
    bool canSeeClassScope = false;
    // A list/set/dict comprehension compiled into its parent's code (PEP 709).
    bool inlined = false;
    bool hasInlinedComprehensions = false;

    // The class name that mangles private names inside this scope (empty when
    // none), and, for the type-parameter scope of a generic class and scopes
    // nested in it, the only names that get mangled there (the type
    // parameters); null means "every private name".
    std::string_view privateName;
    std::shared_ptr<const std::unordered_set<std::string>> mangledNames;

    // Cells and free variables in CPython's cell-index order, the order the
    // compiler assigns them before laying out the frame: cellvars are the
    // names resolved Cell or flagged kDefCompCell, sorted by code point, then
    // "__class__" and "__classdict__" when a class needs them; freevars are
    // the names resolved Free or flagged kDefFreeClass, sorted. co_freevars is
    // exactly `freevars`; co_cellvars is codeCellvars() below.
    std::vector<std::string_view> cellvars;
    std::vector<std::string_view> freevars;

    // The symbol of a mangled name, or null.
    const Symbol* lookup(std::string_view mangledName) const;
    // Unresolved when the name has no symbol here.
    SymbolScope scopeOf(std::string_view mangledName) const;
    // The name as this scope stores it (CPython's _Py_MaybeMangle).
    std::string mangle(std::string_view name) const;

    bool isFunctionLike() const {
        return kind == ScopeKind::Function || kind == ScopeKind::TypeVarBound ||
               kind == ScopeKind::TypeAlias || kind == ScopeKind::TypeParameters;
    }
    // co_flags bits for the code object of this scope (CodeFlags::*),
    // computed as CPython's compiler does from these fields.
    uint32_t codeFlags() const;
    // co_cellvars, given the code object's final co_varnames: cells that are
    // also fast locals come first in co_varnames order (parameters, and names
    // an inlined comprehension binds), then the others in `cellvars` order.
    std::vector<std::string_view>
    codeCellvars(const std::vector<std::string_view>& coVarnames) const;
    // The children the `symtable` module shows: inlined comprehensions are
    // replaced by their own visible children.
    std::vector<const Scope*> visibleChildren() const;

    // co_name of this scope's code object: "<module>", the def/class/alias
    // or type parameter name, "<lambda>", "<listcomp>", "<genexpr>", ...,
    // "<generic parameters of NAME>".
    std::string codeName() const;
    // co_qualname, by CPython's rules: dotted through enclosing classes,
    // functions (which add ".<locals>") and generator expressions; a
    // type-parameter scope is skipped on the way out; a def or class whose
    // name its parent declares global is not qualified. Not meaningful for
    // inlined comprehensions and annotation blocks, which have no code object.
    std::string qualname() const;

    // Internal: symbol index by name.
    std::unordered_map<std::string_view, uint32_t> symbolIndex;
};

// CPython's private-name mangling: "__x" inside class "_C" becomes "_C__x";
// dunder names, dotted names and class names made only of underscores are
// left alone.
std::string mangleName(std::string_view privateName, std::string_view name);

class SymbolTable {
  public:
    SymbolTable() = default;
    SymbolTable(const SymbolTable&) = delete;
    SymbolTable& operator=(const SymbolTable&) = delete;

    const Scope* top() const { return top_; }
    Scope* top() { return top_; }

    // The scope a node opens: Module/Expression/Interactive, FunctionDef,
    // AsyncFunctionDef, Lambda, ClassDef, ListComp, SetComp, DictComp,
    // GeneratorExp, TypeAlias (the scope of its value). Null otherwise.
    const Scope* scopeFor(const parse::ast::Node* node) const;
    // The type-parameter scope of a generic FunctionDef, AsyncFunctionDef,
    // ClassDef or TypeAlias; null when it has no type parameters.
    const Scope* typeParamsScopeFor(const parse::ast::Node* owner) const;
    // The scope evaluating a TypeVar's bound (or constraints tuple), and the
    // one evaluating any type parameter's default; null when absent.
    const Scope* typeVarBoundScopeFor(const parse::ast::TypeParam* param) const;
    const Scope* typeParamDefaultScopeFor(const parse::ast::TypeParam* param) const;

    // Every scope, annotation blocks included, in creation order (the module first).
    const std::vector<std::unique_ptr<Scope>>& allScopes() const { return scopes_; }

    // Whether `from __future__ import annotations` was in effect.
    bool futureAnnotations() const { return futureAnnotations_; }

  private:
    friend class SymtableBuilder;
    Scope* top_ = nullptr;
    bool futureAnnotations_ = false;
    std::vector<std::unique_ptr<Scope>> scopes_;
    std::unordered_map<const void*, Scope*> byKey_;
    std::unordered_set<std::string> names_; // every name string, interned
};

struct SymtableOptions {
    // `from __future__ import annotations` inherited from compile() flags.
    // A module's own future statement is detected by buildSymtable itself.
    bool futureAnnotations = false;
    // PyCF_ALLOW_TOP_LEVEL_AWAIT: async constructs at module level mark the
    // module as a coroutine.
    bool allowTopLevelAwait = false;
};

// Returns line `lineno` (1-based) of the source with its newline, or false
// when it is not available. CPython fills SyntaxError.text by reading the
// file named by the filename: for a script that is the source itself, for
// compile() of a string under a made-up name ("<string>") there is no text.
using SourceLineFn = std::function<bool(int32_t lineno, std::string& line)>;

// A SourceLineFn over source text held by the caller (must outlive the calls).
SourceLineFn sourceLinesOf(std::string_view source);

enum class SymtableErrorType : uint8_t {
    SyntaxError,
    // "maximum recursion depth exceeded during compilation": more than 10,000
    // nested statements/expressions/patterns (CPython's C recursion limit
    // when a script is compiled directly). No location.
    RecursionError,
    // "this compiler does not handle FunctionTypes" (func_type input).
    RuntimeError,
};

struct SymtableResult {
    std::unique_ptr<SymbolTable> table; // null exactly when `error` is set
    // On failure: CPython's message; lineno, offset, end_lineno, end_offset
    // as CPython reports them (offsets are the AST's byte columns plus one,
    // which is what CPython 3.13 does for errors of this pass); text from the
    // SourceLineFn. `error->type` is always ErrorType::SyntaxError; errorType
    // tells which exception CPython raises.
    std::optional<parse::SyntaxErrorInfo> error;
    SymtableErrorType errorType = SymtableErrorType::SyntaxError;
};

// Builds the symbol table of `module` (an ast::Module, Expression or
// Interactive). The first error stops the pass, as in CPython.
SymtableResult buildSymtable(const parse::ast::Mod* module, std::string_view filename,
                             const SymtableOptions& options = {},
                             const SourceLineFn& sourceLine = {});

// Whether the module's own leading statements turn on
// `from __future__ import annotations` (after an optional docstring, in the
// run of `from __future__ import ...` statements, as CPython's future pass
// reads them). Reports no errors: bad future statements are the compiler's.
bool declaresFutureAnnotations(const parse::ast::Mod* module);

// A readable, deterministic dump: the format scripts/dump_symtable.py prints
// from CPython's symtable module (see that script for a description).
std::string dumpSymtable(const SymbolTable& table);

} // namespace taipan::compile
