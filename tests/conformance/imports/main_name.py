# __name__ is '__main__' in the script and the module's name in an import.
import sys
print(__name__, __name__ == '__main__')
import _main_check
print(_main_check.is_main, _main_check.my_name)
print(sys.modules['__main__'] is sys.modules[__name__])
print(__spec__, __package__)
if __name__ == '__main__':
    print('run as a script')
