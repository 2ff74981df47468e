// builtins.__build_class__: what a class statement calls.
//
//   1. Resolve __mro_entries__ on non-type bases (PEP 560), keeping the
//      original bases for __orig_bases__.
//   2. Pick the metaclass: the `metaclass=` keyword, else the type of the
//      first base, else `type`; for a type, the most derived metaclass of it
//      and the bases' types (objects/type.h calculateMetaclass, with
//      CPython's "metaclass conflict" error).
//   3. ns = metaclass.__prepare__(name, bases, **kwds) when it has one
//      (else a new dict); it must be a mapping.
//   4. Run the class body with ns as its locals. The body returns the
//      __class__ cell when a method uses super() or __class__.
//   5. cls = metaclass(name, bases, ns, **kwds), then check that the cell
//      was filled with cls (type.__new__ fills it through __classcell__).
#include "vm/call.h"

#include "objects/descriptors.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "vm/eval.h"

#include <string>
#include <vector>

namespace taipan::vm {

namespace {

std::string reprText(Value v) {
    Ref text = repr(v);
    if (text.isNull()) {
        clearPendingException();
        return "?";
    }
    return std::string(strUtf8(asStr(text.get())));
}

// PEP 560: replaces each non-type base that has __mro_entries__ by the
// entries it returns. Returns the original tuple when nothing changed.
Ref updateBases(Tuple* bases) {
    std::vector<Ref> updated;
    bool changed = false;
    for (int64_t i = 0; i < bases->size; ++i) {
        Value base = bases->items()[i];
        if (isType(base)) {
            updated.push_back(Ref::borrow(base));
            continue;
        }
        Ref entries = getAttrOptional(base, TAIPAN_NAME("__mro_entries__"));
        if (entries.isNull()) {
            if (hasPendingException()) return nullptr;
            updated.push_back(Ref::borrow(base));
            continue;
        }
        Value argument = Value::fromObject(bases);
        Ref result = call(entries.get(), &argument, 1);
        if (result.isNull()) return nullptr;
        if (!isTuple(result.get())) return raise(gTypeError, "__mro_entries__ must return a tuple");
        Tuple* tuple = asTuple(result.get());
        for (int64_t j = 0; j < tuple->size; ++j)
            updated.push_back(Ref::borrow(tuple->items()[j]));
        changed = true;
    }
    if (!changed) return Ref::borrow(Value::fromObject(bases));
    std::vector<Value> values;
    for (const Ref& r : updated)
        values.push_back(r.get());
    return tupleFromValues(values.data(), static_cast<int64_t>(values.size()));
}

} // namespace

Ref buildClass(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (count < 2) return raise(gTypeError, "__build_class__: not enough arguments");
    Value function = args[0];
    if (!isFunction(function)) return raise(gTypeError, "__build_class__: func must be a function");
    Value name = args[1];
    if (!isStr(name)) return raise(gTypeError, "__build_class__: name is not a string");
    Ref originalBases = tupleFromValues(args + 2, static_cast<int64_t>(count - 2));
    if (originalBases.isNull()) return nullptr;
    Ref bases = updateBases(asTuple(originalBases.get()));
    if (bases.isNull()) return nullptr;

    // Keywords other than metaclass go to __prepare__, the metaclass call
    // and from there to __init_subclass__.
    Ref metaclass;
    std::vector<Value> keywordValues;
    std::vector<Value> keywordNames;
    if (kwnames != nullptr) {
        for (int64_t i = 0; i < kwnames->size; ++i) {
            Value keyword = kwnames->items()[i];
            Value value = args[count + static_cast<size_t>(i)];
            if (strEqualsAscii(asStr(keyword), "metaclass")) {
                metaclass = Ref::borrow(value);
            } else {
                keywordNames.push_back(keyword);
                keywordValues.push_back(value);
            }
        }
    }
    Ref otherNames;
    if (!keywordNames.empty()) {
        otherNames =
            tupleFromValues(keywordNames.data(), static_cast<int64_t>(keywordNames.size()));
        if (otherNames.isNull()) return nullptr;
    }
    Tuple* otherKwnames = otherNames.isNull() ? nullptr : asTuple(otherNames.get());

    Tuple* baseTuple = asTuple(bases.get());
    bool isClass = false;
    if (metaclass.isNull()) {
        metaclass =
            Ref::borrow(baseTuple->size == 0 ? Value::fromObject(&gTypeType)
                                             : Value::fromObject(typeOf(baseTuple->items()[0])));
        isClass = true;
    } else {
        isClass = isType(metaclass.get());
    }
    if (isClass) {
        Type* winner = calculateMetaclass(asType(metaclass.get()), baseTuple);
        if (winner == nullptr) return nullptr;
        metaclass = Ref::borrow(Value::fromObject(winner));
    }

    Ref ns;
    Ref prepare = getAttrOptional(metaclass.get(), TAIPAN_NAME("__prepare__"));
    if (prepare.isNull()) {
        if (hasPendingException()) return nullptr;
        ns = dictNew();
    } else {
        std::vector<Value> prepareArgs = {name, bases.get()};
        prepareArgs.insert(prepareArgs.end(), keywordValues.begin(), keywordValues.end());
        ns = call(prepare.get(), prepareArgs.data(), 2, otherKwnames);
    }
    if (ns.isNull()) return nullptr;
    if (typeOf(ns.get())->getitem == nullptr) {
        std::string metaName = isClass ? asType(metaclass.get())->name : "<metaclass>";
        return raise(gTypeError, "%s.__prepare__() must return a mapping, not %s", metaName.c_str(),
                     typeOf(ns.get())->name);
    }

    Ref cell = callFunctionWithLocals(asFunction(function), ns.get());
    if (cell.isNull()) return nullptr;

    if (!bases.get().is(originalBases.get())) {
        if (!setItem(ns.get(), Value::fromObject(TAIPAN_NAME("__orig_bases__")),
                     originalBases.get())) {
            return nullptr;
        }
    }
    std::vector<Value> metaArgs = {name, bases.get(), ns.get()};
    metaArgs.insert(metaArgs.end(), keywordValues.begin(), keywordValues.end());
    Ref cls = call(metaclass.get(), metaArgs.data(), 3, otherKwnames);
    if (cls.isNull()) return nullptr;
    if (isType(cls.get()) && isCell(cell.get())) {
        Value contents = asCell(cell.get())->contents;
        if (!contents.is(cls.get())) {
            if (contents.isNull()) {
                return raise(gRuntimeError,
                             "__class__ not set defining %s as %s. Was __classcell__ propagated to "
                             "type.__new__?",
                             reprText(name).c_str(), reprText(cls.get()).c_str());
            }
            return raise(gTypeError, "__class__ set to %s defining %s as %s",
                         reprText(contents).c_str(), reprText(name).c_str(),
                         reprText(cls.get()).c_str());
        }
    }
    return cls;
}

namespace {

Ref buildClassMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    return buildClass(self, args, nargs, kwnames);
}

} // namespace

const MethodDef kBuildClassMethodDef = {
    "__build_class__", buildClassMethod, kMethodStatic,
    "__build_class__(func, name, /, *bases, [metaclass], **kwds) -> class\n\nInternal helper "
    "function used by the class statement."};

} // namespace taipan::vm
