// The tokenizer: raw source bytes in, tokens out, one at a time.
//
// Responsibilities, in order:
//  1. Decoding (constructor): strip a UTF-8 BOM, honour a PEP 263 coding
//     declaration on line 1 or 2, decode to UTF-8, reject invalid UTF-8 and
//     NUL bytes with CPython's errors, normalize "\r\n" and "\r" to "\n", and
//     make sure the buffer ends with a newline (except for compile()'s
//     'eval', 'single' and 'func_type' input: keepSourceEnd).
//  2. Tokenizing on demand (next): Python 3.13's full lexical grammar,
//     including INDENT/DEDENT with CPython's tab rules, implicit and explicit
//     line joining, and PEP 701 f-strings (FSTRING_START / FSTRING_MIDDLE /
//     FSTRING_END, with the expression tokens of replacement fields between).
//
// Invariants:
//  - Tokens are produced lazily, so an error later in the file is reported
//    only once the parser asks for that far, exactly as in CPython.
//  - Comments, blank lines and NL tokens are never emitted.
//  - Once next() has returned false, error() describes the failure and every
//    later call returns false again.
#pragma once

#include "parse/syntax_error.h"
#include "parse/token.h"

#include <memory>
#include <string>
#include <string_view>

namespace taipan::parse {

class Tokenizer {
  public:
    // `sourceBytes` is the file's raw content; `filename` is only used in
    // error reports. Decoding happens here; check ok() before calling next().
    Tokenizer(std::string_view sourceBytes, std::string_view filename);
    // Source that is already decoded text (compile() / eval() of a str):
    // no coding declaration is honoured and no BOM is expected.
    static Tokenizer fromText(std::string_view utf8Text, std::string_view filename);
    // The content of a script that is run by name (`python3.13 FILE`).
    // CPython reads such a file line by line through a different front than
    // compile() of bytes, and some errors change with it:
    //  - Without a BOM or coding declaration every line must be UTF-8: the
    //    first line that is not stops the tokenizer, when it reaches that
    //    line, with "Non-UTF-8 code starting with '\xNN' in file FILE on line
    //    N, but no encoding declared; ..." (no location).
    //  - A NUL byte stops it when it reaches that line, with "source code
    //    cannot contain null bytes" at the line, showing the line up to the NUL.
    //  - An unknown declared encoding, or bytes the declared encoding cannot
    //    decode within its first 8192-byte read, give "encoding problem: NAME"
    //    (no location); an undecodable byte further on gives "(unicode error)
    //    ..." at the last line read before the read that fails.
    //  - Errors the parser reports take their line's text from the file as it
    //    is on disk (a BOM stays in front of line 1), as with
    //    useNamedFileForErrorLines, and those CPython places at the
    //    tokenizer's cursor get offset 0 once the end of the file is reached.
    static Tokenizer fromScriptFile(std::string_view fileBytes, std::string_view filename);

    // compile() of 'eval', 'single' and 'func_type' input does not add the
    // final newline a source without one lacks (only 'exec' input gets one).
    // Called before the first next(), this takes back the newline the
    // constructor added, and the tokens at the end are then CPython's for
    // such input: no NEWLINE after the last line, a last line of only blanks
    // counts as indentation, and the first ENDMARKER comes before the
    // DEDENTs that close the blocks still open (those follow if next() is
    // called again).
    void keepSourceEnd();

    // Makes errors at a known location (makeError) take the text of their
    // line from the file filename() names, decoded with the source's
    // encoding, as CPython's compile() does for 'exec' input whenever that
    // file can be read (even if it holds something else); otherwise the
    // text comes from the source as before. The file is read only when such
    // an error is made.
    void useNamedFileForErrorLines();

    Tokenizer(Tokenizer&&) noexcept;
    Tokenizer& operator=(Tokenizer&&) noexcept;
    ~Tokenizer();

    bool ok() const;

    // Produces the next token. Returns false on a lexical error; error()
    // then holds it.
    bool next(Token& out);

    const SyntaxErrorInfo& error() const;

    // How CPython would have raised error(), which decides whether it beats
    // an error the parser found first. When CPython's parser fails, it scans
    // the rest of the input: an error CPython's tokenizer raises itself
    // (unterminated string, invalid character, bad number, unmatched or
    // mismatched bracket, ...: errorRaisedByTokenizer() true) replaces the
    // parser's error unless it was raised inside an f-string
    // (errorInsideFString() true). The others (indentation, line
    // continuation, end of input, unclosed bracket) never replace it; at most
    // an unclosed bracket opened on a line before the parser's error line
    // turns the error into "'(' was never closed" (see innermostOpenBracket).
    bool errorRaisedByTokenizer() const;
    bool errorInsideFString() const;

    // Warnings found so far (e.g. "invalid escape sequence" is the parser's,
    // but "invalid decimal literal" style warnings are the tokenizer's).
    const std::vector<ParseWarning>& warnings() const;

    // The decoded UTF-8 source ('\n' newlines, ends with '\n' unless
    // keepSourceEnd() took the one the source lacked away again).
    std::string_view buffer() const;
    std::string_view filename() const;

    // Line `lineno` (1-based) of the buffer, without its newline; empty past
    // the end.
    std::string_view lineText(int32_t lineno) const;

    // Bracket nesting at the current point ((), [], {} not yet closed), for
    // the parser's "'(' was never closed" reporting at end of input.
    int bracketDepth() const;
    // The innermost bracket not yet closed, as a one-character token (its
    // kind, offsets and position); false when none is open. For "'(' was
    // never closed" when the parser fails before the end of input.
    bool innermostOpenBracket(Token& out) const;

    // Builds an error at a position given in token terms (1-based line,
    // 0-based byte columns), filling in CPython's character offsets and the
    // line's text. Used by the tokenizer itself and by the parser.
    // The text is chosen as CPython does: when the error's line is the one
    // the tokenizer is reading, all physical lines joined to it (by
    // backslashes or a multi-line token) with the final newline; for an
    // earlier line, that line alone without its newline. So call it right
    // after fetching the tokens CPython's parser would have fetched. An
    // endByteColumn of -1 gives end offset 0 (CPython's "known location"
    // errors), -2 gives -1 (errors at a token without an end).
    SyntaxErrorInfo makeError(ErrorType type, std::string message, int32_t lineno,
                              int32_t byteColumn, int32_t endLineno, int32_t endByteColumn) const;

  private:
    struct State;
    std::unique_ptr<State> state_;
};

} // namespace taipan::parse
