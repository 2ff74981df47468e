// The posix module: the native core of os (lib/os.py is its Python front).
//
// Thin wrappers over the POSIX calls os needs: the working directory,
// directories and files (listdir, mkdir, rmdir, unlink, rename, stat,
// readlink, access), the process (getpid, urandom, cpu_count), the
// environment (environ, putenv, unsetenv) and strerror. Failures raise
// OSError built from errno exactly as CPython does, so calling OSError picks
// the subclass (FileNotFoundError, FileExistsError, ...) and the message
// reads "[Errno 2] No such file or directory: 'x'".
//
// Invariants:
//  - Paths are str (or objects whose __fspath__ returns str), encoded as
//    UTF-8 for the system; results are str.
//  - stat() returns a plain tuple (mode, ino, dev, nlink, uid, gid, size,
//    atime, mtime, ctime, atime_ns, mtime_ns, ctime_ns) that os.py turns
//    into os.stat_result.
#include "modules/native_modules.h"

#include "modules/modules.h"
#include "objects/bytes.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

extern char** environ;

namespace taipan::modules {

namespace {

bool setName(Dict* dict, const char* name, Value value) {
    return dictSetStr(dict, internStr(name), value);
}

// Raises the OSError for errno `error` about `path` (and `path2`).
Ref raiseOsError(int error, Value path, Value path2 = Value()) {
    Ref code = intFromInt64(error);
    Ref message = strFromUtf8(std::strerror(error));
    if (code.isNull() || message.isNull()) return nullptr;
    Value args[5] = {code.get(), message.get(), path, noneValue(), path2};
    size_t count = path.isNull() ? 2 : path2.isNull() ? 3 : 5;
    Ref exception = call(Value::fromObject(gOSError), args, count);
    if (exception.isNull()) return nullptr;
    return raiseObject(exception.get());
}

// What a path parameter accepts, for CPython's TypeError message: the
// functions that also take a file descriptor (stat, chdir) add "integer",
// listdir adds "None" too.
const char* acceptedKinds(const char* function) {
    if (std::strcmp(function, "stat") == 0 || std::strcmp(function, "chdir") == 0) {
        return "string, bytes, os.PathLike or integer";
    }
    if (std::strcmp(function, "listdir") == 0) return "string, bytes, os.PathLike, integer or None";
    return "string, bytes or os.PathLike";
}

// The path argument of `function` as UTF-8: str, or os.PathLike giving str.
bool pathArgument(const char* function, const char* parameter, Value value, std::string& out) {
    Ref converted = Ref::borrow(value);
    if (!isStr(value)) {
        Value method = typeLookup(typeOf(value), internStr("__fspath__"));
        if (method.isNull()) {
            raise(gTypeError, "%s: %s should be %s, not %s", function, parameter,
                  acceptedKinds(function), typeOf(value)->name);
            return false;
        }
        converted = callMethod(value, internStr("__fspath__"), nullptr, 0);
        if (converted.isNull()) return false;
        if (!isStr(converted.get())) {
            raise(gTypeError, "%s: %s should be string, bytes or os.PathLike, not %s", function,
                  parameter, typeOf(converted.get())->name);
            return false;
        }
    }
    out = std::string(strUtf8(asStr(converted.get())));
    if (out.find('\0') != std::string::npos) {
        raise(gValueError, "%s: embedded null character in %s", function, parameter);
        return false;
    }
    return true;
}

// Binds the arguments of a function taking `count` positional-or-keyword
// parameters of which `required` are required.
bool bindSimple(const char* function, const char* const* names, size_t count, size_t required,
                const Value* args, size_t nargs, Tuple* kwnames, Value* out) {
    NativeSignature signature{function,
                              names,
                              static_cast<int>(count),
                              0,
                              static_cast<int>(count),
                              static_cast<int>(required)};
    return bindArgumentsSuggesting(signature, args, nargs, kwnames, out);
}

Ref posixGetcwd(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("getcwd", nargs, kwnames, 0, 0)) return nullptr;
    std::string buffer(4096, '\0');
    while (::getcwd(buffer.data(), buffer.size()) == nullptr) {
        if (errno != ERANGE) return raiseOsError(errno, Value());
        buffer.resize(buffer.size() * 2);
    }
    return strFromUtf8(buffer.c_str());
}

// The functions that take one path and return None on success.
template <int (*Operation)(const char*)>
Ref onePathCall(const char* function, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"path"};
    Value bound[1];
    if (!bindSimple(function, kNames, 1, 1, args, nargs, kwnames, bound)) return nullptr;
    std::string path;
    if (!pathArgument(function, "path", bound[0], path)) return nullptr;
    if (Operation(path.c_str()) != 0) return raiseOsError(errno, bound[0]);
    return noneRef();
}

int changeDirectory(const char* path) {
    return ::chdir(path);
}
int removeDirectory(const char* path) {
    return ::rmdir(path);
}
int unlinkFile(const char* path) {
    return ::unlink(path);
}

Ref posixChdir(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return onePathCall<changeDirectory>("chdir", args, nargs, kwnames);
}
Ref posixRmdir(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return onePathCall<removeDirectory>("rmdir", args, nargs, kwnames);
}
Ref posixUnlink(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return onePathCall<unlinkFile>("unlink", args, nargs, kwnames);
}
Ref posixRemove(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return onePathCall<unlinkFile>("remove", args, nargs, kwnames);
}

Ref posixMkdir(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"path", "mode"};
    Value bound[2];
    if (!bindSimple("mkdir", kNames, 2, 1, args, nargs, kwnames, bound)) return nullptr;
    std::string path;
    if (!pathArgument("mkdir", "path", bound[0], path)) return nullptr;
    int64_t mode = 0777;
    if (!bound[1].isNull() && !indexToInt64(bound[1], mode, gOverflowError)) return nullptr;
    if (::mkdir(path.c_str(), static_cast<mode_t>(mode)) != 0) return raiseOsError(errno, bound[0]);
    return noneRef();
}

Ref renameCall(const char* function, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"src", "dst"};
    Value bound[2];
    if (!bindSimple(function, kNames, 2, 2, args, nargs, kwnames, bound)) return nullptr;
    std::string source, destination;
    if (!pathArgument(function, "src", bound[0], source) ||
        !pathArgument(function, "dst", bound[1], destination)) {
        return nullptr;
    }
    if (::rename(source.c_str(), destination.c_str()) != 0) {
        return raiseOsError(errno, bound[0], bound[1]);
    }
    return noneRef();
}

Ref posixRename(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return renameCall("rename", args, nargs, kwnames);
}
Ref posixReplace(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return renameCall("replace", args, nargs, kwnames);
}

Ref posixListdir(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"path"};
    Value bound[1];
    if (!bindSimple("listdir", kNames, 1, 0, args, nargs, kwnames, bound)) return nullptr;
    std::string path = ".";
    if (!bound[0].isNull() && !bound[0].is(noneValue()) &&
        !pathArgument("listdir", "path", bound[0], path)) {
        return nullptr;
    }
    DIR* directory = ::opendir(path.c_str());
    if (directory == nullptr) {
        Ref shown = strFromUtf8(path);
        if (shown.isNull()) return nullptr;
        return raiseOsError(errno,
                            bound[0].isNull() || bound[0].is(noneValue()) ? shown.get() : bound[0]);
    }
    Ref result = listNew(0);
    while (!result.isNull()) {
        errno = 0;
        dirent* entry = ::readdir(directory);
        if (entry == nullptr) break;
        if (std::strcmp(entry->d_name, ".") == 0 || std::strcmp(entry->d_name, "..") == 0) {
            continue;
        }
        Ref name = strFromUtf8(entry->d_name);
        if (name.isNull() || !listAppend(asList(result.get()), name.get())) result.reset();
    }
    ::closedir(directory);
    return result;
}

Ref statCall(const char* function, bool follow, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"path"};
    Value bound[1];
    if (!bindSimple(function, kNames, 1, 1, args, nargs, kwnames, bound)) return nullptr;
    std::string path;
    if (!pathArgument(function, "path", bound[0], path)) return nullptr;
    struct stat info;
    int status = follow ? ::stat(path.c_str(), &info) : ::lstat(path.c_str(), &info);
    if (status != 0) return raiseOsError(errno, bound[0]);
    auto seconds = [](const timespec& time) {
        return static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_nsec) * 1e-9;
    };
    auto nanoseconds = [](const timespec& time) {
        return static_cast<int64_t>(time.tv_sec) * 1000000000 + time.tv_nsec;
    };
    Ref items[13] = {
        intFromInt64(info.st_mode),
        intFromInt64(static_cast<int64_t>(info.st_ino)),
        intFromInt64(static_cast<int64_t>(info.st_dev)),
        intFromInt64(static_cast<int64_t>(info.st_nlink)),
        intFromInt64(info.st_uid),
        intFromInt64(info.st_gid),
        intFromInt64(info.st_size),
        floatFromDouble(seconds(info.st_atim)),
        floatFromDouble(seconds(info.st_mtim)),
        floatFromDouble(seconds(info.st_ctim)),
        intFromInt64(nanoseconds(info.st_atim)),
        intFromInt64(nanoseconds(info.st_mtim)),
        intFromInt64(nanoseconds(info.st_ctim)),
    };
    Value values[13];
    for (int i = 0; i < 13; ++i) {
        if (items[i].isNull()) return nullptr;
        values[i] = items[i].get();
    }
    return tupleFromValues(values, 13);
}

Ref posixStat(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return statCall("stat", true, args, nargs, kwnames);
}
Ref posixLstat(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return statCall("lstat", false, args, nargs, kwnames);
}

Ref posixReadlink(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"path"};
    Value bound[1];
    if (!bindSimple("readlink", kNames, 1, 1, args, nargs, kwnames, bound)) return nullptr;
    std::string path;
    if (!pathArgument("readlink", "path", bound[0], path)) return nullptr;
    std::string buffer(4096, '\0');
    ssize_t size = ::readlink(path.c_str(), buffer.data(), buffer.size());
    if (size < 0) return raiseOsError(errno, bound[0]);
    buffer.resize(static_cast<size_t>(size));
    return strFromUtf8(buffer);
}

Ref posixAccess(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"path", "mode"};
    Value bound[2];
    if (!bindSimple("access", kNames, 2, 2, args, nargs, kwnames, bound)) return nullptr;
    std::string path;
    if (!pathArgument("access", "path", bound[0], path)) return nullptr;
    int64_t mode = 0;
    if (!indexToInt64(bound[1], mode, gOverflowError)) return nullptr;
    return Ref::borrow(::access(path.c_str(), static_cast<int>(mode)) == 0 ? trueValue()
                                                                           : falseValue());
}

Ref posixGetpid(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("getpid", nargs, kwnames, 0, 0)) return nullptr;
    return intFromInt64(::getpid());
}

Ref posixGetppid(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("getppid", nargs, kwnames, 0, 0)) return nullptr;
    return intFromInt64(::getppid());
}

Ref posixGetuid(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("getuid", nargs, kwnames, 0, 0)) return nullptr;
    return intFromInt64(::getuid());
}

Ref posixUrandom(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"size"};
    Value bound[1];
    if (!bindSimple("urandom", kNames, 1, 1, args, nargs, kwnames, bound)) return nullptr;
    int64_t size = 0;
    if (!indexToInt64(bound[0], size, gOverflowError)) return nullptr;
    if (size < 0) return raise(gValueError, "negative argument not allowed");
    std::string data(static_cast<size_t>(size), '\0');
    size_t filled = 0;
    while (filled < data.size()) {
        ssize_t got = ::getrandom(data.data() + filled, data.size() - filled, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            return raiseOsError(errno, Value());
        }
        filled += static_cast<size_t>(got);
    }
    return bytesFromData(data);
}

Ref posixCpuCount(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("cpu_count", nargs, kwnames, 0, 0)) return nullptr;
    long count = ::sysconf(_SC_NPROCESSORS_ONLN);
    if (count < 1) return noneRef();
    return intFromInt64(count);
}

Ref posixStrerror(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"code"};
    Value bound[1];
    if (!bindSimple("strerror", kNames, 1, 1, args, nargs, kwnames, bound)) return nullptr;
    int64_t code = 0;
    if (!indexToInt64(bound[0], code, gOverflowError)) return nullptr;
    return strFromUtf8(std::strerror(static_cast<int>(code)));
}

bool envArgument(const char* function, Value value, std::string& out) {
    if (!isStr(value)) {
        raise(gTypeError, "%s: expected str, not %s", function, typeOf(value)->name);
        return false;
    }
    out = std::string(strUtf8(asStr(value)));
    if (out.find('\0') != std::string::npos) {
        raise(gValueError, "embedded null byte");
        return false;
    }
    return true;
}

Ref posixPutenv(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("putenv", nargs, kwnames, 2, 2)) return nullptr;
    std::string key, value;
    if (!envArgument("putenv", args[0], key) || !envArgument("putenv", args[1], value)) {
        return nullptr;
    }
    if (key.empty() || key.find('=') != std::string::npos) {
        return raise(gValueError, "illegal environment variable name");
    }
    if (::setenv(key.c_str(), value.c_str(), 1) != 0) return raiseOsError(errno, Value());
    return noneRef();
}

Ref posixUnsetenv(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("unsetenv", nargs, kwnames, 1, 1)) return nullptr;
    std::string key;
    if (!envArgument("unsetenv", args[0], key)) return nullptr;
    if (key.empty() || key.find('=') != std::string::npos) {
        return raise(gValueError, "illegal environment variable name");
    }
    if (::unsetenv(key.c_str()) != 0) return raiseOsError(errno, Value());
    return noneRef();
}

const MethodDef kPosixFunctions[] = {
    {"getcwd", posixGetcwd, 0, "The working directory, as str."},
    {"chdir", posixChdir, 0, "Makes path the working directory."},
    {"listdir", posixListdir, 0, "The names in a directory ('.' by default), in no set order."},
    {"mkdir", posixMkdir, 0, "Makes one directory."},
    {"rmdir", posixRmdir, 0, "Deletes an empty directory."},
    {"unlink", posixUnlink, 0, "Deletes a file."},
    {"remove", posixRemove, 0, "Deletes a file."},
    {"rename", posixRename, 0, "Moves src to dst."},
    {"replace", posixReplace, 0, "Moves src to dst, replacing what dst names."},
    {"stat", posixStat, 0, "The stat fields of path, as a tuple (os.stat wraps it)."},
    {"lstat", posixLstat, 0, "stat without following a final symbolic link."},
    {"readlink", posixReadlink, 0, "What a symbolic link points to."},
    {"access", posixAccess, 0, "Whether the real user may access path as mode asks."},
    {"getpid", posixGetpid, 0, "This process's id."},
    {"getppid", posixGetppid, 0, "The parent process's id."},
    {"getuid", posixGetuid, 0, "The real user id."},
    {"urandom", posixUrandom, 0, "size random bytes from the system's generator."},
    {"cpu_count", posixCpuCount, 0, "The number of online processors, or None."},
    {"strerror", posixStrerror, 0, "The system's message for an errno value."},
    {"putenv", posixPutenv, 0, "Sets a variable of the process environment."},
    {"unsetenv", posixUnsetenv, 0, "Removes a variable from the process environment."},
    {nullptr, nullptr, 0, nullptr},
};

// posix.environ: the process environment at import time, str to str.
Ref environmentDict() {
    Ref result = dictNew();
    if (result.isNull()) return nullptr;
    for (char** entry = ::environ; entry != nullptr && *entry != nullptr; ++entry) {
        const char* text = *entry;
        const char* equals = std::strchr(text, '=');
        if (equals == nullptr || equals == text) continue;
        Ref key = strFromUtf8(std::string_view(text, static_cast<size_t>(equals - text)));
        Ref value = strFromUtf8(equals + 1);
        if (key.isNull() || value.isNull()) {
            // Undecodable entries are left out rather than failing the import.
            clearPendingException();
            continue;
        }
        Value existing;
        if (!dictLookup(asDict(result.get()), key.get(), existing)) return nullptr;
        if (!existing.isNull()) continue; // the first definition wins, as in CPython
        if (!dictSetItem(asDict(result.get()), key.get(), value.get())) return nullptr;
    }
    return result;
}

} // namespace

Ref createPosixModule() {
    Ref module = moduleNew(std::string_view("posix"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    for (const MethodDef* def = kPosixFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !setName(dict, def->name, function.get())) return nullptr;
    }
    Ref environment = environmentDict();
    if (environment.isNull() || !setName(dict, "environ", environment.get())) return nullptr;
    const struct {
        const char* name;
        int64_t value;
    } constants[] = {{"F_OK", F_OK},       {"R_OK", R_OK},         {"W_OK", W_OK},
                     {"X_OK", X_OK},       {"O_RDONLY", O_RDONLY}, {"O_WRONLY", O_WRONLY},
                     {"O_RDWR", O_RDWR},   {"O_CREAT", O_CREAT},   {"O_EXCL", O_EXCL},
                     {"O_TRUNC", O_TRUNC}, {"O_APPEND", O_APPEND}};
    for (const auto& constant : constants) {
        Ref value = intFromInt64(constant.value);
        if (value.isNull() || !setName(dict, constant.name, value.get())) return nullptr;
    }
    return module;
}

} // namespace taipan::modules
