# Free variables passed through several levels of nesting.

def level0():
    a = "a0"
    def level1():
        b = "b1"
        def level2():
            c = "c2"
            def level3():
                d = "d3"
                def level4():
                    return a + b + c + d
                return level4
            return level3
        return level2
    return level1

f = level0()()()()
print(f(), f.__code__.co_freevars)

# A middle function that does not use the variable still passes it on
def outer():
    value = "passed through"
    def middle():
        def inner():
            return value
        return inner
    return middle

m = outer()
print(m.__code__.co_freevars, m()(), m().__code__.co_freevars)

# nonlocal skipping a level
def top():
    x = 0
    def mid():
        def bottom():
            nonlocal x
            x += 5
            return x
        return bottom
    b = mid()
    b()
    b()
    return x

print(top())

# Shadowing at intermediate levels
def shadow():
    v = "outer"
    def mid():
        v = "mid"
        def inner():
            return v
        return inner()
    def mid2():
        def inner():
            return v
        return inner()
    return mid(), mid2(), v

print(shadow())

# Each level creates fresh cells per call
def gen_levels(n):
    def one():
        def two():
            return n
        return two
    return one()

fs = [gen_levels(i) for i in range(4)]
print([f() for f in fs])

# Class between two functions
def wrap():
    secret = "s3cret"
    class Middle:
        def reveal(self):
            def inner():
                return secret
            return inner()
    return Middle().reveal()

print(wrap())
