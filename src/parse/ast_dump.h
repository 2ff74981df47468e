// ast.dump(): the text CPython 3.13's ast.dump(tree) prints for the same
// tree (annotate_fields=True, show_empty=False, no indent), optionally with
// the position attributes as ast.dump(..., include_attributes=True) adds them.
#pragma once

#include "parse/ast.h"

#include <string>

namespace taipan::parse {

std::string dumpAst(const ast::Node* node, bool includeAttributes = false);

} // namespace taipan::parse
