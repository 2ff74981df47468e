# Too many dots: "attempted relative import beyond top-level package".
import _pkg_rel.inner.leaf.mod as mod
try:
    mod.too_far()
except ImportError as e:
    print(type(e).__name__, e, e.name)
try:
    __import__('x', {'__package__': '_pkg_rel'}, None, ['y'], 2)
except ImportError as e:
    print(type(e).__name__, e)
m = __import__('inner', {'__package__': '_pkg_rel.inner'}, None, ['leaf'], 2)
print(m.__name__)
