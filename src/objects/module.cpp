// The module type: construction (types.ModuleType(name, doc=None)), repr,
// attribute lookup with PEP 562's module __getattr__ and CPython's error
// messages, and __dir__.
//
// Invariant: Module::dict is created by __new__, so every module, even one
// made by ModuleType.__new__ without __init__, has a namespace.
#include "objects/module.h"

#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <string>

#pragma GCC diagnostic ignored "-Winvalid-offsetof"

namespace taipan {

Type gModuleType =
    staticType("module", sizeof(Module), 0, kTypeGcTracked | kTypeBaseType | kTypeHasInstanceDict);

namespace {

std::string utf8(Value v) {
    return std::string(strUtf8(asStr(v)));
}

void moduleTraverse(Object* self, VisitFn visit, void* context) {
    Dict* dict = static_cast<Module*>(self)->dict;
    if (dict != nullptr) visit(Value::fromObject(dict), context);
}

void moduleClear(Object* self) {
    auto* module = static_cast<Module*>(self);
    Dict* dict = module->dict;
    if (dict != nullptr) {
        // Keep the namespace object (the invariant) but empty it: this is
        // what breaks the function -> globals -> function cycles.
        dictClear(dict);
    }
}

void moduleDealloc(Object* self) {
    gcUntrack(self);
    auto* module = static_cast<Module*>(self);
    if (module->dict != nullptr) decref(module->dict);
    freeObjectMemory(self);
}

Ref moduleAllocate(Type* type) {
    Ref self = genericAlloc(type);
    if (self.isNull()) return nullptr;
    Ref dict = dictNew();
    if (dict.isNull()) return nullptr;
    asModule(self.get())->dict = asDict(dict.release());
    return self;
}

bool moduleInitFields(Value self, Value name, Value doc) {
    Dict* dict = moduleDict(self);
    return dictSetStr(dict, TAIPAN_NAME("__name__"), name) &&
           dictSetStr(dict, TAIPAN_NAME("__doc__"), doc.isNull() ? noneValue() : doc) &&
           dictSetStr(dict, TAIPAN_NAME("__package__"), noneValue()) &&
           dictSetStr(dict, TAIPAN_NAME("__loader__"), noneValue()) &&
           dictSetStr(dict, TAIPAN_NAME("__spec__"), noneValue());
}

Ref moduleTypeNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    return moduleAllocate(type);
}

// module.__init__(self, name, doc=None)
bool moduleInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"name", "doc"};
    static const NativeSignature kSignature = {"module", kNames, 2, 0, 2, 1};
    Value values[2] = {};
    if (!bindArguments(kSignature, args, callArgCount(nargs), kwnames, values)) return false;
    if (!isStr(values[0])) {
        raise(gTypeError, "module() argument 'name' must be str, not %s", typeOf(values[0])->name);
        return false;
    }
    return moduleInitFields(self, values[0], values[1]);
}

// The module's name for messages, or null when __name__ is not a str.
Value moduleNameValue(Value self) {
    Value name = dictGetStr(moduleDict(self), TAIPAN_NAME("__name__"));
    return !name.isNull() && isStr(name) ? name : Value();
}

// The repr a module's __spec__ gives it, as CPython's import system words
// it: "from 'origin'" for a located spec, "(origin)" otherwise (built-in),
// "(namespace) from [...]" for a namespace package. Empty when the spec
// cannot say (the caller then falls back to __file__), null with an
// exception pending on a failure other than a missing attribute.
std::string reprFromSpec(Value spec) {
    auto attribute = [&](const char* attributeName) {
        Ref value = getAttrOptional(spec, internStr(attributeName));
        if (value.isNull()) clearPendingException();
        return value;
    };
    Ref specName = attribute("name");
    Ref origin = attribute("origin");
    if (specName.isNull() || origin.isNull()) return "";
    Ref shownName = isStr(specName.get()) ? repr(specName.get()) : Ref();
    if (shownName.isNull()) {
        clearPendingException();
        return "";
    }
    std::string head = "<module " + utf8(shownName.get());
    if (origin.get().is(noneValue())) {
        Ref loader = attribute("loader");
        Ref locations = attribute("submodule_search_locations");
        if (loader.isNull() || loader.get().is(noneValue())) return head + ">";
        if (!locations.isNull() && !locations.get().is(noneValue())) {
            Value argument = locations.get();
            Ref listed = call(Value::fromObject(&gListType), &argument, 1);
            Ref shown = listed.isNull() ? Ref() : repr(listed.get());
            if (shown.isNull()) {
                clearPendingException();
                return "";
            }
            return head + " (namespace) from " + utf8(shown.get()) + ">";
        }
        Ref shown = repr(loader.get());
        if (shown.isNull()) {
            clearPendingException();
            return "";
        }
        return head + " (" + utf8(shown.get()) + ")>";
    }
    Ref located = attribute("has_location");
    int isLocated = located.isNull() ? 0 : truthy(located.get());
    if (isLocated < 0) {
        clearPendingException();
        isLocated = 0;
    }
    Ref shownOrigin = isLocated ? repr(origin.get()) : str(origin.get());
    if (shownOrigin.isNull()) {
        clearPendingException();
        return "";
    }
    if (isLocated) return head + " from " + utf8(shownOrigin.get()) + ">";
    return head + " (" + utf8(shownOrigin.get()) + ")>";
}

Ref moduleRepr(Value self) {
    // A spec set by the import system decides first (modules/import.h).
    Value spec = dictGetStr(moduleDict(self), TAIPAN_NAME("__spec__"));
    if (!spec.isNull() && !spec.is(noneValue())) {
        std::string fromSpec = reprFromSpec(spec);
        if (!fromSpec.empty()) return strFromUtf8(fromSpec);
    }
    Value name = moduleNameValue(self);
    std::string text = "<module '" + (name.isNull() ? std::string("?") : utf8(name)) + "'";
    Value file = dictGetStr(moduleDict(self), TAIPAN_NAME("__file__"));
    if (!file.isNull() && isStr(file)) {
        text += " from '" + utf8(file) + "'";
    } else if (Value loader = dictGetStr(moduleDict(self), TAIPAN_NAME("__loader__"));
               !loader.isNull() && !loader.is(noneValue())) {
        Ref shown = repr(loader);
        if (shown.isNull()) return nullptr;
        text += " (" + utf8(shown.get()) + ")";
    } else if (asModule(self)->builtin) {
        text += " (built-in)";
    }
    return strFromUtf8(text + ">");
}

// Raises AttributeError(message) with .name and .obj set (suggestions use them).
void raiseModuleAttributeError(Value self, Str* name, const std::string& message) {
    Ref text = strFromUtf8(message);
    if (text.isNull()) return;
    Value argument = text.get();
    Ref error = call(Value::fromObject(gAttributeError), &argument, 1);
    if (error.isNull()) return;
    auto* e = static_cast<AttributeErrorObject*>(error.object());
    Value oldName = e->name, oldObj = e->obj;
    incref(Value::fromObject(name));
    e->name = Value::fromObject(name);
    incref(self);
    e->obj = self;
    decref(oldName);
    decref(oldObj);
    raiseObject(error.get());
}

Ref moduleGetAttr(Value self, Str* name) {
    Ref result = genericGetAttr(self, name);
    if (!result.isNull() || !pendingExceptionMatches(gAttributeError)) return result;
    // PEP 562: a module-level __getattr__ gets a chance first.
    Value hook = dictGetStr(moduleDict(self), TAIPAN_NAME("__getattr__"));
    if (!hook.isNull()) {
        clearPendingException();
        Value argument = Value::fromObject(name);
        return call(hook, &argument, 1);
    }
    clearPendingException();
    Value moduleName = moduleNameValue(self);
    std::string attribute(strUtf8(name));
    if (moduleName.isNull()) {
        raiseModuleAttributeError(self, name, "module has no attribute '" + attribute + "'");
    } else {
        raiseModuleAttributeError(
            self, name, "module '" + utf8(moduleName) + "' has no attribute '" + attribute + "'");
    }
    return nullptr;
}

Ref moduleGetDict(Value self) {
    return Ref::borrow(Value::fromObject(moduleDict(self)));
}

const GetSetDef kModuleGetSets[] = {
    {"__dict__", moduleGetDict, readOnlyMemberSet, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// __dir__: a module-level __dir__ if there is one, else the namespace's keys.
Ref moduleDir(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__dir__", nargs, kwnames, 0, 0)) return nullptr;
    Dict* dict = moduleDict(self);
    Value hook = dictGetStr(dict, TAIPAN_NAME("__dir__"));
    if (!hook.isNull()) return callNoArgs(hook);
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    int64_t position = 0;
    Value key, value;
    while (dictNext(dict, position, key, value)) {
        if (!listAppend(asList(list.get()), key)) return nullptr;
    }
    return list;
}

const MethodDef kModuleMethods[] = {
    {"__dir__", moduleDir, kMethodInstance, "__dir__() specialized for modules."},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

Ref moduleNew(Str* name, bool builtin) {
    Ref module = moduleAllocate(&gModuleType);
    if (module.isNull()) return nullptr;
    asModule(module.get())->builtin = builtin;
    if (!moduleInitFields(module.get(), Value::fromObject(name), Value())) return nullptr;
    return module;
}

Ref moduleNew(std::string_view name, bool builtin) {
    Ref text = strFromUtf8(name);
    if (text.isNull()) return nullptr;
    return moduleNew(asStr(text.get()), builtin);
}

bool readyModuleType() {
    gModuleType.dictOffset = static_cast<uint32_t>(offsetof(Module, dict));
    gModuleType.newFn = moduleTypeNew;
    gModuleType.init = moduleInit;
    gModuleType.dealloc = moduleDealloc;
    gModuleType.traverse = moduleTraverse;
    gModuleType.clear = moduleClear;
    gModuleType.repr = moduleRepr;
    gModuleType.getattr = moduleGetAttr;
    gModuleType.setattr = genericSetAttr;
    typeAddGetSets(&gModuleType, kModuleGetSets);
    typeAddMethods(&gModuleType, kModuleMethods);
    return typeReady(&gModuleType);
}

} // namespace taipan
