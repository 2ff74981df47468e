# Subscripts: BINARY_SUBSCR_LIST_INT, _TUPLE_INT, _STR_INT (a small-int
# index, negative ones counted from the end) and BINARY_SUBSCR_DICT, one
# site each; STORE_SUBSCR_LIST_INT and STORE_SUBSCR_DICT. An index out of
# range or a slice is a miss, and the generic code raises IndexError or
# slices; a missing dict key raises KeyError in the specialized code itself
# (no miss: spending the dict site's budget afterwards shows it); a list
# subclass misses at the list store site.
from _golden import repeat, show, show_before


def pick(items, pair, word, table, i):
    return items[i], pair[i], word[i], table[i]


def put(items, table, i, value):
    items[i] = value
    table[i] = value


class MyList(list):
    pass


items = [10, 20, 30]
pair = ("a", "b")
word = "héllo"
table = {0: "zero", 1: "one", -1: "minus one"}
show_before(pick)
show_before(put)
print(repeat(2, pick, items, pair, word, table, 1), pick(items, pair, word, table, -1))
show("pick after three calls", pick)
try:
    pick(items, pair, word, table, 2)
except IndexError as error:
    print("IndexError:", error)
try:
    pick(items, ("x", "y", "z"), word, table, 2)
except KeyError as error:
    print("KeyError:", error)
print(pick(items, pair, word, {slice(0, 1): "s"}, slice(0, 1)))
show("pick after an index out of range, a missing key and slices (misses)", pick)
# Counting the dict site's misses: the missing key was not one, so a list
# there misses 53 times before the 54th miss deoptimizes the site.
print(repeat(53, pick, items, pair, word, [5, 6], 1))
show("pick after 53 calls with a list at the dict site (53 misses there)", pick)
print(pick(items, pair, word, [5, 6], 1))
show("pick after the 54th miss at the dict site (deoptimized)", pick)

repeat(2, put, items, table, 0, "new")
put(items, table, -1, "last")
print(items, table)
show("put after three calls", put)
try:
    put(items, table, 3, "past the end")
except IndexError as error:
    print("IndexError:", error)
put(MyList([1, 2]), table, 1, "subclass")
print(table)
show("put after an index past the end and a list subclass (misses)", put)
