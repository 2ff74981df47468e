#!/usr/bin/env python3
"""Regenerates tests/unit/symtable_cases.inc, the expectations of
test_symtable.cpp, from CPython 3.13 (the oracle).

usage: python3.13 tests/unit/gen_symtable_cases.py

For every program in CASES the expected text is what scripts/dump_symtable.py
prints for it (CPython's symtable module plus compile()); for every program
in ERRORS it is the SyntaxError that CPython's symbol table pass raises
(message, lineno, offset, end_lineno, end_offset), and the `text` CPython
attaches when the program is a file on disk. Add a case here, run this, and
commit both files. Must run under CPython 3.13; standard library only.
"""

import os
import subprocess
import sys
import symtable
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DUMP_SCRIPT = os.path.join(HERE, "..", "..", "scripts", "dump_symtable.py")
OUTPUT = os.path.join(HERE, "symtable_cases.inc")

# name, mode, source
CASES = [
    ('module_basics', 'exec',
     'import os.path, a.b.c as d\n'
     'from m import x as y, z\n'
     'v = 1\n'
     'print(v, w)\n'),
    ('function_parameters', 'exec',
     'def f(a, b=1, /, c=2, *args, d, e=3, **kw):\n'
     '    g = a + b\n'
     '    return h\n'),
    ('closure_cell_and_free', 'exec',
     'def outer(x):\n'
     '    y = 1\n'
     '    def inner(z):\n'
     '        return x + y + z\n'
     '    return inner\n'),
    ('free_passes_through', 'exec',
     'def a():\n'
     '    x = 1\n'
     '    def b():\n'
     '        def c():\n'
     '            return x\n'
     '        return c\n'
     '    return b\n'),
    ('global_declaration_marks_module', 'exec',
     'def f():\n'
     '    global g, h\n'
     '    g = 1\n'
     '    return h\n'),
    ('nonlocal_declaration', 'exec',
     'def f():\n'
     '    x = 0\n'
     '    def g():\n'
     '        nonlocal x\n'
     '        x += 1\n'
     '    return g\n'),
    ('class_scope_invisible_to_methods', 'exec',
     'def f():\n'
     '    x = 1\n'
     '    class C:\n'
     '        x = 2\n'
     '        y = x\n'
     '        def m(self):\n'
     '            return x\n'
     '    return C\n'),
    ('super_makes_class_cell', 'exec',
     'class C(B):\n'
     '    def m(self):\n'
     '        return super().m()\n'
     '    def n(self):\n'
     '        return 1\n'),
    ('explicit_dunder_class', 'exec',
     'class C:\n'
     '    def m(self):\n'
     '        def inner():\n'
     '            return __class__\n'
     '        return inner\n'),
    ('dunder_class_in_class_body', 'exec',
     'class C:\n'
     '    x = __class__\n'),
    ('listcomp_inlined_in_function', 'exec',
     'def f(xs):\n'
     '    y = 2\n'
     '    return [x * y for x in xs if x]\n'),
    ('listcomp_inlined_at_module', 'exec',
     'r = [x for x in range(3)]\n'),
    ('listcomp_inlined_in_class', 'exec',
     'class C:\n'
     '    v = 1\n'
     '    r = [v for _ in range(3)]\n'),
    ('genexpr_not_inlined', 'exec',
     'def f(xs):\n'
     '    return sum(x for x in xs)\n'),
    ('nested_comprehensions', 'exec',
     'def f(m):\n'
     '    return [[c * r for c in row] for r, row in enumerate(m)]\n'),
    ('dictcomp_value_before_key', 'exec',
     'd = {k: v for x in y}\n'),
    ('setcomp_with_two_loops', 'exec',
     'def f(a, b):\n'
     '    return {i + j for i in a if i for j in b if j}\n'),
    ('lambda_captures_comprehension_variable', 'exec',
     'def f():\n'
     '    return [lambda: i for i in range(3)]\n'),
    ('comprehension_variable_shadows_cell', 'exec',
     'def f():\n'
     '    i = 10\n'
     '    g = lambda: i\n'
     '    return [i for i in range(3)], g\n'),
    ('comprehension_cell_ordering', 'exec',
     'def f(b):\n'
     '    a = 1\n'
     '    g = lambda: a\n'
     '    return [lambda: c for c in b], g\n'),
    ('walrus_in_comprehension_in_function', 'exec',
     'def f(xs):\n'
     '    if any((hit := x) > 1 for x in xs):\n'
     '        return hit\n'
     '    return [last := x for x in xs], last\n'),
    ('walrus_in_comprehension_at_module', 'exec',
     '[(y := x) for x in range(3)]\n'
     'print(y)\n'),
    ('walrus_in_nested_comprehension', 'exec',
     'def f(rows):\n'
     '    return [[(t := c) for c in r] for r in rows], t\n'),
    ('walrus_to_declared_global', 'exec',
     'def f(xs):\n'
     '    global total\n'
     '    [(total := x) for x in xs]\n'),
    ('walrus_outside_comprehension', 'exec',
     'def f(a):\n'
     '    if (n := len(a)) > 1:\n'
     '        return n\n'),
    ('del_makes_local', 'exec',
     'def f():\n'
     '    del x\n'),
    ('binding_statements', 'exec',
     'def f(cm):\n'
     '    try:\n'
     '        pass\n'
     '    except E as e:\n'
     '        pass\n'
     '    with cm() as (a, *b):\n'
     '        pass\n'
     '    for i, (j, *k) in q:\n'
     '        pass\n'
     '    c, *d = e2 = r\n'
     '    import p.q\n'),
    ('match_patterns', 'exec',
     'def f(v):\n'
     '    match v:\n'
     '        case [a, *rest]:\n'
     '            pass\n'
     "        case {'k': b, **kw}:\n"
     '            pass\n'
     '        case Point(x=c) | Point(y=c):\n'
     '            pass\n'
     '        case (d as e) if e > lim:\n'
     '            pass\n'
     '        case K.value:\n'
     '            pass\n'),
    ('defaults_before_decorators', 'exec',
     '@deco(dv)\n'
     'def f(a=default, *, b=kwdefault):\n'
     '    pass\n'),
    ('generator_function', 'exec',
     'def g(xs):\n'
     '    yield 1\n'
     '    yield from xs\n'),
    ('coroutine_and_async_generator', 'exec',
     'async def c(x):\n'
     '    return await x\n'
     'async def ag(x):\n'
     '    yield await x\n'),
    ('async_comprehension_in_async_def', 'exec',
     'async def f(it):\n'
     '    return [x async for x in it], [await y for y in it]\n'),
    ('async_genexpr', 'exec',
     'async def f(it):\n'
     '    return (x async for x in it)\n'),
    ('await_inside_genexpr_in_sync_def', 'exec',
     'def f(it):\n'
     '    return (await x for x in it)\n'),
    ('async_listcomp_inside_genexpr', 'exec',
     'async def f(it):\n'
     '    return ([await y for y in z] for z in it)\n'),
    ('async_statements', 'exec',
     'async def f(m, it):\n'
     '    async with m as a:\n'
     '        async for b in it:\n'
     '            pass\n'),
    ('lambda_defaults_and_nesting', 'exec',
     'f = lambda a, b=dflt, *c, d=kd, **e: lambda: a + b\n'),
    ('annotations_evaluated_in_scope', 'exec',
     'def f(a: A, *b: B, c: C = 1, **d: D) -> R:\n'
     '    x: int = 1\n'
     '    (y): str\n'
     '    z.attr: T\n'
     '    w: U\n'),
    ('annotations_at_module_and_class', 'exec',
     'x: int\n'
     'y: list = []\n'
     'class C:\n'
     '    a: int\n'
     "    b: str = 's'\n"),
    ('future_annotations_hide_names', 'exec',
     'from __future__ import annotations\n'
     'def f(a: A, *b: B) -> R:\n'
     '    x: int = 1\n'
     'class C:\n'
     '    y: Y\n'),
    ('future_annotations_lambda_in_annotation', 'exec',
     'from __future__ import annotations\n'
     'def f(a: (lambda: q)) -> (lambda: r):\n'
     '    pass\n'),
    ('generic_function', 'exec',
     'def f[T, *Ts, **P](a: T, *args: *Ts) -> T:\n'
     '    return a\n'),
    ('generic_function_kwonly_default', 'exec',
     'def f[T](a=1, *, b=2):\n'
     '    pass\n'),
    ('generic_class', 'exec',
     'class C[T](Base[T], metaclass=M):\n'
     '    x: T\n'
     '    def m(self) -> T:\n'
     '        return self.x\n'),
    ('typevar_bound_constraints_defaults', 'exec',
     'def f[A: int, B: (str, bytes), C = list, *D = E, **F = G]():\n'
     '    pass\n'),
    ('type_alias', 'exec',
     'type Alias = list[int]\n'
     'type Generic[T] = dict[str, T]\n'),
    ('type_alias_in_class', 'exec',
     'class C:\n'
     '    y = int\n'
     '    type A = y\n'
     '    type B[T: y] = list[T]\n'),
    ('generic_method_sees_class_names', 'exec',
     'class C:\n'
     '    Bound = int\n'
     '    def m[T: Bound](self, x: T) -> T:\n'
     '        return x\n'),
    ('generic_class_in_class', 'exec',
     'class Outer:\n'
     '    class Inner[T]:\n'
     '        z: T\n'),
    ('comprehension_in_annotation_scope_not_inlined', 'exec',
     'class C:\n'
     '    type A = [x for x in range(3)]\n'),
    ('name_mangling', 'exec',
     'class _C:\n'
     '    __a = 1\n'
     '    __b__ = 2\n'
     '    def __m(self, __p):\n'
     '        __q = self.__a\n'
     '        import __mod.sub\n'
     '        def inner():\n'
     '            return __q\n'
     '        return inner\n'),
    ('mangling_with_underscore_class', 'exec',
     'class __:\n'
     '    __a = 1\n'),
    ('mangling_in_generic_class', 'exec',
     'class C[__T](__Base):\n'
     '    __x: __T\n'),
    ('class_in_function_free_class_flag', 'exec',
     'def f():\n'
     '    x = 1\n'
     '    class C:\n'
     '        y = x\n'
     '        def m(self):\n'
     '            return x\n'
     '    return C\n'),
    ('class_with_nonlocal', 'exec',
     'def f():\n'
     '    x = 1\n'
     '    class C:\n'
     '        nonlocal x\n'
     '        x = 2\n'
     '    return x\n'),
    ('class_global_not_seen_by_method', 'exec',
     'def f():\n'
     '    x = 1\n'
     '    class C:\n'
     '        global x\n'
     '        def m(self):\n'
     '            return x\n'),
    ('class_comprehension_reads_class_var', 'exec',
     'class C:\n'
     '    v = 1\n'
     '    w = [v for _ in range(v)]\n'
     '    g = (v for _ in range(v))\n'),
    ('class_comprehension_uses_dunder_class', 'exec',
     'class C:\n'
     '    r = [__class__ for _ in range(1)]\n'),
    ('method_comprehension_uses_super', 'exec',
     'class C:\n'
     '    def m(self, xs):\n'
     '        return [super().f(x) for x in xs]\n'),
    ('comprehension_default_in_class', 'exec',
     'class C:\n'
     '    def m(self, a=[i for i in range(3)]):\n'
     '        return a\n'),
    ('fstring_expressions', 'exec',
     'def f(a, w):\n'
     "    return f'{a!r:>{w}} {b}'\n"),
    ('call_forms', 'exec',
     'f(*a, *b, k=c, **d)\n'),
    ('parameter_shadows_outer_cell', 'exec',
     'def f(x):\n'
     '    def g(x):\n'
     '        return x\n'
     '    def h():\n'
     '        return x\n'
     '    return g, h\n'),
    ('function_named_top', 'exec',
     'def top():\n'
     '    v = 1\n'
     '    return v\n'),
    ('recursion_is_global', 'exec',
     'def fact(n):\n'
     '    return n * fact(n - 1)\n'),
    ('comprehension_in_lambda', 'exec',
     'f = lambda xs: [x for x in xs]\n'),
    ('lambda_in_comprehension_in_class', 'exec',
     'class C:\n'
     '    fs = [lambda: i for i in range(3)]\n'),
    ('import_star_at_module', 'exec',
     'from os import *\n'),
    ('global_at_module_level', 'exec',
     'global g\n'
     'g = 1\n'),
    ('try_star', 'exec',
     'def f():\n'
     '    try:\n'
     '        pass\n'
     '    except* ValueError as eg:\n'
     '        pass\n'),
    ('eval_mode', 'eval',
     '[x for x in y] + (lambda q: q + z)(1)'),
    ('single_mode', 'single',
     'x = [i for i in range(3)]\n'),
    ('deep_lambda_nesting', 'exec',
     'f = lambda a: lambda b: lambda c: a + b + c\n'),
    ('nonlocal_through_comprehension_variable', 'exec',
     'def f():\n'
     '    x = 1\n'
     '    def g():\n'
     '        nonlocal x\n'
     '        return [x for _ in range(3)]\n'
     '    return g\n'),
    ('inlined_comprehension_cell_in_class', 'exec',
     'class C:\n'
     '    fs = [lambda: k for k in range(3)]\n'
     '    def m(self):\n'
     '        return __class__\n'),
    ('walrus_in_comprehension_in_lambda', 'exec',
     'f = lambda xs: [(m := x) for x in xs] and m\n'),
    ('lambda_in_generic_class_bases', 'exec',
     'class C:\n'
     '    K = 1\n'
     '    class D[T](f(lambda: K), g(x for x in K)):\n'
     '        pass\n'),
    ('genexpr_in_typevar_bound_in_class', 'exec',
     'class C:\n'
     '    K = 1\n'
     '    def m[T: (x for x in K)](self): pass\n'),
    ('future_annotations_generic', 'exec',
     'from __future__ import annotations\n'
     'def f[T](x: T) -> T:\n'
     '    y: T = x\n'),
    ('walrus_in_lambda_in_class', 'exec',
     'class C:\n'
     '    f = lambda z: [y := 1 for x in z]\n'),
    ('explicit_classdict', 'exec',
     'class C:\n'
     '    def f(self):\n'
     '        return __classdict__\n'),
    ('generic_class_annotations', 'exec',
     'class C[T]:\n'
     '    x: T\n'
     '    y: int = 1\n'),
    ('interactive_multiple', 'single',
     'a = 1; b = [a for _ in c]\n'),
    ('nonlocal_class_binding_invisible', 'exec',
     'def f():\n'
     '    class C:\n'
     '        x = 1\n'
     '        def g(self):\n'
     '            return x\n'),
    ('comprehension_in_comprehension_in_class', 'exec',
     'class C:\n'
     '    r = [[j for j in range(i)] for i in range(3)]\n'),
    ('global_then_comprehension_variable', 'exec',
     'def f():\n'
     '    global x\n'
     '    return [x for x in y]\n'),
    ('class_comprehension_free_class_var', 'exec',
     'def f():\n'
     '    x = 1\n'
     '    class C:\n'
     '        x = 2\n'
     '        r = [x for _ in y]\n'
     '    return C\n'),
    ('nested_inlined_with_lambdas', 'exec',
     'def f(a):\n'
     '    return [[lambda: (i, j, a) for j in range(i)] for i in range(3)]\n'),
    ('super_at_module_level', 'exec',
     'super()\n'
     '__class__\n'),
    ('super_in_lambda_in_method', 'exec',
     'class C:\n'
     '    def m(self):\n'
     '        return lambda: super()\n'),
    ('super_in_genexpr_in_class_body', 'exec',
     'class C:\n'
     '    g = (super() for _ in range(1))\n'),
    ('super_in_listcomp_in_class_body', 'exec',
     'class C:\n'
     '    g = [super() for _ in range(1)]\n'),
    ('type_alias_lambda_uses_param', 'exec',
     'type A[T] = lambda: T\n'),
    ('decorated_generic_class', 'exec',
     '@dec\n'
     'class C[T](B, k=v):\n'
     '    pass\n'),
    ('generic_defaults_outside', 'exec',
     'def f[T](a=d1, *, b=d2) -> T:\n'
     '    return a\n'),
    ('mangled_dotted_import_in_class', 'exec',
     'class C:\n'
     '    import __a.b\n'
     '    from m import __c as __d\n'),
    ('unicode_identifiers', 'exec',
     'def f(été):\n'
     '    π = 3\n'
     '    return lambda: été + π\n'),
    ('except_without_name_and_del_targets', 'exec',
     'def f(o):\n'
     '    try:\n'
     '        pass\n'
     '    except:\n'
     '        pass\n'
     '    del o.a, o[b]\n'
     '    x += 1\n'),
    ('star_assignment_targets', 'exec',
     'a, *b, (c, *d) = e\n'
     '[f, g] = h\n'),
    ('async_comprehension_at_module', 'exec',
     'async def f():\n'
     '    return {k: v async for k, v in it}\n'),
    ('generator_expression_nested_in_generator', 'exec',
     'def f(a):\n'
     '    return (y for x in a for y in (z for z in x))\n'),
    ('lambda_default_in_comprehension', 'exec',
     'def f():\n'
     '    return [lambda q=i: q for i in range(3)]\n'),
    ('comprehension_iter_uses_enclosing_comprehension_var', 'exec',
     'def f(m):\n'
     '    return [[x for x in row] for row in m]\n'),
    ('class_in_method_dunder_class', 'exec',
     'class A:\n'
     '    def m(self):\n'
     '        class B:\n'
     '            def n(self):\n'
     '                return __class__\n'
     '        return B, __class__\n'),
    ('walrus_global_in_function_comprehension', 'exec',
     'x = 0\n'
     'def f():\n'
     '    [(x := i) for i in range(3)]\n'),
    ('walrus_in_genexpr_in_listcomp', 'exec',
     'def f(a):\n'
     '    return [any((q := y) for y in x) for x in a], q\n'),
    ('type_param_bound_uses_outer_cell', 'exec',
     'def outer():\n'
     '    B = int\n'
     '    def f[T: B](): pass\n'
     '    return f\n'),
    ('class_typeparam_lambda_default', 'exec',
     'class C[T = (lambda: T)]: pass\n'),
    ('nested_generic_functions', 'exec',
     'def f[T]():\n'
     '    def g[U]() -> T:\n'
     '        return U\n'
     '    return g\n'),
    ('generic_in_generic_class_method', 'exec',
     'class C[T]:\n'
     '    def m[U](self, a: T, b: U): return T, U\n'),
    ('type_alias_in_generic_class', 'exec',
     'class C[T]:\n'
     '    type A = T\n'
     '    type B[U] = (T, U)\n'),
    ('async_with_at_module_in_async_def', 'exec',
     'async def f():\n'
     '    async with a as b, c as d:\n'
     '        return [e async for e in b]\n'),
    ('yield_in_comprehension_iterable', 'exec',
     'def f():\n'
     '    return [x for x in (yield)]\n'),
    ('await_in_comprehension_iterable', 'exec',
     'async def f():\n'
     '    return [x for x in await y]\n'),
    ('match_star_wildcard', 'exec',
     'match v:\n'
     '    case [*_]:\n'
     '        pass\n'
     '    case {**rest}:\n'
     '        pass\n'
     '    case _:\n'
     '        pass\n'),
    ('annassign_parenthesized_with_value', 'exec',
     'def f():\n'
     '    (x): int = 1\n'
     '    (y): int\n'),
    ('module_docstring_then_future', 'exec',
     "'doc'\n"
     'from __future__ import annotations\n'
     'x: T\n'),
    ('future_same_line_not_counted', 'exec',
     'from __future__ import division; from __future__ import annotations\n'
     'x: T\n'),
    ('future_after_other_statement', 'exec',
     'import os\n'
     'x: T\n'),
    ('delete_global', 'exec',
     'def f():\n'
     '    global g\n'
     '    del g\n'),
    ('class_keyword_lambda', 'exec',
     'class C(metaclass=lambda *a: a):\n'
     '    pass\n'),
    ('chained_comparisons_and_boolops', 'exec',
     'def f(a):\n'
     '    return a < b <= c and not d or e if g else h\n'),
    ('slices_and_subscripts', 'exec',
     'x[a:b:c], x[::d], x[e, f:g]\n'),
    ('dict_with_unpacking', 'exec',
     'd = {**a, b: c, **e}\n'),
    ('nonlocal_in_nested_class_method', 'exec',
     'def f():\n'
     '    x = 1\n'
     '    class C:\n'
     '        def m(self):\n'
     '            nonlocal x\n'
     '            x = 2\n'
     '    return C\n'),
    ('future_walrus_comprehension_in_annotation', 'exec',
     'from __future__ import annotations\n'
     'x: [y := 1 for z in w]\n'
     'print(y)\n'),
    ('future_annotation_in_class_generic', 'exec',
     'from __future__ import annotations\n'
     'class C[T]:\n'
     '    a: T\n'
     '    def m(self, b: T) -> T: pass\n'),
    ('walrus_in_comprehension_in_method', 'exec',
     'class C:\n'
     '    def m(self, xs):\n'
     '        return [(r := x) for x in xs], r\n'),
    ('comprehension_in_generic_function_body', 'exec',
     'def f[T](xs: list[T]):\n'
     '    return [x for x in xs]\n'),
    ('nested_functions_globals', 'exec',
     'g = 1\n'
     'def f():\n'
     '    def h():\n'
     '        global g\n'
     '        g = 2\n'
     '    return g\n'),
    ('class_nonlocal_free_class', 'exec',
     'def f():\n'
     '    x = 1\n'
     '    class C:\n'
     '        nonlocal x\n'
     '        def m(self): return x\n'
     '    return C\n'),
    ('lambda_in_typealias_in_class', 'exec',
     'class C:\n'
     '    K = 1\n'
     '    type A = lambda: K\n'),
    ('genexpr_iter_sees_class_var', 'exec',
     'class C:\n'
     '    K = [1]\n'
     '    L = list(k for k in K)\n'),
    ('typevar_bound_in_class_uses_method_name', 'exec',
     'class C:\n'
     '    def meth(self): pass\n'
     '    def f[T: meth](self): pass\n'),
    ('class_global_and_typeparam', 'exec',
     'class C:\n'
     '    global G\n'
     '    def f[T: G](self): pass\n'),
    ('method_named_genexpr', 'exec',
     'class C:\n'
     '    def genexpr(self): pass\n'
     '    def listcomp(self): pass\n'),
    ('comprehension_in_decorator_in_class', 'exec',
     'class C:\n'
     '    @d([i for i in r])\n'
     '    def m(self): pass\n'),
    ('walrus_in_dictcomp_key_and_value', 'exec',
     'def f(xs):\n'
     '    return {(a := x): (b := x) for x in xs}, a, b\n'),
    ('deeply_inlined_cells', 'exec',
     'def f():\n'
     '    return [[[lambda: (a, b, c) for c in r] for b in r] for a in r]\n'),
    ('inlined_comp_free_in_grandchild', 'exec',
     'def f(x):\n'
     '    return [lambda: x for _ in r]\n'),
    ('comprehension_shadows_param_captured', 'exec',
     'def f(x):\n'
     '    g = lambda: x\n'
     '    return [x for x in r], g\n'),
    ('class_with_comp_shadowing_class_name', 'exec',
     'class C:\n'
     '    x = 1\n'
     '    y = [x for x in range(3)]\n'
     '    z = x\n'),
    ('qualified_names', 'exec',
     'def f():\n'
     '    global g\n'
     '    def g(): pass\n'
     '    class K:\n'
     '        def m(self): return lambda: (x for x in y)\n'
     '    return [lambda: 1 for _ in r]\n'
     'def h[T: (lambda: 1)](a=lambda: 2) -> T:\n'
     '    type A[U: (lambda: 3)] = lambda: 4\n'
     '    def inner[V](): pass\n'
     '    class Q[W]:\n'
     '        def meth[X](self): pass\n'
     'class C:\n'
     '    def __m(self): pass\n'
     '    global G\n'
     '    class G: pass\n'
     '    type B = lambda: 5\n'
     '    def gen[T](self): return (lambda: 6)\n'
     '    type D[Z] = Z\n'
     'type E[Y] = (lambda: Y)\n'
     'class __P:\n'
     '    global __q\n'
     '    def __q(): pass\n'),
]

# name, source: each fails in CPython 3.13's symbol table pass.
ERRORS = [
    ('duplicate_argument',
     'def f(x, x): pass\n'),
    ('duplicate_lambda_argument',
     'lambda x, x: 1\n'),
    ('duplicate_posonly_argument',
     'def f(a, /, a): pass\n'),
    ('duplicate_vararg',
     'def f(*a, a): pass\n'),
    ('nonlocal_and_global',
     'def f():\n'
     '  global x\n'
     '  nonlocal x\n'),
    ('duplicate_type_parameter',
     'def f[T, T](): pass\n'),
    ('duplicate_type_parameter_star',
     'class C[T, *T]: pass\n'),
    ('walrus_in_class_comprehension',
     'class C:\n'
     '  [y := 1 for x in z]\n'),
    ('walrus_rebinds_iteration_variable',
     'def f():\n'
     '  [x := 1 for x in z]\n'),
    ('walrus_rebinds_outer_iteration_variable',
     'def f():\n'
     '  [[(x := 1) for y in z] for x in w]\n'),
    ('inner_loop_rebinds_walrus_target',
     'def f():\n'
     '  [i for i in range(5) if (j := 0) for j in range(5)]\n'),
    ('walrus_in_iterable',
     'def f():\n'
     '  [x for x in (y := z)]\n'),
    ('walrus_in_inner_iterable',
     'def f():\n'
     '  [x for y in z for x in (w := y)]\n'),
    ('walrus_in_lambda_in_iterable',
     'def f():\n'
     '  [x for x in (lambda: (y := 1))()]\n'),
    ('yield_in_future_annotation',
     'from __future__ import annotations\n'
     'def f(x: (yield)): pass\n'),
    ('walrus_in_future_annotation',
     'from __future__ import annotations\n'
     'x: (y := 1)\n'),
    ('await_in_future_annotation',
     'from __future__ import annotations\n'
     'x: (await y)\n'),
    ('yield_in_type_alias',
     'type A = (yield)\n'),
    ('walrus_in_type_alias',
     'type A = (x := 1)\n'),
    ('yield_in_typevar_bound',
     'type A[T: (yield)] = int\n'),
    ('yield_in_typevar_constraint',
     'type A[T: ((yield), int)] = int\n'),
    ('yield_in_typevar_default',
     'type A[T = (yield)] = int\n'),
    ('yield_in_typevartuple_default',
     'type A[*T = (yield)] = int\n'),
    ('yield_in_paramspec_default',
     'type A[**T = (yield)] = int\n'),
    ('yield_in_generic_annotation',
     'def f[T](x: (yield)): pass\n'),
    ('yield_in_generic_class_bases',
     'class C[T]((yield)): pass\n'),
    ('await_in_generic_return',
     'def f[T]() -> (await x): pass\n'),
    ('walrus_in_generic_class_bases',
     'class C[T](x := 1): pass\n'),
    ('walrus_comprehension_in_type_alias',
     'type A[T] = [x for x in y if (z := 1)]\n'),
    ('walrus_comprehension_in_typevar_bound',
     'type A[T: [x for x in y if (z := 1)]] = int\n'),
    ('walrus_comprehension_in_generic',
     'def f[T]() -> [x for x in y if (z := 1)]: pass\n'),
    ('annotated_then_global',
     'def f():\n'
     '  x: int\n'
     '  global x\n'),
    ('global_then_annotated',
     'def f():\n'
     '  global x\n'
     '  x: int\n'),
    ('nonlocal_then_annotated',
     'def f():\n'
     '  nonlocal x\n'
     '  x: int\n'),
    ('used_before_nonlocal',
     'def f():\n'
     '  x = 1\n'
     '  def g():\n'
     '    print(x)\n'
     '    nonlocal x\n'),
    ('nonlocal_type_parameter',
     'def f[T]():\n'
     '  def g():\n'
     '    nonlocal T\n'),
    ('nonlocal_type_parameter_mangled',
     'class C:\n'
     '  def f[__T](self): nonlocal __T\n'),
    ('nonlocal_outer_type_parameter',
     'def g():\n'
     '  T = 1\n'
     '  def f[T]():\n'
     '    def h():\n'
     '      nonlocal T\n'),
    ('nonlocal_without_binding_mangled',
     'class C:\n'
     '  def f(self):\n'
     '    nonlocal __x\n'),
    ('yield_in_module_listcomp',
     '[x for x in range(3) if (yield)]\n'),
    ('yield_in_setcomp',
     'def f():\n'
     '  {(yield) for x in y}\n'),
    ('yield_in_dictcomp',
     'def f():\n'
     '  {x: (yield) for x in y}\n'),
    ('yield_from_in_genexpr',
     'def f():\n'
     '  ((yield from x) for x in y)\n'),
    ('import_star_in_function',
     'def f():\n'
     '  from x import *\n'),
    ('import_star_in_class',
     'class C:\n'
     '  from x import *\n'),
    ('assigned_before_global',
     'def f():\n'
     '  x = 1\n'
     '  global x\n'),
    ('used_before_global',
     'def f():\n'
     '  print(x)\n'
     '  global x\n'),
    ('parameter_and_global',
     'def f(**a):\n'
     '  global a\n'),
    ('parameter_and_nonlocal',
     'def f(x):\n'
     '  nonlocal x\n'),
    ('no_binding_for_nonlocal',
     'def f():\n'
     '  def g():\n'
     '    nonlocal x\n'),
    ('nonlocal_at_module_level',
     'nonlocal x\n'),
    ('nonlocal_in_top_level_class',
     'class C:\n'
     '  nonlocal x\n'),
    ('assigned_before_global_at_module',
     'x = 1\n'
     'global x\n'),
    ('for_target_before_global',
     'def f():\n'
     '  for x in y: global x\n'),
    ('error_offsets_are_bytes',
     'def f(x):\n'
     '  éé = 1; global x\n'),
    ('first_error_wins',
     'def f(x, x):\n'
     '  nonlocal y\n'),
    ('nonlocal_class_binding_error',
     'def f():\n'
     '    class C:\n'
     '        x = 1\n'
     '        def g(self):\n'
     '            nonlocal x\n'),
    ('walrus_comprehension_in_generic_class_method_default',
     'class C[T]:\n'
     '    def m(self, a=[(y := 1) for x in z]): pass\n'),
    ('yield_in_class_typevar_bound',
     'class C[T: (yield)]: pass\n'),
    ('nested_yield_error_first',
     'def f():\n'
     '    [(yield (yield)) for x in y]\n'),
    ('walrus_in_genexpr_iterable_of_lambda',
     'def f():\n'
     '    (x for x in (lambda: [(y := 1) for _ in z])())\n'),
    ('global_after_walrus_use',
     'def f():\n'
     '    [(y := 1) for x in z]\n'
     '    global y\n'),
    ('future_walrus_in_annotation_comprehension_in_class',
     'from __future__ import annotations\n'
     'class C:\n'
     '    x: [y := 1 for z in w]\n'),
]


def raw_string(text, tag):
    """A C++ raw string literal holding `text` exactly."""
    assert (")" + tag + '"') not in text
    return 'R"%s(%s)%s"' % (tag, text, tag)


def c_string(text):
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        else:
            out.append(ch)
    return '"%s"' % "".join(out)


def dump(source, mode):
    result = subprocess.run([sys.executable, DUMP_SCRIPT, "--mode", mode, "-c", source],
                            capture_output=True, text=True, check=True)
    if "code: ?" in result.stdout or result.stdout.startswith("error:"):
        raise SystemExit("case does not compile cleanly in CPython: %r" % source)
    return result.stdout


def symtable_error(source):
    try:
        symtable.symtable(source, "<string>", "exec")
    except SyntaxError as error:
        located = error
    else:
        raise SystemExit("no error from the symbol table for %r" % source)
    # CPython reads SyntaxError.text from the named file when it exists.
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "case.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        try:
            symtable.symtable(source, path, "exec")
        except SyntaxError as error:
            text = error.text
    return located, text


def main():
    if sys.version_info[:2] != (3, 13):
        raise SystemExit("run this under CPython 3.13")
    lines = [
        "// Generated by tests/unit/gen_symtable_cases.py from CPython 3.13: do not edit.",
        "// Included by test_symtable.cpp.",
        "",
        "const DumpCase kDumpCases[] = {",
    ]
    for name, mode, source in CASES:
        lines.append("    {%s, %s,\n     %s,\n     %s}," % (
            c_string(name), c_string(mode), raw_string(source, "src"),
            raw_string(dump(source, mode), "dump")))
    lines.append("};")
    lines.append("")
    lines.append("const ErrorCase kErrorCases[] = {")
    for name, source in ERRORS:
        error, text = symtable_error(source)
        lines.append("    {%s,\n     %s,\n     %s, %d, %d, %d, %d,\n     %s}," % (
            c_string(name), raw_string(source, "src"), c_string(error.msg), error.lineno,
            error.offset, error.end_lineno, error.end_offset,
            "nullptr" if text is None else c_string(text)))
    lines.append("};")
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d dump cases and %d error cases to %s" % (len(CASES), len(ERRORS), OUTPUT))


if __name__ == "__main__":
    main()
