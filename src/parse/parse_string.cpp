// Literals for the recursive-descent parser: numbers, string and bytes
// literals with their escape sequences, implicit concatenation of adjacent
// literals, and f-strings (PEP 701) built from the tokenizer's
// FSTRING_START / FSTRING_MIDDLE / '{' ... '}' / FSTRING_END tokens.
//
// CPython's conventions reproduced here:
//  - Escapes decode as Python's 'unicodeescape' codec does, and its errors
//    are reported with the codec's message and positions: positions count
//    the literal's body after every non-ASCII character has been rewritten
//    as a 10-character "\UXXXXXXXX" escape (and a backslash before one as
//    "\u005c"), because that is the text CPython hands to the codec.
//  - Only the first invalid escape of a literal is warned about, on the
//    line where the literal (or f-string middle) starts.
//  - Adjacent literal text (plain strings, f-string middles, the text of a
//    self-documenting '=') merges into one Constant spanning from the first
//    piece to the last; a merged piece with no text disappears.
//
// Invariants: decoded text never exceeds the source text it came from, so
// each literal decodes straight into an arena buffer of the body's size;
// str values are generalized UTF-8 (lone surrogates from "\ud800" kept).
#include "parse/parser_impl.h"

#include "runtime/repr.h"
#include "runtime/unicode.h"

#include <atomic>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace taipan::parse {

using ast::Expr;
using K = TokenKind;

namespace {

ast::Constant* newConstant(Parser& p, const ast::Position& pos) {
    auto* constant = p.arena.make<ast::Constant>();
    // Constant's own `kind` field (the "u" prefix) hides Node::kind, which
    // is why Parser::make cannot build one.
    static_cast<ast::Node*>(constant)->kind = ast::Kind::Constant;
    constant->pos = pos;
    return constant;
}

// ---- Numbers -----------------------------------------------------------------------

int digitValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

// Python's float(text) for the digits of a literal (underscores removed):
// correctly rounded, overflowing to inf and underflowing to 0.
double parseFloat(const std::string& text) {
    double value = 0.0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error == std::errc::result_out_of_range) {
        // The value is unspecified then; strtod (the literal is plain ASCII,
        // so the locale's decimal point does not matter for it) gives inf or
        // the correctly rounded tiny value.
        value = std::strtod(text.c_str(), nullptr);
    }
    (void)end;
    return value;
}

// ---- Escape sequences -------------------------------------------------------------

// Where a literal's decoding errors are reported.
struct ErrorSite {
    bool atFurthestToken = false; // f-string middles: the token after them
    Token token;                  // plain literals: the STRING token
};

[[noreturn]] void raiseLiteralError(Parser& p, const ErrorSite& site, std::string message) {
    if (site.atFurthestToken) {
        p.peek();
        Token last = p.tokens.back();
        p.raiseSyntax(std::move(message), last);
    }
    p.raiseSyntax(std::move(message), site.token);
}

[[noreturn]] void raiseCodecError(Parser& p, const ErrorSite& site, size_t start, size_t end,
                                  const char* reason) {
    char buffer[160];
    if (start == end) {
        std::snprintf(buffer, sizeof buffer,
                      "(unicode error) 'unicodeescape' codec can't decode byte 0x5c in position "
                      "%zu: %s",
                      start, reason);
    } else {
        std::snprintf(buffer, sizeof buffer,
                      "(unicode error) 'unicodeescape' codec can't decode bytes in position "
                      "%zu-%zu: %s",
                      start, end, reason);
    }
    raiseLiteralError(p, site, buffer);
}

// Python's utf-8 codec error for a literal whose bytes are not valid UTF-8
// (possible only for source decoded from bytes).
[[noreturn]] void raiseUtf8Error(Parser& p, const ErrorSite& site, std::string_view body,
                                 size_t index) {
    auto byte = static_cast<unsigned char>(body[index]);
    const char* reason = "invalid continuation byte";
    if (byte < 0xC2 || byte > 0xF4) {
        reason = "invalid start byte";
    } else {
        int needed = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1;
        if (index + 1 + static_cast<size_t>(needed) > body.size()) {
            bool prefixValid = true;
            for (size_t i = index + 1; i < body.size(); ++i)
                if ((static_cast<unsigned char>(body[i]) & 0xC0) != 0x80) prefixValid = false;
            if (prefixValid) reason = "unexpected end of data";
        }
    }
    char buffer[160];
    std::snprintf(buffer, sizeof buffer,
                  "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %zu: %s",
                  byte, index, reason);
    raiseLiteralError(p, site, buffer);
}

void appendUtf8(char* out, size_t& length, char32_t cp) {
    if (cp < 0x80) {
        out[length++] = static_cast<char>(cp);
    } else if (cp < 0x800) {
        out[length++] = static_cast<char>(0xC0 | (cp >> 6));
        out[length++] = static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out[length++] = static_cast<char>(0xE0 | (cp >> 12));
        out[length++] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out[length++] = static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out[length++] = static_cast<char>(0xF0 | (cp >> 18));
        out[length++] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out[length++] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out[length++] = static_cast<char>(0x80 | (cp & 0x3F));
    }
}

bool isHexDigit(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Decodes the body of a non-raw literal into `out` (at least body.size()
// bytes), returning the decoded length.
size_t decodeEscapes(Parser& p, std::string_view body, bool bytes, char* out,
                     const ErrorSite& site, int32_t warnLine) {
    size_t length = 0;
    size_t position = 0; // in CPython's rewritten body (see the file comment)
    // The first invalid escape: its character, or (for octal values above
    // 0o377) its three digits.
    bool sawInvalid = false;
    char invalidChar = 0;
    std::string_view invalidOctal;
    const char* data = body.data();
    const size_t size = body.size();
    size_t i = 0;
    while (i < size) {
        const char c = data[i];
        if (c != '\\') {
            auto byte = static_cast<unsigned char>(c);
            if (byte < 0x80) {
                out[length++] = c;
                ++i;
                ++position;
                continue;
            }
            // A whole non-ASCII character, copied as it is.
            char32_t cp = 0;
            int n = unicode::decodeUtf8(data + i, data + size, cp);
            if (n <= 0) raiseUtf8Error(p, site, body, i);
            for (int k = 0; k < n; ++k) out[length++] = data[i + static_cast<size_t>(k)];
            i += static_cast<size_t>(n);
            position += 10;
            continue;
        }
        const size_t escapeStart = position;
        if (i + 1 >= size || static_cast<unsigned char>(data[i + 1]) >= 0x80) {
            // A backslash before a non-ASCII character (CPython rewrites it
            // as "\u005c") or at the end of an f-string middle (before a
            // "{" or "}": the tokenizer warns about those, as CPython's does).
            out[length++] = '\\';
            ++i;
            position += 6;
            continue;
        }
        const char e = data[i + 1];
        i += 2;
        position += 2;
        switch (e) {
        case '\n': break;
        case '\\': out[length++] = '\\'; break;
        case '\'': out[length++] = '\''; break;
        case '"': out[length++] = '"'; break;
        case 'a': out[length++] = '\a'; break;
        case 'b': out[length++] = '\b'; break;
        case 'f': out[length++] = '\f'; break;
        case 'n': out[length++] = '\n'; break;
        case 'r': out[length++] = '\r'; break;
        case 't': out[length++] = '\t'; break;
        case 'v': out[length++] = '\v'; break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
            unsigned value = static_cast<unsigned>(e - '0');
            size_t digitsStart = i - 1;
            for (int k = 0; k < 2 && i < size && data[i] >= '0' && data[i] <= '7'; ++k) {
                value = value * 8 + static_cast<unsigned>(data[i] - '0');
                ++i;
                ++position;
            }
            if (value > 0377 && !sawInvalid) {
                sawInvalid = true;
                invalidOctal = body.substr(digitsStart, 3);
            }
            if (bytes)
                out[length++] = static_cast<char>(value & 0xFF);
            else
                appendUtf8(out, length, value);
            break;
        }
        case 'x': {
            unsigned value = 0;
            int digits = 0;
            while (digits < 2 && i < size && isHexDigit(data[i])) {
                value = value * 16 + static_cast<unsigned>(digitValue(data[i]));
                ++i;
                ++digits;
            }
            if (digits < 2) {
                if (bytes) {
                    raiseLiteralError(p, site,
                                      "(value error) invalid \\x escape at position " +
                                          std::to_string(escapeStart));
                }
                raiseCodecError(p, site, escapeStart, escapeStart + 1 + digits,
                                "truncated \\xXX escape");
            }
            position += 2;
            if (bytes)
                out[length++] = static_cast<char>(value);
            else
                appendUtf8(out, length, value);
            break;
        }
        case 'u':
        case 'U':
            if (!bytes) {
                const int wanted = e == 'u' ? 4 : 8;
                char32_t value = 0;
                int digits = 0;
                while (digits < wanted && i < size && isHexDigit(data[i])) {
                    value = value * 16 + static_cast<char32_t>(digitValue(data[i]));
                    ++i;
                    ++digits;
                }
                if (digits < wanted) {
                    raiseCodecError(p, site, escapeStart, escapeStart + 1 + digits,
                                    e == 'u' ? "truncated \\uXXXX escape"
                                             : "truncated \\UXXXXXXXX escape");
                }
                if (value > unicode::kMaxCodePoint)
                    raiseCodecError(p, site, escapeStart, escapeStart + 1 + digits,
                                    "illegal Unicode character");
                position += static_cast<size_t>(digits);
                appendUtf8(out, length, value);
                break;
            }
            [[fallthrough]];
        case 'N':
            if (!bytes && e == 'N') {
                // "\N{name}"; the rewritten-body position of every character
                // of the name is needed for the error ranges.
                if (i >= size || data[i] != '{')
                    raiseCodecError(p, site, escapeStart, escapeStart + 1,
                                    "malformed \\N character escape");
                size_t nameStart = i + 1;
                size_t scan = nameStart;
                size_t scanPosition = position + 1;
                while (scan < size && data[scan] != '}') {
                    auto byte = static_cast<unsigned char>(data[scan]);
                    if (byte < 0x80) {
                        ++scan;
                        ++scanPosition;
                    } else {
                        char32_t cp = 0;
                        int n = unicode::decodeUtf8(data + scan, data + size, cp);
                        scan += n > 0 ? static_cast<size_t>(n) : 1;
                        scanPosition += 10;
                    }
                }
                if (scan >= size)
                    raiseCodecError(p, site, escapeStart, scanPosition - 1,
                                    "malformed \\N character escape");
                if (scan == nameStart)
                    raiseCodecError(p, site, escapeStart, scanPosition - 1,
                                    "malformed \\N character escape");
                std::optional<char32_t> cp =
                    unicode::lookupName(body.substr(nameStart, scan - nameStart));
                if (!cp)
                    raiseCodecError(p, site, escapeStart, scanPosition,
                                    "unknown Unicode character name");
                appendUtf8(out, length, *cp);
                i = scan + 1;
                position = scanPosition + 1;
                break;
            }
            [[fallthrough]];
        default:
            // Not an escape: the backslash stays.
            if (!sawInvalid) {
                sawInvalid = true;
                invalidChar = e;
            }
            out[length++] = '\\';
            out[length++] = e;
            break;
        }
    }
    if (sawInvalid) {
        if (!invalidOctal.empty()) {
            p.warn("SyntaxWarning",
                   "invalid octal escape sequence '\\" + std::string(invalidOctal) + "'", warnLine);
        } else {
            p.warn("SyntaxWarning", std::string("invalid escape sequence '\\") + invalidChar + "'",
                   warnLine);
        }
    }
    return length;
}

// Decodes a literal body into the arena: escapes unless raw, checking that
// bytes are ASCII and str is valid UTF-8.
std::string_view decodeBody(Parser& p, std::string_view body, bool bytes, bool raw,
                            const ErrorSite& site, int32_t warnLine) {
    if (bytes) {
        for (char c : body)
            if (static_cast<unsigned char>(c) >= 0x80)
                raiseLiteralError(p, site, "bytes can only contain ASCII literal characters");
    }
    if (raw || body.find('\\') == std::string_view::npos) {
        if (!bytes) {
            size_t bad = unicode::findInvalidUtf8(body);
            if (bad != std::string_view::npos) raiseUtf8Error(p, site, body, bad);
        }
        return p.arena.copyString(body);
    }
    char* out = p.arena.makeArray<char>(body.size());
    size_t length = decodeEscapes(p, body, bytes, out, site, warnLine);
    return std::string_view(length ? out : "", length);
}

// ---- String prefixes ------------------------------------------------------------

struct Prefix {
    bool raw = false;
    bool bytes = false;
    bool unicode = false;
    uint32_t length = 0; // letters before the opening quote
};

Prefix parsePrefix(std::string_view text) {
    Prefix prefix;
    while (prefix.length < text.size()) {
        char c = text[prefix.length];
        if (c == '\'' || c == '"') break;
        switch (c) {
        case 'r': case 'R': prefix.raw = true; break;
        case 'b': case 'B': prefix.bytes = true; break;
        case 'u': case 'U': prefix.unicode = true; break;
        default: break;
        }
        ++prefix.length;
    }
    return prefix;
}

// ---- Concatenation ------------------------------------------------------------------

// The run of literal text being merged into one Constant of a JoinedStr.
struct TextRun {
    std::string text;
    ast::Position pos;
    bool active = false;
    bool unicodeKind = false;

    void add(std::string_view piece, const ast::Position& piecePos, bool isUnicode) {
        if (!active) {
            active = true;
            pos = piecePos;
            unicodeKind = isUnicode;
        } else {
            pos.endLineno = piecePos.endLineno;
            pos.endColOffset = piecePos.endColOffset;
        }
        text.append(piece);
    }

    // Pushes the run as a Constant onto the scratch stack (unless it has no
    // text) and starts a new one.
    void flush(Parser& p) {
        if (active && !text.empty()) {
            ast::Constant* constant = newConstant(p, pos);
            constant->value.kind = ast::ConstantValue::Kind::Str;
            constant->value.text = p.arena.copyString(text);
            if (unicodeKind) constant->kind = "u";
            p.scratchPush(constant);
        }
        text.clear();
        active = false;
        unicodeKind = false;
    }
};

// The position of an FSTRING_MIDDLE's literal text (not a format spec's). A
// middle that ends with a doubled brace ("{{" or "}}" collapsed to one) stops
// after the first brace; CPython's token covers the second one too, and its
// Constant ends there. (Only a doubled brace can end such a middle with a
// brace that the same brace follows: a "\N{...}" escape before a lone '}'
// would be a tokenizer error.)
ast::Position middlePosition(Parser& p, const Token& token) {
    ast::Position pos = Parser::tokenPos(token);
    std::string_view buffer = p.tokenizer.buffer();
    if (token.end > token.start && token.end < buffer.size()) {
        char last = buffer[token.end - 1];
        if ((last == '{' || last == '}') && buffer[token.end] == last) pos.endColOffset += 1;
    }
    return pos;
}

// Decodes one FSTRING_MIDDLE token (consumed by the caller).
std::string_view decodeMiddle(Parser& p, const Token& token, bool raw) {
    std::string_view buffer = p.tokenizer.buffer();
    std::string_view body = buffer.substr(token.start, token.end - token.start);
    ErrorSite site;
    site.atFurthestToken = true;
    site.token = token;
    return decodeBody(p, body, false, raw, site, token.lineno);
}

Expr* replacementField(Parser& p, bool raw, TextRun& run);

bool isAtomStart(K kind) {
    switch (kind) {
    case K::Name:
    case K::Number:
    case K::String:
    case K::FStringStart:
    case K::LeftParen:
    case K::LeftBracket:
    case K::LeftBrace:
    case K::KwTrue:
    case K::KwFalse:
    case K::KwNone:
    case K::Ellipsis:
        return true;
    default:
        return false;
    }
}

// Whether annotated_rhs (yield_expr | star_expressions) can be parsed at the
// current token, judged as parse_expr.cpp judges operands: prefix operators
// are skipped and an atom must follow ('*' and 'not' included); a lambda
// needs its parameters or ':' next. Otherwise CPython's invalid rule reports
// "expecting a valid expression after '{'" at the token after the '{'.
bool annotatedRhsStarts(Parser& p) {
    uint32_t ahead = 0;
    K kind = p.peekKind(ahead);
    if (kind == K::KwYield) return true;
    if (kind == K::KwLambda) {
        K next = p.peekKind(1);
        return next == K::Colon || next == K::Name || next == K::Star ||
               next == K::DoubleStar || next == K::Slash;
    }
    if (kind == K::Star) {
        kind = p.peekKind(++ahead);
    } else {
        while (kind == K::KwNot) kind = p.peekKind(++ahead);
    }
    while (kind == K::Plus || kind == K::Minus || kind == K::Tilde) kind = p.peekKind(++ahead);
    if (kind == K::KwAwait) kind = p.peekKind(++ahead);
    return isAtomStart(kind);
}

// fstring_full_format_spec: ':' fstring_format_spec*, with ':' current.
Expr* formatSpec(Parser& p, bool raw) {
    uint32_t colon = p.position;
    p.advance();
    uint32_t mark = p.scratchMark();
    TextRun run;
    for (;;) {
        if (p.at(K::FStringMiddle)) {
            Token middle = p.advance();
            std::string_view text = decodeMiddle(p, middle, raw);
            // A format spec has no doubled braces; its text may end with the
            // '}' of a "\N{...}" escape right before the field's own '}'.
            run.add(text, Parser::tokenPos(middle), false);
        } else if (p.at(K::LeftBrace)) {
            Expr* field = replacementField(p, raw, run);
            run.flush(p);
            p.scratchPush(field);
        } else {
            break;
        }
    }
    run.flush(p);
    auto* spec = p.make<ast::JoinedStr>(p.posFrom(p.tokens[colon]));
    spec->values = p.scratchTake<Expr>(mark);
    return spec;
}

// fstring_replacement_field:
//     '{' annotated_rhs ['='] ['!' NAME] [':' fstring_format_spec*] '}'
// with '{' current. The text of a self-documenting '=' goes into `run`.
Expr* replacementField(Parser& p, bool raw, TextRun& run) {
    uint32_t open = p.position;
    p.advance();
    // invalid_replacement_field
    switch (p.peekKind()) {
    case K::Equal:
        p.raiseSyntax("f-string: valid expression required before '='", p.peek());
    case K::Exclamation:
        p.raiseSyntax("f-string: valid expression required before '!'", p.peek());
    case K::Colon:
        p.raiseSyntax("f-string: valid expression required before ':'", p.peek());
    case K::RightBrace:
        p.raiseSyntax("f-string: valid expression required before '}'", p.peek());
    default:
        break;
    }
    if (!annotatedRhsStarts(p))
        p.raiseSyntax("f-string: expecting a valid expression after '{'", p.peek());
    Expr* value = p.annotatedRhs();
    bool debug = false;
    const char* expecting = "f-string: expecting '=', or '!', or ':', or '}'";
    if (p.at(K::Equal)) {
        p.advance();
        debug = true;
        expecting = "f-string: expecting '!', or ':', or '}'";
        // Copies: peek() may grow the token vector.
        const Token brace = p.tokens[open];
        const Token after = p.peek();
        // CPython's tokenizer ends the text at the first ':', '!' or '}' it
        // takes for the end of the expression: one at the field's own
        // bracket level (the '!' of a top-level "!="), or, once an '=' has
        // been seen (a keyword argument, a lambda default), one nested a
        // single bracket deep.
        uint32_t textEnd = after.start;
        int depth = 0;
        bool sawEqual = false;
        int nestedFStrings = 0;
        for (uint32_t i = open + 1; i + 1 < p.position; ++i) {
            K kind = p.tokens[i].kind;
            // A nested f-string is scanned on its own.
            if (kind == K::FStringStart) ++nestedFStrings;
            if (kind == K::FStringEnd) --nestedFStrings;
            if (nestedFStrings > 0 || kind == K::FStringEnd) continue;
            bool ends = kind == K::Colon || kind == K::NotEqual || kind == K::RightBrace;
            if (ends && (depth == 0 || (depth == 1 && sawEqual))) {
                textEnd = p.tokens[i].start;
                break;
            }
            if (kind == K::Equal) sawEqual = true;
            if (kind == K::LeftParen || kind == K::LeftBracket || kind == K::LeftBrace) ++depth;
            if (kind == K::RightParen || kind == K::RightBracket || kind == K::RightBrace) --depth;
        }
        std::string_view text = p.tokenizer.buffer().substr(brace.end, textEnd - brace.end);
        // CPython drops comments from the text, from each '#' to the end of
        // its line, without regard to quotes.
        std::string withoutComments;
        if (text.find('#') != std::string_view::npos) {
            for (size_t i = 0; i < text.size(); ++i) {
                if (text[i] == '#') {
                    while (i < text.size() && text[i] != '\n') ++i;
                    if (i == text.size()) break;
                }
                withoutComments += text[i];
            }
            text = withoutComments;
        }
        run.add(text, {brace.endLineno, brace.endColOffset, after.lineno, after.colOffset},
                false);
    }
    int32_t conversion = -1;
    if (p.at(K::Exclamation)) {
        Token bang = p.advance();
        if (p.at(K::Colon) || p.at(K::RightBrace))
            p.raiseSyntax("f-string: missing conversion character", p.peek());
        if (!p.at(K::Name)) p.raiseSyntax("f-string: invalid conversion character", p.peek());
        Token name = p.advance();
        if (name.lineno != bang.endLineno || name.colOffset != bang.endColOffset)
            p.raiseSyntax("f-string: conversion type must come right after the exclamanation mark",
                          Parser::span(Parser::tokenPos(bang), Parser::tokenPos(name)));
        std::string_view spelling = p.text(name);
        if (spelling == "s" || spelling == "r" || spelling == "a") {
            conversion = spelling[0];
        } else {
            p.raiseSyntax("f-string: invalid conversion character '" + std::string(spelling) +
                              "': expected 's', 'r', or 'a'",
                          name);
        }
        expecting = "f-string: expecting ':' or '}'";
    }
    Expr* spec = nullptr;
    if (p.at(K::Colon)) {
        spec = formatSpec(p, raw);
        expecting = "f-string: expecting '}', or format specs";
    }
    if (!p.at(K::RightBrace)) p.raiseSyntax(expecting, p.peek());
    p.advance();
    if (debug && conversion == -1 && !spec) conversion = 'r';
    auto* formatted = p.make<ast::FormattedValue>(p.posFrom(p.tokens[open]));
    formatted->value = value;
    formatted->conversion = conversion;
    formatted->format_spec = spec;
    return formatted;
}

// fstring: FSTRING_START fstring_middle* FSTRING_END, with FSTRING_START
// current. Text goes into `run`; replacement fields onto the scratch stack.
void fstring(Parser& p, TextRun& run) {
    Token start = p.advance();
    Prefix prefix = parsePrefix(p.text(start));
    for (;;) {
        if (p.at(K::FStringMiddle)) {
            Token middle = p.advance();
            std::string_view text = decodeMiddle(p, middle, prefix.raw);
            run.add(text, middlePosition(p, middle), false);
        } else if (p.at(K::LeftBrace)) {
            Expr* field = replacementField(p, prefix.raw, run);
            run.flush(p);
            p.scratchPush(field);
        } else if (p.at(K::FStringEnd)) {
            p.advance();
            return;
        } else {
            p.raiseInvalidSyntax();
        }
    }
}

// A STRING token, decoded.
std::string_view stringValue(Parser& p, const Token& token, Prefix& prefix) {
    std::string_view text = p.text(token);
    prefix = parsePrefix(text);
    const char quote = text[prefix.length];
    size_t quoteSize = 1;
    if (text.size() >= prefix.length + 6 && text[prefix.length + 1] == quote &&
        text[prefix.length + 2] == quote)
        quoteSize = 3;
    std::string_view body =
        text.substr(prefix.length + quoteSize, text.size() - prefix.length - 2 * quoteSize);
    ErrorSite site;
    site.token = token;
    return decodeBody(p, body, prefix.bytes, prefix.raw, site, token.lineno);
}

} // namespace

// strings: (fstring | string)+
ast::Expr* Parser::strings() {
    uint32_t start = position;
    // The common case, a lone plain literal.
    if (at(K::String) && !at(K::String, 1) && !at(K::FStringStart, 1)) {
        Token token = advance();
        Prefix prefix;
        std::string_view value = stringValue(*this, token, prefix);
        ast::Constant* constant = newConstant(*this, tokenPos(token));
        constant->value.kind =
            prefix.bytes ? ast::ConstantValue::Kind::Bytes : ast::ConstantValue::Kind::Str;
        constant->value.text = value;
        if (prefix.unicode) constant->kind = "u";
        return constant;
    }
    // Which kinds of literal the run holds decides the result and the
    // "cannot mix" error, which CPython raises once all are parsed.
    bool sawBytes = false;
    bool sawText = false;
    bool sawFString = false;
    for (uint32_t i = 0;; ++i) {
        K kind = peekKind(i);
        if (kind == K::FStringStart) {
            sawFString = true;
            sawText = true;
            // Skip to the matching FSTRING_END is not possible without
            // parsing; the bytes check below happens after parsing instead.
            break;
        }
        if (kind != K::String) break;
        if (parsePrefix(text(peek(i))).bytes)
            sawBytes = true;
        else
            sawText = true;
    }
    if (!sawFString) {
        // Plain literals only: one Constant.
        uint32_t count = 0;
        size_t total = 0;
        while (at(K::String, count)) {
            total += peek(count).end - peek(count).start;
            ++count;
        }
        char* out = arena.makeArray<char>(total);
        size_t length = 0;
        bool firstUnicode = false;
        for (uint32_t i = 0; i < count; ++i) {
            Token token = advance();
            Prefix prefix;
            std::string_view value = stringValue(*this, token, prefix);
            if (i == 0) firstUnicode = prefix.unicode;
            for (char c : value) out[length++] = c;
        }
        // CPython decodes every literal before it checks that they mix.
        if (sawBytes && sawText) {
            peek();
            Token last = tokens.back();
            raiseSyntax("cannot mix bytes and nonbytes literals", last);
        }
        ast::Constant* constant = newConstant(*this, posFrom(tokens[start]));
        constant->value.kind =
            sawBytes ? ast::ConstantValue::Kind::Bytes : ast::ConstantValue::Kind::Str;
        constant->value.text = std::string_view(length ? out : "", length);
        if (firstUnicode) constant->kind = "u";
        return constant;
    }
    // At least one f-string: a JoinedStr of merged text runs and fields.
    uint32_t mark = scratchMark();
    TextRun run;
    for (;;) {
        if (at(K::String)) {
            Token token = advance();
            Prefix prefix;
            std::string_view value = stringValue(*this, token, prefix);
            if (prefix.bytes)
                sawBytes = true;
            else
                sawText = true;
            run.add(value, tokenPos(token), prefix.unicode);
        } else if (at(K::FStringStart)) {
            sawText = true;
            fstring(*this, run);
        } else {
            break;
        }
    }
    if (sawBytes && sawText) {
        peek();
        Token last = tokens.back();
        raiseSyntax("cannot mix bytes and nonbytes literals", last);
    }
    run.flush(*this);
    auto* joined = make<ast::JoinedStr>(posFrom(tokens[start]));
    joined->values = scratchTake<Expr>(mark);
    return joined;
}

// NUMBER -> Constant: int (any size), float or imaginary.
namespace {
// CPython's default for sys.get_int_max_str_digits(). Atomic because
// compile() may run on any thread.
std::atomic<int64_t> gIntLiteralMaxDigits{4300};
} // namespace

void setIntLiteralMaxDigits(int64_t limit) {
    gIntLiteralMaxDigits.store(limit, std::memory_order_relaxed);
}

int64_t intLiteralMaxDigits() {
    return gIntLiteralMaxDigits.load(std::memory_order_relaxed);
}

ast::Expr* Parser::number() {
    Token token = advance();
    std::string_view spelling = text(token);
    ast::Constant* constant = newConstant(*this, tokenPos(token));
    std::string digits;
    digits.reserve(spelling.size());
    for (char c : spelling)
        if (c != '_') digits += c;
    const char last = digits.back();
    if (last == 'j' || last == 'J') {
        digits.pop_back();
        constant->value.kind = ast::ConstantValue::Kind::Complex;
        constant->value.floatValue = parseFloat(digits);
        return constant;
    }
    int base = 10;
    size_t offset = 0;
    if (digits.size() > 1 && digits[0] == '0') {
        char marker = digits[1];
        if (marker == 'x' || marker == 'X') base = 16;
        if (marker == 'o' || marker == 'O') base = 8;
        if (marker == 'b' || marker == 'B') base = 2;
        if (base != 10) offset = 2;
    }
    if (base == 10 && digits.find_first_of(".eE") != std::string::npos) {
        constant->value.kind = ast::ConstantValue::Kind::Float;
        constant->value.floatValue = parseFloat(digits);
        return constant;
    }
    // CPython converts a decimal literal with int()'s digit limit, and reports
    // a failure as a SyntaxError without a column, before any later error.
    // All zeros ("000") convert without the check, as base 0 does.
    int64_t limit = intLiteralMaxDigits();
    if (base == 10 && limit > 0 && static_cast<int64_t>(digits.size()) > limit &&
        digits.find_first_not_of('0') != std::string::npos) {
        error = tokenizer.makeError(
            ErrorType::SyntaxError,
            "Exceeds the limit (" + std::to_string(limit) +
                " digits) for integer string conversion: value has " +
                std::to_string(digits.size()) +
                " digits; use sys.set_int_max_str_digits() to increase the limit - Consider "
                "hexadecimal for huge integer literals to avoid decimal conversion limits.",
            token.lineno, 0, token.lineno, 0);
        error.offset = 0;
        error.endOffset = 0;
        throw ParseAbort{};
    }
    // An integer: small values inline, the rest as decimal text.
    uint64_t value = 0;
    bool fits = true;
    for (size_t i = offset; i < digits.size(); ++i) {
        auto d = static_cast<uint64_t>(digitValue(digits[i]));
        if (value > (static_cast<uint64_t>(INT64_MAX) - d) / static_cast<uint64_t>(base)) {
            fits = false;
            break;
        }
        value = value * static_cast<uint64_t>(base) + d;
    }
    if (fits) {
        constant->value.kind = ast::ConstantValue::Kind::Int;
        constant->value.intValue = static_cast<int64_t>(value);
        return constant;
    }
    constant->value.kind = ast::ConstantValue::Kind::BigInt;
    constant->value.text =
        arena.copyString(repr::integerToDecimal(std::string_view(digits).substr(offset), base));
    return constant;
}

} // namespace taipan::parse
