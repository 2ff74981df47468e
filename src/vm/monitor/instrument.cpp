// Writing and removing instrumented twins, and reporting their events (see
// vm/monitor/instrument.h).
#include "vm/monitor/instrument.h"

#include "objects/generator.h"
#include "vm/frame.h"
#include "vm/monitor/code_monitoring.h"

#include <array>

namespace taipan::vm::monitor {

namespace {

// The twin of each generic opcode (itself when it has none) and the event
// of each twin, derived from the TAIPAN_INSTRUMENTED rows.
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

constexpr std::array<bool, kOpcodeCount> kIsTwin = [] {
    std::array<bool, kOpcodeCount> table{};
#define TAIPAN_OPCODE(name, operand, pops, pushes, cache)
#define TAIPAN_SPECIALIZED(name, family)
#define TAIPAN_INSTRUMENTED(name, original, event) table[static_cast<int>(Opcode::name)] = true;
#include "vm/opcodes.def"
#undef TAIPAN_INSTRUMENTED
#undef TAIPAN_SPECIALIZED
#undef TAIPAN_OPCODE
    return table;
}();

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
    default:
        return Event::Count;
    }
}

// The tools (bit = id) that want `event` in `code` and can receive it.
uint8_t toolsWanting(Code* code, Event event) {
    uint8_t tools = 0;
    for (int tool = 0; tool < kToolCount; ++tool) {
        if ((eventsFor(tool, code) & eventBit(event)) != 0 && hasCallback(tool, event))
            tools = static_cast<uint8_t>(tools | (1u << tool));
    }
    return tools;
}

} // namespace

bool gInCallback = false;

void instrumentCode(Code* code) {
    EventSet any = globalEvents();
    if (code->monitoring != nullptr) {
        for (EventSet local : code->monitoring->localEvents)
            any |= local;
    }
    bool mayHaveTwins = code->monitoring != nullptr && code->monitoring->twins > 0;
    if (any == 0 && !mayHaveTwins) return;
    uint8_t tools[kEventCount] = {};
    for (int e = 0; e < kEventCount; ++e) {
        if ((any & eventBit(static_cast<Event>(e))) != 0)
            tools[e] = toolsWanting(code, static_cast<Event>(e));
    }
    if (code->monitoring != nullptr || any != 0) {
        CodeMonitoring* state = codeMonitoringFor(code);
        for (int e = 0; e < kEventCount; ++e)
            state->toolsFor[e] = tools[e];
    }
    uint16_t* units = code->code;
    int oparg = 0;
    for (uint32_t i = 0; i < code->codeSize;) {
        auto op = static_cast<Opcode>(units[i] & 0xFF);
        int unitArg = units[i] >> 8;
        if (op == Opcode::EXTENDED_ARG) {
            oparg = (oparg << 8) | unitArg;
            ++i;
            continue;
        }
        oparg = (oparg << 8) | unitArg;
        bool isTwin = kIsTwin[static_cast<int>(op)];
        Opcode family = opcodeFamily(op);
        Event event = eventOf(family, oparg);
        if (event != Event::Count) {
            bool want = tools[static_cast<int>(event)] != 0;
            if (want && !isTwin) {
                CodeMonitoring* state = codeMonitoringFor(code);
                if (!state->originals) {
                    state->originals.reset(new uint8_t[code->codeSize]());
                }
                state->originals[i] = static_cast<uint8_t>(op);
                units[i] =
                    static_cast<uint16_t>((units[i] & 0xFF00) | kTwinOf[static_cast<int>(family)]);
                ++state->twins;
            } else if (!want && isTwin) {
                CodeMonitoring* state = code->monitoring;
                units[i] = static_cast<uint16_t>((units[i] & 0xFF00) | state->originals[i]);
                if (--state->twins == 0) state->originals.reset();
            }
        }
        i += 1 + static_cast<uint32_t>(kOpcodeCacheSizes[units[i] & 0xFF]);
        oparg = 0;
    }
}

void instrumentLiveFrames() {
    for (Frame* frame = vmThread().current; frame != nullptr; frame = frame->previous) {
        if (frame->code != nullptr) instrumentCode(frame->code);
    }
}

} // namespace taipan::vm::monitor
