// The compiler's command-line tools: `taipan --dis FILE` and
// `taipan --co-lines FILE` (see compiler.h). Both compile FILE as a module
// the way compile(source, FILE, "exec") does and print the result, or the
// syntax error as CPython reports it.
#include "compile/compiler.h"

#include "objects/code.h"
#include "objects/containers.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "parse/arena.h"
#include "parse/source_file.h"
#include "runtime/errors.h"
#include "vm/bytecode.h"

#include <cstdio>
#include <vector>

namespace taipan::compile {

namespace {

// As CPython's warnings module shows a SyntaxWarning: "FILE:LINE:
// SyntaxWarning: message", then the source line, stripped, indented by two.
void printWarnings(const std::vector<parse::ParseWarning>& warnings, const std::string& path,
                   std::string_view source) {
    for (const parse::ParseWarning& warning : warnings) {
        std::fprintf(stderr, "%s:%d: %s: %s\n", path.c_str(), warning.lineno,
                     warning.category.c_str(), warning.message.c_str());
        size_t start = 0;
        for (int32_t line = 1; line < warning.lineno && start != std::string_view::npos; ++line) {
            start = source.find('\n', start);
            if (start != std::string_view::npos) ++start;
        }
        if (start == std::string_view::npos || start >= source.size()) continue;
        size_t end = source.find_first_of("\r\n", start);
        std::string_view text =
            source.substr(start, end == std::string_view::npos ? end : end - start);
        size_t first = text.find_first_not_of(" \t\f");
        if (first == std::string_view::npos) continue;
        size_t last = text.find_last_not_of(" \t\f");
        text = text.substr(first, last - first + 1);
        std::fprintf(stderr, "  %.*s\n", int(text.size()), text.data());
    }
}

const char* errorTypeName(CompileResult::ErrorType type) {
    switch (type) {
    case CompileResult::ErrorType::SyntaxError:
        return "SyntaxError";
    case CompileResult::ErrorType::RecursionError:
        return "RecursionError";
    case CompileResult::ErrorType::RuntimeError:
        return "RuntimeError";
    case CompileResult::ErrorType::MemoryError:
        return "MemoryError";
    case CompileResult::ErrorType::SystemError:
        return "SystemError";
    }
    return "SystemError";
}

// Compiles `path`; prints the error and returns null on failure.
Ref compileFile(const std::string& path, int& status) {
    std::string source;
    if (!parse::readSourceFile(path, source)) {
        std::fprintf(stderr, "taipan: can't open file '%s'\n", path.c_str());
        status = 2;
        return nullptr;
    }
    static bool ready = false;
    if (!ready) {
        if (!readyBuiltinTypes()) {
            std::fprintf(stderr, "taipan: the runtime failed to start\n");
            status = 1;
            return nullptr;
        }
        ready = true;
    }
    parse::Arena arena;
    parse::ParseResult parsed = parse::parseBytes(source, path, parse::ParseMode::Exec, arena);
    if (parsed.error) {
        std::fputs(parse::formatSyntaxErrorReport(*parsed.error).c_str(), stderr);
        status = 1;
        return nullptr;
    }
    CompileResult result = compileModule(parsed.tree, path, source, parse::ParseMode::Exec);
    printWarnings(result.warnings, path, source);
    if (result.error) {
        if (result.errorType == CompileResult::ErrorType::SyntaxError)
            std::fputs(parse::formatSyntaxErrorReport(*result.error).c_str(), stderr);
        else
            std::fprintf(stderr, "%s: %s\n", errorTypeName(result.errorType),
                         result.error->message.c_str());
        status = 1;
        return nullptr;
    }
    status = 0;
    return std::move(result.code);
}

} // namespace

static void appendCoLines(Code* code, std::string& out) {
    out += std::string(strUtf8(code->qualname)) + ":";
    // Start at the first RESUME: the entry instructions before it fire no
    // events (and CPython's MAKE_CELL / COPY_FREE_VARS prefix is done by
    // Taipan's call sequence instead).
    uint32_t first = 0;
    for (uint32_t i = 0; i < code->codeSize; ++i) {
        if (vm::codeUnitOpcode(code->code[i]) == vm::Opcode::RESUME) {
            first = i;
            break;
        }
    }
    bool havePrevious = false;
    int32_t previous = 0;
    for (uint32_t i = first; i < code->codeSize; ++i) {
        int32_t line = code->positions[i].lineno;
        if (havePrevious && line == previous) continue;
        out += line < 0 ? std::string(" None") : " " + std::to_string(line);
        previous = line;
        havePrevious = true;
    }
    out += "\n";
    for (int64_t i = 0; i < code->consts->size; ++i) {
        Value c = code->consts->items()[i];
        if (c.isObject() && c.object()->type == &gCodeType) appendCoLines(asCode(c), out);
    }
}

std::string describeCoLines(Code* code) {
    std::string out;
    appendCoLines(code, out);
    return out;
}

int disassembleFileMain(const std::string& path, bool withPositions) {
    int status = 0;
    Ref code = compileFile(path, status);
    if (!code) return status;
    std::string text = disassemble(asCode(code.get()), withPositions);
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
}

int coLinesFileMain(const std::string& path) {
    int status = 0;
    Ref code = compileFile(path, status);
    if (!code) return status;
    std::string text = describeCoLines(asCode(code.get()));
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
}

} // namespace taipan::compile
