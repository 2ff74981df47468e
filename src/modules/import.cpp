// The import system (see import.h for how a name is found and the
// invariants kept): __import__'s work, the finders and loaders of
// sys.meta_path, the execution of a module's source file, and what
// `taipan -m` needs to find the module it runs.
//
// The classes a program can see (ModuleSpec, BuiltinImporter, PathFinder,
// SourceFileLoader, NamespaceLoader) are written in Python below and live in
// the module `_frozen_importlib`; the work they stand for is native. The
// native side recognises the default finders and loaders and does their work
// directly, so a module's traceback shows no frame of the machinery and a
// plain import calls no Python code but ModuleSpec's constructor.
#include "modules/import.h"

#include "compile/compiler.h"
#include "modules/modules.h"
#include "modules/native_modules.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type.h"
#include "parse/arena.h"
#include "parse/parser.h"
#include "parse/source_file.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/thread_state.h"
#include "vm/eval.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

#ifndef TAIPAN_LIB_DIR
#define TAIPAN_LIB_DIR "lib"
#endif

namespace taipan::modules {

namespace {

// The Python half of the machinery. Every method that does real work calls
// a native function of this file (named with a leading underscore and put in
// the module's namespace before this code runs).
const char kBootstrapSource[] = R"PY(
class ModuleSpec:
    """What the import system knows about a module before loading it."""

    def __init__(self, name, loader, *, origin=None, loader_state=None, is_package=None):
        self.name, self.loader, self.origin = name, loader, origin
        self.loader_state = loader_state
        self.submodule_search_locations = None if not is_package else []
        self._initializing = False
        self._located = False
        self._cached = None

    def __repr__(self):
        shown = ['name=' + repr(self.name), 'loader=' + repr(self.loader)]
        if self.origin is not None:
            shown.append('origin=' + repr(self.origin))
        locations = self.submodule_search_locations
        if locations is not None:
            shown.append('submodule_search_locations=' + str(locations))
        return type(self).__name__ + '(' + ', '.join(shown) + ')'

    def _key(self):
        return (self.name, self.loader, self.origin, self.submodule_search_locations,
                self.cached, self.has_location)

    def __eq__(self, other):
        if isinstance(other, ModuleSpec):
            return self._key() == other._key()
        return NotImplemented

    __hash__ = None

    @property
    def parent(self):
        if self.submodule_search_locations is None:
            return self.name.rpartition('.')[0]
        return self.name

    @property
    def has_location(self):
        return self._located

    @has_location.setter
    def has_location(self, located):
        self._located = bool(located)

    @property
    def cached(self):
        # Taipan never writes compiled files, so there is nothing cached.
        return self._cached

    @cached.setter
    def cached(self, value):
        self._cached = value


def _adopt_spec(module, spec):
    """Sets the import attributes a spec gives a module."""
    for attribute, value in (('__spec__', spec), ('__loader__', spec.loader),
                             ('__package__', spec.parent)):
        setattr(module, attribute, value)
    locations = spec.submodule_search_locations
    if locations is not None:
        module.__path__ = locations
    if spec.has_location:
        module.__file__ = spec.origin
        module.__cached__ = spec.cached


class BuiltinImporter:
    """Finds and loads the modules built into the interpreter."""

    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        if path is not None or not _is_builtin(fullname):
            return None
        return ModuleSpec(fullname, cls, origin='built-in')

    @staticmethod
    def create_module(spec):
        return _create_builtin(spec.name)

    @staticmethod
    def exec_module(module):
        return None

    @classmethod
    def get_code(cls, fullname):
        return None

    @classmethod
    def get_source(cls, fullname):
        return None

    @classmethod
    def is_package(cls, fullname):
        return False


class SourceFileLoader:
    """Loads a module from a .py file (nothing compiled is ever cached)."""

    def __init__(self, fullname, path):
        self.name = fullname
        self.path = path

    def __eq__(self, other):
        return type(self) is type(other) and self.__dict__ == other.__dict__

    def __hash__(self):
        return hash(self.name) ^ hash(self.path)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        _exec_source(module, self.path)

    def get_filename(self, name=None):
        return self.path

    def get_source(self, name=None):
        return _read_source(self.path)

    def get_code(self, name=None):
        return _source_code(self.path)

    def is_package(self, fullname):
        tail = self.path.rpartition('/')[2]
        return tail.rpartition('.')[0] == '__init__'


class NamespaceLoader:
    """The loader of a namespace package (a directory without __init__.py)."""

    def __init__(self, name, path):
        self.name = name
        self.path = path

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        return None

    def is_package(self, fullname):
        return True

    def get_source(self, fullname):
        return ''

    def get_code(self, fullname):
        return compile('', '<string>', 'exec')


class PathFinder:
    """Finds modules along sys.path, or a package's __path__."""

    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        return _path_find_spec(fullname, path)

    @classmethod
    def invalidate_caches(cls):
        return None
)PY";

// The `_frozen_importlib` module and the classes in it (owned for the life of
// the process once the import system is initialized).
Object* gBootstrap = nullptr;
Value gModuleSpecClass;
Value gBuiltinImporterClass;
Value gPathFinderClass;
Value gSourceFileLoaderClass;
Value gNamespaceLoaderClass;

std::string text(Value v) {
    return std::string(strUtf8(asStr(v)));
}

Value sysAttribute(const char* name) {
    if (interpreter().sysModule == nullptr) return Value();
    return dictGetStr(moduleDict(Value::fromObject(interpreter().sysModule)), internStr(name));
}

// Raises `type` (ImportError or a subclass) with the message and its `name`
// (and `path` when given) attributes set.
Ref raiseImportError(Type* type, const std::string& message, Value name, Value path = Value()) {
    Ref messageObject = strFromUtf8(message);
    if (messageObject.isNull()) return nullptr;
    Value argument = messageObject.get();
    Ref error = call(Value::fromObject(type), &argument, 1);
    if (error.isNull()) return nullptr;
    auto* object = static_cast<ImportErrorObject*>(error.object());
    if (!name.isNull()) {
        incref(name);
        decref(object->name);
        object->name = name;
    }
    if (!path.isNull()) {
        incref(path);
        decref(object->path);
        object->path = path;
    }
    return raiseObject(error.get());
}

Ref raiseNotFound(const std::string& message, Value name) {
    return raiseImportError(gModuleNotFoundError, message, name);
}

// sys.modules[name], borrowed; null when absent (or with an exception
// pending when sys.modules is unusable).
Value lookupModule(Value name) {
    Dict* modules = interpreter().modules;
    if (modules == nullptr) return Value();
    Value found;
    if (!dictLookup(modules, name, found)) return Value();
    return found;
}

bool isFile(const std::string& path) {
    struct stat info;
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

bool isDirectory(const std::string& path) {
    struct stat info;
    return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

std::string currentDirectory() {
    char buffer[4096];
    if (::getcwd(buffer, sizeof buffer) == nullptr) return "";
    return buffer;
}

Ref raiseFileError(const std::string& path) {
    int error = errno;
    Type* type = error == ENOENT ? gFileNotFoundError : gOSError;
    return raise(type, "[Errno %d] %s: '%s'", error, std::strerror(error), path.c_str());
}

// Parses and compiles a module's source file as compile(bytes, path, 'exec')
// does (PEP 263 coding line and BOM honoured).
Ref compileSourceFile(const std::string& path) {
    std::string source;
    if (!parse::readSourceFile(path, source)) return raiseFileError(path);
    parse::Arena arena;
    parse::ParseResult parsed = parse::parseBytes(source, path, parse::ParseMode::Exec, arena);
    printParseWarnings(parsed.warnings, path, source);
    if (parsed.error) {
        raiseSyntaxError(*parsed.error);
        return nullptr;
    }
    compile::CompileResult compiled =
        compile::compileModule(parsed.tree, path, source, parse::ParseMode::Exec);
    printParseWarnings(compiled.warnings, path, source);
    if (compiled.error) {
        raiseCompileError(compiled);
        return nullptr;
    }
    return std::move(compiled.code);
}

// Runs the source file at `path` in the namespace of `module`.
bool execSourceFile(Value module, const std::string& path) {
    Ref dictRef = getAttr(module, TAIPAN_NAME("__dict__"));
    if (dictRef.isNull()) return false;
    if (!isDict(dictRef.get())) {
        raise(gTypeError, "module __dict__ must be a dict");
        return false;
    }
    Dict* globals = asDict(dictRef.get());
    Ref code = compileSourceFile(path);
    if (code.isNull()) return false;
    // Imported modules see the builtins dict as __builtins__ (the main
    // module sees the module), as in CPython.
    if (dictGetStr(globals, TAIPAN_NAME("__builtins__")).isNull() &&
        !dictSetStr(globals, TAIPAN_NAME("__builtins__"),
                    Value::fromObject(interpreter().builtins))) {
        return false;
    }
    Ref result = vm::evalCode(asCode(code.get()), globals, Value());
    return !result.isNull();
}

// A new spec: ModuleSpec(name, loader, origin=origin) with the package's
// search locations and whether origin is a file location.
Ref makeSpec(Value name, Value loader, Value origin, Value searchLocations, bool hasLocation) {
    Value args[2] = {name, loader};
    Ref spec = call(gModuleSpecClass, args, 2);
    if (spec.isNull()) return nullptr;
    if (!origin.isNull() && !setAttr(spec.get(), internStr("origin"), origin)) return nullptr;
    if (!searchLocations.isNull() &&
        !setAttr(spec.get(), internStr("submodule_search_locations"), searchLocations)) {
        return nullptr;
    }
    if (hasLocation && !setAttr(spec.get(), internStr("_located"), trueValue())) {
        return nullptr;
    }
    return spec;
}

const NativeModuleDef* findNativeModule(std::string_view name) {
    for (const NativeModuleDef* def = kNativeModules; def->name != nullptr; ++def) {
        if (name == def->name) return def;
    }
    return nullptr;
}

bool isBuiltinName(std::string_view name) {
    return name == "sys" || name == "builtins" || findNativeModule(name) != nullptr;
}

// PathFinder's search: `path` is the parent package's __path__, or null/None
// for sys.path. Returns the spec, None when nothing was found, or null with
// an exception pending.
Ref pathFindSpec(Value name, Value path) {
    Ref entries;
    if (path.isNull() || path.is(noneValue())) {
        Value sysPath = sysAttribute("path");
        if (sysPath.isNull()) return noneRef();
        entries = Ref::borrow(sysPath);
    } else {
        entries = Ref::borrow(path);
    }
    std::string fullName = text(name);
    std::string tail = fullName.substr(fullName.rfind('.') + 1);
    Ref iterator = getIter(entries.get());
    if (iterator.isNull()) return nullptr;
    std::vector<std::string> namespacePortions;
    while (true) {
        Ref entry = iterNext(iterator.get());
        if (entry.isNull()) {
            if (hasPendingException()) return nullptr;
            break;
        }
        if (!isStr(entry.get())) continue;
        std::string directory = text(entry.get());
        if (directory.empty()) directory = currentDirectory();
        std::string base = directory + "/" + tail;
        if (isDirectory(base)) {
            std::string init = base + "/__init__.py";
            if (isFile(init)) {
                Ref origin = strFromUtf8(init);
                Ref location = strFromUtf8(base);
                if (origin.isNull() || location.isNull()) return nullptr;
                Value loaderArgs[2] = {name, origin.get()};
                Ref loader = call(gSourceFileLoaderClass, loaderArgs, 2);
                if (loader.isNull()) return nullptr;
                Value one = location.get();
                Ref locations = listFromValues(&one, 1);
                if (locations.isNull()) return nullptr;
                return makeSpec(name, loader.get(), origin.get(), locations.get(), true);
            }
        }
        std::string file = base + ".py";
        if (isFile(file)) {
            Ref origin = strFromUtf8(file);
            if (origin.isNull()) return nullptr;
            Value loaderArgs[2] = {name, origin.get()};
            Ref loader = call(gSourceFileLoaderClass, loaderArgs, 2);
            if (loader.isNull()) return nullptr;
            return makeSpec(name, loader.get(), origin.get(), Value(), true);
        }
        if (isDirectory(base)) namespacePortions.push_back(base);
    }
    if (namespacePortions.empty()) return noneRef();
    // A namespace package: every directory of that name along the path.
    Ref locations = listNew(0);
    if (locations.isNull()) return nullptr;
    for (const std::string& portion : namespacePortions) {
        Ref item = strFromUtf8(portion);
        if (item.isNull() || !listAppend(asList(locations.get()), item.get())) return nullptr;
    }
    Value loaderArgs[2] = {name, locations.get()};
    Ref loader = call(gNamespaceLoaderClass, loaderArgs, 2);
    if (loader.isNull()) return nullptr;
    return makeSpec(name, loader.get(), Value(), locations.get(), false);
}

// The spec of `name` from the finders of sys.meta_path; None when none of
// them knows it; null with an exception pending.
Ref findSpec(Value name, Value path) {
    Value metaPath = sysAttribute("meta_path");
    if (metaPath.isNull() || metaPath.is(noneValue())) {
        return raise(gImportError, "sys.meta_path is None, Python is likely shutting down");
    }
    Ref finders = listFromIterable(metaPath);
    if (finders.isNull()) return nullptr;
    List* list = asList(finders.get());
    Value pathArgument = path.isNull() ? noneValue() : path;
    for (int64_t i = 0; i < list->size; ++i) {
        Value finder = list->items[i];
        Ref spec;
        if (finder.is(gBuiltinImporterClass)) {
            if (!pathArgument.is(noneValue()) || !isBuiltinName(text(name))) continue;
            Ref origin = strFromUtf8("built-in");
            if (origin.isNull()) return nullptr;
            spec = makeSpec(name, finder, origin.get(), Value(), false);
        } else if (finder.is(gPathFinderClass)) {
            spec = pathFindSpec(name, pathArgument);
        } else {
            Ref method = getAttrOptional(finder, internStr("find_spec"));
            if (method.isNull()) {
                if (hasPendingException()) return nullptr;
                continue;
            }
            Value args[2] = {name, pathArgument};
            spec = call(method.get(), args, 2);
        }
        if (spec.isNull()) return nullptr;
        if (!spec.get().is(noneValue())) return spec;
    }
    return noneRef();
}

Ref createBuiltinModule(Value name) {
    std::string wanted = text(name);
    if (wanted == "sys") return Ref::borrow(Value::fromObject(interpreter().sysModule));
    if (wanted == "builtins") return Ref::borrow(Value::fromObject(interpreter().builtinsModule));
    const NativeModuleDef* def = findNativeModule(wanted);
    if (def == nullptr) {
        return raiseImportError(gImportError, "no built-in module named " + wanted, name);
    }
    return def->create();
}

// Sets a module's import attributes from its spec, as
// importlib.util.module_from_spec does.
bool initModuleAttributes(Value module, Value spec) {
    Ref name = getAttr(spec, internStr("name"));
    Ref loader = name.isNull() ? Ref() : getAttr(spec, internStr("loader"));
    Ref parent = loader.isNull() ? Ref() : getAttr(spec, internStr("parent"));
    if (parent.isNull()) return false;
    if (!setAttr(module, TAIPAN_NAME("__name__"), name.get()) ||
        !setAttr(module, TAIPAN_NAME("__loader__"), loader.get()) ||
        !setAttr(module, TAIPAN_NAME("__package__"), parent.get()) ||
        !setAttr(module, TAIPAN_NAME("__spec__"), spec)) {
        return false;
    }
    Ref locations = getAttr(spec, internStr("submodule_search_locations"));
    if (locations.isNull()) return false;
    if (!locations.get().is(noneValue()) &&
        !setAttr(module, TAIPAN_NAME("__path__"), locations.get())) {
        return false;
    }
    Ref hasLocation = getAttr(spec, internStr("has_location"));
    if (hasLocation.isNull()) return false;
    int located = truthy(hasLocation.get());
    if (located < 0) return false;
    if (isExactType(loader.get(), asType(gNamespaceLoaderClass)) &&
        !setAttr(module, TAIPAN_NAME("__file__"), noneValue())) {
        return false;
    }
    if (located) {
        Ref origin = getAttr(spec, internStr("origin"));
        if (origin.isNull() || !setAttr(module, TAIPAN_NAME("__file__"), origin.get())) {
            return false;
        }
        Ref cached = getAttr(spec, internStr("cached"));
        if (cached.isNull() || !setAttr(module, TAIPAN_NAME("__cached__"), cached.get())) {
            return false;
        }
    }
    return true;
}

bool setInitializing(Value spec, bool value) {
    return setAttr(spec, internStr("_initializing"), value ? trueValue() : falseValue());
}

// Runs `module` through its loader (native for the default loaders).
bool execModule(Value module, Value loader) {
    if (isExactType(loader, asType(gSourceFileLoaderClass))) {
        Ref path = getAttr(loader, internStr("path"));
        if (path.isNull()) return false;
        if (!isStr(path.get())) {
            raise(gTypeError, "loader path must be a str");
            return false;
        }
        return execSourceFile(module, text(path.get()));
    }
    if (loader.is(gBuiltinImporterClass) || isExactType(loader, asType(gNamespaceLoaderClass))) {
        return true;
    }
    Ref method = getAttrOptional(loader, internStr("exec_module"));
    if (method.isNull()) {
        if (hasPendingException()) return false;
        raise(gImportError, "loader has no exec_module()");
        return false;
    }
    return !callOneArg(method.get(), module).isNull();
}

// Creates the module a spec describes, runs it with the module in
// sys.modules and returns what sys.modules holds for the name afterwards.
Ref loadFromSpec(Value spec) {
    Ref name = getAttr(spec, internStr("name"));
    if (name.isNull()) return nullptr;
    Ref loader = getAttr(spec, internStr("loader"));
    if (loader.isNull()) return nullptr;
    Ref module;
    if (loader.get().is(gBuiltinImporterClass)) {
        module = createBuiltinModule(name.get());
        if (module.isNull()) return nullptr;
    } else if (!loader.get().is(noneValue()) &&
               !isExactType(loader.get(), asType(gSourceFileLoaderClass)) &&
               !isExactType(loader.get(), asType(gNamespaceLoaderClass))) {
        Ref create = getAttrOptional(loader.get(), internStr("create_module"));
        if (create.isNull() && hasPendingException()) return nullptr;
        if (create.isNull()) {
            return raise(gImportError, "loaders that define exec_module() must also define "
                                       "create_module()");
        }
        module = callOneArg(create.get(), spec);
        if (module.isNull()) return nullptr;
        if (module.get().is(noneValue())) module.reset();
    }
    if (module.isNull()) {
        if (!isStr(name.get())) return raise(gTypeError, "module name must be str");
        module = moduleNew(asStr(name.get()));
        if (module.isNull()) return nullptr;
    }
    if (!initModuleAttributes(module.get(), spec)) return nullptr;
    Dict* modules = interpreter().modules;
    if (!dictSetItem(modules, name.get(), module.get())) return nullptr;
    if (!setInitializing(spec, true)) return nullptr;
    bool ok = execModule(module.get(), loader.get());
    if (!ok) {
        Ref error = takePendingException();
        if (dictDelItem(modules, name.get()) < 0) clearPendingException();
        if (!setInitializing(spec, false)) clearPendingException();
        threadState().pendingException = error.release();
        return nullptr;
    }
    if (!setInitializing(spec, false)) return nullptr;
    // The module may have replaced itself in sys.modules; what is there now
    // is the result, moved to the end as CPython's pop-and-reinsert does.
    Value now = lookupModule(name.get());
    if (now.isNull()) {
        if (hasPendingException()) return nullptr;
        return raiseWithValue(gKeyError, name.get());
    }
    Ref result = Ref::borrow(now);
    if (dictDelItem(modules, name.get()) < 0 || !dictSetItem(modules, name.get(), result.get())) {
        return nullptr;
    }
    return result;
}

// Finds and loads `name` (not in sys.modules), its parents first.
Ref findAndLoad(Str* name) {
    std::string fullName(strUtf8(name));
    size_t dot = fullName.rfind('.');
    Ref path;
    Ref parentModule;
    Ref parentName;
    if (dot != std::string::npos) {
        parentName = strFromUtf8(fullName.substr(0, dot));
        if (parentName.isNull()) return nullptr;
        Value parent = lookupModule(parentName.get());
        if (parent.isNull()) {
            if (hasPendingException()) return nullptr;
            if (importAbsoluteName(asStr(parentName.get())).isNull()) return nullptr;
        }
        // Importing the parent may have imported this module too.
        Value already = lookupModule(Value::fromObject(name));
        if (!already.isNull()) return Ref::borrow(already);
        parent = lookupModule(parentName.get());
        if (parent.isNull()) {
            if (hasPendingException()) return nullptr;
            return raiseWithValue(gKeyError, parentName.get());
        }
        parentModule = Ref::borrow(parent);
        path = getAttrOptional(parent, TAIPAN_NAME("__path__"));
        if (path.isNull()) {
            if (hasPendingException()) return nullptr;
            return raiseNotFound("No module named '" + fullName + "'; '" + fullName.substr(0, dot) +
                                     "' is not a package",
                                 Value::fromObject(name));
        }
    }
    Ref spec = findSpec(Value::fromObject(name), path.isNull() ? Value() : path.get());
    if (spec.isNull()) return nullptr;
    if (spec.get().is(noneValue())) {
        return raiseNotFound("No module named '" + fullName + "'", Value::fromObject(name));
    }
    Ref module = loadFromSpec(spec.get());
    if (module.isNull()) return nullptr;
    if (!parentModule.isNull()) {
        Ref child = strFromUtf8(fullName.substr(dot + 1));
        if (child.isNull()) return nullptr;
        if (!setAttr(parentModule.get(), asStr(child.get()), module.get())) {
            clearPendingException();
        }
    }
    return module;
}

// The absolute name a relative import (level > 0) stands for, as CPython
// computes it from the importing module's globals.
Ref resolveName(Str* name, Value globals, int64_t level) {
    if (globals.isNull() || globals.is(noneValue())) {
        return raiseWithValue(gKeyError, Value::fromObject(internStr("'__name__' not in globals")));
    }
    if (!isDict(globals)) return raise(gTypeError, "globals must be a dict");
    Dict* dict = asDict(globals);
    Value package = dictGetStr(dict, TAIPAN_NAME("__package__"));
    if (!package.isNull() && package.is(noneValue())) package = Value();
    Ref packageRef;
    if (!package.isNull()) {
        if (!isStr(package)) return raise(gTypeError, "package must be a string");
        packageRef = Ref::borrow(package);
    } else {
        Value spec = dictGetStr(dict, TAIPAN_NAME("__spec__"));
        if (!spec.isNull() && !spec.is(noneValue())) {
            packageRef = getAttr(spec, internStr("parent"));
            if (packageRef.isNull()) return nullptr;
            if (!isStr(packageRef.get())) {
                return raise(gTypeError, "__spec__.parent must be a string");
            }
        } else {
            Value moduleName = dictGetStr(dict, TAIPAN_NAME("__name__"));
            if (moduleName.isNull()) {
                return raiseWithValue(gKeyError,
                                      Value::fromObject(internStr("'__name__' not in globals")));
            }
            if (!isStr(moduleName)) return raise(gTypeError, "__name__ must be a string");
            std::string packageText = text(moduleName);
            if (dictGetStr(dict, TAIPAN_NAME("__path__")).isNull()) {
                size_t dot = packageText.rfind('.');
                packageText = dot == std::string::npos ? "" : packageText.substr(0, dot);
            }
            packageRef = strFromUtf8(packageText);
            if (packageRef.isNull()) return nullptr;
        }
    }
    std::string base = text(packageRef.get());
    if (base.empty()) {
        return raise(gImportError, "attempted relative import with no known parent package");
    }
    for (int64_t i = 1; i < level; ++i) {
        size_t dot = base.rfind('.');
        if (dot == std::string::npos) {
            return raise(gImportError, "attempted relative import beyond top-level package");
        }
        base.resize(dot);
    }
    std::string tail(strUtf8(name));
    return strFromUtf8(tail.empty() ? base : base + "." + tail);
}

// `from package import a, b`: imports the names that are submodules not yet
// loaded (and, for '*', those of __all__).
bool handleFromList(Value module, Value fromlist, bool recursive) {
    Ref items = listFromIterable(fromlist);
    if (items.isNull()) return false;
    List* list = asList(items.get());
    for (int64_t i = 0; i < list->size; ++i) {
        Value item = list->items[i];
        if (!isStr(item)) {
            std::string where;
            if (recursive) {
                Ref moduleName = getAttr(module, TAIPAN_NAME("__name__"));
                if (moduleName.isNull()) return false;
                Ref shown = str(moduleName.get());
                if (shown.isNull()) return false;
                where = text(shown.get()) + ".__all__";
            } else {
                where = "``from list''";
            }
            raise(gTypeError, "Item in %s must be str, not %s", where.c_str(), typeOf(item)->name);
            return false;
        }
        std::string itemText = text(item);
        if (itemText == "*") {
            if (recursive) continue;
            Ref all = getAttrOptional(module, TAIPAN_NAME("__all__"));
            if (all.isNull()) {
                if (hasPendingException()) return false;
                continue;
            }
            if (!handleFromList(module, all.get(), true)) return false;
            continue;
        }
        Ref present = getAttrOptional(module, asStr(item));
        if (!present.isNull()) continue;
        if (hasPendingException()) return false;
        Ref moduleName = getAttr(module, TAIPAN_NAME("__name__"));
        if (moduleName.isNull()) return false;
        Ref shown = str(moduleName.get());
        if (shown.isNull()) return false;
        std::string fromName = text(shown.get()) + "." + itemText;
        Ref fromNameObject = strFromUtf8(fromName);
        if (fromNameObject.isNull()) return false;
        Ref imported = importAbsoluteName(asStr(fromNameObject.get()));
        if (!imported.isNull()) continue;
        // A missing submodule is not an error here: IMPORT_FROM reports the
        // missing name afterwards.
        if (!pendingExceptionMatches(gModuleNotFoundError)) return false;
        Ref error = takePendingException();
        Ref errorName = getAttrOptional(error.get(), internStr("name"));
        clearPendingException();
        bool sameName =
            !errorName.isNull() && isStr(errorName.get()) && text(errorName.get()) == fromName;
        Value inModules = lookupModule(fromNameObject.get());
        bool blocked = !inModules.isNull() && inModules.is(noneValue());
        if (sameName && !blocked) continue;
        threadState().pendingException = error.release();
        return false;
    }
    return true;
}

// ---- The native functions of _frozen_importlib ---------------------------------------

Ref nativeIsBuiltin(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_is_builtin", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(args[0])) return Ref::borrow(falseValue());
    return Ref::borrow(isBuiltinName(text(args[0])) ? trueValue() : falseValue());
}

Ref nativeCreateBuiltin(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_create_builtin", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(args[0])) return raise(gTypeError, "name must be a str");
    return createBuiltinModule(args[0]);
}

Ref nativeExecSource(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_exec_source", nargs, kwnames, 2, 2)) return nullptr;
    if (!isStr(args[1])) return raise(gTypeError, "path must be a str");
    if (!execSourceFile(args[0], text(args[1]))) return nullptr;
    return noneRef();
}

Ref nativeReadSource(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_read_source", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(args[0])) return raise(gTypeError, "path must be a str");
    std::string contents;
    if (!parse::readSourceFile(text(args[0]), contents)) return raiseFileError(text(args[0]));
    return strFromUtf8(contents);
}

Ref nativeSourceCode(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_source_code", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(args[0])) return raise(gTypeError, "path must be a str");
    return compileSourceFile(text(args[0]));
}

Ref nativePathFindSpec(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_path_find_spec", nargs, kwnames, 1, 2)) return nullptr;
    if (!isStr(args[0])) return raise(gTypeError, "name must be a str");
    return pathFindSpec(args[0], nargs > 1 ? args[1] : Value());
}

Ref nativeFindSpec(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_find_spec", nargs, kwnames, 1, 3)) return nullptr;
    if (!isStr(args[0])) return raise(gTypeError, "name must be a str");
    return findSpec(args[0], nargs > 1 ? args[1] : Value());
}

// _gcd_import(name, package=None, level=0): importlib.import_module's core.
Ref nativeGcdImport(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_gcd_import", nargs, kwnames, 1, 3)) return nullptr;
    if (!isStr(args[0])) {
        return raise(gTypeError, "module name must be str, not %s", typeOf(args[0])->name);
    }
    int64_t level = 0;
    if (nargs > 2 && !indexToInt64(args[2], level, gOverflowError)) return nullptr;
    if (level < 0) return raise(gValueError, "level must be >= 0");
    Ref absolute = Ref::borrow(args[0]);
    if (level > 0) {
        Value package = nargs > 1 ? args[1] : noneValue();
        if (!isStr(package)) return raise(gTypeError, "__package__ not set to a string");
        if (asStr(package)->length == 0) {
            return raise(gImportError, "attempted relative import with no known parent package");
        }
        Ref globals = dictNew();
        if (globals.isNull() ||
            !dictSetStr(asDict(globals.get()), TAIPAN_NAME("__package__"), package)) {
            return nullptr;
        }
        absolute = resolveName(asStr(args[0]), globals.get(), level);
        if (absolute.isNull()) return nullptr;
    }
    if (asStr(absolute.get())->length == 0) return raise(gValueError, "Empty module name");
    return importAbsoluteName(asStr(absolute.get()));
}

const MethodDef kBootstrapFunctions[] = {
    {"_is_builtin", nativeIsBuiltin, 0, nullptr},
    {"_create_builtin", nativeCreateBuiltin, 0, nullptr},
    {"_exec_source", nativeExecSource, 0, nullptr},
    {"_read_source", nativeReadSource, 0, nullptr},
    {"_source_code", nativeSourceCode, 0, nullptr},
    {"_path_find_spec", nativePathFindSpec, 0, nullptr},
    {"_find_spec", nativeFindSpec, 0, nullptr},
    {"_gcd_import", nativeGcdImport, 0, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

bool setSysName(const char* name, Value value) {
    return dictSetStr(moduleDict(Value::fromObject(interpreter().sysModule)), internStr(name),
                      value);
}

// The spec of a module created before the import system (sys, builtins).
bool giveBuiltinSpec(Object* module, const char* name) {
    Ref nameObject = strFromUtf8(name);
    Ref origin = strFromUtf8("built-in");
    if (nameObject.isNull() || origin.isNull()) return false;
    Ref spec = makeSpec(nameObject.get(), gBuiltinImporterClass, origin.get(), Value(), false);
    if (spec.isNull()) return false;
    Value moduleValue = Value::fromObject(module);
    return setAttr(moduleValue, TAIPAN_NAME("__spec__"), spec.get()) &&
           setAttr(moduleValue, TAIPAN_NAME("__loader__"), gBuiltinImporterClass);
}

Value classOf(Dict* dict, const char* name) {
    Value value = dictGetStr(dict, internStr(name));
    incref(value); // kept for the life of the process
    return value;
}

} // namespace

std::string libDirectory() {
    const char* fromEnvironment = std::getenv("TAIPANLIB");
    if (fromEnvironment != nullptr && fromEnvironment[0] != '\0') return fromEnvironment;
    return TAIPAN_LIB_DIR;
}

bool initializeImportSystem() {
    if (gBootstrap != nullptr) return true;
    Ref module = moduleNew(std::string_view("_frozen_importlib"), true);
    if (module.isNull()) return false;
    Dict* dict = moduleDict(module.get());
    if (!dictSetStr(dict, TAIPAN_NAME("__builtins__"), Value::fromObject(interpreter().builtins))) {
        return false;
    }
    for (const MethodDef* def = kBootstrapFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !dictSetStr(dict, internStr(def->name), function.get())) {
            return false;
        }
    }
    Ref code =
        compileText(kBootstrapSource, "<frozen importlib._bootstrap>", parse::ParseMode::Exec);
    if (code.isNull()) return false;
    if (vm::evalCode(asCode(code.get()), dict, Value::fromObject(dict)).isNull()) return false;
    gModuleSpecClass = classOf(dict, "ModuleSpec");
    gBuiltinImporterClass = classOf(dict, "BuiltinImporter");
    gPathFinderClass = classOf(dict, "PathFinder");
    gSourceFileLoaderClass = classOf(dict, "SourceFileLoader");
    gNamespaceLoaderClass = classOf(dict, "NamespaceLoader");
    if (!dictSetStr(interpreter().modules, TAIPAN_NAME("_frozen_importlib"), module.get())) {
        return false;
    }
    gBootstrap = module.release().object();

    Value finders[2] = {gBuiltinImporterClass, gPathFinderClass};
    Ref metaPath = listFromValues(finders, 2);
    Ref pathHooks = listNew(0);
    Ref importerCache = dictNew();
    if (metaPath.isNull() || pathHooks.isNull() || importerCache.isNull() ||
        !setSysName("meta_path", metaPath.get()) || !setSysName("path_hooks", pathHooks.get()) ||
        !setSysName("path_importer_cache", importerCache.get())) {
        return false;
    }
    Value path = sysAttribute("path");
    if (!path.isNull() && isList(path)) {
        Ref lib = strFromUtf8(libDirectory());
        if (lib.isNull() || !listAppend(asList(path), lib.get())) return false;
    }
    return giveBuiltinSpec(interpreter().sysModule, "sys") &&
           giveBuiltinSpec(interpreter().builtinsModule, "builtins");
}

Ref importAbsoluteName(Str* name) {
    Value found = lookupModule(Value::fromObject(name));
    if (!found.isNull()) {
        if (found.is(noneValue())) {
            return raiseNotFound("import of " + std::string(strUtf8(name)) +
                                     " halted; None in sys.modules",
                                 Value::fromObject(name));
        }
        return Ref::borrow(found);
    }
    if (hasPendingException()) return nullptr;
    if (gBootstrap == nullptr) {
        // Before the import system exists only the native modules are there.
        Ref native = importNativeModule(name);
        if (!native.isNull() || hasPendingException()) return native;
        return raiseNotFound("No module named '" + std::string(strUtf8(name)) + "'",
                             Value::fromObject(name));
    }
    return findAndLoad(name);
}

Ref importModuleLevel(Str* name, Value globals, Value fromlist, int64_t level) {
    Ref absolute = Ref::borrow(Value::fromObject(name));
    if (level > 0) {
        absolute = resolveName(name, globals, level);
        if (absolute.isNull()) return nullptr;
    } else if (name->length == 0) {
        return raise(gValueError, "Empty module name");
    }
    Ref module = importAbsoluteName(asStr(absolute.get()));
    if (module.isNull()) return nullptr;
    bool emptyFromList = true;
    if (!fromlist.isNull() && !fromlist.is(noneValue())) {
        int isTrue = truthy(fromlist);
        if (isTrue < 0) return nullptr;
        emptyFromList = isTrue == 0;
    }
    if (emptyFromList) {
        std::string nameText(strUtf8(name));
        if (level == 0 || !nameText.empty()) {
            std::string front = nameText.substr(0, nameText.find('.'));
            if (level == 0) {
                if (front.size() == nameText.size()) return module;
                Ref frontName = strFromUtf8(front);
                if (frontName.isNull()) return nullptr;
                return importAbsoluteName(asStr(frontName.get()));
            }
            std::string absoluteText = text(absolute.get());
            size_t cut = nameText.size() - front.size();
            Ref toReturn = strFromUtf8(absoluteText.substr(0, absoluteText.size() - cut));
            if (toReturn.isNull()) return nullptr;
            Value found = lookupModule(toReturn.get());
            if (found.isNull()) {
                if (hasPendingException()) return nullptr;
                Ref shown = repr(toReturn.get());
                if (shown.isNull()) return nullptr;
                return raise(gKeyError, "%s not in sys.modules as expected",
                             text(shown.get()).c_str());
            }
            return Ref::borrow(found);
        }
        return module;
    }
    Ref path = getAttrOptional(module.get(), TAIPAN_NAME("__path__"));
    if (path.isNull()) {
        if (hasPendingException()) return nullptr;
        return module;
    }
    if (!handleFromList(module.get(), fromlist, false)) return nullptr;
    return module;
}

Ref importFromFallback(Value module, Str* name) {
    Ref moduleName = getAttrOptional(module, TAIPAN_NAME("__name__"));
    if (moduleName.isNull() && hasPendingException()) clearPendingException();
    bool named = !moduleName.isNull() && isStr(moduleName.get());
    if (named && interpreter().modules != nullptr) {
        std::string full = text(moduleName.get()) + "." + std::string(strUtf8(name));
        Ref key = strFromUtf8(full);
        if (key.isNull()) return nullptr;
        Value found = lookupModule(key.get());
        if (!found.isNull()) return Ref::borrow(found);
        if (hasPendingException()) return nullptr;
    }
    std::string nameText(strUtf8(name));
    std::string moduleText = named ? text(moduleName.get()) : "<unknown module name>";
    Ref file = getAttrOptional(module, TAIPAN_NAME("__file__"));
    if (file.isNull()) clearPendingException();
    bool hasFile = !file.isNull() && isStr(file.get());
    std::string location = hasFile ? text(file.get()) : "unknown location";
    bool initializing = false;
    Ref spec = getAttrOptional(module, TAIPAN_NAME("__spec__"));
    if (spec.isNull()) clearPendingException();
    if (!spec.isNull() && !spec.get().is(noneValue())) {
        Ref flag = getAttrOptional(spec.get(), internStr("_initializing"));
        if (flag.isNull()) clearPendingException();
        if (!flag.isNull()) {
            int value = truthy(flag.get());
            if (value < 0) clearPendingException();
            initializing = value > 0;
        }
    }
    std::string message =
        initializing
            ? "cannot import name '" + nameText + "' from partially initialized module '" +
                  moduleText + "' (most likely due to a circular import) (" + location + ")"
            : "cannot import name '" + nameText + "' from '" + moduleText + "' (" + location + ")";
    Ref messageObject = strFromUtf8(message);
    if (messageObject.isNull()) return nullptr;
    Value argument = messageObject.get();
    Ref error = call(Value::fromObject(gImportError), &argument, 1);
    if (error.isNull()) return nullptr;
    auto* object = static_cast<ImportErrorObject*>(error.object());
    if (named) {
        incref(moduleName.get());
        decref(object->name);
        object->name = moduleName.get();
    }
    if (hasFile) {
        incref(file.get());
        decref(object->path);
        object->path = file.get();
    }
    incref(Value::fromObject(name));
    decref(object->nameFrom);
    object->nameFrom = Value::fromObject(name);
    return raiseObject(error.get());
}

bool findMainModule(const std::string& name, MainModule& out, std::string& error) {
    if (!name.empty() && name[0] == '.') {
        error = "Relative module names not supported";
        return false;
    }
    Ref nameObject = strFromUtf8(name);
    if (nameObject.isNull()) return false;
    size_t dot = name.rfind('.');
    if (dot != std::string::npos) {
        std::string packageName = name.substr(0, dot);
        Ref packageObject = strFromUtf8(packageName);
        if (packageObject.isNull()) return false;
        if (importAbsoluteName(asStr(packageObject.get())).isNull()) {
            // A missing parent is reported below as a missing module; any
            // other failure propagates.
            if (!pendingExceptionMatches(gImportError)) return false;
            Ref exception = takePendingException();
            Ref errorName = getAttrOptional(exception.get(), internStr("name"));
            clearPendingException();
            bool parentMissing = false;
            if (!errorName.isNull() && isStr(errorName.get())) {
                std::string missing = text(errorName.get());
                parentMissing = missing == packageName ||
                                packageName.compare(0, missing.size() + 1, missing + ".") == 0;
            }
            if (!parentMissing) {
                threadState().pendingException = exception.release();
                return false;
            }
        }
    }
    // importlib.util.find_spec: a loaded module's own spec, else the finders
    // (after importing the parent package).
    Ref spec;
    Value loaded = lookupModule(nameObject.get());
    if (!loaded.isNull() && !loaded.is(noneValue())) {
        spec = getAttr(loaded, TAIPAN_NAME("__spec__"));
        if (!spec.isNull() && spec.get().is(noneValue())) {
            raise(gValueError, "%s.__spec__ is None", name.c_str());
            spec.reset();
        }
    } else {
        Ref path;
        if (dot != std::string::npos) {
            Ref packageObject = strFromUtf8(name.substr(0, dot));
            Ref parent =
                packageObject.isNull() ? Ref() : importAbsoluteName(asStr(packageObject.get()));
            if (!parent.isNull()) {
                path = getAttrOptional(parent.get(), TAIPAN_NAME("__path__"));
                if (path.isNull() && !hasPendingException()) {
                    raiseNotFound("__path__ attribute not found on '" + name.substr(0, dot) +
                                      "' while trying to find '" + name + "'",
                                  nameObject.get());
                }
            }
        }
        if (!hasPendingException()) {
            spec = findSpec(nameObject.get(), path.isNull() ? Value() : path.get());
        }
    }
    if (spec.isNull()) {
        if (!pendingExceptionMatches(gImportError) && !pendingExceptionMatches(gAttributeError) &&
            !pendingExceptionMatches(gTypeError) && !pendingExceptionMatches(gValueError)) {
            return false;
        }
        Ref exception = takePendingException();
        Ref shown = str(exception.get());
        std::string detail = shown.isNull() ? "" : text(shown.get());
        clearPendingException();
        error = "Error while finding module specification for '" + name + "' (" +
                typeOf(exception.get())->name + ": " + detail + ")";
        if (name.size() > 3 && name.compare(name.size() - 3, 3, ".py") == 0) {
            error += ". Try using '" + name.substr(0, name.size() - 3) + "' instead of '" + name +
                     "' as the module name.";
        }
        return false;
    }
    if (spec.get().is(noneValue())) {
        error = "No module named " + name;
        return false;
    }
    Ref locations = getAttr(spec.get(), internStr("submodule_search_locations"));
    if (locations.isNull()) return false;
    if (!locations.get().is(noneValue())) {
        if (name == "__main__" ||
            (name.size() >= 9 && name.compare(name.size() - 9, 9, ".__main__") == 0)) {
            error = "Cannot use package as __main__ module";
            return false;
        }
        if (findMainModule(name + ".__main__", out, error)) return true;
        if (hasPendingException()) return false;
        if (lookupModule(nameObject.get()).isNull()) return false;
        error += "; '" + name + "' is a package and cannot be directly executed";
        return false;
    }
    Ref loader = getAttr(spec.get(), internStr("loader"));
    if (loader.isNull()) return false;
    if (loader.get().is(noneValue())) {
        error = "'" + name + "' is a namespace package and cannot be executed";
        return false;
    }
    Ref code;
    if (isExactType(loader.get(), asType(gSourceFileLoaderClass))) {
        Ref path = getAttr(loader.get(), internStr("path"));
        if (path.isNull()) return false;
        out.file = text(path.get());
        code = compileSourceFile(out.file);
        if (code.isNull()) return false;
    } else {
        Ref getCode = getAttrOptional(loader.get(), internStr("get_code"));
        if (getCode.isNull()) {
            if (hasPendingException()) return false;
            error = "No code object available for " + name;
            return false;
        }
        code = callOneArg(getCode.get(), nameObject.get());
        if (code.isNull()) {
            if (!pendingExceptionMatches(gImportError)) return false;
            Ref exception = takePendingException();
            Ref shown = str(exception.get());
            clearPendingException();
            error = shown.isNull() ? "" : text(shown.get());
            return false;
        }
        if (code.get().is(noneValue())) {
            error = "No code object available for " + name;
            return false;
        }
        Ref origin = getAttr(spec.get(), internStr("origin"));
        if (origin.isNull()) return false;
        out.file = isStr(origin.get()) ? text(origin.get()) : "";
    }
    out.code = std::move(code);
    out.spec = std::move(spec);
    return true;
}

} // namespace taipan::modules
