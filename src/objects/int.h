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

// ---- Added by the numbers-and-strings work (additive) ----------------------

// A new int from an unsigned C++ integer.
Ref intFromUint64(uint64_t value);
// int(x) of a float: truncates toward zero; OverflowError "cannot convert
// float infinity to integer" / ValueError "cannot convert float NaN to integer".
Ref intFromDouble(double value);
// Takes the value out of `value` (leaves it 0): avoids copying big results.
Ref intFromMpzTake(mpz_t value);
// -1, 0 or 1. Precondition: isInt(v).
int intSign(Value v);
// int(text, base) for str/bytes text already decoded to ASCII-compatible
// UTF-8: whitespace, sign, prefix (base 0, 2, 8, 16), underscores, Unicode
// decimal digits, the digit limit, and CPython's "invalid literal for int()
// with base N: 'text'" error, where `original` is the object shown in it.
Ref intFromString(std::string_view text, int base, Value original);
// bin()/oct()/hex() of an int: "0b101", "-0o17", "0xff".
Ref intToBaseString(Value v, int base);
// hash(int) with CPython's modulus 2**61 - 1 rules (-1 becomes -2).
int64_t intHash(Value v);
// Compares an int with a float exactly (no rounding of the int); the float
// must not be NaN. Returns -1, 0 or 1.
int intCompareDouble(Value intValue, double d);
// Exact int of the same value (for bool and int subclasses; a new reference
// to v itself when it is already an exact int).
Ref intExact(Value v);
// The int-to-str digit limit (sys.get_int_max_str_digits / set_...).
// 0 means no limit; otherwise at least 640.
int64_t intMaxStrDigits();
void setIntMaxStrDigits(int64_t limit);
// Operations shared with builtins (divmod(), round(), abs()) and float.
Ref intDivmod(Value left, Value right); // a (quotient, remainder) tuple or NotImplemented
Ref intRound(Value v, Value ndigits);    // int.__round__(ndigits); null: no argument
// True division of two ints, correctly rounded ("integer division result
// too large for a float" when it overflows).
Ref intTrueDivide(Value left, Value right);

} // namespace taipan
