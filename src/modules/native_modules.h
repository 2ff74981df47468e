// The registry of native modules that `import` can create on demand.
//
// builtins and sys exist from start-up (modules/modules.h). Every other
// module written in C++ is listed in the table in native_modules.cpp, one
// row per module: its name and the function that creates it. When
// `__import__` (modules/builtins.cpp) does not find a name in sys.modules,
// it asks importNativeModule(), which creates the module, stores it in
// sys.modules and returns it. The import system proper (finders, loaders,
// packages, source files) is a later issue; it will consult the same
// table as its "built-in importer".
//
// To add a module: write `Ref createXModule()` (returning a new module, or
// null with an exception pending), declare it below and add a row to
// kNativeModules.
#pragma once

#include "objects/object.h"
#include "objects/str.h"

namespace taipan::modules {

struct NativeModuleDef {
    const char* name; // the full module name, e.g. "gc"
    Ref (*create)();  // builds a fresh module object
};

// The table, terminated by a row whose name is null.
extern const NativeModuleDef kNativeModules[];

// The module named `name` when the table has it: created, stored in
// sys.modules and returned. Null with no exception pending when the table
// has no such module; null with an exception pending when creating it failed.
Ref importNativeModule(Str* name);

// The modules of the table (modules/gc_module.cpp, modules/weakref_module.cpp).
Ref createGcModule();
Ref createTaipanModule(); // _taipan: Taipan's own introspection (modules/taipan_module.cpp)
Ref createUnderscoreWeakrefModule(); // _weakref: ref, proxy, getweakrefcount, ...
Ref createWeakrefModule();           // weakref: _weakref plus WeakValueDictionary & co.
Ref createPosixModule();             // posix: the native core of os (lib/os.py)
Ref createTaipanSreModule();         // _taipan_sre: the regular-expression engine (re_module.cpp)
Ref createReModule();                // re: Python source over _taipan_sre
Ref createMathModule();              // math (modules/math_module.cpp)
Ref createTimeModule();              // time (modules/time_module.cpp)
Ref createUnderscoreRandomModule();  // _random: the Mersenne Twister core of random
Ref createUnderscoreCollectionsModule(); // _collections: deque (modules/collections_module.cpp)
Ref createLsprofModule(); // _lsprof: cProfile's native profiler (modules/lsprof_module.cpp)

Ref createIoModule();     // io (modules/io_module.cpp); builtinOpen is builtins.open
Ref builtinOpen(Value self, const Value* args, size_t nargs, Tuple* kwnames);
Ref createStructModule(); // struct (modules/struct_module.cpp)
Ref createArrayModule();  // array (modules/array_module.cpp)

} // namespace taipan::modules
