// Exception groups beyond construction (objects/exceptions.cpp builds them):
// split(), subgroup(), derive(), and what `except*` needs from the VM —
// matching a group against the clause's types (CHECK_EG_MATCH) and
// combining what the clauses raised into the exception re-raised at the end
// of the statement (INTRINSIC_PREP_RERAISE_STAR).
//
// Invariants:
//  - split() keeps the nesting of the original group: every sub-group of a
//    result is made by derive() on the corresponding original sub-group and
//    carries its __traceback__, __cause__, __context__ and a copy of its
//    __notes__.
//  - A leaf exception appears in at most one of (match, rest).
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <functional>
#include <set>
#include <vector>

namespace taipan {

namespace {

bool isGroup(Value v) {
    return isInstance(v, gBaseExceptionGroup);
}

Tuple* groupExceptions(Value group) {
    Value exceptions = static_cast<BaseExceptionGroupObject*>(group.object())->exceptions;
    return isTuple(exceptions) ? asTuple(exceptions) : nullptr;
}

// 1 matches, 0 does not, -1 error.
using Matcher = std::function<int(Value)>;

// A matcher from split()'s argument: an exception type, a tuple of them,
// or a predicate.
bool makeMatcher(Value condition, Matcher& out) {
    auto isExceptionType = [](Value v) { return isExceptionClass(v); };
    if (isExceptionType(condition)) {
        Type* type = asType(condition);
        out = [type](Value e) { return isInstance(e, type) ? 1 : 0; };
        return true;
    }
    if (isTuple(condition)) {
        Tuple* tuple = asTuple(condition);
        for (int64_t i = 0; i < tuple->size; ++i) {
            if (!isExceptionType(tuple->items()[i])) {
                raise(gTypeError, "expected an exception type, a tuple of exception types, or a "
                                  "callable (other than a class)");
                return false;
            }
        }
        out = [tuple](Value e) {
            for (int64_t i = 0; i < tuple->size; ++i) {
                if (isInstance(e, asType(tuple->items()[i]))) return 1;
            }
            return 0;
        };
        return true;
    }
    if (typeOf(condition)->call != nullptr && !isType(condition)) {
        out = [condition](Value e) {
            Ref result = callOneArg(condition, e);
            if (result.isNull()) return -1;
            return truthy(result.get());
        };
        return true;
    }
    raise(gTypeError, "expected an exception type, a tuple of exception types, or a callable "
                      "(other than a class)");
    return false;
}

// eg.derive(excs) plus the attributes split() copies from the original.
Ref deriveAndCopy(Value original, const std::vector<Ref>& exceptions) {
    std::vector<Value> values;
    for (const Ref& e : exceptions)
        values.push_back(e.get());
    Ref list = listFromValues(values.data(), static_cast<int64_t>(values.size()));
    if (list.isNull()) return nullptr;
    Value argument = list.get();
    Ref derived = callMethod(original, TAIPAN_NAME("derive"), &argument, 1);
    if (derived.isNull()) return nullptr;
    if (!isGroup(derived.get())) {
        return raise(gTypeError, "derive must return an instance of BaseExceptionGroup");
    }
    exceptionSetTraceback(derived.get(), exceptionTraceback(original));
    exceptionSetContext(derived.get(), exceptionContext(original));
    Value cause = exceptionCause(original);
    bool suppress = asException(original)->suppressContext;
    exceptionSetCause(derived.get(), cause);
    asException(derived.get())->suppressContext = suppress;
    Ref notes = getAttrOptional(original, TAIPAN_NAME("__notes__"));
    if (notes.isNull()) {
        if (hasPendingException()) return nullptr;
    } else {
        Value notesValue = notes.get();
        Ref copy = isList(notesValue) || isTuple(notesValue)
                       ? call(Value::fromObject(&gListType), &notesValue, 1)
                       : Ref::borrow(notesValue);
        if (copy.isNull()) return nullptr;
        if (!setAttr(derived.get(), TAIPAN_NAME("__notes__"), copy.get())) return nullptr;
    }
    return derived;
}

// The recursive split; null results mean "empty".
bool splitRecursive(Value exception, const Matcher& matcher, bool constructRest, Ref& match,
                    Ref& rest) {
    int whole = matcher(exception);
    if (whole < 0) return false;
    if (whole == 1) {
        match = Ref::borrow(exception);
        return true;
    }
    if (!isGroup(exception)) {
        if (constructRest) rest = Ref::borrow(exception);
        return true;
    }
    Tuple* exceptions = groupExceptions(exception);
    std::vector<Ref> matches, rests;
    for (int64_t i = 0; exceptions != nullptr && i < exceptions->size; ++i) {
        Ref m, r;
        if (!splitRecursive(exceptions->items()[i], matcher, constructRest, m, r)) return false;
        if (!m.isNull()) matches.push_back(std::move(m));
        if (!r.isNull()) rests.push_back(std::move(r));
    }
    if (!matches.empty()) {
        match = deriveAndCopy(exception, matches);
        if (match.isNull()) return false;
    }
    if (constructRest && !rests.empty()) {
        rest = deriveAndCopy(exception, rests);
        if (rest.isNull()) return false;
    }
    return true;
}

Ref orNone(Ref value) {
    return value.isNull() ? noneRef() : std::move(value);
}

Ref groupSplit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("split", nargs, kwnames, 1, 1)) return nullptr;
    Matcher matcher;
    if (!makeMatcher(args[0], matcher)) return nullptr;
    Ref match, rest;
    if (!splitRecursive(self, matcher, true, match, rest)) return nullptr;
    Ref m = orNone(std::move(match));
    Ref r = orNone(std::move(rest));
    return tuplePack2(m.get(), r.get());
}

Ref groupSubgroup(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("subgroup", nargs, kwnames, 1, 1)) return nullptr;
    Matcher matcher;
    if (!makeMatcher(args[0], matcher)) return nullptr;
    Ref match, rest;
    if (!splitRecursive(self, matcher, false, match, rest)) return nullptr;
    return orNone(std::move(match));
}

Ref groupDerive(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("derive", nargs, kwnames, 1, 1)) return nullptr;
    Value message = static_cast<BaseExceptionGroupObject*>(self.object())->message;
    Value callArgs[2] = {message.isNull() ? noneValue() : message, args[0]};
    return call(Value::fromObject(gBaseExceptionGroup), callArgs, 2);
}

const MethodDef kGroupMethods[] = {
    {"split", groupSplit, kMethodInstance, nullptr},
    {"subgroup", groupSubgroup, kMethodInstance, nullptr},
    {"derive", groupDerive, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

// Leaf exceptions of a group (or the exception itself), by identity.
void collectLeaves(Value exception, std::set<uintptr_t>& out) {
    if (exception.isNull() || exception.is(noneValue())) return;
    if (!isGroup(exception)) {
        out.insert(exception.bits());
        return;
    }
    Tuple* exceptions = groupExceptions(exception);
    for (int64_t i = 0; exceptions != nullptr && i < exceptions->size; ++i) {
        collectLeaves(exceptions->items()[i], out);
    }
}

// The exception re-raised by a clause is "the same" as the original when it
// carries the same metadata (a bare `raise` inside the clause).
bool sameMetadata(Value a, Value b) {
    BaseExceptionObject* x = asException(a);
    BaseExceptionObject* y = asException(b);
    if (!x->traceback.is(y->traceback) || !x->cause.is(y->cause) || !x->context.is(y->context)) {
        return false;
    }
    Ref notesA = getAttrOptional(a, TAIPAN_NAME("__notes__"));
    Ref notesB = getAttrOptional(b, TAIPAN_NAME("__notes__"));
    clearPendingException();
    return notesA.get().is(notesB.get());
}

} // namespace

bool exceptionGroupMatch(Value exception, Value type, Ref& match, Ref& rest) {
    if (exception.is(noneValue())) {
        match = noneRef();
        rest = noneRef();
        return true;
    }
    Matcher matcher;
    if (!makeMatcher(type, matcher)) return false;
    int whole = matcher(exception);
    if (whole < 0) return false;
    if (whole == 1) {
        if (isGroup(exception)) {
            match = Ref::borrow(exception);
        } else {
            // A naked exception is wrapped in a group for the clause.
            Ref message = strFromAscii("");
            if (message.isNull()) return false;
            Ref items = tupleFromValues(&exception, 1);
            if (items.isNull()) return false;
            Value args[2] = {message.get(), items.get()};
            Ref wrapped = call(Value::fromObject(gBaseExceptionGroup), args, 2);
            if (wrapped.isNull()) return false;
            exceptionSetTraceback(wrapped.get(), exceptionTraceback(exception));
            match = std::move(wrapped);
        }
        rest = noneRef();
        return true;
    }
    if (isGroup(exception)) {
        Ref m, r;
        if (!splitRecursive(exception, matcher, true, m, r)) return false;
        match = orNone(std::move(m));
        rest = orNone(std::move(r));
        return true;
    }
    match = noneRef();
    rest = Ref::borrow(exception);
    return true;
}

Ref exceptionGroupPrepareReraise(Value original, Value raised) {
    if (!isList(raised)) return raise(gSystemError, "except* expected a list of raised exceptions");
    List* list = asList(raised);
    if (list->size == 0) return noneRef();
    if (!isGroup(original)) {
        // A naked exception was wrapped: at most one clause ran.
        for (int64_t i = 0; i < list->size; ++i) {
            if (!list->items[i].is(noneValue())) return Ref::borrow(list->items[i]);
        }
        return noneRef();
    }
    std::vector<Ref> newlyRaised;
    std::set<uintptr_t> reraisedLeaves;
    for (int64_t i = 0; i < list->size; ++i) {
        Value e = list->items[i];
        if (e.is(noneValue())) continue;
        if (isExceptionInstance(e) && sameMetadata(e, original)) {
            collectLeaves(e, reraisedLeaves);
        } else {
            newlyRaised.push_back(Ref::borrow(e));
        }
    }
    // The part of the original that was re-raised, with its structure.
    Ref reraised;
    if (!reraisedLeaves.empty()) {
        Matcher byIdentity = [&reraisedLeaves](Value e) {
            return !isGroup(e) && reraisedLeaves.count(e.bits()) != 0 ? 1 : 0;
        };
        Ref rest;
        if (!splitRecursive(original, byIdentity, false, reraised, rest)) return nullptr;
    }
    if (newlyRaised.empty()) return orNone(std::move(reraised));
    if (!reraised.isNull()) newlyRaised.push_back(std::move(reraised));
    if (newlyRaised.size() == 1) return std::move(newlyRaised[0]);
    std::vector<Value> values;
    for (const Ref& e : newlyRaised)
        values.push_back(e.get());
    Ref items = listFromValues(values.data(), static_cast<int64_t>(values.size()));
    Ref message = strFromAscii("");
    if (items.isNull() || message.isNull()) return nullptr;
    Value args[2] = {message.get(), items.get()};
    return call(Value::fromObject(gBaseExceptionGroup), args, 2);
}

bool readyExceptionGroupMethods() {
    typeAddMethods(gBaseExceptionGroup, kGroupMethods);
    typeModified(gBaseExceptionGroup);
    return true;
}

} // namespace taipan
