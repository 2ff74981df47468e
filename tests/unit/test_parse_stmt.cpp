// Tests for the statement half of the parser (parse_stmt.cpp and
// parse_pattern.cpp): every statement kind, the match statement's patterns,
// the other entry rules (single, func_type), and CPython's syntax errors.
//
// Each expected value was printed by CPython 3.13 for the same source:
// ast.dump(ast.parse(source), include_attributes=True) for trees, and the
// SyntaxError's type, msg, lineno, offset, end_lineno and end_offset from
// compile(source, "<test>", "exec", ast.PyCF_ONLY_AST) for errors.
#include "parse/arena.h"
#include "parse/ast_dump.h"
#include "parse/parser.h"
#include "parse/syntax_error.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace {

using namespace taipan::parse;

void expectAst(std::string_view source, std::string_view expected,
               ParseMode mode = ParseMode::Exec) {
    Arena arena;
    ParseResult result = parseText(source, "<test>", mode, arena);
    ASSERT_FALSE(result.error.has_value())
        << errorTypeName(result.error->type) << ": " << result.error->message << " at "
        << result.error->lineno << ":" << result.error->offset << "\nsource:\n"
        << source;
    EXPECT_EQ(dumpAst(result.tree, true), expected) << "source:\n" << source;
}

void expectError(std::string_view source, std::string_view type, std::string_view message,
                 int32_t lineno, int32_t offset, int32_t endLineno, int32_t endOffset,
                 ParseMode mode = ParseMode::Exec) {
    Arena arena;
    ParseResult result = parseText(source, "<test>", mode, arena);
    ASSERT_TRUE(result.error.has_value())
        << "no error; tree: " << dumpAst(result.tree) << "\nsource:\n"
        << source;
    const SyntaxErrorInfo& error = *result.error;
    EXPECT_EQ(errorTypeName(error.type), type) << source;
    EXPECT_EQ(error.message, message) << source;
    EXPECT_EQ(error.lineno, lineno) << source;
    EXPECT_EQ(error.offset, offset) << source;
    EXPECT_EQ(error.endLineno, endLineno) << source;
    EXPECT_EQ(error.endOffset, endOffset) << source;
}

TEST(ParseStmtAst, SimpleStatements) {
    expectAst("pass\nbreak\ncontinue\n",
              R"(Module(body=[Pass(lineno=1, col_offset=0, end_lineno=1, end_col_offset=4), Break(lineno=2, col_offset=0, end_lineno=2, end_col_offset=5), Continue(lineno=3, col_offset=0, end_lineno=3, end_col_offset=8)]))");
}

TEST(ParseStmtAst, SemicolonsAndTrailingSemicolon) {
    expectAst("a; b = 1; pass;\n",
              R"(Module(body=[Expr(value=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Assign(targets=[Name(id='b', ctx=Store(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4)], value=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=3, end_lineno=1, end_col_offset=8), Pass(lineno=1, col_offset=10, end_lineno=1, end_col_offset=14)]))");
}

TEST(ParseStmtAst, ExpressionStatementParenthesized) {
    expectAst("(x)\n(yield)\n",
              R"(Module(body=[Expr(value=Name(id='x', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3), Expr(value=Yield(lineno=2, col_offset=1, end_lineno=2, end_col_offset=6), lineno=2, col_offset=0, end_lineno=2, end_col_offset=7)]))");
}

TEST(ParseStmtAst, ChainedAssignment) {
    expectAst("a = b = c = 1\n",
              R"(Module(body=[Assign(targets=[Name(id='a', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Name(id='b', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='c', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], value=Constant(value=1, lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)]))");
}

TEST(ParseStmtAst, AssignmentTargets) {
    expectAst("a, *b = [c, d] = x.y = x[0] = (e, f) = g\n",
              R"(Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Starred(value=Name(id='b', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), ctx=Store(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=5)], ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5), List(elts=[Name(id='c', ctx=Store(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), Name(id='d', ctx=Store(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13)], ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=14), Attribute(value=Name(id='x', ctx=Load(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=18), attr='y', ctx=Store(), lineno=1, col_offset=17, end_lineno=1, end_col_offset=20), Subscript(value=Name(id='x', ctx=Load(), lineno=1, col_offset=23, end_lineno=1, end_col_offset=24), slice=Constant(value=0, lineno=1, col_offset=25, end_lineno=1, end_col_offset=26), ctx=Store(), lineno=1, col_offset=23, end_lineno=1, end_col_offset=27), Tuple(elts=[Name(id='e', ctx=Store(), lineno=1, col_offset=31, end_lineno=1, end_col_offset=32), Name(id='f', ctx=Store(), lineno=1, col_offset=34, end_lineno=1, end_col_offset=35)], ctx=Store(), lineno=1, col_offset=30, end_lineno=1, end_col_offset=36)], value=Name(id='g', ctx=Load(), lineno=1, col_offset=39, end_lineno=1, end_col_offset=40), lineno=1, col_offset=0, end_lineno=1, end_col_offset=40)]))");
}

TEST(ParseStmtAst, AssignmentYieldValue) {
    expectAst("def f():\n    x = yield\n    y = yield from z\n    w = yield 1, 2\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5)], value=Yield(lineno=2, col_offset=8, end_lineno=2, end_col_offset=13), lineno=2, col_offset=4, end_lineno=2, end_col_offset=13), Assign(targets=[Name(id='y', ctx=Store(), lineno=3, col_offset=4, end_lineno=3, end_col_offset=5)], value=YieldFrom(value=Name(id='z', ctx=Load(), lineno=3, col_offset=19, end_lineno=3, end_col_offset=20), lineno=3, col_offset=8, end_lineno=3, end_col_offset=20), lineno=3, col_offset=4, end_lineno=3, end_col_offset=20), Assign(targets=[Name(id='w', ctx=Store(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], value=Yield(value=Tuple(elts=[Constant(value=1, lineno=4, col_offset=14, end_lineno=4, end_col_offset=15), Constant(value=2, lineno=4, col_offset=17, end_lineno=4, end_col_offset=18)], ctx=Load(), lineno=4, col_offset=14, end_lineno=4, end_col_offset=18), lineno=4, col_offset=8, end_lineno=4, end_col_offset=18), lineno=4, col_offset=4, end_lineno=4, end_col_offset=18)], lineno=1, col_offset=0, end_lineno=4, end_col_offset=18)]))");
}

TEST(ParseStmtAst, AssignmentStarredValue) {
    expectAst("x = *a, *b\n",
              R"(Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=6), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=10)], ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)]))");
}

TEST(ParseStmtAst, AnnotatedAssignment) {
    expectAst("x: int\ny: list[int] = []\n(z): int = 1\na.b: str\na[0]: float = 1.0\nw: int = yield\n",
              R"(Module(body=[AnnAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), annotation=Name(id='int', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=6), simple=1, lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), AnnAssign(target=Name(id='y', ctx=Store(), lineno=2, col_offset=0, end_lineno=2, end_col_offset=1), annotation=Subscript(value=Name(id='list', ctx=Load(), lineno=2, col_offset=3, end_lineno=2, end_col_offset=7), slice=Name(id='int', ctx=Load(), lineno=2, col_offset=8, end_lineno=2, end_col_offset=11), ctx=Load(), lineno=2, col_offset=3, end_lineno=2, end_col_offset=12), value=List(ctx=Load(), lineno=2, col_offset=15, end_lineno=2, end_col_offset=17), simple=1, lineno=2, col_offset=0, end_lineno=2, end_col_offset=17), AnnAssign(target=Name(id='z', ctx=Store(), lineno=3, col_offset=1, end_lineno=3, end_col_offset=2), annotation=Name(id='int', ctx=Load(), lineno=3, col_offset=5, end_lineno=3, end_col_offset=8), value=Constant(value=1, lineno=3, col_offset=11, end_lineno=3, end_col_offset=12), simple=0, lineno=3, col_offset=0, end_lineno=3, end_col_offset=12), AnnAssign(target=Attribute(value=Name(id='a', ctx=Load(), lineno=4, col_offset=0, end_lineno=4, end_col_offset=1), attr='b', ctx=Store(), lineno=4, col_offset=0, end_lineno=4, end_col_offset=3), annotation=Name(id='str', ctx=Load(), lineno=4, col_offset=5, end_lineno=4, end_col_offset=8), simple=0, lineno=4, col_offset=0, end_lineno=4, end_col_offset=8), AnnAssign(target=Subscript(value=Name(id='a', ctx=Load(), lineno=5, col_offset=0, end_lineno=5, end_col_offset=1), slice=Constant(value=0, lineno=5, col_offset=2, end_lineno=5, end_col_offset=3), ctx=Store(), lineno=5, col_offset=0, end_lineno=5, end_col_offset=4), annotation=Name(id='float', ctx=Load(), lineno=5, col_offset=6, end_lineno=5, end_col_offset=11), value=Constant(value=1.0, lineno=5, col_offset=14, end_lineno=5, end_col_offset=17), simple=0, lineno=5, col_offset=0, end_lineno=5, end_col_offset=17), AnnAssign(target=Name(id='w', ctx=Store(), lineno=6, col_offset=0, end_lineno=6, end_col_offset=1), annotation=Name(id='int', ctx=Load(), lineno=6, col_offset=3, end_lineno=6, end_col_offset=6), value=Yield(lineno=6, col_offset=9, end_lineno=6, end_col_offset=14), simple=1, lineno=6, col_offset=0, end_lineno=6, end_col_offset=14)]))");
}

TEST(ParseStmtAst, AugmentedAssignment) {
    expectAst("x += 1\nx -= 1\nx *= 1\nx @= 1\nx /= 1\nx %= 1\nx &= 1\nx |= 1\nx ^= 1\nx <<= 1\nx >>= 1\nx **= 1\nx //= 1\na.b += 1\na[0] += 1\n(c) += 1\n",
              R"(Module(body=[AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Add(), value=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=2, col_offset=0, end_lineno=2, end_col_offset=1), op=Sub(), value=Constant(value=1, lineno=2, col_offset=5, end_lineno=2, end_col_offset=6), lineno=2, col_offset=0, end_lineno=2, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=3, col_offset=0, end_lineno=3, end_col_offset=1), op=Mult(), value=Constant(value=1, lineno=3, col_offset=5, end_lineno=3, end_col_offset=6), lineno=3, col_offset=0, end_lineno=3, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=4, col_offset=0, end_lineno=4, end_col_offset=1), op=MatMult(), value=Constant(value=1, lineno=4, col_offset=5, end_lineno=4, end_col_offset=6), lineno=4, col_offset=0, end_lineno=4, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=5, col_offset=0, end_lineno=5, end_col_offset=1), op=Div(), value=Constant(value=1, lineno=5, col_offset=5, end_lineno=5, end_col_offset=6), lineno=5, col_offset=0, end_lineno=5, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=6, col_offset=0, end_lineno=6, end_col_offset=1), op=Mod(), value=Constant(value=1, lineno=6, col_offset=5, end_lineno=6, end_col_offset=6), lineno=6, col_offset=0, end_lineno=6, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=7, col_offset=0, end_lineno=7, end_col_offset=1), op=BitAnd(), value=Constant(value=1, lineno=7, col_offset=5, end_lineno=7, end_col_offset=6), lineno=7, col_offset=0, end_lineno=7, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=8, col_offset=0, end_lineno=8, end_col_offset=1), op=BitOr(), value=Constant(value=1, lineno=8, col_offset=5, end_lineno=8, end_col_offset=6), lineno=8, col_offset=0, end_lineno=8, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=9, col_offset=0, end_lineno=9, end_col_offset=1), op=BitXor(), value=Constant(value=1, lineno=9, col_offset=5, end_lineno=9, end_col_offset=6), lineno=9, col_offset=0, end_lineno=9, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=10, col_offset=0, end_lineno=10, end_col_offset=1), op=LShift(), value=Constant(value=1, lineno=10, col_offset=6, end_lineno=10, end_col_offset=7), lineno=10, col_offset=0, end_lineno=10, end_col_offset=7), AugAssign(target=Name(id='x', ctx=Store(), lineno=11, col_offset=0, end_lineno=11, end_col_offset=1), op=RShift(), value=Constant(value=1, lineno=11, col_offset=6, end_lineno=11, end_col_offset=7), lineno=11, col_offset=0, end_lineno=11, end_col_offset=7), AugAssign(target=Name(id='x', ctx=Store(), lineno=12, col_offset=0, end_lineno=12, end_col_offset=1), op=Pow(), value=Constant(value=1, lineno=12, col_offset=6, end_lineno=12, end_col_offset=7), lineno=12, col_offset=0, end_lineno=12, end_col_offset=7), AugAssign(target=Name(id='x', ctx=Store(), lineno=13, col_offset=0, end_lineno=13, end_col_offset=1), op=FloorDiv(), value=Constant(value=1, lineno=13, col_offset=6, end_lineno=13, end_col_offset=7), lineno=13, col_offset=0, end_lineno=13, end_col_offset=7), AugAssign(target=Attribute(value=Name(id='a', ctx=Load(), lineno=14, col_offset=0, end_lineno=14, end_col_offset=1), attr='b', ctx=Store(), lineno=14, col_offset=0, end_lineno=14, end_col_offset=3), op=Add(), value=Constant(value=1, lineno=14, col_offset=7, end_lineno=14, end_col_offset=8), lineno=14, col_offset=0, end_lineno=14, end_col_offset=8), AugAssign(target=Subscript(value=Name(id='a', ctx=Load(), lineno=15, col_offset=0, end_lineno=15, end_col_offset=1), slice=Constant(value=0, lineno=15, col_offset=2, end_lineno=15, end_col_offset=3), ctx=Store(), lineno=15, col_offset=0, end_lineno=15, end_col_offset=4), op=Add(), value=Constant(value=1, lineno=15, col_offset=8, end_lineno=15, end_col_offset=9), lineno=15, col_offset=0, end_lineno=15, end_col_offset=9), AugAssign(target=Name(id='c', ctx=Store(), lineno=16, col_offset=1, end_lineno=16, end_col_offset=2), op=Add(), value=Constant(value=1, lineno=16, col_offset=7, end_lineno=16, end_col_offset=8), lineno=16, col_offset=0, end_lineno=16, end_col_offset=8)]))");
}

TEST(ParseStmtAst, Return) {
    expectAst("def f():\n    return\n    return 1\n    return 1, 2\n    return *a, b\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[Return(lineno=2, col_offset=4, end_lineno=2, end_col_offset=10), Return(value=Constant(value=1, lineno=3, col_offset=11, end_lineno=3, end_col_offset=12), lineno=3, col_offset=4, end_lineno=3, end_col_offset=12), Return(value=Tuple(elts=[Constant(value=1, lineno=4, col_offset=11, end_lineno=4, end_col_offset=12), Constant(value=2, lineno=4, col_offset=14, end_lineno=4, end_col_offset=15)], ctx=Load(), lineno=4, col_offset=11, end_lineno=4, end_col_offset=15), lineno=4, col_offset=4, end_lineno=4, end_col_offset=15), Return(value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=5, col_offset=12, end_lineno=5, end_col_offset=13), ctx=Load(), lineno=5, col_offset=11, end_lineno=5, end_col_offset=13), Name(id='b', ctx=Load(), lineno=5, col_offset=15, end_lineno=5, end_col_offset=16)], ctx=Load(), lineno=5, col_offset=11, end_lineno=5, end_col_offset=16), lineno=5, col_offset=4, end_lineno=5, end_col_offset=16)], lineno=1, col_offset=0, end_lineno=5, end_col_offset=16)]))");
}

TEST(ParseStmtAst, Raise) {
    expectAst("raise\nraise E\nraise E from None\n",
              R"(Module(body=[Raise(lineno=1, col_offset=0, end_lineno=1, end_col_offset=5), Raise(exc=Name(id='E', ctx=Load(), lineno=2, col_offset=6, end_lineno=2, end_col_offset=7), lineno=2, col_offset=0, end_lineno=2, end_col_offset=7), Raise(exc=Name(id='E', ctx=Load(), lineno=3, col_offset=6, end_lineno=3, end_col_offset=7), cause=Constant(value=None, lineno=3, col_offset=13, end_lineno=3, end_col_offset=17), lineno=3, col_offset=0, end_lineno=3, end_col_offset=17)]))");
}

TEST(ParseStmtAst, Del) {
    expectAst("del a\ndel a, b.c, d[0]\ndel (a, b), [c]\ndel a,\n",
              R"(Module(body=[Delete(targets=[Name(id='a', ctx=Del(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=5), Delete(targets=[Name(id='a', ctx=Del(), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5), Attribute(value=Name(id='b', ctx=Load(), lineno=2, col_offset=7, end_lineno=2, end_col_offset=8), attr='c', ctx=Del(), lineno=2, col_offset=7, end_lineno=2, end_col_offset=10), Subscript(value=Name(id='d', ctx=Load(), lineno=2, col_offset=12, end_lineno=2, end_col_offset=13), slice=Constant(value=0, lineno=2, col_offset=14, end_lineno=2, end_col_offset=15), ctx=Del(), lineno=2, col_offset=12, end_lineno=2, end_col_offset=16)], lineno=2, col_offset=0, end_lineno=2, end_col_offset=16), Delete(targets=[Tuple(elts=[Name(id='a', ctx=Del(), lineno=3, col_offset=5, end_lineno=3, end_col_offset=6), Name(id='b', ctx=Del(), lineno=3, col_offset=8, end_lineno=3, end_col_offset=9)], ctx=Del(), lineno=3, col_offset=4, end_lineno=3, end_col_offset=10), List(elts=[Name(id='c', ctx=Del(), lineno=3, col_offset=13, end_lineno=3, end_col_offset=14)], ctx=Del(), lineno=3, col_offset=12, end_lineno=3, end_col_offset=15)], lineno=3, col_offset=0, end_lineno=3, end_col_offset=15), Delete(targets=[Name(id='a', ctx=Del(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], lineno=4, col_offset=0, end_lineno=4, end_col_offset=6)]))");
}

TEST(ParseStmtAst, Assert) {
    expectAst("assert x\nassert x, 'msg'\n",
              R"(Module(body=[Assert(test=Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8), Assert(test=Name(id='x', ctx=Load(), lineno=2, col_offset=7, end_lineno=2, end_col_offset=8), msg=Constant(value='msg', lineno=2, col_offset=10, end_lineno=2, end_col_offset=15), lineno=2, col_offset=0, end_lineno=2, end_col_offset=15)]))");
}

TEST(ParseStmtAst, Import) {
    expectAst("import a\nimport a.b.c\nimport a as b, c.d as e\n",
              R"(Module(body=[Import(names=[alias(name='a', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=8), Import(names=[alias(name='a.b.c', lineno=2, col_offset=7, end_lineno=2, end_col_offset=12)], lineno=2, col_offset=0, end_lineno=2, end_col_offset=12), Import(names=[alias(name='a', asname='b', lineno=3, col_offset=7, end_lineno=3, end_col_offset=13), alias(name='c.d', asname='e', lineno=3, col_offset=15, end_lineno=3, end_col_offset=23)], lineno=3, col_offset=0, end_lineno=3, end_col_offset=23)]))");
}

TEST(ParseStmtAst, FromImport) {
    expectAst("from a import b\nfrom a.b import c as d, e\nfrom . import x\nfrom .. import y\nfrom ... import z\nfrom .... import w\nfrom .a import (b, c,)\nfrom ...a.b import *\n",
              R"(Module(body=[ImportFrom(module='a', names=[alias(name='b', lineno=1, col_offset=14, end_lineno=1, end_col_offset=15)], level=0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=15), ImportFrom(module='a.b', names=[alias(name='c', asname='d', lineno=2, col_offset=16, end_lineno=2, end_col_offset=22), alias(name='e', lineno=2, col_offset=24, end_lineno=2, end_col_offset=25)], level=0, lineno=2, col_offset=0, end_lineno=2, end_col_offset=25), ImportFrom(names=[alias(name='x', lineno=3, col_offset=14, end_lineno=3, end_col_offset=15)], level=1, lineno=3, col_offset=0, end_lineno=3, end_col_offset=15), ImportFrom(names=[alias(name='y', lineno=4, col_offset=15, end_lineno=4, end_col_offset=16)], level=2, lineno=4, col_offset=0, end_lineno=4, end_col_offset=16), ImportFrom(names=[alias(name='z', lineno=5, col_offset=16, end_lineno=5, end_col_offset=17)], level=3, lineno=5, col_offset=0, end_lineno=5, end_col_offset=17), ImportFrom(names=[alias(name='w', lineno=6, col_offset=17, end_lineno=6, end_col_offset=18)], level=4, lineno=6, col_offset=0, end_lineno=6, end_col_offset=18), ImportFrom(module='a', names=[alias(name='b', lineno=7, col_offset=16, end_lineno=7, end_col_offset=17), alias(name='c', lineno=7, col_offset=19, end_lineno=7, end_col_offset=20)], level=1, lineno=7, col_offset=0, end_lineno=7, end_col_offset=22), ImportFrom(module='a.b', names=[alias(name='*', lineno=8, col_offset=19, end_lineno=8, end_col_offset=20)], level=3, lineno=8, col_offset=0, end_lineno=8, end_col_offset=20)]))");
}

TEST(ParseStmtAst, GlobalNonlocal) {
    expectAst("def f():\n    global a, b\n    def g():\n        nonlocal c\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[Global(names=['a', 'b'], lineno=2, col_offset=4, end_lineno=2, end_col_offset=15), FunctionDef(name='g', args=arguments(), body=[Nonlocal(names=['c'], lineno=4, col_offset=8, end_lineno=4, end_col_offset=18)], lineno=3, col_offset=4, end_lineno=4, end_col_offset=18)], lineno=1, col_offset=0, end_lineno=4, end_col_offset=18)]))");
}

TEST(ParseStmtAst, TypeAlias) {
    expectAst("type X = int\ntype Y[T] = list[T]\ntype Z[T: int, *Ts, **P] = T\ntype = 1\ntype(x)\ntype.x = 2\n",
              R"(Module(body=[TypeAlias(name=Name(id='X', ctx=Store(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), value=Name(id='int', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12), TypeAlias(name=Name(id='Y', ctx=Store(), lineno=2, col_offset=5, end_lineno=2, end_col_offset=6), type_params=[TypeVar(name='T', lineno=2, col_offset=7, end_lineno=2, end_col_offset=8)], value=Subscript(value=Name(id='list', ctx=Load(), lineno=2, col_offset=12, end_lineno=2, end_col_offset=16), slice=Name(id='T', ctx=Load(), lineno=2, col_offset=17, end_lineno=2, end_col_offset=18), ctx=Load(), lineno=2, col_offset=12, end_lineno=2, end_col_offset=19), lineno=2, col_offset=0, end_lineno=2, end_col_offset=19), TypeAlias(name=Name(id='Z', ctx=Store(), lineno=3, col_offset=5, end_lineno=3, end_col_offset=6), type_params=[TypeVar(name='T', bound=Name(id='int', ctx=Load(), lineno=3, col_offset=10, end_lineno=3, end_col_offset=13), lineno=3, col_offset=7, end_lineno=3, end_col_offset=13), TypeVarTuple(name='Ts', lineno=3, col_offset=15, end_lineno=3, end_col_offset=18), ParamSpec(name='P', lineno=3, col_offset=20, end_lineno=3, end_col_offset=23)], value=Name(id='T', ctx=Load(), lineno=3, col_offset=27, end_lineno=3, end_col_offset=28), lineno=3, col_offset=0, end_lineno=3, end_col_offset=28), Assign(targets=[Name(id='type', ctx=Store(), lineno=4, col_offset=0, end_lineno=4, end_col_offset=4)], value=Constant(value=1, lineno=4, col_offset=7, end_lineno=4, end_col_offset=8), lineno=4, col_offset=0, end_lineno=4, end_col_offset=8), Expr(value=Call(func=Name(id='type', ctx=Load(), lineno=5, col_offset=0, end_lineno=5, end_col_offset=4), args=[Name(id='x', ctx=Load(), lineno=5, col_offset=5, end_lineno=5, end_col_offset=6)], lineno=5, col_offset=0, end_lineno=5, end_col_offset=7), lineno=5, col_offset=0, end_lineno=5, end_col_offset=7), Assign(targets=[Attribute(value=Name(id='type', ctx=Load(), lineno=6, col_offset=0, end_lineno=6, end_col_offset=4), attr='x', ctx=Store(), lineno=6, col_offset=0, end_lineno=6, end_col_offset=6)], value=Constant(value=2, lineno=6, col_offset=9, end_lineno=6, end_col_offset=10), lineno=6, col_offset=0, end_lineno=6, end_col_offset=10)]))");
}

TEST(ParseStmtAst, TypeAliasDefaults) {
    expectAst("type A[T = int, *Ts = *tuple[int], **P = [int]] = T\n",
              R"(Module(body=[TypeAlias(name=Name(id='A', ctx=Store(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), type_params=[TypeVar(name='T', default_value=Name(id='int', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=14), lineno=1, col_offset=7, end_lineno=1, end_col_offset=14), TypeVarTuple(name='Ts', default_value=Starred(value=Subscript(value=Name(id='tuple', ctx=Load(), lineno=1, col_offset=23, end_lineno=1, end_col_offset=28), slice=Name(id='int', ctx=Load(), lineno=1, col_offset=29, end_lineno=1, end_col_offset=32), ctx=Load(), lineno=1, col_offset=23, end_lineno=1, end_col_offset=33), ctx=Load(), lineno=1, col_offset=22, end_lineno=1, end_col_offset=33), lineno=1, col_offset=16, end_lineno=1, end_col_offset=33), ParamSpec(name='P', default_value=List(elts=[Name(id='int', ctx=Load(), lineno=1, col_offset=42, end_lineno=1, end_col_offset=45)], ctx=Load(), lineno=1, col_offset=41, end_lineno=1, end_col_offset=46), lineno=1, col_offset=35, end_lineno=1, end_col_offset=46)], value=Name(id='T', ctx=Load(), lineno=1, col_offset=50, end_lineno=1, end_col_offset=51), lineno=1, col_offset=0, end_lineno=1, end_col_offset=51)]))");
}

TEST(ParseStmtAst, YieldStatement) {
    expectAst("def f():\n    yield\n    yield x\n    yield from y\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[Expr(value=Yield(lineno=2, col_offset=4, end_lineno=2, end_col_offset=9), lineno=2, col_offset=4, end_lineno=2, end_col_offset=9), Expr(value=Yield(value=Name(id='x', ctx=Load(), lineno=3, col_offset=10, end_lineno=3, end_col_offset=11), lineno=3, col_offset=4, end_lineno=3, end_col_offset=11), lineno=3, col_offset=4, end_lineno=3, end_col_offset=11), Expr(value=YieldFrom(value=Name(id='y', ctx=Load(), lineno=4, col_offset=15, end_lineno=4, end_col_offset=16), lineno=4, col_offset=4, end_lineno=4, end_col_offset=16), lineno=4, col_offset=4, end_lineno=4, end_col_offset=16)], lineno=1, col_offset=0, end_lineno=4, end_col_offset=16)]))");
}

TEST(ParseStmtAst, If) {
    expectAst("if a:\n    pass\n",
              R"(Module(body=[If(test=Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=8)]))");
}

TEST(ParseStmtAst, IfElifElse) {
    expectAst("if a:\n    x\nelif b:\n    y\nelif c:\n    z\nelse:\n    w\n",
              R"(Module(body=[If(test=Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Expr(value=Name(id='x', ctx=Load(), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5)], orelse=[If(test=Name(id='b', ctx=Load(), lineno=3, col_offset=5, end_lineno=3, end_col_offset=6), body=[Expr(value=Name(id='y', ctx=Load(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], orelse=[If(test=Name(id='c', ctx=Load(), lineno=5, col_offset=5, end_lineno=5, end_col_offset=6), body=[Expr(value=Name(id='z', ctx=Load(), lineno=6, col_offset=4, end_lineno=6, end_col_offset=5), lineno=6, col_offset=4, end_lineno=6, end_col_offset=5)], orelse=[Expr(value=Name(id='w', ctx=Load(), lineno=8, col_offset=4, end_lineno=8, end_col_offset=5), lineno=8, col_offset=4, end_lineno=8, end_col_offset=5)], lineno=5, col_offset=0, end_lineno=8, end_col_offset=5)], lineno=3, col_offset=0, end_lineno=8, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=8, end_col_offset=5)]))");
}

TEST(ParseStmtAst, IfSameLineBody) {
    expectAst("if a: x; y\nelse: z\n",
              R"(Module(body=[If(test=Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Expr(value=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), Expr(value=Name(id='y', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], orelse=[Expr(value=Name(id='z', ctx=Load(), lineno=2, col_offset=6, end_lineno=2, end_col_offset=7), lineno=2, col_offset=6, end_lineno=2, end_col_offset=7)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=7)]))");
}

TEST(ParseStmtAst, IfTrailingSemicolon) {
    expectAst("if x: pass;\n",
              R"(Module(body=[If(test=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Pass(lineno=1, col_offset=6, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)]))");
}

TEST(ParseStmtAst, IfEndsBeforeComment) {
    expectAst("if x:\n    pass  # comment\n\n# another\ny\n",
              R"(Module(body=[If(test=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=8), Expr(value=Name(id='y', ctx=Load(), lineno=5, col_offset=0, end_lineno=5, end_col_offset=1), lineno=5, col_offset=0, end_lineno=5, end_col_offset=1)]))");
}

TEST(ParseStmtAst, While) {
    expectAst("while x:\n    pass\nelse:\n    y\n",
              R"(Module(body=[While(test=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], orelse=[Expr(value=Name(id='y', ctx=Load(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], lineno=1, col_offset=0, end_lineno=4, end_col_offset=5)]))");
}

TEST(ParseStmtAst, For) {
    expectAst("for x in y:\n    pass\nfor a, b in c, d:\n    pass\nelse:\n    e\nfor *a, in b: pass\nfor [a, b] in c: pass\n",
              R"(Module(body=[For(target=Name(id='x', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=8), For(target=Tuple(elts=[Name(id='a', ctx=Store(), lineno=3, col_offset=4, end_lineno=3, end_col_offset=5), Name(id='b', ctx=Store(), lineno=3, col_offset=7, end_lineno=3, end_col_offset=8)], ctx=Store(), lineno=3, col_offset=4, end_lineno=3, end_col_offset=8), iter=Tuple(elts=[Name(id='c', ctx=Load(), lineno=3, col_offset=12, end_lineno=3, end_col_offset=13), Name(id='d', ctx=Load(), lineno=3, col_offset=15, end_lineno=3, end_col_offset=16)], ctx=Load(), lineno=3, col_offset=12, end_lineno=3, end_col_offset=16), body=[Pass(lineno=4, col_offset=4, end_lineno=4, end_col_offset=8)], orelse=[Expr(value=Name(id='e', ctx=Load(), lineno=6, col_offset=4, end_lineno=6, end_col_offset=5), lineno=6, col_offset=4, end_lineno=6, end_col_offset=5)], lineno=3, col_offset=0, end_lineno=6, end_col_offset=5), For(target=Tuple(elts=[Starred(value=Name(id='a', ctx=Store(), lineno=7, col_offset=5, end_lineno=7, end_col_offset=6), ctx=Store(), lineno=7, col_offset=4, end_lineno=7, end_col_offset=6)], ctx=Store(), lineno=7, col_offset=4, end_lineno=7, end_col_offset=7), iter=Name(id='b', ctx=Load(), lineno=7, col_offset=11, end_lineno=7, end_col_offset=12), body=[Pass(lineno=7, col_offset=14, end_lineno=7, end_col_offset=18)], lineno=7, col_offset=0, end_lineno=7, end_col_offset=18), For(target=List(elts=[Name(id='a', ctx=Store(), lineno=8, col_offset=5, end_lineno=8, end_col_offset=6), Name(id='b', ctx=Store(), lineno=8, col_offset=8, end_lineno=8, end_col_offset=9)], ctx=Store(), lineno=8, col_offset=4, end_lineno=8, end_col_offset=10), iter=Name(id='c', ctx=Load(), lineno=8, col_offset=14, end_lineno=8, end_col_offset=15), body=[Pass(lineno=8, col_offset=17, end_lineno=8, end_col_offset=21)], lineno=8, col_offset=0, end_lineno=8, end_col_offset=21)]))");
}

TEST(ParseStmtAst, AsyncStatements) {
    expectAst("async def f():\n    async for x in y:\n        pass\n    async with a as b, c:\n        pass\n    await x\n",
              R"(Module(body=[AsyncFunctionDef(name='f', args=arguments(), body=[AsyncFor(target=Name(id='x', ctx=Store(), lineno=2, col_offset=14, end_lineno=2, end_col_offset=15), iter=Name(id='y', ctx=Load(), lineno=2, col_offset=19, end_lineno=2, end_col_offset=20), body=[Pass(lineno=3, col_offset=8, end_lineno=3, end_col_offset=12)], lineno=2, col_offset=4, end_lineno=3, end_col_offset=12), AsyncWith(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=4, col_offset=15, end_lineno=4, end_col_offset=16), optional_vars=Name(id='b', ctx=Store(), lineno=4, col_offset=20, end_lineno=4, end_col_offset=21)), withitem(context_expr=Name(id='c', ctx=Load(), lineno=4, col_offset=23, end_lineno=4, end_col_offset=24))], body=[Pass(lineno=5, col_offset=8, end_lineno=5, end_col_offset=12)], lineno=4, col_offset=4, end_lineno=5, end_col_offset=12), Expr(value=Await(value=Name(id='x', ctx=Load(), lineno=6, col_offset=10, end_lineno=6, end_col_offset=11), lineno=6, col_offset=4, end_lineno=6, end_col_offset=11), lineno=6, col_offset=4, end_lineno=6, end_col_offset=11)], lineno=1, col_offset=0, end_lineno=6, end_col_offset=11)]))");
}

TEST(ParseStmtAst, With) {
    expectAst("with a:\n    pass\nwith a as b:\n    pass\nwith a as b, c as d, e:\n    pass\nwith a as (b, c):\n    pass\nwith a as [b, *c]:\n    pass\nwith a as b.c, d as e[0]:\n    pass\n",
              R"(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6))], body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=8), With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=3, col_offset=5, end_lineno=3, end_col_offset=6), optional_vars=Name(id='b', ctx=Store(), lineno=3, col_offset=10, end_lineno=3, end_col_offset=11))], body=[Pass(lineno=4, col_offset=4, end_lineno=4, end_col_offset=8)], lineno=3, col_offset=0, end_lineno=4, end_col_offset=8), With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=5, col_offset=5, end_lineno=5, end_col_offset=6), optional_vars=Name(id='b', ctx=Store(), lineno=5, col_offset=10, end_lineno=5, end_col_offset=11)), withitem(context_expr=Name(id='c', ctx=Load(), lineno=5, col_offset=13, end_lineno=5, end_col_offset=14), optional_vars=Name(id='d', ctx=Store(), lineno=5, col_offset=18, end_lineno=5, end_col_offset=19)), withitem(context_expr=Name(id='e', ctx=Load(), lineno=5, col_offset=21, end_lineno=5, end_col_offset=22))], body=[Pass(lineno=6, col_offset=4, end_lineno=6, end_col_offset=8)], lineno=5, col_offset=0, end_lineno=6, end_col_offset=8), With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=7, col_offset=5, end_lineno=7, end_col_offset=6), optional_vars=Tuple(elts=[Name(id='b', ctx=Store(), lineno=7, col_offset=11, end_lineno=7, end_col_offset=12), Name(id='c', ctx=Store(), lineno=7, col_offset=14, end_lineno=7, end_col_offset=15)], ctx=Store(), lineno=7, col_offset=10, end_lineno=7, end_col_offset=16))], body=[Pass(lineno=8, col_offset=4, end_lineno=8, end_col_offset=8)], lineno=7, col_offset=0, end_lineno=8, end_col_offset=8), With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=9, col_offset=5, end_lineno=9, end_col_offset=6), optional_vars=List(elts=[Name(id='b', ctx=Store(), lineno=9, col_offset=11, end_lineno=9, end_col_offset=12), Starred(value=Name(id='c', ctx=Store(), lineno=9, col_offset=15, end_lineno=9, end_col_offset=16), ctx=Store(), lineno=9, col_offset=14, end_lineno=9, end_col_offset=16)], ctx=Store(), lineno=9, col_offset=10, end_lineno=9, end_col_offset=17))], body=[Pass(lineno=10, col_offset=4, end_lineno=10, end_col_offset=8)], lineno=9, col_offset=0, end_lineno=10, end_col_offset=8), With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=11, col_offset=5, end_lineno=11, end_col_offset=6), optional_vars=Attribute(value=Name(id='b', ctx=Load(), lineno=11, col_offset=10, end_lineno=11, end_col_offset=11), attr='c', ctx=Store(), lineno=11, col_offset=10, end_lineno=11, end_col_offset=13)), withitem(context_expr=Name(id='d', ctx=Load(), lineno=11, col_offset=15, end_lineno=11, end_col_offset=16), optional_vars=Subscript(value=Name(id='e', ctx=Load(), lineno=11, col_offset=20, end_lineno=11, end_col_offset=21), slice=Constant(value=0, lineno=11, col_offset=22, end_lineno=11, end_col_offset=23), ctx=Store(), lineno=11, col_offset=20, end_lineno=11, end_col_offset=24))], body=[Pass(lineno=12, col_offset=4, end_lineno=12, end_col_offset=8)], lineno=11, col_offset=0, end_lineno=12, end_col_offset=8)]))");
}

TEST(ParseStmtAst, WithParenthesized) {
    expectAst("with (a, b):\n    pass\nwith (a as b, c as d,):\n    pass\nwith (a):\n    pass\nwith (a) as b:\n    pass\nwith (a, b) as c:\n    pass\nwith ():\n    pass\nwith (yield):\n    pass\nwith (x := 1):\n    pass\nwith (x for x in y):\n    pass\nwith (a, b), c:\n    pass\nwith (\n    open(x) as f,\n    open(y) as g\n):\n    pass\nwith (a)[0]:\n    pass\nwith (*a, b):\n    pass\n",
              R"(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)), withitem(context_expr=Name(id='b', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10))], body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=8), With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=3, col_offset=6, end_lineno=3, end_col_offset=7), optional_vars=Name(id='b', ctx=Store(), lineno=3, col_offset=11, end_lineno=3, end_col_offset=12)), withitem(context_expr=Name(id='c', ctx=Load(), lineno=3, col_offset=14, end_lineno=3, end_col_offset=15), optional_vars=Name(id='d', ctx=Store(), lineno=3, col_offset=19, end_lineno=3, end_col_offset=20))], body=[Pass(lineno=4, col_offset=4, end_lineno=4, end_col_offset=8)], lineno=3, col_offset=0, end_lineno=4, end_col_offset=8), With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=5, col_offset=6, end_lineno=5, end_col_offset=7))], body=[Pass(lineno=6, col_offset=4, end_lineno=6, end_col_offset=8)], lineno=5, col_offset=0, end_lineno=6, end_col_offset=8), With(items=[withitem(context_expr=Name(id='a', ctx=Load(), lineno=7, col_offset=6, end_lineno=7, end_col_offset=7), optional_vars=Name(id='b', ctx=Store(), lineno=7, col_offset=12, end_lineno=7, end_col_offset=13))], body=[Pass(lineno=8, col_offset=4, end_lineno=8, end_col_offset=8)], lineno=7, col_offset=0, end_lineno=8, end_col_offset=8), With(items=[withitem(context_expr=Tuple(elts=[Name(id='a', ctx=Load(), lineno=9, col_offset=6, end_lineno=9, end_col_offset=7), Name(id='b', ctx=Load(), lineno=9, col_offset=9, end_lineno=9, end_col_offset=10)], ctx=Load(), lineno=9, col_offset=5, end_lineno=9, end_col_offset=11), optional_vars=Name(id='c', ctx=Store(), lineno=9, col_offset=15, end_lineno=9, end_col_offset=16))], body=[Pass(lineno=10, col_offset=4, end_lineno=10, end_col_offset=8)], lineno=9, col_offset=0, end_lineno=10, end_col_offset=8), With(items=[withitem(context_expr=Tuple(ctx=Load(), lineno=11, col_offset=5, end_lineno=11, end_col_offset=7))], body=[Pass(lineno=12, col_offset=4, end_lineno=12, end_col_offset=8)], lineno=11, col_offset=0, end_lineno=12, end_col_offset=8), With(items=[withitem(context_expr=Yield(lineno=13, col_offset=6, end_lineno=13, end_col_offset=11))], body=[Pass(lineno=14, col_offset=4, end_lineno=14, end_col_offset=8)], lineno=13, col_offset=0, end_lineno=14, end_col_offset=8), With(items=[withitem(context_expr=NamedExpr(target=Name(id='x', ctx=Store(), lineno=15, col_offset=6, end_lineno=15, end_col_offset=7), value=Constant(value=1, lineno=15, col_offset=11, end_lineno=15, end_col_offset=12), lineno=15, col_offset=6, end_lineno=15, end_col_offset=12))], body=[Pass(lineno=16, col_offset=4, end_lineno=16, end_col_offset=8)], lineno=15, col_offset=0, end_lineno=16, end_col_offset=8), With(items=[withitem(context_expr=GeneratorExp(elt=Name(id='x', ctx=Load(), lineno=17, col_offset=6, end_lineno=17, end_col_offset=7), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=17, col_offset=12, end_lineno=17, end_col_offset=13), iter=Name(id='y', ctx=Load(), lineno=17, col_offset=17, end_lineno=17, end_col_offset=18), is_async=0)], lineno=17, col_offset=5, end_lineno=17, end_col_offset=19))], body=[Pass(lineno=18, col_offset=4, end_lineno=18, end_col_offset=8)], lineno=17, col_offset=0, end_lineno=18, end_col_offset=8), With(items=[withitem(context_expr=Tuple(elts=[Name(id='a', ctx=Load(), lineno=19, col_offset=6, end_lineno=19, end_col_offset=7), Name(id='b', ctx=Load(), lineno=19, col_offset=9, end_lineno=19, end_col_offset=10)], ctx=Load(), lineno=19, col_offset=5, end_lineno=19, end_col_offset=11)), withitem(context_expr=Name(id='c', ctx=Load(), lineno=19, col_offset=13, end_lineno=19, end_col_offset=14))], body=[Pass(lineno=20, col_offset=4, end_lineno=20, end_col_offset=8)], lineno=19, col_offset=0, end_lineno=20, end_col_offset=8), With(items=[withitem(context_expr=Call(func=Name(id='open', ctx=Load(), lineno=22, col_offset=4, end_lineno=22, end_col_offset=8), args=[Name(id='x', ctx=Load(), lineno=22, col_offset=9, end_lineno=22, end_col_offset=10)], lineno=22, col_offset=4, end_lineno=22, end_col_offset=11), optional_vars=Name(id='f', ctx=Store(), lineno=22, col_offset=15, end_lineno=22, end_col_offset=16)), withitem(context_expr=Call(func=Name(id='open', ctx=Load(), lineno=23, col_offset=4, end_lineno=23, end_col_offset=8), args=[Name(id='y', ctx=Load(), lineno=23, col_offset=9, end_lineno=23, end_col_offset=10)], lineno=23, col_offset=4, end_lineno=23, end_col_offset=11), optional_vars=Name(id='g', ctx=Store(), lineno=23, col_offset=15, end_lineno=23, end_col_offset=16))], body=[Pass(lineno=25, col_offset=4, end_lineno=25, end_col_offset=8)], lineno=21, col_offset=0, end_lineno=25, end_col_offset=8), With(items=[withitem(context_expr=Subscript(value=Name(id='a', ctx=Load(), lineno=26, col_offset=6, end_lineno=26, end_col_offset=7), slice=Constant(value=0, lineno=26, col_offset=9, end_lineno=26, end_col_offset=10), ctx=Load(), lineno=26, col_offset=5, end_lineno=26, end_col_offset=11))], body=[Pass(lineno=27, col_offset=4, end_lineno=27, end_col_offset=8)], lineno=26, col_offset=0, end_lineno=27, end_col_offset=8), With(items=[withitem(context_expr=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=28, col_offset=7, end_lineno=28, end_col_offset=8), ctx=Load(), lineno=28, col_offset=6, end_lineno=28, end_col_offset=8), Name(id='b', ctx=Load(), lineno=28, col_offset=10, end_lineno=28, end_col_offset=11)], ctx=Load(), lineno=28, col_offset=5, end_lineno=28, end_col_offset=12))], body=[Pass(lineno=29, col_offset=4, end_lineno=29, end_col_offset=8)], lineno=28, col_offset=0, end_lineno=29, end_col_offset=8)]))");
}

TEST(ParseStmtAst, Try) {
    expectAst("try:\n    pass\nexcept:\n    pass\ntry:\n    a\nexcept E:\n    b\nexcept (E, F) as e:\n    c\nelse:\n    d\nfinally:\n    f\ntry:\n    pass\nfinally:\n    pass\n",
              R"(Module(body=[Try(body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], handlers=[ExceptHandler(body=[Pass(lineno=4, col_offset=4, end_lineno=4, end_col_offset=8)], lineno=3, col_offset=0, end_lineno=4, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=4, end_col_offset=8), Try(body=[Expr(value=Name(id='a', ctx=Load(), lineno=6, col_offset=4, end_lineno=6, end_col_offset=5), lineno=6, col_offset=4, end_lineno=6, end_col_offset=5)], handlers=[ExceptHandler(type=Name(id='E', ctx=Load(), lineno=7, col_offset=7, end_lineno=7, end_col_offset=8), body=[Expr(value=Name(id='b', ctx=Load(), lineno=8, col_offset=4, end_lineno=8, end_col_offset=5), lineno=8, col_offset=4, end_lineno=8, end_col_offset=5)], lineno=7, col_offset=0, end_lineno=8, end_col_offset=5), ExceptHandler(type=Tuple(elts=[Name(id='E', ctx=Load(), lineno=9, col_offset=8, end_lineno=9, end_col_offset=9), Name(id='F', ctx=Load(), lineno=9, col_offset=11, end_lineno=9, end_col_offset=12)], ctx=Load(), lineno=9, col_offset=7, end_lineno=9, end_col_offset=13), name='e', body=[Expr(value=Name(id='c', ctx=Load(), lineno=10, col_offset=4, end_lineno=10, end_col_offset=5), lineno=10, col_offset=4, end_lineno=10, end_col_offset=5)], lineno=9, col_offset=0, end_lineno=10, end_col_offset=5)], orelse=[Expr(value=Name(id='d', ctx=Load(), lineno=12, col_offset=4, end_lineno=12, end_col_offset=5), lineno=12, col_offset=4, end_lineno=12, end_col_offset=5)], finalbody=[Expr(value=Name(id='f', ctx=Load(), lineno=14, col_offset=4, end_lineno=14, end_col_offset=5), lineno=14, col_offset=4, end_lineno=14, end_col_offset=5)], lineno=5, col_offset=0, end_lineno=14, end_col_offset=5), Try(body=[Pass(lineno=16, col_offset=4, end_lineno=16, end_col_offset=8)], finalbody=[Pass(lineno=18, col_offset=4, end_lineno=18, end_col_offset=8)], lineno=15, col_offset=0, end_lineno=18, end_col_offset=8)]))");
}

TEST(ParseStmtAst, TryStar) {
    expectAst("try:\n    pass\nexcept* E:\n    pass\nexcept* (E, F) as e:\n    pass\nelse:\n    pass\nfinally:\n    pass\n",
              R"(Module(body=[TryStar(body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], handlers=[ExceptHandler(type=Name(id='E', ctx=Load(), lineno=3, col_offset=8, end_lineno=3, end_col_offset=9), body=[Pass(lineno=4, col_offset=4, end_lineno=4, end_col_offset=8)], lineno=3, col_offset=0, end_lineno=4, end_col_offset=8), ExceptHandler(type=Tuple(elts=[Name(id='E', ctx=Load(), lineno=5, col_offset=9, end_lineno=5, end_col_offset=10), Name(id='F', ctx=Load(), lineno=5, col_offset=12, end_lineno=5, end_col_offset=13)], ctx=Load(), lineno=5, col_offset=8, end_lineno=5, end_col_offset=14), name='e', body=[Pass(lineno=6, col_offset=4, end_lineno=6, end_col_offset=8)], lineno=5, col_offset=0, end_lineno=6, end_col_offset=8)], orelse=[Pass(lineno=8, col_offset=4, end_lineno=8, end_col_offset=8)], finalbody=[Pass(lineno=10, col_offset=4, end_lineno=10, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=10, end_col_offset=8)]))");
}

TEST(ParseStmtAst, FunctionDef) {
    expectAst("def f():\n    pass\ndef g(a, b=1, *args, c, d=2, **kwargs) -> int:\n    return 1\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[Pass(lineno=2, col_offset=4, end_lineno=2, end_col_offset=8)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=8), FunctionDef(name='g', args=arguments(args=[arg(arg='a', lineno=3, col_offset=6, end_lineno=3, end_col_offset=7), arg(arg='b', lineno=3, col_offset=9, end_lineno=3, end_col_offset=10)], vararg=arg(arg='args', lineno=3, col_offset=15, end_lineno=3, end_col_offset=19), kwonlyargs=[arg(arg='c', lineno=3, col_offset=21, end_lineno=3, end_col_offset=22), arg(arg='d', lineno=3, col_offset=24, end_lineno=3, end_col_offset=25)], kw_defaults=[None, Constant(value=2, lineno=3, col_offset=26, end_lineno=3, end_col_offset=27)], kwarg=arg(arg='kwargs', lineno=3, col_offset=31, end_lineno=3, end_col_offset=37), defaults=[Constant(value=1, lineno=3, col_offset=11, end_lineno=3, end_col_offset=12)]), body=[Return(value=Constant(value=1, lineno=4, col_offset=11, end_lineno=4, end_col_offset=12), lineno=4, col_offset=4, end_lineno=4, end_col_offset=12)], returns=Name(id='int', ctx=Load(), lineno=3, col_offset=42, end_lineno=3, end_col_offset=45), lineno=3, col_offset=0, end_lineno=4, end_col_offset=12)]))");
}

TEST(ParseStmtAst, Parameters) {
    expectAst("def f(a, /, b, *, c): pass\ndef f(a=1, /, b=2, *c, d, e=3): pass\ndef f(a, b, /): pass\ndef f(a, /,): pass\ndef f(*, a=1, b): pass\ndef f(**k,): pass\ndef f(*a,): pass\ndef f(a: int, *b: str, c: 'x' = 1, **d: float): pass\ndef f(*args: *Ts): pass\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a', lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], args=[arg(arg='b', lineno=1, col_offset=12, end_lineno=1, end_col_offset=13)], kwonlyargs=[arg(arg='c', lineno=1, col_offset=18, end_lineno=1, end_col_offset=19)], kw_defaults=[None]), body=[Pass(lineno=1, col_offset=22, end_lineno=1, end_col_offset=26)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=26), FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a', lineno=2, col_offset=6, end_lineno=2, end_col_offset=7)], args=[arg(arg='b', lineno=2, col_offset=14, end_lineno=2, end_col_offset=15)], vararg=arg(arg='c', lineno=2, col_offset=20, end_lineno=2, end_col_offset=21), kwonlyargs=[arg(arg='d', lineno=2, col_offset=23, end_lineno=2, end_col_offset=24), arg(arg='e', lineno=2, col_offset=26, end_lineno=2, end_col_offset=27)], kw_defaults=[None, Constant(value=3, lineno=2, col_offset=28, end_lineno=2, end_col_offset=29)], defaults=[Constant(value=1, lineno=2, col_offset=8, end_lineno=2, end_col_offset=9), Constant(value=2, lineno=2, col_offset=16, end_lineno=2, end_col_offset=17)]), body=[Pass(lineno=2, col_offset=32, end_lineno=2, end_col_offset=36)], lineno=2, col_offset=0, end_lineno=2, end_col_offset=36), FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a', lineno=3, col_offset=6, end_lineno=3, end_col_offset=7), arg(arg='b', lineno=3, col_offset=9, end_lineno=3, end_col_offset=10)]), body=[Pass(lineno=3, col_offset=16, end_lineno=3, end_col_offset=20)], lineno=3, col_offset=0, end_lineno=3, end_col_offset=20), FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a', lineno=4, col_offset=6, end_lineno=4, end_col_offset=7)]), body=[Pass(lineno=4, col_offset=14, end_lineno=4, end_col_offset=18)], lineno=4, col_offset=0, end_lineno=4, end_col_offset=18), FunctionDef(name='f', args=arguments(kwonlyargs=[arg(arg='a', lineno=5, col_offset=9, end_lineno=5, end_col_offset=10), arg(arg='b', lineno=5, col_offset=14, end_lineno=5, end_col_offset=15)], kw_defaults=[Constant(value=1, lineno=5, col_offset=11, end_lineno=5, end_col_offset=12), None]), body=[Pass(lineno=5, col_offset=18, end_lineno=5, end_col_offset=22)], lineno=5, col_offset=0, end_lineno=5, end_col_offset=22), FunctionDef(name='f', args=arguments(kwarg=arg(arg='k', lineno=6, col_offset=8, end_lineno=6, end_col_offset=9)), body=[Pass(lineno=6, col_offset=13, end_lineno=6, end_col_offset=17)], lineno=6, col_offset=0, end_lineno=6, end_col_offset=17), FunctionDef(name='f', args=arguments(vararg=arg(arg='a', lineno=7, col_offset=7, end_lineno=7, end_col_offset=8)), body=[Pass(lineno=7, col_offset=12, end_lineno=7, end_col_offset=16)], lineno=7, col_offset=0, end_lineno=7, end_col_offset=16), FunctionDef(name='f', args=arguments(args=[arg(arg='a', annotation=Name(id='int', ctx=Load(), lineno=8, col_offset=9, end_lineno=8, end_col_offset=12), lineno=8, col_offset=6, end_lineno=8, end_col_offset=12)], vararg=arg(arg='b', annotation=Name(id='str', ctx=Load(), lineno=8, col_offset=18, end_lineno=8, end_col_offset=21), lineno=8, col_offset=15, end_lineno=8, end_col_offset=21), kwonlyargs=[arg(arg='c', annotation=Constant(value='x', lineno=8, col_offset=26, end_lineno=8, end_col_offset=29), lineno=8, col_offset=23, end_lineno=8, end_col_offset=29)], kw_defaults=[Constant(value=1, lineno=8, col_offset=32, end_lineno=8, end_col_offset=33)], kwarg=arg(arg='d', annotation=Name(id='float', ctx=Load(), lineno=8, col_offset=40, end_lineno=8, end_col_offset=45), lineno=8, col_offset=37, end_lineno=8, end_col_offset=45)), body=[Pass(lineno=8, col_offset=48, end_lineno=8, end_col_offset=52)], lineno=8, col_offset=0, end_lineno=8, end_col_offset=52), FunctionDef(name='f', args=arguments(vararg=arg(arg='args', annotation=Starred(value=Name(id='Ts', ctx=Load(), lineno=9, col_offset=14, end_lineno=9, end_col_offset=16), ctx=Load(), lineno=9, col_offset=13, end_lineno=9, end_col_offset=16), lineno=9, col_offset=7, end_lineno=9, end_col_offset=16)), body=[Pass(lineno=9, col_offset=19, end_lineno=9, end_col_offset=23)], lineno=9, col_offset=0, end_lineno=9, end_col_offset=23)]))");
}

TEST(ParseStmtAst, Decorators) {
    expectAst("@a\n@b.c(d)\n@(e := f)\n@g[0] if h else i\ndef f(): pass\n@x\nclass C: pass\n@y\nasync def g(): pass\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[Pass(lineno=5, col_offset=9, end_lineno=5, end_col_offset=13)], decorator_list=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Call(func=Attribute(value=Name(id='b', ctx=Load(), lineno=2, col_offset=1, end_lineno=2, end_col_offset=2), attr='c', ctx=Load(), lineno=2, col_offset=1, end_lineno=2, end_col_offset=4), args=[Name(id='d', ctx=Load(), lineno=2, col_offset=5, end_lineno=2, end_col_offset=6)], lineno=2, col_offset=1, end_lineno=2, end_col_offset=7), NamedExpr(target=Name(id='e', ctx=Store(), lineno=3, col_offset=2, end_lineno=3, end_col_offset=3), value=Name(id='f', ctx=Load(), lineno=3, col_offset=7, end_lineno=3, end_col_offset=8), lineno=3, col_offset=2, end_lineno=3, end_col_offset=8), IfExp(test=Name(id='h', ctx=Load(), lineno=4, col_offset=9, end_lineno=4, end_col_offset=10), body=Subscript(value=Name(id='g', ctx=Load(), lineno=4, col_offset=1, end_lineno=4, end_col_offset=2), slice=Constant(value=0, lineno=4, col_offset=3, end_lineno=4, end_col_offset=4), ctx=Load(), lineno=4, col_offset=1, end_lineno=4, end_col_offset=5), orelse=Name(id='i', ctx=Load(), lineno=4, col_offset=16, end_lineno=4, end_col_offset=17), lineno=4, col_offset=1, end_lineno=4, end_col_offset=17)], lineno=5, col_offset=0, end_lineno=5, end_col_offset=13), ClassDef(name='C', body=[Pass(lineno=7, col_offset=9, end_lineno=7, end_col_offset=13)], decorator_list=[Name(id='x', ctx=Load(), lineno=6, col_offset=1, end_lineno=6, end_col_offset=2)], lineno=7, col_offset=0, end_lineno=7, end_col_offset=13), AsyncFunctionDef(name='g', args=arguments(), body=[Pass(lineno=9, col_offset=15, end_lineno=9, end_col_offset=19)], decorator_list=[Name(id='y', ctx=Load(), lineno=8, col_offset=1, end_lineno=8, end_col_offset=2)], lineno=9, col_offset=0, end_lineno=9, end_col_offset=19)]))");
}

TEST(ParseStmtAst, FunctionTypeParams) {
    expectAst("def f[T, U: int, V: (int, str), *Ts, **P](): pass\ndef g[T = int, *Ts = *tuple[int], **P = [int]](): pass\ndef h[T,](): pass\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[Pass(lineno=1, col_offset=45, end_lineno=1, end_col_offset=49)], type_params=[TypeVar(name='T', lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), TypeVar(name='U', bound=Name(id='int', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=15), lineno=1, col_offset=9, end_lineno=1, end_col_offset=15), TypeVar(name='V', bound=Tuple(elts=[Name(id='int', ctx=Load(), lineno=1, col_offset=21, end_lineno=1, end_col_offset=24), Name(id='str', ctx=Load(), lineno=1, col_offset=26, end_lineno=1, end_col_offset=29)], ctx=Load(), lineno=1, col_offset=20, end_lineno=1, end_col_offset=30), lineno=1, col_offset=17, end_lineno=1, end_col_offset=30), TypeVarTuple(name='Ts', lineno=1, col_offset=32, end_lineno=1, end_col_offset=35), ParamSpec(name='P', lineno=1, col_offset=37, end_lineno=1, end_col_offset=40)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=49), FunctionDef(name='g', args=arguments(), body=[Pass(lineno=2, col_offset=50, end_lineno=2, end_col_offset=54)], type_params=[TypeVar(name='T', default_value=Name(id='int', ctx=Load(), lineno=2, col_offset=10, end_lineno=2, end_col_offset=13), lineno=2, col_offset=6, end_lineno=2, end_col_offset=13), TypeVarTuple(name='Ts', default_value=Starred(value=Subscript(value=Name(id='tuple', ctx=Load(), lineno=2, col_offset=22, end_lineno=2, end_col_offset=27), slice=Name(id='int', ctx=Load(), lineno=2, col_offset=28, end_lineno=2, end_col_offset=31), ctx=Load(), lineno=2, col_offset=22, end_lineno=2, end_col_offset=32), ctx=Load(), lineno=2, col_offset=21, end_lineno=2, end_col_offset=32), lineno=2, col_offset=15, end_lineno=2, end_col_offset=32), ParamSpec(name='P', default_value=List(elts=[Name(id='int', ctx=Load(), lineno=2, col_offset=41, end_lineno=2, end_col_offset=44)], ctx=Load(), lineno=2, col_offset=40, end_lineno=2, end_col_offset=45), lineno=2, col_offset=34, end_lineno=2, end_col_offset=45)], lineno=2, col_offset=0, end_lineno=2, end_col_offset=54), FunctionDef(name='h', args=arguments(), body=[Pass(lineno=3, col_offset=13, end_lineno=3, end_col_offset=17)], type_params=[TypeVar(name='T', lineno=3, col_offset=6, end_lineno=3, end_col_offset=7)], lineno=3, col_offset=0, end_lineno=3, end_col_offset=17)]))");
}

TEST(ParseStmtAst, ClassDef) {
    expectAst("class A: pass\nclass B(): pass\nclass C(A, B, metaclass=M, **kw):\n    x = 1\n    def f(self): pass\nclass D[T](A[T]): pass\nclass E(*bases): pass\n",
              R"(Module(body=[ClassDef(name='A', body=[Pass(lineno=1, col_offset=9, end_lineno=1, end_col_offset=13)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13), ClassDef(name='B', body=[Pass(lineno=2, col_offset=11, end_lineno=2, end_col_offset=15)], lineno=2, col_offset=0, end_lineno=2, end_col_offset=15), ClassDef(name='C', bases=[Name(id='A', ctx=Load(), lineno=3, col_offset=8, end_lineno=3, end_col_offset=9), Name(id='B', ctx=Load(), lineno=3, col_offset=11, end_lineno=3, end_col_offset=12)], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load(), lineno=3, col_offset=24, end_lineno=3, end_col_offset=25), lineno=3, col_offset=14, end_lineno=3, end_col_offset=25), keyword(value=Name(id='kw', ctx=Load(), lineno=3, col_offset=29, end_lineno=3, end_col_offset=31), lineno=3, col_offset=27, end_lineno=3, end_col_offset=31)], body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], value=Constant(value=1, lineno=4, col_offset=8, end_lineno=4, end_col_offset=9), lineno=4, col_offset=4, end_lineno=4, end_col_offset=9), FunctionDef(name='f', args=arguments(args=[arg(arg='self', lineno=5, col_offset=10, end_lineno=5, end_col_offset=14)]), body=[Pass(lineno=5, col_offset=17, end_lineno=5, end_col_offset=21)], lineno=5, col_offset=4, end_lineno=5, end_col_offset=21)], lineno=3, col_offset=0, end_lineno=5, end_col_offset=21), ClassDef(name='D', bases=[Subscript(value=Name(id='A', ctx=Load(), lineno=6, col_offset=11, end_lineno=6, end_col_offset=12), slice=Name(id='T', ctx=Load(), lineno=6, col_offset=13, end_lineno=6, end_col_offset=14), ctx=Load(), lineno=6, col_offset=11, end_lineno=6, end_col_offset=15)], body=[Pass(lineno=6, col_offset=18, end_lineno=6, end_col_offset=22)], type_params=[TypeVar(name='T', lineno=6, col_offset=8, end_lineno=6, end_col_offset=9)], lineno=6, col_offset=0, end_lineno=6, end_col_offset=22), ClassDef(name='E', bases=[Starred(value=Name(id='bases', ctx=Load(), lineno=7, col_offset=9, end_lineno=7, end_col_offset=14), ctx=Load(), lineno=7, col_offset=8, end_lineno=7, end_col_offset=14)], body=[Pass(lineno=7, col_offset=17, end_lineno=7, end_col_offset=21)], lineno=7, col_offset=0, end_lineno=7, end_col_offset=21)]))");
}

TEST(ParseStmtAst, NestedBlocks) {
    expectAst("def f():\n    if x:\n        for y in z:\n            while w:\n                pass\n    return 1\n",
              R"(Module(body=[FunctionDef(name='f', args=arguments(), body=[If(test=Name(id='x', ctx=Load(), lineno=2, col_offset=7, end_lineno=2, end_col_offset=8), body=[For(target=Name(id='y', ctx=Store(), lineno=3, col_offset=12, end_lineno=3, end_col_offset=13), iter=Name(id='z', ctx=Load(), lineno=3, col_offset=17, end_lineno=3, end_col_offset=18), body=[While(test=Name(id='w', ctx=Load(), lineno=4, col_offset=18, end_lineno=4, end_col_offset=19), body=[Pass(lineno=5, col_offset=16, end_lineno=5, end_col_offset=20)], lineno=4, col_offset=12, end_lineno=5, end_col_offset=20)], lineno=3, col_offset=8, end_lineno=5, end_col_offset=20)], lineno=2, col_offset=4, end_lineno=5, end_col_offset=20), Return(value=Constant(value=1, lineno=6, col_offset=11, end_lineno=6, end_col_offset=12), lineno=6, col_offset=4, end_lineno=6, end_col_offset=12)], lineno=1, col_offset=0, end_lineno=6, end_col_offset=12)]))");
}

TEST(ParseStmtAst, MultiLineStatement) {
    expectAst("x = (1 +\n     2)\nif (a and\n    b):\n    pass\n",
              R"(Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), op=Add(), right=Constant(value=2, lineno=2, col_offset=5, end_lineno=2, end_col_offset=6), lineno=1, col_offset=5, end_lineno=2, end_col_offset=6), lineno=1, col_offset=0, end_lineno=2, end_col_offset=7), If(test=BoolOp(op=And(), values=[Name(id='a', ctx=Load(), lineno=3, col_offset=4, end_lineno=3, end_col_offset=5), Name(id='b', ctx=Load(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], lineno=3, col_offset=4, end_lineno=4, end_col_offset=5), body=[Pass(lineno=5, col_offset=4, end_lineno=5, end_col_offset=8)], lineno=3, col_offset=0, end_lineno=5, end_col_offset=8)]))");
}

TEST(ParseStmtAst, ExpressionStatements) {
    expectAst("f(x)\na.b\n1, 2\n*a, b\nx if y else z\nlambda: 1\nawait x\n",
              R"(Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[Name(id='x', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=4), lineno=1, col_offset=0, end_lineno=1, end_col_offset=4), Expr(value=Attribute(value=Name(id='a', ctx=Load(), lineno=2, col_offset=0, end_lineno=2, end_col_offset=1), attr='b', ctx=Load(), lineno=2, col_offset=0, end_lineno=2, end_col_offset=3), lineno=2, col_offset=0, end_lineno=2, end_col_offset=3), Expr(value=Tuple(elts=[Constant(value=1, lineno=3, col_offset=0, end_lineno=3, end_col_offset=1), Constant(value=2, lineno=3, col_offset=3, end_lineno=3, end_col_offset=4)], ctx=Load(), lineno=3, col_offset=0, end_lineno=3, end_col_offset=4), lineno=3, col_offset=0, end_lineno=3, end_col_offset=4), Expr(value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=4, col_offset=1, end_lineno=4, end_col_offset=2), ctx=Load(), lineno=4, col_offset=0, end_lineno=4, end_col_offset=2), Name(id='b', ctx=Load(), lineno=4, col_offset=4, end_lineno=4, end_col_offset=5)], ctx=Load(), lineno=4, col_offset=0, end_lineno=4, end_col_offset=5), lineno=4, col_offset=0, end_lineno=4, end_col_offset=5), Expr(value=IfExp(test=Name(id='y', ctx=Load(), lineno=5, col_offset=5, end_lineno=5, end_col_offset=6), body=Name(id='x', ctx=Load(), lineno=5, col_offset=0, end_lineno=5, end_col_offset=1), orelse=Name(id='z', ctx=Load(), lineno=5, col_offset=12, end_lineno=5, end_col_offset=13), lineno=5, col_offset=0, end_lineno=5, end_col_offset=13), lineno=5, col_offset=0, end_lineno=5, end_col_offset=13), Expr(value=Lambda(args=arguments(), body=Constant(value=1, lineno=6, col_offset=8, end_lineno=6, end_col_offset=9), lineno=6, col_offset=0, end_lineno=6, end_col_offset=9), lineno=6, col_offset=0, end_lineno=6, end_col_offset=9), Expr(value=Await(value=Name(id='x', ctx=Load(), lineno=7, col_offset=6, end_lineno=7, end_col_offset=7), lineno=7, col_offset=0, end_lineno=7, end_col_offset=7), lineno=7, col_offset=0, end_lineno=7, end_col_offset=7)]))");
}

TEST(ParseStmtAst, SoftKeywordsAsNames) {
    expectAst("match = 1\nmatch.x = 2\nmatch[0] = 3\nmatch(x)\nmatch(x).y\nmatch * 2\nmatch, b = c\ncase = 4\n_ = 5\nprint(match, case, type)\nmatch -x\nmatch[a:b]\n",
              R"(Module(body=[Assign(targets=[Name(id='match', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)], value=Constant(value=1, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9), Assign(targets=[Attribute(value=Name(id='match', ctx=Load(), lineno=2, col_offset=0, end_lineno=2, end_col_offset=5), attr='x', ctx=Store(), lineno=2, col_offset=0, end_lineno=2, end_col_offset=7)], value=Constant(value=2, lineno=2, col_offset=10, end_lineno=2, end_col_offset=11), lineno=2, col_offset=0, end_lineno=2, end_col_offset=11), Assign(targets=[Subscript(value=Name(id='match', ctx=Load(), lineno=3, col_offset=0, end_lineno=3, end_col_offset=5), slice=Constant(value=0, lineno=3, col_offset=6, end_lineno=3, end_col_offset=7), ctx=Store(), lineno=3, col_offset=0, end_lineno=3, end_col_offset=8)], value=Constant(value=3, lineno=3, col_offset=11, end_lineno=3, end_col_offset=12), lineno=3, col_offset=0, end_lineno=3, end_col_offset=12), Expr(value=Call(func=Name(id='match', ctx=Load(), lineno=4, col_offset=0, end_lineno=4, end_col_offset=5), args=[Name(id='x', ctx=Load(), lineno=4, col_offset=6, end_lineno=4, end_col_offset=7)], lineno=4, col_offset=0, end_lineno=4, end_col_offset=8), lineno=4, col_offset=0, end_lineno=4, end_col_offset=8), Expr(value=Attribute(value=Call(func=Name(id='match', ctx=Load(), lineno=5, col_offset=0, end_lineno=5, end_col_offset=5), args=[Name(id='x', ctx=Load(), lineno=5, col_offset=6, end_lineno=5, end_col_offset=7)], lineno=5, col_offset=0, end_lineno=5, end_col_offset=8), attr='y', ctx=Load(), lineno=5, col_offset=0, end_lineno=5, end_col_offset=10), lineno=5, col_offset=0, end_lineno=5, end_col_offset=10), Expr(value=BinOp(left=Name(id='match', ctx=Load(), lineno=6, col_offset=0, end_lineno=6, end_col_offset=5), op=Mult(), right=Constant(value=2, lineno=6, col_offset=8, end_lineno=6, end_col_offset=9), lineno=6, col_offset=0, end_lineno=6, end_col_offset=9), lineno=6, col_offset=0, end_lineno=6, end_col_offset=9), Assign(targets=[Tuple(elts=[Name(id='match', ctx=Store(), lineno=7, col_offset=0, end_lineno=7, end_col_offset=5), Name(id='b', ctx=Store(), lineno=7, col_offset=7, end_lineno=7, end_col_offset=8)], ctx=Store(), lineno=7, col_offset=0, end_lineno=7, end_col_offset=8)], value=Name(id='c', ctx=Load(), lineno=7, col_offset=11, end_lineno=7, end_col_offset=12), lineno=7, col_offset=0, end_lineno=7, end_col_offset=12), Assign(targets=[Name(id='case', ctx=Store(), lineno=8, col_offset=0, end_lineno=8, end_col_offset=4)], value=Constant(value=4, lineno=8, col_offset=7, end_lineno=8, end_col_offset=8), lineno=8, col_offset=0, end_lineno=8, end_col_offset=8), Assign(targets=[Name(id='_', ctx=Store(), lineno=9, col_offset=0, end_lineno=9, end_col_offset=1)], value=Constant(value=5, lineno=9, col_offset=4, end_lineno=9, end_col_offset=5), lineno=9, col_offset=0, end_lineno=9, end_col_offset=5), Expr(value=Call(func=Name(id='print', ctx=Load(), lineno=10, col_offset=0, end_lineno=10, end_col_offset=5), args=[Name(id='match', ctx=Load(), lineno=10, col_offset=6, end_lineno=10, end_col_offset=11), Name(id='case', ctx=Load(), lineno=10, col_offset=13, end_lineno=10, end_col_offset=17), Name(id='type', ctx=Load(), lineno=10, col_offset=19, end_lineno=10, end_col_offset=23)], lineno=10, col_offset=0, end_lineno=10, end_col_offset=24), lineno=10, col_offset=0, end_lineno=10, end_col_offset=24), Expr(value=BinOp(left=Name(id='match', ctx=Load(), lineno=11, col_offset=0, end_lineno=11, end_col_offset=5), op=Sub(), right=Name(id='x', ctx=Load(), lineno=11, col_offset=7, end_lineno=11, end_col_offset=8), lineno=11, col_offset=0, end_lineno=11, end_col_offset=8), lineno=11, col_offset=0, end_lineno=11, end_col_offset=8), Expr(value=Subscript(value=Name(id='match', ctx=Load(), lineno=12, col_offset=0, end_lineno=12, end_col_offset=5), slice=Slice(lower=Name(id='a', ctx=Load(), lineno=12, col_offset=6, end_lineno=12, end_col_offset=7), upper=Name(id='b', ctx=Load(), lineno=12, col_offset=8, end_lineno=12, end_col_offset=9), lineno=12, col_offset=6, end_lineno=12, end_col_offset=9), ctx=Load(), lineno=12, col_offset=0, end_lineno=12, end_col_offset=10), lineno=12, col_offset=0, end_lineno=12, end_col_offset=10)]))");
}

TEST(ParseStmtAst, MatchBasic) {
    expectAst("match x:\n    case 1:\n        pass\n    case 'a' | 'b':\n        pass\n    case _:\n        pass\n",
              R"(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchValue(value=Constant(value=1, lineno=2, col_offset=9, end_lineno=2, end_col_offset=10), lineno=2, col_offset=9, end_lineno=2, end_col_offset=10), body=[Pass(lineno=3, col_offset=8, end_lineno=3, end_col_offset=12)]), match_case(pattern=MatchOr(patterns=[MatchValue(value=Constant(value='a', lineno=4, col_offset=9, end_lineno=4, end_col_offset=12), lineno=4, col_offset=9, end_lineno=4, end_col_offset=12), MatchValue(value=Constant(value='b', lineno=4, col_offset=15, end_lineno=4, end_col_offset=18), lineno=4, col_offset=15, end_lineno=4, end_col_offset=18)], lineno=4, col_offset=9, end_lineno=4, end_col_offset=18), body=[Pass(lineno=5, col_offset=8, end_lineno=5, end_col_offset=12)]), match_case(pattern=MatchAs(lineno=6, col_offset=9, end_lineno=6, end_col_offset=10), body=[Pass(lineno=7, col_offset=8, end_lineno=7, end_col_offset=12)])], lineno=1, col_offset=0, end_lineno=7, end_col_offset=12)]))");
}

TEST(ParseStmtAst, MatchSubjects) {
    expectAst("match x, y:\n    case _: pass\nmatch (x):\n    case _: pass\nmatch x,:\n    case _: pass\nmatch *a, b:\n    case _: pass\nmatch (x, y):\n    case _: pass\nmatch [x]:\n    case _: pass\nmatch -x:\n    case _: pass\nmatch not x:\n    case _: pass\nmatch f(x):\n    case _: pass\nmatch (x := 1):\n    case _: pass\n",
              R"(Module(body=[Match(subject=Tuple(elts=[Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), Name(id='y', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=10), cases=[match_case(pattern=MatchAs(lineno=2, col_offset=9, end_lineno=2, end_col_offset=10), body=[Pass(lineno=2, col_offset=12, end_lineno=2, end_col_offset=16)])], lineno=1, col_offset=0, end_lineno=2, end_col_offset=16), Match(subject=Name(id='x', ctx=Load(), lineno=3, col_offset=7, end_lineno=3, end_col_offset=8), cases=[match_case(pattern=MatchAs(lineno=4, col_offset=9, end_lineno=4, end_col_offset=10), body=[Pass(lineno=4, col_offset=12, end_lineno=4, end_col_offset=16)])], lineno=3, col_offset=0, end_lineno=4, end_col_offset=16), Match(subject=Tuple(elts=[Name(id='x', ctx=Load(), lineno=5, col_offset=6, end_lineno=5, end_col_offset=7)], ctx=Load(), lineno=5, col_offset=6, end_lineno=5, end_col_offset=8), cases=[match_case(pattern=MatchAs(lineno=6, col_offset=9, end_lineno=6, end_col_offset=10), body=[Pass(lineno=6, col_offset=12, end_lineno=6, end_col_offset=16)])], lineno=5, col_offset=0, end_lineno=6, end_col_offset=16), Match(subject=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=7, col_offset=7, end_lineno=7, end_col_offset=8), ctx=Load(), lineno=7, col_offset=6, end_lineno=7, end_col_offset=8), Name(id='b', ctx=Load(), lineno=7, col_offset=10, end_lineno=7, end_col_offset=11)], ctx=Load(), lineno=7, col_offset=6, end_lineno=7, end_col_offset=11), cases=[match_case(pattern=MatchAs(lineno=8, col_offset=9, end_lineno=8, end_col_offset=10), body=[Pass(lineno=8, col_offset=12, end_lineno=8, end_col_offset=16)])], lineno=7, col_offset=0, end_lineno=8, end_col_offset=16), Match(subject=Tuple(elts=[Name(id='x', ctx=Load(), lineno=9, col_offset=7, end_lineno=9, end_col_offset=8), Name(id='y', ctx=Load(), lineno=9, col_offset=10, end_lineno=9, end_col_offset=11)], ctx=Load(), lineno=9, col_offset=6, end_lineno=9, end_col_offset=12), cases=[match_case(pattern=MatchAs(lineno=10, col_offset=9, end_lineno=10, end_col_offset=10), body=[Pass(lineno=10, col_offset=12, end_lineno=10, end_col_offset=16)])], lineno=9, col_offset=0, end_lineno=10, end_col_offset=16), Match(subject=List(elts=[Name(id='x', ctx=Load(), lineno=11, col_offset=7, end_lineno=11, end_col_offset=8)], ctx=Load(), lineno=11, col_offset=6, end_lineno=11, end_col_offset=9), cases=[match_case(pattern=MatchAs(lineno=12, col_offset=9, end_lineno=12, end_col_offset=10), body=[Pass(lineno=12, col_offset=12, end_lineno=12, end_col_offset=16)])], lineno=11, col_offset=0, end_lineno=12, end_col_offset=16), Match(subject=UnaryOp(op=USub(), operand=Name(id='x', ctx=Load(), lineno=13, col_offset=7, end_lineno=13, end_col_offset=8), lineno=13, col_offset=6, end_lineno=13, end_col_offset=8), cases=[match_case(pattern=MatchAs(lineno=14, col_offset=9, end_lineno=14, end_col_offset=10), body=[Pass(lineno=14, col_offset=12, end_lineno=14, end_col_offset=16)])], lineno=13, col_offset=0, end_lineno=14, end_col_offset=16), Match(subject=UnaryOp(op=Not(), operand=Name(id='x', ctx=Load(), lineno=15, col_offset=10, end_lineno=15, end_col_offset=11), lineno=15, col_offset=6, end_lineno=15, end_col_offset=11), cases=[match_case(pattern=MatchAs(lineno=16, col_offset=9, end_lineno=16, end_col_offset=10), body=[Pass(lineno=16, col_offset=12, end_lineno=16, end_col_offset=16)])], lineno=15, col_offset=0, end_lineno=16, end_col_offset=16), Match(subject=Call(func=Name(id='f', ctx=Load(), lineno=17, col_offset=6, end_lineno=17, end_col_offset=7), args=[Name(id='x', ctx=Load(), lineno=17, col_offset=8, end_lineno=17, end_col_offset=9)], lineno=17, col_offset=6, end_lineno=17, end_col_offset=10), cases=[match_case(pattern=MatchAs(lineno=18, col_offset=9, end_lineno=18, end_col_offset=10), body=[Pass(lineno=18, col_offset=12, end_lineno=18, end_col_offset=16)])], lineno=17, col_offset=0, end_lineno=18, end_col_offset=16), Match(subject=NamedExpr(target=Name(id='x', ctx=Store(), lineno=19, col_offset=7, end_lineno=19, end_col_offset=8), value=Constant(value=1, lineno=19, col_offset=12, end_lineno=19, end_col_offset=13), lineno=19, col_offset=7, end_lineno=19, end_col_offset=13), cases=[match_case(pattern=MatchAs(lineno=20, col_offset=9, end_lineno=20, end_col_offset=10), body=[Pass(lineno=20, col_offset=12, end_lineno=20, end_col_offset=16)])], lineno=19, col_offset=0, end_lineno=20, end_col_offset=16)]))");
}

TEST(ParseStmtAst, MatchLiterals) {
    expectAst("match x:\n    case 1: pass\n    case -1: pass\n    case 1.5: pass\n    case 1j: pass\n    case -1j: pass\n    case 1 + 2j: pass\n    case -1 - 2j: pass\n    case 1.5 - 0.5j: pass\n    case 'a' 'b': pass\n    case b'x': pass\n    case None: pass\n    case True: pass\n    case False: pass\n    case f'x': pass\n",
              R"(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchValue(value=Constant(value=1, lineno=2, col_offset=9, end_lineno=2, end_col_offset=10), lineno=2, col_offset=9, end_lineno=2, end_col_offset=10), body=[Pass(lineno=2, col_offset=12, end_lineno=2, end_col_offset=16)]), match_case(pattern=MatchValue(value=UnaryOp(op=USub(), operand=Constant(value=1, lineno=3, col_offset=10, end_lineno=3, end_col_offset=11), lineno=3, col_offset=9, end_lineno=3, end_col_offset=11), lineno=3, col_offset=9, end_lineno=3, end_col_offset=11), body=[Pass(lineno=3, col_offset=13, end_lineno=3, end_col_offset=17)]), match_case(pattern=MatchValue(value=Constant(value=1.5, lineno=4, col_offset=9, end_lineno=4, end_col_offset=12), lineno=4, col_offset=9, end_lineno=4, end_col_offset=12), body=[Pass(lineno=4, col_offset=14, end_lineno=4, end_col_offset=18)]), match_case(pattern=MatchValue(value=Constant(value=1j, lineno=5, col_offset=9, end_lineno=5, end_col_offset=11), lineno=5, col_offset=9, end_lineno=5, end_col_offset=11), body=[Pass(lineno=5, col_offset=13, end_lineno=5, end_col_offset=17)]), match_case(pattern=MatchValue(value=UnaryOp(op=USub(), operand=Constant(value=1j, lineno=6, col_offset=10, end_lineno=6, end_col_offset=12), lineno=6, col_offset=9, end_lineno=6, end_col_offset=12), lineno=6, col_offset=9, end_lineno=6, end_col_offset=12), body=[Pass(lineno=6, col_offset=14, end_lineno=6, end_col_offset=18)]), match_case(pattern=MatchValue(value=BinOp(left=Constant(value=1, lineno=7, col_offset=9, end_lineno=7, end_col_offset=10), op=Add(), right=Constant(value=2j, lineno=7, col_offset=13, end_lineno=7, end_col_offset=15), lineno=7, col_offset=9, end_lineno=7, end_col_offset=15), lineno=7, col_offset=9, end_lineno=7, end_col_offset=15), body=[Pass(lineno=7, col_offset=17, end_lineno=7, end_col_offset=21)]), match_case(pattern=MatchValue(value=BinOp(left=UnaryOp(op=USub(), operand=Constant(value=1, lineno=8, col_offset=10, end_lineno=8, end_col_offset=11), lineno=8, col_offset=9, end_lineno=8, end_col_offset=11), op=Sub(), right=Constant(value=2j, lineno=8, col_offset=14, end_lineno=8, end_col_offset=16), lineno=8, col_offset=9, end_lineno=8, end_col_offset=16), lineno=8, col_offset=9, end_lineno=8, end_col_offset=16), body=[Pass(lineno=8, col_offset=18, end_lineno=8, end_col_offset=22)]), match_case(pattern=MatchValue(value=BinOp(left=Constant(value=1.5, lineno=9, col_offset=9, end_lineno=9, end_col_offset=12), op=Sub(), right=Constant(value=0.5j, lineno=9, col_offset=15, end_lineno=9, end_col_offset=19), lineno=9, col_offset=9, end_lineno=9, end_col_offset=19), lineno=9, col_offset=9, end_lineno=9, end_col_offset=19), body=[Pass(lineno=9, col_offset=21, end_lineno=9, end_col_offset=25)]), match_case(pattern=MatchValue(value=Constant(value='ab', lineno=10, col_offset=9, end_lineno=10, end_col_offset=16), lineno=10, col_offset=9, end_lineno=10, end_col_offset=16), body=[Pass(lineno=10, col_offset=18, end_lineno=10, end_col_offset=22)]), match_case(pattern=MatchValue(value=Constant(value=b'x', lineno=11, col_offset=9, end_lineno=11, end_col_offset=13), lineno=11, col_offset=9, end_lineno=11, end_col_offset=13), body=[Pass(lineno=11, col_offset=15, end_lineno=11, end_col_offset=19)]), match_case(pattern=MatchSingleton(value=None, lineno=12, col_offset=9, end_lineno=12, end_col_offset=13), body=[Pass(lineno=12, col_offset=15, end_lineno=12, end_col_offset=19)]), match_case(pattern=MatchSingleton(value=True, lineno=13, col_offset=9, end_lineno=13, end_col_offset=13), body=[Pass(lineno=13, col_offset=15, end_lineno=13, end_col_offset=19)]), match_case(pattern=MatchSingleton(value=False, lineno=14, col_offset=9, end_lineno=14, end_col_offset=14), body=[Pass(lineno=14, col_offset=16, end_lineno=14, end_col_offset=20)]), match_case(pattern=MatchValue(value=JoinedStr(values=[Constant(value='x', lineno=15, col_offset=11, end_lineno=15, end_col_offset=12)], lineno=15, col_offset=9, end_lineno=15, end_col_offset=13), lineno=15, col_offset=9, end_lineno=15, end_col_offset=13), body=[Pass(lineno=15, col_offset=15, end_lineno=15, end_col_offset=19)])], lineno=1, col_offset=0, end_lineno=15, end_col_offset=19)]))");
}

TEST(ParseStmtAst, MatchCaptureAndValue) {
    expectAst("match x:\n    case a: pass\n    case a.b: pass\n    case a.b.c: pass\n    case _: pass\n",
              R"(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchAs(name='a', lineno=2, col_offset=9, end_lineno=2, end_col_offset=10), body=[Pass(lineno=2, col_offset=12, end_lineno=2, end_col_offset=16)]), match_case(pattern=MatchValue(value=Attribute(value=Name(id='a', ctx=Load(), lineno=3, col_offset=9, end_lineno=3, end_col_offset=10), attr='b', ctx=Load(), lineno=3, col_offset=9, end_lineno=3, end_col_offset=12), lineno=3, col_offset=9, end_lineno=3, end_col_offset=12), body=[Pass(lineno=3, col_offset=14, end_lineno=3, end_col_offset=18)]), match_case(pattern=MatchValue(value=Attribute(value=Attribute(value=Name(id='a', ctx=Load(), lineno=4, col_offset=9, end_lineno=4, end_col_offset=10), attr='b', ctx=Load(), lineno=4, col_offset=9, end_lineno=4, end_col_offset=12), attr='c', ctx=Load(), lineno=4, col_offset=9, end_lineno=4, end_col_offset=14), lineno=4, col_offset=9, end_lineno=4, end_col_offset=14), body=[Pass(lineno=4, col_offset=16, end_lineno=4, end_col_offset=20)]), match_case(pattern=MatchAs(lineno=5, col_offset=9, end_lineno=5, end_col_offset=10), body=[Pass(lineno=5, col_offset=12, end_lineno=5, end_col_offset=16)])], lineno=1, col_offset=0, end_lineno=5, end_col_offset=16)]))");
}

TEST(ParseStmtAst, MatchSequences) {
    expectAst("match x:\n    case []: pass\n    case [a]: pass\n    case [a, b,]: pass\n    case [a, *rest]: pass\n    case [*_, a]: pass\n    case (): pass\n    case (a,): pass\n    case (a, b): pass\n    case (a): pass\n    case a, b: pass\n    case a, *b: pass\n    case *a, b,: pass\n    case ((a)): pass\n",
              R"(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchSequence(lineno=2, col_offset=9, end_lineno=2, end_col_offset=11), body=[Pass(lineno=2, col_offset=13, end_lineno=2, end_col_offset=17)]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a', lineno=3, col_offset=10, end_lineno=3, end_col_offset=11)], lineno=3, col_offset=9, end_lineno=3, end_col_offset=12), body=[Pass(lineno=3, col_offset=14, end_lineno=3, end_col_offset=18)]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a', lineno=4, col_offset=10, end_lineno=4, end_col_offset=11), MatchAs(name='b', lineno=4, col_offset=13, end_lineno=4, end_col_offset=14)], lineno=4, col_offset=9, end_lineno=4, end_col_offset=16), body=[Pass(lineno=4, col_offset=18, end_lineno=4, end_col_offset=22)]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a', lineno=5, col_offset=10, end_lineno=5, end_col_offset=11), MatchStar(name='rest', lineno=5, col_offset=13, end_lineno=5, end_col_offset=18)], lineno=5, col_offset=9, end_lineno=5, end_col_offset=19), body=[Pass(lineno=5, col_offset=21, end_lineno=5, end_col_offset=25)]), match_case(pattern=MatchSequence(patterns=[MatchStar(lineno=6, col_offset=10, end_lineno=6, end_col_offset=12), MatchAs(name='a', lineno=6, col_offset=14, end_lineno=6, end_col_offset=15)], lineno=6, col_offset=9, end_lineno=6, end_col_offset=16), body=[Pass(lineno=6, col_offset=18, end_lineno=6, end_col_offset=22)]), match_case(pattern=MatchSequence(lineno=7, col_offset=9, end_lineno=7, end_col_offset=11), body=[Pass(lineno=7, col_offset=13, end_lineno=7, end_col_offset=17)]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a', lineno=8, col_offset=10, end_lineno=8, end_col_offset=11)], lineno=8, col_offset=9, end_lineno=8, end_col_offset=13), body=[Pass(lineno=8, col_offset=15, end_lineno=8, end_col_offset=19)]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a', lineno=9, col_offset=10, end_lineno=9, end_col_offset=11), MatchAs(name='b', lineno=9, col_offset=13, end_lineno=9, end_col_offset=14)], lineno=9, col_offset=9, end_lineno=9, end_col_offset=15), body=[Pass(lineno=9, col_offset=17, end_lineno=9, end_col_offset=21)]), match_case(pattern=MatchAs(name='a', lineno=10, col_offset=10, end_lineno=10, end_col_offset=11), body=[Pass(lineno=10, col_offset=14, end_lineno=10, end_col_offset=18)]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a', lineno=11, col_offset=9, end_lineno=11, end_col_offset=10), MatchAs(name='b', lineno=11, col_offset=12, end_lineno=11, end_col_offset=13)], lineno=11, col_offset=9, end_lineno=11, end_col_offset=13), body=[Pass(lineno=11, col_offset=15, end_lineno=11, end_col_offset=19)]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a', lineno=12, col_offset=9, end_lineno=12, end_col_offset=10), MatchStar(name='b', lineno=12, col_offset=12, end_lineno=12, end_col_offset=14)], lineno=12, col_offset=9, end_lineno=12, end_col_offset=14), body=[Pass(lineno=12, col_offset=16, end_lineno=12, end_col_offset=20)]), match_case(pattern=MatchSequence(patterns=[MatchStar(name='a', lineno=13, col_offset=9, end_lineno=13, end_col_offset=11), MatchAs(name='b', lineno=13, col_offset=13, end_lineno=13, end_col_offset=14)], lineno=13, col_offset=9, end_lineno=13, end_col_offset=15), body=[Pass(lineno=13, col_offset=17, end_lineno=13, end_col_offset=21)]), match_case(pattern=MatchAs(name='a', lineno=14, col_offset=11, end_lineno=14, end_col_offset=12), body=[Pass(lineno=14, col_offset=16, end_lineno=14, end_col_offset=20)])], lineno=1, col_offset=0, end_lineno=14, end_col_offset=20)]))");
}

TEST(ParseStmtAst, MatchMappings) {
    expectAst("match x:\n    case {}: pass\n    case {'a': 1}: pass\n    case {'a': 1, 'b': c,}: pass\n    case {**rest}: pass\n    case {1: a, **rest}: pass\n    case {a.b: 1, None: 2, -1: 3, 1+2j: 4, True: 5}: pass\n    case {**rest,}: pass\n",
              R"(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchMapping(lineno=2, col_offset=9, end_lineno=2, end_col_offset=11), body=[Pass(lineno=2, col_offset=13, end_lineno=2, end_col_offset=17)]), match_case(pattern=MatchMapping(keys=[Constant(value='a', lineno=3, col_offset=10, end_lineno=3, end_col_offset=13)], patterns=[MatchValue(value=Constant(value=1, lineno=3, col_offset=15, end_lineno=3, end_col_offset=16), lineno=3, col_offset=15, end_lineno=3, end_col_offset=16)], lineno=3, col_offset=9, end_lineno=3, end_col_offset=17), body=[Pass(lineno=3, col_offset=19, end_lineno=3, end_col_offset=23)]), match_case(pattern=MatchMapping(keys=[Constant(value='a', lineno=4, col_offset=10, end_lineno=4, end_col_offset=13), Constant(value='b', lineno=4, col_offset=18, end_lineno=4, end_col_offset=21)], patterns=[MatchValue(value=Constant(value=1, lineno=4, col_offset=15, end_lineno=4, end_col_offset=16), lineno=4, col_offset=15, end_lineno=4, end_col_offset=16), MatchAs(name='c', lineno=4, col_offset=23, end_lineno=4, end_col_offset=24)], lineno=4, col_offset=9, end_lineno=4, end_col_offset=26), body=[Pass(lineno=4, col_offset=28, end_lineno=4, end_col_offset=32)]), match_case(pattern=MatchMapping(rest='rest', lineno=5, col_offset=9, end_lineno=5, end_col_offset=17), body=[Pass(lineno=5, col_offset=19, end_lineno=5, end_col_offset=23)]), match_case(pattern=MatchMapping(keys=[Constant(value=1, lineno=6, col_offset=10, end_lineno=6, end_col_offset=11)], patterns=[MatchAs(name='a', lineno=6, col_offset=13, end_lineno=6, end_col_offset=14)], rest='rest', lineno=6, col_offset=9, end_lineno=6, end_col_offset=23), body=[Pass(lineno=6, col_offset=25, end_lineno=6, end_col_offset=29)]), match_case(pattern=MatchMapping(keys=[Attribute(value=Name(id='a', ctx=Load(), lineno=7, col_offset=10, end_lineno=7, end_col_offset=11), attr='b', ctx=Load(), lineno=7, col_offset=10, end_lineno=7, end_col_offset=13), Constant(value=None, lineno=7, col_offset=18, end_lineno=7, end_col_offset=22), UnaryOp(op=USub(), operand=Constant(value=1, lineno=7, col_offset=28, end_lineno=7, end_col_offset=29), lineno=7, col_offset=27, end_lineno=7, end_col_offset=29), BinOp(left=Constant(value=1, lineno=7, col_offset=34, end_lineno=7, end_col_offset=35), op=Add(), right=Constant(value=2j, lineno=7, col_offset=36, end_lineno=7, end_col_offset=38), lineno=7, col_offset=34, end_lineno=7, end_col_offset=38), Constant(value=True, lineno=7, col_offset=43, end_lineno=7, end_col_offset=47)], patterns=[MatchValue(value=Constant(value=1, lineno=7, col_offset=15, end_lineno=7, end_col_offset=16), lineno=7, col_offset=15, end_lineno=7, end_col_offset=16), MatchValue(value=Constant(value=2, lineno=7, col_offset=24, end_lineno=7, end_col_offset=25), lineno=7, col_offset=24, end_lineno=7, end_col_offset=25), MatchValue(value=Constant(value=3, lineno=7, col_offset=31, end_lineno=7, end_col_offset=32), lineno=7, col_offset=31, end_lineno=7, end_col_offset=32), MatchValue(value=Constant(value=4, lineno=7, col_offset=40, end_lineno=7, end_col_offset=41), lineno=7, col_offset=40, end_lineno=7, end_col_offset=41), MatchValue(value=Constant(value=5, lineno=7, col_offset=49, end_lineno=7, end_col_offset=50), lineno=7, col_offset=49, end_lineno=7, end_col_offset=50)], lineno=7, col_offset=9, end_lineno=7, end_col_offset=51), body=[Pass(lineno=7, col_offset=53, end_lineno=7, end_col_offset=57)]), match_case(pattern=MatchMapping(rest='rest', lineno=8, col_offset=9, end_lineno=8, end_col_offset=18), body=[Pass(lineno=8, col_offset=20, end_lineno=8, end_col_offset=24)])], lineno=1, col_offset=0, end_lineno=8, end_col_offset=24)]))");
}

TEST(ParseStmtAst, MatchClasses) {
    expectAst("match x:\n    case C(): pass\n    case C(a): pass\n    case C(a, b,): pass\n    case C(x=1): pass\n    case C(a, x=1, y=[b]): pass\n    case a.b.C(1): pass\n",
              R"(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchClass(cls=Name(id='C', ctx=Load(), lineno=2, col_offset=9, end_lineno=2, end_col_offset=10), lineno=2, col_offset=9, end_lineno=2, end_col_offset=12), body=[Pass(lineno=2, col_offset=14, end_lineno=2, end_col_offset=18)]), match_case(pattern=MatchClass(cls=Name(id='C', ctx=Load(), lineno=3, col_offset=9, end_lineno=3, end_col_offset=10), patterns=[MatchAs(name='a', lineno=3, col_offset=11, end_lineno=3, end_col_offset=12)], lineno=3, col_offset=9, end_lineno=3, end_col_offset=13), body=[Pass(lineno=3, col_offset=15, end_lineno=3, end_col_offset=19)]), match_case(pattern=MatchClass(cls=Name(id='C', ctx=Load(), lineno=4, col_offset=9, end_lineno=4, end_col_offset=10), patterns=[MatchAs(name='a', lineno=4, col_offset=11, end_lineno=4, end_col_offset=12), MatchAs(name='b', lineno=4, col_offset=14, end_lineno=4, end_col_offset=15)], lineno=4, col_offset=9, end_lineno=4, end_col_offset=17), body=[Pass(lineno=4, col_offset=19, end_lineno=4, end_col_offset=23)]), match_case(pattern=MatchClass(cls=Name(id='C', ctx=Load(), lineno=5, col_offset=9, end_lineno=5, end_col_offset=10), kwd_attrs=['x'], kwd_patterns=[MatchValue(value=Constant(value=1, lineno=5, col_offset=13, end_lineno=5, end_col_offset=14), lineno=5, col_offset=13, end_lineno=5, end_col_offset=14)], lineno=5, col_offset=9, end_lineno=5, end_col_offset=15), body=[Pass(lineno=5, col_offset=17, end_lineno=5, end_col_offset=21)]), match_case(pattern=MatchClass(cls=Name(id='C', ctx=Load(), lineno=6, col_offset=9, end_lineno=6, end_col_offset=10), patterns=[MatchAs(name='a', lineno=6, col_offset=11, end_lineno=6, end_col_offset=12)], kwd_attrs=['x', 'y'], kwd_patterns=[MatchValue(value=Constant(value=1, lineno=6, col_offset=16, end_lineno=6, end_col_offset=17), lineno=6, col_offset=16, end_lineno=6, end_col_offset=17), MatchSequence(patterns=[MatchAs(name='b', lineno=6, col_offset=22, end_lineno=6, end_col_offset=23)], lineno=6, col_offset=21, end_lineno=6, end_col_offset=24)], lineno=6, col_offset=9, end_lineno=6, end_col_offset=25), body=[Pass(lineno=6, col_offset=27, end_lineno=6, end_col_offset=31)]), match_case(pattern=MatchClass(cls=Attribute(value=Attribute(value=Name(id='a', ctx=Load(), lineno=7, col_offset=9, end_lineno=7, end_col_offset=10), attr='b', ctx=Load(), lineno=7, col_offset=9, end_lineno=7, end_col_offset=12), attr='C', ctx=Load(), lineno=7, col_offset=9, end_lineno=7, end_col_offset=14), patterns=[MatchValue(value=Constant(value=1, lineno=7, col_offset=15, end_lineno=7, end_col_offset=16), lineno=7, col_offset=15, end_lineno=7, end_col_offset=16)], lineno=7, col_offset=9, end_lineno=7, end_col_offset=17), body=[Pass(lineno=7, col_offset=19, end_lineno=7, end_col_offset=23)])], lineno=1, col_offset=0, end_lineno=7, end_col_offset=23)]))");
}

TEST(ParseStmtAst, MatchAsOrGuard) {
    expectAst("match x:\n    case a as b: pass\n    case 1 | 2 as c: pass\n    case (1 | 2) as c: pass\n    case [a, b] as c if c: pass\n    case a if (b := a): pass\n    case {'k': v as w}: pass\n",
              R"(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchAs(pattern=MatchAs(name='a', lineno=2, col_offset=9, end_lineno=2, end_col_offset=10), name='b', lineno=2, col_offset=9, end_lineno=2, end_col_offset=15), body=[Pass(lineno=2, col_offset=17, end_lineno=2, end_col_offset=21)]), match_case(pattern=MatchAs(pattern=MatchOr(patterns=[MatchValue(value=Constant(value=1, lineno=3, col_offset=9, end_lineno=3, end_col_offset=10), lineno=3, col_offset=9, end_lineno=3, end_col_offset=10), MatchValue(value=Constant(value=2, lineno=3, col_offset=13, end_lineno=3, end_col_offset=14), lineno=3, col_offset=13, end_lineno=3, end_col_offset=14)], lineno=3, col_offset=9, end_lineno=3, end_col_offset=14), name='c', lineno=3, col_offset=9, end_lineno=3, end_col_offset=19), body=[Pass(lineno=3, col_offset=21, end_lineno=3, end_col_offset=25)]), match_case(pattern=MatchAs(pattern=MatchOr(patterns=[MatchValue(value=Constant(value=1, lineno=4, col_offset=10, end_lineno=4, end_col_offset=11), lineno=4, col_offset=10, end_lineno=4, end_col_offset=11), MatchValue(value=Constant(value=2, lineno=4, col_offset=14, end_lineno=4, end_col_offset=15), lineno=4, col_offset=14, end_lineno=4, end_col_offset=15)], lineno=4, col_offset=10, end_lineno=4, end_col_offset=15), name='c', lineno=4, col_offset=9, end_lineno=4, end_col_offset=21), body=[Pass(lineno=4, col_offset=23, end_lineno=4, end_col_offset=27)]), match_case(pattern=MatchAs(pattern=MatchSequence(patterns=[MatchAs(name='a', lineno=5, col_offset=10, end_lineno=5, end_col_offset=11), MatchAs(name='b', lineno=5, col_offset=13, end_lineno=5, end_col_offset=14)], lineno=5, col_offset=9, end_lineno=5, end_col_offset=15), name='c', lineno=5, col_offset=9, end_lineno=5, end_col_offset=20), guard=Name(id='c', ctx=Load(), lineno=5, col_offset=24, end_lineno=5, end_col_offset=25), body=[Pass(lineno=5, col_offset=27, end_lineno=5, end_col_offset=31)]), match_case(pattern=MatchAs(name='a', lineno=6, col_offset=9, end_lineno=6, end_col_offset=10), guard=NamedExpr(target=Name(id='b', ctx=Store(), lineno=6, col_offset=15, end_lineno=6, end_col_offset=16), value=Name(id='a', ctx=Load(), lineno=6, col_offset=20, end_lineno=6, end_col_offset=21), lineno=6, col_offset=15, end_lineno=6, end_col_offset=21), body=[Pass(lineno=6, col_offset=24, end_lineno=6, end_col_offset=28)]), match_case(pattern=MatchMapping(keys=[Constant(value='k', lineno=7, col_offset=10, end_lineno=7, end_col_offset=13)], patterns=[MatchAs(pattern=MatchAs(name='v', lineno=7, col_offset=15, end_lineno=7, end_col_offset=16), name='w', lineno=7, col_offset=15, end_lineno=7, end_col_offset=21)], lineno=7, col_offset=9, end_lineno=7, end_col_offset=22), body=[Pass(lineno=7, col_offset=24, end_lineno=7, end_col_offset=28)])], lineno=1, col_offset=0, end_lineno=7, end_col_offset=28)]))");
}

TEST(ParseStmtAst, MatchNested) {
    expectAst("match x:\n    case [C(a=[1, {2: (3 | 4) as b}]), *_]:\n        match y:\n            case _:\n                pass\n",
              R"(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchSequence(patterns=[MatchClass(cls=Name(id='C', ctx=Load(), lineno=2, col_offset=10, end_lineno=2, end_col_offset=11), kwd_attrs=['a'], kwd_patterns=[MatchSequence(patterns=[MatchValue(value=Constant(value=1, lineno=2, col_offset=15, end_lineno=2, end_col_offset=16), lineno=2, col_offset=15, end_lineno=2, end_col_offset=16), MatchMapping(keys=[Constant(value=2, lineno=2, col_offset=19, end_lineno=2, end_col_offset=20)], patterns=[MatchAs(pattern=MatchOr(patterns=[MatchValue(value=Constant(value=3, lineno=2, col_offset=23, end_lineno=2, end_col_offset=24), lineno=2, col_offset=23, end_lineno=2, end_col_offset=24), MatchValue(value=Constant(value=4, lineno=2, col_offset=27, end_lineno=2, end_col_offset=28), lineno=2, col_offset=27, end_lineno=2, end_col_offset=28)], lineno=2, col_offset=23, end_lineno=2, end_col_offset=28), name='b', lineno=2, col_offset=22, end_lineno=2, end_col_offset=34)], lineno=2, col_offset=18, end_lineno=2, end_col_offset=35)], lineno=2, col_offset=14, end_lineno=2, end_col_offset=36)], lineno=2, col_offset=10, end_lineno=2, end_col_offset=37), MatchStar(lineno=2, col_offset=39, end_lineno=2, end_col_offset=41)], lineno=2, col_offset=9, end_lineno=2, end_col_offset=42), body=[Match(subject=Name(id='y', ctx=Load(), lineno=3, col_offset=14, end_lineno=3, end_col_offset=15), cases=[match_case(pattern=MatchAs(lineno=4, col_offset=17, end_lineno=4, end_col_offset=18), body=[Pass(lineno=5, col_offset=16, end_lineno=5, end_col_offset=20)])], lineno=3, col_offset=8, end_lineno=5, end_col_offset=20)])], lineno=1, col_offset=0, end_lineno=5, end_col_offset=20)]))");
}

TEST(ParseStmtAst, UnicodeNames) {
    expectAst("été = 1\ndef é(à): pass\nimport é.à\nﬁ = 2\nfrom ﬁ.ﬁ import ﬁ as ﬁ\nglobal ﬁ\n",
              R"(Module(body=[Assign(targets=[Name(id='été', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)], value=Constant(value=1, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9), FunctionDef(name='é', args=arguments(args=[arg(arg='à', lineno=2, col_offset=7, end_lineno=2, end_col_offset=9)]), body=[Pass(lineno=2, col_offset=12, end_lineno=2, end_col_offset=16)], lineno=2, col_offset=0, end_lineno=2, end_col_offset=16), Import(names=[alias(name='é.à', lineno=3, col_offset=7, end_lineno=3, end_col_offset=12)], lineno=3, col_offset=0, end_lineno=3, end_col_offset=12), Assign(targets=[Name(id='fi', ctx=Store(), lineno=4, col_offset=0, end_lineno=4, end_col_offset=3)], value=Constant(value=2, lineno=4, col_offset=6, end_lineno=4, end_col_offset=7), lineno=4, col_offset=0, end_lineno=4, end_col_offset=7), ImportFrom(module='fi.fi', names=[alias(name='fi', asname='fi', lineno=5, col_offset=20, end_lineno=5, end_col_offset=30)], level=0, lineno=5, col_offset=0, end_lineno=5, end_col_offset=30), Global(names=['fi'], lineno=6, col_offset=0, end_lineno=6, end_col_offset=10)]))");
}

TEST(ParseStmtError, ExpectedColonIf) {
    expectError("if x\n  pass\n", "SyntaxError",
                "expected ':'", 1, 5, 1, 6);
}

TEST(ParseStmtError, ExpectedColonWhile) {
    expectError("while x\n", "SyntaxError",
                "expected ':'", 1, 8, 1, 9);
}

TEST(ParseStmtError, ExpectedColonFor) {
    expectError("for x in y\n", "SyntaxError",
                "expected ':'", 1, 11, 1, 12);
}

TEST(ParseStmtError, ExpectedColonDef) {
    expectError("def f()\n", "SyntaxError",
                "expected ':'", 1, 8, 1, 9);
}

TEST(ParseStmtError, ExpectedColonDefOtherToken) {
    expectError("def f() x: pass\n", "SyntaxError",
                "expected ':'", 1, 9, 1, 10);
}

TEST(ParseStmtError, ExpectedColonDefArrow) {
    expectError("def f() -> : pass\n", "SyntaxError",
                "expected ':'", 1, 9, 1, 11);
}

TEST(ParseStmtError, ExpectedParenDef) {
    expectError("def f: pass\n", "SyntaxError",
                "expected '('", 1, 6, 1, 7);
}

TEST(ParseStmtError, ExpectedColonClass) {
    expectError("class A\n", "SyntaxError",
                "expected ':'", 1, 8, 1, 9);
}

TEST(ParseStmtError, ExpectedColonTry) {
    expectError("try\n", "SyntaxError",
                "expected ':'", 1, 4, 1, 5);
}

TEST(ParseStmtError, ExpectedColonExcept) {
    expectError("try:\n  pass\nexcept\n", "SyntaxError",
                "expected ':'", 3, 7, 3, 8);
}

TEST(ParseStmtError, ExpectedColonWith) {
    expectError("with x\n", "SyntaxError",
                "expected ':'", 1, 7, 1, 8);
}

TEST(ParseStmtError, ExpectedColonWithParenthesized) {
    expectError("with (x, y)\n", "SyntaxError",
                "expected ':'", 1, 12, 1, 13);
}

TEST(ParseStmtError, ExpectedColonElse) {
    expectError("if x:\n  pass\nelse x:\n  pass\n", "SyntaxError",
                "expected ':'", 3, 6, 3, 7);
}

TEST(ParseStmtError, ExpectedColonMatch) {
    expectError("match x\n", "SyntaxError",
                "expected ':'", 1, 8, 1, 9);
}

TEST(ParseStmtError, ExpectedColonCase) {
    expectError("match x:\n case 1\n", "SyntaxError",
                "expected ':'", 2, 8, 2, 9);
}

TEST(ParseStmtError, InvalidSyntaxIfNoColon) {
    expectError("if x pass\n", "SyntaxError",
                "invalid syntax", 1, 6, 1, 10);
}

TEST(ParseStmtError, IndentIf) {
    expectError("if x:\npass\n", "IndentationError",
                "expected an indented block after 'if' statement on line 1", 2, 1, 2, 5);
}

TEST(ParseStmtError, IndentIfAtEnd) {
    expectError("if x:\n", "IndentationError",
                "expected an indented block after 'if' statement on line 1", 1, 6, 1, -1);
}

TEST(ParseStmtError, IndentElif) {
    expectError("if x:\n x\nelif y:\nx\n", "IndentationError",
                "expected an indented block after 'elif' statement on line 3", 4, 1, 4, 2);
}

TEST(ParseStmtError, IndentElse) {
    expectError("if x:\n x\nelse:\nx\n", "IndentationError",
                "expected an indented block after 'else' statement on line 3", 4, 1, 4, 2);
}

TEST(ParseStmtError, IndentWhile) {
    expectError("while x:\nx\n", "IndentationError",
                "expected an indented block after 'while' statement on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentFor) {
    expectError("for x in y:\nx\n", "IndentationError",
                "expected an indented block after 'for' statement on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentAsyncFor) {
    expectError("async for x in y:\nx\n", "IndentationError",
                "expected an indented block after 'for' statement on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentWith) {
    expectError("with x:\nx\n", "IndentationError",
                "expected an indented block after 'with' statement on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentAsyncWith) {
    expectError("async with x:\nx\n", "IndentationError",
                "expected an indented block after 'with' statement on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentDef) {
    expectError("def f():\nx\n", "IndentationError",
                "expected an indented block after function definition on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentAsyncDef) {
    expectError("async def f():\nx\n", "IndentationError",
                "expected an indented block after function definition on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentClass) {
    expectError("class A:\nx\n", "IndentationError",
                "expected an indented block after class definition on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentTry) {
    expectError("try:\nx\n", "IndentationError",
                "expected an indented block after 'try' statement on line 1", 2, 1, 2, 2);
}

TEST(ParseStmtError, IndentExcept) {
    expectError("try:\n x\nexcept:\nx\n", "IndentationError",
                "expected an indented block after 'except' statement on line 3", 4, 1, 4, 2);
}

TEST(ParseStmtError, IndentExceptStar) {
    expectError("try:\n x\nexcept* E:\nx\n", "IndentationError",
                "expected an indented block after 'except*' statement on line 3", 4, 1, 4, 2);
}

TEST(ParseStmtError, IndentFinally) {
    expectError("try:\n x\nfinally:\nx\n", "IndentationError",
                "expected an indented block after 'finally' statement on line 3", 4, 1, 4, 2);
}

TEST(ParseStmtError, IndentTryElse) {
    expectError("try:\n x\nexcept E:\n x\nelse:\nx\n", "IndentationError",
                "expected an indented block after 'else' statement on line 5", 6, 1, 6, 2);
}

TEST(ParseStmtError, IndentMatch) {
    expectError("match x:\ncase 1: pass\n", "IndentationError",
                "expected an indented block after 'match' statement on line 1", 2, 1, 2, 5);
}

TEST(ParseStmtError, IndentCase) {
    expectError("match x:\n case 1:\n", "IndentationError",
                "expected an indented block after 'case' statement on line 2", 2, 9, 2, -1);
}

TEST(ParseStmtError, UnexpectedIndent) {
    expectError("x = 1\n    y = 2\n", "IndentationError",
                "unexpected indent", 2, 4, 2, -1);
}

TEST(ParseStmtError, ExpectedExceptOrFinally) {
    expectError("try:\n  pass\nelse:\n  pass\n", "SyntaxError",
                "expected 'except' or 'finally' block", 3, 1, 3, 5);
}

TEST(ParseStmtError, ExpectedExceptOrFinallyAtEnd) {
    expectError("try:\n  pass\nx = 1\n", "SyntaxError",
                "expected 'except' or 'finally' block", 3, 1, 3, 2);
}

TEST(ParseStmtError, BothExceptKindsStarSecond) {
    expectError("try:\n  pass\nexcept E:\n  pass\nexcept* F:\n  pass\n", "SyntaxError",
                "cannot have both 'except' and 'except*' on the same 'try'", 5, 1, 5, 8);
}

TEST(ParseStmtError, BothExceptKindsPlainSecond) {
    expectError("try:\n  pass\nexcept* E:\n  pass\nexcept F:\n  pass\n", "SyntaxError",
                "cannot have both 'except' and 'except*' on the same 'try'", 5, 1, 5, 7);
}

TEST(ParseStmtError, MultipleExceptionTypes) {
    expectError("try:\n  pass\nexcept A, B:\n  pass\n", "SyntaxError",
                "multiple exception types must be parenthesized", 3, 8, 3, 12);
}

TEST(ParseStmtError, MultipleExceptionTypesAs) {
    expectError("try:\n  pass\nexcept A, B as c:\n  pass\n", "SyntaxError",
                "multiple exception types must be parenthesized", 3, 8, 3, 17);
}

TEST(ParseStmtError, ExceptStarWithoutType) {
    expectError("try:\n  pass\nexcept*:\n  pass\n", "SyntaxError",
                "expected one or more exception types", 3, 8, 3, 9);
}

TEST(ParseStmtError, ExceptAsAttribute) {
    expectError("try:\n  pass\nexcept E as x.y:\n  pass\n", "SyntaxError",
                "invalid syntax", 3, 14, 3, 15);
}

TEST(ParseStmtError, AnnotateTuple) {
    expectError("a, b: int\n", "SyntaxError",
                "only single target (not tuple) can be annotated", 1, 1, 1, 2);
}

TEST(ParseStmtError, AnnotateParenthesizedTuple) {
    expectError("(a, b): int\n", "SyntaxError",
                "only single target (not tuple) can be annotated", 1, 1, 1, 7);
}

TEST(ParseStmtError, AnnotateDoublyParenthesizedTuple) {
    expectError("((a, b)): int\n", "SyntaxError",
                "only single target (not tuple) can be annotated", 1, 2, 1, 8);
}

TEST(ParseStmtError, AnnotateTupleWithGroup) {
    expectError("(a), b: int\n", "SyntaxError",
                "only single target (not tuple) can be annotated", 1, 2, 1, 3);
}

TEST(ParseStmtError, AnnotateList) {
    expectError("[a, b]: int\n", "SyntaxError",
                "only single target (not list) can be annotated", 1, 1, 1, 7);
}

TEST(ParseStmtError, AnnotateCall) {
    expectError("f(): int\n", "SyntaxError",
                "illegal target for annotation", 1, 1, 1, 4);
}

TEST(ParseStmtError, AnnotateLiteral) {
    expectError("1: int\n", "SyntaxError",
                "illegal target for annotation", 1, 1, 1, 2);
}

TEST(ParseStmtError, AnnotateStarred) {
    expectError("*a: int\n", "SyntaxError",
                "invalid syntax", 1, 3, 1, 4);
}

TEST(ParseStmtError, AnnotationMissingValue) {
    expectError("x: int = \n", "SyntaxError",
                "invalid syntax", 1, 10, 1, 11);
}

TEST(ParseStmtError, AugAssignTuple) {
    expectError("a, b += 1\n", "SyntaxError",
                "'tuple' is an illegal expression for augmented assignment", 1, 1, 1, 5);
}

TEST(ParseStmtError, AugAssignCall) {
    expectError("f() += 1\n", "SyntaxError",
                "'function call' is an illegal expression for augmented assignment", 1, 1, 1, 4);
}

TEST(ParseStmtError, AugAssignList) {
    expectError("[a] += 1\n", "SyntaxError",
                "'list' is an illegal expression for augmented assignment", 1, 1, 1, 4);
}

TEST(ParseStmtError, AugAssignMissingValue) {
    expectError("a += \n", "SyntaxError",
                "invalid syntax", 1, 6, 1, 7);
}

TEST(ParseStmtError, AssignToYield) {
    expectError("yield = 1\n", "SyntaxError",
                "assignment to yield expression not possible", 1, 1, 1, 6);
}

TEST(ParseStmtError, AssignToYieldChained) {
    expectError("x = yield = 1\n", "SyntaxError",
                "assignment to yield expression not possible", 1, 5, 1, 10);
}

TEST(ParseStmtError, AssignToCallMaybeComparison) {
    expectError("f() = 1\n", "SyntaxError",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1, 1, 4);
}

TEST(ParseStmtError, AssignToParenthesizedCall) {
    expectError("(f()) = 1\n", "SyntaxError",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 2, 1, 5);
}

TEST(ParseStmtError, AssignToExpression) {
    expectError("x + 1 = 2\n", "SyntaxError",
                "cannot assign to expression here. Maybe you meant '==' instead of '='?", 1, 1, 1, 6);
}

TEST(ParseStmtError, AssignToCallTupleValue) {
    expectError("f() = 1, 2\n", "SyntaxError",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1, 1, 4);
}

TEST(ParseStmtError, AssignToCallConditionalValue) {
    expectError("f() = a if b else c\n", "SyntaxError",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1, 1, 4);
}

TEST(ParseStmtError, AssignToCallChained) {
    expectError("f() = x = 1\n", "SyntaxError",
                "cannot assign to function call", 1, 1, 1, 4);
}

TEST(ParseStmtError, AssignToCallSecondTarget) {
    expectError("x = f() = 1\n", "SyntaxError",
                "cannot assign to function call", 1, 5, 1, 8);
}

TEST(ParseStmtError, AssignToCallInList) {
    expectError("[f()] = 1\n", "SyntaxError",
                "cannot assign to function call", 1, 2, 1, 5);
}

TEST(ParseStmtError, AssignToTrue) {
    expectError("True = 1\n", "SyntaxError",
                "cannot assign to True", 1, 1, 1, 5);
}

TEST(ParseStmtError, AssignToNone) {
    expectError("None = 1\n", "SyntaxError",
                "cannot assign to None", 1, 1, 1, 5);
}

TEST(ParseStmtError, AssignToCallNotValue) {
    expectError("f() = not x\n", "SyntaxError",
                "cannot assign to function call", 1, 1, 1, 4);
}

TEST(ParseStmtError, AssignToComparisonParenthesized) {
    expectError("(a < b) = 1\n", "SyntaxError",
                "cannot assign to comparison here. Maybe you meant '==' instead of '='?", 1, 2, 1, 7);
}

TEST(ParseStmtError, AssignToListComprehension) {
    expectError("[x for x in y] = 1\n", "SyntaxError",
                "cannot assign to list comprehension here. Maybe you meant '==' instead of '='?", 1, 1, 1, 15);
}

TEST(ParseStmtError, AssignToLiteralChained) {
    expectError("x = 1 = 2\n", "SyntaxError",
                "cannot assign to literal", 1, 5, 1, 6);
}

TEST(ParseStmtError, DeleteCall) {
    expectError("del f()\n", "SyntaxError",
                "cannot delete function call", 1, 5, 1, 8);
}

TEST(ParseStmtError, DeleteExpression) {
    expectError("del x + 1\n", "SyntaxError",
                "cannot delete expression", 1, 5, 1, 10);
}

TEST(ParseStmtError, DeleteStarred) {
    expectError("del *x\n", "SyntaxError",
                "cannot delete starred", 1, 5, 1, 7);
}

TEST(ParseStmtError, DeleteJunk) {
    expectError("del x y\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, ForTargetCall) {
    expectError("for f() in x: pass\n", "SyntaxError",
                "cannot assign to function call", 1, 5, 1, 8);
}

TEST(ParseStmtError, ForTargetExpression) {
    expectError("for x + 1 in y: pass\n", "SyntaxError",
                "cannot assign to expression", 1, 5, 1, 10);
}

TEST(ParseStmtError, ForMissingIn) {
    expectError("for x y in z: pass\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, WithTargetExpression) {
    expectError("with a as b + 1: pass\n", "SyntaxError",
                "cannot assign to expression", 1, 11, 1, 16);
}

TEST(ParseStmtError, WithTargetCall) {
    expectError("with a as f(), c: pass\n", "SyntaxError",
                "cannot assign to function call", 1, 11, 1, 14);
}

TEST(ParseStmtError, GlobalEmpty) {
    expectError("global\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, GlobalTrailingComma) {
    expectError("global x,\n", "SyntaxError",
                "invalid syntax", 1, 10, 1, 11);
}

TEST(ParseStmtError, NonlocalJunk) {
    expectError("nonlocal x y\n", "SyntaxError",
                "invalid syntax", 1, 12, 1, 13);
}

TEST(ParseStmtError, AssertEmpty) {
    expectError("assert\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, AssertTrailingComma) {
    expectError("assert x,\n", "SyntaxError",
                "invalid syntax", 1, 10, 1, 11);
}

TEST(ParseStmtError, RaiseFrom) {
    expectError("raise from x\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 11);
}

TEST(ParseStmtError, RaiseFromNothing) {
    expectError("raise x from\n", "SyntaxError",
                "invalid syntax", 1, 13, 1, 14);
}

TEST(ParseStmtError, ReturnJunk) {
    expectError("return x y\n", "SyntaxError",
                "invalid syntax", 1, 10, 1, 11);
}

TEST(ParseStmtError, PassJunk) {
    expectError("pass x\n", "SyntaxError",
                "invalid syntax", 1, 6, 1, 7);
}

TEST(ParseStmtError, AssignmentJunk) {
    expectError("x = 1 2\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, PrintStatement) {
    expectError("print \"x\"\n", "SyntaxError",
                "Missing parentheses in call to 'print'. Did you mean print(...)?", 1, 1, 1, 10);
}

TEST(ParseStmtError, ExecStatement) {
    expectError("exec \"x\"\n", "SyntaxError",
                "Missing parentheses in call to 'exec'. Did you mean exec(...)?", 1, 1, 1, 9);
}

TEST(ParseStmtError, ImportTrailingComma) {
    expectError("from a import b,\n", "SyntaxError",
                "trailing comma not allowed without surrounding parentheses", 1, 17, 1, 18);
}

TEST(ParseStmtError, FromImportNothing) {
    expectError("from a import\n", "SyntaxError",
                "Expected one or more names after 'import'", 1, 14, 1, 14);
}

TEST(ParseStmtError, ImportNothing) {
    expectError("import\n", "SyntaxError",
                "Expected one or more names after 'import'", 1, 7, 1, 7);
}

TEST(ParseStmtError, ImportFrom) {
    expectError("import a from b\n", "SyntaxError",
                "Did you mean to use 'from ... import ...' instead?", 1, 1, 1, 16);
}

TEST(ParseStmtError, ImportFromDotted) {
    expectError("import a, b.c from d.e\n", "SyntaxError",
                "Did you mean to use 'from ... import ...' instead?", 1, 1, 1, 23);
}

TEST(ParseStmtError, ImportAsNothing) {
    expectError("import a.b as\n", "SyntaxError",
                "invalid syntax", 1, 14, 1, 15);
}

TEST(ParseStmtError, FromImportJunkInParens) {
    expectError("from . import (a b)\n", "SyntaxError",
                "invalid syntax", 1, 18, 1, 19);
}

TEST(ParseStmtError, FromImportEmptyParens) {
    expectError("from . import (,)\n", "SyntaxError",
                "invalid syntax", 1, 16, 1, 17);
}

TEST(ParseStmtError, TypeParamsEmptyDef) {
    expectError("def f[](): pass\n", "SyntaxError",
                "Type parameter list cannot be empty", 1, 7, 1, 7);
}

TEST(ParseStmtError, TypeParamsEmptyAlias) {
    expectError("class A[]: pass\n", "SyntaxError",
                "Type parameter list cannot be empty", 1, 9, 1, 9);
}

TEST(ParseStmtError, TypeVarTupleBound) {
    expectError("def f[*T: int](): pass\n", "SyntaxError",
                "cannot use bound with TypeVarTuple", 1, 9, 1, 14);
}

TEST(ParseStmtError, TypeVarTupleConstraints) {
    expectError("def f[*T: (int, str)](): pass\n", "SyntaxError",
                "cannot use constraints with TypeVarTuple", 1, 9, 1, 21);
}

TEST(ParseStmtError, ParamSpecBound) {
    expectError("def f[**P: int](): pass\n", "SyntaxError",
                "cannot use bound with ParamSpec", 1, 10, 1, 15);
}

TEST(ParseStmtError, TypeAliasNoValue) {
    expectError("type X\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, TypeAliasParamsNoValue) {
    expectError("type X[T]\n", "SyntaxError",
                "invalid syntax", 1, 10, 1, 11);
}

TEST(ParseStmtError, SlashOnly) {
    expectError("def f(/): pass\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, SlashFirst) {
    expectError("def f(/, a): pass\n", "SyntaxError",
                "at least one argument must precede /", 1, 7, 1, 8);
}

TEST(ParseStmtError, SlashTwice) {
    expectError("def f(a, /, b, /): pass\n", "SyntaxError",
                "/ may appear only once", 1, 16, 1, 17);
}

TEST(ParseStmtError, NonDefaultAfterDefault) {
    expectError("def f(a=1, b): pass\n", "SyntaxError",
                "parameter without a default follows parameter with a default", 1, 12, 1, 13);
}

TEST(ParseStmtError, NonDefaultAfterDefaultAcrossSlash) {
    expectError("def f(a=1, /, b): pass\n", "SyntaxError",
                "parameter without a default follows parameter with a default", 1, 15, 1, 16);
}

TEST(ParseStmtError, NonDefaultAfterDefaultAnnotated) {
    expectError("def f(a, /, b=1, c: int): pass\n", "SyntaxError",
                "parameter without a default follows parameter with a default", 1, 18, 1, 24);
}

TEST(ParseStmtError, ParenthesizedParameters) {
    expectError("def f((a, b)): pass\n", "SyntaxError",
                "Function parameters cannot be parenthesized", 1, 7, 1, 13);
}

TEST(ParseStmtError, ParenthesizedParameterLater) {
    expectError("def f(a, (b, c)): pass\n", "SyntaxError",
                "Function parameters cannot be parenthesized", 1, 10, 1, 16);
}

TEST(ParseStmtError, ParenthesizedSingleParameter) {
    expectError("def f(a, (b)): pass\n", "SyntaxError",
                "Function parameters cannot be parenthesized", 1, 10, 1, 13);
}

TEST(ParseStmtError, SlashAfterBareStar) {
    expectError("def f(*, a, /): pass\n", "SyntaxError",
                "/ must be ahead of *", 1, 13, 1, 14);
}

TEST(ParseStmtError, SlashAfterVarargs) {
    expectError("def f(*a, /): pass\n", "SyntaxError",
                "/ must be ahead of *", 1, 11, 1, 12);
}

TEST(ParseStmtError, SlashAfterKwonly) {
    expectError("def f(a, *, b, c=1, /): pass\n", "SyntaxError",
                "/ must be ahead of *", 1, 21, 1, 22);
}

TEST(ParseStmtError, SlashThenStarNoComma) {
    expectError("def f(a=1, /*): pass\n", "SyntaxError",
                "expected comma between / and *", 1, 13, 1, 14);
}

TEST(ParseStmtError, SlashThenStarNoCommaPlain) {
    expectError("def f(a, /*): pass\n", "SyntaxError",
                "expected comma between / and *", 1, 11, 1, 12);
}

TEST(ParseStmtError, MissingDefault) {
    expectError("def f(a=): pass\n", "SyntaxError",
                "expected default value expression", 1, 8, 1, 9);
}

TEST(ParseStmtError, MissingDefaultBeforeComma) {
    expectError("def f(a=, b): pass\n", "SyntaxError",
                "expected default value expression", 1, 8, 1, 9);
}

TEST(ParseStmtError, BareStarAlone) {
    expectError("def f(*): pass\n", "SyntaxError",
                "named arguments must follow bare *", 1, 7, 1, 8);
}

TEST(ParseStmtError, BareStarComma) {
    expectError("def f(*,): pass\n", "SyntaxError",
                "named arguments must follow bare *", 1, 7, 1, 8);
}

TEST(ParseStmtError, BareStarThenKwargs) {
    expectError("def f(*, **k): pass\n", "SyntaxError",
                "named arguments must follow bare *", 1, 7, 1, 8);
}

TEST(ParseStmtError, VarargsDefault) {
    expectError("def f(*a=1): pass\n", "SyntaxError",
                "var-positional argument cannot have default value", 1, 9, 1, 10);
}

TEST(ParseStmtError, VarargsAnnotatedDefault) {
    expectError("def f(*a: int=1): pass\n", "SyntaxError",
                "var-positional argument cannot have default value", 1, 14, 1, 15);
}

TEST(ParseStmtError, StarTwice) {
    expectError("def f(*a, *b): pass\n", "SyntaxError",
                "* argument may appear only once", 1, 11, 1, 12);
}

TEST(ParseStmtError, StarAfterKwonly) {
    expectError("def f(*, a, *b): pass\n", "SyntaxError",
                "* argument may appear only once", 1, 13, 1, 14);
}

TEST(ParseStmtError, StarAfterVarargsKwonly) {
    expectError("def f(*a, b, *, c): pass\n", "SyntaxError",
                "* argument may appear only once", 1, 14, 1, 15);
}

TEST(ParseStmtError, KwargsDefault) {
    expectError("def f(**k=1): pass\n", "SyntaxError",
                "var-keyword argument cannot have default value", 1, 10, 1, 11);
}

TEST(ParseStmtError, ParameterAfterKwargs) {
    expectError("def f(**k, a): pass\n", "SyntaxError",
                "arguments cannot follow var-keyword argument", 1, 12, 1, 13);
}

TEST(ParseStmtError, StarAfterKwargs) {
    expectError("def f(**k, *a): pass\n", "SyntaxError",
                "arguments cannot follow var-keyword argument", 1, 12, 1, 13);
}

TEST(ParseStmtError, KwargsTwice) {
    expectError("def f(**k, **b): pass\n", "SyntaxError",
                "arguments cannot follow var-keyword argument", 1, 12, 1, 14);
}

TEST(ParseStmtError, SlashAfterKwargs) {
    expectError("def f(**k, /): pass\n", "SyntaxError",
                "arguments cannot follow var-keyword argument", 1, 12, 1, 13);
}

TEST(ParseStmtError, StarredAnnotationOnPlainParameter) {
    expectError("def f(a: *int): pass\n", "SyntaxError",
                "invalid syntax", 1, 10, 1, 11);
}

TEST(ParseStmtError, StarredAnnotationOnKwonly) {
    expectError("def f(*, a: *int): pass\n", "SyntaxError",
                "invalid syntax", 1, 13, 1, 14);
}

TEST(ParseStmtError, StarredAnnotationOnKwargs) {
    expectError("def f(**a: *int): pass\n", "SyntaxError",
                "invalid syntax", 1, 12, 1, 13);
}

TEST(ParseStmtError, ParametersWithoutComma) {
    expectError("def f(a b): pass\n", "SyntaxError",
                "invalid syntax", 1, 9, 1, 10);
}

TEST(ParseStmtError, ParametersDoubleComma) {
    expectError("def f(a,, b): pass\n", "SyntaxError",
                "invalid syntax", 1, 9, 1, 10);
}

TEST(ParseStmtError, ParametersOnlyComma) {
    expectError("def f(,): pass\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, DefWithoutName) {
    expectError("def (): pass\n", "SyntaxError",
                "invalid syntax", 1, 5, 1, 6);
}

TEST(ParseStmtError, AsyncAlone) {
    expectError("async\n", "SyntaxError",
                "invalid syntax", 1, 6, 1, 7);
}

TEST(ParseStmtError, AsyncJunk) {
    expectError("async x\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, DecoratorEmpty) {
    expectError("@\ndef f(): pass\n", "SyntaxError",
                "invalid syntax", 1, 2, 1, 3);
}

TEST(ParseStmtError, DecoratorJunk) {
    expectError("@x y\ndef f(): pass\n", "SyntaxError",
                "invalid syntax", 1, 4, 1, 5);
}

TEST(ParseStmtError, DecoratorBeforeStatement) {
    expectError("@x\nx = 1\n", "SyntaxError",
                "invalid syntax", 2, 1, 2, 2);
}

TEST(ParseStmtError, DecoratorBeforeAsyncFor) {
    expectError("@x\nasync for x in y: pass\n", "SyntaxError",
                "invalid syntax", 2, 7, 2, 10);
}

TEST(ParseStmtError, WalrusParameter) {
    expectError("def f(a:=1): pass\n", "SyntaxError",
                "invalid syntax", 1, 8, 1, 10);
}

TEST(ParseStmtError, MatchStarAlone) {
    expectError("match x:\n    case *a:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 12, 2, 13);
}

TEST(ParseStmtError, MatchComplexNotImaginary) {
    expectError("match x:\n    case 1+2:\n        pass\n", "SyntaxError",
                "imaginary number required in complex literal", 2, 12, 2, 13);
}

TEST(ParseStmtError, MatchComplexNotReal) {
    expectError("match x:\n    case 1j+2j:\n        pass\n", "SyntaxError",
                "real number required in complex literal", 2, 10, 2, 12);
}

TEST(ParseStmtError, MatchComplexNegativeNotImaginary) {
    expectError("match x:\n    case -1-2:\n        pass\n", "SyntaxError",
                "imaginary number required in complex literal", 2, 13, 2, 14);
}

TEST(ParseStmtError, MatchMappingNameKey) {
    expectError("match x:\n    case {x: 1}:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 12, 2, 13);
}

TEST(ParseStmtError, MatchMappingRestNotLast) {
    expectError("match x:\n    case {**rest, 'a': 1}:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 19, 2, 22);
}

TEST(ParseStmtError, MatchPositionalAfterKeyword) {
    expectError("match x:\n    case C(a=1, b):\n        pass\n", "SyntaxError",
                "positional patterns follow keyword patterns", 2, 17, 2, 18);
}

TEST(ParseStmtError, MatchPositionalRunAfterKeyword) {
    expectError("match x:\n    case C(a=1, b, c, d=2, e):\n        pass\n", "SyntaxError",
                "positional patterns follow keyword patterns", 2, 17, 2, 21);
}

TEST(ParseStmtError, MatchWildcardCall) {
    expectError("match x:\n    case _(x):\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 11, 2, 12);
}

TEST(ParseStmtError, MatchWildcardAttribute) {
    expectError("match x:\n    case _.x:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 11, 2, 12);
}

TEST(ParseStmtError, MatchAsWildcard) {
    expectError("match x:\n    case x as _:\n        pass\n", "SyntaxError",
                "cannot use '_' as a target", 2, 15, 2, 16);
}

TEST(ParseStmtError, MatchAsLiteral) {
    expectError("match x:\n    case x as 1:\n        pass\n", "SyntaxError",
                "invalid pattern target", 2, 15, 2, 16);
}

TEST(ParseStmtError, MatchAsAttribute) {
    expectError("match x:\n    case x as y.z:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 16, 2, 17);
}

TEST(ParseStmtError, MatchValueAssigned) {
    expectError("match x:\n    case a.b=1:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 13, 2, 14);
}

TEST(ParseStmtError, MatchBodyNotCase) {
    expectError("match x:\n    y = 1\n", "SyntaxError",
                "invalid syntax", 2, 5, 2, 6);
}

TEST(ParseStmtError, MatchStatementAfterCase) {
    expectError("match x:\n    case 1: pass\n    y = 2\n", "SyntaxError",
                "invalid syntax", 3, 5, 3, 6);
}

TEST(ParseStmtError, MatchSameLineBody) {
    expectError("match x: pass\n", "SyntaxError",
                "invalid syntax", 1, 10, 1, 14);
}

TEST(ParseStmtError, MatchStarredSubject) {
    expectError("match *y:\n    case 1: pass\n", "SyntaxError",
                "invalid syntax", 1, 9, 1, 10);
}

TEST(ParseStmtError, MatchGroupedStar) {
    expectError("match x:\n    case (*a):\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 13, 2, 14);
}

TEST(ParseStmtError, MatchStarAttribute) {
    expectError("match x:\n    case [*a.b]:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 13, 2, 14);
}

TEST(ParseStmtError, MatchOrStar) {
    expectError("match x:\n    case 1 | *a:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 14, 2, 15);
}

TEST(ParseStmtError, MatchTwoNames) {
    expectError("match x:\n    case a b:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 12, 2, 13);
}

TEST(ParseStmtError, MatchEmptyGuard) {
    expectError("match x:\n    case 1 if:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 14, 2, 15);
}

TEST(ParseStmtError, MatchClassStar) {
    expectError("match x:\n    case C(*a):\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 12, 2, 13);
}

TEST(ParseStmtError, MatchClassDottedKeyword) {
    expectError("match x:\n    case C(a.b=1):\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 15, 2, 16);
}

TEST(ParseStmtError, MatchMappingItemAfterRest) {
    expectError("match x:\n    case {1: _, **a, 2: b}:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 22, 2, 23);
}

TEST(ParseStmtError, MatchSumNotNumber) {
    expectError("match x:\n    case 1 + a:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 14, 2, 15);
}

TEST(ParseStmtError, MatchDoubleMinus) {
    expectError("match x:\n    case --1:\n        pass\n", "SyntaxError",
                "invalid syntax", 2, 11, 2, 12);
}

TEST(ParseStmtError, MatchCaseWithoutPattern) {
    expectError("match x:\n    case 1:\n        pass\n    case\n", "SyntaxError",
                "invalid syntax", 4, 9, 4, 10);
}

TEST(ParseStmtError, MatchCallThenJunk) {
    expectError("match (x) y\n", "SyntaxError",
                "invalid syntax", 1, 11, 1, 12);
}

TEST(ParseStmtError, NamedExpressionAfterTupleTarget) {
    expectError("a, f() = 1\n", "SyntaxError",
                "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 4, 1, 7);
}

TEST(ParseStmtError, NameAssignmentInTupleTarget) {
    expectError("f(), a = 1\n", "SyntaxError",
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 6, 1, 11);
}

TEST(ParseStmtError, AttributeAssignmentInTupleTarget) {
    expectError("f(), a.b = 1\n", "SyntaxError",
                "cannot assign to attribute here. Maybe you meant '==' instead of '='?", 1, 6, 1, 9);
}

TEST(ParseStmtError, ParenthesizedTrueTarget) {
    expectError("(True) = 1\n", "SyntaxError",
                "cannot assign to True here. Maybe you meant '==' instead of '='?", 1, 2, 1, 6);
}

TEST(ParseStmtError, ComparisonLastTupleTarget) {
    expectError("f(), a < b = 1\n", "SyntaxError",
                "cannot assign to function call", 1, 1, 1, 4);
}

TEST(ParseStmtError, ListLastTupleTarget) {
    expectError("f(), [a] = 1\n", "SyntaxError",
                "cannot assign to function call", 1, 1, 1, 4);
}

TEST(ParseStmtError, TrailingCommaTupleTarget) {
    expectError("f(), = 1\n", "SyntaxError",
                "cannot assign to function call", 1, 1, 1, 4);
}

TEST(ParseStmtError, FirstTargetNameLaterInvalid) {
    expectError("x = a, f() = 1\n", "SyntaxError",
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 1, 1, 6);
}

TEST(ParseStmtError, FirstTargetAttributeLaterInvalid) {
    expectError("x.y = a, f() = 1\n", "SyntaxError",
                "cannot assign to attribute here. Maybe you meant '==' instead of '='?", 1, 1, 1, 4);
}

TEST(ParseStmtError, FirstTargetNotOperandLaterInvalid) {
    expectError("x = not a, f() = 1\n", "SyntaxError",
                "cannot assign to expression", 1, 5, 1, 10);
}

TEST(ParseStmtError, ChainEndsWithEqual) {
    expectError("x = f() =\n", "SyntaxError",
                "cannot assign to function call", 1, 5, 1, 8);
}

TEST(ParseStmtError, WalrusStatement) {
    expectError("x := 5\n", "SyntaxError",
                "invalid syntax", 1, 3, 1, 5);
}

TEST(ParseStmtError, WalrusTupleStatement) {
    expectError("a, b := 1\n", "SyntaxError",
                "invalid syntax", 1, 6, 1, 8);
}

TEST(ParseStmtError, WalrusAttribute) {
    expectError("a.b := 1\n", "SyntaxError",
                "cannot use assignment expressions with attribute", 1, 1, 1, 4);
}

TEST(ParseStmtError, WalrusAttributeInTuple) {
    expectError("a, b.c := 1\n", "SyntaxError",
                "cannot use assignment expressions with attribute", 1, 4, 1, 7);
}

TEST(ParseStmtError, TupleThenNameAssignment) {
    expectError("a, b c = 1\n", "SyntaxError",
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 6, 1, 11);
}

TEST(ParseStmtError, TupleThenTwoNames) {
    expectError("a, b c d = 1\n", "SyntaxError",
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 8, 1, 13);
}

TEST(ParseStmtError, TupleThenJunk) {
    expectError("a, b c\n", "SyntaxError",
                "invalid syntax", 1, 6, 1, 7);
}

TEST(ParseStmtError, AssignmentThenJunk) {
    expectError("a = b c = 1\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, AugAssignInvalidTargetNoValue) {
    expectError("\"s\" +=\n", "SyntaxError",
                "invalid syntax", 1, 5, 1, 7);
}

TEST(ParseStmtError, AugAssignValidTargetNoValue) {
    expectError("a.b +=\n", "SyntaxError",
                "invalid syntax", 1, 7, 1, 8);
}

TEST(ParseStmtError, TryExceptSameLineNoColon) {
    expectError("try: except E\n    pass\n", "SyntaxError",
                "expected ':'", 1, 14, 1, 15);
}

TEST(ParseStmtError, TryExceptSameLine) {
    expectError("try: except E: pass\n", "SyntaxError",
                "invalid syntax", 1, 6, 1, 12);
}

TEST(ParseStmtError, TryFinallySameLine) {
    expectError("try: finally: pass\n", "SyntaxError",
                "invalid syntax", 1, 6, 1, 13);
}

TEST(ParseStmtError, NonDefaultParameterThenJunk) {
    expectError("def f(a=1, b c): pass\n", "SyntaxError",
                "invalid syntax", 1, 14, 1, 15);
}

TEST(ParseStmtError, TypeParamsStartWithComma) {
    expectError("def f[, T](): pass\n", "SyntaxError",
                "expected '('", 1, 6, 1, 7);
}

TEST(ParseStmtError, TypeParamsBadBound) {
    expectError("def f[T: while](): pass\n", "SyntaxError",
                "expected '('", 1, 6, 1, 7);
}

TEST(ParseStmtError, TypeParamsStartWithCommaClass) {
    expectError("class A[, T]: pass\n", "SyntaxError",
                "invalid syntax", 1, 9, 1, 10);
}

TEST(ParseStmtError, ReturnAnnotationFails) {
    expectError("def f() -> list[while]: pass\n", "SyntaxError",
                "expected ':'", 1, 16, 1, 17);
}

TEST(ParseStmtError, ReturnAnnotationStatement) {
    expectError("def f() -> Optional[-> str]: pass\n", "SyntaxError",
                "expected ':'", 1, 20, 1, 21);
}

TEST(ParseStmtModes, SingleExpression) {
    expectAst("x\n",
              R"(Interactive(body=[Expr(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)]))",
              ParseMode::Single);
}

TEST(ParseStmtModes, SingleWithoutNewline) {
    expectAst("x",
              R"(Interactive(body=[Expr(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)]))",
              ParseMode::Single);
}

TEST(ParseStmtModes, SingleSimpleStatements) {
    expectAst("x = 1; y = 2\n",
              R"(Interactive(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Constant(value=1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5), Assign(targets=[Name(id='y', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], value=Constant(value=2, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=7, end_lineno=1, end_col_offset=12)]))",
              ParseMode::Single);
}

TEST(ParseStmtModes, SingleCompound) {
    expectAst("if x:\n  pass\n",
              R"(Interactive(body=[If(test=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Pass(lineno=2, col_offset=2, end_lineno=2, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=6)]))",
              ParseMode::Single);
}

TEST(ParseStmtModes, SingleCompoundBlankLine) {
    expectAst("if x:\n  pass\n\n",
              R"(Interactive(body=[If(test=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Pass(lineno=2, col_offset=2, end_lineno=2, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=6)]))",
              ParseMode::Single);
}

TEST(ParseStmtModes, SingleCompoundSameLine) {
    expectAst("if x: pass\n",
              R"(Interactive(body=[If(test=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Pass(lineno=1, col_offset=6, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)]))",
              ParseMode::Single);
}

TEST(ParseStmtModes, SingleTrailingComment) {
    expectAst("x\n# c\n",
              R"(Interactive(body=[Expr(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)]))",
              ParseMode::Single);
}

TEST(ParseStmtModes, SingleFunctionTrailingBlanks) {
    expectAst("def f():\n  pass\n  \n",
              R"(Interactive(body=[FunctionDef(name='f', args=arguments(), body=[Pass(lineno=2, col_offset=2, end_lineno=2, end_col_offset=6)], lineno=1, col_offset=0, end_lineno=2, end_col_offset=6)]))",
              ParseMode::Single);
}

TEST(ParseStmtModes, FuncTypeOne) {
    expectAst("(int) -> int",
              R"(FunctionType(argtypes=[Name(id='int', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=4)], returns=Name(id='int', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=12)))",
              ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeStars) {
    expectAst("(int, *str, **d) -> int",
              R"(FunctionType(argtypes=[Name(id='int', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=4), Name(id='str', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=10), Name(id='d', ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15)], returns=Name(id='int', ctx=Load(), lineno=1, col_offset=20, end_lineno=1, end_col_offset=23)))",
              ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeEmpty) {
    expectAst("() -> None\n\n",
              R"(FunctionType(returns=Constant(value=None, lineno=1, col_offset=6, end_lineno=1, end_col_offset=10)))",
              ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeStarOnly) {
    expectAst("(*a) -> b",
              R"(FunctionType(argtypes=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3)], returns=Name(id='b', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)))",
              ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeDoubleStarOnly) {
    expectAst("(**a) -> b",
              R"(FunctionType(argtypes=[Name(id='a', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4)], returns=Name(id='b', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)))",
              ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeDoubleStar) {
    expectAst("(a, **b) -> c",
              R"(FunctionType(argtypes=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], returns=Name(id='c', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13)))",
              ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeStar) {
    expectAst("(a, *b) -> c",
              R"(FunctionType(argtypes=[Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Name(id='b', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6)], returns=Name(id='c', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12)))",
              ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeStarDoubleStar) {
    expectAst("(*a, **b) -> c",
              R"(FunctionType(argtypes=[Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), Name(id='b', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], returns=Name(id='c', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)))",
              ParseMode::FuncType);
}

TEST(ParseStmtModes, SingleMultipleStatements) {
    expectError("x\ny\n", "SyntaxError",
                "multiple statements found while compiling a single statement", 1, 2, 1, 3, ParseMode::Single);
}

TEST(ParseStmtModes, SingleCompoundThenStatement) {
    expectError("if x:\n  pass\ny\n", "SyntaxError",
                "invalid syntax", 3, 1, 3, 2, ParseMode::Single);
}

TEST(ParseStmtModes, SingleUnexpectedIndent) {
    expectError("  x\n", "IndentationError",
                "unexpected indent", 1, 2, 1, -1, ParseMode::Single);
}

TEST(ParseStmtModes, FuncTypeTrailingComma) {
    expectError("(a,) -> b", "SyntaxError",
                "invalid syntax", 1, 4, 1, 5, ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeArgumentAfterStar) {
    expectError("(*a, b) -> c", "SyntaxError",
                "invalid syntax", 1, 6, 1, 7, ParseMode::FuncType);
}

TEST(ParseStmtModes, FuncTypeNoArrow) {
    expectError("(a) b", "SyntaxError",
                "invalid syntax", 1, 5, 1, 6, ParseMode::FuncType);
}

} // namespace
