# A syntax error in an imported module raises SyntaxError at the import.
import sys
try:
    import _syntax_error_mod
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.lineno, e.filename.rpartition('/')[2])
print('_syntax_error_mod' in sys.modules)
try:
    import _name_error_mod
except NameError as e:
    print(type(e).__name__, e)
print('_name_error_mod' in sys.modules)
try:
    import _imports_missing
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
print('_imports_missing' in sys.modules)
