// The source text of an annotation under `from __future__ import
// annotations`, as CPython 3.13 stores it (see unparse.cpp).
#pragma once

#include "parse/ast.h"

#include <string>

namespace taipan::compile {

std::string unparseAnnotation(const parse::ast::Expr* e);

} // namespace taipan::compile
