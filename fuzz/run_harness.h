// The harness that compiles and runs one untrusted program, shared by the
// libFuzzer target (fuzz/fuzz_run.cpp) and the regression runner
// (fuzz/fuzz_replay.cpp, a CTest entry), so a crash the fuzzer found is
// replayed through exactly the code that found it.
//
// Guarantees for every input, whatever it does:
//  - it never exits the process (SystemExit, KeyboardInterrupt, sys.exit
//    end the program only) and never blocks (stdin is /dev/null);
//  - it stops after a fixed number of steps (vm/eval_breaker.h's budget)
//    or a fixed time, cannot hold much more memory than a fixed allowance,
//    and no single operation may allocate more than a fixed cap
//    (runtime/limits.h);
//  - it leaves the interpreter as it found it: sys and builtins are
//    restored entry by entry, sys.modules loses what the program added, the
//    recursion and int-digit limits return to their defaults, so inputs are
//    independent of the order they run in.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace taipan::fuzz {

struct HarnessOptions {
    uint64_t steps = 20000;                    // RESUMEs and backward jumps per input
    size_t maxAllocationBytes = 32u << 20;     // one object, one operation
    size_t memoryAllowance = 256u << 20;       // heap growth during one input
    double secondsAllowed = 2.0;               // wall-clock time, checked at every step
    // sys.setrecursionlimit clamps to this: a deep recursion whose handlers
    // raise again chains one exception per frame, and each raise walks the
    // chain (as in CPython), so the depth bounds that quadratic cost.
    int maxRecursionLimit = 3000;
    // Redirect fd 2 to /dev/null as well as fd 1 (the replay tool does;
    // libFuzzer is given -close_fd_mask=3 instead, which keeps its own
    // report stream).
    bool silenceStderr = false;
    // Print each uncaught exception's last line ("Type: message") on the
    // stream initializeHarness returns (the replay tool's -v).
    bool reportExceptions = false;
};

// Starts the interpreter (once) and snapshots the state each run restores.
// Returns a stream for the caller's own messages (the original stderr), or
// null when the runtime failed to start.
std::FILE* initializeHarness(const HarnessOptions& options);

// What happened to one input.
enum class RunOutcome { SyntaxError, Finished, Raised, BudgetExhausted };

// Compiles `data` as a module and runs it in a fresh __main__.
RunOutcome runOneInput(const uint8_t* data, size_t size);

} // namespace taipan::fuzz
