# import inside functions and class bodies binds local names.
def f():
    import _plain
    from _pkg_basic import a as local_a
    return _plain.value, local_a.a_value, sorted(locals())
print(f())
print('_plain' in globals())
class C:
    import _plain
    from _plain import double
print(C._plain.value, C.double(5))
def g():
    from _with_all import public
    return public
print(g())
