// What the two files of the statement parser share: the block rule
// (parse_stmt.cpp defines it; parse_pattern.cpp needs it for case blocks)
// and a speculative subject_expr check (the other way round).
#pragma once

#include "parse/parser_impl.h"

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

// Whether the error being raised (Parser::error) comes from the grammar, as
// opposed to the tokenizer or the nesting limit.
bool isGrammarError(Parser& p);

} // namespace taipan::parse
