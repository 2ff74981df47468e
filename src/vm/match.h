// The run-time half of pattern matching: the work behind MATCH_CLASS and MATCH_KEYS, plus the
// type tests behind MATCH_SEQUENCE and MATCH_MAPPING (the compile-time half is "Match
// statements" in compile/codegen.cpp). The two type tests only read the kTypeSequence /
// kTypeMapping flags of the subject's type (objects/object.h); list, tuple, range, dict and the
// like set them and subclasses inherit them.
#pragma once

#include "objects/containers.h"
#include "objects/object.h"

namespace taipan::vm {

// MATCH_CLASS: when `subject` is an instance of `cls`, a tuple of the values the class pattern's
// sub-patterns test — first `positionalCount` values chosen by cls.__match_args__ (or the
// subject itself, for builtin types that match themselves), then the attributes named in
// `keywordNames`. A subject that does not match (not an instance, or an attribute missing) is a
// null Ref with no exception pending; an error is a null Ref with one pending.
Ref classPatternValues(Value subject, Value cls, int64_t positionalCount, Tuple* keywordNames);

// MATCH_KEYS: a tuple of the mapping's values for `keys` (looked up with .get, so no key is
// created), None when some key is missing, or null with an exception pending (a ValueError for
// a key listed twice).
Ref mappingPatternValues(Value mapping, Tuple* keys);

inline bool isMatchSequence(Value v) { return (typeOf(v)->flags & kTypeSequence) != 0; }
inline bool isMatchMapping(Value v) { return (typeOf(v)->flags & kTypeMapping) != 0; }

} // namespace taipan::vm
