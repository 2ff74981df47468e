// The compiler: AST (src/parse) → code objects, through the symbol table
// (compile/symtable.h). Errors CPython's compiler reports ("'return' outside
// function", "'break' outside loop", ...) come back as SyntaxErrorInfo.
#pragma once

#include "objects/code.h"
#include "parse/ast.h"
#include "parse/parser.h"
#include "parse/syntax_error.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace taipan::compile {

struct CompileResult {
    Ref code; // null exactly when `error` is set
    std::optional<parse::SyntaxErrorInfo> error;
    // Added by the compiler work (additive): the SyntaxWarnings CPython's
    // compiler issues ("\"is\" with 'int' literal. Did you mean \"==\"?",
    // "assertion is always true, perhaps remove parentheses?", "'tuple'
    // object is not callable; perhaps you missed a comma?", ...), in the
    // order issued; the caller reports them as the parser's warnings are.
    std::vector<parse::ParseWarning> warnings;
    // Added by the compiler work (additive): the exception `error` stands
    // for. Almost always SyntaxError; RecursionError "maximum recursion
    // depth exceeded during compilation" for trees nested deeper than
    // CPython compiles; RuntimeError for FunctionType input; SystemError
    // for an internal error of the compiler (a bug, never a user error).
    enum class ErrorType : uint8_t {
        SyntaxError, RecursionError, RuntimeError, MemoryError, SystemError
    };
    ErrorType errorType = ErrorType::SyntaxError;
};

// `source` is the decoded source text (for error lines); `mode` is the
// compile() mode the tree was parsed with.
CompileResult compileModule(parse::ast::Mod* tree, std::string_view filename,
                            std::string_view source, parse::ParseMode mode);

// The disassembly `taipan --dis FILE` prints (golden tests compare it).
std::string disassemble(Code* code);
// Added by the compiler work (additive): the same with each instruction's
// source position (line:column-end line:end column) appended
// (`taipan --dis-positions FILE`).
// `adaptive`: show the code as it runs now, with the specialized variants
// quickening wrote (vm/specialize.h); otherwise as the compiler wrote it.
std::string disassemble(Code* code, bool withPositions, bool adaptive = false);

// ---- Added by the compiler work (additive) ----------------------------------
// The command-line tools, for src/cli/main.cpp (compile/tools.cpp). Each
// compiles FILE as compile(source, FILE, "exec") would, then prints to
// stdout the disassembly (--dis), or for every code object (in co_consts
// order) its qualname and the lines of co_lines() from the first RESUME
// on, consecutive duplicates collapsed (--co-lines; the format of
// scripts/compare_co_lines.py). Errors are reported on stderr as CPython
// reports them; the result is the exit status.
int disassembleFileMain(const std::string& path, bool withPositions = false);
// The --co-lines text of one code object and its nested code objects.
std::string describeCoLines(Code* code);
int coLinesFileMain(const std::string& path);

} // namespace taipan::compile
