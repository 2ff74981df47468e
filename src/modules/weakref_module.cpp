// The _weakref and weakref modules.
//
// _weakref is native: ref, proxy, getweakrefcount, getweakrefs, the three
// types and _remove_dead_weakref (objects/weakref.h does the work).
// weakref is _weakref plus the containers and helpers written on top of it
// (WeakMethod, KeyedRef, WeakValueDictionary, WeakKeyDictionary, WeakSet,
// finalize), which are simplest as Python: their source is embedded below
// and compiled into the module's namespace when `import weakref` first runs.
//
// Invariants:
//  - While a container is being iterated, entries whose referent dies are
//    only queued, and removed when the last iteration over it ends; so a
//    removal callback never changes the size of a dict or set being walked
//    (changes the program itself makes still raise RuntimeError, as in
//    CPython).
//  - finalize objects marked `atexit` run when the interpreter finishes,
//    newest first (runtime/interpreter.cpp calls finalize._exitfunc).
#include "modules/native_modules.h"

#include "modules/modules.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/weakref.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "vm/eval.h"

namespace taipan::modules {

namespace {

bool setName(Dict* dict, const char* name, Value value) {
    return dictSetStr(dict, internStr(name), value);
}

Ref weakrefProxyFunction(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("proxy", callArgCount(nargs), kwnames, 1, 2)) return nullptr;
    Value callback = callArgCount(nargs) == 2 && !args[1].is(noneValue()) ? args[1] : Value();
    return weakProxyNew(args[0], callback);
}

Ref weakrefGetCount(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_weakref.getweakrefcount", callArgCount(nargs), kwnames, 1, 1))
        return nullptr;
    if (!args[0].isObject()) return Ref::fromSmallInt(0);
    return intFromInt64(weakrefCount(args[0].object()));
}

Ref weakrefGetRefs(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_weakref.getweakrefs", callArgCount(nargs), kwnames, 1, 1))
        return nullptr;
    if (!args[0].isObject()) return listNew(0);
    return weakrefList(args[0].object());
}

// _remove_dead_weakref(dict, key): deletes dict[key] if it is a dead weak
// reference (WeakValueDictionary's removal callback).
Ref weakrefRemoveDead(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_weakref._remove_dead_weakref", callArgCount(nargs), kwnames, 2, 2)) {
        return nullptr;
    }
    if (!isDict(args[0])) {
        return raise(gTypeError, "_remove_dead_weakref() argument 1 must be dict, not %s",
                     typeOf(args[0])->name);
    }
    Dict* dict = asDict(args[0]);
    Value value;
    if (!dictLookup(dict, args[1], value)) return nullptr;
    if (!value.isNull() && isWeakRef(value) && weakrefReferent(value) == nullptr) {
        if (dictDelItem(dict, args[1]) < 0) return nullptr;
    }
    return noneRef();
}

const MethodDef kUnderscoreWeakrefFunctions[] = {
    {"proxy", weakrefProxyFunction, 0, "Create a proxy object that weakly references 'object'."},
    {"getweakrefcount", weakrefGetCount, 0, "Return the number of weak references to 'object'."},
    {"getweakrefs", weakrefGetRefs, 0,
     "Return a list of all weak reference objects pointing to 'object'."},
    {"_remove_dead_weakref", weakrefRemoveDead, 0,
     "Atomically remove key from dict if it points to a dead weakref."},
    {nullptr, nullptr, 0, nullptr},
};

// The Python half of the weakref module (Taipan's own code).
const char kWeakrefSource[] = R"PY(
"""Weak references, and containers that hold their contents weakly."""

import sys
from _weakref import (ref, proxy, getweakrefcount, getweakrefs, ReferenceType, ProxyType,
                      CallableProxyType, _remove_dead_weakref)

ProxyTypes = (ProxyType, CallableProxyType)

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary",
           "ReferenceType", "ProxyType", "CallableProxyType", "ProxyTypes",
           "WeakValueDictionary", "WeakSet", "WeakMethod", "finalize"]

# Subscripting a container class (WeakSet[int]) builds the same alias object
# that list[int] does; there is no types module to fetch it from.
_AliasType = type(list[int])


def _looks_like_mapping(obj):
    # Without collections.abc, a mapping is anything with keys() and item
    # lookup, which is what the | operators of the dictionaries accept.
    kind = type(obj)
    return hasattr(kind, "keys") and hasattr(kind, "__getitem__")


def _pairs_of(source, extra):
    # Yields the (key, value) pairs an update() call receives: a mapping's
    # items, an iterable of pairs, then the keyword arguments.
    if source is not None:
        if hasattr(source, "keys"):
            for key in source.keys():
                yield key, source[key]
        else:
            for key, value in source:
                yield key, value
    for key, value in extra.items():
        yield key, value


# The comparison, merge and repr behaviour WeakValueDictionary and
# WeakKeyDictionary have in common, written once and bound in both classes.
def _weak_mapping_eq(self, other):
    if not _looks_like_mapping(other):
        return NotImplemented
    return dict(self.items()) == dict(other.items())


def _weak_mapping_or(self, other):
    if not _looks_like_mapping(other):
        return NotImplemented
    merged = self.copy()
    merged.update(other)
    return merged


def _weak_mapping_ror(self, other):
    if not _looks_like_mapping(other):
        return NotImplemented
    merged = type(self)()
    merged.update(other)
    merged.update(self)
    return merged


def _weak_mapping_ior(self, other):
    self.update(other)
    return self


def _weak_mapping_repr(self):
    return "<%s at %#x>" % (type(self).__name__, id(self))

class _Walking:
    """Counts the iterations in progress over a weak container.

    While one runs, entries whose referent dies are only queued (the
    container's _park method), so the underlying dict or set keeps its size
    and the iteration is not broken; the last walker to finish applies the
    queued removals through the container's _sweep method.
    """

    __slots__ = ("owner",)

    def __init__(self, owner):
        self.owner = owner

    def __enter__(self):
        self.owner._walkers += 1
        return self

    def __exit__(self, kind, value, trace):
        owner = self.owner
        owner._walkers -= 1
        if owner._walkers == 0:
            owner._sweep()
        return False


def _make_drop(owner):
    # The removal callback shared by all the entries of one container. It
    # reaches the container through a weak reference so that the entries do
    # not keep their container alive.
    owner_ref = ref(owner)

    def drop(dead):
        container = owner_ref()
        if container is not None:
            container._forget(dead)

    return drop


class KeyedRef(ref):
    """A weak reference that also remembers a key.

    WeakValueDictionary stores its values as these, so the removal
    callback learns which entry died from the reference it receives.
    """

    __slots__ = ("key",)

    def __new__(cls, obj, callback, key):
        made = ref.__new__(cls, obj, callback)
        made.key = key
        return made

    def __init__(self, obj, callback, key):
        super().__init__(obj, callback)


class WeakValueDictionary:
    """A mapping whose values are held weakly.

    An entry vanishes once nothing else keeps its value alive.
    """

    def __init__(self, other=(), /, **kwargs):
        # The underlying container is public as `data`, as programs expect.
        self.data = {}
        self._walkers = 0
        self._queued = []
        self._drop = _make_drop(self)
        self.update(other, **kwargs)

    # Removal bookkeeping.

    def _forget(self, dead):
        if self._walkers:
            self._queued.append(dead.key)
        else:
            _remove_dead_weakref(self.data, dead.key)

    def _sweep(self):
        queued, self._queued = self._queued, []
        for key in queued:
            _remove_dead_weakref(self.data, key)

    # Lookup.

    def __getitem__(self, key):
        target = self.data[key]()
        if target is None:
            raise KeyError(key)
        return target

    def get(self, key, default=None):
        try:
            held = self.data[key]
        except KeyError:
            return default
        target = held()
        return default if target is None else target

    def __contains__(self, key):
        try:
            held = self.data[key]
        except KeyError:
            return False
        return held() is not None

    def __len__(self):
        return len(self.data) - len(self._queued)

    # Changes.

    def __setitem__(self, key, value):
        self.data[key] = KeyedRef(value, self._drop, key)

    def __delitem__(self, key):
        del self.data[key]

    def setdefault(self, key, default=None):
        target = self.get(key)
        if target is None:
            self[key] = default
            return default
        return target

    def pop(self, key, *default):
        try:
            target = self.data.pop(key)()
        except KeyError:
            target = None
        if target is not None:
            return target
        if default:
            return default[0]
        raise KeyError(key)

    def popitem(self):
        while self.data:
            key, held = self.data.popitem()
            target = held()
            if target is not None:
                return key, target
        raise KeyError("popitem(): dictionary is empty")

    def clear(self):
        self.data.clear()
        self._queued.clear()

    def update(self, other=None, /, **kwargs):
        for key, value in _pairs_of(other, kwargs):
            self[key] = value

    # Iteration: every view is a generator that walks the live entries.

    def items(self):
        with _Walking(self):
            for key, held in self.data.items():
                target = held()
                if target is not None:
                    yield key, target

    def keys(self):
        with _Walking(self):
            for key, held in self.data.items():
                if held() is not None:
                    yield key

    __iter__ = keys

    def values(self):
        with _Walking(self):
            for held in self.data.values():
                target = held()
                if target is not None:
                    yield target

    def itervaluerefs(self):
        """Yield the weak references (KeyedRef objects) to the values."""
        with _Walking(self):
            yield from self.data.values()

    def valuerefs(self):
        """Return a list of the weak references (KeyedRef objects) to the values."""
        return list(self.data.values())

    # Copies, comparison, operators, display.

    def copy(self):
        duplicate = WeakValueDictionary()
        for key, target in self.items():
            duplicate[key] = target
        return duplicate

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        duplicate = type(self)()
        for key, target in self.items():
            duplicate[deepcopy(key, memo)] = target
        return duplicate

    __eq__ = _weak_mapping_eq

    __hash__ = object.__hash__

    __or__ = _weak_mapping_or
    __ror__ = _weak_mapping_ror
    __ior__ = _weak_mapping_ior
    __repr__ = _weak_mapping_repr

    __class_getitem__ = classmethod(_AliasType)


class WeakKeyDictionary:
    """A mapping whose keys are held weakly.

    An entry vanishes once nothing else keeps its key alive. Keys must be
    hashable and weakly referenceable.
    """

    def __init__(self, other=None, /, **kwargs):
        self.data = {}
        self._walkers = 0
        self._queued = set()
        self._drop = _make_drop(self)
        self.update(other, **kwargs)

    # Removal bookkeeping: a dead reference keeps the hash it had, so it
    # can still find its own entry.

    def _forget(self, dead):
        if self._walkers:
            self._queued.add(dead)
        else:
            self.data.pop(dead, None)

    def _sweep(self):
        queued, self._queued = self._queued, set()
        for dead in queued:
            self.data.pop(dead, None)

    # Lookup.

    def __getitem__(self, key):
        return self.data[ref(key)]

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def __contains__(self, key):
        try:
            probe = ref(key)
        except TypeError:
            return False
        return probe in self.data

    def __len__(self):
        return len(self.data) - len(self._queued)

    # Changes.

    def __setitem__(self, key, value):
        self.data[ref(key, self._drop)] = value

    def __delitem__(self, key):
        del self.data[ref(key)]

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._drop), default)

    def pop(self, key, *default):
        return self.data.pop(ref(key), *default)

    def popitem(self):
        while self.data:
            held, value = self.data.popitem()
            target = held()
            if target is not None:
                return target, value
            self._queued.discard(held)
        raise KeyError("popitem(): dictionary is empty")

    def clear(self):
        self.data.clear()
        self._queued.clear()

    def update(self, other=None, /, **kwargs):
        for key, value in _pairs_of(other, kwargs):
            self[key] = value

    # Iteration.

    def items(self):
        with _Walking(self):
            for held, value in self.data.items():
                target = held()
                if target is not None:
                    yield target, value

    def keys(self):
        with _Walking(self):
            for held in self.data:
                target = held()
                if target is not None:
                    yield target

    __iter__ = keys

    def values(self):
        with _Walking(self):
            for held, value in self.data.items():
                if held() is not None:
                    yield value

    def keyrefs(self):
        """Return a list of the weak references to the keys."""
        return list(self.data)

    # Copies, comparison, operators, display.

    def copy(self):
        duplicate = WeakKeyDictionary()
        for target, value in self.items():
            duplicate[target] = value
        return duplicate

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        duplicate = type(self)()
        for target, value in self.items():
            duplicate[target] = deepcopy(value, memo)
        return duplicate

    __eq__ = _weak_mapping_eq

    __or__ = _weak_mapping_or
    __ror__ = _weak_mapping_ror
    __ior__ = _weak_mapping_ior
    __repr__ = _weak_mapping_repr

    __class_getitem__ = classmethod(_AliasType)


class WeakSet:
    """A set whose members are held weakly.

    A member vanishes once nothing else keeps it alive. Members must be
    hashable and weakly referenceable.
    """

    def __init__(self, items=None):
        self.data = set()
        self._walkers = 0
        self._queued = set()
        self._drop = _make_drop(self)
        if items is not None:
            self.update(items)

    # Removal bookkeeping (as in WeakKeyDictionary).

    def _forget(self, dead):
        if self._walkers:
            self._queued.add(dead)
        else:
            self.data.discard(dead)

    def _sweep(self):
        queued, self._queued = self._queued, set()
        self.data.difference_update(queued)

    def _probes(self, items):
        # Weak references (without callback) used only to look members up.
        return {ref(item) for item in items}

    # Membership and size.

    def __contains__(self, item):
        try:
            probe = ref(item)
        except TypeError:
            return False
        return probe in self.data

    def __len__(self):
        return len(self.data) - len(self._queued)

    def __iter__(self):
        with _Walking(self):
            for held in self.data:
                target = held()
                if target is not None:
                    yield target

    # Single-member changes.

    def add(self, item):
        self.data.add(ref(item, self._drop))

    def discard(self, item):
        self.data.discard(ref(item))

    def remove(self, item):
        self.data.remove(ref(item))

    def pop(self):
        while True:
            try:
                held = self.data.pop()
            except KeyError:
                raise KeyError("pop from empty WeakSet") from None
            target = held()
            if target is not None:
                return target
            self._queued.discard(held)

    def clear(self):
        self.data.clear()
        self._queued.clear()

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    # Whole-set changes.

    def update(self, other):
        for item in other:
            self.add(item)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference_update(self, other):
        if other is self:
            self.clear()
        else:
            self.data.difference_update(self._probes(other))

    def __isub__(self, other):
        self.difference_update(other)
        return self

    def intersection_update(self, other):
        self.data.intersection_update(self._probes(other))

    def __iand__(self, other):
        self.intersection_update(other)
        return self

    def symmetric_difference_update(self, other):
        if other is self:
            self.clear()
            return
        for item in set(self._probes(other)):
            target = item()
            if item in self.data:
                self.data.discard(item)
            elif target is not None:
                self.add(target)

    def __ixor__(self, other):
        self.symmetric_difference_update(other)
        return self

    # New sets.

    def union(self, other):
        result = self.copy()
        result.update(other)
        return result

    __or__ = union

    def difference(self, other):
        result = self.copy()
        result.difference_update(other)
        return result

    __sub__ = difference

    def intersection(self, other):
        return type(self)(item for item in other if item in self)

    __and__ = intersection

    def symmetric_difference(self, other):
        result = self.copy()
        result.symmetric_difference_update(other)
        return result

    __xor__ = symmetric_difference

    # Comparisons.

    def issubset(self, other):
        return self.data.issubset(self._probes(other))

    __le__ = issubset

    def __lt__(self, other):
        return self.data < self._probes(other)

    def issuperset(self, other):
        return self.data.issuperset(self._probes(other))

    __ge__ = issuperset

    def __gt__(self, other):
        return self.data > self._probes(other)

    def __eq__(self, other):
        if not isinstance(other, WeakSet):
            return NotImplemented
        return self.data == self._probes(other)

    __hash__ = None

    def isdisjoint(self, other):
        for item in other:
            if item in self:
                return False
        return True

    def __repr__(self):
        return repr(self.data)

    __class_getitem__ = classmethod(_AliasType)


# CPython defines WeakSet in a helper module; its name shows in reprs such
# as that of WeakSet[int].
WeakSet.__module__ = "_weakrefset"


class WeakMethod(ref):
    """A weak reference to a bound method.

    A bound method object is usually temporary, so this holds weak
    references to its instance (the reference itself) and to its function
    instead, and rebuilds the method when called. It dies when either does.
    """

    __slots__ = ("_function", "_method_kind", "_dead", "__weakref__")

    def __new__(cls, meth, callback=None):
        try:
            instance = meth.__self__
            function = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}"
                            .format(type(meth))) from None
        self_ref = None

        # Called when the instance or the function dies: marks this method
        # dead once and hands it to the user's callback.
        def relay(_dead):
            method = self_ref() if self_ref is not None else None
            if method is None or method._dead:
                return
            method._dead = True
            if callback is not None:
                callback(method)

        made = ref.__new__(cls, instance, relay)
        made._function = ref(function, relay)
        made._method_kind = type(meth)
        made._dead = False
        self_ref = ref(made)
        return made

    def __init__(self, meth, callback=None):
        pass

    def __call__(self):
        instance = ref.__call__(self)
        function = self._function()
        if instance is None or function is None:
            return None
        return self._method_kind(function, instance)

    def __eq__(self, other):
        if not isinstance(other, WeakMethod):
            return NotImplemented
        if self._dead or other._dead:
            return self is other
        return ref.__eq__(self, other) and self._function == other._function

    def __ne__(self, other):
        same = self.__eq__(other)
        if same is NotImplemented:
            return same
        return not same

    __hash__ = ref.__hash__


class _Pending:
    """What a live finalize object will do: its weak reference to the
    object, the call to make, whether to run at exit, and its creation
    number (exit runs the newest first)."""

    __slots__ = ("target", "func", "args", "kwargs", "atexit", "number")


class finalize:
    """Calls func(*args, **kwargs) once obj is garbage collected.

    The call happens at most once: when obj dies, when the finalize object
    is called, or when the interpreter exits (if `atexit` is true and the
    object is still alive then). detach() cancels it.
    """

    __slots__ = ()

    # Every live finalize object, mapped to its _Pending record. Being here
    # is what keeps the finalize object (the callback of its weak
    # reference) alive.
    _pending = {}
    _created = 0
    _exit_done = False

    def __init__(self, obj, func, /, *args, **kwargs):
        record = _Pending()
        record.target = ref(obj, self)
        record.func = func
        record.args = args
        record.kwargs = kwargs
        record.atexit = True
        finalize._created += 1
        record.number = finalize._created
        finalize._pending[self] = record

    def __call__(self, _=None):
        """Run the callback now unless it already ran or was detached."""
        record = finalize._pending.pop(self, None)
        if record is not None and not finalize._exit_done:
            return record.func(*record.args, **record.kwargs)

    def detach(self):
        """Cancel the callback; return (obj, func, args, kwargs), or None if dead."""
        record = finalize._pending.get(self)
        if record is None:
            return None
        target = record.target()
        if target is None or finalize._pending.pop(self, None) is None:
            return None
        return (target, record.func, record.args, record.kwargs)

    def peek(self):
        """Return (obj, func, args, kwargs) without cancelling, or None if dead."""
        record = finalize._pending.get(self)
        if record is None:
            return None
        target = record.target()
        if target is None:
            return None
        return (target, record.func, record.args, record.kwargs)

    @property
    def alive(self):
        """Whether the callback is still to run."""
        return self in finalize._pending

    @property
    def atexit(self):
        """Whether the callback runs at interpreter exit if still pending."""
        record = finalize._pending.get(self)
        return record is not None and record.atexit

    @atexit.setter
    def atexit(self, value):
        record = finalize._pending.get(self)
        if record is not None:
            record.atexit = bool(value)

    def __repr__(self):
        record = finalize._pending.get(self)
        target = None if record is None else record.target()
        if target is None:
            return "<%s object at %#x; dead>" % (type(self).__name__, id(self))
        return "<%s object at %#x; for %r at %#x>" % (
            type(self).__name__, id(self), type(target).__name__, id(target))

    @classmethod
    def _exitfunc(cls):
        # Runs at interpreter exit (runtime/interpreter.cpp calls it): the
        # pending callbacks marked atexit, newest first. A callback may
        # create new finalize objects; they are picked up by starting over.
        try:
            while True:
                due = [(record.number, item) for item, record in cls._pending.items()
                       if record.atexit]
                if not due:
                    break
                due.sort(key=lambda pair: pair[0], reverse=True)
                seen = cls._created
                for number, item in due:
                    try:
                        item()
                    except BaseException:
                        sys.excepthook(*sys.exc_info())
                    if cls._created != seen:
                        break
        finally:
            cls._exit_done = True
)PY";

} // namespace

Ref createUnderscoreWeakrefModule() {
    Ref module = moduleNew(std::string_view("_weakref"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    Ref doc = strFromUtf8("Weak-reference support module.");
    if (doc.isNull() || !setName(dict, "__doc__", doc.get())) return nullptr;
    for (const MethodDef* def = kUnderscoreWeakrefFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !setName(dict, def->name, function.get())) return nullptr;
    }
    if (!setName(dict, "ref", Value::fromObject(&gWeakRefType)) ||
        !setName(dict, "ReferenceType", Value::fromObject(&gWeakRefType)) ||
        !setName(dict, "ProxyType", Value::fromObject(&gWeakProxyType)) ||
        !setName(dict, "CallableProxyType", Value::fromObject(&gWeakCallableProxyType))) {
        return nullptr;
    }
    return module;
}

Ref createWeakrefModule() {
    Ref module = moduleNew(std::string_view("weakref"));
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    if (!setName(dict, "__builtins__", Value::fromObject(interpreter().builtinsModule))) {
        return nullptr;
    }
    Ref code = compileText(kWeakrefSource, "<frozen weakref>", parse::ParseMode::Exec);
    if (code.isNull()) return nullptr;
    Ref result = vm::evalCode(asCode(code.get()), dict, Value::fromObject(dict));
    if (result.isNull()) return nullptr;
    return module;
}

} // namespace taipan::modules
