# A circular from-import of a name already defined in the partial module works.
import _circ_ok_a
print(_circ_ok_a.early, '|', _circ_ok_a.late, '|', _circ_ok_a.b_value)
import _circ_ok_b
print(_circ_ok_b.early is _circ_ok_a.early)
