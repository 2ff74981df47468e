// The call sequence of Python functions: pushing the frame, binding the
// arguments with CPython 3.13's error messages, cells and free variables;
// and the VM's public entry points (callPythonFunction, evalCode).
//
// Invariants:
//  - pushFunctionFrame either returns a fully initialized frame (every
//    parameter slot bound, cells created, free variables copied) or pushes
//    nothing and leaves an exception pending.
//  - Arguments are borrowed: the frame takes its own references, so the
//    caller releases what it owns whatever the outcome.
#include "vm/call.h"

#include "objects/exceptions.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "vm/bytecode.h"
#include "vm/eval.h"

#include <string>
#include <vector>

namespace taipan::vm {

namespace {

std::string utf8(Value v) {
    return std::string(strUtf8(asStr(v)));
}

std::string qualnameOf(Function* function) {
    return utf8(Value::fromObject(function->qualname));
}

Str* parameterName(Code* code, int index) {
    return asStr(code->localsPlusNames->items()[index]);
}

// "'a'", "'a' and 'b'", "'a', 'b', and 'c'" (CPython's list of missing names).
std::string joinNames(const std::vector<std::string>& names) {
    std::string text;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0) {
            if (names.size() == 2) {
                text += " and ";
            } else if (i + 1 == names.size()) {
                text += ", and ";
            } else {
                text += ", ";
            }
        }
        text += "'" + names[i] + "'";
    }
    return text;
}

void raiseMissing(Function* function, const std::vector<std::string>& names, const char* kind) {
    raise(gTypeError, "%s() missing %zu required %s argument%s: %s", qualnameOf(function).c_str(),
          names.size(), kind, names.size() == 1 ? "" : "s", joinNames(names).c_str());
}

void raiseTooManyPositional(Function* function, size_t given, Value* locals) {
    Code* code = function->code;
    int argcount = code->argCount;
    int64_t defaults = function->defaults == nullptr ? 0 : function->defaults->size;
    int kwonlyGiven = 0;
    for (int i = argcount; i < argcount + code->kwOnlyArgCount; ++i) {
        if (!locals[i].isNull()) ++kwonlyGiven;
    }
    std::string signature;
    bool plural;
    if (defaults > 0) {
        signature =
            "from " + std::to_string(argcount - defaults) + " to " + std::to_string(argcount);
        plural = true;
    } else {
        signature = std::to_string(argcount);
        plural = argcount != 1;
    }
    std::string kwonlyText;
    if (kwonlyGiven > 0) {
        kwonlyText = " positional argument" + std::string(given != 1 ? "s" : "") + " (and " +
                     std::to_string(kwonlyGiven) + " keyword-only argument" +
                     (kwonlyGiven != 1 ? "s" : "") + ")";
    }
    raise(gTypeError, "%s() takes %s positional argument%s but %zu%s %s given",
          qualnameOf(function).c_str(), signature.c_str(), plural ? "s" : "", given,
          kwonlyText.c_str(), given == 1 && kwonlyGiven == 0 ? "was" : "were");
}

// Index of the parameter (not positional-only) named `name`, or -1.
int findKeywordParameter(Code* code, Str* name) {
    int total = code->argCount + code->kwOnlyArgCount;
    for (int i = code->posOnlyArgCount; i < total; ++i) {
        if (parameterName(code, i) == name) return i;
    }
    for (int i = code->posOnlyArgCount; i < total; ++i) {
        if (strEquals(parameterName(code, i), name)) return i;
    }
    return -1;
}

// "f() got some positional-only arguments passed as keyword arguments: 'a, b'"
// when any keyword names a positional-only parameter. True if it raised.
bool checkPositionalOnlyAsKeyword(Function* function, Tuple* kwnames) {
    Code* code = function->code;
    std::string names;
    int count = 0;
    for (int i = 0; i < code->posOnlyArgCount; ++i) {
        Str* parameter = parameterName(code, i);
        for (int64_t k = 0; k < kwnames->size; ++k) {
            if (strEquals(asStr(kwnames->items()[k]), parameter)) {
                if (count++ > 0) names += ", ";
                names += utf8(Value::fromObject(parameter));
                break;
            }
        }
    }
    if (count == 0) return false;
    raise(gTypeError, "%s() got some positional-only arguments passed as keyword arguments: '%s'",
          qualnameOf(function).c_str(), names.c_str());
    return true;
}

void raiseUnexpectedKeyword(Function* function, Str* keyword) {
    Code* code = function->code;
    int total = code->argCount + code->kwOnlyArgCount;
    std::vector<Value> candidates;
    for (int i = code->posOnlyArgCount; i < total; ++i) {
        candidates.push_back(Value::fromObject(parameterName(code, i)));
    }
    Value suggestion = closestName(keyword, candidates.data(), candidates.size());
    if (!suggestion.isNull()) {
        raise(gTypeError, "%s() got an unexpected keyword argument '%s'. Did you mean '%s'?",
              qualnameOf(function).c_str(), utf8(Value::fromObject(keyword)).c_str(),
              utf8(suggestion).c_str());
    } else {
        raise(gTypeError, "%s() got an unexpected keyword argument '%s'",
              qualnameOf(function).c_str(), utf8(Value::fromObject(keyword)).c_str());
    }
}

void storeSlot(Value* locals, int index, Value value) {
    incref(value);
    Value old = locals[index];
    locals[index] = value;
    decref(old);
}

// Binds args/kwnames into the frame's parameter slots (CPython's
// initialize_locals, in the same order so the same error wins).
bool bindParameters(Frame* frame, Function* function, const Value* args, size_t nargs,
                    Tuple* kwnames) {
    Code* code = function->code;
    Value* locals = frame->localsPlus();
    int argcount = code->argCount;
    int total = argcount + code->kwOnlyArgCount;
    int next = total;
    int varargsIndex = (code->flags & kCoVarargs) ? next++ : -1;
    int varkwIndex = (code->flags & kCoVarkeywords) ? next++ : -1;

    Dict* kwdict = nullptr;
    if (varkwIndex >= 0) {
        Ref dict = dictNew();
        if (dict.isNull()) return false;
        kwdict = asDict(dict.get());
        locals[varkwIndex] = dict.release();
    }

    size_t positional =
        nargs < static_cast<size_t>(argcount) ? nargs : static_cast<size_t>(argcount);
    for (size_t i = 0; i < positional; ++i)
        storeSlot(locals, static_cast<int>(i), args[i]);

    if (varargsIndex >= 0) {
        Ref rest = nargs > positional ? tupleFromValues(args + positional,
                                                        static_cast<int64_t>(nargs - positional))
                                      : emptyTuple();
        if (rest.isNull()) return false;
        locals[varargsIndex] = rest.release();
    }

    if (kwnames != nullptr) {
        for (int64_t k = 0; k < kwnames->size; ++k) {
            Value keyword = kwnames->items()[k];
            Value value = args[nargs + static_cast<size_t>(k)];
            if (!isStr(keyword)) {
                raise(gTypeError, "%s() keywords must be strings", qualnameOf(function).c_str());
                return false;
            }
            int index = findKeywordParameter(code, asStr(keyword));
            if (index < 0) {
                if (kwdict != nullptr) {
                    if (!dictSetItem(kwdict, keyword, value)) return false;
                    continue;
                }
                if (!checkPositionalOnlyAsKeyword(function, kwnames)) {
                    raiseUnexpectedKeyword(function, asStr(keyword));
                }
                return false;
            }
            if (!locals[index].isNull()) {
                raise(gTypeError, "%s() got multiple values for argument '%s'",
                      qualnameOf(function).c_str(), utf8(keyword).c_str());
                return false;
            }
            storeSlot(locals, index, value);
        }
    }

    if (nargs > static_cast<size_t>(argcount) && varargsIndex < 0) {
        raiseTooManyPositional(function, nargs, locals);
        return false;
    }

    if (nargs < static_cast<size_t>(argcount)) {
        int64_t defaultCount = function->defaults == nullptr ? 0 : function->defaults->size;
        int64_t firstDefault = argcount - defaultCount;
        std::vector<std::string> missing;
        for (int64_t i = static_cast<int64_t>(nargs); i < firstDefault; ++i) {
            if (locals[i].isNull())
                missing.push_back(
                    utf8(Value::fromObject(parameterName(code, static_cast<int>(i)))));
        }
        if (!missing.empty()) {
            raiseMissing(function, missing, "positional");
            return false;
        }
        int64_t start =
            static_cast<int64_t>(nargs) > firstDefault ? static_cast<int64_t>(nargs) : firstDefault;
        for (int64_t i = start; i < argcount; ++i) {
            if (locals[i].isNull()) {
                storeSlot(locals, static_cast<int>(i),
                          function->defaults->items()[i - firstDefault]);
            }
        }
    }

    if (code->kwOnlyArgCount > 0) {
        std::vector<std::string> missing;
        for (int i = argcount; i < total; ++i) {
            if (!locals[i].isNull()) continue;
            Str* name = parameterName(code, i);
            Value value =
                function->kwdefaults != nullptr ? dictGetStr(function->kwdefaults, name) : Value();
            if (!value.isNull()) {
                storeSlot(locals, i, value);
            } else {
                missing.push_back(utf8(Value::fromObject(name)));
            }
        }
        if (!missing.empty()) {
            raiseMissing(function, missing, "keyword-only");
            return false;
        }
    }
    return true;
}

} // namespace

// Cell and free-variable set-up (vm/frame.h, call sequence step 4).
bool setUpCells(Frame* frame, Tuple* closure) {
    Code* code = frame->code;
    if (code->ncellvars == 0 && code->nfreevars == 0) return true;
    if (code->codeSize > 0) {
        Opcode first = codeUnitOpcode(code->code[0]);
        // Code that still sets them up itself (CPython's layout).
        if (first == Opcode::MAKE_CELL || first == Opcode::COPY_FREE_VARS) return true;
    }
    if (copyClosureCells(frame, closure)) return true;
    Value* locals = frame->localsPlus();
    int firstFree = code->nlocalsPlus - code->nfreevars;
    for (int i = 0; i < code->nlocalsPlus; ++i) {
        uint8_t kind = code->localsPlusKinds[i];
        if (kind & kLocalFree) {
            int index = i - firstFree;
            Value cell = (closure != nullptr && index >= 0 && index < closure->size)
                             ? closure->items()[index]
                             : Value();
            if (cell.isNull()) {
                Ref empty = cellNew(Value());
                if (empty.isNull()) return false;
                locals[i] = empty.release();
            } else {
                incref(cell);
                locals[i] = cell;
            }
        } else if (kind & kLocalCell) {
            Ref cell = cellNew(locals[i]);
            if (cell.isNull()) return false;
            Value old = locals[i];
            locals[i] = cell.release();
            decref(old);
        }
    }
    return true;
}

namespace {

// Steps 2 and the header of the call sequence: a frame for the function's
// code, owning the code and function and borrowing the function's globals
// and builtins (Frame::globals); slots empty.
Frame* pushFrameForFunction(Function* function) {
    Code* code = function->code;
    Frame* frame = pushFrame(code);
    if (frame == nullptr) return nullptr;
    incref(code);
    incref(function);
    frame->function = function;
    frame->globals = function->globals; // borrowed (Frame::globals)
    frame->builtins = function->builtins;
    return frame;
}

} // namespace

Frame* pushFunctionFrame(Function* function, const Value* args, size_t nargs, Tuple* kwnames,
                         Value locals) {
    Frame* frame = pushFrameForFunction(function);
    if (frame == nullptr) return nullptr;
    if (!locals.isNull()) {
        incref(locals);
        frame->locals = locals;
    }
    if (!bindParameters(frame, function, args, nargs, kwnames) ||
        !setUpCells(frame, function->closure)) {
        popFrame(frame);
        return nullptr;
    }
    return frame;
}

Ref callFunctionWithLocals(Function* function, Value locals) {
    Frame* frame = pushFunctionFrame(function, nullptr, 0, nullptr, locals);
    if (frame == nullptr) return nullptr;
    return evalFrame(frame);
}

Ref callPythonFunction(Value function, const Value* args, size_t nargs, Tuple* kwnames) {
    Frame* frame = pushFunctionFrame(asFunction(function), args, callArgCount(nargs), kwnames);
    if (frame == nullptr) return nullptr;
    return evalFrame(frame);
}

Ref evalCode(Code* code, Dict* globals, Value locals, Tuple* closure) {
    Frame* frame = pushFrame(code);
    if (frame == nullptr) return nullptr;
    incref(code);
    incref(globals);
    frame->globals = globals;
    Dict* builtins = builtinsForGlobals(globals);
    incref(builtins);
    frame->builtins = builtins;
    Value mapping = locals.isNull() ? Value::fromObject(globals) : locals;
    incref(mapping);
    frame->locals = mapping;
    if (!setUpCells(frame, closure)) {
        popFrame(frame);
        return nullptr;
    }
    return evalFrame(frame);
}

void raiseNameError(Str* name) {
    raiseNameErrorWithMessage(name, "name '" + utf8(Value::fromObject(name)) + "' is not defined");
}

void raiseNameErrorWithMessage(Str* name, const std::string& text) {
    Ref message = strFromUtf8(text);
    if (message.isNull()) return;
    Value argument = message.get();
    Ref error = call(Value::fromObject(gNameError), &argument, 1);
    if (error.isNull()) return;
    auto* e = static_cast<NameErrorObject*>(error.object());
    Value old = e->name;
    incref(Value::fromObject(name));
    e->name = Value::fromObject(name);
    decref(old);
    raiseObject(error.get());
}

bool zeroArgumentSuper(Type*& type, Value& object) {
    Frame* frame = currentFrame();
    if (frame == nullptr || frame->code == nullptr) {
        raise(gRuntimeError, "super(): no current frame");
        return false;
    }
    Code* code = frame->code;
    if (code->argCount == 0) {
        raise(gRuntimeError, "super(): no arguments");
        return false;
    }
    Value* locals = frame->localsPlus();
    Value first = locals[0];
    if (!first.isNull() && (code->localsPlusKinds[0] & kLocalCell) && isCell(first)) {
        // The first argument is captured by an inner function: read it
        // through its cell (unless MAKE_CELL has not run yet).
        bool cellMade =
            !(code->codeSize > 0 && codeUnitOpcode(code->code[0]) == Opcode::MAKE_CELL &&
              frame->instrPtr == code->code);
        if (cellMade) first = asCell(first)->contents;
    }
    if (first.isNull()) {
        raise(gRuntimeError, "super(): arg[0] deleted");
        return false;
    }
    int firstFree = code->nlocalsPlus - code->nfreevars;
    for (int i = firstFree; i < code->nlocalsPlus; ++i) {
        if (!strEqualsAscii(asStr(code->localsPlusNames->items()[i]), "__class__")) continue;
        Value cell = locals[i];
        if (cell.isNull() || !isCell(cell)) break;
        Value contents = asCell(cell)->contents;
        if (contents.isNull()) {
            raise(gRuntimeError, "super(): empty __class__ cell");
            return false;
        }
        if (!isType(contents)) {
            raise(gRuntimeError, "super(): __class__ is not a type (%s)", typeOf(contents)->name);
            return false;
        }
        type = asType(contents);
        object = first;
        return true;
    }
    raise(gRuntimeError, "super(): __class__ cell not found");
    return false;
}

} // namespace taipan::vm
