// Tests for parse::dumpAst and the AST name functions. Each test builds a
// small tree by hand in an Arena; the expected text is what CPython 3.13's
// ast.dump printed for the same tree (parsed from the source quoted in the
// test, or built with the ast constructors), with include_attributes=True
// where the test name says so.
#include "parse/arena.h"
#include "parse/ast.h"
#include "parse/ast_dump.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>

namespace {

using namespace taipan::parse;
using namespace taipan::parse::ast;

// Builds nodes in an arena. Only the leaves every test needs get helpers;
// other nodes are made with make<T>() and their fields set directly, so the
// tests read like the trees they build.
class Tree {
  public:
    template <class T> T* make(Position pos = {}) {
        T* node = arena_.make<T>();
        // Through Node: Constant's own `kind` field (CPython's) hides Node::kind.
        static_cast<Node*>(node)->kind = T::kKind;
        node->pos = pos;
        return node;
    }

    template <class T> List<T> list(std::initializer_list<T> items) {
        List<T> result;
        result.items = arena_.makeArray<T>(items.size());
        result.size = static_cast<uint32_t>(items.size());
        std::copy(items.begin(), items.end(), result.items);
        return result;
    }
    List<Expr*> exprs(std::initializer_list<Expr*> items) { return list(items); }
    List<Stmt*> stmts(std::initializer_list<Stmt*> items) { return list(items); }
    List<Pattern*> patterns(std::initializer_list<Pattern*> items) { return list(items); }

    Name* name(std::string_view id, ExprContext ctx = ExprContext::Load, Position pos = {}) {
        Name* node = make<Name>(pos);
        node->id = id;
        node->ctx = ctx;
        return node;
    }

    Constant* constant(ConstantValue value, Position pos = {}) {
        Constant* node = make<Constant>(pos);
        node->value = value;
        return node;
    }
    Constant* intConstant(int64_t value, Position pos = {}) {
        ConstantValue v;
        v.kind = ConstantValue::Kind::Int;
        v.intValue = value;
        return constant(v, pos);
    }
    Constant* strConstant(std::string_view text, Position pos = {}) {
        ConstantValue v;
        v.kind = ConstantValue::Kind::Str;
        v.text = text;
        return constant(v, pos);
    }

    ExprStmt* exprStmt(Expr* value, Position pos = {}) {
        ExprStmt* node = make<ExprStmt>(pos);
        node->value = value;
        return node;
    }

    Module* module(std::initializer_list<Stmt*> body) {
        Module* node = make<Module>();
        node->body = list(body);
        return node;
    }

  private:
    Arena arena_;
};

ConstantValue valueOf(ConstantValue::Kind kind) {
    ConstantValue value;
    value.kind = kind;
    return value;
}

Position at(int32_t lineno, int32_t colOffset, int32_t endLineno, int32_t endColOffset) {
    return Position{lineno, colOffset, endLineno, endColOffset};
}

TEST(AstNames, KindNamesAreCpythonClassNames) {
    // [getattr(ast, n).__name__ for n in ast.def's kinds, renamed as CPython names them]
    const char* expected[] = {"Module",
                              "Interactive",
                              "Expression",
                              "FunctionType",
                              "FunctionDef",
                              "AsyncFunctionDef",
                              "ClassDef",
                              "Return",
                              "Delete",
                              "Assign",
                              "TypeAlias",
                              "AugAssign",
                              "AnnAssign",
                              "For",
                              "AsyncFor",
                              "While",
                              "If",
                              "With",
                              "AsyncWith",
                              "Match",
                              "Raise",
                              "Try",
                              "TryStar",
                              "Assert",
                              "Import",
                              "ImportFrom",
                              "Global",
                              "Nonlocal",
                              "Expr",
                              "Pass",
                              "Break",
                              "Continue",
                              "BoolOp",
                              "NamedExpr",
                              "BinOp",
                              "UnaryOp",
                              "Lambda",
                              "IfExp",
                              "Dict",
                              "Set",
                              "ListComp",
                              "SetComp",
                              "DictComp",
                              "GeneratorExp",
                              "Await",
                              "Yield",
                              "YieldFrom",
                              "Compare",
                              "Call",
                              "FormattedValue",
                              "JoinedStr",
                              "Constant",
                              "Attribute",
                              "Subscript",
                              "Starred",
                              "Name",
                              "List",
                              "Tuple",
                              "Slice",
                              "comprehension",
                              "ExceptHandler",
                              "arguments",
                              "arg",
                              "keyword",
                              "alias",
                              "withitem",
                              "match_case",
                              "TypeIgnore",
                              "MatchValue",
                              "MatchSingleton",
                              "MatchSequence",
                              "MatchMapping",
                              "MatchClass",
                              "MatchStar",
                              "MatchAs",
                              "MatchOr",
                              "TypeVar",
                              "ParamSpec",
                              "TypeVarTuple"};
    size_t count = 0;
#define TAIPAN_AST_NODE(name, base, fields) ++count;
#include "parse/ast.def"
#undef TAIPAN_AST_NODE
    ASSERT_EQ(count, std::size(expected));
    for (size_t i = 0; i < count; ++i) {
        EXPECT_EQ(kindName(static_cast<Kind>(i)), expected[i]) << "kind #" << i;
    }
    EXPECT_EQ(kindName(Kind::ExprStmt), "Expr");
    EXPECT_EQ(kindName(Kind::ListExpr), "List");
    EXPECT_EQ(kindName(Kind::MatchCase), "match_case");
}

TEST(AstNames, EnumerationNames) {
    // [c.__name__ for c in ast.operator.__subclasses__()] and the like.
    const char* contexts[] = {"Load", "Store", "Del"};
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(exprContextName(ExprContext(i)), contexts[i]);
    EXPECT_EQ(boolOpName(BoolOpKind::And), "And");
    EXPECT_EQ(boolOpName(BoolOpKind::Or), "Or");
    const char* operators[] = {"Add",    "Sub",    "Mult",  "MatMult", "Div",    "Mod",     "Pow",
                               "LShift", "RShift", "BitOr", "BitXor",  "BitAnd", "FloorDiv"};
    for (int i = 0; i < 13; ++i)
        EXPECT_EQ(operatorName(OperatorKind(i)), operators[i]);
    const char* unary[] = {"Invert", "Not", "UAdd", "USub"};
    for (int i = 0; i < 4; ++i)
        EXPECT_EQ(unaryOpName(UnaryOpKind(i)), unary[i]);
    const char* comparisons[] = {"Eq",  "NotEq", "Lt",    "LtE", "Gt",
                                 "GtE", "Is",    "IsNot", "In",  "NotIn"};
    for (int i = 0; i < 10; ++i)
        EXPECT_EQ(cmpOpName(CmpOpKind(i)), comparisons[i]);
}

TEST(AstDump, EmptyModuleLeavesOutEmptyLists) {
    Tree t;
    EXPECT_EQ(dumpAst(t.module({})), "Module()");
    EXPECT_EQ(dumpAst(t.module({}), true), "Module()");
    EXPECT_EQ(dumpAst(nullptr), "None");
}

// x = 1
TEST(AstDump, Assignment) {
    Tree t;
    auto* assign = t.make<Assign>(at(1, 0, 1, 5));
    assign->targets = t.exprs({t.name("x", ExprContext::Store, at(1, 0, 1, 1))});
    assign->value = t.intConstant(1, at(1, 4, 1, 5));
    Module* tree = t.module({assign});
    EXPECT_EQ(
        dumpAst(tree),
        "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))])");
    EXPECT_EQ(dumpAst(tree, true),
              "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, "
              "end_lineno=1, end_col_offset=1)], value=Constant(value=1, lineno=1, col_offset=4, "
              "end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, "
              "end_col_offset=5)])");
}

// ast.Tuple of Constants: None, True, False, ..., 42, 2**100, 1.5, 1e22, 2j,
// 1e100j, "it's" (kind='u'), b'\x00"', '\ud800\n', 0.0, 0j, -7.
TEST(AstDump, ConstantsOfEveryKind) {
    Tree t;
    using K = ConstantValue::Kind;
    ConstantValue big = valueOf(K::BigInt);
    big.text = "1267650600228229401496703205376";
    ConstantValue onePointFive = valueOf(K::Float);
    onePointFive.floatValue = 1.5;
    ConstantValue tenToThe22 = valueOf(K::Float);
    tenToThe22.floatValue = 1e22;
    ConstantValue twoJ = valueOf(K::Complex);
    twoJ.floatValue = 2.0;
    ConstantValue hugeJ = valueOf(K::Complex);
    hugeJ.floatValue = 1e100;
    Constant* itsU = t.strConstant("it's");
    itsU->kind = "u";
    ConstantValue bytes = valueOf(K::Bytes);
    bytes.text = std::string_view("\0\"", 2);
    ConstantValue zeroFloat = valueOf(K::Float);
    ConstantValue zeroJ = valueOf(K::Complex);

    auto* tuple = t.make<Tuple>();
    tuple->elts = t.exprs({t.constant(valueOf(K::None)), t.constant(valueOf(K::True)),
                           t.constant(valueOf(K::False)), t.constant(valueOf(K::Ellipsis)),
                           t.intConstant(42), t.constant(big), t.constant(onePointFive),
                           t.constant(tenToThe22), t.constant(twoJ), t.constant(hugeJ), itsU,
                           t.constant(bytes), t.strConstant("\xed\xa0\x80\n"),
                           t.constant(zeroFloat), t.constant(zeroJ), t.intConstant(-7)});
    tuple->ctx = ExprContext::Load;
    EXPECT_EQ(dumpAst(t.module({t.exprStmt(tuple)})),
              "Module(body=[Expr(value=Tuple(elts=[Constant(value=None), Constant(value=True), "
              "Constant(value=False), Constant(value=Ellipsis), Constant(value=42), "
              "Constant(value=1267650600228229401496703205376), Constant(value=1.5), "
              "Constant(value=1e+22), Constant(value=2j), Constant(value=1e+100j), "
              "Constant(value=\"it's\", kind='u'), Constant(value=b'\\x00\"'), "
              "Constant(value='\\ud800\\n'), Constant(value=0.0), Constant(value=0j), "
              "Constant(value=-7)], ctx=Load()))])");
}

// def g(*, k=1, j): yield
TEST(AstDump, KeywordOnlyDefaultsKeepNoneEntries) {
    Tree t;
    auto* k = t.make<Arg>();
    k->arg = "k";
    auto* j = t.make<Arg>();
    j->arg = "j";
    auto* args = t.make<Arguments>();
    args->kwonlyargs = t.list<Arg*>({k, j});
    args->kw_defaults = t.exprs({t.intConstant(1), nullptr});
    auto* function = t.make<FunctionDef>();
    function->name = "g";
    function->args = args;
    function->body = t.stmts({t.exprStmt(t.make<Yield>())});
    EXPECT_EQ(dumpAst(t.module({function})),
              "Module(body=[FunctionDef(name='g', args=arguments(kwonlyargs=[arg(arg='k'), "
              "arg(arg='j')], kw_defaults=[Constant(value=1), None]), "
              "body=[Expr(value=Yield())])])");
}

// from . import a as b, c
// global g, h
TEST(AstDump, ImportsAndIdentifierLists) {
    Tree t;
    auto* ab = t.make<Alias>();
    ab->name = "a";
    ab->asname = "b";
    auto* c = t.make<Alias>();
    c->name = "c";
    auto* importFrom = t.make<ImportFrom>();
    importFrom->names = t.list<Alias*>({ab, c});
    importFrom->level = 1;
    auto* global = t.make<Global>();
    global->names = t.list<Identifier>({"g", "h"});
    EXPECT_EQ(dumpAst(t.module({importFrom, global})),
              "Module(body=[ImportFrom(names=[alias(name='a', asname='b'), alias(name='c')], "
              "level=1), Global(names=['g', 'h'])])");
}

// {**d, 'k': x < y is not z}
TEST(AstDump, DictWithNullKeyAndComparisonOperators) {
    Tree t;
    auto* compare = t.make<Compare>();
    compare->left = t.name("x");
    compare->ops = t.list<CmpOpKind>({CmpOpKind::Lt, CmpOpKind::IsNot});
    compare->comparators = t.exprs({t.name("y"), t.name("z")});
    auto* dict = t.make<Dict>();
    dict->keys = t.exprs({nullptr, t.strConstant("k")});
    dict->values = t.exprs({t.name("d"), compare});
    EXPECT_EQ(dumpAst(t.module({t.exprStmt(dict)})),
              "Module(body=[Expr(value=Dict(keys=[None, Constant(value='k')], "
              "values=[Name(id='d', ctx=Load()), Compare(left=Name(id='x', ctx=Load()), "
              "ops=[Lt(), IsNot()], comparators=[Name(id='y', ctx=Load()), "
              "Name(id='z', ctx=Load())])]))])");
}

// match x:
//     case None:
//         pass
//     case {'k': C(1, y=2), **kw} | [*_, _]:
//         pass
TEST(AstDump, MatchSingletonNoneAlwaysPrints) {
    Tree t;
    auto* singleton = t.make<MatchSingleton>();
    singleton->value = valueOf(ConstantValue::Kind::None);
    auto* firstCase = t.make<MatchCase>();
    firstCase->pattern = singleton;
    firstCase->body = t.stmts({t.make<Pass>()});

    auto* one = t.make<MatchValue>();
    one->value = t.intConstant(1);
    auto* two = t.make<MatchValue>();
    two->value = t.intConstant(2);
    auto* cls = t.make<MatchClass>();
    cls->cls = t.name("C");
    cls->patterns = t.patterns({one});
    cls->kwd_attrs = t.list<Identifier>({"y"});
    cls->kwd_patterns = t.patterns({two});
    auto* mapping = t.make<MatchMapping>();
    mapping->keys = t.exprs({t.strConstant("k")});
    mapping->patterns = t.patterns({cls});
    mapping->rest = "kw";
    auto* sequence = t.make<MatchSequence>();
    sequence->patterns = t.patterns({t.make<MatchStar>(), t.make<MatchAs>()});
    auto* either = t.make<MatchOr>();
    either->patterns = t.patterns({mapping, sequence});
    auto* secondCase = t.make<MatchCase>();
    secondCase->pattern = either;
    secondCase->body = t.stmts({t.make<Pass>()});

    auto* match = t.make<Match>();
    match->subject = t.name("x");
    match->cases = t.list<MatchCase*>({firstCase, secondCase});
    EXPECT_EQ(dumpAst(t.module({match})),
              "Module(body=[Match(subject=Name(id='x', ctx=Load()), "
              "cases=[match_case(pattern=MatchSingleton(value=None), body=[Pass()]), "
              "match_case(pattern=MatchOr(patterns=[MatchMapping(keys=[Constant(value='k')], "
              "patterns=[MatchClass(cls=Name(id='C', ctx=Load()), "
              "patterns=[MatchValue(value=Constant(value=1))], kwd_attrs=['y'], "
              "kwd_patterns=[MatchValue(value=Constant(value=2))])], rest='kw'), "
              "MatchSequence(patterns=[MatchStar(), MatchAs()])]), body=[Pass()])])])");
}

// f'{x!r:>{w}}' u'x'
TEST(AstDump, FormattedValues) {
    Tree t;
    auto* inner = t.make<FormattedValue>();
    inner->value = t.name("w");
    inner->conversion = -1;
    auto* spec = t.make<JoinedStr>();
    spec->values = t.exprs({t.strConstant(">"), inner});
    auto* outer = t.make<FormattedValue>();
    outer->value = t.name("x");
    outer->conversion = 'r';
    outer->format_spec = spec;
    Constant* tail = t.strConstant("x");
    tail->kind = "u";
    auto* joined = t.make<JoinedStr>();
    joined->values = t.exprs({outer, tail});
    EXPECT_EQ(dumpAst(t.module({t.exprStmt(joined)})),
              "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Name(id='x', "
              "ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='>'), "
              "FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1)])), "
              "Constant(value='x', kind='u')]))])");
}

// é = 'naïve\t\x7f\u200b' + "'"
TEST(AstDump, NonAsciiIdentifiersAndStrings) {
    Tree t;
    auto* sum = t.make<BinOp>();
    sum->left = t.strConstant("na\xc3\xafve\t\x7f\xe2\x80\x8b");
    sum->op = OperatorKind::Add;
    sum->right = t.strConstant("'");
    auto* assign = t.make<Assign>();
    assign->targets = t.exprs({t.name("\xc3\xa9", ExprContext::Store)});
    assign->value = sum;
    EXPECT_EQ(dumpAst(t.module({assign})),
              "Module(body=[Assign(targets=[Name(id='\xc3\xa9', ctx=Store())], "
              "value=BinOp(left=Constant(value='na\xc3\xafve\\t\\x7f\\u200b'), op=Add(), "
              "right=Constant(value=\"'\")))])");
}

// a + a + ... + a with far more terms than CPython accepts (it stops near
// 10,000): the dump must not recurse on the C++ stack. The expected text is
// the pattern CPython prints for short chains (checked for 5 terms):
// "BinOp(left=" * (n-1) + "Name(id='a', ctx=Load())"
//     + ", op=Add(), right=Name(id='a', ctx=Load()))" * (n-1)
TEST(AstDump, DeepTreesDoNotRecurse) {
    Tree t;
    constexpr int kTerms = 200000;
    Expr* chain = t.name("a");
    for (int i = 1; i < kTerms; ++i) {
        auto* sum = t.make<BinOp>();
        sum->left = chain;
        sum->op = OperatorKind::Add;
        sum->right = t.name("a");
        chain = sum;
    }
    std::string expected;
    for (int i = 1; i < kTerms; ++i)
        expected += "BinOp(left=";
    expected += "Name(id='a', ctx=Load())";
    for (int i = 1; i < kTerms; ++i)
        expected += ", op=Add(), right=Name(id='a', ctx=Load()))";
    EXPECT_EQ(dumpAst(chain), expected);
}

// With include_attributes=True:
//   from m import a as b
//   try:
//       g(k=[i for i in x])
//   except E as e:
//       pass
// alias, keyword and ExceptHandler have positions; comprehension has none.
TEST(AstDump, AttributesOnAliasKeywordHandlerNotComprehension) {
    Tree t;
    auto* alias = t.make<Alias>(at(1, 14, 1, 20));
    alias->name = "a";
    alias->asname = "b";
    auto* importFrom = t.make<ImportFrom>(at(1, 0, 1, 20));
    importFrom->module = "m";
    importFrom->names = t.list<Alias*>({alias});

    auto* generator = t.make<Comprehension>();
    generator->target = t.name("i", ExprContext::Store, at(3, 15, 3, 16));
    generator->iter = t.name("x", ExprContext::Load, at(3, 20, 3, 21));
    auto* listComp = t.make<ListComp>(at(3, 8, 3, 22));
    listComp->elt = t.name("i", ExprContext::Load, at(3, 9, 3, 10));
    listComp->generators = t.list<Comprehension*>({generator});
    auto* keyword = t.make<Keyword>(at(3, 6, 3, 22));
    keyword->arg = "k";
    keyword->value = listComp;
    auto* call = t.make<Call>(at(3, 4, 3, 23));
    call->func = t.name("g", ExprContext::Load, at(3, 4, 3, 5));
    call->keywords = t.list<Keyword*>({keyword});

    auto* handler = t.make<ExceptHandler>(at(4, 0, 5, 8));
    handler->type = t.name("E", ExprContext::Load, at(4, 7, 4, 8));
    handler->name = "e";
    handler->body = t.stmts({t.make<Pass>(at(5, 4, 5, 8))});
    auto* tryStmt = t.make<Try>(at(2, 0, 5, 8));
    tryStmt->body = t.stmts({t.exprStmt(call, at(3, 4, 3, 23))});
    tryStmt->handlers = t.list<ExceptHandler*>({handler});

    EXPECT_EQ(
        dumpAst(t.module({importFrom, tryStmt}), true),
        "Module(body=[ImportFrom(module='m', names=[alias(name='a', asname='b', lineno=1, "
        "col_offset=14, end_lineno=1, end_col_offset=20)], level=0, lineno=1, col_offset=0, "
        "end_lineno=1, end_col_offset=20), Try(body=[Expr(value=Call(func=Name(id='g', "
        "ctx=Load(), lineno=3, col_offset=4, end_lineno=3, end_col_offset=5), "
        "keywords=[keyword(arg='k', value=ListComp(elt=Name(id='i', ctx=Load(), lineno=3, "
        "col_offset=9, end_lineno=3, end_col_offset=10), generators=[comprehension("
        "target=Name(id='i', ctx=Store(), lineno=3, col_offset=15, end_lineno=3, "
        "end_col_offset=16), iter=Name(id='x', ctx=Load(), lineno=3, col_offset=20, "
        "end_lineno=3, end_col_offset=21), is_async=0)], lineno=3, col_offset=8, end_lineno=3, "
        "end_col_offset=22), lineno=3, col_offset=6, end_lineno=3, end_col_offset=22)], "
        "lineno=3, col_offset=4, end_lineno=3, end_col_offset=23), lineno=3, col_offset=4, "
        "end_lineno=3, end_col_offset=23)], handlers=[ExceptHandler(type=Name(id='E', "
        "ctx=Load(), lineno=4, col_offset=7, end_lineno=4, end_col_offset=8), name='e', "
        "body=[Pass(lineno=5, col_offset=4, end_lineno=5, end_col_offset=8)], lineno=4, "
        "col_offset=0, end_lineno=5, end_col_offset=8)], lineno=2, col_offset=0, end_lineno=5, "
        "end_col_offset=8)])");
}

// With include_attributes=True: def f[T](x, *, y=1): pass
// arg and type_param have positions; arguments has none.
TEST(AstDump, AttributesOnArgAndTypeParamNotArguments) {
    Tree t;
    auto* x = t.make<Arg>(at(1, 9, 1, 10));
    x->arg = "x";
    auto* y = t.make<Arg>(at(1, 15, 1, 16));
    y->arg = "y";
    auto* args = t.make<Arguments>();
    args->args = t.list<Arg*>({x});
    args->kwonlyargs = t.list<Arg*>({y});
    args->kw_defaults = t.exprs({t.intConstant(1, at(1, 17, 1, 18))});
    auto* typeVar = t.make<TypeVar>(at(1, 6, 1, 7));
    typeVar->name = "T";
    auto* function = t.make<FunctionDef>(at(1, 0, 1, 25));
    function->name = "f";
    function->args = args;
    function->body = t.stmts({t.make<Pass>(at(1, 21, 1, 25))});
    function->type_params = t.list<TypeParam*>({typeVar});
    EXPECT_EQ(dumpAst(t.module({function}), true),
              "Module(body=[FunctionDef(name='f', args=arguments(args=[arg(arg='x', lineno=1, "
              "col_offset=9, end_lineno=1, end_col_offset=10)], kwonlyargs=[arg(arg='y', "
              "lineno=1, col_offset=15, end_lineno=1, end_col_offset=16)], "
              "kw_defaults=[Constant(value=1, lineno=1, col_offset=17, end_lineno=1, "
              "end_col_offset=18)]), body=[Pass(lineno=1, col_offset=21, end_lineno=1, "
              "end_col_offset=25)], type_params=[TypeVar(name='T', lineno=1, col_offset=6, "
              "end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, "
              "end_col_offset=25)])");
}

// With include_attributes=True:
//   with o as p:
//       match p:
//           case [q]: pass
// patterns have positions; withitem and match_case have none.
TEST(AstDump, AttributesOnPatternsNotWithItemOrMatchCase) {
    Tree t;
    auto* q = t.make<MatchAs>(at(3, 14, 3, 15));
    q->name = "q";
    auto* sequence = t.make<MatchSequence>(at(3, 13, 3, 16));
    sequence->patterns = t.patterns({q});
    auto* matchCase = t.make<MatchCase>();
    matchCase->pattern = sequence;
    matchCase->body = t.stmts({t.make<Pass>(at(3, 18, 3, 22))});
    auto* match = t.make<Match>(at(2, 4, 3, 22));
    match->subject = t.name("p", ExprContext::Load, at(2, 10, 2, 11));
    match->cases = t.list<MatchCase*>({matchCase});
    auto* item = t.make<WithItem>();
    item->context_expr = t.name("o", ExprContext::Load, at(1, 5, 1, 6));
    item->optional_vars = t.name("p", ExprContext::Store, at(1, 10, 1, 11));
    auto* with = t.make<With>(at(1, 0, 3, 22));
    with->items = t.list<WithItem*>({item});
    with->body = t.stmts({match});
    EXPECT_EQ(dumpAst(t.module({with}), true),
              "Module(body=[With(items=[withitem(context_expr=Name(id='o', ctx=Load(), lineno=1, "
              "col_offset=5, end_lineno=1, end_col_offset=6), optional_vars=Name(id='p', "
              "ctx=Store(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11))], "
              "body=[Match(subject=Name(id='p', ctx=Load(), lineno=2, col_offset=10, end_lineno=2, "
              "end_col_offset=11), cases=[match_case(pattern=MatchSequence(patterns=[MatchAs("
              "name='q', lineno=3, col_offset=14, end_lineno=3, end_col_offset=15)], lineno=3, "
              "col_offset=13, end_lineno=3, end_col_offset=16), body=[Pass(lineno=3, "
              "col_offset=18, end_lineno=3, end_col_offset=22)])], lineno=2, col_offset=4, "
              "end_lineno=3, end_col_offset=22)], lineno=1, col_offset=0, end_lineno=3, "
              "end_col_offset=22)])");
}

// ast.parse("x\n", mode="single"), ast.parse("x", mode="eval"),
// ast.parse("(int, *str) -> None", mode="func_type"),
// ast.Module(body=[], type_ignores=[ast.TypeIgnore(lineno=3, tag='[x]')]).
TEST(AstDump, OtherModules) {
    Tree t;
    auto* interactive = t.make<Interactive>();
    interactive->body = t.stmts({t.exprStmt(t.name("x"))});
    EXPECT_EQ(dumpAst(interactive), "Interactive(body=[Expr(value=Name(id='x', ctx=Load()))])");

    auto* expression = t.make<Expression>();
    expression->body = t.name("x");
    EXPECT_EQ(dumpAst(expression, true), "Expression(body=Name(id='x', ctx=Load(), lineno=0, "
                                         "col_offset=0, end_lineno=0, end_col_offset=0))");

    auto* functionType = t.make<FunctionType>();
    functionType->argtypes = t.exprs({t.name("int"), t.name("str")});
    functionType->returns = t.constant(valueOf(ConstantValue::Kind::None));
    EXPECT_EQ(dumpAst(functionType),
              "FunctionType(argtypes=[Name(id='int', ctx=Load()), Name(id='str', ctx=Load())], "
              "returns=Constant(value=None))");

    auto* ignore = t.make<TypeIgnore>();
    ignore->lineno = 3;
    ignore->tag = "[x]";
    auto* module = t.make<Module>();
    module->type_ignores = t.list<TypeIgnore*>({ignore});
    EXPECT_EQ(dumpAst(module, true), "Module(type_ignores=[TypeIgnore(lineno=3, tag='[x]')])");
}

} // namespace
