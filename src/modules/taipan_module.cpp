// The `_taipan` module: Taipan's own introspection, for tests and for
// people tuning programs. Nothing in it exists in CPython.
//
//   _taipan.dis(f_or_code, adaptive=False) -> str
//       The disassembly of a function's (or a code object's) code and the
//       code objects nested in it, as `taipan --dis` prints it. With
//       adaptive=True, as it runs now: quickened, with the specialized
//       variants the specializer wrote (vm/specialize.h) in place of the
//       generic instructions. The golden quickening tests (tests/quicken/)
//       compare it.
//   _taipan.specialization_enabled() -> bool
//       False under -X nospecialize / TAIPAN_NOSPECIALIZE=1.
//   _taipan.attach_noop_native_tool()
//       Attaches a native tool (vm/monitor) whose callbacks for PY_START,
//       PY_RESUME, PY_RETURN and PY_YIELD do nothing, under the profiler's
//       tool id: the benchmarks' "native" mode measures what the
//       instrumentation itself costs.
#include "compile/compiler.h"
#include "modules/native_modules.h"
#include "objects/code.h"
#include "objects/function.h"
#include "objects/module.h"
#include "objects/str.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "taipan/monitoring.h"
#include "vm/specialize.h"

namespace taipan::modules {

namespace {

Ref taipanDis(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"x", "adaptive"};
    static const NativeSignature kSignature{"dis", kNames, 2, 1, 2, 1};
    Value bound[2] = {};
    if (!bindArguments(kSignature, args, callArgCount(nargs), kwnames, bound)) return nullptr;
    Value target = bound[0];
    if (isMethod(target)) target = asMethod(target)->function;
    if (isFunction(target)) target = Value::fromObject(asFunction(target)->code);
    if (typeOf(target) != &gCodeType) {
        return raise(gTypeError, "dis() expected a function or a code object, not %s",
                     typeOf(bound[0])->name);
    }
    bool adaptive = false;
    if (!bound[1].isNull()) {
        int truth = truthy(bound[1]);
        if (truth < 0) return nullptr;
        adaptive = truth == 1;
    }
    return strFromUtf8(compile::disassemble(asCode(target), false, adaptive));
}

Ref taipanSpecializationEnabled(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_taipan.specialization_enabled", callArgCount(nargs), kwnames, 0, 0))
        return nullptr;
    return boolRef(vm::gSpecializationEnabled);
}

void noopNativeCallback(void*, vm::Frame*, Code*, int32_t, Value) {}

Ref taipanAttachNoopNativeTool(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_taipan.attach_noop_native_tool", callArgCount(nargs), kwnames, 0, 0))
        return nullptr;
    // Through the public native tool API (include/taipan/monitoring.h).
    using monitoring::Event;
    constexpr int kTool = monitoring::kProfilerId;
    Ref name = strFromUtf8("noop native tool");
    if (name.isNull() || !monitoring::useTool(kTool, name.get())) return nullptr;
    const Event events[] = {Event::PyStart, Event::PyResume, Event::PyReturn, Event::PyYield};
    monitoring::EventSet set = 0;
    for (Event event : events) {
        if (!monitoring::setCallback(kTool, event, noopNativeCallback, nullptr)) return nullptr;
        set |= monitoring::eventBit(event);
    }
    if (!monitoring::setEvents(kTool, set)) return nullptr;
    return noneRef();
}

const MethodDef kTaipanFunctions[] = {
    {"attach_noop_native_tool", taipanAttachNoopNativeTool, 0,
     "Attach a native tool whose PY_START/PY_RESUME/PY_RETURN/PY_YIELD callbacks do nothing."},
    {"dis", taipanDis, 0, "Return the disassembly of a function or code object."},
    {"specialization_enabled", taipanSpecializationEnabled, 0,
     "Return whether the specializer rewrites instructions."},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

Ref createTaipanModule() {
    Ref module = moduleNew(std::string_view("_taipan"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    for (const MethodDef* def = kTaipanFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        Ref name = strFromUtf8(def->name);
        if (function.isNull() || name.isNull() || !dictSetItem(dict, name.get(), function.get()))
            return nullptr;
    }
    return module;
}

} // namespace taipan::modules
