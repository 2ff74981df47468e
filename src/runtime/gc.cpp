// The cycle collector: generational tracking lists, reachability analysis
// by subtracting internal references, PEP 442 finalization, and clearing.
//
// How a collection works (collectGenerations):
//   1. The objects of the collected generation(s) are marked "collecting"
//      and their scratch count is set to their reference count.
//   2. Every collecting object's children that are also collecting lose one
//      count per reference (traverse). What is left is the number of
//      references from outside the set: C++ stack Refs, older generations,
//      untracked objects, globals.
//   3. Objects with a positive count are roots; everything reachable from
//      them survives. The rest is unreachable. The scan follows CPython's
//      (scanInOrder), since the order it leaves the survivors in decides
//      the order of later finalizers, which programs observe at exit.
//   4. The collector holds a reference to every unreachable object and
//      clears the weak references to them; callbacks of weak references
//      that are not garbage themselves run now (objects/weakref.h).
//   5. It runs each pending finalizer once (PEP 442: __del__, and close()
//      of suspended generators) in list order, holding only the object
//      being finalized (what a finalizer releases dies at once, as in
//      CPython), then repeats the analysis on the unreachable set: objects
//      that a finalizer made reachable again (resurrected), and what they
//      reach, survive.
//   6. The remaining objects are cleared (Type::clear), which breaks the
//      cycles; dropping the collector's references frees them.
//
// Invariants:
//  - GcHeader::next/prev are null exactly when the object is untracked.
//  - Bits 61 and 62 of GcHeader::gcRefs are flags (collecting, finalized);
//    the scratch count lives in the low bits and is only meaningful while
//    the collecting flag is set.
//  - No collection runs inside another one, or inside an allocation.
#include "runtime/gc.h"

#include "objects/generator.h"
#include "objects/type.h"
#include "objects/weakref.h"
#include "runtime/errors.h"
#include "runtime/thread_state.h"
#include "vm/eval_breaker.h"

#include <unordered_set>
#include <vector>

namespace taipan {

namespace {

constexpr int64_t kCollectingBit = int64_t(1) << 61;
constexpr int64_t kFinalizedBit = int64_t(1) << 62;
constexpr int64_t kCountMask = kCollectingBit - 1;

// A circular list with a sentinel head.
struct GcList {
    GcHeader head{&head, &head, 0};
    int64_t count = 0;
    bool empty() const { return head.next == &head; }
};

GcList gYoung;
GcList gOld;
GcList gFrozen; // gc.freeze(): never collected
int64_t gAllocationsSinceCollection = 0;
int64_t gYoungThreshold = 2000;
int64_t gFullEvery = 10;
int64_t gThirdThreshold = 10; // reported by gc.get_threshold() only
int64_t gYoungCollections = 0;
int64_t gOldCountAtLastFull = 0;
bool gEnabled = true;
bool gPending = false;
bool gCollecting = false;

bool isImmortal(const Object* object) { return object->refcount >= kImmortalRefcount / 2; }

void unlink(GcHeader* header) {
    header->prev->next = header->next;
    header->next->prev = header->prev;
    header->next = nullptr;
    header->prev = nullptr;
}

void append(GcList& list, GcHeader* header) {
    header->prev = list.head.prev;
    header->next = &list.head;
    list.head.prev->next = header;
    list.head.prev = header;
}

// Moves every object of `from` to the end of `to`.
void splice(GcList& from, GcList& to) {
    if (from.empty()) return;
    GcHeader* first = from.head.next;
    GcHeader* last = from.head.prev;
    first->prev = to.head.prev;
    to.head.prev->next = first;
    last->next = &to.head;
    to.head.prev = last;
    from.head.next = from.head.prev = &from.head;
    to.count += from.count;
    from.count = 0;
}

// The header of a child that takes part in the current collection, or null.
GcHeader* collectingHeader(Value child) {
    if (!child.isObject()) return nullptr;
    Object* object = child.object();
    if ((object->type->flags & kTypeGcTracked) == 0 || isImmortal(object)) return nullptr;
    GcHeader* header = gcHeaderOf(object);
    if ((header->gcRefs & kCollectingBit) == 0) return nullptr;
    return header;
}

int64_t countOf(GcHeader* header) { return header->gcRefs & kCountMask; }
void setCount(GcHeader* header, int64_t count) {
    header->gcRefs = (header->gcRefs & ~kCountMask) | (count & kCountMask);
}

void visitSubtract(Value child, void*) {
    if (GcHeader* header = collectingHeader(child)) {
        if (countOf(header) > 0) setCount(header, countOf(header) - 1);
    }
}

// Marks a collecting child reachable and queues it. Reached objects are
// tagged by a count of kCountMask, which a real count never reaches.
constexpr int64_t kReachedCount = kCountMask;

void visitReach(Value child, void* context) {
    GcHeader* header = collectingHeader(child);
    if (header == nullptr || countOf(header) == kReachedCount) return;
    setCount(header, kReachedCount);
    static_cast<std::vector<GcHeader*>*>(context)->push_back(header);
}

void traverseObject(Object* object, VisitFn visit, void* context) {
    if (object->type->traverse != nullptr) object->type->traverse(object, visit, context);
}

// Steps 1-3 over `members` (all flagged collecting): afterwards the members
// with count kReachedCount are reachable from outside, the others are not.
// `extraRefs` is subtracted from every member first (the collector's own
// references, in the second pass).
// Steps 1-2: leaves in each member the number of references from outside
// the set (clamped below kTentativeCount).
constexpr int64_t kTentativeCount = kCountMask - 1;
void countOutsideReferences(const std::vector<GcHeader*>& members, int64_t extraRefs) {
    for (GcHeader* header : members) {
        int64_t count = objectOfGcHeader(header)->refcount - extraRefs;
        if (count < 0) count = 0;
        if (count >= kTentativeCount) count = kTentativeCount - 1;
        setCount(header, count);
    }
    for (GcHeader* header : members) {
        traverseObject(objectOfGcHeader(header), visitSubtract, nullptr);
    }
}

void analyse(const std::vector<GcHeader*>& members, int64_t extraRefs) {
    countOutsideReferences(members, extraRefs);
    std::vector<GcHeader*> worklist;
    for (GcHeader* header : members) {
        if (countOf(header) > 0 && countOf(header) != kReachedCount) {
            setCount(header, kReachedCount);
            worklist.push_back(header);
        }
    }
    while (!worklist.empty()) {
        GcHeader* header = worklist.back();
        worklist.pop_back();
        traverseObject(objectOfGcHeader(header), visitReach, &worklist);
    }
}

// State of the ordered scan (scanInOrder).
struct ScanContext {
    std::vector<GcHeader*> queue;
    std::vector<GcHeader*> survivors;
    // The attribute dict of the object being traversed, which is scanned in
    // place: CPython keeps instance attributes inline, so what they refer
    // to is reached directly from the instance.
    Object* inlineDict = nullptr;
};

void visitRequeue(Value child, void* raw);

void markScanned(GcHeader* header, ScanContext& context) {
    setCount(header, kReachedCount);
    context.survivors.push_back(header);
    Object* object = objectOfGcHeader(header);
    context.inlineDict = nullptr;
    if (isHeapType(object->type) && static_cast<int32_t>(object->type->dictOffset) < 0) {
        if (Dict* dict = *instanceDictSlot(object)) context.inlineDict = dict;
    }
    traverseObject(object, visitRequeue, &context);
}

// Visitor of the ordered scan: a child found tentatively unreachable is
// reachable after all and is queued again at the end; a child not scanned
// yet is marked reachable where it stands.
void visitRequeue(Value child, void* raw) {
    ScanContext& context = *static_cast<ScanContext*>(raw);
    GcHeader* header = collectingHeader(child);
    if (header == nullptr) return;
    int64_t count = countOf(header);
    if (count == kReachedCount) return;
    if (child.object() == context.inlineDict) {
        Object* saved = context.inlineDict;
        markScanned(header, context);
        context.inlineDict = saved;
        return;
    }
    if (count == kTentativeCount) {
        setCount(header, 1);
        context.queue.push_back(header);
    } else if (count == 0) {
        setCount(header, 1);
    }
}

// Steps 1-3 in the order CPython's collector produces, which decides the
// order of the survivors in the old generation and so the order in which a
// later collection runs finalizers (observable at exit, when the __main__
// module's objects die together). The members are scanned in list order:
// one with outside references is reachable and stays where it is; one
// without is set aside as tentatively unreachable until a reachable object
// refers to it, which moves it to the end of the scan. `survivors` and
// `unreachable` receive the members in their resulting order.
void scanInOrder(const std::vector<GcHeader*>& members, std::vector<GcHeader*>& survivors,
                 std::vector<GcHeader*>& unreachable) {
    countOutsideReferences(members, 0);
    ScanContext context;
    context.queue = members;
    std::vector<GcHeader*> tentative;
    for (size_t i = 0; i < context.queue.size(); ++i) {
        GcHeader* header = context.queue[i];
        int64_t count = countOf(header);
        if (count == kReachedCount) continue;
        if (count > 0 && count != kTentativeCount) {
            markScanned(header, context);
        } else {
            setCount(header, kTentativeCount);
            tentative.push_back(header);
        }
    }
    survivors = std::move(context.survivors);
    for (GcHeader* header : tentative) {
        if (countOf(header) == kTentativeCount) unreachable.push_back(header);
    }
}

bool isCollectingObject(Object* object) {
    return collectingHeader(Value::fromObject(object)) != nullptr;
}

// The number gc.collect() reports: CPython 3.13 keeps the attributes of
// instances inline, so their __dict__ is not an object of its own there and
// is not counted here either when it dies with its instance.
int64_t countGarbage(const std::vector<Object*>& garbage) {
    std::unordered_set<Object*> instanceDicts;
    for (Object* object : garbage) {
        if (!isHeapType(object->type) || static_cast<int32_t>(object->type->dictOffset) >= 0) {
            continue;
        }
        if (Dict* dict = *instanceDictSlot(object)) instanceDicts.insert(dict);
    }
    int64_t count = 0;
    for (Object* object : garbage) count += instanceDicts.count(object) == 0 ? 1 : 0;
    return count;
}

int64_t collectGenerations(bool full) {
    gCollecting = true;
    GcList collecting;
    splice(gYoung, collecting);
    if (full) splice(gOld, collecting);

    std::vector<GcHeader*> members;
    for (GcHeader* header = collecting.head.next; header != &collecting.head;
         header = header->next) {
        header->gcRefs |= kCollectingBit;
        members.push_back(header);
    }
    std::vector<GcHeader*> survivorHeaders;
    std::vector<GcHeader*> unreachableHeaders;
    scanInOrder(members, survivorHeaders, unreachableHeaders);

    // Survivors go to the old generation now; the unreachable objects stay
    // flagged and are held by the collector from here on.
    for (GcHeader* header : survivorHeaders) {
        header->gcRefs &= ~(kCollectingBit | kCountMask);
        unlink(header);
        append(gOld, header);
        ++gOld.count;
    }
    std::vector<Object*> unreachable;
    for (GcHeader* header : unreachableHeaders) {
        Object* object = objectOfGcHeader(header);
        incref(object);
        unreachable.push_back(object);
    }
    collecting.count = static_cast<int64_t>(unreachable.size());

    // Weak references to the garbage die before any finalizer can see them;
    // the callbacks of the weak references that survive run now.
    std::vector<Object*> callbacks = gcClearWeakrefs(unreachable, isCollectingObject);
    gcCallWeakrefCallbacks(callbacks);

    // Finalizers (PEP 442): each runs at most once per object, in list
    // order. As in CPython, the collector holds only the object whose
    // finalizer runs, so an object that a finalizer releases (a local of a
    // generator that close() finished) dies at once, by reference count,
    // running its own __del__ then. Dropping the collector's references
    // frees nothing: every unreachable object is referred to by others.
    int64_t candidates = countGarbage(unreachable);
    auto needsFinalizer = [](Object* object) {
        if (finalizerHasRun(object)) return false;
        if (isHeapType(object->type) && static_cast<HeapType*>(object->type)->hasFinalizer) {
            return true;
        }
        return object->type == &gGeneratorType && generatorNeedsFinalizer(object);
    };
    bool ranFinalizer = false;
    for (Object* object : unreachable) ranFinalizer = ranFinalizer || needsFinalizer(object);
    if (ranFinalizer) {
        for (Object* object : unreachable) decref(object);
        unreachable.clear();
        GcList seen;
        while (!collecting.empty()) {
            GcHeader* header = collecting.head.next;
            unlink(header);
            append(seen, header);
            Object* object = objectOfGcHeader(header);
            if (!needsFinalizer(object)) continue;
            incref(object);
            if (object->type == &gGeneratorType) {
                generatorFinalize(object);
            } else {
                // callFinalizer marks the object and reports errors itself.
                (void)callFinalizer(object);
            }
            decref(object);
        }
        splice(seen, collecting);
        for (GcHeader* header = collecting.head.next; header != &collecting.head;
             header = header->next) {
            Object* object = objectOfGcHeader(header);
            incref(object);
            unreachable.push_back(object);
        }
        collecting.count = static_cast<int64_t>(unreachable.size());
    }

    if (ranFinalizer) {
        // A finalizer may have stored a reference to some of them somewhere
        // reachable: redo the analysis within the set, discounting the
        // collector's own reference.
        std::vector<GcHeader*> remaining;
        for (Object* object : unreachable) {
            GcHeader* header = gcHeaderOf(object);
            if (header->next != nullptr) remaining.push_back(header);
        }
        analyse(remaining, 1);
    }
    // What is still unreachable is garbage; resurrected objects (and any a
    // finalizer untracked) leave the collection.
    std::vector<Object*> garbage;
    for (Object* object : unreachable) {
        GcHeader* header = gcHeaderOf(object);
        bool tracked = header->next != nullptr;
        bool isGarbage = tracked && (!ranFinalizer || countOf(header) != kReachedCount);
        header->gcRefs &= ~(kCollectingBit | kCountMask);
        if (isGarbage) {
            garbage.push_back(object);
        } else if (tracked) {
            unlink(header);
            append(gOld, header);
            ++gOld.count;
        }
    }

    // What CPython reports: the unreachable objects found before the
    // finalizers ran (those they freed included), less the resurrected.
    int64_t found = candidates - (countGarbage(unreachable) - countGarbage(garbage));
    // Break the cycles. Each object stays alive (the collector's reference)
    // until every one has been cleared.
    for (Object* object : garbage) {
        if (object->type->clear != nullptr) object->type->clear(object);
    }
    // Objects still linked in the temporary list move to the old generation
    // before their references are dropped, so deallocation unlinks them
    // from a real list.
    for (GcHeader* header = collecting.head.next; header != &collecting.head;) {
        GcHeader* next = header->next;
        header->gcRefs &= ~(kCollectingBit | kCountMask);
        unlink(header);
        append(gOld, header);
        ++gOld.count;
        header = next;
    }
    collecting.count = 0;
    gCollecting = false;
    for (Object* object : unreachable) decref(object);
    if (hasPendingException()) writeUnraisable(Value());
    return found;
}

// Puts back an exception that was propagating when a collection started
// (errors inside the collection were reported as unraisable already).
void restorePending(Ref saved) {
    if (saved.isNull()) return;
    clearPendingException();
    Value& pending = threadState().pendingException;
    pending = saved.release();
}

} // namespace

void gcTrack(Object* object) {
    if (isImmortal(object)) return;
    GcHeader* header = gcHeaderOf(object);
    if (header->next != nullptr) return;
    append(gYoung, header);
    ++gYoung.count;
}

void gcUntrack(Object* object) {
    if (isImmortal(object)) return;
    GcHeader* header = gcHeaderOf(object);
    if (header->next == nullptr) return;
    unlink(header);
    // The counts are statistics only; which list held it does not matter.
    if (gYoung.count > 0) {
        --gYoung.count;
    } else if (gOld.count > 0) {
        --gOld.count;
    } else if (gFrozen.count > 0) {
        --gFrozen.count;
    }
}

void gcMoveToEnd(Object* object) {
    if (!gcIsTracked(object)) return;
    gcUntrack(object);
    gcTrack(object);
}

bool gcIsTracked(Object* object) {
    if (isImmortal(object) || (object->type->flags & kTypeGcTracked) == 0) return false;
    return gcHeaderOf(object)->next != nullptr;
}

bool finalizerHasRun(Object* object) {
    if ((object->type->flags & kTypeGcTracked) == 0) return false;
    return (gcHeaderOf(object)->gcRefs & kFinalizedBit) != 0;
}

void markFinalizerRun(Object* object) {
    if ((object->type->flags & kTypeGcTracked) == 0) return;
    gcHeaderOf(object)->gcRefs |= kFinalizedBit;
}

void gcNoteAllocation() {
    ++gAllocationsSinceCollection;
    if (gAllocationsSinceCollection > gYoungThreshold && gEnabled && !gCollecting && !gPending &&
        gYoungThreshold > 0) {
        gPending = true;
        vm::requestEvalBreak(vm::kEvalBreakerGc);
    }
}

void gcNoteDeallocation() {
    if (gAllocationsSinceCollection > 0) --gAllocationsSinceCollection;
}

bool gcCollectionPending() { return gPending; }

void gcCollectIfPending() {
    if (!gPending || gCollecting) return;
    gPending = false;
    if (!gEnabled) return;
    ++gYoungCollections;
    bool full = gYoungCollections >= gFullEvery && gOld.count > gOldCountAtLastFull +
                                                                    gOldCountAtLastFull / 4;
    (void)gcCollectGeneration(full ? 2 : 0);
}

int64_t gcCollect() { return gcCollectGeneration(2); }

int64_t gcCollectGeneration(int generation) {
    if (gCollecting) return 0;
    bool full = generation > 0;
    gPending = false;
    gAllocationsSinceCollection = 0;
    // Keep any exception that is propagating out of the way of finalizers.
    Ref saved = takePendingException();
    // gc.callbacks run with the collector marked busy, so that one calling
    // gc.collect() does not start a collection within the collection.
    if (gGcCallbacksHook != nullptr) {
        gCollecting = true;
        gGcCallbacksHook(true, generation, 0);
    }
    int64_t found = collectGenerations(full);
    if (full) {
        gOldCountAtLastFull = gOld.count;
        gYoungCollections = 0;
    }
    if (gGcCallbacksHook != nullptr) {
        gCollecting = true;
        gGcCallbacksHook(false, generation, found);
        gCollecting = false;
    }
    restorePending(std::move(saved));
    return found;
}

void (*gGcCallbacksHook)(bool start, int generation, int64_t collected) = nullptr;

void gcGetThresholds(int64_t thresholds[3]) {
    thresholds[0] = gYoungThreshold;
    thresholds[1] = gFullEvery;
    thresholds[2] = gThirdThreshold;
}

void gcSetThresholds(const int64_t thresholds[3]) {
    gYoungThreshold = thresholds[0];
    gFullEvery = thresholds[1];
    gThirdThreshold = thresholds[2];
}

void gcGetCounts(int64_t counts[3]) {
    counts[0] = gAllocationsSinceCollection;
    counts[1] = gYoungCollections;
    counts[2] = 0;
}

std::vector<Object*> gcTrackedObjects(int generation) {
    std::vector<Object*> objects;
    auto add = [&objects](GcList& list) {
        for (GcHeader* header = list.head.next; header != &list.head; header = header->next) {
            objects.push_back(objectOfGcHeader(header));
        }
    };
    if (generation <= 0) add(gYoung);
    if (generation != 0) add(gOld);
    if (generation < 0) add(gFrozen);
    return objects;
}

void gcFreeze() {
    splice(gYoung, gFrozen);
    splice(gOld, gFrozen);
    gOldCountAtLastFull = 0;
}

void gcUnfreeze() { splice(gFrozen, gOld); }

int64_t gcFreezeCount() { return gFrozen.count; }

void gcSetEnabled(bool enabled) {
    gEnabled = enabled;
    if (!enabled) gPending = false;
}
bool gcIsEnabled() { return gEnabled; }

void gcSetThreshold(int64_t young, int64_t fullEvery) {
    gYoungThreshold = young;
    gFullEvery = fullEvery;
}
int64_t gcThresholdYoung() { return gYoungThreshold; }

int64_t gcTrackedCount() { return gYoung.count + gOld.count + gFrozen.count; }

} // namespace taipan
