# A circular import that works: b sees the partial a, uses it later.
import sys
import _circ_a
print(_circ_a.from_a())
print(_circ_a._circ_b._circ_a is _circ_a)
print(sys.modules['_circ_b'].from_b_value)
