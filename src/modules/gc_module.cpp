// The gc module: the Python face of the cycle collector (runtime/gc.h).
//
// collect, enable, disable, isenabled, get_threshold, set_threshold,
// get_count, is_tracked, is_finalized, get_objects, get_referrers,
// get_referents, freeze, unfreeze, get_freeze_count, set_debug, get_debug,
// and the `garbage` and `callbacks` lists, with CPython 3.13's signatures
// and errors.
//
// Invariants:
//  - gc.callbacks is the list object created with the module; the
//    collector's hook calls whatever it holds at the time of a collection
//    (a copy is iterated, so a callback may change the list).
//  - Nothing here runs during a collection except the callbacks, which the
//    collector calls before it starts and after it has finished.
#include "modules/native_modules.h"

#include "modules/modules.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/gc.h"

#include <algorithm>
#include <vector>

namespace taipan::modules {

namespace {

// gc.callbacks, owned for the life of the process once the module exists.
Object* gCallbacksList = nullptr;
int64_t gDebugFlags = 0;

bool setName(Dict* dict, const char* name, Value value) {
    return dictSetStr(dict, internStr(name), value);
}

// The collector's hook: calls each of gc.callbacks with (phase, info).
void runCallbacks(bool start, int generation, int64_t collected) {
    if (gCallbacksList == nullptr || asList(Value::fromObject(gCallbacksList))->size == 0) return;
    Ref snapshot = listGetSlice(asList(Value::fromObject(gCallbacksList)), 0, INT64_MAX);
    if (snapshot.isNull()) {
        writeUnraisable(Value());
        return;
    }
    Ref info = dictNew();
    Ref phase = strFromUtf8(start ? "start" : "stop");
    if (info.isNull() || phase.isNull() ||
        !setName(asDict(info.get()), "generation", Value::fromSmallInt(generation)) ||
        !setName(asDict(info.get()), "collected", Value::fromSmallInt(collected)) ||
        !setName(asDict(info.get()), "uncollectable", Value::fromSmallInt(0))) {
        writeUnraisable(Value());
        return;
    }
    List* callbacks = asList(snapshot.get());
    for (int64_t i = 0; i < callbacks->size; ++i) {
        Value callback = callbacks->items[i];
        Value args[2] = {phase.get(), info.get()};
        Ref result = call(callback, args, 2);
        if (result.isNull()) writeUnraisable(callback);
    }
}

Ref gcCollectFunction(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"generation"};
    static const NativeSignature kSignature{"collect", kNames, 1, 0, 1, 0};
    Value bound[1];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    int64_t generation = 2;
    if (!bound[0].isNull() && !indexToInt64(bound[0], generation, gOverflowError)) return nullptr;
    if (generation < 0 || generation > 2) return raise(gValueError, "invalid generation");
    int64_t found = gcCollectGeneration(static_cast<int>(generation));
    if (hasPendingException()) return nullptr;
    return intFromInt64(found);
}

Ref gcEnable(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.enable", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    gcSetEnabled(true);
    return noneRef();
}

Ref gcDisable(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.disable", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    gcSetEnabled(false);
    return noneRef();
}

Ref gcIsEnabledFunction(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.isenabled", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    return boolRef(gcIsEnabled());
}

Ref tupleOfThree(const int64_t values[3]) {
    Value items[3] = {Value::fromSmallInt(values[0]), Value::fromSmallInt(values[1]),
                      Value::fromSmallInt(values[2])};
    return tupleFromValues(items, 3);
}

Ref gcGetThreshold(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.get_threshold", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    int64_t thresholds[3];
    gcGetThresholds(thresholds);
    return tupleOfThree(thresholds);
}

Ref gcSetThreshold(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "set_threshold() takes no keyword arguments");
    }
    if (count < 1) return raise(gTypeError, "set_threshold() takes at least 1 argument (0 given)");
    if (count > 3) {
        return raise(gTypeError, "set_threshold() takes at most 3 arguments (%zu given)", count);
    }
    int64_t thresholds[3];
    gcGetThresholds(thresholds);
    for (size_t i = 0; i < count; ++i) {
        if (!isInstance(args[i], &gIntType)) {
            return raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                         typeOf(args[i])->name);
        }
        if (!indexToInt64(args[i], thresholds[i], gOverflowError)) return nullptr;
    }
    gcSetThresholds(thresholds);
    return noneRef();
}

Ref gcGetCount(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.get_count", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    int64_t counts[3];
    gcGetCounts(counts);
    return tupleOfThree(counts);
}

Ref gcIsTrackedFunction(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.is_tracked", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    return boolRef(args[0].isObject() && gcIsTracked(args[0].object()));
}

Ref gcIsFinalized(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.is_finalized", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    return boolRef(args[0].isObject() && finalizerHasRun(args[0].object()));
}

Ref listOfObjects(const std::vector<Object*>& objects) {
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    for (Object* object : objects) {
        if (!listAppend(asList(list.get()), Value::fromObject(object))) return nullptr;
    }
    return list;
}

Ref gcGetObjects(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"generation"};
    static const NativeSignature kSignature{"get_objects", kNames, 1, 0, 1, 0};
    Value bound[1];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    int64_t generation = -1;
    if (!bound[0].isNull() && !bound[0].is(noneValue())) {
        if (!indexToInt64(bound[0], generation, gOverflowError)) return nullptr;
        if (generation >= 3) {
            return raise(gValueError, "generation parameter must be less than the number of "
                                      "available generations (3)");
        }
        if (generation < 0) return raise(gValueError, "generation parameter cannot be negative");
    }
    return listOfObjects(gcTrackedObjects(static_cast<int>(generation)));
}

struct ReferrerSearch {
    const Value* targets;
    size_t count;
    bool found;
};

void visitFindTarget(Value child, void* context) {
    auto* search = static_cast<ReferrerSearch*>(context);
    if (search->found || child.isNull()) return;
    for (size_t i = 0; i < search->count; ++i) {
        if (child.is(search->targets[i])) {
            search->found = true;
            return;
        }
    }
}

Ref gcGetReferrers(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "get_referrers() takes no keyword arguments");
    }
    size_t count = callArgCount(nargs);
    std::vector<Object*> referrers;
    for (Object* object : gcTrackedObjects(-1)) {
        if (object->type->traverse == nullptr) continue;
        ReferrerSearch search{args, count, false};
        object->type->traverse(object, visitFindTarget, &search);
        if (search.found) referrers.push_back(object);
    }
    return listOfObjects(referrers);
}

void visitCollect(Value child, void* context) {
    if (!child.isNull()) static_cast<std::vector<Value>*>(context)->push_back(child);
}

Ref gcGetReferents(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "get_referents() takes no keyword arguments");
    }
    std::vector<Value> referents;
    for (size_t i = 0; i < callArgCount(nargs); ++i) {
        if (!args[i].isObject() || !gcIsTracked(args[i].object())) continue;
        Object* object = args[i].object();
        if (object->type->traverse != nullptr) {
            object->type->traverse(object, visitCollect, &referents);
        }
    }
    Ref list = listNew(0);
    if (list.isNull()) return nullptr;
    for (Value v : referents) {
        if (!listAppend(asList(list.get()), v)) return nullptr;
    }
    return list;
}

Ref gcFreezeFunction(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.freeze", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    gcFreeze();
    return noneRef();
}

Ref gcUnfreezeFunction(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.unfreeze", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    gcUnfreeze();
    return noneRef();
}

Ref gcGetFreezeCount(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.get_freeze_count", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    return intFromInt64(gcFreezeCount());
}

Ref gcSetDebug(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.set_debug", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    if (!isInstance(args[0], &gIntType)) {
        return raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                     typeOf(args[0])->name);
    }
    if (!indexToInt64(args[0], gDebugFlags, gOverflowError)) return nullptr;
    return noneRef();
}

Ref gcGetDebug(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("gc.get_debug", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    return intFromInt64(gDebugFlags);
}

const MethodDef kGcFunctions[] = {
    {"collect", gcCollectFunction, 0, "Run the garbage collector."},
    {"enable", gcEnable, 0, "Enable automatic garbage collection."},
    {"disable", gcDisable, 0, "Disable automatic garbage collection."},
    {"isenabled", gcIsEnabledFunction, 0,
     "Returns true if automatic garbage collection is enabled."},
    {"get_threshold", gcGetThreshold, 0, "Return the current collection thresholds."},
    {"set_threshold", gcSetThreshold, 0, "Set the collection thresholds."},
    {"get_count", gcGetCount, 0, "Return a three-tuple of the current collection counts."},
    {"is_tracked", gcIsTrackedFunction, 0,
     "Returns true if the object is tracked by the garbage collector."},
    {"is_finalized", gcIsFinalized, 0,
     "Returns true if the object has been already finalized by the GC."},
    {"get_objects", gcGetObjects, 0, "Return a list of objects tracked by the collector."},
    {"get_referrers", gcGetReferrers, 0, "Return the list of objects that refer to any of objs."},
    {"get_referents", gcGetReferents, 0,
     "Return the list of objects that are directly referred to by 'objs'."},
    {"freeze", gcFreezeFunction, 0, "Freeze all current tracked objects."},
    {"unfreeze", gcUnfreezeFunction, 0, "Unfreeze all objects in the permanent generation."},
    {"get_freeze_count", gcGetFreezeCount, 0,
     "Return the number of objects in the permanent generation."},
    {"set_debug", gcSetDebug, 0, "Set the garbage collection debugging flags."},
    {"get_debug", gcGetDebug, 0, "Get the garbage collection debugging flags."},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

Ref createGcModule() {
    Ref module = moduleNew(std::string_view("gc"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    Ref doc = strFromUtf8("This module provides access to the garbage collector for reference "
                          "cycles.");
    if (doc.isNull() || !setName(dict, "__doc__", doc.get())) return nullptr;
    for (const MethodDef* def = kGcFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !setName(dict, def->name, function.get())) return nullptr;
    }
    Ref garbage = listNew(0);
    if (garbage.isNull() || !setName(dict, "garbage", garbage.get())) return nullptr;
    if (gCallbacksList == nullptr) {
        Ref callbacks = listNew(0);
        if (callbacks.isNull()) return nullptr;
        gCallbacksList = callbacks.release().object();
        gGcCallbacksHook = runCallbacks;
    }
    if (!setName(dict, "callbacks", Value::fromObject(gCallbacksList))) return nullptr;
    const struct {
        const char* name;
        int64_t value;
    } kConstants[] = {{"DEBUG_STATS", 1},
                      {"DEBUG_COLLECTABLE", 2},
                      {"DEBUG_UNCOLLECTABLE", 4},
                      {"DEBUG_SAVEALL", 32},
                      {"DEBUG_LEAK", 38}};
    for (const auto& constant : kConstants) {
        if (!setName(dict, constant.name, Value::fromSmallInt(constant.value))) return nullptr;
    }
    return module;
}

} // namespace taipan::modules
