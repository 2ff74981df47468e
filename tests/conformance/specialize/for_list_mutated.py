# A for-loop over a list warmed on lists that do not change, then given
# lists that are appended to, shortened, cleared, sliced-assigned and
# reversed while being iterated; the iteration must follow the list's
# current length at each step, exactly as CPython's list iterator does.


def consume(lst, action):
    seen = []
    i = 0
    # The loop iterates the list itself (not enumerate) so that the list
    # iteration path is the one that runs.
    for v in lst:
        seen.append(v)
        action(lst, i, v)
        i += 1
        if len(seen) > 40:
            seen.append("...")
            break
    return seen


def nothing(lst, i, v):
    pass


for k in range(300):
    consume([1, 2, 3], nothing)


def append_small(lst, i, v):
    if v < 3:
        lst.append(v + 10)


def pop_end(lst, i, v):
    lst.pop()


def pop_front(lst, i, v):
    if lst:
        lst.pop(0)


def clear_at_two(lst, i, v):
    if i == 2:
        lst.clear()


def grow_forever(lst, i, v):
    lst.append(v + 1)


def slice_assign(lst, i, v):
    if i == 1:
        lst[:] = ["x", "y", "z", "w"]


def reverse_once(lst, i, v):
    if i == 0:
        lst.reverse()


def insert_front(lst, i, v):
    if i < 3:
        lst.insert(0, "front%d" % i)


def delete_current(lst, i, v):
    if i < len(lst):
        del lst[i]


for action in (nothing, append_small, pop_end, pop_front, clear_at_two, grow_forever,
               slice_assign, reverse_once, insert_front, delete_current):
    data = list(range(6))
    print(action.__name__, consume(data, action), data if len(data) < 20 else len(data))

# A plain for loop (no enumerate) over a list shortened by another reference.
items = list("abcdefgh")
alias = items
order = []
for ch in items:
    order.append(ch)
    if ch == "c":
        del alias[4:]
print(order, items)

# Iterating a list while replacing every element does not change the count.
nums = [1, 2, 3, 4]
doubled = []
pos = 0
for n in nums:
    nums[pos] = n * 100
    if pos + 1 < len(nums):
        nums[pos + 1] += 1
    doubled.append(n)
    pos += 1
print(doubled, nums)

# A list iterator exhausted once stays exhausted even if the list grows.
lst = [1, 2]
it = iter(lst)
print(list(it), lst.append(3), list(it), list(iter(lst)))
