# Slice assignment with steps (and the size mismatch errors), deleting
# names, items, slices and attributes, with CPython's messages.

def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)

def extended_wrong_size():
    x = [1, 2, 3, 4, 5]
    x[::2] = [0, 0]

def extended_right_size():
    x = [1, 2, 3, 4, 5]
    x[::2] = [7, 8, 9]
    x[::-1] = "abcde"
    return x

def simple_not_iterable():
    x = [1, 2, 3]
    x[1:2] = 5

def simple_resizes():
    x = [1, 2, 3, 4]
    x[1:3] = []
    x[0:0] = [9, 9]
    x[10:] = [1]
    x[-1:] = range(3)
    x[:] = x[::-1]
    return x

def step_zero():
    x = [1, 2, 3]
    x[::0] = []

def delete_slices():
    x = list(range(10))
    del x[::3]
    del x[-2:]
    del x[100:]
    return x

for thunk in (extended_wrong_size, extended_right_size, simple_not_iterable, simple_resizes,
              step_zero, delete_slices):
    check(thunk)
check(lambda: "abcdef"[::-2])
check(lambda: "abcdef"[10:-10:-1])
check(lambda: (1, 2, 3)[::-1])
check(lambda: range(10)[2:8:3])
check(lambda: [1, 2, 3]["a":])
check(lambda: "abc"[None:None:None])
check(lambda: [0, 1, 2, 3, 4, 5][-2:1:-2])

class Obj:
    pass

def del_attribute_twice():
    o = Obj()
    o.a = 1
    del o.a
    del o.a

def del_missing_key():
    d = {"a": 1}
    del d["b"]

def del_tuple_item():
    t = (1, 2)
    del t[0]

def del_str_item():
    s = "abc"
    del s[0]

def del_list_out_of_range():
    l = [1, 2]
    del l[5]

def del_targets_in_order():
    l = [1, 2, 3]
    a, b = 1, 2
    del (l[0], l[0]), [a, b]
    return l, "a" in locals()

def del_name_twice():
    x = 1
    del x
    del x

def del_global_missing():
    global never_defined_anywhere
    del never_defined_anywhere

def del_attribute_of_builtin():
    l = []
    del l.append

for thunk in (del_attribute_twice, del_missing_key, del_tuple_item, del_str_item,
              del_list_out_of_range, del_targets_in_order, del_name_twice, del_global_missing,
              del_attribute_of_builtin):
    check(thunk)
