from ..c import c_value
from ...sub import c
d_value = c_value + 'd'
same = c.c_value == c_value
