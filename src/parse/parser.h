// The front end's entry point: source in, AST (or a SyntaxError) out.
#pragma once

#include "parse/arena.h"
#include "parse/ast.h"
#include "parse/syntax_error.h"

#include <optional>
#include <string_view>
#include <vector>

namespace taipan::parse {

// What the source is, as compile()'s mode argument says it.
enum class ParseMode : uint8_t {
    Exec,     // a module: ast::Module
    Eval,     // one expression: ast::Expression
    Single,   // one interactive statement: ast::Interactive
    FuncType, // a function type comment: ast::FunctionType
};

struct ParseResult {
    ast::Mod* tree = nullptr;              // null exactly when `error` is set
    std::optional<SyntaxErrorInfo> error;
    std::vector<ParseWarning> warnings;
};

// Parses raw source bytes (BOM and PEP 263 coding declaration honoured).
// The tree lives in `arena`.
ParseResult parseBytes(std::string_view sourceBytes, std::string_view filename, ParseMode mode,
                       Arena& arena);

// Parses already-decoded text (compile() of a str).
ParseResult parseText(std::string_view utf8Text, std::string_view filename, ParseMode mode,
                      Arena& arena);

// For both of the above in Exec mode, as CPython's compile() does, an error at
// a known location takes the text of its line from the file `filename` names
// when that file can be read (see Tokenizer::useNamedFileForErrorLines), which
// moves the offsets when the file's line differs from the source's (a BOM in
// front of line 1, a line joined to the previous one by a backslash).

// Parses a script that is run by name, as `python3.13 FILE` reads it
// (Tokenizer::fromScriptFile): `fileBytes` is the file's content and
// `filename` the name its errors carry.
ParseResult parseScriptFile(std::string_view fileBytes, std::string_view filename, Arena& arena);

// Added by the compiler work (additive): the limit on the digits of decimal
// integer literals, which sys.set_int_max_str_digits() keeps equal to int()'s
// (default 4300; 0 means none). A longer literal is a SyntaxError ("Exceeds
// the limit (4300 digits) for integer string conversion: value has N digits;
// ... - Consider hexadecimal for huge integer literals ...") at offset 0 of
// its line, raised where the parser reaches the literal, as CPython 3.13 does.
void setIntLiteralMaxDigits(int64_t limit);
int64_t intLiteralMaxDigits();

} // namespace taipan::parse
