# ExceptionGroup construction errors, split/subgroup/derive, and except*
# matching, wrapping of naked exceptions and re-raising of the rest.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


check(lambda: ExceptionGroup("g", []))
check(lambda: ExceptionGroup("g", [1]))
check(lambda: ExceptionGroup("g", ValueError()))
check(lambda: ExceptionGroup(5, [ValueError()]))
check(lambda: BaseExceptionGroup("g", [ValueError()]).__class__.__name__)
check(lambda: BaseExceptionGroup("g", [KeyboardInterrupt()]).__class__.__name__)
check(lambda: ExceptionGroup("g", [KeyboardInterrupt()]))
check(lambda: repr(ExceptionGroup("g", [ValueError(1), TypeError(2)])))
check(lambda: str(ExceptionGroup("g", [ValueError(1), TypeError(2)])))
check(lambda: ExceptionGroup("g", [ValueError(1)]).message)
check(lambda: ExceptionGroup("g", (ValueError(1),)).exceptions)


def several_clauses():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as g:
        print("V", repr(g))
    except* TypeError as g:
        print("T", repr(g))
    return "both ran"


def naked_exception_wrapped():
    try:
        raise ValueError("naked")
    except* ValueError as g:
        seen = repr(g), repr(g.exceptions[0])
    return seen


def raise_in_handler():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1), KeyError(2)])
        except* ValueError:
            raise TypeError("from handler")
    except ExceptionGroup as g:
        return repr(g), [repr(e) for e in g.exceptions]


def tuple_of_types():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* (ValueError, TypeError) as g:
        count = len(g.exceptions)
    return count


def group_type_refused():
    try:
        raise ValueError(1)
    except* ExceptionGroup:
        pass


def unmatched_rest_reraised():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1), KeyError("k")])
        except* ValueError:
            print("handled the ValueError part")
    except ExceptionGroup as rest:
        return repr(rest)


def bare_reraise_in_star():
    try:
        try:
            raise ExceptionGroup("x", [ValueError(1)])
        except* ValueError:
            raise
    except ExceptionGroup as g:
        return repr(g)


def split_nested():
    eg = ExceptionGroup("top", [ValueError(1),
                                ExceptionGroup("sub", [TypeError(2), ValueError(3)])])
    match, rest = eg.split(TypeError)
    return repr(match), repr(rest), repr(eg.subgroup(lambda e: isinstance(e, ValueError)))


def split_everything_or_nothing():
    eg = ExceptionGroup("all", [ValueError(1)])
    match, rest = eg.split(ValueError)
    none_match, everything = eg.split(KeyError)
    return match is eg, rest, none_match, everything is eg


def notes_copied_by_split():
    eg = ExceptionGroup("top", [ValueError(1), KeyError(2)])
    eg.add_note("a note")
    match, rest = eg.split(ValueError)
    return match.__notes__, rest.__notes__, match.__notes__ is eg.__notes__


def derive_keeps_message():
    eg = ExceptionGroup("msg", [ValueError(1)])
    derived = eg.derive([KeyError(9)])
    return type(derived).__name__, derived.message, derived.exceptions


for thunk in (several_clauses, naked_exception_wrapped, raise_in_handler, tuple_of_types,
              group_type_refused, unmatched_rest_reraised, bare_reraise_in_star, split_nested,
              split_everything_or_nothing, notes_copied_by_split, derive_keeps_message):
    check(thunk)
