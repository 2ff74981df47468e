// The work behind MATCH_CLASS and MATCH_KEYS (see vm/match.h). A program can watch pattern
// matching through dunder methods (__getattr__, __eq__, __hash__, a mapping's get), so both
// keep CPython 3.13's observable order: which lookups and calls happen, in which order, and at
// which point an error is raised instead. Each function therefore validates lazily, interleaved
// with the lookups, exactly where the oracle does.
#include "vm/match.h"

#include "objects/builtins_types.h"
#include "objects/str.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <vector>

namespace taipan::vm {

namespace {

// Records `value` in `seen`: 1 when it is new, 0 when it was already there, -1 on error (an
// unhashable value, or a failing __hash__ or __eq__).
int recordFirstUse(Set* seen, Value value) {
    int present = setContains(seen, value);
    if (present != 0) return present < 0 ? -1 : 0;
    return setAdd(seen, value) ? 1 : -1;
}

std::string reprText(Value value, bool& ok) {
    Ref text = repr(value);
    ok = bool(text);
    return ok ? std::string(strUtf8(asStr(text.get()))) : std::string();
}

Ref tupleOfRefs(const std::vector<Ref>& refs) {
    std::vector<Value> values;
    values.reserve(refs.size());
    for (const Ref& ref : refs)
        values.push_back(ref.get());
    return tupleFromValues(values.data(), int64_t(values.size()));
}

// The values a class pattern tests, gathered one by one. Every attribute name may be asked
// for once only: two sub-patterns naming one attribute is a TypeError, raised when the second
// request comes in (after the earlier attributes were fetched).
class ClassPatternGatherer {
  public:
    ClassPatternGatherer(Value subject, Type* cls) : subject_(subject), cls_(cls) {}

    bool begin() {
        askedRef_ = setNew();
        return bool(askedRef_);
    }

    // 1 when the attribute was fetched, 0 when the subject lacks it (no exception), -1 on error.
    int fetch(Str* name) {
        Value nameValue = Value::fromObject(name);
        int fresh = recordFirstUse(static_cast<Set*>(askedRef_.object()), nameValue);
        if (fresh < 0) return -1;
        if (fresh == 0) {
            bool ok = false;
            std::string text = reprText(nameValue, ok);
            if (!ok) return -1;
            raise(gTypeError, "%s() got multiple sub-patterns for attribute %s", cls_->name,
                  text.c_str());
            return -1;
        }
        Ref value = getAttrOptional(subject_, name);
        if (!value) return hasPendingException() ? -1 : 0;
        values_.push_back(std::move(value));
        return 1;
    }

    void takeSubject() { values_.push_back(Ref::borrow(subject_)); }

    Ref result() const { return tupleOfRefs(values_); }

  private:
    Value subject_;
    Type* cls_;
    Ref askedRef_;
    std::vector<Ref> values_;
};

// Where a class pattern's positional sub-patterns get their values from.
struct PositionalPlan {
    bool subjectItself = false; // a builtin that matches itself, e.g. `int(x)`
    Ref matchArgs;              // otherwise: the __match_args__ tuple (null if there is none)
};

// Reads cls.__match_args__ and checks it allows `count` positional sub-patterns. Returns
// false with an exception pending when it does not (or the lookup fails).
bool planPositional(Value clsValue, Type* cls, int64_t count, PositionalPlan& plan) {
    static Str* matchArgsName = internStr("__match_args__");
    plan.matchArgs = getAttrOptional(clsValue, matchArgsName);
    int64_t allowed = 0;
    if (plan.matchArgs) {
        if (!isExactType(plan.matchArgs.get(), &gTupleType)) {
            raise(gTypeError, "%s.__match_args__ must be a tuple (got %s)", cls->name,
                  typeOf(plan.matchArgs.get())->name);
            return false;
        }
        allowed = asTuple(plan.matchArgs.get())->size;
    } else {
        if (hasPendingException()) return false;
        // Without __match_args__ of their own (a subclass may define one), the builtin types
        // flagged kTypeMatchSelf accept a single positional sub-pattern for the subject itself.
        plan.subjectItself = (cls->flags & kTypeMatchSelf) != 0;
        allowed = plan.subjectItself ? 1 : 0;
    }
    if (count > allowed) {
        raise(gTypeError, "%s() accepts %lld positional sub-pattern%s (%lld given)", cls->name,
              static_cast<long long>(allowed), allowed == 1 ? "" : "s",
              static_cast<long long>(count));
        return false;
    }
    return true;
}

} // namespace

Ref classPatternValues(Value subject, Value clsValue, int64_t positionalCount,
                       Tuple* keywordNames) {
    if (!isType(clsValue)) return raise(gTypeError, "called match pattern must be a class");
    Type* cls = asType(clsValue);
    int instance = isInstanceOf(subject, clsValue);
    if (instance <= 0) return nullptr; // no match, or the error isinstance raised
    ClassPatternGatherer gatherer(subject, cls);
    if (!gatherer.begin()) return nullptr;
    if (positionalCount > 0) {
        PositionalPlan plan;
        if (!planPositional(clsValue, cls, positionalCount, plan)) return nullptr;
        if (plan.subjectItself) {
            gatherer.takeSubject();
        } else {
            // Each name is checked just before its attribute is fetched, so a bad entry late in
            // __match_args__ is only reported after the earlier attributes were looked up.
            Tuple* names = asTuple(plan.matchArgs.get());
            for (int64_t i = 0; i < positionalCount; ++i) {
                Value name = names->items()[i];
                if (!isExactType(name, &gStrType)) {
                    return raise(gTypeError, "__match_args__ elements must be strings (got %s)",
                                 typeOf(name)->name);
                }
                if (gatherer.fetch(asStr(name)) <= 0) return nullptr;
            }
        }
    }
    for (int64_t i = 0; i < keywordNames->size; ++i) {
        if (gatherer.fetch(asStr(keywordNames->items()[i])) <= 0) return nullptr;
    }
    return gatherer.result();
}

Ref mappingPatternValues(Value mapping, Tuple* keys) {
    // `{}` and `{**rest}` look nothing up, not even the get method.
    if (keys->size == 0) return emptyTuple();
    static Str* getName = internStr("get");
    Ref get = getAttr(mapping, getName);
    if (!get) return nullptr;
    Ref seenRef = setNew();
    if (!seenRef) return nullptr;
    Set* seen = static_cast<Set*>(seenRef.object());
    // A fresh object() no mapping can hold tells "missing" from a stored None; .get does not
    // call a defaultdict's __missing__ and lets the mapping's own errors through.
    Ref missing = callNoArgs(Value::fromObject(&gObjectType));
    if (!missing) return nullptr;
    std::vector<Ref> values;
    for (int64_t i = 0; i < keys->size; ++i) {
        Value key = keys->items()[i];
        int fresh = recordFirstUse(seen, key);
        if (fresh < 0) return nullptr;
        if (fresh == 0) {
            // Only keys computed at run time (attribute lookups) get here; the compiler
            // rejects repeated literals.
            bool ok = false;
            std::string text = reprText(key, ok);
            if (!ok) return nullptr;
            return raise(gValueError, "mapping pattern checks duplicate key (%s)", text.c_str());
        }
        Value args[2] = {key, missing.get()};
        Ref value = call(get.get(), args, 2);
        if (!value) return nullptr;
        // The first missing key ends the lookups.
        if (value.get().is(missing.get())) return noneRef();
        values.push_back(std::move(value));
    }
    return tupleOfRefs(values);
}

} // namespace taipan::vm
