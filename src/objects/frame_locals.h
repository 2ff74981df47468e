// f_locals as PEP 667 defines it for CPython 3.13: a function frame's
// f_locals is a FrameLocalsProxy, a mapping that reads and writes the
// frame's own variables (fast locals, and the contents of its cells and
// free variables) and keeps any other key in a dict of extra variables
// owned by the frame object. Module and class frames keep returning their
// namespace; locals() in a function stays a snapshot dict (with the extra
// variables in it).
//
// Invariants:
//  - A proxy owns a reference to its frame object, never to the frame: it
//    reads the frame through the object, so it keeps working after the
//    frame has died (its locals are then the object's copy, see
//    objects/traceback.h) and after frame.clear() (nothing is bound then).
//  - Writing a name of the frame's variables always goes to the variable
//    (a cell's contents for cells and free variables); every other key goes
//    to FrameObject::extraLocals. Nothing is ever deleted through a proxy
//    (TypeError, as CPython 3.13).
#pragma once

#include "objects/object.h"

namespace taipan {

struct FrameObject;

extern Type gFrameLocalsProxyType; // FrameLocalsProxy

inline bool isFrameLocalsProxy(Value v) {
    return v.isObject() && v.object()->type == &gFrameLocalsProxyType;
}

// A new proxy for the frame object's frame.
Ref frameLocalsProxyNew(FrameObject* object);

// frame.f_locals: a proxy for a function frame (and for a module or class
// frame while an inlined comprehension has bound one of its hidden
// variables, as CPython 3.13), the namespace mapping otherwise.
Ref frameObjectLocals(FrameObject* object);

// What f_locals shows, as a dict: the namespace dict itself, or a new dict
// of the proxy's items (for native readers such as the "Did you mean"
// suggestions of tracebacks).
Ref frameLocalsDict(FrameObject* object);

// Adds the frame object's extra variables (keys written through a proxy
// that are not variables of the frame) to `snapshot`, the dict locals()
// builds for a function frame. False with an exception pending on failure.
[[nodiscard]] bool frameAddExtraLocals(FrameObject* object, Value snapshot);

// Readies the FrameLocalsProxy type (called by readyTracebackTypes).
[[nodiscard]] bool readyFrameLocalsProxyType();

} // namespace taipan
