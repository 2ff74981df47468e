// Allocation and deallocation of objects, and the collector's bookkeeping
// hooks (gcTrack / gcUntrack).
//
// Memory layout of one allocation (see objects/type.h for the pre-header):
//
//     [pre-header: heap types only][GcHeader: GC-tracked types only][object]
//
// Invariants:
//  - allocateObject zeroes the whole block, so a GcHeader starts untracked
//    (next == prev == null) and every field starts null.
//  - freeObjectMemory finds the start of the block from the object's
//    current type; __class__ assignment therefore only ever swaps types with
//    identical layouts (checked in type.cpp).
//  - deallocate() clears the weak references to an instance of a builtin
//    type (and calls their callbacks) before the type's dealloc runs
//    (objects/weakref.h); subtypeDealloc does it for instances of classes.
//  - deallocate() never recurses more than kTrashcanDepth levels: deeper
//    objects are queued and freed when the outermost deallocation returns,
//    so dropping a million-deep nested list cannot overflow the C++ stack.
#include "objects/object.h"

#include "objects/type.h"
#include "objects/weakref.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/limits.h"

#include <cstdlib>
#include <vector>

namespace taipan {

namespace {

constexpr int kTrashcanDepth = 200;

int gDeallocDepth = 0;
// Objects whose count reached zero while the deallocation stack was too
// deep; freed by the outermost deallocate().
std::vector<Object*>* gDeferredDeallocs = nullptr;

size_t preHeaderSize(const Type* type) {
    return isHeapType(type) ? static_cast<const HeapType*>(type)->preHeaderSize : 0;
}

bool hasGcHeader(const Type* type) { return (type->flags & kTypeGcTracked) != 0; }

size_t roundUp8(size_t n) { return (n + 7) & ~size_t(7); }

} // namespace

Object* allocateObject(Type* type, size_t items) {
    size_t pre = preHeaderSize(type);
    size_t gc = hasGcHeader(type) ? sizeof(GcHeader) : 0;
    // Sizes come from program data ('a' * n): refuse what is over the cap
    // (runtime/limits.h) or would overflow, as a failed malloc would.
    if (!allocationAllowed(items, size_t(type->itemSize))) return nullptr;
    size_t body = roundUp8(size_t(type->basicSize) + items * size_t(type->itemSize));
    void* block = std::calloc(1, pre + gc + body);
    if (block == nullptr) {
        raiseNoMemory();
        return nullptr;
    }
    auto* object = reinterpret_cast<Object*>(static_cast<char*>(block) + pre + gc);
    object->refcount = 1;
    object->type = type;
    // Instances of heap types hold a reference to their class, so a class
    // lives as long as any of its instances.
    if (isHeapType(type)) incref(type);
    if (gc != 0) gcNoteAllocation();
    return object;
}

void freeObjectMemory(Object* object) {
    Type* type = object->type;
    size_t pre = preHeaderSize(type);
    size_t gc = hasGcHeader(type) ? sizeof(GcHeader) : 0;
    std::free(reinterpret_cast<char*>(object) - gc - pre);
    if (gc != 0) gcNoteDeallocation();
    if (isHeapType(type)) decref(type);
}

namespace {

// Runs the type's dealloc. Weak references to instances of builtin types are
// cleared (and their callbacks called) here, before the object is torn
// down; instances of heap types clear theirs in subtypeDealloc, after
// __del__ (objects/type.cpp), as CPython orders them.
void runDealloc(Object* object) {
    Type* type = object->type;
    if (type->weaklistOffset != 0 && !isHeapType(type)) {
        // Callbacks may run the collector, which must not find the object.
        if (hasGcHeader(type)) gcUntrack(object);
        clearWeakrefsOnDealloc(object);
    }
    type->dealloc(object);
}

} // namespace

void deallocate(Object* object) {
    if (object->refcount >= kImmortalRefcount / 2) {
        // Immortal objects are never freed; a count that ran down this far
        // means unbalanced decrefs, but freeing a static object would be worse.
        object->refcount = kImmortalRefcount;
        return;
    }
    if (gDeallocDepth >= kTrashcanDepth) {
        if (gDeferredDeallocs == nullptr) gDeferredDeallocs = new std::vector<Object*>();
        // The collector must not see an object with a zero count.
        if (hasGcHeader(object->type)) gcUntrack(object);
        gDeferredDeallocs->push_back(object);
        return;
    }
    ++gDeallocDepth;
    runDealloc(object);
    --gDeallocDepth;
    if (gDeallocDepth == 0 && gDeferredDeallocs != nullptr) {
        ++gDeallocDepth;
        while (!gDeferredDeallocs->empty()) {
            Object* next = gDeferredDeallocs->back();
            gDeferredDeallocs->pop_back();
            // Each deferred dealloc may defer more; the loop drains them all
            // while the depth stays bounded.
            runDealloc(next);
        }
        --gDeallocDepth;
    }
}

} // namespace taipan
