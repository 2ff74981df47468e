# An exception instance passed to SystemExit is printed like a string and
# the status is 1; an object with a __str__ is printed through it.
import sys
class Problem:
    def __str__(self):
        return "problem object"
print("exiting with an object")
raise SystemExit(Problem())
