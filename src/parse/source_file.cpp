// Reading a whole source file into memory (see source_file.h). It lives in the
// front-end library because the parse-only command line needs it too.
#include "parse/source_file.h"

#include <fstream>
#include <sstream>

namespace taipan::parse {

bool readSourceFile(const std::string& path, std::string& contents) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    contents = buffer.str();
    return true;
}

} // namespace taipan::parse
