# A module with a PEP 263 coding line is decoded with that encoding.
import _latin1
print(_latin1.text, len(_latin1.text), [hex(ord(c)) for c in _latin1.text])
