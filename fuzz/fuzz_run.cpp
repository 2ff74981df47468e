// libFuzzer target: arbitrary bytes compiled and run as a Python program,
// under the step budget and memory caps of fuzz/run_harness.h. Any crash,
// sanitizer report, leak or timeout is a Taipan bug: every input must end
// as a syntax error, a normal end, an exception, or an exhausted budget.
// Crash reproducers go to fuzz/regressions/, which the fuzz_regressions
// CTest entry replays through the same harness (fuzz/fuzz_replay.cpp).
#include "run_harness.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static bool ready = taipan::fuzz::initializeHarness(taipan::fuzz::HarnessOptions()) != nullptr;
    if (!ready) __builtin_trap();
    taipan::fuzz::runOneInput(data, size);
    return 0;
}
