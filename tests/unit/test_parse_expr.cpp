// Tests for the expression half of the parser (parse_expr.cpp and
// parse_string.cpp): every expression form, literals and f-strings with
// their positions, targets, and CPython's syntax errors and warnings.
//
// Every expected value was printed by CPython 3.13 for the same source:
// ast.dump(ast.parse(source, mode), include_attributes=True) for trees, the
// SyntaxError's type, msg, lineno, offset, end_lineno and end_offset for
// errors, and the SyntaxWarnings' category, message and lineno. Sources of
// error tests end with a newline where the error is at the end of the input
// (CPython reports an implicit final NEWLINE differently).
#include "parse/arena.h"
#include "parse/ast_dump.h"
#include "parse/parser.h"
#include "parse/syntax_error.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>

namespace {

using namespace taipan::parse;

void expectTree(std::string_view source, std::string_view expected, ParseMode mode) {
    Arena arena;
    ParseResult result = parseText(source, "<test>", mode, arena);
    ASSERT_FALSE(result.error.has_value())
        << errorTypeName(result.error->type) << ": " << result.error->message << " at "
        << result.error->lineno << ":" << result.error->offset << "\nsource:\n"
        << source;
    EXPECT_EQ(dumpAst(result.tree, true), expected) << "source:\n" << source;
}

void expectEval(std::string_view source, std::string_view expected) {
    expectTree(source, expected, ParseMode::Eval);
}

void expectExec(std::string_view source, std::string_view expected) {
    expectTree(source, expected, ParseMode::Exec);
}

struct ExpectedError {
    std::string_view type;
    std::string_view message;
    int32_t lineno;
    int32_t offset;
    int32_t endLineno;
    int32_t endOffset;
};

void expectError(std::string_view source, ParseMode mode, const ExpectedError& expected) {
    Arena arena;
    ParseResult result = parseText(source, "<test>", mode, arena);
    ASSERT_TRUE(result.error.has_value())
        << "no error; tree: " << dumpAst(result.tree) << "\nsource:\n"
        << source;
    const SyntaxErrorInfo& error = *result.error;
    EXPECT_EQ(errorTypeName(error.type), expected.type) << source;
    EXPECT_EQ(error.message, expected.message) << source;
    EXPECT_EQ(error.lineno, expected.lineno) << source;
    EXPECT_EQ(error.offset, expected.offset) << source;
    EXPECT_EQ(error.endLineno, expected.endLineno) << source;
    EXPECT_EQ(error.endOffset, expected.endOffset) << source;
}

struct ExpectedWarning {
    std::string_view category;
    std::string_view message;
    int32_t lineno;
};

void expectWarnings(std::string_view source, std::initializer_list<ExpectedWarning> expected) {
    Arena arena;
    ParseResult result = parseText(source, "<test>", ParseMode::Exec, arena);
    ASSERT_FALSE(result.error.has_value()) << result.error->message << "\nsource:\n" << source;
    ASSERT_EQ(result.warnings.size(), expected.size()) << source;
    size_t i = 0;
    for (const ExpectedWarning& warning : expected) {
        EXPECT_EQ(result.warnings[i].category, warning.category) << source;
        EXPECT_EQ(result.warnings[i].message, warning.message) << source;
        EXPECT_EQ(result.warnings[i].lineno, warning.lineno) << source;
        ++i;
    }
}

// A tree this deep is rejected as CPython rejects it (MemoryError), not by
// overflowing the C++ stack.
TEST(ParseExprLimits, DeepNestingIsAnErrorNotACrash) {
    for (const char* unit : {"-", "not ", "lambda: ", "(", "[", "x if y else ", "2 ** ", "*"}) {
        std::string source;
        for (int i = 0; i < 100000; ++i) source += unit;
        source += "x";
        Arena arena;
        ParseResult result = parseText(source, "<test>", ParseMode::Eval, arena);
        ASSERT_TRUE(result.error.has_value()) << unit;
    }
}

// Integers beyond 64 bits keep every digit.
TEST(ParseExprLiterals, BigIntegersKeepTheirValue) {
    Arena arena;
    ParseResult result =
        parseText("0x1_0000_0000_0000_0000", "<test>", ParseMode::Eval, arena);
    ASSERT_FALSE(result.error.has_value());
    EXPECT_EQ(dumpAst(result.tree), "Expression(body=Constant(value=18446744073709551616))");
}

TEST(ParseExprAst, Atoms) {
    expectEval(R"(a)",
               R"(Expression(body=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)))");
    expectEval(R"(True)",
               R"(Expression(body=Constant(value=True, lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(False)",
               R"(Expression(body=Constant(value=False, lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(None)",
               R"(Expression(body=Constant(value=None, lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(...)",
               R"(Expression(body=Constant(value=Ellipsis, lineno=1, col_offset=0, end_lineno=1, end_col_offset=3)))");
    expectEval(R"((a))",
               R"(Expression(body=Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2)))");
    expectEval(R"(((a)))",
               R"(Expression(body=Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3)))");
    expectEval(R"(())",
               R"(Expression(body=Tuple(ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"((a,))",
               R"(Expression(body=Tuple(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"((a, b))",
               R"(Expression(body=Tuple(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Name(id='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(((a), b))",
               R"(Expression(body=Tuple(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
}

TEST(ParseExprAst, Numbers) {
    expectEval(R"(0)",
               R"(Expression(body=Constant(value=0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)))");
    expectEval(R"(1)",
               R"(Expression(body=Constant(value=1, lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)))");
    expectEval(R"(1_000)",
               R"(Expression(body=Constant(value=1000, lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(0x1F)",
               R"(Expression(body=Constant(value=31, lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(0o17)",
               R"(Expression(body=Constant(value=15, lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(0b101)",
               R"(Expression(body=Constant(value=5, lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(9223372036854775807)",
               R"(Expression(body=Constant(value=9223372036854775807, lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)))");
    expectEval(R"(9223372036854775808)",
               R"(Expression(body=Constant(value=9223372036854775808, lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)))");
    expectEval(R"(123456789012345678901234567890)",
               R"(Expression(body=Constant(value=123456789012345678901234567890, lineno=1, col_offset=0, end_lineno=1, end_col_offset=30)))");
    expectEval(R"(0xffff_ffff_ffff_ffff_ffff)",
               R"(Expression(body=Constant(value=1208925819614629174706175, lineno=1, col_offset=0, end_lineno=1, end_col_offset=26)))");
    expectEval(R"(1.5)",
               R"(Expression(body=Constant(value=1.5, lineno=1, col_offset=0, end_lineno=1, end_col_offset=3)))");
    expectEval(R"(.5)",
               R"(Expression(body=Constant(value=0.5, lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"(1.)",
               R"(Expression(body=Constant(value=1.0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"(1e5)",
               R"(Expression(body=Constant(value=100000.0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=3)))");
    expectEval(R"(1E-5)",
               R"(Expression(body=Constant(value=1e-05, lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(3.14e-10)",
               R"(Expression(body=Constant(value=3.14e-10, lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(1e400)",
               R"(Expression(body=Constant(value=inf, lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(1e-400)",
               R"(Expression(body=Constant(value=0.0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(1_0.0_1)",
               R"(Expression(body=Constant(value=10.01, lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(1j)",
               R"(Expression(body=Constant(value=1j, lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"(1.5J)",
               R"(Expression(body=Constant(value=1.5j, lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(0j)",
               R"(Expression(body=Constant(value=0j, lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"(1e3j)",
               R"(Expression(body=Constant(value=1000j, lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(00)",
               R"(Expression(body=Constant(value=0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
}

TEST(ParseExprAst, Strings) {
    expectEval(R"("abc")",
               R"(Expression(body=Constant(value='abc', lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"('abc')",
               R"(Expression(body=Constant(value='abc', lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"("""a
b""")",
               R"(Expression(body=Constant(value='a\nb', lineno=1, col_offset=0, end_lineno=2, end_col_offset=4)))");
    expectEval(R"(b"abc")",
               R"(Expression(body=Constant(value=b'abc', lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(u"abc")",
               R"(Expression(body=Constant(value='abc', kind='u', lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(r"\d")",
               R"(Expression(body=Constant(value='\\d', lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(rb"\d")",
               R"(Expression(body=Constant(value=b'\\d', lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(Rb'x')",
               R"(Expression(body=Constant(value=b'x', lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(BR"x")",
               R"(Expression(body=Constant(value=b'x', lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"("a" "b")",
               R"(Expression(body=Constant(value='ab', lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"("a" 'b' """c""")",
               R"(Expression(body=Constant(value='abc', lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)))");
    expectEval(R"(u"a" "b")",
               R"(Expression(body=Constant(value='ab', kind='u', lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"("a" u"b")",
               R"(Expression(body=Constant(value='ab', lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(b"a" b"b")",
               R"(Expression(body=Constant(value=b'ab', lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"("" "")",
               R"(Expression(body=Constant(value='', lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"("\x41\101\u0041\U00000041\N{EM DASH}")",
               R"(Expression(body=Constant(value='AAAA—', lineno=1, col_offset=0, end_lineno=1, end_col_offset=37)))");
    expectEval(R"("\a\b\f\n\r\t\v\\\'\"")",
               R"(Expression(body=Constant(value='\x07\x08\x0c\n\r\t\x0b\\\'"', lineno=1, col_offset=0, end_lineno=1, end_col_offset=22)))");
    expectEval(R"("\0")",
               R"(Expression(body=Constant(value='\x00', lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"("\1234")",
               R"(Expression(body=Constant(value='S4', lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"("\477")",
               R"(Expression(body=Constant(value='Ŀ', lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(b"\477")",
               R"(Expression(body=Constant(value=b'?', lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"("\ud800")",
               R"(Expression(body=Constant(value='\ud800', lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(b"\xff\x00")",
               R"(Expression(body=Constant(value=b'\xff\x00', lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"("a\
b")",
               R"(Expression(body=Constant(value='ab', lineno=1, col_offset=0, end_lineno=2, end_col_offset=2)))");
    expectEval(R"("\N{latin small letter a}")",
               R"(Expression(body=Constant(value='a', lineno=1, col_offset=0, end_lineno=1, end_col_offset=26)))");
    expectEval(R"("\N{CJK UNIFIED IDEOGRAPH-4E00}")",
               R"(Expression(body=Constant(value='一', lineno=1, col_offset=0, end_lineno=1, end_col_offset=32)))");
    expectEval(R"("é\t")",
               R"(Expression(body=Constant(value='é\t', lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"("\é")",
               R"(Expression(body=Constant(value='\\é', lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(("a"
 "b"))",
               R"(Expression(body=Constant(value='ab', lineno=1, col_offset=1, end_lineno=2, end_col_offset=4)))");
}

TEST(ParseExprAst, UnaryAndBinaryOperators) {
    expectEval(R"(-x)",
               R"(Expression(body=UnaryOp(op=USub(), operand=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"(+x)",
               R"(Expression(body=UnaryOp(op=UAdd(), operand=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"(~x)",
               R"(Expression(body=UnaryOp(op=Invert(), operand=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"(- - x)",
               R"(Expression(body=UnaryOp(op=USub(), operand=UnaryOp(op=USub(), operand=Name(id='x', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(not x)",
               R"(Expression(body=UnaryOp(op=Not(), operand=Name(id='x', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(not not x)",
               R"(Expression(body=UnaryOp(op=Not(), operand=UnaryOp(op=Not(), operand=Name(id='x', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=4, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(x + y)",
               R"(Expression(body=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Add(), right=Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(x - y * z)",
               R"(Expression(body=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Sub(), right=BinOp(left=Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), op=Mult(), right=Name(id='z', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=4, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"((x - y) * z)",
               R"(Expression(body=BinOp(left=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), op=Sub(), right=Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), lineno=1, col_offset=1, end_lineno=1, end_col_offset=6), op=Mult(), right=Name(id='z', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(x ** y ** z)",
               R"(Expression(body=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Pow(), right=BinOp(left=Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), op=Pow(), right=Name(id='z', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), lineno=1, col_offset=5, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(-x ** 2)",
               R"(Expression(body=UnaryOp(op=USub(), operand=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), op=Pow(), right=Constant(value=2, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=1, end_lineno=1, end_col_offset=7), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(2 ** -1)",
               R"(Expression(body=BinOp(left=Constant(value=2, lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Pow(), right=UnaryOp(op=USub(), operand=Constant(value=1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=5, end_lineno=1, end_col_offset=7), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(x | y ^ z & w)",
               R"(Expression(body=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=BitOr(), right=BinOp(left=Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), op=BitXor(), right=BinOp(left=Name(id='z', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), op=BitAnd(), right=Name(id='w', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=8, end_lineno=1, end_col_offset=13), lineno=1, col_offset=4, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"(x << 1 >> 2)",
               R"(Expression(body=BinOp(left=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=LShift(), right=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), op=RShift(), right=Constant(value=2, lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(x @ y)",
               R"(Expression(body=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=MatMult(), right=Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(x // y % z / w)",
               R"(Expression(body=BinOp(left=BinOp(left=BinOp(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=FloorDiv(), right=Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), op=Mod(), right=Name(id='z', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), lineno=1, col_offset=0, end_lineno=1, end_col_offset=10), op=Div(), right=Name(id='w', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"((a) + (b))",
               R"(Expression(body=BinOp(left=Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), op=Add(), right=Name(id='b', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(a + (b + c))",
               R"(Expression(body=BinOp(left=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Add(), right=BinOp(left=Name(id='b', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), op=Add(), right=Name(id='c', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), lineno=1, col_offset=5, end_lineno=1, end_col_offset=10), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
}

TEST(ParseExprAst, BooleansAndComparisons) {
    expectEval(R"(x and y)",
               R"(Expression(body=BoolOp(op=And(), values=[Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Name(id='y', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(x or y)",
               R"(Expression(body=BoolOp(op=Or(), values=[Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(x and y or z and w)",
               R"(Expression(body=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Name(id='y', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=7), BoolOp(op=And(), values=[Name(id='z', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), Name(id='w', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18)], lineno=1, col_offset=11, end_lineno=1, end_col_offset=18)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)))");
    expectEval(R"(a or b or c)",
               R"(Expression(body=BoolOp(op=Or(), values=[Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Name(id='b', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), Name(id='c', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"((a or b) or c)",
               R"(Expression(body=BoolOp(op=Or(), values=[BoolOp(op=Or(), values=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=1, end_lineno=1, end_col_offset=7), Name(id='c', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"(x < y)",
               R"(Expression(body=Compare(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[Lt()], comparators=[Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(x < y <= z)",
               R"(Expression(body=Compare(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[Lt(), LtE()], comparators=[Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='z', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(x == y != z)",
               R"(Expression(body=Compare(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[Eq(), NotEq()], comparators=[Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), Name(id='z', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(x > y >= z)",
               R"(Expression(body=Compare(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[Gt(), GtE()], comparators=[Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='z', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(x in y)",
               R"(Expression(body=Compare(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[In()], comparators=[Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(x not in y)",
               R"(Expression(body=Compare(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[NotIn()], comparators=[Name(id='y', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(x is y)",
               R"(Expression(body=Compare(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[Is()], comparators=[Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(x is not y)",
               R"(Expression(body=Compare(left=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[IsNot()], comparators=[Name(id='y', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(a not in b is not c)",
               R"(Expression(body=Compare(left=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), ops=[NotIn(), IsNot()], comparators=[Name(id='b', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), Name(id='c', ctx=Load(), lineno=1, col_offset=18, end_lineno=1, end_col_offset=19)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)))");
    expectEval(R"(not a < b)",
               R"(Expression(body=UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), ops=[Lt()], comparators=[Name(id='b', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
}

TEST(ParseExprAst, ConditionalsAndLambdas) {
    expectEval(R"(x if y else z)",
               R"(Expression(body=IfExp(test=Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), body=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), orelse=Name(id='z', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"(x if y else z if w else v)",
               R"(Expression(body=IfExp(test=Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), body=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), orelse=IfExp(test=Name(id='w', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), body=Name(id='z', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), orelse=Name(id='v', ctx=Load(), lineno=1, col_offset=24, end_lineno=1, end_col_offset=25), lineno=1, col_offset=12, end_lineno=1, end_col_offset=25), lineno=1, col_offset=0, end_lineno=1, end_col_offset=25)))");
    expectEval(R"((x) if y else (z))",
               R"(Expression(body=IfExp(test=Name(id='y', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), body=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), orelse=Name(id='z', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)))");
    expectEval(R"(x if y else lambda: z)",
               R"(Expression(body=IfExp(test=Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), body=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), orelse=Lambda(args=arguments(), body=Name(id='z', ctx=Load(), lineno=1, col_offset=20, end_lineno=1, end_col_offset=21), lineno=1, col_offset=12, end_lineno=1, end_col_offset=21), lineno=1, col_offset=0, end_lineno=1, end_col_offset=21)))");
    expectEval(R"(lambda: 1)",
               R"(Expression(body=Lambda(args=arguments(), body=Constant(value=1, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(lambda x: x)",
               R"(Expression(body=Lambda(args=arguments(args=[arg(arg='x', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)]), body=Name(id='x', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(lambda x, y=1, *args, z, w=2, **kw: 0)",
               R"(Expression(body=Lambda(args=arguments(args=[arg(arg='x', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), arg(arg='y', lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], vararg=arg(arg='args', lineno=1, col_offset=16, end_lineno=1, end_col_offset=20), kwonlyargs=[arg(arg='z', lineno=1, col_offset=22, end_lineno=1, end_col_offset=23), arg(arg='w', lineno=1, col_offset=25, end_lineno=1, end_col_offset=26)], kw_defaults=[None, Constant(value=2, lineno=1, col_offset=27, end_lineno=1, end_col_offset=28)], kwarg=arg(arg='kw', lineno=1, col_offset=32, end_lineno=1, end_col_offset=34), defaults=[Constant(value=1, lineno=1, col_offset=12, end_lineno=1, end_col_offset=13)]), body=Constant(value=0, lineno=1, col_offset=36, end_lineno=1, end_col_offset=37), lineno=1, col_offset=0, end_lineno=1, end_col_offset=37)))");
    expectEval(R"(lambda *, a: a)",
               R"(Expression(body=Lambda(args=arguments(kwonlyargs=[arg(arg='a', lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], kw_defaults=[None]), body=Name(id='a', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"(lambda a, /, b: 0)",
               R"(Expression(body=Lambda(args=arguments(posonlyargs=[arg(arg='a', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], args=[arg(arg='b', lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)]), body=Constant(value=0, lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)))");
    expectEval(R"(lambda a=1, /, b=2, *c, d, e=3, **f: 1)",
               R"(Expression(body=Lambda(args=arguments(posonlyargs=[arg(arg='a', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], args=[arg(arg='b', lineno=1, col_offset=15, end_lineno=1, end_col_offset=16)], vararg=arg(arg='c', lineno=1, col_offset=21, end_lineno=1, end_col_offset=22), kwonlyargs=[arg(arg='d', lineno=1, col_offset=24, end_lineno=1, end_col_offset=25), arg(arg='e', lineno=1, col_offset=27, end_lineno=1, end_col_offset=28)], kw_defaults=[None, Constant(value=3, lineno=1, col_offset=29, end_lineno=1, end_col_offset=30)], kwarg=arg(arg='f', lineno=1, col_offset=34, end_lineno=1, end_col_offset=35), defaults=[Constant(value=1, lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), Constant(value=2, lineno=1, col_offset=17, end_lineno=1, end_col_offset=18)]), body=Constant(value=1, lineno=1, col_offset=37, end_lineno=1, end_col_offset=38), lineno=1, col_offset=0, end_lineno=1, end_col_offset=38)))");
    expectEval(R"(lambda a, b, /, c, *, d: 0)",
               R"(Expression(body=Lambda(args=arguments(posonlyargs=[arg(arg='a', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), arg(arg='b', lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], args=[arg(arg='c', lineno=1, col_offset=16, end_lineno=1, end_col_offset=17)], kwonlyargs=[arg(arg='d', lineno=1, col_offset=22, end_lineno=1, end_col_offset=23)], kw_defaults=[None]), body=Constant(value=0, lineno=1, col_offset=25, end_lineno=1, end_col_offset=26), lineno=1, col_offset=0, end_lineno=1, end_col_offset=26)))");
    expectEval(R"(lambda *a: 1)",
               R"(Expression(body=Lambda(args=arguments(vararg=arg(arg='a', lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)), body=Constant(value=1, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
    expectEval(R"(lambda **k: 1)",
               R"(Expression(body=Lambda(args=arguments(kwarg=arg(arg='k', lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)), body=Constant(value=1, lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"(lambda a,: 1)",
               R"(Expression(body=Lambda(args=arguments(args=[arg(arg='a', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)]), body=Constant(value=1, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
    expectEval(R"(lambda x=(1, 2): x)",
               R"(Expression(body=Lambda(args=arguments(args=[arg(arg='x', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], defaults=[Tuple(elts=[Constant(value=1, lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), Constant(value=2, lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)], ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=15)]), body=Name(id='x', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)))");
    expectEval(R"(lambda: (yield))",
               R"(Expression(body=Lambda(args=arguments(), body=Yield(lineno=1, col_offset=9, end_lineno=1, end_col_offset=14), lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)))");
    expectEval(R"(lambda: lambda: 0)",
               R"(Expression(body=Lambda(args=arguments(), body=Lambda(args=arguments(), body=Constant(value=0, lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), lineno=1, col_offset=8, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)))");
}

TEST(ParseExprAst, NamedExpressions) {
    expectEval(R"((x := 1))",
               R"(Expression(body=NamedExpr(target=Name(id='x', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), value=Constant(value=1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=1, end_lineno=1, end_col_offset=7)))");
    expectEval(R"((x := (y := 1)))",
               R"(Expression(body=NamedExpr(target=Name(id='x', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), value=NamedExpr(target=Name(id='y', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), value=Constant(value=1, lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=7, end_lineno=1, end_col_offset=13), lineno=1, col_offset=1, end_lineno=1, end_col_offset=14)))");
    expectEval(R"([x := 1, y])",
               R"(Expression(body=List(elts=[NamedExpr(target=Name(id='x', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), value=Constant(value=1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=1, end_lineno=1, end_col_offset=7), Name(id='y', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(f(x := 1))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[NamedExpr(target=Name(id='x', ctx=Store(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), value=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(a[x := 1])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=NamedExpr(target=Name(id='x', ctx=Store(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), value=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"({(a := 1): 2})",
               R"(Expression(body=Dict(keys=[NamedExpr(target=Name(id='a', ctx=Store(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), value=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8)], values=[Constant(value=2, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"({a := 1})",
               R"(Expression(body=Set(elts=[NamedExpr(target=Name(id='a', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), value=Constant(value=1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=1, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
}

TEST(ParseExprAst, AwaitYield) {
    expectEval(R"(await x)",
               R"(Expression(body=Await(value=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(await x ** 2)",
               R"(Expression(body=BinOp(left=Await(value=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7), op=Pow(), right=Constant(value=2, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
    expectEval(R"(await f())",
               R"(Expression(body=Await(value=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=6, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"((yield))",
               R"(Expression(body=Yield(lineno=1, col_offset=1, end_lineno=1, end_col_offset=6)))");
    expectEval(R"((yield x))",
               R"(Expression(body=Yield(value=Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=1, end_lineno=1, end_col_offset=8)))");
    expectEval(R"((yield x, y))",
               R"(Expression(body=Yield(value=Tuple(elts=[Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), Name(id='y', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=11), lineno=1, col_offset=1, end_lineno=1, end_col_offset=11)))");
    expectEval(R"((yield from x))",
               R"(Expression(body=YieldFrom(value=Name(id='x', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=1, end_lineno=1, end_col_offset=13)))");
    expectEval(R"((yield *a, b))",
               R"(Expression(body=Yield(value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=9), Name(id='b', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12)], ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=12), lineno=1, col_offset=1, end_lineno=1, end_col_offset=12)))");
}

TEST(ParseExprAst, AttributesCallsSubscripts) {
    expectEval(R"(a.b)",
               R"(Expression(body=Attribute(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), attr='b', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3)))");
    expectEval(R"(a.b.c)",
               R"(Expression(body=Attribute(value=Attribute(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), attr='b', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3), attr='c', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"((a).b)",
               R"(Expression(body=Attribute(value=Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), attr='b', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(f())",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3)))");
    expectEval(R"(f(a))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(f(a, b))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Name(id='b', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(f(a,))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(f(a, *b))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(f(a=1))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), keywords=[keyword(arg='a', value=Constant(value=1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(f(**k))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), keywords=[keyword(value=Name(id='k', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(f(a, *b, c=1, **d))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=7)], keywords=[keyword(arg='c', value=Constant(value=1, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=9, end_lineno=1, end_col_offset=12), keyword(value=Name(id='d', ctx=Load(), lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), lineno=1, col_offset=14, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)))");
    expectEval(R"(f(a, *b, c=1, *d, **e, f=1))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=7), Starred(value=Name(id='d', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=16)], keywords=[keyword(arg='c', value=Constant(value=1, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=9, end_lineno=1, end_col_offset=12), keyword(value=Name(id='e', ctx=Load(), lineno=1, col_offset=20, end_lineno=1, end_col_offset=21), lineno=1, col_offset=18, end_lineno=1, end_col_offset=21), keyword(arg='f', value=Constant(value=1, lineno=1, col_offset=25, end_lineno=1, end_col_offset=26), lineno=1, col_offset=23, end_lineno=1, end_col_offset=26)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=27)))");
    expectEval(R"(f(a=1, *b))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=9)], keywords=[keyword(arg='a', value=Constant(value=1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(f(*a, *b, **c, **d))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=4), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=8)], keywords=[keyword(value=Name(id='c', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=10, end_lineno=1, end_col_offset=13), keyword(value=Name(id='d', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), lineno=1, col_offset=15, end_lineno=1, end_col_offset=18)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)))");
    expectEval(R"(f(x for x in y))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[GeneratorExp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), is_async=0)], lineno=1, col_offset=1, end_lineno=1, end_col_offset=15)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)))");
    expectEval(R"(f((x for x in y)))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[GeneratorExp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15), is_async=0)], lineno=1, col_offset=2, end_lineno=1, end_col_offset=16)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)))");
    expectEval(R"(f(x for x in y)(1))",
               R"(Expression(body=Call(func=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[GeneratorExp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), is_async=0)], lineno=1, col_offset=1, end_lineno=1, end_col_offset=15)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15), args=[Constant(value=1, lineno=1, col_offset=16, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)))");
    expectEval(R"(f(x := 1 for x in y))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[GeneratorExp(elt=NamedExpr(target=Name(id='x', ctx=Store(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), value=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=18, end_lineno=1, end_col_offset=19), is_async=0)], lineno=1, col_offset=1, end_lineno=1, end_col_offset=20)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=20)))");
    expectEval(R"(f(a)(b)[c].d)",
               R"(Expression(body=Attribute(value=Subscript(value=Call(func=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=4), args=[Name(id='b', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=7), slice=Name(id='c', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=10), attr='d', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
    expectEval(R"((a)(b))",
               R"(Expression(body=Call(func=Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), args=[Name(id='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"((a)[b])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), slice=Name(id='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(f(
  a,
  b=2,
))",
               R"(Expression(body=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='a', ctx=Load(), lineno=2, col_offset=2, end_lineno=2, end_col_offset=3)], keywords=[keyword(arg='b', value=Constant(value=2, lineno=3, col_offset=4, end_lineno=3, end_col_offset=5), lineno=3, col_offset=2, end_lineno=3, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=4, end_col_offset=1)))");
    expectEval(R"(a[1])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Constant(value=1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(a[1:2])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Slice(lower=Constant(value=1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), upper=Constant(value=2, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(a[1:2:3])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Slice(lower=Constant(value=1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), upper=Constant(value=2, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), step=Constant(value=3, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=2, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(a[:])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Slice(lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"(a[::])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Slice(lineno=1, col_offset=2, end_lineno=1, end_col_offset=4), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(a[::2])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Slice(step=Constant(value=2, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(a[1:])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Slice(lower=Constant(value=1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), lineno=1, col_offset=2, end_lineno=1, end_col_offset=4), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(a[:2])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Slice(upper=Constant(value=2, lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), lineno=1, col_offset=2, end_lineno=1, end_col_offset=4), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(a[1,])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Constant(value=1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=4), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(a[1, 2])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Constant(value=1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Constant(value=2, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=6), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(a[1:2, ::3,])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Slice(lower=Constant(value=1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), upper=Constant(value=2, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5), Slice(step=Constant(value=3, lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), lineno=1, col_offset=7, end_lineno=1, end_col_offset=10)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=11), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
    expectEval(R"(a[*b])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=4)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=4), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(a[*b, c])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=4), Name(id='c', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(a[b, *c])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Name(id='b', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Starred(value=Name(id='c', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=7)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(a[x:y, z])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Slice(lower=Name(id='x', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), upper=Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=2, end_lineno=1, end_col_offset=5), Name(id='z', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(a[(1, 2)])",
               R"(Expression(body=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Tuple(elts=[Constant(value=1, lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), Constant(value=2, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8), ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
}

TEST(ParseExprAst, Displays) {
    expectEval(R"([a, b])",
               R"(Expression(body=List(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Name(id='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"([])",
               R"(Expression(body=List(ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"([a, *b])",
               R"(Expression(body=List(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=6)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"([*a, *b])",
               R"(Expression(body=List(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=3), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=7)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"([1, 2,])",
               R"(Expression(body=List(elts=[Constant(value=1, lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Constant(value=2, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"({a: b})",
               R"(Expression(body=Dict(keys=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2)], values=[Name(id='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"({})",
               R"(Expression(body=Dict(lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)))");
    expectEval(R"({a: b, c: d,})",
               R"(Expression(body=Dict(keys=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Name(id='c', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], values=[Name(id='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='d', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"({**a})",
               R"(Expression(body=Dict(keys=[None], values=[Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"({**a, b: c})",
               R"(Expression(body=Dict(keys=[None, Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], values=[Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), Name(id='c', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"({a: b, **c})",
               R"(Expression(body=Dict(keys=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), None], values=[Name(id='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='c', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"({**a, **b})",
               R"(Expression(body=Dict(keys=[None, None], values=[Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), Name(id='b', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"({a, b})",
               R"(Expression(body=Set(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Name(id='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"({*a, b})",
               R"(Expression(body=Set(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=3), Name(id='b', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"({a,})",
               R"(Expression(body=Set(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)))");
    expectEval(R"((*a, b))",
               R"(Expression(body=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=3), Name(id='b', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"((*a, *b))",
               R"(Expression(body=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=3), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=7)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"([[a], (b,), {c}])",
               R"(Expression(body=List(elts=[List(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3)], ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=4), Tuple(elts=[Name(id='b', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=10), Set(elts=[Name(id='c', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)], lineno=1, col_offset=12, end_lineno=1, end_col_offset=15)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)))");
}

TEST(ParseExprAst, Comprehensions) {
    expectEval(R"([x for x in y])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"([x for x in y if z])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), ifs=[Name(id='z', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18)], is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)))");
    expectEval(R"([x for x in y if a if b for z in w])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), ifs=[Name(id='a', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), Name(id='b', ctx=Load(), lineno=1, col_offset=22, end_lineno=1, end_col_offset=23)], is_async=0), comprehension(target=Name(id='z', ctx=Store(), lineno=1, col_offset=28, end_lineno=1, end_col_offset=29), iter=Name(id='w', ctx=Load(), lineno=1, col_offset=33, end_lineno=1, end_col_offset=34), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=35)))");
    expectEval(R"([x async for x in y])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=18, end_lineno=1, end_col_offset=19), is_async=1)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=20)))");
    expectEval(R"({x for x in y})",
               R"(Expression(body=SetComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"({x: y for x, y in z})",
               R"(Expression(body=DictComp(key=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), value=Name(id='y', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), generators=[comprehension(target=Tuple(elts=[Name(id='x', ctx=Store(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), Name(id='y', ctx=Store(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)], ctx=Store(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=14), iter=Name(id='z', ctx=Load(), lineno=1, col_offset=18, end_lineno=1, end_col_offset=19), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=20)))");
    expectEval(R"((x for x in y))",
               R"(Expression(body=GeneratorExp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"([x for x, in y])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Tuple(elts=[Name(id='x', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=9), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)))");
    expectEval(R"([x for *x, y in z])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Tuple(elts=[Starred(value=Name(id='x', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=9), Name(id='y', ctx=Store(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12)], ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=12), iter=Name(id='z', ctx=Load(), lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)))");
    expectEval(R"([x for (a, b) in c])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Tuple(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), Name(id='b', ctx=Store(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12)], ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=13), iter=Name(id='c', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)))");
    expectEval(R"([x for [a, *b] in c])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=List(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), Starred(value=Name(id='b', ctx=Store(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), ctx=Store(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=13)], ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=14), iter=Name(id='c', ctx=Load(), lineno=1, col_offset=18, end_lineno=1, end_col_offset=19), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=20)))");
    expectEval(R"([x for a.b in c])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Attribute(value=Name(id='a', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), attr='b', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=10), iter=Name(id='c', ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)))");
    expectEval(R"([x for a[0] in c])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), slice=Constant(value=0, lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=11), iter=Name(id='c', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)))");
    expectEval(R"([x for (a) in c])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Name(id='a', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), iter=Name(id='c', ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)))");
    expectEval(R"([(x, y) for x in y])",
               R"(Expression(body=ListComp(elt=Tuple(elts=[Name(id='x', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=7), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)))");
    expectEval(R"([x for x in y for y in z if w])",
               R"(Expression(body=ListComp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), is_async=0), comprehension(target=Name(id='y', ctx=Store(), lineno=1, col_offset=18, end_lineno=1, end_col_offset=19), iter=Name(id='z', ctx=Load(), lineno=1, col_offset=23, end_lineno=1, end_col_offset=24), ifs=[Name(id='w', ctx=Load(), lineno=1, col_offset=28, end_lineno=1, end_col_offset=29)], is_async=0)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=30)))");
    expectEval(R"({k: v for k in a async for v in b})",
               R"(Expression(body=DictComp(key=Name(id='k', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), value=Name(id='v', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), generators=[comprehension(target=Name(id='k', ctx=Store(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), iter=Name(id='a', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), is_async=0), comprehension(target=Name(id='v', ctx=Store(), lineno=1, col_offset=27, end_lineno=1, end_col_offset=28), iter=Name(id='b', ctx=Load(), lineno=1, col_offset=32, end_lineno=1, end_col_offset=33), is_async=1)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=34)))");
}

TEST(ParseExprAst, FStrings) {
    expectEval(R"(f"abc")",
               R"(Expression(body=JoinedStr(values=[Constant(value='abc', lineno=1, col_offset=2, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(f"")",
               R"(Expression(body=JoinedStr(lineno=1, col_offset=0, end_lineno=1, end_col_offset=3)))");
    expectEval(R"(f"{x}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(f"a{x}b")",
               R"(Expression(body=JoinedStr(values=[Constant(value='a', lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), conversion=-1, lineno=1, col_offset=3, end_lineno=1, end_col_offset=6), Constant(value='b', lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(f"{x!r}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(f"{x!s}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=115, lineno=1, col_offset=2, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(f"{x!a}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=97, lineno=1, col_offset=2, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(f"{x:>10}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[Constant(value='>10', lineno=1, col_offset=5, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=8), lineno=1, col_offset=2, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(f"{x:{y}}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), conversion=-1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=8), lineno=1, col_offset=2, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(f"{x:{y}.{z}}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), conversion=-1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=8), Constant(value='.', lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), FormattedValue(value=Name(id='z', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), conversion=-1, lineno=1, col_offset=9, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=12), lineno=1, col_offset=2, end_lineno=1, end_col_offset=13)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"(f"{x:a{y}b{z}c}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[Constant(value='a', lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=-1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=9), Constant(value='b', lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), FormattedValue(value=Name(id='z', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), conversion=-1, lineno=1, col_offset=10, end_lineno=1, end_col_offset=13), Constant(value='c', lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=14), lineno=1, col_offset=2, end_lineno=1, end_col_offset=15)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)))");
    expectEval(R"(f"{x=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='x=', lineno=1, col_offset=3, end_lineno=1, end_col_offset=5), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(f"{x = }")",
               R"(Expression(body=JoinedStr(values=[Constant(value='x = ', lineno=1, col_offset=3, end_lineno=1, end_col_offset=7), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(f"{ x = }")",
               R"(Expression(body=JoinedStr(values=[Constant(value=' x = ', lineno=1, col_offset=3, end_lineno=1, end_col_offset=8), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(f"{x=!s}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='x=', lineno=1, col_offset=3, end_lineno=1, end_col_offset=5), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=115, lineno=1, col_offset=2, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(f"{x=:>10}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='x=', lineno=1, col_offset=3, end_lineno=1, end_col_offset=5), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[Constant(value='>10', lineno=1, col_offset=6, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=5, end_lineno=1, end_col_offset=9), lineno=1, col_offset=2, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(f"{x=!s:>10}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='x=', lineno=1, col_offset=3, end_lineno=1, end_col_offset=5), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=115, format_spec=JoinedStr(values=[Constant(value='>10', lineno=1, col_offset=8, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=7, end_lineno=1, end_col_offset=11), lineno=1, col_offset=2, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"(f"a{x=}b")",
               R"(Expression(body=JoinedStr(values=[Constant(value='ax=', lineno=1, col_offset=2, end_lineno=1, end_col_offset=6), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), conversion=114, lineno=1, col_offset=3, end_lineno=1, end_col_offset=7), Constant(value='b', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(f"{x!r:>{w}}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=114, format_spec=JoinedStr(values=[Constant(value='>', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), FormattedValue(value=Name(id='w', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), conversion=-1, lineno=1, col_offset=8, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=6, end_lineno=1, end_col_offset=11), lineno=1, col_offset=2, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"(f"{x!r:}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=114, format_spec=JoinedStr(lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(f"{{}}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='{}', lineno=1, col_offset=2, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)))");
    expectEval(R"(f"a{{b}}c")",
               R"(Expression(body=JoinedStr(values=[Constant(value='a{b}c', lineno=1, col_offset=2, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(f"{{")",
               R"(Expression(body=JoinedStr(values=[Constant(value='{', lineno=1, col_offset=2, end_lineno=1, end_col_offset=4)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)))");
    expectEval(R"(f"a{{")",
               R"(Expression(body=JoinedStr(values=[Constant(value='a{', lineno=1, col_offset=2, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"(f"{{a")",
               R"(Expression(body=JoinedStr(values=[Constant(value='{a', lineno=1, col_offset=2, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)))");
    expectEval(R"("a" f"b{x}" "c")",
               R"(Expression(body=JoinedStr(values=[Constant(value='ab', lineno=1, col_offset=0, end_lineno=1, end_col_offset=7), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), conversion=-1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=10), Constant(value='c', lineno=1, col_offset=12, end_lineno=1, end_col_offset=15)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)))");
    expectEval(R"(f"{x}" "y" f"z")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=5), Constant(value='yz', lineno=1, col_offset=7, end_lineno=1, end_col_offset=14)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)))");
    expectEval(R"(u"a" f"b")",
               R"(Expression(body=JoinedStr(values=[Constant(value='ab', kind='u', lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(f"a" u"b")",
               R"(Expression(body=JoinedStr(values=[Constant(value='ab', lineno=1, col_offset=2, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"("" f"{x}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), conversion=-1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"("" f"a{x}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='a', lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=-1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(f"{x}" "")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"("a" f"{x}" u"b")",
               R"(Expression(body=JoinedStr(values=[Constant(value='a', lineno=1, col_offset=0, end_lineno=1, end_col_offset=3), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=-1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=9), Constant(value='b', kind='u', lineno=1, col_offset=11, end_lineno=1, end_col_offset=15)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)))");
    expectEval(R"(f"{f'{x}'}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), conversion=-1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=3, end_lineno=1, end_col_offset=9), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(f"{x:{y:{z}}}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='z', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), conversion=-1, lineno=1, col_offset=8, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=7, end_lineno=1, end_col_offset=11), lineno=1, col_offset=5, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=12), lineno=1, col_offset=2, end_lineno=1, end_col_offset=13)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"(f"""a
{x}
b""")",
               R"(Expression(body=JoinedStr(values=[Constant(value='a\n', lineno=1, col_offset=4, end_lineno=2, end_col_offset=0), FormattedValue(value=Name(id='x', ctx=Load(), lineno=2, col_offset=1, end_lineno=2, end_col_offset=2), conversion=-1, lineno=2, col_offset=0, end_lineno=2, end_col_offset=3), Constant(value='\nb', lineno=2, col_offset=3, end_lineno=3, end_col_offset=1)], lineno=1, col_offset=0, end_lineno=3, end_col_offset=4)))");
    expectEval(R"(f"{x}" f"{y}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=5), FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), conversion=-1, lineno=1, col_offset=9, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"(f"{3.14:.2f}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Constant(value=3.14, lineno=1, col_offset=3, end_lineno=1, end_col_offset=7), conversion=-1, format_spec=JoinedStr(values=[Constant(value='.2f', lineno=1, col_offset=8, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=7, end_lineno=1, end_col_offset=11), lineno=1, col_offset=2, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)))");
    expectEval(R"(f"{a[1:2]}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), slice=Slice(lower=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), upper=Constant(value=2, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=5, end_lineno=1, end_col_offset=8), ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=9), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(f"{(lambda: 1)()}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Call(func=Lambda(args=arguments(), body=Constant(value=1, lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=4, end_lineno=1, end_col_offset=13), lineno=1, col_offset=3, end_lineno=1, end_col_offset=16), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)))");
    expectEval(R"(f"{'a' 'b'}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Constant(value='ab', lineno=1, col_offset=3, end_lineno=1, end_col_offset=10), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
    expectEval(R"(f"{x,y}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Tuple(elts=[Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), Name(id='y', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=6), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(f"{*x,}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Tuple(elts=[Starred(value=Name(id='x', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=5)], ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=6), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)))");
    expectEval(R"(f"{yield}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Yield(lineno=1, col_offset=3, end_lineno=1, end_col_offset=8), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(f"\n{x}\t")",
               R"(Expression(body=JoinedStr(values=[Constant(value='\n', lineno=1, col_offset=2, end_lineno=1, end_col_offset=4), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=7), Constant(value='\t', lineno=1, col_offset=7, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)))");
    expectEval(R"(rf"\n{x}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='\\n', lineno=1, col_offset=3, end_lineno=1, end_col_offset=5), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), conversion=-1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(fr"{x}\d")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), conversion=-1, lineno=1, col_offset=3, end_lineno=1, end_col_offset=6), Constant(value='\\d', lineno=1, col_offset=6, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(f"\N{EM DASH}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='—', lineno=1, col_offset=2, end_lineno=1, end_col_offset=13)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"(f"{x:\n}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[Constant(value='\n', lineno=1, col_offset=5, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=7), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(f"{x
=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='x\n=', lineno=1, col_offset=3, end_lineno=2, end_col_offset=1), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=114, lineno=1, col_offset=2, end_lineno=2, end_col_offset=2)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=3)))");
    expectEval(R"(f"""{x = # c
}""")",
               R"(Expression(body=JoinedStr(values=[Constant(value='x = \n', lineno=1, col_offset=5, end_lineno=2, end_col_offset=0), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), conversion=114, lineno=1, col_offset=4, end_lineno=2, end_col_offset=1)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=4)))");
    expectEval(R"(f"""{1+2 = # a
# b
  }""")",
               R"(Expression(body=JoinedStr(values=[Constant(value='1+2 = \n\n  ', lineno=1, col_offset=5, end_lineno=3, end_col_offset=2), FormattedValue(value=BinOp(left=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), op=Add(), right=Constant(value=2, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=5, end_lineno=1, end_col_offset=8), conversion=114, lineno=1, col_offset=4, end_lineno=3, end_col_offset=3)], lineno=1, col_offset=0, end_lineno=3, end_col_offset=6)))");
    expectEval(R"(f"{(a:=1)}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=NamedExpr(target=Name(id='a', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), value=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=4, end_lineno=1, end_col_offset=8), conversion=-1, lineno=1, col_offset=2, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)))");
    expectEval(R"(f"{a:=1}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[Constant(value='=1', lineno=1, col_offset=5, end_lineno=1, end_col_offset=7)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=7), lineno=1, col_offset=2, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)))");
    expectEval(R"(f"{a != b=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='a ', lineno=1, col_offset=3, end_lineno=1, end_col_offset=10), FormattedValue(value=Compare(left=Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), ops=[NotEq()], comparators=[Name(id='b', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], lineno=1, col_offset=3, end_lineno=1, end_col_offset=9), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
    expectEval(R"(f"{(a != b)=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='(a != b)=', lineno=1, col_offset=3, end_lineno=1, end_col_offset=12), FormattedValue(value=Compare(left=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), ops=[NotEq()], comparators=[Name(id='b', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=13)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)))");
    expectEval(R"(f"{(lambda a=1: 2)=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='(lambda a=1', lineno=1, col_offset=3, end_lineno=1, end_col_offset=19), FormattedValue(value=Lambda(args=arguments(args=[arg(arg='a', lineno=1, col_offset=11, end_lineno=1, end_col_offset=12)], defaults=[Constant(value=1, lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)]), body=Constant(value=2, lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), lineno=1, col_offset=4, end_lineno=1, end_col_offset=17), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=20)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=21)))");
    expectEval(R"(f"{(lambda: 1)=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='(lambda: 1)=', lineno=1, col_offset=3, end_lineno=1, end_col_offset=15), FormattedValue(value=Lambda(args=arguments(), body=Constant(value=1, lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=4, end_lineno=1, end_col_offset=13), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=16)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)))");
    expectEval(R"(f"{f(a=1)[1:2]=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='f(a=1)[1', lineno=1, col_offset=3, end_lineno=1, end_col_offset=15), FormattedValue(value=Subscript(value=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), keywords=[keyword(arg='a', value=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=5, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=3, end_lineno=1, end_col_offset=9), slice=Slice(lower=Constant(value=1, lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), upper=Constant(value=2, lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=10, end_lineno=1, end_col_offset=13), ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=14), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=16)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)))");
    expectEval(R"(f"{a[1:2]=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value='a[1:2]=', lineno=1, col_offset=3, end_lineno=1, end_col_offset=10), FormattedValue(value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), slice=Slice(lower=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), upper=Constant(value=2, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=5, end_lineno=1, end_col_offset=8), ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=9), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
    expectEval(R"(f"{ {1: (lambda a=1: 2)}=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value=' {1: (lambda a=1: 2)', lineno=1, col_offset=3, end_lineno=1, end_col_offset=25), FormattedValue(value=Dict(keys=[Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], values=[Lambda(args=arguments(args=[arg(arg='a', lineno=1, col_offset=16, end_lineno=1, end_col_offset=17)], defaults=[Constant(value=1, lineno=1, col_offset=18, end_lineno=1, end_col_offset=19)]), body=Constant(value=2, lineno=1, col_offset=21, end_lineno=1, end_col_offset=22), lineno=1, col_offset=9, end_lineno=1, end_col_offset=22)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=24), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=26)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=27)))");
    expectEval(R"(f"{f'{a!=b}'=}")",
               R"(Expression(body=JoinedStr(values=[Constant(value="f'{a!=b}'=", lineno=1, col_offset=3, end_lineno=1, end_col_offset=13), FormattedValue(value=JoinedStr(values=[FormattedValue(value=Compare(left=Name(id='a', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), ops=[NotEq()], comparators=[Name(id='b', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=6, end_lineno=1, end_col_offset=10), conversion=-1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=3, end_lineno=1, end_col_offset=12), conversion=114, lineno=1, col_offset=2, end_lineno=1, end_col_offset=14)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)))");
    expectEval(R"(f"{x:{y!r}}")",
               R"(Expression(body=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), conversion=114, lineno=1, col_offset=5, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), lineno=1, col_offset=2, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)))");
}

TEST(ParseExprAst, TargetsInStatements) {
    expectExec(R"(a, *b = [c, d] = x.y = x[0] = (e, f) = g
)",
               R"(Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Starred(value=Name(id='b', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), ctx=Store(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=5)], ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5), List(elts=[Name(id='c', ctx=Store(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), Name(id='d', ctx=Store(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13)], ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=14), Attribute(value=Name(id='x', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), attr='y', ctx=Store(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=20), Subscript(value=Name(id='x', ctx=Load(), lineno=1, col_offset=23, end_lineno=1, end_col_offset=24), slice=Constant(value=0, lineno=1, col_offset=25, end_lineno=1, end_col_offset=26), ctx=Store(), lineno=1, col_offset=23, end_lineno=1, end_col_offset=27), Tuple(elts=[Name(id='e', ctx=Store(), lineno=1, col_offset=31, end_lineno=1, end_col_offset=32), Name(id='f', ctx=Store(), lineno=1, col_offset=34, end_lineno=1, end_col_offset=35)], ctx=Store(), lineno=1, col_offset=30, end_lineno=1, end_col_offset=36)], value=Name(id='g', ctx=Load(), lineno=1, col_offset=39, end_lineno=1, end_col_offset=40), lineno=1, col_offset=0, end_lineno=1, end_col_offset=40)]))");
    expectExec(R"(*a, = b
)",
               R"(Module(body=[Assign(targets=[Tuple(elts=[Starred(value=Name(id='a', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=2)], ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3)], value=Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)]))");
    expectExec(R"((a) = 1
)",
               R"(Module(body=[Assign(targets=[Name(id='a', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2)], value=Constant(value=1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)]))");
    expectExec(R"([a, [b, *c]] = d
)",
               R"(Module(body=[Assign(targets=[List(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), List(elts=[Name(id='b', ctx=Store(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), Starred(value=Name(id='c', ctx=Store(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=10)], ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=11)], ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)], value=Name(id='d', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)]))");
    expectExec(R"(for x, in y: pass
)",
               R"(Module(body=[For(target=Tuple(elts=[Name(id='x', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=6), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), body=[Pass(lineno=1, col_offset=13, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)]))");
    expectExec(R"(for *x in y: pass
)",
               R"(Module(body=[For(target=Starred(value=Name(id='x', ctx=Store(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=6), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), body=[Pass(lineno=1, col_offset=13, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)]))");
    expectExec(R"(for (a, b) in c: pass
)",
               R"(Module(body=[For(target=Tuple(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), Name(id='b', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), iter=Name(id='c', ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15), body=[Pass(lineno=1, col_offset=17, end_lineno=1, end_col_offset=21)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=21)]))");
    expectExec(R"(for [a, *b] in c: pass
)",
               R"(Module(body=[For(target=List(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), Starred(value=Name(id='b', ctx=Store(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=10)], ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=11), iter=Name(id='c', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), body=[Pass(lineno=1, col_offset=18, end_lineno=1, end_col_offset=22)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=22)]))");
    expectExec(R"(for a.b[0] in c: pass
)",
               R"(Module(body=[For(target=Subscript(value=Attribute(value=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), attr='b', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=7), slice=Constant(value=0, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), iter=Name(id='c', ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15), body=[Pass(lineno=1, col_offset=17, end_lineno=1, end_col_offset=21)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=21)]))");
    expectExec(R"(for x, y in z: pass
)",
               R"(Module(body=[For(target=Tuple(elts=[Name(id='x', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='y', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=8), iter=Name(id='z', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), body=[Pass(lineno=1, col_offset=15, end_lineno=1, end_col_offset=19)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)]))");
    expectExec(R"(del a, b,
)",
               R"(Module(body=[Delete(targets=[Name(id='a', ctx=Del(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='b', ctx=Del(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)]))");
    expectExec(R"(del (a, b), [c, d]
)",
               R"(Module(body=[Delete(targets=[Tuple(elts=[Name(id='a', ctx=Del(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), Name(id='b', ctx=Del(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], ctx=Del(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), List(elts=[Name(id='c', ctx=Del(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), Name(id='d', ctx=Del(), lineno=1, col_offset=16, end_lineno=1, end_col_offset=17)], ctx=Del(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=18)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)]))");
    expectExec(R"(del a[0], a.b
)",
               R"(Module(body=[Delete(targets=[Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), slice=Constant(value=0, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), ctx=Del(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=8), Attribute(value=Name(id='a', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), attr='b', ctx=Del(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=13)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)]))");
    expectExec(R"(del ()
)",
               R"(Module(body=[Delete(targets=[Tuple(ctx=Del(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)]))");
    expectExec(R"(del []
)",
               R"(Module(body=[Delete(targets=[List(ctx=Del(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)]))");
    expectExec(R"(del (a), [b]
)",
               R"(Module(body=[Delete(targets=[Name(id='a', ctx=Del(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), List(elts=[Name(id='b', ctx=Del(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], ctx=Del(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)]))");
    expectExec(R"(with a as (b, c): pass
)",
               R"(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), optional_vars=Tuple(elts=[Name(id='b', ctx=Store(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), Name(id='c', ctx=Store(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15)], ctx=Store(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=16))], body=[Pass(lineno=1, col_offset=18, end_lineno=1, end_col_offset=22)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=22)]))");
    expectExec(R"(x += 1
)",
               R"(Module(body=[AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Add(), value=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6)]))");
    expectExec(R"(x.y[0] += 1
)",
               R"(Module(body=[AugAssign(target=Subscript(value=Attribute(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), attr='y', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3), slice=Constant(value=0, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), op=Add(), value=Constant(value=1, lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)]))");
}

TEST(ParseExprAst, ExpressionsInStatements) {
    expectExec(R"(def f():
    x = yield
)",
               R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5)], value=Yield(lineno=2, col_offset=8, end_lineno=2, end_col_offset=13), lineno=2, col_offset=4, end_lineno=2, end_col_offset=13)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=13)]))");
    expectExec(R"(x = *a, b
)",
               R"(Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=6), Name(id='b', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)]))");
    expectExec(R"(class C(a, b=1, *c, **d): pass
)",
               R"(Module(body=[ClassDef(name='C', bases=[Name(id='a', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), Starred(value=Name(id='c', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), ctx=Load(), lineno=1, col_offset=16, end_lineno=1, end_col_offset=18)], keywords=[keyword(arg='b', value=Constant(value=1, lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), lineno=1, col_offset=11, end_lineno=1, end_col_offset=14), keyword(value=Name(id='d', ctx=Load(), lineno=1, col_offset=22, end_lineno=1, end_col_offset=23), lineno=1, col_offset=20, end_lineno=1, end_col_offset=23)], body=[Pass(lineno=1, col_offset=26, end_lineno=1, end_col_offset=30)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=30)]))");
    expectExec(R"(@f(x for x in y)
def g(): pass
)",
               R"(Module(body=[FunctionDef(name='g', args=arguments(), body=[Pass(lineno=2, col_offset=9, end_lineno=2, end_col_offset=13)], decorator_list=[Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), args=[GeneratorExp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15), is_async=0)], lineno=1, col_offset=2, end_lineno=1, end_col_offset=16)], lineno=1, col_offset=1, end_lineno=1, end_col_offset=16)], lineno=2, col_offset=0, end_lineno=2, end_col_offset=13)]))");
    expectExec(R"(print(f"{x!r:^{w}}")
)",
               R"(Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5), args=[JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), conversion=114, format_spec=JoinedStr(values=[Constant(value='^', lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), FormattedValue(value=Name(id='w', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), conversion=-1, lineno=1, col_offset=14, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=12, end_lineno=1, end_col_offset=17), lineno=1, col_offset=8, end_lineno=1, end_col_offset=18)], lineno=1, col_offset=6, end_lineno=1, end_col_offset=19)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=20), lineno=1, col_offset=0, end_lineno=1, end_col_offset=20)]))");
    expectExec(R"(x = [
    1,
    2,
]
)",
               R"(Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=List(elts=[Constant(value=1, lineno=2, col_offset=4, end_lineno=2, end_col_offset=5), Constant(value=2, lineno=3, col_offset=4, end_lineno=3, end_col_offset=5)], ctx=Load(), lineno=1, col_offset=4, end_lineno=4, end_col_offset=1), lineno=1, col_offset=0, end_lineno=4, end_col_offset=1)]))");
    expectExec(R"(x = (1 +
     2)
)",
               R"(Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), op=Add(), right=Constant(value=2, lineno=2, col_offset=5, end_lineno=2, end_col_offset=6), lineno=1, col_offset=5, end_lineno=2, end_col_offset=6), lineno=1, col_offset=0, end_lineno=2, end_col_offset=7)]))");
    expectExec(R"(x = f"""
{a}
"""
)",
               R"(Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[Constant(value='\n', lineno=1, col_offset=8, end_lineno=2, end_col_offset=0), FormattedValue(value=Name(id='a', ctx=Load(), lineno=2, col_offset=1, end_lineno=2, end_col_offset=2), conversion=-1, lineno=2, col_offset=0, end_lineno=2, end_col_offset=3), Constant(value='\n', lineno=2, col_offset=3, end_lineno=3, end_col_offset=0)], lineno=1, col_offset=4, end_lineno=3, end_col_offset=3), lineno=1, col_offset=0, end_lineno=3, end_col_offset=3)]))");
    expectExec(R"(if (n := len(a)) > 10: pass
)",
               R"(Module(body=[If(test=Compare(left=NamedExpr(target=Name(id='n', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), value=Call(func=Name(id='len', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=12), args=[Name(id='a', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)], lineno=1, col_offset=9, end_lineno=1, end_col_offset=15), lineno=1, col_offset=4, end_lineno=1, end_col_offset=15), ops=[Gt()], comparators=[Constant(value=10, lineno=1, col_offset=19, end_lineno=1, end_col_offset=21)], lineno=1, col_offset=3, end_lineno=1, end_col_offset=21), body=[Pass(lineno=1, col_offset=23, end_lineno=1, end_col_offset=27)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=27)]))");
}

TEST(ParseExprErrors, MissingCommaAndLegacyPrint) {
    expectError(R"([a b]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 2, 1, 5});
    expectError(R"((a not b)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 2, 1, 9});
    expectError(R"(f(a b)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 3, 1, 6});
    expectError(R"(f(a, b c)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 6, 1, 9});
    expectError(R"(f(a=b c)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 5, 1, 8});
    expectError(R"(f(**a b)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 5, 1, 8});
    expectError(R"(f(*a b)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 4, 1, 7});
    expectError(R"([*a b]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 3, 1, 6});
    expectError(R"({a: b, c: d e}
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 11, 1, 14});
    expectError(R"(f"{a b}"
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 4, 1, 7});
    expectError(R"([(a) b]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 3, 1, 7});
    expectError(R"(print "x"
)", ParseMode::Eval,
                {"SyntaxError", R"(Missing parentheses in call to 'print'. Did you mean print(...)?)", 1, 1, 1, 10});
    expectError(R"(print x
)", ParseMode::Eval,
                {"SyntaxError", R"(Missing parentheses in call to 'print'. Did you mean print(...)?)", 1, 1, 1, 8});
    expectError(R"(a b
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 3, 1, 4});
    expectError(R"([match x]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 8, 1, 9});
    expectError(R"(a.1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 2, 1, 4});
    expectError(R"([c d]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 4, 1, 5});
    expectError(R"([ma x]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 5, 1, 6});
    expectError(R"([cases x]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 2, 1, 9});
    expectError(R"({a: 1, x y}
)", ParseMode::Eval,
                {"SyntaxError", R"(':' expected after dictionary key)", 1, 8, 1, 0});
    expectError(R"({**d, h i}
)", ParseMode::Eval,
                {"SyntaxError", R"(':' expected after dictionary key)", 1, 7, 1, 0});
    expectError(R"({a: 1, (x y): 2}
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 9, 1, 12});
    expectError(R"({a: 1, x if y}
)", ParseMode::Eval,
                {"SyntaxError", R"(':' expected after dictionary key)", 1, 8, 1, 0});
    expectError(R"({x y: 1}
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 2, 1, 5});
    expectError(R"((a, b -)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 8, 1, 9});
    expectError(R"(1 await . c
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 3, 1, 8});
}

TEST(ParseExprErrors, ConditionalExpressions) {
    expectError(R"((a if b)
)", ParseMode::Eval,
                {"SyntaxError", R"(expected 'else' after 'if' expression)", 1, 2, 1, 8});
    expectError(R"((a if b c)
)", ParseMode::Eval,
                {"SyntaxError", R"(expected 'else' after 'if' expression)", 1, 2, 1, 8});
    expectError(R"(x if y
)", ParseMode::Eval,
                {"SyntaxError", R"(expected 'else' after 'if' expression)", 1, 1, 1, 7});
    expectError(R"([x if y: z]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 8, 1, 9});
}

TEST(ParseExprErrors, NotAfterOperator) {
    expectError(R"(1 + not 2
)", ParseMode::Eval,
                {"SyntaxError", R"('not' after an operator must be parenthesized)", 1, 5, 1, 10});
    expectError(R"(a * not b
)", ParseMode::Eval,
                {"SyntaxError", R"('not' after an operator must be parenthesized)", 1, 5, 1, 10});
    expectError(R"(-not 2
)", ParseMode::Eval,
                {"SyntaxError", R"('not' after an operator must be parenthesized)", 1, 2, 1, 7});
    expectError(R"(~not x + 1
)", ParseMode::Eval,
                {"SyntaxError", R"('not' after an operator must be parenthesized)", 1, 2, 1, 7});
    expectError(R"(a ** not b
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 6, 1, 9});
    expectError(R"(a | not b
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 5, 1, 8});
}

TEST(ParseExprErrors, NamedExpressions) {
    expectError(R"((a.b := 1)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use assignment expressions with attribute)", 1, 2, 1, 5});
    expectError(R"((a[0] := 1)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use assignment expressions with subscript)", 1, 2, 1, 6});
    expectError(R"(((a) := 1)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use assignment expressions with name)", 1, 3, 1, 4});
    expectError(R"((a = 1)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)", 1, 2, 1, 7});
    expectError(R"([a, b = 1]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)", 1, 5, 1, 10});
    expectError(R"(f(a.b := 1)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 7, 1, 9});
    expectError(R"(f(a := 1 = 2)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 10, 1, 11});
    expectError(R"(a[x := 1 : 2]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 10, 1, 11});
}

TEST(ParseExprErrors, NamedExpressionAssignmentsInConditions) {
    expectError(R"(if x = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)", 1, 4, 1, 9});
    expectError(R"(if f() = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to function call here. Maybe you meant '==' instead of '='?)", 1, 4, 1, 7});
    expectError(R"(if x.y = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to attribute here. Maybe you meant '==' instead of '='?)", 1, 4, 1, 7});
    expectError(R"(if (a and b) = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to expression here. Maybe you meant '==' instead of '='?)", 1, 5, 1, 12});
    expectError(R"(if (a) = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to name here. Maybe you meant '==' instead of '='?)", 1, 5, 1, 6});
    expectError(R"(if [a] = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax)", 1, 8, 1, 9});
    expectError(R"(if True = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax)", 1, 9, 1, 10});
    expectError(R"(while [x for x in y] = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to list comprehension here. Maybe you meant '==' instead of '='?)", 1, 7, 1, 21});
    expectError(R"(if x = y = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax)", 1, 6, 1, 7});
    expectError(R"(if -x = 1: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to expression here. Maybe you meant '==' instead of '='?)", 1, 4, 1, 6});
}

TEST(ParseExprErrors, Starred) {
    expectError(R"((*x)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use starred expression here)", 1, 2, 1, 4});
    expectError(R"((*a or b)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use starred expression here)", 1, 2, 1, 9});
    expectError(R"((**x)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use double starred expression here)", 1, 2, 1, 4});
    expectError(R"([(*a)]
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use starred expression here)", 1, 3, 1, 5});
    expectError(R"(f(*)
)", ParseMode::Eval,
                {"SyntaxError", R"(Invalid star expression)", 1, 4, 1, 5});
    expectError(R"(f(*, a)
)", ParseMode::Eval,
                {"SyntaxError", R"(Invalid star expression)", 1, 4, 1, 5});
    expectError(R"([*]
)", ParseMode::Eval,
                {"SyntaxError", R"(Invalid star expression)", 1, 3, 1, 4});
    expectError(R"((*)
)", ParseMode::Eval,
                {"SyntaxError", R"(Invalid star expression)", 1, 3, 1, 4});
    expectError(R"({*}
)", ParseMode::Eval,
                {"SyntaxError", R"(Invalid star expression)", 1, 3, 1, 4});
    expectError(R"(a[*]
)", ParseMode::Eval,
                {"SyntaxError", R"(Invalid star expression)", 1, 4, 1, 5});
    expectError(R"(a[**b]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 3, 1, 5});
    expectError(R"(f(**)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 5, 1, 6});
    expectError(R"([a, *]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 6, 1, 7});
}

TEST(ParseExprErrors, Comprehensions) {
    expectError(R"([*x for x in y]
)", ParseMode::Eval,
                {"SyntaxError", R"(iterable unpacking cannot be used in comprehension)", 1, 2, 1, 4});
    expectError(R"((*x for x in y)
)", ParseMode::Eval,
                {"SyntaxError", R"(iterable unpacking cannot be used in comprehension)", 1, 2, 1, 4});
    expectError(R"({*x for x in y}
)", ParseMode::Eval,
                {"SyntaxError", R"(iterable unpacking cannot be used in comprehension)", 1, 2, 1, 4});
    expectError(R"({**x for x in y}
)", ParseMode::Eval,
                {"SyntaxError", R"(dict unpacking cannot be used in dict comprehension)", 1, 2, 1, 4});
    expectError(R"([x, y for x in z]
)", ParseMode::Eval,
                {"SyntaxError", R"(did you forget parentheses around the comprehension target?)", 1, 2, 1, 6});
    expectError(R"([x, for x in z]
)", ParseMode::Eval,
                {"SyntaxError", R"(did you forget parentheses around the comprehension target?)", 1, 2, 1, 4});
    expectError(R"({x, y for x in z}
)", ParseMode::Eval,
                {"SyntaxError", R"(did you forget parentheses around the comprehension target?)", 1, 2, 1, 6});
    expectError(R"([x, y, for x in z]
)", ParseMode::Eval,
                {"SyntaxError", R"(did you forget parentheses around the comprehension target?)", 1, 2, 1, 6});
    expectError(R"([x for x in y z]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 15, 1, 16});
    expectError(R"([x for in y]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 8, 1, 10});
    expectError(R"([x for 1 in y]
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to literal)", 1, 8, 1, 9});
    expectError(R"([x for a = 1]
)", ParseMode::Eval,
                {"SyntaxError", R"('in' expected after for-loop variables)", 1, 10, 1, 11});
    expectError(R"([x for a]
)", ParseMode::Eval,
                {"SyntaxError", R"('in' expected after for-loop variables)", 1, 9, 1, 10});
    expectError(R"([x for a, b]
)", ParseMode::Eval,
                {"SyntaxError", R"('in' expected after for-loop variables)", 1, 12, 1, 13});
    expectError(R"([x for a b]
)", ParseMode::Eval,
                {"SyntaxError", R"('in' expected after for-loop variables)", 1, 10, 1, 11});
    expectError(R"([x for a, b c in d]
)", ParseMode::Eval,
                {"SyntaxError", R"('in' expected after for-loop variables)", 1, 13, 1, 14});
    expectError(R"([x for a + 1 in d]
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to expression)", 1, 8, 1, 13});
    expectError(R"([x for f() in d]
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to function call)", 1, 8, 1, 11});
    expectError(R"([x for (a in b) in c]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 17, 1, 19});
    expectError(R"([x for a < b in c]
)", ParseMode::Eval,
                {"SyntaxError", R"('in' expected after for-loop variables)", 1, 10, 1, 11});
    expectError(R"([x for -a in b]
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to expression)", 1, 8, 1, 10});
    expectError(R"([x for await a in b]
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to await expression)", 1, 8, 1, 15});
    expectError(R"([x for a in *b]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 13, 1, 14});
    expectError(R"([x for a in b, c]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 14, 1, 15});
    expectError(R"((x for x in y, z)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 14, 1, 15});
    expectError(R"([x for (*a) in b]
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use starred expression here)", 1, 9, 1, 11});
    expectError(R"((a, b for b in c)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 7, 1, 10});
    expectError(R"(a[x for x in y]
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 5, 1, 8});
    expectError(R"([x for a ( in b]
)", ParseMode::Eval,
                {"SyntaxError", R"(closing parenthesis ']' does not match opening parenthesis '(')", 1, 16, 1, 16});
    expectError(R"([x for a ** in b]
)", ParseMode::Eval,
                {"SyntaxError", R"('in' expected after for-loop variables)", 1, 13, 1, 15});
    expectError(R"([x for a . in b]
)", ParseMode::Eval,
                {"SyntaxError", R"('in' expected after for-loop variables)", 1, 12, 1, 14});
}

TEST(ParseExprErrors, Dicts) {
    expectError(R"({a: *b}
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot use a starred expression in a dictionary value)", 1, 5, 1, 7});
    expectError(R"({a:}
)", ParseMode::Eval,
                {"SyntaxError", R"(expression expected after dictionary key and ':')", 1, 3, 1, 4});
    expectError(R"({a: b, c:}
)", ParseMode::Eval,
                {"SyntaxError", R"(expression expected after dictionary key and ':')", 1, 9, 1, 10});
    expectError(R"({a, b: c}
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 6, 1, 7});
    expectError(R"({a: b, c}
)", ParseMode::Eval,
                {"SyntaxError", R"(':' expected after dictionary key)", 1, 8, 1, 0});
    expectError(R"({a: b, c d}
)", ParseMode::Eval,
                {"SyntaxError", R"(':' expected after dictionary key)", 1, 8, 1, 0});
    expectError(R"({**a: b}
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 5, 1, 6});
    expectError(R"({a: **b}
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 5, 1, 7});
}

TEST(ParseExprErrors, CallArguments) {
    expectError(R"(f(x for x in y, 1)
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 3, 1, 15});
    expectError(R"(f(1, x for x in y)
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 6, 1, 18});
    expectError(R"(f(x for x in y, )
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 3, 1, 15});
    expectError(R"(f(*a, x for x in y)
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 7, 1, 19});
    expectError(R"(f(a=1, x for x in y)
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 8, 1, 20});
    expectError(R"(f(x for x in y, b=1)
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 3, 1, 15});
    expectError(R"(f(x, *y for y in z)
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 6, 1, 19});
    expectError(R"(f(*y for y in z)
)", ParseMode::Eval,
                {"SyntaxError", R"(iterable unpacking cannot be used in comprehension)", 1, 3, 1, 5});
    expectError(R"(f(a for a in b c)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 16, 1, 17});
    expectError(R"(f(a=1, b)
)", ParseMode::Eval,
                {"SyntaxError", R"(positional argument follows keyword argument)", 1, 9, 1, 10});
    expectError(R"(f(a=1, b, c)
)", ParseMode::Eval,
                {"SyntaxError", R"(positional argument follows keyword argument)", 1, 12, 1, 13});
    expectError(R"(f(a=1, b + c)
)", ParseMode::Eval,
                {"SyntaxError", R"(positional argument follows keyword argument)", 1, 13, 1, 14});
    expectError(R"(f(**k, b)
)", ParseMode::Eval,
                {"SyntaxError", R"(positional argument follows keyword argument unpacking)", 1, 9, 1, 10});
    expectError(R"(f(a=1, **k, b)
)", ParseMode::Eval,
                {"SyntaxError", R"(positional argument follows keyword argument unpacking)", 1, 14, 1, 15});
    expectError(R"(f(**a, *b)
)", ParseMode::Eval,
                {"SyntaxError", R"(iterable argument unpacking follows keyword argument unpacking)", 1, 6, 1, 10});
    expectError(R"(f(**a, *b, *c)
)", ParseMode::Eval,
                {"SyntaxError", R"(iterable argument unpacking follows keyword argument unpacking)", 1, 6, 1, 14});
    expectError(R"(f(**a, *b, c)
)", ParseMode::Eval,
                {"SyntaxError", R"(iterable argument unpacking follows keyword argument unpacking)", 1, 6, 1, 12});
    expectError(R"(f(**a, a=1, *b)
)", ParseMode::Eval,
                {"SyntaxError", R"(iterable argument unpacking follows keyword argument unpacking)", 1, 11, 1, 15});
    expectError(R"(f(a=)
)", ParseMode::Eval,
                {"SyntaxError", R"(expected argument value expression)", 1, 3, 1, 5});
    expectError(R"(f(a, b=)
)", ParseMode::Eval,
                {"SyntaxError", R"(expected argument value expression)", 1, 6, 1, 8});
    expectError(R"(f(a=, b=1)
)", ParseMode::Eval,
                {"SyntaxError", R"(expected argument value expression)", 1, 3, 1, 5});
    expectError(R"(f(True=1)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to True)", 1, 3, 1, 8});
    expectError(R"(f(None=1)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to None)", 1, 3, 1, 8});
    expectError(R"(f(a.b=1)
)", ParseMode::Eval,
                {"SyntaxError", R"(expression cannot contain assignment, perhaps you meant "=="?)", 1, 3, 1, 7});
    expectError(R"(f(lambda: 1 = 2)
)", ParseMode::Eval,
                {"SyntaxError", R"(expression cannot contain assignment, perhaps you meant "=="?)", 1, 3, 1, 14});
    expectError(R"(f(**a=1)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to keyword argument unpacking)", 1, 3, 1, 8});
    expectError(R"(f(*a=1)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to iterable argument unpacking)", 1, 3, 1, 7});
    expectError(R"(f(a=x for x in y)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)", 1, 3, 1, 5});
    expectError(R"(f(a, b=1 for b in c)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)", 1, 6, 1, 8});
    expectError(R"(f(x for x in y, *)
)", ParseMode::Eval,
                {"SyntaxError", R"(Invalid star expression)", 1, 18, 1, 19});
    expectError(R"(f(x for x in y, f=, lambda: 1,)
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 3, 1, 15});
    expectError(R"(f(b=1, *x for x in y,)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 11, 1, 14});
    expectError(R"(f(x for x in y, **a=1,)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to keyword argument unpacking)", 1, 17, 1, 22});
    expectError(R"(f(x for x in y, True=1,)
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot assign to True)", 1, 17, 1, 22});
    expectError(R"(f(x for x in y, a=x for x in y)
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)", 1, 17, 1, 19});
    expectError(R"(f(b=1, a, **)
)", ParseMode::Eval,
                {"SyntaxError", R"(positional argument follows keyword argument)", 1, 13, 1, 14});
    expectError(R"(f(a, b=1, *x for x in y)
)", ParseMode::Eval,
                {"SyntaxError", R"(Generator expression must be parenthesized)", 1, 11, 1, 24});
    expectError(R"(f(x for x in y, print x)
)", ParseMode::Eval,
                {"SyntaxError", R"(Missing parentheses in call to 'print'. Did you mean print(...)?)", 1, 17, 1, 24});
}

TEST(ParseExprErrors, Lambdas) {
    expectError(R"(lambda /: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 8, 1, 9});
    expectError(R"(lambda /, a: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(at least one argument must precede /)", 1, 8, 1, 9});
    expectError(R"(lambda a, /, b, /: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(/ may appear only once)", 1, 17, 1, 18});
    expectError(R"(lambda a=1, b: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(parameter without a default follows parameter with a default)", 1, 13, 1, 14});
    expectError(R"(lambda (a, b): 1
)", ParseMode::Eval,
                {"SyntaxError", R"(Lambda expression parameters cannot be parenthesized)", 1, 8, 1, 14});
    expectError(R"(lambda a, (b): 1
)", ParseMode::Eval,
                {"SyntaxError", R"(Lambda expression parameters cannot be parenthesized)", 1, 11, 1, 14});
    expectError(R"(lambda (a): 1
)", ParseMode::Eval,
                {"SyntaxError", R"(Lambda expression parameters cannot be parenthesized)", 1, 8, 1, 11});
    expectError(R"(lambda *, a, /: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(/ must be ahead of *)", 1, 14, 1, 15});
    expectError(R"(lambda a, /, *: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(named arguments must follow bare *)", 1, 15, 1, 16});
    expectError(R"(lambda *: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(named arguments must follow bare *)", 1, 9, 1, 10});
    expectError(R"(lambda *,: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(named arguments must follow bare *)", 1, 10, 1, 11});
    expectError(R"(lambda *, **k: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(named arguments must follow bare *)", 1, 11, 1, 13});
    expectError(R"(lambda *a=1: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(var-positional argument cannot have default value)", 1, 10, 1, 11});
    expectError(R"(lambda **k=1: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(var-keyword argument cannot have default value)", 1, 11, 1, 12});
    expectError(R"(lambda **k, a: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(arguments cannot follow var-keyword argument)", 1, 13, 1, 14});
    expectError(R"(lambda **k, *a: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(arguments cannot follow var-keyword argument)", 1, 13, 1, 14});
    expectError(R"(lambda **k, /: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(arguments cannot follow var-keyword argument)", 1, 13, 1, 14});
    expectError(R"(lambda *a, *b: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(* argument may appear only once)", 1, 12, 1, 13});
    expectError(R"(lambda *a, b, *c: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(* argument may appear only once)", 1, 15, 1, 16});
    expectError(R"(lambda *, a=1, *b: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(* argument may appear only once)", 1, 16, 1, 17});
    expectError(R"(lambda *, *: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 11, 1, 12});
    expectError(R"(lambda a=1 /: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 13, 1, 14});
    expectError(R"(lambda a /: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 10, 1, 11});
    expectError(R"(lambda a, b=1, /, c: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(parameter without a default follows parameter with a default)", 1, 19, 1, 20});
    expectError(R"(lambda a=: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 10, 1, 11});
    expectError(R"(lambda a b: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 10, 1, 11});
    expectError(R"(lambda a=, b: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(expected default value expression)", 1, 9, 1, 10});
    expectError(R"(lambda a=1/, *: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 12, 1, 13});
    expectError(R"(lambda a=1, /*: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(expected comma between / and *)", 1, 14, 1, 15});
    expectError(R"(lambda a, *b, /: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(/ must be ahead of *)", 1, 15, 1, 16});
    expectError(R"(lambda *a, /: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(/ must be ahead of *)", 1, 12, 1, 13});
    expectError(R"(lambda a, *, b, **c, d: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(arguments cannot follow var-keyword argument)", 1, 22, 1, 23});
    expectError(R"(lambda a, /, (b): 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 14, 1, 15});
    expectError(R"(lambda *(a): 1
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 9, 1, 10});
    expectError(R"(lambda a=1, /, c: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(parameter without a default follows parameter with a default)", 1, 16, 1, 17});
    expectError(R"(lambda a, /, b=1, c: 1
)", ParseMode::Eval,
                {"SyntaxError", R"(parameter without a default follows parameter with a default)", 1, 19, 1, 20});
    expectError(R"(lambda: yield
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax)", 1, 9, 1, 14});
}

TEST(ParseExprErrors, FStrings) {
    expectError(R"(f"{lambda x: 1}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: lambda expressions are not allowed without parentheses)", 1, 4, 1, 13});
    expectError(R"(f"{lambda: 1}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: lambda expressions are not allowed without parentheses)", 1, 4, 1, 11});
    expectError(R"(f"{lambda x:}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: lambda expressions are not allowed without parentheses)", 1, 4, 1, 13});
    expectError(R"(f"{x!r=}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting ':' or '}')", 1, 7, 1, 8});
    expectError(R"(f"{x!}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: missing conversion character)", 1, 6, 1, 7});
    expectError(R"(f"{x!z}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: invalid conversion character 'z': expected 's', 'r', or 'a')", 1, 6, 1, 7});
    expectError(R"(f"{x!rr}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: invalid conversion character 'rr': expected 's', 'r', or 'a')", 1, 6, 1, 8});
    expectError(R"(f"{x! r}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: conversion type must come right after the exclamanation mark)", 1, 5, 1, 8});
    expectError(R"(f"{x!1}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: invalid conversion character)", 1, 6, 1, 7});
    expectError(R"(f"{}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: valid expression required before '}')", 1, 4, 1, 5});
    expectError(R"(f"{!r}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: valid expression required before '!')", 1, 4, 1, 5});
    expectError(R"(f"{=}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: valid expression required before '=')", 1, 4, 1, 5});
    expectError(R"(f"{:x}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: valid expression required before ':')", 1, 4, 1, 5});
    expectError(R"(f"{x y}"
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 4, 1, 7});
    expectError(R"(f"{x:{y z}}"
)", ParseMode::Eval,
                {"SyntaxError", R"(invalid syntax. Perhaps you forgot a comma?)", 1, 7, 1, 10});
    expectError(R"(f"{x=y}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '!', or ':', or '}')", 1, 6, 1, 7});
    expectError(R"(f"{x!r y}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting ':' or '}')", 1, 8, 1, 9});
    expectError(R"(f"{a +}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 6, 1, 7});
    expectError(R"(f"{a.}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 5, 1, 6});
    expectError(R"(f"{a if}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 6, 1, 8});
    expectError(R"(f"{a and}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 6, 1, 9});
    expectError(R"(f"{a < }"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 6, 1, 7});
    expectError(R"(f"{a not in}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 6, 1, 9});
    expectError(R"(f"{a, *}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 7, 1, 8});
    expectError(R"(f"{yield +}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 10, 1, 11});
    expectError(R"(f"{not}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting a valid expression after '{')", 1, 4, 1, 7});
    expectError(R"(f"{-}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting a valid expression after '{')", 1, 4, 1, 5});
    expectError(R"(f"{*}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting a valid expression after '{')", 1, 4, 1, 5});
    expectError(R"(f"{await}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting a valid expression after '{')", 1, 4, 1, 9});
    expectError(R"(f"{lambda}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting a valid expression after '{')", 1, 4, 1, 10});
    expectError(R"(f"{--}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting a valid expression after '{')", 1, 4, 1, 5});
    expectError(R"(f"{x:{a +}}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 9, 1, 10});
    expectError(R"(f"{a if b else}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 6, 1, 8});
    expectError(R"(f"{ a ** }"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 7, 1, 9});
    expectError(R"(f"{yy [ == 1}"
)", ParseMode::Eval,
                {"SyntaxError", R"(f-string: expecting '=', or '!', or ':', or '}')", 1, 7, 1, 8});
}

TEST(ParseExprErrors, Strings) {
    expectError(R"("\N{DASH}"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-7: unknown Unicode character name)", 1, 1, 1, 11});
    expectError(R"("\x4"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \xXX escape)", 1, 1, 1, 6});
    expectError(R"("\u12"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-3: truncated \uXXXX escape)", 1, 1, 1, 7});
    expectError(R"("\U0011FFFF"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-9: illegal Unicode character)", 1, 1, 1, 13});
    expectError(R"(b"é"
)", ParseMode::Eval,
                {"SyntaxError", R"(bytes can only contain ASCII literal characters)", 1, 1, 1, 5});
    expectError(R"("é\x4"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 10-12: truncated \xXX escape)", 1, 1, 1, 7});
    expectError(R"("ab\x4g"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 2-4: truncated \xXX escape)", 1, 1, 1, 9});
    expectError(R"("\x"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \xXX escape)", 1, 1, 1, 5});
    expectError(R"("\xg0"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \xXX escape)", 1, 1, 1, 7});
    expectError(R"("\u12g4"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-3: truncated \uXXXX escape)", 1, 1, 1, 9});
    expectError(R"("\U1234567"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-8: truncated \UXXXXXXXX escape)", 1, 1, 1, 12});
    expectError(R"("\N{abc"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-5: malformed \N character escape)", 1, 1, 1, 9});
    expectError(R"("\N{EM DASH"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-9: malformed \N character escape)", 1, 1, 1, 13});
    expectError(R"("\N{EM DASH}\x"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 11-12: truncated \xXX escape)", 1, 1, 1, 16});
    expectError(R"("a" "\x"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \xXX escape)", 1, 5, 1, 9});
    expectError(R"(b"\x4"
)", ParseMode::Eval,
                {"SyntaxError", R"((value error) invalid \x escape at position 0)", 1, 1, 1, 7});
    expectError(R"(b"ab\xg"
)", ParseMode::Eval,
                {"SyntaxError", R"((value error) invalid \x escape at position 2)", 1, 1, 1, 9});
    expectError(R"(f"\x4"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \xXX escape)", 1, 6, 1, 7});
    expectError(R"(f"{x}\x4"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \xXX escape)", 1, 9, 1, 10});
    expectError(R"("é\N{xx}"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 10-15: unknown Unicode character name)", 1, 1, 1, 10});
    expectError(R"(rb"é"
)", ParseMode::Eval,
                {"SyntaxError", R"(bytes can only contain ASCII literal characters)", 1, 1, 1, 6});
    expectError(R"(b"""\xé"""
)", ParseMode::Eval,
                {"SyntaxError", R"(bytes can only contain ASCII literal characters)", 1, 1, 1, 11});
    expectError(R"("\N{}"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: malformed \N character escape)", 1, 1, 1, 7});
    expectError(R"("\N"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: malformed \N character escape)", 1, 1, 1, 5});
    expectError(R"("\Nx"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: malformed \N character escape)", 1, 1, 1, 6});
    expectError(R"("\é\x"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 16-17: truncated \xXX escape)", 1, 1, 1, 7});
    expectError(R"(b"a" "b"
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot mix bytes and nonbytes literals)", 1, 9, 1, 10});
    expectError(R"("a" b"b"
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot mix bytes and nonbytes literals)", 1, 9, 1, 10});
    expectError(R"(f"a" b"b"
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot mix bytes and nonbytes literals)", 1, 10, 1, 11});
    expectError(R"(b"a" f"b"
)", ParseMode::Eval,
                {"SyntaxError", R"(cannot mix bytes and nonbytes literals)", 1, 10, 1, 11});
    expectError(R"("\x" b"a"
)", ParseMode::Eval,
                {"SyntaxError", R"((unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \xXX escape)", 1, 1, 1, 5});
}

TEST(ParseExprErrors, Targets) {
    expectError(R"(f() = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to function call here. Maybe you meant '==' instead of '='?)", 1, 1, 1, 4});
    expectError(R"(x = f() = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to function call)", 1, 5, 1, 8});
    expectError(R"(for f() in x: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to function call)", 1, 5, 1, 8});
    expectError(R"(for x + 1 in y: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to expression)", 1, 5, 1, 10});
    expectError(R"(for (a in b) in c: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax)", 1, 14, 1, 16});
    expectError(R"(for x y in z: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax)", 1, 7, 1, 8});
    expectError(R"(for a < b in c: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax)", 1, 7, 1, 8});
    expectError(R"(for await x in y: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to await expression)", 1, 5, 1, 12});
    expectError(R"(for -x in y: pass
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to expression)", 1, 5, 1, 7});
    expectError(R"(del f()
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete function call)", 1, 5, 1, 8});
    expectError(R"(del *a
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete starred)", 1, 5, 1, 7});
    expectError(R"(del (a, *b)
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete starred)", 1, 9, 1, 11});
    expectError(R"(del a + b
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete expression)", 1, 5, 1, 10});
    expectError(R"(del a, f(), c
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete function call)", 1, 8, 1, 11});
    expectError(R"(del x = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax)", 1, 7, 1, 8});
    expectError(R"(del a b
)", ParseMode::Exec,
                {"SyntaxError", R"(invalid syntax)", 1, 7, 1, 8});
    expectError(R"(del 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete literal)", 1, 5, 1, 6});
    expectError(R"(del (a, b) + 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete expression)", 1, 5, 1, 15});
    expectError(R"(del [x for x in y]
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete list comprehension)", 1, 5, 1, 19});
    expectError(R"(del a.b()
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot delete function call)", 1, 5, 1, 10});
    expectError(R"((a, 1) = 2
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to literal)", 1, 5, 1, 6});
    expectError(R"([a, f()] = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to function call)", 1, 5, 1, 8});
    expectError(R"(x = (x for x in y) = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to generator expression)", 1, 5, 1, 19});
    expectError(R"(x = {} = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to dict literal)", 1, 5, 1, 7});
    expectError(R"(x = {1} = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to set display)", 1, 5, 1, 8});
    expectError(R"(x = ... = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to ellipsis)", 1, 5, 1, 8});
    expectError(R"(x = None = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to None)", 1, 5, 1, 9});
    expectError(R"(x = -a = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to expression)", 1, 5, 1, 7});
    expectError(R"(lambda: 1 = 1
)", ParseMode::Exec,
                {"SyntaxError", R"(cannot assign to lambda)", 1, 1, 1, 10});
}

TEST(ParseExprWarnings, InvalidEscapes) {
    expectWarnings(R"("\d"
)", {{"SyntaxWarning", R"(invalid escape sequence '\d')", 1}});
    expectWarnings(R"(b"\d"
)", {{"SyntaxWarning", R"(invalid escape sequence '\d')", 1}});
    expectWarnings(R"("\477"
)", {{"SyntaxWarning", R"(invalid octal escape sequence '\477')", 1}});
    expectWarnings(R"(b"\477"
)", {{"SyntaxWarning", R"(invalid octal escape sequence '\477')", 1}});
    expectWarnings(R"("\8"
)", {{"SyntaxWarning", R"(invalid escape sequence '\8')", 1}});
    expectWarnings(R"("\é"
)", {});
    expectWarnings(R"(b"\u1234"
)", {{"SyntaxWarning", R"(invalid escape sequence '\u')", 1}});
    expectWarnings(R"("a" "\q" "\z"
)", {{"SyntaxWarning", R"(invalid escape sequence '\q')", 1}, {"SyntaxWarning", R"(invalid escape sequence '\z')", 1}});
    expectWarnings(R"("\q\z"
)", {{"SyntaxWarning", R"(invalid escape sequence '\q')", 1}});
    expectWarnings(R"(x = 1
y = """abc
\d"""
)", {{"SyntaxWarning", R"(invalid escape sequence '\d')", 2}});
    expectWarnings(R"(x = (1,
"a" "b" "\d")
)", {{"SyntaxWarning", R"(invalid escape sequence '\d')", 2}});
    expectWarnings(R"(f"\q{x}"
)", {{"SyntaxWarning", R"(invalid escape sequence '\q')", 1}});
    expectWarnings(R"(f"{x:\q}"
)", {{"SyntaxWarning", R"(invalid escape sequence '\q')", 1}});
    expectWarnings(R"(f"\{x}"
)", {{"SyntaxWarning", R"(invalid escape sequence '\{')", 1}});
    expectWarnings(R"(f"""
{x}\d"""
)", {{"SyntaxWarning", R"(invalid escape sequence '\d')", 2}});
    expectWarnings(R"(f"""{x:
\d}"""
)", {{"SyntaxWarning", R"(invalid escape sequence '\d')", 1}});
    expectWarnings(R"(rb"\d"
)", {});
    expectWarnings(R"("\477\d"
)", {{"SyntaxWarning", R"(invalid octal escape sequence '\477')", 1}});
    expectWarnings(R"("\d\477"
)", {{"SyntaxWarning", R"(invalid escape sequence '\d')", 1}});
}

} // namespace
