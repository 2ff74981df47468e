// The _lsprof module: the native core of cProfile (lib/cProfile.py), a
// deterministic profiler on the native monitoring API (DESIGN §2 rule 11,
// include/taipan/monitoring.h) under the profiler's tool id (2), as
// CPython 3.12+ runs its own under sys.monitoring.PROFILER_ID.
//
//   Profiler(timer=None, timeunit=0.0, subcalls=True, builtins=True)
//       enable(subcalls=..., builtins=...), disable(), clear(), getstats()
//   profiler_entry, profiler_subentry: the struct sequences getstats()
//       returns (code, callcount, reccallcount, totaltime, inlinetime[, calls])
//
// What is counted (CPython 3.13's rules, observed on its cProfile):
//  - PY_START, PY_RESUME and PY_THROW enter a call of the code object;
//    PY_RETURN, PY_YIELD and PY_UNWIND leave it. So every resumption of a
//    generator counts as one call, as in CPython.
//  - A CALL whose callable is a builtin function or method descriptor (the
//    rule sys.setprofile's 'c_call' uses: vm/monitor/legacy.h
//    isNativeCallable) enters a call of that builtin, keyed by its
//    MethodDef so that every list's append is one function; C_RETURN and
//    C_RAISE leave it.
//  - Leaving pops the innermost open call whatever it is; with no call
//    open (a frame that was running when profiling started returns),
//    nothing happens. disable() ends every open call as if it returned.
//
// Invariants:
//  - At most one profiler is enabled (it holds tool id 2); the native
//    callbacks get it as their context.
//  - Nothing is allocated per event once a function and a caller/callee
//    pair have been seen: entries and their sub-entries live in hash maps,
//    the stack of open calls is a vector that keeps its capacity.
//  - An entry owns a reference to its label (the code object, or the text
//    for a builtin), so the code object it is keyed by stays alive.
//  - Times are ticks of the timer (the time-stamp counter or a monotonic
//    clock's nanoseconds, or what a Python timer returns) until getstats()
//    scales them.
#include "modules/modules.h"
#include "modules/native_modules.h"

#include "objects/builtins_types.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "taipan/monitoring.h"
#include "vm/monitor/instrument.h"
#include "vm/monitor/legacy.h"

#include <algorithm>
#include <chrono>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif
#include <cmath>
#include <string>
#include <unordered_map>
#include <vector>

namespace taipan::modules {

namespace {

// The statistics of one function (or of one callee seen from one caller).
struct Counts {
    int64_t callCount = 0;          // calls that ended
    int64_t recursiveCallCount = 0; // of those, calls made while another was open
    int64_t totalTime = 0;          // ticks, outermost calls only (cumulative)
    int64_t inlineTime = 0;         // ticks, minus the time spent in callees
    int64_t recursionLevel = 0;     // calls open now
};

struct Entry {
    const void* key; // the code object or MethodDef it stands for
    Value label;     // owned: the code object, or a str for a builtin
    size_t serial;   // its place in ProfilerState::order
    Counts counts;
    std::unordered_map<Entry*, Counts> callees; // sub-entries by callee
};

// One open call.
struct Context {
    Entry* entry;
    Counts* asCallee; // the caller's sub-entry for this call (null: none)
    int64_t start;    // ticks when it started
    int64_t subTime;  // ticks spent in its callees
};

// Direct-mapped caches in front of the hash maps, so that an event usually
// finds its entry and its caller/callee pair with one load and compare.
constexpr size_t kCacheSize = 1024;
struct EntrySlot {
    const void* key = nullptr;
    Entry* entry = nullptr;
};
struct PairSlot {
    Entry* caller = nullptr;
    Entry* callee = nullptr;
    Counts* counts = nullptr;
};
inline size_t entrySlotOf(const void* key) {
    return (reinterpret_cast<uintptr_t>(key) >> 4) & (kCacheSize - 1);
}
inline size_t pairSlotOf(const Entry* caller, const Entry* callee) {
    auto a = reinterpret_cast<uintptr_t>(caller), b = reinterpret_cast<uintptr_t>(callee);
    return ((a >> 4) ^ (b >> 6) ^ (b >> 14)) & (kCacheSize - 1);
}

struct ProfilerState {
    std::unordered_map<const void*, Entry*> entries; // by code object or MethodDef
    std::vector<Entry*> order;                       // in the order they were made
    std::vector<Context> stack;                      // open calls, innermost last
    EntrySlot entryCache[kCacheSize];
    PairSlot pairCache[kCacheSize];
    // Incremented by clear(): a Python timer may clear the profiler while
    // the clock is read, and then the entry being timed is gone.
    uint64_t generation = 0;

    ~ProfilerState() { clear(); }
    void clear() {
        ++generation;
        for (Entry* entry : order) {
            decref(entry->label);
            delete entry;
        }
        entries.clear();
        order.clear();
        stack.clear();
        for (EntrySlot& slot : entryCache)
            slot = EntrySlot{};
        for (PairSlot& slot : pairCache)
            slot = PairSlot{};
    }
};

struct ProfilerObject : Object {
    ProfilerState* state;
    Value timer;     // owned; null: the built-in clock
    double timeUnit; // seconds per tick of an integer timer; 0: the timer gives seconds
    bool subcalls;
    bool builtins;
    bool enabled;
    bool inTimer; // the Python timer runs (clear() is refused meanwhile)
    // The built-in clock's calibration: its ticks and the monotonic clock's
    // nanoseconds over the time the profiler was enabled (see clockTicks).
    int64_t calibrationTicks;
    int64_t calibrationNanoseconds;
    int64_t enabledAtTicks;
    int64_t enabledAtNanoseconds;
};

} // namespace

Type gProfilerType =
    staticType("_lsprof.Profiler", sizeof(ProfilerObject), 0, kTypeGcTracked | kTypeBaseType);
Type gProfilerEntryType = staticType("_lsprof.profiler_entry", sizeof(Tuple), sizeof(Value),
                                     kTypeGcTracked | kTypeTupleSubclass);
Type gProfilerSubEntryType = staticType("_lsprof.profiler_subentry", sizeof(Tuple), sizeof(Value),
                                        kTypeGcTracked | kTypeTupleSubclass);

namespace {

constexpr const char* kEntryFields[] = {"code",      "callcount",  "reccallcount",
                                        "totaltime", "inlinetime", "calls"};
constexpr int kEntryFieldCount = 6;
constexpr int kSubEntryFieldCount = 5;

ProfilerObject* asProfiler(Value v) {
    return static_cast<ProfilerObject*>(v.object());
}

// ---- The clock ------------------------------------------------------------------------

int64_t monotonicNanoseconds() {
    auto now = std::chrono::steady_clock::now().time_since_epoch();
    return std::chrono::duration_cast<std::chrono::nanoseconds>(now).count();
}

// The built-in clock, read twice per call. On x86-64 it is the time-stamp
// counter (a few cycles, where clock_gettime costs tens of nanoseconds;
// constant-rate on every CPU Taipan targets), converted to seconds with the
// rate measured against the monotonic clock while the profiler was enabled;
// elsewhere the monotonic clock in nanoseconds.
inline int64_t clockTicks() {
#if defined(__x86_64__)
    return static_cast<int64_t>(__rdtsc());
#else
    return monotonicNanoseconds();
#endif
}

// Seconds (an int or a float) as nanoseconds, as CPython converts a timer's
// result when no timeunit is given. False with an exception pending.
bool secondsToNanoseconds(Value seconds, int64_t& out) {
    constexpr double kLimit = 9.2233720368547758e18;
    if (isFloat(seconds)) {
        double value = std::nearbyint(floatValue(seconds) * 1e9);
        if (std::isnan(value)) {
            raise(gValueError, "Invalid value NaN (not a number)");
            return false;
        }
        if (value >= kLimit || value < -kLimit) {
            raise(gOverflowError, "timestamp too large to convert to C PyTime_t");
            return false;
        }
        out = static_cast<int64_t>(value);
        return true;
    }
    if (!isInt(seconds)) {
        raise(gTypeError, "'%s' object cannot be interpreted as an integer", typeOf(seconds)->name);
        return false;
    }
    int64_t whole = 0;
    if (!intToInt64(seconds, whole) || __builtin_mul_overflow(whole, int64_t(1000000000), &out)) {
        clearPendingException();
        raise(gOverflowError, "timestamp too large to convert to C PyTime_t");
        return false;
    }
    return true;
}

// The Python timer's reading in ticks; 0 when it fails (the failure is
// reported as unraisable, as CPython does).
int64_t callTimer(ProfilerObject* profiler) {
    Ref keep = Ref::borrow(profiler->timer);
    // The timer is never profiled, also when disable() reads it outside
    // any event: no event is reported while it runs.
    bool wasInCallback = vm::monitor::gInCallback;
    bool wasInTimer = profiler->inTimer;
    vm::monitor::gInCallback = true;
    profiler->inTimer = true;
    Ref result = call(keep.get(), nullptr, 0);
    profiler->inTimer = wasInTimer;
    vm::monitor::gInCallback = wasInCallback;
    int64_t ticks = 0;
    bool ok = !result.isNull();
    if (ok && profiler->timeUnit > 0.0) {
        if (!isInt(result.get())) {
            raise(gTypeError, "expect int, got %s", typeOf(result.get())->name);
            ok = false;
        } else {
            ok = intToInt64(result.get(), ticks);
        }
    } else if (ok) {
        ok = secondsToNanoseconds(result.get(), ticks);
    }
    if (!ok) {
        writeUnraisable(keep.get());
        return 0;
    }
    return ticks;
}

// The calibration of the built-in clock brackets each enabled period.
void calibrationStart(ProfilerObject* profiler) {
    profiler->enabledAtTicks = clockTicks();
    profiler->enabledAtNanoseconds = monotonicNanoseconds();
}
void calibrationStop(ProfilerObject* profiler) {
    profiler->calibrationTicks += clockTicks() - profiler->enabledAtTicks;
    profiler->calibrationNanoseconds += monotonicNanoseconds() - profiler->enabledAtNanoseconds;
}

// Seconds per tick, for getstats().
double tickSeconds(const ProfilerObject* profiler) {
    if (!profiler->timer.isNull()) return profiler->timeUnit > 0.0 ? profiler->timeUnit : 1e-9;
#if defined(__x86_64__)
    int64_t ticks = profiler->calibrationTicks;
    int64_t nanoseconds = profiler->calibrationNanoseconds;
    if (profiler->enabled) {
        ticks += clockTicks() - profiler->enabledAtTicks;
        nanoseconds += monotonicNanoseconds() - profiler->enabledAtNanoseconds;
    }
    if (ticks > 0 && nanoseconds > 0)
        return static_cast<double>(nanoseconds) * 1e-9 / static_cast<double>(ticks);
    return 1e-9 / 2.0; // never measured: no call was timed either
#else
    return 1e-9;
#endif
}

// ---- Labels of builtins ---------------------------------------------------------------

// What CPython's cProfile calls a builtin: "<built-in method builtins.len>"
// for a module's function; for a method, the repr of what the method's
// name finds on the type of the object it is bound to — "<method 'append'
// of 'list' objects>" (the method descriptor), "<built-in method __new__
// of type object at 0x...>" — and "<built-in method fromkeys>" when that
// finds nothing of the kind (static methods, class methods bound to a
// class). A method descriptor called with its object as first argument
// counts as bound to it.
Ref builtinLabel(Value callable, const NativeCallableParts& parts) {
    std::string name = parts.def->name;
    if (parts.isDescriptor) {
        if ((parts.def->flags & kMethodClass) == 0) return repr(callable);
    } else if (!parts.self.isNull() && isModule(parts.self)) {
        Value moduleName = dictGetStr(moduleDict(parts.self), internStr("__name__"));
        if (!moduleName.isNull() && isStr(moduleName)) {
            return strFromUtf8("<built-in method " + std::string(strUtf8(asStr(moduleName))) + "." +
                               name + ">");
        }
    } else if (!parts.self.isNull()) {
        Value found = typeLookup(typeOf(parts.self), internStr(parts.def->name));
        NativeCallableParts foundParts;
        // Both kinds have a native repr: no Python code runs here.
        if (!found.isNull() && nativeCallableParts(found, foundParts) &&
            (foundParts.def->flags & kMethodClass) == 0) {
            return repr(found);
        }
    }
    return strFromUtf8("<built-in method " + name + ">");
}

// ---- Entering and leaving calls -------------------------------------------------------

// The entry of `key`, made with the label `makeLabel()` gives when new;
// null when no memory (the call is then not recorded).
template <typename MakeLabel>
inline Entry* entryFor(ProfilerState* state, const void* key, MakeLabel makeLabel) {
    EntrySlot& slot = state->entryCache[entrySlotOf(key)];
    if (__builtin_expect(slot.key == key, 1)) return slot.entry;
    auto found = state->entries.find(key);
    if (found != state->entries.end()) {
        slot = EntrySlot{key, found->second};
        return found->second;
    }
    Ref label = makeLabel();
    if (label.isNull()) {
        clearPendingException();
        return nullptr;
    }
    auto* entry = new Entry{};
    entry->key = key;
    entry->label = label.release();
    entry->serial = state->order.size();
    state->entries.emplace(key, entry);
    state->order.push_back(entry);
    slot = EntrySlot{key, entry};
    return entry;
}

// The caller's sub-entry for `callee`, made when new.
inline Counts* subEntryFor(ProfilerState* state, Entry* caller, Entry* callee) {
    PairSlot& slot = state->pairCache[pairSlotOf(caller, callee)];
    if (__builtin_expect(slot.caller == caller && slot.callee == callee, 1)) return slot.counts;
    Counts* counts = &caller->callees[callee]; // map nodes never move
    slot = PairSlot{caller, callee, counts};
    return counts;
}

inline void enterCall(ProfilerObject* profiler, Entry* entry) {
    ProfilerState* state = profiler->state;
    ++entry->counts.recursionLevel;
    Counts* asCallee = nullptr;
    if (profiler->subcalls && !state->stack.empty()) {
        asCallee = subEntryFor(state, state->stack.back().entry, entry);
        ++asCallee->recursionLevel;
    }
    // The clock is read last so that the bookkeeping above is not timed.
    if (__builtin_expect(profiler->timer.isNull(), 1)) {
        state->stack.push_back(Context{entry, asCallee, clockTicks(), 0});
        return;
    }
    // A Python timer may do anything to the profiler meanwhile.
    state->stack.push_back(Context{entry, asCallee, 0, 0});
    size_t depth = state->stack.size();
    uint64_t generation = state->generation;
    int64_t start = callTimer(profiler);
    if (state->generation == generation && state->stack.size() >= depth)
        state->stack[depth - 1].start = start;
}

// Ends the innermost open call, recording it as a call of `entry`.
void stopCall(ProfilerObject* profiler, Entry* entry) {
    ProfilerState* state = profiler->state;
    int64_t stop;
    if (__builtin_expect(profiler->timer.isNull(), 1)) {
        stop = clockTicks();
    } else {
        // A Python timer may do anything to the profiler meanwhile.
        uint64_t generation = state->generation;
        stop = callTimer(profiler);
        if (state->generation != generation || state->stack.empty()) return;
    }
    const Context& ending = state->stack.back();
    int64_t elapsed = stop - ending.start;
    int64_t inlineTime = elapsed - ending.subTime;
    // The sub-entry the call was entered with, unless it ends as a call of
    // another function (a return whose call was never seen).
    Counts* asCallee = ending.entry == entry ? ending.asCallee : nullptr;
    bool known = ending.entry == entry;
    state->stack.pop_back();
    auto record = [elapsed, inlineTime](Counts& counts) {
        if (--counts.recursionLevel == 0) {
            counts.totalTime += elapsed;
        } else {
            ++counts.recursiveCallCount;
        }
        counts.inlineTime += inlineTime;
        ++counts.callCount;
    };
    record(entry->counts);
    if (state->stack.empty()) return;
    Context& caller = state->stack.back();
    caller.subTime += elapsed;
    if (!profiler->subcalls) return;
    if (known) {
        if (asCallee != nullptr) record(*asCallee);
        return;
    }
    auto callee = caller.entry->callees.find(entry);
    if (callee != caller.entry->callees.end()) record(callee->second);
}

// A call of `key` ended: the innermost open call ends (counted for `key`'s
// entry when it has one). Nothing is open: a frame that was running
// before profiling started returns.
inline void leaveCall(ProfilerObject* profiler, const void* key) {
    ProfilerState* state = profiler->state;
    if (state->stack.empty()) return;
    // Usually the innermost call is the one ending.
    if (__builtin_expect(state->stack.back().entry->key == key, 1)) {
        stopCall(profiler, state->stack.back().entry);
        return;
    }
    auto found = state->entries.find(key);
    if (found == state->entries.end()) {
        state->stack.pop_back();
        return;
    }
    stopCall(profiler, found->second);
}

// disable(): every open call ends now.
void endOpenCalls(ProfilerObject* profiler) {
    ProfilerState* state = profiler->state;
    while (!state->stack.empty())
        stopCall(profiler, state->stack.back().entry);
}

// ---- The native callbacks -------------------------------------------------------------

void onPythonEnter(void* context, vm::Frame*, Code* code, int32_t, Value) {
    auto* profiler = static_cast<ProfilerObject*>(context);
    Entry* entry =
        entryFor(profiler->state, code, [code] { return Ref::borrow(Value::fromObject(code)); });
    if (entry != nullptr) enterCall(profiler, entry);
}

void onPythonLeave(void* context, vm::Frame*, Code* code, int32_t, Value) {
    leaveCall(static_cast<ProfilerObject*>(context), code);
}

void onNativeCall(void* context, vm::Frame*, Code*, int32_t, Value callable) {
    NativeCallableParts parts;
    if (!vm::monitor::isNativeCallable(callable) || !nativeCallableParts(callable, parts)) return;
    auto* profiler = static_cast<ProfilerObject*>(context);
    Entry* entry = entryFor(profiler->state, parts.def,
                            [callable, &parts] { return builtinLabel(callable, parts); });
    if (entry != nullptr) enterCall(profiler, entry);
}

void onNativeReturn(void* context, vm::Frame*, Code*, int32_t, Value callable) {
    NativeCallableParts parts;
    if (!vm::monitor::isNativeCallable(callable) || !nativeCallableParts(callable, parts)) return;
    leaveCall(static_cast<ProfilerObject*>(context), parts.def);
}

using monitoring::Event;

struct Hook {
    Event event;
    monitoring::NativeCallback callback;
    bool builtin; // only with builtins=True
};
constexpr Hook kHooks[] = {
    {Event::PyStart, onPythonEnter, false}, {Event::PyResume, onPythonEnter, false},
    {Event::PyThrow, onPythonEnter, false}, {Event::PyReturn, onPythonLeave, false},
    {Event::PyYield, onPythonLeave, false}, {Event::PyUnwind, onPythonLeave, false},
    {Event::Call, onNativeCall, true},      {Event::CReturn, onNativeReturn, true},
    {Event::CRaise, onNativeReturn, true},
};

// Stops receiving events (the tool id is given back). Open calls end first.
void stopProfiling(ProfilerObject* profiler) {
    if (!profiler->enabled) return;
    endOpenCalls(profiler);
    calibrationStop(profiler);
    profiler->enabled = false;
    // The id may have been freed behind the profiler's back
    // (sys.monitoring.free_tool_id(2)): then there is nothing to undo.
    if (!monitoring::freeTool(monitoring::kProfilerId)) clearPendingException();
}

bool startProfiling(ProfilerObject* profiler) {
    Ref name = strFromUtf8("cProfile");
    if (name.isNull()) return false;
    if (!monitoring::useTool(monitoring::kProfilerId, name.get())) {
        clearPendingException();
        raise(gValueError, "Another profiling tool is already active");
        return false;
    }
    monitoring::EventSet events = 0;
    for (const Hook& hook : kHooks) {
        if (hook.builtin && !profiler->builtins) continue;
        if (!monitoring::setCallback(monitoring::kProfilerId, hook.event, hook.callback,
                                     profiler)) {
            (void)monitoring::freeTool(monitoring::kProfilerId);
            return false;
        }
        events |= monitoring::eventBit(hook.event);
    }
    // onNativeCall ignores Python functions (their PY_START times them):
    // the CALL twin need not call it for them.
    if (!monitoring::setCallSkipsPythonFunctions(monitoring::kProfilerId, true)) {
        (void)monitoring::freeTool(monitoring::kProfilerId);
        return false;
    }
    profiler->enabled = true;
    calibrationStart(profiler);
    if (!monitoring::setEvents(monitoring::kProfilerId, events)) {
        profiler->enabled = false;
        Ref pending = takePendingException();
        (void)monitoring::freeTool(monitoring::kProfilerId);
        restoreException(pending.get());
        return false;
    }
    return true;
}

// ---- The Profiler type ----------------------------------------------------------------

Ref profilerNew(Type* type, const Value*, size_t, Tuple*) {
    Ref self = genericAlloc(type);
    if (self.isNull()) return nullptr;
    ProfilerObject* profiler = asProfiler(self.get());
    profiler->state = new ProfilerState();
    profiler->subcalls = true;
    profiler->builtins = true;
    return self;
}

// Reads an optional boolean argument; -1 when absent.
bool optionalFlag(Value value, int& out) {
    out = -1;
    if (value.isNull()) return true;
    out = truthy(value);
    return out >= 0;
}

// Profiler.__init__(timer=None, timeunit=0.0, subcalls=True, builtins=True)
bool profilerInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"timer", "timeunit", "subcalls", "builtins"};
    static const NativeSignature kSignature{"Profiler", kNames, 4, 0, 4, 0};
    Value bound[4] = {};
    if (!bindArgumentsSuggesting(kSignature, args, callArgCount(nargs), kwnames, bound))
        return false;
    ProfilerObject* profiler = asProfiler(self);
    double timeUnit = 0.0;
    if (!bound[1].isNull() && !numberToDouble(bound[1], timeUnit)) return false;
    int subcalls = 1, builtins = 1;
    if (!optionalFlag(bound[2], subcalls) || !optionalFlag(bound[3], builtins)) return false;
    Value timer = bound[0].is(noneValue()) ? Value() : bound[0];
    if (!timer.isNull()) incref(timer);
    Value old = profiler->timer;
    profiler->timer = timer;
    if (!old.isNull()) decref(old);
    profiler->timeUnit = timeUnit;
    profiler->subcalls = subcalls != 0;
    profiler->builtins = builtins != 0;
    return true;
}

void profilerClearSlot(Object* object) {
    auto* profiler = static_cast<ProfilerObject*>(object);
    if (Value timer = profiler->timer; !timer.isNull()) {
        profiler->timer = Value();
        decref(timer);
    }
}

void profilerDealloc(Object* object) {
    gcUntrack(object);
    auto* profiler = static_cast<ProfilerObject*>(object);
    if (profiler->state != nullptr) {
        stopProfiling(profiler);
        delete profiler->state;
        profiler->state = nullptr;
    }
    profilerClearSlot(object);
    freeObjectMemory(object);
}

void profilerTraverse(Object* object, VisitFn visit, void* context) {
    auto* profiler = static_cast<ProfilerObject*>(object);
    if (!profiler->timer.isNull()) visit(profiler->timer, context);
}

bool checkProfiler(Value self, const char* method) {
    if (self.isObject() && isInstance(self, &gProfilerType)) return true;
    raise(gTypeError, "descriptor '%s' requires a '_lsprof.Profiler' object but received a '%s'",
          method, typeOf(self)->name);
    return false;
}

// enable(subcalls=..., builtins=...): an argument left out keeps the
// profiler's setting (CPython 3.13 behaves so, whatever its signature says).
Ref profilerEnable(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkProfiler(self, "enable")) return nullptr;
    static const char* const kNames[] = {"subcalls", "builtins"};
    static const NativeSignature kSignature{"enable", kNames, 2, 0, 2, 0};
    Value bound[2] = {};
    if (!bindArgumentsSuggesting(kSignature, args, callArgCount(nargs), kwnames, bound))
        return nullptr;
    int subcalls = -1, builtins = -1;
    if (!optionalFlag(bound[0], subcalls) || !optionalFlag(bound[1], builtins)) return nullptr;
    ProfilerObject* profiler = asProfiler(self);
    if (subcalls >= 0) profiler->subcalls = subcalls != 0;
    if (builtins >= 0) profiler->builtins = builtins != 0;
    if (!startProfiling(profiler)) return nullptr;
    return noneRef();
}

Ref profilerDisable(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkProfiler(self, "disable")) return nullptr;
    if (!checkPositional("disable", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    stopProfiling(asProfiler(self));
    return noneRef();
}

Ref profilerClear(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkProfiler(self, "clear")) return nullptr;
    if (!checkPositional("clear", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    if (asProfiler(self)->inTimer)
        return raise(gRuntimeError, "cannot clear profiler in external timer");
    asProfiler(self)->state->clear();
    return noneRef();
}

// One profiler_entry or profiler_subentry: label and counts, times in seconds.
Ref statsRecord(Type* type, Value label, const Counts& counts, double scale, Value calls) {
    Ref callCount = intFromInt64(counts.callCount);
    Ref recursive = intFromInt64(counts.recursiveCallCount);
    Ref total = floatFromDouble(static_cast<double>(counts.totalTime) * scale);
    Ref inlineTime = floatFromDouble(static_cast<double>(counts.inlineTime) * scale);
    if (callCount.isNull() || recursive.isNull() || total.isNull() || inlineTime.isNull())
        return nullptr;
    Value items[kEntryFieldCount] = {label,       callCount.get(),  recursive.get(),
                                     total.get(), inlineTime.get(), calls};
    return makeStructSequence(type, items, calls.isNull() ? kSubEntryFieldCount : kEntryFieldCount);
}

// getstats(): a profiler_entry per function called at least once, in the
// order the functions were first seen; `calls` lists its callees
// (profiler_subentry) or is None when it called nothing.
Ref profilerGetStats(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkProfiler(self, "getstats")) return nullptr;
    if (!checkPositional("getstats", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    ProfilerObject* profiler = asProfiler(self);
    double scale = tickSeconds(profiler);
    Ref result = listNew(0);
    if (result.isNull()) return nullptr;
    // Copied first: making objects may run the collector, never profiled code,
    // but the lists must not change under the loop whatever happens.
    std::vector<Entry*> entries = profiler->state->order;
    for (Entry* entry : entries) {
        if (entry->counts.callCount == 0) continue;
        Ref calls = noneRef();
        if (!entry->callees.empty()) {
            calls = listNew(0);
            if (calls.isNull()) return nullptr;
            // In the order the callees were first seen, as the entries are.
            std::vector<std::pair<Entry*, Counts>> callees(entry->callees.begin(),
                                                           entry->callees.end());
            std::sort(callees.begin(), callees.end(), [](const auto& a, const auto& b) {
                return a.first->serial < b.first->serial;
            });
            for (const auto& [callee, counts] : callees) {
                if (counts.callCount == 0) continue;
                Ref sub =
                    statsRecord(&gProfilerSubEntryType, callee->label, counts, scale, Value());
                if (sub.isNull() || !listAppend(asList(calls.get()), sub.get())) return nullptr;
            }
        }
        Ref record =
            statsRecord(&gProfilerEntryType, entry->label, entry->counts, scale, calls.get());
        if (record.isNull() || !listAppend(asList(result.get()), record.get())) return nullptr;
    }
    return result;
}

const MethodDef kProfilerMethods[] = {
    {"enable", profilerEnable, kMethodInstance,
     "enable(subcalls=True, builtins=True)\n\nStart collecting profiling information.\n"
     "If 'subcalls' is True, also records for each function\nstatistics separated according "
     "to its current caller.\nIf 'builtins' is True, records the time spent in\nbuilt-in "
     "functions separately from their caller.\n"},
    {"disable", profilerDisable, kMethodInstance,
     "disable()\n\nStop collecting profiling information.\n"},
    {"clear", profilerClear, kMethodInstance,
     "clear()\n\nClear all profiling information collected so far.\n"},
    {"getstats", profilerGetStats, kMethodInstance,
     "getstats() -> list of profiler_entry objects\n\nReturn all information collected by "
     "the profiler.\n"},
    {nullptr, nullptr, 0, nullptr},
};

bool readyProfilerTypes() {
    if ((gProfilerType.flags & kTypeReady) != 0) return true;
    gProfilerType.newFn = profilerNew;
    gProfilerType.init = profilerInit;
    gProfilerType.dealloc = profilerDealloc;
    gProfilerType.traverse = profilerTraverse;
    gProfilerType.clear = profilerClearSlot;
    typeAddMethods(&gProfilerType, kProfilerMethods);
    return typeReady(&gProfilerType) &&
           readyStructSequenceType(&gProfilerEntryType, kEntryFields, kEntryFieldCount) &&
           readyStructSequenceType(&gProfilerSubEntryType, kEntryFields, kSubEntryFieldCount);
}

} // namespace

Ref createLsprofModule() {
    if (!readyProfilerTypes()) return nullptr;
    Ref module = moduleNew(std::string_view("_lsprof"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    Ref doc = strFromUtf8("Fast profiler");
    return !doc.isNull() && dictSetStr(dict, internStr("__doc__"), doc.get()) &&
                   dictSetStr(dict, internStr("Profiler"), Value::fromObject(&gProfilerType)) &&
                   dictSetStr(dict, internStr("profiler_entry"),
                              Value::fromObject(&gProfilerEntryType)) &&
                   dictSetStr(dict, internStr("profiler_subentry"),
                              Value::fromObject(&gProfilerSubEntryType))
               ? module
               : nullptr;
}

} // namespace taipan::modules
