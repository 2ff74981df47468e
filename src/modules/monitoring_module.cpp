// sys.monitoring (PEP 669): the Python face of the monitoring registry
// (vm/monitor/tools.h) with CPython 3.13's functions, constants, argument
// conversion and messages. Extensions, documented in docs/monitoring.md:
// clear_tool_id and the events BRANCH_LEFT and BRANCH_RIGHT (from 3.14; the
// events numbered 17 and 18, after 3.13's, in sys.monitoring.events).
//
// Invariants:
//  - Every function validates its arguments here and leaves the rest,
//    including CPython's ValueErrors about tool ids and event sets, to the
//    registry, so the native C++ tool API gets the same checks.
//  - DISABLE and MISSING are the instrumentation's own sentinels
//    (vm/monitor/instrument.h), so a callback's result is recognised by
//    identity.
#include "modules/modules.h"

#include "objects/code.h"
#include "objects/containers.h"
#include "objects/function.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/str.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "vm/monitor/instrument.h"
#include "vm/monitor/tools.h"

namespace taipan::modules {

extern Type gSimpleNamespaceType;

namespace {

namespace mon = vm::monitor;

// CPython's C `int` converter: an int that fits 32 bits.
bool toCInt(Value value, int64_t& out) {
    if (!isInt(value)) {
        raise(gTypeError, "'%s' object cannot be interpreted as an integer", typeOf(value)->name);
        return false;
    }
    if (!intToInt64(value, out) || out < INT32_MIN || out > INT32_MAX) {
        raise(gOverflowError, "Python int too large to convert to C int");
        return false;
    }
    return true;
}

bool toolArgument(Value value, int& tool) {
    int64_t number = 0;
    if (!toCInt(value, number)) return false;
    tool = static_cast<int>(number);
    return true;
}

bool codeArgument(Value value, Code*& code) {
    if (typeOf(value) != &gCodeType) {
        raise(gTypeError, "code must be a code object");
        return false;
    }
    code = asCode(value);
    return true;
}

Ref useToolId(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.use_tool_id", nargs, kwnames, 2, 2)) return nullptr;
    int tool = 0;
    if (!toolArgument(args[0], tool) || !mon::useTool(tool, args[1])) return nullptr;
    return noneRef();
}

Ref clearToolId(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.clear_tool_id", nargs, kwnames, 1, 1)) return nullptr;
    int tool = 0;
    if (!toolArgument(args[0], tool) || !mon::clearTool(tool)) return nullptr;
    return noneRef();
}

Ref freeToolId(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.free_tool_id", nargs, kwnames, 1, 1)) return nullptr;
    int tool = 0;
    if (!toolArgument(args[0], tool) || !mon::freeTool(tool)) return nullptr;
    return noneRef();
}

Ref getTool(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.get_tool", nargs, kwnames, 1, 1)) return nullptr;
    int tool = 0;
    if (!toolArgument(args[0], tool)) return nullptr;
    return mon::getTool(tool);
}

Ref getEvents(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.get_events", nargs, kwnames, 1, 1)) return nullptr;
    int tool = 0;
    mon::EventSet events = 0;
    if (!toolArgument(args[0], tool) || !mon::getEvents(tool, events)) return nullptr;
    return intFromInt64(events);
}

Ref setEvents(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.set_events", nargs, kwnames, 2, 2)) return nullptr;
    int tool = 0;
    int64_t events = 0;
    if (!toolArgument(args[0], tool) || !toCInt(args[1], events)) return nullptr;
    if (!mon::setEvents(tool, static_cast<int64_t>(static_cast<uint32_t>(events)))) return nullptr;
    return noneRef();
}

Ref getLocalEvents(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.get_local_events", nargs, kwnames, 2, 2)) return nullptr;
    int tool = 0;
    Code* code = nullptr;
    mon::EventSet events = 0;
    if (!toolArgument(args[0], tool) || !codeArgument(args[1], code) ||
        !mon::getLocalEvents(tool, code, events)) {
        return nullptr;
    }
    return intFromInt64(events);
}

Ref setLocalEvents(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.set_local_events", nargs, kwnames, 3, 3)) return nullptr;
    int tool = 0;
    Code* code = nullptr;
    int64_t events = 0;
    if (!toolArgument(args[0], tool) || !codeArgument(args[1], code) || !toCInt(args[2], events)) {
        return nullptr;
    }
    if (!mon::setLocalEvents(tool, code, static_cast<int64_t>(static_cast<uint32_t>(events))))
        return nullptr;
    return noneRef();
}

Ref registerCallback(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.register_callback", nargs, kwnames, 3, 3)) return nullptr;
    int tool = 0;
    int64_t event = 0;
    if (!toolArgument(args[0], tool) || !toCInt(args[1], event)) return nullptr;
    return mon::registerCallback(tool, event, args[2]);
}

Ref restartEvents(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring.restart_events", nargs, kwnames, 0, 0)) return nullptr;
    mon::restartEvents();
    return noneRef();
}

// _all_events(): {tool name: event set} for the events some tool has set
// globally (CPython names the events by tool; an empty dict when idle).
Ref allEvents(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("sys.monitoring._all_events", nargs, kwnames, 0, 0)) return nullptr;
    Ref result = dictNew();
    if (result.isNull()) return nullptr;
    for (int e = 0; e < mon::kEventCount; ++e) {
        int64_t tools = 0;
        for (int tool = 0; tool < mon::kToolCount; ++tool) {
            mon::EventSet events = 0;
            if (mon::getEvents(tool, events) &&
                (events & mon::eventBit(static_cast<mon::Event>(e))))
                tools |= int64_t(1) << tool;
        }
        if (tools == 0) continue;
        Ref name = strFromUtf8(mon::eventName(static_cast<mon::Event>(e)));
        Ref value = intFromInt64(tools);
        if (name.isNull() || value.isNull() ||
            !dictSetItem(asDict(result.get()), name.get(), value.get())) {
            return nullptr;
        }
    }
    return result;
}

const MethodDef kMonitoringFunctions[] = {
    {"use_tool_id", useToolId, 0, nullptr},
    {"clear_tool_id", clearToolId, 0, nullptr},
    {"free_tool_id", freeToolId, 0, nullptr},
    {"get_tool", getTool, 0, nullptr},
    {"get_events", getEvents, 0, nullptr},
    {"set_events", setEvents, 0, nullptr},
    {"get_local_events", getLocalEvents, 0, nullptr},
    {"set_local_events", setLocalEvents, 0, nullptr},
    {"register_callback", registerCallback, 0, nullptr},
    {"restart_events", restartEvents, 0, nullptr},
    {"_all_events", allEvents, 0, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

bool setInt(Dict* dict, const char* name, int64_t value) {
    Ref key = strFromUtf8(name);
    Ref number = intFromInt64(value);
    return !key.isNull() && !number.isNull() && dictSetItem(dict, key.get(), number.get());
}

bool setValue(Dict* dict, const char* name, Value value) {
    Ref key = strFromUtf8(name);
    return !key.isNull() && dictSetItem(dict, key.get(), value);
}

} // namespace

Ref createMonitoringModule() {
    Ref module = moduleNew(std::string_view("sys.monitoring"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    for (const MethodDef* def = kMonitoringFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !setValue(dict, def->name, function.get())) return nullptr;
    }
    if (!setInt(dict, "DEBUGGER_ID", mon::kDebuggerId) ||
        !setInt(dict, "COVERAGE_ID", mon::kCoverageId) ||
        !setInt(dict, "PROFILER_ID", mon::kProfilerId) ||
        !setInt(dict, "OPTIMIZER_ID", mon::kOptimizerId) ||
        !setValue(dict, "DISABLE", mon::disableSentinel()) ||
        !setValue(dict, "MISSING", mon::missingSentinel())) {
        return nullptr;
    }
    // sys.monitoring.events: a namespace of the event bits, in their order.
    Ref events = call(Value::fromObject(&gSimpleNamespaceType), nullptr, 0);
    if (events.isNull()) return nullptr;
    for (int e = 0; e <= mon::kEventCount; ++e) {
        const char* name =
            e < mon::kEventCount ? mon::eventName(static_cast<mon::Event>(e)) : "NO_EVENTS";
        int64_t bit = e < mon::kEventCount ? mon::eventBit(static_cast<mon::Event>(e)) : 0;
        Ref key = strFromUtf8(name);
        Ref number = intFromInt64(bit);
        if (key.isNull() || number.isNull() ||
            !setAttr(events.get(), asStr(key.get()), number.get())) {
            return nullptr;
        }
    }
    if (!setValue(dict, "events", events.get())) return nullptr;
    return module;
}

} // namespace taipan::modules
