from math import *, pi
