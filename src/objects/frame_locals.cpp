// FrameLocalsProxy (PEP 667), the f_locals of function frames, and the
// helpers locals() and tracebacks use to see the same variables (see
// objects/frame_locals.h for the invariants).
//
// What the proxy does is CPython 3.13's, checked method by method against
// python3.13: the keys are the frame's bound variables in localsplus order
// (arguments and locals, then cells, then free variables), then the extra
// keys; keys(), values() and items() return lists and iteration works on a
// list of the keys taken when it starts; `==` compares with dicts and other
// proxies as dicts do; `|` builds a new dict and `|=` updates the proxy;
// del raises TypeError; a missing key raises KeyError("local variable
// 'name' is not defined") with the key's repr in the quotes.
#include "objects/frame_locals.h"

#include "objects/builtins_types.h"
#include "objects/container_util.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/function.h"
#include "objects/str.h"
#include "objects/traceback.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "vm/frame.h"

#include <string>

namespace taipan {

namespace {

struct FrameLocalsProxy : Object {
    FrameObject* frame; // owned
};

} // namespace

Type gFrameLocalsProxyType =
    staticType("FrameLocalsProxy", sizeof(FrameLocalsProxy), 0, kTypeGcTracked | kTypeMapping);

namespace {

FrameObject* frameOf(Value proxy) {
    return static_cast<FrameLocalsProxy*>(proxy.object())->frame;
}

// The frame whose variables the object shows, or null when it has none
// (a frame object whose frame is gone without a copy).
vm::Frame* variablesOf(FrameObject* object) {
    vm::Frame* frame = object->frame;
    if (frame == nullptr || frame->code == nullptr) return nullptr;
    return frame;
}

// The value of localsplus slot `index` (a cell's contents for cells and
// free variables), borrowed; null when unbound.
Value slotValue(vm::Frame* frame, int index) {
    Value value = frame->localsPlus()[index];
    uint8_t kind = frame->code->localsPlusKinds[index];
    if (!value.isNull() && (kind & (kLocalCell | kLocalFree)) != 0 && isCell(value))
        return asCell(value)->contents;
    return value;
}

// The localsplus slot named `key`, or -1.
int slotIndex(vm::Frame* frame, Value key) {
    if (frame == nullptr || !isStr(key)) return -1;
    Tuple* names = frame->code->localsPlusNames;
    for (int i = 0; i < frame->code->nlocalsPlus; ++i) {
        Value name = names->items()[i];
        if (name.is(key) || strEquals(asStr(name), asStr(key))) return i;
    }
    return -1;
}

void setSlot(vm::Frame* frame, int index, Value value) {
    Value* slot = &frame->localsPlus()[index];
    uint8_t kind = frame->code->localsPlusKinds[index];
    incref(value);
    if (!slot->isNull() && (kind & (kLocalCell | kLocalFree)) != 0 && isCell(*slot)) {
        Cell* cell = asCell(*slot);
        Value old = cell->contents;
        cell->contents = value;
        decref(old);
        return;
    }
    Value old = *slot;
    *slot = value;
    decref(old);
}

// The frame object's dict of extra variables, made on first use when
// `create`; null when there is none (or on MemoryError with `create`).
Dict* extrasOf(FrameObject* object, bool create) {
    if (object->extraLocals.isNull()) {
        if (!create) return nullptr;
        Ref dict = dictNew();
        if (dict.isNull()) return nullptr;
        object->extraLocals = dict.release();
    }
    return asDict(object->extraLocals);
}

// Looks `key` up: true with `out` borrowed (null: missing); false on error
// (an unhashable key).
bool lookup(FrameObject* object, Value key, Value& out) {
    out = Value();
    vm::Frame* frame = variablesOf(object);
    int index = slotIndex(frame, key);
    if (index >= 0) {
        out = slotValue(frame, index);
        return true;
    }
    Dict* extras = extrasOf(object, false);
    if (extras == nullptr) {
        // Missing, but an unhashable key is an error as in a dict.
        int64_t hash = 0;
        return hashValue(key, hash);
    }
    return dictLookup(extras, key, out);
}

bool store(FrameObject* object, Value key, Value value) {
    vm::Frame* frame = variablesOf(object);
    int index = slotIndex(frame, key);
    if (index >= 0) {
        setSlot(frame, index, value);
        return true;
    }
    Dict* extras = extrasOf(object, true);
    if (extras == nullptr) return false;
    return dictSetItem(extras, key, value);
}

Ref raiseMissing(Value key) {
    Ref text = repr(key);
    if (text.isNull()) return nullptr;
    Ref message = strFromUtf8("local variable '" + std::string(strUtf8(asStr(text.get()))) +
                              "' is not defined");
    if (message.isNull()) return nullptr;
    return raiseWithValue(gKeyError, message.get());
}

// A new dict of the variables and extra keys, in the proxy's order.
Ref snapshot(FrameObject* object) {
    Ref dict = dictNew();
    if (dict.isNull()) return nullptr;
    if (vm::Frame* frame = variablesOf(object)) {
        Tuple* names = frame->code->localsPlusNames;
        for (int i = 0; i < frame->code->nlocalsPlus; ++i) {
            Value value = slotValue(frame, i);
            if (value.isNull()) continue;
            if (!dictSetItem(asDict(dict.get()), names->items()[i], value)) return nullptr;
        }
    }
    if (!frameAddExtraLocals(object, dict.get())) return nullptr;
    return dict;
}

// The keys, values or (key, value) pairs as a new list.
enum class Part { Keys, Values, Items };
Ref listOf(FrameObject* object, Part part) {
    Ref dict = snapshot(object);
    if (dict.isNull()) return nullptr;
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    int64_t position = 0;
    Value key, value;
    while (dictNext(asDict(dict.get()), position, key, value)) {
        Ref item;
        switch (part) {
        case Part::Keys:
            item = Ref::borrow(key);
            break;
        case Part::Values:
            item = Ref::borrow(value);
            break;
        case Part::Items:
            item = tuplePack2(key, value);
            break;
        }
        if (item.isNull() || !listAppend(asList(list.get()), item.get())) return nullptr;
    }
    return list;
}

// A dict or a proxy, as a dict (the dict itself, or the proxy's snapshot).
Ref asMappingDict(Value other) {
    if (isFrameLocalsProxy(other)) return snapshot(frameOf(other));
    return Ref::borrow(other);
}

bool isDictOrProxy(Value v) {
    return isDict(v) || isFrameLocalsProxy(v);
}

// dict.update(into, source) as CPython's PyDict_Update does it: a dict or
// a proxy directly, anything else through keys() and [] (so a list fails
// with "'list' object has no attribute 'keys'").
bool mergeInto(Dict* into, Value source) {
    if (isDictOrProxy(source)) {
        Ref dict = asMappingDict(source);
        if (dict.isNull()) return false;
        return dictMerge(into, dict.get(), 1);
    }
    Ref keys = callMethod(source, internStr("keys"), nullptr, 0);
    if (keys.isNull()) return false;
    Ref iterator = getIter(keys.get());
    if (iterator.isNull()) return false;
    while (true) {
        Ref key = iterNext(iterator.get());
        if (key.isNull()) return !hasPendingException();
        Ref value = getItem(source, key.get());
        if (value.isNull() || !dictSetItem(into, key.get(), value.get())) return false;
    }
}

// ---- Slots ---------------------------------------------------------------------------

Ref proxyGetItem(Value self, Value key) {
    Value value;
    if (!lookup(frameOf(self), key, value)) return nullptr;
    if (value.isNull()) return raiseMissing(key);
    return Ref::borrow(value);
}

bool proxySetItem(Value self, Value key, Value value) {
    if (value.isNull()) {
        raise(gTypeError, "cannot remove variables from FrameLocalsProxy");
        return false;
    }
    return store(frameOf(self), key, value);
}

int proxyContains(Value self, Value key) {
    Value value;
    if (!lookup(frameOf(self), key, value)) return -1;
    return value.isNull() ? 0 : 1;
}

bool proxyLength(Value self, int64_t& length) {
    FrameObject* object = frameOf(self);
    length = 0;
    if (vm::Frame* frame = variablesOf(object)) {
        for (int i = 0; i < frame->code->nlocalsPlus; ++i) {
            if (!slotValue(frame, i).isNull()) ++length;
        }
    }
    if (Dict* extras = extrasOf(object, false)) length += extras->size;
    return true;
}

Ref proxyIter(Value self) {
    Ref keys = listOf(frameOf(self), Part::Keys);
    if (keys.isNull()) return nullptr;
    return getIter(keys.get());
}

Ref proxyRepr(Value self) {
    containers::ReprGuard guard(self.object());
    if (guard.recursive()) return strFromUtf8("{...}");
    Ref dict = snapshot(frameOf(self));
    if (dict.isNull()) return nullptr;
    return repr(dict.get());
}

Ref proxyCompare(Value self, Value other, CompareOp op) {
    if ((op != CompareOp::Eq && op != CompareOp::Ne) || !isDictOrProxy(other))
        return notImplementedRef();
    Ref mine = snapshot(frameOf(self));
    if (mine.isNull()) return nullptr;
    Ref theirs = asMappingDict(other);
    if (theirs.isNull()) return nullptr;
    return compare(mine.get(), theirs.get(), op);
}

// `left | right`, either side a proxy: a new dict of left's items updated
// with right's. Only a dict or a proxy is accepted on the right.
Ref proxyOr(Value left, Value right) {
    if (!isDictOrProxy(right)) return notImplementedRef();
    Ref result = dictNew();
    if (result.isNull()) return nullptr;
    if (!mergeInto(asDict(result.get()), left) || !mergeInto(asDict(result.get()), right))
        return nullptr;
    return result;
}

bool updateFrom(FrameObject* object, Value other) {
    Ref dict = asMappingDict(other);
    if (dict.isNull()) return false;
    // Items first: the update may run code (a key's __eq__) that changes
    // the dict being read.
    Ref items = callMethod(dict.get(), internStr("items"), nullptr, 0);
    if (items.isNull()) return false;
    Ref list = listFromIterable(items.get());
    if (list.isNull()) return false;
    List* pairs = asList(list.get());
    for (int64_t i = 0; i < pairs->size; ++i) {
        Tuple* pair = asTuple(pairs->items[i]);
        if (!store(object, pair->items()[0], pair->items()[1])) return false;
    }
    return true;
}

Ref proxyInplaceOr(Value self, Value other) {
    if (!isDictOrProxy(other)) return notImplementedRef();
    if (!updateFrom(frameOf(self), other)) return nullptr;
    return Ref::borrow(self);
}

// ---- Methods -------------------------------------------------------------------------

Ref proxyKeys(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("FrameLocalsProxy.keys", nargs, kwnames, 0, 0)) return nullptr;
    return listOf(frameOf(self), Part::Keys);
}

Ref proxyValues(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("FrameLocalsProxy.values", nargs, kwnames, 0, 0)) return nullptr;
    return listOf(frameOf(self), Part::Values);
}

Ref proxyItems(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("FrameLocalsProxy.items", nargs, kwnames, 0, 0)) return nullptr;
    return listOf(frameOf(self), Part::Items);
}

Ref proxyCopy(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("FrameLocalsProxy.copy", nargs, kwnames, 0, 0)) return nullptr;
    return snapshot(frameOf(self));
}

Ref proxyReversed(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("FrameLocalsProxy.__reversed__", nargs, kwnames, 0, 0)) return nullptr;
    Ref keys = listOf(frameOf(self), Part::Keys);
    if (keys.isNull()) return nullptr;
    // CPython 3.13 returns the reversed list itself, not an iterator.
    listReverse(asList(keys.get()));
    return keys;
}

// get / setdefault: one or two positional arguments, no keywords.
bool checkOneOrTwo(const char* method, size_t nargs, Tuple* kwnames) {
    if (kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "FrameLocalsProxy.%s() takes no keyword arguments", method);
        return false;
    }
    size_t count = callArgCount(nargs);
    if (count < 1 || count > 2) {
        raise(gTypeError, "%s expected 1 or 2 arguments", method);
        return false;
    }
    return true;
}

Ref proxyGet(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkOneOrTwo("get", nargs, kwnames)) return nullptr;
    Value value;
    if (!lookup(frameOf(self), args[0], value)) return nullptr;
    if (!value.isNull()) return Ref::borrow(value);
    return Ref::borrow(callArgCount(nargs) == 2 ? args[1] : noneValue());
}

Ref proxySetDefault(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkOneOrTwo("setdefault", nargs, kwnames)) return nullptr;
    FrameObject* object = frameOf(self);
    Value value;
    if (!lookup(object, args[0], value)) return nullptr;
    if (!value.isNull()) return Ref::borrow(value);
    Value fallback = callArgCount(nargs) == 2 ? args[1] : noneValue();
    if (!store(object, args[0], fallback)) return nullptr;
    return Ref::borrow(fallback);
}

Ref proxyUpdate(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("FrameLocalsProxy.update", nargs, kwnames, 1, 1)) return nullptr;
    if (!isDictOrProxy(args[0]))
        return raise(gTypeError, "update() argument must be dict or another FrameLocalsProxy");
    if (!updateFrom(frameOf(self), args[0])) return nullptr;
    return noneRef();
}

const MethodDef kProxyMethods[] = {
    {"keys", proxyKeys, kMethodInstance, nullptr},
    {"values", proxyValues, kMethodInstance, nullptr},
    {"items", proxyItems, kMethodInstance, nullptr},
    {"copy", proxyCopy, kMethodInstance, nullptr},
    {"get", proxyGet, kMethodInstance, nullptr},
    {"setdefault", proxySetDefault, kMethodInstance, nullptr},
    {"update", proxyUpdate, kMethodInstance, nullptr},
    {"__reversed__", proxyReversed, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

// FrameLocalsProxy(frame)
Ref proxyNewSlot(Type*, const Value* args, size_t nargs, Tuple*) {
    size_t count = callArgCount(nargs);
    if (count != 1)
        return raise(gTypeError, "FrameLocalsProxy expected 1 argument, got %zu", count);
    if (!isFrameObject(args[0]))
        return raise(gTypeError, "expect frame, not %s", typeOf(args[0])->name);
    return frameLocalsProxyNew(static_cast<FrameObject*>(args[0].object()));
}

void proxyTraverse(Object* self, VisitFn visit, void* context) {
    FrameObject* frame = static_cast<FrameLocalsProxy*>(self)->frame;
    if (frame != nullptr) visit(Value::fromObject(frame), context);
}

void proxyClear(Object* self) {
    auto* proxy = static_cast<FrameLocalsProxy*>(self);
    FrameObject* frame = proxy->frame;
    proxy->frame = nullptr;
    if (frame != nullptr) decref(frame);
}

void proxyDealloc(Object* self) {
    gcUntrack(self);
    proxyClear(self);
    freeObjectMemory(self);
}

// True when a module or class frame has a bound hidden variable (an
// inlined comprehension is running in it).
bool hasBoundHiddenLocal(vm::Frame* frame) {
    for (int i = 0; i < frame->code->nlocalsPlus; ++i) {
        if ((frame->code->localsPlusKinds[i] & kLocalHidden) != 0 &&
            !frame->localsPlus()[i].isNull()) {
            return true;
        }
    }
    return false;
}

FrameLocalsProxy* asProxy(Value v) {
    return static_cast<FrameLocalsProxy*>(v.object());
}

} // namespace

Ref frameLocalsProxyNew(FrameObject* object) {
    Object* allocated = allocateObject(&gFrameLocalsProxyType);
    if (allocated == nullptr) return nullptr;
    Ref proxy = Ref::steal(Value::fromObject(allocated));
    incref(object);
    asProxy(proxy.get())->frame = object;
    gcTrack(allocated);
    return proxy;
}

Ref frameObjectLocals(FrameObject* object) {
    vm::Frame* frame = variablesOf(object);
    if (frame == nullptr) return dictNew();
    if ((frame->code->flags & kCoOptimized) == 0 && !frame->locals.isNull() &&
        !hasBoundHiddenLocal(frame)) {
        return Ref::borrow(frame->locals);
    }
    return frameLocalsProxyNew(object);
}

Ref frameLocalsDict(FrameObject* object) {
    Ref locals = frameObjectLocals(object);
    if (locals.isNull() || !isFrameLocalsProxy(locals.get())) return locals;
    return snapshot(object);
}

bool frameAddExtraLocals(FrameObject* object, Value snapshotDict) {
    Dict* extras = extrasOf(object, false);
    if (extras == nullptr) return true;
    int64_t position = 0;
    Value key, value;
    while (dictNext(extras, position, key, value)) {
        if (!dictSetItem(asDict(snapshotDict), key, value)) return false;
    }
    return true;
}

bool readyFrameLocalsProxyType() {
    gFrameLocalsProxyType.newFn = proxyNewSlot;
    gFrameLocalsProxyType.getitem = proxyGetItem;
    gFrameLocalsProxyType.setitem = proxySetItem;
    gFrameLocalsProxyType.contains = proxyContains;
    gFrameLocalsProxyType.length = proxyLength;
    gFrameLocalsProxyType.iter = proxyIter;
    gFrameLocalsProxyType.repr = proxyRepr;
    gFrameLocalsProxyType.compare = proxyCompare;
    gFrameLocalsProxyType.binary[static_cast<size_t>(BinaryOp::Or)] = proxyOr;
    gFrameLocalsProxyType.inplace[static_cast<size_t>(BinaryOp::Or)] = proxyInplaceOr;
    gFrameLocalsProxyType.traverse = proxyTraverse;
    gFrameLocalsProxyType.clear = proxyClear;
    gFrameLocalsProxyType.dealloc = proxyDealloc;
    typeAddMethods(&gFrameLocalsProxyType, kProxyMethods);
    return typeReady(&gFrameLocalsProxyType);
}

} // namespace taipan
