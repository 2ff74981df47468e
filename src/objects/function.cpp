// The function, method (bound method) and cell types, and the services the
// VM lends the object model through gVmHooks (objects/type.h).
//
// Invariants (see objects/function.h for the layouts):
//  - Functions, methods and cells are GC-tracked from the moment every field
//    they traverse is set; their deallocs untrack first.
//  - Every setter that changes what a call does (__code__, __defaults__,
//    __kwdefaults__) bumps Function::version.
//  - A function is a method descriptor (kTypeMethodDescriptor): getting it
//    through an instance binds it, so the VM's LOAD_ATTR may skip creating
//    the bound method and push (function, self) instead.
#include "objects/function.h"

#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/module.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "vm/call.h"
#include "vm/eval.h"
#include "vm/frame.h"

#include <cstdio>
#include <memory>
#include <string>

#pragma GCC diagnostic ignored "-Winvalid-offsetof"

namespace taipan {

Type gFunctionType = staticType("function", sizeof(Function), 0,
                                kTypeGcTracked | kTypeHasInstanceDict | kTypeMethodDescriptor);
Type gMethodType = staticType("method", sizeof(Method), 0, kTypeGcTracked);
Type gCellType = staticType("cell", sizeof(Cell), 0, kTypeGcTracked);

namespace {

uint32_t gNextFunctionVersion = 1;

// Versions are never reused: once the counter is spent every function gets
// 0, which call-site caches never accept.
uint32_t nextFunctionVersion() {
    if (gNextFunctionVersion == 0) return 0;
    return gNextFunctionVersion++;
}

Value orNone(Value v) {
    return v.isNull() ? noneValue() : v;
}

// Replaces an owned Value field with a new reference to `value`.
void setField(Value& field, Value value) {
    Value old = field;
    incref(value);
    field = value;
    decref(old);
}

template <typename T> void setObjectField(T*& field, T* value) {
    T* old = field;
    if (value != nullptr) incref(value);
    field = value;
    if (old != nullptr) decref(old);
}

std::string utf8(Value v) {
    return std::string(strUtf8(asStr(v)));
}

std::string addressText(const void* address) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%p", address);
    return buffer;
}

// ---- function ----------------------------------------------------------------------

void functionTraverse(Object* self, VisitFn visit, void* context) {
    auto* f = static_cast<Function*>(self);
    auto visitObject = [&](Object* o) {
        if (o != nullptr) visit(Value::fromObject(o), context);
    };
    visitObject(f->code);
    visitObject(f->globals);
    visitObject(f->builtins);
    visit(f->module, context);
    visit(f->doc, context);
    visitObject(f->defaults);
    visitObject(f->kwdefaults);
    visitObject(f->closure);
    visit(f->annotations, context);
    visitObject(f->dict);
    visit(f->typeParams, context);
}

void functionClear(Object* self) {
    auto* f = static_cast<Function*>(self);
    // code, globals, builtins, name and qualname stay: they are never null
    // (the invariant) and cannot form cycles on their own... except globals,
    // which routinely holds the function itself; drop everything else and
    // let the globals dict's own clear break that cycle.
    setField(f->module, Value());
    setField(f->doc, Value());
    setObjectField(f->defaults, static_cast<Tuple*>(nullptr));
    setObjectField(f->kwdefaults, static_cast<Dict*>(nullptr));
    setObjectField(f->closure, static_cast<Tuple*>(nullptr));
    setField(f->annotations, Value());
    setObjectField(f->dict, static_cast<Dict*>(nullptr));
    setField(f->typeParams, Value());
}

void functionDealloc(Object* self) {
    gcUntrack(self);
    functionClear(self);
    auto* f = static_cast<Function*>(self);
    decref(f->code);
    decref(f->globals);
    decref(f->builtins);
    decref(f->name);
    decref(f->qualname);
    freeObjectMemory(self);
}

Ref functionRepr(Value self) {
    Function* f = asFunction(self);
    return strFromUtf8("<function " + utf8(Value::fromObject(f->qualname)) + " at " +
                       addressText(f) + ">");
}

Ref functionCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    return vm::callPythonFunction(callable, args, nargs, kwnames);
}

Ref functionDescrGet(Value descriptor, Value instance, Value owner) {
    if (instance.isNull()) return Ref::borrow(descriptor);
    return methodNew(descriptor, instance);
}

// -- getsets

Ref getCode(Value self) {
    return Ref::borrow(Value::fromObject(asFunction(self)->code));
}

bool setCode(Value self, Value value) {
    if (value.isNull() || typeOf(value) != &gCodeType) {
        raise(gTypeError, "__code__ must be set to a code object");
        return false;
    }
    Function* f = asFunction(self);
    Code* code = asCode(value);
    int32_t closureSize = f->closure == nullptr ? 0 : static_cast<int32_t>(f->closure->size);
    if (code->nfreevars != closureSize) {
        raise(gValueError, "%s() requires a code object with %d free vars, not %d",
              utf8(Value::fromObject(f->name)).c_str(), closureSize, code->nfreevars);
        return false;
    }
    setObjectField(f->code, code);
    f->version = nextFunctionVersion();
    return true;
}

Ref getDefaults(Value self) {
    Tuple* d = asFunction(self)->defaults;
    return Ref::borrow(d == nullptr ? noneValue() : Value::fromObject(d));
}

bool setDefaults(Value self, Value value) {
    Function* f = asFunction(self);
    if (value.isNull() || value.is(noneValue())) {
        setObjectField(f->defaults, static_cast<Tuple*>(nullptr));
    } else if (isTuple(value)) {
        setObjectField(f->defaults, asTuple(value));
    } else {
        raise(gTypeError, "__defaults__ must be set to a tuple object");
        return false;
    }
    f->version = nextFunctionVersion();
    return true;
}

Ref getKwDefaults(Value self) {
    Dict* d = asFunction(self)->kwdefaults;
    return Ref::borrow(d == nullptr ? noneValue() : Value::fromObject(d));
}

bool setKwDefaults(Value self, Value value) {
    Function* f = asFunction(self);
    if (value.isNull() || value.is(noneValue())) {
        setObjectField(f->kwdefaults, static_cast<Dict*>(nullptr));
    } else if (isDict(value)) {
        setObjectField(f->kwdefaults, asDict(value));
    } else {
        raise(gTypeError, "__kwdefaults__ must be set to a dict object");
        return false;
    }
    f->version = nextFunctionVersion();
    return true;
}

Ref getAnnotations(Value self) {
    Function* f = asFunction(self);
    if (f->annotations.isNull()) {
        Ref dict = dictNew();
        if (dict.isNull()) return nullptr;
        f->annotations = dict.release();
    } else if (isTuple(f->annotations)) {
        // The compiler may hand over annotations as a flat (name, value, ...)
        // tuple, as CPython's does; turn it into the dict on first read.
        Tuple* flat = asTuple(f->annotations);
        Ref dict = dictNew();
        if (dict.isNull()) return nullptr;
        for (int64_t i = 0; i + 1 < flat->size; i += 2) {
            if (!dictSetItem(asDict(dict.get()), flat->items()[i], flat->items()[i + 1])) {
                return nullptr;
            }
        }
        setField(f->annotations, dict.get());
    }
    return Ref::borrow(f->annotations);
}

bool setAnnotations(Value self, Value value) {
    Function* f = asFunction(self);
    if (value.isNull() || value.is(noneValue())) {
        setField(f->annotations, Value());
        return true;
    }
    if (!isDict(value)) {
        raise(gTypeError, "__annotations__ must be set to a dict object");
        return false;
    }
    setField(f->annotations, value);
    return true;
}

Ref getDict(Value self) {
    Function* f = asFunction(self);
    if (f->dict == nullptr) {
        Ref dict = dictNew();
        if (dict.isNull()) return nullptr;
        f->dict = asDict(dict.release());
    }
    return Ref::borrow(Value::fromObject(f->dict));
}

bool setDict(Value self, Value value) {
    if (value.isNull()) {
        raise(gTypeError, "cannot delete __dict__");
        return false;
    }
    if (!isDict(value)) {
        raise(gTypeError, "__dict__ must be set to a dictionary, not a '%s'", typeOf(value)->name);
        return false;
    }
    setObjectField(asFunction(self)->dict, asDict(value));
    return true;
}

Ref getName(Value self) {
    return Ref::borrow(Value::fromObject(asFunction(self)->name));
}

bool setName(Value self, Value value) {
    if (value.isNull() || !isStr(value)) {
        raise(gTypeError, "__name__ must be set to a string object");
        return false;
    }
    setObjectField(asFunction(self)->name, asStr(value));
    return true;
}

Ref getQualname(Value self) {
    return Ref::borrow(Value::fromObject(asFunction(self)->qualname));
}

bool setQualname(Value self, Value value) {
    if (value.isNull() || !isStr(value)) {
        raise(gTypeError, "__qualname__ must be set to a string object");
        return false;
    }
    setObjectField(asFunction(self)->qualname, asStr(value));
    return true;
}

Ref getTypeParams(Value self) {
    Value params = asFunction(self)->typeParams;
    if (params.isNull()) return emptyTuple();
    return Ref::borrow(params);
}

bool setTypeParams(Value self, Value value) {
    if (value.isNull() || !isTuple(value)) {
        raise(gTypeError, "__type_params__ must be set to a tuple");
        return false;
    }
    setField(asFunction(self)->typeParams, value);
    return true;
}

Ref getGlobals(Value self) {
    return Ref::borrow(Value::fromObject(asFunction(self)->globals));
}
Ref getBuiltins(Value self) {
    return Ref::borrow(Value::fromObject(asFunction(self)->builtins));
}

Ref getClosure(Value self) {
    Tuple* c = asFunction(self)->closure;
    return Ref::borrow(c == nullptr ? noneValue() : Value::fromObject(c));
}

Ref getDoc(Value self) {
    return Ref::borrow(orNone(asFunction(self)->doc));
}

bool setDoc(Value self, Value value) {
    setField(asFunction(self)->doc, value.isNull() ? noneValue() : value);
    return true;
}

Ref getModule(Value self) {
    return Ref::borrow(orNone(asFunction(self)->module));
}

bool setModule(Value self, Value value) {
    setField(asFunction(self)->module, value.isNull() ? noneValue() : value);
    return true;
}

// "readonly attribute", as CPython's read-only members say.
bool readOnly(Value, Value) {
    raise(gAttributeError, "readonly attribute");
    return false;
}

const GetSetDef kFunctionGetSets[] = {
    {"__code__", getCode, setCode, nullptr},
    {"__defaults__", getDefaults, setDefaults, nullptr},
    {"__kwdefaults__", getKwDefaults, setKwDefaults, nullptr},
    {"__annotations__", getAnnotations, setAnnotations, nullptr},
    {"__dict__", getDict, setDict, nullptr},
    {"__name__", getName, setName, nullptr},
    {"__qualname__", getQualname, setQualname, nullptr},
    {"__type_params__", getTypeParams, setTypeParams, nullptr},
    {"__globals__", getGlobals, readOnly, nullptr},
    {"__builtins__", getBuiltins, readOnly, nullptr},
    {"__closure__", getClosure, readOnly, nullptr},
    {"__doc__", getDoc, setDoc, nullptr},
    {"__module__", getModule, setModule, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// function(code, globals, name=None, argdefs=None, closure=None, kwdefaults=None)
Ref functionTypeNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"code",    "globals", "name",
                                         "argdefs", "closure", "kwdefaults"};
    static const NativeSignature kSignature = {"function", kNames, 6, 0, 6, 2};
    Value values[6] = {};
    if (!bindArguments(kSignature, args, callArgCount(nargs), kwnames, values)) return nullptr;
    if (typeOf(values[0]) != &gCodeType) {
        return raise(gTypeError, "function() argument 'code' must be code, not %s",
                     typeOf(values[0])->name);
    }
    if (!isDict(values[1])) {
        return raise(gTypeError, "function() argument 'globals' must be dict, not %s",
                     typeOf(values[1])->name);
    }
    Code* code = asCode(values[0]);
    Value name = values[2], argdefs = values[3], closure = values[4], kwdefaults = values[5];
    if (!name.isNull() && !name.is(noneValue()) && !isStr(name)) {
        return raise(gTypeError, "arg 3 (name) must be None or string");
    }
    if (!argdefs.isNull() && !argdefs.is(noneValue()) && !isTuple(argdefs)) {
        return raise(gTypeError, "arg 4 (defaults) must be None or tuple");
    }
    if (!kwdefaults.isNull() && !kwdefaults.is(noneValue()) && !isDict(kwdefaults)) {
        return raise(gTypeError, "arg 6 (kwdefaults) must be None or dict");
    }
    int64_t closureSize = 0;
    if (!closure.isNull() && !closure.is(noneValue())) {
        if (!isTuple(closure)) {
            return raise(gTypeError, "arg 5 (closure) must be None or tuple");
        }
        closureSize = asTuple(closure)->size;
    }
    if (code->nfreevars != closureSize) {
        if (closureSize == 0) {
            return raise(gTypeError, "arg 5 (closure) must be tuple");
        }
        return raise(gValueError, "%s requires closure of length %d, not %lld",
                     utf8(Value::fromObject(code->name)).c_str(), code->nfreevars,
                     static_cast<long long>(closureSize));
    }
    for (int64_t i = 0; i < closureSize; ++i) {
        Value item = asTuple(closure)->items()[i];
        if (!isCell(item)) {
            return raise(gTypeError, "arg 5 (closure) expected cell, found %s", typeOf(item)->name);
        }
    }
    Ref result = functionNew(code, asDict(values[1]));
    if (result.isNull()) return nullptr;
    Function* f = asFunction(result.get());
    if (!name.isNull() && !name.is(noneValue())) setObjectField(f->name, asStr(name));
    if (!argdefs.isNull() && !argdefs.is(noneValue()))
        setObjectField(f->defaults, asTuple(argdefs));
    if (closureSize != 0) setObjectField(f->closure, asTuple(closure));
    if (!kwdefaults.isNull() && !kwdefaults.is(noneValue())) {
        setObjectField(f->kwdefaults, asDict(kwdefaults));
    }
    (void)type;
    return result;
}

// ---- method --------------------------------------------------------------------------

void methodTraverse(Object* self, VisitFn visit, void* context) {
    auto* m = static_cast<Method*>(self);
    visit(m->function, context);
    visit(m->self, context);
}

void methodDealloc(Object* self) {
    gcUntrack(self);
    auto* m = static_cast<Method*>(self);
    decref(m->function);
    decref(m->self);
    freeObjectMemory(self);
}

// Calls function(self, *args): reuses the caller's args[-1] slot when the
// caller allows it, else copies the arguments once.
Ref methodCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    Method* m = asMethod(callable);
    size_t count = callArgCount(nargs);
    size_t total = count + (kwnames == nullptr ? 0 : static_cast<size_t>(kwnames->size));
    if ((nargs & kCallArgsOffsetFlag) != 0) {
        Value* writable = const_cast<Value*>(args) - 1;
        Value saved = writable[0];
        writable[0] = m->self;
        Ref result = call(m->function, writable, count + 1, kwnames);
        writable[0] = saved;
        return result;
    }
    Value small[8];
    Value* buffer = small;
    std::unique_ptr<Value[]> large;
    if (total + 1 > 8) {
        large.reset(new Value[total + 1]);
        buffer = large.get();
    }
    buffer[0] = m->self;
    for (size_t i = 0; i < total; ++i)
        buffer[i + 1] = args[i];
    return call(m->function, buffer, count + 1, kwnames);
}

Ref methodRepr(Value self) {
    Method* m = asMethod(self);
    Ref name = getAttrOptional(m->function, TAIPAN_NAME("__qualname__"));
    if (name.isNull()) {
        if (hasPendingException()) return nullptr;
        name = getAttrOptional(m->function, TAIPAN_NAME("__name__"));
        if (name.isNull() && hasPendingException()) return nullptr;
    }
    std::string nameText = "?";
    if (!name.isNull() && isStr(name.get())) nameText = utf8(name.get());
    Ref selfRepr = repr(m->self);
    if (selfRepr.isNull()) return nullptr;
    return strFromUtf8("<bound method " + nameText + " of " + utf8(selfRepr.get()) + ">");
}

Ref methodCompare(Value left, Value right, CompareOp op) {
    if ((op != CompareOp::Eq && op != CompareOp::Ne) || !isMethod(left) || !isMethod(right)) {
        return notImplementedRef();
    }
    Method* a = asMethod(left);
    Method* b = asMethod(right);
    bool equal = a->self.is(b->self);
    if (equal) {
        int same = compareBool(a->function, b->function, CompareOp::Eq);
        if (same < 0) return nullptr;
        equal = same == 1;
    }
    return boolRef(op == CompareOp::Eq ? equal : !equal);
}

bool methodHash(Value self, int64_t& hash) {
    Method* m = asMethod(self);
    int64_t functionHash = 0;
    if (!hashValue(m->function, functionHash)) return false;
    int64_t selfHash = hashPointer(reinterpret_cast<const void*>(m->self.bits()));
    hash = selfHash ^ functionHash;
    if (hash == -1) hash = -2;
    return true;
}

// Attributes the method itself does not have come from its function
// (m.__name__, m.__doc__, m.__qualname__, custom function attributes).
Ref methodGetAttr(Value self, Str* name) {
    Type* type = typeOf(self);
    Value descriptor = typeLookup(type, name);
    if (!descriptor.isNull()) {
        DescrGetFn get = typeOf(descriptor)->descrGet;
        if (get != nullptr) return get(descriptor, self, Value::fromObject(type));
        return Ref::borrow(descriptor);
    }
    return getAttr(asMethod(self)->function, name);
}

Ref methodGetFunc(Value self) {
    return Ref::borrow(asMethod(self)->function);
}
Ref methodGetSelf(Value self) {
    return Ref::borrow(asMethod(self)->self);
}
Ref methodGetDoc(Value self) {
    return getAttr(asMethod(self)->function, TAIPAN_NAME("__doc__"));
}

const GetSetDef kMethodGetSets[] = {
    {"__func__", methodGetFunc, readOnlyMemberSet,
     "the function (or other callable) implementing a method"},
    {"__self__", methodGetSelf, readOnlyMemberSet, "the instance to which a method is bound"},
    {"__doc__", methodGetDoc, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

Ref methodTypeNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("method", nargs, kwnames, 2, 2)) return nullptr;
    if (typeOf(args[0])->call == nullptr)
        return raise(gTypeError, "first argument must be callable");
    if (args[1].is(noneValue())) return raise(gTypeError, "instance must not be None");
    (void)type;
    return methodNew(args[0], args[1]);
}

Ref methodDescrGet(Value descriptor, Value instance, Value owner) {
    // A bound method is not re-bound by attribute access (CPython's rule).
    return Ref::borrow(descriptor);
}

// ---- cell ----------------------------------------------------------------------------

void cellTraverse(Object* self, VisitFn visit, void* context) {
    visit(static_cast<Cell*>(self)->contents, context);
}

void cellClear(Object* self) {
    setField(static_cast<Cell*>(self)->contents, Value());
}

void cellDealloc(Object* self) {
    gcUntrack(self);
    cellClear(self);
    freeObjectMemory(self);
}

Ref cellRepr(Value self) {
    Cell* cell = asCell(self);
    std::string text = "<cell at " + addressText(cell) + ": ";
    if (cell->contents.isNull()) {
        text += "empty>";
    } else {
        text += std::string(typeOf(cell->contents)->name) + " object at ";
        if (cell->contents.isSmallInt()) {
            // Small ints have no address; show their tagged word, which is
            // what id() reports for them.
            text += addressText(reinterpret_cast<const void*>(cell->contents.bits()));
        } else {
            text += addressText(cell->contents.object());
        }
        text += ">";
    }
    return strFromUtf8(text);
}

Ref cellCompare(Value left, Value right, CompareOp op) {
    if (!isCell(left) || !isCell(right)) return notImplementedRef();
    Value a = asCell(left)->contents;
    Value b = asCell(right)->contents;
    if (!a.isNull() && !b.isNull()) return compare(a, b, op);
    // An empty cell sorts before a full one; two empty cells are equal.
    int order = (a.isNull() ? 0 : 1) - (b.isNull() ? 0 : 1);
    bool result = false;
    switch (op) {
    case CompareOp::Lt:
        result = order < 0;
        break;
    case CompareOp::Le:
        result = order <= 0;
        break;
    case CompareOp::Eq:
        result = order == 0;
        break;
    case CompareOp::Ne:
        result = order != 0;
        break;
    case CompareOp::Gt:
        result = order > 0;
        break;
    case CompareOp::Ge:
        result = order >= 0;
        break;
    }
    return boolRef(result);
}

Ref cellGetContents(Value self) {
    Value contents = asCell(self)->contents;
    if (contents.isNull()) return raise(gValueError, "Cell is empty");
    return Ref::borrow(contents);
}

bool cellSetContents(Value self, Value value) {
    setField(asCell(self)->contents, value);
    return true;
}

const GetSetDef kCellGetSets[] = {
    {"cell_contents", cellGetContents, cellSetContents, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

Ref cellTypeNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("cell", nargs, kwnames, 0, 1)) return nullptr;
    (void)type;
    return cellNew(callArgCount(nargs) == 1 ? args[0] : Value());
}

// ---- hooks for the object model ---------------------------------------------------------

bool hookCellSet(Value cell, Value value) {
    if (!isCell(cell)) return false;
    cellSet(asCell(cell), value);
    return true;
}

Dict* hookCurrentGlobals() {
    vm::Frame* frame = vm::currentFrame();
    return frame == nullptr ? nullptr : frame->globals;
}

} // namespace

// ---- Public API -------------------------------------------------------------------------

Dict* builtinsForGlobals(Dict* globals) {
    Value builtins = dictGetStr(globals, TAIPAN_NAME("__builtins__"));
    if (!builtins.isNull()) {
        if (isModule(builtins)) return moduleDict(builtins);
        if (isDict(builtins)) return asDict(builtins);
    }
    if (interpreter().builtins != nullptr) return interpreter().builtins;
    // No builtins at all (unit tests that never set them up): an empty
    // dict, so lookups simply fail with NameError.
    static Dict* empty = [] {
        Ref dict = dictNew();
        return asDict(dict.release());
    }();
    return empty;
}

Ref functionNew(Code* code, Dict* globals) {
    Object* object = allocateObject(&gFunctionType);
    if (object == nullptr) return nullptr;
    Ref result = Ref::steal(Value::fromObject(object));
    auto* f = static_cast<Function*>(object);
    incref(code);
    f->code = code;
    incref(globals);
    f->globals = globals;
    Dict* builtins = builtinsForGlobals(globals);
    incref(builtins);
    f->builtins = builtins;
    incref(code->name);
    f->name = code->name;
    Str* qualname = code->qualname != nullptr ? code->qualname : code->name;
    incref(qualname);
    f->qualname = qualname;
    Value module = dictGetStr(globals, TAIPAN_NAME("__name__"));
    if (!module.isNull()) setField(f->module, module);
    if (code->consts != nullptr && code->consts->size > 0 && isStr(code->consts->items()[0])) {
        setField(f->doc, code->consts->items()[0]);
    } else {
        setField(f->doc, noneValue());
    }
    f->version = nextFunctionVersion();
    gcTrack(object);
    return result;
}

std::string functionDescription(Value callable) {
    if (isMethod(callable)) callable = asMethod(callable)->function;
    if (isFunction(callable)) {
        Function* f = asFunction(callable);
        std::string text;
        if (!f->module.isNull() && isStr(f->module) &&
            !strEqualsAscii(asStr(f->module), "builtins")) {
            text = utf8(f->module) + ".";
        }
        return text + utf8(Value::fromObject(f->qualname)) + "()";
    }
    Ref qualname = getAttrOptional(callable, TAIPAN_NAME("__qualname__"));
    if (qualname.isNull() || !isStr(qualname.get())) {
        clearPendingException();
        return std::string(typeOf(callable)->name) + " object";
    }
    std::string text;
    Ref module = getAttrOptional(callable, TAIPAN_NAME("__module__"));
    if (!module.isNull() && isStr(module.get()) &&
        !strEqualsAscii(asStr(module.get()), "builtins")) {
        text = utf8(module.get()) + ".";
    }
    clearPendingException();
    return text + utf8(qualname.get()) + "()";
}

Ref methodNew(Value function, Value self) {
    Object* object = allocateObject(&gMethodType);
    if (object == nullptr) return nullptr;
    auto* m = static_cast<Method*>(object);
    incref(function);
    m->function = function;
    incref(self);
    m->self = self;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

Ref cellNew(Value contents) {
    Object* object = allocateObject(&gCellType);
    if (object == nullptr) return nullptr;
    auto* cell = static_cast<Cell*>(object);
    incref(contents);
    cell->contents = contents;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

void cellSet(Cell* cell, Value contents) {
    setField(cell->contents, contents);
}

bool readyFunctionType() {
    gFunctionType.dictOffset = static_cast<uint32_t>(offsetof(Function, dict));
    gFunctionType.newFn = functionTypeNew;
    gFunctionType.dealloc = functionDealloc;
    gFunctionType.traverse = functionTraverse;
    gFunctionType.clear = functionClear;
    gFunctionType.repr = functionRepr;
    gFunctionType.call = functionCall;
    gFunctionType.descrGet = functionDescrGet;
    typeAddGetSets(&gFunctionType, kFunctionGetSets);
    gVmHooks.methodNew = methodNew;
    gVmHooks.cellSet = hookCellSet;
    gVmHooks.currentGlobals = hookCurrentGlobals;
    gVmHooks.zeroArgumentSuper = vm::zeroArgumentSuper;
    return typeReady(&gFunctionType);
}

bool readyMethodType() {
    gMethodType.newFn = methodTypeNew;
    gMethodType.dealloc = methodDealloc;
    gMethodType.traverse = methodTraverse;
    gMethodType.repr = methodRepr;
    gMethodType.call = methodCall;
    gMethodType.compare = methodCompare;
    gMethodType.hash = methodHash;
    gMethodType.getattr = methodGetAttr;
    gMethodType.descrGet = methodDescrGet;
    typeAddGetSets(&gMethodType, kMethodGetSets);
    return typeReady(&gMethodType);
}

bool readyCellType() {
    gCellType.newFn = cellTypeNew;
    gCellType.dealloc = cellDealloc;
    gCellType.traverse = cellTraverse;
    gCellType.clear = cellClear;
    gCellType.repr = cellRepr;
    gCellType.compare = cellCompare;
    typeAddGetSets(&gCellType, kCellGetSets);
    return typeReady(&gCellType);
}

} // namespace taipan
