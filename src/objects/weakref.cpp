// Weak references and proxies (see objects/weakref.h for the list layout and
// its invariants): creation with CPython's sharing of plain references,
// clearing with callbacks when a referent dies by reference counting or in
// the cycle collector, and the three types' slots.
//
// A proxy forwards every operation to its referent, and raises
// ReferenceError("weakly-referenced object no longer exists") once the
// referent died. Proxies are unhashable; `ref` objects hash as their
// referent (the hash is cached, so it survives the referent).
#include "objects/weakref.h"

#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/generic_alias.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/thread_state.h"

#include <cstdio>
#include <string>
#include <unordered_map>

namespace taipan {

Type gWeakRefType =
    staticType("weakref.ReferenceType", sizeof(WeakRef), 0, kTypeGcTracked | kTypeBaseType);
Type gWeakProxyType = staticType("weakref.ProxyType", sizeof(WeakRef), 0, kTypeGcTracked);
Type gWeakCallableProxyType =
    staticType("weakref.CallableProxyType", sizeof(WeakRef), 0, kTypeGcTracked);

namespace {

// ---- The lists ---------------------------------------------------------------------

// The side table for types whose list is not in the object (kWeaklistExternal).
// Allocated once and never freed, so it outlives every static destructor.
std::unordered_map<Object*, WeakRef*>& externalLists() {
    static auto* lists = new std::unordered_map<Object*, WeakRef*>();
    return *lists;
}

WeakRef** inlineSlot(Object* object) {
    int32_t offset = static_cast<int32_t>(object->type->weaklistOffset);
    return reinterpret_cast<WeakRef**>(reinterpret_cast<char*>(object) + offset);
}

WeakRef* listHead(Object* object) {
    uint32_t offset = object->type->weaklistOffset;
    if (offset == 0) return nullptr;
    if (offset == kWeaklistExternal) {
        auto& lists = externalLists();
        if (lists.empty()) return nullptr;
        auto found = lists.find(object);
        return found == lists.end() ? nullptr : found->second;
    }
    return *inlineSlot(object);
}

void setListHead(Object* object, WeakRef* head) {
    if (object->type->weaklistOffset == kWeaklistExternal) {
        if (head == nullptr) {
            externalLists().erase(object);
        } else {
            externalLists()[object] = head;
        }
        return;
    }
    *inlineSlot(object) = head;
}

bool isProxyType(const Type* type) {
    return type == &gWeakProxyType || type == &gWeakCallableProxyType;
}
bool isBasicRef(const WeakRef* ref) {
    return ref->type == &gWeakRefType && ref->callback.isNull();
}
bool isBasicProxy(const WeakRef* ref) {
    return isProxyType(ref->type) && ref->callback.isNull();
}

// Links `ref` into its referent's list at the place CPython's order gives it.
void insertRef(WeakRef* ref) {
    Object* referent = ref->referent;
    WeakRef* head = listHead(referent);
    WeakRef* after = nullptr; // insert after this one, or at the head when null
    if (isBasicRef(ref)) {
        after = nullptr;
    } else if (isBasicProxy(ref)) {
        if (head != nullptr && isBasicRef(head)) after = head;
    } else {
        WeakRef* cursor = head;
        if (cursor != nullptr && isBasicRef(cursor)) {
            after = cursor;
            cursor = cursor->next;
        }
        if (cursor != nullptr && isBasicProxy(cursor)) after = cursor;
    }
    if (after == nullptr) {
        ref->prev = nullptr;
        ref->next = head;
        if (head != nullptr) head->prev = ref;
        setListHead(referent, ref);
    } else {
        ref->prev = after;
        ref->next = after->next;
        if (after->next != nullptr) after->next->prev = ref;
        after->next = ref;
    }
}

// Unlinks a live reference from its referent's list and makes it dead.
void detachRef(WeakRef* ref) {
    Object* referent = ref->referent;
    if (referent == nullptr) return;
    if (ref->prev != nullptr) {
        ref->prev->next = ref->next;
    } else {
        setListHead(referent, ref->next);
    }
    if (ref->next != nullptr) ref->next->prev = ref->prev;
    ref->prev = nullptr;
    ref->next = nullptr;
    ref->referent = nullptr;
}

// Calls one callback with its (dead) weak reference; errors are reported.
void callCallback(WeakRef* ref) {
    Value callback = ref->callback;
    if (callback.isNull()) return;
    Ref keepCallback = Ref::borrow(callback);
    Ref result = callOneArg(callback, Value::fromObject(ref));
    if (result.isNull()) writeUnraisable(callback);
}

// Puts back an exception that was propagating before callbacks ran.
void restorePending(Ref saved) {
    if (saved.isNull()) return;
    clearPendingException();
    threadState().pendingException = saved.release();
}

Ref raiseNotWeakReferenceable(Value object) {
    return raise(gTypeError, "cannot create weak reference to '%s' object", typeOf(object)->name);
}

// ---- ReferenceType ----------------------------------------------------------------------

WeakRef* asWeakRef(Value v) {
    return static_cast<WeakRef*>(v.object());
}

bool unpackNewArguments(const Value* args, size_t nargs, Tuple* kwnames, const char* name,
                        Value& object, Value& callback) {
    size_t count = callArgCount(nargs);
    if (kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "%s() takes no keyword arguments", name);
        return false;
    }
    if (count < 1) {
        raise(gTypeError, "__new__ expected at least 1 argument, got 0");
        return false;
    }
    if (count > 2) {
        raise(gTypeError, "__new__ expected at most 2 arguments, got %zu", count);
        return false;
    }
    object = args[0];
    callback = count == 2 && !args[1].is(noneValue()) ? args[1] : Value();
    return true;
}

Ref weakrefNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    Value object, callback;
    if (!unpackNewArguments(args, nargs, kwnames, "ref", object, callback)) return nullptr;
    return weakrefNew(type, object, callback);
}

// ref.__init__ accepts what __new__ did, so subclasses can call it.
bool weakrefInit(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (count < 1 || count > 2) {
        Value object, callback;
        return unpackNewArguments(args, nargs, kwnames, "ref", object, callback);
    }
    return true;
}

void weakrefTraverse(Object* self, VisitFn visit, void* context) {
    visit(static_cast<WeakRef*>(self)->callback, context);
}

void weakrefClear(Object* self) {
    auto* ref = static_cast<WeakRef*>(self);
    detachRef(ref);
    Value callback = ref->callback;
    ref->callback = Value();
    decref(callback);
}

void weakrefDealloc(Object* self) {
    gcUntrack(self);
    weakrefClear(self);
    freeObjectMemory(self);
}

Ref weakrefCall(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "weakref() takes no keyword arguments");
    }
    if (callArgCount(nargs) != 0) {
        return raise(gTypeError, "weakref expected 0 arguments, got %zu", callArgCount(nargs));
    }
    Object* referent = asWeakRef(self)->referent;
    if (referent == nullptr) return noneRef();
    return Ref::borrow(Value::fromObject(referent));
}

bool weakrefHash(Value self, int64_t& hash) {
    WeakRef* ref = asWeakRef(self);
    if (ref->hash != -1) {
        hash = ref->hash;
        return true;
    }
    if (ref->referent == nullptr) {
        raise(gTypeError, "weak object has gone away");
        return false;
    }
    Ref keep = Ref::borrow(Value::fromObject(ref->referent));
    if (!hashValue(keep.get(), hash)) return false;
    ref->hash = hash;
    return true;
}

Ref weakrefCompare(Value left, Value right, CompareOp op) {
    if ((op != CompareOp::Eq && op != CompareOp::Ne) || !isInstance(left, &gWeakRefType) ||
        !isInstance(right, &gWeakRefType)) {
        return notImplementedRef();
    }
    Object* a = asWeakRef(left)->referent;
    Object* b = asWeakRef(right)->referent;
    if (a == nullptr || b == nullptr) {
        bool same = left.is(right);
        return boolRef(op == CompareOp::Eq ? same : !same);
    }
    Ref keepA = Ref::borrow(Value::fromObject(a));
    Ref keepB = Ref::borrow(Value::fromObject(b));
    return compare(keepA.get(), keepB.get(), op);
}

std::string pointerText(const void* pointer) {
    char text[32];
    std::snprintf(text, sizeof text, "%p", pointer);
    return text;
}

// The "(name)" CPython appends when the referent has a str __name__.
bool referentNameSuffix(Object* referent, std::string& suffix) {
    Ref name = getAttrOptional(Value::fromObject(referent), TAIPAN_NAME("__name__"));
    if (name.isNull()) {
        if (!hasPendingException()) return true;
        if (!pendingExceptionMatches(gException)) return false;
        clearPendingException();
        return true;
    }
    if (isStr(name.get())) suffix = " (" + std::string(strUtf8(asStr(name.get()))) + ")";
    return true;
}

Ref weakrefRepr(Value self) {
    WeakRef* ref = asWeakRef(self);
    std::string text = "<weakref at " + pointerText(ref);
    if (ref->referent == nullptr) return strFromUtf8(text + "; dead>");
    Ref keep = Ref::borrow(Value::fromObject(ref->referent));
    std::string suffix;
    if (!referentNameSuffix(ref->referent, suffix)) return nullptr;
    return strFromUtf8(text + "; to '" + ref->referent->type->name + "' at " +
                       pointerText(ref->referent) + suffix + ">");
}

Ref weakrefCallbackGetter(Value self) {
    Value callback = asWeakRef(self)->callback;
    return Ref::borrow(callback.isNull() ? noneValue() : callback);
}

const MethodDef kWeakRefMethods[] = {
    {"__class_getitem__", classGetItemMethod, kMethodClass, "See PEP 585"},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kWeakRefGetSets[] = {
    {"__callback__", weakrefCallbackGetter, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- ProxyType / CallableProxyType ----------------------------------------------------

// The referent of a proxy as a new reference; null with ReferenceError
// pending when it died. Values that are not proxies are returned as they are.
Ref unwrapProxy(Value v) {
    if (!v.isObject() || !isProxyType(v.object()->type)) return Ref::borrow(v);
    Object* referent = asWeakRef(v)->referent;
    if (referent == nullptr)
        return raise(gReferenceError, "weakly-referenced object no longer exists");
    return Ref::borrow(Value::fromObject(referent));
}

Ref proxyRepr(Value self) {
    WeakRef* ref = asWeakRef(self);
    Object* referent = ref->referent;
    if (referent == nullptr) {
        return strFromUtf8("<weakproxy at " + pointerText(ref) + "; dead>");
    }
    return strFromUtf8("<weakproxy at " + pointerText(ref) + "; to '" + referent->type->name +
                       "' at " + pointerText(referent) + ">");
}

#define TAIPAN_PROXY_UNARY(fnName, expression)                                                     \
    Ref fnName(Value self) {                                                                       \
        Ref o = unwrapProxy(self);                                                                 \
        if (o.isNull()) return nullptr;                                                            \
        return expression;                                                                         \
    }

TAIPAN_PROXY_UNARY(proxyStr, str(o.get()))
TAIPAN_PROXY_UNARY(proxyIter, getIter(o.get()))
TAIPAN_PROXY_UNARY(proxyIndex, toIndex(o.get()))
TAIPAN_PROXY_UNARY(proxyNeg, unaryOp(o.get(), UnaryOp::Neg))
TAIPAN_PROXY_UNARY(proxyPos, unaryOp(o.get(), UnaryOp::Pos))
TAIPAN_PROXY_UNARY(proxyInvert, unaryOp(o.get(), UnaryOp::Invert))
TAIPAN_PROXY_UNARY(proxyAbs, unaryOp(o.get(), UnaryOp::Abs))

#undef TAIPAN_PROXY_UNARY

Ref proxyInt(Value self) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return nullptr;
    Value argument = o.get();
    return call(Value::fromObject(&gIntType), &argument, 1);
}

Ref proxyFloat(Value self) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return nullptr;
    Value argument = o.get();
    return call(Value::fromObject(&gFloatType), &argument, 1);
}

Ref proxyNext(Value self) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return nullptr;
    if (typeOf(o.get())->next == nullptr) {
        return raise(gTypeError, "Weakref proxy referenced a non-iterator '%s' object",
                     typeOf(o.get())->name);
    }
    return typeOf(o.get())->next(o.get());
}

template <BinaryOp kOp> Ref proxyBinary(Value left, Value right) {
    Ref l = unwrapProxy(left);
    if (l.isNull()) return nullptr;
    Ref r = unwrapProxy(right);
    if (r.isNull()) return nullptr;
    return binaryOp(l.get(), r.get(), kOp);
}

template <BinaryOp kOp> Ref proxyInplace(Value left, Value right) {
    Ref l = unwrapProxy(left);
    if (l.isNull()) return nullptr;
    Ref r = unwrapProxy(right);
    if (r.isNull()) return nullptr;
    return inplaceOp(l.get(), r.get(), kOp);
}

Ref proxyPow(Value base, Value exponent, Value modulus) {
    Ref b = unwrapProxy(base);
    if (b.isNull()) return nullptr;
    Ref e = unwrapProxy(exponent);
    if (e.isNull()) return nullptr;
    Ref m = modulus.isNull() ? Ref() : unwrapProxy(modulus);
    if (!modulus.isNull() && m.isNull()) return nullptr;
    return powerOp(b.get(), e.get(), m.isNull() ? noneValue() : m.get());
}

Ref proxyCompare(Value left, Value right, CompareOp op) {
    Ref l = unwrapProxy(left);
    if (l.isNull()) return nullptr;
    Ref r = unwrapProxy(right);
    if (r.isNull()) return nullptr;
    return compare(l.get(), r.get(), op);
}

int proxyBool(Value self) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return -1;
    return truthy(o.get());
}

bool proxyLength(Value self, int64_t& result) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return false;
    return length(o.get(), result);
}

Ref proxyGetItem(Value self, Value key) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return nullptr;
    return getItem(o.get(), key);
}

bool proxySetItem(Value self, Value key, Value value) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return false;
    return value.isNull() ? delItem(o.get(), key) : setItem(o.get(), key, value);
}

int proxyContains(Value self, Value item) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return -1;
    return contains(o.get(), item);
}

Ref proxyGetAttr(Value self, Str* name) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return nullptr;
    return getAttr(o.get(), name);
}

bool proxySetAttr(Value self, Str* name, Value value) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return false;
    return value.isNull() ? delAttr(o.get(), name) : setAttr(o.get(), name, value);
}

Ref proxyCall(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    Ref o = unwrapProxy(self);
    if (o.isNull()) return nullptr;
    return call(o.get(), args, callArgCount(nargs), kwnames);
}

Ref proxyNewSlot(Type*, const Value*, size_t, Tuple*) {
    return raise(gTypeError, "cannot create 'weakref.ProxyType' instances");
}

template <size_t... kIndex> void fillProxyNumberSlots(Type* type, std::index_sequence<kIndex...>) {
    ((type->binary[kIndex] = proxyBinary<static_cast<BinaryOp>(kIndex)>), ...);
    ((type->inplace[kIndex] = proxyInplace<static_cast<BinaryOp>(kIndex)>), ...);
}

void fillProxySlots(Type* type) {
    type->newFn = proxyNewSlot;
    type->dealloc = weakrefDealloc;
    type->traverse = weakrefTraverse;
    type->clear = weakrefClear;
    type->repr = proxyRepr;
    type->str = proxyStr;
    type->compare = proxyCompare;
    type->getattr = proxyGetAttr;
    type->setattr = proxySetAttr;
    type->iter = proxyIter;
    type->next = proxyNext;
    fillProxyNumberSlots(type, std::make_index_sequence<kBinaryOpCount>());
    type->ternaryPow = proxyPow;
    type->unary[static_cast<size_t>(UnaryOp::Neg)] = proxyNeg;
    type->unary[static_cast<size_t>(UnaryOp::Pos)] = proxyPos;
    type->unary[static_cast<size_t>(UnaryOp::Invert)] = proxyInvert;
    type->unary[static_cast<size_t>(UnaryOp::Abs)] = proxyAbs;
    type->boolFn = proxyBool;
    type->index = proxyIndex;
    type->toInt = proxyInt;
    type->toFloat = proxyFloat;
    type->length = proxyLength;
    type->getitem = proxyGetItem;
    type->setitem = proxySetItem;
    type->contains = proxyContains;
}

// Allocates a weak reference of `type` to `referent` and links it.
Ref makeRef(Type* type, Object* referent, Value callback) {
    Ref self = genericAlloc(type);
    if (self.isNull()) return nullptr;
    WeakRef* ref = asWeakRef(self.get());
    ref->referent = referent;
    ref->hash = -1;
    if (!callback.isNull()) {
        incref(callback);
        ref->callback = callback;
    }
    insertRef(ref);
    return self;
}

} // namespace

Ref weakrefNew(Type* type, Value object, Value callback) {
    if (!object.isObject() || !typeSupportsWeakrefs(object.object()->type)) {
        return raiseNotWeakReferenceable(object);
    }
    Object* referent = object.object();
    if (type == &gWeakRefType && callback.isNull()) {
        WeakRef* head = listHead(referent);
        if (head != nullptr && isBasicRef(head)) return Ref::borrow(Value::fromObject(head));
    }
    return makeRef(type, referent, callback);
}

Ref weakProxyNew(Value object, Value callback) {
    if (!object.isObject() || !typeSupportsWeakrefs(object.object()->type)) {
        return raiseNotWeakReferenceable(object);
    }
    Object* referent = object.object();
    if (callback.isNull()) {
        WeakRef* head = listHead(referent);
        if (head != nullptr && isBasicRef(head)) head = head->next;
        if (head != nullptr && isBasicProxy(head)) return Ref::borrow(Value::fromObject(head));
    }
    Type* type = referent->type->call != nullptr ? &gWeakCallableProxyType : &gWeakProxyType;
    return makeRef(type, referent, callback);
}

Object* firstWeakref(Object* object) {
    return listHead(object);
}

int64_t weakrefCount(Object* object) {
    int64_t count = 0;
    for (WeakRef* ref = listHead(object); ref != nullptr; ref = ref->next)
        ++count;
    return count;
}

Ref weakrefList(Object* object) {
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    for (WeakRef* ref = listHead(object); ref != nullptr; ref = ref->next) {
        if (!listAppend(asList(list.get()), Value::fromObject(ref))) return nullptr;
    }
    return list;
}

void clearWeakrefsOnDealloc(Object* object) {
    WeakRef* head = listHead(object);
    if (head == nullptr) return;
    // Detach everything first: a callback must find every weak reference to
    // the object dead. The ones with callbacks are kept alive until called.
    std::vector<Ref> pending;
    while (head != nullptr) {
        WeakRef* ref = head;
        detachRef(ref);
        // A weak reference whose own count is zero is being freed right now
        // (it will unlink itself); its callback must not run.
        if (!ref->callback.isNull() && ref->refcount > 0) {
            pending.push_back(Ref::borrow(Value::fromObject(ref)));
        }
        head = listHead(object);
    }
    if (pending.empty()) return;
    Ref saved = takePendingException();
    for (Ref& ref : pending)
        callCallback(asWeakRef(ref.get()));
    pending.clear();
    restorePending(std::move(saved));
}

std::vector<Object*> gcClearWeakrefs(const std::vector<Object*>& garbage,
                                     bool (*isGarbage)(Object* object)) {
    std::vector<Object*> toCall;
    // Weak references that are garbage themselves are detached first, so
    // that their callbacks never run, whatever happens to their referents.
    for (Object* object : garbage) {
        if (isWeakRef(Value::fromObject(object))) detachRef(static_cast<WeakRef*>(object));
    }
    for (Object* object : garbage) {
        if (!typeSupportsWeakrefs(object->type)) continue;
        while (WeakRef* ref = listHead(object)) {
            detachRef(ref);
            if (!ref->callback.isNull() && !isGarbage(ref)) {
                incref(ref);
                toCall.push_back(ref);
            }
        }
    }
    return toCall;
}

void gcCallWeakrefCallbacks(std::vector<Object*>& weakrefs) {
    for (Object* object : weakrefs) {
        callCallback(static_cast<WeakRef*>(object));
        decref(object);
    }
    weakrefs.clear();
}

bool readyWeakrefTypes() {
    gWeakRefType.newFn = weakrefNewSlot;
    gWeakRefType.init = weakrefInit;
    gWeakRefType.dealloc = weakrefDealloc;
    gWeakRefType.traverse = weakrefTraverse;
    gWeakRefType.clear = weakrefClear;
    gWeakRefType.repr = weakrefRepr;
    gWeakRefType.hash = weakrefHash;
    gWeakRefType.compare = weakrefCompare;
    gWeakRefType.call = weakrefCall;
    typeAddGetSets(&gWeakRefType, kWeakRefGetSets);
    typeAddMethods(&gWeakRefType, kWeakRefMethods);
    fillProxySlots(&gWeakProxyType);
    fillProxySlots(&gWeakCallableProxyType);
    gWeakCallableProxyType.call = proxyCall;
    // The builtin types CPython gives a weak reference list; Python
    // subclasses inherit the setting when they are created.
    for (Type* type : {&gTypeType, &gFunctionType, &gMethodType, &gBuiltinFunctionType, &gSetType,
                       &gFrozenSetType, &gGeneratorType, &gCodeType, &gModuleType}) {
        type->weaklistOffset = kWeaklistExternal;
    }
    return typeReady(&gWeakRefType) && typeReady(&gWeakProxyType) &&
           typeReady(&gWeakCallableProxyType);
}

} // namespace taipan
