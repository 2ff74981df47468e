// The io module and the builtin open(): binary files (FileIO and the
// BufferedReader / BufferedWriter / BufferedRandom classes, which share one
// implementation over a file descriptor), text files (TextIOWrapper, over
// any binary file object), and the in-memory BytesIO and StringIO.
//
// Invariants:
//  - A binary file's descriptor is at byte position tell() + the unread
//    bytes of its read-ahead buffer; writes go straight to the descriptor
//    (after giving back the read-ahead), so nothing is pending at exit and
//    output ordering with other writers of the same descriptor is kept.
//  - A text file keeps the bytes it has read ahead but not yet returned in
//    `pending`; its tell() is the binary file's tell() minus those, which is
//    exact for the ASCII-compatible codecs Taipan supports (newline bytes
//    are never part of a multi-byte character), so tell/seek round-trip.
//  - Closing is idempotent; every operation on a closed object raises
//    CPython's ValueError for that class.
#include "modules/native_modules.h"

#include "objects/buffer.h"
#include "objects/bytes.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <new>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace taipan::modules {

namespace {

Type* gUnsupportedOperation = nullptr;

// ---- Shared helpers -----------------------------------------------------------------

Ref raiseErrno(int code, Value filename) {
    Ref number = Ref::fromSmallInt(code);
    Ref message = strFromUtf8(std::strerror(code));
    if (!message) return nullptr;
    Value args[3] = {number.get(), message.get(), filename};
    Ref error = call(Value::fromObject(gOSError), args, filename.isNull() ? 2 : 3);
    if (!error) return nullptr;
    return raiseObject(error.get());
}

Ref raiseUnsupported(const char* message) {
    return raise(gUnsupportedOperation, "%s", message);
}

bool optionalSize(Value v, int64_t& size) {
    size = -1;
    if (v.isNull() || v.is(noneValue())) return true;
    if (!isInt(v) && (v.isSmallInt() || typeOf(v)->index == nullptr)) {
        raise(gTypeError, "argument should be integer or None, not '%s'", typeName(v));
        return false;
    }
    return indexToInt64(v, size, gOverflowError);
}

Ref callMethodNamed(Value self, const char* name, const Value* args, size_t nargs) {
    Ref method = getAttr(self, internStr(name));
    if (!method) return nullptr;
    return call(method.get(), args, nargs);
}

// ---- Binary files ---------------------------------------------------------------------

enum class FileKind { Raw, Reader, Writer, Random };

struct FileObject : Object {
    int fd;
    bool readable, writable, appending, created, closefd, closed;
    FileKind kind;
    Value name;             // owned
    std::string* readAhead; // bytes read from fd but not returned
    size_t readPos;
    Dict* dict;
};

Type gFileIOType = staticType("_io.FileIO", sizeof(FileObject), 0, kTypeBaseType);
Type gBufferedReaderType = staticType("_io.BufferedReader", sizeof(FileObject), 0, kTypeBaseType);
Type gBufferedWriterType = staticType("_io.BufferedWriter", sizeof(FileObject), 0, kTypeBaseType);
Type gBufferedRandomType = staticType("_io.BufferedRandom", sizeof(FileObject), 0, kTypeBaseType);

bool isFileObject(Value v) {
    return v.isObject() &&
           (isInstance(v, &gFileIOType) || isInstance(v, &gBufferedReaderType) ||
            isInstance(v, &gBufferedWriterType) || isInstance(v, &gBufferedRandomType));
}
FileObject* asFile(Value v) {
    return static_cast<FileObject*>(v.object());
}

std::string fileModeString(FileObject* f) {
    if (f->created) return f->readable ? "xb+" : "xb";
    if (f->appending) return f->readable ? "ab+" : "ab";
    if (f->readable) return f->writable ? "rb+" : "rb";
    return "wb";
}

// CPython's messages for a closed file differ by class and operation.
bool checkOpen(FileObject* f, const char* operation) {
    if (!f->closed) return true;
    if (f->kind == FileKind::Raw || operation == nullptr) {
        raise(gValueError, "I/O operation on closed file");
    } else {
        raise(gValueError, "%s of closed file", operation);
    }
    return false;
}

// Gives back the read-ahead to the descriptor (before a write or seek).
bool dropReadAhead(FileObject* f) {
    size_t unread = f->readAhead->size() - f->readPos;
    f->readAhead->clear();
    f->readPos = 0;
    if (unread > 0 && lseek(f->fd, -static_cast<off_t>(unread), SEEK_CUR) < 0) {
        raiseErrno(errno, Value());
        return false;
    }
    return true;
}

// Reads up to `want` bytes from the descriptor (all of it when want < 0).
bool readFd(FileObject* f, int64_t want, std::string& out) {
    char chunk[65536];
    while (want < 0 || static_cast<int64_t>(out.size()) < want) {
        size_t ask = sizeof(chunk);
        if (want >= 0) ask = std::min<size_t>(ask, static_cast<size_t>(want) - out.size());
        ssize_t got = ::read(f->fd, chunk, ask);
        if (got < 0) {
            if (errno == EINTR) continue;
            raiseErrno(errno, Value());
            return false;
        }
        if (got == 0) break;
        out.append(chunk, static_cast<size_t>(got));
        if (f->kind == FileKind::Raw && want >= 0) break;
    }
    return true;
}

bool fileRead(FileObject* f, int64_t size, std::string& out) {
    // Buffered files read ahead a whole buffer, as CPython's do (another
    // reader of the same descriptor sees the position after the chunk).
    if (f->kind != FileKind::Raw && size > 0) {
        std::string& ahead = *f->readAhead;
        while (static_cast<int64_t>(ahead.size() - f->readPos) < size) {
            std::string more;
            int64_t missing = size - static_cast<int64_t>(ahead.size() - f->readPos);
            if (!readFd(f, std::max<int64_t>(8192, missing), more)) return false;
            if (more.empty()) break;
            ahead.erase(0, f->readPos);
            f->readPos = 0;
            ahead += more;
        }
    }
    std::string_view buffered(*f->readAhead);
    buffered.remove_prefix(f->readPos);
    if (size >= 0 && static_cast<int64_t>(buffered.size()) >= size) {
        out.assign(buffered.substr(0, static_cast<size_t>(size)));
        f->readPos += static_cast<size_t>(size);
        return true;
    }
    out.assign(buffered);
    f->readAhead->clear();
    f->readPos = 0;
    std::string more;
    if (!readFd(f, size < 0 ? -1 : size - static_cast<int64_t>(out.size()), more)) return false;
    out += more;
    return true;
}

bool fileReadLine(FileObject* f, int64_t limit, std::string& out) {
    out.clear();
    while (limit < 0 || static_cast<int64_t>(out.size()) < limit) {
        if (f->readPos >= f->readAhead->size()) {
            f->readAhead->clear();
            f->readPos = 0;
            std::string more;
            if (!readFd(f, f->kind == FileKind::Raw ? 1 : 8192, more)) return false;
            if (more.empty()) break;
            *f->readAhead = more;
        }
        char c = (*f->readAhead)[f->readPos++];
        out += c;
        if (c == '\n') break;
    }
    return true;
}

bool fileWrite(FileObject* f, std::string_view data) {
    if (!dropReadAhead(f)) return false;
    size_t done = 0;
    while (done < data.size()) {
        ssize_t wrote = ::write(f->fd, data.data() + done, data.size() - done);
        if (wrote < 0) {
            if (errno == EINTR) continue;
            raiseErrno(errno, Value());
            return false;
        }
        done += static_cast<size_t>(wrote);
    }
    return true;
}

bool fileTell(FileObject* f, int64_t& position) {
    off_t at = lseek(f->fd, 0, SEEK_CUR);
    if (at < 0) {
        raiseErrno(errno, Value());
        return false;
    }
    position = static_cast<int64_t>(at) - static_cast<int64_t>(f->readAhead->size() - f->readPos);
    return true;
}

bool fileSeek(FileObject* f, int64_t offset, int whence, int64_t& position) {
    if (whence == SEEK_CUR) {
        int64_t now;
        if (!fileTell(f, now)) return false;
        offset += now;
        whence = SEEK_SET;
    }
    f->readAhead->clear();
    f->readPos = 0;
    off_t at = lseek(f->fd, static_cast<off_t>(offset), whence);
    if (at < 0) {
        raiseErrno(errno, Value());
        return false;
    }
    position = at;
    return true;
}

bool fileClose(FileObject* f) {
    if (f->closed) return true;
    f->closed = true;
    f->readAhead->clear();
    f->readPos = 0;
    if (f->closefd && f->fd >= 0 && ::close(f->fd) < 0) {
        raiseErrno(errno, Value());
        return false;
    }
    return true;
}

void fileDealloc(Object* self) {
    FileObject* f = static_cast<FileObject*>(self);
    if (f->readAhead != nullptr) {
        if (!f->closed && f->closefd && f->fd >= 0) ::close(f->fd);
        delete f->readAhead;
    }
    if (!f->name.isNull()) decref(f->name);
    if (f->dict != nullptr) decref(f->dict);
    freeObjectMemory(self);
}

Ref fileRepr(Value self) {
    FileObject* f = asFile(self);
    std::string out = std::string("<") + typeOf(self)->name;
    if (f->kind == FileKind::Raw) {
        if (f->closed) return strFromUtf8(out + " [closed]>");
        Ref name = repr(f->name);
        if (!name) return nullptr;
        out += " name=" + std::string(strUtf8(asStr(name.get()))) + " mode='" + fileModeString(f) +
               "' closefd=" + (f->closefd ? "True" : "False") + ">";
        return strFromUtf8(out);
    }
    Ref name = repr(f->name);
    if (!name) return nullptr;
    return strFromUtf8(out + " name=" + std::string(strUtf8(asStr(name.get()))) + ">");
}

bool requireReadable(FileObject* f) {
    if (f->readable) return true;
    raiseUnsupported(f->kind == FileKind::Raw ? "File not open for reading" : "read");
    return false;
}
bool requireWritable(FileObject* f) {
    if (f->writable) return true;
    raiseUnsupported(f->kind == FileKind::Raw ? "File not open for writing" : "write");
    return false;
}

Ref fileReadMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("read", nargs, kwnames, 0, 1)) return nullptr;
    FileObject* f = asFile(self);
    int64_t size;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), size)) return nullptr;
    if (!checkOpen(f, "read") || !requireReadable(f)) return nullptr;
    std::string out;
    if (!fileRead(f, size, out)) return nullptr;
    return bytesFromData(out);
}

Ref fileReadAll(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("readall", nargs, kwnames)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, "read") || !requireReadable(f)) return nullptr;
    std::string out;
    if (!fileRead(f, -1, out)) return nullptr;
    return bytesFromData(out);
}

Ref fileReadInto(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("readinto", nargs, kwnames)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, "readinto") || !requireReadable(f)) return nullptr;
    BufferGuard target;
    if (!getBuffer(argv[0], target.view, true)) return nullptr;
    std::string out;
    if (!fileRead(f, target.view.length, out)) return nullptr;
    std::memcpy(target.view.data, out.data(), out.size());
    return Ref::fromSmallInt(static_cast<int64_t>(out.size()));
}

// peek(size): the buffered bytes without consuming them (at least one
// buffer's worth is read ahead when none is buffered).
Ref filePeek(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("peek", nargs, kwnames, 0, 1)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, "peek") || !requireReadable(f)) return nullptr;
    if (f->readPos >= f->readAhead->size()) {
        std::string more;
        if (!readFd(f, 8192, more)) return nullptr;
        *f->readAhead = more;
        f->readPos = 0;
    }
    return bytesFromData(std::string_view(*f->readAhead).substr(f->readPos));
}

Ref fileReadLineMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("readline", nargs, kwnames, 0, 1)) return nullptr;
    FileObject* f = asFile(self);
    int64_t limit;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), limit)) return nullptr;
    if (!checkOpen(f, "readline") || !requireReadable(f)) return nullptr;
    std::string out;
    if (!fileReadLine(f, limit, out)) return nullptr;
    return bytesFromData(out);
}

Ref fileWriteMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("write", nargs, kwnames)) return nullptr;
    FileObject* f = asFile(self);
    if (f->kind != FileKind::Raw && f->closed) return raise(gValueError, "write to closed file");
    if (!checkOpen(f, "write") || !requireWritable(f)) return nullptr;
    if (isStr(argv[0])) {
        return raise(gTypeError, "a bytes-like object is required, not 'str'");
    }
    BufferGuard data;
    if (!getBuffer(argv[0], data.view)) return nullptr;
    if (!fileWrite(f, data.bytes())) return nullptr;
    return Ref::fromSmallInt(data.view.length);
}

Ref fileTellMethod(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("tell", nargs, kwnames)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, nullptr)) return nullptr;
    int64_t position;
    if (!fileTell(f, position)) return nullptr;
    return intFromInt64(position);
}

Ref fileSeekMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("seek", nargs, kwnames, 1, 2)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, "seek")) return nullptr;
    int64_t offset, whence = 0;
    if (!indexToInt64(argv[0], offset, gOverflowError)) return nullptr;
    if (callArgCount(nargs) == 2 && !indexToInt64(argv[1], whence, gOverflowError)) return nullptr;
    if (whence < 0 || whence > 2) {
        return raise(gValueError, "whence value %lld unsupported", static_cast<long long>(whence));
    }
    int64_t position;
    if (!fileSeek(f, offset, static_cast<int>(whence), position)) return nullptr;
    return intFromInt64(position);
}

Ref fileTruncate(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("truncate", nargs, kwnames, 0, 1)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, "truncate") || !requireWritable(f)) return nullptr;
    int64_t size;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), size)) return nullptr;
    if (size < 0 && !fileTell(f, size)) return nullptr;
    if (!dropReadAhead(f)) return nullptr;
    if (ftruncate(f->fd, static_cast<off_t>(size)) < 0) return raiseErrno(errno, Value());
    return intFromInt64(size);
}

Ref fileFlush(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("flush", nargs, kwnames)) return nullptr;
    FileObject* f = asFile(self);
    if (f->closed) {
        if (f->kind == FileKind::Writer || f->kind == FileKind::Random) {
            return raise(gValueError, "flush of closed file");
        }
        return raise(gValueError, "I/O operation on closed file.");
    }
    return noneRef();
}

Ref fileCloseMethod(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("close", nargs, kwnames)) return nullptr;
    if (!fileClose(asFile(self))) return nullptr;
    return noneRef();
}

Ref fileFileno(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("fileno", nargs, kwnames)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, nullptr)) return nullptr;
    return Ref::fromSmallInt(f->fd);
}

Ref fileIsatty(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("isatty", nargs, kwnames)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, nullptr)) return nullptr;
    return boolRef(isatty(f->fd) != 0);
}

Ref fileReadable(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("readable", nargs, kwnames)) return nullptr;
    // A BufferedWriter answers without looking at the stream, even closed.
    if (asFile(self)->kind == FileKind::Writer) return boolRef(false);
    if (!checkOpen(asFile(self), nullptr)) return nullptr;
    return boolRef(asFile(self)->readable);
}
Ref fileWritable(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("writable", nargs, kwnames)) return nullptr;
    if (asFile(self)->kind == FileKind::Reader) return boolRef(false);
    if (!checkOpen(asFile(self), nullptr)) return nullptr;
    return boolRef(asFile(self)->writable);
}
Ref fileSeekable(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("seekable", nargs, kwnames)) return nullptr;
    FileObject* f = asFile(self);
    if (!checkOpen(f, nullptr)) return nullptr;
    return boolRef(lseek(f->fd, 0, SEEK_CUR) >= 0);
}

Ref fileEnter(Value self, const Value*, size_t, Tuple*) {
    if (!checkOpen(asFile(self), nullptr)) return nullptr;
    return Ref::borrow(self);
}
Ref fileExit(Value self, const Value*, size_t, Tuple*) {
    if (!fileClose(asFile(self))) return nullptr;
    return noneRef();
}

Ref fileIter(Value self) {
    if (!checkOpen(asFile(self), nullptr)) return nullptr;
    return Ref::borrow(self);
}
Ref fileNext(Value self) {
    FileObject* f = asFile(self);
    if (!checkOpen(f, "readline") || !requireReadable(f)) return nullptr;
    std::string line;
    if (!fileReadLine(f, -1, line)) return nullptr;
    if (line.empty()) return nullptr;
    return bytesFromData(line);
}

Ref fileReadLines(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("readlines", nargs, kwnames, 0, 1)) return nullptr;
    int64_t hint;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), hint)) return nullptr;
    Ref iterator = getIter(self);
    if (!iterator) return nullptr;
    Ref list = listNew();
    if (!list) return nullptr;
    int64_t total = 0;
    while (true) {
        Ref line = iterNext(iterator.get());
        if (!line) {
            if (hasPendingException()) return nullptr;
            break;
        }
        if (!listAppend(asList(list.get()), line.get())) return nullptr;
        int64_t size;
        if (!length(line.get(), size)) return nullptr;
        total += size;
        if (hint > 0 && total >= hint) break;
    }
    return list;
}

Ref fileWriteLines(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("writelines", nargs, kwnames)) return nullptr;
    Ref iterator = getIter(argv[0]);
    if (!iterator) return nullptr;
    Ref write = getAttr(self, internStr("write"));
    if (!write) return nullptr;
    while (true) {
        Ref line = iterNext(iterator.get());
        if (!line) {
            if (hasPendingException()) return nullptr;
            break;
        }
        if (!callOneArg(write.get(), line.get())) return nullptr;
    }
    return noneRef();
}

Ref fileName(Value self) {
    return Ref::borrow(asFile(self)->name.isNull() ? noneValue() : asFile(self)->name);
}
Ref fileMode(Value self) {
    return strFromAscii(fileModeString(asFile(self)));
}
Ref fileClosed(Value self) {
    return boolRef(asFile(self)->closed);
}
Ref fileCloseFd(Value self) {
    return boolRef(asFile(self)->closefd);
}
Ref fileRaw(Value self) {
    return Ref::borrow(self);
}

const MethodDef kFileMethods[] = {
    {"read", fileReadMethod, kMethodInstance, nullptr},
    {"read1", fileReadMethod, kMethodInstance, nullptr},
    {"readall", fileReadAll, kMethodInstance, nullptr},
    {"readinto", fileReadInto, kMethodInstance, nullptr},
    {"readinto1", fileReadInto, kMethodInstance, nullptr},
    {"peek", filePeek, kMethodInstance, nullptr},
    {"readline", fileReadLineMethod, kMethodInstance, nullptr},
    {"readlines", fileReadLines, kMethodInstance, nullptr},
    {"write", fileWriteMethod, kMethodInstance, nullptr},
    {"writelines", fileWriteLines, kMethodInstance, nullptr},
    {"tell", fileTellMethod, kMethodInstance, nullptr},
    {"seek", fileSeekMethod, kMethodInstance, nullptr},
    {"truncate", fileTruncate, kMethodInstance, nullptr},
    {"flush", fileFlush, kMethodInstance, nullptr},
    {"close", fileCloseMethod, kMethodInstance, nullptr},
    {"fileno", fileFileno, kMethodInstance, nullptr},
    {"isatty", fileIsatty, kMethodInstance, nullptr},
    {"readable", fileReadable, kMethodInstance, nullptr},
    {"writable", fileWritable, kMethodInstance, nullptr},
    {"seekable", fileSeekable, kMethodInstance, nullptr},
    {"__enter__", fileEnter, kMethodInstance, nullptr},
    {"__exit__", fileExit, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kRawGetSets[] = {
    {"name", fileName, nullptr, nullptr},     {"mode", fileMode, nullptr, nullptr},
    {"closed", fileClosed, nullptr, nullptr}, {"closefd", fileCloseFd, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

const GetSetDef kBufferedGetSets[] = {
    {"name", fileName, nullptr, nullptr},     {"mode", fileMode, nullptr, nullptr},
    {"closed", fileClosed, nullptr, nullptr}, {"raw", fileRaw, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// Opens `path` (a str/bytes path or an int descriptor) as a binary file.
Ref openBinary(Value file, bool readable, bool writable, bool appending, bool created,
               bool truncate, bool closefd, FileKind kind) {
    int fd;
    if (isInt(file)) {
        int64_t number;
        if (!intToInt64(file, number)) return nullptr;
        fd = static_cast<int>(number);
        if (fd < 0) return raise(gValueError, "negative file descriptor");
    } else {
        std::string path;
        if (isStr(file)) {
            path = std::string(strUtf8(asStr(file)));
        } else if (isBytes(file)) {
            path = std::string(bytesView(asBytes(file)));
        } else {
            return raise(gTypeError, "expected str, bytes or os.PathLike object, not %s",
                         typeName(file));
        }
        if (path.find('\0') != std::string::npos) {
            return raise(gValueError, "embedded null byte");
        }
        int flags = O_CLOEXEC;
        flags |= readable && writable ? O_RDWR : writable ? O_WRONLY : O_RDONLY;
        if (appending) flags |= O_APPEND | O_CREAT;
        if (created) flags |= O_EXCL | O_CREAT;
        if (truncate) flags |= O_TRUNC | O_CREAT;
        do {
            fd = ::open(path.c_str(), flags, 0666);
        } while (fd < 0 && errno == EINTR);
        if (fd < 0) return raiseErrno(errno, file);
        struct stat info;
        if (fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
            ::close(fd);
            return raiseErrno(EISDIR, file);
        }
        closefd = true;
    }
    if (appending) lseek(fd, 0, SEEK_END);
    Type* type = kind == FileKind::Raw      ? &gFileIOType
                 : kind == FileKind::Reader ? &gBufferedReaderType
                 : kind == FileKind::Writer ? &gBufferedWriterType
                                            : &gBufferedRandomType;
    Object* object = allocateObject(type);
    if (object == nullptr) {
        if (closefd) ::close(fd);
        return nullptr;
    }
    FileObject* f = static_cast<FileObject*>(object);
    f->fd = fd;
    f->readable = readable;
    f->writable = writable;
    f->appending = appending;
    f->created = created;
    f->closefd = closefd;
    f->kind = kind;
    f->readAhead = new std::string();
    incref(file);
    f->name = file;
    return Ref::steal(Value::fromObject(f));
}

// FileIO(file, mode='r', closefd=True, opener=None): a raw binary file.
Ref fileIONew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"file", "mode", "closefd", "opener"};
    static const NativeSignature kSignature = {"FileIO", kNames, 4, 0, 4, 1};
    Value bound[4] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    std::string mode = "r";
    if (!bound[1].isNull()) {
        if (!isStr(bound[1])) {
            return raise(gTypeError, "FileIO() argument 'mode' must be str, not %s",
                         typeName(bound[1]));
        }
        mode = std::string(strUtf8(asStr(bound[1])));
    }
    int kinds = 0;
    bool readable = false, writable = false, appending = false, created = false,
         truncate = false, plus = false;
    for (char c : mode) {
        switch (c) {
        case 'r': ++kinds; readable = true; break;
        case 'w': ++kinds; writable = truncate = true; break;
        case 'a': ++kinds; writable = appending = true; break;
        case 'x': ++kinds; writable = created = true; break;
        case '+':
            if (plus) kinds = 2;
            plus = readable = writable = true;
            break;
        case 'b': break;
        default: return raise(gValueError, "invalid mode: %s", mode.c_str());
        }
    }
    if (kinds != 1) {
        return raise(gValueError, "Must have exactly one of create/read/write/append mode and "
                                  "at most one plus");
    }
    bool closefd = true;
    if (!bound[2].isNull()) {
        int truth = truthy(bound[2]);
        if (truth < 0) return nullptr;
        closefd = truth != 0;
    }
    if (!closefd && !isInt(bound[0])) {
        return raise(gValueError, "Cannot use closefd=False with file name");
    }
    if (type != &gFileIOType) return raise(gTypeError, "cannot subclass FileIO in Taipan yet");
    return openBinary(bound[0], readable, writable, appending, created, truncate, closefd,
                      FileKind::Raw);
}

// ---- Text files ------------------------------------------------------------------------

enum class Newline { Universal, Untranslated, LF, CR, CRLF };

struct TextFile : Object {
    Value buffer;   // owned binary file object
    Value modeText; // owned str or null
    std::string* encoding;
    std::string* errors;
    std::string* pending; // bytes read from the buffer but not returned yet
    Newline newline;
    bool lineBuffering;
    bool utf8; // the codec is UTF-8 (characters span 1-4 bytes)
    Dict* dict;
};

Type gTextIOWrapperType = staticType("_io.TextIOWrapper", sizeof(TextFile), 0, kTypeBaseType);

TextFile* asText(Value v) {
    return static_cast<TextFile*>(v.object());
}

bool textClosed(TextFile* t, bool& closed) {
    if (isFileObject(t->buffer)) {
        closed = asFile(t->buffer)->closed;
        return true;
    }
    Ref value = getAttr(t->buffer, internStr("closed"));
    if (!value) return false;
    int truth = truthy(value.get());
    if (truth < 0) return false;
    closed = truth != 0;
    return true;
}

bool textCheckOpen(TextFile* t) {
    if (t->buffer.isNull()) {
        raise(gValueError, "underlying buffer has been detached");
        return false;
    }
    bool closed;
    if (!textClosed(t, closed)) return false;
    if (closed) {
        raise(gValueError, "I/O operation on closed file.");
        return false;
    }
    return true;
}

// Reads up to `size` more bytes from the buffer into pending; false at EOF
// (no exception) or on error (exception pending).
bool textFill(TextFile* t, int64_t size, bool& eof) {
    eof = false;
    std::string chunk;
    if (isFileObject(t->buffer)) {
        if (!fileRead(asFile(t->buffer), size, chunk)) return false;
    } else {
        Value arg = Value::fromSmallInt(size);
        Ref data = callMethodNamed(t->buffer, "read", &arg, 1);
        if (!data) return false;
        std::string_view view;
        if (!bytesLikeData(data.get(), view)) {
            raise(gTypeError,
                  "underlying read() should have returned a bytes-like object, not "
                  "'%s'",
                  typeName(data.get()));
            return false;
        }
        chunk = std::string(view);
    }
    if (chunk.empty()) eof = true;
    *t->pending += chunk;
    return true;
}

bool textCheckReadable(TextFile* t) {
    if (isFileObject(t->buffer) && !asFile(t->buffer)->readable) {
        raiseUnsupported("not readable");
        return false;
    }
    return true;
}
bool textCheckWritable(TextFile* t) {
    if (isFileObject(t->buffer) && !asFile(t->buffer)->writable) {
        raiseUnsupported("not writable");
        return false;
    }
    return true;
}

// Applies universal-newline translation to decoded-ready bytes.
std::string translateIn(TextFile* t, std::string_view data) {
    if (t->newline != Newline::Universal) return std::string(data);
    std::string out;
    out.reserve(data.size());
    for (size_t i = 0; i < data.size(); ++i) {
        if (data[i] == '\r') {
            out += '\n';
            if (i + 1 < data.size() && data[i + 1] == '\n') ++i;
        } else {
            out += data[i];
        }
    }
    return out;
}

Ref decodeText(TextFile* t, std::string_view data) {
    return decodeBytes(data, t->encoding->c_str(), t->errors->c_str());
}

bool isUtf8Name(const std::string& name) {
    std::string lower;
    for (char c : name)
        lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    return lower == "utf-8" || lower == "utf8" || lower == "utf_8" || lower == "u8";
}

// One text line's bytes (with its terminator), as readline finds it.
bool textReadLineBytes(TextFile* t, int64_t limit, std::string& out) {
    size_t scanned = 0;
    bool eof = false;
    int64_t chars = 0;
    while (true) {
        std::string& p = *t->pending;
        while (scanned < p.size()) {
            if (limit >= 0 && chars >= limit) {
                out = p.substr(0, scanned);
                p.erase(0, scanned);
                return true;
            }
            char c = p[scanned];
            bool utf8 = t->utf8;
            size_t width = 1;
            unsigned char lead = static_cast<unsigned char>(c);
            if (utf8 && lead >= 0xC0) width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
            if (scanned + width > p.size() && !eof) break;
            bool isEnd = false;
            size_t endWidth = 1;
            switch (t->newline) {
            case Newline::Universal:
            case Newline::Untranslated:
                if (c == '\n') {
                    isEnd = true;
                } else if (c == '\r') {
                    if (scanned + 1 >= p.size() && !eof) goto needMore;
                    isEnd = true;
                    if (scanned + 1 < p.size() && p[scanned + 1] == '\n') endWidth = 2;
                }
                break;
            case Newline::LF:
                isEnd = c == '\n';
                break;
            case Newline::CR:
                isEnd = c == '\r';
                break;
            case Newline::CRLF:
                if (c == '\r') {
                    if (scanned + 1 >= p.size() && !eof) goto needMore;
                    if (scanned + 1 < p.size() && p[scanned + 1] == '\n') {
                        isEnd = true;
                        endWidth = 2;
                    }
                }
                break;
            }
            if (isEnd) {
                // A limit can cut a two-character terminator after its '\r'
                // (in universal mode "\r\n" reads as one character).
                if (t->newline != Newline::Universal && limit >= 0 &&
                    chars + static_cast<int64_t>(endWidth) > limit) {
                    endWidth = static_cast<size_t>(limit - chars);
                }
                out = p.substr(0, scanned + endWidth);
                p.erase(0, scanned + endWidth);
                return true;
            }
            scanned += std::min(width, p.size() - scanned);
            ++chars;
        }
        if (eof) {
            out = p;
            p.clear();
            return true;
        }
    needMore:
        if (!textFill(t, 8192, eof)) return false;
    }
}

Ref textReadLineValue(TextFile* t, int64_t limit) {
    std::string line;
    if (!textReadLineBytes(t, limit, line)) return nullptr;
    return decodeText(t, translateIn(t, line));
}

Ref textRead(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("read", nargs, kwnames, 0, 1)) return nullptr;
    TextFile* t = asText(self);
    int64_t size;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), size)) return nullptr;
    if (!textCheckOpen(t) || !textCheckReadable(t)) return nullptr;
    if (size < 0) {
        bool eof = false;
        while (!eof) {
            if (!textFill(t, -1, eof)) return nullptr;
            if (!isFileObject(t->buffer)) continue;
            eof = true;
        }
        std::string data = std::move(*t->pending);
        t->pending->clear();
        return decodeText(t, translateIn(t, data));
    }
    // Count characters (and translated newlines) until `size` are taken.
    std::string taken;
    int64_t chars = 0;
    bool eof = false;
    bool utf8 = t->utf8;
    while (chars < size) {
        std::string& p = *t->pending;
        if (p.empty() || (p.back() == '\r' && p.size() == 1 && !eof)) {
            if (eof) break;
            if (!textFill(t, std::max<int64_t>(size, 8192), eof)) return nullptr;
            if (eof && p.empty()) break;
            continue;
        }
        unsigned char lead = static_cast<unsigned char>(p[0]);
        size_t width = 1;
        if (utf8 && lead >= 0xC0) width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        if (p[0] == '\r' && t->newline == Newline::Universal && p.size() >= 2 && p[1] == '\n') {
            width = 2;
        }
        if (width > p.size() && !eof) {
            if (!textFill(t, 8192, eof)) return nullptr;
            continue;
        }
        width = std::min(width, p.size());
        taken.append(p, 0, width);
        p.erase(0, width);
        ++chars;
    }
    return decodeText(t, translateIn(t, taken));
}

Ref textReadLine(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("readline", nargs, kwnames, 0, 1)) return nullptr;
    TextFile* t = asText(self);
    int64_t limit;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), limit)) return nullptr;
    if (!textCheckOpen(t) || !textCheckReadable(t)) return nullptr;
    return textReadLineValue(t, limit);
}

Ref textNext(Value self) {
    TextFile* t = asText(self);
    if (!textCheckOpen(t) || !textCheckReadable(t)) return nullptr;
    Ref line = textReadLineValue(t, -1);
    if (!line) return nullptr;
    if (asStr(line.get())->length == 0) return nullptr;
    return line;
}

Ref textIter(Value self) {
    if (!textCheckOpen(asText(self))) return nullptr;
    return Ref::borrow(self);
}

bool textWriteBytes(TextFile* t, std::string_view data) {
    if (isFileObject(t->buffer)) {
        FileObject* f = asFile(t->buffer);
        if (!t->pending->empty()) {
            // Give the read-ahead back so the write lands at tell().
            int64_t position;
            if (!fileTell(f, position)) return false;
            position -= static_cast<int64_t>(t->pending->size());
            t->pending->clear();
            if (!fileSeek(f, position, SEEK_SET, position)) return false;
        }
        return fileWrite(f, data);
    }
    Ref bytes = bytesFromData(data);
    if (!bytes) return false;
    Value arg = bytes.get();
    return !callMethodNamed(t->buffer, "write", &arg, 1).isNull();
}

Ref textWrite(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("write", nargs, kwnames)) return nullptr;
    TextFile* t = asText(self);
    if (!isStr(argv[0])) {
        return raise(gTypeError, "write() argument must be str, not %s", typeName(argv[0]));
    }
    if (!textCheckOpen(t) || !textCheckWritable(t)) return nullptr;
    Str* text = asStr(argv[0]);
    Ref encoded;
    if (t->newline == Newline::CR || t->newline == Newline::CRLF) {
        std::string_view utf8 = strUtf8(text);
        std::string translated;
        for (char c : utf8) {
            if (c == '\n') {
                translated += t->newline == Newline::CR ? "\r" : "\r\n";
            } else {
                translated += c;
            }
        }
        Ref converted = strFromUtf8(translated);
        if (!converted) return nullptr;
        encoded = strEncode(asStr(converted.get()), t->encoding->c_str(), t->errors->c_str());
    } else {
        encoded = strEncode(text, t->encoding->c_str(), t->errors->c_str());
    }
    if (!encoded) return nullptr;
    if (!textWriteBytes(t, bytesView(asBytes(encoded.get())))) return nullptr;
    return Ref::fromSmallInt(text->length);
}

Ref textTell(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("tell", nargs, kwnames)) return nullptr;
    TextFile* t = asText(self);
    if (!textCheckOpen(t)) return nullptr;
    int64_t position;
    if (isFileObject(t->buffer)) {
        if (!fileTell(asFile(t->buffer), position)) return nullptr;
    } else {
        Ref value = callMethodNamed(t->buffer, "tell", nullptr, 0);
        if (!value || !indexToInt64(value.get(), position, gOverflowError)) return nullptr;
    }
    return intFromInt64(position - static_cast<int64_t>(t->pending->size()));
}

Ref textSeek(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("seek", nargs, kwnames, 1, 2)) return nullptr;
    TextFile* t = asText(self);
    if (!textCheckOpen(t)) return nullptr;
    int64_t offset, whence = 0;
    if (!indexToInt64(argv[0], offset, gOverflowError)) return nullptr;
    if (callArgCount(nargs) == 2 && !indexToInt64(argv[1], whence, gOverflowError)) return nullptr;
    if (whence == 1) {
        if (offset != 0) return raiseUnsupported("can't do nonzero cur-relative seeks");
        return textTell(self, nullptr, 0, nullptr);
    }
    if (whence == 2 && offset != 0) return raiseUnsupported("can't do nonzero end-relative seeks");
    if (whence < 0 || whence > 2) {
        return raise(gValueError, "invalid whence (%lld, should be 0, 1 or 2)",
                     static_cast<long long>(whence));
    }
    if (whence == 0 && offset < 0) {
        return raise(gValueError, "negative seek position %lld", static_cast<long long>(offset));
    }
    t->pending->clear();
    int64_t position;
    if (isFileObject(t->buffer)) {
        if (!fileSeek(asFile(t->buffer), offset, static_cast<int>(whence), position))
            return nullptr;
    } else {
        Value seekArgs[2] = {Value::fromSmallInt(offset), Value::fromSmallInt(whence)};
        Ref value = callMethodNamed(t->buffer, "seek", seekArgs, 2);
        if (!value || !indexToInt64(value.get(), position, gOverflowError)) return nullptr;
    }
    return intFromInt64(position);
}

Ref textTruncate(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("truncate", nargs, kwnames, 0, 1)) return nullptr;
    TextFile* t = asText(self);
    if (!textCheckOpen(t)) return nullptr;
    if (isFileObject(t->buffer) && !asFile(t->buffer)->writable)
        return raiseUnsupported("truncate");
    Ref position;
    if (callArgCount(nargs) == 0 || argv[0].is(noneValue())) {
        position = textTell(self, nullptr, 0, nullptr);
        if (!position) return nullptr;
    } else {
        position = Ref::borrow(argv[0]);
    }
    t->pending->clear();
    Value arg = position.get();
    return callMethodNamed(t->buffer, "truncate", &arg, 1);
}

Ref textClose(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("close", nargs, kwnames)) return nullptr;
    TextFile* t = asText(self);
    if (t->buffer.isNull()) return noneRef();
    bool closed;
    if (!textClosed(t, closed)) return nullptr;
    if (closed) return noneRef();
    t->pending->clear();
    return callMethodNamed(t->buffer, "close", nullptr, 0);
}

Ref textFlush(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("flush", nargs, kwnames)) return nullptr;
    if (!textCheckOpen(asText(self))) return nullptr;
    return noneRef();
}

Ref textForward(Value self, const char* name) {
    TextFile* t = asText(self);
    if (t->buffer.isNull()) return raise(gValueError, "underlying buffer has been detached");
    return callMethodNamed(t->buffer, name, nullptr, 0);
}
Ref textFileno(Value s, const Value*, size_t n, Tuple* k) {
    if (!args::noArgs("fileno", n, k)) return nullptr;
    return textForward(s, "fileno");
}
Ref textIsatty(Value s, const Value*, size_t n, Tuple* k) {
    if (!args::noArgs("isatty", n, k)) return nullptr;
    return textForward(s, "isatty");
}
Ref textReadable(Value s, const Value*, size_t n, Tuple* k) {
    if (!args::noArgs("readable", n, k)) return nullptr;
    return textForward(s, "readable");
}
Ref textWritable(Value s, const Value*, size_t n, Tuple* k) {
    if (!args::noArgs("writable", n, k)) return nullptr;
    return textForward(s, "writable");
}
Ref textSeekable(Value s, const Value*, size_t n, Tuple* k) {
    if (!args::noArgs("seekable", n, k)) return nullptr;
    return textForward(s, "seekable");
}

Ref textEnter(Value self, const Value*, size_t, Tuple*) {
    if (!textCheckOpen(asText(self))) return nullptr;
    return Ref::borrow(self);
}
Ref textExit(Value self, const Value*, size_t, Tuple*) {
    return textClose(self, nullptr, 0, nullptr);
}

Ref textDetach(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("detach", nargs, kwnames)) return nullptr;
    TextFile* t = asText(self);
    if (!textCheckOpen(t)) return nullptr;
    Ref buffer = Ref::steal(t->buffer);
    t->buffer = Value();
    return buffer;
}

Ref textName(Value self) {
    TextFile* t = asText(self);
    if (t->buffer.isNull()) return raise(gValueError, "underlying buffer has been detached");
    return getAttr(t->buffer, internStr("name"));
}
Ref textMode(Value self) {
    TextFile* t = asText(self);
    if (t->modeText.isNull())
        return raise(gAttributeError, "'_io.TextIOWrapper' object has no attribute 'mode'");
    return Ref::borrow(t->modeText);
}
Ref textClosedGet(Value self) {
    bool closed;
    if (asText(self)->buffer.isNull())
        return raise(gValueError, "underlying buffer has been detached");
    if (!textClosed(asText(self), closed)) return nullptr;
    return boolRef(closed);
}
Ref textEncoding(Value self) {
    return strFromUtf8(*asText(self)->encoding);
}
Ref textErrors(Value self) {
    return strFromUtf8(*asText(self)->errors);
}
Ref textBuffer(Value self) {
    TextFile* t = asText(self);
    if (t->buffer.isNull()) return raise(gValueError, "underlying buffer has been detached");
    return Ref::borrow(t->buffer);
}
Ref textLineBuffering(Value self) {
    return boolRef(asText(self)->lineBuffering);
}
Ref textNewlines(Value) {
    return noneRef();
}
Ref textWriteThrough(Value) {
    return boolRef(false);
}

Ref textRepr(Value self) {
    TextFile* t = asText(self);
    std::string out = "<_io.TextIOWrapper";
    if (!t->buffer.isNull()) {
        Ref name = getAttrOptional(t->buffer, internStr("name"));
        if (!name && hasPendingException()) clearPendingException();
        if (name) {
            Ref text = repr(name.get());
            if (!text) return nullptr;
            out += " name=" + std::string(strUtf8(asStr(text.get())));
        }
    }
    if (!t->modeText.isNull()) {
        Ref text = repr(t->modeText);
        if (!text) return nullptr;
        out += " mode=" + std::string(strUtf8(asStr(text.get())));
    }
    out += " encoding='" + *t->encoding + "'>";
    return strFromUtf8(out);
}

void textDealloc(Object* self) {
    TextFile* t = static_cast<TextFile*>(self);
    if (!t->buffer.isNull()) decref(t->buffer);
    if (!t->modeText.isNull()) decref(t->modeText);
    delete t->encoding;
    delete t->errors;
    delete t->pending;
    if (t->dict != nullptr) decref(t->dict);
    freeObjectMemory(self);
}

bool parseNewline(Value v, Newline& out, bool forStringIO = false) {
    if (v.isNull() || v.is(noneValue())) {
        out = Newline::Universal;
        return true;
    }
    if (!isStr(v)) {
        if (forStringIO) {
            raise(gTypeError, "newline must be str or None, not %s", typeName(v));
        } else {
            raise(gTypeError, "TextIOWrapper() argument 'newline' must be str or None, not %s",
                  typeName(v));
        }
        return false;
    }
    std::string_view text = strUtf8(asStr(v));
    if (text.empty()) {
        out = Newline::Untranslated;
    } else if (text == "\n") {
        out = Newline::LF;
    } else if (text == "\r") {
        out = Newline::CR;
    } else if (text == "\r\n") {
        out = Newline::CRLF;
    } else {
        Ref shown = repr(v);
        if (!shown) return false;
        raise(gValueError, "illegal newline value: %s",
              forStringIO ? std::string(strUtf8(asStr(shown.get()))).c_str()
                          : std::string(text).c_str());
        return false;
    }
    return true;
}

Ref makeText(Type* type, Value buffer, Value encoding, Value errors, Value newline,
             bool lineBuffering, Value modeText) {
    Newline mode;
    if (!parseNewline(newline, mode)) return nullptr;
    std::string encodingName = "UTF-8";
    if (!encoding.isNull() && !encoding.is(noneValue())) {
        if (!isStr(encoding)) {
            return raise(gTypeError,
                         "TextIOWrapper() argument 'encoding' must be str or None, not %s",
                         typeName(encoding));
        }
        encodingName = std::string(strUtf8(asStr(encoding)));
        // Unknown codecs fail now, as CPython's lookup does.
        Ref probe = decodeBytes("", encodingName.c_str(), "strict");
        if (!probe) return nullptr;
    }
    std::string errorsName = "strict";
    if (!errors.isNull() && !errors.is(noneValue())) {
        if (!isStr(errors)) {
            return raise(gTypeError,
                         "TextIOWrapper() argument 'errors' must be str or None, not %s",
                         typeName(errors));
        }
        errorsName = std::string(strUtf8(asStr(errors)));
    }
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    TextFile* t = static_cast<TextFile*>(object);
    incref(buffer);
    t->buffer = buffer;
    if (!modeText.isNull()) {
        incref(modeText);
        t->modeText = modeText;
    }
    t->encoding = new std::string(encodingName);
    t->utf8 = isUtf8Name(encodingName);
    t->errors = new std::string(errorsName);
    t->pending = new std::string();
    t->newline = mode;
    t->lineBuffering = lineBuffering;
    return Ref::steal(Value::fromObject(t));
}

Ref textNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"buffer",  "encoding",       "errors",
                                         "newline", "line_buffering", "write_through"};
    static const NativeSignature kSignature = {"TextIOWrapper", kNames, 6, 0, 6, 1};
    Value bound[6] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    bool lineBuffering = false;
    if (!bound[4].isNull()) {
        int truth = truthy(bound[4]);
        if (truth < 0) return nullptr;
        lineBuffering = truth != 0;
    }
    return makeText(type, bound[0], bound[1], bound[2], bound[3], lineBuffering, Value());
}

bool textInit(Value, const Value*, size_t, Tuple*) {
    return true;
}

const MethodDef kTextMethods[] = {
    {"read", textRead, kMethodInstance, nullptr},
    {"readline", textReadLine, kMethodInstance, nullptr},
    {"readlines", fileReadLines, kMethodInstance, nullptr},
    {"write", textWrite, kMethodInstance, nullptr},
    {"writelines", fileWriteLines, kMethodInstance, nullptr},
    {"tell", textTell, kMethodInstance, nullptr},
    {"seek", textSeek, kMethodInstance, nullptr},
    {"truncate", textTruncate, kMethodInstance, nullptr},
    {"flush", textFlush, kMethodInstance, nullptr},
    {"close", textClose, kMethodInstance, nullptr},
    {"detach", textDetach, kMethodInstance, nullptr},
    {"fileno", textFileno, kMethodInstance, nullptr},
    {"isatty", textIsatty, kMethodInstance, nullptr},
    {"readable", textReadable, kMethodInstance, nullptr},
    {"writable", textWritable, kMethodInstance, nullptr},
    {"seekable", textSeekable, kMethodInstance, nullptr},
    {"__enter__", textEnter, kMethodInstance, nullptr},
    {"__exit__", textExit, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kTextGetSets[] = {
    {"name", textName, nullptr, nullptr},
    {"mode", textMode, nullptr, nullptr},
    {"closed", textClosedGet, nullptr, nullptr},
    {"encoding", textEncoding, nullptr, nullptr},
    {"errors", textErrors, nullptr, nullptr},
    {"buffer", textBuffer, nullptr, nullptr},
    {"line_buffering", textLineBuffering, nullptr, nullptr},
    {"newlines", textNewlines, nullptr, nullptr},
    {"write_through", textWriteThrough, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- open() ----------------------------------------------------------------------------

Ref ioOpen(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"file",   "mode",    "buffering", "encoding",
                                         "errors", "newline", "closefd",   "opener"};
    static const NativeSignature kSignature = {"open", kNames, 8, 0, 8, 1};
    Value bound[8] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value file = bound[0];
    Ref pathHolder;
    if (!isStr(file) && !isBytes(file) && !isInt(file)) {
        Ref fspath = getAttrOptional(file, internStr("__fspath__"));
        if (fspath) {
            pathHolder = callNoArgs(fspath.get());
            if (!pathHolder) return nullptr;
            file = pathHolder.get();
        } else if (hasPendingException()) {
            return nullptr;
        }
    }
    if (!isStr(file) && !isBytes(file) && !isInt(file)) {
        return raise(gTypeError, "expected str, bytes or os.PathLike object, not %s",
                     typeName(file));
    }
    std::string mode = "r";
    if (!bound[1].isNull()) {
        if (!isStr(bound[1])) {
            return raise(gTypeError, "open() argument 'mode' must be str, not %s",
                         typeName(bound[1]));
        }
        mode = std::string(strUtf8(asStr(bound[1])));
    }
    int64_t buffering = -1;
    if (!bound[2].isNull() && !indexToInt64(bound[2], buffering, gOverflowError)) return nullptr;
    bool creating = false, reading = false, writing = false, appending = false, updating = false;
    bool text = false, binary = false;
    for (char c : mode) {
        bool repeated = false;
        switch (c) {
        case 'x':
            repeated = creating;
            creating = true;
            break;
        case 'r':
            repeated = reading;
            reading = true;
            break;
        case 'w':
            repeated = writing;
            writing = true;
            break;
        case 'a':
            repeated = appending;
            appending = true;
            break;
        case '+':
            repeated = updating;
            updating = true;
            break;
        case 't':
            repeated = text;
            text = true;
            break;
        case 'b':
            repeated = binary;
            binary = true;
            break;
        default:
            repeated = true;
            break;
        }
        if (repeated) return raise(gValueError, "invalid mode: '%s'", mode.c_str());
    }
    if (text && binary) return raise(gValueError, "can't have text and binary mode at once");
    int kinds = creating + reading + writing + appending;
    if (kinds > 1) {
        return raise(gValueError, "must have exactly one of create/read/write/append mode");
    }
    if (kinds == 0) {
        return raise(gValueError, "Must have exactly one of create/read/write/append mode and "
                                  "at most one plus");
    }
    bool hasEncoding = !bound[3].isNull() && !bound[3].is(noneValue());
    bool hasErrors = !bound[4].isNull() && !bound[4].is(noneValue());
    bool hasNewline = !bound[5].isNull() && !bound[5].is(noneValue());
    if (binary && hasEncoding) {
        return raise(gValueError, "binary mode doesn't take an encoding argument");
    }
    if (binary && hasErrors)
        return raise(gValueError, "binary mode doesn't take an errors argument");
    if (binary && hasNewline)
        return raise(gValueError, "binary mode doesn't take a newline argument");
    if (!binary && buffering == 0) return raise(gValueError, "can't have unbuffered text I/O");
    Newline newlineMode;
    if (!binary && !parseNewline(bound[5], newlineMode)) return nullptr;
    if (!binary && hasEncoding) {
        if (!isStr(bound[3])) {
            return raise(gTypeError, "open() argument 'encoding' must be str or None, not %s",
                         typeName(bound[3]));
        }
        Ref probe = decodeBytes("", std::string(strUtf8(asStr(bound[3]))).c_str(), "strict");
        if (!probe) return nullptr;
    }
    bool closefd = true;
    if (!bound[6].isNull()) {
        int truth = truthy(bound[6]);
        if (truth < 0) return nullptr;
        closefd = truth != 0;
    }
    if (!closefd && !isInt(file))
        return raise(gValueError, "Cannot use closefd=False with file name");
    bool readable = reading || updating;
    bool writable = writing || appending || creating || updating;
    FileKind kind = binary && buffering == 0 ? FileKind::Raw
                    : updating               ? FileKind::Random
                    : reading                ? FileKind::Reader
                                             : FileKind::Writer;
    Ref binaryFile =
        openBinary(file, readable, writable, appending, creating, writing, closefd, kind);
    if (!binaryFile) return nullptr;
    if (binary) return binaryFile;
    Ref modeText = Ref::borrow(bound[1].isNull() ? Value() : bound[1]);
    if (!modeText) modeText = strFromAscii("r");
    if (!modeText) return nullptr;
    return makeText(&gTextIOWrapperType, binaryFile.get(), bound[3], bound[4], bound[5],
                    buffering == 1, modeText.get());
}

const MethodDef kOpenDef = {"open", ioOpen, 0, "Open file and return a stream."};

// io.text_encoding(encoding, stacklevel=2): the encoding, or "locale" for None.
Ref ioTextEncoding(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"encoding", "stacklevel"};
    static const NativeSignature kSignature = {"text_encoding", kNames, 2, 0, 2, 1};
    Value bound[2] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    if (bound[0].is(noneValue())) return strFromAscii("locale");
    return Ref::borrow(bound[0]);
}

const MethodDef kTextEncodingDef = {"text_encoding", ioTextEncoding, 0,
                                    "A helper function to choose the text encoding."};

// fileno() and detach() of the in-memory streams.
Ref memoryFileno(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("fileno", nargs, kwnames)) return nullptr;
    return raiseUnsupported("fileno");
}
Ref memoryDetach(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("detach", nargs, kwnames)) return nullptr;
    return raiseUnsupported("detach");
}

// ---- BytesIO ----------------------------------------------------------------------------

struct BytesIOObject : Object {
    std::string* data;
    int64_t position;
    bool closed;
    Dict* dict;
};

Type gBytesIOType = staticType("_io.BytesIO", sizeof(BytesIOObject), 0, kTypeBaseType);

BytesIOObject* asBytesIO(Value v) {
    return static_cast<BytesIOObject*>(v.object());
}

bool bytesIOOpen(BytesIOObject* b) {
    if (b->closed) {
        raise(gValueError, "I/O operation on closed file.");
        return false;
    }
    return true;
}

Ref bytesIONew(Type* type, const Value*, size_t, Tuple*) {
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    static_cast<BytesIOObject*>(object)->data = new std::string();
    return Ref::steal(Value::fromObject(object));
}

bool bytesIOInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"initial_bytes"};
    static const NativeSignature kSignature = {"BytesIO", kNames, 1, 0, 1, 0};
    Value bound[1] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return false;
    BytesIOObject* b = asBytesIO(self);
    b->data->clear();
    b->position = 0;
    if (!bound[0].isNull() && !bound[0].is(noneValue())) {
        BufferGuard guard;
        if (!getBuffer(bound[0], guard.view)) return false;
        *b->data = std::string(guard.bytes());
    }
    return true;
}

void bytesIODealloc(Object* self) {
    BytesIOObject* b = static_cast<BytesIOObject*>(self);
    delete b->data;
    if (b->dict != nullptr) decref(b->dict);
    freeObjectMemory(self);
}

Ref bytesIOGetValue(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("getvalue", nargs, kwnames)) return nullptr;
    if (!bytesIOOpen(asBytesIO(self))) return nullptr;
    return bytesFromData(*asBytesIO(self)->data);
}

Ref bytesIORead(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("read", nargs, kwnames, 0, 1)) return nullptr;
    BytesIOObject* b = asBytesIO(self);
    int64_t size;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), size)) return nullptr;
    if (!bytesIOOpen(b)) return nullptr;
    int64_t available = std::max<int64_t>(0, static_cast<int64_t>(b->data->size()) - b->position);
    if (size < 0 || size > available) size = available;
    Ref out = bytesFromData(std::string_view(*b->data).substr(
        static_cast<size_t>(std::min<int64_t>(b->position, b->data->size())),
        static_cast<size_t>(size)));
    b->position += size;
    return out;
}

Ref bytesIOReadLine(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("readline", nargs, kwnames, 0, 1)) return nullptr;
    BytesIOObject* b = asBytesIO(self);
    int64_t limit;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), limit)) return nullptr;
    if (!bytesIOOpen(b)) return nullptr;
    std::string_view data(*b->data);
    if (b->position >= static_cast<int64_t>(data.size())) return bytesFromData("");
    data.remove_prefix(static_cast<size_t>(b->position));
    size_t end = data.find('\n');
    end = end == std::string_view::npos ? data.size() : end + 1;
    if (limit >= 0 && static_cast<size_t>(limit) < end) end = static_cast<size_t>(limit);
    b->position += static_cast<int64_t>(end);
    return bytesFromData(data.substr(0, end));
}

Ref bytesIONext(Value self) {
    Ref line = bytesIOReadLine(self, nullptr, 0, nullptr);
    if (!line || asBytes(line.get())->size == 0) return nullptr;
    return line;
}

Ref bytesIOWrite(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("write", nargs, kwnames)) return nullptr;
    BytesIOObject* b = asBytesIO(self);
    if (!bytesIOOpen(b)) return nullptr;
    BufferGuard guard;
    if (!getBuffer(argv[0], guard.view)) return nullptr;
    std::string_view data = guard.bytes();
    if (b->position > static_cast<int64_t>(b->data->size())) {
        b->data->resize(static_cast<size_t>(b->position), '\0');
    }
    size_t at = static_cast<size_t>(b->position);
    if (at + data.size() > b->data->size()) b->data->resize(at + data.size());
    b->data->replace(at, data.size(), data);
    b->position += static_cast<int64_t>(data.size());
    return Ref::fromSmallInt(static_cast<int64_t>(data.size()));
}

Ref bytesIOSeek(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("seek", nargs, kwnames, 1, 2)) return nullptr;
    BytesIOObject* b = asBytesIO(self);
    int64_t offset, whence = 0;
    if (!indexToInt64(argv[0], offset, gOverflowError)) return nullptr;
    if (callArgCount(nargs) == 2 && !indexToInt64(argv[1], whence, gOverflowError)) return nullptr;
    if (!bytesIOOpen(b)) return nullptr;
    if (whence == 0 && offset < 0) {
        return raise(gValueError, "negative seek value %lld", static_cast<long long>(offset));
    }
    if (whence == 1)
        offset += b->position;
    else if (whence == 2)
        offset += static_cast<int64_t>(b->data->size());
    else if (whence != 0) {
        return raise(gValueError, "invalid whence (%lld, should be 0, 1 or 2)",
                     static_cast<long long>(whence));
    }
    b->position = std::max<int64_t>(0, offset);
    return intFromInt64(b->position);
}

Ref bytesIOTell(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("tell", nargs, kwnames)) return nullptr;
    if (!bytesIOOpen(asBytesIO(self))) return nullptr;
    return intFromInt64(asBytesIO(self)->position);
}

Ref bytesIOTruncate(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("truncate", nargs, kwnames, 0, 1)) return nullptr;
    BytesIOObject* b = asBytesIO(self);
    if (!bytesIOOpen(b)) return nullptr;
    int64_t size;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), size)) return nullptr;
    if (size < 0 && callArgCount(nargs) && !argv[0].is(noneValue())) {
        return raise(gValueError, "negative size value %lld", static_cast<long long>(size));
    }
    if (size < 0) size = b->position;
    if (size < static_cast<int64_t>(b->data->size())) b->data->resize(static_cast<size_t>(size));
    return intFromInt64(size);
}

Ref bytesIOClose(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("close", nargs, kwnames)) return nullptr;
    asBytesIO(self)->closed = true;
    return noneRef();
}

Ref bytesIOTrue(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("readable", nargs, kwnames)) return nullptr;
    if (!bytesIOOpen(asBytesIO(self))) return nullptr;
    return boolRef(true);
}
Ref bytesIOFalse(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("isatty", nargs, kwnames)) return nullptr;
    if (!bytesIOOpen(asBytesIO(self))) return nullptr;
    return boolRef(false);
}
Ref bytesIOFlush(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("flush", nargs, kwnames)) return nullptr;
    if (!bytesIOOpen(asBytesIO(self))) return nullptr;
    return noneRef();
}
Ref bytesIOEnter(Value self, const Value*, size_t, Tuple*) {
    if (!bytesIOOpen(asBytesIO(self))) return nullptr;
    return Ref::borrow(self);
}
Ref bytesIOExit(Value self, const Value*, size_t, Tuple*) {
    asBytesIO(self)->closed = true;
    return noneRef();
}
Ref bytesIOIter(Value self) {
    if (!bytesIOOpen(asBytesIO(self))) return nullptr;
    return Ref::borrow(self);
}
Ref bytesIOReadInto(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("readinto", nargs, kwnames)) return nullptr;
    BytesIOObject* b = asBytesIO(self);
    if (!bytesIOOpen(b)) return nullptr;
    BufferGuard target;
    if (!getBuffer(argv[0], target.view, true)) return nullptr;
    int64_t available = std::max<int64_t>(0, static_cast<int64_t>(b->data->size()) - b->position);
    int64_t count = std::min(available, target.view.length);
    if (count > 0)
        std::memcpy(target.view.data, b->data->data() + b->position, static_cast<size_t>(count));
    b->position += count;
    return Ref::fromSmallInt(count);
}
Ref bytesIOClosed(Value self) {
    return boolRef(asBytesIO(self)->closed);
}

const MethodDef kBytesIOMethods[] = {
    {"getvalue", bytesIOGetValue, kMethodInstance, nullptr},
    {"read", bytesIORead, kMethodInstance, nullptr},
    {"read1", bytesIORead, kMethodInstance, nullptr},
    {"readinto", bytesIOReadInto, kMethodInstance, nullptr},
    {"readline", bytesIOReadLine, kMethodInstance, nullptr},
    {"readlines", fileReadLines, kMethodInstance, nullptr},
    {"write", bytesIOWrite, kMethodInstance, nullptr},
    {"writelines", fileWriteLines, kMethodInstance, nullptr},
    {"seek", bytesIOSeek, kMethodInstance, nullptr},
    {"tell", bytesIOTell, kMethodInstance, nullptr},
    {"truncate", bytesIOTruncate, kMethodInstance, nullptr},
    {"close", bytesIOClose, kMethodInstance, nullptr},
    {"flush", bytesIOFlush, kMethodInstance, nullptr},
    {"readable", bytesIOTrue, kMethodInstance, nullptr},
    {"writable", bytesIOTrue, kMethodInstance, nullptr},
    {"seekable", bytesIOTrue, kMethodInstance, nullptr},
    {"isatty", bytesIOFalse, kMethodInstance, nullptr},
    {"fileno", memoryFileno, kMethodInstance, nullptr},
    {"detach", memoryDetach, kMethodInstance, nullptr},
    {"readinto1", bytesIOReadInto, kMethodInstance, nullptr},
    {"__enter__", bytesIOEnter, kMethodInstance, nullptr},
    {"__exit__", bytesIOExit, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kBytesIOGetSets[] = {
    {"closed", bytesIOClosed, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- StringIO ---------------------------------------------------------------------------

struct StringIOObject : Object {
    std::u32string* data;
    int64_t position;
    Newline newline;
    bool closed;
    Dict* dict;
};

Type gStringIOType = staticType("_io.StringIO", sizeof(StringIOObject), 0, kTypeBaseType);

StringIOObject* asStringIO(Value v) {
    return static_cast<StringIOObject*>(v.object());
}

bool stringIOOpen(StringIOObject* s) {
    if (s->closed) {
        raise(gValueError, "I/O operation on closed file");
        return false;
    }
    return true;
}

std::u32string codePointsOf(Str* text) {
    std::u32string out;
    out.reserve(static_cast<size_t>(text->length));
    for (int64_t i = 0; i < text->length; ++i)
        out += strCodePointAt(text, i);
    return out;
}

Ref strOfCodePoints(std::u32string_view text) {
    return strFromCodePoints(text.data(), text.size());
}

void stringIOWriteText(StringIOObject* s, std::u32string text) {
    if (s->newline == Newline::Universal) {
        std::u32string translated;
        for (size_t i = 0; i < text.size(); ++i) {
            if (text[i] == U'\r') {
                translated += U'\n';
                if (i + 1 < text.size() && text[i + 1] == U'\n') ++i;
            } else {
                translated += text[i];
            }
        }
        text = translated;
    } else if (s->newline == Newline::CR || s->newline == Newline::CRLF) {
        std::u32string translated;
        for (char32_t c : text) {
            if (c == U'\n') {
                translated += s->newline == Newline::CR ? U"\r" : U"\r\n";
            } else {
                translated += c;
            }
        }
        text = translated;
    }
    if (s->position > static_cast<int64_t>(s->data->size())) {
        s->data->resize(static_cast<size_t>(s->position), U'\0');
    }
    size_t at = static_cast<size_t>(s->position);
    if (at + text.size() > s->data->size()) s->data->resize(at + text.size());
    s->data->replace(at, text.size(), text);
    s->position += static_cast<int64_t>(text.size());
}

Ref stringIONew(Type* type, const Value*, size_t, Tuple*) {
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    static_cast<StringIOObject*>(object)->data = new std::u32string();
    static_cast<StringIOObject*>(object)->newline = Newline::LF;
    return Ref::steal(Value::fromObject(object));
}

bool stringIOInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"initial_value", "newline"};
    static const NativeSignature kSignature = {"StringIO", kNames, 2, 0, 2, 0};
    Value bound[2] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return false;
    StringIOObject* s = asStringIO(self);
    s->newline = Newline::LF;
    if (!bound[1].isNull() && !parseNewline(bound[1], s->newline, true)) return false;
    if (bound[1].isNull()) s->newline = Newline::LF;
    s->data->clear();
    s->position = 0;
    if (!bound[0].isNull() && !bound[0].is(noneValue())) {
        if (!isStr(bound[0])) {
            raise(gTypeError, "initial_value must be str or None, not %s", typeName(bound[0]));
            return false;
        }
        stringIOWriteText(s, codePointsOf(asStr(bound[0])));
        s->position = 0;
    }
    return true;
}

void stringIODealloc(Object* self) {
    StringIOObject* s = static_cast<StringIOObject*>(self);
    delete s->data;
    if (s->dict != nullptr) decref(s->dict);
    freeObjectMemory(self);
}

Ref stringIOGetValue(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("getvalue", nargs, kwnames)) return nullptr;
    if (!stringIOOpen(asStringIO(self))) return nullptr;
    return strOfCodePoints(*asStringIO(self)->data);
}

Ref stringIORead(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("read", nargs, kwnames, 0, 1)) return nullptr;
    StringIOObject* s = asStringIO(self);
    int64_t size;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), size)) return nullptr;
    if (!stringIOOpen(s)) return nullptr;
    int64_t available = std::max<int64_t>(0, static_cast<int64_t>(s->data->size()) - s->position);
    if (size < 0 || size > available) size = available;
    if (size == 0) return strFromAscii("");
    Ref out = strOfCodePoints(std::u32string_view(*s->data).substr(static_cast<size_t>(s->position),
                                                                   static_cast<size_t>(size)));
    s->position += size;
    return out;
}

Ref stringIOReadLine(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("readline", nargs, kwnames, 0, 1)) return nullptr;
    StringIOObject* s = asStringIO(self);
    int64_t limit;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), limit)) return nullptr;
    if (!stringIOOpen(s)) return nullptr;
    std::u32string_view data(*s->data);
    if (s->position >= static_cast<int64_t>(data.size())) return strFromAscii("");
    data.remove_prefix(static_cast<size_t>(s->position));
    size_t end = data.size();
    for (size_t i = 0; i < data.size(); ++i) {
        char32_t c = data[i];
        if (s->newline == Newline::Untranslated) {
            if (c == U'\n') {
                end = i + 1;
                break;
            }
            if (c == U'\r') {
                end = (i + 1 < data.size() && data[i + 1] == U'\n') ? i + 2 : i + 1;
                break;
            }
        } else if (s->newline == Newline::CR) {
            if (c == U'\r') {
                end = i + 1;
                break;
            }
        } else if (s->newline == Newline::CRLF) {
            if (c == U'\r' && i + 1 < data.size() && data[i + 1] == U'\n') {
                end = i + 2;
                break;
            }
        } else if (c == U'\n') {
            end = i + 1;
            break;
        }
    }
    if (limit >= 0 && static_cast<size_t>(limit) < end) end = static_cast<size_t>(limit);
    s->position += static_cast<int64_t>(end);
    return strOfCodePoints(data.substr(0, end));
}

Ref stringIONext(Value self) {
    Ref line = stringIOReadLine(self, nullptr, 0, nullptr);
    if (!line || asStr(line.get())->length == 0) return nullptr;
    return line;
}

Ref stringIOWrite(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("write", nargs, kwnames)) return nullptr;
    StringIOObject* s = asStringIO(self);
    if (!isStr(argv[0])) {
        return raise(gTypeError, "string argument expected, got '%s'", typeName(argv[0]));
    }
    if (!stringIOOpen(s)) return nullptr;
    int64_t count = asStr(argv[0])->length;
    stringIOWriteText(s, codePointsOf(asStr(argv[0])));
    return Ref::fromSmallInt(count);
}

Ref stringIOSeek(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("seek", nargs, kwnames, 1, 2)) return nullptr;
    StringIOObject* s = asStringIO(self);
    int64_t offset, whence = 0;
    if (!indexToInt64(argv[0], offset, gOverflowError)) return nullptr;
    if (callArgCount(nargs) == 2 && !indexToInt64(argv[1], whence, gOverflowError)) return nullptr;
    if (!stringIOOpen(s)) return nullptr;
    if (whence < 0 || whence > 2) {
        return raise(gValueError, "Invalid whence (%lld, should be 0, 1 or 2)",
                     static_cast<long long>(whence));
    }
    if (whence == 0 && offset < 0) {
        return raise(gValueError, "Negative seek position %lld", static_cast<long long>(offset));
    }
    if (whence != 0 && offset != 0) {
        return raise(gOSError, "Can't do nonzero cur-relative seeks");
    }
    if (whence == 2) offset = static_cast<int64_t>(s->data->size());
    if (whence == 1) offset = s->position;
    s->position = offset;
    return intFromInt64(offset);
}

Ref stringIOTell(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("tell", nargs, kwnames)) return nullptr;
    if (!stringIOOpen(asStringIO(self))) return nullptr;
    return intFromInt64(asStringIO(self)->position);
}

Ref stringIOTruncate(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("truncate", nargs, kwnames, 0, 1)) return nullptr;
    StringIOObject* s = asStringIO(self);
    if (!stringIOOpen(s)) return nullptr;
    int64_t size;
    if (!optionalSize(callArgCount(nargs) ? argv[0] : Value(), size)) return nullptr;
    if (size < 0 && callArgCount(nargs) && !argv[0].is(noneValue())) {
        return raise(gValueError, "Negative size value %lld", static_cast<long long>(size));
    }
    if (size < 0) size = s->position;
    if (size < static_cast<int64_t>(s->data->size())) s->data->resize(static_cast<size_t>(size));
    return intFromInt64(size);
}

Ref stringIOClose(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("close", nargs, kwnames)) return nullptr;
    asStringIO(self)->closed = true;
    return noneRef();
}
Ref stringIOTrue(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("readable", nargs, kwnames)) return nullptr;
    if (!stringIOOpen(asStringIO(self))) return nullptr;
    return boolRef(true);
}
Ref stringIOFalse(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("isatty", nargs, kwnames)) return nullptr;
    if (!stringIOOpen(asStringIO(self))) return nullptr;
    return boolRef(false);
}
Ref stringIOFlush(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("flush", nargs, kwnames)) return nullptr;
    if (!stringIOOpen(asStringIO(self))) return nullptr;
    return noneRef();
}
Ref stringIOEnter(Value self, const Value*, size_t, Tuple*) {
    if (!stringIOOpen(asStringIO(self))) return nullptr;
    return Ref::borrow(self);
}
Ref stringIOExit(Value self, const Value*, size_t, Tuple*) {
    asStringIO(self)->closed = true;
    return noneRef();
}
Ref stringIOIter(Value self) {
    if (asStringIO(self)->closed) return raise(gValueError, "I/O operation on closed file.");
    return Ref::borrow(self);
}
Ref stringIOClosed(Value self) {
    return boolRef(asStringIO(self)->closed);
}
Ref stringIOLineBuffering(Value self) {
    if (!stringIOOpen(asStringIO(self))) return nullptr;
    return boolRef(false);
}
Ref stringIONewlines(Value self) {
    if (!stringIOOpen(asStringIO(self))) return nullptr;
    return noneRef();
}

const MethodDef kStringIOMethods[] = {
    {"getvalue", stringIOGetValue, kMethodInstance, nullptr},
    {"read", stringIORead, kMethodInstance, nullptr},
    {"readline", stringIOReadLine, kMethodInstance, nullptr},
    {"readlines", fileReadLines, kMethodInstance, nullptr},
    {"write", stringIOWrite, kMethodInstance, nullptr},
    {"writelines", fileWriteLines, kMethodInstance, nullptr},
    {"seek", stringIOSeek, kMethodInstance, nullptr},
    {"tell", stringIOTell, kMethodInstance, nullptr},
    {"truncate", stringIOTruncate, kMethodInstance, nullptr},
    {"close", stringIOClose, kMethodInstance, nullptr},
    {"flush", stringIOFlush, kMethodInstance, nullptr},
    {"readable", stringIOTrue, kMethodInstance, nullptr},
    {"writable", stringIOTrue, kMethodInstance, nullptr},
    {"seekable", stringIOTrue, kMethodInstance, nullptr},
    {"isatty", stringIOFalse, kMethodInstance, nullptr},
    {"fileno", memoryFileno, kMethodInstance, nullptr},
    {"detach", memoryDetach, kMethodInstance, nullptr},
    {"__enter__", stringIOEnter, kMethodInstance, nullptr},
    {"__exit__", stringIOExit, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kStringIOGetSets[] = {
    {"closed", stringIOClosed, nullptr, nullptr},
    {"line_buffering", stringIOLineBuffering, nullptr, nullptr},
    {"newlines", stringIONewlines, nullptr, nullptr},
    {"encoding", textNewlines, nullptr, nullptr},
    {"errors", textNewlines, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- The module ---------------------------------------------------------------------------

bool gIoTypesReady = false;

bool readyIoTypes() {
    if (gIoTypesReady) return true;
    Type* fileTypes[] = {&gFileIOType, &gBufferedReaderType, &gBufferedWriterType,
                         &gBufferedRandomType};
    for (Type* type : fileTypes) {
        type->dealloc = fileDealloc;
        type->repr = fileRepr;
        type->iter = fileIter;
        type->next = fileNext;
        typeAddMethods(type, kFileMethods);
        typeAddGetSets(type, type == &gFileIOType ? kRawGetSets : kBufferedGetSets);
        if (type == &gFileIOType) type->newFn = fileIONew;
        if (!typeReady(type)) return false;
    }
    gTextIOWrapperType.newFn = textNew;
    gTextIOWrapperType.init = textInit;
    gTextIOWrapperType.dealloc = textDealloc;
    gTextIOWrapperType.repr = textRepr;
    gTextIOWrapperType.iter = textIter;
    gTextIOWrapperType.next = textNext;
    typeAddMethods(&gTextIOWrapperType, kTextMethods);
    typeAddGetSets(&gTextIOWrapperType, kTextGetSets);
    if (!typeReady(&gTextIOWrapperType)) return false;
    gBytesIOType.newFn = bytesIONew;
    gBytesIOType.init = bytesIOInit;
    gBytesIOType.dealloc = bytesIODealloc;
    gBytesIOType.iter = bytesIOIter;
    gBytesIOType.next = bytesIONext;
    typeAddMethods(&gBytesIOType, kBytesIOMethods);
    typeAddGetSets(&gBytesIOType, kBytesIOGetSets);
    if (!typeReady(&gBytesIOType)) return false;
    gStringIOType.newFn = stringIONew;
    gStringIOType.init = stringIOInit;
    gStringIOType.dealloc = stringIODealloc;
    gStringIOType.iter = stringIOIter;
    gStringIOType.next = stringIONext;
    typeAddMethods(&gStringIOType, kStringIOMethods);
    typeAddGetSets(&gStringIOType, kStringIOGetSets);
    if (!typeReady(&gStringIOType)) return false;
    // io.UnsupportedOperation derives from OSError and ValueError.
    Ref name = strFromAscii("UnsupportedOperation");
    Value bases[2] = {Value::fromObject(gOSError), Value::fromObject(gValueError)};
    Ref baseTuple = tupleFromValues(bases, 2);
    Ref ns = dictNew();
    Ref moduleName = strFromAscii("io");
    if (!name || !baseTuple || !ns || !moduleName ||
        !dictSetStr(asDict(ns.get()), internStr("__module__"), moduleName.get())) {
        return false;
    }
    Value typeArgs[3] = {name.get(), baseTuple.get(), ns.get()};
    Ref unsupported = call(Value::fromObject(&gTypeType), typeArgs, 3);
    if (!unsupported) return false;
    gUnsupportedOperation = static_cast<Type*>(unsupported.release().object());
    gIoTypesReady = true;
    return true;
}

} // namespace

Ref builtinOpen(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!readyIoTypes()) return nullptr;
    return ioOpen(self, args, nargs, kwnames);
}

Ref createIoModule() {
    if (!readyIoTypes()) return nullptr;
    Ref module = moduleNew(std::string_view("io"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    // io.open is builtins.open (the same object, as in CPython).
    Value open = interpreter().builtins == nullptr
                     ? Value()
                     : dictGetStr(interpreter().builtins, internStr("open"));
    Ref created;
    if (open.isNull()) {
        created = builtinFunctionNew(&kOpenDef, module.get());
        if (!created) return nullptr;
        open = created.get();
    }
    if (!dictSetStr(dict, internStr("open"), open)) return nullptr;
    Ref textEncoding = builtinFunctionNew(&kTextEncodingDef, module.get());
    if (!textEncoding || !dictSetStr(dict, internStr("text_encoding"), textEncoding.get()) ||
        !dictSetStr(dict, internStr("BlockingIOError"), Value::fromObject(gBlockingIOError))) {
        return nullptr;
    }
    struct Named {
        const char* name;
        Value value;
    };
    const Named entries[] = {
        {"FileIO", Value::fromObject(&gFileIOType)},
        {"BufferedReader", Value::fromObject(&gBufferedReaderType)},
        {"BufferedWriter", Value::fromObject(&gBufferedWriterType)},
        {"BufferedRandom", Value::fromObject(&gBufferedRandomType)},
        {"TextIOWrapper", Value::fromObject(&gTextIOWrapperType)},
        {"BytesIO", Value::fromObject(&gBytesIOType)},
        {"StringIO", Value::fromObject(&gStringIOType)},
        {"UnsupportedOperation", Value::fromObject(gUnsupportedOperation)},
        {"SEEK_SET", Value::fromSmallInt(0)},
        {"SEEK_CUR", Value::fromSmallInt(1)},
        {"SEEK_END", Value::fromSmallInt(2)},
        {"DEFAULT_BUFFER_SIZE", Value::fromSmallInt(8192)},
    };
    for (const Named& entry : entries) {
        if (!dictSetStr(dict, internStr(entry.name), entry.value)) return nullptr;
    }
    return module;
}

} // namespace taipan::modules
