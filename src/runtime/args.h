// Binding the arguments of a native call to its parameters, with CPython's
// error messages ("len() takes exactly one argument (2 given)", "sorted
// expected 1 argument, got 0", "'x' is an invalid keyword argument for
// print()", "... got multiple values for argument 'x'", ...).
#pragma once

#include "objects/object.h"

namespace taipan {

struct NativeSignature {
    const char* functionName;    // as it appears in messages, e.g. "sorted"
    const char* const* names;    // parameter names, `count` of them
    int count;
    int positionalOnly;          // the first N accept no keyword
    int keywordOnlyStart;        // parameters from here on are keyword-only (== count if none)
    int required;                // the first N must be given
};

// Fills out[0..count) with borrowed values or null for parameters not given.
[[nodiscard]] bool bindArguments(const NativeSignature& signature, const Value* args, size_t nargs,
                                 Tuple* kwnames, Value* out);

// For functions taking only positional arguments: checks there are no
// keywords and min <= nargs <= max, raising CPython's messages for
// `functionName` otherwise. A function of a module other than builtins, or a
// method, is named "owner.name" ("sys.exit", "TextIOWrapper.write"): the
// keyword refusal and the zero/one-argument messages use the whole name,
// the "expected at most N arguments" messages only the part after the dot.
[[nodiscard]] bool checkPositional(const char* functionName, size_t nargs, Tuple* kwnames,
                                   size_t min, size_t max);

} // namespace taipan
