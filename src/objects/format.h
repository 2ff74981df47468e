// The format-spec mini-language (format(), f-strings, str.format) for int,
// float, complex and str, str.format / str.format_map, and printf-style
// formatting (str % args), with CPython's output and error messages.
#pragma once

#include "objects/str.h"

#include <string>
#include <string_view>

namespace taipan {

// [[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]
struct FormatSpec {
    char32_t fill = ' ';
    char align = '\0';           // '<', '>', '^', '=' or 0 when not given
    char sign = '\0';            // '+', '-', ' ' or 0
    bool noNegativeZero = false; // 'z'
    bool alternate = false;      // '#'
    bool zeroPad = false;        // '0' before the width
    int64_t width = -1;
    char grouping = '\0'; // ',', '_' or 0
    int64_t precision = -1;
    char32_t type = '\0'; // the presentation type, 0 when not given
};

// Parses `spec` for an object of type `typeName` (used in messages);
// `defaultAlign` is '<' for strings and '>' for numbers. False with
// ValueError pending on a malformed spec.
[[nodiscard]] bool parseFormatSpec(Str* spec, const char* typeName, FormatSpec& out);

// __format__ of each type.
Ref formatInt(Value value, Str* spec);
Ref formatFloat(Value value, Str* spec);
Ref formatComplex(Value value, Str* spec);
Ref formatStr(Value value, Str* spec);

// str.format(*args, **kwargs) and str.format_map(mapping).
Ref strFormatMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames);
Ref strFormatMap(Value self, const Value* args, size_t nargs, Tuple* kwnames);

// str % args.
Ref strPercentFormat(Str* format, Value args);

} // namespace taipan
