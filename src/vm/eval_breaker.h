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
    kEvalBreakerStepBudget = 1u << 2, // a step budget is armed (below): every check counts
    kEvalBreakerFlagsMask = 0xFF,
};
constexpr int kEvalBreakerVersionShift = 8;
// Set in a Code::versionWord (never in the eval-breaker word) when the
// code's entry RESUME is instrumented: the compare of a specialized call
// then fails, so the call enters at RESUME and PY_START is reported.
constexpr uintptr_t kCodeEntryInstrumented = 0x80;

// The word itself; read directly by the eval loop.
extern std::atomic<uintptr_t> gEvalBreaker;

// Sets a pending-work flag (async-signal-safe).
void requestEvalBreak(EvalBreakerFlag flag);

// A code object is current when Code::versionWord equals this word: its
// version part is the interpreter's and no flag is pending. Code never
// quickened carries all ones (vm/specialize.h), so its RESUME always takes
// the slow path. Instrumentation (a later issue) bumps the version.

// ---- The step budget (added by the fuzzing work, additive) -----------------------
// A runtime feature for running untrusted programs (the libFuzzer target
// fuzz/fuzz_run.cpp): while a budget is armed, the kEvalBreakerStepBudget
// flag stays set, so every RESUME and every JUMP_BACKWARD — the two places
// that already poll the eval breaker — takes the slow path and counts one
// step. Nothing else in the loop changes, so a program run without a budget
// pays nothing for the feature (the compare it already does stays false).
//
// When the steps run out, every later check raises KeyboardInterrupt("step
// budget exhausted") again, so no `except BaseException: pass` inside a loop
// or a recursion can keep the program alive: each loop back-edge and each
// call raises anew until the program ends. `check`, when given, runs at
// every step too and may stop the program the same way (false with an
// exception pending): the fuzz harness bounds memory and time with it.
struct StepBudget {
    uint64_t steps = 0;
    bool (*check)() = nullptr;
};

// Arms (or re-arms, with a fresh count) the budget.
void armStepBudget(const StepBudget& budget);
// Disarms it: the eval breaker goes back to its normal state.
void disarmStepBudget();
// True when an armed budget has run out of steps.
bool stepBudgetExhausted();
// Counts one step of the armed budget from native code (false with the
// budget's exception pending). Fuzz builds call it from iterNext, so that
// native loops such as sum(range(10**12)) cannot escape the budget; other
// builds never call it (see runtime/abstract.cpp).
[[nodiscard]] bool countNativeStep();

} // namespace taipan::vm
