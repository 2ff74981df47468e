// The block rule, shared by the two files of the statement parser
// (parse_stmt.cpp defines it; parse_pattern.cpp needs it for case blocks).
#pragma once

#include "parse/parser_impl.h"

namespace taipan::parse {

// block: NEWLINE INDENT statements DEDENT | simple_stmts
// `after` and `lineno` complete CPython's IndentationError "expected an
// indented block after <after> on line <lineno>" for the statement that owns
// the block (e.g. "'if' statement", "function definition").
ast::List<ast::Stmt*> parseBlock(Parser& p, const char* after, int32_t lineno);

} // namespace taipan::parse
