// The time module: clocks, sleep, struct_time and the conversions between
// timestamps, broken-down times and text (gmtime, localtime, mktime,
// strftime, asctime, ctime).
//
// Invariants:
//  - struct_time is a tuple of 9 visible items (tm_year .. tm_isdst) that
//    carries two more hidden items after them (tm_zone, tm_gmtoff), as
//    CPython's struct sequences do: len() and indexing see 9, the
//    attributes see all 11. Its dealloc releases the hidden items too.
//  - sleep() waits in the C library's nanosleep, which a signal interrupts;
//    after each interruption it runs the pending signal work
//    (vm::handlePendingSignals), so Ctrl-C raises KeyboardInterrupt at once,
//    and otherwise sleeps for the time still left.
#include "modules/native_modules.h"

#include "modules/modules.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "vm/eval.h"

#include <cerrno>
#include <climits>
#include <cmath>
#include <cstring>
#include <ctime>
#include <string>

namespace taipan::modules {

namespace {

constexpr int kVisibleFields = 9;
constexpr int kAllFields = 11;
constexpr const char* kStructTimeFields[kAllFields] = {"tm_year",  "tm_mon",  "tm_mday",  "tm_hour",
                                                       "tm_min",   "tm_sec",  "tm_wday",  "tm_yday",
                                                       "tm_isdst", "tm_zone", "tm_gmtoff"};

} // namespace

Type gStructTimeType = staticType("time.struct_time", sizeof(Tuple), sizeof(Value),
                                  kTypeGcTracked | kTypeTupleSubclass);

namespace {

// ---- struct_time -------------------------------------------------------------------------

void structTimeDealloc(Object* object) {
    gcUntrack(object);
    Tuple* tuple = static_cast<Tuple*>(object);
    for (int i = kAllFields; --i >= 0;)
        decref(tuple->items()[i]);
    freeObjectMemory(object);
}

// A struct_time of 9 to 11 values (missing hidden ones are None).
Ref structTimeMake(const Value* items, int count) {
    Object* object = allocateObject(&gStructTimeType, kAllFields);
    if (object == nullptr) return nullptr;
    Tuple* tuple = static_cast<Tuple*>(object);
    tuple->size = kVisibleFields;
    tuple->hashCache = -1;
    for (int i = 0; i < kAllFields; ++i) {
        Value item = i < count ? items[i] : noneValue();
        incref(item);
        tuple->items()[i] = item;
    }
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

Ref structTimeRepr(Value self) {
    Tuple* tuple = asTuple(self);
    std::string text = "time.struct_time(";
    for (int i = 0; i < kVisibleFields; ++i) {
        if (i > 0) text += ", ";
        Ref itemRepr = repr(tuple->items()[i]);
        if (itemRepr.isNull()) return nullptr;
        text += kStructTimeFields[i];
        text += "=";
        text += strUtf8(asStr(itemRepr.get()));
    }
    text += ")";
    return strFromUtf8(text);
}

// time.struct_time(sequence): 9, 10 or 11 items.
Ref structTimeNew(Type*, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"sequence", "dict"};
    static const NativeSignature kSignature{"struct_time", kNames, 2, 0, 2, 1};
    Value bound[2];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Ref items = tupleFromIterable(bound[0]);
    if (items.isNull()) {
        if (pendingExceptionMatches(gTypeError)) {
            clearPendingException();
            return raise(gTypeError, "constructor requires a sequence");
        }
        return nullptr;
    }
    Tuple* tuple = asTuple(items.get());
    if (tuple->size < kVisibleFields) {
        return raise(gTypeError,
                     "time.struct_time() takes an at least 9-sequence (%lld-sequence given)",
                     static_cast<long long>(tuple->size));
    }
    if (tuple->size > kAllFields) {
        return raise(gTypeError,
                     "time.struct_time() takes an at most 11-sequence (%lld-sequence given)",
                     static_cast<long long>(tuple->size));
    }
    return structTimeMake(tuple->items(), static_cast<int>(tuple->size));
}

MemberDef gStructTimeMembers[kAllFields + 1];

bool readyStructTimeType() {
    if (gStructTimeType.flags & kTypeReady) return true;
    gStructTimeType.base = &gTupleType;
    gStructTimeType.repr = structTimeRepr;
    gStructTimeType.newFn = structTimeNew;
    gStructTimeType.dealloc = structTimeDealloc;
    for (int i = 0; i < kAllFields; ++i) {
        gStructTimeMembers[i] =
            MemberDef{kStructTimeFields[i], MemberKind::Object,
                      static_cast<int32_t>(sizeof(Tuple) + sizeof(Value) * i), true, nullptr};
    }
    gStructTimeMembers[kAllFields] = MemberDef{nullptr, MemberKind::Object, 0, true, nullptr};
    typeAddMembers(&gStructTimeType, gStructTimeMembers);
    if (!typeReady(&gStructTimeType)) return false;
    const struct {
        const char* name;
        int value;
    } kCounts[] = {
        {"n_sequence_fields", kVisibleFields}, {"n_fields", kAllFields}, {"n_unnamed_fields", 0}};
    for (const auto& count : kCounts) {
        if (!dictSetStr(gStructTimeType.dict, internStr(count.name),
                        Value::fromSmallInt(count.value))) {
            return false;
        }
    }
    return true;
}

// A struct_time from a C broken-down time.
Ref structTimeFromTm(const struct tm& value) {
    Ref zone = strFromUtf8(value.tm_zone != nullptr ? value.tm_zone : "");
    if (zone.isNull()) return nullptr;
    Value items[kAllFields] = {
        Value::fromSmallInt(static_cast<int64_t>(value.tm_year) + 1900),
        Value::fromSmallInt(value.tm_mon + 1),
        Value::fromSmallInt(value.tm_mday),
        Value::fromSmallInt(value.tm_hour),
        Value::fromSmallInt(value.tm_min),
        Value::fromSmallInt(value.tm_sec),
        Value::fromSmallInt((value.tm_wday + 6) % 7),
        Value::fromSmallInt(value.tm_yday + 1),
        Value::fromSmallInt(value.tm_isdst),
        zone.get(),
        Value::fromSmallInt(value.tm_gmtoff),
    };
    return structTimeMake(items, kAllFields);
}

// Reads a 9-tuple or struct_time into a C broken-down time (no range
// checks beyond what the C conversion needs). `function` names the caller
// in errors.
bool tmFromTuple(Value v, const char* function, struct tm& out) {
    if (!isTuple(v)) {
        raise(gTypeError, "Tuple or struct_time argument required");
        return false;
    }
    Tuple* tuple = asTuple(v);
    if (tuple->size != kVisibleFields) {
        raise(gTypeError, "%s(): illegal time tuple argument", function);
        return false;
    }
    int64_t fields[kVisibleFields];
    for (int i = 0; i < kVisibleFields; ++i) {
        Value item = tuple->items()[i];
        if (isFloat(item)) {
            raise(gTypeError, "'float' object cannot be interpreted as an integer");
            return false;
        }
        Ref index = toIndex(item);
        if (index.isNull()) return false;
        if (!intToInt64(index.get(), fields[i]) || fields[i] < INT_MIN || fields[i] > INT_MAX) {
            raise(gOverflowError, "Python int too large to convert to C int");
            return false;
        }
    }
    std::memset(&out, 0, sizeof out);
    out.tm_year = static_cast<int>(fields[0] - 1900);
    out.tm_mon = static_cast<int>(fields[1] - 1);
    out.tm_mday = static_cast<int>(fields[2]);
    out.tm_hour = static_cast<int>(fields[3]);
    out.tm_min = static_cast<int>(fields[4]);
    out.tm_sec = static_cast<int>(fields[5]);
    out.tm_wday = static_cast<int>((fields[6] + 1) % 7);
    out.tm_yday = static_cast<int>(fields[7] - 1);
    out.tm_isdst = static_cast<int>(fields[8]);
    if (typeOf(v) == &gStructTimeType) {
        Value zone = tuple->items()[9];
        Value offset = tuple->items()[10];
        int64_t gmtoff = 0;
        if (isInt(offset) && intToInt64(offset, gmtoff)) out.tm_gmtoff = gmtoff;
        (void)zone;
    }
    return true;
}

// The range checks of strftime and asctime, with CPython's messages; fixes
// the zero forms that CPython accepts (month 0 means January and so on).
bool checkTm(struct tm& value, bool forStrftime) {
    if (value.tm_mon == -1) {
        value.tm_mon = 0;
    } else if (value.tm_mon < 0 || value.tm_mon > 11) {
        raise(gValueError, "month out of range");
        return false;
    }
    if (value.tm_mday == 0) {
        value.tm_mday = 1;
    } else if (value.tm_mday < 0 || value.tm_mday > 31) {
        raise(gValueError, "day of month out of range");
        return false;
    }
    if (value.tm_hour < 0 || value.tm_hour > 23) {
        raise(gValueError, "hour out of range");
        return false;
    }
    if (value.tm_min < 0 || value.tm_min > 59) {
        raise(gValueError, "minute out of range");
        return false;
    }
    if (value.tm_sec < 0 || value.tm_sec > 61) {
        raise(gValueError, "seconds out of range");
        return false;
    }
    if (value.tm_wday < 0) {
        raise(gValueError, "day of week out of range");
        return false;
    }
    if (value.tm_yday == -1) {
        value.tm_yday = 0;
    } else if (value.tm_yday < 0 || value.tm_yday > 365) {
        raise(gValueError, "day of year out of range");
        return false;
    }
    if (forStrftime) {
        if (value.tm_isdst < -1) value.tm_isdst = -1;
        if (value.tm_isdst > 1) value.tm_isdst = 1;
    }
    return true;
}

// A timestamp argument (int or float, rounded toward minus infinity) as a time_t.
bool timestampArgument(Value v, time_t& out) {
    if (v.isNull() || v.is(noneValue())) {
        out = std::time(nullptr);
        return true;
    }
    if (isFloat(v)) {
        double d = floatValue(v);
        if (std::isnan(d)) {
            raise(gValueError, "Invalid value NaN (not a number)");
            return false;
        }
        d = std::floor(d);
        if (!(d >= -9.2e18 && d <= 9.2e18)) {
            raise(gOverflowError, "timestamp out of range for platform time_t");
            return false;
        }
        out = static_cast<time_t>(d);
        return true;
    }
    if (!isInt(v)) {
        Ref index = toIndex(v);
        if (index.isNull()) {
            if (pendingExceptionMatches(gTypeError)) {
                clearPendingException();
                raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                      typeOf(v)->name);
            }
            return false;
        }
        return timestampArgument(index.get(), out);
    }
    int64_t value = 0;
    if (!intToInt64(v, value)) {
        raise(gOverflowError, "timestamp out of range for platform time_t");
        return false;
    }
    out = static_cast<time_t>(value);
    return true;
}

// The argument-count errors of functions CPython parses with the classic
// tuple parser: "gmtime() takes at most 1 argument (2 given)".
bool checkClassicArguments(const char* name, size_t count, Tuple* kwnames, size_t min, size_t max) {
    if (kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "%s() takes no keyword arguments", name);
        return false;
    }
    if (count < min) {
        raise(gTypeError, "%s() takes at least %zu argument%s (%zu given)", name, min,
              min == 1 ? "" : "s", count);
        return false;
    }
    if (count > max) {
        raise(gTypeError, "%s() takes at most %zu argument%s (%zu given)", name, max,
              max == 1 ? "" : "s", count);
        return false;
    }
    return true;
}

// ---- Clocks ------------------------------------------------------------------------------

int64_t clockNanoseconds(clockid_t clock) {
    struct timespec now {};
    clock_gettime(clock, &now);
    return static_cast<int64_t>(now.tv_sec) * 1000000000 + now.tv_nsec;
}

Ref clockSeconds(const char* name, size_t nargs, Tuple* kwnames, clockid_t clock) {
    if (!checkPositional(name, callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    struct timespec now {};
    clock_gettime(clock, &now);
    return floatFromDouble(static_cast<double>(now.tv_sec) +
                           static_cast<double>(now.tv_nsec) * 1e-9);
}

Ref clockNs(const char* name, size_t nargs, Tuple* kwnames, clockid_t clock) {
    if (!checkPositional(name, callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    return intFromInt64(clockNanoseconds(clock));
}

Ref time_time(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockSeconds("time.time", nargs, kwnames, CLOCK_REALTIME);
}
Ref time_time_ns(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockNs("time.time_ns", nargs, kwnames, CLOCK_REALTIME);
}
Ref time_monotonic(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockSeconds("time.monotonic", nargs, kwnames, CLOCK_MONOTONIC);
}
Ref time_monotonic_ns(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockNs("time.monotonic_ns", nargs, kwnames, CLOCK_MONOTONIC);
}
Ref time_perf_counter(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockSeconds("time.perf_counter", nargs, kwnames, CLOCK_MONOTONIC);
}
Ref time_perf_counter_ns(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockNs("time.perf_counter_ns", nargs, kwnames, CLOCK_MONOTONIC);
}
Ref time_process_time(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockSeconds("time.process_time", nargs, kwnames, CLOCK_PROCESS_CPUTIME_ID);
}
Ref time_process_time_ns(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockNs("time.process_time_ns", nargs, kwnames, CLOCK_PROCESS_CPUTIME_ID);
}
Ref time_thread_time(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockSeconds("time.thread_time", nargs, kwnames, CLOCK_THREAD_CPUTIME_ID);
}
Ref time_thread_time_ns(Value, const Value*, size_t nargs, Tuple* kwnames) {
    return clockNs("time.thread_time_ns", nargs, kwnames, CLOCK_THREAD_CPUTIME_ID);
}

Ref time_sleep(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("time.sleep", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double seconds;
    Value v = args[0];
    if (isFloat(v)) {
        seconds = floatValue(v);
        if (std::isnan(seconds)) return raise(gValueError, "Invalid value NaN (not a number)");
    } else if (isInt(v)) {
        if (!intToDouble(v, seconds)) return nullptr;
    } else {
        Type* type = typeOf(v);
        if (type->toFloat == nullptr && type->index == nullptr) {
            return raise(gTypeError, "'%s' object cannot be interpreted as an integer", type->name);
        }
        if (!numberToDouble(v, seconds)) return nullptr;
    }
    if (seconds < 0) return raise(gValueError, "sleep length must be non-negative");
    if (seconds > 9.2e9) return raise(gOverflowError, "sleep length is too large");
    int64_t deadline = clockNanoseconds(CLOCK_MONOTONIC) + static_cast<int64_t>(seconds * 1e9);
    while (true) {
        int64_t left = deadline - clockNanoseconds(CLOCK_MONOTONIC);
        if (left <= 0) break;
        struct timespec wait {};
        wait.tv_sec = static_cast<time_t>(left / 1000000000);
        wait.tv_nsec = static_cast<long>(left % 1000000000);
        if (nanosleep(&wait, nullptr) == 0) break;
        if (errno != EINTR) break;
        if (!vm::handlePendingSignals()) return nullptr;
    }
    return noneRef();
}

// ---- Conversions -------------------------------------------------------------------------

Ref brokenDown(const char* name, const Value* args, size_t nargs, Tuple* kwnames, bool local) {
    if (!checkClassicArguments(name, callArgCount(nargs), kwnames, 0, 1)) return nullptr;
    time_t when = 0;
    if (!timestampArgument(callArgCount(nargs) > 0 ? args[0] : Value(), when)) return nullptr;
    struct tm value {};
    errno = 0;
    struct tm* result = local ? localtime_r(&when, &value) : gmtime_r(&when, &value);
    if (result == nullptr) {
        return raise(gOverflowError, "timestamp out of range for platform time_t");
    }
    return structTimeFromTm(value);
}

Ref time_gmtime(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return brokenDown("gmtime", args, nargs, kwnames, false);
}

Ref time_localtime(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return brokenDown("localtime", args, nargs, kwnames, true);
}

// The broken-down time of an optional tuple argument (now, local, when absent).
bool tmArgument(const Value* args, size_t count, size_t position, const char* function,
                struct tm& out) {
    if (count <= position) {
        time_t now = std::time(nullptr);
        localtime_r(&now, &out);
        return true;
    }
    return tmFromTuple(args[position], function, out);
}

Ref time_mktime(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("time.mktime", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    struct tm value {};
    if (!tmFromTuple(args[0], "mktime", value)) return nullptr;
    value.tm_wday = -1; // mktime sets it on success: a way to tell -1 the result from failure
    time_t result = std::mktime(&value);
    if (result == static_cast<time_t>(-1) && value.tm_wday == -1) {
        return raise(gOverflowError, "mktime argument out of range");
    }
    return floatFromDouble(static_cast<double>(result));
}

std::string asctimeText(const struct tm& value) {
    static const char* const kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char* const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%s %s%3d %.2d:%.2d:%.2d %d", kDays[value.tm_wday % 7],
                  kMonths[value.tm_mon % 12], value.tm_mday, value.tm_hour, value.tm_min,
                  value.tm_sec, 1900 + value.tm_year);
    return buffer;
}

Ref time_asctime(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (!checkPositional("time.asctime", count, kwnames, 0, 1)) return nullptr;
    struct tm value {};
    if (!tmArgument(args, count, 0, "asctime", value) || !checkTm(value, false)) return nullptr;
    return strFromUtf8(asctimeText(value));
}

Ref time_ctime(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (!checkClassicArguments("ctime", count, kwnames, 0, 1)) return nullptr;
    time_t when = 0;
    if (!timestampArgument(count > 0 ? args[0] : Value(), when)) return nullptr;
    struct tm value {};
    if (localtime_r(&when, &value) == nullptr) {
        return raise(gOverflowError, "timestamp out of range for platform time_t");
    }
    return strFromUtf8(asctimeText(value));
}

Ref time_strftime(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (!checkClassicArguments("strftime", count, kwnames, 1, 2)) return nullptr;
    if (!isStr(args[0])) {
        return raise(gTypeError, "strftime() argument 1 must be str, not %s",
                     typeOf(args[0])->name);
    }
    struct tm value {};
    if (!tmArgument(args, count, 1, "strftime", value) || !checkTm(value, true)) return nullptr;
    if (count > 1 && typeOf(args[1]) != &gStructTimeType) {
        // A plain tuple carries no zone: use the local one, as CPython does.
        time_t now = std::time(nullptr);
        struct tm local {};
        localtime_r(&now, &local);
        value.tm_zone = local.tm_zone;
        value.tm_gmtoff = local.tm_gmtoff;
    } else if (count > 1) {
        Value zone = asTuple(args[1])->items()[9];
        if (isStr(zone)) value.tm_zone = strUtf8(asStr(zone)).data();
    }
    std::string_view format = strUtf8(asStr(args[0]));
    if (format.find('\0') != std::string_view::npos) {
        return raise(gValueError, "embedded null character");
    }
    std::string formatText(format);
    if (formatText.empty()) return strFromUtf8("");
    // strftime returns 0 both for "too small" and for an empty result; grow
    // the buffer a bounded number of times, then accept the empty text.
    size_t size = 256 + formatText.size() * 4;
    for (int attempt = 0; attempt < 8; ++attempt) {
        std::string buffer(size, '\0');
        size_t written = std::strftime(buffer.data(), buffer.size(), formatText.c_str(), &value);
        if (written > 0) {
            buffer.resize(written);
            return strFromUtf8(buffer);
        }
        size *= 4;
    }
    return strFromUtf8("");
}

const MethodDef kTimeFunctions[] = {
    {"time", time_time, 0, nullptr},
    {"time_ns", time_time_ns, 0, nullptr},
    {"monotonic", time_monotonic, 0, nullptr},
    {"monotonic_ns", time_monotonic_ns, 0, nullptr},
    {"perf_counter", time_perf_counter, 0, nullptr},
    {"perf_counter_ns", time_perf_counter_ns, 0, nullptr},
    {"process_time", time_process_time, 0, nullptr},
    {"process_time_ns", time_process_time_ns, 0, nullptr},
    {"thread_time", time_thread_time, 0, nullptr},
    {"thread_time_ns", time_thread_time_ns, 0, nullptr},
    {"sleep", time_sleep, 0, nullptr},
    {"gmtime", time_gmtime, 0, nullptr},
    {"localtime", time_localtime, 0, nullptr},
    {"mktime", time_mktime, 0, nullptr},
    {"asctime", time_asctime, 0, nullptr},
    {"ctime", time_ctime, 0, nullptr},
    {"strftime", time_strftime, 0, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

Ref createTimeModule() {
    if (!readyStructTimeType()) return nullptr;
    Ref module = moduleNew(std::string_view("time"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    Ref doc = strFromUtf8("This module provides various functions to manipulate time values.");
    if (doc.isNull() || !dictSetStr(dict, internStr("__doc__"), doc.get())) return nullptr;
    for (const MethodDef* def = kTimeFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !dictSetStr(dict, internStr(def->name), function.get())) {
            return nullptr;
        }
    }
    if (!dictSetStr(dict, internStr("struct_time"), Value::fromObject(&gStructTimeType))) {
        return nullptr;
    }
    // The zone constants, from the C library's view of the local zone.
    tzset();
    Ref standardName = strFromUtf8(tzname[0]);
    Ref summerName = strFromUtf8(tzname[1]);
    if (standardName.isNull() || summerName.isNull()) return nullptr;
    Value names[2] = {standardName.get(), summerName.get()};
    Ref zoneNames = tupleFromValues(names, 2);
    Ref zone = intFromInt64(timezone);
    Ref alternate = intFromInt64(daylight ? timezone - 3600 : timezone);
    if (zoneNames.isNull() || zone.isNull() || alternate.isNull() ||
        !dictSetStr(dict, internStr("tzname"), zoneNames.get()) ||
        !dictSetStr(dict, internStr("timezone"), zone.get()) ||
        !dictSetStr(dict, internStr("altzone"), alternate.get()) ||
        !dictSetStr(dict, internStr("daylight"), Value::fromSmallInt(daylight ? 1 : 0))) {
        return nullptr;
    }
    const struct {
        const char* name;
        int value;
    } kClockIds[] = {{"CLOCK_REALTIME", CLOCK_REALTIME},
                     {"CLOCK_MONOTONIC", CLOCK_MONOTONIC},
                     {"CLOCK_PROCESS_CPUTIME_ID", CLOCK_PROCESS_CPUTIME_ID},
                     {"CLOCK_THREAD_CPUTIME_ID", CLOCK_THREAD_CPUTIME_ID}};
    for (const auto& id : kClockIds) {
        if (!dictSetStr(dict, internStr(id.name), Value::fromSmallInt(id.value))) return nullptr;
    }
    return module;
}

} // namespace taipan::modules
