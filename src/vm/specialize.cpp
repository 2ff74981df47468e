// Quickening and the specializers (see vm/specialize.h for the design).
//
// Each specializer decides from the operands of one execution whether a
// specialized variant fits, and if so writes the variant's opcode over the
// generic one and fills the inline cache with what the variant guards on.
// They read objects but never call Python code, never raise, and never
// change an instruction's argument. Failures back the counter off and, in
// the stats build, record why (the reasons printed by -X stats).
#include "vm/specialize.h"

#include "objects/descriptors.h"
#include "objects/dict_layout.h"
#include "objects/float.h"
#include "objects/function.h"
#include "objects/generator.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "vm/frame.h"
#include "vm/monitor/instrument.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <string>

namespace taipan::vm {

bool gSpecializationEnabled = true;

namespace {

// ---- Statistics ----------------------------------------------------------------------

#ifdef TAIPAN_STATS
struct FamilyStats {
    uint64_t specialized = 0;
    uint64_t failed = 0;
    uint64_t deopts = 0;
    std::map<std::string, uint64_t> failureReasons;
};
struct Stats {
    uint64_t executions[kOpcodeCount] = {};
    uint64_t misses[kOpcodeCount] = {};
    FamilyStats families[kOpcodeCount];
};
Stats gStats;
#endif

void recordSuccess([[maybe_unused]] Opcode family) {
#ifdef TAIPAN_STATS
    ++gStats.families[static_cast<int>(family)].specialized;
#endif
}

void recordFailure([[maybe_unused]] Opcode family, [[maybe_unused]] const char* reason) {
#ifdef TAIPAN_STATS
    FamilyStats& stats = gStats.families[static_cast<int>(family)];
    ++stats.failed;
    ++stats.failureReasons[reason];
#endif
}

// ---- Rewriting ---------------------------------------------------------------------------

inline Opcode opcodeAt(const uint16_t* instr) {
    return static_cast<Opcode>(*instr & 0xFF);
}

// The code object of the instruction being specialized: the specializers
// run from the eval loop, on the thread's current frame.
Code* currentCode() {
    return vmThread().current->code;
}

// The instruction a specializer works on: beneath any instrumentation
// layer (DESIGN §2 rule 9), which it never overwrites (§6.2).
Opcode effectiveOpcode(const uint16_t* instr) {
    if (!monitor::kMonitoringCompiled || !monitor::isLayer(*instr)) return opcodeAt(instr);
    return static_cast<Opcode>(monitor::originalOpcode(currentCode(), instr));
}

void writeOpcode(uint16_t* instr, Opcode op) {
    if (!monitor::kMonitoringCompiled || !monitor::isLayer(*instr)) {
        *instr = static_cast<uint16_t>((*instr & 0xFF00) | static_cast<uint8_t>(op));
        return;
    }
    monitor::writeOpcode(currentCode(), instr, op);
}

// Writes the specialized opcode (keeping the argument) and arms the miss
// budget. Always true, so a specializer can `return specialize(...)`.
bool specialize(uint16_t* instr, Opcode variant) {
    recordSuccess(opcodeFamily(variant));
    writeOpcode(instr, variant);
    // The back-off exponent survives in the low bits, so a site that keeps
    // deoptimizing waits longer each time before it tries again.
    uint16_t& counter = instr[1 + cache::kCounter];
    counter = static_cast<uint16_t>(kMissBudget | (counter & kBackoffMask));
    return true;
}

// Backs the counter off; always false.
bool fail(uint16_t* instr, const char* reason) {
    recordFailure(opcodeFamily(effectiveOpcode(instr)), reason);
    uint16_t& counter = instr[1 + cache::kCounter];
    counter = gSpecializationEnabled ? counterBackedOff(counter) : kCounterNever;
    return false;
}

// fail() with the operands' type names appended to the reason in the stats
// build ("operand types: tuple, tuple"), so -X stats says what to add.
bool failForTypes(uint16_t* instr, const char* reason, [[maybe_unused]] Value left,
                  [[maybe_unused]] Value right = Value()) {
#ifdef TAIPAN_STATS
    std::string text = std::string(reason) + ": " + typeOf(left)->name;
    if (!right.isNull()) text += std::string(", ") + typeOf(right)->name;
    return fail(instr, text.c_str());
#else
    return fail(instr, reason);
#endif
}

uint16_t* cacheOf(uint16_t* instr) {
    return instr + 1;
}

// A dict entry index small enough for one cache unit.
bool indexFits(int64_t index) {
    return index >= 0 && index <= 0xFFFF;
}

// The entry index of `name` in `dict` when its key is that very str object
// (the specialized instructions compare keys by identity), else -1. A key
// that is an equal exact str but another object (a name built at run time,
// setattr(obj, "x" + "")) is replaced by `name` first: equal strs are
// interchangeable as keys, and the dict keeps working as before.
int64_t identicalKeyIndex(Dict* dict, Str* name) {
    int64_t index = dictFindStrIndex(dict, name);
    if (index < 0) return -1;
    if (dictEntryIfKey(dict, index, Value::fromObject(name)) != nullptr) return index;
    return dictAdoptStrKey(dict, index, name) ? index : -1;
}

} // namespace

// ---- Quickening ------------------------------------------------------------------------

void quickenCode(Code* code, uintptr_t versionWord) {
    uint16_t* units = code->code;
    uint16_t armed = gSpecializationEnabled ? kCounterWarmup : kCounterNever;
    for (uint32_t i = 0; i < code->codeSize;) {
        Opcode op = opcodeAt(units + i);
        int caches = kOpcodeCacheSizes[static_cast<int>(op)];
        if (op == Opcode::RESUME) {
            units[i] = static_cast<uint16_t>((units[i] & 0xFF00) |
                                             static_cast<uint8_t>(Opcode::RESUME_CHECK));
        } else if (caches > 0 && !isSpecialized(op)) {
            units[i + 1 + cache::kCounter] = armed;
        }
        i += 1 + static_cast<uint32_t>(caches);
    }
    code->versionWord = versionWord;
}

std::vector<uint16_t> deoptimizedCode(const Code* code) {
    std::vector<uint16_t> units(code->code, code->code + code->codeSize);
    for (size_t i = 0; i < units.size();) {
        // Beneath any instrumentation layer first, then the family.
        uint8_t original = monitor::originalOpcode(code, code->code + i);
        units[i] = deoptimizedUnit(static_cast<uint16_t>((units[i] & 0xFF00) | original));
        int caches = kOpcodeCacheSizes[units[i] & 0xFF];
        for (int c = 0; c < caches && i + 1 + c < units.size(); ++c)
            units[i + 1 + c] = 0;
        i += 1 + static_cast<size_t>(caches);
    }
    return units;
}

void specializationMiss(uint16_t* instr) {
    Opcode op = effectiveOpcode(instr);
#ifdef TAIPAN_STATS
    ++gStats.misses[static_cast<int>(op)];
#endif
    uint16_t& counter = instr[1 + cache::kCounter];
    if (counter >= (1u << kCounterShift)) {
        counter = static_cast<uint16_t>(counter - (1u << kCounterShift));
        return;
    }
    // The budget is spent: back to the generic instruction, which tries
    // again after a back-off (the exponent survives in the low bits).
    Opcode family = opcodeFamily(op);
#ifdef TAIPAN_STATS
    ++gStats.families[static_cast<int>(family)].deopts;
#endif
    writeOpcode(instr, family);
    counter = counterBackedOff(counter);
}

// ---- Globals ------------------------------------------------------------------------------

bool specializeLoadGlobal(uint16_t* instr, Str* name, Dict* globals, Dict* builtins) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    uint16_t* c = cacheOf(instr);
    int64_t index = identicalKeyIndex(globals, name);
    if (index >= 0) {
        if (!indexFits(index)) return fail(instr, "globals too large");
        c[cache::kGlobalIndex] = static_cast<uint16_t>(index);
        writeCache64(c + cache::kGlobalsVersion, globals->version);
        return specialize(instr, Opcode::LOAD_GLOBAL_MODULE);
    }
    if (dictGetStr(globals, name).isNull() == false) return fail(instr, "key not interned");
    if (typeOf(Value::fromObject(builtins)) != &gDictType)
        return fail(instr, "builtins not a dict");
    index = identicalKeyIndex(builtins, name);
    if (index < 0) return fail(instr, "not found");
    if (!indexFits(index)) return fail(instr, "builtins too large");
    c[cache::kGlobalIndex] = static_cast<uint16_t>(index);
    writeCache64(c + cache::kGlobalsVersion, globals->version);
    writeCache64(c + cache::kBuiltinsVersion, builtins->version);
    return specialize(instr, Opcode::LOAD_GLOBAL_BUILTIN);
}

// ---- Attributes ---------------------------------------------------------------------------

bool specializeLoadAttr(uint16_t* instr, Value owner, Str* name, bool methodForm) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    uint16_t* c = cacheOf(instr);
    Type* type = typeOf(owner);
    if (type == &gModuleType) {
        Dict* dict = asModule(owner)->dict;
        if (dict == nullptr) return fail(instr, "module without dict");
        if (!typeLookup(type, name).isNull()) return fail(instr, "module type attribute");
        int64_t index = identicalKeyIndex(dict, name);
        if (index < 0) return fail(instr, "module attribute missing");
        if (!indexFits(index)) return fail(instr, "module too large");
        c[cache::kAttrIndex] = static_cast<uint16_t>(index);
        writeCache64(c + cache::kAttrPointer, dict->version);
        return specialize(instr, Opcode::LOAD_ATTR_MODULE);
    }
    if (type == &gTypeType) {
        // An attribute of a class (C.x), not of its metaclass.
        Type* cls = asType(owner);
        if (!typeLookup(&gTypeType, name).isNull()) return fail(instr, "metaclass attribute");
        Value descriptor = typeLookup(cls, name);
        if (descriptor.isNull()) return fail(instr, "class attribute missing");
        if (typeOf(descriptor)->descrGet != nullptr && !isFunction(descriptor))
            return fail(instr, "class attribute is a descriptor");
        uint32_t version = typeVersionForCache(cls);
        if (version == 0) return fail(instr, "no type version");
        writeCache32(c + cache::kTypeVersion, version);
        writeCachePointer(c + cache::kAttrPointer, descriptor.object());
        return specialize(instr, Opcode::LOAD_ATTR_CLASS);
    }
    if (type->getattr != genericGetAttr) return fail(instr, "custom __getattribute__");
    uint32_t version = typeVersionForCache(type);
    if (version == 0) return fail(instr, "no type version");
    Value descriptor = typeLookup(type, name);
    Dict** dictSlot = owner.isObject() ? instanceDictSlot(owner.object()) : nullptr;
    Dict* dict = dictSlot != nullptr ? *dictSlot : nullptr;
    writeCache32(c + cache::kTypeVersion, version);
    if (descriptor.isNull()) {
        // Only the instance dict can hold it.
        if (dict == nullptr) return fail(instr, "no instance dict");
        int64_t index = identicalKeyIndex(dict, name);
        if (index < 0) return fail(instr, "instance attribute missing");
        if (!indexFits(index)) return fail(instr, "instance dict too large");
        c[cache::kAttrIndex] = static_cast<uint16_t>(index);
        return specialize(instr, Opcode::LOAD_ATTR_INSTANCE_VALUE);
    }
    Type* descriptorType = typeOf(descriptor);
    if (descriptorType == &gMemberDescriptorType && !methodForm) {
        int32_t offset = 0;
        if (!memberDescriptorField(descriptor, offset)) return fail(instr, "member kind");
        writeCache64(c + cache::kAttrPointer, static_cast<uint64_t>(static_cast<int64_t>(offset)));
        return specialize(instr, Opcode::LOAD_ATTR_SLOT);
    }
    if (descriptorType == &gPropertyType && !methodForm) {
        Value getter = propertyGetterOf(descriptor);
        if (getter.isNull() || !isFunction(getter))
            return fail(instr, "property getter not Python");
        writeCachePointer(c + cache::kAttrPointer, getter.object());
        return specialize(instr, Opcode::LOAD_ATTR_PROPERTY);
    }
    if (descriptorType->descrSet != nullptr) return fail(instr, "data descriptor");
    bool isMethod = (descriptorType->flags & kTypeMethodDescriptor) != 0;
    if (methodForm && isMethod) {
        writeCachePointer(c + cache::kAttrPointer, descriptor.object());
        if (dictSlot == nullptr) return specialize(instr, Opcode::LOAD_ATTR_METHOD_NO_DICT);
        if (dict != nullptr && !dictGetStr(dict, name).isNull())
            return fail(instr, "method shadowed by instance");
        return specialize(instr, Opcode::LOAD_ATTR_METHOD_WITH_DICT);
    }
    if (descriptorType->descrGet != nullptr) return fail(instr, "non-data descriptor");
    if (dict != nullptr && !dictGetStr(dict, name).isNull())
        return fail(instr, "class attribute shadowed by instance");
    writeCachePointer(c + cache::kAttrPointer, descriptor.object());
    return specialize(instr, Opcode::LOAD_ATTR_NONDESCRIPTOR);
}

bool specializeStoreAttr(uint16_t* instr, Value owner, Str* name) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    uint16_t* c = cacheOf(instr);
    Type* type = typeOf(owner);
    if (type->setattr != genericSetAttr) return fail(instr, "custom __setattr__");
    uint32_t version = typeVersionForCache(type);
    if (version == 0) return fail(instr, "no type version");
    Value descriptor = typeLookup(type, name);
    writeCache32(c + cache::kTypeVersion, version);
    if (!descriptor.isNull()) {
        int32_t offset = 0;
        if (typeOf(descriptor) == &gMemberDescriptorType &&
            memberDescriptorField(descriptor, offset) && offset >= -0x8000 && offset <= 0x7FFF) {
            c[cache::kAttrIndex] = static_cast<uint16_t>(static_cast<int16_t>(offset));
            return specialize(instr, Opcode::STORE_ATTR_SLOT);
        }
        return fail(instr, "class attribute");
    }
    Dict** dictSlot = owner.isObject() ? instanceDictSlot(owner.object()) : nullptr;
    if (dictSlot == nullptr) return fail(instr, "no instance dict");
    int64_t index = *dictSlot != nullptr ? identicalKeyIndex(*dictSlot, name) : -1;
    if (index < 0 || !indexFits(index)) return specialize(instr, Opcode::STORE_ATTR_INSTANCE_DICT);
    c[cache::kAttrIndex] = static_cast<uint16_t>(index);
    return specialize(instr, Opcode::STORE_ATTR_INSTANCE_VALUE);
}

bool specializeLoadSuperAttr(uint16_t* instr, Value globalSuper, Value cls, Str* name,
                             bool methodForm) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    // super().__class__ is the super object's own attribute; every other
    // name is looked up along the MRO first (what is not found there takes
    // the generic path, which finds super's own attributes).
    if (strEqualsAscii(name, "__class__")) return fail(instr, "super's own attribute");
    if (!globalSuper.is(Value::fromObject(&gSuperType))) return fail(instr, "super rebound");
    if (!isType(cls)) return fail(instr, "class not a type");
    return specialize(instr,
                      methodForm ? Opcode::LOAD_SUPER_ATTR_METHOD : Opcode::LOAD_SUPER_ATTR_ATTR);
}

// ---- Operators ----------------------------------------------------------------------------

bool specializeBinaryOp(uint16_t* instr, Value left, Value right, int op) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    auto is = [&](BinaryOp which) { return op == static_cast<int>(which); };
    if (left.isSmallInt() && right.isSmallInt()) {
        if (is(BinaryOp::Add)) return specialize(instr, Opcode::BINARY_OP_ADD_INT);
        if (is(BinaryOp::Sub)) return specialize(instr, Opcode::BINARY_OP_SUBTRACT_INT);
        if (is(BinaryOp::Mul)) return specialize(instr, Opcode::BINARY_OP_MULTIPLY_INT);
        if (is(BinaryOp::Pow) || is(BinaryOp::MatMul)) return fail(instr, "int: ** or @");
        return specialize(instr, Opcode::BINARY_OP_OTHER_INT);
    }
    bool leftNumber = left.isSmallInt() || isExactType(left, &gFloatType);
    bool rightNumber = right.isSmallInt() || isExactType(right, &gFloatType);
    if (leftNumber && rightNumber) {
        if (is(BinaryOp::Add)) return specialize(instr, Opcode::BINARY_OP_ADD_FLOAT);
        if (is(BinaryOp::Sub)) return specialize(instr, Opcode::BINARY_OP_SUBTRACT_FLOAT);
        if (is(BinaryOp::Mul)) return specialize(instr, Opcode::BINARY_OP_MULTIPLY_FLOAT);
        if (is(BinaryOp::TrueDiv)) return specialize(instr, Opcode::BINARY_OP_TRUE_DIVIDE_FLOAT);
        return fail(instr, "float: other operator");
    }
    if (isExactType(left, &gStrType) && isExactType(right, &gStrType)) {
        if (is(BinaryOp::Add)) return specialize(instr, Opcode::BINARY_OP_ADD_UNICODE);
        return fail(instr, "str: other operator");
    }
    if (isExactType(left, &gFloatType) || isExactType(right, &gFloatType))
        return failForTypes(instr, "float and a non-number", left, right);
    return failForTypes(instr, "operand types", left, right);
}

bool specializeToBool(uint16_t* instr, Value value) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    if (value.is(trueValue()) || value.is(falseValue()))
        return specialize(instr, Opcode::TO_BOOL_BOOL);
    if (value.isSmallInt()) return specialize(instr, Opcode::TO_BOOL_INT);
    if (value.is(noneValue())) return specialize(instr, Opcode::TO_BOOL_NONE);
    if (isExactType(value, &gListType)) return specialize(instr, Opcode::TO_BOOL_LIST);
    if (isExactType(value, &gStrType)) return specialize(instr, Opcode::TO_BOOL_STR);
    return failForTypes(instr, "operand type", value);
}

bool specializeCompareOp(uint16_t* instr, Value left, Value right) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    if (left.isSmallInt() && right.isSmallInt()) return specialize(instr, Opcode::COMPARE_OP_INT);
    bool leftFloat = isExactType(left, &gFloatType), rightFloat = isExactType(right, &gFloatType);
    if ((leftFloat || left.isSmallInt()) && (rightFloat || right.isSmallInt()))
        return specialize(instr, Opcode::COMPARE_OP_FLOAT);
    if (isExactType(left, &gStrType) && isExactType(right, &gStrType))
        return specialize(instr, Opcode::COMPARE_OP_STR);
    return failForTypes(instr, "operand types", left, right);
}

bool specializeContainsOp(uint16_t* instr, Value container) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    if (isExactType(container, &gDictType)) return specialize(instr, Opcode::CONTAINS_OP_DICT);
    if (isExactType(container, &gSetType) || isExactType(container, &gFrozenSetType))
        return specialize(instr, Opcode::CONTAINS_OP_SET);
    return failForTypes(instr, "container type", container);
}

// ---- Subscripts and unpacking ----------------------------------------------------------------

bool specializeBinarySubscr(uint16_t* instr, Value container, Value key) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    if (isExactType(container, &gDictType)) return specialize(instr, Opcode::BINARY_SUBSCR_DICT);
    if (!key.isSmallInt()) return failForTypes(instr, "key type", container, key);
    if (isExactType(container, &gListType))
        return specialize(instr, Opcode::BINARY_SUBSCR_LIST_INT);
    if (isExactType(container, &gTupleType))
        return specialize(instr, Opcode::BINARY_SUBSCR_TUPLE_INT);
    if (isExactType(container, &gStrType)) return specialize(instr, Opcode::BINARY_SUBSCR_STR_INT);
    return failForTypes(instr, "container type", container, key);
}

bool specializeStoreSubscr(uint16_t* instr, Value container, Value key) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    if (isExactType(container, &gDictType)) return specialize(instr, Opcode::STORE_SUBSCR_DICT);
    if (isExactType(container, &gListType) && key.isSmallInt())
        return specialize(instr, Opcode::STORE_SUBSCR_LIST_INT);
    return failForTypes(instr, "container type", container, key);
}

bool specializeUnpackSequence(uint16_t* instr, Value sequence, int count) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    if (isExactType(sequence, &gTupleType)) {
        if (asTuple(sequence)->size != count) return fail(instr, "wrong length");
        return specialize(instr, count == 2 ? Opcode::UNPACK_SEQUENCE_TWO_TUPLE
                                            : Opcode::UNPACK_SEQUENCE_TUPLE);
    }
    if (isExactType(sequence, &gListType)) {
        if (asList(sequence)->size != count) return fail(instr, "wrong length");
        return specialize(instr, Opcode::UNPACK_SEQUENCE_LIST);
    }
    return fail(instr, "sequence type");
}

bool specializeForIter(uint16_t* instr, Value iterator) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    Type* type = typeOf(iterator);
    if (type == &gListIteratorType) return specialize(instr, Opcode::FOR_ITER_LIST);
    if (type == &gTupleIteratorType) return specialize(instr, Opcode::FOR_ITER_TUPLE);
    if (type == &gRangeIteratorType) return specialize(instr, Opcode::FOR_ITER_RANGE);
    if (type == &gGeneratorType) return specialize(instr, Opcode::FOR_ITER_GEN);
    return failForTypes(instr, "iterator type", iterator);
}

// ---- Calls ------------------------------------------------------------------------------

namespace {

// A Python function the CALL_PY_EXACT_ARGS path can enter without binding:
// exactly `nargs` positional parameters, no *args/**kwargs, no keyword-only
// parameters, not a generator (its code begins with RESUME).
bool takesExactly(Function* function, int nargs) {
    Code* code = function->code;
    constexpr uint32_t kUnsupported = kCoVarargs | kCoVarkeywords | kCoGenerator | kCoCoroutine |
                                      kCoAsyncGenerator | kCoIterableCoroutine;
    if (code->flags & kUnsupported) return false;
    if (code->argCount != nargs || code->kwOnlyArgCount != 0) return false;
    if (code->codeSize == 0 ||
        opcodeFamily(static_cast<Opcode>(code->code[0] & 0xFF)) != Opcode::RESUME)
        return false;
    return true;
}

} // namespace

bool specializeCall(uint16_t* instr, Value callable, Value selfOrNull, int nargs) {
    if (!gSpecializationEnabled) return fail(instr, "disabled");
    uint16_t* c = cacheOf(instr);
    int total = nargs + (selfOrNull.isNull() ? 0 : 1);
    if (isFunction(callable)) {
        Function* function = asFunction(callable);
        if (function->version == 0) return fail(instr, "no function version");
        if (takesExactly(function, total)) {
            writeCache32(c + cache::kCallVersion, function->version);
            return specialize(instr, Opcode::CALL_PY_EXACT_ARGS);
        }
        return specialize(instr, Opcode::CALL_PY_GENERAL);
    }
    if (isMethod(callable) && selfOrNull.isNull()) {
        Value inner = asMethod(callable)->function;
        if (isFunction(inner)) {
            Function* function = asFunction(inner);
            if (function->version != 0 && takesExactly(function, nargs + 1)) {
                writeCache32(c + cache::kCallVersion, function->version);
                return specialize(instr, Opcode::CALL_BOUND_METHOD_EXACT_ARGS);
            }
            return specialize(instr, Opcode::CALL_PY_GENERAL);
        }
        return specialize(instr, Opcode::CALL_NON_PY_GENERAL);
    }
    if (callable.is(Value::fromObject(&gTypeType)) && nargs == 1 && selfOrNull.isNull())
        return specialize(instr, Opcode::CALL_TYPE_1);
    if (typeOf(callable) == &gTypeType) {
        Type* cls = asType(callable);
        if (typeUsesObjectNew(cls) && !(cls->flags & kTypeIsAbstract) && selfOrNull.isNull()) {
            Value init = typeLookup(cls, TAIPAN_NAME("__init__"));
            if (!init.isNull() && isFunction(init)) {
                uint32_t version = typeVersionForCache(cls);
                if (version == 0) return fail(instr, "no type version");
                writeCache32(c + cache::kCallVersion, version);
                writeCachePointer(c + cache::kCallPointer, init.object());
                return specialize(instr, Opcode::CALL_ALLOC_AND_ENTER_INIT);
            }
        }
        return specialize(instr, Opcode::CALL_NON_PY_GENERAL);
    }
    if (const MethodDef* def = builtinFunctionDefOf(callable)) {
        if (selfOrNull.isNull() && nargs == 1 && std::strcmp(def->name, "len") == 0 &&
            (def->flags & (kMethodClass | kMethodStatic)) == 0) {
            writeCachePointer(c + cache::kCallPointer, def);
            return specialize(instr, Opcode::CALL_LEN);
        }
        if (selfOrNull.isNull() && nargs == 2 && std::strcmp(def->name, "isinstance") == 0) {
            writeCachePointer(c + cache::kCallPointer, def);
            return specialize(instr, Opcode::CALL_ISINSTANCE);
        }
        return specialize(instr, Opcode::CALL_BUILTIN);
    }
    Type* owner = nullptr;
    if (const MethodDef* def = methodDescriptorDefOf(callable, &owner)) {
        if (!selfOrNull.isNull() && owner == &gListType && nargs == 1 &&
            std::strcmp(def->name, "append") == 0 && isExactType(selfOrNull, &gListType)) {
            writeCachePointer(c + cache::kCallPointer, def);
            return specialize(instr, Opcode::CALL_LIST_APPEND);
        }
        if (!selfOrNull.isNull()) return specialize(instr, Opcode::CALL_METHOD_DESCRIPTOR);
    }
    return specialize(instr, Opcode::CALL_NON_PY_GENERAL);
}

// ---- Statistics ------------------------------------------------------------------------------

#ifdef TAIPAN_STATS
void statsCountExecution(int opcode) {
    ++gStats.executions[opcode];
}
#endif

void printSpecializationStats() {
#ifdef TAIPAN_STATS
    std::FILE* out = stderr;
    std::fprintf(out, "\n=== taipan specialization statistics ===\n");
    std::fprintf(out, "%-32s %14s %14s %12s %10s %10s %8s\n", "family / variant", "executions",
                 "hits", "misses", "specialized", "failed", "deopts");
    for (int family = 0; family < kOpcodeCount; ++family) {
        if (kOpcodeFamily[family] != family) continue;
        uint64_t generic = gStats.executions[family];
        uint64_t hits = 0, misses = 0;
        for (int op = 0; op < kOpcodeCount; ++op) {
            if (op == family || kOpcodeFamily[op] != family) continue;
            hits += gStats.executions[op] - gStats.misses[op];
            misses += gStats.misses[op];
        }
        const FamilyStats& f = gStats.families[family];
        if (generic + hits == 0) continue;
        bool adaptive = kOpcodeCacheSizes[family] > 0 || family == static_cast<int>(Opcode::RESUME);
        if (!adaptive) continue;
        std::fprintf(out, "%-32s %14llu %14llu %12llu %10llu %10llu %8llu\n",
                     std::string(opcodeName(static_cast<Opcode>(family))).c_str(),
                     static_cast<unsigned long long>(generic + hits + misses),
                     static_cast<unsigned long long>(hits), static_cast<unsigned long long>(misses),
                     static_cast<unsigned long long>(f.specialized),
                     static_cast<unsigned long long>(f.failed),
                     static_cast<unsigned long long>(f.deopts));
        for (int op = 0; op < kOpcodeCount; ++op) {
            if (op == family || kOpcodeFamily[op] != family) continue;
            if (gStats.executions[op] == 0 && gStats.misses[op] == 0) continue;
            std::fprintf(out, "  %-30s %14llu %14s %12llu\n",
                         std::string(opcodeName(static_cast<Opcode>(op))).c_str(),
                         static_cast<unsigned long long>(gStats.executions[op]), "",
                         static_cast<unsigned long long>(gStats.misses[op]));
        }
        for (const auto& [reason, count] : f.failureReasons) {
            std::fprintf(out, "    failed: %-40s %10llu\n", reason.c_str(),
                         static_cast<unsigned long long>(count));
        }
    }
    uint64_t total = 0;
    for (int op = 0; op < kOpcodeCount; ++op)
        total += gStats.executions[op];
    std::fprintf(out, "instructions executed: %llu\n", static_cast<unsigned long long>(total));
#endif
}

} // namespace taipan::vm
