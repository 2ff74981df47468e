// The cycle collector's interface (runtime/gc.cpp).
//
// Reference counting frees most objects; the collector finds groups of
// GC-tracked objects that only reference each other. It has two
// generations: new objects are tracked in the young generation; a
// collection of the young generation moves survivors to the old one; the
// old generation is collected with the young one when it has grown by a
// quarter since the last full collection (CPython's heuristic).
//
// Collection never runs in the middle of an allocation: allocations of
// GC-tracked objects count towards a threshold, and when it is passed
// gcCollectionPending() becomes true. The VM calls gcCollectIfPending() at
// safe points (its eval-breaker check), where running arbitrary Python
// code (__del__) is allowed.
//
// Rules for type implementers (kTypeGcTracked):
//  - traverse(self, visit, ctx) calls visit(child, ctx) for every Value the
//    object owns (null and small-int children may be passed: visit ignores
//    them). It must not allocate, run Python code or change the object.
//  - clear(self) drops the object's references to children (decref them and
//    null the fields) so that cycles fall apart; the object must stay valid
//    (its dealloc will still run). Types that cannot be in a cycle on their
//    own (tuple) may leave clear null; the cycle is broken elsewhere.
//  - dealloc starts with gcUntrack(self) and frees with freeObjectMemory().
//  - Call gcTrack(obj) once every field traverse reads is initialized.
//  - Immortal (statically allocated) objects are never tracked, and a
//    child that is immortal is ignored by the collector.
#pragma once

#include "objects/object.h"

#include <cstdint>

namespace taipan {

// Runs a full collection now (both generations); returns the number of
// unreachable objects found, or -1 with an exception pending if a callback
// failed badly (errors in __del__ are reported, not propagated, as in CPython).
int64_t gcCollect();
// Runs the collection that the allocation counters asked for, if any.
void gcCollectIfPending();
bool gcCollectionPending();

// gc.enable() / gc.disable() / gc.isenabled(): automatic collection only.
void gcSetEnabled(bool enabled);
bool gcIsEnabled();
// gc.set_threshold(young) / get_threshold(): allocations between young
// collections (default 2000) and young collections between full ones (10).
void gcSetThreshold(int64_t young, int64_t fullEvery);
int64_t gcThresholdYoung();

// Counts for tests and gc.get_count(): tracked objects per generation.
int64_t gcTrackedCount();
bool gcIsTracked(Object* object);

// Called by object.cpp when a GC-tracked object is allocated.
void gcNoteAllocation();

} // namespace taipan
