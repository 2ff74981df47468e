// The single thread state and recursion depth accounting.
//
// Invariant: nativeDepth and pythonDepth only count levels that were
// successfully entered, so every successful enter* is matched by exactly
// one leave*.
#include "runtime/thread_state.h"

#include "runtime/errors.h"

#include <cstdint>
#include <pthread.h>

namespace taipan {

ThreadState& threadState() {
    static ThreadState state;
    return state;
}

namespace {

// Bytes of C++ stack kept free for raising and reporting the RecursionError
// itself (sanitizer builds have much larger frames).
constexpr uintptr_t kStackSafetyMargin = 256 * 1024;

// The lowest usable address of this thread's stack (stacks grow down), or
// 0 when it cannot be determined.
uintptr_t stackLimit() {
    static thread_local uintptr_t limit = [] {
        pthread_attr_t attributes;
        if (pthread_getattr_np(pthread_self(), &attributes) != 0) return uintptr_t(0);
        void* low = nullptr;
        size_t size = 0;
        uintptr_t result = 0;
        if (pthread_attr_getstack(&attributes, &low, &size) == 0) {
            result = reinterpret_cast<uintptr_t>(low) + kStackSafetyMargin;
        }
        pthread_attr_destroy(&attributes);
        return result;
    }();
    return limit;
}

// True when the stack is nearly exhausted, whatever the depth count says:
// the depth limit matches CPython, this check keeps the promise that deep
// recursion never crashes (debug and sanitizer builds use far more stack
// per level than a release build).
bool stackNearlyExhausted() {
    uintptr_t here = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
    uintptr_t limit = stackLimit();
    return limit != 0 && here < limit;
}

} // namespace

bool enterRecursiveCall(const char* where) {
    ThreadState& state = threadState();
    if (state.nativeDepth >= kNativeRecursionLimit || stackNearlyExhausted()) {
        raise(gRecursionError, "maximum recursion depth exceeded%s", where);
        return false;
    }
    ++state.nativeDepth;
    return true;
}

void leaveRecursiveCall() { --threadState().nativeDepth; }

bool enterPythonFrame() {
    ThreadState& state = threadState();
    if (state.pythonDepth >= state.recursionLimit) {
        raise(gRecursionError, "maximum recursion depth exceeded");
        return false;
    }
    ++state.pythonDepth;
    return true;
}

int recursionLimit() { return threadState().recursionLimit; }
void setRecursionLimit(int limit) { threadState().recursionLimit = limit; }

} // namespace taipan
