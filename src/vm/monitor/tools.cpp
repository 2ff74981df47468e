// sys.monitoring's bookkeeping (see vm/monitor/tools.h): tool ids, event
// sets, callbacks, local event sets, with CPython 3.13's errors.
#include "vm/monitor/tools.h"

#include "vm/monitor/code_monitoring.h"
#include "vm/monitor/instrument.h"

#include "objects/str.h"
#include "objects/type.h"
#include "runtime/errors.h"
#include "vm/eval_breaker.h"

#include <string>

namespace taipan::vm::monitor {

namespace {

struct Tool {
    Value name; // owned str; null while the id is free
    EventSet events = 0;
    // The Python callbacks live in gCallbacks[id] (owned; null: none).
};

Tool gTools[kToolSlots];

} // namespace

NativeSlot gNativeCallbacks[kToolSlots][kEventCount];
Value gCallbacks[kToolSlots][kEventCount];

namespace {
uint64_t gRestartEpoch = 0;

const char* const kEventNames[kEventCount] = {
    "PY_START", "PY_RESUME",         "PY_RETURN",   "PY_YIELD",     "CALL",
    "LINE",     "INSTRUCTION",       "JUMP",        "BRANCH",       "STOP_ITERATION",
    "RAISE",    "EXCEPTION_HANDLED", "PY_UNWIND",   "PY_THROW",     "RERAISE",
    "C_RETURN", "C_RAISE",           "BRANCH_LEFT", "BRANCH_RIGHT",
};

// What is monitored changed: every code object must be brought up to date
// at its next RESUME (the compare of RESUME_CHECK fails once).
void bumpVersion() {
    gEvalBreaker.fetch_add(uintptr_t(1) << kEvalBreakerVersionShift, std::memory_order_relaxed);
    // Code running now is brought up to date at once, so that returns into
    // it report their events (DESIGN §2 rule 6); the rest waits for RESUME.
    instrumentLiveFrames();
}

bool checkToolId(int toolId) {
    if (toolId >= 0 && toolId < kToolCount) return true;
    raise(gValueError, "invalid tool %d (must be between 0 and 5)", toolId);
    return false;
}

bool checkInUse(int toolId) {
    if (!checkToolId(toolId)) return false;
    if (!gTools[toolId].name.isNull()) return true;
    raise(gValueError, "tool %d is not in use", toolId);
    return false;
}

// An event set as set_events and set_local_events take it: a known set,
// C_RETURN/C_RAISE only with CALL (and then not stored: CALL implies them).
// The order of the checks is CPython 3.13's: set_events looks at the bits
// first; set_local_events looks at C_RETURN/C_RAISE first and reports an
// unknown set without them (-1: "invalid local event set 0xfffe7fff").
bool normaliseEvents(int64_t events, EventSet allowed, const char* what, bool local,
                     EventSet& out) {
    auto set = static_cast<EventSet>(events);
    auto followersAlone = [](EventSet bits) {
        return (bits & kCallFollowers) != 0 &&
               ((bits & kCallFollowers) != kCallFollowers || (bits & eventBit(Event::Call)) == 0);
    };
    if (local) {
        if (followersAlone(set)) {
            raise(gValueError, "cannot set C_RETURN or C_RAISE events independently");
            return false;
        }
        set &= ~kCallFollowers;
    }
    if ((!local && (events < 0 || events > static_cast<int64_t>(kAllEvents))) ||
        (set & ~allowed) != 0) {
        raise(gValueError, "invalid %sevent set 0x%x", what, static_cast<unsigned>(set));
        return false;
    }
    if (followersAlone(set)) {
        raise(gValueError, "cannot set C_RETURN or C_RAISE events independently");
        return false;
    }
    out = set & ~kCallFollowers;
    return true;
}

} // namespace

const char* eventName(Event event) {
    int index = static_cast<int>(event);
    return index >= 0 && index < kEventCount ? kEventNames[index] : "?";
}

bool useTool(int toolId, Value name) {
    if (!checkToolId(toolId)) return false;
    if (!isStr(name)) {
        raise(gValueError, "tool name must be a str");
        return false;
    }
    Tool& tool = gTools[toolId];
    if (!tool.name.isNull()) {
        raise(gValueError, "tool %d is already in use", toolId);
        return false;
    }
    incref(name);
    tool.name = name;
    return true;
}

bool clearTool(int toolId) {
    if (!checkToolId(toolId)) return false;
    Tool& tool = gTools[toolId];
    if (tool.name.isNull()) return true;
    Value name = tool.name;
    incref(name);
    bool ok = freeTool(toolId);
    tool.name = name; // freeTool released its reference; this one is the tool's now
    return ok;
}

bool freeTool(int toolId) {
    if (!checkToolId(toolId)) return false;
    Tool& tool = gTools[toolId];
    bool changed = tool.events != 0;
    tool.events = 0;
    for (Value& callback : gCallbacks[toolId]) {
        Value old = callback;
        callback = Value();
        if (!old.isNull()) changed = true;
        decref(old);
    }
    for (int e = 0; e < kEventCount; ++e) {
        NativeSlot& slot = gNativeCallbacks[toolId][e];
        if (slot.callback != nullptr) changed = true;
        slot = NativeSlot();
    }
    Value old = tool.name;
    tool.name = Value();
    decref(old);
    if (changed) bumpVersion();
    return true;
}

Ref getTool(int toolId) {
    if (!checkToolId(toolId)) return nullptr;
    Value name = gTools[toolId].name;
    return name.isNull() ? noneRef() : Ref::borrow(name);
}

bool setEvents(int toolId, int64_t events) {
    if (!checkInUse(toolId)) return false;
    EventSet set = 0;
    if (!normaliseEvents(events, kAllEvents, "", false, set)) return false;
    if (gTools[toolId].events != set) {
        gTools[toolId].events = set;
        bumpVersion();
    }
    return true;
}

bool getEvents(int toolId, EventSet& out) {
    if (!checkToolId(toolId)) return false;
    out = gTools[toolId].events;
    return true;
}

bool setLocalEvents(int toolId, Code* code, int64_t events) {
    if (!checkInUse(toolId)) return false;
    EventSet set = 0;
    if (!normaliseEvents(events, kLocalEvents, "local ", true, set)) return false;
    if (code->monitoring == nullptr) {
        if (set == 0) return true;
        codeMonitoringFor(code);
    }
    if (code->monitoring->localEvents[toolId] != set) {
        code->monitoring->localEvents[toolId] = set;
        bumpVersion();
    }
    return true;
}

bool getLocalEvents(int toolId, Code* code, EventSet& out) {
    if (!checkToolId(toolId)) return false;
    out = code->monitoring != nullptr ? code->monitoring->localEvents[toolId] : 0;
    return true;
}

Ref registerCallback(int toolId, int64_t event, Value callback) {
    if (!checkToolId(toolId)) return nullptr;
    if (event <= 0 || (event & (event - 1)) != 0) {
        return raise(gValueError, "The callback can only be set for one event at a time");
    }
    int number = __builtin_ctzll(static_cast<unsigned long long>(event));
    if (number >= kEventCount) {
        return raise(gValueError, "invalid event %lld", static_cast<long long>(event));
    }
    Value& slot = gCallbacks[toolId][number];
    Ref previous = slot.isNull() ? noneRef() : Ref::steal(slot);
    bool had = !slot.isNull();
    slot = Value();
    if (!callback.isNull() && !callback.is(noneValue())) {
        incref(callback);
        slot = callback;
    }
    // Any change, a replacement too: the twins of code brought up to date
    // hold the callback (CodeMonitoring::sole).
    if (had || !slot.isNull()) bumpVersion();
    return previous;
}

void restartEvents() {
    ++gRestartEpoch;
    bumpVersion();
}

void setLegacyToolEvents(int toolId, EventSet events) {
    if (gTools[toolId].events == events) return;
    gTools[toolId].events = events;
    bumpVersion();
}

EventSet globalEvents() {
    EventSet all = 0;
    for (const Tool& tool : gTools)
        all |= tool.events;
    return all;
}

EventSet eventsFor(int toolId, const Code* code) {
    EventSet set = gTools[toolId].events;
    if (code->monitoring != nullptr) set |= code->monitoring->localEvents[toolId];
    return set;
}

bool setNativeCallback(int toolId, Event event, NativeCallback callback, void* context) {
    if (!checkToolId(toolId)) return false;
    int e = static_cast<int>(event);
    NativeSlot& slot = gNativeCallbacks[toolId][e];
    bool had = slot.callback != nullptr;
    slot.callback = callback;
    slot.context = context;
    if (had != (callback != nullptr)) bumpVersion();
    return true;
}

bool setNativeCallSkipsPython(int toolId, bool skip) {
    if (!checkToolId(toolId)) return false;
    gNativeCallbacks[toolId][static_cast<int>(Event::Call)].skipPythonCalls = skip;
    return true;
}

bool hasCallback(int toolId, Event event) {
    // The legacy tools have events only while their function is set.
    if (toolId >= kToolCount) return true;
    int e = static_cast<int>(event);
    return gNativeCallbacks[toolId][e].callback != nullptr || !gCallbacks[toolId][e].isNull();
}

uint64_t restartEpoch() {
    return gRestartEpoch;
}

void releaseCodeMonitoring(Code* code) {
    delete code->monitoring;
    code->monitoring = nullptr;
}

CodeMonitoring* codeMonitoringFor(Code* code) {
    if (code->monitoring == nullptr) code->monitoring = new CodeMonitoring();
    return code->monitoring;
}

void clearAllTools() {
    for (int id = 0; id < kToolCount; ++id) {
        if (!gTools[id].name.isNull() || gTools[id].events != 0) (void)freeTool(id);
    }
}

} // namespace taipan::vm::monitor
