// float.
#pragma once

#include "objects/builtins_types.h"

#include <string>
#include <string_view>

namespace taipan {

struct Float : Object {
    double value;
};

Ref floatFromDouble(double value);
inline bool isFloat(Value v) { return v.isObject() && isInstance(v, &gFloatType); }
inline double floatValue(Value v) { return static_cast<Float*>(v.object())->value; }
// float(x) conversion of an int, with CPython's OverflowError
// ("int too large to convert to float"). Returns false on error.
[[nodiscard]] bool intToDouble(Value intValue, double& out);

// ---- Added by the numbers-and-strings work (additive) ----------------------

// float(x) for a str/bytes text given as UTF-8: whitespace, sign,
// underscores between digits, inf/nan spellings, Unicode decimal digits;
// ValueError "could not convert string to float: <repr of original>".
Ref floatFromString(std::string_view text, Value original);
// The float value of a float, an int, or an object with __float__ or
// __index__ (as CPython's PyFloat_AsDouble). False with TypeError "must be
// real number, not X" for other types, OverflowError for ints too large.
[[nodiscard]] bool numberToDouble(Value v, double& out);
// float(v) with __float__ / __index__ fallback as the float() builtin and
// the 'f' format codes do. Null with an exception pending on failure.
Ref floatFromObject(Value v);
// hash(float): equal to the hash of an int of the same value; NaN hashes by
// identity of `self` (CPython 3.10+).
int64_t floatHash(double value, Value self);
// Python's float formatting: repr() ('r'), or C-style 'e', 'f', 'g' (and
// upper-case forms) with a precision; `alternate` is the '#' flag. Returns
// the text without padding; inf/nan spelled as Python does.
std::string formatDouble(double value, char type, int precision, bool alternate);
// float.__round__(ndigits) with correct rounding; ndigits null: round to an
// int (half to even).
Ref floatRound(double value, Value ndigits);
Ref floatDivmod(Value left, Value right); // (floor quotient, remainder) or NotImplemented

} // namespace taipan
