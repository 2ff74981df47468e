// Replays files through the fuzz harness (fuzz/run_harness.h) without
// libFuzzer: `fuzz_replay [-v] FILE...` runs each as fuzz_run would and prints
// one line per file with how it ended (-v: and the uncaught exception). A crash is a failure of the
// fuzz_regressions CTest entry, which runs every file of fuzz/regressions/,
// so a bug the fuzzer found once stays fixed in every build, sanitized or not.
#include "run_harness.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
    taipan::fuzz::HarnessOptions options;
    options.silenceStderr = true;
    int first = 1;
    if (argc > 1 && std::string(argv[1]) == "-v") {
        options.reportExceptions = true;
        first = 2;
    }
    std::FILE* out = taipan::fuzz::initializeHarness(options);
    if (out == nullptr) {
        std::fputs("fuzz_replay: the runtime failed to start\n", stderr);
        return 2;
    }
    static const char* const kOutcomeNames[] = {"syntax error", "finished", "raised",
                                                "budget exhausted"};
    int status = 0;
    for (int i = first; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        if (!in) {
            std::fprintf(out, "%s: cannot read\n", argv[i]);
            status = 1;
            continue;
        }
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        taipan::fuzz::RunOutcome outcome = taipan::fuzz::runOneInput(
            reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
        std::fprintf(out, "%s: %s\n", argv[i], kOutcomeNames[static_cast<int>(outcome)]);
        std::fflush(out);
    }
    std::fprintf(out, "%d input(s) replayed\n", argc - first);
    return status;
}
