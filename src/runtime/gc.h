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
// GC-tracked objects (minus the deallocations of such objects, as CPython
// counts) count towards a threshold, and when it is passed
// gcCollectionPending() becomes true and the collector sets the
// kEvalBreakerGc flag of the eval-breaker word (vm/eval_breaker.h). The VM
// calls gcCollectIfPending() when it sees the flag at a safe point (RESUME,
// JUMP_BACKWARD), where running arbitrary Python code (__del__) is allowed;
// the VM's fast path therefore pays no separate check for the collector.
//
// A collection, in CPython 3.13's order: find the unreachable objects;
// clear every weak reference to them and call the callbacks of those weak
// references that are not garbage themselves; run each pending finalizer
// once (PEP 442: __del__ of Python classes, close() of suspended
// generators); drop from the garbage whatever a finalizer resurrected; clear
// the rest (Type::clear) so that reference counting frees it.
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
#include <vector>

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
// Moves a tracked object to the end of the youngest generation, so that the
// next collection scans it last (used at exit: runtime/interpreter.cpp).
void gcMoveToEnd(Object* object);

// Called by object.cpp when a GC-tracked object is allocated / freed.
void gcNoteAllocation();
void gcNoteDeallocation();

// ---- The gc module's view (modules/gc_module.cpp); additive ---------------------------

// gc.collect(generation): 0 collects the young generation, 1 and 2 both
// (Taipan has two generations; 2 is the full collection). Returns the
// number of unreachable objects found (instance __dict__s of unreachable
// instances are not counted, as CPython 3.13 keeps them inline).
int64_t gcCollectGeneration(int generation);
// gc.get_threshold() / set_threshold(): three values as CPython reports
// them; the first is the young threshold, the second the number of young
// collections between full ones, the third is kept for show.
void gcGetThresholds(int64_t thresholds[3]);
void gcSetThresholds(const int64_t thresholds[3]);
// gc.get_count(): allocations since the last collection, young collections
// since the last full one, 0.
void gcGetCounts(int64_t counts[3]);
// gc.get_objects(generation): every tracked object (generation -1: all;
// 0: young; 1, 2: old; frozen objects only with -1), borrowed.
std::vector<Object*> gcTrackedObjects(int generation);
// gc.freeze() / unfreeze() / get_freeze_count(): frozen objects are never
// collected.
void gcFreeze();
void gcUnfreeze();
int64_t gcFreezeCount();
// Called before ("start") and after ("stop") every collection with the
// generation and the number found, when set (gc.callbacks).
extern void (*gGcCallbacksHook)(bool start, int generation, int64_t collected);

} // namespace taipan
