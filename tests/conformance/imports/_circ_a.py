print('start _circ_a')
import _circ_b
def from_a():
    return 'a sees b: ' + _circ_b.from_b_value
a_value = 'A'
print('end _circ_a')
