import sys
print('_raises running, in sys.modules:', __name__ in sys.modules)
partial = 1
raise ValueError('boom at import')
