// A code object's sys.monitoring state (Code::monitoring), shared by the
// registry (vm/monitor/tools.cpp) and the instrumentation
// (vm/monitor/instrument.cpp). Allocated only for code some tool concerns.
#pragma once

#include "vm/monitor/tools.h"

#include <memory>

namespace taipan {

struct CodeMonitoring {
    // set_local_events, per tool.
    vm::monitor::EventSet localEvents[vm::monitor::kToolCount] = {};
    // For each code unit holding an instrumented twin: the opcode it
    // replaced (generic or specialized); null while no twin is written.
    std::unique_ptr<uint8_t[]> originals;
    int twins = 0; // how many twins are written
    // Per event, the tools (bit = tool id) that want it in this code and
    // have a callback for it, computed when the code is brought up to date,
    // so that firing an event reads one byte instead of asking every tool.
    uint8_t toolsFor[vm::monitor::kEventCount] = {};
};

} // namespace taipan
