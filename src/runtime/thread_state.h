// Per-thread interpreter state: the pending exception, the exception being
// handled, and recursion depth counting.
//
// Taipan runs Python code on one thread today, so there is exactly one
// ThreadState; threadState() is the only way to reach it, so adding real
// threads later changes one function.
//
// Two recursion counters, as in CPython 3.13:
//  - pythonDepth counts Python frames (the VM increments it when it pushes a
//    frame) against recursionLimit (sys.setrecursionlimit, default 1000);
//    exceeding it raises "maximum recursion depth exceeded".
//  - nativeDepth counts nested native calls that can recurse without bound
//    (repr of nested lists, comparisons of nested tuples, a slot calling a
//    dunder calling a slot ...) against kNativeRecursionLimit, so deep data
//    raises RecursionError instead of overflowing the C++ stack. The suffix
//    of the message says what was being done (" while getting the repr of
//    an object", " in comparison", " while calling a Python object").
#pragma once

#include "objects/value.h"

#include <cstdint>

namespace taipan {

constexpr int kNativeRecursionLimit = 10000;
constexpr int kDefaultRecursionLimit = 1000;

struct ThreadState {
    // Owned; null when no exception is pending (runtime/errors.h).
    Value pendingException;
    // Owned; the exception an `except` block is handling (sys.exception()),
    // null when none. The VM maintains it (it saves and restores it around
    // handlers); raising sets the new exception's __context__ from it.
    Value handledException;
    int pythonDepth = 0;
    int nativeDepth = 0;
    int recursionLimit = kDefaultRecursionLimit;
};

ThreadState& threadState();

// Counts one level of native recursion. On overflow raises RecursionError
// "maximum recursion depth exceeded" + `where` and returns false (the level
// is then *not* counted: do not call leaveRecursiveCall).
[[nodiscard]] bool enterRecursiveCall(const char* where);
void leaveRecursiveCall();

// RAII form: `RecursionGuard guard(" in comparison"); if (!guard) return nullptr;`
class RecursionGuard {
  public:
    explicit RecursionGuard(const char* where) : entered_(enterRecursiveCall(where)) {}
    ~RecursionGuard() {
        if (entered_) leaveRecursiveCall();
    }
    RecursionGuard(const RecursionGuard&) = delete;
    RecursionGuard& operator=(const RecursionGuard&) = delete;
    explicit operator bool() const { return entered_; }

  private:
    bool entered_;
};

// Python-frame depth, for the VM: enterPythonFrame raises "maximum recursion
// depth exceeded" and returns false when pythonDepth would pass the limit.
[[nodiscard]] bool enterPythonFrame();
inline void leavePythonFrame() { --threadState().pythonDepth; }

// sys.getrecursionlimit / sys.setrecursionlimit (the caller validates the
// value: CPython raises ValueError for < 1 and RecursionError when the new
// limit is below the current depth).
int recursionLimit();
void setRecursionLimit(int limit);

} // namespace taipan
