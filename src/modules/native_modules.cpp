// The table of native modules `import` can create (see native_modules.h).
//
// Invariant: a module is created at most once per interpreter while it stays
// in sys.modules; deleting it from sys.modules makes the next import build a
// fresh one, as CPython does for single-phase native modules it re-creates.
#include "modules/native_modules.h"

#include "objects/containers.h"
#include "runtime/interpreter.h"

#include <cstring>

namespace taipan::modules {

const NativeModuleDef kNativeModules[] = {
    {"gc", createGcModule},
    {"_weakref", createUnderscoreWeakrefModule},
    {"weakref", createWeakrefModule},
    {"_taipan_sre", createTaipanSreModule},
    {"re", createReModule},
    {"math", createMathModule},
    {"time", createTimeModule},
    {"_random", createUnderscoreRandomModule},
    {"_collections", createUnderscoreCollectionsModule},
    {"io", createIoModule},
    {"struct", createStructModule},
    {"array", createArrayModule},
    {"posix", createPosixModule},
    {"_taipan", createTaipanModule},
    {"_lsprof", createLsprofModule},
    {nullptr, nullptr},
};

Ref importNativeModule(Str* name) {
    std::string_view wanted = strUtf8(name);
    for (const NativeModuleDef* def = kNativeModules; def->name != nullptr; ++def) {
        if (wanted != def->name) continue;
        Ref module = def->create();
        if (module.isNull()) return nullptr;
        Dict* modules = interpreter().modules;
        if (modules != nullptr && !dictSetItem(modules, Value::fromObject(name), module.get())) {
            return nullptr;
        }
        return module;
    }
    return nullptr;
}

} // namespace taipan::modules
