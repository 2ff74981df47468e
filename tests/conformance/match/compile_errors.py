# Compile-time errors of the match statement, with CPython's messages and positions.
sources = [
    "match x:\n    case y:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case _:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case [a, a]:\n        pass\n",
    "match x:\n    case {'k': a, **a}:\n        pass\n",
    "match x:\n    case [a] | (b,):\n        pass\n",
    "match x:\n    case [a] | [a, b]:\n        pass\n",
    "match x:\n    case f'{x}':\n        pass\n",
    "match x:\n    case {'a': 1, 'a': 2}:\n        pass\n",
    "match x:\n    case {1: _, 1.0: _}:\n        pass\n",
    "match x:\n    case {f'{y}': 1}:\n        pass\n",
    "match x:\n    case [*a, *b]:\n        pass\n",
    "match x:\n    case C(a=1, a=2):\n        pass\n",
    "match x:\n    case y | 1:\n        pass\n",
    "match x:\n    case _ | 1:\n        pass\n",
    "match x:\n    case (a | b) | c:\n        pass\n",
    "match x:\n    case __debug__:\n        pass\n",
    "match x:\n    case C(__debug__=1):\n        pass\n",
    "match x:\n    case [a, (a | 1)]:\n        pass\n",
    "match x:\n    case 1 as a if a:\n        pass\n    case y as z:\n        pass\n",
    "match x:\n    case (a as b) | (b as a):\n        pass\n",
    "match x:\n  case   1 | 2:\n    pass\n  case    q:\n    pass\n  case 3:\n    pass\n",
]
for source in sources:
    try:
        compile(source, "<match>", "exec")
        print("compiled:", repr(source))
    except SyntaxError as e:
        print(e.msg, "|", e.lineno, e.offset, e.end_lineno, e.end_offset)

ok = "match x:\n    case y if y:\n        pass\n    case z:\n        pass\n"
compile(ok, "<ok>", "exec")
print("guarded irrefutable case compiles")
