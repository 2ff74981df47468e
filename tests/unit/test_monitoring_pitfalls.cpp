// The instrumentation pitfalls of DESIGN §6, one test (or a few) each:
// Python programs run through the whole pipeline with the real builtins and
// sys.monitoring, and assertions on the code units themselves
// (Code::code, the side table of vm/monitor/code_monitoring.h) as well as
// on the events the programs' tools saw. Every expected event sequence was
// printed by python3.13 for the same program, as the comments say.
//
//  §6.7  OffAfter*LeavesBytecodeAsItWas, InlineCachesAreNotMistakenForLayers
//  §6.3  LayersOf*LeaveTheOriginal
//  §6.2  SpecializationHappensBeneathTheTwin..., SiteDeoptimizedBeneathTheTwin...
//  §6.5  DisableWhereNotAllowed..., RestartEventsReachesCodeOnNoStack
//  §6.6  TracedLoopSpecializesBeneathTheMarkersAndStaysSpecialized
//  §6.4  LineEventsOfAHugeFunction
//  §6.1  EventsTurnedOnWhileGeneratorsAreSuspended
//
// Invariants the tests rely on:
//  - Each program runs in a namespace of its own (Namespace below). The
//    namespace of the observed functions gets no new key once they are
//    warm, since a new key changes the globals' version and makes the
//    specialized global loads miss; tools and drivers live in another one.
//  - Every tool a test uses is released by TearDown, so the tests are
//    independent whatever order they run in.
#include "modules/modules.h"
#include "objects/code.h"
#include "objects/exceptions.h"
#include "objects/function.h"
#include "objects/int.h"
#include "objects/str.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "parse/parser.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/interpreter.h"
#include "vm/bytecode.h"
#include "vm/eval.h"
#include "vm/eval_breaker.h"
#include "vm/monitor/code_monitoring.h"
#include "vm/monitor/instrument.h"
#include "vm/monitor/tools.h"
#include "vm/specialize.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <map>
#include <string>
#include <vector>

namespace taipan {
namespace {

namespace mon = vm::monitor;
using vm::Opcode;

class PitfallEnvironment : public ::testing::Environment {
  public:
    void SetUp() override { ASSERT_TRUE(initializeRuntime({"test_monitoring_pitfalls"})); }
};

const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new PitfallEnvironment());

std::string utf8Of(Value value) {
    return std::string(strUtf8(asStr(value)));
}

// The pending exception as its traceback, cleared; "" when none.
std::string takeErrorReport() {
    if (!hasPendingException()) return "";
    Ref exception = takePendingException();
    return formatException(exception.get());
}

// A module namespace with the real builtins: runs source in it, reads and
// writes its globals, calls its functions. The compiled module code
// objects are kept, so the tests can walk every code object a program
// made (their co_consts, recursively).
class Namespace {
  public:
    Namespace() : globals_(dictNew()) {
        EXPECT_TRUE(dictSetStr(dict(), internStr("__name__"), strFromUtf8("__main__").get()));
        EXPECT_TRUE(dictSetStr(dict(), internStr("__builtins__"),
                               Value::fromObject(interpreter().builtinsModule)));
    }
    Namespace(const Namespace&) = delete;
    Namespace& operator=(const Namespace&) = delete;
    ~Namespace() {
        // Functions and classes live in cycles with their globals.
        globals_.reset();
        roots_.clear();
        (void)gcCollect();
    }

    Dict* dict() const { return asDict(globals_.get()); }

    // Runs `source` as a module body; "" or the uncaught exception's report.
    std::string run(const std::string& source) {
        Ref code = modules::compileText(source, "<pitfalls>", parse::ParseMode::Exec);
        if (code.isNull()) return takeErrorReport();
        roots_.push_back(code);
        Ref value = vm::evalCode(asCode(code.get()), dict(), Value());
        if (value.isNull()) return takeErrorReport();
        return "";
    }

    // str() of an expression evaluated in the namespace; the error report
    // (starting "Traceback") when it raises.
    std::string eval(const std::string& expression) {
        Ref code = modules::compileText(expression, "<pitfalls>", parse::ParseMode::Eval);
        if (code.isNull()) return takeErrorReport();
        Ref value = vm::evalCode(asCode(code.get()), dict(), Value());
        if (value.isNull()) return takeErrorReport();
        Ref text = str(value.get());
        if (text.isNull()) return takeErrorReport();
        return utf8Of(text.get());
    }

    // The compiled module code of the `index`th run().
    Code* root(size_t index) const { return asCode(roots_.at(index).get()); }

    Value get(const char* name) const { return dictGetStr(dict(), internStr(name)); }
    void set(const char* name, Value value) {
        EXPECT_TRUE(dictSetStr(dict(), internStr(name), value));
    }
    Code* code(const char* function) const {
        Value value = get(function);
        EXPECT_TRUE(isFunction(value)) << function;
        return asFunction(value)->code;
    }

    // Calls the global function `name`; str() of its result, or the
    // error report.
    std::string call(const char* name, std::initializer_list<Value> args) {
        std::vector<Value> values(args);
        Ref result = taipan::call(get(name), values.data(), values.size());
        if (result.isNull()) return takeErrorReport();
        Ref text = str(result.get());
        if (text.isNull()) return takeErrorReport();
        return utf8Of(text.get());
    }

  private:
    Ref globals_;
    std::vector<Ref> roots_;
};

// ---- Reading bytecode -------------------------------------------------------------------

std::string opName(uint8_t op) {
    return std::string(vm::opcodeName(static_cast<Opcode>(op)));
}

uint8_t op(Opcode opcode) {
    return static_cast<uint8_t>(opcode);
}

// The LINE or INSTRUCTION marker for an instruction with `cache` cache
// units (found by name, so the test does not repeat the table).
uint8_t markerFor(const char* prefix, int cache) {
    for (int candidate = 0; candidate < vm::kOpcodeCount; ++candidate) {
        std::string name = opName(static_cast<uint8_t>(candidate));
        if (name.rfind(prefix, 0) == 0 && mon::isLayer(static_cast<uint16_t>(candidate)) &&
            vm::kOpcodeCacheSizes[candidate] == cache) {
            return static_cast<uint8_t>(candidate);
        }
    }
    ADD_FAILURE() << "no " << prefix << " marker for cache size " << cache;
    return 0;
}

// Every code object reachable from `root` through co_consts, `root` first.
void collectCodes(Code* root, std::vector<Code*>& out) {
    out.push_back(root);
    for (int64_t i = 0; i < root->consts->size; ++i) {
        Value constant = root->consts->items()[i];
        if (typeOf(constant) == &gCodeType) collectCodes(asCode(constant), out);
    }
}

std::vector<Code*> codesOf(Code* root) {
    std::vector<Code*> codes;
    collectCodes(root, codes);
    return codes;
}

// The units (opcodes, arguments and inline caches) of each code object.
using Snapshot = std::map<const Code*, std::vector<uint16_t>>;

Snapshot snapshot(const std::vector<Code*>& codes) {
    Snapshot units;
    for (const Code* code : codes)
        units[code] = std::vector<uint16_t>(code->code, code->code + code->codeSize);
    return units;
}

// What unit `i` of `code` is: "RESUME_CHECK 0" for an instruction, "cache
// 2 of LOAD_ATTR" for a cache unit (by the opcode in `units`).
std::string unitRole(const std::vector<uint16_t>& units, size_t i) {
    for (size_t at = 0; at < units.size();) {
        uint8_t opcode = units[at] & 0xFF;
        size_t caches = vm::kOpcodeCacheSizes[opcode];
        if (at == i) return "instruction";
        if (i > at && i <= at + caches)
            return "cache " + std::to_string(i - at - 1) + " of " + opName(opcode);
        at += 1 + caches;
    }
    return "?";
}

std::string describeUnit(const std::vector<uint16_t>& units, size_t i) {
    std::string role = unitRole(units, i);
    if (role != "instruction") return role + " = " + std::to_string(units[i]);
    return opName(units[i] & 0xFF) + " " + std::to_string(units[i] >> 8);
}

// "" when every code object's units are equal in both snapshots, else
// a list of the differences (at most 30), naming the code and the unit.
std::string differences(const Snapshot& before, const Snapshot& after) {
    std::string out;
    int listed = 0, total = 0;
    for (const auto& [code, units] : before) {
        auto found = after.find(code);
        if (found == after.end()) {
            out += utf8Of(Value::fromObject(code->qualname)) + ": missing\n";
            continue;
        }
        const std::vector<uint16_t>& later = found->second;
        for (size_t i = 0; i < units.size() && i < later.size(); ++i) {
            if (units[i] == later[i]) continue;
            ++total;
            if (++listed > 30) continue;
            out += utf8Of(Value::fromObject(code->qualname)) + " unit " + std::to_string(i) + ": " +
                   describeUnit(units, i) + " -> " + describeUnit(later, i) + "\n";
        }
    }
    if (total > 30) out += "... " + std::to_string(total) + " units differ in all\n";
    return out;
}

// How many units of the code objects hold a layer (a twin or a marker).
int layeredUnits(const std::vector<Code*>& codes) {
    int count = 0;
    for (const Code* code : codes) {
        for (uint32_t i = 0; i < code->codeSize;) {
            uint8_t opcode = code->code[i] & 0xFF;
            if (mon::isLayer(code->code[i])) ++count;
            i += 1 + vm::kOpcodeCacheSizes[opcode];
        }
    }
    return count;
}

// The units of `code` where instructions start.
std::vector<uint32_t> instructionUnits(const Code* code) {
    std::vector<uint32_t> starts;
    for (uint32_t i = 0; i < code->codeSize;) {
        starts.push_back(i);
        i += 1 + vm::kOpcodeCacheSizes[code->code[i] & 0xFF];
    }
    return starts;
}

// The one instruction of `code` whose original (beneath any layer) is of
// `family`; -1 (and a failure) when there is not exactly one.
int64_t uniqueSite(const Code* code, Opcode family) {
    int64_t found = -1;
    for (uint32_t at : instructionUnits(code)) {
        Opcode original = static_cast<Opcode>(mon::originalOpcode(code, code->code + at));
        if (vm::opcodeFamily(original) != family || mon::isLayer(op(original))) continue;
        if (found >= 0) {
            ADD_FAILURE() << "two " << vm::opcodeName(family) << " sites";
            return -1;
        }
        found = at;
    }
    if (found < 0) ADD_FAILURE() << "no " << vm::opcodeName(family) << " site";
    return found;
}

class Pitfalls : public ::testing::Test {
  protected:
    void TearDown() override {
        mon::clearAllTools();
        clearPendingException();
    }
};

// ---- §6.7: a tool turned on and then off leaves the bytecode as it was -------------------

// Functions of every kind the instrumentation treats differently: calls
// (Python and builtin), loops with branches and jumps, try/except/finally
// (the exception events), a generator (yields and resumptions), a class
// with methods (and its __init__ entered by the specialized call), a
// closure. After the warm-up every adaptive instruction has specialized,
// so running the workload again changes no unit at all: the test checks
// that premise first. (The closure is made once: a call site that gets a
// new function object each time misses on the function's version every
// time, so its counter never settles.) The warm-up is the last thing the
// module does: a global bound after it would change the globals' version
// under the specialized global loads.
const char* const kWorkloadProgram = R"(def add(a, b):
    return a + b

def calls(n):
    t = 0
    for i in range(n):
        t = add(t, i)
    return t + len([t]) + abs(-t)

def loops(n):
    total = 0
    i = 0
    while i < n:
        if i % 3 == 0:
            total += i
        else:
            total -= 1
        i += 1
    for x in [1, 2, 3]:
        total += x
    return total

def trying(n):
    count = 0
    for i in range(n):
        try:
            if i % 2:
                raise ValueError(i)
            count += 1
        except ValueError:
            count += 2
        finally:
            count += 0
    return count

def squares(n):
    for i in range(n):
        yield i * i

def use_gen(n):
    t = 0
    for v in squares(n):
        t += v
    return t

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return self.x * self.x + self.y * self.y

def use_class(n):
    t = 0
    for i in range(n):
        p = Point(i, i + 1)
        t += p.norm()
    return t

def make_closure(k):
    def inner(v):
        return v * k
    return inner

triple = make_closure(3)

def closure(n):
    return triple(n) + triple(n + 1)

def workload(n):
    return (calls(n), loops(n), trying(n), use_gen(n), use_class(n), closure(n))

result = None
for _ in range(300):
    result = workload(30)
)";

// The tool, in a namespace of its own (workload and trying_code are put
// there by the test): tool 3 wants every event everywhere, LINE and
// INSTRUCTION included; tool 4 wants events in `trying` only (local
// events). Every third event of each kind that can be disabled returns
// DISABLE, so the side tables hold DISABLE marks when the tools go. The
// events are CPython 3.13's (BRANCH_LEFT and BRANCH_RIGHT, numbered 17 and
// 18, have a tool of their own below); the tool's body, kToolBody, reads
// NAMES, DISABLING and LOCAL_EVENTS.
const char* const kEverythingEvents = R"(import sys
mon = sys.monitoring
E = mon.events
NAMES = [name for name in dir(E)
         if name.isupper() and name != 'NO_EVENTS' and getattr(E, name) < (1 << 17)]
DISABLING = ('PY_START', 'PY_RESUME', 'PY_RETURN', 'PY_YIELD', 'CALL', 'LINE',
             'INSTRUCTION', 'JUMP', 'BRANCH', 'STOP_ITERATION')
LOCAL_EVENTS = (E.PY_START | E.PY_RETURN | E.CALL | E.C_RETURN | E.C_RAISE | E.LINE |
                E.INSTRUCTION | E.JUMP | E.BRANCH)
)";

const char* const kToolBody = R"(EVERYTHING, LOCAL = 3, 4
counts = {}

def make(tool, name):
    def callback(code, *args):
        key = '%d %s' % (tool, name)
        counts[key] = counts.get(key, 0) + 1
        if name in DISABLING and counts[key] % 3 == 0:
            return mon.DISABLE
    return callback

def attach():
    mon.use_tool_id(EVERYTHING, 'everything')
    mon.use_tool_id(LOCAL, 'local')
    everything = 0
    for name in NAMES:
        event = getattr(E, name)
        mon.register_callback(EVERYTHING, event, make(EVERYTHING, name))
        mon.register_callback(LOCAL, event, make(LOCAL, name))
        everything |= event
    mon.set_events(EVERYTHING, everything)
    mon.set_local_events(LOCAL, trying_code, LOCAL_EVENTS)

def detach_free():
    mon.free_tool_id(EVERYTHING)
    mon.free_tool_id(LOCAL)

def detach_zero():
    mon.set_events(EVERYTHING, 0)
    mon.set_local_events(LOCAL, trying_code, 0)

def detach_all():
    mon.set_events(EVERYTHING, 0)
    mon.set_local_events(LOCAL, trying_code, 0)
    mon.free_tool_id(EVERYTHING)
    mon.free_tool_id(LOCAL)

def seen():
    return ','.join(sorted(counts))
)";

// The events each tool saw, printed by python3.13 for the same program
// and tool: the test means something only if the tools really ran.
const char* const kEventsSeen =
    "3 BRANCH,3 CALL,3 C_RETURN,3 EXCEPTION_HANDLED,3 INSTRUCTION,3 JUMP,3 LINE,3 PY_RESUME,"
    "3 PY_RETURN,3 PY_START,3 PY_YIELD,3 RAISE,3 STOP_ITERATION,4 BRANCH,4 CALL,4 C_RETURN,"
    "4 INSTRUCTION,4 JUMP,4 LINE,4 PY_RETURN,4 PY_START";

// The same tool on BRANCH and its two directions (3.14's BRANCH_LEFT and
// BRANCH_RIGHT, an extension): a branch site carries three events and
// their DISABLE marks, all of which must go when the tools do. The events
// seen cannot come from python3.13, which has no directions; the test
// checks that each tool got each of the three.
const char* const kBranchDirectionsEvents = R"(import sys
mon = sys.monitoring
E = mon.events
NAMES = ('BRANCH', 'BRANCH_LEFT', 'BRANCH_RIGHT', 'JUMP')
DISABLING = NAMES
LOCAL_EVENTS = E.BRANCH_LEFT | E.BRANCH_RIGHT | E.BRANCH
)";

const char* const kBranchDirectionsSeen =
    "3 BRANCH,3 BRANCH_LEFT,3 BRANCH_RIGHT,3 JUMP,4 BRANCH,4 BRANCH_LEFT,4 BRANCH_RIGHT";

enum class Detach { FreeToolId, SetEventsZero, Both };

void checkOffLeavesBytecode(Detach how, const char* toolEvents = kEverythingEvents,
                            const char* eventsSeen = kEventsSeen) {
    Namespace program;
    ASSERT_EQ(program.run(kWorkloadProgram), "");
    std::vector<Code*> codes = codesOf(program.root(0));
    ASSERT_GE(codes.size(), 12u);
    Snapshot warm = snapshot(codes);
    // The premise: warm code is a fixed point of the workload.
    ASSERT_EQ(program.run("result = workload(20)\n"), "");
    ASSERT_EQ(differences(warm, snapshot(codes)), "")
        << "running the warm workload again changed units (premise)";
    for (const Code* code : codes)
        ASSERT_EQ(code->monitoring, nullptr);

    Namespace tool;
    tool.set("workload", program.get("workload"));
    tool.set("trying_code", Value::fromObject(program.code("trying")));
    ASSERT_EQ(tool.run(std::string(toolEvents) + kToolBody), "");
    const char* detach = how == Detach::FreeToolId      ? "detach_free()\n"
                         : how == Detach::SetEventsZero ? "detach_zero()\n"
                                                        : "detach_all()\n";
    ASSERT_EQ(tool.run(std::string("attach()\nresult = workload(20)\n") + detach), "");
    EXPECT_EQ(tool.eval("seen()"), eventsSeen);
    // Code on no stack is brought up to date lazily, by its next RESUME:
    // right after the detach the workload's code still carries layers.
    // Code running when the events changed was brought up to date at once:
    // the driver (on the stack from attach to detach) and the detaching
    // function have none left.
    EXPECT_GT(layeredUnits(codes), 0);
    EXPECT_EQ(layeredUnits(codesOf(tool.root(1))), 0);
    std::string detacher(detach, std::string(detach).find('('));
    EXPECT_EQ(layeredUnits({tool.code(detacher.c_str())}), 0) << detacher;

    // Call everything once more (workload reaches every function, the
    // generator and the closure), then every unit must be back.
    ASSERT_EQ(program.run("result = workload(20)\n"), "");
    EXPECT_EQ(differences(warm, snapshot(codes)), "");
    EXPECT_EQ(layeredUnits(codes), 0);
    for (const Code* code : codes) {
        std::string name = utf8Of(Value::fromObject(code->qualname));
        // No side table is left; freeing the tool alone leaves the local
        // event set of `trying` (CPython 3.13 too: get_local_events still
        // returns it), so there the state object may stay, without sites.
        if (how == Detach::FreeToolId && name == "trying") {
            EXPECT_TRUE(code->monitoring == nullptr || !code->monitoring->sites) << name;
        } else {
            EXPECT_EQ(code->monitoring, nullptr) << name;
        }
    }
}

TEST_F(Pitfalls, OffAfterFreeToolIdLeavesBytecodeAsItWas) {
    checkOffLeavesBytecode(Detach::FreeToolId);
}

TEST_F(Pitfalls, OffAfterSetEventsZeroLeavesBytecodeAsItWas) {
    checkOffLeavesBytecode(Detach::SetEventsZero);
}

TEST_F(Pitfalls, OffAfterZeroAndFreeLeavesBytecodeAsItWas) {
    checkOffLeavesBytecode(Detach::Both);
}

TEST_F(Pitfalls, OffAfterBranchDirectionsLeavesBytecodeAsItWas) {
    checkOffLeavesBytecode(Detach::FreeToolId, kBranchDirectionsEvents, kBranchDirectionsSeen);
    checkOffLeavesBytecode(Detach::SetEventsZero, kBranchDirectionsEvents, kBranchDirectionsSeen);
}

// ---- §6.3: LINE + INSTRUCTION + CALL on one instruction, two tools ---------------------

// The CALL of `target` starts a line of its own as far as LINE is
// concerned (its argument is on the next line, so the line changes twice:
// python3.13 reports LINE 9, 10, 9), so all three layers sit on its unit.
// Tool 1 sets its events globally, tool 2 as local events of `target`.
// The callbacks count the events of that one site; step() sets both
// tools' events, runs `target` once (its RESUME brings it up to date) and
// returns the counts.
const char* const kLayersProgram = R"(import sys
mon = sys.monitoring
E = mon.events

def f(a):
    return a

def target(a):
    f(
      a)
    return 0

SITE = -1
counts = {}

def make(tool, name):
    def callback(code, where, *args):
        if code is not target.__code__:
            return
        if name == 'LINE' and where != 9 or name != 'LINE' and where != SITE:
            return
        key = '%d %s' % (tool, name)
        counts[key] = counts.get(key, 0) + 1
    return callback

for tool in (1, 2):
    mon.use_tool_id(tool, 'layers %d' % tool)
    for name in ('LINE', 'INSTRUCTION', 'CALL'):
        mon.register_callback(tool, getattr(E, name), make(tool, name))

def step(events1, events2):
    mon.set_events(1, events1)
    mon.set_local_events(2, target.__code__, events2)
    counts.clear()
    target(1)
    return ' '.join('%s=%d' % (key, counts[key]) for key in sorted(counts))

for i in range(10):
    target(i)
)";

// The layers one tool wants: a bit each.
constexpr int kLine = 1, kInstruction = 2, kCall = 4;

int64_t eventsOf(int layers) {
    int64_t events = 0;
    if (layers & kLine) events |= mon::eventBit(mon::Event::Line);
    if (layers & kInstruction) events |= mon::eventBit(mon::Event::Instruction);
    if (layers & kCall) events |= mon::eventBit(mon::Event::Call);
    return events;
}

class LayerChecker {
  public:
    explicit LayerChecker(Namespace& program) : program_(program) {
        target_ = program.code("target");
        site_ = uniqueSite(target_, Opcode::CALL);
        original_ = site_ >= 0 ? target_->code[site_] : 0;
        // Warm: the original is the specialized Python call.
        EXPECT_EQ(opName(original_ & 0xFF), "CALL_PY_EXACT_ARGS");
        program.set("SITE", Value::fromSmallInt(site_ * 2));
        warm_ = snapshot({target_});
        int cache = vm::kOpcodeCacheSizes[original_ & 0xFF];
        lineMarker_ = markerFor("INSTRUMENTED_LINE", cache);
        instructionMarker_ = markerFor("INSTRUMENTED_INSTRUCTION", cache);
    }

    // Sets tool 1's and tool 2's layers, runs target once and checks the
    // unit's layers and the events each tool saw at the site.
    void step(int tool1, int tool2, const std::string& where) {
        SCOPED_TRACE(where + " tool1=" + std::to_string(tool1) + " tool2=" + std::to_string(tool2));
        Ref events1 = intFromInt64(eventsOf(tool1));
        Ref events2 = intFromInt64(eventsOf(tool2));
        std::string counts = program_.call("step", {events1.get(), events2.get()});
        int both = tool1 | tool2;
        uint16_t unit = target_->code[site_];
        EXPECT_EQ(unit >> 8, original_ >> 8) << "the argument never changes";
        uint8_t top = unit & 0xFF;
        uint8_t twinOrOriginal = (both & kCall) ? op(Opcode::INSTRUMENTED_CALL) : original_ & 0xFF;
        uint8_t belowLine = (both & kInstruction) ? instructionMarker_ : twinOrOriginal;
        uint8_t expectedTop = (both & kLine) ? lineMarker_ : belowLine;
        EXPECT_EQ(opName(top), opName(expectedTop));
        EXPECT_EQ(opName(mon::originalOpcode(target_, target_->code + site_)),
                  opName(original_ & 0xFF));
        if (both & kLine) {
            EXPECT_EQ(opName(mon::belowLine(target_, target_->code + site_)), opName(belowLine));
        }
        if (both & kInstruction) {
            EXPECT_EQ(opName(mon::belowInstruction(target_, target_->code + site_)),
                      opName(twinOrOriginal));
        }
        // Each tool sees its own events at the site once (LINE: the line
        // is reported twice), as python3.13 reports them for each of these
        // combinations on its own. (Reached through some sequences,
        // python3.13 loses one: after tool 1 LINE with tool 2 CALL and
        // INSTRUCTION, turning all three on for both tools reports no
        // INSTRUCTION to tool 2. Taipan does what the documentation says.)
        std::string expected;
        for (int tool = 1; tool <= 2; ++tool) {
            int layers = tool == 1 ? tool1 : tool2;
            std::string prefix = std::to_string(tool) + " ";
            if (layers & kCall) expected += prefix + "CALL=1 ";
            if (layers & kInstruction) expected += prefix + "INSTRUCTION=1 ";
            if (layers & kLine) expected += prefix + "LINE=2 ";
        }
        if (!expected.empty()) expected.pop_back();
        EXPECT_EQ(counts, expected);
    }

    // Everything off: the code is back, unit for unit, and the side table
    // is gone.
    void checkRestored(const std::string& where) {
        SCOPED_TRACE(where);
        EXPECT_EQ(target_->code[site_], original_);
        EXPECT_EQ(differences(warm_, snapshot({target_})), "");
        EXPECT_EQ(target_->monitoring, nullptr);
    }

  private:
    Namespace& program_;
    Code* target_ = nullptr;
    int64_t site_ = -1;
    uint16_t original_ = 0;
    Snapshot warm_;
    uint8_t lineMarker_ = 0, instructionMarker_ = 0;
};

TEST_F(Pitfalls, LayersOfOneToolInEveryOrderLeaveTheOriginal) {
    Namespace program;
    ASSERT_EQ(program.run(kLayersProgram), "");
    LayerChecker checker(program);
    std::array<int, 3> on = {kLine, kInstruction, kCall};
    std::sort(on.begin(), on.end());
    int sequences = 0;
    do {
        std::array<int, 3> off = {kLine, kInstruction, kCall};
        std::sort(off.begin(), off.end());
        do {
            std::string order = "on " + std::to_string(on[0]) + std::to_string(on[1]) +
                                std::to_string(on[2]) + " off " + std::to_string(off[0]) +
                                std::to_string(off[1]) + std::to_string(off[2]);
            int layers = 0;
            for (int layer : on) {
                layers |= layer;
                checker.step(layers, 0, order);
            }
            for (int layer : off) {
                layers &= ~layer;
                checker.step(layers, 0, order);
            }
            checker.checkRestored(order);
            ++sequences;
        } while (std::next_permutation(off.begin(), off.end()));
    } while (std::next_permutation(on.begin(), on.end()));
    EXPECT_EQ(sequences, 36);
}

TEST_F(Pitfalls, LayersOfTwoToolsInEveryCombinationLeaveTheOriginal) {
    Namespace program;
    ASSERT_EQ(program.run(kLayersProgram), "");
    LayerChecker checker(program);
    // A Gray code over the six (tool, layer) bits: one bit changes per
    // step, every combination of layers and tools is visited, and the
    // last step turns the last layer off.
    for (int i = 1; i <= 64; ++i) {
        int gray = (i % 64) ^ ((i % 64) >> 1);
        checker.step(gray & 7, gray >> 3, "gray step " + std::to_string(i));
    }
    checker.checkRestored("after the Gray code");
    // A few orders by hand: a tool leaving while the other keeps the same
    // layer, and both tools' layers stacked and removed out of order.
    const std::array<std::array<int, 2>, 6> mixes[] = {
        {{{kLine, 0},
          {kLine, kCall},
          {kLine, kCall | kInstruction},
          {0, kCall | kInstruction},
          {0, kInstruction},
          {0, 0}}},
        {{{kCall, 0}, {kCall, kCall}, {0, kCall}, {0, kCall | kLine}, {0, kLine}, {0, 0}}},
        {{{7, 0}, {7, 7}, {0, 7}, {0, kLine | kCall}, {kInstruction, kLine | kCall}, {0, 0}}},
        {{{kInstruction, 0},
          {kInstruction, kLine},
          {kInstruction | kCall, kLine},
          {kCall, kLine | kInstruction},
          {kCall, 0},
          {0, 0}}},
    };
    int mixNumber = 0;
    for (const auto& mix : mixes) {
        std::string name = "mix " + std::to_string(++mixNumber);
        for (const auto& [tool1, tool2] : mix)
            checker.step(tool1, tool2, name);
        checker.checkRestored(name);
    }
}

// ---- §6.2: the specializer writes beneath a twin, never over it --------------------------

// `site` and `site2` call whatever they are given; tool 1 wants CALL
// events in them as local events (attach / detach take the code).
const char* const kSpecializeProgram = R"(import sys
mon = sys.monitoring
E = mon.events

def f1(a):
    return a

def f2(a):
    return a + 1

def site(fn, x):
    return fn(x)

def site2(fn, x):
    return fn(x)

calls = []

def on_call(code, offset, callable, arg0):
    calls.append(callable.__name__)

mon.use_tool_id(1, 'calls')
mon.register_callback(1, E.CALL, on_call)

def attach(code):
    mon.set_local_events(1, code, E.CALL)

def detach(code):
    mon.set_local_events(1, code, 0)
)";

class SiteWatcher {
  public:
    SiteWatcher(Namespace& program, const char* function)
        : program_(program), function_(function), code_(program.code(function)) {}

    // Calls the function with `callee` (a global's name) and 1.
    void callWith(const char* callee) {
        Value args[] = {program_.get(callee), Value::fromSmallInt(1)};
        Ref result = taipan::call(program_.get(function_), args, 2);
        ASSERT_FALSE(result.isNull()) << takeErrorReport();
        if (site_ < 0) site_ = uniqueSite(code_, Opcode::CALL);
    }
    std::string top() const { return opName(code_->code[site_] & 0xFF); }
    std::string original() const { return opName(mon::originalOpcode(code_, code_->code + site_)); }
    bool hasSideTable() const { return code_->monitoring != nullptr && code_->monitoring->sites; }
    Code* code() const { return code_; }

  private:
    Namespace& program_;
    const char* function_;
    Code* code_;
    int64_t site_ = -1;
};

// The number of misses after which a specialized instruction deoptimizes
// (vm/specialize.h): the budget, then the miss that finds it spent.
constexpr int kMissesToDeoptimize = (vm::kMissBudget >> vm::kCounterShift) + 1;

TEST_F(Pitfalls, SpecializationHappensBeneathTheTwinAndSurvivesIt) {
    Namespace program;
    ASSERT_EQ(program.run(kSpecializeProgram), "");
    SiteWatcher site(program, "site");
    program.set("code", Value::fromObject(site.code()));
    // Cold code, instrumented at its first RESUME: the twin over the
    // generic CALL.
    ASSERT_EQ(program.run("attach(code)\n"), "");
    site.callWith("f1");
    EXPECT_EQ(site.top(), "INSTRUMENTED_CALL");
    EXPECT_EQ(site.original(), "CALL");
    // Warm: the specializer rewrote the original beneath the twin.
    for (int i = 0; i < 4; ++i) {
        site.callWith("f1");
        EXPECT_EQ(site.top(), "INSTRUMENTED_CALL") << "call " << i;
    }
    EXPECT_EQ(site.original(), "CALL_PY_EXACT_ARGS");
    EXPECT_EQ(program.eval("len(calls)"), "5") << "each call reported once";
    // Detached: the next RESUME writes the specialized original back.
    ASSERT_EQ(program.run("detach(code)\n"), "");
    site.callWith("f1");
    EXPECT_EQ(site.top(), "CALL_PY_EXACT_ARGS");
    EXPECT_FALSE(site.hasSideTable());
    EXPECT_EQ(program.eval("len(calls)"), "5");
    // Attached again: the twin goes over the specialized original.
    ASSERT_EQ(program.run("attach(code)\n"), "");
    site.callWith("f1");
    EXPECT_EQ(site.top(), "INSTRUMENTED_CALL");
    EXPECT_EQ(site.original(), "CALL_PY_EXACT_ARGS");
    // Another function fails the version guard: misses, counted beneath
    // the twin exactly as without it, until the original deoptimizes.
    int misses = 0;
    while (site.original() != "CALL" && misses < 100) {
        site.callWith("f2");
        ++misses;
        ASSERT_EQ(site.top(), "INSTRUMENTED_CALL") << "after miss " << misses;
    }
    EXPECT_EQ(misses, kMissesToDeoptimize);
    EXPECT_EQ(site.original(), "CALL");
    // The generic original specializes again (for f2) after its back-off,
    // still beneath the twin.
    int calls = 0;
    while (site.original() != "CALL_PY_EXACT_ARGS" && calls < 10) {
        site.callWith("f2");
        ++calls;
        ASSERT_EQ(site.top(), "INSTRUMENTED_CALL");
    }
    EXPECT_EQ(site.original(), "CALL_PY_EXACT_ARGS");
    EXPECT_LE(calls, 3);
    ASSERT_EQ(program.run("detach(code)\n"), "");
    site.callWith("f2");
    EXPECT_EQ(site.top(), "CALL_PY_EXACT_ARGS");
    EXPECT_FALSE(site.hasSideTable());
    // Every call made while attached was reported: 1 + 4 + 1 + misses + calls.
    EXPECT_EQ(program.eval("len(calls)"), std::to_string(6 + misses + calls));
}

TEST_F(Pitfalls, SiteDeoptimizedBeneathTheTwinSpecializesAgainOnceUninstrumented) {
    Namespace program;
    ASSERT_EQ(program.run(kSpecializeProgram), "");
    SiteWatcher site(program, "site2");
    program.set("code", Value::fromObject(site.code()));
    for (int i = 0; i < 3; ++i)
        site.callWith("f1");
    EXPECT_EQ(site.top(), "CALL_PY_EXACT_ARGS");
    ASSERT_EQ(program.run("attach(code)\n"), "");
    int misses = 0;
    while (site.original() != "CALL" && misses < 100) {
        site.callWith("f2");
        ++misses;
    }
    EXPECT_EQ(misses, kMissesToDeoptimize);
    EXPECT_EQ(site.top(), "INSTRUMENTED_CALL");
    // Detached right after the deoptimization: the unit gets the generic
    // CALL back (the call that de-instruments runs it once, within its
    // back-off), and then the site specializes in place.
    ASSERT_EQ(program.run("detach(code)\n"), "");
    site.callWith("f2");
    EXPECT_EQ(site.top(), "CALL");
    EXPECT_FALSE(site.hasSideTable());
    int calls = 0;
    while (site.top() != "CALL_PY_EXACT_ARGS" && calls < 10) {
        site.callWith("f2");
        ++calls;
    }
    EXPECT_EQ(site.top(), "CALL_PY_EXACT_ARGS");
    EXPECT_LE(calls, 3);
}

// ---- §6.5: DISABLE only where CPython allows it; restart_events reaches code on no stack ----

// For each event that cannot be disabled, a callback returning DISABLE:
// the event's instruction raises ValueError, the callback is removed, the
// tool's events stay set.
const char* const kDisableErrorsProgram = R"(import sys
mon = sys.monitoring
E = mon.events
T = 3
out = []

def raising():
    raise KeyError('k')

def handled():
    try:
        try:
            raising()
        finally:
            pass
    except KeyError:
        pass

def gen():
    try:
        yield 1
    except KeyError:
        yield 2

def c_return():
    len([1])

def c_raise():
    try:
        len(5)
    except TypeError:
        pass

def thrown():
    g = gen()
    next(g)
    g.throw(KeyError)

ACTIONS = {'RAISE': handled, 'RERAISE': handled, 'EXCEPTION_HANDLED': handled,
           'PY_UNWIND': handled, 'PY_THROW': thrown, 'C_RETURN': c_return,
           'C_RAISE': c_raise}

def disabling(name):
    def callback(*args):
        out.append('callback ' + name)
        return mon.DISABLE
    return callback

def check(name):
    event = getattr(E, name)
    mon.use_tool_id(T, 'disabler')
    callback = disabling(name)
    mon.register_callback(T, event, callback)
    events = E.CALL | E.C_RETURN | E.C_RAISE if name.startswith('C_') else event
    reported = E.CALL if name.startswith('C_') else event
    mon.set_events(T, events)
    try:
        ACTIONS[name]()
        out.append(name + ' no error')
    except Exception as e:
        out.append('%s %s: %s' % (name, type(e).__name__, e))
    out.append('events still set: %s' % (mon.get_events(T) == reported))
    # The callback is gone: running the same code again reports nothing.
    ACTIONS[name]()
    out.append('callback registered: %s' % (mon.register_callback(T, event, None) is not None))
    mon.set_events(T, 0)
    mon.free_tool_id(T)

for name in ('RAISE', 'PY_UNWIND', 'C_RETURN', 'C_RAISE', 'RERAISE', 'EXCEPTION_HANDLED',
             'PY_THROW'):
    check(name)
)";

TEST_F(Pitfalls, DisableWhereNotAllowedRaisesAndRemovesTheCallback) {
    Namespace program;
    ASSERT_EQ(program.run(kDisableErrorsProgram), "");
    // Printed by python3.13 for the same program ('\n'.join(out)).
    EXPECT_EQ(program.eval("'\\n'.join(out)"),
              "callback RAISE\n"
              "RAISE ValueError: Cannot disable RAISE events. Callback removed.\n"
              "events still set: True\n"
              "callback registered: False\n"
              "callback PY_UNWIND\n"
              "PY_UNWIND ValueError: Cannot disable PY_UNWIND events. Callback removed.\n"
              "events still set: True\n"
              "callback registered: False\n"
              "callback C_RETURN\n"
              "C_RETURN ValueError: Cannot disable C_RETURN events. Callback removed.\n"
              "events still set: True\n"
              "callback registered: False\n"
              "callback C_RAISE\n"
              "C_RAISE ValueError: Cannot disable C_RAISE events. Callback removed.\n"
              "events still set: True\n"
              "callback registered: False\n"
              "callback RERAISE\n"
              "RERAISE ValueError: Cannot disable RERAISE events. Callback removed.\n"
              "events still set: True\n"
              "callback registered: False\n"
              "callback EXCEPTION_HANDLED\n"
              "EXCEPTION_HANDLED ValueError: Cannot disable EXCEPTION_HANDLED events. Callback "
              "removed.\n"
              "events still set: True\n"
              "callback registered: False\n"
              "callback PY_THROW\n"
              "PY_THROW ValueError: Cannot disable PY_THROW events. Callback removed.\n"
              "events still set: True\n"
              "callback registered: False");
}

// A coverage-style tool: LINE, each line DISABLEd once reported. `g` is
// called, called again (nothing), then restart_events() runs while `g` is
// on no stack, and `g` reports its lines again.
const char* const kRestartProgram = R"(import sys
mon = sys.monitoring
E = mon.events
log = []

def g(n):
    a = n + 1
    b = a * 2
    return b

def line(code, lineno):
    if code is g.__code__:
        log.append(lineno)
        return mon.DISABLE

mon.use_tool_id(1, 'coverage')
mon.register_callback(1, E.LINE, line)
mon.set_events(1, E.LINE)

def run(n):
    g(n)
    seen = list(log)
    log.clear()
    return seen
)";

// The units of `code` that hold a LINE marker.
int lineMarkers(const Code* code) {
    int count = 0;
    for (uint32_t at : instructionUnits(code)) {
        if (opName(code->code[at] & 0xFF).rfind("INSTRUMENTED_LINE", 0) == 0) ++count;
    }
    return count;
}

TEST_F(Pitfalls, RestartEventsReachesCodeOnNoStack) {
    Namespace program;
    ASSERT_EQ(program.run(kRestartProgram), "");
    Code* g = program.code("g");
    // Printed by python3.13: [7, 8, 9], [], then [7, 8, 9] after restart_events().
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(1)}), "[7, 8, 9]");
    // Every line disabled itself: no marker left, the marks kept.
    EXPECT_EQ(lineMarkers(g), 0);
    ASSERT_NE(g->monitoring, nullptr);
    EXPECT_TRUE(g->monitoring->sites);
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(2)}), "[]");
    EXPECT_EQ(lineMarkers(g), 0);
    std::vector<uint16_t> disabled(g->code, g->code + g->codeSize);
    ASSERT_EQ(program.run("mon.restart_events()\n"), "");
    // g is on no stack: nothing is written into it now, its next RESUME
    // sees the new version.
    EXPECT_EQ(std::vector<uint16_t>(g->code, g->code + g->codeSize), disabled);
    EXPECT_NE(g->versionWord & ~uintptr_t(vm::kEvalBreakerFlagsMask),
              vm::gEvalBreaker.load() & ~uintptr_t(vm::kEvalBreakerFlagsMask));
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(3)}), "[7, 8, 9]");
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(4)}), "[]");
    // Turned off: no marker, no mark, no side table.
    ASSERT_EQ(program.run("mon.set_events(1, 0)\n"), "");
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(5)}), "[]");
    EXPECT_EQ(g->monitoring, nullptr);
}

// ---- BRANCH_LEFT / BRANCH_RIGHT: DISABLE per direction ---------------------------------

// `pick`'s one branch goes left (falls through) for a true flag and right
// for a false one. Tool 1 wants both directions and returns DISABLE from
// both callbacks; tool 2 counts BRANCH when it is on. Each run() returns
// what tool 1 saw ('L', 'R') and how many BRANCH events tool 2 got.
const char* const kDirectionsProgram = R"(import sys
mon = sys.monitoring
E = mon.events

def pick(flag):
    if flag:
        return 1
    return 2

seen = []
branches = [0]

def make(name):
    def callback(code, offset, destination):
        if code is pick.__code__:
            seen.append(name)
            return mon.DISABLE
    return callback

def on_branch(code, offset, destination):
    if code is pick.__code__:
        branches[0] += 1

mon.use_tool_id(1, 'directions')
mon.register_callback(1, E.BRANCH_LEFT, make('L'))
mon.register_callback(1, E.BRANCH_RIGHT, make('R'))
mon.use_tool_id(2, 'branches')
mon.register_callback(2, E.BRANCH, on_branch)

def run(*flags):
    del seen[:]
    branches[0] = 0
    for flag in flags:
        pick(flag)
    return '%s %d' % (''.join(seen), branches[0])

for _ in range(100):
    run(1, 0)
)";

TEST_F(Pitfalls, DisablingOneDirectionKeepsTheOtherAndTheTwin) {
    Namespace program;
    ASSERT_EQ(program.run(kDirectionsProgram), "");
    Code* pick = program.code("pick");
    std::vector<uint16_t> warm(pick->code, pick->code + pick->codeSize);
    int64_t site = uniqueSite(pick, Opcode::POP_JUMP_IF_FALSE);
    ASSERT_TRUE(site >= 0 && !mon::isLayer(pick->code[site]));

    ASSERT_EQ(program.run("mon.set_events(1, E.BRANCH_LEFT | E.BRANCH_RIGHT)\n"), "");
    // LEFT disabled after its first report; RIGHT still wanted: the twin stays.
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(1), Value::fromSmallInt(1)}), "L 0");
    ASSERT_NE(pick->monitoring, nullptr);
    ASSERT_TRUE(pick->monitoring->sites);
    EXPECT_TRUE(mon::isLayer(pick->code[site]));
    const MonitoredSite& state = pick->monitoring->sites[site];
    EXPECT_EQ(state.disabledLeft, 1u << 1);
    EXPECT_EQ(state.rightTools, 1u << 1);
    EXPECT_EQ(state.leftTools, 0u);
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(1), Value::fromSmallInt(0)}), "R 0");
    // Both directions disabled and nothing else wanted: the original is
    // back, unit for unit.
    EXPECT_FALSE(mon::isLayer(pick->code[site]));
    EXPECT_EQ(std::vector<uint16_t>(pick->code, pick->code + pick->codeSize), warm);
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(1), Value::fromSmallInt(0)}), " 0");

    // Another tool's BRANCH brings the twin back; tool 1's marks hold.
    ASSERT_EQ(program.run("mon.set_events(2, E.BRANCH)\n"), "");
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(1), Value::fromSmallInt(0)}), " 2");
    EXPECT_TRUE(mon::isLayer(pick->code[site]));
    ASSERT_EQ(program.run("mon.set_events(2, 0)\n"), "");
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(0)}), " 0");
    EXPECT_FALSE(mon::isLayer(pick->code[site]));

    // restart_events() re-arms both directions.
    ASSERT_EQ(program.run("mon.restart_events()\n"), "");
    EXPECT_EQ(program.call(
                  "run", {Value::fromSmallInt(0), Value::fromSmallInt(1), Value::fromSmallInt(0)}),
              "RL 0");
    EXPECT_FALSE(mon::isLayer(pick->code[site]));

    // Off: no side table, and the code as it was.
    ASSERT_EQ(program.run("mon.set_events(1, 0)\n"), "");
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(1)}), " 0");
    EXPECT_EQ(pick->monitoring, nullptr);
    EXPECT_EQ(std::vector<uint16_t>(pick->code, pick->code + pick->codeSize), warm);
}

// ---- §6.6: no quickening ping-pong while tracing ---------------------------------------

// A loop traced from its very first run, with LINE (tool 1) and
// INSTRUCTION (tool 2, so that every instruction carries a marker): its
// code is quickened and instrumented at the same RESUME, so every original
// starts generic beneath the markers.
const char* const kTracedLoopProgram = R"(import sys
mon = sys.monitoring
E = mon.events

def loop(n):
    total = 0
    for i in range(n):
        total += i * 2
        if i % 7 == 0:
            total -= 3
    return total

counts = {}
instructions = [0]

def on_line(code, line):
    if code is loop.__code__:
        counts[line] = counts.get(line, 0) + 1

def on_instruction(code, offset):
    if code is loop.__code__:
        instructions[0] += 1

mon.use_tool_id(1, 'lines')
mon.register_callback(1, E.LINE, on_line)
mon.set_events(1, E.LINE)
mon.use_tool_id(2, 'instructions')
mon.register_callback(2, E.INSTRUCTION, on_instruction)
mon.set_events(2, E.INSTRUCTION)

def run(n):
    counts.clear()
    instructions[0] = 0
    result = loop(n)
    return '%d %s %d' % (result, sorted(counts.items()), instructions[0])
)";

// Per instruction of `code`: its unit, and the original beneath any layer.
struct TracedState {
    std::vector<uint16_t> units;
    std::vector<std::string> originals; // by instruction: "BINARY_OP_ADD_INT" ...
};

TracedState tracedState(const Code* code) {
    TracedState state;
    state.units.assign(code->code, code->code + code->codeSize);
    for (uint32_t at : instructionUnits(code))
        state.originals.push_back(opName(mon::originalOpcode(code, code->code + at)));
    return state;
}

// The instructions of `code` whose original belongs to an adaptive family
// (one with an inline cache), as "unit NAME" for those still generic.
std::vector<std::string> genericAdaptive(const Code* code) {
    std::vector<std::string> generic;
    for (uint32_t at : instructionUnits(code)) {
        uint8_t original = mon::originalOpcode(code, code->code + at);
        if (vm::kOpcodeCacheSizes[original] == 0) continue;
        if (!vm::isSpecialized(static_cast<Opcode>(original)))
            generic.push_back(std::to_string(at) + " " + opName(original));
    }
    return generic;
}

TEST_F(Pitfalls, TracedLoopSpecializesBeneathTheMarkersAndStaysSpecialized) {
    Namespace program;
    ASSERT_EQ(program.run(kTracedLoopProgram), "");
    Code* loop = program.code("loop");
    // The lines were printed by python3.13 for run(3000). Its INSTRUCTION
    // count is 43725: Taipan executes one more instruction per iteration
    // (3001 more), the LOAD_FAST pair that CPython fuses into
    // LOAD_FAST_LOAD_FAST.
    const char* const kExpected =
        "8995713 [(6, 1), (7, 3001), (8, 3000), (9, 3000), (10, 429), (11, 1)] 46726";
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(3000)}), kExpected);
    // The loop's body specialized beneath the markers in the first traced
    // run; only the range() call before the loop, run once so far, waits
    // for its second execution.
    std::vector<std::string> generic = genericAdaptive(loop);
    ASSERT_EQ(generic.size(), 2u) << ::testing::PrintToString(generic);
    EXPECT_NE(generic[0].find("LOAD_GLOBAL"), std::string::npos);
    EXPECT_NE(generic[1].find("CALL"), std::string::npos);
    int beneath = 0;
    for (uint32_t at : instructionUnits(loop)) {
        uint8_t original = mon::originalOpcode(loop, loop->code + at);
        if (mon::isLayer(loop->code[at]) && vm::isSpecialized(static_cast<Opcode>(original)))
            ++beneath;
    }
    EXPECT_GE(beneath, 6); // the loop, three operators, the compare, the subtraction
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(3000)}), kExpected);
    EXPECT_EQ(genericAdaptive(loop), std::vector<std::string>());
    TracedState second = tracedState(loop);
    // Every specialized instruction still has its whole miss budget: not
    // one guard failed while the loop was traced.
    for (uint32_t at : instructionUnits(loop)) {
        uint8_t original = mon::originalOpcode(loop, loop->code + at);
        if (vm::kOpcodeCacheSizes[original] == 0) continue;
        uint16_t counter = loop->code[at + 1 + vm::cache::kCounter];
        EXPECT_EQ(counter >> vm::kCounterShift, vm::kMissBudget >> vm::kCounterShift)
            << "unit " << at << " " << opName(original) << " missed";
    }
    // Traced again: not one unit changes (no miss, no deoptimization, no
    // respecialization), and the originals stay the same variants.
    EXPECT_EQ(program.call("run", {Value::fromSmallInt(3000)}), kExpected);
    TracedState third = tracedState(loop);
    EXPECT_EQ(second.originals, third.originals);
    EXPECT_EQ(differences({{loop, second.units}}, {{loop, third.units}}), "");
}

// ---- §6.4: LINE on a huge function -------------------------------------------------------

// A function of 20000 source lines (statements, comments, blank lines)
// and a small loop at its end.
std::string hugeFunction(std::vector<int>& expectedLines) {
    std::string source = "def big():\n    x = 0\n";
    expectedLines = {2};
    for (int k = 0; k < 20000; ++k) {
        if (k % 10 == 9) {
            source += "\n";
        } else if (k % 10 == 4) {
            source += "    # a comment line\n";
        } else {
            source += "    x += 1\n";
            expectedLines.push_back(3 + k);
        }
    }
    int loopLine = 3 + 20000;
    source += "    for i in range(3):\n        x += i\n    return x\n";
    for (int i = 0; i < 3; ++i) {
        expectedLines.push_back(loopLine);
        expectedLines.push_back(loopLine + 1);
    }
    expectedLines.push_back(loopLine);
    expectedLines.push_back(loopLine + 2);
    return source;
}

TEST_F(Pitfalls, LineEventsOfAHugeFunction) {
    std::vector<int> expected;
    std::string source = hugeFunction(expected);
    // python3.13 reports 16009 LINE events for this function, in this
    // order (it was checked against the same generator in Python).
    ASSERT_EQ(expected.size(), 16009u);
    Namespace program;
    ASSERT_EQ(program.run(source + R"(
import sys
mon = sys.monitoring
seen = []

def on_line(code, line):
    if code is big.__code__:
        seen.append(line)

mon.use_tool_id(1, 'lines')
mon.register_callback(1, mon.events.LINE, on_line)
mon.set_events(1, mon.events.LINE)
result = big()
mon.set_events(1, 0)
)"),
              "");
    EXPECT_EQ(program.eval("result"), "16003");
    Value seen = program.get("seen");
    ASSERT_TRUE(typeOf(seen) == &gListType);
    List* lines = asList(seen);
    ASSERT_EQ(lines->size, static_cast<int64_t>(expected.size()));
    int mismatches = 0;
    for (size_t i = 0; i < expected.size() && mismatches < 5; ++i) {
        int64_t line = lines->items[i].smallInt();
        if (line != expected[i]) {
            ++mismatches;
            ADD_FAILURE() << "event " << i << ": line " << line << ", expected " << expected[i];
        }
    }
    // The lookup is the site's cached line (MonitoredSite::line), one per
    // unit, set once from the positions table: check it where the tool
    // put its markers while it was on (the tool is off now, so run again
    // with it on and look before it goes).
    ASSERT_EQ(program.run("mon.set_events(1, mon.events.LINE)\nresult = big()\n"), "");
    Code* big = program.code("big");
    ASSERT_NE(big->monitoring, nullptr);
    ASSERT_TRUE(big->monitoring->sites);
    int marked = 0;
    for (uint32_t at : instructionUnits(big)) {
        const MonitoredSite& site = big->monitoring->sites[at];
        EXPECT_EQ(site.line, big->positions[at].lineno) << "unit " << at;
        if (site.marked) ++marked;
    }
    // A marker on the first instruction of each line that has one (the
    // loop's header line has two: the iterator and the FOR_ITER).
    EXPECT_GE(marked, 16003);
    ASSERT_EQ(program.run("mon.set_events(1, 0)\n"), "");
}

// ---- §6.1: entries that bypass RESUME --------------------------------------------------

// Generators suspended before a tool exists, then resumed by send, throw
// and close, directly and through `yield from`; the tool logs the events
// of the generators' code (no offsets: they differ between
// implementations).
const char* const kSuspendedGeneratorsProgram = R"(import sys
mon = sys.monitoring
E = mon.events
T = 2
log = []
out = []

def gen():
    try:
        x = yield 1
        log.append('body got ' + repr(x))
        while True:
            try:
                x = yield x
            except KeyError:
                x = 'k'
    finally:
        log.append('body finally')

def plain():
    yield 1
    yield 2

def outer():
    r = yield from gen()
    return r

NAMES = {getattr(E, n): n for n in dir(E) if n.isupper() and n != 'NO_EVENTS'}
WATCHED = ('gen', 'plain', 'outer')

def make(event):
    name = NAMES[event]
    def callback(code, *args):
        if code.co_name not in WATCHED:
            return
        if name == 'LINE':
            detail = str(args[0])
        elif name in ('RAISE', 'RERAISE', 'EXCEPTION_HANDLED', 'PY_UNWIND', 'PY_THROW',
                      'STOP_ITERATION'):
            detail = type(args[1]).__name__
        elif name in ('PY_YIELD', 'PY_RETURN'):
            detail = repr(args[1])
        else:
            detail = ''
        log.append(f'{name} {code.co_name} {detail}'.rstrip())
    return callback

EVENTS = ('PY_START', 'PY_RESUME', 'PY_RETURN', 'PY_YIELD', 'LINE', 'RAISE', 'RERAISE',
          'EXCEPTION_HANDLED', 'PY_UNWIND', 'PY_THROW', 'STOP_ITERATION')

def attach():
    mon.use_tool_id(T, 'gens')
    mask = 0
    for n in EVENTS:
        mon.register_callback(T, getattr(E, n), make(getattr(E, n)))
        mask |= getattr(E, n)
    mon.set_events(T, mask)

def detach():
    mon.set_events(T, 0)
    mon.free_tool_id(T)

def show(title):
    out.append(title)
    for entry in log:
        out.append('    ' + entry)
    log.clear()

# 1. send into a generator suspended before the tool existed.
g = gen()
next(g)
attach()
out.append('send ->' + ' ' + str(g.send('a')))
show('send')
# 2. throw a caught exception into it.
out.append('throw ->' + ' ' + str(g.throw(KeyError('x'))))
show('throw caught')
# 3. close it (GeneratorExit through the finally).
g.close()
show('close')
detach()

# 4. throw an uncaught exception into a generator suspended before attach.
g = gen()
next(g)
attach()
try:
    g.throw(ValueError('v'))
except ValueError as e:
    out.append('escaped' + ' ' + str(type(e).__name__))
show('throw uncaught')
detach()

# 5. close a generator suspended outside any try, and one never started.
p = plain()
next(p)
q = plain()
attach()
p.close()
show('close plain')
try:
    q.throw(KeyError('never started'))
except KeyError:
    out.append('escaped KeyError')
show('throw unstarted')
detach()

# 6. through yield from: send, throw, close reach the inner generator.
o = outer()
next(o)
attach()
out.append('send ->' + ' ' + str(o.send('b')))
show('yield from send')
out.append('throw ->' + ' ' + str(o.throw(KeyError('y'))))
show('yield from throw')
o.close()
show('yield from close')
detach()

# 7. a generator that finishes: the send raises StopIteration.
p = plain()
next(p)
next(p)
attach()
try:
    p.send(None)
except StopIteration:
    out.append('StopIteration')
show('exhausted')
detach()
)";

// Printed by python3.13 for the same program ('\n'.join(out)).
const char* const kSuspendedGeneratorsLog = "send -> a\n"
                                            "send\n"
                                            "    PY_RESUME gen\n"
                                            "    LINE gen 11\n"
                                            "    body got 'a'\n"
                                            "    LINE gen 12\n"
                                            "    LINE gen 13\n"
                                            "    LINE gen 14\n"
                                            "    PY_YIELD gen 'a'\n"
                                            "throw -> k\n"
                                            "throw caught\n"
                                            "    PY_THROW gen KeyError\n"
                                            "    RAISE gen KeyError\n"
                                            "    EXCEPTION_HANDLED gen KeyError\n"
                                            "    LINE gen 15\n"
                                            "    LINE gen 16\n"
                                            "    LINE gen 12\n"
                                            "    LINE gen 13\n"
                                            "    LINE gen 14\n"
                                            "    PY_YIELD gen 'k'\n"
                                            "close\n"
                                            "    PY_THROW gen GeneratorExit\n"
                                            "    RAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    LINE gen 15\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    LINE gen 18\n"
                                            "    body finally\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    PY_UNWIND gen GeneratorExit\n"
                                            "escaped ValueError\n"
                                            "throw uncaught\n"
                                            "    PY_THROW gen ValueError\n"
                                            "    RAISE gen ValueError\n"
                                            "    EXCEPTION_HANDLED gen ValueError\n"
                                            "    LINE gen 18\n"
                                            "    body finally\n"
                                            "    RERAISE gen ValueError\n"
                                            "    EXCEPTION_HANDLED gen ValueError\n"
                                            "    RERAISE gen ValueError\n"
                                            "    EXCEPTION_HANDLED gen ValueError\n"
                                            "    RERAISE gen ValueError\n"
                                            "    PY_UNWIND gen ValueError\n"
                                            "close plain\n"
                                            "escaped KeyError\n"
                                            "throw unstarted\n"
                                            "    PY_THROW plain KeyError\n"
                                            "    RAISE plain KeyError\n"
                                            "    PY_UNWIND plain KeyError\n"
                                            "send -> b\n"
                                            "yield from send\n"
                                            "    PY_RESUME outer\n"
                                            "    PY_RESUME gen\n"
                                            "    LINE gen 11\n"
                                            "    body got 'b'\n"
                                            "    LINE gen 12\n"
                                            "    LINE gen 13\n"
                                            "    LINE gen 14\n"
                                            "    PY_YIELD gen 'b'\n"
                                            "    PY_YIELD outer 'b'\n"
                                            "throw -> k\n"
                                            "yield from throw\n"
                                            "    PY_THROW gen KeyError\n"
                                            "    RAISE gen KeyError\n"
                                            "    EXCEPTION_HANDLED gen KeyError\n"
                                            "    LINE gen 15\n"
                                            "    LINE gen 16\n"
                                            "    LINE gen 12\n"
                                            "    LINE gen 13\n"
                                            "    LINE gen 14\n"
                                            "    PY_YIELD gen 'k'\n"
                                            "yield from close\n"
                                            "    PY_THROW gen GeneratorExit\n"
                                            "    RAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    LINE gen 15\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    LINE gen 18\n"
                                            "    body finally\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    EXCEPTION_HANDLED gen GeneratorExit\n"
                                            "    RERAISE gen GeneratorExit\n"
                                            "    PY_UNWIND gen GeneratorExit\n"
                                            "    PY_THROW outer GeneratorExit\n"
                                            "    RAISE outer GeneratorExit\n"
                                            "    EXCEPTION_HANDLED outer GeneratorExit\n"
                                            "    LINE outer 25\n"
                                            "    RERAISE outer GeneratorExit\n"
                                            "    EXCEPTION_HANDLED outer GeneratorExit\n"
                                            "    RERAISE outer GeneratorExit\n"
                                            "    PY_UNWIND outer GeneratorExit\n"
                                            "StopIteration\n"
                                            "exhausted\n"
                                            "    PY_RESUME plain\n"
                                            "    PY_RETURN plain None";

TEST_F(Pitfalls, EventsTurnedOnWhileGeneratorsAreSuspended) {
    Namespace program;
    ASSERT_EQ(program.run(kSuspendedGeneratorsProgram), "");
    EXPECT_EQ(program.eval("'\\n'.join(out)"), kSuspendedGeneratorsLog);
}

// ---- §6.7 again: inline caches are data, not instructions -----------------------------

// A cache unit holds counters, versions and pieces of pointers, so its low
// byte can be any value, a layer's opcode included. Removing the layers
// must walk the instructions: every cache unit survives attach and detach
// whatever it holds. The spare pointer field of CALL_PY_EXACT_ARGS (read
// only by other CALL variants) gets such values, which makes the
// collision certain instead of a matter of heap addresses.
const char* const kCacheProgram = R"(import sys
mon = sys.monitoring
E = mon.events

def f(a):
    return a

def caller(a):
    return f(a)

def tool(*args):
    pass

mon.use_tool_id(1, 'caches')
for event in (E.LINE, E.INSTRUCTION, E.CALL, E.PY_START, E.PY_RETURN):
    mon.register_callback(1, event, tool)

for i in range(10):
    caller(i)
)";

TEST_F(Pitfalls, InlineCachesAreNotMistakenForLayers) {
    Namespace program;
    ASSERT_EQ(program.run(kCacheProgram), "");
    Code* caller = program.code("caller");
    int64_t site = uniqueSite(caller, Opcode::CALL);
    ASSERT_GE(site, 0);
    ASSERT_EQ(opName(caller->code[site] & 0xFF), "CALL_PY_EXACT_ARGS");
    // Every layer opcode, and values past the last opcode, as low bytes.
    std::vector<uint8_t> lowBytes;
    for (int candidate = 0; candidate < 256; ++candidate) {
        if (candidate >= vm::kOpcodeCount || mon::isLayer(static_cast<uint16_t>(candidate)))
            lowBytes.push_back(static_cast<uint8_t>(candidate));
    }
    ASSERT_GT(lowBytes.size(), 12u);
    uint16_t* spare = caller->code + site + 1 + vm::cache::kCallPointer;
    for (size_t first = 0; first < lowBytes.size(); first += 4) {
        for (int k = 0; k < 4; ++k) {
            uint8_t low = lowBytes[(first + k) % lowBytes.size()];
            spare[k] = static_cast<uint16_t>(0x5A00 | low);
        }
        Snapshot before = snapshot({caller});
        SCOPED_TRACE("low byte " + std::to_string(lowBytes[first]));
        ASSERT_EQ(program.run("mon.set_events(1, E.LINE | E.INSTRUCTION | E.CALL | E.PY_START | "
                              "E.PY_RETURN)\ncaller(1)\nmon.set_events(1, 0)\ncaller(2)\n"),
                  "");
        ASSERT_EQ(differences(before, snapshot({caller})), "");
    }
}

} // namespace
} // namespace taipan
