// Memory management seen from C++: the cycle collector keeps the number of
// tracked objects bounded, weak references to builtin objects (whose lists
// live in a side table) die with their referents, and the collector asks to
// run through the eval-breaker word. Expected behaviour is CPython 3.13's.
#include "modules/modules.h"
#include "objects/containers.h"
#include "objects/exceptions.h"
#include "objects/module.h"
#include "objects/str.h"
#include "objects/weakref.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/interpreter.h"
#include "vm/eval.h"
#include "vm/eval_breaker.h"

#include <gtest/gtest.h>

#include <string>

namespace taipan {
namespace {

class Memory : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { ASSERT_TRUE(initializeRuntime({"test_memory"})); }

    // Runs `source` in a fresh module namespace; returns the namespace.
    Ref run(const std::string& source) {
        Ref module = moduleNew(std::string_view("__test__"));
        EXPECT_FALSE(module.isNull());
        Dict* globals = moduleDict(module.get());
        EXPECT_TRUE(dictSetStr(globals, internStr("__builtins__"),
                               Value::fromObject(interpreter().builtinsModule)));
        Ref code = modules::compileText(source, "<test>", parse::ParseMode::Exec);
        EXPECT_FALSE(code.isNull());
        if (code.isNull()) return nullptr;
        Ref result = vm::evalCode(asCode(code.get()), globals, Value::fromObject(globals));
        if (result.isNull()) {
            Ref error = takePendingException();
            Ref text = repr(error.get());
            ADD_FAILURE() << "Python error: "
                          << (text.isNull() ? "?" : std::string(strUtf8(asStr(text.get()))));
            clearPendingException();
            return nullptr;
        }
        return Ref::borrow(Value::fromObject(globals));
    }

    int64_t intGlobal(const Ref& globals, const char* name) {
        Value v = dictGetStr(asDict(globals.get()), internStr(name));
        EXPECT_TRUE(!v.isNull() && v.isSmallInt()) << name;
        return v.isSmallInt() ? v.smallInt() : -1;
    }
};

TEST_F(Memory, CyclesCreatedInALoopDoNotAccumulate) {
    (void)gcCollect();
    int64_t before = gcTrackedCount();
    Ref globals = run("class Node:\n"
                      "    pass\n"
                      "for i in range(200000):\n"
                      "    a = Node()\n"
                      "    b = Node()\n"
                      "    a.other = b\n"
                      "    b.other = a\n"
                      "del a, b\n");
    ASSERT_FALSE(globals.isNull());
    // The automatic collector ran many times; at most a few thresholds' worth
    // of cycles can be waiting for the next run.
    EXPECT_LT(gcTrackedCount() - before, 20000);
    globals.reset();
    (void)gcCollect();
    EXPECT_LT(gcTrackedCount() - before, 50);
}

TEST_F(Memory, CollectReportsTheUnreachableObjectsAndFreesThem) {
    Ref globals = run("import gc\n"
                      "gc.disable()\n"
                      "gc.collect()\n"
                      "class Node:\n"
                      "    pass\n"
                      "nodes = [Node() for i in range(10)]\n"
                      "for i in range(10):\n"
                      "    nodes[i].next = nodes[i - 1]\n"
                      "del nodes, i\n"
                      "found = gc.collect()\n"
                      "l = []\n"
                      "l.append(l)\n"
                      "del l\n"
                      "found_list = gc.collect()\n"
                      "gc.enable()\n");
    ASSERT_FALSE(globals.isNull());
    // CPython 3.13 reports 10 (the instances; their attributes are inline).
    EXPECT_EQ(intGlobal(globals, "found"), 10);
    EXPECT_EQ(intGlobal(globals, "found_list"), 1);
}

TEST_F(Memory, WeakReferenceToABuiltinObjectDiesWithIt) {
    Ref set = setNew();
    ASSERT_FALSE(set.isNull());
    Ref ref = weakrefNew(&gWeakRefType, set.get(), Value());
    ASSERT_FALSE(ref.isNull());
    EXPECT_EQ(weakrefReferent(ref.get()), set.object());
    EXPECT_EQ(weakrefCount(set.object()), 1);
    // A second plain reference is the same object.
    Ref again = weakrefNew(&gWeakRefType, set.get(), Value());
    EXPECT_EQ(again.object(), ref.object());
    Ref proxy = weakProxyNew(set.get(), Value());
    ASSERT_FALSE(proxy.isNull());
    EXPECT_EQ(weakrefCount(set.object()), 2);
    set.reset();
    EXPECT_EQ(weakrefReferent(ref.get()), nullptr);
    EXPECT_EQ(weakrefReferent(proxy.get()), nullptr);
}

TEST_F(Memory, ObjectsWithoutAWeakReferenceListAreRefused) {
    Ref list = listNew(0);
    Ref ref = weakrefNew(&gWeakRefType, list.get(), Value());
    EXPECT_TRUE(ref.isNull());
    ASSERT_TRUE(pendingExceptionMatches(gTypeError));
    Ref error = takePendingException();
    Ref text = str(error.get());
    EXPECT_EQ(std::string(strUtf8(asStr(text.get()))),
              "cannot create weak reference to 'list' object");
    EXPECT_TRUE(weakrefNew(&gWeakRefType, Value::fromSmallInt(5), Value()).isNull());
    clearPendingException();
}

TEST_F(Memory, PassingTheThresholdSetsTheEvalBreakerFlag) {
    (void)gcCollect();
    vm::gEvalBreaker.fetch_and(~uintptr_t(vm::kEvalBreakerGc));
    int64_t thresholds[3];
    gcGetThresholds(thresholds);
    for (int64_t i = 0; i <= thresholds[0]; ++i)
        gcNoteAllocation();
    EXPECT_TRUE(gcCollectionPending());
    EXPECT_NE(vm::gEvalBreaker.load() & vm::kEvalBreakerGc, 0u);
    // The next RESUME handles it: the flag and the request are gone.
    Ref globals = run("def f():\n    return 1\nf()\n");
    ASSERT_FALSE(globals.isNull());
    EXPECT_FALSE(gcCollectionPending());
    EXPECT_EQ(vm::gEvalBreaker.load() & vm::kEvalBreakerGc, 0u);
    int64_t counts[3];
    gcGetCounts(counts);
    EXPECT_LT(counts[0], thresholds[0]);
}

TEST_F(Memory, WeakContainersLeaveNothingBehind) {
    // The weakref module stays in sys.modules once imported: import it first.
    ASSERT_FALSE(run("import weakref\n").isNull());
    (void)gcCollect();
    int64_t before = gcTrackedCount();
    Ref globals = run("import weakref\n"
                      "class T:\n"
                      "    pass\n"
                      "d = weakref.WeakValueDictionary()\n"
                      "k = weakref.WeakKeyDictionary()\n"
                      "s = weakref.WeakSet()\n"
                      "for i in range(1000):\n"
                      "    t = T()\n"
                      "    d[i] = t\n"
                      "    k[t] = i\n"
                      "    s.add(t)\n"
                      "    p = weakref.proxy(t)\n"
                      "del t, p\n"
                      "sizes = len(d.data) + len(k.data) + len(s.data)\n");
    ASSERT_FALSE(globals.isNull());
    EXPECT_EQ(intGlobal(globals, "sizes"), 0);
    dictClear(asDict(globals.get()));
    globals.reset();
    (void)gcCollect();
    EXPECT_LT(gcTrackedCount() - before, 20);
}

} // namespace
} // namespace taipan
