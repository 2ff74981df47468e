// f_lineno jumps at the bytecode level (vm/frame_jump.h): computeJump on
// compiled functions, from the first instruction of a line (where a 'line'
// event stops the frame) to another line. Each expectation was observed on
// CPython 3.13 with a trace function that assigns f_lineno at that line
// event and prints the error, or the instruction it continues at
// (dis.get_instructions by f_lasti) — the comment on each case gives the
// lines as the tests' sources number them (the def line is line 1).
//
// Invariants the tests rely on: each source defines `f` (and what it needs)
// at module level; sources are compiled and run in a namespace of their own
// with the real builtins.
#include "modules/modules.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/function.h"
#include "objects/str.h"
#include "objects/traceback.h"
#include "parse/parser.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/interpreter.h"
#include "vm/bytecode.h"
#include "vm/eval.h"
#include "vm/frame_jump.h"

#include <gtest/gtest.h>

#include <string>

namespace taipan {
namespace {

using vm::JumpPlan;
using vm::StackKind;

class JumpEnvironment : public ::testing::Environment {
  public:
    void SetUp() override { ASSERT_TRUE(initializeRuntime({"test_frame_jump"})); }
};

const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new JumpEnvironment());

// Compiles and runs `source` in a fresh namespace; the code of its `f`.
class Program {
  public:
    explicit Program(const std::string& source) : globals_(dictNew()) {
        EXPECT_TRUE(dictSetStr(dict(), internStr("__name__"), strFromUtf8("__main__").get()));
        EXPECT_TRUE(dictSetStr(dict(), internStr("__builtins__"),
                               Value::fromObject(interpreter().builtinsModule)));
        Ref code = modules::compileText(source, "<jump>", parse::ParseMode::Exec);
        EXPECT_FALSE(code.isNull());
        if (code.isNull()) {
            clearPendingException();
            return;
        }
        Ref result = vm::evalCode(asCode(code.get()), dict(), Value());
        EXPECT_FALSE(result.isNull());
        if (result.isNull()) clearPendingException();
    }
    Program(const Program&) = delete;
    Program& operator=(const Program&) = delete;
    ~Program() {
        globals_.reset();
        (void)gcCollect();
    }

    Dict* dict() const { return asDict(globals_.get()); }
    Code* f() const {
        Value function = dictGetStr(dict(), internStr("f"));
        EXPECT_TRUE(isFunction(function));
        return asFunction(function)->code;
    }
    // Calls f() (to quicken and specialize it); the exception, if any, is dropped.
    void callF() const {
        Ref result = call(dictGetStr(dict(), internStr("f")), nullptr, 0);
        if (result.isNull()) clearPendingException();
    }

  private:
    Ref globals_;
};

int32_t lineOf(Code* code, uint32_t unit) {
    return code->positions[unit].lineno;
}

// The first unit of the `occurrence`th run of `line` in the line table
// (0 when there is none, which no test expects).
uint32_t lineStart(Code* code, int32_t line, int occurrence = 1) {
    for (uint32_t unit = 0; unit < code->codeSize; ++unit) {
        bool starts = unit == 0 || lineOf(code, unit - 1) != lineOf(code, unit);
        if (starts && lineOf(code, unit) == line && --occurrence == 0) return unit;
    }
    ADD_FAILURE() << "no run " << occurrence << " of line " << line;
    return 0;
}

std::string opAt(Code* code, uint32_t unit) {
    auto op = static_cast<vm::Opcode>(code->code[unit] & 0xFF);
    return std::string(vm::opcodeName(vm::opcodeFamily(op)));
}

// "ok OPNAME pops=N" or the error message, for a jump from the start of
// `fromLine` (its `occurrence`th run) to `toLine`.
std::string jump(Code* code, int32_t fromLine, int64_t toLine, int occurrence = 1) {
    JumpPlan plan = vm::computeJump(code, lineStart(code, fromLine, occurrence), toLine);
    if (!plan.ok()) return plan.error;
    return "ok " + opAt(code, plan.target) +
           " pops=" + std::to_string(plan.fromStack.size() - plan.targetStack.size());
}

const char* const kForLoop = R"(def f():
    r = []
    for i in range(3):
        r.append(i)
    r.append('end')
    return r
)";

TEST(FrameJump, ForLoop) {
    Program program(kForLoop);
    Code* code = program.f();
    EXPECT_EQ(jump(code, 2, 4), "can't jump into the body of a for loop");
    EXPECT_EQ(jump(code, 4, 2), "ok BUILD_LIST pops=1");
    EXPECT_EQ(jump(code, 4, 5), "ok LOAD_FAST pops=1");
    // The for line from its body restarts the loop (a new iterator).
    EXPECT_EQ(jump(code, 4, 3), "ok LOAD_GLOBAL pops=1");
    EXPECT_EQ(jump(code, 5, 3), "ok LOAD_GLOBAL pops=0");
    EXPECT_EQ(jump(code, 3, 5), "ok LOAD_FAST pops=0");
    EXPECT_EQ(jump(code, 4, 4), "ok LOAD_FAST pops=0");
    EXPECT_EQ(jump(code, 6, 1), "ok RESUME pops=0");
    EXPECT_EQ(jump(code, 2, 0), "line 0 comes before the current code block");
    EXPECT_EQ(jump(code, 2, -5), "line -5 comes before the current code block");
    EXPECT_EQ(jump(code, 2, 100), "line 100 comes after the current code block");
    EXPECT_EQ(jump(code, 2, 2147483647), "line 2147483647 comes after the current code block");
}

TEST(FrameJump, TheSameAnswersOnceQuickenedAndSpecialized) {
    Program program(kForLoop);
    for (int i = 0; i < 100; ++i)
        program.callF();
    Code* code = program.f();
    EXPECT_EQ(jump(code, 2, 4), "can't jump into the body of a for loop");
    EXPECT_EQ(jump(code, 4, 5), "ok LOAD_FAST pops=1");
    EXPECT_EQ(jump(code, 4, 3), "ok LOAD_GLOBAL pops=1");
}

TEST(FrameJump, NestedLoops) {
    Program program(R"(def f():
    r = []
    for i in range(2):
        for j in range(2):
            r.append((i, j))
        r.append('x')
    return r
)");
    Code* code = program.f();
    // From the inner body to the outer for line: the outer loop's END_FOR
    // (its stack, iterator and a value, is the deepest one allowed), which
    // ends the outer loop.
    EXPECT_EQ(jump(code, 5, 3), "ok END_FOR pops=0");
    EXPECT_EQ(jump(code, 5, 4), "ok LOAD_GLOBAL pops=1");
    EXPECT_EQ(jump(code, 5, 6), "ok LOAD_FAST pops=1");
    EXPECT_EQ(jump(code, 5, 7), "ok LOAD_FAST pops=2");
    EXPECT_EQ(jump(code, 5, 2), "ok BUILD_LIST pops=2");
    EXPECT_EQ(jump(code, 6, 5), "can't jump into the body of a for loop");
    EXPECT_EQ(jump(code, 2, 5), "can't jump into the body of a for loop");
}

TEST(FrameJump, WithForAndTry) {
    Program program(R"(def f():
    class CM:
        def __enter__(self): return self
        def __exit__(self, *a): print("exit", a)
    with CM():
        x = 1
    for i in [1]:
        y = 2
    try:
        z = 3
    except Exception:
        w = 4
    return 5
)");
    Code* code = program.f();
    // A loop's iterator may stand where the with block's __exit__ was.
    EXPECT_EQ(jump(code, 8, 6), "ok LOAD_CONST pops=0");
    EXPECT_EQ(jump(code, 8, 12), "can't jump into an 'except' block as there's no exception");
    EXPECT_EQ(jump(code, 6, 8), "can't jump into the body of a for loop");
    EXPECT_EQ(jump(code, 6, 7), "ok LOAD_CONST pops=1");
    EXPECT_EQ(jump(code, 6, 10), "ok LOAD_CONST pops=1");
    EXPECT_EQ(jump(code, 10, 6), "incompatible stacks");
    EXPECT_EQ(jump(code, 10, 8), "can't jump into the body of a for loop");
    EXPECT_EQ(jump(code, 10, 13), "ok RETURN_CONST pops=0");
    EXPECT_EQ(jump(code, 2, 10), "ok LOAD_CONST pops=0");
    EXPECT_EQ(jump(code, 2, 11), "can't jump into an 'except' block as there's no exception");
}

TEST(FrameJump, ExceptBlocks) {
    Program program(R"(import sys
def f():
    try:
        1/0
    except ZeroDivisionError as e:
        x = sys.exception()
        y = 2
    return sys.exception(), x
)");
    Code* code = program.f();
    JumpPlan plan = vm::computeJump(code, lineStart(code, 6), 8);
    ASSERT_TRUE(plan.ok()) << plan.error;
    // Leaving the block pops the exception it saved (restored as the
    // handled one).
    ASSERT_EQ(plan.fromStack.size(), 1u);
    EXPECT_EQ(plan.fromStack[0], StackKind::Except);
    EXPECT_TRUE(plan.targetStack.empty());
    EXPECT_EQ(opAt(code, plan.target), "LOAD_GLOBAL");
    EXPECT_EQ(jump(code, 7, 6), "ok LOAD_GLOBAL pops=0");
    EXPECT_EQ(jump(code, 6, 3), "ok NOP pops=1");
    // The except line itself holds the exception being matched.
    EXPECT_EQ(jump(code, 6, 5), "can't jump into an 'except' block as there's no exception");
}

TEST(FrameJump, FinallyRunAfterAnException) {
    Program program(R"(def f():
    class CM:
        def __enter__(self): return self
        def __exit__(self, *a): print("exit", a)
    try:
        1/0
    finally:
        a = 1
    with CM():
        try:
            1/0
        except:
            b = 2
    return 3
)");
    Code* code = program.f();
    // The finally body is compiled twice: the normal copy first, then the
    // one run with the exception (and the saved one) on the stack.
    EXPECT_EQ(jump(code, 8, 13, 1), "can't jump into an 'except' block as there's no exception");
    EXPECT_EQ(jump(code, 8, 13, 2), "ok LOAD_CONST pops=0");
    EXPECT_EQ(jump(code, 8, 14, 2), "ok RETURN_CONST pops=2");
}

TEST(FrameJump, ALastiSlotPoppedAsCPythonComparesStacks) {
    Program program(R"(def f():
    class CM:
        def __enter__(self): return self
        def __exit__(self, *a): return True
    with CM():
        1/0
    with CM():
        with CM():
            try:
                1/0
            except:
                b = 2
    return 3
)");
    Code* code = program.f();
    // The 'line' event of the with line when the exception reaches the
    // first with block's handler: __exit__, the lasti and the exception.
    uint32_t handler = 0;
    for (uint32_t i = 0; i < code->exceptionTableSize; ++i) {
        const ExceptionTableEntry& entry = code->exceptionTable[i];
        if (entry.pushLasti && lineOf(code, entry.target) == 5) {
            handler = entry.target;
            break;
        }
    }
    ASSERT_NE(handler, 0u);
    JumpPlan plan = vm::computeJump(code, handler, 12);
    ASSERT_EQ(plan.fromStack.size(), 3u);
    EXPECT_EQ(plan.fromStack[1], StackKind::Lasti);
    // Slot by slot the except block's stack (two exits and the saved
    // exception) would fit, but CPython 3.13 refuses this jump.
    EXPECT_EQ(plan.error, "can't jump into an 'except' block as there's no exception");
    EXPECT_EQ(jump(code, 12, 13), "ok RETURN_CONST pops=3");
}

TEST(FrameJump, Comprehensions) {
    Program program(R"(def f():
    y = [1, 2]
    r = [x * 2
         for x in y
         if x]
    return r
)");
    Code* code = program.f();
    EXPECT_EQ(jump(code, 5, 3), "ok STORE_FAST pops=1");
    EXPECT_EQ(jump(code, 2, 5), "can't jump into the body of a for loop");
    EXPECT_EQ(jump(code, 4, 6), "ok LOAD_FAST pops=0");
    // The for line's second run is the FOR_ITER, inside the comprehension.
    EXPECT_EQ(jump(code, 4, 6, 2), "ok LOAD_FAST pops=3");
}

TEST(FrameJump, InsideMultiLineExpressions) {
    Program program(R"(def f():
    r = len(
        'ab')
    t = (r,
         'x')
    q = [].count(
        1)
    return r, t
)");
    Code* code = program.f();
    // The callable (bottom) may stand for the tuple's first item; its null
    // slot is popped.
    EXPECT_EQ(jump(code, 3, 5), "ok LOAD_CONST pops=1");
    EXPECT_EQ(jump(code, 7, 5), "ok LOAD_CONST pops=1");
    EXPECT_EQ(jump(code, 2, 3), "incompatible stacks");
    EXPECT_EQ(jump(code, 3, 2), "ok LOAD_GLOBAL pops=2");
}

TEST(FrameJump, LinesWithoutCodeGoToTheNextLineWithCode) {
    Program program(R"(def f():
    r = []

    # comment

    r.append(1)
    def g():
        r.append(2)
        return 3
    r.append(4)
    return r
)");
    Code* code = program.f();
    JumpPlan plan = vm::computeJump(code, lineStart(code, 2), 3);
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(plan.targetLine, 6);
    EXPECT_EQ(opAt(code, plan.target), "LOAD_DEREF");
    // Lines of a nested function are not lines of this code object.
    plan = vm::computeJump(code, lineStart(code, 2), 8);
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(plan.targetLine, 10);
    EXPECT_EQ(jump(code, 2, 12), "line 12 comes after the current code block");
}

TEST(FrameJump, MatchAndWhile) {
    Program program(R"(def f(v=2):
    match v:
        case 1:
            r = 'one'
        case 2:
            r = 'two'
        case _:
            r = 'other'
    i = 0
    while i < 3:
        i += 1
        if i == 2:
            break
    else:
        i = 100
    return r, i
)");
    Code* code = program.f();
    EXPECT_EQ(jump(code, 2, 7), "ok NOP pops=0");
    EXPECT_EQ(jump(code, 6, 16), "ok LOAD_FAST pops=0");
    EXPECT_EQ(jump(code, 11, 15), "ok LOAD_CONST pops=0");
    EXPECT_EQ(jump(code, 11, 13), "ok NOP pops=0");
}

TEST(FrameJump, GeneratorDefLineRestartsTheBodyNotTheGenerator) {
    Program program(R"(def f():
    x = 1
    yield x
    y = 2
    yield y
)");
    Code* code = program.f();
    JumpPlan plan = vm::computeJump(code, lineStart(code, 4), 1);
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(opAt(code, plan.target), "RESUME");
    EXPECT_TRUE(plan.targetStack.empty());
}

TEST(FrameJump, EveryInstructionOfTheStandardShapesIsReached) {
    Program program(R"(def f(a):
    with open(a) as fh:
        for line in fh:
            try:
                yield line
            except (KeyError, ValueError) as e:
                continue
            finally:
                print(a)
    return [x for x in a if x]
)");
    Code* code = program.f();
    vm::StackKinds kinds = vm::analyzeStackKinds(code);
    // Every instruction with a line is reached (handlers through the
    // exception table; the cleanup of an `except ... as e` body that cannot
    // raise is dead code without a line), and no stack grows past the
    // code's size.
    uint32_t unit = 0;
    while (unit < code->codeSize) {
        if (lineOf(code, unit) >= 0) {
            EXPECT_TRUE(kinds.reached[unit]) << "unit " << unit << " " << opAt(code, unit);
        }
        EXPECT_LE(kinds.stacks[unit].size(), static_cast<size_t>(code->stackSize));
        auto op = vm::opcodeFamily(static_cast<vm::Opcode>(code->code[unit] & 0xFF));
        unit += 1 + static_cast<uint32_t>(vm::opcodeCacheSize(op));
    }
}

} // namespace
} // namespace taipan
