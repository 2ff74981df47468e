// Tokens as the tokenizer hands them to the parser.
//
// Invariants:
//  - Offsets (start, end) index the tokenizer's UTF-8 buffer, which holds the
//    decoded source with newlines normalized to '\n'; the token's text is
//    buffer[start, end).
//  - Positions follow CPython's ast conventions: lines are 1-based, columns
//    are 0-based *byte* offsets into the UTF-8 line. A SyntaxError converts
//    them to CPython's 1-based character offsets when it is raised.
#pragma once

#include <cstdint>
#include <string_view>

namespace taipan::parse {

enum class TokenKind : uint8_t {
#define TAIPAN_TOKEN(name, spelling) name,
#include "parse/token.def"
#undef TAIPAN_TOKEN
};

// The spelling of an operator or keyword, or the CPython token name of the
// other kinds ("NAME", "NUMBER", ...).
std::string_view tokenKindSpelling(TokenKind kind);

inline constexpr bool isKeyword(TokenKind kind) {
    return kind >= TokenKind::KwFalse && kind <= TokenKind::KwYield;
}

struct Token {
    TokenKind kind = TokenKind::EndMarker;
    // NAME only: the identifier holds non-ASCII characters and must be NFKC
    // normalized before use (PEP 3131).
    bool nonAscii = false;
    uint32_t start = 0; // byte offset of the first byte in the buffer
    uint32_t end = 0;   // byte offset one past the last byte
    int32_t lineno = 0;
    int32_t colOffset = 0;
    int32_t endLineno = 0;
    int32_t endColOffset = 0;
};

} // namespace taipan::parse
