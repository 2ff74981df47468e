"""Taipan's contextlib module: utilities for with statements.

contextmanager makes a context-manager factory out of a generator function that yields once;
ExitStack holds a run-time list of managers and callbacks and unwinds it newest first,
chaining exceptions the way nested with statements would; suppress, closing, nullcontext,
redirect_stdout, redirect_stderr and chdir are small single-purpose managers.

Invariants: a generator-based manager drives its generator through at most one with block
(entering discards the recipe needed to build a fresh one); every callback registered on an
ExitStack is called exactly once, in reverse order of registration.
"""

import abc as _abc
import sys as _sys

__all__ = [
    'AbstractContextManager', 'ContextDecorator', 'ExitStack', 'chdir', 'closing',
    'contextmanager', 'nullcontext', 'redirect_stderr', 'redirect_stdout', 'suppress',
]


def _has_protocol(klass, names):
    # Structural check for __subclasshook__: every name must be defined (and not set to
    # None) somewhere along the MRO.
    for name in names:
        holder = next((k for k in klass.__mro__ if name in vars(k)), None)
        if holder is None or vars(holder)[name] is None:
            return NotImplemented
    return True


class AbstractContextManager(_abc.ABC):
    """Abstract base class for context managers: entering gives back the manager itself;
    subclasses must define __exit__.  Any class with both methods counts as a subclass."""

    __slots__ = ()

    __class_getitem__ = classmethod(type(list[int]))

    @classmethod
    def __subclasshook__(cls, C):
        if cls is not AbstractContextManager:
            return NotImplemented
        return _has_protocol(C, ('__enter__', '__exit__'))

    def __enter__(self):
        return self

    @_abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None


def _wrap_like(wrapper, original):
    # A small stand-in for functools.update_wrapper, so this module imports nothing.
    for attr in ('__module__', '__name__', '__qualname__', '__doc__'):
        if hasattr(original, attr):
            setattr(wrapper, attr, getattr(original, attr))
    vars(wrapper).update(getattr(original, '__dict__', {}))
    wrapper.__wrapped__ = original
    return wrapper


class ContextDecorator:
    """Mixin letting a context manager decorate a function: each call of the function
    runs inside the manager."""

    def _recreate_cm(self):
        # Managers that cannot be entered twice override this to hand out a fresh copy.
        return self

    def __call__(self, func):
        manager_of = self._recreate_cm

        def decorated(*args, **kwds):
            with manager_of():
                return func(*args, **kwds)
        return _wrap_like(decorated, func)


# What next() returns for a generator that has finished.
_EXHAUSTED = object()


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """The manager returned by calling a @contextmanager function."""

    def __init__(self, genfunc, posargs, kwargs):
        self._recipe = (genfunc, posargs, kwargs)
        self.gen = genfunc(*posargs, **kwargs)
        own_doc = getattr(genfunc, '__doc__', None)
        self.__doc__ = type(self).__doc__ if own_doc is None else own_doc

    def _recreate_cm(self):
        func, args, kwds = self._recipe
        return type(self)(func, args, kwds)

    def __enter__(self):
        # Once entered, this manager is spent; dropping the recipe also frees the arguments.
        del self._recipe
        try:
            first = next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None
        return first

    def _give_up(self, why):
        self.gen.close()
        raise RuntimeError(why)

    def _outcome(self, escaped, sent, traceback):
        # Decides what __exit__ returns once throwing `sent` into the generator made it
        # raise `escaped`; None means `escaped` must propagate.
        if isinstance(escaped, StopIteration):
            # The generator finished, which swallows the exception, unless the
            # StopIteration is the very one that was thrown in.
            return escaped is not sent
        if escaped is sent:
            escaped.__traceback__ = traceback
            return False
        if (isinstance(sent, StopIteration) and isinstance(escaped, RuntimeError)
                and escaped.__cause__ is sent):
            # PEP 479 wrapped the StopIteration we threw in; report the original.
            sent.__traceback__ = traceback
            return False
        return None

    def _throw_in(self, error, tb):
        try:
            self.gen.throw(error)
        except BaseException as escaped:
            verdict = self._outcome(escaped, error, tb)
            if verdict is None:
                raise
            return verdict
        self._give_up("generator didn't stop after throw()")

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            # Only a direct __exit__ call can pass a class without an instance.
            return self._throw_in(exc_type() if exc is None else exc, tb)
        if next(self.gen, _EXHAUSTED) is _EXHAUSTED:
            return False
        self._give_up("generator didn't stop")


def contextmanager(func):
    """Turns a generator function that yields exactly once into a factory of context
    managers: the code before the yield is the setup, the code after it the teardown."""
    def factory(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return _wrap_like(factory, func)


class closing(AbstractContextManager):
    """Calls thing.close() when the block is left, however it is left."""

    def __init__(self, thing):
        self.thing = thing

    def __exit__(self, *ignored):
        self.thing.close()

    def __enter__(self):
        return self.thing


class suppress(AbstractContextManager):
    """Swallows the given exception types if the block raises them; for an exception
    group, the matching members are dropped and any others re-raised as a group."""

    def __init__(self, *exceptions):
        self._swallowed = exceptions

    def __enter__(self):
        return None

    def __exit__(self, kind, error, tb):
        if kind is None:
            return False
        kinds = self._swallowed
        if issubclass(kind, kinds):
            return True
        if not issubclass(kind, BaseExceptionGroup):
            return False
        leftover = error.split(kinds)[1]
        if leftover is not None:
            raise leftover
        return True


class _StreamSwap(AbstractContextManager):
    # Subclasses set _attr to the name of the sys attribute they replace.
    _attr = None

    def __init__(self, new_target):
        self._target = new_target
        # Saved streams form a stack so one instance may be re-entered while active.
        self._saved = []

    def __enter__(self):
        name = self._attr
        self._saved.append(getattr(_sys, name))
        setattr(_sys, name, self._target)
        return self._target

    def __exit__(self, *ignored):
        setattr(_sys, self._attr, self._saved.pop())


class redirect_stdout(_StreamSwap):
    """Sends sys.stdout to another file object while the block runs."""
    _attr = 'stdout'


class redirect_stderr(_StreamSwap):
    """Sends sys.stderr to another file object while the block runs."""
    _attr = 'stderr'


class nullcontext(AbstractContextManager):
    """A manager that does nothing; entering it yields enter_result."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __exit__(self, *ignored):
        return None

    def __enter__(self):
        return self.enter_result


class chdir(AbstractContextManager):
    """Makes `path` the working directory during the block and restores the previous one
    afterwards (re-entrant: the previous directories are kept on a stack)."""

    def __init__(self, path):
        self.path = path
        self._previous = []

    def __enter__(self):
        import os
        here = os.getcwd()
        os.chdir(self.path)
        self._previous.append(here)

    def __exit__(self, *ignored):
        import os
        os.chdir(self._previous.pop())


class ExitStack(AbstractContextManager):
    """Collects context managers and cleanup callbacks, and runs them newest first when
    the with block ends or close() is called."""

    def __init__(self):
        self._pending = []

    def __enter__(self):
        return self

    def pop_all(self):
        """Moves every registration to a new ExitStack, which is returned; this stack is
        left empty."""
        heir = type(self)()
        heir._pending, self._pending = self._pending, []
        return heir

    def _register_exit(self, owner, exit_func):
        def unwinder(exc_type, exc, tb):
            return exit_func(owner, exc_type, exc, tb)
        unwinder.__self__ = owner
        self._pending.append(unwinder)

    def push(self, exit):
        """Registers an exit callback with __exit__'s signature; given a context manager
        instead, registers its __exit__ without entering it.  Returns `exit`."""
        exit_func = getattr(type(exit), '__exit__', None)
        if exit_func is None:
            self._pending.append(exit)
        else:
            self._register_exit(exit, exit_func)
        return exit

    def enter_context(self, cm):
        """Enters cm, schedules its __exit__, and returns what __enter__ returned."""
        kind = type(cm)
        enter_func = getattr(kind, '__enter__', None)
        exit_func = getattr(kind, '__exit__', None)
        if enter_func is None or exit_func is None:
            raise TypeError(
                f"'{kind.__module__}.{kind.__qualname__}' object does not support the "
                f"context manager protocol") from None
        entered = enter_func(cm)
        self._register_exit(cm, exit_func)
        return entered

    def callback(self, callback, /, *args, **kwds):
        """Schedules callback(*args, **kwds) for unwinding; returns callback."""
        def unwinder(exc_type, exc, tb):
            callback(*args, **kwds)
        unwinder.__wrapped__ = callback
        self._pending.append(unwinder)
        return callback

    def close(self):
        """Unwinds everything registered, right now."""
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        entered_with_error = exc_details[0] is not None
        # Exceptions raised by callbacks get chained back to `active`, but never past
        # the exception that was already being handled outside the with statement.
        boundary = _sys.exception()
        active = exc_details[1]
        swallowed = False
        # True while `active` came from a callback rather than from the with block.
        replaced = False
        while self._pending:
            unwinder = self._pending.pop()
            info = (None, None, None) if active is None else (
                type(active), active, active.__traceback__)
            try:
                if unwinder(*info):
                    active, swallowed, replaced = None, True, False
            except BaseException as fresh:
                _splice_context(fresh, active, boundary)
                active, replaced = fresh, True
        if replaced:
            _reraise_keeping_context(active)
        return entered_with_error and swallowed


def _splice_context(fresh, earlier, boundary):
    # Walks fresh's __context__ chain and hangs `earlier` where the chain reaches the
    # outer boundary (or ends), as if each callback had been its own with statement.
    node = fresh
    while True:
        nxt = node.__context__
        if nxt is None or nxt is earlier:
            return
        if nxt is boundary:
            node.__context__ = earlier
            return
        node = nxt


def _reraise_keeping_context(error):
    # A raise inside this module would replace the __context__ built above with whatever
    # is being handled now; restore it on the way out.
    chained = error.__context__
    try:
        raise error
    except BaseException:
        error.__context__ = chained
        raise
