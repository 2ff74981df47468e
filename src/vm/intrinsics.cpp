// The helpers behind CALL_INTRINSIC_1 / CALL_INTRINSIC_2 (vm/intrinsics.h).
//
// Invariant: every intrinsic returns a new reference or null with an
// exception pending; the PEP 695 and async ones, which belong to later
// issues, raise SystemError naming themselves.
#include "vm/intrinsics.h"

#include "objects/exceptions.h"
#include "objects/module.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "vm/frame.h"

#include <cstdio>
#include <string>

namespace taipan::vm {

namespace {

constexpr std::string_view kIntrinsic1Names[] = {
#define TAIPAN_NAME_ENTRY(name, value) #name,
    TAIPAN_INTRINSICS_1(TAIPAN_NAME_ENTRY)
#undef TAIPAN_NAME_ENTRY
};
constexpr std::string_view kIntrinsic2Names[] = {
#define TAIPAN_NAME_ENTRY(name, value) #name,
    TAIPAN_INTRINSICS_2(TAIPAN_NAME_ENTRY)
#undef TAIPAN_NAME_ENTRY
};

// The REPL's display hook: `single` mode code hands each expression
// statement's value to sys.displayhook (which prints repr(value) and keeps
// it in builtins._), looked up at each use so that a replaced hook is seen.
Ref printExpression(Value value) {
    if (interpreter().sysModule == nullptr) return raise(gRuntimeError, "lost sys.displayhook");
    Ref hook = getAttrOptional(Value::fromObject(interpreter().sysModule),
                               internStr("displayhook"));
    if (hook.isNull()) {
        if (hasPendingException()) return nullptr;
        return raise(gRuntimeError, "lost sys.displayhook");
    }
    return callOneArg(hook.get(), value);
}

// from module import *
Ref importStar(Value module) {
    Frame* frame = currentFrame();
    if (frame == nullptr || frame->locals.isNull()) {
        return raise(gSystemError, "no locals found during 'import *'");
    }
    Value locals = frame->locals;
    Ref all = getAttrOptional(module, internStr("__all__"));
    if (all.isNull() && hasPendingException()) return nullptr;
    Ref names;
    bool fromAll = !all.isNull();
    if (fromAll) {
        names = Ref::borrow(all.get());
    } else {
        Ref dict = getAttrOptional(module, internStr("__dict__"));
        if (dict.isNull()) {
            if (!hasPendingException()) {
                raise(gImportError, "from-import-* object has no __dict__ and no __all__");
            }
            return nullptr;
        }
        Value argument = dict.get();
        names = call(Value::fromObject(&gListType), &argument, 1);
        if (names.isNull()) return nullptr;
    }
    Ref iterator = getIter(names.get());
    if (iterator.isNull()) return nullptr;
    while (true) {
        Ref name = iterNext(iterator.get());
        if (name.isNull()) {
            if (hasPendingException()) return nullptr;
            break;
        }
        if (!isStr(name.get())) {
            Ref moduleName = getAttrOptional(module, internStr("__name__"));
            clearPendingException();
            std::string prefix = !moduleName.isNull() && isStr(moduleName.get())
                                     ? std::string(strUtf8(asStr(moduleName.get())))
                                     : "?";
            return raise(gTypeError, "%s in %s.%s must be str, not %s", fromAll ? "Item" : "Key",
                         prefix.c_str(), fromAll ? "__all__" : "__dict__",
                         typeOf(name.get())->name);
        }
        if (!fromAll && strUtf8(asStr(name.get())).substr(0, 1) == "_") continue;
        Ref value = getAttr(module, asStr(name.get()));
        if (value.isNull()) return nullptr;
        bool ok = isExactType(locals, &gDictType)
                      ? dictSetItem(asDict(locals), name.get(), value.get())
                      : setItem(locals, name.get(), value.get());
        if (!ok) return nullptr;
    }
    return noneRef();
}

// PEP 479: StopIteration escaping a generator's body becomes RuntimeError.
Ref stopIterationError(Value exception) {
    Frame* frame = currentFrame();
    uint32_t flags = frame != nullptr && frame->code != nullptr ? frame->code->flags : 0;
    const char* message = nullptr;
    if (isInstance(exception, gStopIteration)) {
        message = (flags & kCoAsyncGenerator) ? "async generator raised StopIteration"
                  : (flags & kCoCoroutine)    ? "coroutine raised StopIteration"
                                              : "generator raised StopIteration";
    } else if ((flags & kCoAsyncGenerator) && isInstance(exception, gStopAsyncIteration)) {
        message = "async generator raised StopAsyncIteration";
    }
    if (message == nullptr) return Ref::borrow(exception);
    Ref text = strFromAscii(message);
    if (text.isNull()) return nullptr;
    Value argument = text.get();
    Ref error = call(Value::fromObject(gRuntimeError), &argument, 1);
    if (error.isNull()) return nullptr;
    exceptionSetCause(error.get(), exception);
    exceptionSetContext(error.get(), exception);
    return error;
}

Ref notYet(std::string_view name) {
    return raise(gSystemError, "intrinsic %s is not supported yet", std::string(name).c_str());
}

} // namespace

std::string_view intrinsic1Name(int oparg) {
    if (oparg < 0 || oparg >= static_cast<int>(Intrinsic1::Count)) return "";
    return kIntrinsic1Names[oparg];
}

std::string_view intrinsic2Name(int oparg) {
    if (oparg < 0 || oparg >= static_cast<int>(Intrinsic2::Count)) return "";
    return kIntrinsic2Names[oparg];
}

Ref callIntrinsic1(int oparg, Value argument) {
    switch (static_cast<Intrinsic1>(oparg)) {
    case Intrinsic1::INTRINSIC_PRINT:
        return printExpression(argument);
    case Intrinsic1::INTRINSIC_IMPORT_STAR:
        return importStar(argument);
    case Intrinsic1::INTRINSIC_STOPITERATION_ERROR:
        return stopIterationError(argument);
    case Intrinsic1::INTRINSIC_UNARY_POSITIVE:
        return unaryOp(argument, UnaryOp::Pos);
    case Intrinsic1::INTRINSIC_LIST_TO_TUPLE:
        return listAsTuple(asList(argument));
    default:
        break;
    }
    return notYet(intrinsic1Name(oparg));
}

Ref callIntrinsic2(int oparg, Value first, Value second) {
    switch (static_cast<Intrinsic2>(oparg)) {
    case Intrinsic2::INTRINSIC_PREP_RERAISE_STAR:
        return exceptionGroupPrepareReraise(first, second);
    default:
        break;
    }
    return notYet(intrinsic2Name(oparg));
}

} // namespace taipan::vm
