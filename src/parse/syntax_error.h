// What a failed parse reports, in CPython's terms.
//
// The fields are exactly the attributes of CPython's SyntaxError object
// (msg, filename, lineno, offset, end_lineno, end_offset, text), so tests can
// compare them one for one with what CPython 3.13 raises. Offsets here are
// CPython's: 1-based, counted in *characters* of the line, 0 when unknown.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace taipan::parse {

enum class ErrorType : uint8_t {
    SyntaxError,
    IndentationError,
    TabError,
    // "Parser stack overflowed - Python source too complex to parse": CPython
    // raises MemoryError when nesting exhausts the parser's stack.
    MemoryError,
    // "source code string cannot contain null bytes" and friends.
    ValueError,
    // "maximum recursion depth exceeded during compilation": nesting too
    // deep for the compiler's passes (the symbol table raises it).
    RecursionError,
    RuntimeError,
};

std::string_view errorTypeName(ErrorType type);

struct SyntaxErrorInfo {
    ErrorType type = ErrorType::SyntaxError;
    std::string message;
    std::string filename;
    int32_t lineno = 0;
    int32_t offset = 0;
    int32_t endLineno = 0;
    int32_t endOffset = 0;
    std::string text;     // the offending source line, newline included as CPython keeps it
    bool hasText = false; // CPython's text may be None
};

// A warning raised while parsing (for now SyntaxWarning for invalid escape
// sequences). The command line prints these the way CPython's warnings
// module does.
struct ParseWarning {
    std::string category; // "SyntaxWarning", "DeprecationWarning"
    std::string message;
    int32_t lineno = 0;
};

// The text CPython 3.13 writes to stderr when a script fails to compile with
// this error ("  File ..., line N", the source line, the caret line and
// "Type: message"), newline-terminated.
std::string formatSyntaxErrorReport(const SyntaxErrorInfo& error);

// Converts a 0-based byte column of a UTF-8 line to CPython's 1-based
// character offset (bytes past the end of the line count one each).
int32_t byteColumnToCharacterOffset(std::string_view lineUtf8, int32_t byteColumn);

} // namespace taipan::parse
