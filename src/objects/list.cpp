// list: a mutable sequence of owned references in a growable array, and its
// iterators (list_iterator, list_reverseiterator).
//
// Invariants:
//  - items[0..size) are owned, non-null references (null only while a list
//    from listNew(n) is being filled); capacity >= size.
//  - During list.sort() the list is emptied (items null, capacity -1), so
//    that comparison or key functions that look at it see an empty list; a
//    capacity other than -1 afterwards means the list was modified during
//    the sort ("list modified during sort").
//  - Every mutation leaves the list consistent *before* releasing replaced
//    items, because releasing can run arbitrary code (__del__) that may
//    look at the list again.
#include "objects/container_util.h"
#include "objects/containers.h"
#include "objects/iterator_layout.h"
#include "objects/descriptors.h"
#include "objects/generic_alias.h"
#include "objects/int.h"
#include "objects/list_sort.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/limits.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace taipan {

using namespace containers;

namespace {


} // namespace

Type gListType =
    staticType("list", sizeof(List), 0, kTypeGcTracked | kTypeBaseType | kTypeListSubclass |
                                   kTypeSequence | kTypeMatchSelf);
Type gListIteratorType = staticType("list_iterator", sizeof(ListIterator), 0, kTypeGcTracked);
Type gListReverseIteratorType =
    staticType("list_reverseiterator", sizeof(ListIterator), 0, kTypeGcTracked);

// ---- Storage -------------------------------------------------------------------------

// Makes room for `newSize` items and sets the size. New slots are null.
static bool listResize(List* list, int64_t newSize) {
    if (newSize <= list->capacity && newSize >= (list->capacity >> 1)) {
        list->size = newSize;
        return true;
    }
    // Over-allocate proportionally (about 1/8) so appends are amortized O(1).
    int64_t capacity = newSize == 0 ? 0 : (newSize + (newSize >> 3) + 6) & ~int64_t(3);
    if (newSize - list->size > capacity - newSize) capacity = (newSize + 3) & ~int64_t(3);
    if (newSize < 0 || capacity > (INT64_MAX >> 4) / static_cast<int64_t>(sizeof(Value))) {
        raiseNoMemory();
        return false;
    }
    if (!allocationAllowed(static_cast<size_t>(capacity), sizeof(Value))) return false;
    Value* items = nullptr;
    if (capacity > 0) {
        items = static_cast<Value*>(std::realloc(static_cast<void*>(list->items),
                                                 sizeof(Value) * static_cast<size_t>(capacity)));
        if (!items) {
            raiseNoMemory();
            return false;
        }
    } else {
        std::free(list->items);
    }
    for (int64_t i = list->size; i < newSize; ++i)
        items[i] = Value();
    list->items = items;
    list->capacity = capacity;
    list->size = newSize;
    return true;
}

static List* allocateList(Type* type) {
    Object* object = allocateObject(type);
    if (!object) return nullptr;
    List* list = static_cast<List*>(object);
    list->size = 0;
    list->capacity = 0;
    list->items = nullptr;
    gcTrack(list);
    return list;
}

Ref listNew(int64_t size) {
    List* list = allocateList(&gListType);
    if (!list) return nullptr;
    Ref result = Ref::steal(Value::fromObject(list));
    if (size > 0) {
        if (size > (INT64_MAX >> 4) / static_cast<int64_t>(sizeof(Value))) return raiseNoMemory();
        if (!allocationAllowed(static_cast<size_t>(size), sizeof(Value))) return nullptr;
        list->items = static_cast<Value*>(std::calloc(static_cast<size_t>(size), sizeof(Value)));
        if (!list->items) return raiseNoMemory();
        list->size = list->capacity = size;
    }
    return result;
}

bool listAppend(List* list, Value item) {
    int64_t size = list->size;
    if (size < list->capacity) {
        incref(item);
        list->items[size] = item;
        list->size = size + 1;
        return true;
    }
    if (!listResize(list, size + 1)) return false;
    incref(item);
    list->items[size] = item;
    return true;
}

Ref listFromValues(const Value* values, int64_t count) {
    Ref result = listNew(count);
    if (!result) return nullptr;
    List* list = asList(result.get());
    for (int64_t i = 0; i < count; ++i) {
        incref(values[i]);
        list->items[i] = values[i];
    }
    return result;
}

Ref listGetSlice(List* list, int64_t start, int64_t stop) {
    if (start < 0) start = 0;
    if (stop > list->size) stop = list->size;
    if (stop < start) stop = start;
    return listFromValues(list->items + start, stop - start);
}

Ref listAsTuple(List* list) {
    return tupleFromValues(list->items, list->size);
}

void listReverse(List* list) {
    for (int64_t i = 0, j = list->size - 1; i < j; ++i, --j)
        std::swap(list->items[i], list->items[j]);
}

bool listExtend(List* list, Value iterable) {
    if (isExactType(iterable, &gListType) || isExactType(iterable, &gTupleType)) {
        // Read the source's items after resizing: `iterable` may be `list`.
        int64_t count = fastSize(iterable);
        if (count == 0) return true;
        int64_t oldSize = list->size;
        if (!listResize(list, oldSize + count)) return false;
        Value* source = fastItems(iterable);
        for (int64_t i = 0; i < count; ++i) {
            incref(source[i]);
            list->items[oldSize + i] = source[i];
        }
        return true;
    }
    Ref iterator = getIter(iterable);
    if (!iterator) return false;
    // As CPython, consult the iterable's length hint after getting the
    // iterator: a bad __len__/__length_hint__ result is an error here.
    int64_t hint = 0;
    if (!lengthHint(iterable, 8, hint)) return false;
    for (;;) {
        Ref item = iterNext(iterator.get());
        if (!item) return !hasPendingException();
        if (!listAppend(list, item.get())) return false;
    }
}

Ref listFromIterable(Value iterable) {
    Ref result = listNew();
    if (!result) return nullptr;
    if (!listExtend(asList(result.get()), iterable)) return nullptr;
    return result;
}

bool listInsert(List* list, int64_t index, Value item) {
    int64_t size = list->size;
    if (!listResize(list, size + 1)) return false;
    if (index < 0) {
        index += size;
        if (index < 0) index = 0;
    }
    if (index > size) index = size;
    std::memmove(static_cast<void*>(list->items + index + 1), list->items + index,
                 sizeof(Value) * static_cast<size_t>(size - index));
    incref(item);
    list->items[index] = item;
    return true;
}

// Empties the list, releasing the items only after it is consistent.
static void listClearItems(List* list) {
    Value* items = list->items;
    if (!items) return;
    int64_t size = list->size;
    list->items = nullptr;
    list->size = 0;
    list->capacity = 0;
    while (--size >= 0)
        decref(items[size]);
    std::free(items);
}

void listClear(List* list) {
    listClearItems(list);
}

// Replaces list[low:high] by the items of `replacement` (null: deletes).
static bool listAssignSlice(List* list, int64_t low, int64_t high, Value replacement) {
    Ref sequence;
    int64_t count = 0;
    if (replacement) {
        if (replacement.is(Value::fromObject(list))) {
            // a[x:y] = a: take a copy first, since `a` changes underneath.
            sequence = listGetSlice(list, 0, list->size);
        } else {
            // CPython 3.13 converts the value before looking at the step, so
            // even a simple slice reports the extended-slice wording.
            sequence = sequenceFast(replacement, "must assign iterable to extended slice");
        }
        if (!sequence) return false;
        count = fastSize(sequence.get());
    }
    if (low < 0) low = 0;
    if (low > list->size) low = list->size;
    if (high < low) high = low;
    if (high > list->size) high = list->size;
    int64_t removed = high - low;
    int64_t delta = count - removed;
    if (list->size + delta == 0) {
        listClearItems(list);
        return true;
    }
    std::vector<Value> recycled(list->items + low, list->items + high);
    int64_t oldSize = list->size;
    if (delta < 0) {
        std::memmove(static_cast<void*>(list->items + high + delta), list->items + high,
                     sizeof(Value) * static_cast<size_t>(oldSize - high));
        if (!listResize(list, oldSize + delta)) return false;
    } else if (delta > 0) {
        if (!listResize(list, oldSize + delta)) return false;
        std::memmove(static_cast<void*>(list->items + high + delta), list->items + high,
                     sizeof(Value) * static_cast<size_t>(oldSize - high));
    }
    if (count) {
        Value* source = fastItems(sequence.get());
        for (int64_t i = 0; i < count; ++i) {
            incref(source[i]);
            list->items[low + i] = source[i];
        }
    }
    // CPython releases the replaced items last to first.
    for (auto it = recycled.rbegin(); it != recycled.rend(); ++it)
        decref(*it);
    return true;
}

// ---- Lifecycle ---------------------------------------------------------------------

static void listDeallocBody(Object* object) {
    List* list = static_cast<List*>(object);
    if (list->items) {
        for (int64_t i = list->size; --i >= 0;)
            decref(list->items[i]);
        std::free(list->items);
    }
    freeObjectMemory(object);
}

static void listDealloc(Object* object) {
    gcUntrack(object);
    nestedDealloc(object, listDeallocBody);
}

static void listTraverse(Object* object, VisitFn visit, void* context) {
    // Last to first, as CPython: the collector's survivor order (and so the
    // order of finalizers at exit) follows the order children are visited.
    List* list = static_cast<List*>(object);
    for (int64_t i = list->size; --i >= 0;) {
        if (list->items[i]) visit(list->items[i], context);
    }
}

static void listClearSlot(Object* object) {
    listClearItems(static_cast<List*>(object));
}

static Ref listNewSlot(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    List* list = allocateList(type);
    if (!list) return nullptr;
    return Ref::steal(Value::fromObject(list));
}

// list.__init__(self, iterable=(), /)
static bool listInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    Type* type = typeOf(self);
    if ((type == &gListType || type->newFn == gListType.newFn) && !noKeywords("list", kwnames)) {
        return false;
    }
    if (!positionalRange("list", nargs, 0, 1)) return false;
    List* list = asList(self);
    listClearItems(list);
    if (callArgCount(nargs) == 1) return listExtend(list, args[0]);
    return true;
}

// ---- Object protocol ---------------------------------------------------------------

static Ref listRepr(Value self) {
    List* list = asList(self);
    if (list->size == 0) return strFromText("[]");
    ReprGuard guard(list);
    if (guard.recursive()) return strFromText("[...]");
    std::string text = "[";
    // The list may change while items' reprs run: re-read the size.
    for (int64_t i = 0; i < list->size; ++i) {
        if (i > 0) text += ", ";
        Ref item = Ref::borrow(list->items[i]);
        if (!appendRepr(text, item.get())) return nullptr;
    }
    text += "]";
    return strFromText(text);
}

static Ref listCompare(Value left, Value right, CompareOp op) {
    if (!isList(left) || !isList(right)) return notImplementedRef();
    List* a = asList(left);
    List* b = asList(right);
    if (a->size != b->size && (op == CompareOp::Eq || op == CompareOp::Ne)) {
        return boolRef(op == CompareOp::Ne);
    }
    int64_t i = 0;
    for (; i < a->size && i < b->size; ++i) {
        Ref x = Ref::borrow(a->items[i]);
        Ref y = Ref::borrow(b->items[i]);
        int equal = equalsForContainers(x.get(), y.get());
        if (equal < 0) return nullptr;
        if (!equal) break;
    }
    if (i >= a->size || i >= b->size)
        return boolRef(compareOrdered<int64_t>(a->size, b->size, op));
    if (op == CompareOp::Eq) return boolRef(false);
    if (op == CompareOp::Ne) return boolRef(true);
    Ref x = Ref::borrow(a->items[i]);
    Ref y = Ref::borrow(b->items[i]);
    return compare(x.get(), y.get(), op);
}

static bool listLength(Value self, int64_t& length) {
    length = asList(self)->size;
    return true;
}

static int listContains(Value self, Value item) {
    List* list = asList(self);
    for (int64_t i = 0; i < list->size; ++i) {
        Ref element = Ref::borrow(list->items[i]);
        int equal = equalsForContainers(element.get(), item);
        if (equal != 0) return equal;
    }
    return 0;
}

static Ref listGetItem(Value self, Value key) {
    List* list = asList(self);
    if (isIndexable(key)) {
        int64_t index;
        if (!itemIndex(key, index)) return nullptr;
        if (index < 0) index += list->size;
        if (index < 0 || index >= list->size) return raise(gIndexError, "list index out of range");
        return Ref::borrow(list->items[index]);
    }
    if (isExactType(key, &gSliceType)) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), list->size, start, stop, step,
                          count)) {
            return nullptr;
        }
        if (step == 1) return listGetSlice(list, start, start + count);
        Ref result = listNew(count);
        if (!result) return nullptr;
        List* out = asList(result.get());
        for (int64_t i = 0, index = start; i < count; ++i, index += step) {
            incref(list->items[index]);
            out->items[i] = list->items[index];
        }
        return result;
    }
    return raise(gTypeError, "list indices must be integers or slices, not %s", typeOf(key)->name);
}

// list[slice] = value / del list[slice] with a step other than 1.
static bool listAssignExtendedSlice(List* list, int64_t start, int64_t step, int64_t count,
                                    Value value) {
    if (!value) {
        if (count <= 0) return true;
        // Walk the deleted positions in increasing order.
        if (step < 0) {
            start = start + step * (count - 1);
            step = -step;
        }
        std::vector<Value> recycled;
        recycled.reserve(static_cast<size_t>(count));
        int64_t write = start;
        int64_t next = start;
        for (int64_t read = start; read < list->size; ++read) {
            if (read == next && static_cast<int64_t>(recycled.size()) < count) {
                recycled.push_back(list->items[read]);
                next += step;
                continue;
            }
            list->items[write++] = list->items[read];
        }
        list->size = write;
        bool ok = listResize(list, write);
        for (Value item : recycled)
            decref(item);
        return ok;
    }
    Ref sequence;
    if (value.is(Value::fromObject(list))) {
        sequence = listGetSlice(list, 0, list->size);
    } else {
        sequence = sequenceFast(value, "must assign iterable to extended slice");
    }
    if (!sequence) return false;
    int64_t given = fastSize(sequence.get());
    if (given != count) {
        raise(gValueError, "attempt to assign sequence of size %lld to extended slice of size %lld",
              static_cast<long long>(given), static_cast<long long>(count));
        return false;
    }
    if (count == 0) return true;
    std::vector<Value> recycled;
    recycled.reserve(static_cast<size_t>(count));
    Value* source = fastItems(sequence.get());
    for (int64_t i = 0, index = start; i < count; ++i, index += step) {
        recycled.push_back(list->items[index]);
        incref(source[i]);
        list->items[index] = source[i];
    }
    for (Value item : recycled)
        decref(item);
    return true;
}

static bool listSetItem(Value self, Value key, Value value) {
    List* list = asList(self);
    if (isIndexable(key)) {
        int64_t index;
        if (!itemIndex(key, index)) return false;
        if (index < 0) index += list->size;
        if (index < 0 || index >= list->size) {
            raise(gIndexError, "list assignment index out of range");
            return false;
        }
        if (!value) return listAssignSlice(list, index, index + 1, Value());
        Value old = list->items[index];
        incref(value);
        list->items[index] = value;
        decref(old);
        return true;
    }
    if (isExactType(key, &gSliceType)) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), list->size, start, stop, step,
                          count)) {
            return false;
        }
        if (step == 1) return listAssignSlice(list, start, stop, value);
        return listAssignExtendedSlice(list, start, step, count, value);
    }
    raise(gTypeError, "list indices must be integers or slices, not %s", typeOf(key)->name);
    return false;
}

static Ref listConcat(Value left, Value right) {
    if (!isList(left)) return notImplementedRef();
    if (!isList(right)) {
        Ref reflected;
        if (reflectedOperandFirst(left, right, BinaryOp::Add, reflected)) return reflected;
        return raise(gTypeError, "can only concatenate list (not \"%s\") to list",
                     typeOf(right)->name);
    }
    List* a = asList(left);
    List* b = asList(right);
    Ref result = listNew(a->size + b->size);
    if (!result) return nullptr;
    List* out = asList(result.get());
    for (int64_t i = 0; i < a->size; ++i) {
        incref(a->items[i]);
        out->items[i] = a->items[i];
    }
    for (int64_t i = 0; i < b->size; ++i) {
        incref(b->items[i]);
        out->items[a->size + i] = b->items[i];
    }
    return result;
}

// The repetition count of `sequence * count`, or false on error (the
// sequence error message when count is not an integer).
static bool repeatCount(Value count, int64_t& times) {
    if (!argumentIndex(count, times)) return false;
    if (times < 0) times = 0;
    return true;
}

static Ref listRepeat(Value left, Value right) {
    Value sequence = left, count = right;
    if (!isList(left)) {
        sequence = right;
        count = left;
    }
    if (!isIndexable(count)) {
        Ref reflected;
        if (sequence.is(left) && reflectedOperandFirst(left, right, BinaryOp::Mul, reflected)) {
            return reflected;
        }
        return raise(gTypeError, "can't multiply sequence by non-int of type '%s'",
                     typeOf(count)->name);
    }
    int64_t times;
    if (!repeatCount(count, times)) return nullptr;
    List* list = asList(sequence);
    int64_t size = list->size;
    if (size == 0 || times == 0) return listNew();
    if (size > INT64_MAX / 16 / times) return raiseNoMemory();
    Ref result = listNew(size * times);
    if (!result) return nullptr;
    Value* out = asList(result.get())->items;
    for (int64_t t = 0; t < times; ++t) {
        for (int64_t i = 0; i < size; ++i) {
            incref(list->items[i]);
            *out++ = list->items[i];
        }
    }
    return result;
}

static Ref listInplaceConcat(Value left, Value right) {
    if (!isList(left)) return notImplementedRef();
    if (!isList(right)) {
        Ref reflected;
        if (reflectedOperandFirst(left, right, BinaryOp::Add, reflected)) return reflected;
    }
    if (!listExtend(asList(left), right)) return nullptr;
    return Ref::borrow(left);
}

static Ref listInplaceRepeat(Value left, Value right) {
    if (!isList(left)) return notImplementedRef();
    if (!isIndexable(right)) {
        Ref reflected;
        if (reflectedOperandFirst(left, right, BinaryOp::Mul, reflected)) return reflected;
        return raise(gTypeError, "can't multiply sequence by non-int of type '%s'",
                     typeOf(right)->name);
    }
    int64_t times;
    if (!repeatCount(right, times)) return nullptr;
    List* list = asList(left);
    int64_t size = list->size;
    if (size == 0 || times == 1) return Ref::borrow(left);
    if (times == 0) {
        listClearItems(list);
        return Ref::borrow(left);
    }
    if (size > INT64_MAX / 16 / times) return raiseNoMemory();
    if (!listResize(list, size * times)) return nullptr;
    for (int64_t t = 1; t < times; ++t) {
        for (int64_t i = 0; i < size; ++i) {
            incref(list->items[i]);
            list->items[t * size + i] = list->items[i];
        }
    }
    return Ref::borrow(left);
}

static Ref newListIterator(Type* type, Value list, int64_t index) {
    Object* object = allocateObject(type);
    if (!object) return nullptr;
    ListIterator* iterator = static_cast<ListIterator*>(object);
    incref(list);
    iterator->list = asList(list);
    iterator->index = index;
    gcTrack(iterator);
    return Ref::steal(Value::fromObject(iterator));
}

static Ref listIter(Value self) {
    return newListIterator(&gListIteratorType, self, 0);
}

// ---- Sorting -------------------------------------------------------------------------

static int sortLessThan(Value a, Value b, void*) {
    return compareBool(a, b, CompareOp::Lt);
}

bool listSort(List* list, Value key, bool reverse) {
    int64_t savedSize = list->size;
    Value* savedItems = list->items;
    int64_t savedCapacity = list->capacity;
    // Empty the list while sorting, so that the key function and comparisons
    // see an empty list and any change they make is detected afterwards.
    list->size = 0;
    list->items = nullptr;
    list->capacity = -1;

    bool ok = true;
    std::vector<Value> keys;
    bool haveKeys = key && !key.is(noneValue());
    if (haveKeys) {
        keys.reserve(static_cast<size_t>(savedSize));
        for (int64_t i = 0; i < savedSize; ++i) {
            Ref computed = callOneArg(key, savedItems[i]);
            if (!computed) {
                ok = false;
                break;
            }
            keys.push_back(computed.release());
        }
    }
    if (ok) {
        Value* sortKeys = haveKeys ? keys.data() : savedItems;
        Value* sortValues = haveKeys ? savedItems : nullptr;
        // Reversing before and after a stable sort keeps equal elements in
        // their original order under reverse=True.
        if (reverse && savedSize > 1) {
            std::reverse(sortKeys, sortKeys + savedSize);
            if (sortValues) std::reverse(sortValues, sortValues + savedSize);
        }
        if (savedSize > 1) ok = timSort(sortKeys, sortValues, savedSize, sortLessThan, nullptr);
        if (ok && list->capacity != -1) {
            raise(gValueError, "list modified during sort");
            ok = false;
        }
        if (reverse && savedSize > 1) std::reverse(savedItems, savedItems + savedSize);
    }
    for (Value computed : keys)
        decref(computed);

    // Put the items back; whatever was added meanwhile is dropped.
    Value* finalItems = list->items;
    int64_t finalSize = list->size;
    list->size = savedSize;
    list->items = savedItems;
    list->capacity = savedCapacity;
    if (finalItems) {
        while (--finalSize >= 0)
            decref(finalItems[finalSize]);
        std::free(finalItems);
    }
    return ok;
}

// ---- Methods -----------------------------------------------------------------------

static Ref listAppendMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("list.append", nargs, kwnames)) return nullptr;
    if (!listAppend(asList(self), args[0])) return nullptr;
    return noneRef();
}

static Ref listExtendMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("list.extend", nargs, kwnames)) return nullptr;
    if (!listExtend(asList(self), args[0])) return nullptr;
    return noneRef();
}

// list.insert(index, object, /)
static Ref listInsertMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("list.insert", nargs, kwnames, 2, 2)) return nullptr;
    int64_t index;
    if (!ssizeArgument(args[0], index)) return nullptr;
    if (!listInsert(asList(self), index, args[1])) return nullptr;
    return noneRef();
}

static Ref listRemoveMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("list.remove", nargs, kwnames)) return nullptr;
    List* list = asList(self);
    for (int64_t i = 0; i < list->size; ++i) {
        Ref element = Ref::borrow(list->items[i]);
        int equal = equalsForContainers(element.get(), args[0]);
        if (equal < 0) return nullptr;
        if (equal) {
            if (!listAssignSlice(list, i, i + 1, Value())) return nullptr;
            return noneRef();
        }
    }
    return raise(gValueError, "list.remove(x): x not in list");
}

// list.pop(index=-1, /)
static Ref listPopMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("list.pop", nargs, kwnames, 0, 1)) return nullptr;
    int64_t index = -1;
    if (callArgCount(nargs) == 1 && !ssizeArgument(args[0], index)) return nullptr;
    List* list = asList(self);
    if (list->size == 0) return raise(gIndexError, "pop from empty list");
    if (index < 0) index += list->size;
    if (index < 0 || index >= list->size) return raise(gIndexError, "pop index out of range");
    Ref item = Ref::steal(list->items[index]);
    std::memmove(static_cast<void*>(list->items + index), list->items + index + 1,
                 sizeof(Value) * static_cast<size_t>(list->size - index - 1));
    if (!listResize(list, list->size - 1)) {
        // Shrinking cannot really fail; keep the list consistent anyway.
        return nullptr;
    }
    return item;
}

static Ref listClearMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("list.clear", nargs, kwnames)) return nullptr;
    listClearItems(asList(self));
    return noneRef();
}

// list.index(value, start=0, stop=sys.maxsize, /)
static Ref listIndexMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!positionalOnly("list.index", nargs, kwnames, 1, 3)) return nullptr;
    nargs = callArgCount(nargs);
    List* list = asList(self);
    int64_t start = 0, stop = INT64_MAX;
    if (nargs > 1 && !clampedIndex(args[1], start, false)) return nullptr;
    if (nargs > 2 && !clampedIndex(args[2], stop, false)) return nullptr;
    adjustSearchBounds(list->size, start, stop);
    for (int64_t i = start; i < stop && i < list->size; ++i) {
        Ref element = Ref::borrow(list->items[i]);
        int equal = equalsForContainers(element.get(), args[0]);
        if (equal < 0) return nullptr;
        if (equal) return Ref::fromSmallInt(i);
    }
    Ref text = repr(args[0]);
    if (!text) return nullptr;
    std::string shown(strUtf8(asStr(text.get())));
    return raise(gValueError, "%s is not in list", shown.c_str());
}

static Ref listCountMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("list.count", nargs, kwnames)) return nullptr;
    List* list = asList(self);
    int64_t count = 0;
    for (int64_t i = 0; i < list->size; ++i) {
        Ref element = Ref::borrow(list->items[i]);
        int equal = equalsForContainers(element.get(), args[0]);
        if (equal < 0) return nullptr;
        count += equal;
    }
    return Ref::fromSmallInt(count);
}

// list.sort(*, key=None, reverse=False)
static Ref listSortMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (callArgCount(nargs) != 0) return raise(gTypeError, "sort() takes no positional arguments");
    static const char* const kNames[] = {"key", "reverse"};
    static const NativeSignature kSignature = {"sort", kNames, 2, 0, 0, 0};
    Value bound[2] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    bool reverse = false;
    if (bound[1]) {
        int truth = truthy(bound[1]);
        if (truth < 0) return nullptr;
        reverse = truth != 0;
    }
    if (!listSort(asList(self), bound[0], reverse)) return nullptr;
    return noneRef();
}

static Ref listReverseMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("list.reverse", nargs, kwnames)) return nullptr;
    listReverse(asList(self));
    return noneRef();
}

static Ref listCopyMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("list.copy", nargs, kwnames)) return nullptr;
    List* list = asList(self);
    return listGetSlice(list, 0, list->size);
}

// list.__getitem__ is a method descriptor, as in CPython (a profiler labels
// its calls "<method '__getitem__' of 'list' objects>"), not a slot wrapper.
static Ref listGetItemMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!exactlyOne("list.__getitem__", nargs, kwnames)) return nullptr;
    return listGetItem(self, args[0]);
}

static Ref listReversedMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("list.__reversed__", nargs, kwnames)) return nullptr;
    return newListIterator(&gListReverseIteratorType, self, asList(self)->size - 1);
}

static Ref listSizeOfMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("list.__sizeof__", nargs, kwnames)) return nullptr;
    List* list = asList(self);
    int64_t capacity = list->capacity < 0 ? 0 : list->capacity;
    return intFromInt64(40 + capacity * static_cast<int64_t>(sizeof(Value)));
}

const MethodDef kListMethods[] = {
    {"__getitem__", listGetItemMethod, kMethodInstance, "Return self[index]."},
    {"__reversed__", listReversedMethod, kMethodInstance,
     "Return a reverse iterator over the list."},
    {"__sizeof__", listSizeOfMethod, kMethodInstance,
     "Return the size of the list in memory, in bytes."},
    {"clear", listClearMethod, kMethodInstance, "Remove all items from list."},
    {"copy", listCopyMethod, kMethodInstance, "Return a shallow copy of the list."},
    {"append", listAppendMethod, kMethodInstance, "Append object to the end of the list."},
    {"insert", listInsertMethod, kMethodInstance, "Insert object before index."},
    {"extend", listExtendMethod, kMethodInstance,
     "Extend list by appending elements from the iterable."},
    {"pop", listPopMethod, kMethodInstance,
     "Remove and return item at index (default last).\n\nRaises IndexError if list is empty or "
     "index is out of range."},
    {"remove", listRemoveMethod, kMethodInstance,
     "Remove first occurrence of value.\n\nRaises ValueError if the value is not present."},
    {"index", listIndexMethod, kMethodInstance,
     "Return first index of value.\n\nRaises ValueError if the value is not present."},
    {"count", listCountMethod, kMethodInstance, "Return number of occurrences of value."},
    {"reverse", listReverseMethod, kMethodInstance, "Reverse *IN PLACE*."},
    {"sort", listSortMethod, kMethodInstance, "Sort the list in ascending order and return None."},
    {"__class_getitem__", classGetItemMethod, kMethodClass, "See PEP 585"},
    {nullptr, nullptr, 0, nullptr},
};

// ---- Iterators ---------------------------------------------------------------------

static Ref listIteratorNext(Value self) {
    ListIterator* iterator = static_cast<ListIterator*>(self.object());
    List* list = iterator->list;
    if (!list) return nullptr;
    if (iterator->index < list->size) return Ref::borrow(list->items[iterator->index++]);
    iterator->list = nullptr;
    decref(list);
    return nullptr;
}

static Ref listReverseIteratorNext(Value self) {
    ListIterator* iterator = static_cast<ListIterator*>(self.object());
    List* list = iterator->list;
    if (!list) return nullptr;
    int64_t index = iterator->index;
    if (index >= 0 && index < list->size) {
        iterator->index = index - 1;
        return Ref::borrow(list->items[index]);
    }
    iterator->index = -1;
    iterator->list = nullptr;
    decref(list);
    return nullptr;
}

static Ref selfIter(Value self) {
    return Ref::borrow(self);
}

static Ref listIteratorLengthHint(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!noArguments("list_iterator.__length_hint__", nargs, kwnames)) return nullptr;
    ListIterator* iterator = static_cast<ListIterator*>(self.object());
    int64_t remaining = iterator->list ? iterator->list->size - iterator->index : 0;
    return Ref::fromSmallInt(remaining < 0 ? 0 : remaining);
}

static Ref listReverseIteratorLengthHint(Value self, const Value* args, size_t nargs,
                                         Tuple* kwnames) {
    if (!noArguments("list_reverseiterator.__length_hint__", nargs, kwnames)) return nullptr;
    ListIterator* iterator = static_cast<ListIterator*>(self.object());
    int64_t remaining = 0;
    if (iterator->list && iterator->index < iterator->list->size) remaining = iterator->index + 1;
    return Ref::fromSmallInt(remaining < 0 ? 0 : remaining);
}

const MethodDef kListIteratorMethods[] = {
    {"__length_hint__", listIteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};
const MethodDef kListReverseIteratorMethods[] = {
    {"__length_hint__", listReverseIteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};

bool readyListType() {
    Type& t = gListType;
    t.newFn = listNewSlot;
    t.init = listInit;
    t.dealloc = listDealloc;
    t.traverse = listTraverse;
    t.clear = listClearSlot;
    t.repr = listRepr;
    t.compare = listCompare;
    t.iter = listIter;
    t.binary[static_cast<size_t>(BinaryOp::Add)] = listConcat;
    t.binary[static_cast<size_t>(BinaryOp::Mul)] = listRepeat;
    t.inplace[static_cast<size_t>(BinaryOp::Add)] = listInplaceConcat;
    t.inplace[static_cast<size_t>(BinaryOp::Mul)] = listInplaceRepeat;
    t.length = listLength;
    t.getitem = listGetItem;
    t.setitem = listSetItem;
    t.contains = listContains;
    typeAddMethods(&t, kListMethods);
    if (!typeReady(&t)) return false;

    for (Type* iteratorType : {&gListIteratorType, &gListReverseIteratorType}) {
        OwningIteratorSlots<ListIterator, &ListIterator::list>::install(*iteratorType);
        iteratorType->iter = selfIter;
    }
    gListIteratorType.next = listIteratorNext;
    gListReverseIteratorType.next = listReverseIteratorNext;
    typeAddMethods(&gListIteratorType, kListIteratorMethods);
    typeAddMethods(&gListReverseIteratorType, kListReverseIteratorMethods);
    return typeReady(&gListIteratorType) && typeReady(&gListReverseIteratorType) &&
           readyGenericAliasType();
}

} // namespace taipan
