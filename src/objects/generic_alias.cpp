// types.GenericAlias (see generic_alias.h).
//
// Invariants: origin and args are owned and never null once constructed;
// args is always a tuple. Attribute reads other than the alias's own
// (__origin__, __args__, ...) are forwarded to the origin, as CPython does,
// so `list[int].__name__` is 'list'.
#include "objects/generic_alias.h"

#include "objects/container_util.h"
#include "objects/descriptors.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <string>

namespace taipan {

using namespace containers;

Type gGenericAliasType =
    staticType("types.GenericAlias", sizeof(GenericAlias), 0, kTypeGcTracked | kTypeBaseType);

static inline GenericAlias* asAlias(Value v) {
    return static_cast<GenericAlias*>(v.object());
}

Ref genericAliasNew(Value origin, Value args) {
    Ref tuple = isTuple(args) ? Ref::borrow(args) : tupleFromValues(&args, 1);
    if (!tuple) return nullptr;
    Object* object = allocateObject(&gGenericAliasType);
    if (!object) return nullptr;
    GenericAlias* alias = static_cast<GenericAlias*>(object);
    incref(origin);
    alias->origin = origin;
    alias->args = asTuple(tuple.release());
    alias->parameters = nullptr;
    gcTrack(alias);
    return Ref::steal(Value::fromObject(alias));
}

Ref classGetItemMethod(Value cls, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("__class_getitem__", nargs, kwnames)) return nullptr;
    return genericAliasNew(cls, args[0]);
}

static void aliasDealloc(Object* object) {
    gcUntrack(object);
    GenericAlias* alias = static_cast<GenericAlias*>(object);
    decref(alias->origin);
    decref(alias->args);
    if (alias->parameters) decref(alias->parameters);
    freeObjectMemory(object);
}

static void aliasTraverse(Object* object, VisitFn visit, void* context) {
    GenericAlias* alias = static_cast<GenericAlias*>(object);
    visit(alias->origin, context);
    visit(Value::fromObject(alias->args), context);
    if (alias->parameters) visit(Value::fromObject(alias->parameters), context);
}

// GenericAlias(origin, args, /)
static Ref aliasNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("GenericAlias", nargs, kwnames, 2, 2)) return nullptr;
    return genericAliasNew(args[0], args[1]);
}

// How an alias shows one of its parts: classes by (module-qualified) name,
// `...` for Ellipsis, anything else by repr.
static bool appendPart(std::string& out, Value part) {
    if (part.is(ellipsisValue())) {
        out += "...";
        return true;
    }
    if (isType(part) && !isInstance(part, &gGenericAliasType)) {
        Ref qualname = typeQualName(asType(part));
        Ref module = typeModule(asType(part));
        if (!qualname || !module) return false;
        if (isStr(module.get()) && !strEqualsAscii(asStr(module.get()), "builtins")) {
            out += strUtf8(asStr(module.get()));
            out += ".";
        }
        out += strUtf8(asStr(qualname.get()));
        return true;
    }
    return appendRepr(out, part);
}

static Ref aliasRepr(Value self) {
    GenericAlias* alias = asAlias(self);
    std::string text;
    if (!appendPart(text, alias->origin)) return nullptr;
    text += "[";
    if (alias->args->size == 0) text += "()";
    for (int64_t i = 0; i < alias->args->size; ++i) {
        if (i > 0) text += ", ";
        if (!appendPart(text, alias->args->items()[i])) return nullptr;
    }
    text += "]";
    return strFromText(text);
}

static bool aliasHash(Value self, int64_t& hash) {
    int64_t originHash, argsHash;
    if (!hashValue(asAlias(self)->origin, originHash)) return false;
    if (!hashValue(Value::fromObject(asAlias(self)->args), argsHash)) return false;
    hash = originHash ^ argsHash;
    if (hash == -1) hash = -2;
    return true;
}

static Ref aliasCompare(Value left, Value right, CompareOp op) {
    if (!isInstance(left, &gGenericAliasType) || !isInstance(right, &gGenericAliasType) ||
        (op != CompareOp::Eq && op != CompareOp::Ne)) {
        return notImplementedRef();
    }
    int equal = equalsForContainers(asAlias(left)->origin, asAlias(right)->origin);
    if (equal > 0) {
        equal = equalsForContainers(Value::fromObject(asAlias(left)->args),
                                    Value::fromObject(asAlias(right)->args));
    }
    if (equal < 0) return nullptr;
    return boolRef((equal == 1) == (op == CompareOp::Eq));
}

// The names an alias answers itself; every other attribute comes from the
// origin.
static bool isOwnAttribute(Str* name) {
    static const char* const kOwn[] = {
        "__class__",
        "__bases__",
        "__origin__",
        "__args__",
        "__unpacked__",
        "__parameters__",
        "__typing_unpacked_tuple_args__",
        "__mro_entries__",
        "__instancecheck__",
        "__subclasscheck__",
        "__reduce_ex__",
        "__reduce__",
        "__copy__",
        "__deepcopy__",
    };
    for (const char* own : kOwn) {
        if (strEqualsAscii(name, own)) return true;
    }
    return false;
}

static Ref aliasGetAttr(Value self, Str* name) {
    if (!isOwnAttribute(name)) return getAttr(asAlias(self)->origin, name);
    return genericGetAttr(self, name);
}

// Calling an alias instantiates the origin and records the alias on the
// instance when it can (__orig_class__), as typing does.
static Ref aliasCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    Ref result = call(asAlias(callable)->origin, args, nargs, kwnames);
    if (!result) return nullptr;
    if (!setAttr(result.get(), internStr("__orig_class__"), callable)) {
        if (!pendingExceptionMatches(gAttributeError) && !pendingExceptionMatches(gTypeError)) {
            return nullptr;
        }
        clearPendingException();
    }
    return result;
}

static Ref aliasOrigin(Value self) {
    return Ref::borrow(asAlias(self)->origin);
}
static Ref aliasArgs(Value self) {
    return Ref::borrow(Value::fromObject(asAlias(self)->args));
}
static Ref aliasParameters(Value self) {
    GenericAlias* alias = asAlias(self);
    if (!alias->parameters) {
        Ref empty = emptyTuple();
        if (!empty) return nullptr;
        alias->parameters = asTuple(empty.release());
    }
    return Ref::borrow(Value::fromObject(alias->parameters));
}
static Ref aliasUnpacked(Value self) {
    return boolRef(false);
}

static Ref aliasMroEntries(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("__mro_entries__", nargs, kwnames)) return nullptr;
    Value origin = asAlias(self)->origin;
    return tupleFromValues(&origin, 1);
}

static Ref aliasReduce(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("__reduce__", nargs, kwnames)) return nullptr;
    Ref arguments = tuplePack2(asAlias(self)->origin, Value::fromObject(asAlias(self)->args));
    if (!arguments) return nullptr;
    return tuplePack2(Value::fromObject(&gGenericAliasType), arguments.get());
}

// isinstance(x, list[int]) and issubclass(C, list[int]) are errors, also
// when the alias is a member of a union.
static Ref aliasInstanceCheck(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("__instancecheck__", nargs, kwnames)) return nullptr;
    return raise(gTypeError, "isinstance() argument 2 cannot be a parameterized generic");
}
static Ref aliasSubclassCheck(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("__subclasscheck__", nargs, kwnames)) return nullptr;
    return raise(gTypeError, "issubclass() argument 2 cannot be a parameterized generic");
}

const MethodDef kAliasMethods[] = {
    {"__mro_entries__", aliasMroEntries, kMethodInstance, nullptr},
    {"__instancecheck__", aliasInstanceCheck, kMethodInstance, nullptr},
    {"__subclasscheck__", aliasSubclassCheck, kMethodInstance, nullptr},
    {"__reduce__", aliasReduce, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kAliasGetSets[] = {
    {"__origin__", aliasOrigin, nullptr, nullptr},
    {"__args__", aliasArgs, nullptr, nullptr},
    {"__parameters__", aliasParameters, nullptr, "Type variables in the GenericAlias."},
    {"__unpacked__", aliasUnpacked, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

bool readyGenericAliasType() {
    Type& t = gGenericAliasType;
    if (t.flags & kTypeReady) return true;
    t.newFn = aliasNewSlot;
    t.dealloc = aliasDealloc;
    t.traverse = aliasTraverse;
    t.repr = aliasRepr;
    t.hash = aliasHash;
    t.compare = aliasCompare;
    t.getattr = aliasGetAttr;
    t.call = aliasCall;
    t.binary[static_cast<size_t>(BinaryOp::Or)] = unionOrSlot;
    typeAddMethods(&t, kAliasMethods);
    typeAddGetSets(&t, kAliasGetSets);
    return typeReady(&t) && readyUnionType();
}

} // namespace taipan
