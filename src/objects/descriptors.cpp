// Descriptors that expose native code to Python, and builtin functions:
//   builtin_function_or_method  `len`, and `[].append` (a method bound to self)
//   method_descriptor           `list.append` (MethodDef, kMethodInstance)
//   classmethod_descriptor      `dict.fromkeys` in dict's namespace (kMethodClass)
//   getset_descriptor           `function.__name__` (GetSetDef)
//   member_descriptor           `__slots__` entries, StopIteration.value (MemberDef)
// (slot wrappers, `int.__add__`, live in typeslots.cpp with the slot table.)
//
// Invariants:
//  - A descriptor holds a strong reference to the type it belongs to (its
//    __objclass__) and traverses it, so heap types and their member
//    descriptors are collected together.
//  - Definitions (MethodDef, GetSetDef) are static and outlive everything;
//    descriptors only point at them. Member descriptors copy their MemberDef
//    because __slots__ creates them at run time.
//  - Every descriptor checks that the instance it is applied to is an
//    instance of its type, with CPython's messages, before touching memory.
#include "objects/descriptors.h"

#include "objects/builtins_types.h"
#include "objects/containers.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace taipan {

namespace {

struct BuiltinFunction : Object {
    const MethodDef* def;
    Value self;   // owned; null for a function without self
    Type* owner;  // the type the method was defined on (for __qualname__), or null
    bool isMethod; // repr says "built-in method ... of ..." rather than "built-in function"
};

struct MethodDescriptor : Object {
    Type* owner;
    const MethodDef* def;
    Str* name;
};

struct GetSetDescriptor : Object {
    Type* owner;
    const GetSetDef* def;
    Str* name;
};

struct MemberDescriptor : Object {
    Type* owner;
    Str* name;
    MemberKind kind;
    int32_t offset;
    bool readOnly;
    const char* doc;
};

} // namespace

Type gBuiltinFunctionType = staticType("builtin_function_or_method", sizeof(BuiltinFunction), 0,
                                       kTypeGcTracked);
Type gMethodDescriptorType = staticType("method_descriptor", sizeof(MethodDescriptor), 0,
                                        kTypeGcTracked | kTypeMethodDescriptor);
Type gClassMethodDescriptorType =
    staticType("classmethod_descriptor", sizeof(MethodDescriptor), 0, kTypeGcTracked);
Type gGetSetDescriptorType =
    staticType("getset_descriptor", sizeof(GetSetDescriptor), 0, kTypeGcTracked);
Type gMemberDescriptorType =
    staticType("member_descriptor", sizeof(MemberDescriptor), 0, kTypeGcTracked);

namespace {

std::string utf8(Value v) { return std::string(strUtf8(asStr(v))); }
std::string nameOf(Str* name) { return std::string(strUtf8(name)); }

Ref strFromString(const std::string& text) { return strFromUtf8(text); }

Ref strOrNone(const char* text) {
    if (text == nullptr) return noneRef();
    return strFromUtf8(text);
}

// The qualified name of a type as text, for descriptor __qualname__.
bool qualnameText(Type* type, std::string& out) {
    Ref q = typeQualName(type);
    if (q.isNull()) return false;
    out = utf8(q.get());
    return true;
}

// "descriptor 'x' for 'T' objects doesn't apply to a 'U' object"
bool checkInstance(Type* owner, Str* name, Value instance) {
    if (isInstance(instance, owner)) return true;
    raise(gTypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
          nameOf(name).c_str(), owner->name, typeOf(instance)->name);
    return false;
}

Ref formatAddress(const char* prefix, const void* address, const char* suffix) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%p", address);
    return strFromString(std::string(prefix) + buffer + suffix);
}

void visitOwner(Type* owner, VisitFn visit, void* context) {
    if (owner != nullptr) visit(Value::fromObject(owner), context);
}

// ---- builtin_function_or_method ------------------------------------------------------

Ref builtinFunctionMake(const MethodDef* def, Value self, Type* owner, bool isMethod) {
    Object* object = allocateObject(&gBuiltinFunctionType);
    if (object == nullptr) return nullptr;
    auto* function = static_cast<BuiltinFunction*>(object);
    function->def = def;
    function->self = self;
    incref(self);
    function->owner = owner;
    if (owner != nullptr) incref(owner);
    function->isMethod = isMethod;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

BuiltinFunction* asBuiltin(Value v) { return static_cast<BuiltinFunction*>(v.object()); }

Ref builtinFunctionCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    BuiltinFunction* function = asBuiltin(callable);
    Value self = (function->def->flags & kMethodStatic) != 0 ? Value() : function->self;
    return function->def->function(self, args, nargs, kwnames);
}

Ref builtinFunctionRepr(Value v) {
    BuiltinFunction* function = asBuiltin(v);
    if (!function->isMethod) {
        return strFromString(std::string("<built-in function ") + function->def->name + ">");
    }
    std::string prefix = std::string("<built-in method ") + function->def->name + " of " +
                         typeOf(function->self)->name + " object at ";
    return formatAddress(prefix.c_str(), function->self.object(), ">");
}

void builtinFunctionDealloc(Object* self) {
    gcUntrack(self);
    auto* function = static_cast<BuiltinFunction*>(self);
    decref(function->self);
    if (function->owner != nullptr) decref(function->owner);
    freeObjectMemory(self);
}

void builtinFunctionTraverse(Object* self, VisitFn visit, void* context) {
    auto* function = static_cast<BuiltinFunction*>(self);
    visit(function->self, context);
    visitOwner(function->owner, visit, context);
}

Ref builtinFunctionCompare(Value left, Value right, CompareOp op) {
    if ((op != CompareOp::Eq && op != CompareOp::Ne) || !isInstance(right, &gBuiltinFunctionType)) {
        return notImplementedRef();
    }
    BuiltinFunction* a = asBuiltin(left);
    BuiltinFunction* b = asBuiltin(right);
    bool equal = a->def == b->def && a->self.is(b->self);
    return boolRef(op == CompareOp::Eq ? equal : !equal);
}

bool builtinFunctionHash(Value v, int64_t& hash) {
    BuiltinFunction* function = asBuiltin(v);
    int64_t selfHash = function->self.isNull() ? 0 : hashPointer(function->self.object());
    hash = selfHash ^ hashPointer(function->def);
    if (hash == -1) hash = -2;
    return true;
}

Ref builtinName(Value self) { return strFromUtf8(asBuiltin(self)->def->name); }

Ref builtinQualname(Value self) {
    BuiltinFunction* function = asBuiltin(self);
    if (!function->isMethod) return builtinName(self);
    Type* type = function->owner;
    if (type == nullptr) {
        type = isType(function->self) ? asType(function->self) : typeOf(function->self);
    }
    std::string qualname;
    if (!qualnameText(type, qualname)) return nullptr;
    return strFromString(qualname + "." + function->def->name);
}

Ref builtinSelf(Value self) {
    BuiltinFunction* function = asBuiltin(self);
    return Ref::borrow(function->self.isNull() ? noneValue() : function->self);
}

Ref builtinModule(Value self) {
    BuiltinFunction* function = asBuiltin(self);
    // A module function's __module__ is its module's name; methods have none.
    if (function->isMethod || function->self.isNull()) return noneRef();
    Ref name = getAttrOptional(function->self, internStr("__name__"));
    if (name.isNull()) return hasPendingException() ? nullptr : noneRef();
    return name;
}

Ref builtinDoc(Value self) { return strOrNone(asBuiltin(self)->def->doc); }

const GetSetDef kBuiltinFunctionGetSets[] = {
    {"__name__", builtinName, nullptr, nullptr},
    {"__qualname__", builtinQualname, nullptr, nullptr},
    {"__self__", builtinSelf, nullptr, nullptr},
    {"__module__", builtinModule, nullptr, nullptr},
    {"__doc__", builtinDoc, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- method_descriptor / classmethod_descriptor ----------------------------------------

MethodDescriptor* asMethodDescriptor(Value v) { return static_cast<MethodDescriptor*>(v.object()); }

Ref methodDescriptorMake(Type* descriptorType, Type* owner, const MethodDef* def) {
    Object* object = allocateObject(descriptorType);
    if (object == nullptr) return nullptr;
    auto* descriptor = static_cast<MethodDescriptor*>(object);
    descriptor->owner = owner;
    incref(owner);
    descriptor->def = def;
    descriptor->name = internStr(def->name);
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

void methodDescriptorDealloc(Object* self) {
    gcUntrack(self);
    decref(static_cast<MethodDescriptor*>(self)->owner);
    freeObjectMemory(self);
}

void methodDescriptorTraverse(Object* self, VisitFn visit, void* context) {
    visitOwner(static_cast<MethodDescriptor*>(self)->owner, visit, context);
}

Ref methodDescriptorGet(Value descriptor, Value instance, Value owner) {
    MethodDescriptor* d = asMethodDescriptor(descriptor);
    if (instance.isNull()) return Ref::borrow(descriptor);
    if (!checkInstance(d->owner, d->name, instance)) return nullptr;
    return builtinFunctionMake(d->def, instance, d->owner, true);
}

Ref methodDescriptorCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    MethodDescriptor* d = asMethodDescriptor(callable);
    size_t count = callArgCount(nargs);
    if (count == 0) {
        std::string qualname;
        if (!qualnameText(d->owner, qualname)) return nullptr;
        return raise(gTypeError, "unbound method %s.%s() needs an argument", qualname.c_str(),
                     d->def->name);
    }
    if (!checkInstance(d->owner, d->name, args[0])) return nullptr;
    return d->def->function(args[0], args + 1, count - 1, kwnames);
}

Ref methodDescriptorRepr(Value v) {
    MethodDescriptor* d = asMethodDescriptor(v);
    return strFromString(std::string("<method '") + d->def->name + "' of '" + d->owner->name +
                         "' objects>");
}

Ref classMethodDescriptorGet(Value descriptor, Value instance, Value owner) {
    MethodDescriptor* d = asMethodDescriptor(descriptor);
    Value type = owner;
    if (type.isNull()) {
        if (instance.isNull()) {
            return raise(gTypeError,
                         "descriptor '%s' for type '%s' needs either an object or a type",
                         d->def->name, d->owner->name);
        }
        type = Value::fromObject(typeOf(instance));
    }
    if (!isType(type)) {
        return raise(gTypeError, "descriptor '%s' for type '%s' needs a type, not a '%s' as arg 2",
                     d->def->name, d->owner->name, typeOf(type)->name);
    }
    if (!isSubtype(asType(type), d->owner) && asType(type) != d->owner) {
        return raise(gTypeError, "descriptor '%s' requires a subtype of '%s' but received '%s'",
                     d->def->name, d->owner->name, asType(type)->name);
    }
    return builtinFunctionMake(d->def, type, d->owner, true);
}

Ref classMethodDescriptorCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    MethodDescriptor* d = asMethodDescriptor(callable);
    size_t count = callArgCount(nargs);
    if (count == 0) {
        return raise(gTypeError, "descriptor '%s' of '%s' object needs an argument", d->def->name,
                     d->owner->name);
    }
    if (!isType(args[0])) {
        return raise(gTypeError, "descriptor '%s' for type '%s' needs a type, not a '%s' as arg 2",
                     d->def->name, d->owner->name, typeOf(args[0])->name);
    }
    if (!isSubtype(asType(args[0]), d->owner) && asType(args[0]) != d->owner) {
        return raise(gTypeError, "descriptor '%s' requires a subtype of '%s' but received '%s'",
                     d->def->name, d->owner->name, asType(args[0])->name);
    }
    return d->def->function(args[0], args + 1, count - 1, kwnames);
}

Ref descriptorName(Value self) {
    return Ref::borrow(Value::fromObject(asMethodDescriptor(self)->name));
}

Ref descriptorQualname(Value self) {
    MethodDescriptor* d = asMethodDescriptor(self);
    std::string qualname;
    if (!qualnameText(d->owner, qualname)) return nullptr;
    return strFromString(qualname + "." + nameOf(d->name));
}

Ref descriptorObjclass(Value self) {
    return Ref::borrow(Value::fromObject(asMethodDescriptor(self)->owner));
}

Ref methodDescriptorDoc(Value self) { return strOrNone(asMethodDescriptor(self)->def->doc); }

// The three descriptor structs start with the same (owner, ..., name)
// prefix except member descriptors; these getters are for the first kinds.
const GetSetDef kMethodDescriptorGetSets[] = {
    {"__name__", descriptorName, readOnlyMemberSet, nullptr},
    {"__qualname__", descriptorQualname, nullptr, nullptr},
    {"__objclass__", descriptorObjclass, readOnlyMemberSet, nullptr},
    {"__doc__", methodDescriptorDoc, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- getset_descriptor --------------------------------------------------------------

GetSetDescriptor* asGetSet(Value v) { return static_cast<GetSetDescriptor*>(v.object()); }

Ref getSetGet(Value descriptor, Value instance, Value owner) {
    GetSetDescriptor* d = asGetSet(descriptor);
    // Only a null instance means "looked up on the class": None is a real
    // instance here (`None.__class__` reaches object's getset), and the
    // Python-level __get__ wrapper turns None into null itself.
    if (instance.isNull()) return Ref::borrow(descriptor);
    if (!checkInstance(d->owner, d->name, instance)) return nullptr;
    return d->def->get(instance);
}

bool getSetSet(Value descriptor, Value instance, Value value) {
    GetSetDescriptor* d = asGetSet(descriptor);
    if (!checkInstance(d->owner, d->name, instance)) return false;
    if (d->def->set == nullptr) {
        raise(gAttributeError, "attribute '%s' of '%s' objects is not writable",
              nameOf(d->name).c_str(), d->owner->name);
        return false;
    }
    return d->def->set(instance, value);
}

Ref getSetRepr(Value v) {
    GetSetDescriptor* d = asGetSet(v);
    return strFromString("<attribute '" + nameOf(d->name) + "' of '" + d->owner->name +
                         "' objects>");
}

void getSetDealloc(Object* self) {
    gcUntrack(self);
    decref(static_cast<GetSetDescriptor*>(self)->owner);
    freeObjectMemory(self);
}

void getSetTraverse(Object* self, VisitFn visit, void* context) {
    visitOwner(static_cast<GetSetDescriptor*>(self)->owner, visit, context);
}

Ref getSetName(Value self) { return Ref::borrow(Value::fromObject(asGetSet(self)->name)); }
Ref getSetQualname(Value self) {
    GetSetDescriptor* d = asGetSet(self);
    std::string qualname;
    if (!qualnameText(d->owner, qualname)) return nullptr;
    return strFromString(qualname + "." + nameOf(d->name));
}
Ref getSetObjclass(Value self) { return Ref::borrow(Value::fromObject(asGetSet(self)->owner)); }
Ref getSetDoc(Value self) { return strOrNone(asGetSet(self)->def->doc); }

const GetSetDef kGetSetDescriptorGetSets[] = {
    {"__name__", getSetName, readOnlyMemberSet, nullptr},
    {"__qualname__", getSetQualname, nullptr, nullptr},
    {"__objclass__", getSetObjclass, readOnlyMemberSet, nullptr},
    {"__doc__", getSetDoc, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- member_descriptor ----------------------------------------------------------------

MemberDescriptor* asMember(Value v) { return static_cast<MemberDescriptor*>(v.object()); }

Value* memberValueField(MemberDescriptor* d, Value instance) {
    return reinterpret_cast<Value*>(reinterpret_cast<char*>(instance.object()) + d->offset);
}

bool* memberBoolField(MemberDescriptor* d, Value instance) {
    return reinterpret_cast<bool*>(reinterpret_cast<char*>(instance.object()) + d->offset);
}

Ref memberGet(Value descriptor, Value instance, Value owner) {
    MemberDescriptor* d = asMember(descriptor);
    if (instance.isNull()) return Ref::borrow(descriptor);
    if (!checkInstance(d->owner, d->name, instance)) return nullptr;
    switch (d->kind) {
    case MemberKind::Bool: return boolRef(*memberBoolField(d, instance));
    case MemberKind::Object: {
        Value v = *memberValueField(d, instance);
        return Ref::borrow(v.isNull() ? noneValue() : v);
    }
    case MemberKind::ObjectEx: {
        Value v = *memberValueField(d, instance);
        if (v.isNull()) {
            raise(gAttributeError, "'%s' object has no attribute '%s'", typeOf(instance)->name,
                  nameOf(d->name).c_str());
            return nullptr;
        }
        return Ref::borrow(v);
    }
    }
    return nullptr;
}

bool memberSet(Value descriptor, Value instance, Value value) {
    MemberDescriptor* d = asMember(descriptor);
    if (!checkInstance(d->owner, d->name, instance)) return false;
    if (d->readOnly) {
        raise(gAttributeError, "readonly attribute");
        return false;
    }
    switch (d->kind) {
    case MemberKind::Bool:
        if (value.isNull()) {
            raise(gTypeError, "can't delete numeric/char attribute");
            return false;
        }
        if (!isExactType(value, &gBoolType)) {
            raise(gTypeError, "attribute value type must be bool");
            return false;
        }
        *memberBoolField(d, instance) = value.is(trueValue());
        return true;
    case MemberKind::Object:
    case MemberKind::ObjectEx: {
        Value* field = memberValueField(d, instance);
        if (value.isNull() && d->kind == MemberKind::ObjectEx && field->isNull()) {
            // CPython 3.13 reports just the name here.
            raise(gAttributeError, "%s", nameOf(d->name).c_str());
            return false;
        }
        Value old = *field;
        *field = value;
        incref(value);
        decref(old);
        return true;
    }
    }
    return false;
}

Ref memberRepr(Value v) {
    MemberDescriptor* d = asMember(v);
    return strFromString("<member '" + nameOf(d->name) + "' of '" + d->owner->name +
                         "' objects>");
}

void memberDealloc(Object* self) {
    gcUntrack(self);
    decref(static_cast<MemberDescriptor*>(self)->owner);
    freeObjectMemory(self);
}

void memberTraverse(Object* self, VisitFn visit, void* context) {
    visitOwner(static_cast<MemberDescriptor*>(self)->owner, visit, context);
}

Ref memberName(Value self) { return Ref::borrow(Value::fromObject(asMember(self)->name)); }
Ref memberQualname(Value self) {
    MemberDescriptor* d = asMember(self);
    std::string qualname;
    if (!qualnameText(d->owner, qualname)) return nullptr;
    return strFromString(qualname + "." + nameOf(d->name));
}
Ref memberObjclass(Value self) { return Ref::borrow(Value::fromObject(asMember(self)->owner)); }
Ref memberDoc(Value self) { return strOrNone(asMember(self)->doc); }

const GetSetDef kMemberDescriptorGetSets[] = {
    {"__name__", memberName, readOnlyMemberSet, nullptr},
    {"__qualname__", memberQualname, nullptr, nullptr},
    {"__objclass__", memberObjclass, readOnlyMemberSet, nullptr},
    {"__doc__", memberDoc, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- Adding to a type's namespace -------------------------------------------------------

Dict* ensureTypeDict(Type* type) {
    if (type->dict == nullptr) {
        Ref dict = dictNew();
        if (dict.isNull()) fatalError("out of memory while creating a type's namespace");
        type->dict = static_cast<Dict*>(dict.release().object());
    }
    return type->dict;
}

void storeInTypeDict(Type* type, const char* name, Ref value) {
    if (value.isNull() || !dictSetStr(ensureTypeDict(type), internStr(name), value.get())) {
        fatalError("out of memory while filling a builtin type's namespace");
    }
}

} // namespace

Ref builtinFunctionNew(const MethodDef* def, Value self) {
    return builtinFunctionMake(def, self, nullptr, false);
}

bool builtinFunctionParts(Value v, const MethodDef*& def, Value& self) {
    if (!v.isObject() || typeOf(v) != &gBuiltinFunctionType) return false;
    def = asBuiltin(v)->def;
    self = asBuiltin(v)->self;
    return true;
}

Ref builtinMethodNew(const MethodDef* def, Value self, Type* owner) {
    return builtinFunctionMake(def, self, owner, true);
}

Ref methodDescriptorNew(Type* owner, const MethodDef* def) {
    Type* kind = (def->flags & kMethodClass) != 0 ? &gClassMethodDescriptorType
                                                   : &gMethodDescriptorType;
    return methodDescriptorMake(kind, owner, def);
}

Ref memberDescriptorNew(Type* owner, Str* name, MemberKind kind, int32_t offset, bool readOnly) {
    Object* object = allocateObject(&gMemberDescriptorType);
    if (object == nullptr) return nullptr;
    auto* d = static_cast<MemberDescriptor*>(object);
    d->owner = owner;
    incref(owner);
    d->name = internStr(name);
    d->kind = kind;
    d->offset = offset;
    d->readOnly = readOnly;
    d->doc = nullptr;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

Ref getSetDescriptorNew(Type* owner, const GetSetDef* def) {
    Object* object = allocateObject(&gGetSetDescriptorType);
    if (object == nullptr) return nullptr;
    auto* d = static_cast<GetSetDescriptor*>(object);
    d->owner = owner;
    incref(owner);
    d->def = def;
    d->name = internStr(def->name);
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

bool readOnlyMemberSet(Value, Value) {
    raise(gAttributeError, "readonly attribute");
    return false;
}

void typeAddMethods(Type* type, const MethodDef* methods) {
    for (const MethodDef* def = methods; def->name != nullptr; ++def) {
        Ref descriptor;
        if ((def->flags & kMethodStatic) != 0) {
            Ref function = builtinFunctionMake(def, Value::fromObject(type), nullptr, true);
            if (function.isNull()) fatalError("out of memory while filling a builtin type");
            descriptor = staticMethodNew(function.get());
        } else if ((def->flags & kMethodClass) != 0) {
            descriptor = methodDescriptorMake(&gClassMethodDescriptorType, type, def);
        } else {
            descriptor = methodDescriptorMake(&gMethodDescriptorType, type, def);
        }
        storeInTypeDict(type, def->name, std::move(descriptor));
    }
}

void typeAddGetSets(Type* type, const GetSetDef* getsets) {
    for (const GetSetDef* def = getsets; def->name != nullptr; ++def) {
        storeInTypeDict(type, def->name, getSetDescriptorNew(type, def));
    }
}

void typeAddMembers(Type* type, const MemberDef* members) {
    for (const MemberDef* def = members; def->name != nullptr; ++def) {
        Ref descriptor =
            memberDescriptorNew(type, internStr(def->name), def->kind, def->offset, def->readOnly);
        if (!descriptor.isNull()) asMember(descriptor.get())->doc = def->doc;
        storeInTypeDict(type, def->name, std::move(descriptor));
    }
}

bool readyDescriptorTypes() {
    gBuiltinFunctionType.call = builtinFunctionCall;
    gBuiltinFunctionType.repr = builtinFunctionRepr;
    gBuiltinFunctionType.dealloc = builtinFunctionDealloc;
    gBuiltinFunctionType.traverse = builtinFunctionTraverse;
    gBuiltinFunctionType.compare = builtinFunctionCompare;
    gBuiltinFunctionType.hash = builtinFunctionHash;
    typeAddGetSets(&gBuiltinFunctionType, kBuiltinFunctionGetSets);

    for (Type* type : {&gMethodDescriptorType, &gClassMethodDescriptorType}) {
        type->dealloc = methodDescriptorDealloc;
        type->traverse = methodDescriptorTraverse;
        type->repr = methodDescriptorRepr;
        typeAddGetSets(type, kMethodDescriptorGetSets);
    }
    gMethodDescriptorType.descrGet = methodDescriptorGet;
    gMethodDescriptorType.call = methodDescriptorCall;
    gClassMethodDescriptorType.descrGet = classMethodDescriptorGet;
    gClassMethodDescriptorType.call = classMethodDescriptorCall;

    gGetSetDescriptorType.descrGet = getSetGet;
    gGetSetDescriptorType.descrSet = getSetSet;
    gGetSetDescriptorType.repr = getSetRepr;
    gGetSetDescriptorType.dealloc = getSetDealloc;
    gGetSetDescriptorType.traverse = getSetTraverse;
    typeAddGetSets(&gGetSetDescriptorType, kGetSetDescriptorGetSets);

    gMemberDescriptorType.descrGet = memberGet;
    gMemberDescriptorType.descrSet = memberSet;
    gMemberDescriptorType.repr = memberRepr;
    gMemberDescriptorType.dealloc = memberDealloc;
    gMemberDescriptorType.traverse = memberTraverse;
    typeAddGetSets(&gMemberDescriptorType, kMemberDescriptorGetSets);

    return typeReady(&gBuiltinFunctionType) && typeReady(&gMethodDescriptorType) &&
           typeReady(&gClassMethodDescriptorType) && typeReady(&gGetSetDescriptorType) &&
           typeReady(&gMemberDescriptorType) && readySlotWrapperTypes();
}

// ---- Accessors for the specializer ------------------------------------------------------

const MethodDef* builtinFunctionDefOf(Value v) {
    if (!v.isObject() || typeOf(v) != &gBuiltinFunctionType) return nullptr;
    return asBuiltin(v)->def;
}

const MethodDef* methodDescriptorDefOf(Value v, Type** owner) {
    if (!v.isObject() || typeOf(v) != &gMethodDescriptorType) return nullptr;
    auto* descriptor = static_cast<MethodDescriptor*>(v.object());
    if (owner != nullptr) *owner = descriptor->owner;
    return descriptor->def;
}

bool nativeCallableParts(Value v, NativeCallableParts& out) {
    if (!v.isObject()) return false;
    Type* type = typeOf(v);
    if (type == &gBuiltinFunctionType) {
        BuiltinFunction* function = asBuiltin(v);
        out = NativeCallableParts{function->def, function->self, function->owner, false};
        return true;
    }
    if (type == &gMethodDescriptorType || type == &gClassMethodDescriptorType) {
        MethodDescriptor* descriptor = asMethodDescriptor(v);
        out = NativeCallableParts{descriptor->def, Value(), descriptor->owner, true};
        return true;
    }
    return false;
}

bool memberDescriptorField(Value v, int32_t& offset) {
    if (!v.isObject() || typeOf(v) != &gMemberDescriptorType) return false;
    auto* member = static_cast<MemberDescriptor*>(v.object());
    if (member->kind != MemberKind::ObjectEx || member->readOnly) return false;
    offset = member->offset;
    return true;
}

} // namespace taipan
