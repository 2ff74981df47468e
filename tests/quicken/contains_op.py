# Membership tests: CONTAINS_OP_DICT (an exact dict) and CONTAINS_OP_SET
# (an exact set or frozenset), for `in` and `not in`. A dict subclass or a
# list at those sites is a miss (the generic code asks the container); an
# unhashable key raises TypeError from the specialized code itself; a site
# that only sees lists and strs is not specialized.
from _golden import repeat, show, show_before


def lookup(key, table):
    return key in table, key not in table


def member(item, group):
    if item in group:
        return "in"
    return "out"


def search(item, sequence):
    return item in sequence


class CountingDict(dict):
    def __contains__(self, key):
        return key == "counted"


table = {"a": 1, 2: "b"}
show_before(lookup)
show_before(member)
print(repeat(2, lookup, "a", table), lookup(2, table), lookup("z", table))
show("lookup after four calls with a dict", lookup)
print(lookup("counted", CountingDict()), lookup("a", ["a"]))
try:
    lookup([], table)
except TypeError as error:
    print("TypeError:", error)
show("lookup after a dict subclass, a list and an unhashable key", lookup)

print(repeat(2, member, 3, {1, 2, 3}), member(4, frozenset({4})), member(5, set()))
show("member after four calls with sets and a frozenset", member)


print(repeat(5, search, 2, [1, 2]), search("b", "abc"))
show("search after six calls with a list and a str (stays generic)", search)
