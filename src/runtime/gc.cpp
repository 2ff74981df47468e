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
//      them survives. The rest is unreachable.
//   4. The collector holds a reference to every unreachable object, runs
//      each pending __del__ once (PEP 442), then repeats the analysis on the
//      unreachable set: objects that a finalizer made reachable again
//      (resurrected), and what they reach, survive.
//   5. The remaining objects are cleared (Type::clear), which breaks the
//      cycles; dropping the collector's references frees them.
//
// Invariants:
//  - GcHeader::next/prev are null exactly when the object is untracked.
//  - Bits 61 and 62 of GcHeader::gcRefs are flags (collecting, finalized);
//    the scratch count lives in the low bits and is only meaningful while
//    the collecting flag is set.
//  - No collection runs inside another one, or inside an allocation.
#include "runtime/gc.h"

#include "objects/type.h"
#include "runtime/errors.h"
#include "runtime/thread_state.h"

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
int64_t gAllocationsSinceCollection = 0;
int64_t gYoungThreshold = 2000;
int64_t gFullEvery = 10;
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
void analyse(const std::vector<GcHeader*>& members, int64_t extraRefs) {
    for (GcHeader* header : members) {
        int64_t count = objectOfGcHeader(header)->refcount - extraRefs;
        if (count < 0) count = 0;
        if (count >= kReachedCount) count = kReachedCount - 1;
        setCount(header, count);
    }
    for (GcHeader* header : members) {
        traverseObject(objectOfGcHeader(header), visitSubtract, nullptr);
    }
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
    analyse(members, 0);

    // Survivors go to the old generation now; the unreachable objects stay
    // flagged and are held by the collector from here on.
    std::vector<Object*> unreachable;
    for (GcHeader* header : members) {
        Object* object = objectOfGcHeader(header);
        if (countOf(header) == kReachedCount) {
            header->gcRefs &= ~(kCollectingBit | kCountMask);
            unlink(header);
            append(gOld, header);
            ++gOld.count;
        } else {
            incref(object);
            unreachable.push_back(object);
        }
    }
    collecting.count = static_cast<int64_t>(unreachable.size());

    // Finalizers (PEP 442): each runs at most once per object.
    bool ranFinalizer = false;
    for (Object* object : unreachable) {
        if (!isHeapType(object->type) || !static_cast<HeapType*>(object->type)->hasFinalizer) {
            continue;
        }
        if (finalizerHasRun(object)) continue;
        ranFinalizer = true;
        // callFinalizer marks the object and reports errors itself.
        (void)callFinalizer(object);
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
    int64_t found = static_cast<int64_t>(garbage.size());
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
    }
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
    if (gEnabled && !gCollecting && gAllocationsSinceCollection > gYoungThreshold) gPending = true;
}

bool gcCollectionPending() { return gPending; }

void gcCollectIfPending() {
    if (!gPending || gCollecting) return;
    gPending = false;
    gAllocationsSinceCollection = 0;
    // Keep any exception that is propagating out of the way of finalizers.
    Ref saved = takePendingException();
    ++gYoungCollections;
    bool full = gYoungCollections >= gFullEvery && gOld.count > gOldCountAtLastFull +
                                                                    gOldCountAtLastFull / 4;
    if (full) gYoungCollections = 0;
    collectGenerations(full);
    if (full) gOldCountAtLastFull = gOld.count;
    restorePending(std::move(saved));
}

int64_t gcCollect() {
    if (gCollecting) return 0;
    gPending = false;
    gAllocationsSinceCollection = 0;
    Ref saved = takePendingException();
    int64_t found = collectGenerations(true);
    gOldCountAtLastFull = gOld.count;
    gYoungCollections = 0;
    restorePending(std::move(saved));
    return found;
}

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

int64_t gcTrackedCount() { return gYoung.count + gOld.count; }

} // namespace taipan
