early = 'defined before the circular import'
from _circ_ok_b import b_value
late = 'defined after'
