// None, NotImplemented and Ellipsis: the three singletons without state of
// their own, and their types.
//
// Invariants: each type has exactly one instance, statically allocated and
// immortal; calling the type returns that instance; none of the types can
// be subclassed.
#include "objects/builtins_types.h"

#include "objects/containers.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/args.h"
#include "runtime/errors.h"

namespace taipan {

Type gNoneType = staticType("NoneType", sizeof(Object), 0, 0);
Type gNotImplementedType = staticType("NotImplementedType", sizeof(Object), 0, 0);
Type gEllipsisType = staticType("ellipsis", sizeof(Object), 0, 0);

Object gNoneObject = {kImmortalRefcount, &gNoneType};
Object gNotImplementedObject = {kImmortalRefcount, &gNotImplementedType};
Object gEllipsisObject = {kImmortalRefcount, &gEllipsisType};

namespace {

// The constant CPython 3.12+ uses for hash(None), so hashes (and therefore
// set iteration orders involving None) match.
constexpr int64_t kNoneHash = 0xFCA86420;

// The `Type() takes no arguments` check shared by the three constructors;
// `display` is the name CPython uses in the message.
bool checkNoArguments(const char* display, size_t nargs, Tuple* kwnames) {
    if (callArgCount(nargs) != 0 || (kwnames != nullptr && kwnames->size != 0)) {
        raise(gTypeError, "%s takes no arguments", display);
        return false;
    }
    return true;
}

Ref noneNew(Type*, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkNoArguments("NoneType", nargs, kwnames)) return nullptr;
    return noneRef();
}
Ref notImplementedNew(Type*, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkNoArguments("NotImplementedType", nargs, kwnames)) return nullptr;
    return notImplementedRef();
}
Ref ellipsisNew(Type*, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkNoArguments("EllipsisType", nargs, kwnames)) return nullptr;
    return Ref::steal(ellipsisValue());
}

Ref noneRepr(Value) { return Ref::steal(Value::fromObject(internStr("None"))); }
Ref notImplementedRepr(Value) {
    return Ref::steal(Value::fromObject(internStr("NotImplemented")));
}
Ref ellipsisRepr(Value) { return Ref::steal(Value::fromObject(internStr("Ellipsis"))); }

int noneBool(Value) { return 0; }
// CPython 3.13 warns (DeprecationWarning) and answers True; warnings do not
// exist yet, so only the answer is given.
int notImplementedBool(Value) { return 1; }

bool noneHash(Value, int64_t& hash) {
    hash = kNoneHash;
    return true;
}

// None compares only by identity, as object does; NoneType has its own slot
// so None.__eq__ & co. appear in its dict as in CPython.
Ref noneCompare(Value left, Value right, CompareOp op) {
    if (op == CompareOp::Eq) return left.is(right) ? boolRef(true) : notImplementedRef();
    if (op == CompareOp::Ne) return left.is(right) ? boolRef(false) : notImplementedRef();
    return notImplementedRef();
}

// Never called: the singletons are immortal.
void singletonDealloc(Object*) {}

} // namespace

bool readySingletonTypes() {
    gNoneType.newFn = noneNew;
    gNoneType.repr = noneRepr;
    gNoneType.boolFn = noneBool;
    gNoneType.hash = noneHash;
    gNoneType.compare = noneCompare;
    gNoneType.dealloc = singletonDealloc;

    gNotImplementedType.newFn = notImplementedNew;
    gNotImplementedType.repr = notImplementedRepr;
    gNotImplementedType.boolFn = notImplementedBool;
    gNotImplementedType.dealloc = singletonDealloc;

    gEllipsisType.newFn = ellipsisNew;
    gEllipsisType.repr = ellipsisRepr;
    gEllipsisType.dealloc = singletonDealloc;

    return typeReady(&gNoneType) && typeReady(&gNotImplementedType) &&
           typeReady(&gEllipsisType);
}

} // namespace taipan
