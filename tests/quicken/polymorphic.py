# A polymorphic site. `add` is specialized for ints; floats then miss at
# it 53 times without deoptimizing, the 54th miss writes BINARY_OP back with
# a backed-off counter, the next execution counts down and the one after
# respecializes for floats (BINARY_OP_ADD_FLOAT); ints then take it back the
# same way. A site whose operands cannot be specialized (lists) backs off
# further after each failed attempt: attempts happen at its 2nd, 4th, 8th,
# 16th, ... execution, so after five list additions the site specializes
# for ints only at its 8th execution.
from _golden import repeat, show, show_before


def add(a, b):
    return a + b


def concat(a, b):
    return a + b


show_before(add)
print(repeat(2, add, 1, 2))
show("after two int calls", add)
print(repeat(53, add, 0.5, 0.25))
show("after 53 float calls (53 misses)", add)
print(add(0.5, 0.5))
show("after the 54th miss (deoptimized)", add)
print(add(1.5, 0.5))
show("one float call later (backing off)", add)
print(add(2.5, 0.5))
show("respecialized for floats", add)
print(repeat(54, add, 20, 22))
show("after 54 int calls (deoptimized)", add)
print(add(3, 4))
show("one int call later (backing off)", add)
# The design doubles the back-off after this second deoptimization (retry
# at the 4th execution); Taipan retries at the 2nd (see README.md, "Stages
# left out"), so only a stage both agree on is shown: the 4th execution.
print(repeat(3, add, 5, 6))
show("three int calls later: respecialized for ints", add)

print(repeat(5, concat, [1], [2]))
show("concat after five list additions (attempts at the 2nd and 4th failed)", concat)
print(repeat(2, concat, 3, 4))
show("concat after two int additions (7 executions: still backing off)", concat)
print(concat(5, 6))
show("concat at its 8th execution: specialized for ints", concat)
