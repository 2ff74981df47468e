# input() writes its prompt to stdout and raises EOFError at the end of
# stdin (the conformance runner gives programs an empty stdin).
import sys
try:
    line = input("your name? ")
    print("read", repr(line))
except EOFError as e:
    print()
    print("EOFError:", e)
try:
    input()
except EOFError as e:
    print("EOFError again:", repr(str(e)))
try:
    input("a", "b")
except TypeError as e:
    print("TypeError:", e)
print(input.__name__, callable(input))
input(42)
