// Golden disassembly tests: small programs compiled by Taipan and disassembled
// with compile::disassemble, the function behind `taipan --dis FILE`, compared
// with CPython 3.13's bytecode for the same source.
//
// Every expected dump is CPython's: `scripts/compare_dis.py --cpython FILE`
// run under python3.13 prints the code objects CPython compiles from FILE
// in Taipan's listing format (instructions numbered by index, jumps shown
// as "-> index", BINARY_OP/COMPARE_OP by their operator, CPython's
// LOAD_FAST_LOAD_FAST-style superinstructions as their two halves), and each
// was checked against `python3.13 -m dis` for the same source. Two
// differences are deliberate and documented in that script: Taipan creates
// cells and copies free variables in the call sequence, so CPython's
// MAKE_CELL / COPY_FREE_VARS prefix is left out and every code object's first
// instruction (after RETURN_GENERATOR / POP_TOP in generators) is RESUME
// (DESIGN §2 rule 1).
//
// RESUME's oparg, as in CPython 3.13 (see RESUME in src/vm/opcodes.def): 0 at
// the start of a code object, 1 after a yield, 2 after the YIELD_VALUE of a
// `yield from` SEND loop; bit 4 is added after a yield whose exception depth
// is 1 (only the generator's implicit StopIteration handler is active), so
// RESUME 5 follows a yield outside any try/with and RESUME 1 one inside.
//
// The last tests run the `taipan` executable itself: `taipan --dis FILE`
// prints the same text.
#include "compile/compiler.h"

#include "objects/code.h"
#include "objects/type_registry.h"
#include "parse/arena.h"
#include "parse/parser.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

namespace taipan {
namespace {

class DisassemblyTest : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        static bool ready = false;
        if (!ready) {
            ASSERT_TRUE(readyBuiltinTypes());
            ready = true;
        }
    }

    // The code object compile(source, "<test>", "exec") makes, or null (with
    // a test failure) when the source does not compile.
    Ref compileOk(const std::string& source) {
        parse::ParseResult parsed =
            parse::parseText(source, "<test>", parse::ParseMode::Exec, arena_);
        EXPECT_FALSE(parsed.error.has_value()) << (parsed.error ? parsed.error->message : "");
        if (parsed.error) return Ref();
        compile::CompileResult result =
            compile::compileModule(parsed.tree, "<test>", source, parse::ParseMode::Exec);
        EXPECT_FALSE(result.error.has_value()) << (result.error ? result.error->message : "");
        return std::move(result.code);
    }

    std::string dis(const std::string& source, bool withPositions = false) {
        Ref code = compileOk(source);
        return code ? compile::disassemble(asCode(code.get()), withPositions) : std::string();
    }

    parse::Arena arena_;
};

// A module's code object starts with RESUME 0 and ends with RETURN_CONST None.
TEST_F(DisassemblyTest, ModuleStartsWithResume) {
    EXPECT_EQ("\n" + dis("x = 1\n"
                         "y = x\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: 1, None
  names: x, y
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 0 (1)
  2    1      STORE_NAME 0 (x)
  3    2      LOAD_NAME 0 (x)
  4    2      STORE_NAME 1 (y)
  5    2      RETURN_CONST 1 (None)
)");
}

// A function: its own code object starts with RESUME 0; defaults become a tuple constant
// (SET_FUNCTION_ATTRIBUTE 1).
TEST_F(DisassemblyTest, FunctionStartsWithResume) {
    EXPECT_EQ("\n" + dis("def f(a, b=2):\n"
                         "    return a + b\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 2
  consts: 2, <code f>, None, (2,)
  names: f
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 3 ((2,))
  2    1      LOAD_CONST 1 (<code f>)
  3    1      MAKE_FUNCTION
  4    1      SET_FUNCTION_ATTRIBUTE 1
  5    1      STORE_NAME 0 (f)
  6    1      RETURN_CONST 2 (None)
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

// A lambda is a code object of its own, named <lambda>, with RESUME first.
TEST_F(DisassemblyTest, LambdaStartsWithResume) {
    EXPECT_EQ("\n" + dis("f = lambda x: x * 2\n"), R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: <code <lambda>>, None
  names: f
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 0 (<code <lambda>>)
  2    1      MAKE_FUNCTION
  3    1      STORE_NAME 0 (f)
  4    1      RETURN_CONST 1 (None)
code <lambda> line 1
  flags 0x3 argcount 1 posonly 0 kwonly 0 nlocals 1 stacksize 2
  consts: None, 2
  names:
  varnames: x
  cellvars:
  freevars:
  0    1      RESUME 0
  1    1      LOAD_FAST 0 (x)
  2    1      LOAD_CONST 1 (2)
  3    1      BINARY_OP *
  4    1      RETURN_VALUE
)");
}

// A class body is a code object that stores __module__, __qualname__ and
// __firstlineno__ before the body, and returns None (no __classcell__ needed).
TEST_F(DisassemblyTest, ClassBodyStartsWithResume) {
    EXPECT_EQ("\n" + dis("class C:\n"
                         "    x = 1\n"
                         "    def m(self):\n"
                         "        return self.x\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 4
  consts: <code C>, 'C', None
  names: C
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_BUILD_CLASS
  2    1      PUSH_NULL
  3    1      LOAD_CONST 0 (<code C>)
  4    1      MAKE_FUNCTION
  5    1      LOAD_CONST 1 ('C')
  6    1      CALL 2
  7    1      STORE_NAME 0 (C)
  8    1      RETURN_CONST 2 (None)
code C line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: 'C', 1, <code C.m>, (), None
  names: __name__, __module__, __qualname__, __firstlineno__, x, m, __static_attributes__
  varnames:
  cellvars:
  freevars:
  0    1      RESUME 0
  1    1      LOAD_NAME 0 (__name__)
  2    1      STORE_NAME 1 (__module__)
  3    1      LOAD_CONST 0 ('C')
  4    1      STORE_NAME 2 (__qualname__)
  5    1      LOAD_CONST 1 (1)
  6    1      STORE_NAME 3 (__firstlineno__)
  7    2      LOAD_CONST 1 (1)
  8    2      STORE_NAME 4 (x)
  9    3      LOAD_CONST 2 (<code C.m>)
  10   3      MAKE_FUNCTION
  11   3      STORE_NAME 5 (m)
  12   3      LOAD_CONST 3 (())
  13   3      STORE_NAME 6 (__static_attributes__)
  14   3      RETURN_CONST 4 (None)
code C.m line 3
  flags 0x3 argcount 1 posonly 0 kwonly 0 nlocals 1 stacksize 1
  consts: None
  names: x
  varnames: self
  cellvars:
  freevars:
  0    3      RESUME 0
  1    4      LOAD_FAST 0 (self)
  2    4      LOAD_ATTR 0 (x)
  3    4      RETURN_VALUE
)");
}

// 3.13 inlines list comprehensions (PEP 709): no nested code object, no RESUME
// of their own; the iteration variable is saved with LOAD_FAST_AND_CLEAR and
// restored after, also on the exception path (SWAP, POP_TOP, STORE_FAST, RERAISE).
TEST_F(DisassemblyTest, ListComprehensionIsInlined) {
    EXPECT_EQ("\n" + dis("def f(xs):\n"
                         "    return [x * 2 for x in xs if x]\n"),
              R"(
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
  flags 0x3 argcount 1 posonly 0 kwonly 0 nlocals 2 stacksize 5
  consts: None, 2
  names:
  varnames: xs, x
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (xs)
  2    2      GET_ITER
  3    2      LOAD_FAST_AND_CLEAR 1 (x)
  4    2      SWAP 2
  5    2      BUILD_LIST 0
  6    2      SWAP 2
  7    2      FOR_ITER -> 18
  8    2      STORE_FAST 1 (x)
  9    2      LOAD_FAST 1 (x)
  10   2      TO_BOOL
  11   2      POP_JUMP_IF_TRUE -> 13
  12   2      JUMP_BACKWARD -> 7
  13   2      LOAD_FAST 1 (x)
  14   2      LOAD_CONST 1 (2)
  15   2      BINARY_OP *
  16   2      LIST_APPEND 2
  17   2      JUMP_BACKWARD -> 7
  18   2      END_FOR
  19   2      POP_TOP
  20   2      SWAP 2
  21   2      STORE_FAST 1 (x)
  22   2      RETURN_VALUE
  23   -      SWAP 2
  24   -      POP_TOP
  25   2      SWAP 2
  26   2      STORE_FAST 1 (x)
  27   2      RERAISE 0
  exceptions:
    5-11 -> 23 depth 2
    13-20 -> 23 depth 2
)");
}

// Dict and set comprehensions are inlined as well, at module level too.
TEST_F(DisassemblyTest, DictAndSetComprehensionsAreInlined) {
    EXPECT_EQ("\n" + dis("d = {k: v for k, v in items}\n"
                         "s = {k for k in d}\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 2 stacksize 6
  consts: None
  names: items, d, s
  varnames: k, v
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (items)
  2    1      GET_ITER
  3    1      LOAD_FAST_AND_CLEAR 0 (k)
  4    1      LOAD_FAST_AND_CLEAR 1 (v)
  5    1      SWAP 3
  6    1      BUILD_MAP 0
  7    1      SWAP 2
  8    1      FOR_ITER -> 16
  9    1      UNPACK_SEQUENCE 2
  10   1      STORE_FAST 0 (k)
  11   1      STORE_FAST 1 (v)
  12   1      LOAD_FAST 0 (k)
  13   1      LOAD_FAST 1 (v)
  14   1      MAP_ADD 2
  15   1      JUMP_BACKWARD -> 8
  16   1      END_FOR
  17   1      POP_TOP
  18   1      SWAP 3
  19   1      STORE_FAST 1 (v)
  20   1      STORE_FAST 0 (k)
  21   1      STORE_NAME 1 (d)
  22   2      LOAD_NAME 1 (d)
  23   2      GET_ITER
  24   2      LOAD_FAST_AND_CLEAR 0 (k)
  25   2      SWAP 2
  26   2      BUILD_SET 0
  27   2      SWAP 2
  28   2      FOR_ITER -> 33
  29   2      STORE_FAST 0 (k)
  30   2      LOAD_FAST 0 (k)
  31   2      SET_ADD 2
  32   2      JUMP_BACKWARD -> 28
  33   2      END_FOR
  34   2      POP_TOP
  35   2      SWAP 2
  36   2      STORE_FAST 0 (k)
  37   2      STORE_NAME 2 (s)
  38   2      RETURN_CONST 0 (None)
  39   -      SWAP 2
  40   -      POP_TOP
  41   1      SWAP 3
  42   1      STORE_FAST 1 (v)
  43   1      STORE_FAST 0 (k)
  44   1      RERAISE 0
  45   -      SWAP 2
  46   -      POP_TOP
  47   2      SWAP 2
  48   2      STORE_FAST 0 (k)
  49   2      RERAISE 0
  exceptions:
    6-18 -> 39 depth 3
    26-35 -> 45 depth 2
)");
}

// A generator expression stays a separate code object: RETURN_GENERATOR, POP_TOP,
// then RESUME 0, and RESUME 5 after its YIELD_VALUE (bit 4: the yield is at
// exception depth 1, only inside the implicit StopIteration handler).
TEST_F(DisassemblyTest, GeneratorExpressionHasItsOwnCode) {
    EXPECT_EQ("\n" + dis("def f(xs):\n"
                         "    return sum(x for x in xs)\n"),
              R"(
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
  flags 0x3 argcount 1 posonly 0 kwonly 0 nlocals 1 stacksize 4
  consts: None, <code f.<locals>.<genexpr>>
  names: sum
  varnames: xs
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_GLOBAL 1 (sum + NULL)
  2    2      LOAD_CONST 1 (<code f.<locals>.<genexpr>>)
  3    2      MAKE_FUNCTION
  4    2      LOAD_FAST 0 (xs)
  5    2      GET_ITER
  6    2      CALL 0
  7    2      CALL 1
  8    2      RETURN_VALUE
code f.<locals>.<genexpr> line 2
  flags 0x33 argcount 1 posonly 0 kwonly 0 nlocals 2 stacksize 2
  consts: None
  names:
  varnames: .0, x
  cellvars:
  freevars:
  0    2      RETURN_GENERATOR
  1    2      POP_TOP
  2    2      RESUME 0
  3    2      LOAD_FAST 0 (.0)
  4    2      FOR_ITER -> 11
  5    2      STORE_FAST 1 (x)
  6    2      LOAD_FAST 1 (x)
  7    2      YIELD_VALUE 0
  8    2      RESUME 5
  9    2      POP_TOP
  10   2      JUMP_BACKWARD -> 4
  11   2      END_FOR
  12   2      POP_TOP
  13   2      RETURN_CONST 0 (None)
  14   -      CALL_INTRINSIC_1 3 (INTRINSIC_STOPITERATION_ERROR)
  15   -      RERAISE 1
  exceptions:
    2-14 -> 14 depth 0 lasti
)");
}

// Every YIELD_VALUE is followed by a RESUME 1|4 = 5 outside try blocks.
TEST_F(DisassemblyTest, GeneratorResumesAfterEveryYield) {
    EXPECT_EQ("\n" + dis("def g(x):\n"
                         "    y = yield x\n"
                         "    yield y + 1\n"
                         "    return y\n"),
              R"(
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
  flags 0x23 argcount 1 posonly 0 kwonly 0 nlocals 2 stacksize 2
  consts: None, 1
  names:
  varnames: x, y
  cellvars:
  freevars:
  0    1      RETURN_GENERATOR
  1    1      POP_TOP
  2    1      RESUME 0
  3    2      LOAD_FAST 0 (x)
  4    2      YIELD_VALUE 0
  5    2      RESUME 5
  6    2      STORE_FAST 1 (y)
  7    3      LOAD_FAST 1 (y)
  8    3      LOAD_CONST 1 (1)
  9    3      BINARY_OP +
  10   3      YIELD_VALUE 0
  11   3      RESUME 5
  12   3      POP_TOP
  13   4      LOAD_FAST 1 (y)
  14   4      RETURN_VALUE
  15   -      CALL_INTRINSIC_1 3 (INTRINSIC_STOPITERATION_ERROR)
  16   -      RERAISE 1
  exceptions:
    2-15 -> 15 depth 0 lasti
)");
}

// Inside try/except/finally/with the except depth exceeds 1, so RESUME 1 (bit 4
// clear); outside, RESUME 5.
TEST_F(DisassemblyTest, YieldInsideTryResumesWithoutDepthBit) {
    EXPECT_EQ("\n" + dis("def g(x):\n"
                         "    yield 1\n"
                         "    try:\n"
                         "        yield 2\n"
                         "    except ValueError:\n"
                         "        yield 3\n"
                         "    finally:\n"
                         "        yield 4\n"
                         "    with x:\n"
                         "        yield 5\n"),
              R"(
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
  flags 0x23 argcount 1 posonly 0 kwonly 0 nlocals 1 stacksize 6
  consts: None, 1, 2, 3, 4, 5
  names: ValueError
  varnames: x
  cellvars:
  freevars:
  0    1      RETURN_GENERATOR
  1    1      POP_TOP
  2    1      RESUME 0
  3    2      LOAD_CONST 1 (1)
  4    2      YIELD_VALUE 0
  5    2      RESUME 5
  6    2      POP_TOP
  7    3      NOP
  8    4      LOAD_CONST 2 (2)
  9    4      YIELD_VALUE 0
  10   4      RESUME 1
  11   4      POP_TOP
  12   8      LOAD_CONST 4 (4)
  13   8      YIELD_VALUE 0
  14   8      RESUME 5
  15   8      POP_TOP
  16   9      LOAD_FAST 0 (x)
  17   9      BEFORE_WITH
  18   9      POP_TOP
  19   10     LOAD_CONST 5 (5)
  20   10     YIELD_VALUE 0
  21   10     RESUME 1
  22   10     POP_TOP
  23   9      LOAD_CONST 0 (None)
  24   9      LOAD_CONST 0 (None)
  25   9      LOAD_CONST 0 (None)
  26   9      CALL 2
  27   9      POP_TOP
  28   9      RETURN_CONST 0 (None)
  29   -      PUSH_EXC_INFO
  30   5      LOAD_GLOBAL 0 (ValueError)
  31   5      CHECK_EXC_MATCH
  32   5      POP_JUMP_IF_FALSE -> 40
  33   5      POP_TOP
  34   6      LOAD_CONST 3 (3)
  35   6      YIELD_VALUE 0
  36   6      RESUME 1
  37   6      POP_TOP
  38   6      POP_EXCEPT
  39   6      JUMP_BACKWARD_NO_INTERRUPT -> 12
  40   5      RERAISE 0
  41   -      COPY 3
  42   -      POP_EXCEPT
  43   -      RERAISE 1
  44   -      PUSH_EXC_INFO
  45   8      LOAD_CONST 4 (4)
  46   8      YIELD_VALUE 0
  47   8      RESUME 1
  48   8      POP_TOP
  49   8      RERAISE 0
  50   -      COPY 3
  51   -      POP_EXCEPT
  52   -      RERAISE 1
  53   9      PUSH_EXC_INFO
  54   9      WITH_EXCEPT_START
  55   9      TO_BOOL
  56   9      POP_JUMP_IF_TRUE -> 58
  57   9      RERAISE 2
  58   9      POP_TOP
  59   9      POP_EXCEPT
  60   9      POP_TOP
  61   9      POP_TOP
  62   9      RETURN_CONST 0 (None)
  63   -      COPY 3
  64   -      POP_EXCEPT
  65   -      RERAISE 1
  66   -      CALL_INTRINSIC_1 3 (INTRINSIC_STOPITERATION_ERROR)
  67   -      RERAISE 1
  exceptions:
    2-7 -> 66 depth 0 lasti
    8-12 -> 29 depth 0
    12-18 -> 66 depth 0 lasti
    18-23 -> 53 depth 1 lasti
    23-29 -> 66 depth 0 lasti
    29-38 -> 41 depth 1 lasti
    38-40 -> 44 depth 0
    40-41 -> 41 depth 1 lasti
    41-44 -> 44 depth 0
    44-50 -> 50 depth 1 lasti
    50-53 -> 66 depth 0 lasti
    53-59 -> 63 depth 3 lasti
    59-66 -> 66 depth 0 lasti
)");
}

// yield from: GET_YIELD_FROM_ITER, then the SEND / YIELD_VALUE 1 / RESUME 2 /
// JUMP_BACKWARD_NO_INTERRUPT loop, with CLEANUP_THROW in the exception table.
TEST_F(DisassemblyTest, YieldFromSendLoop) {
    EXPECT_EQ("\n" + dis("def g(x):\n"
                         "    r = yield from x\n"
                         "    return r\n"),
              R"(
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
  flags 0x23 argcount 1 posonly 0 kwonly 0 nlocals 2 stacksize 3
  consts: None
  names:
  varnames: x, r
  cellvars:
  freevars:
  0    1      RETURN_GENERATOR
  1    1      POP_TOP
  2    1      RESUME 0
  3    2      LOAD_FAST 0 (x)
  4    2      GET_YIELD_FROM_ITER
  5    2      LOAD_CONST 0 (None)
  6    2      SEND -> 10
  7    2      YIELD_VALUE 1
  8    2      RESUME 2
  9    2      JUMP_BACKWARD_NO_INTERRUPT -> 6
  10   2      END_SEND
  11   2      STORE_FAST 1 (r)
  12   3      LOAD_FAST 1 (r)
  13   3      RETURN_VALUE
  14   2      CLEANUP_THROW
  15   2      JUMP_BACKWARD_NO_INTERRUPT -> 10
  16   -      CALL_INTRINSIC_1 3 (INTRINSIC_STOPITERATION_ERROR)
  17   -      RERAISE 1
  exceptions:
    2-7 -> 16 depth 0 lasti
    7-8 -> 14 depth 2
    8-15 -> 16 depth 0 lasti
)");
}

// A lambda containing yield is a generator code object (RETURN_GENERATOR first).
TEST_F(DisassemblyTest, GeneratorLambda) {
    EXPECT_EQ("\n" + dis("f = lambda: (yield)\n"), R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: <code <lambda>>, None
  names: f
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 0 (<code <lambda>>)
  2    1      MAKE_FUNCTION
  3    1      STORE_NAME 0 (f)
  4    1      RETURN_CONST 1 (None)
code <lambda> line 1
  flags 0x23 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: None
  names:
  varnames:
  cellvars:
  freevars:
  0    1      RETURN_GENERATOR
  1    1      POP_TOP
  2    1      RESUME 0
  3    1      LOAD_CONST 0 (None)
  4    1      YIELD_VALUE 0
  5    1      RESUME 1
  6    1      RETURN_VALUE
)");
}

// try/except: the exception table covers the body; the handler does
// PUSH_EXC_INFO, CHECK_EXC_MATCH, POP_EXCEPT; the cleanup handler uses lasti.
TEST_F(DisassemblyTest, TryExcept) {
    EXPECT_EQ("\n" + dis("try:\n"
                         "    a()\n"
                         "except ValueError:\n"
                         "    b()\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 4
  consts: None
  names: a, ValueError, b
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      NOP
  2    2      LOAD_NAME 0 (a)
  3    2      PUSH_NULL
  4    2      CALL 0
  5    2      POP_TOP
  6    2      RETURN_CONST 0 (None)
  7    -      PUSH_EXC_INFO
  8    3      LOAD_NAME 1 (ValueError)
  9    3      CHECK_EXC_MATCH
  10   3      POP_JUMP_IF_FALSE -> 18
  11   3      POP_TOP
  12   4      LOAD_NAME 2 (b)
  13   4      PUSH_NULL
  14   4      CALL 0
  15   4      POP_TOP
  16   4      POP_EXCEPT
  17   4      RETURN_CONST 0 (None)
  18   3      RERAISE 0
  19   -      COPY 3
  20   -      POP_EXCEPT
  21   -      RERAISE 1
  exceptions:
    2-6 -> 7 depth 0
    7-16 -> 19 depth 1 lasti
    18-19 -> 19 depth 1 lasti
)");
}

// except ... as e: the name is bound, then deleted by an implicit finally.
TEST_F(DisassemblyTest, TryExceptAsName) {
    EXPECT_EQ("\n" + dis("try:\n"
                         "    a()\n"
                         "except (TypeError, ValueError) as e:\n"
                         "    print(e)\n"
                         "else:\n"
                         "    c()\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 4
  consts: None
  names: a, c, TypeError, ValueError, e, print
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      NOP
  2    2      LOAD_NAME 0 (a)
  3    2      PUSH_NULL
  4    2      CALL 0
  5    2      POP_TOP
  6    6      LOAD_NAME 1 (c)
  7    6      PUSH_NULL
  8    6      CALL 0
  9    6      POP_TOP
  10   6      RETURN_CONST 0 (None)
  11   -      PUSH_EXC_INFO
  12   3      LOAD_NAME 2 (TypeError)
  13   3      LOAD_NAME 3 (ValueError)
  14   3      BUILD_TUPLE 2
  15   3      CHECK_EXC_MATCH
  16   3      POP_JUMP_IF_FALSE -> 32
  17   3      STORE_NAME 4 (e)
  18   4      LOAD_NAME 5 (print)
  19   4      PUSH_NULL
  20   4      LOAD_NAME 4 (e)
  21   4      CALL 1
  22   4      POP_TOP
  23   4      POP_EXCEPT
  24   4      LOAD_CONST 0 (None)
  25   4      STORE_NAME 4 (e)
  26   4      DELETE_NAME 4 (e)
  27   4      RETURN_CONST 0 (None)
  28   -      LOAD_CONST 0 (None)
  29   -      STORE_NAME 4 (e)
  30   -      DELETE_NAME 4 (e)
  31   -      RERAISE 1
  32   3      RERAISE 0
  33   -      COPY 3
  34   -      POP_EXCEPT
  35   -      RERAISE 1
  exceptions:
    2-6 -> 11 depth 0
    11-18 -> 33 depth 1 lasti
    18-23 -> 28 depth 1 lasti
    28-33 -> 33 depth 1 lasti
)");
}

// try/finally: the finally body is duplicated for the normal and exceptional paths.
TEST_F(DisassemblyTest, TryFinally) {
    EXPECT_EQ("\n" + dis("def f():\n"
                         "    try:\n"
                         "        return g()\n"
                         "    finally:\n"
                         "        h()\n"),
              R"(
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
  flags 0x3 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 4
  consts: None
  names: g, h
  varnames:
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      NOP
  2    3      LOAD_GLOBAL 1 (g + NULL)
  3    3      CALL 0
  4    5      LOAD_GLOBAL 3 (h + NULL)
  5    5      CALL 0
  6    5      POP_TOP
  7    5      RETURN_VALUE
  8    -      PUSH_EXC_INFO
  9    5      LOAD_GLOBAL 3 (h + NULL)
  10   5      CALL 0
  11   5      POP_TOP
  12   5      RERAISE 0
  13   -      COPY 3
  14   -      POP_EXCEPT
  15   -      RERAISE 1
  exceptions:
    2-4 -> 8 depth 0
    8-13 -> 13 depth 1 lasti
)");
}

// All four clauses; a bare except.
TEST_F(DisassemblyTest, TryExceptElseFinally) {
    EXPECT_EQ("\n" + dis("try:\n"
                         "    a()\n"
                         "except ValueError:\n"
                         "    b()\n"
                         "except:\n"
                         "    c()\n"
                         "else:\n"
                         "    d()\n"
                         "finally:\n"
                         "    e()\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 4
  consts: None
  names: a, d, ValueError, b, c, e
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      NOP
  2    2      LOAD_NAME 0 (a)
  3    2      PUSH_NULL
  4    2      CALL 0
  5    2      POP_TOP
  6    8      LOAD_NAME 1 (d)
  7    8      PUSH_NULL
  8    8      CALL 0
  9    8      POP_TOP
  10   10     LOAD_NAME 5 (e)
  11   10     PUSH_NULL
  12   10     CALL 0
  13   10     POP_TOP
  14   10     RETURN_CONST 0 (None)
  15   -      PUSH_EXC_INFO
  16   3      LOAD_NAME 2 (ValueError)
  17   3      CHECK_EXC_MATCH
  18   3      POP_JUMP_IF_FALSE -> 26
  19   3      POP_TOP
  20   4      LOAD_NAME 3 (b)
  21   4      PUSH_NULL
  22   4      CALL 0
  23   4      POP_TOP
  24   4      POP_EXCEPT
  25   4      JUMP_BACKWARD_NO_INTERRUPT -> 10
  26   5      POP_TOP
  27   6      LOAD_NAME 4 (c)
  28   6      PUSH_NULL
  29   6      CALL 0
  30   6      POP_TOP
  31   6      POP_EXCEPT
  32   6      JUMP_BACKWARD_NO_INTERRUPT -> 10
  33   -      COPY 3
  34   -      POP_EXCEPT
  35   -      RERAISE 1
  36   -      PUSH_EXC_INFO
  37   10     LOAD_NAME 5 (e)
  38   10     PUSH_NULL
  39   10     CALL 0
  40   10     POP_TOP
  41   10     RERAISE 0
  42   -      COPY 3
  43   -      POP_EXCEPT
  44   -      RERAISE 1
  exceptions:
    2-6 -> 15 depth 0
    6-10 -> 36 depth 0
    15-24 -> 33 depth 1 lasti
    24-26 -> 36 depth 0
    26-31 -> 33 depth 1 lasti
    31-36 -> 36 depth 0
    36-42 -> 42 depth 1 lasti
)");
}

// with: BEFORE_WITH, the exit call on the normal path, WITH_EXCEPT_START on the
// exceptional one.
TEST_F(DisassemblyTest, WithStatement) {
    EXPECT_EQ("\n" + dis("with open(p) as f:\n"
                         "    f.read()\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 6
  consts: None
  names: open, p, f, read
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (open)
  2    1      PUSH_NULL
  3    1      LOAD_NAME 1 (p)
  4    1      CALL 1
  5    1      BEFORE_WITH
  6    1      STORE_NAME 2 (f)
  7    2      LOAD_NAME 2 (f)
  8    2      LOAD_ATTR 7 (read + NULL|self)
  9    2      CALL 0
  10   2      POP_TOP
  11   1      LOAD_CONST 0 (None)
  12   1      LOAD_CONST 0 (None)
  13   1      LOAD_CONST 0 (None)
  14   1      CALL 2
  15   1      POP_TOP
  16   1      RETURN_CONST 0 (None)
  17   1      PUSH_EXC_INFO
  18   1      WITH_EXCEPT_START
  19   1      TO_BOOL
  20   1      POP_JUMP_IF_TRUE -> 22
  21   1      RERAISE 2
  22   1      POP_TOP
  23   1      POP_EXCEPT
  24   1      POP_TOP
  25   1      POP_TOP
  26   1      RETURN_CONST 0 (None)
  27   -      COPY 3
  28   -      POP_EXCEPT
  29   -      RERAISE 1
  exceptions:
    6-11 -> 17 depth 1 lasti
    17-23 -> 27 depth 3 lasti
)");
}

// Two items nest like two with statements.
TEST_F(DisassemblyTest, WithMultipleItems) {
    EXPECT_EQ("\n" + dis("def f(a, b):\n"
                         "    with a as x, b:\n"
                         "        return x\n"),
              R"(
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
  flags 0x3 argcount 2 posonly 0 kwonly 0 nlocals 3 stacksize 7
  consts: None
  names:
  varnames: a, b, x
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (a)
  2    2      BEFORE_WITH
  3    2      STORE_FAST 2 (x)
  4    2      LOAD_FAST 1 (b)
  5    2      BEFORE_WITH
  6    2      POP_TOP
  7    3      LOAD_FAST 2 (x)
  8    2      SWAP 2
  9    2      LOAD_CONST 0 (None)
  10   2      LOAD_CONST 0 (None)
  11   2      LOAD_CONST 0 (None)
  12   2      CALL 2
  13   2      POP_TOP
  14   2      SWAP 2
  15   2      LOAD_CONST 0 (None)
  16   2      LOAD_CONST 0 (None)
  17   2      LOAD_CONST 0 (None)
  18   2      CALL 2
  19   2      POP_TOP
  20   2      RETURN_VALUE
  21   2      PUSH_EXC_INFO
  22   2      WITH_EXCEPT_START
  23   2      TO_BOOL
  24   2      POP_JUMP_IF_TRUE -> 26
  25   2      RERAISE 2
  26   2      POP_TOP
  27   2      POP_EXCEPT
  28   2      POP_TOP
  29   2      POP_TOP
  30   2      JUMP_FORWARD -> 34
  31   -      COPY 3
  32   -      POP_EXCEPT
  33   -      RERAISE 1
  34   2      LOAD_CONST 0 (None)
  35   2      LOAD_CONST 0 (None)
  36   2      LOAD_CONST 0 (None)
  37   2      CALL 2
  38   2      POP_TOP
  39   2      RETURN_CONST 0 (None)
  40   2      PUSH_EXC_INFO
  41   2      WITH_EXCEPT_START
  42   2      TO_BOOL
  43   2      POP_JUMP_IF_TRUE -> 45
  44   2      RERAISE 2
  45   2      POP_TOP
  46   2      POP_EXCEPT
  47   2      POP_TOP
  48   2      POP_TOP
  49   2      RETURN_CONST 0 (None)
  50   -      COPY 3
  51   -      POP_EXCEPT
  52   -      RERAISE 1
  exceptions:
    3-6 -> 40 depth 1 lasti
    6-8 -> 21 depth 2 lasti
    8-14 -> 40 depth 1 lasti
    21-27 -> 31 depth 4 lasti
    27-34 -> 40 depth 1 lasti
    40-46 -> 50 depth 3 lasti
)");
}

// Line numbers: each instruction carries the line of the expression it computes.
TEST_F(DisassemblyTest, LineNumbersOfMultiLineStatements) {
    EXPECT_EQ("\n" + dis("x = (\n"
                         "    a +\n"
                         "    b\n"
                         ")\n"
                         "f(\n"
                         "    1,\n"
                         "    c,\n"
                         ")\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 4
  consts: 1, None
  names: a, b, x, f, c
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    2      LOAD_NAME 0 (a)
  2    3      LOAD_NAME 1 (b)
  3    2      BINARY_OP +
  4    1      STORE_NAME 2 (x)
  5    5      LOAD_NAME 3 (f)
  6    5      PUSH_NULL
  7    6      LOAD_CONST 0 (1)
  8    7      LOAD_NAME 4 (c)
  9    5      CALL 2
  10   5      POP_TOP
  11   5      RETURN_CONST 1 (None)
)");
}

// Constant folding: arithmetic, unary minus, tuples of constants, string
// repetition and subscripts are folded; large results are not.
TEST_F(DisassemblyTest, ConstantFolding) {
    EXPECT_EQ("\n" + dis("a = 2 ** 10\n"
                         "b = -1\n"
                         "c = (1, 2, (3, 'x'))\n"
                         "d = 'ab' * 3\n"
                         "e = 'abc'[1]\n"
                         "f = 2 ** 100\n"
                         "g = 'x' * 5000\n"
                         "h = not 1\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 2
  consts: 1024, -1, (1, 2, (3, 'x')), 'ababab', 'b', 2, 100, 'x', 5000, False, None
  names: a, b, c, d, e, f, g, h
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 0 (1024)
  2    1      STORE_NAME 0 (a)
  3    2      LOAD_CONST 1 (-1)
  4    2      STORE_NAME 1 (b)
  5    3      LOAD_CONST 2 ((1, 2, (3, 'x')))
  6    3      STORE_NAME 2 (c)
  7    4      LOAD_CONST 3 ('ababab')
  8    4      STORE_NAME 3 (d)
  9    5      LOAD_CONST 4 ('b')
  10   5      STORE_NAME 4 (e)
  11   6      LOAD_CONST 5 (2)
  12   6      LOAD_CONST 6 (100)
  13   6      BINARY_OP **
  14   6      STORE_NAME 5 (f)
  15   7      LOAD_CONST 7 ('x')
  16   7      LOAD_CONST 8 (5000)
  17   7      BINARY_OP *
  18   7      STORE_NAME 6 (g)
  19   8      LOAD_CONST 9 (False)
  20   8      STORE_NAME 7 (h)
  21   8      RETURN_CONST 10 (None)
)");
}

// if/elif/else: POP_JUMP_IF_FALSE forward jumps, TO_BOOL before each test.
TEST_F(DisassemblyTest, IfElifElseJumps) {
    EXPECT_EQ("\n" + dis("def f(x):\n"
                         "    if x > 0:\n"
                         "        return 1\n"
                         "    elif x:\n"
                         "        return 2\n"
                         "    else:\n"
                         "        return 3\n"),
              R"(
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
  consts: None, 0, 1, 2, 3
  names:
  varnames: x
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (x)
  2    2      LOAD_CONST 1 (0)
  3    2      COMPARE_OP bool(>)
  4    2      POP_JUMP_IF_FALSE -> 6
  5    3      RETURN_CONST 2 (1)
  6    4      LOAD_FAST 0 (x)
  7    4      TO_BOOL
  8    4      POP_JUMP_IF_FALSE -> 10
  9    5      RETURN_CONST 3 (2)
  10   7      RETURN_CONST 4 (3)
)");
}

// while with break and continue: JUMP_BACKWARD to the loop test.
TEST_F(DisassemblyTest, WhileLoopWithBreakContinue) {
    EXPECT_EQ("\n" + dis("def f(n):\n"
                         "    while n:\n"
                         "        n -= 1\n"
                         "        if n == 3:\n"
                         "            continue\n"
                         "        if n == 5:\n"
                         "            break\n"
                         "    return n\n"),
              R"(
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
  consts: None, 1, 3, 5
  names:
  varnames: n
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (n)
  2    2      TO_BOOL
  3    2      POP_JUMP_IF_FALSE -> 24
  4    3      LOAD_FAST 0 (n)
  5    3      LOAD_CONST 1 (1)
  6    3      BINARY_OP -=
  7    3      STORE_FAST 0 (n)
  8    4      LOAD_FAST 0 (n)
  9    4      LOAD_CONST 2 (3)
  10   4      COMPARE_OP bool(==)
  11   4      POP_JUMP_IF_FALSE -> 13
  12   5      JUMP_BACKWARD -> 1
  13   6      LOAD_FAST 0 (n)
  14   6      LOAD_CONST 3 (5)
  15   6      COMPARE_OP bool(==)
  16   6      POP_JUMP_IF_FALSE -> 20
  17   7      NOP
  18   8      LOAD_FAST 0 (n)
  19   8      RETURN_VALUE
  20   2      LOAD_FAST 0 (n)
  21   2      TO_BOOL
  22   2      POP_JUMP_IF_FALSE -> 24
  23   2      JUMP_BACKWARD -> 4
  24   8      LOAD_FAST 0 (n)
  25   8      RETURN_VALUE
)");
}

// for/else: GET_ITER, FOR_ITER, END_FOR; the else clause after the loop.
TEST_F(DisassemblyTest, ForLoopWithElse) {
    EXPECT_EQ("\n" + dis("for i in range(3):\n"
                         "    if i:\n"
                         "        break\n"
                         "else:\n"
                         "    print(i)\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 3
  consts: 3, None
  names: range, i, print
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (range)
  2    1      PUSH_NULL
  3    1      LOAD_CONST 0 (3)
  4    1      CALL 1
  5    1      GET_ITER
  6    1      FOR_ITER -> 14
  7    1      STORE_NAME 1 (i)
  8    2      LOAD_NAME 1 (i)
  9    2      TO_BOOL
  10   2      POP_JUMP_IF_TRUE -> 12
  11   2      JUMP_BACKWARD -> 6
  12   3      POP_TOP
  13   3      RETURN_CONST 1 (None)
  14   1      END_FOR
  15   1      POP_TOP
  16   5      LOAD_NAME 2 (print)
  17   5      PUSH_NULL
  18   5      LOAD_NAME 1 (i)
  19   5      CALL 1
  20   5      POP_TOP
  21   5      RETURN_CONST 1 (None)
)");
}

// Closures: cellvars and freevars, LOAD_DEREF/STORE_DEREF, LOAD_CLOSURE and
// SET_FUNCTION_ATTRIBUTE 8. Taipan creates the cells in the call sequence, so
// CPython's MAKE_CELL/COPY_FREE_VARS prefix is not in the dump (DESIGN §2 rule 1).
TEST_F(DisassemblyTest, ClosureCellsAndFreeVariables) {
    EXPECT_EQ("\n" + dis("def outer(a):\n"
                         "    b = 1\n"
                         "    def inner():\n"
                         "        nonlocal b\n"
                         "        b += a\n"
                         "        return b\n"
                         "    return inner\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: <code outer>, None
  names: outer
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 0 (<code outer>)
  2    1      MAKE_FUNCTION
  3    1      STORE_NAME 0 (outer)
  4    1      RETURN_CONST 1 (None)
code outer line 1
  flags 0x3 argcount 1 posonly 0 kwonly 0 nlocals 2 stacksize 2
  consts: None, 1, <code outer.<locals>.inner>
  names:
  varnames: a, inner
  cellvars: a, b
  freevars:
  0    1      RESUME 0
  1    2      LOAD_CONST 1 (1)
  2    2      STORE_DEREF 2 (b)
  3    3      LOAD_FAST 0 (a)
  4    3      LOAD_FAST 2 (b)
  5    3      BUILD_TUPLE 2
  6    3      LOAD_CONST 2 (<code outer.<locals>.inner>)
  7    3      MAKE_FUNCTION
  8    3      SET_FUNCTION_ATTRIBUTE 8
  9    3      STORE_FAST 1 (inner)
  10   7      LOAD_FAST 1 (inner)
  11   7      RETURN_VALUE
code outer.<locals>.inner line 3
  flags 0x13 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 2
  consts: None
  names:
  varnames:
  cellvars:
  freevars: a, b
  0    3      RESUME 0
  1    5      LOAD_DEREF 1 (b)
  2    5      LOAD_DEREF 0 (a)
  3    5      BINARY_OP +=
  4    5      STORE_DEREF 1 (b)
  5    6      LOAD_DEREF 1 (b)
  6    6      RETURN_VALUE
)");
}

// CALL_KW with the keyword names as a tuple constant; CALL_FUNCTION_EX for *args
// and **kwargs; method calls load the method with LOAD_ATTR + NULL|self.
TEST_F(DisassemblyTest, CallsWithKeywords) {
    EXPECT_EQ("\n" + dis("f(1, b=2, c=3)\n"
                         "obj.m(x, key=4)\n"
                         "f(*args, **kwargs)\n"
                         "f(1, *args, k=2)\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 6
  consts: 1, 2, 3, ('b', 'c'), 4, ('key',), 'k', None
  names: f, obj, m, x, args, kwargs
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (f)
  2    1      PUSH_NULL
  3    1      LOAD_CONST 0 (1)
  4    1      LOAD_CONST 1 (2)
  5    1      LOAD_CONST 2 (3)
  6    1      LOAD_CONST 3 (('b', 'c'))
  7    1      CALL_KW 3
  8    1      POP_TOP
  9    2      LOAD_NAME 1 (obj)
  10   2      LOAD_ATTR 5 (m + NULL|self)
  11   2      LOAD_NAME 3 (x)
  12   2      LOAD_CONST 4 (4)
  13   2      LOAD_CONST 5 (('key',))
  14   2      CALL_KW 2
  15   2      POP_TOP
  16   3      LOAD_NAME 0 (f)
  17   3      PUSH_NULL
  18   3      LOAD_NAME 4 (args)
  19   3      BUILD_MAP 0
  20   3      LOAD_NAME 5 (kwargs)
  21   3      DICT_MERGE 1
  22   3      CALL_FUNCTION_EX 1
  23   3      POP_TOP
  24   4      LOAD_NAME 0 (f)
  25   4      PUSH_NULL
  26   4      LOAD_CONST 0 (1)
  27   4      BUILD_LIST 1
  28   4      LOAD_NAME 4 (args)
  29   4      LIST_EXTEND 1
  30   4      CALL_INTRINSIC_1 6 (INTRINSIC_LIST_TO_TUPLE)
  31   4      LOAD_CONST 6 ('k')
  32   4      LOAD_CONST 1 (2)
  33   4      BUILD_MAP 1
  34   4      CALL_FUNCTION_EX 1
  35   4      POP_TOP
  36   4      RETURN_CONST 7 (None)
)");
}

// f-strings: FORMAT_SIMPLE, FORMAT_WITH_SPEC, CONVERT_VALUE and BUILD_STRING;
// `=` keeps the expression text as a constant.
TEST_F(DisassemblyTest, FStrings) {
    EXPECT_EQ("\n" + dis("s = f'{x!r:>{w}} and {y=} {z:.2f}{q}'\n"), R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 6
  consts: '>', ' and y=', ' ', '.2f', None
  names: x, w, y, z, q, s
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (x)
  2    1      CONVERT_VALUE 2
  3    1      LOAD_CONST 0 ('>')
  4    1      LOAD_NAME 1 (w)
  5    1      FORMAT_SIMPLE
  6    1      BUILD_STRING 2
  7    1      FORMAT_WITH_SPEC
  8    1      LOAD_CONST 1 (' and y=')
  9    1      LOAD_NAME 2 (y)
  10   1      CONVERT_VALUE 2
  11   1      FORMAT_SIMPLE
  12   1      LOAD_CONST 2 (' ')
  13   1      LOAD_NAME 3 (z)
  14   1      LOAD_CONST 3 ('.2f')
  15   1      FORMAT_WITH_SPEC
  16   1      LOAD_NAME 4 (q)
  17   1      FORMAT_SIMPLE
  18   1      BUILD_STRING 6
  19   1      STORE_NAME 5 (s)
  20   1      RETURN_CONST 4 (None)
)");
}

// a < b < c: COPY/SWAP and a short-circuit jump; in an if, the jumps go straight
// to the branches.
TEST_F(DisassemblyTest, ChainedComparisons) {
    EXPECT_EQ("\n" + dis("def f(a, b, c):\n"
                         "    x = a < b < c\n"
                         "    if a == b != c:\n"
                         "        return x\n"),
              R"(
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
  flags 0x3 argcount 3 posonly 0 kwonly 0 nlocals 4 stacksize 3
  consts: None
  names:
  varnames: a, b, c, x
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (a)
  2    2      LOAD_FAST 1 (b)
  3    2      SWAP 2
  4    2      COPY 2
  5    2      COMPARE_OP <
  6    2      COPY 1
  7    2      TO_BOOL
  8    2      POP_JUMP_IF_FALSE -> 13
  9    2      POP_TOP
  10   2      LOAD_FAST 2 (c)
  11   2      COMPARE_OP <
  12   2      JUMP_FORWARD -> 15
  13   2      SWAP 2
  14   2      POP_TOP
  15   2      STORE_FAST 3 (x)
  16   3      LOAD_FAST 0 (a)
  17   3      LOAD_FAST 1 (b)
  18   3      SWAP 2
  19   3      COPY 2
  20   3      COMPARE_OP bool(==)
  21   3      POP_JUMP_IF_FALSE -> 28
  22   3      LOAD_FAST 2 (c)
  23   3      COMPARE_OP bool(!=)
  24   3      POP_JUMP_IF_FALSE -> 30
  25   3      NOP
  26   4      LOAD_FAST 3 (x)
  27   4      RETURN_VALUE
  28   3      POP_TOP
  29   3      RETURN_CONST 0 (None)
  30   3      RETURN_CONST 0 (None)
)");
}

// Augmented assignment to a name, an attribute and a subscript.
TEST_F(DisassemblyTest, AugmentedAssignment) {
    EXPECT_EQ("\n" + dis("x += 1\n"
                         "obj.attr *= 2\n"
                         "items[i] -= 3\n"
                         "items[1:2] |= y\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 6
  consts: 1, 2, 3, None
  names: x, obj, attr, items, i, y
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (x)
  2    1      LOAD_CONST 0 (1)
  3    1      BINARY_OP +=
  4    1      STORE_NAME 0 (x)
  5    2      LOAD_NAME 1 (obj)
  6    2      COPY 1
  7    2      LOAD_ATTR 4 (attr)
  8    2      LOAD_CONST 1 (2)
  9    2      BINARY_OP *=
  10   2      SWAP 2
  11   2      STORE_ATTR 2 (attr)
  12   3      LOAD_NAME 3 (items)
  13   3      LOAD_NAME 4 (i)
  14   3      COPY 2
  15   3      COPY 2
  16   3      BINARY_SUBSCR
  17   3      LOAD_CONST 2 (3)
  18   3      BINARY_OP -=
  19   3      SWAP 3
  20   3      SWAP 2
  21   3      STORE_SUBSCR
  22   4      LOAD_NAME 3 (items)
  23   4      LOAD_CONST 0 (1)
  24   4      LOAD_CONST 1 (2)
  25   4      COPY 3
  26   4      COPY 3
  27   4      COPY 3
  28   4      BINARY_SLICE
  29   4      LOAD_NAME 5 (y)
  30   4      BINARY_OP |=
  31   4      SWAP 4
  32   4      SWAP 3
  33   4      SWAP 2
  34   4      STORE_SLICE
  35   4      RETURN_CONST 3 (None)
)");
}

// Star-unpacking in targets (UNPACK_EX) and in list, tuple, set and dict displays.
TEST_F(DisassemblyTest, StarUnpacking) {
    EXPECT_EQ("\n" + dis("a, *b, c = t\n"
                         "l = [*a, *b]\n"
                         "u = (*a, 1)\n"
                         "s = {*a}\n"
                         "d = {**m, 'k': 1}\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 3
  consts: 1, 'k', None
  names: t, a, b, c, l, u, s, m, d
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (t)
  2    1      UNPACK_EX 257
  3    1      STORE_NAME 1 (a)
  4    1      STORE_NAME 2 (b)
  5    1      STORE_NAME 3 (c)
  6    2      BUILD_LIST 0
  7    2      LOAD_NAME 1 (a)
  8    2      LIST_EXTEND 1
  9    2      LOAD_NAME 2 (b)
  10   2      LIST_EXTEND 1
  11   2      STORE_NAME 4 (l)
  12   3      BUILD_LIST 0
  13   3      LOAD_NAME 1 (a)
  14   3      LIST_EXTEND 1
  15   3      LOAD_CONST 0 (1)
  16   3      LIST_APPEND 1
  17   3      CALL_INTRINSIC_1 6 (INTRINSIC_LIST_TO_TUPLE)
  18   3      STORE_NAME 5 (u)
  19   4      BUILD_SET 0
  20   4      LOAD_NAME 1 (a)
  21   4      SET_UPDATE 1
  22   4      STORE_NAME 6 (s)
  23   5      BUILD_MAP 0
  24   5      LOAD_NAME 7 (m)
  25   5      DICT_UPDATE 1
  26   5      LOAD_CONST 1 ('k')
  27   5      LOAD_CONST 0 (1)
  28   5      BUILD_MAP 1
  29   5      DICT_UPDATE 1
  30   5      STORE_NAME 8 (d)
  31   5      RETURN_CONST 2 (None)
)");
}

// Decorators are evaluated before the definition and called innermost first.
TEST_F(DisassemblyTest, Decorators) {
    EXPECT_EQ("\n" + dis("@dec\n"
                         "@other(1)\n"
                         "def f():\n"
                         "    pass\n"
                         "@dec\n"
                         "class C:\n"
                         "    pass\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 5
  consts: 1, <code f>, <code C>, 'C', None
  names: dec, other, f, C
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (dec)
  2    2      LOAD_NAME 1 (other)
  3    2      PUSH_NULL
  4    2      LOAD_CONST 0 (1)
  5    2      CALL 1
  6    3      LOAD_CONST 1 (<code f>)
  7    3      MAKE_FUNCTION
  8    2      CALL 0
  9    1      CALL 0
  10   3      STORE_NAME 2 (f)
  11   5      LOAD_NAME 0 (dec)
  12   6      LOAD_BUILD_CLASS
  13   6      PUSH_NULL
  14   6      LOAD_CONST 2 (<code C>)
  15   6      MAKE_FUNCTION
  16   6      LOAD_CONST 3 ('C')
  17   6      CALL 2
  18   5      CALL 0
  19   6      STORE_NAME 3 (C)
  20   6      RETURN_CONST 4 (None)
code f line 1
  flags 0x3 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: None
  names:
  varnames:
  cellvars:
  freevars:
  0    1      RESUME 0
  1    4      RETURN_CONST 0 (None)
code C line 5
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 1
  consts: 'C', 5, (), None
  names: __name__, __module__, __qualname__, __firstlineno__, __static_attributes__
  varnames:
  cellvars:
  freevars:
  0    5      RESUME 0
  1    5      LOAD_NAME 0 (__name__)
  2    5      STORE_NAME 1 (__module__)
  3    5      LOAD_CONST 0 ('C')
  4    5      STORE_NAME 2 (__qualname__)
  5    5      LOAD_CONST 1 (5)
  6    5      STORE_NAME 3 (__firstlineno__)
  7    7      LOAD_CONST 2 (())
  8    7      STORE_NAME 4 (__static_attributes__)
  9    7      RETURN_CONST 3 (None)
)");
}

// A method using super() makes __class__ a cell of the class body, which stores
// __classcell__ and returns the cell.
TEST_F(DisassemblyTest, ClassCellForZeroArgumentSuper) {
    EXPECT_EQ("\n" + dis("class C(B):\n"
                         "    def __init__(self):\n"
                         "        super().__init__()\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 5
  consts: <code C>, 'C', None
  names: B, C
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_BUILD_CLASS
  2    1      PUSH_NULL
  3    1      LOAD_CONST 0 (<code C>)
  4    1      MAKE_FUNCTION
  5    1      LOAD_CONST 1 ('C')
  6    1      LOAD_NAME 0 (B)
  7    1      CALL 3
  8    1      STORE_NAME 1 (C)
  9    1      RETURN_CONST 2 (None)
code C line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 2
  consts: 'C', 1, <code C.__init__>, ()
  names: __name__, __module__, __qualname__, __firstlineno__, __init__, __static_attributes__, __classcell__
  varnames:
  cellvars: __class__
  freevars:
  0    1      RESUME 0
  1    1      LOAD_NAME 0 (__name__)
  2    1      STORE_NAME 1 (__module__)
  3    1      LOAD_CONST 0 ('C')
  4    1      STORE_NAME 2 (__qualname__)
  5    1      LOAD_CONST 1 (1)
  6    1      STORE_NAME 3 (__firstlineno__)
  7    2      LOAD_FAST 0 (__class__)
  8    2      BUILD_TUPLE 1
  9    2      LOAD_CONST 2 (<code C.__init__>)
  10   2      MAKE_FUNCTION
  11   2      SET_FUNCTION_ATTRIBUTE 8
  12   2      STORE_NAME 4 (__init__)
  13   2      LOAD_CONST 3 (())
  14   2      STORE_NAME 5 (__static_attributes__)
  15   2      LOAD_FAST 0 (__class__)
  16   2      COPY 1
  17   2      STORE_NAME 6 (__classcell__)
  18   2      RETURN_VALUE
code C.__init__ line 2
  flags 0x3 argcount 1 posonly 0 kwonly 0 nlocals 1 stacksize 3
  consts: None
  names: super, __init__
  varnames: self
  cellvars:
  freevars: __class__
  0    2      RESUME 0
  1    3      LOAD_GLOBAL 0 (super)
  2    3      LOAD_DEREF 1 (__class__)
  3    3      LOAD_FAST 0 (self)
  4    3      LOAD_SUPER_ATTR 5 (__init__ + NULL|self)
  5    3      CALL 0
  6    3      POP_TOP
  7    3      RETURN_CONST 0 (None)
)");
}

// and/or keep the deciding value (COPY, TO_BOOL, POP_JUMP_IF_*); `x if c else y`.
TEST_F(DisassemblyTest, BooleanOperatorsAndConditionalExpression) {
    EXPECT_EQ("\n" + dis("a = b and c or d\n"
                         "e = f if g else h\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 2
  consts: None
  names: b, c, d, a, g, f, h, e
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (b)
  2    1      COPY 1
  3    1      TO_BOOL
  4    1      POP_JUMP_IF_FALSE -> 7
  5    1      POP_TOP
  6    1      LOAD_NAME 1 (c)
  7    1      COPY 1
  8    1      TO_BOOL
  9    1      POP_JUMP_IF_TRUE -> 12
  10   1      POP_TOP
  11   1      LOAD_NAME 2 (d)
  12   1      STORE_NAME 3 (a)
  13   2      LOAD_NAME 4 (g)
  14   2      TO_BOOL
  15   2      POP_JUMP_IF_FALSE -> 19
  16   2      LOAD_NAME 5 (f)
  17   2      STORE_NAME 7 (e)
  18   2      RETURN_CONST 0 (None)
  19   2      LOAD_NAME 6 (h)
  20   2      STORE_NAME 7 (e)
  21   2      RETURN_CONST 0 (None)
)");
}

// assert raises AssertionError via LOAD_ASSERTION_ERROR; del and global.
TEST_F(DisassemblyTest, AssertDeleteGlobal) {
    EXPECT_EQ("\n" + dis("def f(x):\n"
                         "    global g\n"
                         "    assert x, 'msg'\n"
                         "    del x\n"
                         "    g = 1\n"),
              R"(
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
  consts: None, 'msg', 1
  names: g
  varnames: x
  cellvars:
  freevars:
  0    1      RESUME 0
  1    3      LOAD_FAST 0 (x)
  2    3      TO_BOOL
  3    3      POP_JUMP_IF_TRUE -> 8
  4    3      LOAD_ASSERTION_ERROR
  5    3      LOAD_CONST 1 ('msg')
  6    3      CALL 0
  7    3      RAISE_VARARGS 1
  8    4      DELETE_FAST 0 (x)
  9    5      LOAD_CONST 2 (1)
  10   5      STORE_GLOBAL 0 (g)
  11   5      RETURN_CONST 0 (None)
)");
}

// Two-operand slices use BINARY_SLICE/STORE_SLICE; a step builds a slice.
TEST_F(DisassemblyTest, SlicingAndSubscripts) {
    EXPECT_EQ("\n" + dis("a = s[1:2]\n"
                         "s[::2] = b\n"
                         "del s[0]\n"
                         "c = s[i, j]\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 5
  consts: 1, 2, None, 0
  names: s, a, b, i, j, c
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_NAME 0 (s)
  2    1      LOAD_CONST 0 (1)
  3    1      LOAD_CONST 1 (2)
  4    1      BINARY_SLICE
  5    1      STORE_NAME 1 (a)
  6    2      LOAD_NAME 2 (b)
  7    2      LOAD_NAME 0 (s)
  8    2      LOAD_CONST 2 (None)
  9    2      LOAD_CONST 2 (None)
  10   2      LOAD_CONST 1 (2)
  11   2      BUILD_SLICE 3
  12   2      STORE_SUBSCR
  13   3      LOAD_NAME 0 (s)
  14   3      LOAD_CONST 3 (0)
  15   3      DELETE_SUBSCR
  16   4      LOAD_NAME 0 (s)
  17   4      LOAD_NAME 3 (i)
  18   4      LOAD_NAME 4 (j)
  19   4      BUILD_TUPLE 2
  20   4      BINARY_SUBSCR
  21   4      STORE_NAME 5 (c)
  22   4      RETURN_CONST 2 (None)
)");
}

// Positional-only, keyword-only, *args and **kwargs set the counts and flags;
// keyword-only defaults become a dict (SET_FUNCTION_ATTRIBUTE 2) and
// annotations a tuple of names and values (SET_FUNCTION_ATTRIBUTE 4).
TEST_F(DisassemblyTest, ParametersAndAnnotations) {
    EXPECT_EQ("\n" + dis("def f(a, /, b: int, *args, c=1, d, **kw) -> str:\n"
                         "    return a\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 5
  consts: 1, ('c',), 'b', 'return', <code f>, None
  names: int, str, f
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_CONST 0 (1)
  2    1      LOAD_CONST 1 (('c',))
  3    1      BUILD_CONST_KEY_MAP 1
  4    1      LOAD_CONST 2 ('b')
  5    1      LOAD_NAME 0 (int)
  6    1      LOAD_CONST 3 ('return')
  7    1      LOAD_NAME 1 (str)
  8    1      BUILD_TUPLE 4
  9    1      LOAD_CONST 4 (<code f>)
  10   1      MAKE_FUNCTION
  11   1      SET_FUNCTION_ATTRIBUTE 4
  12   1      SET_FUNCTION_ATTRIBUTE 2
  13   1      STORE_NAME 2 (f)
  14   1      RETURN_CONST 5 (None)
code f line 1
  flags 0xf argcount 2 posonly 1 kwonly 2 nlocals 6 stacksize 1
  consts: None
  names:
  varnames: a, b, c, d, args, kw
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (a)
  2    2      RETURN_VALUE
)");
}

// A comprehension in a class body is inlined too; names of the class scope are
// loaded with LOAD_NAME/LOAD_GLOBAL as their scope requires.
TEST_F(DisassemblyTest, ComprehensionInClassBodyIsInlined) {
    EXPECT_EQ("\n" + dis("class C:\n"
                         "    n = 3\n"
                         "    xs = [i for i in range(n)]\n"),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 4
  consts: <code C>, 'C', None
  names: C
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0
  1    1      LOAD_BUILD_CLASS
  2    1      PUSH_NULL
  3    1      LOAD_CONST 0 (<code C>)
  4    1      MAKE_FUNCTION
  5    1      LOAD_CONST 1 ('C')
  6    1      CALL 2
  7    1      STORE_NAME 0 (C)
  8    1      RETURN_CONST 2 (None)
code C line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 2 stacksize 5
  consts: 'C', 1, 3, (), None
  names: __name__, __module__, __qualname__, __firstlineno__, n, range, xs, __static_attributes__
  varnames: .0, i
  cellvars:
  freevars:
  0    1      RESUME 0
  1    1      LOAD_NAME 0 (__name__)
  2    1      STORE_NAME 1 (__module__)
  3    1      LOAD_CONST 0 ('C')
  4    1      STORE_NAME 2 (__qualname__)
  5    1      LOAD_CONST 1 (1)
  6    1      STORE_NAME 3 (__firstlineno__)
  7    2      LOAD_CONST 2 (3)
  8    2      STORE_NAME 4 (n)
  9    3      LOAD_NAME 5 (range)
  10   3      PUSH_NULL
  11   3      LOAD_NAME 4 (n)
  12   3      CALL 1
  13   3      GET_ITER
  14   3      LOAD_FAST_AND_CLEAR 0 (.0)
  15   3      LOAD_FAST_AND_CLEAR 1 (i)
  16   3      SWAP 3
  17   3      BUILD_LIST 0
  18   3      SWAP 2
  19   3      FOR_ITER -> 24
  20   3      STORE_FAST 1 (i)
  21   3      LOAD_FAST 1 (i)
  22   3      LIST_APPEND 2
  23   3      JUMP_BACKWARD -> 19
  24   3      END_FOR
  25   3      POP_TOP
  26   3      SWAP 3
  27   3      STORE_FAST 1 (i)
  28   3      STORE_FAST 0 (.0)
  29   3      STORE_NAME 6 (xs)
  30   3      LOAD_CONST 3 (())
  31   3      STORE_NAME 7 (__static_attributes__)
  32   3      RETURN_CONST 4 (None)
  33   -      SWAP 2
  34   -      POP_TOP
  35   3      SWAP 3
  36   3      STORE_FAST 1 (i)
  37   3      STORE_FAST 0 (.0)
  38   3      RERAISE 0
  exceptions:
    17-26 -> 33 depth 3
)");
}

// The outermost iterable is evaluated in the enclosing scope; a walrus in an
// inlined comprehension binds in the function.
TEST_F(DisassemblyTest, NestedGeneratorExpressionsAndWalrus) {
    EXPECT_EQ("\n" + dis("def f(rows):\n"
                         "    total = [(y := r) for r in rows]\n"
                         "    return (c for r in rows for c in r), y\n"),
              R"(
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
  flags 0x3 argcount 1 posonly 0 kwonly 0 nlocals 4 stacksize 5
  consts: None, <code f.<locals>.<genexpr>>
  names:
  varnames: rows, r, y, total
  cellvars:
  freevars:
  0    1      RESUME 0
  1    2      LOAD_FAST 0 (rows)
  2    2      GET_ITER
  3    2      LOAD_FAST_AND_CLEAR 1 (r)
  4    2      SWAP 2
  5    2      BUILD_LIST 0
  6    2      SWAP 2
  7    2      FOR_ITER -> 14
  8    2      STORE_FAST 1 (r)
  9    2      LOAD_FAST 1 (r)
  10   2      COPY 1
  11   2      STORE_FAST 2 (y)
  12   2      LIST_APPEND 2
  13   2      JUMP_BACKWARD -> 7
  14   2      END_FOR
  15   2      POP_TOP
  16   2      STORE_FAST 3 (total)
  17   2      STORE_FAST 1 (r)
  18   3      LOAD_CONST 1 (<code f.<locals>.<genexpr>>)
  19   3      MAKE_FUNCTION
  20   3      LOAD_FAST 0 (rows)
  21   3      GET_ITER
  22   3      CALL 0
  23   3      LOAD_FAST_CHECK 2 (y)
  24   3      BUILD_TUPLE 2
  25   3      RETURN_VALUE
  26   -      SWAP 2
  27   -      POP_TOP
  28   2      SWAP 2
  29   2      STORE_FAST 1 (r)
  30   2      RERAISE 0
  exceptions:
    5-16 -> 26 depth 2
code f.<locals>.<genexpr> line 3
  flags 0x33 argcount 1 posonly 0 kwonly 0 nlocals 3 stacksize 3
  consts: None
  names:
  varnames: .0, r, c
  cellvars:
  freevars:
  0    3      RETURN_GENERATOR
  1    3      POP_TOP
  2    3      RESUME 0
  3    3      LOAD_FAST 0 (.0)
  4    3      FOR_ITER -> 18
  5    3      STORE_FAST 1 (r)
  6    3      LOAD_FAST 1 (r)
  7    3      GET_ITER
  8    3      FOR_ITER -> 15
  9    3      STORE_FAST 2 (c)
  10   3      LOAD_FAST 2 (c)
  11   3      YIELD_VALUE 0
  12   3      RESUME 5
  13   3      POP_TOP
  14   3      JUMP_BACKWARD -> 8
  15   3      END_FOR
  16   3      POP_TOP
  17   3      JUMP_BACKWARD -> 4
  18   3      END_FOR
  19   3      POP_TOP
  20   3      RETURN_CONST 0 (None)
  21   -      CALL_INTRINSIC_1 3 (INTRINSIC_STOPITERATION_ERROR)
  22   -      RERAISE 1
  exceptions:
    2-21 -> 21 depth 0 lasti
)");
}

// --dis-positions: each instruction's line:column-end line:end column, as
// CPython's co_positions() reports them for a statement spread over lines.
TEST_F(DisassemblyTest, PositionsOfMultiLineStatements) {
    EXPECT_EQ("\n" + dis("x = (\n"
                         "    a +\n"
                         "    b\n"
                         ")\n"
                         "f(\n"
                         "    1,\n"
                         "    c,\n"
                         ")\n",
                         true),
              R"(
code <module> line 1
  flags 0x0 argcount 0 posonly 0 kwonly 0 nlocals 0 stacksize 4
  consts: 1, None
  names: a, b, x, f, c
  varnames:
  cellvars:
  freevars:
  0    0      RESUME 0  @0:0-1:0
  1    2      LOAD_NAME 0 (a)  @2:4-2:5
  2    3      LOAD_NAME 1 (b)  @3:4-3:5
  3    2      BINARY_OP +  @2:4-3:5
  4    1      STORE_NAME 2 (x)  @1:0-1:1
  5    5      LOAD_NAME 3 (f)  @5:0-5:1
  6    5      PUSH_NULL  @5:0-5:1
  7    6      LOAD_CONST 0 (1)  @6:4-6:5
  8    7      LOAD_NAME 4 (c)  @7:4-7:5
  9    5      CALL 2  @5:0-8:1
  10   5      POP_TOP  @5:0-8:1
  11   5      RETURN_CONST 1 (None)  @5:0-8:1
)");
}

// ---- The command line ------------------------------------------------------------------

#ifdef TAIPAN_EXECUTABLE
// Runs `taipan ARGS...` and returns what it wrote to stdout; `status` gets its
// exit status.
std::string runTaipan(const std::string& arguments, int& status) {
    std::string command = std::string(TAIPAN_EXECUTABLE) + " " + arguments + " 2>/dev/null";
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) {
        status = -1;
        return {};
    }
    std::string out;
    std::array<char, 4096> buffer;
    size_t count;
    while ((count = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
        out.append(buffer.data(), count);
    int raw = pclose(pipe);
    status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return out;
}

// `taipan --dis FILE` prints exactly what compile::disassemble returns for the
// file's source, which is CPython's bytecode for it.
TEST_F(DisassemblyTest, CommandLineDisPrintsTheSameText) {
    const std::string source = "def g(x):\n    yield x\n";
    std::filesystem::path path = std::filesystem::temp_directory_path() /
                                 ("taipan_test_dis_" + std::to_string(getpid()) + ".py");
    {
        std::ofstream file(path, std::ios::binary);
        file << source;
    }
    int status = 0;
    std::string printed = runTaipan("--dis " + path.string(), status);
    std::filesystem::remove(path);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(printed, dis(source));
    EXPECT_EQ("\n" + printed, R"(
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
  flags 0x23 argcount 1 posonly 0 kwonly 0 nlocals 1 stacksize 2
  consts: None
  names:
  varnames: x
  cellvars:
  freevars:
  0    1      RETURN_GENERATOR
  1    1      POP_TOP
  2    1      RESUME 0
  3    2      LOAD_FAST 0 (x)
  4    2      YIELD_VALUE 0
  5    2      RESUME 5
  6    2      POP_TOP
  7    2      RETURN_CONST 0 (None)
  8    -      CALL_INTRINSIC_1 3 (INTRINSIC_STOPITERATION_ERROR)
  9    -      RERAISE 1
  exceptions:
    2-8 -> 8 depth 0 lasti
)");
}

// A file that does not compile prints CPython's report on stderr, nothing on
// stdout, and exits with status 1.
TEST_F(DisassemblyTest, CommandLineDisOfBadFileFails) {
    std::filesystem::path path = std::filesystem::temp_directory_path() /
                                 ("taipan_test_dis_bad_" + std::to_string(getpid()) + ".py");
    {
        std::ofstream file(path, std::ios::binary);
        file << "return 1\n";
    }
    int status = 0;
    std::string printed = runTaipan("--dis " + path.string(), status);
    std::filesystem::remove(path);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(printed, "");
}
#endif

} // namespace
} // namespace taipan
