// Module objects: a namespace (the module's __dict__, which is also the
// globals of the code that runs in it) plus a name.
//
// Invariants:
//  - `dict` is never null once the module is constructed; __name__ and the
//    other module attributes live in it (there is no separate name field to
//    keep in step), so `m.__name__ = "x"` and `globals()["__name__"]` agree.
//  - Attribute lookup is the generic one (type attributes, then the dict),
//    then a module-level __getattr__ (PEP 562), then CPython's
//    "module 'x' has no attribute 'y'".
#pragma once

#include "objects/containers.h"
#include "objects/str.h"

namespace taipan {

struct Module : Object {
    Dict* dict;   // __dict__ (the dictOffset of the module type points here)
    bool builtin; // a native module: repr says "(built-in)" when there is no __file__
};

inline bool isModule(Value v) {
    return v.isObject() && isInstance(v, &gModuleType);
}
inline Module* asModule(Value v) {
    return static_cast<Module*>(v.object());
}

// A new module with __name__ = name and __doc__, __package__, __loader__,
// __spec__ set to None (as types.ModuleType(name) does).
Ref moduleNew(Str* name, bool builtin = false);
Ref moduleNew(std::string_view name, bool builtin = false);
inline Dict* moduleDict(Value module) {
    return asModule(module)->dict;
}

} // namespace taipan
