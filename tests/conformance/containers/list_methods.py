# Every list method, with edge cases.

lst = [3, 1, 4]
lst.append(1)
lst.extend([5, 9])
lst.extend("ab")
lst.extend(range(2))
lst.extend(())
print(lst)
lst.insert(0, "first")
lst.insert(100, "last")
lst.insert(-1, "before last")
lst.insert(-100, "very first")
print(lst)
print(lst.pop(), lst.pop(0), lst.pop(-2), lst)
lst.remove(1)
print(lst, lst.index(1), lst.index(4), lst.count(1), lst.count("zzz"))
print(lst.index(1, 3), lst.index("a", 2, 9))
for fn in (lambda: lst.remove("zzz"), lambda: lst.index("zzz"), lambda: lst.index(3, 1),
           lambda: [].pop(), lambda: lst.pop(100), lambda: lst.insert("x", 1)):
    try:
        fn()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)

nums = [5, 2, 8, 1, 9, 3]
nums.sort()
print(nums)
nums.sort(reverse=True)
print(nums)
nums.reverse()
print(nums)
c = nums.copy()
c.append(100)
print(nums, c, c is nums)
c.clear()
print(c, len(c))

# extend with itself and with a generator
self_ref = [1, 2]
self_ref.extend(self_ref)
print(self_ref)
self_ref.extend(x * 10 for x in range(2))
print(self_ref)
self_ref += self_ref[:2]
print(self_ref)

# Methods return None (a common bug)
result = [3, 1, 2].sort()
print(result, [1].append(2), [1].reverse(), [1].clear(), [1].insert(0, 0), [1].extend([]))

# Equality, comparison, containment
print([1, 2] == [1, 2], [1, 2] < [1, 3], [1, 2] < [1, 2, 0], [] == [], [[]] == [[]], [1] != [1.0])
print(2 in [1, 2], [1] in [[1], [2]], None in [None], [1, 2, 3].__contains__(3))

# del, slices, multiplication
m = list(range(10))
del m[2], m[-1]
print(m)
grid = [[0] * 2] * 2
grid[0][0] = 1
print(grid)
grid = [[0] * 2 for _ in range(2)]
grid[0][0] = 1
print(grid)
