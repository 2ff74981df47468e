// Constants as the compiler handles them: building runtime objects from the
// AST's literal values, the identity key that decides when two constants
// are "the same" (CPython's _PyCode_ConstantKey: 1, 1.0 and True differ,
// 0.0 and -0.0 differ, tuples compare item by item), and the module-wide
// cache that makes equal constants of all code objects of one compilation
// share one object (so `f.__code__.co_consts[1] is g.__code__.co_consts[1]`
// holds for two functions returning the same literal, as in CPython).
#pragma once

#include "objects/object.h"
#include "parse/ast.h"

#include <string>
#include <unordered_map>

namespace taipan::compile {

// A constant's identity key, as a byte string: type tag + content.
// Constants of types the compiler does not produce (never the case today)
// are keyed by address, so they are only equal to themselves.
std::string constantKey(Value value);

// A new object for a literal of the AST (str constants that look like
// identifiers are interned, as CPython interns them). Null with an
// exception pending on failure (MemoryError).
Ref constantFromLiteral(const parse::ast::ConstantValue& value);

// True when `value` is an exact str (docstring tests, the format-string
// optimization).
bool isExactStr(Value value);

// The module-wide merge cache.
class ConstantCache {
  public:
    // The canonical object equal (by constantKey) to `value`; tuples and
    // frozensets also get canonical items. Null with an exception pending
    // on failure.
    Ref merge(Value value);

  private:
    std::unordered_map<std::string, Ref> objects_;
};

} // namespace taipan::compile
