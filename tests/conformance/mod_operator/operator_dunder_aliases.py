# Every dunder alias of operator is the same object as its plain function.
import operator

plain = ['abs', 'add', 'and_', 'call', 'concat', 'contains', 'delitem', 'eq', 'floordiv', 'ge',
         'getitem', 'gt', 'iadd', 'iand', 'iconcat', 'ifloordiv', 'ilshift', 'imatmul', 'imod',
         'imul', 'index', 'inv', 'invert', 'ior', 'ipow', 'irshift', 'isub', 'itruediv', 'ixor',
         'le', 'lshift', 'lt', 'matmul', 'mod', 'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow',
         'rshift', 'setitem', 'sub', 'truediv', 'xor']
for name in plain:
    dunder = '__%s__' % name.rstrip('_')
    print(name, dunder, getattr(operator, dunder) is getattr(operator, name))
for name in ['truth', 'is_', 'is_not', 'countOf', 'indexOf', 'length_hint']:
    print(name, hasattr(operator, '__%s__' % name.rstrip('_')), callable(getattr(operator, name)))
