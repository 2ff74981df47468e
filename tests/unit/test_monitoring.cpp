// The sys.monitoring bookkeeping (vm/monitor/tools.h): tool ids, event sets,
// local event sets and callbacks, with the errors CPython 3.13 raises for
// the same calls (each expected message was printed by python3.13), and the
// instrumentation version bump every change must cause.
#include "objects/code.h"
#include "objects/type_registry.h"
#include "runtime/errors.h"
#include "taipan/monitoring.h"
#include "vm/bytecode.h"
#include "vm/eval_breaker.h"
#include "vm/monitor/tools.h"
#include "vm_test_support.h"

#include <gtest/gtest.h>

#include <string>

namespace taipan {
namespace {

using vm::monitor::Event;
using vm::monitor::eventBit;

class MonitoringEnvironment : public ::testing::Environment {
  public:
    void SetUp() override { ASSERT_TRUE(readyBuiltinTypes()); }
};

const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new MonitoringEnvironment());

// The pending exception as "Type: message", cleared; "" when none.
std::string takeError() {
    if (!hasPendingException()) return "";
    Ref error = takePendingException();
    Ref text = str(error.get());
    return std::string(typeOf(error.get())->name) + ": " + vmtest::utf8Of(text.get());
}

Ref name(const char* text) {
    return strFromUtf8(text);
}

uintptr_t version() {
    return vm::gEvalBreaker.load() >> vm::kEvalBreakerVersionShift;
}

// A code object to set local events on.
Ref someCode() {
    Code fields{};
    fields.stackSize = 1;
    fields.firstLineno = 1;
    Ref consts = tupleFromValues(nullptr, 0);
    Ref names = tupleFromValues(nullptr, 0);
    Ref filename = name("<test>");
    Ref codeName = name("f");
    fields.consts = asTuple(consts.get());
    fields.names = asTuple(names.get());
    fields.localsPlusNames = asTuple(names.get());
    fields.filename = asStr(filename.get());
    fields.name = asStr(codeName.get());
    fields.qualname = asStr(codeName.get());
    return codeNew(fields, {0}, {}, {SourcePosition{1, 1, 0, 1}}, {});
}

class Monitoring : public ::testing::Test {
  protected:
    void TearDown() override {
        vm::monitor::clearAllTools();
        clearPendingException();
    }
};

TEST_F(Monitoring, ToolIds) {
    EXPECT_FALSE(vm::monitor::useTool(6, name("x").get()));
    EXPECT_EQ(takeError(), "ValueError: invalid tool 6 (must be between 0 and 5)");
    EXPECT_FALSE(vm::monitor::useTool(-1, name("x").get()));
    EXPECT_EQ(takeError(), "ValueError: invalid tool -1 (must be between 0 and 5)");
    EXPECT_FALSE(vm::monitor::useTool(0, Value::fromSmallInt(5)));
    EXPECT_EQ(takeError(), "ValueError: tool name must be a str");
    EXPECT_TRUE(vm::monitor::useTool(0, name("dbg").get()));
    EXPECT_FALSE(vm::monitor::useTool(0, name("again").get()));
    EXPECT_EQ(takeError(), "ValueError: tool 0 is already in use");
    Ref tool = vm::monitor::getTool(0);
    EXPECT_EQ(vmtest::utf8Of(tool.get()), "dbg");
    EXPECT_TRUE(vm::monitor::getTool(1).get().is(noneValue()));
    EXPECT_TRUE(vm::monitor::getTool(7).isNull());
    EXPECT_EQ(takeError(), "ValueError: invalid tool 7 (must be between 0 and 5)");
    EXPECT_TRUE(vm::monitor::freeTool(0));
    EXPECT_TRUE(vm::monitor::getTool(0).get().is(noneValue()));
    EXPECT_TRUE(vm::monitor::freeTool(3)); // freeing a free id is not an error
}

TEST_F(Monitoring, EventSets) {
    vm::monitor::EventSet events = 99;
    EXPECT_FALSE(vm::monitor::setEvents(1, eventBit(Event::PyStart)));
    EXPECT_EQ(takeError(), "ValueError: tool 1 is not in use");
    EXPECT_TRUE(vm::monitor::getEvents(1, events)); // no check of use, as in CPython
    EXPECT_EQ(events, 0u);
    ASSERT_TRUE(vm::monitor::useTool(0, name("t").get()));
    EXPECT_FALSE(vm::monitor::setEvents(0, 1 << 20));
    EXPECT_EQ(takeError(), "ValueError: invalid event set 0x100000");
    EXPECT_FALSE(vm::monitor::setEvents(0, -1));
    EXPECT_EQ(takeError(), "ValueError: invalid event set 0xffffffff");
    EXPECT_FALSE(vm::monitor::setEvents(0, eventBit(Event::CReturn)));
    EXPECT_EQ(takeError(), "ValueError: cannot set C_RETURN or C_RAISE events independently");
    uintptr_t before = version();
    EXPECT_TRUE(vm::monitor::setEvents(0, eventBit(Event::PyStart) | eventBit(Event::Line)));
    EXPECT_GT(version(), before);
    EXPECT_TRUE(vm::monitor::getEvents(0, events));
    EXPECT_EQ(events, 33u);
    // CALL with C_RETURN and C_RAISE reads back as CALL alone.
    EXPECT_TRUE(vm::monitor::setEvents(0, eventBit(Event::Call) | eventBit(Event::CReturn) |
                                              eventBit(Event::CRaise)));
    EXPECT_TRUE(vm::monitor::getEvents(0, events));
    EXPECT_EQ(events, 16u);
    EXPECT_TRUE(vm::monitor::setEvents(0, eventBit(Event::Branch) | eventBit(Event::Jump)));
    EXPECT_TRUE(vm::monitor::getEvents(0, events));
    EXPECT_EQ(events, 384u);
    EXPECT_EQ(vm::monitor::globalEvents(), 384u);
    // Setting the same set again changes nothing, so no new version.
    before = version();
    EXPECT_TRUE(vm::monitor::setEvents(0, 384));
    EXPECT_EQ(version(), before);
    // Freeing the tool turns its events off (CPython 3.13 leaves them on).
    EXPECT_TRUE(vm::monitor::freeTool(0));
    EXPECT_EQ(vm::monitor::globalEvents(), 0u);
}

TEST_F(Monitoring, LocalEvents) {
    Ref code = someCode();
    ASSERT_FALSE(code.isNull());
    Code* c = asCode(code.get());
    vm::monitor::EventSet events = 99;
    EXPECT_FALSE(vm::monitor::setLocalEvents(1, c, eventBit(Event::Line)));
    EXPECT_EQ(takeError(), "ValueError: tool 1 is not in use");
    ASSERT_TRUE(vm::monitor::useTool(0, name("t").get()));
    EXPECT_FALSE(vm::monitor::setLocalEvents(0, c, eventBit(Event::Raise)));
    EXPECT_EQ(takeError(), "ValueError: invalid local event set 0x400");
    EXPECT_FALSE(vm::monitor::setLocalEvents(0, c, eventBit(Event::CRaise)));
    EXPECT_EQ(takeError(), "ValueError: cannot set C_RETURN or C_RAISE events independently");
    EXPECT_EQ(c->monitoring, nullptr); // nothing allocated for nothing
    EXPECT_TRUE(vm::monitor::setLocalEvents(0, c, eventBit(Event::Line)));
    EXPECT_NE(c->monitoring, nullptr);
    EXPECT_TRUE(vm::monitor::getLocalEvents(0, c, events));
    EXPECT_EQ(events, 32u);
    EXPECT_TRUE(vm::monitor::getLocalEvents(1, c, events));
    EXPECT_EQ(events, 0u);
    ASSERT_TRUE(vm::monitor::setEvents(0, eventBit(Event::PyStart)));
    EXPECT_EQ(vm::monitor::eventsFor(0, c), 33u);
}

TEST_F(Monitoring, Callbacks) {
    Ref first = name("first callback");
    Ref second = name("second callback");
    // CPython does not check that the tool is in use here.
    Ref previous = vm::monitor::registerCallback(1, eventBit(Event::Line), first.get());
    ASSERT_FALSE(previous.isNull());
    EXPECT_TRUE(previous.get().is(noneValue()));
    previous = vm::monitor::registerCallback(1, eventBit(Event::Line), second.get());
    EXPECT_TRUE(previous.get().is(first.get()));
    EXPECT_TRUE(vm::monitor::callbackOf(1, Event::Line).is(second.get()));
    previous = vm::monitor::registerCallback(1, eventBit(Event::Line), noneValue());
    EXPECT_TRUE(previous.get().is(second.get()));
    EXPECT_TRUE(vm::monitor::callbackOf(1, Event::Line).isNull());
    EXPECT_TRUE(
        vm::monitor::registerCallback(1, eventBit(Event::Line) | eventBit(Event::Call), first.get())
            .isNull());
    EXPECT_EQ(takeError(), "ValueError: The callback can only be set for one event at a time");
    EXPECT_TRUE(vm::monitor::registerCallback(1, 0, first.get()).isNull());
    EXPECT_EQ(takeError(), "ValueError: The callback can only be set for one event at a time");
    EXPECT_TRUE(vm::monitor::registerCallback(0, 1 << 20, first.get()).isNull());
    EXPECT_EQ(takeError(), "ValueError: invalid event 1048576");
    EXPECT_TRUE(vm::monitor::registerCallback(9, eventBit(Event::Line), first.get()).isNull());
    EXPECT_EQ(takeError(), "ValueError: invalid tool 9 (must be between 0 and 5)");
    // Freeing a tool drops its callbacks.
    ASSERT_TRUE(vm::monitor::useTool(2, name("p").get()));
    vm::monitor::registerCallback(2, eventBit(Event::CReturn), first.get());
    EXPECT_TRUE(vm::monitor::freeTool(2));
    EXPECT_TRUE(vm::monitor::callbackOf(2, Event::CReturn).isNull());
}

TEST_F(Monitoring, RestartBumpsEpochAndVersion) {
    uint64_t epoch = vm::monitor::restartEpoch();
    uintptr_t before = version();
    vm::monitor::restartEvents();
    EXPECT_EQ(vm::monitor::restartEpoch(), epoch + 1);
    EXPECT_GT(version(), before);
}

TEST_F(Monitoring, EventNamesAreCPythons) {
    EXPECT_STREQ(vm::monitor::eventName(Event::PyStart), "PY_START");
    EXPECT_STREQ(vm::monitor::eventName(Event::StopIteration), "STOP_ITERATION");
    EXPECT_STREQ(vm::monitor::eventName(Event::CRaise), "C_RAISE");
    EXPECT_EQ(eventBit(Event::CRaise), 65536u);
    EXPECT_EQ(eventBit(Event::ExceptionHandled), 2048u);
}

// 3.14's BRANCH_LEFT and BRANCH_RIGHT, an extension numbered after 3.13's
// events (docs/monitoring.md §9): valid globally, locally and for
// callbacks; the next bit is refused with 3.13's messages.
TEST_F(Monitoring, BranchDirectionsAreEventsSeventeenAndEighteen) {
    EXPECT_STREQ(vm::monitor::eventName(Event::BranchLeft), "BRANCH_LEFT");
    EXPECT_STREQ(vm::monitor::eventName(Event::BranchRight), "BRANCH_RIGHT");
    EXPECT_EQ(eventBit(Event::BranchLeft), 1u << 17);
    EXPECT_EQ(eventBit(Event::BranchRight), 1u << 18);
    EXPECT_EQ(eventBit(Event::Branch), 256u); // 3.13's number, unchanged
    ASSERT_TRUE(vm::monitor::useTool(0, name("t").get()));
    vm::monitor::EventSet events = 0;
    EXPECT_TRUE(vm::monitor::setEvents(0, (1 << 17) | (1 << 18) | eventBit(Event::Branch)));
    EXPECT_TRUE(vm::monitor::getEvents(0, events));
    EXPECT_EQ(events, (1u << 17) | (1u << 18) | 256u);
    EXPECT_FALSE(vm::monitor::setEvents(0, 1 << 19));
    EXPECT_EQ(takeError(), "ValueError: invalid event set 0x80000");
    Ref code = someCode();
    Code* c = asCode(code.get());
    EXPECT_TRUE(vm::monitor::setLocalEvents(0, c, 1 << 17));
    EXPECT_TRUE(vm::monitor::getLocalEvents(0, c, events));
    EXPECT_EQ(events, 1u << 17);
    EXPECT_FALSE(vm::monitor::setLocalEvents(0, c, (1 << 18) | (1 << 19)));
    EXPECT_EQ(takeError(), "ValueError: invalid local event set 0xc0000");
    Ref callback = name("callback");
    Ref previous = vm::monitor::registerCallback(0, 1 << 18, callback.get());
    ASSERT_FALSE(previous.isNull());
    EXPECT_TRUE(vm::monitor::callbackOf(0, Event::BranchRight).is(callback.get()));
    EXPECT_TRUE(vm::monitor::registerCallback(0, 1 << 19, callback.get()).isNull());
    EXPECT_EQ(takeError(), "ValueError: invalid event 524288");
}

} // namespace
} // namespace taipan

// ---- Instrumentation with a native tool (vm/monitor/instrument.h) -----------------------

namespace taipan {
namespace {

// What the native test tool saw: "EVENT qualname line" per event.
std::string& eventLog() {
    static std::string log;
    return log;
}

void recordEvent(void* context, vm::Frame*, Code* code, int32_t offset, Value) {
    const char* event = static_cast<const char*>(context);
    int line = code->positions[offset].lineno;
    eventLog() += std::string(event) + " " + vmtest::utf8Of(Value::fromObject(code->qualname)) +
                  " " + std::to_string(line) + "\n";
}

constexpr int kTestTool = vm::monitor::kProfilerId;

// attach(): PY_START, PY_RESUME, PY_RETURN and PY_YIELD, natively.
Ref testAttach(Value, const Value*, size_t, Tuple*) {
    Ref toolName = strFromUtf8("native test tool");
    if (!vm::monitor::useTool(kTestTool, toolName.get())) return nullptr;
    static const char* const kNames[] = {"PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD"};
    static const Event kEvents[] = {Event::PyStart, Event::PyResume, Event::PyReturn,
                                    Event::PyYield};
    vm::monitor::EventSet all = 0;
    for (int i = 0; i < 4; ++i) {
        if (!vm::monitor::setNativeCallback(kTestTool, kEvents[i], recordEvent,
                                            const_cast<char*>(kNames[i])))
            return nullptr;
        all |= eventBit(kEvents[i]);
    }
    if (!vm::monitor::setEvents(kTestTool, all)) return nullptr;
    return noneRef();
}

// What the native test tool saw of a branch: "EVENT qualname line -> line"
// (the destination's line), and how many LEFT and RIGHT events.
struct BranchCounts {
    int left = 0;
    int right = 0;
};
BranchCounts gBranchCounts;

void recordBranch(void* context, vm::Frame*, Code* code, int32_t offset, Value destination) {
    const char* event = static_cast<const char*>(context);
    if (std::string(event) == "LEFT") ++gBranchCounts.left;
    if (std::string(event) == "RIGHT") ++gBranchCounts.right;
    // The destination is a byte offset, as a Python callback gets it.
    int64_t unit = destination.smallInt() / 2;
    eventLog() += std::string(event) + " " + vmtest::utf8Of(Value::fromObject(code->qualname)) +
                  " " + std::to_string(code->positions[offset].lineno) + " -> " +
                  std::to_string(code->positions[unit].lineno) + "\n";
}

// attach_directions(): BRANCH_LEFT and BRANCH_RIGHT through the public
// native tool API (include/taipan/monitoring.h); attach_branches(): BRANCH too.
bool attachBranchEvents(bool withBranch) {
    Ref toolName = strFromUtf8("native branch tool");
    if (!monitoring::useTool(kTestTool, toolName.get())) return false;
    static const char* const kNames[] = {"LEFT", "RIGHT", "BRANCH"};
    static const monitoring::Event kEvents[] = {
        monitoring::Event::BranchLeft, monitoring::Event::BranchRight, monitoring::Event::Branch};
    monitoring::EventSet all = 0;
    for (int i = 0; i < (withBranch ? 3 : 2); ++i) {
        if (!monitoring::setCallback(kTestTool, kEvents[i], recordBranch,
                                     const_cast<char*>(kNames[i])))
            return false;
        all |= monitoring::eventBit(kEvents[i]);
    }
    return monitoring::setEvents(kTestTool, all);
}

Ref testAttachDirections(Value, const Value*, size_t, Tuple*) {
    return attachBranchEvents(false) ? noneRef() : nullptr;
}

Ref testAttachBranches(Value, const Value*, size_t, Tuple*) {
    return attachBranchEvents(true) ? noneRef() : nullptr;
}

// detach(): everything off, the tool freed.
Ref testDetach(Value, const Value*, size_t, Tuple*) {
    if (!vm::monitor::setEvents(kTestTool, 0) || !vm::monitor::freeTool(kTestTool)) return nullptr;
    return noneRef();
}

// rawcode(f): f's instructions as they are now (quickened, specialized,
// instrumented: opcode and argument units, the inline caches left out,
// since their counters change with every execution), as a tuple of ints.
Ref testRawCode(Value, const Value* args, size_t, Tuple*) {
    Code* code = asFunction(args[0])->code;
    std::vector<Value> units;
    for (uint32_t i = 0; i < code->codeSize;) {
        units.push_back(Value::fromSmallInt(code->code[i]));
        i += 1 + static_cast<uint32_t>(vm::kOpcodeCacheSizes[code->code[i] & 0xFF]);
    }
    return tupleFromValues(units.data(), static_cast<int64_t>(units.size()));
}

const MethodDef kToolFunctions[] = {
    {"attach", testAttach, 0, nullptr},
    {"detach", testDetach, 0, nullptr},
    {"rawcode", testRawCode, 0, nullptr},
    {"attach_directions", testAttachDirections, 0, nullptr},
    {"attach_branches", testAttachBranches, 0, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

void addToolFunctions() {
    Dict* builtins = vmtest::testBuiltins();
    for (const MethodDef* def = kToolFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, Value());
        Ref key = strFromUtf8(def->name);
        ASSERT_TRUE(dictSetItem(builtins, key.get(), function.get()));
    }
}

// Each expected log below is
// what python3.13 printed for the same program with a sys.monitoring tool
// registered for the same four events, minus the events of its own
// attach()/detach() helpers (Python functions there, builtins here).
const char* const kProgram = R"(def add(a, b):
    return a + b
def gen(n):
    for i in range(n):
        yield i
    return "done"
def main():
    total = add(1, 2)
    for v in gen(2):
        total += v
    return total
for i in range(20):
    main()
before = (rawcode(main), rawcode(add), rawcode(gen))
attach()
r = main()
detach()
instrumented = (rawcode(main), rawcode(add), rawcode(gen)) != before
main()
print(r, instrumented)
print((rawcode(main), rawcode(add), rawcode(gen)) == before)
)";

TEST_F(Monitoring, NativeToolSeesStartsReturnsYieldsResumes) {
    addToolFunctions();
    eventLog().clear();
    vmtest::RunResult result = vmtest::runSource(kProgram);
    EXPECT_EQ(result.error, "");
    // Right after detaching, main, add and gen (on no stack) still carry
    // their twins; their next RESUME removes them, and then every code
    // object is instruction for instruction what quickening and
    // specialization had left (DESIGN §6.7).
    EXPECT_EQ(result.output, "4 True\nTrue\n");
    EXPECT_EQ(eventLog(), "PY_START main 7\n"
                          "PY_START add 1\n"
                          "PY_RETURN add 2\n"
                          "PY_START gen 3\n"
                          "PY_YIELD gen 5\n"
                          "PY_RESUME gen 5\n"
                          "PY_YIELD gen 5\n"
                          "PY_RESUME gen 5\n"
                          "PY_RETURN gen 6\n"
                          "PY_RETURN main 11\n");
}

TEST_F(Monitoring, EventsTurnedOnInDeepRecursionReachOlderFrames) {
    // Eager instrumentation (DESIGN §2 rule 6): the frames already running
    // report their returns.
    addToolFunctions();
    eventLog().clear();
    vmtest::RunResult result = vmtest::runSource("def down(n):\n"
                                                 "    if n == 0:\n"
                                                 "        attach()\n"
                                                 "        return 0\n"
                                                 "    return down(n - 1) + 1\n"
                                                 "print(down(3))\n"
                                                 "detach()\n");
    EXPECT_EQ(result.error, "");
    EXPECT_EQ(result.output, "3\n");
    EXPECT_EQ(eventLog(), "PY_RETURN down 4\n"
                          "PY_RETURN down 5\n"
                          "PY_RETURN down 5\n"
                          "PY_RETURN down 5\n");
}

TEST_F(Monitoring, GeneratorSuspendedBeforeAttachReportsItsResumptions) {
    // A suspended generator is brought up to date lazily, by its RESUME.
    addToolFunctions();
    eventLog().clear();
    vmtest::RunResult result = vmtest::runSource("def gen(n):\n"
                                                 "    for i in range(n):\n"
                                                 "        yield i\n"
                                                 "    return 'done'\n"
                                                 "g = gen(3)\n"
                                                 "next(g)\n"
                                                 "attach()\n"
                                                 "print(list(g))\n"
                                                 "detach()\n");
    EXPECT_EQ(result.error, "");
    EXPECT_EQ(result.output, "[1, 2]\n");
    EXPECT_EQ(eventLog(), "PY_RESUME gen 3\n"
                          "PY_YIELD gen 3\n"
                          "PY_RESUME gen 3\n"
                          "PY_YIELD gen 3\n"
                          "PY_RESUME gen 3\n"
                          "PY_RETURN gen 4\n");
}

// A native tool on BRANCH_LEFT / BRANCH_RIGHT over a small loop. The log
// with BRANCH too is what python3.13 printed for the same program with a
// BRANCH tool, each BRANCH followed by its direction (LEFT when the
// destination is the instruction after the branch and its cache): the
// order Taipan documents, BRANCH first.
const char* const kBranchProgram = R"(def odd(n):
    count = 0
    for i in range(n):
        if i % 2:
            count += 1
    return count
ATTACH()
r = odd(3)
detach()
print(r)
)";

std::string branchProgram(const char* attach) {
    std::string source = kBranchProgram;
    source.replace(source.find("ATTACH"), 6, attach);
    return source;
}

// What the tool logs with LEFT and RIGHT alone (python3.13's BRANCH events,
// classified).
const char* const kDirectionsLog = "LEFT odd 3 -> 3\n"
                                   "LEFT odd 4 -> 4\n"
                                   "LEFT odd 3 -> 3\n"
                                   "RIGHT odd 4 -> 5\n"
                                   "LEFT odd 3 -> 3\n"
                                   "LEFT odd 4 -> 4\n"
                                   "RIGHT odd 3 -> 6\n";

// Runs the program with `attach` and checks the log and the counts.
void checkBranchLog(const char* attach, const std::string& expected) {
    addToolFunctions();
    eventLog().clear();
    gBranchCounts = BranchCounts();
    vmtest::RunResult result = vmtest::runSource(branchProgram(attach));
    EXPECT_EQ(result.error, "");
    EXPECT_EQ(result.output, "1\n");
    EXPECT_EQ(gBranchCounts.left, 5);
    EXPECT_EQ(gBranchCounts.right, 2);
    EXPECT_EQ(eventLog(), expected);
}

TEST_F(Monitoring, NativeToolCountsBranchDirections) {
    checkBranchLog("attach_directions", kDirectionsLog);
}

TEST_F(Monitoring, NativeToolGetsBranchThenItsDirection) {
    // Each direction preceded by its BRANCH, with the same lines.
    std::string expected;
    std::string directions = kDirectionsLog;
    for (size_t at = 0; at < directions.size();) {
        size_t end = directions.find('\n', at) + 1;
        std::string line = directions.substr(at, end - at);
        expected += "BRANCH" + line.substr(line.find(' ')) + line;
        at = end;
    }
    checkBranchLog("attach_branches", expected);
}

// A native CALL tool logging the name of each callable it is told about:
// a builtin's name, "py" for a Python function or a bound method of one,
// "other" for anything else (a class).
void recordCall(void*, vm::Frame*, Code*, int32_t, Value callable) {
    const MethodDef* def = builtinFunctionDefOf(callable);
    if (def != nullptr) {
        eventLog() += std::string(def->name) + "\n";
    } else if (isFunction(callable) || isMethod(callable)) {
        eventLog() += "py\n";
    } else {
        eventLog() += "other\n";
    }
}

// watch_calls(): CALL through the native API; watch_builtin_calls(): the
// same, skipping the calls of Python functions (setCallSkipsPythonFunctions).
bool attachCallTool(bool skipPython) {
    Ref toolName = strFromUtf8("native call tool");
    return monitoring::useTool(kTestTool, toolName.get()) &&
           monitoring::setCallback(kTestTool, monitoring::Event::Call, recordCall, nullptr) &&
           monitoring::setCallSkipsPythonFunctions(kTestTool, skipPython) &&
           monitoring::setEvents(kTestTool, monitoring::eventBit(monitoring::Event::Call));
}

Ref testWatchCalls(Value, const Value*, size_t, Tuple*) {
    return attachCallTool(false) ? noneRef() : nullptr;
}

Ref testWatchBuiltinCalls(Value, const Value*, size_t, Tuple*) {
    return attachCallTool(true) ? noneRef() : nullptr;
}

const MethodDef kCallToolFunctions[] = {
    {"watch_calls", testWatchCalls, 0, nullptr},
    {"watch_builtin_calls", testWatchBuiltinCalls, 0, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

// Python functions, a bound method, builtins, a class, called in a loop so
// that the calls specialize; the tool sees each call site's CALL twin.
const char* const kCallProgram = R"(class Box:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
def twice(x):
    return x * 2
def run():
    b = Box(3)
    m = b.get
    return [twice(len("ab")), m(), len("abc")]
for i in range(20):
    run()
{attach}()
r = run()
detach()
print(r)
)";

std::string runCallTool(const char* attach) {
    addToolFunctions();
    Dict* builtins = vmtest::testBuiltins();
    for (const MethodDef* def = kCallToolFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, Value());
        Ref key = strFromUtf8(def->name);
        EXPECT_TRUE(dictSetItem(builtins, key.get(), function.get()));
    }
    eventLog().clear();
    std::string program = kCallProgram;
    program.replace(program.find("{attach}"), 8, attach);
    vmtest::RunResult result = vmtest::runSource(program.c_str());
    EXPECT_EQ(result.error, "");
    EXPECT_EQ(result.output, "[4, 3, 3]\n");
    return eventLog();
}

TEST_F(Monitoring, NativeCallToolSeesEveryCall) {
    // run() itself, then Box(3), len (twice's argument first), twice, the
    // bound method, len, and detach.
    EXPECT_EQ(runCallTool("watch_calls"), "py\nother\nlen\npy\npy\nlen\ndetach\n");
}

TEST_F(Monitoring, NativeCallToolCanSkipPythonFunctions) {
    // The same without the Python functions and the bound method; the class
    // call is still reported (it is not a Python function).
    EXPECT_EQ(runCallTool("watch_builtin_calls"), "other\nlen\nlen\ndetach\n");
}

} // namespace
} // namespace taipan
