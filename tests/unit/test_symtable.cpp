// Unit tests for the symbol table pass (src/compile/symtable.h).
//
// The bulk of the expectations is generated from CPython 3.13 by
// tests/unit/gen_symtable_cases.py into symtable_cases.inc:
//  - kDumpCases: for each program, the dump scripts/dump_symtable.py prints
//    from CPython's symtable module and compile() (scopes, symbols with their
//    flags and resolved scopes, the symtable.Function accessors, and the
//    co_cellvars / co_freevars / co_flags of each scope's code object);
//  - kErrorCases: for each program, the SyntaxError CPython's symbol table
//    pass raises, with its location and the source line CPython attaches
//    when the program is a file.
// The hand-written tests below check the parts of the interface the dump
// does not show (node-to-scope lookups, inlining records, cell order for a
// given co_varnames, mangling, limits); their expected values were taken
// from python3.13 as noted beside each.
#include "compile/symtable.h"

#include "parse/parser.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

namespace {

using namespace taipan;
using compile::ComprehensionKind;
using compile::Scope;
using compile::ScopeKind;
using compile::SymbolScope;
using compile::SymtableErrorType;
using compile::SymtableResult;

struct DumpCase {
    const char* name;
    const char* mode;
    const char* source;
    const char* expected;
};

struct ErrorCase {
    const char* name;
    const char* source;
    const char* message;
    int32_t lineno;
    int32_t offset;
    int32_t endLineno;
    int32_t endOffset;
    const char* text; // what CPython attaches when the program is a file; null for None
};

#include "symtable_cases.inc"

// gtest prints a failing parameter with these instead of its raw bytes.
void PrintTo(const DumpCase& c, std::ostream* out) {
    *out << c.name;
}
void PrintTo(const ErrorCase& c, std::ostream* out) {
    *out << c.name;
}

parse::ParseMode modeNamed(std::string_view mode) {
    if (mode == "eval") return parse::ParseMode::Eval;
    if (mode == "single") return parse::ParseMode::Single;
    return parse::ParseMode::Exec;
}

// A parsed program and its symbol table; the arena keeps the AST alive for
// the node lookups.
struct Analysed {
    parse::Arena arena;
    parse::ast::Mod* tree = nullptr;
    SymtableResult result;
};

void analyse(Analysed& out, std::string_view source, std::string_view mode = "exec",
             const compile::SourceLineFn& lines = {}) {
    parse::ParseResult parsed = parse::parseText(source, "<string>", modeNamed(mode), out.arena);
    ASSERT_TRUE(parsed.tree) << "parse error: " << parsed.error->message;
    out.tree = parsed.tree;
    out.result = compile::buildSymtable(parsed.tree, "<string>", {}, lines);
}

// The first statement of a module, as a T.
template <class T> const T* firstStatement(const parse::ast::Mod* tree, uint32_t index = 0) {
    const auto* module = parse::ast::as<parse::ast::Module>(tree);
    return module ? parse::ast::as<T>(module->body[index]) : nullptr;
}

std::vector<std::string> strings(const std::vector<std::string_view>& views) {
    return std::vector<std::string>(views.begin(), views.end());
}

// ---- Generated comparisons with CPython ----------------------------------------

class SymtableDump : public ::testing::TestWithParam<DumpCase> {};

TEST_P(SymtableDump, MatchesCPython) {
    const DumpCase& c = GetParam();
    Analysed a;
    analyse(a, c.source, c.mode);
    ASSERT_TRUE(a.result.table) << a.result.error->message;
    EXPECT_EQ(compile::dumpSymtable(*a.result.table), c.expected);
}

INSTANTIATE_TEST_SUITE_P(CPython, SymtableDump, ::testing::ValuesIn(kDumpCases),
                         [](const ::testing::TestParamInfo<DumpCase>& param) {
                             return std::string(param.param.name);
                         });

class SymtableError : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(SymtableError, MatchesCPython) {
    const ErrorCase& c = GetParam();
    Analysed a;
    analyse(a, c.source);
    ASSERT_FALSE(a.result.table);
    ASSERT_TRUE(a.result.error);
    const parse::SyntaxErrorInfo& error = *a.result.error;
    EXPECT_EQ(a.result.errorType, SymtableErrorType::SyntaxError);
    EXPECT_EQ(error.type, parse::ErrorType::SyntaxError);
    EXPECT_EQ(error.message, c.message);
    EXPECT_EQ(error.filename, "<string>");
    EXPECT_EQ(error.lineno, c.lineno);
    EXPECT_EQ(error.offset, c.offset);
    EXPECT_EQ(error.endLineno, c.endLineno);
    EXPECT_EQ(error.endOffset, c.endOffset);
    // compile() of a string under a made-up name: CPython has no text.
    EXPECT_FALSE(error.hasText);
}

TEST_P(SymtableError, TextComesFromTheSourceLine) {
    const ErrorCase& c = GetParam();
    Analysed a;
    analyse(a, c.source, "exec", compile::sourceLinesOf(c.source));
    ASSERT_TRUE(a.result.error);
    ASSERT_EQ(a.result.error->hasText, c.text != nullptr);
    if (c.text) {
        EXPECT_EQ(a.result.error->text, c.text);
    }
}

INSTANTIATE_TEST_SUITE_P(CPython, SymtableError, ::testing::ValuesIn(kErrorCases),
                         [](const ::testing::TestParamInfo<ErrorCase>& param) {
                             return std::string(param.param.name);
                         });

// ---- The interface the code generator uses --------------------------------------

TEST(Symtable, NodesMapToTheirScopes) {
    Analysed a;
    analyse(a, "def f[T: int = str](x, *a, **k):\n"
               "    return lambda: [y for y in x], (z for z in x)\n"
               "class C:\n"
               "    pass\n"
               "type A[U] = U\n");
    ASSERT_TRUE(a.result.table);
    const compile::SymbolTable& table = *a.result.table;
    EXPECT_EQ(table.scopeFor(a.tree), table.top());
    EXPECT_EQ(table.top()->kind, ScopeKind::Module);
    EXPECT_EQ(table.top()->name, "top");

    const auto* def = firstStatement<parse::ast::FunctionDef>(a.tree);
    ASSERT_TRUE(def);
    const Scope* function = table.scopeFor(def);
    ASSERT_TRUE(function);
    EXPECT_EQ(function->kind, ScopeKind::Function);
    EXPECT_EQ(function->name, "f");
    EXPECT_EQ(function->node, def);
    // co_varnames ('x', 'a', 'k'), co_argcount 1, co_flags 0x1f in CPython.
    EXPECT_EQ(strings(function->varnames), (std::vector<std::string>{"x", "a", "k"}));
    EXPECT_EQ(function->argCount, 1);
    EXPECT_TRUE(function->hasVarargs);
    EXPECT_TRUE(function->hasVarkeywords);
    EXPECT_EQ(function->codeFlags(), 0x1fu);

    const Scope* typeParams = table.typeParamsScopeFor(def);
    ASSERT_TRUE(typeParams);
    EXPECT_EQ(typeParams->kind, ScopeKind::TypeParameters);
    EXPECT_EQ(function->parent, typeParams);
    EXPECT_EQ(typeParams->parent, table.top());
    const parse::ast::TypeParam* param = def->type_params[0];
    const Scope* bound = table.typeVarBoundScopeFor(param);
    const Scope* defaultValue = table.typeParamDefaultScopeFor(param);
    ASSERT_TRUE(bound && defaultValue);
    EXPECT_NE(bound, defaultValue);
    EXPECT_EQ(bound->kind, ScopeKind::TypeVarBound);
    EXPECT_EQ(bound->name, "T");
    EXPECT_EQ(defaultValue->kind, ScopeKind::TypeVarBound);

    // The lambda, the inlined list comprehension inside it, the generator
    // expression.
    const auto* ret = parse::ast::as<parse::ast::Return>(def->body[0]);
    const auto* tuple = parse::ast::as<parse::ast::Tuple>(ret->value);
    const auto* lambda = parse::ast::as<parse::ast::Lambda>(tuple->elts[0]);
    const auto* genexp = parse::ast::as<parse::ast::GeneratorExp>(tuple->elts[1]);
    ASSERT_TRUE(lambda && genexp);
    const Scope* lambdaScope = table.scopeFor(lambda);
    ASSERT_TRUE(lambdaScope);
    EXPECT_EQ(lambdaScope->name, "lambda");
    const Scope* listcomp = table.scopeFor(lambda->body);
    ASSERT_TRUE(listcomp);
    EXPECT_EQ(listcomp->comprehension, ComprehensionKind::List);
    EXPECT_TRUE(listcomp->inlined);
    EXPECT_TRUE(lambdaScope->hasInlinedComprehensions);
    EXPECT_TRUE(lambdaScope->visibleChildren().empty());
    const Scope* generator = table.scopeFor(genexp);
    ASSERT_TRUE(generator);
    EXPECT_FALSE(generator->inlined);
    EXPECT_TRUE(generator->generator);
    // <genexpr>: co_varnames ('.0', 'z'), co_argcount 1, co_flags 0x33.
    EXPECT_EQ(strings(generator->varnames), (std::vector<std::string>{".0"}));
    EXPECT_EQ(generator->argCount, 1);
    EXPECT_EQ(generator->codeFlags(), 0x33u);

    const auto* classDef = firstStatement<parse::ast::ClassDef>(a.tree, 1);
    ASSERT_TRUE(classDef);
    EXPECT_EQ(table.scopeFor(classDef)->kind, ScopeKind::Class);
    EXPECT_EQ(table.typeParamsScopeFor(classDef), nullptr);

    const auto* alias = firstStatement<parse::ast::TypeAlias>(a.tree, 2);
    ASSERT_TRUE(alias);
    EXPECT_EQ(table.scopeFor(alias)->kind, ScopeKind::TypeAlias);
    EXPECT_EQ(table.typeParamsScopeFor(alias)->kind, ScopeKind::TypeParameters);
}

TEST(Symtable, InlinedComprehensionKeepsItsOwnSymbols) {
    // The code generator isolates the comprehension's bindings from the
    // function's using the comprehension's own table.
    Analysed a;
    analyse(a, "def f(xs):\n    x = 1\n    return [x for x in xs]\n");
    ASSERT_TRUE(a.result.table);
    const auto* def = firstStatement<parse::ast::FunctionDef>(a.tree);
    const auto* ret = parse::ast::as<parse::ast::Return>(def->body[1]);
    const Scope* comp = a.result.table->scopeFor(ret->value);
    ASSERT_TRUE(comp);
    EXPECT_TRUE(comp->inlined);
    ASSERT_TRUE(comp->lookup(".0"));
    EXPECT_TRUE(comp->lookup(".0")->isParameter());
    const compile::Symbol* x = comp->lookup("x");
    ASSERT_TRUE(x);
    EXPECT_EQ(x->scope, SymbolScope::Local);
    EXPECT_TRUE(x->has(compile::kDefCompIter));
    EXPECT_EQ(a.result.table->scopeFor(def)->scopeOf("x"), SymbolScope::Local);
}

TEST(Symtable, CellOrderFollowsTheFrameLayout) {
    // CPython: co_cellvars ('zz', 'b', 'a', 'k', 'c', 'd', 'm', 'q') for
    // co_varnames ('zz', 'b', 'a', 'k', 'c', 'd', 'g'); the inner function's
    // co_freevars ('a', 'b', 'c', 'd', 'k', 'm', 'q', 'zz').
    Analysed a;
    analyse(a, "def f(zz, b, a, *c, k, **d):\n"
               "    q = 1; m = 2\n"
               "    def g(): return a, b, q, m, c, zz, d, k\n"
               "    return g\n");
    ASSERT_TRUE(a.result.table);
    const auto* def = firstStatement<parse::ast::FunctionDef>(a.tree);
    const Scope* f = a.result.table->scopeFor(def);
    EXPECT_EQ(strings(f->cellvars),
              (std::vector<std::string>{"a", "b", "c", "d", "k", "m", "q", "zz"}));
    std::vector<std::string_view> coVarnames = {"zz", "b", "a", "k", "c", "d", "g"};
    EXPECT_EQ(strings(f->codeCellvars(coVarnames)),
              (std::vector<std::string>{"zz", "b", "a", "k", "c", "d", "m", "q"}));
    const Scope* g = f->visibleChildren().at(0);
    EXPECT_EQ(strings(g->freevars),
              (std::vector<std::string>{"a", "b", "c", "d", "k", "m", "q", "zz"}));
    EXPECT_TRUE(g->cellvars.empty());
}

TEST(Symtable, ClassImplicitCells) {
    // CPython: C's co_cellvars ('__class__', '__classdict__'); the generic
    // method's type-parameter code has co_freevars ('__class__', '__classdict__').
    Analysed a;
    analyse(a, "class C:\n"
               "    Bound = int\n"
               "    def m[T: Bound](self, x: T) -> T:\n"
               "        return super()\n");
    ASSERT_TRUE(a.result.table);
    const Scope* c = a.result.table->scopeFor(firstStatement<parse::ast::ClassDef>(a.tree));
    EXPECT_TRUE(c->needsClassClosure);
    EXPECT_TRUE(c->needsClassdict);
    EXPECT_EQ(strings(c->cellvars), (std::vector<std::string>{"__class__", "__classdict__"}));
    const Scope* typeParams = c->visibleChildren().at(0);
    EXPECT_EQ(typeParams->kind, ScopeKind::TypeParameters);
    EXPECT_TRUE(typeParams->canSeeClassScope);
    EXPECT_EQ(strings(typeParams->freevars),
              (std::vector<std::string>{"__class__", "__classdict__"}));
    // co_flags 0x3 for "<generic parameters of m>".
    EXPECT_EQ(typeParams->codeFlags(), 0x3u);
}

TEST(Symtable, AsyncGeneratorFlags) {
    // CPython: inner's co_flags is 0x213 (async generator, nested).
    Analysed a;
    analyse(a, "def agen():\n    async def inner():\n        yield 1\n    return inner\n");
    ASSERT_TRUE(a.result.table);
    const Scope* outer = a.result.table->top()->children.at(0);
    const Scope* inner = outer->children.at(0);
    EXPECT_TRUE(inner->coroutine);
    EXPECT_TRUE(inner->generator);
    EXPECT_EQ(inner->codeFlags(), 0x213u);
}

TEST(Symtable, ParameterCounts) {
    // CPython: f has co_argcount 3, co_posonlyargcount 2, co_kwonlyargcount 2;
    // the lambda 2, 1, 1.
    Analysed a;
    analyse(a, "def f(a, b=1, /, c=2, *args, d, e=3, **kw): pass\nlambda x, /, y, *, z: 0\n");
    ASSERT_TRUE(a.result.table);
    const Scope* f = a.result.table->top()->children.at(0);
    EXPECT_EQ(f->argCount, 3);
    EXPECT_EQ(f->posOnlyArgCount, 2);
    EXPECT_EQ(f->kwOnlyArgCount, 2);
    EXPECT_EQ(strings(f->varnames),
              (std::vector<std::string>{"a", "b", "c", "d", "e", "args", "kw"}));
    const Scope* lambda = a.result.table->top()->children.at(1);
    EXPECT_EQ(lambda->argCount, 2);
    EXPECT_EQ(lambda->posOnlyArgCount, 1);
    EXPECT_EQ(lambda->kwOnlyArgCount, 1);
}

TEST(Symtable, Mangling) {
    // These follow from the dumps of name_mangling, mangling_with_underscore_class
    // and mangling_in_generic_class.
    EXPECT_EQ(compile::mangleName("_C", "__a"), "_C__a");
    EXPECT_EQ(compile::mangleName("__C", "__a"), "_C__a");
    EXPECT_EQ(compile::mangleName("C", "__b__"), "__b__");
    EXPECT_EQ(compile::mangleName("C", "__mod.sub"), "__mod.sub");
    EXPECT_EQ(compile::mangleName("__", "__a"), "__a");
    EXPECT_EQ(compile::mangleName("", "__a"), "__a");
    EXPECT_EQ(compile::mangleName("C", "_a"), "_a");

    Analysed a;
    analyse(a, "class C[__T](__Base):\n    def m(self): return __x\n");
    ASSERT_TRUE(a.result.table);
    const auto* classDef = firstStatement<parse::ast::ClassDef>(a.tree);
    const Scope* typeParams = a.result.table->typeParamsScopeFor(classDef);
    ASSERT_TRUE(typeParams);
    EXPECT_EQ(typeParams->mangle("__T"), "_C__T");
    EXPECT_EQ(typeParams->mangle("__Base"), "__Base");
    const Scope* method = a.result.table->scopeFor(classDef)->children.at(0);
    EXPECT_EQ(method->mangle("__x"), "_C__x");
    EXPECT_TRUE(method->lookup("_C__x"));
}

TEST(Symtable, RecursionLimit) {
    // `python3.13 FILE` compiles '1+' * 9998 + '1' and raises RecursionError
    // ("maximum recursion depth exceeded during compilation") for one more.
    for (int terms : {9998, 9999}) {
        std::string source;
        for (int i = 0; i < terms; ++i)
            source += "1+";
        source += "1\n";
        Analysed a;
        analyse(a, source);
        if (terms == 9998) {
            EXPECT_TRUE(a.result.table);
        } else {
            ASSERT_TRUE(a.result.error);
            EXPECT_EQ(a.result.errorType, SymtableErrorType::RecursionError);
            EXPECT_EQ(a.result.error->message,
                      "maximum recursion depth exceeded during compilation");
        }
    }
}

TEST(Symtable, FutureAnnotationsDetection) {
    // Whether CPython's symtable records T (that is, annotations are not
    // strings) for each program: run with python3.13's symtable module.
    struct Case {
        const char* source;
        bool future;
    };
    const Case cases[] = {
        {"from __future__ import annotations\nx: T\n", true},
        {"'doc'\nfrom __future__ import annotations\nx: T\n", true},
        {"'doc'; from __future__ import annotations\nx: T\n", true},
        {"from __future__ import division; from __future__ import annotations\nx: T\n", true},
        {"from __future__ import (division,\n annotations)\nx: T\n", true},
        {"import os; from __future__ import annotations\nx: T\n", false},
        {"'doc'\n'doc2'\nfrom __future__ import annotations\nx: T\n", false},
        {"from .__future__ import annotations\nx: T\n", false},
        {"x: T\n", false},
    };
    for (const Case& c : cases) {
        Analysed a;
        analyse(a, c.source);
        ASSERT_TRUE(a.result.table) << c.source;
        EXPECT_EQ(compile::declaresFutureAnnotations(a.tree), c.future) << c.source;
        EXPECT_EQ(a.result.table->futureAnnotations(), c.future) << c.source;
        EXPECT_EQ(a.result.table->top()->lookup("T") == nullptr, c.future) << c.source;
    }
}

TEST(Symtable, InheritedFutureAnnotations) {
    // compile(..., flags=annotations.compiler_flag) hides the annotation's names.
    parse::Arena arena;
    parse::ParseResult parsed =
        parse::parseText("x: T\n", "<string>", parse::ParseMode::Exec, arena);
    ASSERT_TRUE(parsed.tree);
    compile::SymtableOptions options;
    options.futureAnnotations = true;
    SymtableResult result = compile::buildSymtable(parsed.tree, "<string>", options);
    ASSERT_TRUE(result.table);
    EXPECT_EQ(result.table->top()->lookup("T"), nullptr);
    ASSERT_TRUE(result.table->top()->lookup("x"));
}

TEST(Symtable, TopLevelAwait) {
    // compile(src, "s", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT).co_flags
    // in CPython: 0x80 for each of these, 0x0 for "x = 1".
    const char* coroutines[] = {
        "await x\n",
        "async for x in y: pass\n",
        "async with a: pass\n",
        "[x async for x in y]\n",
        "(x async for x in y)\n",
        "[await x for x in y]\n",
        "[(x async for x in y) for z in w]\n",
    };
    compile::SymtableOptions options;
    options.allowTopLevelAwait = true;
    for (const char* source : coroutines) {
        parse::Arena arena;
        parse::ParseResult parsed =
            parse::parseText(source, "<string>", parse::ParseMode::Exec, arena);
        ASSERT_TRUE(parsed.tree) << source;
        SymtableResult result = compile::buildSymtable(parsed.tree, "<string>", options);
        ASSERT_TRUE(result.table) << source;
        EXPECT_EQ(result.table->top()->codeFlags(), compile::CodeFlags::kCoroutine) << source;
    }
    parse::Arena arena;
    parse::ParseResult parsed =
        parse::parseText("x = 1\n", "<string>", parse::ParseMode::Exec, arena);
    SymtableResult result = compile::buildSymtable(parsed.tree, "<string>", options);
    ASSERT_TRUE(result.table);
    EXPECT_EQ(result.table->top()->codeFlags(), 0u);
}

TEST(Symtable, FunctionTypeInputIsRefused) {
    parse::Arena arena;
    parse::ParseResult parsed =
        parse::parseText("(int) -> str\n", "<string>", parse::ParseMode::FuncType, arena);
    ASSERT_TRUE(parsed.tree);
    SymtableResult result = compile::buildSymtable(parsed.tree, "<string>");
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.errorType, SymtableErrorType::RuntimeError);
    EXPECT_EQ(result.error->message, "this compiler does not handle FunctionTypes");
}

TEST(Symtable, SourceLinesOf) {
    compile::SourceLineFn lines = compile::sourceLinesOf("a\nbb\nccc");
    std::string line;
    ASSERT_TRUE(lines(1, line));
    EXPECT_EQ(line, "a\n");
    ASSERT_TRUE(lines(3, line));
    EXPECT_EQ(line, "ccc");
    EXPECT_FALSE(lines(4, line));
}

} // namespace
