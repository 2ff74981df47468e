// Reading a whole source file into memory, as bytes, for the command line,
// the compiler tools, the interpreter and the import system alike.
//
// Invariant: the bytes are returned exactly as stored (no newline or encoding
// translation); decoding is the tokenizer's job. On failure errno is left as
// the failed open set it, so callers can report "[Errno N] ..." as CPython does.
#pragma once

#include <string>

namespace taipan::parse {

// Replaces `contents` with the bytes of the file at `path`; false when the
// file cannot be opened.
bool readSourceFile(const std::string& path, std::string& contents);

} // namespace taipan::parse
