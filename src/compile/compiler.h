// The compiler: AST (src/parse) → code objects, through the symbol table
// (compile/symtable.h). Errors CPython's compiler reports ("'return' outside
// function", "'break' outside loop", ...) come back as SyntaxErrorInfo.
#pragma once

#include "objects/code.h"
#include "parse/ast.h"
#include "parse/parser.h"
#include "parse/syntax_error.h"

#include <optional>
#include <string_view>

namespace taipan::compile {

struct CompileResult {
    Ref code; // null exactly when `error` is set
    std::optional<parse::SyntaxErrorInfo> error;
};

// `source` is the decoded source text (for error lines); `mode` is the
// compile() mode the tree was parsed with.
CompileResult compileModule(parse::ast::Mod* tree, std::string_view filename,
                            std::string_view source, parse::ParseMode mode);

// The disassembly `taipan --dis FILE` prints (golden tests compare it).
std::string disassemble(Code* code);

} // namespace taipan::compile
