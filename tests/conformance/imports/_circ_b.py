print('start _circ_b')
import _circ_a
print('b sees partial a, has a_value:', hasattr(_circ_a, 'a_value'))
from_b_value = 'B'
print('end _circ_b')
