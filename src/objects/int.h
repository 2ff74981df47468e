// int and bool. Small ints are tagged Values (value.h); an Int object holds
// a GMP integer that is *always* outside the small range (so each value has
// one representation), except for bool's two instances and instances of
// int subclasses, which may hold any value.
#pragma once

#include "objects/builtins_types.h"

#include <gmp.h>
#include <string>
#include <string_view>

namespace taipan {

struct Int : Object {
    mpz_t value;
};

// A new int from a C++ integer / a GMP integer (normalized: small when it fits).
Ref intFromInt64(int64_t value);
Ref intFromMpz(const mpz_t value);
// Parses digits (no sign, no prefix, no underscores) in `base`.
Ref intFromDigits(std::string_view digits, int base);

// True for int, bool and int subclasses.
inline bool isInt(Value v) {
    return v.isSmallInt() || (typeOf(v)->flags & kTypeIntSubclass) != 0;
}
// Reads an int (any representation) into a GMP integer the caller has
// initialized. Precondition: isInt(v).
void intToMpz(Value v, mpz_t out);
// Reads an int that fits in int64_t; false (no exception set) when it does not.
bool intToInt64(Value v, int64_t& out);
// Python-visible conversion with CPython's errors: operator.index() semantics
// then range check, e.g. "cannot fit 'int' into an index-sized integer"
// (raises OverflowError / TypeError). Returns false on error.
[[nodiscard]] bool indexToInt64(Value v, int64_t& out, Type* overflowError);

// str(int) / repr(int), honouring the int-to-str digit limit.
Ref intToDecimalString(Value v);

} // namespace taipan
