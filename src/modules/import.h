// The import system: what `import x`, `from x import y` and
// `importlib.import_module` do, as CPython 3.13's importlib does it.
//
// How a name is found: sys.modules first; then each finder of sys.meta_path
// in turn (by default BuiltinImporter, which knows the native modules of
// modules/native_modules.h, then PathFinder, which looks along sys.path, or
// along the parent package's __path__ for a submodule, for `name/__init__.py`,
// then `name.py`, then a bare directory as a namespace package). sys.path is
// [the script's directory ('' for -c, the working directory for -m), the
// project's lib/ directory (TAIPANLIB when set)].
//
// Invariants:
//  - A module is in sys.modules while its code runs (so circular imports see
//    the partial module, whose __spec__._initializing is true) and removed
//    again when that code raises.
//  - What an import returns is whatever sys.modules holds for the name once
//    the module's code has run (a module may replace itself there).
//  - The finder and loader classes of sys.meta_path live in the module
//    `_frozen_importlib`, written in Python (embedded in import.cpp); the
//    default ones are recognised here and run natively, so that no frame of
//    the import machinery appears in a traceback.
#pragma once

#include "objects/object.h"
#include "objects/str.h"

#include <string>

namespace taipan::modules {

// Creates `_frozen_importlib`, completes sys.path with the lib directory and
// sets sys.meta_path, sys.path_hooks and sys.path_importer_cache. Runs once,
// after sys and builtins exist. False with an exception pending on failure.
[[nodiscard]] bool initializeImportSystem();

// The directory of Taipan's own Python modules: $TAIPANLIB when set and not
// empty, otherwise the lib/ folder of the source tree the build came from.
std::string libDirectory();

// builtins.__import__(name, globals, locals, fromlist, level) after its
// arguments were checked: `fromlist` may be null (empty).
Ref importModuleLevel(Str* name, Value globals, Value fromlist, int64_t level);

// The whole dotted `name` imported (parents first) and the module itself
// returned, as importlib.import_module does for an absolute name.
Ref importAbsoluteName(Str* name);

// IMPORT_FROM after `module.name` failed: sys.modules["module.name"], or
// CPython's "cannot import name ..." ImportError (the circular-import variant
// when the module is still initializing).
Ref importFromFallback(Value module, Str* name);

// What `taipan -m NAME` runs: the code of the module (a package runs its
// __main__ submodule), its spec and its file. False with the message CPython
// prints after "python: " in `error` (and no exception pending), or false
// with an exception pending when importing a parent package failed.
struct MainModule {
    Ref code;
    Ref spec;
    std::string file;
};
[[nodiscard]] bool findMainModule(const std::string& name, MainModule& out, std::string& error);

} // namespace taipan::modules
