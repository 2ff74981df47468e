// Type objects: readying builtin types, the C3 MRO, the `type` and
// `object` types, creating classes (type.__new__), and the life cycle of
// instances of classes defined in Python.
//
// Invariants:
//  - A ready type has mro (a tuple starting with the type itself), dict,
//    bases and, except for `object`, base. Builtin (static) types inherit
//    null slots from their base at ready time; heap types compute all their
//    slots from dunder lookups (typeslots.cpp) and refresh them whenever a
//    dunder is assigned on them or a base.
//  - Every heap type lists its heap subclasses (HeapType::subclasses,
//    non-owning); a subclass removes itself from its bases' lists when it
//    dies.
//  - Heap types and their instances are GC-tracked; an instance owns a
//    reference to its type (taken by allocateObject).
//  - Heap-type instances keep everything their class adds (the __dict__
//    pointer and __slots__) in front of the GcHeader (objects/type.h).
#include "objects/type.h"
#include "objects/generic_alias.h"
#include "objects/function.h"

#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/int.h"
#include "objects/type_registry.h"
#include "objects/weakref.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/thread_state.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#pragma GCC diagnostic ignored "-Winvalid-offsetof"

namespace taipan {

Type gTypeType = staticType("type", sizeof(HeapType), 0,
                            kTypeGcTracked | kTypeBaseType | kTypeTypeSubclass);
Type gObjectType = staticType("object", sizeof(Object), 0, kTypeBaseType);

VmHooks gVmHooks;

namespace {

uint32_t gNextVersionTag = 1;

std::string utf8(Value v) { return std::string(strUtf8(asStr(v))); }

Ref strRef(const std::string& text) { return strFromUtf8(text); }

Value dictItem(Dict* dict, Str* name) {
    return dict == nullptr ? Value() : dictGetStr(dict, name);
}

HeapType* asHeap(Type* type) { return static_cast<HeapType*>(type); }

// Replaces a Type* field holding a reference.
template <typename T> void replaceField(T*& field, T* value) {
    T* old = field;
    field = value;
    if (value != nullptr) incref(value);
    if (old != nullptr) decref(old);
}

} // namespace

// ---- Basics ------------------------------------------------------------------------

int64_t hashPointer(const void* pointer) {
    uint64_t bits = reinterpret_cast<uintptr_t>(pointer);
    // Rotate by 4: the low bits of an aligned address carry no information.
    uint64_t rotated = (bits >> 4) | (bits << 60);
    auto hash = static_cast<int64_t>(rotated);
    return hash == -1 ? -2 : hash;
}

bool isSubtype(Type* type, Type* base) {
    if (type == base) return true;
    if (Tuple* mro = type->mro) {
        for (int64_t i = 0; i < mro->size; ++i) {
            if (mro->items()[i].object() == base) return true;
        }
        return false;
    }
    for (Type* t = type; t != nullptr; t = t->base) {
        if (t == base) return true;
    }
    return base == &gObjectType;
}

Value typeLookup(Type* type, Str* name) {
    if (Tuple* mro = type->mro) {
        for (int64_t i = 0; i < mro->size; ++i) {
            Value found = dictItem(asType(mro->items()[i])->dict, name);
            if (!found.isNull()) return found;
        }
        return Value();
    }
    for (Type* t = type; t != nullptr; t = t->base) {
        Value found = dictItem(t->dict, name);
        if (!found.isNull()) return found;
    }
    return Value();
}

namespace {
Ref objectNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames);
} // namespace

// Versions are never reused: once the 32-bit counter is spent, changed
// types get version 0, which no cache accepts (they stay generic).
static uint32_t takeVersionTag() {
    if (gNextVersionTag == 0) return 0;
    return gNextVersionTag++;
}

void typeModified(Type* type) {
    type->versionTag = takeVersionTag();
    if (isHeapType(type) && asHeap(type)->subclasses != nullptr) {
        for (HeapType* subclass : *asHeap(type)->subclasses) typeModified(subclass);
    }
}

bool typeUsesObjectNew(Type* type) {
    return type->newFn == objectNew;
}

uint32_t typeVersionForCache(Type* type) {
    if (type->versionTag == 0) type->versionTag = takeVersionTag();
    return type->versionTag;
}

Ref typeNameObject(Type* type) {
    if (isHeapType(type) && type->nameObject != nullptr) {
        return Ref::borrow(Value::fromObject(type->nameObject));
    }
    const char* dot = std::strrchr(type->name, '.');
    return strFromUtf8(dot != nullptr ? dot + 1 : type->name);
}

Ref typeQualName(Type* type) {
    if (isHeapType(type) && type->qualname != nullptr) {
        return Ref::borrow(Value::fromObject(type->qualname));
    }
    return typeNameObject(type);
}

Ref typeModule(Type* type) {
    if (isHeapType(type)) {
        Value module = dictItem(type->dict, TAIPAN_NAME("__module__"));
        if (module.isNull()) return raise(gAttributeError, "__module__");
        return Ref::borrow(module);
    }
    const char* dot = std::strrchr(type->name, '.');
    if (dot == nullptr) return Ref::borrow(Value::fromObject(TAIPAN_NAME("builtins")));
    return strFromUtf8(std::string_view(type->name, static_cast<size_t>(dot - type->name)));
}

// ---- The C3 linearization ---------------------------------------------------------------

namespace {

// Short name for MRO error messages.
std::string shortName(Type* type) {
    Ref name = typeNameObject(type);
    if (name.isNull()) {
        clearPendingException();
        return type->name;
    }
    return utf8(name.get());
}

// C3 merge of the bases' MROs and the bases list. Returns null with
// TypeError pending when no consistent order exists.
Ref computeC3(Type* type, Tuple* bases) {
    // Duplicate bases are reported before anything else.
    for (int64_t i = 0; i < bases->size; ++i) {
        for (int64_t j = i + 1; j < bases->size; ++j) {
            if (bases->items()[i].is(bases->items()[j])) {
                return raise(gTypeError, "duplicate base class %s",
                             shortName(asType(bases->items()[i])).c_str());
            }
        }
    }
    std::vector<std::vector<Type*>> sequences;
    for (int64_t i = 0; i < bases->size; ++i) {
        Type* base = asType(bases->items()[i]);
        std::vector<Type*> sequence;
        if (base->mro != nullptr) {
            for (int64_t k = 0; k < base->mro->size; ++k) {
                sequence.push_back(asType(base->mro->items()[k]));
            }
        } else {
            sequence.push_back(base);
        }
        sequences.push_back(std::move(sequence));
    }
    std::vector<Type*> basesList;
    for (int64_t i = 0; i < bases->size; ++i) basesList.push_back(asType(bases->items()[i]));
    sequences.push_back(basesList);

    std::vector<size_t> heads(sequences.size(), 0);
    std::vector<Type*> result{type};
    auto inTail = [&](Type* candidate) {
        for (size_t s = 0; s < sequences.size(); ++s) {
            for (size_t k = heads[s] + 1; k < sequences[s].size(); ++k) {
                if (sequences[s][k] == candidate) return true;
            }
        }
        return false;
    };
    while (true) {
        bool anyLeft = false;
        Type* chosen = nullptr;
        for (size_t s = 0; s < sequences.size(); ++s) {
            if (heads[s] >= sequences[s].size()) continue;
            anyLeft = true;
            Type* candidate = sequences[s][heads[s]];
            if (!inTail(candidate)) {
                chosen = candidate;
                break;
            }
        }
        if (!anyLeft) break;
        if (chosen == nullptr) {
            std::string names;
            std::vector<Type*> listed;
            for (size_t s = 0; s < sequences.size(); ++s) {
                if (heads[s] >= sequences[s].size()) continue;
                Type* head = sequences[s][heads[s]];
                bool seen = false;
                for (Type* t : listed) seen = seen || t == head;
                if (seen) continue;
                listed.push_back(head);
                if (!names.empty()) names += ", ";
                names += shortName(head);
            }
            return raise(gTypeError,
                         "Cannot create a consistent method resolution order (MRO) for bases %s",
                         names.c_str());
        }
        result.push_back(chosen);
        for (size_t s = 0; s < sequences.size(); ++s) {
            if (heads[s] < sequences[s].size() && sequences[s][heads[s]] == chosen) ++heads[s];
        }
    }
    Tuple* tuple = tupleNewUninitialized(static_cast<int64_t>(result.size()));
    if (tuple == nullptr) return nullptr;
    for (size_t i = 0; i < result.size(); ++i) {
        incref(result[i]);
        tuple->items()[i] = Value::fromObject(result[i]);
    }
    return Ref::steal(Value::fromObject(tuple));
}

// The MRO of a heap type: type.mro() unless the metaclass overrides mro().
Ref computeMro(Type* type) {
    Type* meta = typeOf(Value::fromObject(type));
    if (meta != &gTypeType) {
        Value override = typeLookup(meta, TAIPAN_NAME("mro"));
        Value standard = dictItem(gTypeType.dict, TAIPAN_NAME("mro"));
        if (!override.isNull() && !override.is(standard)) {
            Ref method = getAttr(Value::fromObject(type), TAIPAN_NAME("mro"));
            if (method.isNull()) return nullptr;
            Ref result = callNoArgs(method.get());
            if (result.isNull()) return nullptr;
            Value argument = result.get();
            Ref tuple = call(Value::fromObject(&gTupleType), &argument, 1);
            if (tuple.isNull()) return nullptr;
            for (int64_t i = 0; i < asTuple(tuple.get())->size; ++i) {
                Value item = asTuple(tuple.get())->items()[i];
                if (!isType(item)) {
                    return raise(gTypeError, "mro() returned a non-class ('%s')",
                                 typeOf(item)->name);
                }
            }
            return tuple;
        }
    }
    return computeC3(type, type->bases);
}

// Copies the fast subclass flags of `base` onto `type`.
constexpr uint32_t kInheritedFlags = kTypeIntSubclass | kTypeTupleSubclass | kTypeListSubclass |
                                     kTypeStrSubclass | kTypeDictSubclass |
                                     kTypeBaseExceptionSubclass | kTypeTypeSubclass |
                                     kTypeMatchSelf;

template <typename F> void inheritSlot(F& slot, F baseSlot) {
    if (slot == nullptr) slot = baseSlot;
}

// Static types inherit what they leave null from their base, with
// CPython's exceptions: hash and compare only together, newFn only from a
// base other than object, traverse/clear only between GC types.
void inheritSlots(Type* type, Type* base) {
    if (type->hash == nullptr && type->compare == nullptr) {
        type->hash = base->hash;
        type->compare = base->compare;
    }
    if (base != &gObjectType) inheritSlot(type->newFn, base->newFn);
    inheritSlot(type->init, base->init);
    inheritSlot(type->dealloc, base->dealloc);
    if ((type->flags & kTypeGcTracked) && (base->flags & kTypeGcTracked)) {
        inheritSlot(type->traverse, base->traverse);
        inheritSlot(type->clear, base->clear);
    }
    inheritSlot(type->repr, base->repr);
    inheritSlot(type->str, base->str);
    inheritSlot(type->getattr, base->getattr);
    inheritSlot(type->setattr, base->setattr);
    inheritSlot(type->call, base->call);
    inheritSlot(type->iter, base->iter);
    inheritSlot(type->next, base->next);
    inheritSlot(type->descrGet, base->descrGet);
    inheritSlot(type->descrSet, base->descrSet);
    for (size_t i = 0; i < kBinaryOpCount; ++i) {
        inheritSlot(type->binary[i], base->binary[i]);
        inheritSlot(type->inplace[i], base->inplace[i]);
    }
    inheritSlot(type->ternaryPow, base->ternaryPow);
    for (size_t i = 0; i < kUnaryOpCount; ++i) inheritSlot(type->unary[i], base->unary[i]);
    inheritSlot(type->boolFn, base->boolFn);
    inheritSlot(type->index, base->index);
    inheritSlot(type->toInt, base->toInt);
    inheritSlot(type->toFloat, base->toFloat);
    inheritSlot(type->length, base->length);
    inheritSlot(type->getitem, base->getitem);
    inheritSlot(type->setitem, base->setitem);
    inheritSlot(type->contains, base->contains);
    if (type->dictOffset == 0) type->dictOffset = base->dictOffset;
    if (type->weaklistOffset == 0) type->weaklistOffset = base->weaklistOffset;
    type->flags |= base->flags & kInheritedFlags;
}

// Pattern matching's sequence / mapping kind of a new class: an ABC's
// `__abc_tpflags__` (CPython's Py_TPFLAGS_SEQUENCE 1 << 5, MAPPING 1 << 6;
// only under a metaclass other than type, as CPython reads it in ABCMeta,
// and removed from the namespace as there), else the kind of the first
// class along the MRO that has one.
bool inheritCollectionFlags(Type* type, Type* metatype) {
    constexpr uint32_t kCollectionFlags = kTypeSequence | kTypeMapping;
    if (metatype != &gTypeType) {
        Value declared = dictGetStr(type->dict, internStr("__abc_tpflags__"));
        if (declared && declared.isSmallInt()) {
            int64_t bits = declared.smallInt();
            if (bits & (int64_t(1) << 5)) type->flags |= kTypeSequence;
            if (bits & (int64_t(1) << 6)) type->flags |= kTypeMapping;
            if (dictDelItem(type->dict, Value::fromObject(internStr("__abc_tpflags__"))) < 0)
                return false;
        }
    }
    for (int64_t i = 1; i < type->mro->size && !(type->flags & kCollectionFlags); ++i) {
        Value base = type->mro->items()[i];
        if (isType(base)) type->flags |= asType(base)->flags & kCollectionFlags;
    }
    return true;
}

// Bases whose instances CPython lays out with a variable size (int, tuple,
// bytes, type): their subclasses cannot add a weak reference list.
bool variableSizeInCPython(Type* base) {
    return isSubtype(base, &gIntType) || isSubtype(base, &gTupleType) ||
           isSubtype(base, &gBytesType) || (base->flags & kTypeTypeSubclass) != 0;
}

// The base whose layout an instance of `type` actually has.
Type* solidBase(Type* type) {
    if (type->base == nullptr) return type;
    Type* base = type->base;
    bool extends = isHeapType(type)
                       ? (asHeap(type)->slotNames != nullptr && asHeap(type)->slotNames->size > 0)
                       : (type->basicSize != base->basicSize || type->itemSize != base->itemSize);
    return extends ? type : solidBase(base);
}

// CPython's best_base: the base whose solid base is the most derived one;
// null with TypeError "multiple bases have instance lay-out conflict".
Type* bestBase(Tuple* bases) {
    Type* base = nullptr;
    Type* winner = nullptr;
    for (int64_t i = 0; i < bases->size; ++i) {
        Type* candidateBase = asType(bases->items()[i]);
        Type* candidate = solidBase(candidateBase);
        if (winner == nullptr) {
            winner = candidate;
            base = candidateBase;
        } else if (isSubtype(winner, candidate)) {
            // The current winner already has this layout.
        } else if (isSubtype(candidate, winner)) {
            winner = candidate;
            base = candidateBase;
        } else {
            raise(gTypeError, "multiple bases have instance lay-out conflict");
            return nullptr;
        }
    }
    return base;
}

// Direct subclasses of builtin (static) types, for __subclasses__() only:
// a static type never changes, so its subclasses need no slot refreshing.
std::unordered_map<Type*, std::vector<Type*>>& staticSubclasses() {
    static auto* map = new std::unordered_map<Type*, std::vector<Type*>>();
    return *map;
}

bool addToSubclasses(Type* base, Type* subclass) {
    if (!isHeapType(base)) {
        staticSubclasses()[base].push_back(subclass);
        return true;
    }
    HeapType* heap = asHeap(base);
    if (heap->subclasses == nullptr) heap->subclasses = new std::vector<HeapType*>();
    heap->subclasses->push_back(asHeap(subclass));
    return true;
}

template <typename T> void eraseOne(std::vector<T*>& list, Type* item) {
    for (size_t i = 0; i < list.size(); ++i) {
        if (list[i] == item) {
            list.erase(list.begin() + static_cast<std::ptrdiff_t>(i));
            return;
        }
    }
}

void removeFromSubclasses(Type* base, Type* subclass) {
    if (!isHeapType(base)) {
        auto found = staticSubclasses().find(base);
        if (found != staticSubclasses().end()) eraseOne(found->second, subclass);
        return;
    }
    if (asHeap(base)->subclasses != nullptr) eraseOne(*asHeap(base)->subclasses, subclass);
}

Ref typeNewWrapper(Value self, const Value* args, size_t nargs, Tuple* kwnames);

} // namespace

namespace {
extern const GetSetDef kInstanceDictGetSet;
} // namespace

const MethodDef kTypeNewWrapperDef = {"__new__", typeNewWrapper, kMethodInstance,
                                      "Create and return a new object.  See help(type) for "
                                      "accurate signature."};

// ---- typeReady ----------------------------------------------------------------------

bool typeReady(Type* type) {
    if (type->flags & kTypeReady) return true;
    if (type->type == nullptr) type->type = &gTypeType;
    if (type != &gObjectType && type->base == nullptr) {
        if (type->bases != nullptr && type->bases->size > 0) {
            for (int64_t i = 0; i < type->bases->size; ++i) {
                if (!typeReady(asType(type->bases->items()[i]))) return false;
            }
            type->base = bestBase(type->bases);
            if (type->base == nullptr) return false;
        } else {
            type->base = &gObjectType;
        }
    }
    if (type->base != nullptr && !typeReady(type->base)) return false;
    if (type->bases == nullptr) {
        Ref bases;
        if (type->base == nullptr) {
            bases = emptyTuple();
        } else {
            Value baseValue = Value::fromObject(type->base);
            bases = tupleFromValues(&baseValue, 1);
        }
        if (bases.isNull()) return false;
        type->bases = static_cast<Tuple*>(bases.release().object());
    }
    for (int64_t i = 0; i < type->bases->size; ++i) {
        if (!typeReady(asType(type->bases->items()[i]))) return false;
    }
    if (type->dict == nullptr) {
        Ref dict = dictNew();
        if (dict.isNull()) return false;
        type->dict = static_cast<Dict*>(dict.release().object());
    }
    if (type->mro == nullptr) {
        Ref mro = computeC3(type, type->bases);
        if (mro.isNull()) return false;
        type->mro = static_cast<Tuple*>(mro.release().object());
    }
    if (!isHeapType(type)) {
        // Wrappers first, for the slots this type defines itself; then
        // inheritance fills the rest (lookups find the base's wrappers).
        if (!typeAddSlotWrappers(type)) return false;
        if (type->newFn != nullptr && dictItem(type->dict, TAIPAN_NAME("__new__")).isNull()) {
            Ref wrapper = builtinMethodNew(&kTypeNewWrapperDef, Value::fromObject(type), nullptr);
            if (wrapper.isNull() ||
                !dictSetStr(type->dict, TAIPAN_NAME("__new__"), wrapper.get())) {
                return false;
            }
        }
        // A builtin type that introduces an instance __dict__ exposes it.
        if (type->dictOffset != 0 && type != &gTypeType &&
            (type->base == nullptr || type->base->dictOffset != type->dictOffset) &&
            dictItem(type->dict, TAIPAN_NAME("__dict__")).isNull()) {
            Ref getset = getSetDescriptorNew(type, &kInstanceDictGetSet);
            if (getset.isNull() || !dictSetStr(type->dict, TAIPAN_NAME("__dict__"), getset.get())) {
                return false;
            }
        }
        if (type->base != nullptr) inheritSlots(type, type->base);
        if (type->hash == nullptr && dictItem(type->dict, TAIPAN_NAME("__hash__")).isNull()) {
            if (!dictSetStr(type->dict, TAIPAN_NAME("__hash__"), noneValue())) return false;
        }
        if (dictItem(type->dict, TAIPAN_NAME("__doc__")).isNull()) {
            if (!dictSetStr(type->dict, TAIPAN_NAME("__doc__"), noneValue())) return false;
        }
        if (type->nameObject == nullptr) {
            Ref name = typeNameObject(type);
            if (name.isNull()) return false;
            type->nameObject = internStr(asStr(name.get()));
        }
    }
    type->flags |= kTypeReady;
    typeModified(type);
    if (!isHeapType(type)) {
        for (int64_t i = 0; i < type->bases->size; ++i) {
            addToSubclasses(asType(type->bases->items()[i]), type);
        }
    }
    return true;
}

bool readyBuiltinTypes() {
    static bool done = false;
    if (done) return true;
    // `object` and `type` first: every other type's ready needs them. Their
    // dicts are filled after str/dict/tuple exist, which readying object
    // only needs in layout (they are statically initialized).
    if (!readyCoreTypes()) return false;
    using Hook = bool (*)();
    const Hook hooks[] = {
        readyIntType,       readyBoolType,      readyFloatType,       readyComplexType,
        readyStrType,       readyBytesType,     readyTupleType,       readyListType,
        readyDictType,      readySetType,       readyFrozenSetType,   readyRangeType,
        readySliceType,     readySingletonTypes, readyDescriptorTypes, readyExceptionTypes,
        readyFunctionType,  readyMethodType,    readyCellType,        readyModuleType,
        readyCodeType,      readyGeneratorType, readyWeakrefTypes,
    };
    for (Hook hook : hooks) {
        if (hook != nullptr && !hook()) return false;
    }
    done = true;
    return true;
}

// ---- object ---------------------------------------------------------------------------

namespace {

bool excessArgs(size_t nargs, Tuple* kwnames) {
    return callArgCount(nargs) != 0 || (kwnames != nullptr && kwnames->size != 0);
}

bool objectInit(Value self, const Value* args, size_t nargs, Tuple* kwnames);

Ref objectNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (excessArgs(nargs, kwnames)) {
        if (type->newFn != objectNew) {
            return raise(gTypeError,
                         "object.__new__() takes exactly one argument (the type to instantiate)");
        }
        if (type->init == objectInit)
            return raise(gTypeError, "%s() takes no arguments", type->name);
    }
    if (type->flags & kTypeIsAbstract) {
        Value abstract = typeLookup(type, TAIPAN_NAME("__abstractmethods__"));
        std::string names;
        int64_t count = 0;
        if (!abstract.isNull()) {
            Ref sorted = call(Value::fromObject(&gListType), &abstract, 1);
            if (sorted.isNull()) return nullptr;
            if (!listSort(asList(sorted.get()), Value(), false)) return nullptr;
            List* list = asList(sorted.get());
            count = list->size;
            for (int64_t i = 0; i < list->size; ++i) {
                if (i > 0) names += ", ";
                Ref text = str(list->items[i]);
                if (text.isNull()) return nullptr;
                names += "'" + utf8(text.get()) + "'";
            }
        }
        Ref qualname = typeQualName(type);
        if (qualname.isNull()) return nullptr;
        return raise(gTypeError,
                     "Can't instantiate abstract class %s without an implementation for abstract "
                     "method%s %s",
                     utf8(qualname.get()).c_str(), count == 1 ? "" : "s", names.c_str());
    }
    return genericAlloc(type);
}

bool objectInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (excessArgs(nargs, kwnames)) {
        Type* type = typeOf(self);
        if (type->init != objectInit) {
            raise(gTypeError,
                  "object.__init__() takes exactly one argument (the instance to initialize)");
            return false;
        }
        if (type->newFn == objectNew) {
            raise(gTypeError,
                  "%s.__init__() takes exactly one argument (the instance to initialize)",
                  type->name);
            return false;
        }
    }
    return true;
}

Ref objectRepr(Value self) {
    Type* type = typeOf(self);
    Ref module = typeModule(type);
    if (module.isNull()) clearPendingException();
    Ref qualname = typeQualName(type);
    if (qualname.isNull()) return nullptr;
    std::string text = "<";
    if (!module.isNull() && isStr(module.get()) &&
        !strEqualsAscii(asStr(module.get()), "builtins")) {
        text += utf8(module.get()) + ".";
    }
    char address[32];
    std::snprintf(address, sizeof address, "%p", static_cast<void*>(self.object()));
    text += utf8(qualname.get()) + " object at " + address + ">";
    return strRef(text);
}

Ref objectStr(Value self) {
    Type* type = typeOf(self);
    if (type->repr == nullptr) return objectRepr(self);
    return repr(self);
}

bool objectHash(Value self, int64_t& hash) {
    hash = hashPointer(self.object());
    return true;
}

Ref objectCompare(Value left, Value right, CompareOp op) {
    switch (op) {
    case CompareOp::Eq: return left.is(right) ? boolRef(true) : notImplementedRef();
    case CompareOp::Ne: {
        // __ne__ delegates to __eq__ and inverts a real answer.
        CompareFn compareFn = typeOf(left)->compare;
        if (compareFn == nullptr) return notImplementedRef();
        Ref result = compareFn(left, right, CompareOp::Eq);
        if (result.isNull() || result.get().is(notImplementedValue())) return result;
        int truth = truthy(result.get());
        if (truth < 0) return nullptr;
        return boolRef(truth == 0);
    }
    default: return notImplementedRef();
    }
}

void objectDealloc(Object* self) { freeObjectMemory(self); }

// -- object.__class__

Ref objectGetClass(Value self) { return Ref::borrow(Value::fromObject(typeOf(self))); }

// Whether instances of `a` can become instances of `b` in place: same
// memory layout, same pre-header (dict and slots).
bool compatibleForAssignment(Type* a, Type* b) {
    Type* solidA = solidBase(a);
    Type* solidB = solidBase(b);
    // Heap types without slots of their own share their base's layout.
    while (isHeapType(solidA) && solidA->base != nullptr &&
           (asHeap(solidA)->slotNames == nullptr || asHeap(solidA)->slotNames->size == 0)) {
        solidA = solidA->base;
    }
    while (isHeapType(solidB) && solidB->base != nullptr &&
           (asHeap(solidB)->slotNames == nullptr || asHeap(solidB)->slotNames->size == 0)) {
        solidB = solidB->base;
    }
    if (solidA != solidB) {
        // Two heap types with the same slot names in the same order are compatible.
        if (!isHeapType(solidA) || !isHeapType(solidB)) return false;
        if (solidA->base != solidB->base) return false;
        Tuple* slotsA = asHeap(solidA)->slotNames;
        Tuple* slotsB = asHeap(solidB)->slotNames;
        if (slotsA->size != slotsB->size) return false;
        for (int64_t i = 0; i < slotsA->size; ++i) {
            if (!strEquals(asStr(slotsA->items()[i]), asStr(slotsB->items()[i]))) return false;
        }
    }
    uint32_t preA = isHeapType(a) ? asHeap(a)->preHeaderSize : 0;
    uint32_t preB = isHeapType(b) ? asHeap(b)->preHeaderSize : 0;
    return preA == preB && a->dictOffset == b->dictOffset &&
           a->weaklistOffset == b->weaklistOffset && a->basicSize == b->basicSize &&
           a->itemSize == b->itemSize && (a->flags & kTypeGcTracked) == (b->flags & kTypeGcTracked);
}

bool objectSetClass(Value self, Value value) {
    if (value.isNull()) {
        raise(gTypeError, "can't delete __class__ attribute");
        return false;
    }
    if (!isType(value)) {
        raise(gTypeError, "__class__ must be set to a class, not '%s' object",
              typeOf(value)->name);
        return false;
    }
    Type* oldType = typeOf(self);
    Type* newType = asType(value);
    // Builtin types are immutable; modules are the exception CPython makes
    // (a module may become an instance of a ModuleType subclass and back).
    bool bothModules = isSubtype(oldType, &gModuleType) && isSubtype(newType, &gModuleType);
    if (!bothModules && (!isHeapType(oldType) || !isHeapType(newType))) {
        raise(gTypeError,
              "__class__ assignment only supported for mutable types or ModuleType subclasses");
        return false;
    }
    if (!compatibleForAssignment(oldType, newType)) {
        raise(gTypeError, "__class__ assignment: '%s' object layout differs from '%s'",
              newType->name, oldType->name);
        return false;
    }
    incref(newType);
    self.object()->type = newType;
    decref(oldType);
    return true;
}

const GetSetDef kObjectGetSets[] = {
    {"__class__", objectGetClass, objectSetClass, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// -- object's methods

Ref objectFormat(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("object.__format__", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(args[0])) {
        return raise(gTypeError, "__format__() argument must be str, not %s",
                     typeOf(args[0])->name);
    }
    if (asStr(args[0])->length > 0) {
        Ref qualname = typeQualName(typeOf(self));
        if (qualname.isNull()) return nullptr;
        return raise(gTypeError, "unsupported format string passed to %s.__format__",
                     utf8(qualname.get()).c_str());
    }
    return str(self);
}

// Adds every key of `dict` to `names` (a dict used as an ordered set).
bool mergeKeys(Dict* names, Dict* dict) {
    int64_t position = 0;
    Value key, value;
    while (dictNext(dict, position, key, value)) {
        if (!dictSetItem(names, key, noneValue())) return false;
    }
    return true;
}

Ref keysAsList(Dict* names) {
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    int64_t position = 0;
    Value key, value;
    while (dictNext(names, position, key, value)) {
        if (!listAppend(asList(list.get()), key)) return nullptr;
    }
    return list;
}

bool mergeClassNames(Dict* names, Type* type) {
    for (int64_t i = type->mro->size - 1; i >= 0; --i) {
        Dict* dict = asType(type->mro->items()[i])->dict;
        if (dict != nullptr && !mergeKeys(names, dict)) return false;
    }
    return true;
}

Ref objectDir(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("object.__dir__", nargs, kwnames, 0, 0)) return nullptr;
    Ref names = dictNew();
    if (names.isNull()) return nullptr;
    Dict* namesDict = asDict(names.get());
    // Small ints are not heap objects and have no instance dict.
    if (self.isObject()) {
        if (Dict** slot = instanceDictSlot(self.object())) {
            if (*slot != nullptr && !mergeKeys(namesDict, *slot)) return nullptr;
        }
    }
    if (!mergeClassNames(namesDict, typeOf(self))) return nullptr;
    return keysAsList(namesDict);
}

Ref objectSizeof(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("object.__sizeof__", nargs, kwnames, 0, 0)) return nullptr;
    return intFromInt64(typeOf(self)->basicSize);
}

Ref objectInitSubclass(Value cls, const Value* args, size_t nargs, Tuple* kwnames) {
    bool keywords = kwnames != nullptr && kwnames->size != 0;
    if (!keywords && callArgCount(nargs) == 0) return noneRef();
    // CPython names the bound classmethod by the class's __qualname__.
    Ref qualname = typeQualName(asType(cls));
    if (qualname.isNull()) return nullptr;
    std::string text(strUtf8(asStr(qualname.get())));
    if (keywords) {
        return raise(gTypeError, "%s.__init_subclass__() takes no keyword arguments",
                     text.c_str());
    }
    return raise(gTypeError, "%s.__init_subclass__() takes no arguments (%zu given)",
                 text.c_str(), callArgCount(nargs));
}

Ref objectSubclassHook(Value cls, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("object.__subclasshook__", nargs, kwnames, 1, 1)) return nullptr;
    return notImplementedRef();
}

Ref objectReduceEx(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    return raise(gTypeError, "cannot pickle '%s' object", typeOf(self)->name);
}

const MethodDef kObjectMethods[] = {
    {"__format__", objectFormat, kMethodInstance, "Default object formatter."},
    {"__dir__", objectDir, kMethodInstance, "Default dir() implementation."},
    {"__sizeof__", objectSizeof, kMethodInstance, "Size of object in memory, in bytes."},
    {"__reduce_ex__", objectReduceEx, kMethodInstance, "Helper for pickle."},
    {"__reduce__", objectReduceEx, kMethodInstance, "Helper for pickle."},
    {"__init_subclass__", objectInitSubclass, kMethodClass,
     "This method is called when a class is subclassed."},
    {"__subclasshook__", objectSubclassHook, kMethodClass, "Abstract classes can override this "
                                                            "to customize issubclass()."},
    {nullptr, nullptr, 0, nullptr},
};

// ---- The __new__ wrapper of builtin types -----------------------------------------------

Ref typeNewWrapper(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    Type* type = asType(self);
    size_t count = callArgCount(nargs);
    if (count < 1) return raise(gTypeError, "%s.__new__(): not enough arguments", type->name);
    if (!isType(args[0])) {
        return raise(gTypeError, "%s.__new__(X): X is not a type object (%s)", type->name,
                     typeOf(args[0])->name);
    }
    Type* subtype = asType(args[0]);
    if (!isSubtype(subtype, type)) {
        return raise(gTypeError, "%s.__new__(%s): %s is not a subtype of %s", type->name,
                     subtype->name, subtype->name, type->name);
    }
    // The most derived builtin base of subtype must use this very __new__,
    // or the object would lack that base's initialization.
    Type* staticBase = subtype;
    while (staticBase != nullptr && isDunderNewSlot(staticBase->newFn)) {
        staticBase = staticBase->base;
    }
    if (staticBase != nullptr && staticBase->newFn != type->newFn) {
        return raise(gTypeError, "%s.__new__(%s) is not safe, use %s.__new__()", type->name,
                     subtype->name, staticBase->name);
    }
    return type->newFn(subtype, args + 1, count - 1, kwnames);
}

} // namespace

// ---- Instances of heap types -------------------------------------------------------------

Ref genericAlloc(Type* type, size_t items) {
    Object* object = allocateObject(type, items);
    if (object == nullptr) return nullptr;
    if (type->flags & kTypeGcTracked) gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

Dict* instanceDict(Value object) {
    if (!object.isObject()) return nullptr;
    Dict** slot = instanceDictSlot(object.object());
    if (slot == nullptr) return nullptr;
    if (*slot == nullptr) {
        Ref dict = dictNew();
        if (dict.isNull()) return nullptr;
        *slot = static_cast<Dict*>(dict.release().object());
    }
    return *slot;
}

namespace {

// Offsets of the slot values a heap type's instances carry (all of them,
// including the bases'), computed from the pre-header sizes.
void slotOffsets(Type* type, std::vector<int32_t>& offsets) {
    for (Type* t = type; t != nullptr && isHeapType(t); t = t->base) {
        HeapType* heap = asHeap(t);
        if (heap->slotNames == nullptr) continue;
        uint32_t basePre = (t->base != nullptr && isHeapType(t->base))
                               ? asHeap(t->base)->preHeaderSize
                               : 0;
        for (int64_t i = 0; i < heap->slotNames->size; ++i) {
            offsets.push_back(-static_cast<int32_t>(sizeof(GcHeader) + basePre + 8 * (i + 1)));
        }
    }
}

Value* valueAt(Object* self, int32_t offset) {
    return reinterpret_cast<Value*>(reinterpret_cast<char*>(self) + offset);
}

// The first static type in the chain: its dealloc/traverse/clear handle the
// base layout.
Type* staticBaseOf(Type* type) {
    while (type != nullptr && isHeapType(type)) type = type->base;
    return type;
}

} // namespace

void subtypeTraverse(Object* self, VisitFn visit, void* context) {
    Type* type = self->type;
    visit(Value::fromObject(type), context);
    std::vector<int32_t> offsets;
    slotOffsets(type, offsets);
    for (int32_t offset : offsets) visit(*valueAt(self, offset), context);
    if (isHeapType(type) && static_cast<int32_t>(type->dictOffset) < 0) {
        Dict* dict = *instanceDictSlot(self);
        if (dict != nullptr) visit(Value::fromObject(dict), context);
    }
    Type* base = staticBaseOf(type);
    if (base != nullptr && base->traverse != nullptr) base->traverse(self, visit, context);
}

void subtypeClear(Object* self) {
    Type* type = self->type;
    std::vector<int32_t> offsets;
    slotOffsets(type, offsets);
    for (int32_t offset : offsets) {
        Value* field = valueAt(self, offset);
        Value old = *field;
        *field = Value();
        decref(old);
    }
    if (isHeapType(type) && static_cast<int32_t>(type->dictOffset) < 0) {
        Dict** slot = instanceDictSlot(self);
        Dict* dict = *slot;
        *slot = nullptr;
        if (dict != nullptr) decref(dict);
    }
    Type* base = staticBaseOf(type);
    if (base != nullptr && base->clear != nullptr) base->clear(self);
}

bool callFinalizer(Object* self) {
    if (finalizerHasRun(self)) return true;
    markFinalizerRun(self);
    Value del = typeLookup(self->type, TAIPAN_NAME("__del__"));
    if (del.isNull()) return true;
    Ref keep = Ref::borrow(del);
    // Keep a propagating exception out of the finalizer's way.
    Ref saved = takePendingException();
    Value selfValue = Value::fromObject(self);
    Ref result;
    if (typeOf(del)->flags & kTypeMethodDescriptor) {
        result = call(del, &selfValue, 1);
    } else {
        Ref bound = typeOf(del)->descrGet != nullptr
                        ? typeOf(del)->descrGet(del, selfValue, Value::fromObject(self->type))
                        : Ref::borrow(del);
        if (!bound.isNull()) result = callNoArgs(bound.get());
    }
    // CPython names the function itself in "Exception ignored in: ...".
    if (result.isNull()) writeUnraisable(del);
    if (!saved.isNull()) {
        clearPendingException();
        threadState().pendingException = saved.release();
    }
    return true;
}

void subtypeDealloc(Object* self) {
    Type* type = self->type;
    HeapType* heap = asHeap(type);
    if (heap->hasFinalizer && !finalizerHasRun(self)) {
        // Resurrect for the duration of __del__ (PEP 442); if it stored a
        // new reference somewhere, the object lives on.
        gcUntrack(self);
        self->refcount = 1;
        callFinalizer(self);
        if (--self->refcount != 0) {
            // Resurrected: back under the collector's eye.
            gcTrack(self);
            return;
        }
        type = self->type; // __del__ may have assigned __class__
    }
    gcUntrack(self);
    // After __del__ (which may have resurrected the object), before the
    // fields go: weak references die and their callbacks run.
    if (type->weaklistOffset != 0) clearWeakrefsOnDealloc(self);
    subtypeClear(self);
    Type* base = staticBaseOf(type);
    // The base's dealloc frees the memory (through freeObjectMemory, which
    // reads the heap type's pre-header size and drops the type reference).
    if (base != nullptr && base->dealloc != nullptr && base != &gObjectType) {
        // Bases that are not GC types must not see a tracked object; it is
        // untracked above.
        base->dealloc(self);
    } else {
        freeObjectMemory(self);
    }
}

// ---- type ----------------------------------------------------------------------------------

namespace {

Type* typeOfType(Value v) { return typeOf(v); }

Ref typeRepr(Value self) {
    Type* type = asType(self);
    Ref module = typeModule(type);
    if (module.isNull()) clearPendingException();
    Ref qualname = typeQualName(type);
    if (qualname.isNull()) return nullptr;
    std::string text = "<class '";
    if (!module.isNull() && isStr(module.get()) &&
        !strEqualsAscii(asStr(module.get()), "builtins")) {
        text += utf8(module.get()) + ".";
    }
    text += utf8(qualname.get()) + "'>";
    return strRef(text);
}

Ref raiseTypeAttributeError(Type* type, Str* name) {
    Ref qualname = typeNameObject(type);
    if (qualname.isNull()) return nullptr;
    return raise(gAttributeError, "type object '%s' has no attribute '%s'",
                 utf8(qualname.get()).c_str(), std::string(strUtf8(name)).c_str());
}

Ref typeGetAttr(Value self, Str* name) {
    Type* type = asType(self);
    Type* meta = typeOfType(self);
    Value metaAttribute = typeLookup(meta, name);
    DescrGetFn metaGet = nullptr;
    if (!metaAttribute.isNull()) {
        Type* descriptorType = typeOf(metaAttribute);
        metaGet = descriptorType->descrGet;
        if (metaGet != nullptr && descriptorType->descrSet != nullptr) {
            Ref keep = Ref::borrow(metaAttribute);
            return metaGet(metaAttribute, self, Value::fromObject(meta));
        }
    }
    Value attribute = typeLookup(type, name);
    if (!attribute.isNull()) {
        Ref keep = Ref::borrow(attribute);
        DescrGetFn localGet = typeOf(attribute)->descrGet;
        if (localGet != nullptr) return localGet(attribute, Value(), self);
        return keep;
    }
    if (metaGet != nullptr) {
        Ref keep = Ref::borrow(metaAttribute);
        return metaGet(metaAttribute, self, Value::fromObject(meta));
    }
    if (!metaAttribute.isNull()) return Ref::borrow(metaAttribute);
    return raiseTypeAttributeError(type, name);
}

// Updates what depends on a class attribute after it changed.
void typeAttributeChanged(Type* type, Str* name) {
    typeModified(type);
    if (isSlotDunder(name) || strEqualsAscii(name, "__del__")) typeUpdateSlotsForName(type, name);
}

bool typeSetAttr(Value self, Str* name, Value value) {
    Type* type = asType(self);
    if (!isHeapType(type)) {
        raise(gTypeError, "cannot set '%s' attribute of immutable type '%s'",
              std::string(strUtf8(name)).c_str(), type->name);
        return false;
    }
    Type* meta = typeOfType(self);
    Value metaAttribute = typeLookup(meta, name);
    if (!metaAttribute.isNull()) {
        DescrSetFn setFn = typeOf(metaAttribute)->descrSet;
        if (setFn != nullptr) {
            Ref keep = Ref::borrow(metaAttribute);
            return setFn(metaAttribute, self, value);
        }
    }
    // Names are interned so the dict and slot tables compare pointers.
    Str* key = internStr(name);
    if (value.isNull()) {
        int removed = dictDelItem(type->dict, Value::fromObject(key));
        if (removed < 0) return false;
        if (removed == 0) {
            raiseTypeAttributeError(type, key);
            return false;
        }
    } else if (!dictSetStr(type->dict, key, value)) {
        return false;
    }
    typeAttributeChanged(type, key);
    return true;
}

Ref typeCallOneOrThree(const Value* args, size_t count, Tuple* kwnames) {
    if (count == 1) {
        if (kwnames != nullptr && kwnames->size != 0) {
            return raise(gTypeError, "type() takes no keyword arguments");
        }
        return Ref::borrow(Value::fromObject(typeOf(args[0])));
    }
    return raise(gTypeError, "type() takes 1 or 3 arguments");
}

Ref typeNewSlot(Type* metatype, const Value* args, size_t nargs, Tuple* kwnames);

bool typeInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (count == 1 && kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "type.__init__() takes no keyword arguments");
        return false;
    }
    if (count != 1 && count != 3) {
        raise(gTypeError, "type.__init__() takes 1 or 3 arguments");
        return false;
    }
    return true;
}

bool typeHash(Value self, int64_t& hash) {
    hash = hashPointer(self.object());
    return true;
}

void typeDealloc(Object* self) {
    // Only heap types die; static types are immortal.
    gcUntrack(self);
    Type* type = static_cast<Type*>(self);
    HeapType* heap = asHeap(type);
    if (type->bases != nullptr) {
        for (int64_t i = 0; i < type->bases->size; ++i) {
            removeFromSubclasses(asType(type->bases->items()[i]), heap);
        }
    }
    replaceField(type->dict, static_cast<Dict*>(nullptr));
    replaceField(type->mro, static_cast<Tuple*>(nullptr));
    replaceField(type->bases, static_cast<Tuple*>(nullptr));
    replaceField(type->base, static_cast<Type*>(nullptr));
    replaceField(type->nameObject, static_cast<Str*>(nullptr));
    replaceField(type->qualname, static_cast<Str*>(nullptr));
    replaceField(heap->slotNames, static_cast<Tuple*>(nullptr));
    std::free(heap->nameBuffer);
    heap->nameBuffer = nullptr;
    delete heap->subclasses;
    heap->subclasses = nullptr;
    // (A class whose metaclass is a Python class is freed here too: the
    // metaclass's dealloc is subtypeDealloc, which ends in this function.)
    freeObjectMemory(self);
}

void typeTraverse(Object* self, VisitFn visit, void* context) {
    Type* type = static_cast<Type*>(self);
    if (type->dict) visit(Value::fromObject(type->dict), context);
    if (type->mro) visit(Value::fromObject(type->mro), context);
    if (type->bases) visit(Value::fromObject(type->bases), context);
    if (type->base) visit(Value::fromObject(type->base), context);
    if (isHeapType(type) && static_cast<HeapType*>(type)->slotNames != nullptr) {
        visit(Value::fromObject(static_cast<HeapType*>(type)->slotNames), context);
    }
    // The metatype reference is visited by subtypeTraverse when the
    // metatype is a Python class (it then runs before this function).
}

void typeClear(Object* self) {
    Type* type = static_cast<Type*>(self);
    replaceField(type->dict, static_cast<Dict*>(nullptr));
    replaceField(type->mro, static_cast<Tuple*>(nullptr));
}

// -- type's getsets

Type* selfType(Value self) { return asType(self); }

Ref typeGetName(Value self) { return typeNameObject(selfType(self)); }

bool checkHeapTypeSet(Type* type, const char* attribute, Value value) {
    if (!isHeapType(type)) {
        raise(gTypeError, "cannot set '%s' attribute of immutable type '%s'", attribute,
              type->name);
        return false;
    }
    if (value.isNull()) {
        raise(gTypeError, "cannot delete '%s' attribute of immutable type '%s'", attribute,
              type->name);
        return false;
    }
    return true;
}

bool setHeapName(HeapType* type, Str* name) {
    std::string_view text = strUtf8(name);
    char* buffer = static_cast<char*>(std::malloc(text.size() + 1));
    if (buffer == nullptr) {
        raiseNoMemory();
        return false;
    }
    std::memcpy(buffer, text.data(), text.size());
    buffer[text.size()] = '\0';
    std::free(type->nameBuffer);
    type->nameBuffer = buffer;
    type->name = buffer;
    replaceField(type->nameObject, name);
    return true;
}

bool typeSetName(Value self, Value value) {
    Type* type = selfType(self);
    if (!checkHeapTypeSet(type, "__name__", value)) return false;
    if (!isStr(value)) {
        raise(gTypeError, "can only assign string to %s.__name__, not '%s'", type->name,
              typeOf(value)->name);
        return false;
    }
    std::string_view text = strUtf8(asStr(value));
    if (text.find('\0') != std::string_view::npos) {
        raise(gValueError, "type name must not contain null characters");
        return false;
    }
    return setHeapName(asHeap(type), asStr(value));
}

Ref typeGetQualname(Value self) { return typeQualName(selfType(self)); }

bool typeSetQualname(Value self, Value value) {
    Type* type = selfType(self);
    if (!checkHeapTypeSet(type, "__qualname__", value)) return false;
    if (!isStr(value)) {
        raise(gTypeError, "can only assign string to %s.__qualname__, not '%s'", type->name,
              typeOf(value)->name);
        return false;
    }
    replaceField(type->qualname, asStr(value));
    return true;
}

Ref typeGetModule(Value self) { return typeModule(selfType(self)); }

bool typeSetModule(Value self, Value value) {
    Type* type = selfType(self);
    if (!checkHeapTypeSet(type, "__module__", value)) return false;
    if (!dictSetStr(type->dict, TAIPAN_NAME("__module__"), value)) return false;
    typeModified(type);
    return true;
}

Ref typeGetBases(Value self) { return Ref::borrow(Value::fromObject(selfType(self)->bases)); }

bool typeSetBases(Value self, Value value) {
    Type* type = selfType(self);
    if (!checkHeapTypeSet(type, "__bases__", value)) return false;
    if (!isTuple(value)) {
        raise(gTypeError, "can only assign tuple to %s.__bases__, not %s", type->name,
              typeOf(value)->name);
        return false;
    }
    Tuple* bases = asTuple(value);
    if (bases->size == 0) {
        raise(gTypeError, "can only assign non-empty tuple to %s.__bases__, not ()", type->name);
        return false;
    }
    for (int64_t i = 0; i < bases->size; ++i) {
        if (!isType(bases->items()[i])) {
            raise(gTypeError, "%s.__bases__ must be tuple of classes, not '%s'", type->name,
                  typeOf(bases->items()[i])->name);
            return false;
        }
        if (isSubtype(asType(bases->items()[i]), type)) {
            raise(gTypeError, "a __bases__ item causes an inheritance cycle");
            return false;
        }
    }
    for (int64_t i = 0; i < bases->size; ++i) {
        Type* base = asType(bases->items()[i]);
        if ((base->flags & kTypeBaseType) == 0) {
            raise(gTypeError, "type '%s' is not an acceptable base type", base->name);
            return false;
        }
    }
    Type* newBase = bestBase(bases);
    if (newBase == nullptr) return false;
    Type* oldBase = type->base;
    if ((newBase->flags & kTypeGcTracked) != (oldBase->flags & kTypeGcTracked)) {
        // CPython compares the deallocators first; GC-ness is what differs here.
        raise(gTypeError, "__bases__ assignment: '%s' deallocator differs from '%s'",
              newBase->name, oldBase->name);
        return false;
    }
    if (!compatibleForAssignment(oldBase, newBase)) {
        raise(gTypeError, "__bases__ assignment: '%s' object layout differs from '%s'",
              newBase->name, oldBase->name);
        return false;
    }
    // Install the new bases, then recompute the MRO of the class and of
    // every class below it (their MROs embed this one); on any failure
    // everything is put back as it was.
    Ref keepOldBases = Ref::borrow(Value::fromObject(type->bases));
    Ref keepOldBase = Ref::borrow(Value::fromObject(oldBase));
    Tuple* oldBases = type->bases;
    replaceField(type->bases, bases);
    replaceField(type->base, newBase);
    std::vector<std::pair<Type*, Ref>> replaced; // (class, its previous MRO)
    std::vector<Type*> pending{type};
    bool failed = false;
    for (size_t next = 0; next < pending.size(); ++next) {
        Type* current = pending[next];
        Ref mro = computeMro(current);
        if (mro.isNull()) {
            failed = true;
            break;
        }
        replaced.emplace_back(current, Ref::borrow(Value::fromObject(current->mro)));
        replaceField(current->mro, static_cast<Tuple*>(mro.get().object()));
        if (asHeap(current)->subclasses != nullptr) {
            for (HeapType* subclass : *asHeap(current)->subclasses) pending.push_back(subclass);
        }
    }
    if (failed) {
        for (auto it = replaced.rbegin(); it != replaced.rend(); ++it) {
            replaceField(it->first->mro, static_cast<Tuple*>(it->second.get().object()));
        }
        replaceField(type->bases, oldBases);
        replaceField(type->base, oldBase);
        return false;
    }
    for (int64_t i = 0; i < oldBases->size; ++i) {
        removeFromSubclasses(asType(oldBases->items()[i]), asHeap(type));
    }
    for (int64_t i = 0; i < bases->size; ++i) {
        addToSubclasses(asType(bases->items()[i]), asHeap(type));
    }
    // Slots come from the new MROs (typeInitSlotsFromDunders refreshes one
    // class; pending lists the class and everything below it).
    for (Type* current : pending) typeInitSlotsFromDunders(asHeap(current));
    typeModified(type);
    return true;
}

Ref typeGetMro(Value self) {
    Type* type = selfType(self);
    if (type->mro == nullptr) return noneRef();
    return Ref::borrow(Value::fromObject(type->mro));
}

Ref typeGetBase(Value self) {
    Type* base = selfType(self)->base;
    return base == nullptr ? noneRef() : Ref::borrow(Value::fromObject(base));
}

Ref typeGetDict(Value self) {
    return mappingProxyNew(Value::fromObject(selfType(self)->dict));
}

Ref typeGetDoc(Value self) {
    Type* type = selfType(self);
    Value doc = dictItem(type->dict, TAIPAN_NAME("__doc__"));
    if (doc.isNull()) return noneRef();
    if (isHeapType(type) && typeOf(doc)->descrGet != nullptr) {
        return typeOf(doc)->descrGet(doc, Value(), self);
    }
    return Ref::borrow(doc);
}

bool typeSetDoc(Value self, Value value) {
    Type* type = selfType(self);
    if (!checkHeapTypeSet(type, "__doc__", value)) return false;
    if (!dictSetStr(type->dict, TAIPAN_NAME("__doc__"), value)) return false;
    typeModified(type);
    return true;
}

Ref typeGetAnnotations(Value self) {
    Type* type = selfType(self);
    Value annotations = dictItem(type->dict, TAIPAN_NAME("__annotations__"));
    if (!annotations.isNull()) {
        if (typeOf(annotations)->descrGet != nullptr) {
            return typeOf(annotations)->descrGet(annotations, Value(), self);
        }
        return Ref::borrow(annotations);
    }
    if (!isHeapType(type)) return raiseTypeAttributeError(type, TAIPAN_NAME("__annotations__"));
    Ref fresh = dictNew();
    if (fresh.isNull()) return nullptr;
    if (!dictSetStr(type->dict, TAIPAN_NAME("__annotations__"), fresh.get())) return nullptr;
    return fresh;
}

bool typeSetAnnotations(Value self, Value value) {
    Type* type = selfType(self);
    if (!isHeapType(type)) {
        raise(gTypeError, "cannot set '__annotations__' attribute of immutable type '%s'",
              type->name);
        return false;
    }
    if (value.isNull()) {
        int removed = dictDelItem(type->dict, Value::fromObject(TAIPAN_NAME("__annotations__")));
        if (removed < 0) return false;
        if (removed == 0) {
            raise(gAttributeError, "__annotations__");
            return false;
        }
    } else if (!dictSetStr(type->dict, TAIPAN_NAME("__annotations__"), value)) {
        return false;
    }
    typeModified(type);
    return true;
}

Ref typeGetTypeParams(Value self) {
    Value params = dictItem(selfType(self)->dict, TAIPAN_NAME("__type_params__"));
    if (params.isNull()) return emptyTuple();
    return Ref::borrow(params);
}

Ref typeGetAbstractMethods(Value self) {
    Type* type = selfType(self);
    Value methods = type != &gTypeType ? dictItem(type->dict, TAIPAN_NAME("__abstractmethods__"))
                                       : Value();
    if (methods.isNull()) return raise(gAttributeError, "__abstractmethods__");
    return Ref::borrow(methods);
}

bool typeSetAbstractMethods(Value self, Value value) {
    Type* type = selfType(self);
    int abstract = 0;
    if (!value.isNull()) {
        abstract = truthy(value);
        if (abstract < 0) return false;
        if (!dictSetStr(type->dict, TAIPAN_NAME("__abstractmethods__"), value)) return false;
    } else {
        int removed =
            dictDelItem(type->dict, Value::fromObject(TAIPAN_NAME("__abstractmethods__")));
        if (removed < 0) return false;
        if (removed == 0) {
            raise(gAttributeError, "__abstractmethods__");
            return false;
        }
    }
    if (abstract) {
        type->flags |= kTypeIsAbstract;
    } else {
        type->flags &= ~kTypeIsAbstract;
    }
    typeModified(type);
    return true;
}

Ref typeGetBasicSize(Value self) { return intFromInt64(selfType(self)->basicSize); }
Ref typeGetItemSize(Value self) { return intFromInt64(selfType(self)->itemSize); }
Ref typeGetFlags(Value self) { return intFromInt64(selfType(self)->flags); }
Ref typeGetDictOffset(Value self) {
    return intFromInt64(static_cast<int32_t>(selfType(self)->dictOffset));
}

const GetSetDef kTypeGetSets[] = {
    {"__name__", typeGetName, typeSetName, nullptr},
    {"__qualname__", typeGetQualname, typeSetQualname, nullptr},
    {"__bases__", typeGetBases, typeSetBases, nullptr},
    {"__mro__", typeGetMro, nullptr, nullptr},
    {"__module__", typeGetModule, typeSetModule, nullptr},
    {"__abstractmethods__", typeGetAbstractMethods, typeSetAbstractMethods, nullptr},
    {"__dict__", typeGetDict, nullptr, nullptr},
    {"__doc__", typeGetDoc, typeSetDoc, nullptr},
    {"__annotations__", typeGetAnnotations, typeSetAnnotations, nullptr},
    {"__type_params__", typeGetTypeParams, nullptr, nullptr},
    {"__base__", typeGetBase, readOnlyMemberSet, nullptr},
    {"__basicsize__", typeGetBasicSize, readOnlyMemberSet, nullptr},
    {"__itemsize__", typeGetItemSize, readOnlyMemberSet, nullptr},
    {"__flags__", typeGetFlags, readOnlyMemberSet, nullptr},
    {"__dictoffset__", typeGetDictOffset, readOnlyMemberSet, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// -- type's methods

Ref typeMroMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("mro", nargs, kwnames, 0, 0)) return nullptr;
    Type* type = asType(self);
    Ref tuple = computeC3(type, type->bases);
    if (tuple.isNull()) return nullptr;
    Tuple* items = asTuple(tuple.get());
    return listFromValues(items->items(), items->size);
}

Ref typeSubclasses(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__subclasses__", nargs, kwnames, 0, 0)) return nullptr;
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    Type* type = asType(self);
    if (isHeapType(type)) {
        if (asHeap(type)->subclasses != nullptr) {
            for (HeapType* subclass : *asHeap(type)->subclasses) {
                if (!listAppend(asList(list.get()), Value::fromObject(subclass))) return nullptr;
            }
        }
    } else {
        auto found = staticSubclasses().find(type);
        if (found != staticSubclasses().end()) {
            for (Type* subclass : found->second) {
                if (!listAppend(asList(list.get()), Value::fromObject(subclass))) return nullptr;
            }
        }
    }
    return list;
}

Ref typeInstanceCheck(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__instancecheck__", nargs, kwnames, 1, 1)) return nullptr;
    Value object = args[0];
    if (isInstance(object, asType(self))) return boolRef(true);
    // An object may claim another class through __class__ (proxies).
    Ref claimed = getAttrOptional(object, TAIPAN_NAME("__class__"));
    if (claimed.isNull()) {
        if (hasPendingException()) return nullptr;
        return boolRef(false);
    }
    if (isType(claimed.get()) && asType(claimed.get()) != typeOf(object)) {
        return boolRef(isSubtype(asType(claimed.get()), asType(self)));
    }
    return boolRef(false);
}

Ref typeSubclassCheck(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__subclasscheck__", nargs, kwnames, 1, 1)) return nullptr;
    if (!isType(args[0])) {
        return raise(gTypeError, "issubclass() arg 1 must be a class");
    }
    return boolRef(isSubtype(asType(args[0]), asType(self)));
}

Ref typePrepare(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    return dictNew();
}

Ref typeDir(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__dir__", nargs, kwnames, 0, 0)) return nullptr;
    Ref names = dictNew();
    if (names.isNull()) return nullptr;
    if (!mergeClassNames(asDict(names.get()), asType(self))) return nullptr;
    return keysAsList(asDict(names.get()));
}

Ref typeSizeof(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("__sizeof__", nargs, kwnames, 0, 0)) return nullptr;
    return intFromInt64(sizeof(HeapType));
}

const MethodDef kTypeMethods[] = {
    {"mro", typeMroMethod, kMethodInstance, "Return a type's method resolution order."},
    {"__subclasses__", typeSubclasses, kMethodInstance,
     "Return a list of immediate subclasses."},
    {"__instancecheck__", typeInstanceCheck, kMethodInstance,
     "Check if an object is an instance."},
    {"__subclasscheck__", typeSubclassCheck, kMethodInstance, "Check if a class is a subclass."},
    {"__prepare__", typePrepare, kMethodClass,
     "Create the namespace for the class statement"},
    {"__dir__", typeDir, kMethodInstance, "Specialized __dir__ implementation for types."},
    {"__sizeof__", typeSizeof, kMethodInstance, "Return memory consumption of the type object."},
    {nullptr, nullptr, 0, nullptr},
};

// ---- Class creation -----------------------------------------------------------------------

Ref typeNewSlot(Type* metatype, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    bool noKeywords = kwnames == nullptr || kwnames->size == 0;
    if (metatype == &gTypeType && count == 1 && noKeywords) {
        return Ref::borrow(Value::fromObject(typeOf(args[0])));
    }
    if (count != 3) {
        return raise(gTypeError, "type.__new__() takes exactly 3 arguments (%zu given)", count);
    }
    if (!isStr(args[0])) {
        return raise(gTypeError, "type.__new__() argument 1 must be str, not %s",
                     typeOf(args[0])->name);
    }
    if (!isTuple(args[1])) {
        return raise(gTypeError, "type.__new__() argument 2 must be tuple, not %s",
                     typeOf(args[1])->name);
    }
    if (!isDict(args[2])) {
        return raise(gTypeError, "type.__new__() argument 3 must be dict, not %s",
                     typeOf(args[2])->name);
    }
    // type() itself does not resolve __mro_entries__ (only the class
    // statement does); CPython checks this before choosing the metaclass.
    Tuple* bases = asTuple(args[1]);
    for (int64_t i = 0; i < bases->size; ++i) {
        Value base = bases->items()[i];
        if (isType(base)) continue;
        if (!typeLookup(typeOf(base), TAIPAN_NAME("__mro_entries__")).isNull()) {
            return raise(gTypeError,
                         "type() doesn't support MRO entry resolution; use types.new_class()");
        }
    }
    Type* winner = calculateMetaclass(metatype, bases);
    if (winner == nullptr) return nullptr;
    if (winner != metatype && winner->newFn != typeNewSlot) {
        return winner->newFn(winner, args, nargs, kwnames);
    }
    return typeNewFromNamespace(winner, asStr(args[0]), asTuple(args[1]), asDict(args[2]),
                                args + count, kwnames);
}

} // namespace

Ref typeCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    Type* type = asType(callable);
    size_t count = callArgCount(nargs);
    if (type == &gTypeType) {
        if (count == 1 && (kwnames == nullptr || kwnames->size == 0)) {
            return Ref::borrow(Value::fromObject(typeOf(args[0])));
        }
        if (count != 3) return typeCallOneOrThree(args, count, kwnames);
    }
    if (type->newFn == nullptr) {
        return raise(gTypeError, "cannot create '%s' instances", type->name);
    }
    Ref object = type->newFn(type, args, nargs, kwnames);
    if (object.isNull()) return nullptr;
    if (!isInstance(object.get(), type)) return object;
    Type* objectType = typeOf(object.get());
    // A subclass of a non-GC builtin type (str, int, float) was allocated by
    // the builtin's constructor, which does not track it.
    if (isHeapType(objectType) && (objectType->flags & kTypeGcTracked) &&
        !gcIsTracked(object.object())) {
        gcTrack(object.object());
    }
    if (objectType->init != nullptr) {
        if (!objectType->init(object.get(), args, nargs, kwnames)) return nullptr;
    }
    return object;
}

Type* calculateMetaclass(Type* metatype, Tuple* bases) {
    Type* winner = metatype;
    for (int64_t i = 0; i < bases->size; ++i) {
        Type* baseMeta = typeOf(bases->items()[i]);
        if (isSubtype(winner, baseMeta)) continue;
        if (isSubtype(baseMeta, winner)) {
            winner = baseMeta;
            continue;
        }
        raise(gTypeError, "metaclass conflict: the metaclass of a derived class must be a "
                          "(non-strict) subclass of the metaclasses of all its bases");
        return nullptr;
    }
    return winner;
}

namespace {

bool isIdentifier(Str* name) {
    // ASCII rules suffice for the common case; non-ASCII names are accepted
    // when they start with a non-digit (the parser already vets source names).
    std::string_view text = strUtf8(name);
    if (text.empty()) return false;
    unsigned char first = static_cast<unsigned char>(text[0]);
    if (first < 128 && !(std::isalpha(first) || first == '_')) return false;
    for (unsigned char c : text) {
        if (c < 128 && !(std::isalnum(c) || c == '_')) return false;
    }
    return true;
}

// Private-name mangling of `name` inside class `className`.
Ref mangle(Str* className, Str* name) {
    std::string_view text = strUtf8(name);
    if (text.size() < 2 || text[0] != '_' || text[1] != '_')
        return Ref::borrow(Value::fromObject(name));
    if (text.size() >= 4 && text.substr(text.size() - 2) == "__") {
        return Ref::borrow(Value::fromObject(name));
    }
    std::string_view cls = strUtf8(className);
    size_t start = cls.find_first_not_of('_');
    if (start == std::string_view::npos) return Ref::borrow(Value::fromObject(name));
    std::string mangled = "_" + std::string(cls.substr(start)) + std::string(text);
    return strFromUtf8(mangled);
}

// Wraps a plain function stored under `name` in staticmethod/classmethod.
bool wrapSpecialMethod(Dict* dict, Str* name, Ref (*wrap)(Value)) {
    Value value = dictItem(dict, name);
    if (value.isNull() || !isFunction(value)) return true;
    Ref wrapped = wrap(value);
    return !wrapped.isNull() && dictSetStr(dict, name, wrapped.get());
}

Ref dictGetterOfInstance(Value self) {
    Dict* dict = instanceDict(self);
    if (dict == nullptr) {
        if (hasPendingException()) return nullptr;
        return raise(gAttributeError, "This object has no __dict__");
    }
    return Ref::borrow(Value::fromObject(dict));
}

bool dictSetterOfInstance(Value self, Value value) {
    Dict** slot = instanceDictSlot(self.object());
    if (slot == nullptr) {
        raise(gAttributeError, "This object has no __dict__");
        return false;
    }
    // Deleting __dict__ is allowed: a fresh dict is made on next use.
    if (!value.isNull() && !isDict(value)) {
        raise(gTypeError, "__dict__ must be set to a dictionary, not a '%s'", typeOf(value)->name);
        return false;
    }
    Dict* old = *slot;
    if (!value.isNull()) incref(value);
    *slot = value.isNull() ? nullptr : asDict(value);
    if (old != nullptr) decref(old);
    return true;
}

Ref weakrefGetter(Value self) {
    Object* first = firstWeakref(self.object());
    return first == nullptr ? noneRef() : Ref::borrow(Value::fromObject(first));
}

extern const GetSetDef kInstanceDictGetSet;
const GetSetDef kInstanceDictGetSet = {"__dict__", dictGetterOfInstance, dictSetterOfInstance,
                                       nullptr};
const GetSetDef kInstanceWeakrefGetSet = {"__weakref__", weakrefGetter, nullptr, nullptr};

// Calls __set_name__ on every attribute that has one, as type.__new__ does.
bool callSetNames(Type* type) {
    Ref snapshot = dictNew();
    if (snapshot.isNull()) return false;
    if (!mergeKeys(asDict(snapshot.get()), type->dict)) return false;
    int64_t position = 0;
    Value key, ignored;
    while (dictNext(asDict(snapshot.get()), position, key, ignored)) {
        Value value = dictItem(type->dict, asStr(key));
        if (value.isNull()) continue;
        Ref keep = Ref::borrow(value);
        Value setName = typeLookup(typeOf(value), TAIPAN_NAME("__set_name__"));
        if (setName.isNull()) continue;
        Value arguments[] = {Value::fromObject(type), key};
        Ref bound =
            typeOf(setName)->descrGet != nullptr
                ? typeOf(setName)->descrGet(setName, value, Value::fromObject(typeOf(value)))
                : Ref::borrow(setName);
        if (bound.isNull()) return false;
        Ref result = call(bound.get(), arguments, 2);
        if (result.isNull()) {
            // CPython 3.12+ adds a note naming the failing attribute.
            Ref exception = takePendingException();
            Ref typeName = typeNameObject(typeOf(value));
            Ref qualname = typeQualName(type);
            if (!typeName.isNull() && !qualname.isNull() && isExceptionInstance(exception.get())) {
                Ref note = strRef("Error calling __set_name__ on '" + utf8(typeName.get()) +
                                  "' instance '" + utf8(key) + "' in '" + utf8(qualname.get()) +
                                  "'");
                Ref addNote = getAttr(exception.get(), TAIPAN_NAME("add_note"));
                if (!note.isNull() && !addNote.isNull())
                    (void)callOneArg(addNote.get(), note.get());
            }
            clearPendingException();
            threadState().pendingException = exception.release();
            return false;
        }
    }
    return true;
}

bool callInitSubclass(Type* type, const Value* kwValues, Tuple* kwnames) {
    Ref super = superNew(type, Value::fromObject(type));
    if (super.isNull()) return false;
    Ref method = getAttr(super.get(), TAIPAN_NAME("__init_subclass__"));
    if (method.isNull()) return false;
    Ref result = call(method.get(), kwValues, 0, kwnames);
    return !result.isNull();
}

} // namespace

Ref typeNewFromNamespace(Type* metatype, Str* name, Tuple* basesIn, Dict* ns,
                         const Value* kwValues, Tuple* kwnames) {
    // The type name must be valid UTF-8 without NULs.
    {
        Ref encoded = strEncode(name, "utf-8", "strict");
        if (encoded.isNull()) return nullptr;
        if (strUtf8(name).find('\0') != std::string_view::npos) {
            return raise(gValueError, "type name must not contain null characters");
        }
    }
    // Bases: () means (object,).
    Ref basesRef;
    if (basesIn->size == 0) {
        Value object = Value::fromObject(&gObjectType);
        basesRef = tupleFromValues(&object, 1);
        if (basesRef.isNull()) return nullptr;
    } else {
        basesRef = Ref::borrow(Value::fromObject(basesIn));
    }
    Tuple* bases = asTuple(basesRef.get());
    for (int64_t i = 0; i < bases->size; ++i) {
        Value base = bases->items()[i];
        if (!isType(base)) return raise(gTypeError, "bases must be types");
        if ((asType(base)->flags & kTypeBaseType) == 0) {
            return raise(gTypeError, "type '%s' is not an acceptable base type",
                         asType(base)->name);
        }
    }
    Type* base = bestBase(bases);
    if (base == nullptr) return nullptr;

    // The namespace copy; __qualname__ and __classcell__ do not stay in it.
    Ref dictRef = dictNew();
    if (dictRef.isNull()) return nullptr;
    Dict* dict = asDict(dictRef.get());
    {
        int64_t position = 0;
        Value key, value;
        while (dictNext(ns, position, key, value)) {
            if (!dictSetItem(dict, key, value)) return nullptr;
        }
    }
    Ref qualname = Ref::borrow(Value::fromObject(name));
    Value nsQualname = dictItem(dict, TAIPAN_NAME("__qualname__"));
    if (!nsQualname.isNull()) {
        if (!isStr(nsQualname)) {
            return raise(gTypeError, "type __qualname__ must be a str, not %s",
                         typeOf(nsQualname)->name);
        }
        qualname = Ref::borrow(nsQualname);
        if (dictDelItem(dict, Value::fromObject(TAIPAN_NAME("__qualname__"))) < 0) return nullptr;
    }
    Ref classCell;
    Value cell = dictItem(dict, TAIPAN_NAME("__classcell__"));
    if (!cell.isNull()) {
        classCell = Ref::borrow(cell);
        if (dictDelItem(dict, Value::fromObject(TAIPAN_NAME("__classcell__"))) < 0) return nullptr;
    }
    if (dictItem(dict, TAIPAN_NAME("__module__")).isNull() && gVmHooks.currentGlobals != nullptr) {
        if (Dict* globals = gVmHooks.currentGlobals()) {
            Value moduleName = dictItem(globals, TAIPAN_NAME("__name__"));
            if (!moduleName.isNull() && !dictSetStr(dict, TAIPAN_NAME("__module__"), moduleName)) {
                return nullptr;
            }
        }
    }

    // __slots__.
    bool addDict = base->dictOffset == 0;
    // A weak reference list, in the pre-header like the dict: for classes
    // without __slots__ or naming "__weakref__" in them, unless a base has one.
    bool wantsWeakref = true;
    std::vector<Ref> slotNames;
    Value slots = dictItem(dict, TAIPAN_NAME("__slots__"));
    if (!slots.isNull()) {
        Ref slotsTuple;
        if (isStr(slots)) {
            slotsTuple = tupleFromValues(&slots, 1);
        } else {
            slotsTuple = call(Value::fromObject(&gTupleType), &slots, 1);
        }
        if (slotsTuple.isNull()) return nullptr;
        Tuple* items = asTuple(slotsTuple.get());
        bool wantsDict = false;
        wantsWeakref = false;
        for (int64_t i = 0; i < items->size; ++i) {
            Value item = items->items()[i];
            if (!isStr(item)) {
                return raise(gTypeError, "__slots__ items must be strings, not '%s'",
                             typeOf(item)->name);
            }
            if (!isIdentifier(asStr(item)))
                return raise(gTypeError, "__slots__ must be identifiers");
            if (strEqualsAscii(asStr(item), "__dict__")) {
                if (!addDict || wantsDict) {
                    return raise(gTypeError, "__dict__ slot disallowed: we already got one");
                }
                wantsDict = true;
                continue;
            }
            if (strEqualsAscii(asStr(item), "__weakref__")) {
                if (variableSizeInCPython(base)) {
                    return raise(gTypeError, "nonempty __slots__ not supported for subtype of '%s'",
                                 base->name);
                }
                if (base->weaklistOffset != 0 || wantsWeakref) {
                    return raise(gTypeError, "__weakref__ slot disallowed: we already got one");
                }
                wantsWeakref = true;
                continue;
            }
            Ref mangled = mangle(name, asStr(item));
            if (mangled.isNull()) return nullptr;
            Str* interned = internStr(asStr(mangled.get()));
            bool duplicate = false;
            for (const Ref& existing : slotNames)
                duplicate = duplicate || existing.object() == interned;
            if (duplicate) continue;
            if (!dictItem(dict, interned).isNull()) {
                return raise(gValueError, "'%s' in __slots__ conflicts with class variable",
                             std::string(strUtf8(interned)).c_str());
            }
            slotNames.push_back(Ref::borrow(Value::fromObject(interned)));
        }
        // CPython lays the slots out (and adds their member descriptors) in
        // sorted name order, which __class__ assignment and the order slot
        // values are released in make observable.
        std::sort(slotNames.begin(), slotNames.end(), [](const Ref& a, const Ref& b) {
            return strCompare(asStr(a.get()), asStr(b.get())) < 0;
        });
        // int is variable-size in CPython (Taipan keeps big ints out of line),
        // so it refuses slots as tuple and type do.
        bool variableSize = base->itemSize != 0 ||
                            (base->flags & (kTypeTypeSubclass | kTypeIntSubclass)) != 0;
        if (!slotNames.empty() && variableSize) {
            return raise(gTypeError, "nonempty __slots__ not supported for subtype of '%s'",
                         base->name);
        }
        addDict = addDict && wantsDict;
    }

    // The type object.
    Object* object = allocateObject(metatype);
    if (object == nullptr) return nullptr;
    Ref typeRef = Ref::steal(Value::fromObject(object));
    auto* type = static_cast<HeapType*>(object);
    type->flags = kTypeHeapType | kTypeBaseType | kTypeGcTracked | (base->flags & kInheritedFlags);
    if (addDict || base->dictOffset != 0) type->flags |= kTypeHasInstanceDict;
    if (!setHeapName(type, internStr(name))) return nullptr;
    type->qualname = asStr(qualname.release());
    type->base = base;
    incref(base);
    type->bases = bases;
    incref(bases);
    type->dict = static_cast<Dict*>(dictRef.release().object());
    type->basicSize = base->basicSize;
    type->itemSize = base->itemSize;
    type->weaklistOffset = base->weaklistOffset;
    uint32_t basePre = isHeapType(base) ? asHeap(base)->preHeaderSize : 0;
    uint32_t pre = basePre + 8 * static_cast<uint32_t>(slotNames.size());
    if (addDict) {
        pre += 8;
        type->dictOffset = static_cast<uint32_t>(-static_cast<int32_t>(sizeof(GcHeader) + pre));
    } else {
        type->dictOffset = base->dictOffset;
    }
    bool addWeakref = wantsWeakref && base->weaklistOffset == 0 && !variableSizeInCPython(base);
    if (addWeakref) {
        pre += 8;
        type->weaklistOffset = static_cast<uint32_t>(-static_cast<int32_t>(sizeof(GcHeader) + pre));
    }
    type->preHeaderSize = pre;
    if (!slotNames.empty()) {
        Tuple* names = tupleNewUninitialized(static_cast<int64_t>(slotNames.size()));
        if (names == nullptr) return nullptr;
        for (size_t i = 0; i < slotNames.size(); ++i) {
            names->items()[i] = slotNames[i].get();
            incref(slotNames[i].get());
        }
        type->slotNames = names;
    }

    // MRO, then the dict's special entries.
    Ref mro = computeMro(type);
    if (mro.isNull()) return nullptr;
    type->mro = static_cast<Tuple*>(mro.release().object());
    if (!inheritCollectionFlags(type, metatype)) return nullptr;

    Dict* typeDict = type->dict;
    if (!wrapSpecialMethod(typeDict, TAIPAN_NAME("__new__"), staticMethodNew) ||
        !wrapSpecialMethod(typeDict, TAIPAN_NAME("__init_subclass__"), classMethodNew) ||
        !wrapSpecialMethod(typeDict, TAIPAN_NAME("__class_getitem__"), classMethodNew)) {
        return nullptr;
    }
    for (size_t i = 0; i < slotNames.size(); ++i) {
        int32_t offset = -static_cast<int32_t>(sizeof(GcHeader) + basePre + 8 * (i + 1));
        Ref member = memberDescriptorNew(type, asStr(slotNames[i].get()), MemberKind::ObjectEx,
                                         offset, false);
        if (member.isNull() || !dictSetStr(typeDict, asStr(slotNames[i].get()), member.get())) {
            return nullptr;
        }
    }
    // A __dict__ the class body defines itself (a property, say) wins over
    // the instance-dict descriptor, as in CPython.
    if (addDict && dictItem(typeDict, TAIPAN_NAME("__dict__")).isNull()) {
        Ref getset = getSetDescriptorNew(type, &kInstanceDictGetSet);
        if (getset.isNull() || !dictSetStr(typeDict, TAIPAN_NAME("__dict__"), getset.get())) {
            return nullptr;
        }
    }
    if (addWeakref && dictItem(typeDict, TAIPAN_NAME("__weakref__")).isNull() &&
        typeLookup(base, TAIPAN_NAME("__weakref__")).isNull()) {
        Ref getset = getSetDescriptorNew(type, &kInstanceWeakrefGetSet);
        if (getset.isNull() || !dictSetStr(typeDict, TAIPAN_NAME("__weakref__"), getset.get())) {
            return nullptr;
        }
    }
    if (dictItem(typeDict, TAIPAN_NAME("__doc__")).isNull() &&
        !dictSetStr(typeDict, TAIPAN_NAME("__doc__"), noneValue())) {
        return nullptr;
    }
    if (!dictItem(typeDict, TAIPAN_NAME("__eq__")).isNull() &&
        dictItem(typeDict, TAIPAN_NAME("__hash__")).isNull() &&
        !dictSetStr(typeDict, TAIPAN_NAME("__hash__"), noneValue())) {
        return nullptr;
    }
    if (!classCell.isNull()) {
        bool stored = gVmHooks.cellSet != nullptr &&
                      gVmHooks.cellSet(classCell.get(), Value::fromObject(type));
        if (!stored) {
            return raise(gTypeError, "__classcell__ must be a nonlocal cell, not <class '%s'>",
                         typeOf(classCell.get())->name);
        }
    }

    // Slots from dunders, life cycle, subclass registration.
    type->dealloc = subtypeDealloc;
    type->traverse = subtypeTraverse;
    type->clear = subtypeClear;
    typeInitSlotsFromDunders(type);
    type->flags |= kTypeReady;
    typeModified(type);
    for (int64_t i = 0; i < bases->size; ++i) addToSubclasses(asType(bases->items()[i]), type);
    gcTrack(object);

    if (!callSetNames(type)) return nullptr;
    if (!callInitSubclass(type, kwValues, kwnames)) return nullptr;
    return typeRef;
}

// ---- Readying the core types ----------------------------------------------------------------

bool readyCoreTypes() {
    gObjectType.newFn = objectNew;
    gObjectType.init = objectInit;
    gObjectType.repr = objectRepr;
    gObjectType.str = objectStr;
    gObjectType.hash = objectHash;
    gObjectType.compare = objectCompare;
    gObjectType.getattr = genericGetAttr;
    gObjectType.setattr = genericSetAttr;
    gObjectType.dealloc = objectDealloc;

    gTypeType.call = typeCall;
    gTypeType.newFn = typeNewSlot;
    gTypeType.init = typeInit;
    gTypeType.repr = typeRepr;
    gTypeType.getattr = typeGetAttr;
    gTypeType.setattr = typeSetAttr;
    gTypeType.hash = typeHash;
    gTypeType.dealloc = typeDealloc;
    gTypeType.traverse = typeTraverse;
    gTypeType.clear = typeClear;
    gTypeType.dictOffset = static_cast<uint32_t>(offsetof(Type, dict));
    // `int | str` builds a types.UnionType (objects/union.cpp).
    gTypeType.binary[static_cast<size_t>(BinaryOp::Or)] = unionOrSlot;

    typeAddGetSets(&gObjectType, kObjectGetSets);
    typeAddMethods(&gObjectType, kObjectMethods);
    typeAddGetSets(&gTypeType, kTypeGetSets);
    typeAddMethods(&gTypeType, kTypeMethods);
    if (!typeReady(&gObjectType) || !typeReady(&gTypeType)) return false;
    return readyPropertyTypes() && readySuperType() && readyMappingProxyType() &&
           readySequenceIteratorType();
}

} // namespace taipan
