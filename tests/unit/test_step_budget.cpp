// The step budget (vm/eval_breaker.h) and the allocation cap
// (runtime/limits.h): the two runtime limits the fuzz harness runs untrusted
// programs under. Programs are compiled and run end to end; each test says
// what a program must not be able to do once a limit is set.
#include "modules/modules.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/exceptions.h"
#include "objects/traceback.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/limits.h"
#include "vm/eval.h"
#include "vm/eval_breaker.h"

#include <gtest/gtest.h>

#include <string>

namespace taipan {
namespace {

class BudgetEnvironment : public ::testing::Environment {
  public:
    void SetUp() override { ASSERT_TRUE(initializeRuntime({""})); }
};

const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new BudgetEnvironment());

// Runs `source` as a module; returns "" when it ends normally, otherwise
// the uncaught exception's last line ("Type: message").
std::string run(const std::string& source) {
    Ref code = modules::compileText(source, "<test>", parse::ParseMode::Exec);
    if (code.isNull()) {
        Ref error = takePendingException();
        return "compile failed: " + formatExceptionOnly(error.get());
    }
    Ref globals = dictNew();
    if (!dictSetStr(asDict(globals.get()), internStr("__builtins__"),
                    Value::fromObject(interpreter().builtinsModule))) {
        return "setup failed";
    }
    Ref result = vm::evalCode(asCode(code.get()), asDict(globals.get()), Value());
    if (!result.isNull()) return "";
    Ref error = takePendingException();
    std::string line = formatExceptionOnly(error.get());
    while (!line.empty() && line.back() == '\n')
        line.pop_back();
    return line;
}

// Arms a budget for one test and disarms it whatever happens.
struct ArmedBudget {
    explicit ArmedBudget(uint64_t steps, bool (*check)() = nullptr) {
        vm::StepBudget budget;
        budget.steps = steps;
        budget.check = check;
        vm::armStepBudget(budget);
    }
    ~ArmedBudget() { vm::disarmStepBudget(); }
};

TEST(StepBudget, EndsAnInfiniteLoop) {
    ArmedBudget budget(1000);
    EXPECT_EQ(run("while True:\n    pass\n"), "KeyboardInterrupt: step budget exhausted");
    EXPECT_TRUE(vm::stepBudgetExhausted());
}

TEST(StepBudget, EndsLoopsThatSwallowEveryException) {
    ArmedBudget budget(1000);
    EXPECT_EQ(run("while True:\n"
                  "    try:\n"
                  "        while True:\n"
                  "            pass\n"
                  "    except BaseException:\n"
                  "        pass\n"),
              "KeyboardInterrupt: step budget exhausted");
}

TEST(StepBudget, EndsRecursionWhoseHandlersRecurseAgain) {
    ArmedBudget budget(2000);
    EXPECT_EQ(run("def f(n):\n"
                  "    try:\n"
                  "        f(n + 1)\n"
                  "    except BaseException:\n"
                  "        f(n + 1)\n"
                  "f(0)\n"),
              "KeyboardInterrupt: step budget exhausted");
}

TEST(StepBudget, ProgramsWithinTheBudgetRunNormally) {
    ArmedBudget budget(1000);
    EXPECT_EQ(run("total = 0\nfor i in range(100):\n    total += i\nassert total == 4950\n"), "");
    EXPECT_FALSE(vm::stepBudgetExhausted());
}

TEST(StepBudget, DisarmingRestoresTheEvalBreaker) {
    {
        ArmedBudget budget(10);
        EXPECT_NE(vm::gEvalBreaker.load() & vm::kEvalBreakerStepBudget, 0u);
    }
    EXPECT_EQ(vm::gEvalBreaker.load() & vm::kEvalBreakerStepBudget, 0u);
    EXPECT_FALSE(vm::stepBudgetExhausted());
    EXPECT_EQ(run("for i in range(100000):\n    pass\n"), "");
}

int gChecks = 0;
bool refuseAfterFiftyChecks() {
    if (++gChecks <= 50) return true;
    raiseNoMemory();
    return false;
}

TEST(StepBudget, TheCheckRunsAtEveryStepAndCanStopTheProgram) {
    gChecks = 0;
    ArmedBudget budget(1000000, refuseAfterFiftyChecks);
    EXPECT_EQ(run("while True:\n    pass\n"), "MemoryError");
    EXPECT_EQ(gChecks, 51);
}

TEST(AllocationCap, SizesOverTheCapRaiseMemoryError) {
    size_t saved = maxAllocationBytes();
    setMaxAllocationBytes(1u << 20);
    EXPECT_EQ(run("'a' * (2 << 20)"), "MemoryError");
    EXPECT_EQ(run("[0] * (1 << 20)"), "MemoryError");
    EXPECT_EQ(run("1 << (1 << 24)"), "MemoryError");
    EXPECT_EQ(run("'x'.ljust(1 << 21)"), "MemoryError");
    EXPECT_EQ(run("x = 'a' * 1000\nassert len(x) == 1000"), "");
    setMaxAllocationBytes(saved);
    EXPECT_EQ(run("assert len('a' * (2 << 20)) == 2 << 20"), "");
}

} // namespace
} // namespace taipan
