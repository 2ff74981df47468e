import sys
keys = [k for k in globals() if k.startswith('__')]
builtins_is_dict = type(__builtins__).__name__
