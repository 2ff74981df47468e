// super and mappingproxy.
//
// super(type, obj) looks attributes up along type(obj).__mro__ (or obj's
// own MRO when obj is a class) starting *after* `type`, binding what it
// finds to obj. The zero-argument form is resolved by the VM
// (gVmHooks.zeroArgumentSuper), which knows the __class__ cell and the
// first argument of the running function.
//
// mappingproxy is the read-only view `C.__dict__` returns; it forwards
// reads to the mapping it wraps and refuses writes.
//
// Invariants: a super object's fields never change after __init__; type
// and objType are owned references (objType null for an unbound super).
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

struct Super : Object {
    Type* type;    // __thisclass__
    Value obj;     // __self__ (null: unbound)
    Type* objType; // __self_class__
};

struct MappingProxy : Object {
    Value mapping;
};

} // namespace

Type gSuperType = staticType("super", sizeof(Super), 0, kTypeGcTracked | kTypeBaseType);
Type gMappingProxyType =
    staticType("mappingproxy", sizeof(MappingProxy), 0, kTypeGcTracked | kTypeMapping);

namespace {

Super* asSuper(Value v) { return static_cast<Super*>(v.object()); }
MappingProxy* asProxy(Value v) { return static_cast<MappingProxy*>(v.object()); }

std::string utf8(Value v) { return std::string(strUtf8(asStr(v))); }

// The type whose MRO super() walks for `obj`, or null with TypeError.
Type* superCheck(Type* type, Value obj) {
    if (isType(obj) && isSubtype(asType(obj), type)) return asType(obj);
    if (isInstance(obj, type)) return typeOf(obj);
    // Proxies may claim the class through __class__.
    Ref claimed = getAttrOptional(obj, TAIPAN_NAME("__class__"));
    if (claimed.isNull() && hasPendingException()) return nullptr;
    if (!claimed.isNull() && isType(claimed.get()) && asType(claimed.get()) != typeOf(obj) &&
        isSubtype(asType(claimed.get()), type)) {
        return asType(claimed.get());
    }
    Ref typeName = typeNameObject(type);
    if (typeName.isNull()) return nullptr;
    const char* kind = isType(obj) ? "type" : "instance of";
    Ref objName = isType(obj) ? typeNameObject(asType(obj)) : typeNameObject(typeOf(obj));
    if (objName.isNull()) return nullptr;
    raise(gTypeError, "super(type, obj): obj (%s %s) is not an instance or subtype of type (%s).",
          kind, utf8(objName.get()).c_str(), utf8(typeName.get()).c_str());
    return nullptr;
}

bool superFill(Value self, Type* type, Value obj) {
    Type* objType = nullptr;
    if (!obj.isNull()) {
        objType = superCheck(type, obj);
        if (objType == nullptr) return false;
    }
    Super* s = asSuper(self);
    incref(type);
    if (s->type != nullptr) decref(s->type);
    s->type = type;
    incref(obj);
    decref(s->obj);
    s->obj = obj;
    if (objType != nullptr) incref(objType);
    if (s->objType != nullptr) decref(s->objType);
    s->objType = objType;
    return true;
}

Ref superNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    return genericAlloc(type);
}

bool superInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "super() takes no keyword arguments");
        return false;
    }
    size_t count = callArgCount(nargs);
    if (count > 2) {
        // super(...) itself reports in the vectorcall style; a subclass goes
        // through tp_init, whose argument parser words it the old way.
        if (typeOf(self) != &gSuperType) {
            raise(gTypeError, "super() takes at most 2 arguments (%zu given)", count);
        } else {
            raise(gTypeError, "super() expected at most 2 arguments, got %zu", count);
        }
        return false;
    }
    Type* type = nullptr;
    Value obj;
    if (count == 0) {
        if (gVmHooks.zeroArgumentSuper == nullptr) {
            raise(gRuntimeError, "super(): no arguments");
            return false;
        }
        if (!gVmHooks.zeroArgumentSuper(type, obj)) return false;
    } else {
        if (!isType(args[0])) {
            raise(gTypeError, "super() argument 1 must be a type, not %s", typeOf(args[0])->name);
            return false;
        }
        type = asType(args[0]);
        if (count == 2 && !args[1].is(noneValue())) obj = args[1];
    }
    return superFill(self, type, obj);
}

Ref superGetAttr(Value self, Str* name) {
    Super* s = asSuper(self);
    if (s->objType != nullptr && !strEqualsAscii(name, "__class__")) {
        Tuple* mro = s->objType->mro;
        if (mro != nullptr) {
            int64_t i = 0;
            while (i < mro->size && mro->items()[i].object() != s->type) ++i;
            for (++i; i < mro->size; ++i) {
                Dict* dict = asType(mro->items()[i])->dict;
                if (dict == nullptr) continue;
                Value found = dictGetStr(dict, name);
                if (found.isNull()) continue;
                Ref keep = Ref::borrow(found);
                DescrGetFn get = typeOf(found)->descrGet;
                if (get == nullptr) return keep;
                // A class as obj (super in a classmethod) binds with no instance.
                Value instance = s->obj.is(Value::fromObject(s->objType)) ? Value() : s->obj;
                return get(found, instance, Value::fromObject(s->objType));
            }
        }
    }
    return genericGetAttr(self, name);
}

Ref superDescrGet(Value self, Value instance, Value owner) {
    Super* s = asSuper(self);
    if (instance.isNull() || instance.is(noneValue()) || !s->obj.isNull()) {
        return Ref::borrow(self);
    }
    if (!isExactType(self, &gSuperType)) {
        Value args[2] = {Value::fromObject(s->type), instance};
        return call(Value::fromObject(typeOf(self)), args, 2);
    }
    Ref bound = genericAlloc(&gSuperType);
    if (bound.isNull() || !superFill(bound.get(), s->type, instance)) return nullptr;
    return bound;
}

Ref superRepr(Value self) {
    // CPython names both classes by tp_name ("C" for a class statement's
    // class, "module.Name" for a native type in a module), not by repr.
    Super* s = asSuper(self);
    std::string text = std::string("<super: <class '") + s->type->name + "'>, ";
    if (s->objType == nullptr) {
        text += "NULL>";
    } else {
        text += std::string("<") + s->objType->name + " object>>";
    }
    return strFromUtf8(text);
}

void superTraverse(Object* self, VisitFn visit, void* context) {
    auto* s = static_cast<Super*>(self);
    if (s->type) visit(Value::fromObject(s->type), context);
    visit(s->obj, context);
    if (s->objType) visit(Value::fromObject(s->objType), context);
}

void superClear(Object* self) {
    auto* s = static_cast<Super*>(self);
    Type* type = s->type;
    Value obj = s->obj;
    Type* objType = s->objType;
    s->type = nullptr;
    s->obj = Value();
    s->objType = nullptr;
    if (type) decref(type);
    decref(obj);
    if (objType) decref(objType);
}

void superDealloc(Object* self) {
    gcUntrack(self);
    superClear(self);
    freeObjectMemory(self);
}

Ref superThisClass(Value self) {
    Type* type = asSuper(self)->type;
    return type == nullptr ? noneRef() : Ref::borrow(Value::fromObject(type));
}
Ref superSelf(Value self) {
    Value obj = asSuper(self)->obj;
    return Ref::borrow(obj.isNull() ? noneValue() : obj);
}
Ref superSelfClass(Value self) {
    Type* type = asSuper(self)->objType;
    return type == nullptr ? noneRef() : Ref::borrow(Value::fromObject(type));
}

const GetSetDef kSuperGetSets[] = {
    {"__thisclass__", superThisClass, readOnlyMemberSet, "the class invoking super()"},
    {"__self__", superSelf, readOnlyMemberSet, "the instance invoking super(); may be None"},
    {"__self_class__", superSelfClass, readOnlyMemberSet,
     "the type of the instance invoking super(); may be None"},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- mappingproxy --------------------------------------------------------------------

Ref proxyGetItem(Value self, Value key) { return getItem(asProxy(self)->mapping, key); }
bool proxyLength(Value self, int64_t& length) {
    return taipan::length(asProxy(self)->mapping, length);
}
int proxyContains(Value self, Value key) { return contains(asProxy(self)->mapping, key); }
Ref proxyIter(Value self) { return getIter(asProxy(self)->mapping); }
Ref proxyStr(Value self) { return str(asProxy(self)->mapping); }

Ref proxyRepr(Value self) {
    Ref inner = repr(asProxy(self)->mapping);
    if (inner.isNull()) return nullptr;
    return strFromUtf8("mappingproxy(" + utf8(inner.get()) + ")");
}

Ref proxyCompare(Value self, Value other, CompareOp op) {
    return compare(asProxy(self)->mapping, other, op);
}

Ref proxyForward(Value self, const char* method, const Value* args, size_t nargs) {
    return callMethod(asProxy(self)->mapping, internStr(method), args, nargs);
}

Ref proxyKeys(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("keys", nargs, kwnames, 0, 0)) return nullptr;
    return proxyForward(self, "keys", nullptr, 0);
}
Ref proxyValues(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("values", nargs, kwnames, 0, 0)) return nullptr;
    return proxyForward(self, "values", nullptr, 0);
}
Ref proxyItems(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("items", nargs, kwnames, 0, 0)) return nullptr;
    return proxyForward(self, "items", nullptr, 0);
}
Ref proxyCopy(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("copy", nargs, kwnames, 0, 0)) return nullptr;
    return proxyForward(self, "copy", nullptr, 0);
}
Ref proxyGet(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("get", nargs, kwnames, 1, 2)) return nullptr;
    return proxyForward(self, "get", args, callArgCount(nargs));
}

const MethodDef kProxyMethods[] = {
    {"keys", proxyKeys, kMethodInstance, nullptr},
    {"values", proxyValues, kMethodInstance, nullptr},
    {"items", proxyItems, kMethodInstance, nullptr},
    {"copy", proxyCopy, kMethodInstance, nullptr},
    {"get", proxyGet, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

Ref proxyNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"mapping"};
    static const NativeSignature kSignature = {"mappingproxy", kNames, 1, 0, 1, 1};
    Value mapping;
    if (!bindArguments(kSignature, args, nargs, kwnames, &mapping)) return nullptr;
    if (isList(mapping) || isTuple(mapping) || typeOf(mapping)->getitem == nullptr) {
        return raise(gTypeError, "mappingproxy() argument must be a mapping, not %s",
                     typeOf(mapping)->name);
    }
    return mappingProxyNew(mapping);
}

void proxyTraverse(Object* self, VisitFn visit, void* context) {
    visit(static_cast<MappingProxy*>(self)->mapping, context);
}

void proxyDealloc(Object* self) {
    gcUntrack(self);
    decref(static_cast<MappingProxy*>(self)->mapping);
    freeObjectMemory(self);
}

} // namespace

Ref superNew(Type* type, Value obj) {
    Ref self = genericAlloc(&gSuperType);
    if (self.isNull()) return nullptr;
    if (!superFill(self.get(), type, obj)) return nullptr;
    return self;
}

Ref mappingProxyNew(Value mapping) {
    Object* object = allocateObject(&gMappingProxyType);
    if (object == nullptr) return nullptr;
    static_cast<MappingProxy*>(object)->mapping = mapping;
    incref(mapping);
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

bool readySuperType() {
    gSuperType.newFn = superNewSlot;
    gSuperType.init = superInit;
    gSuperType.getattr = superGetAttr;
    gSuperType.descrGet = superDescrGet;
    gSuperType.repr = superRepr;
    gSuperType.traverse = superTraverse;
    gSuperType.clear = superClear;
    gSuperType.dealloc = superDealloc;
    typeAddGetSets(&gSuperType, kSuperGetSets);
    return typeReady(&gSuperType);
}

bool readyMappingProxyType() {
    gMappingProxyType.newFn = proxyNewSlot;
    gMappingProxyType.getitem = proxyGetItem;
    gMappingProxyType.length = proxyLength;
    gMappingProxyType.contains = proxyContains;
    gMappingProxyType.iter = proxyIter;
    gMappingProxyType.str = proxyStr;
    gMappingProxyType.repr = proxyRepr;
    gMappingProxyType.compare = proxyCompare;
    gMappingProxyType.traverse = proxyTraverse;
    gMappingProxyType.dealloc = proxyDealloc;
    typeAddMethods(&gMappingProxyType, kProxyMethods);
    return typeReady(&gMappingProxyType);
}

} // namespace taipan
