// Python's repr() rules for the constant types the front end produces, so
// `taipan --dump-ast` prints constants exactly as CPython's ast.dump does.
// Later stages reuse these for the objects' __repr__.
#pragma once

#include <string>
#include <string_view>

namespace taipan::repr {

// repr(str) of generalized UTF-8 text: picks ' or " as Python does, escapes
// \\, the chosen quote, \t \n \r, other non-printable characters as \xNN,
// \uNNNN or \UNNNNNNNN (lone surrogates included).
void appendStrRepr(std::string& out, std::string_view text);

// repr(bytes): b'...' with Python's quoting and \xNN escapes.
void appendBytesRepr(std::string& out, std::string_view bytes);

// repr(float): the shortest string that round-trips, in Python's layout
// ('1.0', '1e+16', '1e-05', 'inf', 'nan', '-0.0').
void appendFloatRepr(std::string& out, double value);

// repr(complex): '1j', '(1+2j)', '-0j', 'infj', '(nan+1j)', ...
void appendComplexRepr(std::string& out, double real, double imag);

// Decimal digits of an integer given as text in `base` (2, 8, 10 or 16),
// without underscores or prefix. Uses GMP, so any size works.
std::string integerToDecimal(std::string_view digits, int base);

} // namespace taipan::repr
