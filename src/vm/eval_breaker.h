// The eval-breaker word: one machine word that RESUME compares against the
// running code object's instrumentation version, so that a single load and
// a single compare answer every "must I stop and do something?" question at
// function entry (DESIGN §2 rule 2):
//
//     bits 63..8   the interpreter's instrumentation version (bumped when
//                  sys.monitoring / settrace / setprofile change events)
//     bits  7..0   pending-work flags (below)
//
// A code object is current when its own version word (version << 8, flags
// zero) equals this word; any pending flag or a newer version makes the
// compare fail and RESUME takes its slow path (handleEvalBreaker), which
// does the pending work and brings the code object up to date. Backward
// jumps test only the flag bits (loops must notice signals; they need not
// re-instrument, rule 6 handles code already running).
//
// Flags are set from signal handlers and other threads, hence the atomic.
#pragma once

#include <atomic>
#include <cstdint>

namespace taipan::vm {

enum EvalBreakerFlag : uintptr_t {
    kEvalBreakerSignals = 1u << 0, // a signal arrived (SIGINT → KeyboardInterrupt)
    kEvalBreakerGc = 1u << 1,      // the cycle collector asked to run
    kEvalBreakerFlagsMask = 0xFF,
};
constexpr int kEvalBreakerVersionShift = 8;

// The word itself; read directly by the eval loop.
extern std::atomic<uintptr_t> gEvalBreaker;

// Sets a pending-work flag (async-signal-safe).
void requestEvalBreak(EvalBreakerFlag flag);

// The version word a code object must carry to be current. Code objects do
// not carry a version yet (instrumentation is a later issue); until then
// every code object is at version 0.
inline uintptr_t codeVersionWord(const void* /*code*/) {
    return 0;
}

} // namespace taipan::vm
