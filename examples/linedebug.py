"""linedebug: a small line debugger built on sys.settrace.

Usage:
    python3 examples/linedebug.py [--commands FILE] script.py [args...]
    taipan  examples/linedebug.py [--commands FILE] script.py [args...]

The script runs as __main__ (sys.argv is [script.py, args...] and sys.path[0]
its folder) under a trace function. The debugger stops before the script's
first line and then wherever the commands say. Commands come from stdin, or
one per line from --commands FILE (blank lines and lines starting with '#'
are skipped). Every command read is echoed after a "(ldb) " prompt, so a
session's output reads as a transcript. When the commands run out the
debugger detaches and the script runs to its end without stops.

Commands (short forms in brackets):
    break LINE | break FILE:LINE | break FUNCNAME   [b]  set a breakpoint
    clear N                 delete breakpoint number N
    info break              list the breakpoints with their hit counts
    step [s]                stop at the next event anywhere (line, return, exception)
    next [n]                stop at the next line of this frame, or when it returns
    until [LINE] [unt]      stop at a line past this one (or at LINE or past it) in
                            this frame, or when it returns
    return [r, finish]      stop when this frame returns
    continue [c, cont]      run until a breakpoint
    print EXPR [p]          evaluate EXPR in the frame and print its repr
    locals                  the frame's local variables, sorted by name
    where [bt, w]           the stack of the script's frames, oldest first
    list [l]                the source lines around the current one
    jump LINE [j]           continue at LINE instead (sets frame.f_lineno)
    quit [q]                end the session (the script stops with an exception)
    help [h]                this list

Only frames whose code lives in the script's folder are traced, and file names
are printed relative to that folder; reprs lose their " at 0x..." addresses.
Both rules make a transcript the same from one interpreter to the next, which
is what examples/debug_sessions/ checks (scripts/run_debug_sessions.py).

The debugger uses sys, os and builtins only: no bdb, pdb, cmd or linecache.
"""

import builtins
import os
import sys

PROMPT = "(ldb) "

# How many lines `list` shows before and after the current one.
LIST_CONTEXT = 2

HELP_TEXT = """\
break LINE | FILE:LINE | FUNCNAME, clear N, info break, step, next, until [LINE],
return, continue, print EXPR, locals, where, list, jump LINE, quit, help"""


class QuitDebugger(BaseException):
    """Raised from the trace function by `quit`. It derives from BaseException
    so the script's own `except Exception` handlers let it through."""


class Breakpoint:
    """A line breakpoint (file base name and line) or a function breakpoint
    (a name matched against co_name or co_qualname)."""

    def __init__(self, number, filename=None, line=None, function=None):
        self.number = number
        self.filename = filename
        self.line = line
        self.function = function
        self.hits = 0

    def where(self):
        if self.function is not None:
            return "function " + self.function
        return "%s:%d" % (self.filename, self.line)


def safe_repr(value):
    """repr(value) without memory addresses, which differ between runs and
    between interpreters ("<function f at 0x7f...>" becomes "<function f>")."""
    try:
        text = repr(value)
    except Exception as exc:
        return "<repr raised %s>" % type(exc).__name__
    while True:
        start = text.find(" at 0x")
        if start < 0:
            return text
        end = start + len(" at 0x")
        while end < len(text) and text[end] in "0123456789abcdefABCDEF":
            end += 1
        text = text[:start] + text[end:]


def plural(count, noun):
    return "%d %s%s" % (count, noun, "" if count == 1 else "s")


def describe_exception(exc):
    message = str(exc)
    return type(exc).__name__ + (": " + message if message else "")


class Debugger:
    """The trace function and the command loop. Invariants: `mode` is one of
    step, next, until, return, continue; `reference` is the frame that next,
    until and return are about (None in the other modes); the debugger never
    stops in a frame whose code lives outside the script's folder."""

    def __init__(self, script_path, commands):
        self.script_path = script_path
        self.script_dir = os.path.dirname(os.path.abspath(script_path))
        self.commands = commands
        self.breakpoints = []
        self.next_number = 1
        self.mode = "step"
        self.reference = None
        self.until_line = 0
        self.stops = 0
        self.detached = False
        # A frame just entered through a function breakpoint: the debugger
        # stops at its first line event, which comes before any other event
        # of that frame, so one slot is enough.
        self.pending_frame = None
        self.pending_breakpoint = None
        self.sources = {}
        self.traced_files = {}

    # ----- what to trace and how to show it -----

    def is_traced(self, code):
        """Whether a code object belongs to the script (its folder), cached
        per file name since every call event asks."""
        filename = code.co_filename
        traced = self.traced_files.get(filename)
        if traced is None:
            folder = os.path.dirname(os.path.abspath(filename))
            traced = folder == self.script_dir
            self.traced_files[filename] = traced
        return traced

    def source_lines(self, filename):
        """The lines of a source file, read once with open() (no linecache:
        Taipan has none, and reading the file ourselves keeps both interpreters
        on the same text)."""
        lines = self.sources.get(filename)
        if lines is None:
            try:
                with open(filename, encoding="utf-8") as handle:
                    lines = handle.read().splitlines()
            except OSError:
                lines = []
            self.sources[filename] = lines
        return lines

    def source_line(self, filename, line):
        lines = self.source_lines(filename)
        if 1 <= line <= len(lines):
            return lines[line - 1].strip()
        return "<no source>"

    def location(self, frame):
        code = frame.f_code
        return "%s:%d %s" % (os.path.basename(code.co_filename), frame.f_lineno,
                             code.co_qualname)

    def print_location(self, frame):
        print("> " + self.location(frame))
        print("-> " + self.source_line(frame.f_code.co_filename, frame.f_lineno))

    # ----- the trace function -----

    def trace(self, frame, event, arg):
        """Both the global trace function (it sees only `call` events) and
        the local one of every traced frame (line, return, exception)."""
        if self.detached:
            return None
        if event == "call":
            if not self.is_traced(frame.f_code):
                return None
            self.on_call(frame)
        elif event == "line":
            self.on_line(frame)
        elif event == "return":
            self.on_return(frame, arg)
        elif event == "exception":
            self.on_exception(frame, arg)
        # A command may have detached the debugger; None then leaves the
        # frame's (already cleared) local trace function unset.
        return None if self.detached else self.trace

    def on_call(self, frame):
        code = frame.f_code
        # A resumed generator also reports `call`; on it f_lineno is the line
        # of the yield, while a fresh frame is still on co_firstlineno (the
        # def line, or the first decorator's). Only a fresh frame hits.
        if frame.f_lineno != code.co_firstlineno:
            return
        for breakpoint in self.breakpoints:
            if breakpoint.function in (code.co_name, code.co_qualname):
                self.pending_frame = frame
                self.pending_breakpoint = breakpoint
                return

    def on_line(self, frame):
        if frame is self.pending_frame:
            breakpoint = self.pending_breakpoint
            self.pending_frame = self.pending_breakpoint = None
            breakpoint.hits += 1
            self.interact(frame, "line", "Breakpoint %d, %s" % (breakpoint.number,
                                                               breakpoint.where()))
            return
        filename = os.path.basename(frame.f_code.co_filename)
        for breakpoint in self.breakpoints:
            if breakpoint.line == frame.f_lineno and breakpoint.filename == filename:
                breakpoint.hits += 1
                self.interact(frame, "line", "Breakpoint %d, %s" % (breakpoint.number,
                                                                   breakpoint.where()))
                return
        if self.mode == "step":
            self.interact(frame, "line", None)
        elif self.mode == "next" and frame is self.reference:
            self.interact(frame, "line", None)
        elif (self.mode == "until" and frame is self.reference
              and frame.f_lineno > self.until_line):
            self.interact(frame, "line", None)

    def on_return(self, frame, value):
        if self.mode == "step" or (self.mode in ("next", "until", "return")
                                   and frame is self.reference):
            self.interact(frame, "return", "--Return-- " + safe_repr(value))
        # Once the reference frame has returned, next/until/return have
        # nothing left to wait for in it: stop at the next event anywhere,
        # which is the caller's next line.
        if frame is self.reference and self.mode in ("next", "until", "return"):
            self.mode = "step"
            self.reference = None

    def on_exception(self, frame, info):
        if self.mode == "step" or (self.mode in ("next", "until") and frame is self.reference):
            self.interact(frame, "exception", "--Exception-- " + describe_exception(info[1]))

    # ----- the command loop -----

    def read_command(self):
        """The next command; None at the end. A terminal gets the prompt
        before the user types; commands from a file or a pipe are echoed
        after it instead, so the output reads as a transcript."""
        interactive = self.commands is sys.stdin and sys.stdin.isatty()
        while True:
            if interactive:
                try:
                    line = input(PROMPT)
                except EOFError:
                    return None
            else:
                line = self.commands.readline()
                if not line:
                    return None
            line = line.strip()
            if line and not line.startswith("#"):
                if not interactive:
                    print(PROMPT + line)
                return line

    def interact(self, frame, event, header):
        """One stop: show where the script is, then run commands until one of
        them resumes it."""
        self.stops += 1
        if header:
            print(header)
        self.print_location(frame)
        while True:
            line = self.read_command()
            if line is None:
                print("[end of commands: the script runs to its end]")
                self.detach(frame)
                return
            name, _, argument = line.partition(" ")
            handler = COMMANDS.get(name)
            if handler is None:
                print("*** Unknown command: %s (try help)" % name)
                continue
            if handler(self, frame, event, argument.strip()):
                return

    def detach(self, frame):
        """Stop tracing for good: the global trace function and the local
        one of every frame on the stack go, so the script runs untraced."""
        self.detached = True
        sys.settrace(None)
        while frame is not None:
            frame.f_trace = None
            frame = frame.f_back

    def resume(self, mode, frame):
        self.mode = mode
        self.reference = frame if mode in ("next", "until", "return") else None
        return True

    # ----- the commands; each returns True when the script should resume -----

    def do_break(self, frame, event, argument):
        if not argument:
            return self.do_info(frame, event, "break")
        filename, line = os.path.basename(frame.f_code.co_filename), None
        if ":" in argument:
            filename, _, number = argument.rpartition(":")
            if not number.isdigit():
                print("*** %r is not a line number" % number)
                return False
            filename, line = os.path.basename(filename), int(number)
        elif argument.isdigit():
            line = int(argument)
        if line is None:
            if not argument.replace(".", "_").isidentifier():
                print("*** %r is neither a line number nor a function name" % argument)
                return False
            breakpoint = Breakpoint(self.next_number, function=argument)
        else:
            lines = self.source_lines(os.path.join(self.script_dir, filename))
            if not lines:
                print("*** No source file %s" % filename)
                return False
            if not 1 <= line <= len(lines):
                print("*** Line %d is out of range (%s has %d lines)" % (line, filename,
                                                                      len(lines)))
                return False
            text = lines[line - 1].strip()
            if not text or text.startswith("#"):
                print("*** Line %d is blank or a comment" % line)
                return False
            breakpoint = Breakpoint(self.next_number, filename=filename, line=line)
        self.next_number += 1
        self.breakpoints.append(breakpoint)
        print("Breakpoint %d at %s" % (breakpoint.number, breakpoint.where()))
        return False

    def do_clear(self, frame, event, argument):
        for breakpoint in self.breakpoints:
            if argument == str(breakpoint.number):
                self.breakpoints.remove(breakpoint)
                print("Deleted breakpoint %d at %s" % (breakpoint.number, breakpoint.where()))
                return False
        print("*** No breakpoint number %s" % (argument or "given"))
        return False

    def do_info(self, frame, event, argument):
        if argument not in ("break", "breakpoints", "b"):
            print("*** info takes one argument: break")
            return False
        if not self.breakpoints:
            print("No breakpoints.")
            return False
        print("Num  Where                        Hits")
        for breakpoint in self.breakpoints:
            print("%-4d %-28s %d" % (breakpoint.number, breakpoint.where(), breakpoint.hits))
        return False

    def do_step(self, frame, event, argument):
        return self.resume("step", frame)

    def do_next(self, frame, event, argument):
        return self.resume("next", frame)

    def do_until(self, frame, event, argument):
        if argument and not argument.isdigit():
            print("*** until takes a line number")
            return False
        # `until` alone waits for a line past this one, so it leaves a loop
        # whose last line we are on; `until LINE` waits for LINE or later.
        self.until_line = int(argument) - 1 if argument else frame.f_lineno
        return self.resume("until", frame)

    def do_return(self, frame, event, argument):
        return self.resume("return", frame)

    def do_continue(self, frame, event, argument):
        if not self.breakpoints:
            # Nothing can stop the script again: run it untraced, as fast
            # as the interpreter goes without a trace function.
            self.detach(frame)
            return True
        return self.resume("continue", frame)

    def do_print(self, frame, event, argument):
        try:
            value = eval(argument, frame.f_globals, frame.f_locals)
        except Exception as exc:
            print("*** " + describe_exception(exc))
            return False
        print(safe_repr(value))
        return False

    def do_locals(self, frame, event, argument):
        names = frame.f_locals
        shown = 0
        for name in sorted(names):
            # A module frame's locals are its globals: the dunder entries
            # (__builtins__, __file__, ...) say nothing about the script and
            # depend on how it was started, so they are left out.
            if name.startswith("__") and name.endswith("__"):
                continue
            value = names[name]
            if type(value).__name__ == "module":
                print("%s = <module %r>" % (name, value.__name__))
            else:
                print("%s = %s" % (name, safe_repr(value)))
            shown += 1
        if not shown:
            print("(no locals)")
        return False

    def do_where(self, frame, event, argument):
        stack = []
        current = frame
        while current is not None:
            if self.is_traced(current.f_code):
                stack.append(current)
            current = current.f_back
        for depth, entry in enumerate(reversed(stack)):
            marker = "> " if depth == len(stack) - 1 else "  "
            print(marker + self.location(entry))
        return False

    def do_list(self, frame, event, argument):
        filename = frame.f_code.co_filename
        lines = self.source_lines(filename)
        base = os.path.basename(filename)
        marked = {bp.line for bp in self.breakpoints if bp.filename == base}
        first = max(1, frame.f_lineno - LIST_CONTEXT)
        last = min(len(lines), frame.f_lineno + LIST_CONTEXT)
        for line in range(first, last + 1):
            marker = "->" if line == frame.f_lineno else "  "
            flag = "B" if line in marked else " "
            print(("%4d %s%s %s" % (line, flag, marker, lines[line - 1])).rstrip())
        return False

    def do_jump(self, frame, event, argument):
        if not argument.lstrip("-").isdigit():
            print("*** jump takes a line number")
            return False
        try:
            frame.f_lineno = int(argument)
        except ValueError as exc:
            # The interpreter decides which jumps are legal (into a loop body,
            # out of a finally, from a non-line event, ...); its message is
            # part of the transcript.
            print("*** Jump refused: " + str(exc))
            return False
        self.print_location(frame)
        return False

    def do_quit(self, frame, event, argument):
        raise QuitDebugger()

    def do_help(self, frame, event, argument):
        print(HELP_TEXT)
        return False


COMMANDS = {}
for _names, _handler in [
        (("break", "b"), Debugger.do_break), (("clear", "cl"), Debugger.do_clear),
        (("info",), Debugger.do_info), (("step", "s"), Debugger.do_step),
        (("next", "n"), Debugger.do_next), (("until", "unt"), Debugger.do_until),
        (("return", "r", "finish"), Debugger.do_return),
        (("continue", "c", "cont"), Debugger.do_continue), (("print", "p"), Debugger.do_print),
        (("locals",), Debugger.do_locals), (("where", "bt", "w"), Debugger.do_where),
        (("list", "l"), Debugger.do_list), (("jump", "j"), Debugger.do_jump),
        (("quit", "q"), Debugger.do_quit), (("help", "h"), Debugger.do_help)]:
    for _name in _names:
        COMMANDS[_name] = _handler


def innermost_script_entry(debugger, traceback):
    """The last traceback entry in the script's own files: where the
    uncaught exception came from, as far as the script is concerned."""
    found = None
    while traceback is not None:
        if debugger.is_traced(traceback.tb_frame.f_code):
            found = traceback
        traceback = traceback.tb_next
    return found


def run(script_path, arguments, commands):
    """Runs the script as __main__ under the debugger and reports how it
    ended. Returns the debugger's own exit status (0 unless it could not
    start: the script's status is part of the transcript instead)."""
    try:
        with open(script_path, encoding="utf-8") as handle:
            source = handle.read()
    except OSError as exc:
        print("linedebug: cannot read %s: %s" % (script_path, exc.strerror), file=sys.stderr)
        return 2
    debugger = Debugger(script_path, commands)
    # The absolute path as the code's file name keeps is_traced() simple;
    # nothing prints it (locations show base names).
    code = compile(source, os.path.abspath(script_path), "exec")
    namespace = {"__name__": "__main__", "__file__": script_path, "__builtins__": builtins}
    sys.argv = [script_path] + arguments
    sys.path[0] = debugger.script_dir

    status = 0
    sys.settrace(debugger.trace)
    try:
        exec(code, namespace)
    except QuitDebugger:
        sys.settrace(None)
        print("Quit after %s." % plural(debugger.stops, "stop"))
        return 0
    except SystemExit as exc:
        sys.settrace(None)
        if exc.code is None:
            status = 0
        elif isinstance(exc.code, int):
            status = exc.code
        else:
            print("SystemExit: %s" % exc.code)
            status = 1
    except BaseException as exc:
        sys.settrace(None)
        print("Uncaught exception: " + describe_exception(exc))
        entry = innermost_script_entry(debugger, exc.__traceback__)
        if entry is not None:
            code = entry.tb_frame.f_code
            print("  raised at %s:%d in %s" % (os.path.basename(code.co_filename),
                                               entry.tb_lineno, code.co_qualname))
        status = 1
    finally:
        sys.settrace(None)
    print("The program exited with status %d after %s." % (status,
                                                            plural(debugger.stops, "stop")))
    return 0


def main(argv):
    arguments = list(argv)
    commands = sys.stdin
    if arguments[:1] == ["--commands"]:
        if len(arguments) < 2:
            print("linedebug: --commands needs a file", file=sys.stderr)
            return 2
        try:
            commands = open(arguments[1], encoding="utf-8")
        except OSError as exc:
            print("linedebug: cannot read %s: %s" % (arguments[1], exc.strerror),
                  file=sys.stderr)
            return 2
        del arguments[:2]
    if not arguments or arguments[0].startswith("-"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    return run(arguments[0], arguments[1:], commands)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
