// The regular-expression engine behind the `re` module: Python's pattern
// syntax parsed into a small program, run by a backtracking matcher.
//
// Invariants:
//  - Patterns are sequences of code points (a bytes pattern is its bytes,
//    each 0..255); subjects are read in place (1, 2 or 4 bytes per unit),
//    never copied.
//  - Matching never recurses in C++: every choice point, and every register
//    write that a backtrack must undo, lives on an explicit stack, so a deep
//    pattern or a long subject costs heap memory, not native stack.
//  - A compiled Program is immutable; one may be run any number of times.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace taipan::re {

// The flag bits, as Python's re module numbers them.
enum Flag : int {
    kFlagTemplate = 1,
    kFlagIgnoreCase = 2,
    kFlagLocale = 4,
    kFlagMultiline = 8,
    kFlagDotAll = 16,
    kFlagUnicode = 32,
    kFlagVerbose = 64,
    kFlagDebug = 128,
    kFlagAscii = 256,
};

// Why a pattern did not compile: CPython's message without the position
// suffix, and the position in the pattern (-1 when CPython gives none).
struct CompileError {
    std::string message;
    int64_t position = -1;
    bool overflow = false; // raise OverflowError rather than re.error
};

struct Program;
struct ProgramDeleter {
    void operator()(Program* program) const;
};
using ProgramPtr = std::unique_ptr<Program, ProgramDeleter>;

// Compiles `pattern`; null with `error` filled when the pattern is invalid.
ProgramPtr compileProgram(const std::u32string& pattern, bool isBytes, int flags,
                          CompileError& error);

// The flags after inline flags were applied (UNICODE added for str patterns
// that are not ASCII, as CPython reports them).
int programFlags(const Program& program);
int programGroupCount(const Program& program);
// (name, group number) in the order the groups were defined.
const std::vector<std::pair<std::u32string, int>>& programGroupNames(const Program& program);

// A subject: `length` units of `kind` bytes each (1 for bytes and latin-1
// strs).
struct Subject {
    const void* data;
    int kind;
    int64_t length;
};

enum class Mode : uint8_t { Match, FullMatch, Search };

// The spans of a successful match: slots[2g], slots[2g+1] for group g (-1
// when the group did not take part) and the last closed group (-1: none).
struct MatchResult {
    std::vector<int64_t> slots;
    int lastIndex = -1;
};

enum class Outcome : uint8_t { NoMatch, Matched, Interrupted };

// Runs the program over subject[0:endpos] starting at `pos` (both already
// clamped by the caller). With mustAdvance, a match that is empty at `pos`
// is refused (the rule that keeps findall/sub/split from matching the same
// empty string twice). Interrupted means Ctrl-C arrived: KeyboardInterrupt
// is pending.
Outcome execute(const Program& program, const Subject& subject, int64_t pos, int64_t endpos,
                Mode mode, bool mustAdvance, MatchResult& result);

} // namespace taipan::re
