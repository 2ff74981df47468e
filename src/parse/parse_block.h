// What the two files of the statement parser (parse_stmt.cpp and
// parse_pattern.cpp) share: the block rule, and the machinery both use to
// reproduce CPython's choice of error message once a parse has failed
// (speculative re-reads, errors at the last token fetched).
#pragma once

#include "parse/parser_impl.h"

#include <string>

namespace taipan::parse {

// block: NEWLINE INDENT statements DEDENT | simple_stmts
// `after` and `lineno` complete CPython's IndentationError "expected an
// indented block after <after> on line <lineno>" for the statement that owns
// the block (e.g. "'if' statement", "function definition").
ast::List<ast::Stmt*> parseBlock(Parser& p, const char* after, int32_t lineno);

// Whether the tokens [from, to) read as exactly one subject_expr of a match
// statement. For error reporting only: it parses speculatively and leaves
// the parser's position, scratch stack, error and warnings as they were.
bool subjectExpressionSpans(Parser& p, uint32_t from, uint32_t to);

// Reads tokens from `from` as a subject_expr, as CPython's error pass does
// for a failing line that starts with the soft keyword `match` before it
// tries the line as an ordinary statement. Returns normally, with the
// parser's state unchanged, unless that reading raises a specific grammar
// error, which then propagates (ParseAbort).
void raiseSubjectExpressionError(Parser& p, uint32_t from);

// Raises `message` where CPython's RAISE_SYNTAX_ERROR without a location
// does: at the last token fetched (for INDENT, DEDENT and ENDMARKER, at the
// tokenizer's cursor, with the end offset unset).
[[noreturn]] void raiseAtLastFetched(Parser& p, ErrorType type, std::string message);

// Everything a speculative parse may change, to put back afterwards. Such
// parses happen only once an error was raised, when Parser::raiseAt has
// already read the rest of the input for lexical errors, so the tokenizer
// cannot supply the tokens after those already fetched: a speculative parse
// is trusted only while it stays within them (stayedWithinFetched), and
// whatever it fetched beyond is dropped again.
struct SavedParserState {
    explicit SavedParserState(Parser& parser)
        : p(parser), position(parser.position), tokenCount(parser.tokens.size()),
          scratchSize(parser.scratch.size()), depth(parser.depth),
          warningCount(parser.warnings.size()), error(parser.error) {}
    bool stayedWithinFetched() const { return p.tokens.size() == tokenCount; }
    void restore() {
        p.position = position;
        p.tokens.resize(tokenCount);
        p.scratch.resize(scratchSize);
        p.depth = depth;
        p.warnings.resize(warningCount);
        p.error = error;
    }
    Parser& p;
    uint32_t position;
    size_t tokenCount;
    size_t scratchSize;
    int depth;
    size_t warningCount;
    SyntaxErrorInfo error;
};

// Whether CPython would have found the error being raised (Parser::error) in
// its second, error-reporting pass, where rules tried earlier may report
// something else first. Not so for lexical errors, the nesting limit, and
// the few grammar errors its first pass raises (string literal errors,
// complex literals in patterns, a bare '*' in call arguments).
bool secondPassMayReplace(Parser& p);

} // namespace taipan::parse
