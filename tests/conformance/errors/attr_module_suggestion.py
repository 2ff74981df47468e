# A misspelled attribute of the sys module.

import sys

print(type(sys.argv).__name__)
print(sys.argvv)
