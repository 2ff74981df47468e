// Function objects (`def`, `lambda`), bound methods and cells.
//
// A Function pairs a code object with what a call needs besides the code:
// the globals and builtins its frames run with, the default values, the
// closure (a tuple of cells, one per free variable of the code), and the
// attributes Python code can see (__name__, __qualname__, __module__,
// __doc__, __annotations__, __dict__, ...).
//
// Invariants:
//  - code, globals, builtins, name and qualname are never null; every other
//    field may be null, which reads as None (or as an empty dict for
//    __annotations__ and __dict__, created on first access).
//  - closure, when present, has exactly code->nfreevars cells (MAKE_FUNCTION
//    with SET_FUNCTION_ATTRIBUTE and the __code__ setter check it).
//  - `version` changes whenever __code__, __defaults__ or __kwdefaults__ is
//    assigned, so call-site caches keyed on it (quickening) notice.
//  - A bound method holds strong references to its function and its self.
//  - A cell's contents may be null (an unbound variable).
#pragma once

#include "objects/code.h"
#include "objects/containers.h"
#include "objects/str.h"

#include <string>

namespace taipan {

struct Function : Object {
    Code* code;        // __code__
    Dict* globals;     // __globals__
    Dict* builtins;    // __builtins__: globals["__builtins__"] at creation, or the interpreter's
    Str* name;         // __name__
    Str* qualname;     // __qualname__
    Value module;      // __module__ (globals["__name__"] at creation), null: None
    Value doc;         // __doc__, null: None
    Tuple* defaults;   // __defaults__, null: None
    Dict* kwdefaults;  // __kwdefaults__, null: None
    Tuple* closure;    // __closure__, null: None
    Value annotations; // __annotations__ (a dict), null until set or first read
    Dict* dict;        // __dict__, null until first use
    Value typeParams;  // __type_params__ (a tuple), null: ()
    uint32_t version;  // see the invariants above
};

inline bool isFunction(Value v) {
    return v.isObject() && v.object()->type == &gFunctionType;
}
inline Function* asFunction(Value v) {
    return static_cast<Function*>(v.object());
}

// A new function for `code` running in `globals` (MAKE_FUNCTION): name and
// qualname from the code object, __doc__ from co_consts[0] when that is a
// str (CPython 3.13's rule), __module__ from globals["__name__"], builtins
// from globals["__builtins__"] (a module or a dict) or the interpreter's.
Ref functionNew(Code* code, Dict* globals);

// The builtins dict that code running with `globals` sees.
Dict* builtinsForGlobals(Dict* globals);

// "module.qualname" ("__main__.f"), or the qualname for builtins, as
// CPython's messages about calls show functions ("... argument after *
// must be an iterable, not int"). Works for any callable.
std::string functionDescription(Value callable);

// ---- Bound methods (the `method` type) ---------------------------------------------
struct Method : Object {
    Value function; // __func__ (any callable)
    Value self;     // __self__
};

inline bool isMethod(Value v) {
    return v.isObject() && v.object()->type == &gMethodType;
}
inline Method* asMethod(Value v) {
    return static_cast<Method*>(v.object());
}

// types.MethodType(function, self).
Ref methodNew(Value function, Value self);

// ---- Cells ------------------------------------------------------------------------
struct Cell : Object {
    Value contents; // owned; null when empty
};

inline bool isCell(Value v) {
    return v.isObject() && v.object()->type == &gCellType;
}
inline Cell* asCell(Value v) {
    return static_cast<Cell*>(v.object());
}

// A new cell holding `contents` (null: empty).
Ref cellNew(Value contents);
// Replaces the contents (null empties the cell).
void cellSet(Cell* cell, Value contents);

} // namespace taipan
