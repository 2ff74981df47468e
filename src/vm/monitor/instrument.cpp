// Writing and removing the instrumentation layers, and reporting their
// events (see vm/monitor/instrument.h and docs/monitoring.md).
#include "vm/monitor/instrument.h"

#include "objects/function.h"
#include "objects/int.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "vm/call.h"
#include "vm/frame.h"
#include "vm/monitor/code_monitoring.h"
#include "vm/monitor/legacy.h"

#include <array>
#include <vector>

namespace taipan::vm::monitor {

namespace {

// The twin of each generic opcode (itself when it has none), derived from
// the TAIPAN_INSTRUMENTED rows.
constexpr std::array<uint8_t, kOpcodeCount> kTwinOf = [] {
    std::array<uint8_t, kOpcodeCount> table{};
    for (int i = 0; i < kOpcodeCount; ++i)
        table[i] = static_cast<uint8_t>(i);
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)
#define TAIPAN_SPECIALIZED(name, family)
#define TAIPAN_INSTRUMENTED(name, original, event)                                                 \
    table[static_cast<int>(Opcode::original)] = static_cast<uint8_t>(Opcode::name);
#include "vm/opcodes.def"
#undef TAIPAN_INSTRUMENTED
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    return table;
}();

// The LINE and INSTRUCTION markers by cache size (0 where none is needed).
constexpr int kMaxCache = 16;
struct MarkerTables {
    std::array<uint8_t, kMaxCache> line{};
    std::array<uint8_t, kMaxCache> instruction{};
    std::array<bool, 256> isLine{};
    std::array<bool, 256> isInstruction{};
};
constexpr MarkerTables kMarkers = [] {
    MarkerTables tables{};
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)
#define TAIPAN_SPECIALIZED(name, family)
#define TAIPAN_MARKER(name, event, cache)                                                          \
    if (Event::event == Event::Line) {                                                             \
        tables.line[cache] = static_cast<uint8_t>(Opcode::name);                                   \
        tables.isLine[static_cast<int>(Opcode::name)] = true;                                      \
    } else {                                                                                       \
        tables.instruction[cache] = static_cast<uint8_t>(Opcode::name);                            \
        tables.isInstruction[static_cast<int>(Opcode::name)] = true;                               \
    }
#include "vm/opcodes.def"
#undef TAIPAN_MARKER
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    return tables;
}();

// Every cache size in use has its markers.
constexpr bool markersCoverCaches() {
    for (int op = 0; op < kOpcodeCount; ++op) {
        int cache = kOpcodeCacheSizes[op];
        if (cache >= kMaxCache || kMarkers.line[cache] == 0 || kMarkers.instruction[cache] == 0)
            return false;
    }
    return true;
}
static_assert(markersCoverCaches(),
              "opcodes.def needs a LINE and an INSTRUCTION marker per cache size");

// The event an instruction reports when instrumented (by its generic
// family and argument); Event::Count when it has none.
Event eventOf(Opcode family, int oparg) {
    switch (family) {
    case Opcode::RESUME:
        return (oparg & 3) == 0 ? Event::PyStart : Event::PyResume;
    case Opcode::RETURN_VALUE:
    case Opcode::RETURN_CONST:
        return Event::PyReturn;
    case Opcode::YIELD_VALUE:
        return Event::PyYield;
    case Opcode::CALL:
    case Opcode::CALL_KW:
    case Opcode::CALL_FUNCTION_EX:
    case Opcode::LOAD_SUPER_ATTR:
        return Event::Call;
    case Opcode::JUMP_FORWARD:
    case Opcode::JUMP_BACKWARD:
        return Event::Jump;
    case Opcode::POP_JUMP_IF_FALSE:
    case Opcode::POP_JUMP_IF_TRUE:
    case Opcode::POP_JUMP_IF_NONE:
    case Opcode::POP_JUMP_IF_NOT_NONE:
    case Opcode::FOR_ITER:
        return Event::Branch;
    default:
        return Event::Count;
    }
}

// Instructions after which execution never continues with the next one.
bool neverFallsThrough(Opcode family) {
    switch (family) {
    case Opcode::JUMP_FORWARD:
    case Opcode::JUMP_BACKWARD:
    case Opcode::JUMP_BACKWARD_NO_INTERRUPT:
    case Opcode::RETURN_VALUE:
    case Opcode::RETURN_CONST:
    case Opcode::RAISE_VARARGS:
    case Opcode::RERAISE:
        return true;
    default:
        return false;
    }
}

// The tools (bit = id) that want `event` in `code` and can receive it.
// C_RETURN and C_RAISE come with CALL.
uint8_t toolsWanting(Code* code, Event event) {
    Event asked = (event == Event::CReturn || event == Event::CRaise) ? Event::Call : event;
    uint8_t tools = 0;
    for (int tool = 0; tool < kToolSlots; ++tool) {
        if ((eventsFor(tool, code) & eventBit(asked)) != 0 && hasCallback(tool, event))
            tools = static_cast<uint8_t>(tools | (1u << tool));
    }
    return tools;
}

// One decoded instruction: where its EXTENDED_ARG prefix starts, where
// its opcode is, and its full argument.
struct Decoded {
    uint32_t start;
    uint32_t at;
    int oparg;
};

// The real opcode unit of the instruction starting at `unit` (past any
// EXTENDED_ARG prefix).
uint32_t realUnit(const Code* code, uint32_t unit, const MonitoredSite* sites) {
    while (unit < code->codeSize) {
        uint16_t word = code->code[unit];
        uint8_t op = isLayer(word) && sites != nullptr ? sites[unit].original : (word & 0xFF);
        if (op != static_cast<uint8_t>(Opcode::EXTENDED_ARG)) break;
        ++unit;
    }
    return unit;
}

uint8_t opcodeAt(const Code* code, const MonitoredSite* sites, uint32_t i) {
    uint16_t word = code->code[i];
    return isLayer(word) && sites != nullptr ? sites[i].original
                                             : static_cast<uint8_t>(word & 0xFF);
}

// Where the jump instruction `d` continues when it jumps (the unit, which
// may start an EXTENDED_ARG prefix); -1 for other instructions.
int64_t jumpDestination(const Code* code, const MonitoredSite* sites, const Decoded& d) {
    Opcode family = opcodeFamily(static_cast<Opcode>(opcodeAt(code, sites, d.at)));
    int64_t after = d.at + 1 + kOpcodeCacheSizes[static_cast<int>(family)];
    switch (family) {
    case Opcode::JUMP_FORWARD:
    case Opcode::POP_JUMP_IF_FALSE:
    case Opcode::POP_JUMP_IF_TRUE:
    case Opcode::POP_JUMP_IF_NONE:
    case Opcode::POP_JUMP_IF_NOT_NONE:
        return after + d.oparg;
    case Opcode::JUMP_BACKWARD:
        return after - d.oparg;
    case Opcode::FOR_ITER: {
        // Past the END_FOR that ends the loop.
        int64_t endFor = after + d.oparg;
        if (endFor >= code->codeSize) return -1;
        return endFor + 1 + kOpcodeCacheSizes[opcodeAt(code, sites, static_cast<uint32_t>(endFor))];
    }
    default:
        return -1;
    }
}

std::vector<Decoded> decode(const Code* code, const MonitoredSite* sites) {
    std::vector<Decoded> out;
    int oparg = 0;
    uint32_t start = 0;
    for (uint32_t i = 0; i < code->codeSize;) {
        uint8_t op = opcodeAt(code, sites, i);
        oparg = (oparg << 8) | (code->code[i] >> 8);
        if (op == static_cast<uint8_t>(Opcode::EXTENDED_ARG)) {
            ++i;
            continue;
        }
        out.push_back(Decoded{start, i, oparg});
        i += 1 + static_cast<uint32_t>(kOpcodeCacheSizes[op]);
        start = i;
        oparg = 0;
    }
    return out;
}

// The opcode that must be at a site's unit given its state, and the layer
// beneath a given level.
enum class Level { Line, Instruction, Twin };

// (belowLine in instrument.h reads the same fields inline: keep them alike.)
bool needsTwin(const MonitoredSite& site) {
    return (site.eventTools | site.leftTools | site.rightTools) != 0 ||
           site.jumpLine != JumpLineAction::None;
}

uint8_t layerAt(const MonitoredSite& site, Level from) {
    uint8_t original = site.original;
    int cache = kOpcodeCacheSizes[original];
    if (from == Level::Line && site.marked && site.lineTools != 0) return kMarkers.line[cache];
    if (from != Level::Twin && site.instructionTools != 0) return kMarkers.instruction[cache];
    if (needsTwin(site)) {
        uint8_t twin = kTwinOf[kOpcodeFamily[original]];
        if (twin != kOpcodeFamily[original]) return twin;
    }
    return original;
}

// Writes the top layer of the site at `i` (whose `original` is valid).
void writeTop(Code* code, CodeMonitoring* state, uint32_t i) {
    MonitoredSite& site = state->sites[i];
    uint16_t& unit = code->code[i];
    bool wasLayered = isLayer(unit);
    uint8_t top = layerAt(site, Level::Line);
    bool layered = top != site.original;
    unit = static_cast<uint16_t>((unit & 0xFF00) | top);
    if (layered && !wasLayered) ++state->layered;
    if (!layered && wasLayered) --state->layered;
}

bool hasDisableMarks(const CodeMonitoring* state, uint32_t size) {
    for (uint32_t i = 0; i < size; ++i) {
        const MonitoredSite& s = state->sites[i];
        if ((s.disabledEvent | s.disabledLine | s.disabledInstruction | s.disabledLeft |
             s.disabledRight) != 0) {
            return true;
        }
    }
    return false;
}

// Removes every layer and the side table. Walks instructions, not units:
// an inline cache unit may hold any bits, a layer's opcode included.
void removeAllLayers(Code* code, CodeMonitoring* state) {
    if (!state->sites) return;
    for (const Decoded& d : decode(code, state->sites.get())) {
        uint16_t& unit = code->code[d.at];
        if (isLayer(unit))
            unit = static_cast<uint16_t>((unit & 0xFF00) | state->sites[d.at].original);
    }
    state->sites.reset();
    state->layered = 0;
}

bool noLocalEvents(const CodeMonitoring* state) {
    for (EventSet local : state->localEvents) {
        if (local != 0) return false;
    }
    return true;
}

} // namespace

bool gInCallback = false;

namespace {

// How a twin reaches the tools `tools` of `event` when they are its
// site's tools (CodeMonitoring::sole).
SoleTool soleToolFor(Event event, unsigned tools) {
    SoleTool sole;
    if (tools == 0) return sole;
    sole.route = SoleRoute::General;
    if ((tools & (tools - 1)) != 0) return sole;
    sole.toolBits = static_cast<uint8_t>(tools);
    int tool = __builtin_ctz(tools);
    const NativeSlot& native = gNativeCallbacks[tool][static_cast<int>(event)];
    Value callback = callbackOf(tool, event);
    if (native.callback != nullptr) {
        // A native callback is the tool's only one reported (it wins over a
        // Python callback of the same tool and event).
        sole.route = SoleRoute::Native;
        sole.native = &native;
    } else if (tool >= kToolCount) {
        sole.route = SoleRoute::Legacy;
    } else if (!callback.isNull() && isFunction(callback) &&
               isPlainCallback(asFunction(callback), static_cast<size_t>(callbackArity(event)))) {
        sole.route = SoleRoute::Python;
        sole.python = asFunction(callback);
        sole.pythonVersion = sole.python->version;
    }
    return sole;
}

} // namespace

void instrumentCode(Code* code) {
    CodeMonitoring* state = code->monitoring;
    EventSet any = globalEvents();
    if (state != nullptr) {
        for (EventSet local : state->localEvents)
            any |= local;
    }
    if (any == 0 && (state == nullptr || !state->sites)) {
        if (state != nullptr && noLocalEvents(state)) releaseCodeMonitoring(code);
        return;
    }
    uint8_t tools[kEventCount] = {};
    bool anyTools = false;
    for (int e = 0; e < kEventCount; ++e) {
        if ((any & eventBit(static_cast<Event>(e))) != 0 ||
            ((e == static_cast<int>(Event::CReturn) || e == static_cast<int>(Event::CRaise)) &&
             (any & eventBit(Event::Call)) != 0)) {
            tools[e] = toolsWanting(code, static_cast<Event>(e));
            anyTools = anyTools || tools[e] != 0;
        }
    }
    if (!anyTools) {
        if (state != nullptr) {
            removeAllLayers(code, state);
            for (uint8_t& t : state->toolsFor)
                t = 0;
            for (SoleTool& sole : state->sole)
                sole = SoleTool();
            if (noLocalEvents(state)) releaseCodeMonitoring(code);
        }
        return;
    }
    state = codeMonitoringFor(code);
    for (int e = 0; e < kEventCount; ++e) {
        state->toolsFor[e] = tools[e];
        state->sole[e] = soleToolFor(static_cast<Event>(e), tools[e]);
    }

    // Which sites may need a layer: the instructions' own events, LINE and
    // INSTRUCTION.
    bool siteEvents = false;
    for (Event e : {Event::PyStart, Event::PyResume, Event::PyReturn, Event::PyYield, Event::Call,
                    Event::CReturn, Event::CRaise, Event::Jump, Event::Branch, Event::BranchLeft,
                    Event::BranchRight, Event::Line, Event::Instruction}) {
        siteEvents = siteEvents || tools[static_cast<int>(e)] != 0;
    }
    if (!siteEvents) {
        removeAllLayers(code, state);
        return;
    }
    if (!state->sites) {
        state->sites.reset(new MonitoredSite[code->codeSize]);
        state->layered = 0;
        state->restartEpoch = restartEpoch();
        for (uint32_t i = 0; i < code->codeSize; ++i)
            state->sites[i].line = code->positions != nullptr ? code->positions[i].lineno : -1;
    }
    MonitoredSite* sites = state->sites.get();
    bool restarted = state->restartEpoch != restartEpoch();
    state->restartEpoch = restartEpoch();

    std::vector<Decoded> instructions = decode(code, sites);
    uint8_t lineTools = tools[static_cast<int>(Event::Line)];
    uint8_t instructionTools = tools[static_cast<int>(Event::Instruction)];
    // Pass 1: each site's tools (DISABLE marks kept unless restarted or
    // the tool no longer wants the event).
    for (const Decoded& d : instructions) {
        MonitoredSite& site = sites[d.at];
        if (!isLayer(code->code[d.at]))
            site.original = static_cast<uint8_t>(code->code[d.at] & 0xFF);
        if (restarted) {
            site.disabledEvent = site.disabledLine = site.disabledInstruction = 0;
            site.disabledLeft = site.disabledRight = 0;
        }
        Opcode family = opcodeFamily(static_cast<Opcode>(site.original));
        Event event = eventOf(family, d.oparg);
        uint8_t wanted = event == Event::Count ? 0 : tools[static_cast<int>(event)];
        // A call site also reports how a native call ended (C_RETURN and
        // C_RAISE come with CALL, even to a tool without a CALL callback).
        if (event == Event::Call) {
            wanted |=
                tools[static_cast<int>(Event::CReturn)] | tools[static_cast<int>(Event::CRaise)];
        }
        site.disabledEvent &= wanted;
        site.eventTools = static_cast<uint8_t>(wanted & ~site.disabledEvent);
        // A branch's two directions are events of their own, disabled apart.
        bool isBranch = event == Event::Branch;
        uint8_t leftWanted = isBranch ? tools[static_cast<int>(Event::BranchLeft)] : 0;
        uint8_t rightWanted = isBranch ? tools[static_cast<int>(Event::BranchRight)] : 0;
        site.disabledLeft &= leftWanted;
        site.leftTools = static_cast<uint8_t>(leftWanted & ~site.disabledLeft);
        site.disabledRight &= rightWanted;
        site.rightTools = static_cast<uint8_t>(rightWanted & ~site.disabledRight);
        bool isResume = family == Opcode::RESUME;
        uint8_t lineWanted = isResume || site.line < 0 ? 0 : lineTools;
        site.disabledLine &= lineWanted;
        site.lineTools = static_cast<uint8_t>(lineWanted & ~site.disabledLine);
        uint8_t instructionWanted = isResume ? 0 : instructionTools;
        site.disabledInstruction &= instructionWanted;
        site.instructionTools = static_cast<uint8_t>(instructionWanted & ~site.disabledInstruction);
        site.marked = false;
        site.jumpLine = JumpLineAction::None;
    }
    // Pass 2: LINE (docs/monitoring.md §5). CPython reports a line when the
    // instruction executed before is on another line. Arrivals by falling
    // through are decided here once and for all (a marker where the line
    // changes); arrivals by a jump are decided at the jump.
    if (lineTools != 0) {
        const Decoded* previous = nullptr;
        for (const Decoded& d : instructions) {
            MonitoredSite& site = sites[d.at];
            if (previous != nullptr && site.lineTools != 0) {
                const MonitoredSite& prior = sites[previous->at];
                Opcode before = opcodeFamily(static_cast<Opcode>(prior.original));
                // The first line of a body is reported even when the entry
                // RESUME is on it too (`def f(): return 1`), as the
                // documentation promises and CPython 3.12 does; 3.13 does so
                // only when PY_START is wanted (docs/known-differences.md).
                bool afterStart = before == Opcode::RESUME && previous->oparg == 0;
                site.marked = !neverFallsThrough(before) && (prior.line != site.line || afterStart);
            }
            previous = &d;
        }
        for (const Decoded& d : instructions) {
            int64_t dest = jumpDestination(code, sites, d);
            if (dest < 0 || dest >= code->codeSize) continue;
            uint32_t target = realUnit(code, static_cast<uint32_t>(dest), sites);
            if (target >= code->codeSize) continue;
            const MonitoredSite& arrival = sites[target];
            bool reports = arrival.lineTools != 0 && arrival.line != sites[d.at].line &&
                           opcodeFamily(static_cast<Opcode>(arrival.original)) != Opcode::RESUME;
            if (reports && !arrival.marked) sites[d.at].jumpLine = JumpLineAction::FireTarget;
            if (!reports && arrival.marked) sites[d.at].jumpLine = JumpLineAction::SkipMarker;
        }
    }
    // Pass 3: write the layers.
    for (const Decoded& d : instructions)
        writeTop(code, state, d.at);
    if (state->layered == 0 && !hasDisableMarks(state, code->codeSize)) state->sites.reset();
}

void instrumentLiveFrames() {
    for (Frame* frame = vmThread().current; frame != nullptr; frame = frame->previous) {
        if (frame->code != nullptr) instrumentCode(frame->code);
    }
}

uint8_t belowLineGeneral(const Code* code, const uint16_t* instr) {
    if (!isLayer(*instr) || code->monitoring == nullptr || !code->monitoring->sites)
        return static_cast<uint8_t>(*instr & 0xFF);
    return layerAt(code->monitoring->sites[instr - code->code], Level::Instruction);
}

uint8_t belowInstruction(const Code* code, const uint16_t* instr) {
    if (!isLayer(*instr) || code->monitoring == nullptr || !code->monitoring->sites)
        return static_cast<uint8_t>(*instr & 0xFF);
    return layerAt(code->monitoring->sites[instr - code->code], Level::Twin);
}

void writeOpcode(Code* code, uint16_t* instr, Opcode op) {
    if (isLayer(*instr) && code->monitoring != nullptr && code->monitoring->sites) {
        MonitoredSite& site = code->monitoring->sites[instr - code->code];
        site.original = static_cast<uint8_t>(op);
        // A twin of another family cannot happen (families never change),
        // but the marker's cache size follows the original's: unchanged too.
        return;
    }
    *instr = static_cast<uint16_t>((*instr & 0xFF00) | static_cast<uint8_t>(op));
}

// ---- Sentinels ----------------------------------------------------------------------------

// Created on first use (sys.monitoring's creation), never released. A
// callback cannot return DISABLE before it exists, so the firing path
// compares with the variable directly.
Value gDisable;

namespace {
Value gMissing;

Value makeSentinel() {
    Ref object = genericAlloc(&gObjectType);
    return object.release();
}
} // namespace

Value disableSentinel() {
    if (gDisable.isNull()) gDisable = makeSentinel();
    return gDisable;
}

Value missingSentinel() {
    if (gMissing.isNull()) gMissing = makeSentinel();
    return gMissing;
}

// ---- Reporting ----------------------------------------------------------------------------

namespace {

// Events a callback may disable at a location (the local events).
bool canDisable(Event event) {
    return (kLocalEvents & eventBit(event)) != 0 && event != Event::CReturn &&
           event != Event::CRaise;
}

// Where DISABLE leaves its mark for (event, site).
void disableAt(Code* code, uint32_t at, Event event, int tool) {
    CodeMonitoring* state = code->monitoring;
    if (state == nullptr || !state->sites) return;
    MonitoredSite& site = state->sites[at];
    auto bit = static_cast<uint8_t>(1u << tool);
    if (event == Event::Line) {
        site.disabledLine |= bit;
        site.lineTools &= static_cast<uint8_t>(~bit);
    } else if (event == Event::Instruction) {
        site.disabledInstruction |= bit;
        site.instructionTools &= static_cast<uint8_t>(~bit);
    } else if (event == Event::BranchLeft) {
        site.disabledLeft |= bit;
        site.leftTools &= static_cast<uint8_t>(~bit);
    } else if (event == Event::BranchRight) {
        site.disabledRight |= bit;
        site.rightTools &= static_cast<uint8_t>(~bit);
    } else {
        site.disabledEvent |= bit;
        site.eventTools &= static_cast<uint8_t>(~bit);
    }
    if (isLayer(code->code[at])) writeTop(code, state, at);
}

// Calls the callbacks of `tools` for `event` at unit `at` of the frame's
// code, highest tool id first. `location` is the offset (or line) the
// Python callbacks get. `site` is true when DISABLE may mark the location.
bool deliver(Event event, Frame* frame, uint32_t at, int64_t location, unsigned tools, Value first,
             Value second, bool site) {
    Code* code = frame->code;
    int extra = (callbackArity(event) - 2);
    gInCallback = true;
    while (tools != 0) {
        int tool = 31 - __builtin_clz(tools);
        tools &= ~(1u << tool);
        if (tool >= kToolCount) { // sys.settrace / sys.setprofile
            bool disable = false;
            if (!deliverLegacy(tool, event, frame, at, location, first, disable)) {
                gInCallback = false;
                return false;
            }
            if (disable && site) disableAt(code, at, event, tool);
            continue;
        }
        const NativeSlot& slot = gNativeCallbacks[tool][static_cast<int>(event)];
        if (slot.callback != nullptr) {
            slot.callback(slot.context, frame, code, static_cast<int32_t>(at), first);
            continue;
        }
        Value callback = callbackOf(tool, event);
        if (callback.isNull()) continue;
        Value args[4] = {Value::fromObject(code), Value::fromSmallInt(location), first, second};
        if (extra >= 1 && args[2].isNull()) args[2] = missingSentinel();
        if (extra >= 2 && args[3].isNull()) args[3] = missingSentinel();
        Ref callbackRef = Ref::borrow(callback); // the callback may unregister itself
        Ref result = callCallback(callbackRef.get(), args, 2 + static_cast<size_t>(extra));
        if (result.isNull()) {
            gInCallback = false;
            return false;
        }
        if (result.get().is(gDisable)) {
            if (!site || !canDisable(event)) {
                gInCallback = false;
                Ref previous = registerCallback(tool, eventBit(event), noneValue());
                raise(gValueError, "Cannot disable %s events. Callback removed.", eventName(event));
                return false;
            }
            disableAt(code, at, event, tool);
        }
    }
    gInCallback = false;
    return true;
}

int64_t byteOffset(uint32_t unit) {
    return static_cast<int64_t>(unit) * 2;
}

bool isExceptionEvent(Event event) {
    switch (event) {
    case Event::Raise:
    case Event::Reraise:
    case Event::ExceptionHandled:
    case Event::PyUnwind:
    case Event::PyThrow:
        return true;
    default:
        return false;
    }
}

} // namespace

// Calls a Python callback with `count` borrowed arguments. A plain Python
// function taking exactly these positional parameters (the usual tool
// callback) gets its frame the way a specialized call does, with the
// arguments moved in, and runs without the generic binder: this is most of
// what an event costs a Python tool.
Ref callCallback(Value callback, const Value* args, size_t count) {
    if (isFunction(callback)) {
        Function* function = asFunction(callback);
        if (isPlainCallback(function, count)) {
            Value moved[4];
            for (size_t i = 0; i < count; ++i) {
                incref(args[i]);
                moved[i] = args[i];
            }
            Frame* frame = pushFunctionFrameExact(function, moved, count);
            if (frame == nullptr) {
                for (size_t i = 0; i < count; ++i)
                    decref(moved[i]);
                return nullptr;
            }
            return evalFrame(frame);
        }
    }
    return call(callback, args, count);
}

bool isLineMarker(uint16_t unit) {
    return kMarkers.isLine[unit & 0xFF];
}

// inlineCallbackReturned's rare cases: a legacy function's result, DISABLE.
void callbackResultRare(Frame* frame, const uint16_t* instr, int tool, Event event, Value result) {
    if (tool >= kToolCount) {
        legacyCallbackReturned(frame, tool, event, result);
        return;
    }
    if (result.is(gDisable)) {
        disableAt(frame->code, static_cast<uint32_t>(instr - frame->code->code), event, tool);
    }
}

bool fireSiteEvent(Event event, Frame* frame, const uint16_t* instr, Value first, Value second) {
    if (gInCallback) return true;
    Code* code = frame->code;
    if (code->monitoring == nullptr || !code->monitoring->sites) return true;
    auto at = static_cast<uint32_t>(instr - code->code);
    unsigned tools = code->monitoring->sites[at].eventTools;
    if (tools == 0) return true;
    return deliver(event, frame, at, byteOffset(at), tools, first, second, true);
}

bool fireLine(Frame* frame, const uint16_t* instr) {
    if (gInCallback) return true;
    Code* code = frame->code;
    if (code->monitoring == nullptr || !code->monitoring->sites) return true;
    auto at = static_cast<uint32_t>(instr - code->code);
    const MonitoredSite& site = code->monitoring->sites[at];
    if (site.lineTools == 0 || site.line < 0) return true;
    return deliver(Event::Line, frame, at, site.line, site.lineTools, Value(), Value(), true);
}

bool fireInstruction(Frame* frame, const uint16_t* instr) {
    if (gInCallback) return true;
    Code* code = frame->code;
    if (code->monitoring == nullptr || !code->monitoring->sites) return true;
    auto at = static_cast<uint32_t>(instr - code->code);
    unsigned tools = code->monitoring->sites[at].instructionTools;
    if (tools == 0) return true;
    return deliver(Event::Instruction, frame, at, byteOffset(at), tools, Value(), Value(), true);
}

bool fireCodeEvent(Event event, Frame* frame, const uint16_t* instr, Value first, Value second) {
    if (gInCallback) return true;
    Code* code = frame->code;
    if (!codeWants(code, event)) return true;
    auto at = static_cast<uint32_t>(instr - code->code);
    unsigned tools = code->monitoring->toolsFor[static_cast<int>(event)];
    // STOP_ITERATION may be disabled (it is a local event), the others not.
    bool site = event == Event::StopIteration;
    if (!hasPendingException()) {
        // The code's one tool for the event is native (the profiler's
        // C_RETURN): called directly, as routeEvent does for the twins.
        const SoleTool& sole = code->monitoring->sole[static_cast<int>(event)];
        if (sole.route == SoleRoute::Native && !site) {
            callNative(*sole.native, frame, static_cast<int32_t>(at), first);
            return true;
        }
        return deliver(event, frame, at, byteOffset(at), tools, first, second, site);
    }
    // The pending exception (the argument of the exception events, the
    // failure of C_RAISE) is held aside while callbacks run; it is pending
    // again afterwards unless a callback raised (the callback's exception
    // replaces it, as in CPython).
    Ref exception = takePendingException();
    if (first.isNull() && (isExceptionEvent(event) || event == Event::StopIteration))
        first = exception.get();
    bool ok = deliver(event, frame, at, byteOffset(at), tools, first, second, site);
    if (ok) restoreException(exception.get());
    return ok;
}

const uint16_t* jumpArrivalLine(Frame* frame, const uint16_t* from, const uint16_t* dest,
                                bool& skipMarker) {
    Code* code = frame->code;
    CodeMonitoring* state = code->monitoring;
    if (state == nullptr || !state->sites) return nullptr;
    const MonitoredSite& site = state->sites[from - code->code];
    JumpLineAction action = site.jumpLine;
    if (action == JumpLineAction::None) return nullptr;
    // A branch not taken falls through: the marker there decides.
    if (dest == from + 1 + kOpcodeCacheSizes[site.original]) return nullptr;
    uint32_t target = realUnit(code, static_cast<uint32_t>(dest - code->code), state->sites.get());
    if (target >= code->codeSize) return nullptr;
    const MonitoredSite& arrival = state->sites[target];
    bool moot = action == JumpLineAction::FireTarget ? arrival.lineTools == 0
                                                     : !kMarkers.isLine[code->code[target] & 0xFF];
    if (moot) {
        // Every tool disabled LINE at the destination (coverage does, after
        // the first time): the jump has nothing more to do about it, and
        // its twin goes unless JUMP / BRANCH still wants it.
        auto at = static_cast<uint32_t>(from - code->code);
        state->sites[at].jumpLine = JumpLineAction::None;
        writeTop(code, state, at);
        return nullptr;
    }
    if (action == JumpLineAction::FireTarget) return code->code + target;
    skipMarker = true;
    return nullptr;
}

bool fireJumpEvent(Event event, Frame* frame, const uint16_t* instr, const uint16_t* reported) {
    auto destination = static_cast<uint32_t>(reported - frame->code->code);
    return fireSiteEvent(event, frame, instr, Value::fromSmallInt(byteOffset(destination)));
}

bool fireBranchEvent(Frame* frame, const uint16_t* instr, const uint16_t* reported, bool taken) {
    if (!fireJumpEvent(Event::Branch, frame, instr, reported)) return false;
    // BRANCH's callbacks may have changed what is wanted here, or removed
    // the side table: the site is read again.
    if (gInCallback) return true;
    Code* code = frame->code;
    if (code->monitoring == nullptr || !code->monitoring->sites) return true;
    auto at = static_cast<uint32_t>(instr - code->code);
    const MonitoredSite& site = code->monitoring->sites[at];
    unsigned tools = taken ? site.rightTools : site.leftTools;
    if (tools == 0) return true;
    auto destination = static_cast<uint32_t>(reported - code->code);
    return deliver(taken ? Event::BranchRight : Event::BranchLeft, frame, at, byteOffset(at), tools,
                   Value::fromSmallInt(byteOffset(destination)), Value(), true);
}

void onRaise(Frame* frame, const uint16_t* instr, bool reraise) {
    (void)fireCodeEvent(reraise ? Event::Reraise : Event::Raise, frame, instr);
}

bool onHandled(Frame* frame, const uint16_t* target) {
    Code* code = frame->code;
    if (!fireCodeEvent(Event::ExceptionHandled, frame, target)) return false;
    CodeMonitoring* state = code->monitoring;
    if (state == nullptr || !state->sites) return true;
    // CPython 3.13 reports the line of a handler's first instruction
    // whatever line raised, so a marker there reports it as it is; without
    // one (it is on the line of the instruction before it) the handler's
    // entry reports it here. Most handlers start on an instruction without
    // a line: then nothing happens here, and the next instruction's marker
    // reports.
    uint32_t at = realUnit(code, static_cast<uint32_t>(target - code->code), state->sites.get());
    if (at >= code->codeSize || state->sites[at].marked) return true;
    return fireLine(frame, code->code + at);
}

void onUnwind(Frame* frame, const uint16_t* instr) {
    (void)fireCodeEvent(Event::PyUnwind, frame, instr);
}

void onThrow(Frame* frame, const uint16_t* instr) {
    (void)fireCodeEvent(Event::PyThrow, frame, instr);
}

} // namespace taipan::vm::monitor
