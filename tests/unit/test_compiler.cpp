// Tests of the compiler (src/compile): golden disassemblies and line
// sequences of representative programs, compile-time errors and warnings,
// and the properties of code objects the rest of the system relies on
// (RESUME placement, constant sharing, the Python-visible attributes).
//
// Every expected value comes from CPython 3.13: the generated cases in
// compiler_cases.inc were printed by gen_compiler_cases.py from CPython's
// own code objects, and the inline golden dumps below are that script's
// output for the same sources.
#include "compile/compiler.h"

#include "objects/code.h"
#include "objects/containers.h"
#include "objects/int.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "parse/arena.h"
#include "parse/ast_dump.h"
#include "parse/parser.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "vm/bytecode.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace taipan {
namespace {

using compile::CompileResult;

class CompilerTest : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        static bool ready = false;
        if (!ready) {
            ASSERT_TRUE(readyBuiltinTypes());
            ready = true;
        }
    }

    CompileResult compile(const std::string& source,
                          parse::ParseMode mode = parse::ParseMode::Exec) {
        parse::ParseResult parsed = parse::parseText(source, "<test>", mode, arena_);
        EXPECT_FALSE(parsed.error.has_value()) << (parsed.error ? parsed.error->message : "");
        if (parsed.error) return CompileResult{};
        return compile::compileModule(parsed.tree, "<test>", source, mode);
    }

    Ref compileOk(const std::string& source, parse::ParseMode mode = parse::ParseMode::Exec) {
        CompileResult result = compile(source, mode);
        EXPECT_FALSE(result.error.has_value()) << (result.error ? result.error->message : "");
        return std::move(result.code);
    }

    std::string dis(const std::string& source) {
        Ref code = compileOk(source);
        return code ? compile::disassemble(asCode(code.get())) : std::string();
    }

    parse::Arena arena_;
};

// ---- Generated cases: CPython's disassembly, lines and warnings -------------------------

struct Case {
    const char* name;
    const char* mode; // "exec", "eval" or "single"
    const char* source;
    const char* disassembly;
    const char* lines;
    const char* warnings;
};

const Case kCases[] = {
#define TAIPAN_COMPILER_CASES
#include "compiler_cases.inc"
#undef TAIPAN_COMPILER_CASES
};

struct ErrorCase {
    const char* name;
    const char* source;
    const char* message;
    int lineno;
    int offset;
    int endLineno;
    int endOffset;
};

const ErrorCase kErrors[] = {
#define TAIPAN_COMPILER_ERRORS
#include "compiler_cases.inc"
#undef TAIPAN_COMPILER_ERRORS
};

class CompilerCaseTest : public CompilerTest, public ::testing::WithParamInterface<Case> {};

TEST_P(CompilerCaseTest, MatchesCPython) {
    const Case& c = GetParam();
    std::string mode = c.mode;
    CompileResult result = compile(c.source, mode == "eval"     ? parse::ParseMode::Eval
                                             : mode == "single" ? parse::ParseMode::Single
                                                                : parse::ParseMode::Exec);
    ASSERT_FALSE(result.error.has_value()) << result.error->message;
    Code* code = asCode(result.code.get());
    EXPECT_EQ(compile::disassemble(code), c.disassembly);
    EXPECT_EQ(compile::describeCoLines(code), c.lines);
    std::string warnings;
    for (const parse::ParseWarning& w : result.warnings)
        warnings += std::to_string(w.lineno) + ": " + w.message + "\n";
    EXPECT_EQ(warnings, c.warnings);
}

INSTANTIATE_TEST_SUITE_P(Generated, CompilerCaseTest, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& param) {
                             return std::string(param.param.name);
                         });

class CompilerErrorTest : public CompilerTest, public ::testing::WithParamInterface<ErrorCase> {};

TEST_P(CompilerErrorTest, MatchesCPython) {
    const ErrorCase& c = GetParam();
    parse::ParseResult parsed =
        parse::parseText(c.source, "<test>", parse::ParseMode::Exec, arena_);
    std::optional<parse::SyntaxErrorInfo> error = parsed.error;
    if (!error) {
        CompileResult result =
            compile::compileModule(parsed.tree, "<test>", c.source, parse::ParseMode::Exec);
        ASSERT_TRUE(result.error.has_value()) << "compiled without error";
        error = result.error;
    }
    EXPECT_EQ(error->type, parse::ErrorType::SyntaxError);
    EXPECT_EQ(error->message, c.message);
    EXPECT_EQ(error->lineno, c.lineno);
    EXPECT_EQ(error->offset, c.offset);
    EXPECT_EQ(error->endLineno, c.endLineno);
    EXPECT_EQ(error->endOffset, c.endOffset);
    // compile() of a string under a made-up name has no line text.
    EXPECT_FALSE(error->hasText);
}

INSTANTIATE_TEST_SUITE_P(Generated, CompilerErrorTest, ::testing::ValuesIn(kErrors),
                         [](const ::testing::TestParamInfo<ErrorCase>& param) {
                             return std::string(param.param.name);
                         });

// ---- Inline golden dumps -------------------------------------------------------------------
// Printed by `scripts/compare_dis.py --cpython` for the same source.

TEST_F(CompilerTest, GoldenFunctionAndModule) {
    EXPECT_EQ("\n" + dis("def f(a, b=2):\n    return a + b\nprint(f(1))\n"), R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 5
  consts: 2, <code f>, 1, None, (2,)
  names: f, print
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 4 ((2,))
  2    1      LOAD_CONST 1 (<code f>)
  3    1      MAKE_FUNCTION
  4    1      SET_FUNCTION_ATTRIBUTE 1
  5    1      STORE_NAME 0 (f)
  6    3      LOAD_NAME 1 (print)
  7    3      PUSH_NULL
  8    3      LOAD_NAME 0 (f)
  9    3      PUSH_NULL
  10   3      LOAD_CONST 2 (1)
  11   3      CALL 1
  12   3      CALL 1
  13   3      POP_TOP
  14   3      RETURN_CONST 3 (None)
code f line 1
  flags 0x3 argcount 2 posonly 0 kwonly 0 nlocals 2 stacksize 2
  consts: None
  names:
  varnames: a, b
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (a)
  2    2      LOAD_FAST 1 (b)
  3    2      BINARY_OP +
  4    2      RETURN_VALUE
)");
}

// A generator: RETURN_GENERATOR and POP_TOP come before the RESUME the
// first send() reaches; every yield is followed by a RESUME (1 after a
// yield, 2 after a yield from; the 4 bit marks a yield inside only the
// implicit StopIteration handler). The whole body is covered by the
// handler that turns StopIteration into RuntimeError.
TEST_F(CompilerTest, GoldenGenerator) {
    EXPECT_EQ("\n" + dis("def g(a):\n    yield a\n    yield from a\n"), R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: <code g>, None
  names: g
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 0 (<code g>)
  2    1      MAKE_FUNCTION
  3    1      STORE_NAME 0 (g)
  4    1      RETURN_CONST 1 (None)
code g line 1
  flags 0x23 argcount 1 posonly 0 kwonly 0 nlocals 1 stacksize 3
  consts: None
  names:
  varnames: a
  cellvars:
  freevars:
  0    1      RETURN_GENERATOR
  1    1      POP_TOP
  2    1      RESUME 0
  3    2      LOAD_FAST 0 (a)
  4    2      YIELD_VALUE 0
  5    2      RESUME 5
  6    2      POP_TOP
  7    3      LOAD_FAST 0 (a)
  8    3      GET_YIELD_FROM_ITER
  9    3      LOAD_CONST 0 (None)
  10   3      SEND -> 14
  11   3      YIELD_VALUE 1
  12   3      RESUME 2
  13   3      JUMP_BACKWARD_NO_INTERRUPT -> 10
  14   3      END_SEND
  15   3      POP_TOP
  16   3      RETURN_CONST 0 (None)
  17   3      CLEANUP_THROW
  18   3      JUMP_BACKWARD_NO_INTERRUPT -> 14
  19   -      CALL_INTRINSIC_1 3 (INTRINSIC_STOPITERATION_ERROR)
  20   -      RERAISE 1
  exceptions:
    2-11 -> 19 depth 0 lasti
    11-12 -> 17 depth 2
    12-18 -> 19 depth 0 lasti
)");
}

// The test of a while loop is compiled twice: before the body and at its
// end, where it jumps back into the body.
TEST_F(CompilerTest, GoldenWhileLoop) {
    EXPECT_EQ("\n" + dis("def f(n):\n    while n:\n        n -= 1\n"), R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: <code f>, None
  names: f
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 0 (<code f>)
  2    1      MAKE_FUNCTION
  3    1      STORE_NAME 0 (f)
  4    1      RETURN_CONST 1 (None)
code f line 1
  flags 0x3 argcount 1 posonly 0 kwonly 0 nlocals 1 stacksize 2
  consts: None, 1
  names:
  varnames: n
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (n)
  2    2      TO_BOOL
  3    2      POP_JUMP_IF_FALSE -> 13
  4    3      LOAD_FAST 0 (n)
  5    3      LOAD_CONST 1 (1)
  6    3      BINARY_OP -=
  7    3      STORE_FAST 0 (n)
  8    2      LOAD_FAST 0 (n)
  9    2      TO_BOOL
  10   2      POP_JUMP_IF_FALSE -> 12
  11   2      JUMP_BACKWARD -> 4
  12   2      RETURN_CONST 0 (None)
  13   2      RETURN_CONST 0 (None)
)");
}

// ---- Structure ---------------------------------------------------------------------------

std::vector<Code*> allCodeObjects(Code* code) {
    std::vector<Code*> result{code};
    for (int64_t i = 0; i < code->consts->size; ++i) {
        Value c = code->consts->items()[i];
        if (c.isObject() && c.object()->type == &gCodeType) {
            std::vector<Code*> nested = allCodeObjects(asCode(c));
            result.insert(result.end(), nested.begin(), nested.end());
        }
    }
    return result;
}

// DESIGN §2 rule 1: every code object begins with RESUME (generators with
// RETURN_GENERATOR; POP_TOP before it), and every resumption point of a
// generator is a RESUME.
TEST_F(CompilerTest, ResumeAtEveryEntryAndResumptionPoint) {
    Ref module = compileOk(R"(
def f(a):
    def inner():
        return a
    return inner
def g(x):
    y = yield x
    yield from y
    return (z for z in y)
class C:
    def m(self):
        return [v for v in self]
lam = lambda: (yield)
)");
    ASSERT_TRUE(module);
    int generators = 0;
    for (Code* code : allCodeObjects(asCode(module.get()))) {
        SCOPED_TRACE(std::string(strUtf8(code->qualname)));
        ASSERT_GT(code->codeSize, 0u);
        uint32_t first = 0;
        if (code->flags & kCoGenerator) {
            ++generators;
            EXPECT_EQ(vm::codeUnitOpcode(code->code[0]), vm::Opcode::RETURN_GENERATOR);
            EXPECT_EQ(vm::codeUnitOpcode(code->code[1]), vm::Opcode::POP_TOP);
            first = 2;
        }
        EXPECT_EQ(vm::codeUnitOpcode(code->code[first]), vm::Opcode::RESUME);
        EXPECT_EQ(vm::codeUnitArg(code->code[first]), 0);
        for (uint32_t i = 0; i + 1 < code->codeSize; ++i) {
            if (vm::codeUnitOpcode(code->code[i]) != vm::Opcode::YIELD_VALUE) continue;
            EXPECT_EQ(vm::codeUnitOpcode(code->code[i + 1]), vm::Opcode::RESUME);
            EXPECT_NE(vm::codeUnitArg(code->code[i + 1]) & 3, 0);
        }
        // No MAKE_CELL / COPY_FREE_VARS prefix: the call sequence sets cells up.
        for (uint32_t i = 0; i < first + 1; ++i) {
            EXPECT_NE(vm::codeUnitOpcode(code->code[i]), vm::Opcode::MAKE_CELL);
            EXPECT_NE(vm::codeUnitOpcode(code->code[i]), vm::Opcode::COPY_FREE_VARS);
        }
    }
    EXPECT_EQ(generators, 3); // g, the genexpr, the generator lambda
}

// Equal constants of different code objects are one object (CPython merges
// them module-wide), so `is` between them holds as in CPython.
TEST_F(CompilerTest, EqualConstantsAreShared) {
    Ref module = compileOk(
        "def f():\n    return ('a b', 1.5, (1, 2))\ndef g():\n    return ('a b', 1.5, (1, 2))\n");
    ASSERT_TRUE(module);
    std::vector<Code*> codes = allCodeObjects(asCode(module.get()));
    ASSERT_EQ(codes.size(), 3u);
    Value fConst = codes[1]->consts->items()[1];
    Value gConst = codes[2]->consts->items()[1];
    EXPECT_TRUE(fConst.is(gConst));
}

// 1 and True and 1.0, and 0.0 and -0.0, are different constants.
TEST_F(CompilerTest, ConstantsDistinguishTypesAndSignedZero) {
    std::string text = dis("a = (1, True, 1.0, 0.0, -0.0)\nb = 1\nc = True\nd = 1.0\ne = -0.0\n");
    EXPECT_NE(text.find("  consts: (1, True, 1.0, 0.0, -0.0), 1, True, 1.0, -0.0, None\n"),
              std::string::npos)
        << text;
}

// The optimizer rewrites the tree while compiling and restores it after.
TEST_F(CompilerTest, TreeIsRestoredAfterFolding) {
    std::string source = "x = 1 + 2\nif not a in b: pass\nfor i in [1, 2]: pass\n"
                         "y = '%s' % (z,)\nz = __debug__\n";
    parse::ParseResult parsed = parse::parseText(source, "<test>", parse::ParseMode::Exec, arena_);
    ASSERT_FALSE(parsed.error.has_value());
    std::string before = parse::dumpAst(parsed.tree, true);
    CompileResult result =
        compile::compileModule(parsed.tree, "<test>", source, parse::ParseMode::Exec);
    ASSERT_FALSE(result.error.has_value());
    EXPECT_EQ(parse::dumpAst(parsed.tree, true), before);
}

TEST_F(CompilerTest, EvalAndSingleModes) {
    Ref eval = compileOk("x + 1", parse::ParseMode::Eval);
    ASSERT_TRUE(eval);
    EXPECT_EQ(compile::describeCoLines(asCode(eval.get())), "<module>: 0 1\n");
    std::string evalDis = compile::disassemble(asCode(eval.get()));
    EXPECT_NE(evalDis.find("BINARY_OP +\n"), std::string::npos);
    EXPECT_NE(evalDis.find("RETURN_VALUE\n"), std::string::npos);

    Ref single = compileOk("'hi'\n", parse::ParseMode::Single);
    ASSERT_TRUE(single);
    std::string singleDis = compile::disassemble(asCode(single.get()));
    EXPECT_NE(singleDis.find("CALL_INTRINSIC_1 1 (INTRINSIC_PRINT)"), std::string::npos);
}

// ---- Code object attributes ------------------------------------------------------------------

std::string reprOf(Value v) {
    Ref text = repr(v);
    if (!text) {
        clearPendingException();
        return "<error>";
    }
    return std::string(strUtf8(asStr(text.get())));
}

Ref attribute(Value object, const char* name) {
    return getAttr(object, internStr(name));
}

TEST_F(CompilerTest, CodeAttributes) {
    Ref module = compileOk(R"(
def f(a, /, b, *args, c, d=1, **kw):
    'doc'
    x = a
    def inner():
        return x + b
    return inner
)");
    ASSERT_TRUE(module);
    Code* f = allCodeObjects(asCode(module.get()))[1];
    ASSERT_EQ(std::string(strUtf8(f->name)), "f");
    Value v = Value::fromObject(f);
    EXPECT_EQ(reprOf(attribute(v, "co_name").get()), "'f'");
    EXPECT_EQ(reprOf(attribute(v, "co_qualname").get()), "'f'");
    EXPECT_EQ(reprOf(attribute(v, "co_filename").get()), "'<test>'");
    EXPECT_EQ(reprOf(attribute(v, "co_firstlineno").get()), "2");
    EXPECT_EQ(reprOf(attribute(v, "co_argcount").get()), "2");
    EXPECT_EQ(reprOf(attribute(v, "co_posonlyargcount").get()), "1");
    EXPECT_EQ(reprOf(attribute(v, "co_kwonlyargcount").get()), "2");
    EXPECT_EQ(reprOf(attribute(v, "co_nlocals").get()), "7");
    // Values from CPython 3.13 for the same function (x is a cell only).
    EXPECT_EQ(reprOf(attribute(v, "co_varnames").get()),
              "('a', 'b', 'c', 'd', 'args', 'kw', 'inner')");
    EXPECT_EQ(reprOf(attribute(v, "co_cellvars").get()), "('b', 'x')");
    EXPECT_EQ(reprOf(attribute(v, "co_freevars").get()), "()");
    EXPECT_EQ(reprOf(attribute(v, "co_consts").get()).substr(0, 8), "('doc', ");
    EXPECT_EQ(reprOf(attribute(v, "co_names").get()), "()");
    EXPECT_EQ(reprOf(attribute(v, "co_flags").get()), "15");
    EXPECT_EQ(reprOf(attribute(v, "co_stacksize").get()), "2");

    Code* inner = allCodeObjects(asCode(module.get()))[2];
    Value innerValue = Value::fromObject(inner);
    EXPECT_EQ(reprOf(attribute(innerValue, "co_qualname").get()), "'f.<locals>.inner'");
    EXPECT_EQ(reprOf(attribute(innerValue, "co_freevars").get()), "('b', 'x')");
    EXPECT_EQ(reprOf(attribute(innerValue, "co_flags").get()), "19");

    std::string text = reprOf(v);
    EXPECT_EQ(text.rfind("<code object f at 0x", 0), 0u) << text;
    EXPECT_NE(text.find(", file \"<test>\", line 2>"), std::string::npos) << text;
}

// co_lines() and co_positions() as Python sees them.
TEST_F(CompilerTest, CoLinesAndCoPositions) {
    Ref module = compileOk("x = 1\nif x:\n    y = 2\n");
    ASSERT_TRUE(module);
    Value code = module.get();
    Ref method = attribute(code, "co_lines");
    ASSERT_TRUE(method);
    Ref iterator = callNoArgs(method.get());
    ASSERT_TRUE(iterator);
    std::vector<std::string> lines;
    while (Ref item = iterNext(iterator.get())) {
        Value line = asTuple(item.get())->items()[2];
        lines.push_back(reprOf(line));
    }
    ASSERT_FALSE(hasPendingException());
    // CPython: [(0, 2, 0), (2, 6, 1), (6, 14, 2), (14, 20, 3), ...] lines 0 1 2 3 ...
    std::vector<std::string> expected = {"0", "1", "2", "3", "2"};
    EXPECT_EQ(lines, expected);

    Ref positions = callNoArgs(attribute(code, "co_positions").get());
    ASSERT_TRUE(positions);
    Ref first = iterNext(positions.get());
    ASSERT_TRUE(first);
    EXPECT_EQ(reprOf(first.get()), "(0, 1, 0, 0)"); // the module's RESUME, as in CPython
}

} // namespace
} // namespace taipan
