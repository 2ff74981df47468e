// libFuzzer target: arbitrary bytes through the whole front end (decoding,
// tokenizer, parser, AST dump, error report). Any crash, leak, sanitizer
// report or hang is a bug: every input must give a tree or a SyntaxError.
#include "parse/ast_dump.h"
#include "parse/parser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace taipan::parse;
    std::string_view source(reinterpret_cast<const char*>(data), size);
    Arena arena;
    ParseResult result = parseBytes(source, "<fuzz>", ParseMode::Exec, arena);
    if (result.tree) {
        std::string dump = dumpAst(result.tree, /*includeAttributes=*/true);
        if (dump.empty()) __builtin_trap(); // a tree always dumps to something
    } else if (result.error) {
        std::string report = formatSyntaxErrorReport(*result.error);
        if (report.empty()) __builtin_trap();
    } else {
        __builtin_trap(); // neither a tree nor an error
    }
    return 0;
}
