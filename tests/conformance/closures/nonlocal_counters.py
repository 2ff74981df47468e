# nonlocal: rebinding variables of enclosing function scopes.

def counter():
    count = 0
    def tick():
        nonlocal count
        count += 1
        return count
    return tick

t1, t2 = counter(), counter()
print(t1(), t1(), t1(), t2())

def bank_account(balance):
    def deposit(amount):
        nonlocal balance
        balance += amount
        return balance
    def withdraw(amount):
        nonlocal balance
        if amount > balance:
            raise ValueError("insufficient funds: balance %d, requested %d" % (balance, amount))
        balance -= amount
        return balance
    def get():
        return balance
    return deposit, withdraw, get

dep, wd, get = bank_account(100)
print(dep(50), wd(30), get())
try:
    wd(500)
except ValueError as e:
    print(type(e).__name__, e)

def nested_levels():
    a = 1
    def level1():
        b = 2
        def level2():
            nonlocal a, b
            a += 10
            b += 20
            def level3():
                nonlocal a
                a *= 2
                return a, b
            return level3()
        return level2(), b
    result = level1()
    return result, a

print(nested_levels())

def nonlocal_in_loop():
    total = 0
    def add(n):
        nonlocal total
        total += n
    for i in range(1, 11):
        add(i)
    return total

print(nonlocal_in_loop())

def swap_via_nonlocal():
    x, y = "x", "y"
    def swap():
        nonlocal x, y
        x, y = y, x
    swap()
    return x, y

print(swap_via_nonlocal())

def fib_generator_via_closure():
    a, b = 0, 1
    def next_fib():
        nonlocal a, b
        result = a
        a, b = b, a + b
        return result
    return next_fib

nf = fib_generator_via_closure()
print([nf() for _ in range(12)])

def nonlocal_shadowed_by_parameter():
    value = "outer"
    def inner(value):
        return value
    def inner2():
        nonlocal value
        value = "changed by inner2"
    inner2()
    return inner("param"), value

print(nonlocal_shadowed_by_parameter())

def nonlocal_del():
    v = 1
    def remove():
        nonlocal v
        del v
    def read():
        return v
    remove()
    try:
        read()
    except NameError as e:
        return "%s: %s" % (type(e).__name__, e)

print(nonlocal_del())
