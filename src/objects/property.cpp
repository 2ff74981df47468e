// property, staticmethod and classmethod: the descriptor types Python code
// builds methods and managed attributes from.
//
// Invariants:
//  - A property's accessor fields are owned references or null (a None
//    argument is stored as null, so "no getter" has one representation).
//  - staticmethod/classmethod keep the wrapped callable and an instance
//    __dict__ holding the attributes copied from it (__name__, __doc__, ...),
//    as functools.wraps would.
//  - classmethod binds through the VM's bound-method type (gVmHooks).
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

namespace {

struct Property : Object {
    Value fget;
    Value fset;
    Value fdel;
    Value doc;
    Value name;     // from __set_name__, or null
    bool getterDoc; // doc was taken from fget.__doc__
};

struct WrapperMethod : Object { // staticmethod and classmethod
    Value callable;
    Dict* dict;
};

} // namespace

Type gPropertyType =
    staticType("property", sizeof(Property), 0, kTypeGcTracked | kTypeBaseType);
Type gStaticMethodType = staticType("staticmethod", sizeof(WrapperMethod), 0,
                                    kTypeGcTracked | kTypeBaseType | kTypeHasInstanceDict);
Type gClassMethodType = staticType("classmethod", sizeof(WrapperMethod), 0,
                                   kTypeGcTracked | kTypeBaseType | kTypeHasInstanceDict);

namespace {

Property* asProperty(Value v) { return static_cast<Property*>(v.object()); }
WrapperMethod* asWrapperMethod(Value v) { return static_cast<WrapperMethod*>(v.object()); }

Value nullIfNone(Value v) { return v.isNull() || v.is(noneValue()) ? Value() : v; }
Value noneIfNull(Value v) { return v.isNull() ? noneValue() : v; }

void setField(Value& field, Value value) {
    Value old = field;
    field = value;
    incref(value);
    decref(old);
}

// ---- property ----------------------------------------------------------------------

Ref propertyNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    return genericAlloc(type);
}

bool propertyInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"fget", "fset", "fdel", "doc"};
    static const NativeSignature kSignature = {"property", kNames, 4, 0, 4, 0};
    Value values[4];
    if (!bindArguments(kSignature, args, nargs, kwnames, values)) return false;
    Property* p = asProperty(self);
    setField(p->fget, nullIfNone(values[0]));
    setField(p->fset, nullIfNone(values[1]));
    setField(p->fdel, nullIfNone(values[2]));
    setField(p->doc, nullIfNone(values[3]));
    p->getterDoc = false;
    if (p->doc.isNull() && !p->fget.isNull()) {
        Ref doc = getAttrOptional(p->fget, TAIPAN_NAME("__doc__"));
        if (doc.isNull() && hasPendingException()) return false;
        if (!doc.isNull() && !doc.get().is(noneValue())) {
            if (isExactType(self, &gPropertyType)) {
                setField(p->doc, doc.get());
            } else {
                // A subclass keeps the docstring in its instance dict.
                if (!setAttr(self, TAIPAN_NAME("__doc__"), doc.get())) return false;
            }
            p->getterDoc = true;
        }
    }
    return true;
}

// The name for messages: __set_name__'s, else the getter's __name__.
Ref propertyName(Property* p) {
    if (!p->name.isNull()) return Ref::borrow(p->name);
    if (!p->fget.isNull()) {
        Ref name = getAttrOptional(p->fget, TAIPAN_NAME("__name__"));
        if (!name.isNull() || hasPendingException()) return name;
    }
    return nullptr;
}

// "property 'x' of 'C' object has no setter" (or "property of 'C' ...").
void raiseMissingAccessor(Property* p, Value instance, const char* what) {
    Ref name = propertyName(p);
    if (name.isNull() && hasPendingException()) return;
    Ref typeName = typeQualName(typeOf(instance));
    if (typeName.isNull()) return;
    std::string owner = "'" + std::string(strUtf8(asStr(typeName.get()))) + "'";
    if (!name.isNull()) {
        Ref text = repr(name.get());
        if (text.isNull()) return;
        raise(gAttributeError, "property %s of %s object has no %s",
              std::string(strUtf8(asStr(text.get()))).c_str(), owner.c_str(), what);
    } else {
        raise(gAttributeError, "property of %s object has no %s", owner.c_str(), what);
    }
}

Ref propertyGet(Value self, Value instance, Value owner) {
    if (instance.isNull()) return Ref::borrow(self);
    Property* p = asProperty(self);
    if (p->fget.isNull()) {
        raiseMissingAccessor(p, instance, "getter");
        return nullptr;
    }
    return callOneArg(p->fget, instance);
}

bool propertySet(Value self, Value instance, Value value) {
    Property* p = asProperty(self);
    Ref result;
    if (value.isNull()) {
        if (p->fdel.isNull()) {
            raiseMissingAccessor(p, instance, "deleter");
            return false;
        }
        result = callOneArg(p->fdel, instance);
    } else {
        if (p->fset.isNull()) {
            raiseMissingAccessor(p, instance, "setter");
            return false;
        }
        Value args[2] = {instance, value};
        result = call(p->fset, args, 2);
    }
    return !result.isNull();
}

void propertyTraverse(Object* self, VisitFn visit, void* context) {
    auto* p = static_cast<Property*>(self);
    visit(p->fget, context);
    visit(p->fset, context);
    visit(p->fdel, context);
    visit(p->doc, context);
    visit(p->name, context);
}

void propertyClear(Object* self) {
    auto* p = static_cast<Property*>(self);
    setField(p->fget, Value());
    setField(p->fset, Value());
    setField(p->fdel, Value());
    setField(p->doc, Value());
    setField(p->name, Value());
}

void propertyDealloc(Object* self) {
    gcUntrack(self);
    propertyClear(self);
    freeObjectMemory(self);
}

// property.getter/setter/deleter: a copy with one accessor replaced.
Ref propertyCopy(Value self, Value getter, Value setter, Value deleter) {
    Property* p = asProperty(self);
    Value fget = getter.isNull() ? p->fget : getter;
    Value fset = setter.isNull() ? p->fset : setter;
    Value fdel = deleter.isNull() ? p->fdel : deleter;
    // A docstring that came from the old getter follows the new getter.
    Value doc = (p->getterDoc && !getter.isNull()) ? noneValue() : noneIfNull(p->doc);
    Value args[4] = {noneIfNull(fget), noneIfNull(fset), noneIfNull(fdel), doc};
    Ref copy = call(Value::fromObject(typeOf(self)), args, 4);
    if (copy.isNull()) return nullptr;
    if (isInstance(copy.get(), &gPropertyType)) setField(asProperty(copy.get())->name, p->name);
    return copy;
}

Ref propertyGetter(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("getter", nargs, kwnames, 1, 1)) return nullptr;
    return propertyCopy(self, args[0], Value(), Value());
}
Ref propertySetter(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("setter", nargs, kwnames, 1, 1)) return nullptr;
    return propertyCopy(self, Value(), args[0], Value());
}
Ref propertyDeleter(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("deleter", nargs, kwnames, 1, 1)) return nullptr;
    return propertyCopy(self, Value(), Value(), args[0]);
}
Ref propertySetName(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__set_name__", nargs, kwnames, 2, 2)) return nullptr;
    setField(asProperty(self)->name, args[1]);
    return noneRef();
}

const MethodDef kPropertyMethods[] = {
    {"getter", propertyGetter, kMethodInstance,
     "Descriptor to obtain a copy of the property with a different getter."},
    {"setter", propertySetter, kMethodInstance,
     "Descriptor to obtain a copy of the property with a different setter."},
    {"deleter", propertyDeleter, kMethodInstance,
     "Descriptor to obtain a copy of the property with a different deleter."},
    {"__set_name__", propertySetName, kMethodInstance, "Method to set name of a property."},
    {nullptr, nullptr, 0, nullptr},
};

Ref propertyGetName(Value self) {
    Ref name = propertyName(asProperty(self));
    if (name.isNull() && !hasPendingException()) {
        return raise(gAttributeError, "'property' object has no attribute '__name__'");
    }
    return name;
}

bool propertySetNameAttribute(Value self, Value value) {
    setField(asProperty(self)->name, value);
    return true;
}

int isAbstract(Value v) {
    if (v.isNull()) return 0;
    Ref flag = getAttrOptional(v, TAIPAN_NAME("__isabstractmethod__"));
    if (flag.isNull()) return hasPendingException() ? -1 : 0;
    return truthy(flag.get());
}

Ref propertyIsAbstract(Value self) {
    Property* p = asProperty(self);
    for (Value accessor : {p->fget, p->fset, p->fdel}) {
        int abstract = isAbstract(accessor);
        if (abstract < 0) return nullptr;
        if (abstract) return boolRef(true);
    }
    return boolRef(false);
}

const GetSetDef kPropertyGetSets[] = {
    {"__name__", propertyGetName, propertySetNameAttribute, nullptr},
    {"__isabstractmethod__", propertyIsAbstract, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

const MemberDef kPropertyMembers[] = {
    {"fget", MemberKind::Object, static_cast<int32_t>(offsetof(Property, fget)), true, nullptr},
    {"fset", MemberKind::Object, static_cast<int32_t>(offsetof(Property, fset)), true, nullptr},
    {"fdel", MemberKind::Object, static_cast<int32_t>(offsetof(Property, fdel)), true, nullptr},
    {"__doc__", MemberKind::Object, static_cast<int32_t>(offsetof(Property, doc)), false, nullptr},
    {nullptr, MemberKind::Object, 0, false, nullptr},
};

// ---- staticmethod / classmethod ------------------------------------------------------

Ref wrapperMethodNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    return genericAlloc(type);
}

// Copies __module__, __name__, __qualname__, __doc__ and __annotations__
// from the callable, as CPython 3.13's staticmethod/classmethod do (the
// wrapped callable's own __dict__ is not merged in).
bool copyWrappedAttributes(Value self, Value callable) {
    Dict* dict = instanceDict(self);
    if (dict == nullptr) return !hasPendingException();
    for (const char* attribute :
         {"__module__", "__name__", "__qualname__", "__doc__", "__annotations__"}) {
        Str* name = internStr(attribute);
        Ref value = getAttrOptional(callable, name);
        if (value.isNull()) {
            if (hasPendingException()) return false;
            continue;
        }
        if (!dictSetStr(dict, name, value.get())) return false;
    }
    return true;
}

bool wrapperMethodInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    const char* name = isInstance(self, &gStaticMethodType) ? "staticmethod" : "classmethod";
    if (kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "%s() takes no keyword arguments", name);
        return false;
    }
    if (callArgCount(nargs) != 1) {
        raise(gTypeError, "%s expected 1 argument, got %zu", name, callArgCount(nargs));
        return false;
    }
    setField(asWrapperMethod(self)->callable, args[0]);
    return copyWrappedAttributes(self, args[0]);
}

Ref staticMethodGet(Value self, Value instance, Value owner) {
    return Ref::borrow(asWrapperMethod(self)->callable);
}

Ref staticMethodCall(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    return call(asWrapperMethod(self)->callable, args, callArgCount(nargs), kwnames);
}

Ref classMethodGet(Value self, Value instance, Value owner) {
    Value type = owner.isNull() ? Value::fromObject(typeOf(instance)) : owner;
    if (gVmHooks.methodNew == nullptr) {
        return raise(gSystemError, "bound methods are not available yet");
    }
    return gVmHooks.methodNew(asWrapperMethod(self)->callable, type);
}

Ref wrapperMethodRepr(Value self) {
    Ref inner = repr(asWrapperMethod(self)->callable);
    if (inner.isNull()) return nullptr;
    Ref typeName = typeQualName(typeOf(self));
    if (typeName.isNull()) return nullptr;
    return strFromUtf8(std::string("<") + std::string(strUtf8(asStr(typeName.get()))) + "(" +
                       std::string(strUtf8(asStr(inner.get()))) + ")>");
}

void wrapperMethodTraverse(Object* self, VisitFn visit, void* context) {
    auto* w = static_cast<WrapperMethod*>(self);
    visit(w->callable, context);
    if (w->dict != nullptr) visit(Value::fromObject(w->dict), context);
}

void wrapperMethodClear(Object* self) {
    auto* w = static_cast<WrapperMethod*>(self);
    setField(w->callable, Value());
    if (w->dict != nullptr) {
        Dict* dict = w->dict;
        w->dict = nullptr;
        decref(dict);
    }
}

void wrapperMethodDealloc(Object* self) {
    gcUntrack(self);
    wrapperMethodClear(self);
    freeObjectMemory(self);
}

Ref wrapperMethodFunc(Value self) {
    return Ref::borrow(noneIfNull(asWrapperMethod(self)->callable));
}

Ref wrapperMethodIsAbstract(Value self) {
    int abstract = isAbstract(asWrapperMethod(self)->callable);
    if (abstract < 0) return nullptr;
    return boolRef(abstract != 0);
}

Ref wrapperMethodDict(Value self) {
    Dict* dict = instanceDict(self);
    if (dict == nullptr) return nullptr;
    return Ref::borrow(Value::fromObject(dict));
}

const GetSetDef kWrapperMethodGetSets[] = {
    {"__func__", wrapperMethodFunc, readOnlyMemberSet, nullptr},
    {"__wrapped__", wrapperMethodFunc, readOnlyMemberSet, nullptr},
    {"__isabstractmethod__", wrapperMethodIsAbstract, nullptr, nullptr},
    {"__dict__", wrapperMethodDict, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

Ref makeWrapper(Type* type, Value callable) {
    Ref self = genericAlloc(type);
    if (self.isNull()) return nullptr;
    setField(asWrapperMethod(self.get())->callable, callable);
    if (!copyWrappedAttributes(self.get(), callable)) return nullptr;
    return self;
}

} // namespace

Ref staticMethodNew(Value callable) { return makeWrapper(&gStaticMethodType, callable); }
Ref classMethodNew(Value callable) { return makeWrapper(&gClassMethodType, callable); }

Ref propertyNew(Value getter, Value setter, Value deleter, Value doc) {
    Value args[4] = {noneIfNull(getter), noneIfNull(setter), noneIfNull(deleter), noneIfNull(doc)};
    return call(Value::fromObject(&gPropertyType), args, 4);
}

bool readyPropertyTypes() {
    gPropertyType.newFn = propertyNewSlot;
    gPropertyType.init = propertyInit;
    gPropertyType.descrGet = propertyGet;
    gPropertyType.descrSet = propertySet;
    gPropertyType.traverse = propertyTraverse;
    gPropertyType.clear = propertyClear;
    gPropertyType.dealloc = propertyDealloc;
    typeAddMethods(&gPropertyType, kPropertyMethods);
    typeAddGetSets(&gPropertyType, kPropertyGetSets);
    typeAddMembers(&gPropertyType, kPropertyMembers);

    for (Type* type : {&gStaticMethodType, &gClassMethodType}) {
        type->newFn = wrapperMethodNewSlot;
        type->init = wrapperMethodInit;
        type->repr = wrapperMethodRepr;
        type->traverse = wrapperMethodTraverse;
        type->clear = wrapperMethodClear;
        type->dealloc = wrapperMethodDealloc;
        type->dictOffset = static_cast<uint32_t>(offsetof(WrapperMethod, dict));
        typeAddGetSets(type, kWrapperMethodGetSets);
    }
    gStaticMethodType.descrGet = staticMethodGet;
    gStaticMethodType.call = staticMethodCall;
    gClassMethodType.descrGet = classMethodGet;
    return typeReady(&gPropertyType) && typeReady(&gStaticMethodType) &&
           typeReady(&gClassMethodType);
}

Value propertyGetterOf(Value v) {
    if (!v.isObject() || typeOf(v) != &gPropertyType) return Value();
    return static_cast<Property*>(v.object())->fget;
}

} // namespace taipan
