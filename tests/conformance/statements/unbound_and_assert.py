# UnboundLocalError and NameError messages for locals, deleted names, free
# variables of closures; assert with and without messages.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


def read_before_assign():
    print(v)
    v = 1


def read_after_del():
    v = 1
    del v
    return v


def free_variable_deleted():
    def inner():
        return w
    w = 1
    check(inner)
    del w
    return inner()


def free_variable_never_set():
    def inner():
        return later
    result = inner()
    later = 2
    return result


def augmented_unbound():
    total += 1
    total = 0


def conditional_binding(flag):
    if flag:
        value = "set"
    return value


def loop_variable_unbound():
    for item in []:
        pass
    return item


def except_name_cleared():
    try:
        raise ValueError("x")
    except ValueError as caught:
        pass
    return caught


check(read_before_assign)
check(read_after_del)
check(free_variable_deleted)
check(free_variable_never_set)
check(augmented_unbound)
check(lambda: conditional_binding(True))
check(lambda: conditional_binding(False))
check(loop_variable_unbound)
check(except_name_cleared)
check(lambda: undefined_module_name)


def assert_message_formatted():
    assert 1 == 2, "numbers differ: %d" % 3


def assert_empty_list():
    assert []


def assert_list_message():
    assert False, ["list", "message"]


def assert_args():
    try:
        assert 0, "m"
    except AssertionError as e:
        return e.args, str(e)


def assert_message_lazy():
    calls = []
    assert True, calls.append("evaluated")
    return calls


def assert_tuple_message():
    assert None, ("a", 1)


for thunk in (assert_message_formatted, assert_empty_list, assert_list_message, assert_args,
              assert_message_lazy, assert_tuple_message):
    check(thunk)
