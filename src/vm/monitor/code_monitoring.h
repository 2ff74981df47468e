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
};

} // namespace taipan
